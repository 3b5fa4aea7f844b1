"""The statistics against a small history worked by hand: an edited and a deleted round, a
match ended early, a tie, a renamed player; the page, the API, and the statements they take."""

from extensions import db
from models import Account, Player
from services import stats
from tests.web.pages import words
from tests.web.test_queries import counted, statements  # noqa: F401  (a fixture)


def skyjo(table, rounds, **rules):
    url = table.start("skyjo", ["Ana", "Bo"], **rules)
    for ana, bo, closer in rounds:
        response = table.round(url, **{"points-0": str(ana), "points-1": str(bo),
                                       "closer": closer})
        assert response.status_code == 302
    return url


def history(table):
    """Worked by hand in the comments; "Ana" is renamed "Ana Lu" at the end."""
    first = skyjo(table, [(5, 8, "Ana"), (4, 2, "Ana")], end_at="10")  # Ana doubled: Bo wins
    # ...then round 2 is edited: Ana alone lowest with 1, totals 6 and 10: Ana wins.
    assert table.post(f"{first}/rounds/2", {"points-0": "1", "points-1": "2",
                                            "closer": "Ana"}).status_code == 302
    # Bo ties and is doubled (3, 6); round 2 is deleted; the table ends it early: Ana leads.
    second = skyjo(table, [(3, 3, "Bo"), (9, 1, "Bo")])
    assert table.post(f"{second}/rounds/2/delete", {}).status_code == 302
    assert table.post(f"{second}/end", {"confirm": "yes"}, form_url=second).status_code == 302
    skyjo(table, [(12, 12, "Ana")], end_at="10", closer_penalty="none")  # a tie: both win
    ana = player_id(table, "Ana")
    assert table.post(f"/players/{ana}", {"name": "Ana Lu"}).status_code == 302
    return ana


def player_id(table, name):
    app = table.client.application
    with app.app_context():
        return db.session.scalar(db.select(Player.id).filter_by(name=name))


def records(app):
    with app.app_context():
        account = db.session.scalar(db.select(Account))
        found = stats.statistics(account)
        return {p.name: p.as_dict() for p in found.players.values()}, found


def test_every_figure_of_a_hand_worked_history(table, app):
    history(table)
    players, found = records(app)
    assert set(players) == {"Ana Lu", "Bo"}
    ana, bo = players["Ana Lu"]["by_game"]["skyjo"], players["Bo"]["by_game"]["skyjo"]
    assert ana == {"matches": 3, "wins": 3, "win_rate": 1.0, "current_streak": 3,
                   "longest_streak": 3, "rounds": 4, "average_round": 5.25, "best_round": 1,
                   "closed": 3, "doubled": 0, "columns": 0, "average_points": 5.25}
    assert bo == {"matches": 3, "wins": 1, "win_rate": 0.333, "current_streak": 1,
                  "longest_streak": 1, "rounds": 4, "average_round": 7.0, "best_round": 2,
                  "closed": 1, "doubled": 1, "columns": 0, "average_points": 6.25}
    assert (players["Bo"]["matches"], players["Bo"]["wins"]) == (3, 1)
    ids = {p.name: key for key, p in found.players.items()}
    with app.app_context():
        account = db.session.scalar(db.select(Account))
        head = stats.head_to_head(account, stats.Filters(), ids["Ana Lu"], ids["Bo"])
    assert (head.together, head.first_ahead, head.second_ahead, head.level) == (3, 2, 0, 1)


def test_the_pages_show_the_figures(table, app):
    ana = history(table)
    page = table.client.get(f"/players/{ana}/stats").get_data(as_text=True)
    assert "<h1>Ana Lu</h1>" in page and "<dt>Closes doubled</dt><dd>0</dd>" in page
    assert "<dt>Average round</dt><dd>5.25</dd>" in page
    bo = player_id(table, "Bo")
    board = table.client.get(f"/stats?game=skyjo&first={ana}&second={bo}").get_data(as_text=True)
    assert board.index("Ana Lu") < board.index(">Bo<")  # most wins first
    assert "<dt>Ana Lu finished ahead</dt><dd>2</dd>" in board
    assert "<dt>Matches together</dt><dd>3</dd>" in board
    assert f'href="/players/{ana}/stats"' in table.client.get("/players").get_data(as_text=True)


def test_each_average_on_the_player_page_says_in_words_what_it_is_the_mean_of(table):
    skyjo(table, [(8, 5, "Ana")], end_at="10")  # Ana is doubled: 16 as scored, 8 as entered
    page = words(table.client.get(f"/players/{player_id(table, 'Ana')}/stats"))
    assert ("Average round 16.0 The mean of the player's (or their team's) score over every "
            "round they played, as the match scored it.") in page
    assert ("Average points per round 8.0 The mean of the points entered for the player, "
            "before any doubling.") in page


def test_a_bad_filter_is_refused_in_words_and_changes_nothing(table):
    skyjo(table, [(5, 8, "Ana")])
    page = table.client.get("/stats?since=2030-01-01&until=2020-01-01").get_data(as_text=True)
    assert "The last day comes before the first: swap them." in page
    assert "<td>1</td>" in page  # the match still counts: no filter was applied
    page = table.client.get("/stats?since=1900-01-01").get_data(as_text=True)
    assert "Choose a day from 2000-01-01 to 2100-12-31." in page


def test_a_period_leaves_other_matches_out(table):
    skyjo(table, [(5, 8, "Ana")])
    page = table.client.get("/stats?until=2001-01-01").get_data(as_text=True)
    assert "No matches found." in page


def test_another_accounts_player_page_is_not_found(table, client):
    skyjo(table, [(5, 8, "Ana")])
    ana = player_id(table, "Ana")
    other = client.application.test_client()
    from tests.conftest import Table
    stranger = Table(other)
    stranger.signup("strangers")
    assert other.get(f"/players/{ana}/stats").status_code == 404


def test_the_statistics_page_does_not_grow_with_matches(table, statements):  # noqa: F811
    counts = []
    for more in (1, 5):
        for _ in range(more):
            skyjo(table, [(5, 8, "Ana"), (1, 2, "Bo")])
        ana = player_id(table, "Ana")
        counts.append((counted(statements, lambda: table.client.get("/stats")),
                       counted(statements, lambda: table.client.get(f"/players/{ana}/stats"))))
    assert counts[0] == counts[1] and max(counts[0]) <= 8


def skyjo_figures(app, name="Ana"):
    players, _ = records(app)
    return players[name]["by_game"]["skyjo"]


def test_an_edit_a_delete_and_a_put_back_change_the_statistics_at_once(table, app):
    from tests.web.test_takeback import put_back
    url = skyjo(table, [(5, 8, "Ana"), (4, 2, "Ana")], end_at="10")  # Ana doubled to 8: Bo wins
    before = skyjo_figures(app)
    assert (before["wins"], before["doubled"], before["average_round"]) == (0, 1, 6.5)
    assert table.post(f"{url}/rounds/2", {"points-0": "1", "points-1": "2",
                                          "closer": "Ana"}).status_code == 302
    edited = skyjo_figures(app)  # alone lowest now: 1 point, not doubled; Ana wins (6 to 10)
    assert (edited["wins"], edited["doubled"], edited["average_round"]) == (1, 0, 3.0)
    assert table.post(f"{url}/rounds/2/delete", {}).status_code == 302
    deleted = skyjo_figures(app)  # back in play after one round: no match played
    assert (deleted["matches"], deleted["rounds"], deleted["closed"]) == (0, 1, 1)
    assert put_back(table, url).status_code == 302
    assert skyjo_figures(app) == edited


def test_the_databases_sums_equal_the_replays_over_random_histories(table, app):
    """Random matches of every game through the pages' services, edited and ended at random;
    the figures the database adds up equal those collected from each match's replay
    (games/figures/records.collect, which tests/games/test_figures.py holds to a naive
    recount), streaks and head-to-head included."""
    import random
    from datetime import timedelta

    from bench.seed import raw_round
    from games import GAMES, core, figures
    from games.figures.records import Tallied, collect
    from models import Match
    from services import matches as service, rollups

    rng = random.Random(16)
    with app.app_context():
        account = db.session.scalar(db.select(Account))
        for i in range(30):
            game = rng.choice(list(GAMES))
            names = rng.sample(["Ana", "Bo", "Cy", "Dee", "Eve"],
                               rng.randint(game.min_players, min(game.max_players, 5)))
            built, _ = core.validate_new_match(game, names, None,
                                               names[0] if game.deals else None)
            match = service.start_match(account, game, built).sheet.match
            left, match.created_at = match.created_at, match.created_at + timedelta(days=3 * i)
            # Moved as a restored backup's would start: both months are recounted.
            rollups.recount_started(account.id, [(game.id, left), (game.id, match.created_at)])
            db.session.commit()
            for _ in range(rng.randint(0, 6)):
                service.add_round(match, raw_round(game.id, names, rng))
            sheet = service.load(match)
            if sheet.rounds and rng.random() < 0.3:
                service.delete_round(match, rng.randint(1, len(sheet.rounds)))
            if rng.random() < 0.4:
                service.end_match(match)
        sheets = service.load_many(db.session.scalars(
            db.select(Match).order_by(Match.created_at, Match.id)).all())
        ids = {name: player.id for name in ("Ana", "Bo", "Cy", "Dee", "Eve")
               if (player := service.find_player(account, name))}
        expected = collect(Tallied(s.game, s.match.created_at,
                                   [(ids[p], p) for p in s.players],
                                   figures.tally(s.game, s.table, s.standings, s.winners,
                                                 s.finished)) for s in sheets)
        found = stats.statistics(account, months=True)
        assert {k: p.as_dict() for k, p in found.players.items()} == {
            k: p.as_dict() for k, p in expected.players.items()}
        assert found.months == expected.months and len(found.months) > 1
        assert any(p.as_dict()["wins"] for p in found.players.values())  # not all empty
        for first, second in (("Ana", "Bo"), ("Cy", "Dee"), ("Eve", "Ana")):
            assert stats.head_to_head(account, stats.Filters(), ids[first], ids[second]) == \
                expected.head_to_head(ids[first], ids[second])
