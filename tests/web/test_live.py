"""Live standings (web/live.py): every page a phone keeps up to date names its version
(data-live-tag, its ETag) and the address to poll, and a poll of an unchanged page is a 304;
the spectator link too. A round form says which round it enters: once another phone has
entered that round, it is refused in plain words and the new standings are shown."""

import re

from models import Round
from tests.web.pages import count, field_value, form_errors, totals, words

SCRIPT = {"X-Rulezz-Save": "save"}
ROUND = {"points-0": "12", "points-1": "7", "points-2": "30", "closer": "Ana"}
TAKEN = ("Another phone entered round 1 first, so yours was not saved. Check the standings: if "
         "yours is another round, enter it again.")


def skyjo(table) -> str:
    return table.start("skyjo", ["Ana", "Bo", "Cy"])


def live(page) -> tuple[str, str]:
    """(the address polled, the tag) a page names for the script."""
    found = re.search(r'data-live="([^"]*)" data-live-tag="([0-9a-f]{32})"',
                      page.get_data(as_text=True))
    return found[1], found[2]


def spectator_link(table, url: str) -> str:
    page = table.post(f"{url}/share", {"on": "1"}, form_url=url, follow_redirects=True)
    return re.search(r'href="https?://[^/"]+(/s/[^"]+)"', page.get_data(as_text=True))[1]


def test_the_match_page_names_its_etag_and_an_unchanged_poll_is_a_304(table):
    url = skyjo(table)
    page = table.client.get(url + "?lang=en")
    address, tag = live(page)
    assert page.headers["ETag"] == f'"{tag}"'
    assert address == url.split("#")[0]  # the language is chosen once, not by every poll
    assert table.client.get(address, headers={"If-None-Match": f'"{tag}"'}).status_code == 304
    table.round(url, **ROUND)
    again = table.client.get(address, headers={"If-None-Match": f'"{tag}"'})
    assert again.status_code == 200 and "Standings after 1 round" in words(again)
    assert live(again)[1] != tag


def test_a_saved_rounds_answer_names_the_tag_a_poll_then_gets_304_for(table):
    url = skyjo(table)
    saved = table.post(url, {"nonce": table.nonce(url), **ROUND}, headers=SCRIPT)
    tag = live(saved)[1]
    assert table.client.get(url, headers={"If-None-Match": f'"{tag}"'}).status_code == 304


def test_the_spectator_link_polls_with_304_and_has_no_page_reload_but_without_script(table):
    url = skyjo(table)
    link = spectator_link(table, url)
    watcher = table.client.application.test_client()  # another phone, not logged in
    page = watcher.get(link)
    address, tag = live(page)
    assert address == link and page.headers["ETag"] == f'"{tag}"'
    body = page.get_data(as_text=True)
    assert '<noscript><meta http-equiv="refresh" content="30"></noscript>' in body
    assert body.count("http-equiv") == 1 and "data-wake" in body
    assert watcher.get(link, headers={"If-None-Match": f'"{tag}"'}).status_code == 304
    table.round(url, **ROUND)
    changed = watcher.get(link, headers={"If-None-Match": f'"{tag}"'})
    assert changed.status_code == 200 and totals(changed) == {"Bo": 7, "Ana": 24, "Cy": 30}
    table.post(f"{url}/share", {"on": ""}, form_url=url)
    assert watcher.get(link, headers={"If-None-Match": f'"{live(changed)[1]}"'}).status_code == 404


def test_a_round_another_phone_entered_first_is_refused_and_the_new_standings_shown(table, app):
    url = skyjo(table)
    mine, theirs = table.nonce(url), table.nonce(url)
    assert field_value(table.client.get(url), "for_round") == "1"
    table.post(url, {"nonce": theirs, "for_round": "1", **ROUND}, headers=SCRIPT)
    late = table.post(url, {"nonce": mine, "for_round": "1", **ROUND, "points-0": "5"},
                      headers=SCRIPT)
    assert late.status_code == 422
    assert form_errors(late) == [TAKEN]
    assert "Standings after 1 round" in words(late)  # what the other phone stored
    assert field_value(late, "points-0") == "5"  # what was typed, kept
    assert field_value(late, "for_round") == "2"  # saved again, it is the next round
    assert count(app, Round) == 1
    again = table.post(url, {"nonce": mine, "for_round": "2", **ROUND, "points-0": "5"},
                       headers=SCRIPT)
    assert again.status_code == 200 and count(app, Round) == 2


def test_without_the_script_the_refusal_is_shown_on_the_page_too(table, app):
    url = skyjo(table)
    table.round(url, **ROUND, for_round="1")
    late = table.round(url, **ROUND, for_round="1")
    assert late.status_code == 200 and form_errors(late) == [TAKEN]
    assert count(app, Round) == 1


def test_the_same_round_sent_twice_is_one_round_not_a_refusal(table, app):
    url = skyjo(table)
    data = {"nonce": table.nonce(url), "for_round": "1", **ROUND}
    first = table.post(url, data, headers=SCRIPT)
    second = table.post(url, data, headers=SCRIPT)  # an outbox resending a lost answer
    assert first.status_code == second.status_code == 200
    assert count(app, Round) == 1


def test_a_round_number_behind_a_deleted_round_is_refused_too(table, app):
    url = skyjo(table)
    table.round(url, **ROUND)
    table.post(f"{url}/undo", {}, form_url=url)
    late = table.round(url, **ROUND, for_round="2")
    assert form_errors(late) == ["Another phone changed this match at the same moment, so nothing "
                                 "was saved. Check the standings and try again."]
    assert count(app, Round) == 0


def test_the_outbox_speaks_the_pages_language(table):
    page = table.client.get(skyjo(table) + "?lang=nb").get_data(as_text=True)
    assert 'data-outbox="' in page
    assert 'data-waiting="Omgang {n}: venter på å bli sendt.' in page
    assert 'data-title="Før inn omgang {n}"' in page
