"""SQL statements per request, counted in-process: the Flask test client, and a SQLAlchemy
`before_cursor_execute` listener on db.engine. Each page is requested once to warm up, then once
counted, for accounts of 20 and of 2,000 matches whose shown matches have 10 and 200 rounds."""

import re
import uuid

from sqlalchemy import event

from app import create_app
from extensions import db

CSRF = re.compile(r'name="csrf_token"[^>]*value="([^"]+)"')
PAGES = ("home", "standings", "standings 304", "round post", "round edit page", "history",
         "FAQ", "API match GET")


def round_fields(players) -> dict:
    """A Skyjo round as the form posts it: small points, so the match stays in play."""
    fields = {f"points-{seat}": str(seat % 3) for seat in range(len(players))}
    fields["closer"] = players[1]
    return fields


def measure(database_url: str, accounts: dict, password: str, players) -> dict:
    """`accounts`: {(matches, rounds): {"username", "target", "token"}}. Returns per page and
    per account the count and the statements themselves."""
    app = create_app({"SQLALCHEMY_DATABASE_URI": database_url, "SECRET_KEY": "bench"})
    seen: list[str] = []
    with app.app_context():
        def count(conn, cursor, statement, parameters, context, executemany):
            seen.append(" ".join(statement.split())[:160])

        event.listen(db.engine, "before_cursor_execute", count)
    out = {page: {} for page in PAGES}
    for (matches, rounds), info in sorted(accounts.items()):
        client = app.test_client()
        page = client.get("/login").get_data(as_text=True)
        done = client.post("/login", data={"csrf_token": CSRF.search(page).group(1),
                                           "username": info["username"], "password": password,
                                           "remember": "y"})
        assert done.status_code == 302, done.status_code
        target = f"/matches/{info['target']}"
        api = {"Authorization": f"Bearer {info['token']}"}
        etag = client.get(target).headers.get("ETag", "").strip('"')
        token = CSRF.search(client.get(target).get_data(as_text=True)).group(1)

        def post():
            return client.post(target, data={"csrf_token": token, "nonce": uuid.uuid4().hex,
                                             **round_fields(players)})

        requests = {
            "home": (lambda: client.get("/"), 200),
            "standings": (lambda: client.get(target), 200),
            "standings 304": (lambda: client.get(target, headers={"If-None-Match": f'"{etag}"'}),
                              304),
            "round edit page": (lambda: client.get(f"{target}/rounds/1"), 200),
            "history": (lambda: client.get("/history/"), 200),
            "FAQ": (lambda: client.get("/faq/skyjo"), 200),
            "API match GET": (lambda: client.get(f"/api/v1/matches/{info['target']}",
                                                 headers=api), 200),
            "round post": (post, 302),  # last: it adds rounds
        }
        for name, (call, status) in requests.items():
            call()  # warm-up
            seen.clear()
            response = call()
            statements = list(seen)
            out[name][f"{matches}m/{rounds}r"] = {
                "count": len(statements), "status": response.status_code,
                "status_ok": response.status_code == status, "statements": statements}
    with app.app_context():
        db.session.remove()
        db.engine.dispose()
    return out
