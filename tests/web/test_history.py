"""The history page: newest first, pages of 20, filters, and only the account's own matches."""

import re
from datetime import datetime

import pytest
import tzlocal

import config
from app import create_app
from extensions import db
from games import GAMES
from games.core import validate_new_match
from services import matches as service
from models import Account, Match, Player
from tests.conftest import Table
from tests.web.pages import words


def listed(response) -> list[str]:
    """Match URLs in the order the history lists them (a list a day)."""
    html = response.get_data(as_text=True)
    return [url for section in html.split('<ul class="list matches">')[1:]
            for url in re.findall(r'<li><a href="(/matches/[^"#]+)"',
                                  section.split("</ul>", 1)[0])]


def player_id(app, name: str, account_name: str = "family") -> int:
    """The id of a player on an account's roster (the player filter takes ids)."""
    with app.app_context():
        account = db.session.scalar(db.select(Account).filter_by(username=account_name))
        return db.session.scalar(db.select(Player.id).filter_by(account_id=account.id, name=name))


def history(table, query: str = ""):
    response = table.client.get(f"/history/{query}")
    assert response.status_code == 200
    return response


def test_newest_first(table):
    first = table.start("skyjo", ["Ana", "Bo"])
    second = table.start("okey", ["Cy", "Dee"])
    third = table.start("euchre", ["Ana", "Bo", "Cy", "Dee"])
    assert listed(history(table)) == [third, second, first]
    page = words(history(table))
    assert page.index("Euchre · Ana, Bo, Cy, and Dee") < page.index("Okey · Cy and Dee") \
        < page.index("Skyjo · Ana and Bo")


def test_no_matches_yet(table):
    assert "No matches found." in words(history(table))


def test_each_row_says_rounds_and_state(table):
    playing = table.start("skyjo", ["Ana", "Bo"])
    table.round(playing, **{"points-0": "3", "points-1": "4", "closer": "Ana"})
    won = table.start("skyjo", ["Ana", "Bo"], end_at="10")
    table.round(won, **{"points-0": "20", "points-1": "4", "closer": "Bo"})
    ended = table.start("okey", ["Cy", "Dee"])
    table.post(f"{ended}/end", {"confirm": "yes"}, form_url=ended)
    page = words(history(table))
    assert re.search(r"Skyjo · Ana and Bo [^·]+ · 1 round · in play", page)
    assert re.search(r"Skyjo · Ana and Bo [^·]+ · 1 round · won by Bo", page)
    assert re.search(r"Okey · Cy and Dee [^·]+ · 0 rounds · finished", page)


def test_a_match_the_table_ended_early_is_marked(table):
    early = table.start("skyjo", ["Ana", "Bo"])
    table.round(early, **{"points-0": "20", "points-1": "4", "closer": "Bo"})
    table.post(f"{early}/end", {"confirm": "yes"}, form_url=early)
    won = table.start("skyjo", ["Cy", "Dee"], end_at="10")
    table.round(won, **{"points-0": "20", "points-1": "4", "closer": "Dee"})
    playing = table.start("okey", ["Eli", "Fay"])
    stakes = table.start("okey-stakes", ["Gus", "Hal"])  # no end of its own: ending it is its end
    table.round(stakes, winner="Gus")
    table.post(f"{stakes}/end", {"confirm": "yes"}, form_url=stakes)
    page = words(history(table))
    assert re.search(r"Skyjo · Ana and Bo [^·]+ · 1 round · won by Bo · ended early", page)
    assert page.count("ended early") == 1
    assert re.search(r"Skyjo · Cy and Dee [^·]+ · 1 round · won by Dee Skyjo", page)
    assert re.search(r"Okey · Eli and Fay [^·]+ · 0 rounds · in play", page)
    assert re.search(r"Okey \(stakes\) · Gus and Hal [^·]+ · 1 game · won by Gus Okey", page)
    table.post(f"{early}/resume", {}, form_url=early)
    assert "ended early" not in words(history(table))


def test_an_edit_that_brings_an_ended_match_to_its_own_end_is_not_ended_early(table):
    url = table.start("skyjo", ["Ana", "Bo"], end_at="50")
    table.round(url, **{"points-0": "20", "points-1": "4", "closer": "Bo"})
    table.post(f"{url}/end", {"confirm": "yes"}, form_url=url)
    assert "ended early" in words(history(table))
    table.post(f"{url}/rounds/1", {"points-0": "60", "points-1": "4", "closer": "Bo"})
    assert "The match was ended early." not in words(table.client.get(url))
    assert "ended early" not in words(history(table))  # before: History still said so


def make_matches(app, n, game_id="okey"):
    """n matches of Ana and Bo for `family`, oldest first, made through the service layer (the
    new-match form itself is tested in test_matches.py): their URLs."""
    game = GAMES.get(game_id)
    checked, errors = validate_new_match(game, ["Ana", "Bo"])
    assert not errors
    with app.app_context():
        account = db.session.scalar(db.select(Account).filter_by(username="family"))
        return [f"/matches/{service.start_match(account, game, checked).sheet.match.id}" for _ in range(n)]


def test_25_matches_make_two_pages(table, app):
    urls = make_matches(app, 25)
    newest_first = urls[::-1]
    first = history(table)
    assert listed(first) == newest_first[:20]
    assert "Page 1 of 2" in words(first)
    assert 'href="/history/?page=2"' in first.get_data(as_text=True)
    second = history(table, "?page=2")
    assert listed(second) == newest_first[20:]
    assert "Page 2 of 2" in words(second)
    assert 'href="/history/?page=1"' in second.get_data(as_text=True)


def test_a_page_past_the_end_is_empty_not_an_error(table, app):
    make_matches(app, 2)
    assert listed(history(table, "?page=9")) == []
    assert len(listed(history(table, "?page=nonsense"))) == 2


def test_twenty_matches_fit_on_one_page(table, app):
    make_matches(app, 20)
    page = history(table)
    assert len(listed(page)) == 20 and "Page 1 of" not in words(page)


def test_the_next_page_keeps_the_filters(table, app):
    make_matches(app, 21, "skyjo")
    make_matches(app, 2, "okey")
    first = history(table, "?game=skyjo")
    assert len(listed(first)) == 20
    link = re.search(r'href="(/history/\?[^"]*page=2[^"]*)"', first.get_data(as_text=True))
    assert link and "game=skyjo" in link.group(1)
    second = table.client.get(link.group(1).replace("&amp;", "&"))
    assert len(listed(second)) == 1


def test_filter_by_game(table):
    skyjo = table.start("skyjo", ["Ana", "Bo"])
    okey = table.start("okey", ["Ana", "Bo"])
    assert listed(history(table, "?game=skyjo")) == [skyjo]
    assert listed(history(table, "?game=okey")) == [okey]
    assert listed(history(table, "?game=euchre")) == []
    assert listed(history(table, "?game=")) == [okey, skyjo]


def test_filter_by_player(table, app):
    with_cy = table.start("skyjo", ["Ana", "Cy"])
    without = table.start("skyjo", ["Ana", "Bo"])
    assert listed(history(table, f"?player={player_id(app, 'Cy')}")) == [with_cy]
    assert listed(history(table, f"?player={player_id(app, 'Ana')}")) == [without, with_cy]


def test_filter_by_finished_or_ongoing(table):
    playing = table.start("skyjo", ["Ana", "Bo"])
    won = table.start("skyjo", ["Ana", "Bo"], end_at="10")
    table.round(won, **{"points-0": "20", "points-1": "4", "closer": "Bo"})
    ended = table.start("okey", ["Ana", "Bo"])
    table.post(f"{ended}/end", {"confirm": "yes"}, form_url=ended)
    assert listed(history(table, "?status=finished")) == [ended, won]
    assert listed(history(table, "?status=ongoing")) == [playing]
    table.post(f"{ended}/resume", {}, form_url=ended)
    assert listed(history(table, "?status=ongoing")) == [ended, playing]


def test_undo_of_the_final_round_moves_a_match_back_to_ongoing(table):
    won = table.start("skyjo", ["Ana", "Bo"], end_at="10")
    table.round(won, **{"points-0": "20", "points-1": "4", "closer": "Bo"})
    table.post(f"{won}/undo", {}, form_url=won)
    assert listed(history(table, "?status=ongoing")) == [won]


def test_filters_combine(table, app):
    target = table.start("skyjo", ["Ana", "Cy"], end_at="10")
    table.round(target, **{"points-0": "20", "points-1": "4", "closer": "Cy"})
    table.start("skyjo", ["Ana", "Cy"])
    table.start("okey", ["Ana", "Cy"], start="1")
    cy = player_id(app, "Cy")
    assert listed(history(table, f"?game=skyjo&player={cy}&status=finished")) == [target]


def test_the_filter_form_offers_games_and_own_players(table):
    table.start("skyjo", ["Ana", "Bo"])
    html = history(table).get_data(as_text=True)
    games = html.split('name="game"')[1].split("</select>")[0]
    assert re.findall(r'<option[^>]*value="([\w-]*)"', games) == ["", *(g.id for g in GAMES)]
    assert ">Ana</option>" in html and ">Bo</option>" in html


def test_another_accounts_matches_are_never_listed(table, neighbours, app):
    mine = table.start("skyjo", ["Ana", "Bo"])
    neighbours.start("skyjo", ["Zed", "Yan"])
    neighbours.start("okey", ["Ana", "Bo"])
    assert listed(history(table)) == [mine]
    zed = player_id(app, "Zed", "neighbours")
    their_ana = player_id(app, "Ana", "neighbours")
    for query in (f"?player={zed}", f"?player={their_ana}", "?game=okey",
                  "?status=ongoing", f"?game=skyjo&player={zed}"):
        assert listed(history(table, query)) in ([mine], []), query
        assert "Zed" not in words(history(table, query))
    assert ">Zed</option>" not in history(table).get_data(as_text=True)


@pytest.mark.parametrize("query", ["?game=chess", "?status=won", "?player=abc", "?player=999"])
def test_unknown_filter_values_show_the_unfiltered_list(table, query):
    mine = table.start("skyjo", ["Ana", "Bo"])
    assert listed(history(table, query)) == [mine]


@pytest.fixture
def sao_paulo(app, database_url, monkeypatch):
    """The app on the same database, started with TIME_ZONE=America/Sao_Paulo (the zone is
    read when the app is made)."""
    monkeypatch.setenv("TIME_ZONE", "America/Sao_Paulo")
    there = create_app({"TESTING": True, "SECRET_KEY": "test",
                        "SQLALCHEMY_DATABASE_URI": database_url})
    yield there
    with there.app_context():
        db.session.remove()
        db.engine.dispose()


def test_dates_are_written_where_and_as_the_reader_reads_them(sao_paulo):
    """Matches started at 20:00 UTC on 1 June 2025 and at 02:00 UTC the next day were started
    at 17:00 and 23:00 in São Paulo (the configured time zone): one game night, under one
    heading written as the language writes a date; a match two days later has its own."""
    table = Table(sao_paulo.test_client())
    table.signup()
    started = {}
    for moment in (datetime(2025, 6, 1, 20, 0), datetime(2025, 6, 2, 2, 0),
                   datetime(2025, 6, 3, 19, 30)):
        started[table.start("skyjo", ["Ana", "Bo"])] = moment
    with sao_paulo.app_context():
        for url, moment in started.items():
            db.session.get(Match, url.rsplit("/", 1)[1]).created_at = moment
        db.session.commit()
    pages = {lang: table.client.get("/history/", headers={"Accept-Language": lang})
             for lang in ("en", "pt")}
    days = {lang: re.findall(r'<h2 class="day" id="[^"]+">([^<]+)</h2>',
                             page.get_data(as_text=True)) for lang, page in pages.items()}
    assert days == {"en": ["Tuesday, June 3, 2025", "Sunday, June 1, 2025"],
                    "pt": ["terça-feira, 3 de junho de 2025", "domingo, 1 de junho de 2025"]}
    assert listed(pages["en"]) == list(reversed(started))  # newest first, across the days
    html = pages["en"].get_data(as_text=True)  # each link is described by its day's heading
    assert re.findall(r'<a href="/matches/[^"]+" aria-describedby="([^"]+)"', html) == [
        "day-1", "day-2", "day-2"]
    assert re.findall(r'<h2 class="day" id="([^"]+)"', html) == ["day-1", "day-2"]
    shown = {lang: words(page) for lang, page in pages.items()}
    assert re.search(r"Sunday, June 1, 2025 Skyjo · Ana and Bo 11:00\sPM .* Skyjo · Ana and Bo "
                     r"5:00\sPM", shown["en"])
    assert "3 de junho de 2025 Skyjo · Ana e Bo 16:30" in shown["pt"]


@pytest.mark.parametrize("machine, used", [
    ("Europe/Oslo", "Europe/Oslo"),
    ("right/Europe/Oslo", "Europe/Oslo"),  # zoneinfo's variants of a name
    ("posix/America/Sao_Paulo", "America/Sao_Paulo"),
    (None, "UTC"),  # e.g. /etc/localtime a copied file: the zone has no name
    ("Nowhere/Land", "UTC"),
    (LookupError, "UTC"),  # the machine's settings contradict each other
])
def test_without_time_zone_set_the_machines_own_is_used(monkeypatch, machine, used):
    """Rulezz runs on a machine at the table: its clock's zone is the table's (tzlocal), and
    one it cannot name never keeps the app from starting."""
    def machine_zone():
        if machine is LookupError:
            raise LookupError("TZ and /etc/timezone disagree")
        return machine

    monkeypatch.delenv("TIME_ZONE")
    monkeypatch.setattr(tzlocal, "get_localzone_name", machine_zone)
    assert config.time_zone() == used
    monkeypatch.setenv("TIME_ZONE", "America/Sao_Paulo")
    assert config.time_zone() == "America/Sao_Paulo"


def test_a_time_zone_that_does_not_exist_stops_the_app_at_once(monkeypatch):
    monkeypatch.setenv("TIME_ZONE", "Mars/Olympus")
    with pytest.raises(ValueError, match="TIME_ZONE: no time zone is called 'Mars/Olympus'"):
        create_app({"TESTING": True, "SECRET_KEY": "test"})
