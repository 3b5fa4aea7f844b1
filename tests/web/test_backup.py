"""Backup: the whole account as one JSON file, restored losslessly into an empty account (and
refused, storing nothing, whenever anything in the file is wrong); one match's table as CSV."""

import copy
import csv
import html
import io
import json
import re
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime

import jsonschema
import pytest
from hypothesis import given, settings, strategies as st
from werkzeug.datastructures import FileStorage
from werkzeug.test import encode_multipart

from services import backup as archive
from extensions import db
from services import matches as service
from services.limits import (MAX_BACKUP_HANDS, MAX_BACKUP_MATCHES, MAX_BACKUP_PLAYERS,
                            MAX_BACKUP_ROUNDS, MAX_ROUNDS)
from models import Account, Match, OwnGame, Player, Round
from tests.web.pages import count, flashes, words

BOM = b"\xef\xbb\xbf"


def export(table) -> dict:
    response = table.client.get("/backup/rulezz.json")
    assert response.status_code == 200
    return json.loads(response.get_data())


def restore(table, body: bytes, name: str = "rulezz.json", csrf: bool = True):
    """Upload a file as the restore form does. The body is encoded here, in memory: the test
    client would spool a large one to a temporary file and never close it."""
    fields = {"csrf_token": table.token("/backup")} if csrf else {}
    fields["file"] = FileStorage(io.BytesIO(body), filename=name, content_type="application/json")
    boundary, encoded = encode_multipart(fields)
    return table.client.post("/backup", data=encoded,
                             content_type=f"multipart/form-data; boundary={boundary}")


def problems(response) -> list[str]:
    found = re.findall(r'<li class="error">(.*?)</li>', response.get_data(as_text=True), re.S)
    return [html.unescape(p) for p in found]


def nothing_stored(app) -> bool:
    return count(app, Player) == count(app, Match) == count(app, Round) == 0


def start(table, game_id, players, first_dealer=None, **rules):
    """A new match through the form, choosing the first dealer's seat as well."""
    data = {f"seat{i}": name for i, name in enumerate(players)}
    data.update({f"rule_{k}": v for k, v in rules.items()})
    if first_dealer is not None:
        data["first_dealer"] = str(first_dealer)
    response = table.post(f"/matches/new/{game_id}", data)
    assert response.status_code == 302, response.get_data(as_text=True)
    return response.location


def play(table, url, *rounds):
    for fields in rounds:
        response = table.round(url, **fields)
        assert response.status_code == 302, words(response)


def summary(app, username) -> list[tuple]:
    """Every match of an account, oldest first, as the table sees it: the replayed standings."""
    with app.app_context():
        account = db.session.scalar(db.select(Account).filter_by(username=username))
        matches = db.session.scalars(db.select(Match).filter_by(account_id=account.id)
                                     .order_by(Match.created_at)).all()
        out = []
        for m in matches:
            sheet = service.load(m)
            out.append((m.game_id, m.player_names, m.created_at, m.closed, m.finished,
                        sheet.standings.totals, sheet.finished, sheet.ended_early,
                        sheet.winners, sheet.standings.next_dealer))
        return out


# --- The round trip -----------------------------------------------------------------------------

@pytest.fixture
def played(table):
    """An account with a roster-only player and six matches of five games: finished, ended early
    by the table, Indian Rummy with drops and a cap, Okey with nobody showing or winning, a passed
    Euchre hand, open-ended Okey stakes."""
    assert table.post("/players", {"name": "Zoë"}).status_code == 302
    skyjo = start(table, "skyjo", ["Ana", "Bo", "Cy"], end_at="10")
    play(table, skyjo, {"points-0": "3", "points-1": "4", "points-2": "5", "closer": "Ana"},
         {"points-0": "8", "points-1": "1", "points-2": "-2", "closer": "Bo"})
    early = start(table, "skyjo", ["Bo", "Cy"])
    play(table, early, {"points-0": "20", "points-1": "7", "closer": "Cy"})
    table.post(f"{early}/end", {"confirm": "yes"}, form_url=early)
    rummy = start(table, "indian-rummy", ["Ana", "Bo", "Cy", "Dee"], first_dealer=2,
                  drops="y", deadwood_cap="80", middle_drop="45")
    play(table, rummy,
         {"winner": "Cy", "deadwood-0": "25", "deadwood-1": "", "deadwood-1-drop": "first-drop",
          "deadwood-3": "", "deadwood-3-drop": "middle-drop"},
         {"winner": "Ana", "deadwood-1": "100", "deadwood-2": "0", "deadwood-3": "12"})
    okey = start(table, "okey", ["Ana", "Bo", "Cy"], first_dealer=1, start="10")
    play(table, okey, {"indicator": "", "winner": "Ana", "pairs": "y"},
         {"indicator": "Bo", "winner": ""},
         {"indicator": "", "winner": "Cy", "okey_discard": "y"})
    euchre = start(table, "euchre", ["Ana", "Bo", "Cy", "Dee"], first_dealer=3)
    play(table, euchre, {"passed": "y"}, {"maker": "Bo", "tricks": "5", "alone": "y"})
    stakes = start(table, "okey-stakes", ["Ana", "Bo"], stake="5")
    play(table, stakes, {"winner": "Bo", "joker": "y"}, {"winner": ""})
    table.post(f"{stakes}/end", {"confirm": "yes"}, form_url=stakes)
    return table


def test_the_export_names_players_and_keeps_inputs_not_scores(played):
    response = played.client.get("/backup/rulezz.json")
    assert response.mimetype == "application/json"
    assert re.fullmatch(r'attachment; filename="rulezz-backup-\d{4}-\d\d-\d\d\.json"',
                        response.headers["Content-Disposition"])
    data = json.loads(response.get_data())
    assert (data["format"], data["version"]) == ("rulezz-backup", 1)
    assert datetime.fromisoformat(data["exported_at"]).utcoffset().total_seconds() == 0
    assert data["players"] == ["Ana", "Bo", "Cy", "Dee", "Zoë"]
    by_game = {m["game"]: m for m in data["matches"]}
    assert [m["game"] for m in data["matches"]] == ["skyjo", "skyjo", "indian-rummy", "okey",
                                                      "euchre", "okey-stakes"]
    rummy = by_game["indian-rummy"]
    assert rummy["first_dealer"] == "Cy" and rummy["settings"]["middle_drop"] == 45
    assert rummy["rounds"] == [
        {"winner": "Cy", "deadwood": {"Ana": 25, "Bo": "first-drop", "Dee": "middle-drop"}},
        {"winner": "Ana", "deadwood": {"Bo": 100, "Cy": 0, "Dee": 12}}]
    assert by_game["okey"]["rounds"][1] == {"indicator": "Bo", "pairs": False,
                                            "okey_discard": False}
    assert data["matches"][0]["first_dealer"] is None and data["matches"][1]["closed"] is True
    assert not {"totals", "deltas", "scores"} & set(json.dumps(data).replace('"', " ").split())


def test_a_backup_restores_into_an_empty_account_losslessly(played, neighbours, app):
    before = export(played)
    response = restore(neighbours, played.client.get("/backup/rulezz.json").get_data())
    assert response.status_code == 302 and response.location == "/history/"
    page = neighbours.client.get(response.location)
    assert "The backup was restored: 5 players and 6 matches." in flashes(page)
    after = export(neighbours)
    assert after["exported_at"] >= before.pop("exported_at")
    after.pop("exported_at")
    assert after == before
    mine, theirs = summary(app, "family"), summary(app, "neighbours")
    assert len(mine) == 6 and theirs == mine
    assert [row[4] for row in mine] == [True, True, False, False, False, True]


def test_the_same_data_always_exports_the_same_file(played):
    first, second = export(played), export(played)
    first.pop("exported_at"), second.pop("exported_at")
    assert first == second


# --- Where a restore is refused -----------------------------------------------------------------

def valid() -> dict:
    """A small backup as a person might write or edit it: partial settings (defaults fill in)."""
    return {
        "format": "rulezz-backup", "version": 1, "exported_at": "2025-05-01T21:00:00+00:00",
        "players": ["Ana", "Bo"],
        "matches": [
            {"game": "skyjo", "players": ["Ana", "Bo"], "settings": {"end_at": 100},
             "first_dealer": None, "closed": False, "created_at": "2025-05-01T19:00:00+00:00",
             "rounds": [{"points": {"Ana": 3, "Bo": 4}, "closer": "Ana"}]},
            {"game": "indian-rummy", "players": ["Ana", "Bo"], "settings": {"end_at": 100},
             "first_dealer": "Bo", "closed": False, "created_at": "2025-05-01T20:00:00",
             "rounds": [{"winner": "Ana", "deadwood": {"Bo": 60}},
                        {"winner": "Ana", "deadwood": {"Bo": 50}}]},
        ],
    }


def dump(data) -> bytes:
    return json.dumps(data).encode()


def test_a_hand_written_backup_is_restored(table, app):
    response = restore(table, dump(valid()))
    assert response.status_code == 302
    rows = summary(app, "family")
    assert [(r[0], r[2], r[5], r[6]) for r in rows] == [
        ("skyjo", datetime(2025, 5, 1, 19), {"Ana": 3, "Bo": 4}, False),
        ("indian-rummy", datetime(2025, 5, 1, 20), {"Ana": 110, "Bo": -110}, True)]
    assert export(table)["matches"][0]["settings"] == {"end_at": 100, "closer_penalty": "double"}


def changed(path, value=None, delete=False, append=None):
    """A copy of the valid backup with one thing changed at `path` (keys and list indexes)."""
    def make():
        data = valid()
        *parents, last = path
        target = data
        for step in parents:
            target = target[step]
        if delete:
            del target[last]
        elif append is not None:
            target[last].append(append)
        else:
            target[last] = value
        return dump(data)
    return make


BROKEN = [
    pytest.param(lambda: b"{not json", "This file is not a Rulezz backup: it is not valid JSON "
                 "(line 1, column 2).", id="not-json"),
    pytest.param(lambda: b"\xff\xfe\x00\x01\x80", "This file is not a Rulezz backup: it is not "
                 "a text file.", id="binary"),
    pytest.param(lambda: b"[" * 100_000, "This file is not a Rulezz backup: it is not valid "
                 "JSON.", id="nested-too-deep"),
    pytest.param(lambda: dump(valid()).replace(b'"Bo"', b'"\\ud800"'), "This file is not a "
                 "Rulezz backup: it has text that is not valid Unicode.", id="lone-surrogate"),
    pytest.param(lambda: b"[]", "This file is not a Rulezz backup.", id="a-list"),
    pytest.param(changed(["format"], "other-app"), "This file is not a Rulezz backup.",
                 id="other-format"),
    pytest.param(changed(["format"], delete=True), "This file is not a Rulezz backup.",
                 id="no-format"),
    pytest.param(changed(["version"], 2), "This backup was made by a newer Rulezz (format "
                 "version 2). Update Rulezz, then restore it.", id="newer-version"),
    pytest.param(changed(["version"], "1"), "This backup has no valid format version.",
                 id="version-text"),
    pytest.param(changed(["version"], 0), "This backup has no valid format version.",
                 id="version-zero"),
    pytest.param(changed(["version"], delete=True), "This backup has no valid format version.",
                 id="no-version"),
    pytest.param(changed(["scores"], {}), "This backup has parts Rulezz does not know: scores.",
                 id="unknown-part"),
    pytest.param(changed(["matches"], delete=True), "This backup has no matches.",
                 id="no-matches"),
    pytest.param(changed(["exported_at"], "yesterday"), "The date this backup was made "
                 "(“exported_at”) is not a date.", id="exported-at-not-date"),
    pytest.param(changed(["matches"], {"skyjo": []}), "The list of matches (“matches”) is not "
                 "a list.", id="matches-not-list"),
    pytest.param(changed(["players"], "Ana"), "The list of players (“players”) is not a list of "
                 "names.", id="players-not-list"),
    pytest.param(changed(["players", 1], 7), "Player 2 in the list of players has no name.",
                 id="player-not-text"),
    pytest.param(changed(["players", 1], "ana"), "The list of players has ana twice.",
                 id="same-player-twice"),
    pytest.param(changed(["players", 1], "x" * 41), "Player 2 in the list of players has a name "
                 "longer than 40 characters.", id="long-name"),
    pytest.param(changed(["matches", 1], "indian-rummy"), "Match 2 is not a match.",
                 id="match-not-object"),
    pytest.param(changed(["matches", 0, "game"], "poker"),
                 "Match 1: Rulezz has no game called “poker”.", id="unknown-game"),
    pytest.param(changed(["matches", 0, "game"], "poker" * 1000),
                 f"Match 1: Rulezz has no game called “{('poker' * 8)}…”.", id="long-game-id"),
    pytest.param(changed(["matches", 0, "players"], ["Ana"]),
                 "Match 1 (Skyjo: Ana): Skyjo is played by 2 to 8 players.", id="one-player"),
    pytest.param(changed(["matches", 0, "settings", "end_at"], 5),
                 "Match 1 (Skyjo: Ana and Bo), house rule “The match ends when a total reaches”: "
                 "Enter a number from 10 to 1000.", id="setting-out-of-range"),
    pytest.param(changed(["matches", 1, "first_dealer"], "Cy"),
                 "Match 2 (Indian Rummy: Ana and Bo): The first dealer must be one of the players.",
                 id="stranger-deals"),
    pytest.param(changed(["matches", 0, "closed"], "yes"),
                 "Match 1 (Skyjo: Ana and Bo): Whether the table ended the match (“closed”) must "
                 "be true or false.", id="closed-not-bool"),
    pytest.param(changed(["matches", 0, "created_at"], "yesterday"),
                 "Match 1 (Skyjo: Ana and Bo): When the match started (“created_at”) is not a date "
                 "such as 2025-05-01T20:30:00+00:00.", id="created-at-not-date"),
    pytest.param(changed(["matches", 0, "created_at"], 1746131400),
                 "Match 1 (Skyjo: Ana and Bo): When the match started (“created_at”) is not a date "
                 "such as 2025-05-01T20:30:00+00:00.", id="created-at-a-number"),
    pytest.param(changed(["matches", 0, "rounds"], {"1": {}}),
                 "Match 1 (Skyjo: Ana and Bo): The rounds are not a list.", id="rounds-not-list"),
    pytest.param(changed(["matches", 1, "rounds"], delete=True),
                 "Match 2 (Indian Rummy: Ana and Bo): Missing from this match: rounds.",
                 id="no-rounds"),
    pytest.param(changed(["matches", 0, "totals"], {"Ana": 3}),
                 "Match 1 (Skyjo: Ana and Bo): Rulezz backups have nothing called totals in a "
                 "match.", id="match-with-totals"),
    pytest.param(changed(["matches", 1, "rounds", 1, "deadwood", "Bo"], 200),
                 "Match 2 (Indian Rummy: Ana and Bo), round 2, “Deadwood points of each other "
                 "player”: 200 cannot come from a hand of 13 cards, which counts 0 to 130: enter "
                 "a number from 0 to 130.", id="bad-round-value"),
    pytest.param(changed(["matches", 1, "rounds", 0, "deadwood", "Bo"], "first-drop"),
                 "Match 2 (Indian Rummy: Ana and Bo), round 1, “Deadwood points of each other "
                 "player”: This match is played without drops: enter the points counted for Bo.",
                 id="drop-without-the-house-rule"),
    pytest.param(changed(["matches", 0, "rounds", 0], {"score": 3}),
                 "Match 1 (Skyjo: Ana and Bo), round 1: Rounds of Skyjo have nothing called "
                 "“score”.", id="unknown-round-field"),
    pytest.param(changed(["matches", 0, "rounds", 0], [3, 4]),
                 "Match 1 (Skyjo: Ana and Bo), round 1: A round must be a set of named values.",
                 id="round-not-object"),
    pytest.param(changed(["matches", 1, "rounds"],
                         append={"winner": "Bo", "deadwood": {"Ana": 10}}),
                 "Match 2 (Indian Rummy: Ana and Bo), round 3: the match ended after round 2, so "
                 "this round cannot follow it.", id="round-after-the-end"),
]


@pytest.mark.parametrize("body, message", BROKEN)
def test_a_broken_file_is_refused_and_nothing_is_stored(table, app, body, message):
    response = restore(table, body())
    assert response.status_code == 422
    assert "Nothing was restored." in words(response)
    assert message in problems(response)
    assert nothing_stored(app)
    assert 'type="file"' in response.get_data(as_text=True)  # the form is offered again


def test_every_problem_is_listed_up_to_twenty(table, app):
    data = valid()
    data["matches"] = [{**data["matches"][0], "game": f"game-{n}"} for n in range(25)]
    response = restore(table, dump(data))
    assert len(problems(response)) == 20
    assert problems(response)[0] == "Match 1: Rulezz has no game called “game-0”."
    assert "And 5 more problems." in words(response)
    assert nothing_stored(app)


def test_a_file_of_thousands_of_unknown_keys_gets_a_short_page(table, app):
    data = {**valid(), **{f"k{i:05}": 0 for i in range(5000)}}
    response = restore(table, dump(data))
    assert response.status_code == 422 and len(response.get_data()) < 32_000
    assert problems(response) == ["This backup has parts Rulezz does not know: "
                                  + ", ".join(f"k{i:05}" for i in range(20)) + ", and …."]
    assert nothing_stored(app)


def test_every_problem_in_the_file_is_named_at_once(table, app):
    data = {**valid(), "scores": {"Ana": 3}, "exported_at": "yesterday"}
    data["players"][1] = ""
    first, second = data["matches"]
    first["closed"], first["notes"] = "no", "a fun one"
    del first["rounds"]
    second["rounds"][1]["deadwood"]["Bo"] = 200
    response = restore(table, dump(data))
    assert problems(response) == [
        "This backup has parts Rulezz does not know: scores.",
        "The date this backup was made (“exported_at”) is not a date.",
        "Player 2 in the list of players has no name.",
        "Match 1 (Skyjo: Ana and Bo): Missing from this match: rounds.",
        "Match 1 (Skyjo: Ana and Bo): Rulezz backups have nothing called notes in a match.",
        "Match 1 (Skyjo: Ana and Bo): Whether the table ended the match (“closed”) must be true "
        "or false.",
        "Match 2 (Indian Rummy: Ana and Bo), round 2, “Deadwood points of each other player”: 200 "
        "cannot come from a hand of 13 cards, which counts 0 to 130: enter a number from 0 to "
        "130."]
    assert nothing_stored(app)


def said(errors: dict) -> dict:
    return {key: str(message) for key, message in errors.items()}


def test_a_backup_from_a_newer_rulezz_gets_that_one_message():
    data = {**valid(), "version": 3, "teams": [], "matches": {"new": "shape"}}
    assert said(archive.check_archive(data)[1]) == {"version": (
        "This backup was made by a newer Rulezz (format version 3). Update Rulezz, then restore "
        "it.")}


def over(what: str) -> dict:
    """A backup one over a restore's bound on `what`, cheap to make and to count."""
    data = valid()
    match = data["matches"][0]
    if what == "players":
        data["players"] = [f"P{i}" for i in range(MAX_BACKUP_PLAYERS + 1)]
    elif what == "matches":
        data["matches"] = [match] * (MAX_BACKUP_MATCHES + 1)
    elif what == "rounds":
        data["matches"] = [{**match, "rounds": [{}] * MAX_ROUNDS}] * (
            MAX_BACKUP_ROUNDS // MAX_ROUNDS) + [{**match, "rounds": [{}]}]
    else:
        hands = {"Bo": ["A♠"] * 13, "Cy": ["2♠"] * 13}
        data["matches"] = [{**match, "rounds": [{"winner": "Ana", "hands": hands}] * (
            MAX_BACKUP_HANDS // 2 + 1)}]
    return data


@pytest.mark.parametrize("what, most", [
    ("players", MAX_BACKUP_PLAYERS), ("matches", MAX_BACKUP_MATCHES),
    ("rounds", MAX_BACKUP_ROUNDS), ("hands", MAX_BACKUP_HANDS)])
def test_a_backup_over_a_bound_is_refused_before_it_is_looked_at(table, app, what, most):
    """Counted before the schema, the games or the database see it: a small file of 350,000
    names, or of hands that each cost a solver's search, never holds a worker for long."""
    response = restore(table, json.dumps(over(what)).encode())
    assert response.status_code == 422
    assert problems(response) == [f"This backup holds more than {most} {what}" + (
        " entered card by card: more than Rulezz counts in one restore." if what == "hands"
        else ": more than one account can restore.")]
    assert nothing_stored(app)


def test_a_huge_number_is_named_cut_short_not_echoed_whole():
    data = {**valid(), "version": 10**4000 - 1}
    message = said(archive.check_archive(data)[1])["version"]
    assert "9" * 40 + "…" in message and "9" * 41 not in message


def test_a_file_that_is_not_a_backup_gets_that_one_message():
    errors = archive.check_archive({"format": "other-app", "teams": []})[1]
    assert said(errors) == {"format": "This file is not a Rulezz backup."}


def test_the_schema_is_draft_2020_12_and_says_every_problem_in_words():
    jsonschema.Draft202012Validator.check_schema(archive.SCHEMA)
    asserting = {"type", "required", "additionalProperties", "const", "enum", "minimum",
                 "maximum", "format"}
    schemas, checked = [archive.SCHEMA], 0
    while schemas:
        schema = schemas.pop()
        for keyword, value in schema.items():
            if keyword in ("properties", "$defs"):
                schemas.extend(s for s in value.values() if isinstance(s, dict))
            elif isinstance(value, dict) and keyword != "x-message":
                schemas.append(value)
        for keyword in asserting & set(schema):
            message = schema["x-message"]
            assert isinstance(message if isinstance(message, str) else message[keyword], str)
            checked += 1
    assert checked >= 20


def deepest_list() -> list:
    """Lists inside lists, as deep as the JSON parser takes them here: a check that recursed
    into them would go past Python's recursion limit."""
    for depth in range(sys.getrecursionlimit(), 0, -1):
        try:
            return json.loads("[" * depth + "]" * depth)
        except RecursionError:
            continue


@pytest.mark.parametrize("where", [("exported_at",), ("format",), ("version",), ("players",),
                                   ("players", 0), ("matches", 0), ("matches", 0, "game"),
                                   ("matches", 0, "closed"), ("matches", 1, "players"),
                                   ("matches", 1, "rounds", 0, "deadwood")])
def test_data_nested_far_deeper_than_a_backup_is_refused_without_recursing(where):
    data = valid()
    target = data
    for step in where[:-1]:
        target = target[step]
    target[where[-1]] = deepest_list()
    assert said(archive.check_archive(data)[1]) == {"file": "This file is not a Rulezz backup."}


def test_a_file_over_5_mb_is_refused(table, app):
    response = restore(table, b" " * archive.MAX_BYTES + b"{}")
    assert response.status_code == 422
    assert ("This file is bigger than 5 MB, so it cannot be a backup Rulezz can restore."
            in words(response))
    assert nothing_stored(app)


def test_a_far_bigger_upload_is_refused_unread(table, app):
    response = restore(table, b" " * (2 * archive.MAX_BYTES))
    assert response.status_code == 413
    assert problems(response) == ["This file is bigger than 5 MB, so it cannot be a backup "
                                  "Rulezz can restore."]
    assert nothing_stored(app)


def test_a_far_bigger_upload_from_someone_logged_out_is_refused(visitor, app):
    fields = {"file": FileStorage(io.BytesIO(b" " * (2 * archive.MAX_BYTES)), filename="b.json")}
    boundary, encoded = encode_multipart(fields)
    response = visitor.client.post("/backup", data=encoded,
                                   content_type=f"multipart/form-data; boundary={boundary}")
    assert response.status_code == 413
    assert "This file is bigger than 5 MB" in words(response)
    assert count(app, Account) == 0


def test_no_file_chosen(table, app):
    response = table.post("/backup", {}, content_type="multipart/form-data")
    assert response.status_code == 422
    assert "Choose the backup file to restore." in words(response)


@pytest.mark.parametrize("fill", ["roster", "match"])
def test_a_restore_into_an_account_with_data_is_refused(table, app, fill):
    if fill == "roster":  # names not in the file, so only the emptiness check can refuse it
        table.post("/players", {"name": "Zed"})
    else:
        table.start("skyjo", ["Zed", "Yan"])
    page = table.client.get("/backup")
    assert 'type="file"' not in page.get_data(as_text=True)
    assert ("A backup can only be restored into an account with no players and no matches yet"
            in words(page))
    players, matches = count(app, Player), count(app, Match)
    response = restore(table, dump(valid()))
    assert "Nothing was restored." in words(response)
    assert problems(response) == ["A backup can only be restored into an account with no players "
                                  "and no matches yet, so that nothing you entered here is mixed "
                                  "up or overwritten."]
    assert (count(app, Player), count(app, Match)) == (players, matches)


def test_an_empty_account_is_offered_the_upload(table):
    page = table.client.get("/backup")
    text = page.get_data(as_text=True)
    assert 'enctype="multipart/form-data"' in text and 'type="file"' in text
    assert "Download everything (JSON)" in words(page)
    assert 'href="/backup"' in table.client.get("/players").get_data(as_text=True)


def test_a_restore_needs_the_csrf_token(table, app):
    response = restore(table, dump(valid()), csrf=False)
    assert response.status_code == 400
    assert nothing_stored(app)


@given(junk=st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                         lambda inner: st.lists(inner, max_size=3)
                         | st.dictionaries(st.text(max_size=5), inner, max_size=3),
                         max_leaves=8),
       where=st.sampled_from([(), ("players",), ("matches",), ("matches", 0),
                              ("matches", 0, "players"), ("matches", 0, "settings"),
                              ("matches", 1, "first_dealer"), ("matches", 0, "created_at"),
                              ("matches", 1, "rounds"), ("matches", 1, "rounds", 0),
                              ("matches", 1, "rounds", 0, "deadwood")]))
@settings(max_examples=300, deadline=None)
def test_checking_never_raises_whatever_is_in_the_file(junk, where):
    data = valid()
    if where:
        target = data
        for step in where[:-1]:
            target = target[step]
        target[where[-1]] = junk
    else:
        data = junk
    result, errors = archive.check_archive(copy.deepcopy(data))
    assert (result is None) == bool(errors)


@given(raw=st.binary(max_size=200))
def test_reading_never_raises_whatever_the_bytes(raw):
    data, errors = archive.read_archive(raw)
    assert data is None or not errors


# --- The CSV table ------------------------------------------------------------------------------

def read_csv(response) -> list[list[str]]:
    body = response.get_data()
    assert body.startswith(BOM)
    return list(csv.reader(io.StringIO(body[len(BOM):].decode("utf-8"))))


def test_the_csv_has_totals_changes_and_notes_per_round(table):
    url = table.start("skyjo", ["Ana", "Bo", "Zoë"])
    play(table, url, {"points-0": "12", "points-1": "-5", "points-2": "30", "closer": "Bo"},
         {"points-0": "4", "points-1": "10", "points-2": "2", "closer": "Ana"})
    response = table.client.get(f"{url}/table.csv")
    assert response.status_code == 200
    assert response.headers["Content-Type"] == "text/csv; charset=utf-8"
    assert re.fullmatch(r'attachment; filename="rulezz-skyjo-\d{4}-\d\d-\d\d-\d{4}\.csv"',
                        response.headers["Content-Disposition"])
    assert read_csv(response) == [
        ["Round", "Ana", "Bo", "Zoë", "Ana (this round)", "Bo (this round)", "Zoë (this round)",
         "Notes"],
        ["1", "12", "-5", "30", "12", "-5", "30",
         "Points as entered: Ana 12, Bo −5, and Zoë 30. Bo closed with −5, the lowest on their own: "
         "no doubling."],
        ["2", "20", "5", "32", "8", "10", "2",
         "Points as entered: Ana 4, Bo 10, and Zoë 2. Ana closed with 4 but Zoë had 2: Ana's 4 is "
         "doubled to 8."],
    ]


def test_the_csv_of_a_game_that_starts_above_zero_shows_the_start(table):
    url = table.start("okey", ["Ana", "Bo"])
    play(table, url, {"indicator": "", "winner": "Ana"})
    rows = read_csv(table.client.get(f"{url}/table.csv"))
    assert rows[1] == ["Start", "20", "20", "", "", ""]
    assert rows[2][:5] == ["1", "20", "18", "0", "-2"]
    assert len(rows) == 3


def test_the_csv_of_teams_has_a_column_per_team(table):
    url = table.start("euchre", ["Ana", "Bo", "Cy", "Dee"])
    play(table, url, {"maker": "Bo", "tricks": "3"})
    rows = read_csv(table.client.get(f"{url}/table.csv"))
    assert rows[0][:3] == ["Round", "Ana & Cy", "Bo & Dee"] and rows[1][:3] == ["1", "0", "1"]


def test_names_a_spreadsheet_would_run_as_formulas_are_quoted(table):
    names = ['=HYPERLINK("http://x.test","x")', "+1", "-Bo", "@Cy"]
    url = table.start("skyjo", names)
    play(table, url, {"points-0": "1", "points-1": "-3", "points-2": "3", "points-3": "4",
                      "closer": "+1"})
    rows = read_csv(table.client.get(f"{url}/table.csv"))
    assert rows[0][1:5] == ["'" + name for name in names]
    assert rows[0][5] == "'" + names[0] + " (this round)"
    assert rows[1][:5] == ["1", "1", "-3", "3", "4"]  # numbers stay numbers
    for row in rows:
        for cell in row:
            assert not cell.startswith(("=", "+", "-", "@")) or re.fullmatch(r"-\d+", cell)


def test_a_backup_of_too_many_rounds_is_refused_at_once(table, app, monkeypatch):
    """A file of hundreds of thousands of rounds once ran a worker into its timeout: the rounds
    are now counted before anything else is checked."""
    data = valid()
    one = data["matches"][0]["rounds"][0]
    data["matches"] = [{**data["matches"][0], "rounds": [one] * 1000} for _ in range(60)]
    body = json.dumps(data, separators=(",", ":")).encode()
    assert len(body) < archive.MAX_BYTES
    monkeypatch.setattr(archive, "shape_problems",
                        lambda data: pytest.fail("the file's shape was checked before its size"))
    response = restore(table, body)
    assert response.status_code == 422
    assert "This backup holds more than 50000 rounds" in words(response)
    assert count(app, Match) == 0


def test_two_restores_at_the_same_moment_store_one(table, app):
    """Two phones restore different files into one empty account at once: one is stored whole,
    the other refused; never a mix of both."""
    from tests.conftest import Table
    phones = [Table(app.test_client()) for _ in range(2)]
    for phone in phones:
        assert phone.post("/login", {"username": "family", "password": "cards-and-tiles"}
                          ).status_code == 302
    files = []
    for name, other in (("Ana", "Bo"), ("Zed", "Yan")):  # no name in common
        data = valid()
        data["players"] = [name, other]
        for match in data["matches"]:
            match["players"] = [name, other]
            match["first_dealer"] = None
            for r in match["rounds"]:
                if "closer" in r:
                    r["closer"], r["points"] = name, {name: 3, other: 4}
                else:
                    r["winner"], r["deadwood"] = name, {other: r["deadwood"]["Bo"]}
        files.append(dump(data))
    for _ in range(10):
        start = threading.Barrier(2)
        uploads = []
        for phone, body in zip(phones, files):
            fields = {"csrf_token": phone.token("/backup"), "file": FileStorage(
                io.BytesIO(body), filename="rulezz.json", content_type="application/json")}
            uploads.append(encode_multipart(fields))

        def send(i):
            boundary, encoded = uploads[i]
            start.wait()
            return phones[i].client.post(
                "/backup", data=encoded,
                content_type=f"multipart/form-data; boundary={boundary}").status_code
        with ThreadPoolExecutor(2) as pool:
            statuses = sorted(pool.map(send, range(2)))
        assert statuses == [302, 422], statuses
        with app.app_context():
            names = sorted(db.session.scalars(db.select(Player.name)))
            assert names in (["Ana", "Bo"], ["Yan", "Zed"]), names
            for model in (Round, Match, Player):
                db.session.execute(db.delete(model))
            db.session.commit()


# --- A table's own games ------------------------------------------------------------------------

OUR_GAME = {"name": "Kitchen darts", "rules": "Doubles count twice.", "start": 301,
            "negatives": True, "winner": "lowest", "end": "target", "end_at": 0, "deal": "none"}


def test_own_games_and_their_matches_go_into_the_backup_and_come_back(table, neighbours, app):
    game = table.post("/games/new", {**{k: str(v) for k, v in OUR_GAME.items()},
                                     "negatives": "y", "min_players": "2", "max_players": "8"})
    own = game.location.rsplit("/", 1)[-1]
    darts = table.post(f"/matches/new/custom?own={own}", {"seat0": "Ana", "seat1": "Bo"}).location
    play(table, darts, {"points-0": "-180", "points-1": "-60"},
         {"points-0": "-121", "points-1": "-100"})
    data = export(table)
    assert [g["name"] for g in data["games"]] == ["Kitchen darts"]
    assert data["matches"][0]["game"] == "custom"
    response = restore(neighbours, dump(data))
    assert response.status_code == 302, problems(response)
    theirs = export(neighbours)
    assert theirs["games"] == data["games"] and theirs["matches"] == data["matches"]
    assert summary(app, "neighbours") == summary(app, "family")
    assert summary(app, "family")[0][8] == ("Ana",)  # down to 0 first: lowest wins


def test_a_backup_without_own_games_still_restores(table, app):
    assert "games" not in valid()
    assert restore(table, dump(valid())).status_code == 302


@pytest.mark.parametrize("games, message", [
    ([{**OUR_GAME, "end": "rounds", "end_at": 0}],
     "Your game 1: A match of 0 rounds cannot be played: choose 1 to 500."),
    ([OUR_GAME, "darts"], "Your own games (“games”) are not a list of games."),
    ([OUR_GAME] * 51,
     "This backup holds more than 50 games of your own: more than one account keeps."),
])
def test_an_own_game_that_does_not_read_is_refused_and_nothing_is_stored(table, app, games,
                                                                          message):
    response = restore(table, dump({**valid(), "games": games}))
    assert problems(response) == [message]
    assert nothing_stored(app) and count(app, OwnGame) == 0
