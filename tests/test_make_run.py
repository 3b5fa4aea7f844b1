"""`make run` as a person runs it: two servers on one machine (two ports) share nothing that
makes them clash, such as gunicorn's control socket (by default one path per user)."""

import re
import subprocess

from tests.servers import ROOT


def gunicorn_line(port: int) -> str:
    plan = subprocess.run(["make", "-n", "run", f"PORT={port}"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout
    return next(line for line in plan.replace("\\\n", " ").splitlines() if "gunicorn " in line)


def test_two_servers_on_one_machine_have_their_own_control_socket():
    sockets = [re.search(r"--control-socket (\S+)", gunicorn_line(port)) for port in (8001, 8002)]
    assert all(sockets)
    assert sockets[0].group(1) != sockets[1].group(1)
