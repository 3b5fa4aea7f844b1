"""The database a test run uses: SQLite by default, or PostgreSQL when RULEZZ_TEST_POSTGRES names
a server (e.g. postgresql+psycopg://postgres@127.0.0.1:5432). Each PostgreSQL run works in fresh
databases of its own, created here and dropped at the end."""

import os
import uuid
from contextlib import contextmanager

import psycopg

SERVER = os.environ.get("RULEZZ_TEST_POSTGRES", "").rstrip("/")


def using_postgres() -> bool:
    return bool(SERVER)


def _admin():
    url = SERVER.replace("postgresql+psycopg://", "postgresql://")
    return psycopg.connect(f"{url}/postgres", autocommit=True)


@contextmanager
def fresh_postgres(label: str):
    """A new, empty PostgreSQL database for the duration of the block; its SQLAlchemy URL."""
    name = f"rulezz_{label}_{uuid.uuid4().hex[:10]}"
    with _admin() as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    try:
        yield f"{SERVER}/{name}"
    finally:
        with _admin() as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
