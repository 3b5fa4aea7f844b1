"""Bearer-token authentication for the JSON API (Flask-HTTPAuth): the token's account is the
view's `auth.current_user().account`.

A score link's token (models/link.py) is a bearer token too, for its own match's round
endpoints and nothing else: it is not even looked up for any other endpoint, so every other
answers it 401 as an unknown token."""

from flask import request
from flask_babel import gettext as _
from flask_httpauth import HTTPTokenAuth

from api.errors import problem
from models import ApiToken, MatchLink
from services import accounts, links

auth = HTTPTokenAuth(scheme="Bearer", realm="rulezz")
ROUND_ENDPOINTS = {"api.add_round", "api.edit_round", "api.delete_round"}


@auth.verify_token
def verify_token(token: str) -> ApiToken | MatchLink | None:
    token = token.strip()
    found = accounts.api_token(token)
    if found is None and request.endpoint in ROUND_ENDPOINTS:
        link = links.find(token, "score")
        return link if link and link.match_id == request.view_args["match_id"] else None
    return found


def scoring_link() -> MatchLink | None:
    """The score link the request came with, or None: an account's token."""
    caller = auth.current_user()
    return caller if isinstance(caller, MatchLink) else None


@auth.error_handler
def unauthorized(status: int):
    return problem(status, _("A valid token is needed: send 'Authorization: Bearer <token>'."))


def account():
    """The account of the request's token."""
    return auth.current_user().account
