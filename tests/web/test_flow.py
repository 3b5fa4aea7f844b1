"""A first match through the Flask test client, as a table would play it."""

import re

from sqlalchemy.orm import Session

from extensions import db
from services import matches as service
from services.matches import unit
from models import Match, Round


def text(response) -> str:
    return re.sub(r"\s+", " ", response.get_data(as_text=True))


def test_skyjo_match_from_start_to_winner(table, app):
    url = table.start("skyjo", ["Ana", "Bo", "Cy"])
    assert table.round(url, **{"points-0": "45", "points-1": "5", "points-2": "30",
                               "closer": "Bo"}).status_code == 302
    page = text(table.client.get(url))
    assert "Standings after 1 round" in page and "Bo starts." in page
    table.round(url, **{"points-0": "30", "points-1": "20", "points-2": "25", "closer": "Ana"})
    page = text(table.client.get(url))
    assert "Bo wins!" in page and "Final standings" in page
    assert "Ana closed with 30 but Bo had 20: Ana&#39;s 30 is doubled to 60." in page
    assert "Enter round 3" not in page


def test_bad_round_keeps_values_and_stores_nothing(table, app):
    url = table.start("skyjo", ["Ana", "Bo"])
    response = table.round(url, **{"points-0": "141", "points-1": "", "closer": "Ana"})
    page = text(response)
    assert response.status_code == 200
    assert "141 cannot come from twelve Skyjo cards" in page
    assert "Enter a number for Bo." in page
    assert 'value="141"' in page
    with app.app_context():
        assert db.session.scalar(db.select(db.func.count(Round.id))) == 0


def test_the_same_form_twice_stores_one_round(table, app):
    url = table.start("skyjo", ["Ana", "Bo"])
    data = {"nonce": table.nonce(url), "points-0": "3", "points-1": "4", "closer": "Ana"}
    table.post(url, data)
    table.post(url, data)
    with app.app_context():
        assert db.session.scalar(db.select(db.func.count(Round.id))) == 1


def test_undo_edit_and_delete_replay(table, app):
    url = table.start("skyjo", ["Ana", "Bo"])
    for a, b in ((1, 2), (3, 4), (5, 6)):
        table.round(url, **{"points-0": str(a), "points-1": str(b), "closer": "Ana"})
    table.post(f"{url}/undo", {}, form_url=url)
    edit = f"{url}/rounds/1"
    table.post(edit, {"points-0": "10", "points-1": "2", "closer": "Ana"})
    page = text(table.client.get(url))
    assert "Standings after 2 rounds" in page
    with app.app_context():
        match = db.session.scalars(db.select(Match)).one()
        assert [r.input["points"] for r in match.rounds] == [{"0": 10, "1": 2}, {"0": 3, "1": 4}]
    table.post(f"{url}/rounds/1/delete", {}, form_url=edit)
    with app.app_context():
        match = db.session.scalars(db.select(Match)).one()
        assert [(r.number, r.input["points"]) for r in match.rounds] == [(1, {"0": 3, "1": 4})]


def test_post_without_csrf_is_refused(table):
    url = table.start("skyjo", ["Ana", "Bo"])
    response = table.client.post(url, data={"points-0": "1", "points-1": "2", "closer": "Ana"})
    assert response.status_code == 400


def test_standings_answer_304_until_the_match_changes(table):
    url = table.start("skyjo", ["Ana", "Bo"])
    first = table.client.get(url)
    tag = first.headers["ETag"]
    assert first.headers["Cache-Control"] == "private, no-cache"
    again = table.client.get(url, headers={"If-None-Match": tag})
    assert again.status_code == 304 and again.get_data() == b""
    table.round(url, **{"points-0": "3", "points-1": "4", "closer": "Ana"})
    changed = table.client.get(url, headers={"If-None-Match": tag})
    assert changed.status_code == 200 and changed.headers["ETag"] != tag
    assert "Standings after 1 round" in text(changed)


def test_two_changes_at_the_same_moment_make_two_versions(table, app):
    """Two phones each load the match, then both store a change: each change is its own
    version (an ETag), so neither phone can be told its old page is current."""
    url = table.start("skyjo", ["Ana", "Bo"])
    for points in ("1", "2"):
        table.round(url, **{"points-0": points, "points-1": "4", "closer": "Ana"})
    match_id = url.rsplit("/", 1)[1]
    with app.app_context():
        sessions = [Session(db.engine), Session(db.engine)]
        loaded = [s.get(Match, match_id) for s in sessions]  # both phones read version n
        before = [match.version for match in loaded]
        for s, match, number in zip(sessions, loaded, (1, 2)):
            match.rounds[number - 1].input = {"points": [5, 5], "closer": 0}
            unit.next_version(match)
            s.commit()
            s.close()
        assert before[0] == before[1]
        assert db.session.get(Match, match_id).version == before[0] + 2


def test_a_page_with_a_message_is_never_answered_304(table):
    url = table.start("skyjo", ["Ana", "Bo"])
    tag = table.client.get(url).headers["ETag"]
    table.round(url, **{"points-0": "3", "points-1": "4", "closer": "Ana"})
    table.post(f"{url}/rounds/1", {"points-0": "5", "points-1": "4", "closer": "Ana"})
    page = table.client.get(url, headers={"If-None-Match": tag})  # flashes "Round 1 changed"
    assert page.status_code == 200 and "Round 1 changed." in text(page)
    assert "ETag" not in page.headers


def test_pages_are_compressed_and_static_files_cached_by_content(table):
    page = table.client.get("/faq/skyjo", headers={"Accept-Encoding": "gzip"})
    assert page.headers["Content-Encoding"] == "gzip"
    css = re.search(r'href="(/static/rulezz\.css\?v=[0-9a-f]{12})"', text(table.client.get("/")))
    assert css, "the stylesheet's URL carries its content hash"
    response = table.client.get(css.group(1))
    response.close()  # a static file is streamed from disk
    assert "max-age=31536000" in response.headers["Cache-Control"]


def test_make_run_prints_an_address_for_phones(app):
    output = app.test_cli_runner().invoke(args=["address", "--port", "8123"]).output
    address = re.search(r"open: http://(\d+\.\d+\.\d+\.\d+):8123/", output)
    assert address, output
    assert all(0 <= int(part) <= 255 for part in address.group(1).split("."))


def test_a_compressed_copy_is_revalidated_too(table):
    url = table.start("skyjo", ["Ana", "Bo"])
    tag = table.client.get(url, headers={"Accept-Encoding": "gzip"}).headers["ETag"]
    assert tag.endswith(':gzip"'), "the compressed page carries its own tag"
    again = table.client.get(url, headers={"If-None-Match": tag, "Accept-Encoding": "gzip"})
    assert again.status_code == 304


def test_long_matches_show_the_last_rounds_and_all_on_request(table):
    url = table.start("skyjo", ["Ana", "Bo"], end_at="1000")
    for i in range(22):
        table.round(url, **{"points-0": str(i), "points-1": "1", "closer": "Bo"})
    page = text(table.client.get(url))
    assert "Show all 22 rounds" in page
    assert f'href="{url}/rounds/3"' in page and f'href="{url}/rounds/2"' not in page
    everything = text(table.client.get(f"{url}?rounds=all"))
    assert f'href="{url}/rounds/1"' in everything and "Show all" not in everything


def test_history_shows_the_replayed_count_and_winners_after_changes(table):
    url = table.start("skyjo", ["Ana", "Bo"])
    for a in (5, 7):
        table.round(url, **{"points-0": str(a), "points-1": "40", "closer": "Ana"})
    table.post(f"{url}/undo", {}, form_url=url)
    assert "1 round ·" in text(table.client.get("/history/"))
    table.round(url, **{"points-0": "1", "points-1": "90", "closer": "Ana"})
    history = text(table.client.get("/history/"))
    assert "2 rounds" in history and "won by Ana" in history


def test_another_account_never_gets_a_304_for_a_match_it_does_not_own(table, neighbours):
    url = table.start("skyjo", ["Ana", "Bo"])
    table.client.get(url)  # shows the welcome message once
    tag = table.client.get(url).headers["ETag"]
    assert table.client.get(url, headers={"If-None-Match": tag}).status_code == 304
    assert neighbours.client.get(url, headers={"If-None-Match": tag}).status_code == 404
