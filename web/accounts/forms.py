from flask_babel import gettext as _, lazy_gettext as _l
from wtforms import BooleanField, PasswordField, StringField
from wtforms.validators import EqualTo, InputRequired, Length, ValidationError

from i18n import tr
from services import accounts
from services.accounts import tidy
from web.forms import PRINTABLE, Form


class SignupForm(Form):
    """The rules for a table name and a password are the accounts service's."""

    username = StringField(_l("Table name (your login)"), filters=[tidy],
                           validators=[InputRequired()])
    password = PasswordField(_l("Password"), validators=[InputRequired()])
    confirm = PasswordField(_l("Password again"),
                            validators=[EqualTo("password", _l("The passwords differ."))])

    def validate_username(self, field):
        problem = accounts.username_problem(field.data)
        if problem:
            raise ValidationError(tr(problem))

    def validate_password(self, field):
        problem = accounts.password_problem(field.data)
        if problem:
            raise ValidationError(tr(problem))


class LoginForm(Form):
    username = StringField(_l("Table name"), filters=[tidy], validators=[InputRequired()])
    password = PasswordField(_l("Password"), validators=[InputRequired()])
    remember = BooleanField(_l("Keep me logged in on this phone"), default=True)


class PlayerForm(Form):
    """Add a player to the roster, or rename one (`player` is the one being renamed)."""

    name = StringField(_l("Name"), filters=[tidy], render_kw={"dir": "auto"},
                       validators=[InputRequired(), Length(1, 40), PRINTABLE])

    def __init__(self, account, player=None, **kwargs):
        super().__init__(**kwargs)
        self.account, self.player = account, player

    def validate_name(self, field):
        for other in self.account.players:
            if other is not self.player and other.name.casefold() == field.data.casefold():
                # gettext, not lazy_gettext: a lazy string counts as safe HTML in templates, and
                # this one carries a name the user typed.
                raise ValidationError(_("%(name)s is already on your roster.", name=other.name))
