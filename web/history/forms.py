from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import SelectField

from forms import options


class FilterForm(FlaskForm):
    """The history filter: a GET form, so it can be bookmarked and needs no CSRF token."""

    class Meta:
        csrf = False

    game = SelectField(_l("Game"), default="")
    player = SelectField(_l("Player"), default="")
    status = SelectField(_l("Status"), default="",
                         choices=options([("", _l("All")), ("ongoing", _l("Ongoing")),
                                          ("finished", _l("Finished"))]))
