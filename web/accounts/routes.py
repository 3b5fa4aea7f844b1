"""Sign up, log in and out, the account page (password, logging out everywhere, deleting the
account), and the account's roster of players."""

from urllib.parse import urlsplit

from flask import abort, flash, redirect, render_template, request, url_for
from flask_babel import gettext as _
from flask_login import current_user, login_required, login_user, logout_user

from i18n import tr
from services import accounts
from services import matches as service
from services.limits import MAX_ID
from web.accounts import bp
from web.accounts.forms import (DeleteAccountForm, LoginForm, PasswordForm, PlayerForm,
                                SignupForm)
from web.forms import put_errors


@bp.after_request
def kept_nowhere(response):
    """An account's pages (its name, its players, its sessions) are kept in no cache, the
    service worker's included: no copy of them outlives the session they were shown to."""
    response.headers["Cache-Control"] = "private, no-store"
    return response


def start_session(account, remember: bool) -> None:
    """A login session of its own for this phone: its token is what the cookies carry."""
    accounts.open_session(account)
    login_user(account, remember=remember)


def check_password(password: str) -> accounts.Attempt:
    """The logged-in account's password asked again, within the failed-login limit."""
    return accounts.log_in(current_user.username, password, request.remote_addr)


def refused_headers(attempt: accounts.Attempt) -> dict:
    return {"Retry-After": str(attempt.retry_after)}


@bp.route("/signup", methods=["GET", "POST"])
def signup():
    form = SignupForm()
    if form.validate_on_submit():
        account, errors = accounts.sign_up(form.username.data, form.password.data)
        if account:
            start_session(account, remember=True)
            flash(_("Welcome to Rulezz! Start your first match."))
            return redirect(url_for("matches.new"))
        put_errors(form, errors, lambda key: form[key])  # the name was taken meanwhile
    return render_template("accounts/signup.html", form=form)


@bp.route("/login", methods=["GET", "POST"])
def login():
    form = LoginForm()
    if form.validate_on_submit():
        attempt = accounts.log_in(form.username.data, form.password.data, request.remote_addr)
        if attempt.account:
            start_session(attempt.account, remember=form.remember.data)
            return redirect(safe_next(request.args.get("next")))
        if attempt.refused:
            form.form_errors.append(tr(attempt.refused))
            return (render_template("accounts/login.html", form=form), 429,
                    refused_headers(attempt))
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
    if current_user.is_authenticated:
        accounts.close_session(current_user.session_token)
    logout_user()
    return redirect(url_for("matches.index"))


# --- The account page ---------------------------------------------------------------------------

def account_page(password_form=None, delete_form=None, status=200, headers=None):
    return (render_template("accounts/account.html",
                            password_form=password_form or PasswordForm(formdata=None),
                            delete_form=delete_form or DeleteAccountForm(formdata=None)),
            status, headers or {})


@bp.get("/account")
@login_required
def account():
    return account_page()


@bp.post("/account/password")
@login_required
def change_password():
    form = PasswordForm()
    if not form.validate_on_submit():
        return account_page(password_form=form)
    if refused := password_refused(form.current_password, password_form=form):
        return refused
    accounts.change_password(current_user, form.new_password.data, keep=current_user.session_token)
    flash(_("Your password is changed. Every other phone is logged out, and every API token is "
            "revoked."))
    return redirect(url_for("accounts.account"))


def password_refused(field, **forms):
    """The account page again, saying why the password typed in `field` is not taken (wrong,
    or too many wrong ones: 429); None when it is the account's."""
    attempt = check_password(field.data)
    if attempt.refused:
        field.errors.append(tr(attempt.refused))
        return account_page(**forms, status=429, headers=refused_headers(attempt))
    if not attempt.account:
        field.errors.append(_("Wrong password."))
        return account_page(**forms)
    return None


@bp.post("/account/logout-everywhere")
@login_required
def logout_everywhere():
    accounts.end_sessions(current_user)
    logout_user()
    flash(_("You are logged out on every phone, and every API token is revoked."))
    return redirect(url_for("accounts.login"))


@bp.post("/account/delete")
@login_required
def delete_account():
    form = DeleteAccountForm()
    if not form.validate_on_submit():
        return account_page(delete_form=form)
    if refused := password_refused(form.delete_password, delete_form=form):
        return refused
    accounts.delete_account(current_user)
    logout_user()
    flash(_("Your account is deleted, with all its players and matches."))
    return redirect(url_for("matches.index"))


def stored(form: PlayerForm, change) -> bool:
    """Whether a roster change was stored. When another phone stored the same name a moment
    before, nothing is changed and the form, checked again, says it is taken."""
    if change.refused:
        form.validate()
    return not change.refused


@bp.route("/players", methods=["GET", "POST"])
@login_required
def players():
    form = PlayerForm(current_user)
    if form.validate_on_submit():
        if stored(form, service.add_player(current_user, form.name.data)):
            flash(_("%(name)s joined your roster.", name=form.name.data))
            return redirect(url_for("accounts.players"))
    return render_template("accounts/players.html", form=form, players=current_user.players)


@bp.route(f"/players/<int(max={MAX_ID}):player_id>", methods=["GET", "POST"])
@login_required
def rename_player(player_id: int):
    player = service.player_of(current_user, player_id) or abort(404)
    form = PlayerForm(current_user, player, data={"name": player.name})
    if form.validate_on_submit():
        old = player.name
        if stored(form, service.rename(player, form.name.data)):
            flash(_("%(old)s is now %(new)s, in every match.", old=old, new=player.name))
            return redirect(url_for("accounts.players"))
    return render_template("accounts/rename.html", form=form, player=player)
