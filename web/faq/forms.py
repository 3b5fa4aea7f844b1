"""The Okey hand checker's form on the Okey rules page: the indicator and 14 tiles as text (the
picker in static/tiles.js only types into these boxes). Tiles are written in the reader's letters
(games/okey_hand.py LETTERS), left to right in every language (R7, K13), so the boxes are too."""

from flask_babel import get_locale, gettext as _, lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import StringField, TextAreaField
from wtforms.validators import Length

from games import okey_hand
from web.forms import put_errors

# Room for 14 tiles written out with spaces or commas, and no more: the checker's input is
# bounded before it is read.
MAX_TILES_TEXT = 120


class OkeyCheckForm(FlaskForm):
    indicator = StringField(_l("The indicator (the tile turned face up)"),
                            validators=[Length(max=okey_hand.MAX_TEXT)],
                            render_kw={"autocomplete": "off", "autocapitalize": "characters",
                                       "spellcheck": "false", "dir": "ltr"})
    tiles = TextAreaField(_l("The 14 tiles of the hand"),
                          validators=[Length(max=MAX_TILES_TEXT)],
                          render_kw={"autocomplete": "off", "autocapitalize": "characters",
                                     "spellcheck": "false", "rows": 2, "dir": "ltr"})

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.letters = okey_hand.letters(str(get_locale()))
        write = self.letters.own
        example = " ".join([*(write[c] + n for c, n in zip("RRRYBK", "123444")), write["FJ"]])
        # the class's render_kw is shared by every form: this one's is a copy
        self.indicator.render_kw = {**self.indicator.render_kw, "placeholder": write["R"] + "5"}
        self.tiles.description = _("Separated by spaces, like %(example)s.", example=example)

    def checked(self):
        """The checker's answer, or None with the form's errors set."""
        if not self.validate():
            return None
        hand, errors = okey_hand.read_hand(self.indicator.data or "",
                                           okey_hand.split_tiles(self.tiles.data or ""),
                                           self.letters)
        if errors:
            put_errors(self, errors, lambda key: self[key] if key in self else None)
            return None
        return okey_hand.check(hand, self.letters)
