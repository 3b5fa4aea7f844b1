"""An account's data as one JSON document, and back: players, matches with their house rules and
rounds. No request code here: the views read and send the bytes; this module reads and writes data.

Scores are never in the file. Like everywhere in Rulezz they are replayed from the round inputs,
so a restored match shows the standings it had. Round inputs name players (as the API and the game
modules do); storage keeps seats, and `games.seats` converts both ways.

A restore checks the whole file before storing anything: the format, every game, every match
through `games.core.validate_new_match`, and every round through the game's own validation, in order, with a
round after the end of the match refused. Then it stores everything in one transaction, or nothing.
"""

import json
from dataclasses import dataclass
from datetime import datetime, timezone

from sqlalchemy.exc import IntegrityError

from extensions import db
from games import GAMES
from games import core
from games.seats import to_seats
from games.text import Msg, N_, names
from services import matches as service
from models import Match, Player, Round, Seat
from models.base import utcnow

FORMAT = "rulezz-backup"
VERSION = 1
MAX_BYTES = 5 * 1024 * 1024
TOP_KEYS = {"format", "version", "exported_at", "players", "matches"}
MATCH_KEYS = ("game", "players", "settings", "first_dealer", "closed", "created_at", "rounds")


# --- Export -------------------------------------------------------------------------------------

def export_account(account) -> dict:
    """Everything the account entered, as plain JSON data."""
    matches = db.session.scalars(db.select(Match).filter_by(account_id=account.id)).all()
    # Oldest first; the content breaks ties between matches started in the same instant, so the
    # same data always gives the same file (match ids are random and are not exported).
    entries = sorted(((m.created_at, match_entry(m)) for m in matches),
                     key=lambda pair: (pair[0], json.dumps(pair[1], sort_keys=True)))
    players = db.session.scalars(db.select(Player.name).filter_by(account_id=account.id)).all()
    return {"format": FORMAT, "version": VERSION, "exported_at": iso(utcnow()),
            "players": sorted(players, key=lambda name: (name.casefold(), name)),
            "matches": [entry for _, entry in entries]}


def match_entry(match: Match) -> dict:
    sheet = service.load(match)
    return {"game": match.game_id, "players": list(sheet.players),
            "settings": dict(match.settings), "first_dealer": sheet.table.first_dealer,
            "closed": match.closed, "created_at": iso(match.created_at),
            "rounds": list(sheet.rounds)}


def iso(moment: datetime) -> str:
    """A stored (naive, UTC) time as ISO 8601 with its offset, always with microseconds."""
    return moment.replace(tzinfo=timezone.utc).isoformat(timespec="microseconds")


def to_json(data: dict) -> bytes:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()


# --- Reading a file -----------------------------------------------------------------------------

def read_archive(raw: bytes) -> tuple[object, dict]:
    """The JSON data in an uploaded file, or errors saying why it cannot be read."""
    if len(raw) > MAX_BYTES:
        return None, {"file": too_big()}
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        return None, {"file": Msg(N_("This file is not a Rulezz backup: it is not a text file."))}
    try:
        return json.loads(text), {}
    except json.JSONDecodeError as error:
        return None, {"file": Msg(N_("This file is not a Rulezz backup: it is not valid JSON "
                                     "(line %(line)s, column %(column)s)."),
                                  line=error.lineno, column=error.colno)}
    except (ValueError, RecursionError):  # a number with thousands of digits, or deep nesting
        return None, {"file": Msg(N_("This file is not a Rulezz backup: it is not valid JSON."))}


def too_big() -> Msg:
    return Msg(N_("This file is bigger than %(mb)s MB, so it cannot be a backup Rulezz can "
                  "restore."), mb=MAX_BYTES // (1024 * 1024))


# --- Checking -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Checked:
    """One match from the file, checked: the game module's view of it and its clean rounds."""

    game: core.Game
    table: core.Table
    closed: bool
    created_at: datetime
    rounds: tuple[dict, ...]


def check_archive(data) -> tuple[tuple[list[str], list[Checked]] | None, dict]:
    """(roster names, checked matches), or errors keyed by where they are (`matches.2.rounds.5`).
    Whatever `data` is, this returns; it never raises."""
    errors = check_top(data)
    if errors:
        return None, errors
    roster = check_roster(data["players"], errors)
    matches = data["matches"]
    if not isinstance(matches, list):
        errors["matches"] = Msg(N_("The list of matches (“matches”) is not a list."))
        return None, errors
    checked = []
    for number, entry in enumerate(matches, 1):
        match = check_match(number, entry, errors)
        if match is not None:
            checked.append(match)
    return (None, errors) if errors else ((roster, checked), {})


def check_top(data) -> dict:
    # JSON text escapes can spell lone surrogates (\ud800), which no database or page takes.
    try:
        json.dumps(data, ensure_ascii=False).encode()
    except (TypeError, ValueError, RecursionError):  # UnicodeEncodeError is a ValueError
        return {"file": Msg(N_("This file is not a Rulezz backup: it has text that is not "
                               "valid Unicode."))}
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return {"file": Msg(N_("This file is not a Rulezz backup."))}
    version = data.get("version")
    if not core.is_int(version) or version < 1:
        return {"version": Msg(N_("This backup has no valid format version."))}
    if version > VERSION:
        return {"version": Msg(N_("This backup was made by a newer Rulezz (format version "
                                  "%(version)s). Update Rulezz, then restore it."),
                               version=version)}
    unknown = sorted(str(k)[:core.MAX_NAME] for k in set(data) - TOP_KEYS)
    if unknown:
        return {"file": Msg(N_("This backup has parts Rulezz does not know: %(keys)s."),
                            keys=names(unknown))}
    missing = [key for key in ("players", "matches") if key not in data]
    if missing:
        return {"file": Msg(N_("This backup has no %(keys)s."), keys=names(missing))}
    if "exported_at" in data and parse_time(data["exported_at"]) is None:
        return {"exported_at": Msg(N_("The date this backup was made (“exported_at”) is not a "
                                      "date."))}
    return {}


def check_roster(players, errors: dict) -> list[str]:
    if not isinstance(players, list):
        errors["players"] = Msg(N_("The list of players (“players”) is not a list of names."))
        return []
    roster, seen = [], {}
    for number, raw in enumerate(players, 1):
        name = core.clean_name(raw)
        key = f"players.{number}"
        if not name:
            errors[key] = Msg(N_("Player %(n)s in the list of players has no name."), n=number)
        elif len(name) > core.MAX_NAME:
            errors[key] = Msg(N_("Player %(n)s in the list of players has a name longer than "
                                 "%(max)s characters."), n=number, max=core.MAX_NAME)
        elif name.casefold() in seen:
            errors[key] = Msg(N_("The list of players has %(name)s twice."), name=name)
        else:
            seen[name.casefold()] = name
            roster.append(name)
    return roster


def check_match(number: int, entry, errors: dict) -> Checked | None:
    """One match: its shape, its game, its players and house rules, then its rounds in order."""
    key = f"matches.{number}"
    if not isinstance(entry, dict):
        errors[key] = Msg(N_("Match %(n)s is not a match."), n=number)
        return None
    game = GAMES.get(entry.get("game"))
    where = match_place(number, game, entry.get("players"))
    problems = shape_problems(entry, game)
    if problems:
        for field, problem in problems.items():
            errors[f"{key}.{field}"] = Msg(N_("%(where)s: %(problem)s"), where=where,
                                           problem=problem)
        return None
    table, match_errors = core.validate_new_match(game, entry["players"], entry["settings"],
                                         entry["first_dealer"])
    if match_errors:
        labels = {s.name: s.label for s in game.settings}
        for field, problem in match_errors.items():
            if field in labels:
                errors[f"{key}.settings.{field}"] = Msg(
                    N_("%(where)s, house rule “%(rule)s”: %(problem)s"), where=where,
                    rule=Msg(labels[field]), problem=problem)
            else:
                errors[f"{key}.{field}"] = Msg(N_("%(where)s: %(problem)s"), where=where,
                                               problem=problem)
        return None
    rounds = check_rounds(game, table, entry["rounds"], key, where, errors)
    if rounds is None:
        return None
    return Checked(game, table, entry["closed"], parse_time(entry["created_at"]), rounds)


def match_place(number: int, game, players) -> Msg:
    """How a message names a match: 'Match 2 (Skyjo: Ana, Bo & Cy)', as far as it is known."""
    if game is None:
        return Msg(N_("Match %(n)s"), n=number)
    if isinstance(players, list) and players and all(isinstance(p, str) for p in players):
        return Msg(N_("Match %(n)s (%(game)s: %(players)s)"), n=number, game=game.name,
                   players=names(players))
    return Msg(N_("Match %(n)s (%(game)s)"), n=number, game=game.name)


def shape_problems(entry: dict, game) -> dict:
    """What is missing or of the wrong kind in a match, before the game module looks at it."""
    problems = {}
    unknown = sorted(str(k)[:core.MAX_NAME] for k in entry if k not in MATCH_KEYS)
    if unknown:
        problems["match"] = Msg(N_("Rulezz backups have nothing called %(keys)s in a match."),
                                keys=names(unknown))
    missing = [k for k in MATCH_KEYS if k not in entry]
    if missing:
        problems["match"] = Msg(N_("Missing from this match: %(keys)s."), keys=names(missing))
        return problems
    if game is None:
        problems["game"] = Msg(N_("Rulezz has no game called “%(game)s”."),
                               game=str(entry["game"])[:core.MAX_NAME])
    if not isinstance(entry["closed"], bool):
        problems["closed"] = Msg(N_("Whether the table ended the match (“closed”) must be true "
                                    "or false."))
    if parse_time(entry["created_at"]) is None:
        problems["created_at"] = Msg(N_("When the match started (“created_at”) is not a date "
                                        "such as 2025-05-01T20:30:00+00:00."))
    if not isinstance(entry["rounds"], list):
        problems["rounds"] = Msg(N_("The rounds are not a list."))
    return problems


def check_rounds(game, table, rounds: list, key: str, where: Msg, errors: dict):
    """The clean rounds, or None with errors for the first round that cannot be added: the
    rounds entered one by one, as a table would (`core.play`)."""
    played = core.play(game, table, rounds)
    if played.refused is None:
        return played.rounds
    number = played.refused + 1
    if played.standings.finished:
        errors[f"{key}.rounds.{number}"] = Msg(
            N_("%(where)s, round %(round)s: the match ended after round %(end)s, so this round "
               "cannot follow it."), where=where, round=number, end=played.standings.ended_after)
        return None
    for field, problem in played.errors.items():
        label = field_label(game, field)
        if label is None:
            text = N_("%(where)s, round %(round)s: %(problem)s")
        else:
            text = N_("%(where)s, round %(round)s, “%(field)s”: %(problem)s")
        errors[f"{key}.rounds.{number}.{field}"] = Msg(text, where=where, round=number,
                                                       field=label, problem=problem)
    return None


def field_label(game, key: str) -> Msg | None:
    """The label of the round field an error key names (`deadwood.Bo` is in `deadwood`)."""
    name = key.partition(".")[0]
    label = next((f.label for f in game.fields if f.name == name), None)
    return Msg(label) if label else None


def parse_time(raw) -> datetime | None:
    """An ISO 8601 time as a naive UTC datetime (as stored); a time without offset is UTC."""
    if not isinstance(raw, str) or len(raw) > 40:
        return None
    try:
        moment = datetime.fromisoformat(raw)
        if moment.tzinfo is not None:
            moment = moment.astimezone(timezone.utc).replace(tzinfo=None)
    except (ValueError, OverflowError):
        return None
    return moment


# --- Import -------------------------------------------------------------------------------------

def is_empty(account) -> bool:
    """No players and no matches: the only kind of account a backup is restored into."""
    player = db.session.scalar(db.select(Player.id).filter_by(account_id=account.id).limit(1))
    match = db.session.scalar(db.select(Match.id).filter_by(account_id=account.id).limit(1))
    return player is None and match is None


def not_empty() -> Msg:
    return Msg(N_("A backup can only be restored into an account with no players and no matches "
                  "yet, so that nothing you entered here is mixed up or overwritten."))


def import_account(account, data) -> dict:
    """Store everything in `data` in the (empty) account, in one transaction. Returns errors
    keyed by where they are; on any error nothing is stored."""
    if not is_empty(account):
        return {"account": not_empty()}
    checked, errors = check_archive(data)
    if errors:
        return errors
    roster_names, matches = checked
    roster = {name.casefold(): add_player(account, name) for name in roster_names}
    for entry in matches:
        db.session.add(stored_match(account, entry, roster))
    try:
        db.session.commit()
    except IntegrityError:  # another tab added a player or match meanwhile
        db.session.rollback()
        return {"account": not_empty()}
    return {}


def add_player(account, name: str) -> Player:
    player = Player(account=account, name=name)
    db.session.add(player)  # a backref alone does not put it in the session (SQLAlchemy 2)
    return player


def stored_match(account, entry: Checked, roster: dict) -> Match:
    game, table = entry.game, entry.table
    match = Match(account_id=account.id, game_id=game.id, settings=dict(table.settings),
                  closed=entry.closed, created_at=entry.created_at,
                  updated_at=entry.created_at,
                  first_dealer_seat=(table.players.index(table.first_dealer)
                                     if table.first_dealer else None))
    for seat, name in enumerate(table.players):
        player = roster.get(name.casefold())
        if player is None:  # seated but not in the file's list of players: add them too
            player = roster[name.casefold()] = add_player(account, name)
        match.seats.append(Seat(seat=seat, player=player))
    for number, clean in enumerate(entry.rounds, 1):
        match.rounds.append(Round(number=number, input=to_seats(game, table.players, clean)))
    service.refresh(service.Scoresheet(match, game, table, entry.rounds,
                                       core.replay(game, table, entry.rounds)))
    return match
