"""The template helpers: dates in the reader's language, and the round table's rows."""

from datetime import datetime

from flask_babel import force_locale, format_datetime

from games import GAMES
from games.core import Match as Table, replay
from round_table import rows
from templating import datetime_short

EVENING = datetime(2025, 6, 1, 20, 5)  # stored in UTC


def test_a_date_follows_the_readers_language(app):
    with app.test_request_context("/"):
        english = datetime_short(EVENING)
        with force_locale("pt"):
            portuguese = datetime_short(EVENING)
            assert datetime_short(EVENING) == portuguese  # remembered, and still right
            assert portuguese == format_datetime(EVENING, "short")  # what Flask-Babel writes
        assert datetime_short(EVENING) == english == format_datetime(EVENING, "short")
    assert english == "6/1/25, 8:05\u202fPM"
    assert portuguese == "01/06/2025 20:05"


def test_round_rows_escape_names_in_notes_and_link_to_each_round(app):
    game = GAMES.get("skyjo")
    players = ("<b>Ana</b>", "Bo")
    result = replay(game, Table(players, game.defaults()),
                    [{"points": {"<b>Ana</b>": 3, "Bo": 5}, "closer": "<b>Ana</b>"},
                     {"points": {"<b>Ana</b>": 9, "Bo": 1}, "closer": "Bo"}])
    with app.test_request_context("/"):
        html = rows(result, "/matches/x/rounds/")
        last_only = rows(result, last=1)
    assert "<b>" not in html and "&lt;b&gt;Ana&lt;/b&gt;" in html
    assert html.count("<tr>") == 2 and html.count(" open>") == 1
    assert '<a href="/matches/x/rounds/2" aria-label="Change round 2">2</a>' in html
    assert '<span class="delta">+9</span> <span class="total">12</span>' in html
    assert last_only.count("<tr>") == 1 and "<a " not in last_only


def test_template_gettext_formats_and_escapes_as_jinja_does(app):
    source = ('{{ _("Plain") }}|{{ _("100%% sure") }}|{{ _("Hi %(name)s", name=who) }}|'
              '{{ ngettext("%(num)s round", "%(num)s rounds", 1) }}|'
              '{{ ngettext("%(num)s round", "%(num)s rounds", n, who=who) }}')
    with app.test_request_context("/"):
        html = app.jinja_env.from_string(source).render(who="<b>Bo</b>", n=3)
    assert html == "Plain|100% sure|Hi &lt;b&gt;Bo&lt;/b&gt;|1 round|3 rounds"
