"""The migrations build the schema the models declare: a database made by `flask db upgrade`
(as `make run` makes it) differs from the models only where a migration says why.
(SQLite, and PostgreSQL when RULEZZ_TEST_POSTGRES is set.)"""

import os
import subprocess
import sys

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import create_engine

from extensions import db
from tests.servers import ROOT
from tests.web.test_stats_migration import empty_url  # noqa: F401  (a fixture)

# 0005 empties match.share_token and keeps it (SQLite cannot drop a unique column in place),
# and adds round.link_id's foreign key inline, which SQLite reflects without its name.
KEPT = {("remove_column", "match", "share_token"), ("remove_constraint", "match", "share_token"),
        ("remove_fk", "round", "link_id"), ("add_fk", "round", "link_id")}


def named(difference) -> tuple:
    """(what, table, column) of one difference Alembic found."""
    kind, found = difference[0], difference[-1]
    if kind == "remove_column":
        return kind, difference[2], found.name
    table = found.table
    return kind, table.name, next(iter(found.columns)).name


def test_the_migrations_make_the_models_schema(empty_url):
    subprocess.run([sys.executable, "-m", "flask", "--app", "app", "db", "upgrade"], cwd=ROOT,
                   env={**os.environ, "DATABASE_URL": empty_url, "SECRET_KEY": "tests"},
                   check=True, capture_output=True)
    engine = create_engine(empty_url)
    with engine.connect() as connection:
        differences = compare_metadata(MigrationContext.configure(connection), db.metadata)
    engine.dispose()
    assert {named(d) for d in differences} <= KEPT, differences
