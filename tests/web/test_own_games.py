"""A table's own game on the pages: described once (said back in sentences), kept by its
account alone, started like any game, and a match keeps the game it started with."""

import re

import pytest

from models import Match, OwnGame
from services.limits import MAX_OWN_GAMES
from tests.web.pages import (count, errors_for, flashes, form_errors, form_on, stored_match,
                             submit, totals, words)

RUMMY = {"name": "Grandma's rummy", "min_players": "2", "max_players": "5", "start": "0",
         "winner": "lowest", "entry": "points", "end": "out_at", "end_at": "100",
         "deal": "left", "rules": "Jokers count 25.\nA player out may not come back."}


def describe(table, **changes):
    """Make a game on the page, as a person fills it in: the defaults, then these."""
    return submit(table.client, "/games/new", "end_at", **{**RUMMY, **changes})


def own_id(response) -> int:
    return int(re.search(r"/games/(\d+)$", response.location).group(1))


def test_a_game_described_is_saved_and_shown_in_sentences_with_its_own_rules(table, app):
    response = describe(table)
    assert response.status_code == 302
    page = table.client.get(response.location)
    text = words(page)
    assert "Grandma's rummy is saved." in flashes(page)
    assert ("The lowest total wins. Each round, type everyone's points. A player whose total "
            "reaches 100 or more is out; the last one in wins. The deal passes to the left."
            in text)
    # the table's text, escaped, its line break kept for the page's CSS to show
    assert "Jokers count 25.\nA player out may not come back." in page.get_data(as_text=True)
    assert count(app, OwnGame) == 1


def test_the_page_says_the_game_back_before_it_is_saved(table, app):
    response = describe(table, preview="1", entry="winner_takes", losers_lose="y",
                        end="target", end_at="500", winner="highest")
    assert response.status_code == 200
    assert ("Each round, choose the winner and type the others' points: the winner gains "
            "them all, and each of the others loses their own." in words(response))
    assert count(app, OwnGame) == 0


def test_the_script_asks_for_the_sentences_as_choices_change(table):
    token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"',
                      table.client.get("/games/new").get_data(as_text=True)).group(1)
    said = table.client.post("/games/said", data={**RUMMY, "csrf_token": token,
                                                  "end": "rounds", "end_at": "11"})
    assert said.status_code == 200
    assert "The match lasts 11 rounds." in words(said)
    refused = table.client.post("/games/said", data={**RUMMY, "csrf_token": token,
                                                     "end": "rounds", "end_at": "900"})
    assert "A match of 900 rounds cannot be played: choose 1 to 500." in words(refused)


@pytest.mark.parametrize("changes, field, message", [
    ({"name": ""}, "name", "Give the game a name."),
    ({"name": "x" * 41}, "name", "Keep the name to 40 characters."),
    ({"min_players": "6", "max_players": "3"}, "max_players",
     "The most players cannot be fewer than the fewest (6)."),
    ({"teams": "y"}, "teams", "Two teams of two are exactly 4 players: set the fewest and the "
                              "most players to 4."),
    ({"end": "target", "end_at": "0"}, "end_at",
     "Every player starts at 0, so 0 is reached before a round is played: choose another "
     "number, above it or, to count down, below it."),
    ({"start": "ten"}, "start", "Enter a whole number."),
])
def test_refused_choices_are_explained_beside_their_box_and_nothing_is_saved(
        table, app, changes, field, message):
    response = describe(table, **changes)
    assert response.status_code == 200
    assert [e.replace("−", "-") for e in errors_for(response, field)] == [message]
    assert count(app, OwnGame) == 0


def test_a_match_of_it_is_started_from_new_match_and_played_by_its_rules(table, app):
    own = own_id(describe(table))
    choose = table.client.get("/matches/new")
    assert f'href="/matches/new/custom?own={own}">Grandma&#39;s rummy' in choose.get_data(
        as_text=True)
    assert "Your games Grandma's rummy 2 to 5 players The games Rulezz knows" in words(choose)
    assert "Grandma's rummy" in words(table.client.get("/games/"))
    start = table.client.get(f"/matches/new/custom?own={own}")
    assert "New Grandma's rummy match" in words(start)
    assert 'name="rule_' not in start.get_data(as_text=True)  # the game brings its settings
    response = table.post(f"/matches/new/custom?own={own}",
                          {"seat0": "Ana", "seat1": "Bo", "seat2": "Cy"})
    assert response.status_code == 302
    match = response.location
    table.round(match, **{"points-0": "60", "points-1": "110", "points-2": "20"})
    page = table.client.get(match)
    assert "Grandma's rummy" in words(page)
    assert totals(page) == {"Ana": 60, "Cy": 20, "Bo": 110}
    assert "Bo reached 110: out. Cy deals." in words(page)
    assert "Each player's points this round Ana Cy Save the round" in words(page)  # not Bo
    stored = stored_match(app, match)
    assert stored["game_id"] == "custom" and stored["settings"]["name"] == "Grandma's rummy"


def test_changing_or_deleting_the_game_never_changes_a_match_of_it(table, app):
    own = own_id(describe(table))
    match = table.post(f"/matches/new/custom?own={own}",
                       {"seat0": "Ana", "seat1": "Bo"}).location
    table.round(match, **{"points-0": "30", "points-1": "10"})

    def standings():  # the match as its page shows it, below the offline note's time
        return words(table.client.get(match)).split("Grandma's rummy rules", 1)[1]

    before = standings()
    assert "Bo 10 +10 90 from 100 leads" in before  # lowest wins, out at 100
    edited = submit(table.client, f"/games/{own}/edit", "end_at", winner="highest", end_at="20")
    assert "Grandma's rummy is saved." in flashes(table.client.get(edited.location))
    assert standings() == before
    deleted = table.post(f"/games/{own}/delete", {})
    assert flashes(table.client.get(deleted.location)) == [
        "Grandma's rummy was deleted. Matches already played keep it."]
    assert count(app, OwnGame) == 0 and count(app, Match) == 1
    assert standings() == before
    rules = words(table.client.get(f"/faq/custom?match={match.rsplit('/', 1)[-1]}"))
    assert "The lowest total wins." in rules and "Jokers count 25." in rules


def test_another_account_never_sees_it(table, neighbours):
    own = own_id(describe(table))
    for url in (f"/games/{own}", f"/games/{own}/edit", f"/games/{own}/delete",
                f"/matches/new/custom?own={own}"):
        assert neighbours.client.get(url).status_code == 404
    assert neighbours.post(f"/games/{own}/delete", {}, form_url="/games/new").status_code == 404
    assert "Grandma" not in words(neighbours.client.get("/games/"))


def test_an_edit_from_an_older_copy_keeps_what_was_typed_and_says_so(table, app):
    own = own_id(describe(table))
    url = f"/games/{own}/edit"
    action, stale = form_on(table.client.get(url), "end_at")
    assert submit(table.client, url, "end_at", end_at="150").status_code == 302  # another phone
    response = table.client.post(url, data={**stale, "end_at": "200"})
    assert response.status_code == 200
    assert form_errors(response) == [
        "Another phone saved this game while you were changing it. What you typed is still "
        "here: check it, and save again to keep it."]
    assert 'value="200"' in response.get_data(as_text=True)
    again = submit(table.client, url, "end_at", end_at="200")  # saved on purpose
    assert again.status_code == 302
    with app.app_context():
        from extensions import db
        assert db.session.get(OwnGame, own).settings["end_at"] == 200


def test_an_account_keeps_at_most_its_bound_of_games(table, app):
    with app.app_context():
        from extensions import db
        from models import Account
        account = db.session.scalar(db.select(Account))
        settings = dict(db.session.get(OwnGame, own_id(describe(table))).settings)
        db.session.add_all(OwnGame(account_id=account.id, name=f"g{i}", settings=settings)
                           for i in range(MAX_OWN_GAMES - 1))
        db.session.commit()
    response = describe(table, name="One more")
    assert form_errors(response) == [
        f"An account keeps up to {MAX_OWN_GAMES} games of its own: delete one to make another."]
    assert count(app, OwnGame) == MAX_OWN_GAMES


def test_a_ready_made_game_is_copied_to_make_your_own(table):
    rules = table.client.get("/faq/uno")
    assert 'href="/games/new?copy=uno"' in rules.get_data(as_text=True)
    page = table.client.get("/games/new?copy=uno")
    action, values = form_on(page, "end_at")
    assert (values["name"], values["entry"], values["end"], values["end_at"]) == (
        "Uno", "winner_takes", "target", "500")
    assert "Each round, choose the winner and type the others' points" in words(page)


def test_without_a_login_the_pages_ask_for_one(client):
    for url in ("/games/", "/games/new", "/games/1"):
        assert client.get(url).status_code == 302


def test_a_game_of_two_teams_takes_a_box_per_team(table, app):
    own = own_id(describe(table, name="Our team game", teams="y", min_players="4",
                          max_players="4", end="target", end_at="50", winner="highest"))
    match = table.post(f"/matches/new/custom?own={own}",
                       {"seat0": "Ana", "seat1": "Bo", "seat2": "Cy", "seat3": "Dee"}).location
    html = table.client.get(match).get_data(as_text=True)
    assert '<label for="points-0">Ana &amp; Cy</label>' in html
    assert '<label for="points-1">Bo &amp; Dee</label>' in html
    refused = table.round(match, **{"points-0": "30"})
    assert refused.status_code == 200 and errors_for(refused, "points-1")
    table.round(match, **{"points-0": "30", "points-1": "25"})
    table.round(match, **{"points-0": "25", "points-1": "10"})
    page = table.client.get(match)
    assert totals(page) == {"Ana & Cy": 55, "Bo & Dee": 35}
    assert stored_match(app, match)["finished"]
    assert "Ana & Cy" in words(page).split("Final standings")[1][:40]


def test_a_rematch_plays_the_game_the_match_was_played_with(table, app):
    own = own_id(describe(table))
    match = table.post(f"/matches/new/custom?own={own}",
                       {"seat0": "Ana", "seat1": "Bo", "seat2": "Cy"}).location
    table.post(f"/games/{own}/delete", {})  # the game is gone; the match still has it
    response = table.post(f"{match}/rematch", {}, form_url=match)
    assert response.status_code == 302 and response.location != match
    again = stored_match(app, response.location)
    assert again["game_id"] == "custom"
    assert again["settings"] == stored_match(app, match)["settings"]
