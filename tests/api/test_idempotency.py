"""Idempotency-Key: a POST repeated with the same key gets the first answer and stores nothing new;
the same key with a different request is refused."""

import pytest

from extensions import db
from models import Match, Round

from .conftest import answered_as_documented

NEW = {"game": "skyjo", "players": ["Ana", "Bo"]}
ROUND = {"points": {"Ana": 3, "Bo": 9}, "closer": "Ana"}


def count(app, model) -> int:
    with app.app_context():
        return db.session.scalar(db.select(db.func.count(model.id)))


def key(value: str) -> dict:
    return {"Idempotency-Key": value}


def test_a_new_match_sent_twice_is_stored_once(api, app):
    first = api.post("/matches", NEW, headers=key("start-1"))
    again = api.post("/matches", NEW, headers=key("start-1"))
    assert first.status_code == again.status_code == 201
    assert again.get_json() == first.get_json()
    assert count(app, Match) == 1
    assert [m["id"] for m in api.get("/matches").get_json()["matches"]] == [first.get_json()["id"]]


def test_without_a_key_each_post_is_new(api, app):
    assert api.post("/matches", NEW).get_json()["id"] != api.post("/matches", NEW).get_json()["id"]
    assert count(app, Match) == 2


def test_a_round_sent_twice_is_stored_once(api, app, skyjo):
    path = f"/matches/{skyjo['id']}/rounds"
    first = api.post(path, ROUND, headers=key("round-2"))
    again = api.post(path, ROUND, headers=key("round-2"))
    assert first.status_code == again.status_code == 201
    assert again.get_json() == first.get_json()
    assert len(first.get_json()["rounds"]) == 2
    assert count(app, Round) == 2
    assert api.get(f"/matches/{skyjo['id']}").get_json() == first.get_json()
    # The same round again under a new key is a new round, as the table meant.
    assert len(api.post(path, ROUND, headers=key("round-3")).get_json()["rounds"]) == 3


def test_a_repeat_gets_the_first_answer_even_after_later_changes(api, skyjo):
    path = f"/matches/{skyjo['id']}/rounds"
    first = api.post(path, ROUND, headers=key("k")).get_json()
    api.post(path, ROUND)
    assert api.post(path, ROUND, headers=key("k")).get_json() == first
    assert len(api.get(f"/matches/{skyjo['id']}").get_json()["rounds"]) == 3


@pytest.mark.parametrize("path, body, other", [
    ("/matches", NEW, {"game": "skyjo", "players": ["Ana", "Cy"]}),
    ("/matches/{id}/rounds", ROUND, {"points": {"Ana": 4, "Bo": 9}, "closer": "Ana"}),
], ids=["new match", "round"])
def test_the_same_key_with_a_different_body_is_422_and_stores_nothing(api, app, skyjo, path,
                                                                      body, other):
    path = path.format(id=skyjo["id"])
    assert api.post(path, body, headers=key("used")).status_code == 201
    matches, rounds = count(app, Match), count(app, Round)
    response = api.post(path, other, headers=key("used"))
    assert response.status_code == 422
    assert (count(app, Match), count(app, Round)) == (matches, rounds)


def test_the_same_key_and_body_for_another_round_number_is_422(api, app, skyjo):
    """`?round=n` is part of what a key stands for; a retry of the same POST gets its answer."""
    path = f"/matches/{skyjo['id']}/rounds"
    first = api.post(f"{path}?round=2", ROUND, headers=key("r"))
    assert first.status_code == 201
    assert api.post(f"{path}?round=2", ROUND, headers=key("r")).get_json() == first.get_json()
    response = api.post(f"{path}?round=3", ROUND, headers=key("r"))
    assert response.status_code == 422 and "Idempotency-Key" in response.get_json()["errors"]
    assert count(app, Round) == 2


@pytest.mark.parametrize("path, template, body", [
    ("/matches", "/matches", NEW),
    ("/matches/{id}/rounds", "/matches/{match_id}/rounds", ROUND),
], ids=["new match", "round"])
def test_the_refusal_of_a_reused_key_is_answered_as_documented(api, skyjo, path, template, body):
    """The document's 422 is {"errors": {field: message}}: a reused key must be answered so."""
    path = path.format(id=skyjo["id"])
    api.post(path, body, headers=key("used"))
    response = api.post(path, {**body, "extra": 1}, headers=key("used"))
    assert response.status_code == 422
    answered_as_documented("post", template, response)


def test_a_key_used_on_another_endpoint_is_refused(api, app, skyjo):
    assert api.post("/matches", NEW, headers=key("shared")).status_code == 201
    response = api.post(f"/matches/{skyjo['id']}/rounds", ROUND, headers=key("shared"))
    assert response.status_code == 422
    assert count(app, Round) == 1


def test_ending_twice_with_a_key_answers_the_same(api, skyjo):
    first = api.post(f"/matches/{skyjo['id']}/end", headers=key("end"))
    again = api.post(f"/matches/{skyjo['id']}/end", headers=key("end"))
    assert first.status_code == again.status_code == 200
    assert again.get_json() == first.get_json()
    assert first.get_json()["finished"] is True


def test_every_answer_of_end_with_a_key_is_documented(api, skyjo):
    """POST /matches/<id>/end takes an Idempotency-Key, so it can answer what a key can cause:
    400 for a key of the wrong length and 422 for a key reused on another match."""
    other = api.start("skyjo", ["Ana", "Bo"])
    assert api.post(f"/matches/{skyjo['id']}/end", headers=key("end")).status_code == 200
    reused = api.post(f"/matches/{other['id']}/end", headers=key("end"))
    assert reused.status_code == 422
    assert api.get(f"/matches/{other['id']}").get_json()["finished"] is False
    too_long = api.post(f"/matches/{other['id']}/end", headers=key("k" * 201))
    assert too_long.status_code == 400
    answered_as_documented("post", "/matches/{match_id}/end", too_long)
    answered_as_documented("post", "/matches/{match_id}/end", reused)


@pytest.mark.parametrize("value", ["", "k" * 201])
def test_a_key_of_the_wrong_length_is_400(api, app, value):
    response = api.post("/matches", NEW, headers=key(value))
    assert response.status_code == 400
    answered_as_documented("post", "/matches", response)
    assert count(app, Match) == 0


def test_a_key_of_200_characters_is_fine(api, app):
    for _ in range(2):
        assert api.post("/matches", NEW, headers=key("k" * 200)).status_code == 201
    assert count(app, Match) == 1


def test_keys_belong_to_one_account(api, other, app):
    mine = api.post("/matches", NEW, headers=key("same")).get_json()
    theirs = other.post("/matches", NEW, headers=key("same"))
    assert theirs.status_code == 201
    assert theirs.get_json()["id"] != mine["id"]
    assert count(app, Match) == 2
    assert other.get(f"/matches/{mine['id']}").status_code == 404


def test_a_refused_first_answer_is_repeated_and_stores_nothing(api, app, skyjo):
    path = f"/matches/{skyjo['id']}/rounds"
    first = api.post(path, {"points": {"Ana": 3}, "closer": "Ana"}, headers=key("bad"))
    again = api.post(path, {"points": {"Ana": 3}, "closer": "Ana"}, headers=key("bad"))
    assert first.status_code == again.status_code == 422
    assert again.get_json() == first.get_json()
    assert count(app, Round) == 1


def test_a_request_that_failed_frees_its_key(api, app, skyjo):
    """A body that is not JSON fails with 400 before anything is done; the key may be used again
    for the real request, which is then stored."""
    path = f"/matches/{skyjo['id']}/rounds"
    broken = api.post(path, data="{oops", content_type="application/json", headers=key("retry"))
    assert broken.status_code == 400
    fixed = api.post(path, ROUND, headers=key("retry"))
    assert fixed.status_code == 201
    assert count(app, Round) == 2


def test_a_repeat_for_a_finished_match_still_gets_the_first_answer(api, app):
    match = api.start("skyjo", ["Ana", "Bo"], settings={"end_at": 10})
    path = f"/matches/{match['id']}/rounds"
    winning = {"points": {"Ana": 12, "Bo": 3}, "closer": "Bo"}
    first = api.post(path, winning, headers=key("last"))
    assert first.status_code == 201 and first.get_json()["finished"] is True
    again = api.post(path, winning, headers=key("last"))
    assert again.status_code == 201 and again.get_json() == first.get_json()
    assert api.post(path, winning).status_code == 409
    assert count(app, Round) == 1


def lose_the_answer(app, value: str) -> None:
    """What a worker killed after its round's commit, before its key's answer, leaves: the key
    reserved with no answer, long enough ago to be taken over."""
    from datetime import timedelta

    from services.idempotency import STALE
    from models import IdempotentRequest
    from models.base import utcnow

    with app.app_context():
        db.session.execute(db.update(IdempotentRequest).filter_by(key=value).values(
            status=None, body=None, created_at=utcnow() - STALE - timedelta(seconds=1)))
        db.session.commit()


@pytest.mark.parametrize("last", [False, True], ids=["a round", "the round that ends it"])
def test_a_round_whose_answer_died_with_its_worker_is_not_stored_again(api, app, last):
    match = api.post("/matches", {**NEW, "settings": {"end_at": 10}}).get_json()
    path = f"/matches/{match['id']}/rounds"
    round_ = {"points": {"Ana": 3, "Bo": 12 if last else 9}, "closer": "Ana"}
    first = api.post(path, round_, headers=key("killed"))
    assert first.status_code == 201 and first.get_json()["finished"] is last
    lose_the_answer(app, "killed")
    retry = api.post(path, round_, headers=key("killed"))
    assert retry.status_code == 201
    assert retry.get_json()["totals"] == first.get_json()["totals"]
    assert count(app, Round) == 1


def test_a_new_match_whose_answer_died_with_its_worker_is_not_made_again(api, app):
    first = api.post("/matches", NEW, headers=key("started"))
    assert first.status_code == 201
    lose_the_answer(app, "started")
    retry = api.post("/matches", NEW, headers=key("started"))
    assert retry.status_code == 201 and retry.get_json() == first.get_json()
    assert count(app, Match) == 1


def test_a_worker_stopped_after_its_commit_keeps_its_key(api, app, monkeypatch):
    """gunicorn stops a worker past its timeout with SystemExit, which may come after the work's
    commit and before the answer: the key stays taken, and a repeat is answered, not redone."""
    from api import routes

    def stopped(*args, **kwargs):
        raise SystemExit(1)

    with monkeypatch.context() as patched:
        patched.setattr(routes, "created", stopped)
        with pytest.raises(SystemExit):
            api.post("/matches", NEW, headers=key("stopped"))
    assert count(app, Match) == 1
    retry = api.post("/matches", NEW, headers=key("stopped"))
    assert retry.status_code == 201
    assert count(app, Match) == 1
    assert [m["id"] for m in api.get("/matches").get_json()["matches"]] == [retry.get_json()["id"]]


def test_an_end_whose_answer_died_with_its_worker_is_answered_from_the_match(api, app, skyjo):
    path = f"/matches/{skyjo['id']}/end"
    first = api.post(path, headers=key("ended"))
    assert first.status_code == 200 and first.get_json()["ended_early"] is True
    lose_the_answer(app, "ended")
    retry = api.post(path, headers=key("ended"))
    assert retry.status_code == 200 and retry.get_json() == first.get_json()
