"""Bearer-token authentication for the JSON API (Flask-HTTPAuth): the token's account is the
view's `auth.current_user().account`."""

from flask_babel import gettext as _
from flask_httpauth import HTTPTokenAuth

from api.errors import problem
from extensions import db
from models import ApiToken
from models.api import digest

auth = HTTPTokenAuth(scheme="Bearer", realm="rulezz")


@auth.verify_token
def verify_token(token: str) -> ApiToken | None:
    return db.session.scalar(db.select(ApiToken).filter_by(token_hash=digest(token.strip())))


@auth.error_handler
def unauthorized(status: int):
    return problem(status, _("A valid token is needed: send 'Authorization: Bearer <token>'."))


def account():
    """The account of the request's token."""
    return auth.current_user().account
