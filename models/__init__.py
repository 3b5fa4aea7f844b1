"""The database models: an account (a table group), its players, its matches and their rounds."""

from models.account import Account
from models.match import Match, Round, Seat
from models.player import Player

__all__ = ["Account", "Match", "Player", "Round", "Seat"]
