from flask_babel import gettext as _, lazy_gettext as _l
from wtforms import BooleanField, PasswordField, StringField
from wtforms.validators import EqualTo, InputRequired, Length, Regexp, ValidationError

from extensions import db
from models import Account
from webforms import PRINTABLE, Form, tidy

USERNAME = Regexp(r"^[\w.-]+$", message=_l("Use letters, digits, dots, dashes or underscores."))


class SignupForm(Form):
    username = StringField(_l("Table name (your login)"), filters=[tidy],
                           validators=[InputRequired(), Length(3, 40), USERNAME])
    password = PasswordField(_l("Password"), validators=[InputRequired(), Length(8, 200)])
    confirm = PasswordField(_l("Password again"),
                            validators=[EqualTo("password", _l("The passwords differ."))])

    taken = False

    def validate_username(self, field):
        if field.errors:  # not a possible name: nothing to look up
            return
        if db.session.scalar(db.select(Account.id).filter_by(username=field.data.lower())):
            self.taken = True
            raise ValidationError(_l("That name is taken. Try another."))


class LoginForm(Form):
    username = StringField(_l("Table name"), filters=[tidy], validators=[InputRequired()])
    password = PasswordField(_l("Password"), validators=[InputRequired()])
    remember = BooleanField(_l("Keep me logged in on this phone"), default=True)


class PlayerForm(Form):
    """Add a player to the roster, or rename one (`player` is the one being renamed)."""

    name = StringField(_l("Name"), filters=[tidy],
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
