"""An account's roster: its players, as matches seat them, rename them and list them."""

from sqlalchemy import select, update

from extensions import db
from games import core, naming
from models import Match, Player, Seat
from services.accounts import TAKEN
from services.matches.sheets import load_many, seat_names
from services.matches.unit import Change, attempt, commit, refresh


def find_player(account, name: str) -> Player | None:
    """The roster's player of that name (names that read the same are one: games.naming)."""
    return next((p for p in account.players if naming.key(p.name) == naming.key(name)), None)


def roster_player(account, name: str) -> Player:
    """The roster's player of that name, added to the roster when new."""
    player = find_player(account, name)
    if player is None:
        player = Player(account=account, name=name)
        db.session.add(player)
    return player


def player_of(account, player_id: int) -> Player | None:
    """The account's player of that id, or None (another account's player does not exist)."""
    player = db.session.get(Player, player_id)
    return player if player is not None and player.account_id == account.id else None


def by_name(account) -> list[tuple[int, str]]:
    """The account's players as (id, name), by name: the choices of the pages' filters."""
    return list(db.session.execute(select(Player.id, Player.name)
                                   .filter_by(account_id=account.id).order_by(Player.name)))


def roster_order(account_id: int) -> list[str]:
    """The account's players in the order they joined it: a player's place, which gives them the
    same colour on every match's chart (web/charts.py), whatever they are renamed."""
    return list(db.session.scalars(select(Player.name).filter_by(account_id=account_id)
                                   .order_by(Player.id)))


def seatings(account, game: core.Game, recent: int = 20) -> list[tuple[str, ...]]:
    """The players of the account's last match of this game (most tables play again), then of
    the last match of each other size among its recent ones: a table of three tonight starts
    from its last table of three, never from four names with one to clear."""
    matches = db.session.scalars(select(Match).filter_by(account_id=account.id, game_id=game.id)
                                 .order_by(Match.created_at.desc()).limit(recent)).all()
    names, by_size = seat_names(matches), {}
    for match in matches:
        by_size.setdefault(len(names[match.id]), tuple(names[match.id]))
    return list(by_size.values())


def add_player(account, name: str) -> Change:
    """A new player on the roster; refused when another phone stored that name a moment before
    (the roster's unique name), so the form can say it is taken."""
    def work():
        db.session.add(Player(account=account, name=name))
        commit()
        return Change()
    return attempt(work, gave_up={"name": TAKEN})


def rename(player: Player, name: str) -> Change:
    """A player's new name shows on every page of their matches: those pages are new versions,
    and the winners that lists show are written again, replayed, where the old name is in them
    (alone or in a team's name). Refused as `add_player` is, when the name was just taken."""
    def work():
        old, player.name = player.name, name
        played = Match.seats.any(Seat.player_id == player.id)
        db.session.execute(update(Match).where(played).values(version=Match.version + 1))
        finished = db.session.scalars(select(Match).where(played, Match.finished))
        for sheet in load_many([m for m in finished if any(old in side for side in m.winners)]):
            refresh(sheet)
        commit()
        return Change()
    return attempt(work, gave_up={"name": TAKEN})
