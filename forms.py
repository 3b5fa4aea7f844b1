"""What the pages and the API share of forms (api/ never imports web/): the statistics'
filters, which a page and an API query read alike, and `options`, WTForms' choices from pairs."""

from datetime import date

from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import DateField, SelectField, ValidationError
from wtforms.fields.choices import SelectChoice
from wtforms.validators import Optional

EARLIEST, LATEST = date(2000, 1, 1), date(2100, 12, 31)  # no match is played outside these


def options(pairs) -> list[SelectChoice]:
    """(value, label) pairs as WTForms choices."""
    return [SelectChoice(value, label) for value, label in pairs]


def within_years(form, field) -> None:
    if field.data and not EARLIEST <= field.data <= LATEST:
        raise ValidationError(_l("Choose a day from %(first)s to %(last)s.",
                                 first=EARLIEST.isoformat(), last=LATEST.isoformat()))


class StatsFilters(FlaskForm):
    """Which matches the statistics count: one game or all, from a first to a last day. Read
    from a query string (a page that can be bookmarked, an API call), so no CSRF token; the
    view sets the games to choose from."""

    class Meta:
        csrf = False

    game = SelectField(_l("Game"), default="")
    since = DateField(_l("From"), validators=[Optional(), within_years])
    until = DateField(_l("To"), validators=[Optional(), within_years])

    def validate_until(self, field) -> None:
        if field.data and self.since.data and field.data < self.since.data:
            raise ValidationError(_l("The last day comes before the first: swap them."))
