from flask_babel import lazy_gettext as _l
from wtforms import SelectField, ValidationError

from forms import StatsFilters


class StatsForm(StatsFilters):
    """The statistics page's filter: the filters the API reads too (forms.py), and two players
    to set head to head. The view sets the choices of game and players."""

    first = SelectField(_l("Head-to-head"), default="")
    second = SelectField(_l("against"), default="")

    def validate_second(self, field) -> None:
        if field.data and field.data == self.first.data:
            raise ValidationError(_l("Choose two different players."))
