"""Links for other phones: a match's watch and score links, listed on its page, each stopped at
once; a score link opens that match's round pages (enter, change, undo) and nothing else of
the account, web or API; each round says which link or account entered it."""

import re
from urllib.parse import urlsplit

import pytest

from extensions import db
from models import MatchLink, Player, Round
from services.links import MAX_LIVE
from tests.web.pages import back_links, field_value, flashes, form_errors, match_id, totals, words

ROUND = {"points-0": "3", "points-1": "4", "closer": "Ana"}
API_ROUND = {"points": {"Ana": 3, "Bo": 4}, "closer": "Ana"}
LINK = re.compile(r'<a class="long-link" href="(https?://[^"]+)">')


def make_link(table, url: str, kind: str) -> str:
    """Make a link on the match page as its account does; the new link's address."""
    before = set(LINK.findall(table.client.get(url).get_data(as_text=True)))
    response = table.post(f"{url}/links", {"kind": kind}, form_url=url)
    assert response.status_code == 302 and "#link-" in response.location
    made = set(LINK.findall(table.client.get(url).get_data(as_text=True))) - before
    assert len(made) == 1
    return made.pop()


def path_of(link: str) -> str:
    return urlsplit(link).path


@pytest.fixture
def match(table):
    """The account's match with one round, and the address of a score link to it."""
    url = table.start("skyjo", ["Ana", "Bo"])
    assert table.round(url, **ROUND).status_code == 302
    return url


@pytest.fixture
def phone(app, table, match):
    """Another phone at the table, not logged in, that opened the match's score link."""
    other = app.test_client()
    other.score_link = path_of(make_link(table, match, "score"))
    opened = other.get(other.score_link)
    assert opened.status_code == 302 and opened.location == match
    return other


def post(client, url: str, data: dict, form_url: str):
    page = client.get(form_url)
    return client.post(url, data={"csrf_token": field_value(page, "csrf_token"), **data})


def enter(client, url: str, **fields):
    page = client.get(url)
    return client.post(url, data={"csrf_token": field_value(page, "csrf_token"),
                                  "nonce": field_value(page, "nonce"),
                                  "for_round": field_value(page, "for_round"), **fields})


# --- Making, listing and stopping links --------------------------------------------------------

def test_the_match_page_lists_each_link_with_its_kind_time_qr_code_and_stop(table, match):
    watch, score = make_link(table, match, "watch"), make_link(table, match, "score")
    assert path_of(watch).startswith("/s/") and path_of(score).startswith("/score/")
    assert match_id(match) not in watch + score
    html = table.client.get(match).get_data(as_text=True)
    assert len(re.findall(r'<svg [^>]*class="qr"', html)) == 2
    assert re.search(r"Watch link <span class=\"hint\">made [^<]+ at ", html)
    assert re.search(r"Score link <span class=\"hint\">made [^<]+ at ", html)
    assert len(re.findall(r'/links/\d+/stop"', html)) == 2
    assert html.count("data-copy=") == 2 and html.count("data-share=") == 2


def test_a_watch_link_shows_the_standings_read_only(table, match, app):
    watch = make_link(table, match, "watch")
    page = app.test_client().get(path_of(watch))
    assert page.status_code == 200 and totals(page) == {"Ana": 3, "Bo": 4}
    assert "<form" not in page.get_data(as_text=True)
    assert app.test_client().get(path_of(watch).replace("/s/", "/score/")).status_code == 404


def test_stopping_a_link_refuses_it_at_once(table, match, phone, app):
    page = phone.get(match)
    assert page.status_code == 200
    form = {"csrf_token": field_value(page, "csrf_token"), "nonce": field_value(page, "nonce"),
            **ROUND}
    html = table.client.get(match).get_data(as_text=True)
    stop = re.search(r'action="(/matches/[^"]+/links/\d+/stop)"', html).group(1)
    score = LINK.search(html).group(1)
    response = table.post(stop, {"confirm": "yes"}, form_url=match)
    assert response.status_code == 302
    assert flashes(table.client.get(match)) == [
        "The link was stopped: it opens nothing any more."]
    refused = phone.post(match, data=form)  # the very next request
    assert refused.status_code == 410
    assert "This score link was stopped" in words(refused)
    # And every one after it: the phone is told why, never sent to a log-in page (where what
    # it typed would be dropped).
    assert phone.get(f"{match}/rounds/1").status_code == 410
    assert phone.post(match, data=form).status_code == 410
    assert phone.get(path_of(score)).status_code == 404
    assert score not in table.client.get(match).get_data(as_text=True)
    with app.app_context():
        assert db.session.scalar(db.select(db.func.count(Round.id))) == 1


def test_a_match_takes_a_bounded_number_of_links(table, match):
    for _ in range(MAX_LIVE):
        make_link(table, match, "watch")
    response = table.post(f"{match}/links", {"kind": "score"}, form_url=match)
    assert f"A match has at most {MAX_LIVE} links at once: stop one first." in flashes(
        table.client.get(response.location))
    assert table.post(f"{match}/links", {"kind": "edit"}, form_url=match).status_code == 400


def test_the_old_share_form_still_makes_and_stops_the_spectator_link(table, match, app):
    table.post(f"{match}/share", {"on": "1"}, form_url=match)
    table.post(f"{match}/share", {"on": "1"}, form_url=match)  # the same link, not a second
    links = LINK.findall(table.client.get(match).get_data(as_text=True))
    assert len(links) == 1 and "/s/" in links[0]
    table.post(f"{match}/share", {"on": ""}, form_url=match)
    assert app.test_client().get(path_of(links[0])).status_code == 404


def test_only_a_hash_and_a_seed_are_stored(table, match, app):
    score = make_link(table, match, "score")
    token = path_of(score).rsplit("/", 1)[1]
    assert len(token) >= 22  # at least 128 bits
    with app.app_context():
        stored = [str(v) for link in db.session.scalars(db.select(MatchLink))
                  for v in (link.seed, link.token_hash)]
    assert token not in " ".join(stored)


# --- What a score link opens --------------------------------------------------------------------

def test_a_score_link_enters_changes_and_undoes_rounds(phone, match, app, table):
    page = phone.get(match)
    text = words(page)
    assert "You are scoring through a link" in text
    assert "End the match now" not in text and "Delete match" not in text
    assert "Links for other phones" not in text and "table.csv" not in page.get_data(as_text=True)
    assert enter(phone, match, **{"points-0": "10", "points-1": "1", "closer": "Bo"}
                 ).status_code == 302
    assert totals(phone.get(match)) == {"Ana": 13, "Bo": 5}
    edit = f"{match}/rounds/2"
    assert post(phone, edit, {"points-0": "20", "points-1": "1", "closer": "Bo"},
                form_url=edit).status_code == 302
    assert totals(table.client.get(match)) == {"Ana": 23, "Bo": 5}
    assert post(phone, f"{match}/undo", {}, form_url=match).status_code == 302
    assert totals(table.client.get(match)) == {"Ana": 3, "Bo": 4}
    put_back = phone.get(match)
    assert post(phone, f"{match}/put-back",
                {"number": field_value(put_back, "number"),
                 "version": field_value(put_back, "version")}, form_url=match).status_code == 302
    assert totals(table.client.get(match)) == {"Ana": 23, "Bo": 5}


def test_a_score_link_phone_goes_back_from_the_rules_to_its_match(phone, match, table, app):
    rules = f"/faq/skyjo?match={match_id(match)}"
    assert f'href="{rules}"' in phone.get(match).get_data(as_text=True)
    assert back_links(phone.get(rules)) == [match]
    assert back_links(app.test_client().get(rules)) == []  # a phone without the link
    html = table.client.get(match).get_data(as_text=True)
    stop = re.search(r'action="(/matches/[^"]+/links/\d+/stop)"', html).group(1)
    assert table.post(stop, {"confirm": "yes"}, form_url=match).status_code == 302
    assert back_links(phone.get(rules)) == []  # stopped: the match is no longer this phone's


def test_each_round_says_who_entered_it(phone, match, table, app):
    assert enter(phone, match, **ROUND).status_code == 302
    mine = words(table.client.get(f"{match}/rounds/1"))
    theirs = words(table.client.get(f"{match}/rounds/2"))
    assert "Entered on this match's account." in mine
    assert re.search(r"Entered through the score link made .+ at .+\.", theirs)
    with app.app_context():
        rounds = db.session.scalars(db.select(Round).order_by(Round.number)).all()
        link = db.session.scalar(db.select(MatchLink).filter_by(kind="score"))
        assert [r.link_id for r in rounds] == [None, link.id]
    # Changed by the account: the account is who entered it now.
    edit = f"{match}/rounds/2"
    post(table.client, edit, {"points-0": "5", "points-1": "6", "closer": "Ana"}, form_url=edit)
    assert "Entered on this match's account." in words(table.client.get(edit))


def test_two_phones_entering_the_same_round_store_it_once(phone, match, table):
    """Both pages offer round 2; the second to arrive is told, and shown the new standings."""
    owner_page, phone_page = table.client.get(match), phone.get(match)
    forms = [(client, {"csrf_token": field_value(page, "csrf_token"),
                       "nonce": field_value(page, "nonce"),
                       "for_round": field_value(page, "for_round"), **ROUND})
             for client, page in ((table.client, owner_page), (phone, phone_page))]
    first = forms[0][0].post(match, data=forms[0][1])
    second = forms[1][0].post(match, data=forms[1][1])
    assert first.status_code == 302 and second.status_code == 200
    assert form_errors(second) == ["Another phone entered round 2 first, so yours was not "
                                   "saved. Check the standings: if yours is another round, "
                                   "enter it again."]
    assert totals(second) == {"Ana": 6, "Bo": 8}
    assert field_value(second, "for_round") == "3"  # sent again, it is round 3


# Every route of the app, filled in with the account's other match, player and round, and with
# the link's own match. (method, rule) that a score link's phone may use on its own match:
SCORING = {("GET", "/matches/<match_id>"), ("POST", "/matches/<match_id>"),
           ("GET", "/matches/<match_id>/rounds/<int(max=2147483647):number>"),
           ("POST", "/matches/<match_id>/rounds/<int(max=2147483647):number>"),
           ("POST", "/matches/<match_id>/rounds/<int(max=2147483647):number>/delete"),
           ("POST", "/matches/<match_id>/undo"), ("POST", "/matches/<match_id>/put-back")}
API_SCORING = {("POST", "/api/v1/matches/<match_id>/rounds"),
               ("PUT", "/api/v1/matches/<match_id>/rounds/<int(max=2147483647):number>"),
               ("DELETE", "/api/v1/matches/<match_id>/rounds/<int(max=2147483647):number>")}


def every_route(app, api: bool):
    for rule in app.url_map.iter_rules():
        if rule.rule.startswith("/api/") == api:
            for method in sorted(rule.methods - {"HEAD", "OPTIONS"}):
                yield method, rule.rule


def fill(rule: str, match: str, player: int, token: str) -> str:
    return (rule.replace("<match_id>", match_id(match))
            .replace("<int(max=2147483647):player_id>", str(player))
            .replace("<int(max=2147483647):number>", "1")
            .replace("<int(max=2147483647):link_id>", "1").replace("<game_id>", "skyjo")
            .replace("<token>", token).replace("<path:filename>", "rulezz.css")
            .replace("<name>", "Ana"))


@pytest.fixture
def other_match(table, app):
    """The account's other match, with a round: none of it may show through the link."""
    url = table.start("skyjo", ["Zoltan", "Quintessa"])
    assert table.round(url, **{**ROUND, "closer": "Zoltan"}).status_code == 302
    with app.app_context():
        player = db.session.scalar(db.select(Player.id).filter_by(name="Quintessa"))
    return url, player


def routes_to_try(app, api: bool, match: str, other: str, player: int, token: str,
                  allowed: set):
    """(method, url) of every route, filled in with the other match and with the link's own
    (where a route names a match), except what the link is for."""
    tried = set()
    for method, rule in every_route(app, api):
        for target in (other, match):
            url = fill(rule, target, player, token)
            if (target == match and (method, rule) in allowed) or (method, url) in tried:
                continue
            tried.add((method, url))
            yield method, url


def test_a_score_link_opens_nothing_else_of_the_account(phone, match, other_match, app):
    """With the link's cookie, every route answers as it does to a phone without it, except
    the round pages of the link's own match: no other match, player, history, backup or
    statistics, and no other action on its own match."""
    other, player = other_match
    stranger = app.test_client()
    csrf = {"csrf_token": field_value(phone.get(match), "csrf_token")}
    stranger_csrf = {"csrf_token": field_value(stranger.get("/login"), "csrf_token")}
    for method, url in routes_to_try(app, False, match, other, player, "not-a-token", SCORING):
        with_link = phone.open(url, method=method, data=csrf if method == "POST" else None)
        without = stranger.open(url, method=method,
                                data=stranger_csrf if method == "POST" else None)
        assert (with_link.status_code, with_link.location) == (
            without.status_code, without.location), (method, url)
        assert with_link.status_code in (200, 302, 400, 404, 422), (method, url)
        if with_link.status_code == 200:  # a public page: nothing of the other match on it
            body = with_link.get_data(as_text=True)
            assert match_id(other) not in body and "Quintessa" not in body, (method, url)
        with_link.close(), without.close()
        phone.get(phone.score_link)  # held again, should a route (log out) have dropped it
    assert phone.get(other).status_code == 302  # (to log in)
    assert totals(phone.get(match)) == {"Ana": 3, "Bo": 4}  # the link still works


def score_token(table, match) -> str:
    return path_of(make_link(table, match, "score")).rsplit("/", 1)[1]


def test_a_score_links_token_is_a_bearer_token_for_its_rounds_only(table, match, other_match,
                                                                   app):
    other, player = other_match
    token = score_token(table, match)
    api = app.test_client()
    bearer = {"Authorization": f"Bearer {token}"}
    for method, url in routes_to_try(app, True, match, other, player, token, API_SCORING):
        kwargs = {"json": API_ROUND} if method in ("POST", "PUT") else {}
        with_token = api.open(url, method=method, headers=bearer, **kwargs)
        without = api.open(url, method=method, **kwargs)
        assert with_token.status_code == without.status_code, (method, url)
        assert with_token.status_code in (200, 400, 401, 404, 422), (method, url)
    base = f"/api/v1/matches/{match_id(match)}/rounds"
    added = api.post(base, json=API_ROUND, headers={**bearer, "Idempotency-Key": "phone-1"})
    assert added.status_code == 201 and added.get_json()["totals"] == {"Ana": 6, "Bo": 8}
    changed = api.put(f"{base}/2", json={"points": {"Ana": 1, "Bo": 9}, "closer": "Ana"},
                      headers=bearer)
    assert changed.status_code == 200 and changed.get_json()["totals"] == {"Ana": 4, "Bo": 13}
    assert api.delete(f"{base}/2", headers=bearer).status_code == 200
    assert api.post(f"/api/v1/matches/{match_id(other)}/rounds", json=API_ROUND,
                    headers=bearer).status_code == 401


@pytest.mark.parametrize("what", ["match", "account"])
def test_deleting_a_match_or_account_takes_its_links_and_their_rounds(phone, match, table,
                                                                     app, what):
    assert enter(phone, match, **ROUND).status_code == 302  # a round that names the link
    if what == "match":
        response = table.post(f"{match}/delete", {}, form_url=f"{match}/delete")
    else:
        response = table.post("/account/delete", {"delete_password": "cards-and-tiles"},
                              form_url="/account")
    assert response.status_code == 302
    with app.app_context():
        left = [db.session.scalar(db.select(db.func.count()).select_from(model))
                for model in (MatchLink, Round)]
    assert left == [0, 0]
    assert phone.get(phone.score_link).status_code == 404


def test_a_score_link_phone_polls_with_304_while_nothing_changed(phone, match, table):
    """Its polls are conditional like the account's: a 304 costs two small reads, where the
    whole page costs a replay and a render."""
    tag = re.search(r'data-live-tag="([0-9a-f]{32})"', phone.get(match).get_data(as_text=True))[1]
    for sent in (f'"{tag}"', f'"{tag}:zstd"', f'"{tag}:gzip"'):  # compression's tags too
        assert phone.get(match, headers={"If-None-Match": sent}).status_code == 304
    assert table.round(match, **ROUND).status_code == 302  # the owner enters a round
    assert phone.get(match, headers={"If-None-Match": f'"{tag}"'}).status_code == 200
    html = table.client.get(match).get_data(as_text=True)
    stop = re.search(r'action="(/matches/[^"]+/links/\d+/stop)"', html).group(1)
    table.post(stop, {"confirm": "yes"}, form_url=match)
    assert phone.get(match, headers={"If-None-Match": f'"{tag}"'}).status_code == 410
