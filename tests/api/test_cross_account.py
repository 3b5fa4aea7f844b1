"""Another account's match does not exist for you: 404 on every match endpoint, nothing changed."""

import pytest

from .conftest import documented

ROUND = {"points": {"Ana": 1, "Bo": 2}, "closer": "Ana"}
ENDPOINTS = [
    ("GET", "/matches/{id}", None),
    ("DELETE", "/matches/{id}", None),
    ("POST", "/matches/{id}/end", None),
    ("POST", "/matches/{id}/rounds", ROUND),
    ("PUT", "/matches/{id}/rounds/1", ROUND),
    ("DELETE", "/matches/{id}/rounds/1", None),
    ("POST", "/matches/{id}/share", None),
    ("DELETE", "/matches/{id}/share", None),
]


@pytest.mark.parametrize("method, path, data", ENDPOINTS,
                         ids=[f"{m} {p}" for m, p, _ in ENDPOINTS])
def test_another_accounts_match_is_404(api, other, skyjo, method, path, data):
    shared = api.post(f"/matches/{skyjo['id']}/share").get_json()
    kwargs = {"json": data} if data is not None else {}
    for headers in ({}, {"Idempotency-Key": "neighbour-key"}):
        response = other.call(method, path.format(id=skyjo["id"]), headers=headers, **kwargs)
        assert response.status_code == 404
        documented("Error", response.get_json())
        # The answer is the same as for a match that does not exist at all.
        unknown = other.call(method, path.format(id="x" * len(skyjo["id"])), **kwargs)
        assert unknown.status_code == 404
        assert response.get_json() == unknown.get_json()
    assert api.get(f"/matches/{skyjo['id']}").get_json() == shared


def test_another_accounts_matches_are_not_listed(api, other, skyjo):
    assert other.get("/matches").get_json() == {"matches": [], "next_page": None}
    assert other.get("/matches", query_string={"player": "Ana"}).get_json()["matches"] == []
    mine = other.start("skyjo", ["Ana", "Bo"])
    assert [m["id"] for m in other.get("/matches").get_json()["matches"]] == [mine["id"]]
    assert [m["id"] for m in api.get("/matches").get_json()["matches"]] == [skyjo["id"]]


def test_the_same_names_on_two_accounts_are_two_rosters(api, other, skyjo):
    theirs = other.start("okey", ["ana", "Bo"])
    assert theirs["players"] == ["ana", "Bo"]
    assert api.get("/matches", query_string={"player": "Ana"}).get_json()["matches"][0]["id"] \
        == skyjo["id"]
