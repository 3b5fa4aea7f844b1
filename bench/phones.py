"""The table at scale (issue 15): phones watching matches, each polling its match page as
static/rulezz.js does (every 2 s, a conditional GET with the page's tag, X-Rulezz-Live: poll),
while each match gets a round a minute, saved in place (X-Rulezz-Save: save, answered with the
new page). One thread sends every request at its planned time, over loopback only, so the load
is bounded by the plan, never by how fast the server answers. Reported: what was sent and
answered, and the share of the machine's CPU gunicorn used meanwhile."""

import gzip
import heapq
import http.client
import re
import time
import uuid
from collections import Counter
from urllib.parse import urlencode, urlsplit

import psutil

from bench import probes

POLL_S, ROUND_S = 2.0, 60.0  # a phone's poll; a round per match
TAG = re.compile(r'data-live-tag="([0-9a-f]{32})"')


def request(base: str, method: str, path: str, headers: dict, body=None):
    """(status, body as text) of one request on its own connection (gunicorn's sync workers
    close each connection after its answer, as they do for a phone's)."""
    url = urlsplit(base)
    connection = http.client.HTTPConnection(url.hostname, url.port, timeout=10)
    try:
        connection.request(method, path, body=body, headers=headers)
        response = connection.getresponse()
        data = response.read()
        if response.getheader("Content-Encoding") == "gzip":
            data = gzip.decompress(data)
        return response.status, data.decode()
    finally:
        connection.close()


def simulate(server, base: str, matches: list, phone: dict, seconds: float, cpu_seconds):
    """Phones watching `matches` (one each, all logged in as their table) for `seconds`; a round
    a minute for each match, their minutes spread evenly. `cpu_seconds(server)` is gunicorn's
    CPU so far."""
    paths = [f"/matches/{m}" for m in matches]
    tags, forms = {}, {}
    for path in paths:  # each phone has its match's page open already
        page = request(base, "GET", path, phone)[1]
        tags[path] = TAG.search(page)[1]
        forms[path] = {"csrf_token": probes.CSRF.search(page)[1], **probes.POINTS}
    plan = [(i * POLL_S / len(paths), "poll", path) for i, path in enumerate(paths)]
    plan += [(i * ROUND_S / len(paths), "round", path) for i, path in enumerate(paths)]
    heapq.heapify(plan)
    answers, late = Counter(), []
    cpu0, wall0 = cpu_seconds(server), time.monotonic()
    while plan and plan[0][0] < seconds:
        at, kind, path = heapq.heappop(plan)
        wait = wall0 + at - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        late.append(max(0.0, -wait))
        if kind == "poll":
            status, body = request(base, "GET", path, {
                **phone, "If-None-Match": f'"{tags[path]}"', "X-Rulezz-Live": "poll"})
            heapq.heappush(plan, (at + POLL_S, "poll", path))
        else:
            body = urlencode({**forms[path], "nonce": uuid.uuid4().hex})
            status, body = request(base, "POST", path, {
                **phone, "X-Rulezz-Save": "save",
                "Content-Type": "application/x-www-form-urlencoded"}, body)
            heapq.heappush(plan, (at + ROUND_S, "round", path))
        if status == 200 and kind == "poll":
            tags[path] = TAG.search(body)[1]
        answers[f"{kind} {status}"] += 1
    wall, cpu = time.monotonic() - wall0, cpu_seconds(server) - cpu0
    return {"phones": len(paths), "seconds": round(wall, 1), "answers": dict(answers),
            "server_cpu_s": round(cpu, 3), "cpu_share": cpu / (wall * psutil.cpu_count()),
            "late_p99_ms": sorted(late)[int(0.99 * (len(late) - 1))] * 1e3 if late else 0.0}
