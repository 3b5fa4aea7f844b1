"""SQL statements per page: the same however many rounds a match has and however many matches
an account has, and at most 8 (issue 6's budget; `make bench` counts the same pages on a large
database). A page that grew a query per round or per match fails here, in CI."""

import pytest
from sqlalchemy import event

from extensions import db
from tests.web.test_history import make_matches

MOST = 8


@pytest.fixture
def statements(app):
    seen = []

    def count(conn, cursor, statement, parameters, context, executemany):
        seen.append(statement)

    with app.app_context():
        engine = db.engine
    event.listen(engine, "before_cursor_execute", count)
    yield seen
    event.remove(engine, "before_cursor_execute", count)


def counted(statements, request, expect=200) -> int:
    statements.clear()
    response = request()
    assert response.status_code == expect
    return len(statements)


def match_with_rounds(table, n: int) -> str:
    url = table.start("skyjo", ["Ana", "Bo", "Cy"], end_at="1000")
    for _ in range(n):
        table.round(url, **{"points-0": "1", "points-1": "2", "points-2": "3", "closer": "Ana"})
    return url


def test_the_match_page_and_a_round_post_do_not_grow_with_rounds(table, statements):
    per = {}
    for n in (1, 12):
        url = match_with_rounds(table, n)
        page = lambda: table.client.get(url)  # noqa: E731
        tag = page().headers["ETag"]
        token, nonce = table.token(url), table.nonce(url)
        per[n] = (
            counted(statements, page),
            counted(statements, lambda: table.client.get(url, headers={"If-None-Match": tag}),
                    304),
            counted(statements, lambda: table.client.post(url, data={
                "csrf_token": token, "nonce": nonce, "points-0": "1", "points-1": "2",
                "points-2": "3", "closer": "Bo"}), 302),
            counted(statements, lambda: table.client.get(f"{url}/rounds/1")))
    assert per[1] == per[12]
    page, not_modified, post, edit = per[1]
    # a 304 reads the logged-in account (Flask-Login) and the match's owner and version
    assert not_modified == 2 and max(page, post, edit) <= MOST


def test_history_and_home_do_not_grow_with_matches(table, app, statements):
    per = {}
    for more, total in ((3, 3), (22, 25)):
        make_matches(app, more)
        per[total] = (counted(statements, lambda: table.client.get("/history/")),
                      counted(statements, lambda: table.client.get("/")))
    assert per[3] == per[25]
    assert max(per[3]) <= MOST
