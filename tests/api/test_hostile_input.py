"""Text no database column can hold (a NUL character) must be answered with a 4xx or stored
safely, never a 500: PostgreSQL refuses NUL in text, so any such value that reaches a query
unchecked crashes there. These run on SQLite and, in the PostgreSQL pass, on PostgreSQL."""

import pytest

from .conftest import API

NUL = "\x00"


def test_a_nul_in_a_new_username_is_422(client):
    response = client.post(f"{API}/accounts", json={"username": f"fam{NUL}ily",
                                                    "password": "cards-and-tiles"})
    assert response.status_code == 422, response.get_data(as_text=True)
    assert "username" in response.get_json()["errors"]


def test_a_nul_in_a_login_name_is_401(client, token):
    response = client.post(f"{API}/tokens", json={"username": f"fam{NUL}ily",
                                                  "password": "cards-and-tiles"})
    assert response.status_code == 401, response.get_data(as_text=True)


def test_a_nul_in_a_player_name_is_refused_or_kept_never_a_crash(api):
    response = api.post("/matches", {"game": "skyjo", "players": [f"A{NUL}na", "Bo"]})
    assert response.status_code in (201, 422), response.get_data(as_text=True)
    if response.status_code == 201:
        match = response.get_json()
        assert api.get(f"/matches/{match['id']}").get_json()["players"] == [f"A{NUL}na", "Bo"]
    else:
        assert "players" in response.get_json()["errors"]


@pytest.mark.parametrize("query", [{"game": f"sky{NUL}jo"}, {"player": f"A{NUL}"}],
                         ids=["game", "player"])
def test_a_nul_in_a_list_filter_finds_nothing(api, skyjo, query):
    response = api.get("/matches", query_string=query)
    assert response.status_code == 200, response.get_data(as_text=True)
    assert response.get_json() == {"matches": [], "next_page": None}


def test_a_nul_in_a_match_id_is_404(api, skyjo):
    for method in ("GET", "DELETE"):
        response = api.call(method, "/matches/ab%00cd")
        assert response.status_code == 404, (method, response.get_data(as_text=True))
    response = api.post("/matches/ab%00cd/rounds", {"points": {"Ana": 1, "Bo": 2},
                                                    "closer": "Ana"})
    assert response.status_code == 404, response.get_data(as_text=True)


@pytest.mark.parametrize("query", ["until=", "since=", "game=", "since=&until=2026-01-01"])
def test_a_statistics_filter_given_empty_is_refused_not_ignored(api, query):
    response = api.get(f"/stats?{query}")
    assert response.status_code == 422
    empty = query.split("=")[0]
    assert response.get_json()["errors"][empty] == "Give a value, or leave the parameter out."


@pytest.mark.parametrize("method, path, allowed", [
    ("put", "/matches", {"GET", "POST"}), ("patch", "/games", {"GET"}),
])
def test_a_method_not_allowed_names_those_that_are(client, method, path, allowed):
    response = getattr(client, method)(API + path)
    assert response.status_code == 405
    assert set(response.headers["Allow"].replace(" ", "").split(",")) >= allowed
