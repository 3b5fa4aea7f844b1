"""The form a table describes its game with: a control per setting of the game whose settings
make a whole game (games/custom), as the new-match form's house rules are made."""

from flask_wtf import FlaskForm
from wtforms import HiddenField

from games.fields import applies
from web.forms import setting_field, setting_value


def own_game_form(game, **kwargs):
    known = {s.name: s for s in game.settings}

    class OwnGameForm(FlaskForm):
        # The version of the game this form was filled from (an edit), to notice another
        # phone's save in between.
        version = HiddenField()

        def settings(self) -> dict:
            """The choices made, without those that do not apply with the others (`when`)."""
            values = {name: setting_value(s, self[name].data) for name, s in known.items()}
            return {name: value for name, value in values.items() if applies(known[name], values)}

        def field_for(self, key: str):
            return self[key] if key in known else None

    for s in game.settings:
        setattr(OwnGameForm, s.name, setting_field(s))
    return OwnGameForm(**kwargs)


def as_data(settings: dict) -> dict:
    """A game's settings as the form's boxes hold them (numbers as text)."""
    return {name: str(value) if isinstance(value, int) and not isinstance(value, bool)
            else value for name, value in settings.items()}
