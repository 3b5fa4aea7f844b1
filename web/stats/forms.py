from datetime import date

from flask_babel import lazy_gettext as _l
from wtforms import DateField, SelectField, ValidationError
from wtforms.validators import Optional

from web.forms import Form

EARLIEST, LATEST = date(2000, 1, 1), date(2100, 12, 31)  # no match is played outside these


def within_years(form, field) -> None:
    if field.data and not EARLIEST <= field.data <= LATEST:
        raise ValidationError(_l("Choose a day from %(first)s to %(last)s.",
                                 first=EARLIEST.isoformat(), last=LATEST.isoformat()))


class StatsForm(Form):
    """The statistics filter: a GET form, so it can be bookmarked and needs no CSRF token.
    The choices of game and players are set by the view."""

    class Meta:
        csrf = False

    game = SelectField(_l("Game"), default="")
    since = DateField(_l("From"), validators=[Optional(), within_years])
    until = DateField(_l("To"), validators=[Optional(), within_years])
    first = SelectField(_l("Head-to-head"), default="")
    second = SelectField(_l("against"), default="")

    def validate_until(self, field) -> None:
        if field.data and self.since.data and field.data < self.since.data:
            raise ValidationError(_l("The last day comes before the first: swap them."))

    def validate_second(self, field) -> None:
        if field.data and field.data == self.first.data:
            raise ValidationError(_l("Choose two different players."))
