"""Accounts: signing up (from the sign-up page or the API) and checking a login. The rules for a
table name and a password are here, once; the forms and the API show these messages."""

import re

from sqlalchemy.exc import IntegrityError

from extensions import db
from games.text import Msg, N_
from models import Account

USERNAME = re.compile(r"[\w.-]+")
USERNAME_LENGTH, PASSWORD_LENGTH = (3, 40), (8, 200)
TAKEN = Msg(N_("That name is taken. Try another."))


def tidy(value):
    """Collapse runs of spaces in a typed name: ' Ana  Lu ' is 'Ana Lu'."""
    return " ".join(value.split()) if isinstance(value, str) else value


def username_problem(username: str) -> Msg | None:
    low, high = USERNAME_LENGTH
    if not low <= len(username) <= high:
        return Msg(N_("A table name has %(min)s to %(max)s characters."), min=low, max=high)
    if not USERNAME.fullmatch(username):
        return Msg(N_("Use letters, digits, dots, dashes or underscores."))
    if find(username) is not None:
        return TAKEN
    return None


def password_problem(password: str) -> Msg | None:
    low, high = PASSWORD_LENGTH
    if not low <= len(password) <= high:
        return Msg(N_("A password has %(min)s to %(max)s characters."), min=low, max=high)
    return None


def find(username: str) -> Account | None:
    if "\x00" in username:  # no name has one, and PostgreSQL cannot even compare it
        return None
    return db.session.scalar(db.select(Account).filter_by(username=tidy(username).lower()))


def sign_up(username: str, password: str) -> tuple[Account | None, dict]:
    """A new account, or errors keyed by field. Two sign-ups racing for one name: one wins, the
    other is told the name is taken."""
    username = tidy(username)
    errors = {field: problem for field, problem in (("username", username_problem(username)),
                                                    ("password", password_problem(password)))
              if problem}
    if errors:
        return None, errors
    account = Account(username=username.lower())
    account.set_password(password)
    db.session.add(account)
    try:
        db.session.commit()
    except IntegrityError:
        db.session.rollback()
        return None, {"username": TAKEN}
    return account, {}


def authenticate(username: str, password: str) -> Account | None:
    """The account for this name and password, or None."""
    account = find(username)
    return account if account and account.check_password(password) else None
