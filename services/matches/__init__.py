"""Reading and changing matches. Every score comes from replaying the rounds through the game
module; every change is checked by the game module first and is stored whole or not at all.

- sheets.py: the read model, a match read as a `Scoresheet` (one match or many), and lists;
- unit.py: the one unit of work every change goes through, and its one retry policy;
- changes.py: the changes of a match, each answering a `Change`;
- roster.py: an account's players.
"""

from services.matches.changes import (add_round, delete_match, delete_round, edit_round,
                                      end_match, put_back_round, start_match)
from services.matches.roster import (add_player, by_name, find_player, player_of, rename,
                                     roster_order, seatings)
from services.matches.sheets import (TOKEN, Scoresheet, account_match, ended_early, entered_by,
                                     game_of, load, load_many, ongoing,
                                     owned_match, owner_and_version, page_of, scoresheet,
                                     seat_names)
from services.matches.unit import CONFLICT, Change, Conflict, refresh, seat_figures

__all__ = [
    "add_round", "delete_match", "delete_round", "edit_round", "end_match", "put_back_round",
    "start_match", "add_player", "by_name", "find_player", "player_of", "rename",
    "roster_order", "seatings", "TOKEN", "Scoresheet", "account_match", "ended_early",
    "entered_by", "game_of", "load", "load_many", "ongoing", "owned_match",
    "owner_and_version", "page_of", "scoresheet", "seat_names", "CONFLICT", "Change",
    "Conflict", "refresh", "seat_figures"]
