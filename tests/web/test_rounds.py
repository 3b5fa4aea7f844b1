"""Round entry for every game through its own form; bad rounds; the end of a match; the nonce;
undo, edit and delete of rounds."""

import re
from dataclasses import dataclass, field

import pytest

from games import GAMES
from models import Round
from tests.web.pages import (count, errors_for, flashes, form_errors, form_on, stored_match,
                             submit, totals, words)


@dataclass(frozen=True)
class Case:
    """A match of one game and one round as the table types it into the form."""

    game_id: str
    players: tuple[str, ...]
    posted: dict
    stored: dict = field(default_factory=dict)
    totals: dict = field(default_factory=dict)
    note: str = ""
    turn: str = ""
    rules: dict = field(default_factory=dict)


THREE = ("Ana", "Bo", "Cy")
GAME_IDS = [game.id for game in GAMES]

HAPPY = {
    "skyjo": Case(
        "skyjo", THREE, {"points-0": "12", "points-1": "7", "points-2": "30", "closer": "Ana"},
        stored={"points": {"0": 12, "1": 7, "2": 30}, "closer": 0},
        totals={"Ana": 24, "Bo": 7, "Cy": 30},
        note="Ana closed with 12 but Bo had 7: Ana's 12 is doubled to 24.",
        turn="Ana starts."),
    "euchre": Case(
        "euchre", ("Ana", "Bo", "Cy", "Dee"), {"maker": "Bo", "tricks": "5", "alone": "y"},
        stored={"maker": 1, "tricks": 5, "alone": True, "defender_alone": False,
                "passed": False},
        totals={"Bo & Dee": 4, "Ana & Cy": 0},
        note="Bo made trump for Bo & Dee and went alone; Bo took all 5 tricks alone: "
             "Bo & Dee +4.",
        turn="Bo deals. Cy starts."),
    "indian-rummy": Case(
        "indian-rummy", THREE, {"winner": "Cy", "deadwood-0": "25", "deadwood-1": "40",
                                "deadwood-2": ""},
        stored={"winner": 2, "deadwood": {"0": 25, "1": 40}},
        totals={"Cy": 65, "Ana": -25, "Bo": -40},
        note="Cy went out and gains what the others lost: 25 + 40 = 65.",
        turn="Bo deals. Cy starts."),
    "okey": Case(
        "okey", THREE, {"indicator": "Bo", "winner": "Ana", "pairs": "y"},
        stored={"indicator": 1, "winner": 0, "pairs": True, "okey_discard": False},
        totals={"Ana": 19, "Bo": 16, "Cy": 15},
        note="Ana won with 7 pairs, so every other player loses 4: Bo and Cy.",
        turn="Cy deals. Bo starts."),
    "okey-stakes": Case(
        "okey-stakes", THREE, {"winner": "Bo", "joker": "y"},
        stored={"winner": 1, "pairs": False, "joker": True},
        totals={"Bo": 20, "Ana": -10, "Cy": -10},
        note="Ana and Cy each pay Bo 10 (5 × 2), so Bo collects 20.",
        turn="Cy deals. Bo starts.",
        rules={"stake": "5"}),
    "okey-101": Case(
        "okey-101", ("Ana", "Bo", "Cy", "Dee"),
        {"finisher": "Ana", "okey": "y", "opened-1": "runs", "tiles-1": "23",
         "opened-2": "pairs", "tiles-2": "10", "opened-3": "no", "tiles-3": "",
         "penalties-3": "1"},
        stored={"finisher": 0, "pairs": False, "okey": True, "in_one_go": False,
                "opened": {"1": "runs", "2": "pairs", "3": "no"}, "tiles": {"1": 23, "2": 10},
                "penalties": {"3": 1}},
        totals={"Ana": -202, "Bo": 46, "Cy": 40, "Dee": 505},
        note="Dee did not open and writes 202 × 2 = 404.",
        turn="Dee deals. Cy starts.",
        rules={"double_unopened": "y"}),
    "tarneeb": Case(
        "tarneeb", ("Ana", "Bo", "Cy", "Dee"), {"bidder": "Bo", "bid": "8", "tricks": "9"},
        stored={"bidder": 1, "bid": 8, "tricks": 9},
        totals={"Ana & Cy": 0, "Bo & Dee": 9},
        note="Bo bid 8 and Bo & Dee took 9 of 13 tricks: the bid is made, and they score the "
             "tricks they took, not the bid: Bo & Dee +9.",
        turn="Dee deals. Cy starts."),
    "chinchon": Case(
        "chinchon", THREE, {"closer": "Bo", "close": "card", "left": "3", "points-0": "12",
                            "points-2": "40"},
        stored={"closer": 1, "close": "card", "left": 3, "points": {"0": 12, "2": 40}},
        totals={"Ana": 12, "Bo": 3, "Cy": 40},
        note="Bo closed with a card worth 3 left and adds 3.",
        turn="Cy deals. Bo starts."),
    "sueca": Case(
        "sueca", ("Ana", "Bo", "Cy", "Dee"), {"points-0": "95", "points-1": "25"},
        stored={"points": {"0": 95, "1": 25}, "all_tricks": False},
        totals={"Ana & Cy": 2, "Bo & Dee": 0},
        note="Ana & Cy have 95: 2 games.",
        turn="Dee deals. Cy starts."),
    "uno": Case(
        "uno", THREE, {"winner": "Bo", "points-0": "12", "points-1": "", "points-2": "30"},
        stored={"winner": 1, "points": {"0": 12, "2": 30}},
        totals={"Bo": 42, "Ana": 0, "Cy": 0},
        note="Bo won the round: Ana 12 and Cy 30 go to Bo, +42.",
        turn="Bo deals. Cy starts."),
    "rummikub": Case(
        "rummikub", THREE, {"winner": "Cy", "points-0": "25", "points-1": "7", "points-2": ""},
        stored={"winner": 2, "points": {"0": 25, "1": 7}},
        totals={"Cy": 32, "Bo": -7, "Ana": -25},
        note="Cy won the round: Ana 25 and Bo 7 go to Cy, +32; each of the others loses "
             "their own.",
        turn="Bo deals. Cy starts."),
    "five-crowns": Case(
        "five-crowns", THREE, {"points-0": "0", "points-1": "40", "points-2": "65"},
        stored={"points": {"0": 0, "1": 40, "2": 65}},
        totals={"Ana": 0, "Bo": 40, "Cy": 65},
        note="Points this round: Ana 0, Bo +40, and Cy +65.",
        turn="Bo deals. Cy starts."),
    "6-nimmt": Case(
        "6-nimmt", THREE, {"points-0": "10", "points-1": "12", "points-2": "0"},
        stored={"points": {"0": 10, "1": 12, "2": 0}},
        totals={"Cy": 0, "Ana": 10, "Bo": 12},
        note="Points this round: Ana +10, Bo +12, and Cy 0.",
        turn="Bo deals."),  # everyone plays at once: nobody starts
    "hearts": Case(
        "hearts", THREE, {"points-0": "-26", "points-1": "0", "points-2": "0"},
        stored={"points": {"0": -26, "1": 0, "2": 0}},
        totals={"Ana": -26, "Bo": 0, "Cy": 0},
        note="Points this round: Ana −26, Bo 0, and Cy 0.",
        turn="Bo deals."),  # whoever holds the two of clubs leads
    # A table's own game with its default choices (points to 100, the deal to the left).
    "custom": Case(
        "custom", THREE, {"points-0": "12", "points-1": "0", "points-2": "30"},
        stored={"points": {"0": 12, "1": 0, "2": 30}},
        totals={"Cy": 30, "Ana": 12, "Bo": 0},
        note="Points this round: Ana +12, Bo 0, and Cy +30.",
        turn="Bo deals. Cy starts."),
}


def start(table, case: Case):
    return table.start(case.game_id, list(case.players), **case.rules)


def test_happy_rounds_cover_every_game():
    assert set(HAPPY) == set(GAME_IDS)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_round_through_the_form_is_scored_and_stored_by_seat(table, app, game_id):
    case = HAPPY[game_id]
    url = start(table, case)
    response = table.round(url, **case.posted)
    # It lands on the next round's form, with the round just saved in one line above it.
    assert response.status_code == 302 and response.location == f"{url}#enter"
    assert stored_match(app, url)["rounds"] == [(1, case.stored)]
    page = table.client.get(url)
    assert totals(page) == case.totals
    text = words(page)
    game = GAMES.get(game_id)
    unit = game.unit_of(game.defaults())  # a round, a hand (Euchre), a game (Okey stakes)
    assert unit.after[0] % {"num": 1} in text and unit.enter % {"n": 2} in text
    assert case.note in text
    assert case.turn in text


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_form_for_each_game_has_its_declared_controls(table, game_id):
    case = HAPPY[game_id]
    url = start(table, case)
    plain = table.client.get(url).get_data(as_text=True)
    page = table.client.get(url + "?cards=1")  # with the boxes that count from the cards
    html = page.get_data(as_text=True)
    _, values = form_on(page, "nonce")
    for f in GAMES.get(game_id).fields:
        kind = type(f).__name__
        if kind in ("HandsField", "CardsField"):  # asked for with a link
            assert f'name="{f.name}-0' not in plain
            assert f'formaction="{url}?cards=1#enter">Count from the cards</button>' in plain
        if kind in ("ScoresField", "DeadwoodField", "HandsField", "PointsField"):  # a box each
            assert all(values[f"{f.name}-{seat}"] == "" for seat in range(len(case.players)))
        elif kind == "PlayerField":
            for player in case.players:
                assert f'name="{f.name}" type="radio" value="{player}"' in html
        elif kind == "RejoinField":  # a tick beside a player out: nobody is out yet
            assert f'name="{f.name}-' not in html
        elif kind == "BoolField":
            assert f'name="{f.name}" type="checkbox"' in html and f.name not in values
        elif kind == "CardsField":  # a place per card, column by column
            assert values[f"{f.name}-0-0-0"] == values[f"{f.name}-0-3-2"] == ""
        elif kind == "ChoicesField":  # a row of answers per player
            for seat in range(len(case.players)):
                for value in f.values:
                    assert f'name="{f.name}-{seat}" type="radio" value="{value}"' in html
        elif kind == "SidesField":  # a box per team
            assert values[f"{f.name}-0"] == values[f"{f.name}-1"] == ""
        elif kind in ("AskedField", "CountsField"):  # a box per player, in its row or a fold
            assert all(values[f"{f.name}-{seat}"] == "" for seat in range(len(case.players)))
        else:
            assert f'name="{f.name}"' in html
    assert len(values["nonce"]) == 32


# --- Bad rounds ---------------------------------------------------------------------------------

BAD = [
    pytest.param("skyjo", {"points-0": "141", "points-1": "", "points-2": "abc",
                           "closer": "Ana"},
                 {"points-0": "141 cannot come from twelve Skyjo cards: enter a number from "
                               "−17 to 140.",
                  "points-1": "Enter a number for Bo.",
                  "points-2": "Enter a whole number."}, {}, id="skyjo-scores"),
    pytest.param("skyjo", {"points-0": "1", "points-1": "2", "points-2": "3"},
                 {"closer": "Choose a player."}, {}, id="skyjo-no-closer"),
    pytest.param("euchre", {"maker": "Ana", "defender_alone": "y"},
                 {"tricks": "Enter how many tricks the makers' team took, from 0 to 5.",
                  "defender_alone": "A defender can only defend alone against a maker who went "
                                    "alone."}, {"defend_alone": "y"}, id="euchre-no-tricks"),
    pytest.param("euchre", {"maker": "Ana", "tricks": "2", "alone": "y", "defender_alone": "y"},
                 {"defender_alone": "Your house rules do not allow defending alone."}, {},
                 id="euchre-no-lone-defence"),
    pytest.param("euchre", {"maker": "Ana", "tricks": "6"},
                 {"tricks": "A hand has 5 tricks: enter a number from 0 to 5."}, {},
                 id="euchre-six-tricks"),
    pytest.param("euchre", {"passed": "y"},
                 {"passed": "You play stick the dealer: when everyone else passes, the dealer "
                            "must name trump, so a hand cannot be passed."},
                 {"stick_the_dealer": "y"}, id="euchre-stick-the-dealer"),
    pytest.param("indian-rummy", {"winner": "Ana", "deadwood-0": "5", "deadwood-1": "131",
                                  "deadwood-2": "20"},
                 {"deadwood-0": "Ana won this round: leave their box empty.",
                  "deadwood-1": "131 cannot come from a hand of 13 cards, which counts 0 to "
                                "130: enter a number from 0 to 130."}, {},
                 id="indian-rummy-deadwood"),
    pytest.param("indian-rummy", {"deadwood-0": "5", "deadwood-1": "6", "deadwood-2": "7"},
                 {"winner": "Choose a player."}, {}, id="indian-rummy-no-winner"),
    pytest.param("okey", {"indicator": "", "winner": "", "pairs": "y", "okey_discard": "y"},
                 {"pairs": "Nobody won this round, so nobody finished with 7 pairs: choose the "
                           "winner, or untick 7 pairs.",
                  "okey_discard": "Nobody won this round, so nobody discarded an okey last: "
                                  "choose the winner, or untick the okey discard."}, {},
                 id="okey-no-winner"),
    pytest.param("okey", {"indicator": "Zed", "winner": "Ana"},
                 {"indicator": "Choose one of the players: Ana, Bo, and Cy."}, {},
                 id="okey-stranger"),
    pytest.param("okey-stakes", {"winner": "", "joker": "y"},
                 {"joker": "Only a winner has a tile left over when laying down: choose who "
                           "won, or answer no to the joker for a draw."}, {},
                 id="okey-stakes-draw-with-joker"),
]


@pytest.mark.parametrize("game_id, posted, messages, rules", BAD)
def test_bad_round_shows_the_message_by_the_box_keeps_values_stores_nothing(
        table, app, game_id, posted, messages, rules):
    case = HAPPY[game_id]
    url = table.start(game_id, list(case.players), **rules)
    nonce = table.nonce(url)
    response = table.post(url, {"nonce": nonce, **posted})
    assert response.status_code == 200
    for box, message in messages.items():
        assert errors_for(response, box) == [message]
    _, values = form_on(response, "nonce")
    assert values["nonce"] == nonce  # the same round, if it is sent again
    for name, value in posted.items():
        if name not in messages or name.startswith(("points", "deadwood")):
            assert values.get(name, "") == value, name
    assert count(app, Round) == 0
    assert re.search(r"Standings after 0 (round|hand|game)s", words(response))


# An edit starts from the stored round: a missing choice cannot be sent from the edit page (a
# radio cannot be unticked), so those cases apply to new rounds only.
EDITABLE = [case for case in BAD if case.id not in
            {"skyjo-no-closer", "euchre-no-tricks", "indian-rummy-no-winner"}]


@pytest.mark.parametrize("game_id, posted, messages, rules", EDITABLE)
def test_bad_edit_shows_the_message_and_changes_nothing(table, app, game_id, posted, messages,
                                                        rules):
    case = HAPPY[game_id]
    url = table.start(game_id, list(case.players), **rules)
    good = dict(case.posted)
    if rules.get("stick_the_dealer"):
        good = {"maker": "Ana", "tricks": "3"}
    assert table.round(url, **good).status_code == 302
    before = stored_match(app, url)
    response = submit(table.client, f"{url}/rounds/1", "nonce", **posted)
    assert response.status_code == 200
    for box, message in messages.items():
        assert errors_for(response, box) == [message]
    assert "Change round 1" in words(response)
    assert stored_match(app, url) == before


def test_an_unknown_field_in_a_round_is_ignored_not_stored(table, app):
    url = table.start("okey", list(THREE))
    table.round(url, indicator="", winner="Ana", bonus="1000")
    assert stored_match(app, url)["rounds"] == [(1, {"winner": 0, "pairs": False,
                                                     "okey_discard": False})]


# --- The end of a match -------------------------------------------------------------------------

def ended_skyjo(table, app):
    url = table.start("skyjo", ["Ana", "Bo"], end_at="10")
    table.round(url, **{"points-0": "20", "points-1": "2", "closer": "Bo"})
    assert stored_match(app, url)["finished"]
    return url


LATE = {"nonce": "b" * 32, "points-0": "1", "points-1": "2", "closer": "Ana"}


def test_a_round_after_the_end_is_refused(table, app):
    url = ended_skyjo(table, app)
    response = table.post(url, LATE, form_url="/")
    assert response.status_code == 200
    assert count(app, Round) == 1


def test_a_round_after_the_table_ended_the_match_is_refused(table, app):
    url = table.start("skyjo", ["Ana", "Bo"])
    table.post(f"{url}/end", {"confirm": "yes"}, form_url=url)
    response = table.post(url, LATE, form_url="/")
    assert response.status_code == 200
    assert count(app, Round) == 0


@pytest.mark.parametrize("how, message", [
    ("rules", "This match is over: no more rounds can be added."),
    ("table", "You ended this match. Resume it to add rounds."),
])
def test_a_round_after_the_end_says_why_it_was_refused(table, app, how, message):
    """A second phone still showing the form posts after the match ended: it must be told why
    its round was not stored. (The service returns the message, but the finished page leaves
    out the round form and with it the form's messages.)"""
    if how == "rules":
        url = ended_skyjo(table, app)
    else:
        url = table.start("skyjo", ["Ana", "Bo"])
        table.post(f"{url}/end", {"confirm": "yes"}, form_url=url)
    response = table.post(url, LATE, form_url="/")
    assert message in words(response)


def test_the_finished_page_offers_no_round_form(table, app):
    url = ended_skyjo(table, app)
    page = table.client.get(url)
    assert 'name="nonce"' not in page.get_data(as_text=True)
    assert "Bo wins!" in words(page) and "Final standings" in words(page)
    assert "Reached 10 or more: Ana 20. The match is over." in words(page)


# --- The nonce and CSRF -------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_same_nonce_twice_stores_one_round(table, app, game_id):
    case = HAPPY[game_id]
    url = start(table, case)
    data = {"nonce": table.nonce(url), **case.posted}
    first, second = table.post(url, data), table.post(url, data)
    assert first.status_code == second.status_code == 302
    assert stored_match(app, url)["rounds"] == [(1, case.stored)]


def test_an_old_copy_of_the_form_with_other_figures_is_refused_in_words_not_dropped(table, app):
    """A page kept from before a round was saved (the back button, a copy kept offline) sends
    that round's nonce again with another round's figures: it is not a double tap."""
    url = table.start("okey-stakes", list(THREE))
    nonce = table.nonce(url)
    assert table.post(url, {"nonce": nonce, "winner": "Ana"}).status_code == 302
    again = table.post(url, {"nonce": nonce, "winner": "Bo"})
    assert again.status_code == 200
    assert ("This form was already used to save round 1, so this round was not saved"
            in form_errors(again)[0])
    assert table.post(url, {"nonce": nonce, "winner": "Ana"}).status_code == 302  # a double tap
    assert [n for n, _ in stored_match(app, url)["rounds"]] == [1]


@pytest.mark.parametrize("nonce", ["a" * 65, "0" * 31 + "\x00", "A" * 32, "é" * 32, "1" * 900_000])
def test_a_nonce_no_page_makes_is_refused_and_nothing_stored(table, app, nonce):
    """Any score-link holder can send one: over the column's size, a NUL (PostgreSQL refuses
    both with an error), or a huge one that would be kept whole (SQLite)."""
    url = table.start("okey-stakes", list(THREE))
    assert table.post(url, {"nonce": nonce, "winner": "Ana"}).status_code == 400
    assert stored_match(app, url)["rounds"] == []


def test_two_forms_with_their_own_nonces_store_two_rounds(table, app):
    url = table.start("okey-stakes", list(THREE))
    first, second = table.nonce(url), table.nonce(url)
    assert first != second
    table.post(url, {"nonce": first, "winner": "Ana"})
    table.post(url, {"nonce": second, "winner": "Bo"})
    assert [n for n, _ in stored_match(app, url)["rounds"]] == [1, 2]


def test_rounds_sent_without_a_nonce_are_all_stored(table, app):
    """A blank nonce is no nonce: it must not make every later blank-nonce round a duplicate."""
    url = table.start("okey-stakes", list(THREE))
    for winner in ("Ana", "Bo", "Cy"):
        response = table.post(url, {"nonce": "", "winner": winner})
        assert response.status_code == 302, form_errors(response)
    assert len(stored_match(app, url)["rounds"]) == 3


def test_a_nonce_is_only_a_duplicate_within_its_own_match(table, app):
    one = table.start("okey-stakes", list(THREE))
    two = table.start("okey-stakes", list(THREE))
    table.post(one, {"nonce": "5" * 32, "winner": "Ana"})
    table.post(two, {"nonce": "5" * 32, "winner": "Bo"})
    assert len(stored_match(app, two)["rounds"]) == 1


@pytest.mark.parametrize("suffix", ["", "/rounds/1", "/rounds/1/delete", "/undo", "/end",
                                    "/resume", "/rematch", "/delete", "/put-back"])
def test_match_posts_without_csrf_are_refused_and_change_nothing(table, app, suffix):
    url = table.start("skyjo", ["Ana", "Bo"])
    table.round(url, **{"points-0": "3", "points-1": "4", "closer": "Ana"})
    before = stored_match(app, url)
    response = table.client.post(url + suffix, data={"nonce": "n", "points-0": "9",
                                                     "points-1": "9", "closer": "Bo"})
    assert response.status_code == 400
    assert "This form has expired or did not come from Rulezz." in words(response)
    assert stored_match(app, url) == before
    assert count(app, Round) == 1 and "Standings after 1 round" in words(table.client.get(url))


def test_a_stale_csrf_token_is_refused(table, app):
    url = table.start("skyjo", ["Ana", "Bo"])
    response = table.client.post(url, data={"csrf_token": "not-a-token", "nonce": "n",
                                            "points-0": "1", "points-1": "2", "closer": "Ana"})
    assert response.status_code == 400
    assert count(app, Round) == 0


# --- Undo ---------------------------------------------------------------------------------------

def skyjo_rounds(table, url, *rounds):
    for a, b in rounds:
        assert table.round(url, **{"points-0": str(a), "points-1": str(b),
                                   "closer": "Ana"}).status_code == 302


def test_undo_removes_the_last_round(table, app):
    url = table.start("skyjo", ["Ana", "Bo"])
    skyjo_rounds(table, url, (1, 2), (3, 4))
    assert "Undo round 2" in words(table.client.get(url))
    response = table.post(f"{url}/undo", {}, form_url=url)
    assert response.status_code == 302
    page = table.client.get(url)
    assert "Round 2 deleted: Ana +3 and Bo +4." in words(page)
    assert stored_match(app, url)["rounds"] == [(1, {"points": {"0": 1, "1": 2}, "closer": 0})]
    assert totals(page) == {"Ana": 1, "Bo": 2}
    assert "Undo round 1" in words(page)


def test_undo_with_no_rounds_says_so(table, app):
    url = table.start("skyjo", ["Ana", "Bo"])
    table.post(f"{url}/undo", {}, form_url=url)
    assert flashes(table.client.get(url)) == ["There is no round to undo."]


def test_undo_of_the_final_round_reopens_the_match(table, app):
    url = ended_skyjo(table, app)
    table.post(f"{url}/undo", {}, form_url=url)
    assert not stored_match(app, url)["finished"]
    assert "Enter round 1" in words(table.client.get(url))


def test_undo_is_post_only(table, app):
    url = table.start("skyjo", ["Ana", "Bo"])
    skyjo_rounds(table, url, (1, 2))
    assert table.client.get(f"{url}/undo").status_code == 405
    assert count(app, Round) == 1


# --- Edit ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", GAME_IDS)
def test_edit_form_is_prefilled_with_the_stored_round(table, game_id):
    case = HAPPY[game_id]
    url = start(table, case)
    table.round(url, **case.posted)
    page = table.client.get(f"{url}/rounds/1")
    assert page.status_code == 200
    assert "Change round 1" in words(page)
    _, values = form_on(page, "nonce")
    for name, value in case.posted.items():
        assert values.get(name, "") == value, name


def test_edit_changes_the_round_and_the_scores(table, app):
    case = HAPPY["okey"]
    url = start(table, case)
    table.round(url, **case.posted)
    response = submit(table.client, f"{url}/rounds/1", "nonce", pairs=None, okey_discard="y")
    assert response.status_code == 302
    page = table.client.get(url)
    assert flashes(page) == ["Round 1 changed. The scores were worked out again."]
    assert stored_match(app, url)["rounds"] == [
        (1, {"indicator": 1, "winner": 0, "pairs": False, "okey_discard": True})]
    assert totals(page) == {"Ana": 19, "Bo": 16, "Cy": 15}
    assert "discarded an okey last" in words(page)


def test_edit_that_ends_the_match_before_later_rounds_is_refused(table, app):
    url = table.start("skyjo", ["Ana", "Bo"], end_at="50")
    skyjo_rounds(table, url, (1, 5), (2, 6))
    before = stored_match(app, url)
    response = table.post(f"{url}/rounds/1", {"points-0": "60", "points-1": "5",
                                               "closer": "Ana"})
    assert response.status_code == 200
    assert form_errors(response) == ["With this change the match would end after round 1, but a "
                                     "round follows it. Delete the later round first."]
    assert stored_match(app, url) == before


def test_edit_can_reopen_a_finished_match(table, app):
    url = ended_skyjo(table, app)
    table.post(f"{url}/rounds/1", {"points-0": "2", "points-1": "2", "closer": "Bo"})
    assert not stored_match(app, url)["finished"]
    page = words(table.client.get(url))
    assert "Enter round 2" in page and "Standings after 1 round" in page


def test_edit_can_end_the_match_at_the_last_round(table, app):
    url = table.start("skyjo", ["Ana", "Bo"], end_at="50")
    skyjo_rounds(table, url, (1, 5))
    table.post(f"{url}/rounds/1", {"points-0": "60", "points-1": "5", "closer": "Bo"})
    assert stored_match(app, url)["finished"]
    assert "Bo wins!" in words(table.client.get(url))


@pytest.mark.parametrize("number", ["0", "2", "99"])
def test_editing_a_round_that_does_not_exist_is_404(table, number):
    url = table.start("skyjo", ["Ana", "Bo"])
    skyjo_rounds(table, url, (1, 2))
    assert table.client.get(f"{url}/rounds/{number}").status_code == 404
    assert table.post(f"{url}/rounds/{number}/delete", {}, form_url=url).status_code == 404


def test_a_made_euchre_hand_can_be_changed_into_a_passed_hand(table, app):
    """The edit page comes with the maker and the tricks chosen. A phone cannot untick a radio
    button, so unless the form offers a blank choice (or ignores them for a passed hand), the
    table is told to "clear them" and has no way to."""
    url = table.start("euchre", ["Ana", "Bo", "Cy", "Dee"])
    table.round(url, maker="Ana", tricks="3")
    edit = f"{url}/rounds/1"
    page = table.client.get(edit)
    html = page.get_data(as_text=True)
    _, values = form_on(page, "nonce")
    for name in ("maker", "tricks"):  # pick the blank choice wherever the page offers one
        if f'name="{name}" type="radio" value=""' in html:
            values[name] = ""
    values["passed"] = "y"
    response = table.client.post(edit, data=values)
    assert response.status_code == 302, errors_for(response, "passed")
    assert stored_match(app, url)["rounds"] == [
        (1, {"alone": False, "defender_alone": False, "passed": True})]


# --- Delete a round -----------------------------------------------------------------------------

def test_delete_a_round_renumbers_the_later_ones(table, app):
    url = table.start("skyjo", ["Ana", "Bo"])
    skyjo_rounds(table, url, (1, 2), (3, 4), (5, 6))
    response = table.post(f"{url}/rounds/1/delete", {}, form_url=url)
    assert response.status_code == 302 and response.location == f"{url}#put-back"
    page = table.client.get(url)
    assert "Round 1 deleted: Ana +1 and Bo +2." in words(page)
    assert stored_match(app, url)["rounds"] == [
        (1, {"points": {"0": 3, "1": 4}, "closer": 0}),
        (2, {"points": {"0": 5, "1": 6}, "closer": 0})]
    assert totals(page) == {"Ana": 8, "Bo": 10}
    html = page.get_data(as_text=True)
    assert f'href="{url}/rounds/2"' in html and f'href="{url}/rounds/3"' not in html
    skyjo_rounds(table, url, (7, 8))  # the next round takes the next free number
    assert [n for n, _ in stored_match(app, url)["rounds"]] == [1, 2, 3]


def test_delete_of_a_middle_round(table, app):
    url = table.start("skyjo", ["Ana", "Bo"])
    skyjo_rounds(table, url, (1, 2), (3, 4), (5, 6))
    table.post(f"{url}/rounds/2/delete", {}, form_url=url)
    assert [(n, r["points"]["0"]) for n, r in stored_match(app, url)["rounds"]] == [(1, 1), (2, 5)]


def test_delete_a_round_that_would_end_the_match_early_is_refused(table, app):
    url = table.start("indian-rummy", ["Ana", "Bo"], end_at="50")
    for winner, loser_box, points in (("Ana", "deadwood-1", "40"), ("Bo", "deadwood-0", "30"),
                                      ("Ana", "deadwood-1", "20"), ("Ana", "deadwood-1", "25")):
        assert table.round(url, winner=winner, **{loser_box: points}).status_code == 302
    before = stored_match(app, url)
    assert before["finished"] and len(before["rounds"]) == 4
    table.post(f"{url}/rounds/2/delete", {}, form_url=url)
    assert flashes(table.client.get(url)) == [
        "With this change the match would end after round 2, but a round follows it. Delete "
        "the later round first."]
    assert stored_match(app, url) == before


def test_the_edit_page_offers_to_delete_that_round(table):
    url = table.start("skyjo", ["Ana", "Bo"])
    skyjo_rounds(table, url, (1, 2))
    html = table.client.get(f"{url}/rounds/1").get_data(as_text=True)
    assert f'action="{url}/rounds/1/delete"' in html


# --- Game-specific form details -----------------------------------------------------------------

def test_indian_rummy_drops_are_offered_only_with_the_house_rule(table, app):
    plain = table.start("indian-rummy", list(THREE))
    assert 'name="deadwood-1-drop"' not in table.client.get(plain).get_data(as_text=True)
    url = table.start("indian-rummy", list(THREE), drops="y", middle_drop="45")
    html = table.client.get(url).get_data(as_text=True)
    assert all(f'name="deadwood-{seat}-drop"' in html for seat in range(3))
    table.round(url, winner="Ana", **{"deadwood-1-drop": "middle-drop", "deadwood-1": "",
                                      "deadwood-2": "35"})
    assert stored_match(app, url)["rounds"] == [
        (1, {"winner": 0, "deadwood": {"1": "middle-drop", "2": 35}})]
    page = table.client.get(url)
    assert totals(page) == {"Ana": 80, "Bo": -45, "Cy": -35}
    assert ("Bo made a middle drop, which counts as 45 deadwood points: Bo loses 45."
            in words(page))
    edit = table.client.get(f"{url}/rounds/1")
    assert form_on(edit, "nonce")[1]["deadwood-1-drop"] == "middle-drop"


def test_indian_rummy_drop_words_are_refused_without_the_house_rule(table, app):
    url = table.start("indian-rummy", list(THREE))
    response = table.round(url, winner="Ana", **{"deadwood-1": "first-drop", "deadwood-2": "3"})
    assert errors_for(response, "deadwood-1") == [
        "This match is played without drops: enter the points counted for Bo."]
    assert count(app, Round) == 0


def test_indian_rummy_winner_box_may_be_left_at_zero(table, app):
    url = table.start("indian-rummy", ["Ana", "Bo"])
    table.round(url, winner="Bo", **{"deadwood-0": "12", "deadwood-1": "0"})
    assert stored_match(app, url)["rounds"] == [(1, {"winner": 1, "deadwood": {"0": 12}})]


def test_euchre_passed_hand_scores_nothing_and_the_deal_moves_on(table, app):
    url = table.start("euchre", ["Ana", "Bo", "Cy", "Dee"])
    table.round(url, passed="y")
    page = table.client.get(url)
    assert totals(page) == {"Ana & Cy": 0, "Bo & Dee": 0}
    assert "Bo deals. Cy starts." in words(page)
    assert stored_match(app, url)["rounds"] == [
        (1, {"alone": False, "defender_alone": False, "passed": True})]


def test_okey_nobody_is_a_choice_to_make_not_a_default(table, app):
    url = table.start("okey", list(THREE))
    _, values = form_on(table.client.get(url), "nonce")
    assert "indicator" not in values and "winner" not in values  # nothing ticked
    response = submit(table.client, url, "nonce")  # a tap on Save, nothing chosen
    assert response.status_code == 200
    assert errors_for(response, "indicator") == ["Choose a player."]
    assert errors_for(response, "winner") == ["Choose a player."]
    assert stored_match(app, url)["rounds"] == []
    table.round(url, indicator="", winner="")  # nobody showed it, the centre stack ran out
    assert stored_match(app, url)["rounds"] == [(1, {"pairs": False, "okey_discard": False})]
    assert totals(table.client.get(url)) == {"Ana": 20, "Bo": 20, "Cy": 20}


def test_okey_stakes_draw_is_a_choice_to_make_not_a_default(table, app):
    url = table.start("okey-stakes", list(THREE))
    response = submit(table.client, url, "nonce")
    assert errors_for(response, "winner") == ["Choose a player."]
    assert stored_match(app, url)["rounds"] == []


def test_skyjo_accepts_a_typed_minus_sign(table, app):
    url = table.start("skyjo", ["Ana", "Bo"])
    table.round(url, **{"points-0": "−5", "points-1": " 7 ", "closer": "Ana"})
    assert stored_match(app, url)["rounds"] == [(1, {"points": {"0": -5, "1": 7}, "closer": 0})]


def test_a_whole_match_of_euchre_to_its_winner(table, app):
    url = table.start("euchre", ["Ana", "Bo", "Cy", "Dee"], target="7")
    table.round(url, maker="Ana", tricks="5", alone="y")
    table.round(url, maker="Bo", tricks="1")
    table.round(url, maker="Cy", tricks="3")
    page = table.client.get(url)
    assert "Ana & Cy win!" in words(page)
    assert totals(page) == {"Ana & Cy": 7, "Bo & Dee": 0}
    assert stored_match(app, url)["finished"]
    assert "won by Ana & Cy" in words(table.client.get("/history/"))


def test_indian_rummy_a_drop_and_a_typed_count_is_refused_naming_the_player(table, app):
    """Bug 5: "First drop" chosen and 30 typed for Bo stored the drop and dropped the 30 without
    a word (the form read the drop first)."""
    url = table.start("indian-rummy", list(THREE), drops="y")
    response = table.round(url, winner="Ana", **{"deadwood-1-drop": "first-drop",
                                                 "deadwood-1": "30", "deadwood-2": "5"})
    assert errors_for(response, "deadwood-1") == [
        "Bo has both a drop and a count: keep one and clear the other."]
    assert count(app, Round) == 0


def test_indian_rummy_the_winner_is_ticked_beside_every_players_box(table):
    """Bug 5: the winner's own box stood under "each other player"; now each box has its
    "went out" choice beside it, and the hint says the winner's box stays empty."""
    url = table.start("indian-rummy", list(THREE))
    html = table.client.get(url).get_data(as_text=True)
    rows = re.findall(r'<div class="box[^"]*">(.*?)</div>', html, re.S)
    assert len(rows) == 3
    for seat, (row, name) in enumerate(zip(rows, THREE)):
        assert f'name="deadwood-{seat}"' in row
        assert f'aria-label="{name} went out"' in row and f'value="{name}"' in row
    assert "the box of whoever went out stays empty" in words(table.client.get(url))


def test_chinchon_the_closer_is_ticked_beside_every_box_in_its_own_words(table):
    """Issue 32: Chinchón's tick says who closed, in the words its field declares, not Indian
    Rummy's "went out" (which reads as out of the match, as a Chinchón player above 100 is)."""
    url = table.start("chinchon", list(THREE))
    html = table.client.get(url).get_data(as_text=True)
    rows = re.findall(r'<div class="box[^"]*">(.*?)</div>', html, re.S)
    rows = [row for row in rows if 'name="points-' in row]
    assert len(rows) == 3
    for seat, (row, name) in enumerate(zip(rows, THREE)):
        assert f'name="points-{seat}"' in row
        assert f'aria-label="{name} closed"' in row and f'value="{name}"' in row
        assert "<span>Closed</span>" in row
    text = words(table.client.get(url))
    assert "Then the points of everyone else: the box of whoever closed stays empty." in text
    assert "went out" not in text.lower()
    spanish = table.client.get(url + "?lang=es").get_data(as_text=True)
    assert 'aria-label="Bo cerró"' in spanish and "<span>Cerró</span>" in spanish
    assert "la casilla de quien cerró queda vacía" in spanish and "Salió" not in spanish


def test_indian_rummy_keeps_its_words_for_whoever_went_out(table):
    """The words are the field's: Indian Rummy's stay as they were (and their translations)."""
    url = table.start("indian-rummy", list(THREE))
    text = words(table.client.get(url))
    assert ("Then the deadwood points of everyone else: the box of whoever went out stays "
            "empty.") in text
    assert text.count("Went out") == 3 and "Closed" not in text
    spanish = table.client.get(url + "?lang=es").get_data(as_text=True)
    assert 'aria-label="Bo salió"' in spanish and "<span>Salió</span>" in spanish


@pytest.mark.parametrize("game_id, players, focused", [
    ("skyjo", ["Ana", "Bo"], "points-0"),
    ("indian-rummy", ["Ana", "Bo"], "deadwood-0"),
    ("euchre", ["Ana", "Bo", "Cy", "Dee"], None),   # no box to type in: nothing is focused
])
def test_the_first_empty_box_is_focused(table, game_id, players, focused):
    html = table.client.get(table.start(game_id, players)).get_data(as_text=True)
    assert autofocused(html) == ([focused] if focused else [])


def test_after_a_refused_round_the_first_refused_box_is_focused(table):
    url = table.start("skyjo", ["Ana", "Bo", "Cy"])
    response = table.round(url, closer="Ana", **{"points-0": "4", "points-1": "300",
                                                 "points-2": ""})
    assert autofocused(response.get_data(as_text=True)) == ["points-1"]


def test_an_edit_form_filled_in_focuses_nothing(table):
    url = table.start("skyjo", ["Ana", "Bo"])
    table.round(url, closer="Ana", **{"points-0": "4", "points-1": "9"})
    assert autofocused(table.client.get(f"{url}/rounds/1").get_data(as_text=True)) == []


def test_choices_come_before_the_boxes_so_the_keyboard_opens_last(table):
    html = table.client.get(table.start("skyjo", ["Ana", "Bo"])).get_data(as_text=True)
    assert html.index('name="closer"') < html.index('name="points-0"') < html.index(
        "Save the round")


def autofocused(html: str) -> list[str]:
    return [re.search(r'\bname="([^"]+)"', tag)[1] for tag in re.findall(r"<input[^>]*>", html)
            if re.search(r"\sautofocus\b", tag)]


@pytest.mark.parametrize("game_id", ["uno", "rummikub"])
def test_a_winner_takes_game_ticks_the_winner_in_its_own_words(table, game_id):
    """A described game whose round's winner takes the others' points says who won, not Indian
    Rummy's "went out" and its deadwood."""
    url = table.start(game_id, list(THREE))
    html = table.client.get(url).get_data(as_text=True)
    assert html.count("<span>Winner</span>") == 3 and 'aria-label="Bo won the round"' in html
    text = words(table.client.get(url))
    assert "Then the points of each of the others: the box of whoever won stays empty." in text
    assert "went out" not in text.lower() and "deadwood" not in text.lower()
    assert "<span>Ganhou</span>" in table.client.get(url + "?lang=pt").get_data(as_text=True)
