"""The roster: add, refuse duplicates, rename (history follows), other accounts' players."""

import re

import pytest

from extensions import db
from models import Player
from web.accounts.forms import PlayerForm
from tests.web.pages import count, errors_for, flashes, stored_match, words


def player_id(app, name: str) -> int:
    with app.app_context():
        return db.session.scalar(db.select(Player.id).filter_by(name=name))


def add(table, name):
    return table.post("/players", {"name": name})


def test_add_players_and_see_them_on_the_roster(table, app):
    response = add(table, "  Ana   Lu ")
    assert response.status_code == 302 and response.location == "/players"
    add(table, "Bo")
    page = table.client.get("/players")
    names = re.findall(r'<li><a href="/players/\d+">(.*?)</a>', page.get_data(as_text=True))
    assert names == ["Ana Lu", "Bo"]
    with app.app_context():
        assert sorted(db.session.scalars(db.select(Player.name))) == ["Ana Lu", "Bo"]


def test_adding_flashes_a_welcome(table):
    response = add(table, "Ana")
    assert flashes(table.client.get(response.location)) == ["Ana joined your roster."]


def test_empty_roster_says_how_to_add(table):
    assert "No players yet." in words(table.client.get("/players"))


@pytest.mark.parametrize("name, message", [
    ("Ana", "Ana is already on your roster."),
    ("ana", "Ana is already on your roster."),
    (" ANA ", "Ana is already on your roster."),
    ("\u0410na", "Ana is already on your roster."),  # a Cyrillic А
    ("", "This field is required."),
    ("   ", "Every player needs a name."),
    ("x" * 41, "Keep names to 40 characters."),
])
def test_bad_player_name_is_refused_and_nothing_stored(table, app, name, message):
    add(table, "Ana")
    response = add(table, name)
    assert response.status_code == 200
    assert errors_for(response, "name") == [message]
    assert count(app, Player) == 1


def test_rename_keeps_history(table, app):
    url = table.start("skyjo", ["Ana", "Bo"])
    table.round(url, **{"points-0": "3", "points-1": "9", "closer": "Ana"})
    response = table.post(f"/players/{player_id(app, 'Ana')}", {"name": "Anabel"})
    assert response.status_code == 302
    assert flashes(table.client.get("/players")) == ["Ana is now Anabel, in every match."]
    page = words(table.client.get(url))
    assert "Anabel" in page and "Anabel closed with 3, the lowest on their own" in page
    assert not re.search(r"\bAna\b", page)
    stored = stored_match(app, url)
    assert stored["players"] == ("Anabel", "Bo")
    # Round inputs name seats, not players, so nothing in them had to change.
    assert stored["rounds"] == [(1, {"points": {"0": 3, "1": 9}, "closer": 0})]
    history = words(table.client.get("/history/"))
    assert "Anabel and Bo" in history


def test_a_rename_shows_in_the_winners_the_history_lists(table, app):
    url = table.start("skyjo", ["Ana", "Bo"], end_at="10")
    table.round(url, **{"points-0": "3", "points-1": "12", "closer": "Ana"})
    assert "won by Ana" in words(table.client.get("/history/"))
    table.post(f"/players/{player_id(app, 'Ana')}", {"name": "Anabel"})
    history = words(table.client.get("/history/"))
    assert "won by Anabel" in history and "won by Ana " not in history


def test_renamed_player_keeps_their_place_in_new_matches(table, app):
    table.start("skyjo", ["Ana", "Bo"])
    table.post(f"/players/{player_id(app, 'Ana')}", {"name": "Anabel"})
    assert count(app, Player) == 2
    page = table.client.get("/matches/new/skyjo").get_data(as_text=True)
    assert 'name="seat0" type="text" value="Anabel"' in page


def test_rename_page_is_prefilled(table, app):
    add(table, "Ana")
    page = table.client.get(f"/players/{player_id(app, 'Ana')}")
    assert page.status_code == 200
    assert "Rename Ana" in words(page) and 'value="Ana"' in page.get_data(as_text=True)


@pytest.mark.parametrize("new_name, message", [
    ("Bo", "Bo is already on your roster."),
    ("bo", "Bo is already on your roster."),
    ("\uff22o", "Bo is already on your roster."),  # a fullwidth Ｂ
    ("", "This field is required."),
    ("y" * 41, "Keep names to 40 characters."),
])
def test_bad_rename_is_refused_and_changes_nothing(table, app, new_name, message):
    add(table, "Ana")
    add(table, "Bo")
    response = table.post(f"/players/{player_id(app, 'Ana')}", {"name": new_name})
    assert response.status_code == 200
    assert errors_for(response, "name") == [message]
    with app.app_context():
        assert sorted(db.session.scalars(db.select(Player.name))) == ["Ana", "Bo"]


def test_rename_to_own_name_in_other_case_is_allowed(table, app):
    add(table, "ana")
    table.post(f"/players/{player_id(app, 'ana')}", {"name": "Ana"})
    with app.app_context():
        assert list(db.session.scalars(db.select(Player.name))) == ["Ana"]


def test_another_accounts_players_are_not_on_the_roster(table, neighbours):
    """(Opening one of them is 404: tests/web/test_access.py.)"""
    add(table, "Ana")
    add(neighbours, "Zed")
    roster = words(table.client.get("/players"))
    assert "Ana" in roster and "Zed" not in roster


def test_same_name_on_two_accounts_is_fine(table, neighbours, app):
    add(table, "Ana")
    assert add(neighbours, "Ana").status_code == 302
    assert count(app, Player) == 2


def test_add_player_without_csrf_is_refused(table, app):
    assert table.client.post("/players", data={"name": "Ana"}).status_code == 400
    assert count(app, Player) == 0


def test_rename_without_csrf_is_refused(table, app):
    add(table, "Ana")
    pid = player_id(app, "Ana")
    assert table.client.post(f"/players/{pid}", data={"name": "Eve"}).status_code == 400
    with app.app_context():
        assert db.session.get(Player, pid).name == "Ana"


def test_players_started_in_a_match_join_the_roster(table, app):
    add(table, "ana")
    table.start("skyjo", ["Ana", "Bo"])  # "Ana" is the roster's "ana": no second player
    with app.app_context():
        assert sorted(db.session.scalars(db.select(Player.name))) == ["Bo", "ana"]



def another_phone_adds_the_name(monkeypatch):
    """Another phone stores the same name between this request's check of it and its save."""
    check = PlayerForm.validate_name

    def raced(form, field):
        check(form, field)
        with db.engine.begin() as other_phone:
            other_phone.execute(db.insert(Player).values(account_id=form.account.id,
                                                         name=field.data))

    monkeypatch.setattr(PlayerForm, "validate_name", raced)


def test_one_name_added_from_two_phones_at_once_is_stored_once(table, app, monkeypatch):
    another_phone_adds_the_name(monkeypatch)
    response = add(table, "Cy")
    assert response.status_code == 200
    assert errors_for(response, "name") == ["Cy is already on your roster."]
    with app.app_context():
        assert db.session.scalars(db.select(Player.name)).all() == ["Cy"]


def test_a_rename_to_a_name_another_phone_just_added_changes_nothing(table, app, monkeypatch):
    add(table, "Bo")
    bo = player_id(app, "Bo")
    another_phone_adds_the_name(monkeypatch)
    response = table.post(f"/players/{bo}", {"name": "Cy"})
    assert response.status_code == 200
    assert errors_for(response, "name") == ["Cy is already on your roster."]
    with app.app_context():
        assert sorted(db.session.scalars(db.select(Player.name))) == ["Bo", "Cy"]
