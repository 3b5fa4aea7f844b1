"""The public rules pages: one per game, its summary, its questions, every worked example; each a
question that opens its answer; the links between a match and its game's rules."""

import html
import re

import pytest
from markupsafe import escape

from games.core import work_example
from games import GAMES
from games.text import score, signed
from i18n import tr
from tests.web.pages import back_links, field_value, words

GAME_IDS = sorted(game.id for game in GAMES)


def articles(response) -> list[str]:
    """Each worked example, its title (the question) and its answer, in the game's order (by
    its number: a format's examples are in a fold of their own, after the others)."""
    found = re.findall(r'<details class="qa"><summary>([^<]*)</summary>\s*'
                       r'<div class="answer example" id="example-(\d+)">(.*?)</div>\s*</details>',
                       response.get_data(as_text=True), re.S)
    return [title + " " + answer for title, _, answer in sorted(found, key=lambda f: int(f[1]))]


def read(fragment: str) -> str:
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]*>", " ", fragment))).strip()


def test_faq_index_is_public_and_lists_every_game(client):
    response = client.get("/faq/")
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    for game in GAMES:
        assert f'<a href="/faq/{game.id}">{escape(game.name)}</a>' in page  # as Jinja escapes


def test_welcome_page_links_every_games_rules(client):
    page = client.get("/").get_data(as_text=True)
    for game in GAMES:
        assert f'href="/faq/{game.id}"' in page


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_game_page_is_public_with_summary_rules_and_questions(client, game_id):
    game = GAMES.get(game_id)
    response = client.get(f"/faq/{game_id}")
    assert response.status_code == 200
    text = words(response)
    assert f"{game.name} rules" in text
    assert game.summary in text
    for setting in game.settings:
        assert setting.label in text
    asked = re.findall(r'<details class="qa"><summary>(.*?)</summary><div class="answer" '
                       r'id="q-\d+">', response.get_data(as_text=True))
    assert len(asked) >= 8
    assert [html.unescape(q) for q in asked] == [q for q, _ in GAMES.get(game_id).questions]
    for _, answer in GAMES.get(game_id).questions:
        assert answer in text


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_worked_example_is_rendered_with_its_computed_numbers(client, game_id):
    game = GAMES.get(game_id)
    shown = articles(client.get(f"/faq/{game_id}"))
    assert len(shown) == len(game.examples) > 0
    for example, article in zip(game.examples, shown):
        text = read(article)
        assert example.title in text and example.explanation in text
        result = work_example(game, example).standings
        for side in result.sides:
            if result.rounds:
                assert f'<span class="total">{score(result.totals[side])}</span>' in article
        if example.totals:  # the example's expected totals are what the page shows
            for total in example.totals.values():
                assert f'<span class="total">{score(total)}</span>' in article
        if example.errors:
            assert "Rulezz refuses this round:" in text
        elif result.finished:  # as the page writes it: its lists in the reader's list format
            with client.application.test_request_context():
                assert tr(result.end_note) in text
        for r in result.rounds:
            for delta in r.deltas.values():
                assert f'<span class="delta">{signed(delta)}</span>' in article


def test_a_skyjo_example_shows_the_doubled_score(client):
    """'A doubled round ends the match': Ana's 30 doubled to 60, her total 105, Bo wins with 25."""
    shown = articles(client.get("/faq/skyjo"))
    article = next(a for a in shown if "A doubled round ends the match" in a)
    assert '<span class="delta">+60</span> <span class="total">105</span>' in article
    text = read(article)
    assert "Ana closed with 30 but Bo had 20: Ana's 30 is doubled to 60." in text
    assert "Reached 100 or more: Ana 105. The match is over." in text


def test_a_euchre_example_shows_the_lone_defender_four(client):
    article = next(a for a in articles(client.get("/faq/euchre"))
                   if "A lone defender stops a lone maker" in a)
    assert '<span class="delta">+4</span> <span class="total">4</span>' in article
    assert "euchred by a lone defender, so Bo & Dee +4." in read(article)


def test_a_refused_example_shows_the_message(client):
    article = next(a for a in articles(client.get("/faq/skyjo"))
                   if "Points no hand of Skyjo cards can make are refused" in a)
    assert ("141 cannot come from twelve Skyjo cards: enter a number from −17 to 140."
            in read(article))


@pytest.mark.parametrize("path", ["/faq/chess", "/faq/SKYJO", "/faq/skyjo/extra"])
def test_unknown_game_is_404(client, path):
    response = client.get(path)
    assert response.status_code == 404
    assert "There is nothing here." in words(response)


def test_faq_is_the_same_when_logged_in(table, client):
    page = words(client.get("/faq/okey"))
    assert "Okey rules" in page and "Log out family" in page


def test_faq_pages_can_be_read_in_another_language(client):
    response = client.get("/faq/skyjo?lang=pt")
    assert response.status_code == 200
    assert '<html lang="pt"' in response.get_data(as_text=True)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_rules_page_is_a_list_of_closed_questions_each_with_its_own_link(client, game_id):
    """Questions, house rules and worked examples are each one closed <details>: the page reads
    as a list of questions, and each answer has an id a link can open."""
    game = GAMES.get(game_id)
    page = client.get(f"/faq/{game_id}").get_data(as_text=True)
    entries = re.findall(r"<details[^>]*>\s*<summary>[^<]*</summary>\s*"
                         r'<(?:div|ul) class="answer[^"]*" id="([^"]+)"', page)
    checker = game.checker is not None  # a hand checker is one more question
    assert len(entries) == (1 + len(game.questions) + len(game.examples) + bool(game.settings)
                            + checker)
    assert ("check" in entries) == checker
    assert len(set(entries)) == len(entries)
    assert entries[0] == "rules" and "q-1" in entries and "example-1" in entries
    assert ("house-rules" in entries) == bool(game.settings)
    assert re.findall(r'<details class="qa"[^>]*\bopen\b', page) == []
    assert "faq.js" in page


def match_id(url: str) -> str:
    return url.rsplit("/", 1)[1]


def test_match_page_links_to_its_games_rules_and_back(table):
    match = table.start("euchre", ["Ana", "Bo", "Cy", "Dee"])
    page = table.client.get(match).get_data(as_text=True)
    link = f'href="/faq/euchre?match={match_id(match)}">Euchre rules</a>'
    assert link in page
    rules = table.client.get(f"/faq/euchre?match={match_id(match)}")
    assert back_links(rules) == [match]
    assert "Account Back to the match Euchre rules" in words(rules)  # at the top, above the title


@pytest.mark.parametrize("value", ["", "nope", "../../matches", "a" * 33, "x y", "<b>"])
def test_no_back_link_for_a_value_that_is_not_a_match(table, value):
    table.start("skyjo", ["Ana", "Bo"])
    response = table.client.get("/faq/skyjo", query_string={"match": value})
    assert response.status_code == 200
    assert back_links(response) == []


def test_no_back_link_to_another_accounts_match(table, neighbours):
    theirs = neighbours.start("skyjo", ["Eve", "Fay"])
    assert back_links(neighbours.client.get(f"/faq/skyjo?match={match_id(theirs)}")) == [theirs]
    response = table.client.get(f"/faq/skyjo?match={match_id(theirs)}")
    assert response.status_code == 200
    assert back_links(response) == []


def test_no_back_link_when_logged_out(table, app):
    match = table.start("skyjo", ["Ana", "Bo"])
    response = app.test_client().get(f"/faq/skyjo?match={match_id(match)}")
    assert response.status_code == 200
    assert back_links(response) == []


CHECKED_HANDS = {
    "okey": ("/faq/okey", {"indicator": "R5", "tiles": "R1 R2 R3 Y4 B4 K4 K13 K1 R6 B7 B8 B9 "
                                                       "B10 B11"}),
    "indian-rummy": ("/faq/indian-rummy", {"cards": "3H 4H 5H 9C 10C JOKER 7S 7D 7H KC 2D 5S AH"}),
}


@pytest.mark.parametrize("game_id", CHECKED_HANDS)
def test_both_hand_checkers_sit_and_read_the_same(client, game_id):
    """Okey's and Indian Rummy's checkers: one more closed question right after the others, the
    answer above the form, each group on its own line in the same chips."""
    path, data = CHECKED_HANDS[game_id]
    page = client.get(path).get_data(as_text=True)
    token = field_value(page, "csrf_token")
    answer = client.post(f"{path}/check", data={"csrf_token": token, **data})
    page = answer.get_data(as_text=True)
    assert answer.status_code == 200
    frame = re.search(r'<div class="questions">\s*<details class="qa" open><summary>Check a hand'
                      r'</summary><div class="answer hand-check" id="check">\s*<p class="hint">',
                      page)
    assert frame, "the checker is one more question, opened with its answer"
    assert page.rindex('id="q-') < frame.start() < page.index("Worked examples")
    shown = page[frame.end():]
    assert re.match(r'[^<]*</p>\s*<div class="checked (?:won|not-won)" role="status">\s*<p><strong>',
                    shown), "the answer comes first"
    assert shown.index('<ul class="groups"><li><span class="tile tile-') < shown.index("<form")
    assert " as " in re.sub(r"<[^>]+>", "", shown[:shown.index("<form")])  # a wild says so


def test_a_formats_examples_are_one_fold_under_its_name(client):
    page = client.get("/faq/indian-rummy").get_data(as_text=True)
    groups = re.findall(r'<details class="qa group"><summary>([^<]*)</summary>', page)
    assert groups == ["Pool: out at 101 or 201 points, the last player in wins",
                      "Deals: a set number of deals, played for chips"]
    pool = page[page.index(groups[0]):page.index(groups[1])]
    assert "Pool: the last player in wins" in pool and "Deals: everyone starts" not in pool
    assert "Reaching 500 ends the match" not in pool
