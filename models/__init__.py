"""The database models: an account (a table group), its players, its matches and their rounds."""

from models.account import Account
from models.api import ApiToken, IdempotentRequest
from models.match import Match, Round, Seat
from models.player import Player

__all__ = ["Account", "ApiToken", "IdempotentRequest", "Match", "Player", "Round", "Seat"]
