"""The games an account described itself (a table's own game, games/custom), kept to start
matches from: each is the settings of the game whose settings make a whole game (`made_by`),
checked by that game as any match's settings are."""

from sqlalchemy import func, select
from sqlalchemy.orm.exc import StaleDataError

from extensions import db
from games import GAMES
from games.core import Game, validate_settings
from games.text import Msg, N_
from models import Account, OwnGame
from services.limits import MAX_ID, MAX_OWN_GAMES

CHANGED = N_("Another phone saved this game while you were changing it. What you typed is "
             "still here: check it, and save again to keep it.")
TOO_MANY = N_("An account keeps up to %(most)s games of its own: delete one to make another.")


def describable() -> Game:
    """The game a table describes (games/custom): its settings are the whole game."""
    return next(game for game in GAMES if game.made_by)


def own_games(account) -> list[OwnGame]:
    return list(db.session.scalars(select(OwnGame).filter_by(account_id=account.id)
                                   .order_by(OwnGame.name, OwnGame.id)))


def own_game(account, game_id: int | None) -> OwnGame | None:
    """The account's game of that id, or None (another account's does not exist)."""
    if type(game_id) is not int or not 0 < game_id <= MAX_ID:  # JSON true is no id
        return None
    found = db.session.get(OwnGame, game_id)
    return found if found is not None and found.account_id == account.id else None


def save(account, raw, game: OwnGame | None = None,
         seen: int | None = None) -> tuple[OwnGame | None, dict]:
    """A new game of the account's (or `game` changed, from its version `seen`, if known) from
    what a page or the API sent, or errors in the user's words. Matches already played keep
    the game they started with."""
    settings, errors = validate_settings(describable(), raw)
    if errors:
        return None, errors
    if game is not None and seen is not None and seen != game.version:
        return None, {"game": Msg(CHANGED)}
    if game is None:
        # The account's row, locked, counts its games one change at a time (PostgreSQL; SQLite
        # writes one at a time anyway).
        db.session.execute(select(Account.id).filter_by(id=account.id).with_for_update())
        kept = db.session.scalar(select(func.count()).select_from(OwnGame)
                                 .filter_by(account_id=account.id))
        if kept >= MAX_OWN_GAMES:
            db.session.rollback()
            return None, {"game": Msg(TOO_MANY, most=MAX_OWN_GAMES)}
        game = OwnGame(account_id=account.id)
        db.session.add(game)
    game.name, game.settings = settings["name"], settings
    try:
        db.session.commit()
    except StaleDataError:  # another phone's save landed between the check and this one
        db.session.rollback()
        return None, {"game": Msg(CHANGED)}
    return game, {}


def delete(game: OwnGame) -> None:
    db.session.delete(game)
    db.session.commit()
