"""Bearer-token authentication for the JSON API."""

from functools import wraps

from flask import g, request
from flask_babel import gettext as _

from api.errors import problem
from extensions import db
from models import ApiToken
from models.api import digest


def bearer_token() -> str | None:
    header = request.headers.get("Authorization", "")
    scheme, _, token = header.partition(" ")
    return token.strip() if scheme.lower() == "bearer" and token.strip() else None


def token_required(view):
    """Run the view as the token's account; 401 without a valid token."""

    @wraps(view)
    def wrapper(*args, **kwargs):
        token = bearer_token()
        found = token and db.session.scalar(
            db.select(ApiToken).filter_by(token_hash=digest(token)))
        if not found:
            response = problem(401, _("A valid token is needed: send "
                                      "'Authorization: Bearer <token>'."))
            response.headers["WWW-Authenticate"] = 'Bearer realm="rulezz"'
            return response
        g.account, g.token = found.account, found
        return view(*args, **kwargs)

    return wrapper
