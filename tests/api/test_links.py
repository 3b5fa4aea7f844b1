"""The API's links for other phones: made, listed and stopped by the match's account, as
documented; a score link's token enters that match's rounds (recorded as the link's) and is
refused at once once stopped."""

import pytest

from extensions import db
from models import Round
from services.links import MAX_LIVE

from .conftest import answered_as_documented

ROUND = {"points": {"Ana": 3, "Bo": 4}, "closer": "Ana"}


def links_of(api, match_id: str) -> list[dict]:
    response = api.get(f"/matches/{match_id}/links")
    assert response.status_code == 200
    answered_as_documented("get", "/matches/{match_id}/links", response)
    return response.get_json()["links"]


def make(api, match_id: str, kind: str) -> dict:
    response = api.post(f"/matches/{match_id}/links", json={"kind": kind})
    assert response.status_code == 201
    answered_as_documented("post", "/matches/{match_id}/links", response)
    return response.get_json()


def test_links_are_made_listed_and_stopped(api, app, skyjo):
    watch, score = make(api, skyjo["id"], "watch"), make(api, skyjo["id"], "score")
    assert (watch["kind"], score["kind"]) == ("watch", "score")
    assert watch["url"] == f"http://localhost/s/{watch['token']}"
    assert score["url"] == f"http://localhost/score/{score['token']}"
    assert [link["token"] for link in links_of(api, skyjo["id"])] == [watch["token"],
                                                                      score["token"]]
    assert app.test_client().get(watch["url"]).status_code == 200
    stopped = api.delete(f"/matches/{skyjo['id']}/links/{watch['token']}")
    assert stopped.status_code == 204
    assert app.test_client().get(watch["url"]).status_code == 404
    assert [link["kind"] for link in links_of(api, skyjo["id"])] == ["score"]
    again = api.delete(f"/matches/{skyjo['id']}/links/{watch['token']}")
    assert again.status_code == 404
    answered_as_documented("delete", "/matches/{match_id}/links/{token}", again)


def test_the_spectator_link_is_the_first_watch_link(api, skyjo):
    watch = make(api, skyjo["id"], "watch")
    make(api, skyjo["id"], "watch")
    assert api.get(f"/matches/{skyjo['id']}").get_json()["share_url"] == watch["url"]
    assert api.get("/matches").get_json()["matches"][0]["share_url"] == watch["url"]
    assert api.post(f"/matches/{skyjo['id']}/share").get_json()["share_url"] == watch["url"]


@pytest.mark.parametrize("body", [{}, {"kind": "edit"}, {"kind": ["score"]}, {"kind": None}])
def test_a_link_is_of_a_known_kind(api, skyjo, body):
    response = api.post(f"/matches/{skyjo['id']}/links", json=body)
    assert response.status_code == 422
    assert response.get_json() == {"errors": {"kind": "Choose one of: watch, score."}}


def test_a_match_has_a_bounded_number_of_links(api, skyjo):
    for _ in range(MAX_LIVE):
        make(api, skyjo["id"], "score")
    response = api.post(f"/matches/{skyjo['id']}/links", json={"kind": "watch"})
    assert response.status_code == 422
    assert len(links_of(api, skyjo["id"])) == MAX_LIVE


def test_a_score_token_enters_rounds_recorded_as_its_own(api, app, skyjo):
    score = make(api, skyjo["id"], "score")
    phone = api.as_(score["token"])
    api.round(skyjo["id"], ROUND)
    response = phone.post(f"/matches/{skyjo['id']}/rounds", json=ROUND,
                          headers={"Idempotency-Key": "from-the-phone"})
    assert response.status_code == 201
    answered_as_documented("post", "/matches/{match_id}/rounds", response)
    repeat = phone.post(f"/matches/{skyjo['id']}/rounds", json=ROUND,
                        headers={"Idempotency-Key": "from-the-phone"})
    assert repeat.get_json() == response.get_json()  # the first answer, nothing stored again
    with app.app_context():
        entered = [r.link_id is not None for r in
                   db.session.scalars(db.select(Round).order_by(Round.number))]
    assert entered == [False, False, True]  # the fixture's round, the account's, the phone's
    assert phone.get(f"/matches/{skyjo['id']}").status_code == 401  # rounds only
    api.post(f"/matches/{skyjo['id']}/share")  # a watch link: only the account is told it
    assert "share_url" in api.round(skyjo["id"], ROUND)
    undone = phone.delete(f"/matches/{skyjo['id']}/rounds/4")
    assert undone.status_code == 200 and "share_url" not in undone.get_json()
    assert "share_url" not in phone.post(f"/matches/{skyjo['id']}/rounds", json=ROUND).get_json()


def test_a_stopped_score_token_is_refused_at_once(api, skyjo):
    score = make(api, skyjo["id"], "score")
    phone = api.as_(score["token"])
    assert phone.post(f"/matches/{skyjo['id']}/rounds", json=ROUND).status_code == 201
    assert api.delete(f"/matches/{skyjo['id']}/links/{score['token']}").status_code == 204
    refused = phone.post(f"/matches/{skyjo['id']}/rounds", json=ROUND)
    assert refused.status_code == 401
    assert phone.delete(f"/matches/{skyjo['id']}/rounds/1").status_code == 401
    rounds = api.get(f"/matches/{skyjo['id']}").get_json()["rounds"]
    assert len(rounds) == 2  # the fixture's and the phone's


def test_another_accounts_links_cannot_be_seen_or_stopped(api, other, skyjo, app):
    score = make(api, skyjo["id"], "score")
    assert other.get(f"/matches/{skyjo['id']}/links").status_code == 404
    assert other.delete(f"/matches/{skyjo['id']}/links/{score['token']}").status_code == 404
    mine = other.start("skyjo", ["Cy", "Dee"])
    assert other.delete(f"/matches/{mine['id']}/links/{score['token']}").status_code == 404
    assert app.test_client().get(score["url"]).status_code == 302  # still works
