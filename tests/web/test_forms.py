"""The forms on their own, without HTTP: what they accept, what they refuse, and how the round
and new-match forms turn a phone's boxes into a game's input (and a game's input back into the
boxes)."""

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st
from werkzeug.datastructures import MultiDict

from web.accounts.forms import PlayerForm, SignupForm
from extensions import db
from games import GAMES
from games.core import Table, parse_round
from web.history.forms import FilterForm
from web.matches.forms import error_field, new_match_form, number, round_form, round_form_data
from models import Account, Player
from tests.games.strategies import matches, round_inputs

NO_CSRF = {"csrf": False}


@pytest.fixture
def ctx(app):
    with app.test_request_context(method="POST"):
        yield


def posted(**data):
    return MultiDict(data)


# --- Accounts -----------------------------------------------------------------------------------

def test_signup_form_accepts_a_good_account(ctx):
    form = SignupForm(formdata=posted(username=" The.Cards-Club_2 ", password="long-enough",
                                      confirm="long-enough"), meta=NO_CSRF)
    assert form.validate(), form.errors
    assert form.username.data == "The.Cards-Club_2"


@pytest.mark.parametrize("data, field, message", [
    ({"username": "ab"}, "username", "A table name has 3 to 40 characters."),
    ({"username": "a b/c"}, "username",
     "Use letters, digits, spaces, dots, dashes or underscores."),
    ({"username": "ana/bo"}, "username",
     "Use letters, digits, spaces, dots, dashes or underscores."),
    ({"username": "TAKEN"}, "username", "That name is taken. Try another."),
    ({"password": "1234567"}, "password", "A password has 8 to 200 characters."),
    ({"confirm": "other-password"}, "confirm", "The passwords differ."),
])
def test_signup_form_refuses(ctx, data, field, message):
    db.session.add(Account(username="taken", password_hash="x"))
    db.session.commit()
    values = {"username": "fine-name", "password": "long-enough", "confirm": "long-enough"}
    values.update(data)
    if "password" in data and "confirm" not in data:
        values["confirm"] = data["password"]
    form = SignupForm(formdata=posted(**values), meta=NO_CSRF)
    assert not form.validate()
    assert [str(e) for e in form.errors[field]] == [message]


def roster(*names):
    account = Account(username="family", password_hash="x")
    for name in names:
        account.players.append(Player(name=name))
    db.session.add(account)
    db.session.commit()
    return account


@pytest.mark.parametrize("name, ok", [("Cy", True), ("cy lu", True), ("BO", False),
                                      ("  ana ", False), ("", False), ("x" * 41, False)])
def test_player_form_refuses_duplicates_ignoring_case(ctx, name, ok):
    account = roster("Ana", "Bo")
    assert PlayerForm(account, formdata=posted(name=name), meta=NO_CSRF).validate() is ok


def test_player_form_lets_a_player_keep_their_own_name(ctx):
    account = roster("Ana", "Bo")
    ana = account.players[0]
    assert PlayerForm(account, ana, formdata=posted(name="ANA"), meta=NO_CSRF).validate()
    assert not PlayerForm(account, ana, formdata=posted(name="bo"), meta=NO_CSRF).validate()


def test_history_filter_needs_no_csrf(app):
    with app.test_request_context("/history/?status=finished"):
        form = FilterForm(MultiDict({"status": "finished"}))
        form.game.choices = [("", "All")]
        form.player.choices = [("", "Everyone")]
        assert form.validate() and form.status.data == "finished"


# --- Numbers typed in boxes ---------------------------------------------------------------------

@pytest.mark.parametrize("typed, read", [
    ("12", 12), (" 7 ", 7), ("-3", -3), ("−3", -3), ("0", 0), ("", None), ("   ", None),
    (None, None), ("abc", "abc"), ("3.5", "3.5"), ("1e3", "1e3"), ("+4", "+4"),
    ("1234567890", 1234567890), ("1" * 31, "1" * 31),
])
def test_number_reads_whole_numbers_and_passes_the_rest_on(typed, read):
    assert number(typed) == read


# --- New-match form -----------------------------------------------------------------------------

@pytest.mark.parametrize("game", list(GAMES), ids=lambda g: g.id)
def test_new_match_form_has_a_box_per_seat_and_rule(ctx, game):
    form = new_match_form(game, meta=NO_CSRF)
    names = set(form._fields)
    assert {f"seat{i}" for i in range(game.max_players)} <= names
    assert f"seat{game.max_players}" not in names
    assert ("first_dealer" in names) is game.deals
    assert {f"rule_{s.name}" for s in game.settings} <= names


def test_new_match_form_reads_players_and_settings(ctx):
    game = GAMES.get("indian-rummy")
    form = new_match_form(game, formdata=posted(seat0="Ana", seat1="", seat2=" Cy  Lu ",
                                                rule_end_at="250", rule_deadwood_cap="",
                                                rule_drops="y", rule_first_drop="x"),
                          meta=NO_CSRF)
    assert form.validate()
    assert form.players() == [(0, "Ana"), (2, "Cy Lu")]
    assert form.settings() == {"format": "total", "end_at": 250, "deadwood_cap": None,
                               "drops": True, "first_drop": "x",
                               "middle_drop": 40}  # not sent: the default


def test_new_match_form_sends_only_the_chosen_formats_settings(ctx):
    form = new_match_form(GAMES.get("indian-rummy"),
                          formdata=posted(seat0="Ana", seat1="Bo", rule_format="pool",
                                          rule_pool="201", rule_end_at="250"), meta=NO_CSRF)
    assert form.validate()
    assert form.settings() == {"format": "pool", "pool": 201, "rejoins": 1}


# --- Round form ---------------------------------------------------------------------------------

def test_skyjo_round_form_reads_scores_by_player(ctx):
    table = Table(("Ana", "Bo"), GAMES.get("skyjo").defaults())
    form = round_form(GAMES.get("skyjo"), table,
                      formdata=posted(**{"points-0": "4", "points-1": "−2", "closer": "Bo",
                                         "nonce": "n1"}), meta=NO_CSRF)
    assert form.validate()
    assert form.raw_input() == {"points": {"Ana": 4, "Bo": -2}, "closer": "Bo", "cards": None}
    assert form.nonce.data == "n1"


def test_skyjo_round_form_reads_cards_column_by_column(ctx):
    table = Table(("Ana", "Bo"), GAMES.get("skyjo").defaults())
    places = {"cards-0-0-0": "7", "cards-0-0-1": "7", "cards-0-0-2": "7",  # column 2 left blank
              "cards-0-2-0": "−2", "cards-0-2-1": "0", "cards-0-2-2": "12",
              "cards-1-3-0": "4", "cards-1-3-2": "1"}  # a column filled in part is passed on
    form = round_form(GAMES.get("skyjo"), table, meta=NO_CSRF,
                      formdata=posted(**places, closer="Ana", nonce="n1"))
    assert form.validate()
    assert form.raw_input() == {"cards": {"Ana": [[7, 7, 7], [-2, 0, 12]], "Bo": [[4, None, 1]]},
                                "points": {}, "closer": "Ana"}


def test_round_form_makes_a_fresh_nonce_each_time(ctx):
    table = Table(("Ana", "Bo"), GAMES.get("skyjo").defaults())
    first = round_form(GAMES.get("skyjo"), table, meta=NO_CSRF).nonce.data
    second = round_form(GAMES.get("skyjo"), table, meta=NO_CSRF).nonce.data
    assert first != second and len(first) == 32


def test_indian_rummy_round_form_skips_the_winners_empty_box(ctx):
    game = GAMES.get("indian-rummy")
    table = Table(("Ana", "Bo", "Cy"), game.defaults())
    form = round_form(game, table, formdata=posted(**{"winner": "Bo", "deadwood-0": "12",
                                                      "deadwood-1": "", "deadwood-2": "0"}),
                      meta=NO_CSRF)
    assert form.raw_input() == {"rejoin": None, "winner": "Bo", "deadwood": {"Ana": 12, "Cy": 0},
                                "hands": None}
    assert "deadwood-0-drop" not in form._fields


def test_indian_rummy_drop_radios_come_with_the_house_rule(ctx):
    game = GAMES.get("indian-rummy")
    table = Table(("Ana", "Bo"), {**game.defaults(), "drops": True})
    form = round_form(game, table, formdata=posted(**{"winner": "Ana", "deadwood-1": "",
                                                      "deadwood-1-drop": "first-drop"}),
                      meta=NO_CSRF)
    assert {"deadwood-0-drop", "deadwood-1-drop"} <= set(form._fields)
    assert form.raw_input() == {"rejoin": None, "winner": "Ana", "deadwood": {"Bo": "first-drop"},
                                "hands": None}


def test_euchre_round_form_reads_booleans_and_blanks(ctx):
    game = GAMES.get("euchre")
    table = Table(("Ana", "Bo", "Cy", "Dee"), game.defaults(), "Ana")
    form = round_form(game, table, formdata=posted(maker="Cy", tricks="4", alone="y"),
                      meta=NO_CSRF)
    assert form.raw_input() == {"maker": "Cy", "tricks": 4, "alone": True,
                                "defender_alone": False, "passed": False}
    empty = round_form(game, table, formdata=posted(passed="y"), meta=NO_CSRF)
    assert empty.raw_input() == {"maker": None, "tricks": None, "alone": False,
                                 "defender_alone": False, "passed": True}


@pytest.mark.parametrize("key, field", [
    ("points.Bo", "points-1"), ("points.Ana", "points-0"), ("closer", "closer"),
    ("round", None), ("nonce", None), ("points.Zed", None),
])
def test_game_messages_land_on_the_right_box(ctx, key, field):
    game = GAMES.get("skyjo")
    table = Table(("Ana", "Bo"), game.defaults())
    form = round_form(game, table, meta=NO_CSRF)
    found = error_field(form, key, table.players)
    assert (found.name if found is not None else None) == field


def test_show_errors_puts_messages_by_the_box_or_on_the_form(ctx):
    from games.text import Msg

    game = GAMES.get("skyjo")
    table = Table(("Ana", "Bo"), game.defaults())
    form = round_form(game, table, formdata=posted(), meta=NO_CSRF)
    form.validate()  # as the view does before it shows the game's messages
    form.show_errors({"points.Bo": Msg("Enter a number for %(player)s.", player="Bo"),
                      "round": Msg("This match is over: no more rounds can be added.")})
    assert form["points-1"].errors == ["Enter a number for Bo."]
    assert form.form_errors == ["This match is over: no more rounds can be added."]


# --- The round trip: a round shown in the form and sent back unchanged --------------------------

@pytest.mark.parametrize("game", list(GAMES), ids=lambda g: g.id)
def test_a_round_put_in_the_form_and_sent_back_reads_as_the_same_round(app, game):
    """What the edit page puts in the boxes (`round_form_data`), posted back untouched, is the
    round that was stored: any valid round of any game, with any players and house rules."""

    @settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(data=st.data())
    def run(data):
        table = data.draw(matches(game))
        clean, errors = parse_round(game, table, data.draw(round_inputs(game, table)))
        assert errors == {}
        sent = round_form_data(game, table.players, clean)
        with app.test_request_context(method="POST"):
            form = round_form(game, table, formdata=MultiDict(sent), meta=NO_CSRF)
            raw = form.raw_input()
        assert parse_round(game, table, raw) == (clean, {}), (sent, raw)

    run()
