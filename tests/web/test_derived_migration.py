"""Migration 0009 keeps, with each round stored before it, what its game derives from it: an
Indian Rummy round entered by cards gets its hands' arrangements, the same a new round keeps."""

import json

from sqlalchemy import create_engine, text

from games import GAMES, core
from tests.games.test_rummy_cards import BO_27, GOES_OUT
from tests.web.test_stats_migration import ana_and_bo, empty_url, upgrade  # noqa: F401

RUMMY = GAMES.get("indian-rummy")


def test_an_upgrade_keeps_each_carded_rounds_arrangements(empty_url):  # noqa: F811
    upgrade(empty_url, "0008")
    table, _ = core.validate_new_match(RUMMY, ["Ana", "Bo"], {}, None)
    engine = create_engine(empty_url)
    with engine.begin() as db:
        ana_and_bo(db)
        db.execute(text(
            "INSERT INTO match (id, account_id, game_id, settings, closed, version, round_count,"
            " winners, finished, created_at, updated_at) VALUES ('m1', 1, 'indian-rummy', "
            ":settings, false, 3, 3, '[]', false, '2026-01-01', '2026-01-01')"),
            {"settings": json.dumps(dict(table.settings))})
        db.execute(text("INSERT INTO seat (match_id, seat, player_id) VALUES ('m1', 0, 1), "
                        "('m1', 1, 2)"))
        # Stored by seat: Bo's cards in round 1, Ana's in round 3; round 2 counted at the table.
        db.execute(text("INSERT INTO round (match_id, number, input, created_at) VALUES "
                        "('m1', 1, :one, '2026-01-01'), ('m1', 2, :two, '2026-01-01'), "
                        "('m1', 3, :three, '2026-01-01')"), {
            "one": json.dumps({"winner": 0, "hands": {"1": BO_27}}),
            "two": json.dumps({"winner": 0, "deadwood": {"1": 12}}),
            "three": json.dumps({"winner": 1, "hands": {"0": GOES_OUT}})})
    upgrade(empty_url)
    with engine.connect() as db:
        kept = [json.loads(d) if isinstance(d, str) else d for d in db.execute(text(
            "SELECT derived FROM round ORDER BY number")).scalars()]
    engine.dispose()
    made = [core.derivation(RUMMY, table, inp) for inp in (
        {"winner": "Ana", "hands": {"Bo": BO_27}}, {"winner": "Bo", "hands": {"Ana": GOES_OUT}})]
    assert kept == [made[0], None, made[1]]
    assert kept[0]["arranged"][" ".join(BO_27)]["why"] == "melded"
