from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from flask_wtf.file import FileField, FileRequired, FileSize

from services.backup import MAX_BYTES

MEGABYTES = MAX_BYTES // (1024 * 1024)


class RestoreForm(FlaskForm):
    """The upload of a backup file; what is in the file is checked by services/backup.py."""

    file = FileField(
        _l("Backup file (.json)"),
        validators=[FileRequired(_l("Choose the backup file to restore.")),
                    FileSize(MAX_BYTES, message=_l("This file is bigger than %(mb)s MB, so it "
                                                   "cannot be a backup Rulezz can restore.",
                                                   mb=MEGABYTES))],
        render_kw={"accept": ".json,application/json"},
        description=_l("A file downloaded from this page, here or on another Rulezz."))
