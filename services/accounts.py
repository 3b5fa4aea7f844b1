"""Accounts: signing up (from the sign-up page or the API), logging in with the failed-login
limit, the login sessions a login opens, changing the password and deleting the account. The
rules for a table name and a password are here, once; the forms and the API show these
messages."""

import ipaddress
import math
import re
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

from sqlalchemy import delete, select
from sqlalchemy.exc import IntegrityError

from extensions import db
from games.text import Msg, N_
from models import (Account, ApiToken, FailedLogin, IdempotentRequest, LoginSession, Match,
                    MonthFigures, Player, Round, Seat)
from models.account import check_unknown
from models.api import digest
from models.base import utcnow
from models.login import name_key

# Words of letters, digits, dots, dashes or underscores, one space between ("Friday Table"):
# names are tidied first, so "friday  table" is the same table.
USERNAME = re.compile(r"[\w.-]+(?: [\w.-]+)*")
USERNAME_LENGTH, PASSWORD_LENGTH = (3, 40), (8, 200)
TAKEN = Msg(N_("That name is taken. Try another."))
COMMON_PASSWORDS = frozenset(
    line.strip().casefold()
    for line in (Path(__file__).with_name("common_passwords.txt")
                 .read_text(encoding="utf-8").splitlines())
    if line.strip() and not line.startswith("#"))

# The failed-login limit: failures within WINDOW, per table name (whether or not it has an
# account) and per client address, whichever page or API endpoint they came from. At the limit,
# that name (or address) is refused, even with the right password, until enough failures are
# older than WINDOW. The messages say "5 minutes": change them with WINDOW.
WINDOW = timedelta(minutes=5)
PER_NAME, PER_ADDRESS = 10, 30
NAME_LOCKED = Msg(N_("Too many wrong passwords for this table name: it is locked for up to 5 "
                     "minutes, even with the right password. Try again later."))
ADDRESS_LOCKED = Msg(N_("Too many wrong passwords from your network: logging in from it is "
                        "paused for up to 5 minutes. Try again later."))


def tidy(value):
    """Collapse runs of spaces in a typed name: ' Ana  Lu ' is 'Ana Lu'."""
    return " ".join(value.split()) if isinstance(value, str) else value


# The rules, as the sign-up page shows them before anything is typed and as its errors say them.
USERNAME_SIZE = Msg(N_("A table name has %(min)s to %(max)s characters."),
                    min=USERNAME_LENGTH[0], max=USERNAME_LENGTH[1])
USERNAME_CHARACTERS = Msg(N_("Use letters, digits, spaces, dots, dashes or underscores."))
PASSWORD_SIZE = Msg(N_("A password has %(min)s to %(max)s characters."),
                    min=PASSWORD_LENGTH[0], max=PASSWORD_LENGTH[1])


def username_problem(username: str) -> Msg | None:
    low, high = USERNAME_LENGTH
    if not low <= len(username) <= high:
        return USERNAME_SIZE
    if not USERNAME.fullmatch(username):
        return USERNAME_CHARACTERS
    if find(username) is not None:
        return TAKEN
    return None


def password_problem(password: str) -> Msg | None:
    """The one place for the password rules: the sign-up page, the API and a password change."""
    low, high = PASSWORD_LENGTH
    if password and not password.strip():
        return Msg(N_("A password cannot be only spaces."))
    if not low <= len(password) <= high:
        return PASSWORD_SIZE
    if password.strip().casefold() in COMMON_PASSWORDS:
        return Msg(N_("That password is one of the most common ones, the first tried by anyone "
                      "guessing. Choose another."))
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


# --- Logging in, with the failed-login limit ----------------------------------------------------

@dataclass(frozen=True)
class Attempt:
    """What a login attempt came to: the account (the password was right), or a refusal (too
    many failures: no password was checked), or neither (a wrong name or password)."""

    account: Account | None = None
    refused: Msg | None = None
    retry_after: int = 0  # seconds until the refusal lifts


def address_key(address: str | None) -> str:
    """The client's address as the limit counts it: an IPv6 address by its /64 network (one
    home or one server has a whole /64 to pick addresses from)."""
    try:
        ip = ipaddress.ip_address(address or "")
    except ValueError:
        return (address or "")[:64]
    if ip.version == 6:
        if ip.ipv4_mapped:
            return str(ip.ipv4_mapped)
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


def log_in(username: str, password: str, address: str | None) -> Attempt:
    """Check a name and password within the failed-login limit (the login page, POST /tokens,
    and the password asked again to change it or delete the account).

    The attempt is written down first, then counted: concurrent attempts in other workers or
    servers each see the others, so no more than PER_NAME wrong passwords are ever checked for
    a name within WINDOW. A right password, or an attempt refused unchecked, is then struck off.
    An unknown name has its password checked against a dummy hash, so it takes as long."""
    key, where = name_key(username), address_key(address)
    attempt = FailedLogin(name_key=key, address=where, at=utcnow())
    db.session.add(attempt)
    db.session.flush()
    attempt_id, now = attempt.id, attempt.at
    db.session.commit()
    refusal = locked(key, where, attempt_id, now)
    if refusal:
        strike_off(attempt_id)
        return refusal
    account = find(username)
    right = account.check_password(password) if account else check_unknown(password)
    if right:
        strike_off(attempt_id)
        return Attempt(account=account)
    db.session.execute(delete(FailedLogin).where(FailedLogin.at <= now - WINDOW))  # old ones
    db.session.commit()
    return Attempt()


def locked(key: str, address: str, attempt_id: int, now) -> Attempt | None:
    """A refusal when the name or the address has reached its limit within the window."""
    since = now - WINDOW
    for column, value, most, message in ((FailedLogin.name_key, key, PER_NAME, NAME_LOCKED),
                                         (FailedLogin.address, address, PER_ADDRESS,
                                          ADDRESS_LOCKED)):
        recent = (select(FailedLogin.at).where(column == value, FailedLogin.at > since,
                                               FailedLogin.id != attempt_id)
                  .order_by(FailedLogin.at.desc()).offset(most - 1).limit(1))
        oldest_counted = db.session.scalar(recent)  # the limit's worth of failures, newest first
        if oldest_counted is not None:
            wait = (oldest_counted + WINDOW - now).total_seconds()
            return Attempt(refused=message, retry_after=max(1, math.ceil(wait)))
    return None


def strike_off(attempt_id: int) -> None:
    db.session.execute(delete(FailedLogin).where(FailedLogin.id == attempt_id))
    db.session.commit()


# --- Login sessions -----------------------------------------------------------------------------

# A login lasts at most as long as Flask-Login's remember-me cookie (365 days), even where a
# copy of its cookies is kept longer.
SESSION_LIFETIME = timedelta(days=365)


def open_session(account: Account) -> str:
    """A new login session for the account; its token is what the cookies carry. The account's
    expired sessions (phones that never logged out) go."""
    session, token = LoginSession.issue(account)
    db.session.execute(delete(LoginSession).where(
        LoginSession.account_id == account.id,
        LoginSession.created_at <= utcnow() - SESSION_LIFETIME))
    db.session.add(session)
    db.session.commit()
    account.session_token = token
    return token


def session_account(token: str) -> Account | None:
    """The account logged in with this session token, or None (logged out, or never issued)."""
    if not (isinstance(token, str) and token.isascii() and 0 < len(token) <= 100):
        return None
    # One statement: the standings page's 304 reads this and the match's version, nothing else.
    account = db.session.scalar(
        select(Account).join(LoginSession, LoginSession.account_id == Account.id)
        .where(LoginSession.token_hash == digest(token),
               LoginSession.created_at > utcnow() - SESSION_LIFETIME))
    if account is not None:
        account.session_token = token
    return account


def close_session(token: str | None) -> None:
    """Log out: the session's cookies, and any copies of them, stop working."""
    if token:
        db.session.execute(delete(LoginSession).where(LoginSession.token_hash == digest(token)))
        db.session.commit()


def end_sessions(account: Account, keep: str | None = None) -> None:
    """Log the account out everywhere (but the session `keep`) and revoke its API tokens."""
    ended = delete(LoginSession).where(LoginSession.account_id == account.id)
    if keep:
        ended = ended.where(LoginSession.token_hash != digest(keep))
    db.session.execute(ended)
    db.session.execute(delete(ApiToken).where(ApiToken.account_id == account.id))
    db.session.commit()


def change_password(account: Account, password: str, keep: str | None) -> None:
    """A new password (already checked by `password_problem`); every other login session and
    every API token ends, as whoever knew the old password may have opened them."""
    account.set_password(password)
    end_sessions(account, keep)


def delete_account(account: Account) -> None:
    """The account and everything of it: matches with their seats and rounds, players, API
    tokens, login sessions and stored API answers. One transaction."""
    owner = account.id
    matches = select(Match.id).where(Match.account_id == owner)
    for statement in (delete(MonthFigures).where(MonthFigures.account_id == owner),
                      delete(Round).where(Round.match_id.in_(matches)),
                      delete(Seat).where(Seat.match_id.in_(matches)),
                      delete(Match).where(Match.account_id == owner),
                      delete(Player).where(Player.account_id == owner),
                      delete(ApiToken).where(ApiToken.account_id == owner),
                      delete(LoginSession).where(LoginSession.account_id == owner),
                      delete(IdempotentRequest).where(IdempotentRequest.account_id == owner),
                      delete(Account).where(Account.id == owner)):
        db.session.execute(statement, execution_options={"synchronize_session": False})
    db.session.commit()
    db.session.expunge_all()  # nothing of it is left to read



# --- API tokens ---------------------------------------------------------------------------------

def api_token(token: str) -> ApiToken | None:
    """The API token of this secret, or None."""
    return db.session.scalar(select(ApiToken).filter_by(token_hash=digest(token)))


def issue_token(account: Account) -> str:
    """A new API token for the account: its secret, shown once (only its hash is stored)."""
    token, secret = ApiToken.issue(account)
    db.session.add(token)
    db.session.commit()
    return secret


def revoke_token(token: ApiToken) -> None:
    db.session.execute(delete(ApiToken).where(ApiToken.id == token.id))
    db.session.commit()
