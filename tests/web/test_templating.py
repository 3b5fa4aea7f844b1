"""The round table macro: escaped names, links to each round, the newest rounds only."""

from flask import render_template_string

from games import GAMES
from games.core import Table, replay

TABLE = ('{% from "matches/_table.html" import round_table %}'
         '{{ round_table(standings, match, last) }}')


class Row:
    id = "x"


def test_the_round_table_escapes_names_in_notes_and_links_to_each_round(app):
    game = GAMES.get("skyjo")
    players = ("<b>Ana</b>", "Bo")
    result = replay(game, Table(players, game.defaults()),
                    [{"points": {"<b>Ana</b>": 3, "Bo": 5}, "closer": "<b>Ana</b>"},
                     {"points": {"<b>Ana</b>": 9, "Bo": 1}, "closer": "Bo"}])
    with app.test_request_context("/"):
        html = render_template_string(TABLE, standings=result, match=Row(), last=None)
        last_only = render_template_string(TABLE, standings=result, match=None, last=1)
    assert "<b>" not in html and "&lt;b&gt;Ana&lt;/b&gt;" in html
    assert html.count("<tr>") == 3 and html.count(" open>") == 1  # the header row and 2 rounds
    assert '<a href="/matches/x/rounds/2">2</a>' in html and '"visually-hidden">Round<' in html
    assert '<span class="delta">+9</span> <span class="total">12</span>' in html
    assert last_only.count("<tr>") == 2 and "<a " not in last_only
