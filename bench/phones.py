"""Live tables, as many as the plan says: at each table 4 phones show the match and poll it as
static/rulezz.js does (every 2 s, If-None-Match with the tag the page names, X-Rulezz-Live:
poll), and one of them saves a round a minute in place (X-Rulezz-Save: save, answered with the
new page); the others then get the new page at their next poll. One thread sends every request
at its planned time, so the load is the plan's, however fast the answers come. Reported: the
workers' CPU over those seconds, hence how many such tables one core holds."""

import gzip
import heapq
import time
import uuid
from collections import Counter
from urllib.parse import urlencode

import brotli

from bench import probes, server as gunicorn

PHONES, POLL_S, ROUND_S = 4, 1.5, 60.0  # a table's phones, a phone's poll, a round per table


def text(headers: dict, body: bytes) -> str:
    """A body as the phone reads it: gzip, brotli or zstd undone."""
    coding = headers.get("Content-Encoding", "")
    if coding == "gzip":
        body = gzip.decompress(body)
    elif coding == "br":
        body = brotli.decompress(body)
    elif coding == "zstd":
        from backports import zstd  # Flask-Compress's own zstd

        body = zstd.decompress(body)
    return body.decode()


def simulate(server, base: str, matches: list, phone: dict, seconds: float) -> dict:
    """A table at each of `matches` (its phones logged in to its account) for `seconds`; the
    tables' rounds spread evenly over the minute, the polls over the 2 s."""
    tags, forms, plan = {}, {}, []
    for t, match in enumerate(matches):  # every phone shows its match already
        path = f"/matches/{match}"
        page = text(*gunicorn.send(base, ("GET", path, phone, None))[1:])
        forms[path] = {"csrf_token": probes.CSRF.search(page)[1], **probes.POINTS}
        for p in range(PHONES):
            tags[path, p] = probes.LIVE_TAG.search(page)[1]
            plan.append(((t * PHONES + p) * POLL_S / (len(matches) * PHONES), "poll", path, p))
        plan.append((t * ROUND_S / len(matches), "round", path, 0))
    heapq.heapify(plan)
    answers, late = Counter(), []
    cpu0, wall0 = gunicorn.cpu_ns(server), time.monotonic()
    while plan and plan[0][0] < seconds:
        at, kind, path, p = heapq.heappop(plan)
        wait = wall0 + at - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        late.append(max(0.0, -wait))
        if kind == "poll":
            request = ("GET", path, {**phone, "If-None-Match": f'"{tags[path, p]}"',
                                     "X-Rulezz-Live": "poll"}, None)
            heapq.heappush(plan, (at + POLL_S, kind, path, p))
        else:
            request = ("POST", path, {**phone, "X-Rulezz-Save": "save",
                                      "Content-Type": "application/x-www-form-urlencoded"},
                       urlencode({**forms[path], "nonce": uuid.uuid4().hex}))
            heapq.heappush(plan, (at + ROUND_S, kind, path, p))
        status, headers, body = gunicorn.send(base, request)
        if status == 200:
            tags[path, p] = probes.LIVE_TAG.search(text(headers, body))[1]
        answers[f"{kind} {status}"] += 1
    wall, cpu = time.monotonic() - wall0, (gunicorn.cpu_ns(server) - cpu0) / 1e9
    return {"tables": len(matches), "seconds": round(wall, 1), "answers": dict(answers),
            "server_cpu_s": round(cpu, 3), "tables_per_core": len(matches) * wall / cpu,
            "late_p99_ms": sorted(late)[int(0.99 * (len(late) - 1))] * 1e3 if late else 0.0}
