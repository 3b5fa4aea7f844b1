from flask_babel import gettext as _, lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import BooleanField, PasswordField, StringField
from wtforms.validators import EqualTo, InputRequired, ValidationError

from games import naming
from i18n import tr
from services import accounts
from services.accounts import tidy


class SignupForm(FlaskForm):
    """The rules for a table name and a password are the accounts service's: shown under the
    boxes before anything is typed, and the same words when something breaks them (an empty
    box too)."""

    username = StringField(_l("Table name (your login)"), filters=[tidy],
                           render_kw={"autocomplete": "username"})
    password = PasswordField(_l("Password"), render_kw={"autocomplete": "new-password"})
    confirm = PasswordField(_l("Password again"), render_kw={"autocomplete": "new-password"},
                            validators=[EqualTo("password", _l("The passwords differ."))])

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.username.description = " ".join(
            tr(rule) for rule in (accounts.USERNAME_SIZE, accounts.USERNAME_CHARACTERS))
        self.password.description = tr(accounts.PASSWORD_SIZE)

    def validate_username(self, field):
        problem = accounts.username_problem(field.data or "")
        if problem:
            raise ValidationError(tr(problem))

    def validate_password(self, field):
        problem = accounts.password_problem(field.data or "")
        if problem:
            raise ValidationError(tr(problem))


class LoginForm(FlaskForm):
    username = StringField(_l("Table name"), filters=[tidy], validators=[InputRequired()],
                           render_kw={"autocomplete": "username"})
    password = PasswordField(_l("Password"), validators=[InputRequired()],
                             render_kw={"autocomplete": "current-password"})
    remember = BooleanField(_l("Keep me logged in on this phone"), default=True)


class PasswordForm(FlaskForm):
    """A new password, twice, and the current one (checked by the route, within the
    failed-login limit)."""

    current_password = PasswordField(_l("Current password"), validators=[InputRequired()],
                                     render_kw={"autocomplete": "current-password"})
    new_password = PasswordField(_l("New password"), validators=[InputRequired()],
                                 render_kw={"autocomplete": "new-password"})
    new_password_again = PasswordField(
        _l("New password again"), render_kw={"autocomplete": "new-password"},
        validators=[EqualTo("new_password", _l("The passwords differ."))])

    def validate_new_password(self, field):
        problem = accounts.password_problem(field.data)
        if problem:
            raise ValidationError(tr(problem))


class DeleteAccountForm(FlaskForm):
    delete_password = PasswordField(_l("Your password"), validators=[InputRequired()],
                                    render_kw={"autocomplete": "current-password"})


class PlayerForm(FlaskForm):
    """Add a player to the roster, or rename one (`player` is the one being renamed)."""

    name = StringField(_l("Name"), filters=[naming.clean], render_kw={"dir": "auto"},
                       validators=[InputRequired()])

    def __init__(self, account, player=None, **kwargs):
        super().__init__(**kwargs)
        self.account, self.player = account, player

    def validate_name(self, field):
        """The rule for a player's name (games.naming), and no two that read the same."""
        problem = naming.problem(field.data)
        if problem:
            raise ValidationError(tr(problem))
        for other in self.account.players:
            if other is not self.player and naming.key(other.name) == naming.key(field.data):
                # gettext, not lazy_gettext: a lazy string counts as safe HTML in templates, and
                # this one carries a name the user typed.
                raise ValidationError(_("%(name)s is already on your roster.", name=other.name))
