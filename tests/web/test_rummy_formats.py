"""Indian Rummy's pool and deals on the match page: the wiring (the format asked first, who is
out, the rejoin tick and its total, the split), not the arithmetic (tests/games)."""

from bs4 import BeautifulSoup


def page(response):
    return BeautifulSoup(response.get_data(as_text=True), "html.parser")


def loser(table, url, winner, **counts):
    """A deal entered by seat: the winner's tick and each other player's count."""
    players = ["Ana", "Bo", "Cy"]
    data = {"winner": winner}
    data.update({f"deadwood-{players.index(p)}": str(n) for p, n in counts.items()})
    return table.round(url, **data)


def test_the_new_match_form_asks_the_format_first_with_each_formats_rules_under_it(table):
    html = page(table.client.get("/matches/new/indian-rummy"))
    lead = html.select_one("fieldset.lead")
    assert [i["value"] for i in lead.select("input[name=rule_format]")] == \
        ["total", "pool", "deals"]
    groups = [{i["name"] for i in d.select("input")} for d in lead.select(".when")]
    assert groups == [{"rule_end_at", "rule_deadwood_cap", "rule_drops", "rule_first_drop",
                       "rule_middle_drop"}, {"rule_pool", "rule_rejoins"}, {"rule_deals"}]
    # It comes before the seats, so the table chooses before typing names.
    assert str(html).index("fieldset class=\"choices lead") < str(html).index("seat0")


def test_a_pool_match_puts_a_player_out_and_offers_the_rejoin_with_its_total(table, app):
    url = table.start("indian-rummy", ["Ana", "Bo", "Cy"], format="pool", pool="101",
                      rejoins="1")
    assert loser(table, url, "Ana", Bo=80, Cy=30).status_code == 302
    assert loser(table, url, "Ana", Bo=25, Cy=0).status_code == 302
    html = page(table.client.get(url))
    standings = html.select_one(".standings").get_text(" ", strip=True)
    assert "out: may rejoin at 31" in standings and "71 from 101" in standings
    assert "Bo reached 105: out." in html.select_one(".why").get_text(" ")
    box = html.select_one(".box.rejoining")
    assert box.select_one("input[name=rejoin-1]") is not None
    assert "Rejoins at 31" in box.get_text(" ")
    # Naming Bo without the tick is refused, in words, and stores nothing.
    refused = loser(table, url, "Cy", Ana=10, Bo=5)
    assert refused.status_code == 200
    assert "Bo is out of this match and plays no more rounds." in refused.get_data(as_text=True)
    with app.app_context():
        from models import Round
        assert Round.query.count() == 2
    # With the tick, Bo comes back at 31 and the deal counts him.
    back = table.round(url, **{"winner": "Cy", "deadwood-0": "10", "deadwood-1": "5",
                                "rejoin-1": "y"})
    assert back.status_code == 302
    html = page(table.client.get(url))
    assert "Bo rejoins at 31: the highest still in is 30, plus 1." in \
        html.select_one(".why").get_text(" ")
    assert html.select_one(".box.rejoining") is None  # nobody is out now


def test_a_player_out_who_may_not_rejoin_gets_no_box(table):
    url = table.start("indian-rummy", ["Ana", "Bo", "Cy"], format="pool", pool="101",
                      rejoins="0")
    loser(table, url, "Ana", Bo=80, Cy=30)
    loser(table, url, "Ana", Bo=21, Cy=30)
    html = page(table.client.get(url))
    assert html.select_one("input[name=deadwood-1]") is None
    assert "rejoin" not in html.select_one("form.round").get_text(" ").lower()


def test_the_last_player_in_wins_and_ending_early_is_a_split(table):
    url = table.start("indian-rummy", ["Ana", "Bo", "Cy"], format="pool", pool="101",
                      rejoins="0")
    loser(table, url, "Ana", Bo=80, Cy=30)
    loser(table, url, "Ana", Bo=21, Cy=30)
    asked = table.post(f"{url}/end", {}, form_url=url)
    assert "everyone still in shares the win: a split" in asked.get_data(as_text=True)
    end = table.post(f"{url}/end", {"confirm": "yes"}, form_url=url)
    assert end.status_code == 302
    html = page(table.client.get(url))
    assert "Ana and Cy share the win!" in html.get_text(" ")
    assert "Split" in html.select_one(".celebration").get_text(" ")


def test_a_deals_match_counts_chips_and_plays_a_tie_breaker(table):
    url = table.start("indian-rummy", ["Ana", "Bo"], format="deals", deals="1")
    table.round(url, winner="Ana", **{"deadwood-1": "0"})
    html = page(table.client.get(url))
    assert "Tie-breaker" in html.select_one(".standings").get_text(" ")
    assert html.select_one("#enter-title").get_text(strip=True) == "Enter deal 2"
    table.round(url, winner="Bo", **{"deadwood-0": "12"})
    html = page(table.client.get(url))
    assert "Bo wins!" in html.select_one(".celebration").get_text(" ")


def test_statistics_count_pool_wins_times_out_and_rejoins_and_history_says_the_format(table,
                                                                                      app):
    from services import stats
    from extensions import db
    from models import Account
    url = table.start("indian-rummy", ["Ana", "Bo", "Cy"], format="pool", pool="101")
    loser(table, url, "Ana", Bo=80, Cy=30)
    loser(table, url, "Ana", Bo=25, Cy=0)  # Bo out
    table.round(url, **{"winner": "Cy", "deadwood-0": "10", "deadwood-1": "75",
                        "rejoin-1": "y"})  # Bo back at 31, then out again with 106
    loser(table, url, "Ana", Cy=80)  # Cy out with 110: Ana is left in
    with app.app_context():
        found = stats.statistics(db.session.scalar(db.select(Account)))
        by_name = {p.name: p.as_dict()["by_game"]["indian-rummy"] for p in found.players.values()}
    assert by_name["Ana"]["pool_wins"] == 1 and by_name["Cy"]["pool_wins"] == 0
    assert (by_name["Bo"]["times_out"], by_name["Bo"]["rejoins"]) == (2, 1)
    assert by_name["Cy"]["times_out"] == 1
    listed = page(table.client.get("/history/")).select_one("ul.matches").get_text(" ")
    assert "Indian Rummy · Pool 101" in listed
