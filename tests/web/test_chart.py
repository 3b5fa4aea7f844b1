"""The chart of running totals on the match page, read from the HTML as a browser gets it: a line
per side through its totals, the end line, the winner, a player's colour in every match, what a
screen reader is told, its colours in both schemes, and its weight on a 20-round page."""

import gzip
import html
import re

import pytest

from tests.web.pages import words
from tests.web.test_chart_geometry import parse
from tests.web.test_colours import contrast, scheme
from tests.web.test_players import player_id

SKYJO = {"points-0": "14", "points-1": "9", "points-2": "-2", "closer": "Cy"}
CHART = re.compile(r'<figure class="chart".*?</figure>', re.S)


def chart_of(response) -> str:
    found = CHART.findall(response.get_data(as_text=True))
    assert len(found) == 1
    return found[0]


def lines(svg: str) -> dict[str, tuple[str, list[tuple[float, float]]]]:
    """Each drawn line's look (its classes) and points, by the name the legend gives it."""
    drawn = re.findall(r'<g class="(c\d d\d)"><path class="ln" d="([^"]+)"', svg)
    named = re.findall(r'<li class="(c\d d\d)">.*?<bdi>(.*?)</bdi>', svg)
    assert [look for look, _ in drawn] == [look for look, _ in named]
    return {html.unescape(name): (look, parse(path)) for (look, path), (_, name) in zip(drawn, named)}


def y_axis(svg: str):
    """The value a height stands for, from the chart's own labelled ticks."""
    ticks = [(float(y), int(v.replace("−", "-"))) for y, v in
             re.findall(r'<text x="\d+" y="(\d+)">(−?\d+)</text>', svg)]
    (y0, v0), (y1, v1) = ticks[0], ticks[-1]
    return lambda y: v0 + (y - y0) * (v1 - v0) / (y1 - y0)


def test_a_line_per_side_through_each_rounds_total(table):
    url = table.start("skyjo", ["Ana", "Bo", "Cy"], end_at="100")
    for points in (SKYJO, {"points-0": "30", "points-1": "-5", "points-2": "12", "closer": "Bo"}):
        table.round(url, **points)
    svg = chart_of(table.client.get(url))
    drawn, value = lines(svg), y_axis(svg)
    assert list(drawn) == ["Ana", "Bo", "Cy"]
    expected = {"Ana": [0, 14, 44], "Bo": [0, 9, 4], "Cy": [0, -2, 10]}
    for name, (_, points) in drawn.items():
        assert len(points) == 3
        assert [round(value(y)) for _, y in points] == expected[name]
        assert points[0][0] < points[1][0] < points[2][0]
    assert len({look for look, _ in drawn.values()}) == 3


def test_the_end_line_is_drawn_where_the_game_has_one(table):
    skyjo = table.start("skyjo", ["Ana", "Bo"], end_at="60")
    table.round(skyjo, **{"points-0": "3", "points-1": "9", "closer": "Ana"})
    svg = chart_of(table.client.get(skyjo))
    y = re.search(r'<path class="goal" d="M\d+ (\d+)H', svg)[1]
    assert round(y_axis(svg)(float(y))) == 60
    assert '<text class="goal"' in svg and "The line at 60 ends the match." in svg
    stakes = table.start("okey-stakes", ["Ana", "Bo"], stake="5")
    table.round(stakes, winner="Bo")
    assert 'class="goal"' not in chart_of(table.client.get(stakes))


def test_the_winner_is_marked_and_named(table):
    url = table.start("skyjo", ["Ana", "Bo"], end_at="20")
    table.round(url, **{"points-0": "25", "points-1": "4", "closer": "Bo"})
    svg = chart_of(table.client.get(url))
    rings = re.findall(r'<g class="(c\d d\d)"><path class="ln"[^>]*/><path class="mk"[^>]*/>'
                       r'<circle class="won"', svg)
    assert rings == [lines(svg)["Bo"][0]]
    assert re.search(r'<bdi>Bo</bdi> <span class="badge">winner</span>', svg)
    assert "Won by Bo." in svg and "wins!" not in svg  # not twice the same words on a page


def test_teams_are_one_line_each(table):
    url = table.start("euchre", ["Ana", "Bo", "Cy", "Dee"])
    table.round(url, maker="Bo", tricks="3")
    drawn = lines(chart_of(table.client.get(url)))
    assert list(drawn) == ["Ana & Cy", "Bo & Dee"]
    assert round(y_axis(chart_of(table.client.get(url)))(drawn["Bo & Dee"][1][-1][1])) == 1


def test_a_player_keeps_their_colour_in_every_match_and_after_a_rename(table, app):
    first = table.start("skyjo", ["Ana", "Bo", "Cy"])
    table.round(first, **SKYJO)
    looks = {name: look for name, (look, _) in lines(chart_of(table.client.get(first))).items()}
    second = table.start("skyjo", ["Cy", "Dee", "Ana"])  # other seats, a newcomer
    table.round(second, **SKYJO)
    again = lines(chart_of(table.client.get(second)))
    assert again["Cy"][0] == looks["Cy"] and again["Ana"][0] == looks["Ana"]
    assert again["Dee"][0] not in looks.values()
    table.post(f"/players/{player_id(app, 'Ana')}", {"name": "Anabel"})
    assert lines(chart_of(table.client.get(second)))["Anabel"][0] == looks["Ana"]


def test_no_chart_before_the_first_round(table):
    url = table.start("skyjo", ["Ana", "Bo"])
    assert 'class="chart"' not in table.client.get(url).get_data(as_text=True)


def test_a_screen_reader_gets_a_title_a_description_and_the_way_to_the_numbers(table):
    url = table.start("skyjo", ["Ana", "Bo"], end_at="100")
    table.round(url, **{"points-0": "3", "points-1": "-4", "closer": "Bo"})
    page = table.client.get(url).get_data(as_text=True)
    svg = chart_of(table.client.get(url))
    assert re.search(r'<svg viewBox="[^"]+" role="img" aria-labelledby="chart-title chart-desc">',
                     svg)
    assert '<title id="chart-title">Running totals, round by round</title>' in svg
    desc = re.search(r'<desc id="chart-desc">(.*?)</desc>', svg, re.S)[1]
    assert html.unescape(desc) == ("Totals after round 1: Ana 3, Bo −4. "
                                   "The line at 100 ends the match.")
    assert '<a class="hint" href="#rounds-title">' in svg and 'id="rounds-title"' in page
    assert svg.count('aria-hidden="true"') == 2  # the legend's samples say nothing
    assert " style=" not in page  # the Content-Security-Policy allows no inline style


def test_the_chart_in_another_language(table):
    url = table.start("skyjo", ["Ana", "Bo"])
    table.round(url, **{"points-0": "3", "points-1": "4", "closer": "Ana"})
    text = words(table.client.get(url + "?lang=pt"))
    assert "Running totals" not in text and "How the match went" not in text


@pytest.mark.parametrize("name", ["light", "dark"])
@pytest.mark.parametrize("n", range(8))
def test_every_line_colour_keeps_3_to_1_on_the_chart(name, n):
    colours = scheme(name)
    for background in ("card", "bg"):
        assert contrast(colours[f"chart-{n}"], colours[background]) >= 3


def test_the_chart_adds_at_most_4_kb_gzip_to_a_20_round_page(table):
    url = table.start("skyjo", ["Ana", "Bo", "Cy", "Dee"], end_at="1000")
    for i in range(20):
        table.round(url, **{"points-0": str(i % 13), "points-1": str((i * 7) % 15 - 2),
                            "points-2": str((i * 5) % 11), "points-3": "6", "closer": "Dee"})
    page = table.client.get(url).get_data(as_text=True)
    without = CHART.sub("", page)
    added = len(gzip.compress(page.encode(), 6)) - len(gzip.compress(without.encode(), 6))
    assert 0 < added <= 4096
