"""Hostile requests get a clear 4xx quickly and change nothing: deep nesting, big bodies,
answers that would repeat a thousand unknown keys, a match past its rounds, a dead request's
Idempotency-Key, another Host."""

import json
import time
from types import SimpleNamespace
from datetime import timedelta

import pytest

from api import idempotency
from extensions import db
from models import Account, IdempotentRequest
from models.base import utcnow
from services import matches as service
from services.matches import changes
from tests.api.conftest import API

ROUND = {"points": {"Ana": 3, "Bo": 5}, "closer": "Ana"}


def nested(depth: int) -> str:
    return '{"points": ' + "[" * depth + "]" * depth + ', "closer": "Ana"}'


@pytest.mark.parametrize("depth, status", [(325, 422), (5000, 400)])
def test_deep_nesting_is_refused_on_every_json_endpoint(api, skyjo, depth, status):
    for method, path in (("POST", "/matches"), (
            "POST", f"/matches/{skyjo['id']}/rounds"), ("PUT", f"/matches/{skyjo['id']}/rounds/1"),
            ("POST", "/accounts"), ("POST", "/tokens")):
        response = api.client.open(API + path, method=method, data=nested(depth),
                                   headers={**api.headers(), "Content-Type": "application/json"})
        assert response.status_code in (status, 404), (path, response.status_code)
    assert len(api.get(f"/matches/{skyjo['id']}").get_json()["rounds"]) == 1  # the fixture's


def test_a_big_body_is_refused_unread(api, skyjo):
    body = json.dumps({f"key{i}": i for i in range(80_000)})  # about 1 MB
    response = api.client.post(f"{API}/matches/{skyjo['id']}/rounds", data=body,
                               headers={**api.headers(), "Content-Type": "application/json"})
    assert response.status_code == 413


def test_an_answer_names_at_most_twenty_problems(api, skyjo):
    body = {f"key{i}": i for i in range(3000)}  # 40 KB, under the limit
    response = api.post(f"/matches/{skyjo['id']}/rounds", json=body)
    assert response.status_code == 422
    assert len(response.get_json()["errors"]) == 20 and len(response.get_data()) < 5000


def test_a_match_holds_a_bounded_number_of_rounds(api, skyjo, monkeypatch):
    monkeypatch.setattr(changes, "MAX_ROUNDS", 2)  # the fixture's round and one more
    assert api.post(f"/matches/{skyjo['id']}/rounds", json=ROUND).status_code == 201
    response = api.post(f"/matches/{skyjo['id']}/rounds", json=ROUND)
    assert response.status_code == 422
    assert response.get_json()["errors"]["round"] == "A match holds at most 2 rounds."


def test_a_dead_requests_key_is_taken_over(api, skyjo, app, monkeypatch):
    """A request killed before it answered (SIGKILL, a worker timeout) leaves its key reserved
    with no answer: once it is old enough, the same request does the work."""
    with app.app_context():
        owner = db.session.scalar(db.select(Account.id).filter_by(username="family"))
        db.session.add(IdempotentRequest(account_id=owner, key="dead", request="x",
                                         created_at=utcnow() - timedelta(minutes=5)))
        db.session.commit()
    monkeypatch.setattr(idempotency, "time", SimpleNamespace(  # it never waits for the dead one
        monotonic=time.monotonic, sleep=lambda seconds: pytest.fail("waited for a dead request")))
    response = api.post(f"/matches/{skyjo['id']}/rounds", json=ROUND,
                        headers={"Idempotency-Key": "dead"})
    assert response.status_code == 201
    again = api.post(f"/matches/{skyjo['id']}/rounds", json=ROUND,
                     headers={"Idempotency-Key": "dead"})
    assert again.status_code == 201 and again.get_json() == response.get_json()
    assert len(api.get(f"/matches/{skyjo['id']}").get_json()["rounds"]) == 2  # one stored


def test_old_answers_are_forgotten(api, skyjo, app):
    with app.app_context():
        owner = db.session.scalar(db.select(Account.id).filter_by(username="family"))
        db.session.add(IdempotentRequest(account_id=owner, key="old", request="x", status=201,
                                         body={}, created_at=utcnow() - timedelta(days=2)))
        db.session.commit()
    assert api.post(f"/matches/{skyjo['id']}/rounds", json=ROUND,
                    headers={"Idempotency-Key": "new"}).status_code == 201
    with app.app_context():
        keys = db.session.scalars(db.select(IdempotentRequest.key)).all()
    assert keys == ["new"]


def test_another_host_is_refused_so_no_link_points_there(api, skyjo):
    response = api.post(f"/matches/{skyjo['id']}/share", headers={"Host": "evil.example"})
    assert response.status_code == 400
    shared = api.post(f"/matches/{skyjo['id']}/share")
    assert shared.status_code == 201 and shared.get_json()["share_url"].startswith(
        "http://localhost/s/")
