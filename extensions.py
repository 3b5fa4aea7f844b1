"""Flask extensions, created unbound here and bound to the app in `create_app`."""

from flask import current_app
from flask_babel import Babel
from flask_compress import Compress
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address
from flask_login import LoginManager
from flask_migrate import Migrate
from flask_sqlalchemy import SQLAlchemy
from flask_wtf.csrf import CSRFProtect
from sqlalchemy import MetaData, event
from sqlalchemy.engine import Engine
from sqlalchemy.orm import DeclarativeBase

# Named constraints, so Alembic can alter them later (SQLite needs names for batch migrations).
NAMING = {"ix": "ix_%(column_0_label)s", "uq": "uq_%(table_name)s_%(column_0_N_name)s",
          "ck": "ck_%(table_name)s_%(constraint_name)s",
          "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
          "pk": "pk_%(table_name)s"}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)


@event.listens_for(Engine, "connect")
def sqlite_pragmas(connection, record) -> None:
    """SQLite: write-ahead log (readers never wait for a writer, a crash loses no acknowledged
    commit), foreign keys enforced, and a wait instead of an error when another worker writes."""
    if type(connection).__module__.startswith("sqlite3"):
        cursor = connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA busy_timeout=10000")
        cursor.execute("PRAGMA synchronous=FULL")
        cursor.close()


db = SQLAlchemy(model_class=Base)
migrate = Migrate()
csrf = CSRFProtect()
compress = Compress()
babel = Babel()
login_manager = LoginManager()
limiter = Limiter(get_remote_address)  # RATELIMIT_STORAGE_URI: the database unless set


def checker_rate() -> str:
    return current_app.config["CHECK_RATE_LIMIT"]


# The hand checkers (rules pages and API) need no login and cost a solver's work: one budget per
# address for all of them, as the login has (a decorator for their views).
hand_checks = limiter.shared_limit(checker_rate, scope="hand-checks")
