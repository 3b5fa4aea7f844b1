from hypothesis import given, settings, strategies as st

from games import GAMES
from games.seats import from_seats, to_seats
from tests.games.strategies import matches, round_inputs


@settings(max_examples=30, deadline=None)
@given(data=st.data(), game=st.sampled_from(list(GAMES)))
def test_seats_round_trip(data, game):
    match = data.draw(matches(game))
    clean = data.draw(round_inputs(game, match))
    stored = to_seats(game, match.players, clean)
    assert from_seats(game, match.players, stored) == clean
    assert not any(p in str(stored) for p in match.players), "no names in the stored form"


def test_rename_follows_the_seat():
    skyjo = GAMES.get("skyjo")
    stored = to_seats(skyjo, ("Ana", "Bo"), {"points": {"Ana": 3, "Bo": 4}, "closer": "Bo"})
    assert stored == {"points": {"0": 3, "1": 4}, "closer": 1}
    assert from_seats(skyjo, ("Ana", "Robert"), stored) == {
        "points": {"Ana": 3, "Robert": 4}, "closer": "Robert"}
