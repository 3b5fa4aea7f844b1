"""A round entered by cards keeps what its hands counted (games.core.Derive, the round's
`derived` column), stored with it by every way a round is stored: reading the match never
searches a hand again, and a copy made by another solver is searched again and kept anew."""

import pytest

from extensions import db
from games.indian_rummy import hand as rummy_hand
from games.seats import to_seats
from models import Account, Match, Round
from services import backup, matches as service
from tests.games.test_rummy_cards import BO_27, GOES_OUT

# Two decks hold these three together (4 players); the last is the slowest hand.
SLOW = "10♥ Q♣ 10♦ J♥ Q♦ J♠ J♦ JOKER Q♥ J♣ Q♠ JOKER Q♠".split()
OTHER = "2S 3S 4S 6C 7C 8C 9D 9H 9C KS 5D JOKER 6D".split()  # in place of BO_27: K♠ counts
PLAYERS = ["Ana", "Bo", "Cy", "Dee"]


def by_cards(bo=BO_27) -> dict:
    return {"winner": "Ana", "hands": {"Bo": bo, "Cy": GOES_OUT, "Dee": SLOW}}


@pytest.fixture
def searches(monkeypatch) -> list:
    """Every hand the solver is asked to search, from now on."""
    asked, search = [], rummy_hand.arrange
    monkeypatch.setattr(rummy_hand, "arrange", lambda cards: asked.append(cards) or search(cards))
    return asked


@pytest.fixture
def match_id(api) -> str:
    match = api.start("indian-rummy", PLAYERS)
    api.round(match["id"], by_cards())
    api.round(match["id"], {**by_cards(), "winner": "Bo", "hands": {
        "Ana": BO_27, "Cy": GOES_OUT, "Dee": SLOW}})
    return match["id"]


def read(api, match_id: str) -> dict:
    response = api.get(f"/matches/{match_id}")
    assert response.status_code == 200
    return response.get_json()


def kept(app, match_id: str) -> list:
    with app.app_context():
        return list(db.session.scalars(db.select(Round.derived).filter_by(match_id=match_id)
                                       .order_by(Round.number)))


def test_reading_a_match_entered_by_cards_searches_no_hand(api, match_id, searches):
    answer = read(api, match_id)
    assert searches == []
    assert answer["rounds"][0]["deltas"] == {"Ana": 37, "Bo": -27, "Cy": 0, "Dee": -10}


def test_each_round_keeps_the_arrangements_under_the_solvers_version(app, match_id):
    for copy in kept(app, match_id):
        assert copy["version"] == rummy_hand.VERSION
        assert copy["arranged"][" ".join(SLOW)]["melds"][1] == ["10♥", "J♥", "Q♥"]


def test_a_round_by_counts_keeps_nothing(api, app):
    match = api.start("indian-rummy", PLAYERS)
    api.round(match["id"], {"winner": "Ana", "deadwood": {"Bo": 1, "Cy": 2, "Dee": 3}})
    assert kept(app, match["id"]) == [None]


def test_an_edited_round_keeps_its_new_hands_arrangements(api, match_id, searches):
    response = api.put(f"/matches/{match_id}/rounds/1", by_cards(bo=OTHER))
    assert response.status_code == 200, response.get_json()
    assert len(searches) == 3  # the edited round's hands alone: round 2 kept its copy
    searches.clear()
    assert read(api, match_id)["rounds"][0]["deltas"]["Bo"] == -10
    assert searches == []


def test_a_round_put_back_keeps_its_arrangements(api, app, match_id, searches):
    with app.app_context():
        match = db.session.get(Match, match_id)
        sheet = service.load(match)
        taken = to_seats(sheet.game, sheet.players, sheet.rounds[0])
        after = service.delete_round(match, 1, sheet).sheet
        back = service.put_back_round(match, 1, taken, after.version)
        assert back.errors == {} and back.sheet.standings.totals == sheet.standings.totals
    searches.clear()
    assert read(api, match_id)["rounds"][0]["deltas"]["Bo"] == -27
    assert searches == []


def test_a_restored_match_keeps_its_arrangements(api, app, match_id, searches):
    with app.app_context():
        data = backup.export_account(db.session.scalars(db.select(Account)).one())
        into = Account(username="restored")
        into.set_password("cards-and-tiles")
        db.session.add(into)
        db.session.commit()
        assert backup.import_account(into, data).errors == {}
        restored = db.session.scalars(db.select(Match).filter_by(account_id=into.id)).one()
        searches.clear()
        sheet = service.load(restored)
        assert searches == []
        assert sheet.standings.totals == {"Ana": 10, "Bo": 10, "Cy": 0, "Dee": -20}


def test_a_copy_from_another_solver_is_searched_again_then_kept_anew(api, app, match_id,
                                                                      searches):
    with app.app_context():
        for row in db.session.scalars(db.select(Round).filter_by(match_id=match_id)):
            row.derived = {**row.derived, "version": "another solver"}
        db.session.commit()
    first = read(api, match_id)
    assert len(searches) == 6  # not trusted: every hand of both rounds searched again
    api.round(match_id, by_cards())  # the next change keeps the copies anew
    searches.clear()
    assert read(api, match_id)["rounds"][:2] == first["rounds"]
    assert searches == []
    assert {copy["version"] for copy in kept(app, match_id)} == {rummy_hand.VERSION}
