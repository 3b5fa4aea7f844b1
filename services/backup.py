"""An account's data as one JSON document, and back: players, matches with their house rules and
rounds. No request code here: the views read and send the bytes; this module reads and writes data.

Scores are never in the file. Like everywhere in Rulezz they are replayed from the round inputs,
so a restored match shows the standings it had. Round inputs name players (as the API and the game
modules do); storage keeps seats, and `games.seats` converts both ways.

A restore checks the whole file before storing anything, in two layers:
- `SCHEMA`, a JSON Schema checked with the `jsonschema` library, covers the shape: the format and
  its version, the parts of the file and of each match (none missing, none unknown), which game
  a match is, and the kinds of values: lists of players, matches and rounds, `closed` true or
  false, dates that `parse_time` reads;
- the game modules cover what only the game knows, in each part whose shape is right: a match's
  players, house rules and first dealer (`games.core.validate_new_match`), and its rounds in
  order (`games.core.play`), a round after the end of the match refused. The names in the list
  of players (given, not too long, none twice) are checked here as a game module checks a
  match's.
Then it stores everything in one transaction, or nothing.
"""

import json
from dataclasses import dataclass
from datetime import datetime, timezone

import jsonschema
from sqlalchemy import func, select

from extensions import db
from games import GAMES
from games import core, naming
from games.seats import to_seats
from games.text import Msg, N_
from services import matches as service, own_games, rollups
from services.matches.unit import Change, attempt, commit, refuse
from services.limits import (MAX_BACKUP_HANDS, MAX_BACKUP_MATCHES, MAX_BACKUP_PLAYERS,
                            MAX_BACKUP_ROUNDS, MAX_OWN_GAMES, MAX_ROUNDS, too_deep)
from models import Account, Match, OwnGame, Player, Round, Seat
from models.base import utcnow

FORMAT = "rulezz-backup"
VERSION = 1
MAX_BYTES = 5 * 1024 * 1024


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
            "matches": [entry for _, entry in entries],
            "games": [own.settings for own in own_games.own_games(account)]}


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

NOT_OURS = N_("This file is not a Rulezz backup.")
NO_VERSION = N_("This backup has no valid format version.")
NOT_GAMES = N_("Your own games (“games”) are not a list of games.")
TIME = "iso-8601"  # as `parse_time` reads it: with an offset, or without one for UTC
# Where the file as a whole is wrong (not a Rulezz backup, or not of a version this Rulezz
# reads): nothing in it is looked into further.
STOP = {"file", "format", "version"}

# One match in `matches`. Written into SCHEMA rather than reached by a "$ref", which jsonschema
# would resolve again for every match (twice as slow).
MATCH = {
    "type": "object",
    "required": ["game", "players", "settings", "first_dealer", "closed", "created_at", "rounds"],
    "additionalProperties": False,
    "properties": {
        "game": {"enum": sorted(game.id for game in GAMES),
                 "x-message": N_("Rulezz has no game called “%(game)s”.")},
        # The game module checks these, knowing the game.
        "players": True, "settings": True, "first_dealer": True,
        "closed": {"type": "boolean", "x-message": N_(
            "Whether the table ended the match (“closed”) must be true or false.")},
        "created_at": {"type": "string", "format": TIME, "x-message": N_(
            "When the match started (“created_at”) is not a date such as "
            "2025-05-01T20:30:00+00:00.")},
        "rounds": {"type": "array", "maxItems": MAX_ROUNDS, "x-message": {
            "type": N_("The rounds are not a list."),
            "maxItems": N_("A match holds at most %(max)s rounds.")}},
    },
    "x-message": {
        "type": N_("Match %(n)s is not a match."),
        "required": N_("Missing from this match: %(keys)s."),
        "additionalProperties": N_("Rulezz backups have nothing called %(keys)s in a match.")},
}

# The shape of a backup. "x-message" is what a person is told when the data breaks the
# subschema, one text or one per keyword; `params` fills in its values. Each part is checked
# only once the one before holds: a file that is not a Rulezz backup, or comes from a newer
# Rulezz, gets that one message and not a list of details.
SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$ref": "#/$defs/rulezz",
    "if": {"$ref": "#/$defs/rulezz"},
    "then": {"$ref": "#/$defs/our-version", "if": {"$ref": "#/$defs/our-version"},
             "then": {"$ref": "#/$defs/backup"}},
    "$defs": {
        "rulezz": {
            "type": "object", "required": ["format"],
            "properties": {"format": {"const": FORMAT, "x-message": NOT_OURS}},
            "x-message": NOT_OURS,
        },
        "our-version": {
            "required": ["version"],
            "properties": {"version": {
                "type": "integer", "minimum": 1, "maximum": VERSION,
                "x-message": {"type": NO_VERSION, "minimum": NO_VERSION, "maximum": N_(
                    "This backup was made by a newer Rulezz (format version %(version)s). "
                    "Update Rulezz, then restore it.")}}},
            "x-message": NO_VERSION,
        },
        "backup": {
            "required": ["players", "matches"],
            "additionalProperties": False,
            "properties": {
                "format": True, "version": True,
                "exported_at": {"type": "string", "format": TIME, "x-message": N_(
                    "The date this backup was made (“exported_at”) is not a date.")},
                "players": {"type": "array", "x-message": N_(
                    "The list of players (“players”) is not a list of names.")},
                "matches": {"type": "array", "items": MATCH,
                            "x-message": N_("The list of matches (“matches”) is not a list.")},
                # The account's own games (a backup made before they existed has none).
                "games": {"type": "array", "maxItems": MAX_OWN_GAMES,
                          "items": {"type": "object", "x-message": NOT_GAMES},
                          "x-message": {"type": NOT_GAMES, "maxItems": N_(
                              "This backup holds more than %(max)s games of your own: more "
                              "than one account keeps.")}},
            },
            "x-message": {
                "required": N_("This backup has no %(keys)s."),
                "additionalProperties": N_("This backup has parts Rulezz does not know: "
                                           "%(keys)s.")},
        },
    },
}

FORMATS = jsonschema.FormatChecker(formats=())  # none of the standard formats, only ours


@FORMATS.checks(TIME)
def is_time(raw) -> bool:
    return not isinstance(raw, str) or parse_time(raw) is not None  # "type" refuses the rest


VALIDATOR = jsonschema.Draft202012Validator(SCHEMA, format_checker=FORMATS)


@dataclass(frozen=True)
class Checked:
    """One match from the file, checked: the game module's view of it and its clean rounds."""

    game: core.Game
    table: core.Table
    closed: bool
    created_at: datetime
    rounds: tuple[dict, ...]


def check_archive(data) -> tuple[tuple[list[str], list[Checked], list[dict]] | None, dict]:
    """(roster names, checked matches, own games' settings), or errors keyed by where they are (`matches.2.rounds.5`).
    The schema first; then the game modules look at each part whose shape is right. Whatever
    `data` is, this returns; it never raises."""
    errors = check_text(data)
    if errors:
        return None, errors
    errors, shape_of_match = shape_problems(data)
    if errors.keys() & STOP:
        return None, errors
    roster = check_roster(part(data, "players"), errors)
    shaped = not any(key.startswith("games") for key in errors)
    games = check_games(part(data, "games"), errors) if shaped else []
    checked = []
    for number, entry in enumerate(part(data, "matches"), 1):
        if number in shape_of_match:
            errors.update(said_of_match(number, entry, shape_of_match[number]))
        elif (match := check_match(number, entry, errors)) is not None:
            checked.append(match)
    return (None, errors) if errors else ((roster, checked, games), {})


def check_text(data) -> dict:
    """Refuse what no backup holds and no later check should meet: nesting far deeper than a
    backup's (messages and comparisons recurse into it), and lone surrogates (JSON text escapes
    can spell them, \\ud800, and no database or page takes them)."""
    if too_deep(data):
        return {"file": Msg(NOT_OURS)}
    held = counted(data)
    for what, most, text in BOUNDS:
        if held[what] > most:
            return {"file": Msg(text, max=most)}
    try:
        json.dumps(data, ensure_ascii=False).encode()
    except (TypeError, ValueError):  # UnicodeEncodeError is a ValueError
        return {"file": Msg(N_("This file is not a Rulezz backup: it has text that is not "
                               "valid Unicode."))}
    return {}


# What one restore may hold, each far above an account's years of evenings and each keeping a
# restore within seconds; a file over one is refused before its contents are looked at.
BOUNDS = (
    ("players", MAX_BACKUP_PLAYERS, N_("This backup holds more than %(max)s players: more than "
                                       "one account can restore.")),
    ("matches", MAX_BACKUP_MATCHES, N_("This backup holds more than %(max)s matches: more than "
                                       "one account can restore.")),
    ("rounds", MAX_BACKUP_ROUNDS, N_("This backup holds more than %(max)s rounds: more than one "
                                     "account can restore.")),
    ("hands", MAX_BACKUP_HANDS, N_("This backup holds more than %(max)s hands entered card by "
                                   "card: more than Rulezz counts in one restore.")),
)


def counted(data) -> dict[str, int]:
    """What the file holds, counted before anything else looks at it (its shape unchecked)."""
    whole = data if isinstance(data, dict) else {}
    matches = [m for m in part(whole, "matches") if isinstance(m, dict)]
    rounds = [r for m in matches for r in part(m, "rounds")]
    return {"players": len(part(whole, "players")), "matches": len(matches),
            "rounds": len(rounds), "hands": sum(len(r["hands"]) for r in rounds if isinstance(
                r, dict) and isinstance(r.get("hands"), dict))}


def shape_problems(data) -> tuple[dict, dict]:
    """What the schema finds: the file's problems by place, and each match's, by its number."""
    found, in_matches = {}, {}
    for error in VALIDATOR.iter_errors(data):
        path = error.absolute_path
        if len(path) > 1 and path[0] == "matches":
            in_matches.setdefault(path[1] + 1, {}).setdefault(place(error), message(error))
        else:
            found.setdefault(place(error), message(error))
    return found, in_matches


def place(error) -> str:
    """Where a schema error is, as the errors are keyed: `matches.2.closed`, `version`; a key
    missing where it should be (`matches`), unknown keys where the first one is
    (`matches.1.totals`); the file as a whole is `file`."""
    steps = [step + 1 if isinstance(step, int) else step for step in error.absolute_path]
    if error.validator in ("required", "additionalProperties"):
        steps.append(odd_keys(error)[0])
    return ".".join(map(str, steps)) or "file"


def message(error) -> Msg:
    text = error.schema["x-message"]
    return Msg(text[error.validator] if isinstance(text, dict) else text, **params(error))


def params(error) -> dict:
    """What a message names: the keys missing or unknown, the match's number, or the value of a
    field after which it is called (`game`, `version`)."""
    path = error.absolute_path
    if error.validator in ("required", "additionalProperties"):
        return {"keys": tuple(odd_keys(error))}
    if error.validator == "maxItems":
        return {"max": error.validator_value}
    if len(path) == 2 and path[0] == "matches":
        return {"n": path[1] + 1}
    if error.validator in ("enum", "maximum"):
        value = error.instance
        return {path[-1]: value if core.is_int(value) and abs(value) < 10**9 else cut(value)}
    return {}


def cut(value) -> str:
    """A value a message names, cut short: a hostile backup's 4,000-digit number or long name
    is not echoed back whole."""
    text = str(value)
    return text if len(text) <= core.MAX_NAME else text[:core.MAX_NAME] + "…"


def odd_keys(error) -> list[str]:
    """The keys a `required` error misses, or those an `additionalProperties` error does not
    know."""
    if error.validator == "required":
        return [key for key in error.validator_value if key not in error.instance]
    known = error.schema.get("properties", {})
    return sorted(str(key)[:core.MAX_NAME] for key in error.instance if key not in known)


def part(data: dict, key: str) -> list:
    """A list the schema found right (or wrong, then reported already: taken as empty)."""
    value = data.get(key)
    return value if isinstance(value, list) else []


def said_of_match(number: int, entry, problems: dict) -> dict:
    """A match's shape problems, each said of the match: 'Match 2 (Skyjo: Ana & Bo): ...'."""
    if not isinstance(entry, dict):
        return problems  # "Match 2 is not a match." says which already
    where = match_place(number, GAMES.get(entry.get("game")), entry.get("players"))
    return {key: Msg(N_("%(where)s: %(problem)s"), where=where, problem=problem)
            for key, problem in problems.items()}


def check_roster(players: list, errors: dict) -> list[str]:
    """The names in the list of players, each given, not too long, and there once."""
    roster, seen = [], set()
    for number, raw in enumerate(players, 1):
        name = naming.clean(raw)
        key = f"players.{number}"
        if not name:
            errors[key] = Msg(N_("Player %(n)s in the list of players has no name."), n=number)
        elif len(name) > core.MAX_NAME:
            errors[key] = Msg(N_("Player %(n)s in the list of players has a name longer than "
                                 "%(max)s characters."), n=number, max=core.MAX_NAME)
        elif naming.problem(name):
            errors[key] = Msg(N_("Player %(n)s in the list of players: %(problem)s"), n=number,
                              problem=naming.problem(name))
        elif naming.key(name) in seen:
            errors[key] = Msg(N_("The list of players has %(name)s twice."), name=name)
        else:
            seen.add(naming.key(name))
            roster.append(name)
    return roster


def check_games(games: list, errors: dict) -> list[dict]:
    """The settings of each of the account's own games, checked as the page checks them."""
    checked = []
    for number, raw in enumerate(games, 1):
        settings, problems = core.validate_settings(own_games.describable(), raw)
        for field, problem in problems.items():
            errors[f"games.{number}.{field}"] = Msg(N_("Your game %(n)s: %(problem)s"),
                                                    n=number, problem=problem)
        checked.append(settings)
    return checked


def check_match(number: int, entry: dict, errors: dict) -> Checked | None:
    """A match of the right shape, as its game sees it: its players and house rules
    (`core.validate_new_match`), then its rounds in order."""
    key, game = f"matches.{number}", GAMES.get(entry["game"])
    where = match_place(number, game, entry["players"])
    table, problems = core.validate_new_match(game, entry["players"], entry["settings"],
                                              entry["first_dealer"])
    if problems:
        errors.update(table_errors(game, key, where, problems))
        return None
    game = game.played_with(table.settings)  # a table's own game: the one its settings make
    rounds = check_rounds(game, table, entry["rounds"], key, where, errors)
    if rounds is None:
        return None
    return Checked(game, table, entry["closed"], parse_time(entry["created_at"]), rounds)


def table_errors(game, key: str, where: Msg, problems: dict) -> dict:
    """`validate_new_match`'s errors, said of the match and, for a setting, of its house rule."""
    labels = {s.name: s.label for s in game.settings}
    errors = {}
    for field, problem in problems.items():
        if field in labels:
            errors[f"{key}.settings.{field}"] = Msg(
                N_("%(where)s, house rule “%(rule)s”: %(problem)s"), where=where,
                rule=Msg(labels[field]), problem=problem)
        else:
            errors[f"{key}.{field}"] = Msg(N_("%(where)s: %(problem)s"), where=where,
                                           problem=problem)
    return errors


def match_place(number: int, game, players) -> Msg:
    """How a message names a match: 'Match 2 (Skyjo: Ana, Bo & Cy)', as far as it is known."""
    if game is None:
        return Msg(N_("Match %(n)s"), n=number)
    if isinstance(players, list) and players and all(isinstance(p, str) for p in players):
        return Msg(N_("Match %(n)s (%(game)s: %(players)s)"), n=number, game=Msg(game.name),
                   players=tuple(players))
    return Msg(N_("Match %(n)s (%(game)s)"), n=number, game=Msg(game.name))


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


def take(account) -> None:
    """Hold the account for this restore until it commits: an UPDATE of its row holds the row
    (PostgreSQL) or the database's write lock (SQLite), so a second restore sent at the same
    moment waits, then finds the account no longer empty."""
    db.session.execute(db.update(Account).where(Account.id == account.id)
                       .values(username=Account.username))


def not_empty() -> Msg:
    return Msg(N_("A backup can only be restored into an account with no players and no matches "
                  "yet, so that nothing you entered here is mixed up or overwritten."))


def import_account(account, data) -> Change:
    """Store everything in `data` in the (empty) account, in one transaction, through the unit
    of work every change of a match ends in. Refused with errors keyed by where they are; then
    nothing is stored."""
    def work():
        take(account)
        if not is_empty(account):
            db.session.rollback()
            return refuse({"account": not_empty()})
        checked, errors = check_archive(data)
        if errors:
            return refuse(errors)
        roster_names, matches, games = checked
        if len(games) + len(own_games.own_games(account)) > MAX_OWN_GAMES:
            db.session.rollback()
            return refuse({"games": Msg(own_games.TOO_MANY, most=MAX_OWN_GAMES)})
        roster = {naming.key(name): add_player(account, name) for name in roster_names}
        stored = [stored_match(account, entry, roster) for entry in matches]
        db.session.add_all(stored)
        db.session.add_all(OwnGame(account_id=account.id, name=settings["name"],
                                   settings=settings) for settings in games)
        rollups.recount_started(account.id, [(m.game_id, m.created_at) for m in stored])
        commit()
        return Change()
    # Refused when another tab added a player or match meanwhile (a unique row taken).
    return attempt(work, gave_up={"account": not_empty()})


def sizes(account) -> tuple[int, int]:
    """How many players and matches the account holds (a restore says what it brought)."""
    def count(model):
        return db.session.scalar(select(func.count()).select_from(model)
                                 .filter_by(account_id=account.id))
    return count(Player), count(Match)


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
        player = roster.get(naming.key(name))
        if player is None:  # seated but not in the file's list of players: add them too
            player = roster[naming.key(name)] = add_player(account, name)
        match.seats.append(Seat(seat=seat, player=player))
    standings = core.replay(game, table, entry.rounds)
    for number, (clean, result) in enumerate(zip(entry.rounds, standings.rounds), 1):
        match.rounds.append(Round(number=number, input=to_seats(game, table.players, clean),
                                  derived=result.derived))  # as a new round keeps it
    service.refresh(service.Scoresheet(match, game, table, entry.rounds, standings))
    return match
