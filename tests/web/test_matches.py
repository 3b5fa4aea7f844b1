"""Starting a match for every game, its bad input, the first dealer, the prefilled seating; then
ending early, resuming, rematch and deleting a match."""

import re

import pytest

from extensions import db
from games import GAMES
from models import Match, Player, Round, Seat
from services import matches as service
from services.matches import unit
from tests.games.strategies import NAMES
from tests.web.pages import (count, errors_for, flashes, form_on, match_id, stored_match, submit,
                             words)

GAME_IDS = [game.id for game in GAMES]
THREE = ["Ana", "Bo", "Cy"]
FOUR = ["Ana", "Bo", "Cy", "Dee"]


def players_for(game_id):
    """Ana, Bo and Cy, or more where the game needs more."""
    return list(NAMES[:max(3, GAMES.get(game_id).min_players)])


def player_count(game) -> str:
    """How the pages say who may play: "4 players", "2 to 8 players"."""
    if game.min_players == game.max_players:
        return f"{game.min_players} players"
    return f"{game.min_players} to {game.max_players} players"


def attempt(table, game_id, players, **fields):
    """Post the new-match form without asserting that it worked."""
    data = {f"seat{i}": name for i, name in enumerate(players)}
    data.update(fields)
    return table.post(f"/matches/new/{game_id}", data)


# --- Choosing a game ----------------------------------------------------------------------------

def test_choose_game_lists_every_game_with_its_player_count(table):
    page = table.client.get("/matches/new")
    html = page.get_data(as_text=True)
    text = words(page)
    for game in GAMES:
        # a table's own game starts from the games the account described
        assert f'href="{"/games/" if game.made_by else f"/matches/new/{game.id}"}"' in html
        assert f"{game.name} {player_count(game)}" in text


def test_every_registered_game_has_a_new_match_page(table):
    for game in GAMES:
        page = table.client.get(f"/matches/new/{game.id}")
        assert page.status_code == 200
        assert f"New {game.name} match" in words(page)
        assert len(re.findall(r'name="seat\d"', page.get_data(as_text=True))) == game.max_players


@pytest.mark.parametrize("method", ["get", "post"])
def test_unknown_game_is_404(table, app, method):
    if method == "get":
        response = table.client.get("/matches/new/chess")
    else:
        response = table.post("/matches/new/chess", {"seat0": "Ana", "seat1": "Bo"},
                              form_url="/matches/new/skyjo")
    assert response.status_code == 404
    assert "There is nothing here." in words(response)
    assert count(app, Match) == 0


# --- Starting a match ---------------------------------------------------------------------------

RULES = {
    "skyjo": ({"end_at": "50", "closer_penalty": "none"},
              {"end_at": 50, "closer_penalty": "none"}),
    "euchre": ({"target": "5", "defend_alone": "y", "stick_the_dealer": "y"},
               {"target": 5, "defend_alone": True, "lone_euchre_bonus": False,
                "stick_the_dealer": True}),
    "indian-rummy": ({"end_at": "250", "deadwood_cap": "80", "drops": "y"},
                     {"format": "total", "end_at": 250, "deadwood_cap": 80, "drops": True,
                      "first_drop": 20, "middle_drop": 40, "pool": 101, "rejoins": 1,
                      "deals": 2}),
    "okey": ({"start": "10"}, {"start": 10}),
    "okey-stakes": ({"stake": "5", "games": "3"},
                    {"stake": 5, "doubles_stack": False, "games": 3}),
    "tarneeb": ({"target": "31", "kaboot": "13"}, {"target": 31, "kaboot": 13}),
    "chinchon": ({"limit": "150", "cut_max": "5", "rejoins": "2"},
                 {"limit": 150, "cut_max": 5, "rejoins": 2}),
    "sueca": ({"games": "2"}, {"games": 2, "bandeira_needs_all_tricks": False}),
    "okey-101": ({"hands": "9", "unopened": "303"},
                 {"hands": 9, "partners": False, "unopened": 303, "double_unopened": False}),
    # The ready-made games are a table's own games: their choices are fixed, no house rules.
    "uno": ({}, {}), "rummikub": ({}, {}), "five-crowns": ({}, {}), "6-nimmt": ({}, {}),
    "hearts": ({}, {}),
    # A table's own game: its choices are its settings, here a few of them changed.
    "custom": ({"name": "Our game", "winner": "lowest", "end": "rounds", "end_at": "5"},
               {"name": "Our game", "rules": "", "min_players": 2, "max_players": 8,
                "teams": False, "start": 0, "winner": "lowest", "entry": "points",
                "negatives": False, "losers_lose": False, "end": "rounds", "end_at": 5,
                "deal": "left"}),
}


def test_rules_cover_every_game():
    assert set(RULES) == set(GAME_IDS)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_start_a_match_with_house_rules(table, app, game_id):
    posted, stored = RULES[game_id]
    url = table.start(game_id, players_for(game_id), **posted)
    assert re.fullmatch(r"/matches/[\w-]{16}", url)
    match = stored_match(app, url)
    assert match["game_id"] == game_id
    assert match["players"] == tuple(players_for(game_id))
    assert match["settings"] == stored
    assert match["rounds"] == [] and not match["finished"]
    page = words(table.client.get(url))
    enter = {"euchre": "Enter hand 1", "okey-stakes": "Enter game 1 of 3",
             "okey-101": "Enter hand 1 of 9", "tarneeb": "Enter hand 1",
             "sueca": "Enter deal 1", "five-crowns": "Enter round 1 of 11",
             "hearts": "Enter hand 1"}.get(game_id, "Enter round 1")
    game = GAMES.get(game_id)
    assert enter in page and game.unit_of(game.defaults()).after[1] % {"num": 0} in page
    assert count(app, Player) == len(players_for(game_id))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_form_defaults_are_the_games_defaults(table, app, game_id):
    seats = {f"seat{i}": name for i, name in enumerate(players_for(game_id))}
    response = submit(table.client, f"/matches/new/{game_id}", "seat0", **seats)
    assert response.status_code == 302
    match = stored_match(app, response.location)
    assert match["settings"] == GAMES.get(game_id).defaults()
    assert match["first_dealer_seat"] == (0 if GAMES.get(game_id).deals else None)


TOO_FEW = [pytest.param(game.id, list(NAMES[:game.min_players - 1]),
                        f"{game.name} is played by "
                        f"{'exactly ' if game.min_players == game.max_players else ''}"
                        f"{player_count(game)}.", id=f"{game.id}-too-few") for game in GAMES]


@pytest.mark.parametrize("game_id, players, message", [
    *TOO_FEW,
    ("skyjo", ["Ana", "ana"], "Two players have the same name: give each a different one."),
    ("euchre", ["Ana", "Bo", " ANA ", "Dee"],
     "Two players have the same name: give each a different one."),
    ("okey", ["A" * 41, "Bo"], "Keep names to 40 characters."),
    ("skyjo", ["Ana", "\u0410na"],  # a Cyrillic А
     "Two players have the same name: give each a different one."),
])
def test_bad_players_are_refused_and_nothing_stored(table, app, game_id, players, message):
    response = attempt(table, game_id, players)
    assert response.status_code == 200
    assert errors_for(response, "seat0") == [message]
    html = response.get_data(as_text=True)
    for i, name in enumerate(players):  # what was typed stays in the boxes
        assert f'name="seat{i}" type="text" value="{name.strip()}"' in html
    assert count(app, Match) == 0 and count(app, Player) == 0


@pytest.mark.parametrize("game_id, rule, value, message", [
    ("skyjo", "end_at", "5", "Enter a number from 10 to 1000."),
    ("skyjo", "end_at", "1001", "Enter a number from 10 to 1000."),
    ("skyjo", "end_at", "", "Enter a whole number."),
    ("skyjo", "closer_penalty", "triple", "Not a valid choice."),
    ("euchre", "target", "0", "Enter a number from 1 to 50."),
    ("euchre", "target", "-3", "Enter a number from 1 to 50."),
    ("indian-rummy", "deadwood_cap", "131", "Enter a number from 10 to 130."),
    ("indian-rummy", "first_drop", "0", "Enter a number from 1 to 130."),
    ("okey", "start", "twenty", "Enter a whole number."),
    ("okey-stakes", "stake", "0", "Enter a number from 1 to 1000."),
    ("okey-stakes", "games", "2.5", "Enter a whole number."),
])
def test_house_rule_out_of_bounds_is_refused_and_nothing_stored(table, app, game_id, rule, value,
                                                                 message):
    response = attempt(table, game_id, players_for(game_id), **{f"rule_{rule}": value})
    assert response.status_code == 200
    assert errors_for(response, f"rule_{rule}") == [message]
    assert 'name="seat0" type="text" value="Ana"' in response.get_data(as_text=True)
    assert count(app, Match) == 0 and count(app, Player) == 0


def test_bad_rule_value_is_kept_in_its_box(table):
    response = attempt(table, "skyjo", ["Ana", "Bo"], rule_end_at="5")
    assert 'name="rule_end_at"' in response.get_data(as_text=True)
    assert form_on(response, "rule_end_at")[1]["rule_end_at"] == "5"


def test_new_match_without_csrf_is_refused(table, app):
    response = table.client.post("/matches/new/skyjo", data={"seat0": "Ana", "seat1": "Bo"})
    assert response.status_code == 400
    assert count(app, Match) == 0


# --- The first dealer ---------------------------------------------------------------------------

@pytest.mark.parametrize("game_id, players, seat, deals, starts", [
    ("euchre", ["Ana", "Bo", "Cy", "Dee"], "2", "Cy deals.", "Dee starts."),
    ("euchre", ["Ana", "Bo", "Cy", "Dee"], "0", "Ana deals.", "Bo starts."),
    ("indian-rummy", THREE, "2", "Cy deals.", "Ana starts."),     # left of the dealer starts
    ("okey", THREE, "1", "Bo deals.", "Ana starts."),             # right of the dealer starts
    ("okey-stakes", ["Ana", "Bo"], "1", "Bo deals.", "Ana starts."),
    ("okey-101", ["Ana", "Bo", "Cy", "Dee"], "1", "Bo deals.", "Ana starts."),
])
def test_the_chosen_first_dealer_deals_first(table, app, game_id, players, seat, deals, starts):
    url = attempt(table, game_id, players, first_dealer=seat).location
    assert stored_match(app, url)["first_dealer_seat"] == int(seat)
    page = words(table.client.get(url))
    assert f"{deals} {starts}" in page


def test_the_first_dealer_radio_offers_every_seat_and_seat_1_is_chosen(table):
    _, values = form_on(table.client.get("/matches/new/euchre"), "seat0")
    assert values["first_dealer"] == "0"
    html = table.client.get("/matches/new/okey").get_data(as_text=True)
    seats = re.findall(r'name="first_dealer" type="radio" value="(\d)"', html)
    assert seats == ["0", "1", "2", "3"]


def test_skyjo_asks_for_no_dealer(table):
    page = table.client.get("/matches/new/skyjo").get_data(as_text=True)
    assert 'name="first_dealer"' not in page
    url = attempt(table, "skyjo", ["Ana", "Bo"], first_dealer="1").location
    assert "deals." not in words(table.client.get(url))


@pytest.mark.parametrize("seat, field, message", [
    ("3", "first_dealer", "Put a player in the first dealer's seat."),
    ("9", "first_dealer", "Not a valid choice."),
    ("x", "first_dealer", "Not a valid choice."),
])
def test_first_dealer_on_an_empty_seat_is_refused(table, app, seat, field, message):
    response = attempt(table, "okey", ["Ana", "Bo"], first_dealer=seat)
    assert response.status_code == 200
    assert errors_for(response, field) == [message]
    assert count(app, Match) == 0


def test_gaps_between_seats_close_up_and_the_dealer_follows_the_seat(table, app):
    url = attempt(table, "okey", ["Ana", "", "Cy"], first_dealer="2").location
    match = stored_match(app, url)
    assert match["players"] == ("Ana", "Cy")
    assert match["first_dealer_seat"] == 1
    assert "Cy deals." in words(table.client.get(url))


# --- The seating is prefilled from the last match of the game -----------------------------------

def seat_values(table, game_id):
    return [v for k, v in sorted(form_on(table.client.get(f"/matches/new/{game_id}"),
                                         "seat0")[1].items()) if k.startswith("seat")]


def test_seating_is_prefilled_from_the_last_match_of_that_game(table):
    assert seat_values(table, "skyjo") == [""] * 8
    table.start("skyjo", ["Ana", "Bo", "Cy"])
    table.start("okey", ["Dee", "Eve"])
    assert seat_values(table, "skyjo") == ["Ana", "Bo", "Cy"] + [""] * 5
    assert seat_values(table, "okey") == ["Dee", "Eve", "", ""]
    assert seat_values(table, "euchre") == ["", "", "", ""]
    submit(table.client, "/matches/new/skyjo", "seat0", seat0="Cy", seat1="Ana", seat2="")
    assert seat_values(table, "skyjo") == ["Cy", "Ana"] + [""] * 6


def test_an_earlier_table_of_another_size_is_one_tap_away(table):
    """Four last time, three tonight: the three are seated by one link, with no fourth name to
    clear; each size brings its own last table, and one link empties the seats."""
    table.start("skyjo", ["Ana", "Bo", "Cy"])
    table.start("skyjo", ["Cy", "Ana", "Eve"])
    table.start("skyjo", FOUR)
    html = table.client.get("/matches/new/skyjo").get_data(as_text=True)
    links = re.findall(r'<a class="choice" href="/matches/new/skyjo\?players=(\d)"'
                       r'( aria-current="true")?>([^<]*)</a>', html)
    assert links == [("4", ' aria-current="true"', "Ana, Bo, Cy, and Dee"),
                     ("3", "", "Cy, Ana, and Eve"), ("0", "", "Nobody yet: empty seats")]
    assert seat_values(table, "skyjo?players=3") == ["Cy", "Ana", "Eve"] + [""] * 5
    assert seat_values(table, "skyjo?players=0") == [""] * 8
    assert seat_values(table, "skyjo?players=5") == [""] * 8  # no such table: nobody is made up


def test_roster_names_are_offered_while_typing(table):
    table.start("skyjo", ["Ana", "Bo"])
    html = table.client.get("/matches/new/okey").get_data(as_text=True)
    assert '<datalist id="roster"><option value="Ana"><option value="Bo"></datalist>' in html


def test_the_prefill_never_adds_a_seat_that_was_not_posted(table, app):
    """A request that sends only two seats starts a two-player match: the last match's third
    player is a suggestion on the page, not part of what was posted."""
    table.start("skyjo", ["Ana", "Bo", "Cy"])
    url = table.start("skyjo", ["Ana", "Bo"])
    assert stored_match(app, url)["players"] == ("Ana", "Bo")


def test_another_accounts_matches_never_prefill(table, neighbours):
    neighbours.start("skyjo", ["Zed", "Yan"])
    assert seat_values(table, "skyjo") == [""] * 8


# --- End early, resume --------------------------------------------------------------------------

def skyjo_round(table, url, a, b, c, closer):
    response = table.round(url, **{"points-0": str(a), "points-1": str(b), "points-2": str(c),
                                   "closer": closer})
    assert response.status_code == 302, words(response)


def test_end_early_finishes_with_the_leaders_as_winners(table, app):
    url = table.start("skyjo", THREE)
    skyjo_round(table, url, 10, 5, 20, "Bo")
    response = table.post(f"{url}/end", {"confirm": "yes"}, form_url=url)
    assert response.status_code == 302 and response.location == url
    match = stored_match(app, url)
    assert match["finished"]
    page = table.client.get(url)
    assert flashes(page) == ["The match is over."]
    text = words(page)
    assert "Final standings" in text
    assert "Bo wins! The match was ended early." in text
    assert "Enter round 2" not in text and 'name="nonce"' not in page.get_data(as_text=True)
    assert "Resume the match" in text and "Rematch" in text


def test_end_early_with_tied_leaders_shares_the_win(table):
    url = table.start("skyjo", THREE)
    skyjo_round(table, url, 5, 5, 9, "Cy")
    table.post(f"{url}/end", {"confirm": "yes"}, form_url=url)
    assert "Ana and Bo share the win!" in words(table.client.get(url))


def test_end_early_before_any_round_names_no_winner(table, app):
    url = table.start("euchre", FOUR)
    table.post(f"{url}/end", {"confirm": "yes"}, form_url=url)
    assert stored_match(app, url)["finished"]
    page = words(table.client.get(url))
    assert "Final standings" in page and "wins!" not in page and "share the win" not in page


def test_resume_reopens_an_ended_match(table, app):
    url = table.start("skyjo", THREE)
    skyjo_round(table, url, 10, 5, 20, "Bo")
    table.post(f"{url}/end", {"confirm": "yes"}, form_url=url)
    response = table.post(f"{url}/resume", {}, form_url=url)
    assert response.status_code == 302 and response.location == url
    match = stored_match(app, url)
    assert not match["finished"]
    page = words(table.client.get(url))
    assert "Standings after 1 round" in page and "Enter round 2" in page
    assert "ended early" not in page
    skyjo_round(table, url, 1, 2, 3, "Ana")
    assert len(stored_match(app, url)["rounds"]) == 2


def test_ending_a_match_won_by_the_rules_is_not_early(table, app):
    url = table.start("skyjo", THREE, end_at="10")
    skyjo_round(table, url, 20, 5, 8, "Bo")
    table.post(f"{url}/end", {"confirm": "yes"}, form_url=url)
    match = stored_match(app, url)
    assert match["finished"]
    page = words(table.client.get(url))
    assert "Bo wins!" in page and "ended early" not in page


def test_resume_does_not_reopen_a_match_won_by_the_rules(table, app):
    url = table.start("skyjo", THREE, end_at="10")
    skyjo_round(table, url, 20, 5, 8, "Bo")
    table.post(f"{url}/resume", {}, form_url=url)
    assert stored_match(app, url)["finished"]


def test_home_lists_matches_in_play_only(table):
    playing = table.start("okey", ["Ana", "Bo"])
    ended = table.start("skyjo", ["Cy", "Dee"])
    table.post(f"{ended}/end", {"confirm": "yes"}, form_url=ended)
    html = table.client.get("/").get_data(as_text=True)
    assert f'href="{playing}"' in html and f'href="{ended}"' not in html
    assert "Okey · Ana and Bo" in words(table.client.get("/"))


# --- Rematch ------------------------------------------------------------------------------------

def test_rematch_same_players_and_rules_new_match(table, app):
    url = table.start("skyjo", THREE, end_at="10", closer_penalty="none")
    skyjo_round(table, url, 20, 5, 8, "Bo")
    response = table.post(f"{url}/rematch", {}, form_url=url)
    assert response.status_code == 302
    new_url = response.location
    assert match_id(new_url) != match_id(url)
    old, new = stored_match(app, url), stored_match(app, new_url)
    assert new["players"] == old["players"] == tuple(THREE)
    assert new["settings"] == old["settings"] == {"end_at": 10, "closer_penalty": "none"}
    assert new["rounds"] == [] and not new["finished"]
    assert len(old["rounds"]) == 1 and old["finished"]
    assert "Enter round 1" in words(table.client.get(new_url))
    assert count(app, Player) == 3  # the same roster players, not copies


def test_rematch_of_an_unplayed_match_keeps_the_first_dealer_and_boolean_rules(table, app):
    url = attempt(table, "euchre", FOUR, first_dealer="2", rule_target="3",
                  rule_lone_euchre_bonus="y").location
    new_url = table.post(f"{url}/rematch", {}, form_url=url).location
    old, new = stored_match(app, url), stored_match(app, new_url)
    assert new["first_dealer_seat"] == old["first_dealer_seat"] == 2
    assert new["settings"] == old["settings"]
    assert new["settings"]["lone_euchre_bonus"] is True
    assert "Cy deals." in words(table.client.get(new_url))


def test_a_rematch_passes_the_deal_on(table, app):
    url = table.start("euchre", FOUR, rule_target="7")  # Ana deals first, then to the left
    table.round(url, maker="Ana", tricks="5", alone="y")
    table.round(url, maker="Bo", tricks="1")
    table.round(url, maker="Cy", tricks="3")  # Cy dealt it; the match is over
    new_url = table.post(f"{url}/rematch", {}, form_url=url).location
    assert stored_match(app, new_url)["first_dealer_seat"] == 3
    assert "Dee deals." in words(table.client.get(new_url))


def test_rematch_after_a_rename_uses_the_new_name(table, app):
    url = table.start("okey", ["Ana", "Bo"])
    with app.app_context():
        pid = db.session.scalar(db.select(Player.id).filter_by(name="Ana"))
    table.post(f"/players/{pid}", {"name": "Anabel"})
    new_url = table.post(f"{url}/rematch", {}, form_url=url).location
    assert stored_match(app, new_url)["players"] == ("Anabel", "Bo")
    assert count(app, Player) == 2


# --- Delete a match -----------------------------------------------------------------------------

def test_delete_asks_first_then_deletes_the_match_and_its_rounds(table, app):
    url = table.start("skyjo", ["Ana", "Bo"])
    table.round(url, **{"points-0": "1", "points-1": "2", "closer": "Ana"})
    table.round(url, **{"points-0": "3", "points-1": "4", "closer": "Bo"})
    confirm = table.client.get(f"{url}/delete")
    assert confirm.status_code == 200
    said = words(confirm)
    assert "Account Delete this match? Skyjo started " in said
    assert ("Ana and Bo, 2 rounds. Ana 4 Bo 10 The rounds and the standings are deleted for "
            "good: this cannot be undone. No, keep it Yes, delete it") in said
    assert count(app, Match) == 1 and count(app, Round) == 2  # a GET deletes nothing
    response = table.post(f"{url}/delete", {})
    assert response.status_code == 302 and response.location == "/history/"
    assert flashes(table.client.get("/history/")) == ["The match was deleted."]
    assert count(app, Match) == 0 and count(app, Round) == 0 and count(app, Seat) == 0
    assert table.client.get(url).status_code == 404
    assert count(app, Player) == 2  # the players stay on the roster


def test_delete_without_csrf_is_refused(table, app):
    url = table.start("skyjo", ["Ana", "Bo"])
    assert table.client.post(f"{url}/delete").status_code == 400
    assert count(app, Match) == 1


def test_deleting_one_match_leaves_the_others(table, app):
    keep = table.start("okey", ["Ana", "Bo"])
    doomed = table.start("okey", ["Ana", "Bo"])
    table.round(keep, indicator="", winner="Ana")
    table.round(doomed, indicator="", winner="Bo")
    table.post(f"{doomed}/delete", {})
    assert stored_match(app, keep)["rounds"] == [(1, {"winner": 0, "pairs": False,
                                                      "okey_discard": False})]
    assert count(app, Round) == 1


def test_a_delete_that_loses_every_race_keeps_the_match_and_says_so(table, app, monkeypatch):
    url = table.start("skyjo", ["Ana", "Bo"])
    table.round(url, **{"points-0": "1", "points-1": "2", "closer": "Ana"})

    def another_phone_won(sheet, after=None):
        raise service.Conflict

    monkeypatch.setattr(unit, "claim", another_phone_won)
    response = table.post(f"{url}/delete", {})
    assert response.status_code == 302 and response.location == f"{url}#standings"
    assert flashes(table.client.get(url)) == [
        "Another phone changed this match at the same moment, so nothing was saved. "
        "Check the standings and try again."]
    assert count(app, Match) == 1 and count(app, Round) == 1


def test_who_deals_first_is_ticked_beside_each_seats_name_and_seat_3_is_named_once(table):
    """Bug 7: "Seat 3" stood twice (a fold's heading and its box's label), and "Who deals
    first" listed seat numbers instead of the names typed above it."""
    folded = table.client.get("/matches/new/skyjo").get_data(as_text=True)  # 2 to 8 players
    assert words_in(folded).count("Seat 3") == 1 and words_in(folded).count("Seat 4") == 1
    assert folded.index("More seats") < folded.index('name="seat3"')
    html = table.client.get("/matches/new/okey").get_data(as_text=True)  # 2 to 4 players
    seats = re.findall(r'<div class="box seat">(.*?)</div>', html, re.S)
    assert len(seats) == 4 and "More seats" not in html  # no fold for one seat
    for i, seat in enumerate(seats):
        assert f'name="seat{i}"' in seat and f'name="first_dealer" type="radio" value="{i}"' in seat
        assert f'aria-label="Seat {i + 1} deals first"' in seat


def words_in(html: str) -> str:
    return re.sub(r"<[^>]+>", " ", html)
