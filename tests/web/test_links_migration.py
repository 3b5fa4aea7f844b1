"""Migration 0005 moves a match's spectator link (match.share_token) into the links table as a
watch link: the address phones have bookmarked keeps opening the standings, the match page
lists it, and no token is left in the match table."""

from sqlalchemy import create_engine, text

from app import create_app
from extensions import db
from tests.web.test_stats_migration import ana_and_bo, empty_url, upgrade  # noqa: F401

OLD_TOKEN = "Zq3kT0bEaXr2mNc8vWp1Yg"  # secrets.token_urlsafe(16), as the old link was made


def test_an_upgrade_keeps_the_old_spectator_link_opening(empty_url):  # noqa: F811
    upgrade(empty_url, "0004")
    engine = create_engine(empty_url)
    with engine.begin() as conn:
        ana_and_bo(conn)
        conn.execute(text(
            "INSERT INTO match (id, account_id, game_id, settings, closed, version, round_count,"
            " winners, finished, share_token, created_at, updated_at) VALUES ('m1', 1, 'skyjo', "
            "'{\"end_at\": 100}', false, 1, 1, '[]', false, :token, '2026-01-01', "
            "'2026-01-02')"), {"token": OLD_TOKEN})
        conn.execute(text("INSERT INTO seat (match_id, seat, player_id) VALUES ('m1', 0, 1), "
                          "('m1', 1, 2)"))
        conn.execute(text("INSERT INTO round (match_id, number, input, created_at) VALUES "
                          "('m1', 1, '{\"points\": {\"0\": 5, \"1\": 8}, \"closer\": 0}', "
                          "'2026-01-01')"))
    upgrade(empty_url)
    with engine.connect() as conn:
        left = conn.execute(text("SELECT share_token FROM match")).scalars().all()
        kinds = conn.execute(text("SELECT kind, keyed FROM match_link")).all()
    engine.dispose()
    assert left == [None] and [(k, bool(keyed)) for k, keyed in kinds] == [("watch", False)]

    app = create_app({"TESTING": True, "SECRET_KEY": "tests",
                      "SQLALCHEMY_DATABASE_URI": empty_url})
    try:
        page = app.test_client().get(f"/s/{OLD_TOKEN}")
        assert page.status_code == 200 and "Ana" in page.get_data(as_text=True)
        with app.test_request_context():
            from models import Match
            from services import links
            listed = links.live(db.session.get(Match, "m1"))
        assert [(link.kind, link.token) for link in listed] == [("watch", OLD_TOKEN)]
    finally:
        with app.app_context():
            db.engine.dispose()
