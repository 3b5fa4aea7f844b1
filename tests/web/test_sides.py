"""A number per team on the round form (web/matches/forms.py Sides, Sueca's card points): a box
per team; where the numbers add up to a total one box typed is enough; a message beside the box
it is about, and nothing stored when refused."""

from models import Round
from tests.web.pages import count, errors_for, stored_match, totals

FOUR = ["Ana", "Bo", "Cy", "Dee"]


def test_one_teams_points_typed_the_other_is_what_is_left(table, app):
    url = table.start("sueca", FOUR)
    html = table.client.get(url).get_data(as_text=True)
    assert '<label for="points-0">Ana &amp; Cy</label>' in html
    assert '<label for="points-1">Bo &amp; Dee</label>' in html
    assert "Type one team's points: the other team's are what is left of 120." in html
    assert 'autofocus id="points-0"' in html  # the phone starts in the first team's box
    assert table.round(url, **{"points-1": "32"}).status_code == 302
    assert stored_match(app, url)["rounds"][0][1]["points"] == {"0": 88, "1": 32}
    assert totals(table.client.get(url)) == {"Ana & Cy": 1, "Bo & Dee": 0}


def test_refused_beside_the_box_it_is_about(table, app):
    url = table.start("sueca", FOUR)
    response = table.round(url, **{"points-0": "119"})  # the other would have 1
    assert response.status_code == 200
    assert errors_for(response, "points-1")[0].startswith("A team cannot have 1 point")
    response = table.round(url, **{"points-0": "70", "points-1": "60"})
    assert errors_for(response, "points-0")  # they add up to 130, not 120
    assert 'value="70"' in response.get_data(as_text=True)  # what was typed stays
    assert count(app, Round) == 0
