"""The database models: an account (a table group), its players, its matches and their rounds;
the links to a match that need no account; API tokens, login sessions and failed logins; each
month's figures of a player (statistics); the hand checks' rate counts; the games an
account described itself."""

from models.account import Account
from models.api import ApiToken, IdempotentRequest
from models.figures import MonthFigures
from models.limit import RateCount
from models.link import MatchLink
from models.login import FailedLogin, LoginSession
from models.match import Match, Round, Seat
from models.own_game import OwnGame
from models.player import Player

__all__ = ["Account", "ApiToken", "FailedLogin", "IdempotentRequest", "LoginSession", "Match",
           "MatchLink", "MonthFigures", "OwnGame", "Player", "RateCount", "Round", "Seat"]
