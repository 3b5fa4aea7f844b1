"""Sign up, log in and out, and the account's roster of players."""

from urllib.parse import urlsplit

from flask import Blueprint, abort, flash, redirect, render_template, request, url_for
from flask_babel import gettext as _
from flask_login import current_user, login_required, login_user, logout_user

from extensions import db, limiter
from models import Player
from services import accounts
from services import matches as service
from web.accounts.forms import LoginForm, PlayerForm, SignupForm
from web.forms import put_errors

bp = Blueprint("accounts", __name__)


def login_key() -> str:
    """Failed logins are limited per address and per table name, so guessing is slow."""
    return f"{request.remote_addr}|{(request.form.get('username') or '').strip().lower()}"


@bp.route("/signup", methods=["GET", "POST"])
def signup():
    form = SignupForm()
    if form.validate_on_submit():
        account, errors = accounts.sign_up(form.username.data, form.password.data)
        if account:
            login_user(account, remember=True)
            flash(_("Welcome to Rulezz! Start your first match."))
            return redirect(url_for("matches.new"))
        put_errors(form, errors, lambda key: form[key])  # the name was taken meanwhile
    return render_template("accounts/signup.html", form=form)


@bp.route("/login", methods=["GET", "POST"])
@limiter.limit("10 per 5 minutes", key_func=login_key, methods=["POST"],
               deduct_when=lambda response: response.status_code != 302)
def login():
    form = LoginForm()
    if form.validate_on_submit():
        account = accounts.authenticate(form.username.data, form.password.data)
        if account:
            login_user(account, remember=form.remember.data)
            return redirect(safe_next(request.args.get("next")))
        form.password.errors.append(_("Wrong table name or password."))
    return render_template("accounts/login.html", form=form)


def safe_next(target: str | None) -> str:
    """Only a path on this site: never another host (an open redirect)."""
    parts = urlsplit(target or "")
    if not target or parts.scheme or parts.netloc or not target.startswith("/") \
            or target.startswith("//") or "\\" in target:
        return url_for("matches.index")
    return target


@bp.post("/logout")
def logout():
    logout_user()
    return redirect(url_for("matches.index"))


@bp.route("/players", methods=["GET", "POST"])
@login_required
def players():
    form = PlayerForm(current_user)
    if form.validate_on_submit():
        db.session.add(Player(account=current_user, name=form.name.data))
        db.session.commit()
        flash(_("%(name)s joined your roster.", name=form.name.data))
        return redirect(url_for("accounts.players"))
    return render_template("accounts/players.html", form=form, players=current_user.players)


@bp.route("/players/<int:player_id>", methods=["GET", "POST"])
@login_required
def rename_player(player_id: int):
    player = db.session.get(Player, player_id)
    if player is None or player.account_id != current_user.id:
        abort(404)
    form = PlayerForm(current_user, player, data={"name": player.name})
    if form.validate_on_submit():
        old, player.name = player.name, form.name.data
        service.renamed(player)
        db.session.commit()
        flash(_("%(old)s is now %(new)s, in every match.", old=old, new=player.name))
        return redirect(url_for("accounts.players"))
    return render_template("accounts/rename.html", form=form, player=player)
