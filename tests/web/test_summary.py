"""The top of the match page: what the last round did, the messages of an edit, a delete or an
undo, the standings ranked with each side's last change, how far each total is from the end,
and the celebration at the end of a match."""

import html
import re

import pytest

from games import GAMES
from games.text import signed
from tests.web.pages import field_value, flashes, stored_match, words
from tests.web.test_rounds import GAME_IDS, HAPPY, THREE, start


def body(response) -> str:
    return response.get_data(as_text=True)


def summary(response) -> str:
    """The last round's summary as a person reads it ('' when there is none)."""
    found = re.search(r'<section class="summary".*?</section>', body(response), re.S)
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]*>", " ", found.group()))).strip() \
        if found else ""


def places(response) -> list[tuple[int, str, str]]:
    """The standings as shown: (rank, side, last change) from the top."""
    found = re.findall(r'<span class="rank">(\d+)</span>\s*<bdi class="name">(.*?)</bdi>\s*'
                       r'<span class="score">[^<]*</span>\s*'
                       r'(?:<span class="delta">([^<]*)</span>)?', body(response))
    return [(int(rank), html.unescape(side), change) for rank, side, change in found]


def at(page: str, text: str) -> int:
    assert text in page, text
    return page.index(text)


def skyjo(table, url, *points, closer="Ana"):
    fields = {f"points-{seat}": str(p) for seat, p in enumerate(points)}
    assert table.round(url, closer=closer, **fields).status_code == 302


# --- What the last round did ---------------------------------------------------------------------

@pytest.mark.parametrize("game_id", GAME_IDS)
def test_after_a_save_the_round_summary_comes_first_with_changes_notes_and_turn(table, game_id):
    case = HAPPY[game_id]
    url = start(table, case)
    table.round(url, **case.posted)
    page = table.client.get(url)
    said = summary(page)
    game = GAMES.get(game_id)
    base = game.start_total({**game.defaults(), **case.rules})
    assert said.startswith(game.unit_of(game.defaults()).heading % {"n": 1} + " ")  # "Round 1", "Hand 1", "Game 1"
    for side, total in case.totals.items():
        assert f"{side} {signed(total - base)}" in said
    assert case.note in said and said.endswith(case.turn)
    # The page lands on #standings: the summary, then the standings, and the form only after.
    text = body(page)
    assert (at(text, 'id="standings"') < at(text, 'class="summary"')
            < at(text, 'id="standings-title"') < at(text, 'id="enter"'))


def test_before_any_round_there_is_no_summary_only_who_deals(table):
    url = table.start("euchre", ["Ana", "Bo", "Cy", "Dee"])
    page = table.client.get(url)
    assert summary(page) == "" and "Round 1" not in words(page)
    assert "Ana deals. Bo starts." in words(page)


def test_the_standings_show_each_sides_last_change_ranked(table):
    url = table.start("skyjo", list(THREE))
    skyjo(table, url, 10, 3, 20, closer="Bo")
    skyjo(table, url, 2, 20, 1, closer="Cy")  # Ana 12, Bo 23, Cy 21
    assert places(table.client.get(url)) == [(1, "Ana", "+2"), (2, "Cy", "+1"), (3, "Bo", "+20")]


def test_ties_share_a_rank_and_the_next_rank_skips(table):
    url = table.start("skyjo", list(THREE))
    skyjo(table, url, 5, 5, 9, closer="Cy")  # Cy closed without the lowest: 18
    assert [(rank, side) for rank, side, _ in places(table.client.get(url))] == [
        (1, "Ana"), (1, "Bo"), (3, "Cy")]


def test_a_tie_below_the_top_shares_its_rank_too(table):
    url = table.start("skyjo", ["Ana", "Bo", "Cy", "Dee"])
    skyjo(table, url, 9, 5, 5, 12, closer="Bo")  # Bo ties Cy for lowest: Bo's 5 is doubled
    skyjo(table, url, 1, 0, 4, 0, closer="Bo")  # Ana 10, Bo 10, Cy 9, Dee 12
    assert [(rank, side) for rank, side, _ in places(table.client.get(url))] == [
        (1, "Cy"), (2, "Ana"), (2, "Bo"), (4, "Dee")]


# --- Messages where the page lands ---------------------------------------------------------------

def flash_then_summary(page, message='class="flash') -> None:
    """The message is inside #standings, before the summary, and only there (not above the
    match's heading, scrolled off). An undo's message is its offer to put the round back."""
    text = body(page)
    assert text.count(message) == 1
    assert at(text, "<h1>") < at(text, 'id="standings"') < at(text, message)
    if 'class="summary"' in text:
        assert at(text, message) < at(text, 'class="summary"')


def test_after_an_undo_the_message_leads_and_the_summary_is_the_round_now_last(table):
    url = table.start("skyjo", list(THREE))
    skyjo(table, url, 1, 2, 3)
    skyjo(table, url, 4, 5, 6)
    table.post(f"{url}/undo", {}, form_url=url)
    page = table.client.get(url)
    assert "Round 2 deleted: Ana +4, Bo +5, and Cy +6. Put round 2 back" in words(page)
    flash_then_summary(page, 'class="put-back"')
    assert summary(page).startswith("Round 1 Ana +1 Bo +2 Cy +3 ")


def test_after_undoing_the_only_round_the_message_stands_alone(table):
    url = table.start("skyjo", list(THREE))
    skyjo(table, url, 1, 2, 3)
    table.post(f"{url}/undo", {}, form_url=url)
    page = table.client.get(url)
    flash_then_summary(page, 'class="put-back"')
    assert summary(page) == "" and "Standings after 0 rounds" in words(page)


def test_after_an_edit_of_an_earlier_round_the_message_names_it(table):
    url = table.start("skyjo", list(THREE))
    skyjo(table, url, 1, 2, 3)
    skyjo(table, url, 4, 5, 6)
    response = table.post(f"{url}/rounds/1", {"points-0": "7", "points-1": "2", "points-2": "3",
                                             "closer": "Bo"})
    assert response.status_code == 302 and response.location == f"{url}#standings"
    page = table.client.get(url)
    assert flashes(page) == ["Round 1 changed. The scores were worked out again."]
    flash_then_summary(page)
    assert summary(page).startswith("Round 2 ")
    assert places(page)[0] == (1, "Bo", "+5")


def test_other_pages_keep_their_messages_at_the_top(table):
    url = table.start("skyjo", list(THREE))
    response = table.post(f"{url}/delete", {}, form_url=f"{url}/delete")
    page = table.client.get(response.location)
    assert flashes(page) == ["The match was deleted."]


# --- Bug 10: how the standings word the lead and the distance to the end ------------------------

def standings(response) -> str:
    """The standings as read (the rest of the page may say "leads" too: "whoever leads wins")."""
    section = re.search(r'<section class="standings".*?</section>', body(response), re.S)[0]
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]*>", " ", section))).strip()


def test_tied_leaders_are_tied_for_the_lead_once_not_each_leading(table):
    url = table.start("skyjo", list(THREE))
    skyjo(table, url, 5, 5, 9, closer="Cy")
    text = standings(table.client.get(url))
    assert text.count("Ana and Bo are tied for the lead.") == 1
    assert "leads" not in text


def test_a_single_leader_leads(table):
    url = table.start("skyjo", list(THREE))
    skyjo(table, url, 5, 6, 9, closer="Ana")
    page = table.client.get(url)
    assert standings(page).count("leads") == 1 and "tied for the lead" not in words(page)
    assert re.search(r'class="leader">\s*<span class="rank">1</span>\s*<bdi class="name">Ana<',
                     body(page))


def test_everyone_level_says_nobody_leads(table):
    url = table.start("euchre", ["Ana", "Bo", "Cy", "Dee"])
    table.round(url, passed="y")
    text = standings(table.client.get(url))
    assert "All level: nobody leads." in text and "leads" not in text.replace("nobody leads", "")


def test_indian_rummy_a_negative_total_reads_how_far_from_the_line(table):
    url = table.start("indian-rummy", list(THREE))
    table.round(url, winner="Ana", **{"deadwood-1": "20", "deadwood-2": "35"})
    text = words(table.client.get(url))
    assert "520 to reach 500" in text and "535 to reach 500" in text and "445 to reach 500" in text
    assert "to go" not in text


def test_sueca_says_how_many_games_are_still_to_go(table):
    """Issue 32: a Sueca total is a number of games, and so is what is left: "3 games to go",
    not "3 to reach 4"; one game left is singular."""
    url = table.start("sueca", ["Ana", "Bo", "Cy", "Dee"])
    table.round(url, **{"points-0": "70"})  # Ana & Cy: 1 game
    text = standings(table.client.get(url))
    assert "3 games to go" in text and "4 games to go" in text
    assert "to reach" not in text
    assert "faltan 3 juegos" in standings(table.client.get(url + "?lang=es"))
    url = table.start("sueca", ["Ana", "Bo", "Cy", "Dee"], games="2")
    table.round(url, **{"points-0": "70"})
    assert "1 game to go" in standings(table.client.get(url + "?lang=en"))


def test_tarneeb_still_says_points_to_reach_its_target(table):
    url = table.start("tarneeb", ["Ana", "Bo", "Cy", "Dee"])
    table.round(url, bidder="Bo", bid="8", tricks="9")
    text = standings(table.client.get(url))
    assert "to reach 41" in text and "to go" not in text


def test_okey_counts_down_in_points_left(table):
    url = table.start("okey", list(THREE))
    table.round(url, indicator="Bo", winner="Ana", pairs="y")  # Ana 19, Bo 16, Cy 15
    text = words(table.client.get(url))
    assert "19 points left" in text and "16 points left" in text and "15 points left" in text
    assert "to go" not in text and "to reach" not in text


def test_okey_one_point_left_is_singular(table):
    url = table.start("okey", list(THREE), start="3")
    table.round(url, indicator="", winner="Ana")  # sets and runs: Bo and Cy lose 2
    text = words(table.client.get(url))
    assert text.count("1 point left") == 2 and "3 points left" in text


# --- The celebration -----------------------------------------------------------------------------

def won_skyjo(table):
    url = table.start("skyjo", list(THREE))
    skyjo(table, url, 14, 9, 120, closer="Ana")
    return url


def test_the_end_celebrates_the_winner_with_the_final_table_and_a_rematch(table, app):
    url = won_skyjo(table)
    page = table.client.get(url)
    text = body(page)
    celebration = re.search(r'<section class="celebration".*?</section>', text, re.S).group()
    assert re.search(r'<p class="winner"[^>]*>\s*Bo wins!', celebration)
    assert f'action="/matches/{url.rsplit("/", 1)[1]}/rematch"' in celebration
    assert 'name="csrf_token"' in celebration and ">Rematch</button>" in celebration
    assert (at(text, 'class="celebration"') < at(text, "Final standings")
            < at(text, 'class="summary"') < at(text, 'class="actions"'))
    assert [(rank, side) for rank, side, _ in places(page)] == [(1, "Bo"), (2, "Ana"), (3, "Cy")]
    assert "to reach" not in words(page)
    # The celebration's button starts the rematch.
    response = table.client.post(f"{url}/rematch",
                                 data={"csrf_token": field_value(celebration, "csrf_token")})
    assert response.status_code == 302 and response.location != url
    assert stored_match(app, response.location)["players"] == THREE


def test_a_match_ended_early_celebrates_and_says_so(table):
    url = table.start("skyjo", list(THREE))
    skyjo(table, url, 10, 5, 20, closer="Bo")
    table.post(f"{url}/end", {"confirm": "yes"}, form_url=url)
    text = words(table.client.get(url))
    assert "Bo wins! The match was ended early. Rematch Final standings" in text


def test_a_spectator_sees_the_winners_and_the_summary_but_no_rematch(table, app):
    url = won_skyjo(table)
    table.post(f"{url}/share", {"on": "1"}, form_url=url)
    link = re.search(r'href="http://localhost(/s/[^"]+)"', body(table.client.get(url))).group(1)
    page = app.test_client().get(link)  # another phone, not logged in
    assert page.status_code == 200
    assert "Bo wins!" in words(page) and summary(page).startswith("Round 1 Ana +28 Bo +9")
    assert "<form" not in body(page) and "Rematch" not in words(page)


# --- What a game calls its rounds, and what its line means ---------------------------------------

def test_skyjo_says_how_far_each_total_is_from_the_end_not_a_goal_to_reach(table):
    url = table.start("skyjo", list(THREE))
    skyjo(table, url, 5, 9, 30, closer="Ana")
    text = words(table.client.get(url))
    assert "95 from the end at 100" in text and "70 from the end at 100" in text
    assert "to reach" not in text


def test_euchre_pages_name_hands_not_rounds(table):
    url = table.start("euchre", ["Ana", "Bo", "Cy", "Dee"])
    table.round(url, maker="Bo", tricks="3")
    page = table.client.get(url)
    text = words(page)
    assert summary(page).startswith("Hand 1 ")
    for said in ("Standings after 1 hand", "Enter hand 2", "Undo hand 1", "Hands"):
        assert said in text, said
    for said in ("Enter round", "Standings after 1 round", "Undo round"):
        assert said not in text, said


def test_lists_of_matches_count_each_games_own_rounds(table):
    euchre = table.start("euchre", ["Ana", "Bo", "Cy", "Dee"])
    table.round(euchre, maker="Bo", tricks="3")
    stakes = table.start("okey-stakes", list(THREE))
    for winner in ("Ana", "Bo"):
        table.round(stakes, winner=winner)
    table.start("skyjo", list(THREE))
    for page in ("/", "/history/"):
        text = words(table.client.get(page))
        for said in ("1 hand", "2 games", "0 rounds"):
            assert said in text, (page, said)


def test_a_stakes_match_of_a_set_number_of_games_says_which_game_of_how_many(table):
    url = table.start("okey-stakes", list(THREE), games="4")
    table.round(url, winner="Bo")
    text = words(table.client.get(url))
    assert "Game 1 of 4" in text and "Enter game 2 of 4" in text
    assert "Standings after 1 game" in text and "Undo game 1" in text


def test_a_stakes_match_without_a_limit_counts_its_games(table):
    url = table.start("okey-stakes", list(THREE))
    table.round(url, winner="Bo")
    text = words(table.client.get(url))
    assert "Game 1" in text and "Enter game 2" in text and " of " not in text.split("Enter")[1][:20]
