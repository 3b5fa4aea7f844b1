"""Helpers for the pages' forms (what the API's forms share with them is in forms.py): typed
numbers, the controls of a game's settings (a new match's house rules, a table's own game's
choices), and putting a game's messages beside its boxes."""

import functools
import re

from flask_babel import lazy_gettext as _l
from wtforms import BooleanField, RadioField, StringField, TextAreaField

from forms import options
from games.fields import BoolSetting, ChoiceSetting, IntSetting, TextSetting
from i18n import tr

WHOLE_NUMBER = re.compile(r"^[-−]?\d{1,30}$")
NUMERIC = {"inputmode": "numeric", "pattern": "[0-9]*", "autocomplete": "off"}
# iOS shows no minus key with inputmode=numeric, so signed boxes use type=number instead.
SIGNED = {"type": "number", "autocomplete": "off"}


def number(text):
    """A whole number typed in a box; blank is None; anything else is passed on for the game
    module to refuse in its own words."""
    text = (text or "").strip()
    if not text:
        return None
    return int(text.replace("−", "-")) if WHOLE_NUMBER.match(text) else text


def put_errors(form, errors: dict, field_for) -> None:
    """Attach messages (a game's or a service's) to the form's fields; any without a field go
    on the form."""
    for key, message in errors.items():
        field = field_for(key)
        (field.errors if field is not None else form.form_errors).append(tr(message))


# --- A game's settings --------------------------------------------------------------------------

@functools.singledispatch
def setting_field(setting):
    """The control of a setting of this class (a number, by default)."""
    hint = _l("%(min)s to %(max)s", min=setting.min, max=setting.max)
    if setting.optional:
        hint = _l("%(min)s to %(max)s, or empty for none", min=setting.min, max=setting.max)
    default = "" if setting.default is None else str(setting.default)
    return StringField(tr(setting.label), default=default, description=hint,
                       render_kw=NUMERIC if setting.min >= 0 else SIGNED)


@setting_field.register
def bool_setting_field(setting: BoolSetting):
    return BooleanField(tr(setting.label), default=setting.default, description=tr(setting.help))


@setting_field.register
def choice_setting_field(setting: ChoiceSetting):
    return RadioField(tr(setting.label), default=setting.default, description=tr(setting.help),
                      choices=options((v, tr(text)) for v, text in setting.choices))


@setting_field.register
def text_setting_field(setting: TextSetting):
    """A line (a name), or a text with its line breaks (rules), in the reader's words."""
    control = TextAreaField if setting.lines else StringField
    return control(tr(setting.label), default=tr(setting.default), description=tr(setting.help),
                   render_kw={"maxlength": setting.most, "dir": "auto", "autocomplete": "off"})


@functools.singledispatch
def setting_value(setting, data):
    """What the control of a setting sent, as the game reads it."""
    return data


@setting_value.register
def int_setting_value(setting: IntSetting, data):
    return number(data)


@setting_value.register
def choice_setting_value(setting: ChoiceSetting, data):
    """A radio sends text: the choice it names, as the game declares it (a pool's 101)."""
    return next((value for value, _ in setting.choices if str(value) == data), data)
