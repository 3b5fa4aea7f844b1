"""Run Rulezz under gunicorn as `make run` does, on loopback, for tests that need a real server."""

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path

from tests.databases import fresh_postgres, using_postgres

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def upgrade(database_url: str) -> None:
    """Create or upgrade the database with the migrations, as `make run` does."""
    subprocess.run([sys.executable, "-m", "flask", "--app", "app", "db", "upgrade"], cwd=ROOT,
                   env={**os.environ, "DATABASE_URL": database_url, "SECRET_KEY": "tests"},
                   check=True, capture_output=True)


class Server:
    def __init__(self, database_url: str, log: Path, workers: int = 2):
        self.database_url, self.log_path, self.workers = database_url, log, workers
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process = None

    def start(self) -> "Server":
        env = {**os.environ, "DATABASE_URL": self.database_url, "SECRET_KEY": "tests"}
        self.log = open(self.log_path, "a")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "--workers", str(self.workers),
             "--bind", f"127.0.0.1:{self.port}", "app:create_app()"],
            cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=self.log,
            start_new_session=True)  # its own process group, so a kill reaches every worker
        for _ in range(200):
            try:
                urllib.request.urlopen(self.url + "/api/v1/games", timeout=1)
                return self
            except OSError:
                time.sleep(0.05)
        self.stop()
        raise RuntimeError("gunicorn did not start: " + self.log_path.read_text())

    def kill(self) -> None:
        """SIGKILL the master and all workers at once: no clean shutdown of anything."""
        os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait(10)
        self.log.close()

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(10)
        self.log.close()


@contextmanager
def serve(database_url: str, folder: Path, workers: int = 2):
    upgrade(database_url)
    server = Server(database_url, folder / "gunicorn.log", workers).start()
    try:
        yield server
    finally:
        server.stop()


@contextmanager
def fresh_database(folder: Path, name: str):
    """The URL of a new, empty database: PostgreSQL when the run uses it, else an SQLite file in
    `folder`. It outlives any server started on it, so a killed server can be started again."""
    if using_postgres():
        with fresh_postgres(name) as url:
            yield url
    else:
        yield f"sqlite:///{folder / 'rulezz.sqlite'}"


@contextmanager
def served(tmp_path_factory, name: str, workers: int = 2):
    """gunicorn on a fresh database of its own."""
    folder = tmp_path_factory.mktemp(name)
    with fresh_database(folder, name) as url, serve(url, folder, workers) as running:
        yield running
