"""The Indian Rummy hand checker of the rules page: no login, rate limited, bounded input."""

from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import StringField
from wtforms.validators import InputRequired, Length

from games import rummy_hand
from games.fields import Invalid
from i18n import tr

CHECKERS = {"indian-rummy"}  # the games whose rules page checks a hand


class RummyHandForm(FlaskForm):
    cards = StringField(_l("The 13 cards"), validators=[
        InputRequired(_l("Enter the 13 cards.")), Length(max=rummy_hand.MAX_TEXT)],
        render_kw={"autocomplete": "off", "autocapitalize": "characters", "spellcheck": "false",
                   "maxlength": rummy_hand.MAX_TEXT, "data-cards": ""},
        description=_l("Like 3♥ 4♥ 5♥ 10C JOKER, separated by spaces or commas."))


def check(form: RummyHandForm):
    """The hand arranged, or None with the message put on the form."""
    try:
        return rummy_hand.check(rummy_hand.card_texts(form.cards.data or ""))
    except Invalid as error:
        form.cards.errors = [*form.cards.errors, tr(error.message)]
        return None
