"""`make bench`: measure Rulezz against its performance budgets (issue #6).

Prints one report and writes bench/results.json; exits 1 when a budget is missed (and says which),
2 when the benchmark itself could not run. See bench/README.md for what is measured and how.

    python -m bench.run            # what `make bench` runs
    python -m bench.run --quick    # a fifth of the requests: a smoke run, figures are rougher
"""

import argparse
import json
import os
import platform
import shlex
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from datetime import datetime, timezone
from pathlib import Path

from bench import counts, replay, wire
from bench import seed as seeding
from bench.browser import PHONE_HEADERS, Browser
from bench.load import percentile
from bench.counts import round_fields
from bench.seed import FOUR

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "bench" / "results.json"
PASSWORD = "bench-password-6"
HTTP_USER = "bench"
COUNT_ACCOUNTS = ((20, 10), (20, 200), (2000, 10), (2000, 200))  # (matches, rounds)
POST_MATCHES = 32

# Share of the baseline's requests per second that each page must reach.
RPS_BUDGETS = {"typical standings": 0.20, "long standings": 0.05, "304 revalidation": 0.50,
               "round post": 0.10, "history (2,000 matches)": 0.15}
# Each scenario runs in this many parts, spread over the run, each followed by a run of pings;
# its ratio is the median of its parts' ratios, so one slow second on a shared machine moves
# one part, not the verdict.
PARTS = 5
MAX_STATEMENTS = 8
FIRST_LOAD_BYTES = 20_000  # 20 KB, counted as 20,000 bytes
REPLAY_US_PER_ROUND = 50.0

DEFAULT_RUN = ".venv/bin/gunicorn --workers 3 --bind 0.0.0.0:8000 --access-logfile - " \
              "app:create_app()"


def log(message: str) -> None:
    print(f"[bench {time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


# --- The server, started as `make run` starts it -------------------------------------------------

def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def run_target_command(port: int) -> tuple[list[str], str]:
    """The gunicorn command of the Makefile's run target (`make -n run` prints it without running
    anything), bound to 127.0.0.1 only and serving bench.wsgi:app (the app plus /bench/ping)."""
    source = "make -n run"
    try:
        printed = subprocess.run(["make", "--no-print-directory", "-n", "run", f"PORT={port}"],
                                 cwd=ROOT, capture_output=True, text=True, timeout=30).stdout
        line = next(text for text in printed.splitlines() if "gunicorn" in text and "bind" in text)
    except (OSError, StopIteration, subprocess.SubprocessError):
        line, source = DEFAULT_RUN.replace("8000", str(port)), "built-in default"
    argv = shlex.split(line)
    out, i = [], 0
    while i < len(argv):
        arg = argv[i]
        if arg in ("--bind", "-b"):
            out += [arg, f"127.0.0.1:{port}"]
            i += 2
            continue
        if arg.startswith("--bind="):
            arg = f"--bind=127.0.0.1:{port}"
        elif arg == "app:create_app()":
            arg = "bench.wsgi:app"
        out.append(arg)
        i += 1
    if "bench.wsgi:app" not in out or f"127.0.0.1:{port}" not in " ".join(out):
        raise RuntimeError(f"cannot adapt the run target's command: {line}")
    return out, source


class Gunicorn:
    def __init__(self, argv: list[str], env: dict, folder: Path, port: int):
        self.argv, self.env, self.port = argv, env, port
        self.access = open(folder / "gunicorn-access.log", "w")
        self.errors = open(folder / "gunicorn-error.log", "w")
        self.error_path = folder / "gunicorn-error.log"
        self.process = None

    def start(self) -> "Gunicorn":
        self.process = subprocess.Popen(self.argv, cwd=ROOT, env=self.env, stdout=self.access,
                                        stderr=self.errors, start_new_session=True)
        url = f"http://127.0.0.1:{self.port}/bench/ping"
        for _ in range(300):
            if self.process.poll() is not None:
                break
            try:
                with urllib.request.urlopen(url, timeout=2) as response:
                    if response.read() == b"pong":
                        return self
            except OSError:
                time.sleep(0.05)
        self.stop()
        raise RuntimeError("gunicorn did not start:\n" + self.error_path.read_text()[-3000:])

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()  # the master stops its workers
            try:
                self.process.wait(20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)
        self.access.close()
        self.errors.close()


def load(spec: dict) -> dict:
    """One scenario, in a separate Python process (bench/load.py)."""
    done = subprocess.run([sys.executable, "-m", "bench.load"], cwd=ROOT, input=json.dumps(spec),
                          capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        raise RuntimeError(f"load generator failed: {done.stderr[-2000:]}")
    return json.loads(done.stdout)


# --- CPU accounting (Linux /proc): who used the CPU during a scenario ---------------------------

TICK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def group_cpu(pgid: int) -> float:
    """CPU seconds used so far by the processes of one process group (gunicorn's)."""
    total = 0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[2]) == pgid:  # fields after "(comm)": state ppid pgrp ... utime stime
            total += int(fields[11]) + int(fields[12])
    return total / TICK


def machine_cpu() -> tuple[float, float]:
    """(busy, total) CPU seconds of the whole machine since boot."""
    try:
        with open("/proc/stat") as f:
            values = [int(v) for v in f.readline().split()[1:]]
    except OSError:
        return 0.0, 0.0
    idle = values[3] + (values[4] if len(values) > 4 else 0)
    return (sum(values) - idle) / TICK, sum(values) / TICK


def children_cpu() -> float:
    import resource

    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def background_load(seconds: float = 1.0) -> float:
    """Share of the machine's CPU that was busy over `seconds`, before anything of ours runs."""
    busy0, total0 = machine_cpu()
    time.sleep(seconds)
    busy1, total1 = machine_cpu()
    return (busy1 - busy0) / (total1 - total0) if total1 > total0 else 0.0


def wait_for_quiet(limit: float, busy: float = 0.15) -> float:
    """Wait (up to `limit` seconds) until the machine is less than `busy` busy; its last reading."""
    deadline = time.monotonic() + limit
    share = background_load()
    if share >= busy and limit > 0:
        log(f"the machine is {share:.0%} busy with other processes: waiting up to {limit:g} s")
    while share >= busy and time.monotonic() < deadline:
        share = background_load()
    return share


def measured_load(spec: dict, pgid: int) -> dict:
    """`load`, plus the CPU the server, the load generator and everything else used meanwhile."""
    busy0, total0 = machine_cpu()
    server0, client0 = group_cpu(pgid), children_cpu()
    result = load(spec)
    busy1, total1 = machine_cpu()
    server, client = group_cpu(pgid) - server0, result["cpu_seconds"]
    start_up = children_cpu() - client0 - client  # the load process starting: nobody else's
    requests = spec["n"] + spec.get("warmup", 0)
    result["server_cpu_ms"] = server / requests * 1e3
    result["client_cpu_ms"] = client / requests * 1e3
    capacity = total1 - total0
    other = (busy1 - busy0) - server - client - start_up
    result["other_cpu_share"] = max(0.0, other) / capacity if capacity else 0.0
    return result


# --- The run -------------------------------------------------------------------------------------

def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a fifth of the requests")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder")
    parser.add_argument("--quiet-wait", type=float, default=30, metavar="SECONDS",
                        help="before the HTTP load, wait up to this long for other processes to "
                             "leave the CPU (default 30; 0: do not wait)")
    args = parser.parse_args(argv)
    scale = 0.2 if args.quick else 1.0
    started = time.perf_counter()
    folder = Path(tempfile.mkdtemp(prefix="rulezz-bench-"))
    database = f"sqlite:///{folder / 'bench.sqlite'}"
    # In-process apps (seeding, counting) and gunicorn all use this database and secret; setting
    # SECRET_KEY also keeps create_app() from writing instance/secret_key.
    os.environ.update({"DATABASE_URL": database, "SECRET_KEY": "bench"})
    env = {**os.environ, "DATABASE_URL": database, "SECRET_KEY": "bench"}
    results = {"meta": {
        "date": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "python": platform.python_version(), "machine": platform.machine(),
        "cpus": os.cpu_count(), "quick": args.quick}}
    try:
        log("replay: timing long matches through the game modules")
        results["replay"] = replay.measure()

        log("database: flask db upgrade on a temporary SQLite file")
        subprocess.run([sys.executable, "-m", "flask", "--app", "app", "db", "upgrade"], cwd=ROOT,
                       env=env, check=True, capture_output=True)
        seeded = seed(database)
        results["meta"]["seed_seconds"] = seeded.pop("seconds")

        port = free_port()
        command, source = run_target_command(port)
        results["meta"]["gunicorn"] = {"command": shlex.join(command), "from": source}
        log(f"gunicorn: {shlex.join(command)}  (from {source})")
        results["meta"]["background_cpu_share"] = wait_for_quiet(args.quiet_wait)
        server = Gunicorn(command, env, folder, port).start()
        try:
            results["http"] = http_scenarios(port, seeded, scale, server.process.pid)
            log("bytes: first and later load of the round-entry page")
            results["wire"] = wire.measure("127.0.0.1", port, HTTP_USER, PASSWORD,
                                           f"/matches/{seeded['http']['typical']}",
                                           post_fields={"nonce": "bench-wire-1",
                                                        **round_fields(FOUR)})
        finally:
            server.stop()
        results["http"]["posted_rounds_stored"] = stored_rounds(seeded, results["http"])

        log("SQL: statements per request, in-process")
        results["sql"] = counts.measure(database, seeded["count"], PASSWORD, FOUR)
    except Exception as error:  # noqa: BLE001 (the run cannot judge anything)
        log(f"the benchmark could not run: {error!r}")
        log(f"files kept in {folder}")
        raise
    results["meta"]["seconds"] = round(time.perf_counter() - started, 1)
    results["budgets"] = judge(results)
    results["passed"] = all(b["pass"] for b in results["budgets"])
    report(results)
    RESULTS.write_text(json.dumps(results, indent=1, sort_keys=False) + "\n")
    print(f"\nWritten: {RESULTS.relative_to(ROOT)}  ({results['meta']['seconds']} s)")
    if not args.keep:
        shutil.rmtree(folder, ignore_errors=True)
    else:
        print(f"Kept: {folder}")
    missed = [b for b in results["budgets"] if not b["pass"]]
    for b in missed:
        print(f"MISSED: {b['budget']}: {b['value']} (budget {b['limit']})")
    return 1 if missed else 0


def seed(database: str) -> dict:
    from app import create_app
    from extensions import db

    log("seeding: 2,000-match account for the HTTP load, 4 accounts for statement counts")
    start = time.perf_counter()
    app = create_app({"SQLALCHEMY_DATABASE_URI": database})
    out = {"count": {}}
    with app.app_context():
        out["http"] = seeding.seed_http_account(HTTP_USER, PASSWORD, 2000, POST_MATCHES)
        for i, (matches, rounds) in enumerate(COUNT_ACCOUNTS):
            username = f"count-{matches}m-{rounds}r"
            keys = seeding.seed_count_account(username, PASSWORD, matches, rounds, seed=100 + i)
            out["count"][(matches, rounds)] = {"username": username, **keys}
        db.session.remove()
        db.engine.dispose()
    out["seconds"] = round(time.perf_counter() - start, 1)
    return out


def stored_rounds(seeded: dict, http: dict) -> dict:
    """Rounds the post scenario stored, read back from the database after the server stopped."""
    import sqlite3

    path = os.environ["DATABASE_URL"].removeprefix("sqlite:///")
    ids = [v for k, v in seeded["http"].items() if k.startswith("post-")]
    with sqlite3.connect(path) as conn:
        found = conn.execute(f"SELECT count(*) FROM round WHERE match_id IN "
                             f"({','.join('?' * len(ids))})", ids).fetchone()[0]
    post = http["scenarios"]["round post"]
    sent = post["n"] + post["warmup"]
    return {"expected": len(ids) * 20 + sent, "found": found,
            "ok": found == len(ids) * 20 + sent}


def http_scenarios(port: int, seeded: dict, scale: float, pgid: int) -> dict:
    keys = seeded["http"]
    phone = Browser("127.0.0.1", port, accept_encoding="gzip")
    phone.login(HTTP_USER, PASSWORD)
    typical, long_, history = (f"/matches/{keys['typical']}", f"/matches/{keys['long']}",
                               "/history/")
    posts = [f"/matches/{v}" for k, v in sorted(keys.items()) if k.startswith("post-")]
    token = phone.csrf_token(posts[0])
    first = phone.get(typical)
    etag_gzip = first.header("ETag")
    identity = Browser("127.0.0.1", port, accept_encoding=None)
    identity.cookies = dict(phone.cookies)
    etag_identity = identity.get(typical).header("ETag")
    phone.close()
    identity.close()
    if first.status != 200 or not etag_gzip or not etag_identity:
        raise RuntimeError(f"the standings page answered {first.status}, ETag {etag_gzip}")
    headers = {**PHONE_HEADERS, "Accept-Encoding": "gzip", "Cookie": phone.cookie_header()}
    base = {"host": "127.0.0.1", "port": port, "concurrency": 4, "headers": headers}

    def spec(n, **kw):
        n = max(20, int(n * scale / PARTS))
        return {**base, "n": n, "warmup": max(8, n // 10), "method": "GET", **kw}

    ping = spec(1000, paths=["/bench/ping"])
    scenarios = {
        "typical standings": spec(500, paths=[typical]),
        "long standings": spec(150, paths=[long_]),
        "304 revalidation": spec(1000, paths=[typical],
                                 headers={**headers, "If-None-Match": etag_gzip}, expect=[304]),
        "304 revalidation, no gzip": spec(1000, paths=[typical], expect=[304],
                                          headers={**{k: v for k, v in headers.items()
                                                      if k != "Accept-Encoding"},
                                                   "If-None-Match": etag_identity}),
        "round post": spec(400, method="POST", paths=posts, expect=[302], nonce_field="nonce",
                           form={"csrf_token": token, **round_fields(FOUR)}),
        "history (2,000 matches)": spec(250, paths=[history]),
    }
    log("HTTP: warming every worker up")
    load({**ping, "n": 300, "warmup": 0})
    for name, s in scenarios.items():
        if name != "round post":
            load({**s, "n": 12, "warmup": 0})
    # Pings run before the first part and after every part: each part is compared with the pings
    # just before and just after it, so a machine that gets slower or faster during the run
    # (other work, a noisy host) moves both sides alike.
    parts, pings = {name: [] for name in scenarios}, []
    log(f"HTTP: {PARTS} parts of every scenario, {ping['n']} pings before and after each part")
    pings.append(measured_load(ping, pgid))
    for part in range(1, PARTS + 1):
        for name, s in scenarios.items():
            log(f"HTTP: {name}, part {part} of {PARTS}: {s['n']} requests over "
                f"{s['concurrency']} connections")
            r = measured_load(s, pgid)
            pings.append(measured_load(ping, pgid))
            before, after = pings[-2], pings[-1]
            r["baseline_rps"] = (before["rps"] + after["rps"]) / 2
            r["ratio"] = r["rps"] / r["baseline_rps"] if r["baseline_rps"] else 0.0
            # What the ratio would be if every request cost only its CPU (server and load
            # generator): an estimate that moves less than req/s when others share the machine.
            cpu = sum(p["server_cpu_ms"] + p["client_cpu_ms"] for p in (before, after)) / 2
            r["cpu_ratio"] = cpu / (r["server_cpu_ms"] + r["client_cpu_ms"])
            parts[name].append(r)
    out = {name: combined(parts[name]) for name in scenarios}
    for name, s in scenarios.items():
        out[name]["path"] = (s["paths"][0] if len(s["paths"]) == 1
                             else f"{len(s['paths'])} matches in turn")
    summary = combined(pings)
    summary.update({"runs": len(pings), "n": ping["n"], "path": "/bench/ping", "ratio": 1.0,
                    "cpu_ratio": 1.0, "rps_min": min(p["rps"] for p in pings),
                    "rps_max": max(p["rps"] for p in pings)})
    return {"baseline_rps": summary["rps"], "baseline": summary, "baseline_runs": pings,
            "scenarios": out, "etag_gzip": etag_gzip, "etag_identity": etag_identity}


def combined(parts: list[dict]) -> dict:
    """The parts of one scenario as one result: requests, answers and CPU added up, latencies
    over every response, and the median of the parts' ratios (each with its own baseline)."""
    def total(key):
        return sum(p[key] for p in parts)

    def median(key):
        values = sorted(p[key] for p in parts)
        return values[len(values) // 2]

    def weighted(key):  # a per-request figure, weighted by each part's requests
        return sum(p[key] * (p["n"] + p["warmup"]) for p in parts) / total_requests

    times = sorted(t for p in parts for t in p["times_ms"])
    total_requests = total("n") + total("warmup")
    statuses = {}
    for p in parts:
        for code, count in p["statuses"].items():
            statuses[code] = statuses.get(code, 0) + count
    out = {
        "n": total("n"), "warmup": total("warmup"), "concurrency": parts[0]["concurrency"],
        "seconds": total("seconds"), "rps": total("answered") / total("seconds"),
        "p50_ms": percentile(times, 0.50), "p95_ms": percentile(times, 0.95),
        "p99_ms": percentile(times, 0.99), "max_ms": times[-1] if times else 0.0,
        "statuses": statuses, "answered": total("answered"), "unexpected": total("unexpected"),
        "errors": total("errors"), "first_errors": [e for p in parts for e in p["first_errors"]],
        "connections_opened": total("connections_opened"),
        "body_bytes_mean": weighted("body_bytes_mean"), "etag": parts[-1]["etag"],
        "server_cpu_ms": weighted("server_cpu_ms"), "client_cpu_ms": weighted("client_cpu_ms"),
        "other_cpu_share": max(p["other_cpu_share"] for p in parts),
        "parts": [{k: p[k] for k in ("n", "rps", "baseline_rps", "ratio", "cpu_ratio",
                                     "server_cpu_ms", "other_cpu_share") if k in p}
                  for p in parts]}
    if "ratio" in parts[0]:
        out.update(ratio=median("ratio"), cpu_ratio=median("cpu_ratio"),
                   baseline_rps=sum(p["baseline_rps"] for p in parts) / len(parts))
    return out


# --- Budgets and the report ----------------------------------------------------------------------

def judge(results: dict) -> list[dict]:
    budgets = []

    def add(name, value, limit, ok, note=""):
        budgets.append({"budget": name, "value": value, "limit": limit, "pass": bool(ok),
                        "note": note})

    for r in results["replay"]:
        add(f"replay {r['case']}", f"{r['us_per_round']:.1f} µs/round",
            f"<= {REPLAY_US_PER_ROUND:g} µs/round", r["us_per_round"] <= REPLAY_US_PER_ROUND)
    scenarios = results["http"]["scenarios"]
    for name, share in RPS_BUDGETS.items():
        r = scenarios[name]
        clean = r["unexpected"] == 0 and r["errors"] == 0
        add(f"req/s {name}", f"{r['ratio']:.1%} of baseline", f">= {share:.0%}",
            clean and r["ratio"] >= share,
            "" if clean else f"unexpected answers {r['statuses']}, errors {r['errors']}")
    base = results["http"]["baseline"]
    if base["unexpected"] or base["errors"]:
        add("baseline /bench/ping answered", base["statuses"], "all 200", False)
    stored = results["http"]["posted_rounds_stored"]
    add("round posts stored", f"{stored['found']} rounds", f"== {stored['expected']}",
        stored["ok"])
    for page, per in results["sql"].items():
        counts = [v["count"] for v in per.values()]
        statuses_ok = all(v["status_ok"] for v in per.values())
        add(f"SQL statements {page}", "/".join(map(str, counts)),
            f"constant, <= {MAX_STATEMENTS}",
            statuses_ok and len(set(counts)) == 1 and max(counts) <= MAX_STATEMENTS,
            "" if statuses_ok else "unexpected status")
    first = results["wire"]["first_load"]
    add("first load of the round-entry page", f"{first['wire_bytes']:,} bytes",
        f"<= {FIRST_LOAD_BYTES:,} bytes", first["wire_bytes"] <= FIRST_LOAD_BYTES
        and not results["wire"]["non_200_on_first_load"])
    add("first load: requests to another host", len(first["other_hosts"]), "0",
        not first["other_hosts"], ", ".join(o["url"] for o in first["other_hosts"]))
    return budgets


def part_ratios(r: dict) -> str:
    return "/".join(f"{p['ratio']:.1%}".rstrip("%") for p in r.get("parts", [])
                    if "ratio" in p and r["ratio"] != 1.0)


def report(results: dict) -> None:
    meta, http = results["meta"], results["http"]
    print(f"\nRulezz benchmark  {meta['date']}  Python {meta['python']}  {meta['cpus']} CPUs"
          f"{'  (quick run)' if meta['quick'] else ''}")
    print(f"gunicorn: {meta['gunicorn']['command']}  (from {meta['gunicorn']['from']})")
    limits = {name: f">= {share:.0%}" for name, share in RPS_BUDGETS.items()}
    verdict = {b["budget"][len("req/s "):]: b["pass"] for b in results["budgets"]
               if b["budget"].startswith("req/s ")}
    base = http["baseline"]
    print(f"\nHTTP: every scenario ran in {PARTS} parts spread over the run, with a run of "
          f"{base['n']} pings before the first part and after every part ({base['runs']} runs, "
          f"{base['rps_min']:.0f} to {base['rps_max']:.0f} req/s). A part's ratio is to the mean "
          f"of the pings just before and after it ('base r/s': the mean over the parts); a "
          f"scenario's ratio is the median of its parts' ratios ('parts')")
    print("srv/cli CPU: CPU ms per request used by gunicorn / by the load generator; cpu ratio: "
          "the ratio those CPU costs predict; other: share of the machine's CPU used meanwhile by "
          "other processes or the kernel's own work (disk flushes)")
    head = (f"{'scenario':26} {'n':>5} {'c':>2} {'req/s':>7} {'p50 ms':>7} {'p95 ms':>7} "
            f"{'base r/s':>8} {'ratio':>6} {'budget':>7} {'':4} {'srv CPU':>7} {'cli CPU':>7} "
            f"{'cpu ratio':>9} {'other':>5} {'parts':>14}  answers")
    print(head)
    print("-" * len(head))
    rows = [(f"baseline /bench/ping (x{base['runs']})", {**base, "baseline_rps": base["rps"],
                                                        "n": base["n"] * base["runs"]})]
    for name, r in [*rows, *http["scenarios"].items()]:
        mark = {True: "pass", False: "FAIL"}.get(verdict.get(name), "")
        print(f"{name:26} {r['n']:>5} {r['concurrency']:>2} {r['rps']:>7.1f} {r['p50_ms']:>7.2f} "
              f"{r['p95_ms']:>7.2f} {r['baseline_rps']:>8.0f} {r['ratio']:>6.1%} "
              f"{limits.get(name, ''):>7} {mark:4} "
              f"{r['server_cpu_ms']:>7.2f} {r['client_cpu_ms']:>7.2f} {r['cpu_ratio']:>9.1%} "
              f"{r['other_cpu_share']:>5.0%} {part_ratios(r):>14}  "
              + ", ".join(f"{k}x{v}" for k, v in sorted(r["statuses"].items()))
              + (f", {r['errors']} errors" if r["errors"] else ""))
    busy = [name for name, r in http["scenarios"].items() if r["other_cpu_share"] > 0.10]
    if base["other_cpu_share"] > 0.10:
        busy.append("a baseline run")
    print(f"machine busy before the run: {meta['background_cpu_share']:.0%} of its CPU")
    if busy or meta["background_cpu_share"] > 0.10:
        print("WARNING: other processes used the CPU during: " + (", ".join(busy) or "the start")
              + ". Ratios to the baseline are then less reliable; run again on a quiet machine.")
    stored = http["posted_rounds_stored"]
    print(f"round posts: {stored['found']} rounds in the post matches afterwards, "
          f"{stored['expected']} expected")

    sql = results["sql"]
    columns = list(next(iter(sql.values())).keys())
    print(f"\nSQL statements per request (matches in the account / rounds per shown match); "
          f"budget: constant, <= {MAX_STATEMENTS}")
    head = f"{'page':18} " + " ".join(f"{c:>11}" for c in columns) + "   verdict"
    print(head)
    print("-" * len(head))
    for page, per in sql.items():
        counts = [per[c]["count"] for c in columns]
        ok = next(b["pass"] for b in results["budgets"] if b["budget"] == f"SQL statements {page}")
        print(f"{page:18} " + " ".join(f"{n:>11}" for n in counts)
              + f"   {'pass' if ok else 'FAIL'}")

    wire = results["wire"]
    first, warm = wire["first_load"], wire["warm_load"]
    print(f"\nBytes over the wire, round-entry page {wire['page']} (gzip accepted; status line, "
          f"headers and body)")
    head = (f"{'first load':46} {'status':>6} {'encoding':>8} {'headers':>8} {'body':>7} "
            f"{'total':>7}")
    print(head)
    print("-" * len(head))
    for r in first["rows"]:
        label = f"{r['kind']:5} {r['url'].split('//', 1)[-1].split('/', 1)[-1][:38]}"
        print(f"{label:46} {r['status']:>6} {r['encoding']:>8} {r['header_bytes']:>8} "
              f"{r['body_bytes']:>7} {r['wire_bytes']:>7}")
    ok = next(b["pass"] for b in results["budgets"]
              if b["budget"] == "first load of the round-entry page")
    print(f"{'first load total (' + str(first['requests']) + ' requests)':46} {'':>6} {'':>8} "
          f"{'':>8} {first['body_bytes']:>7} {first['wire_bytes']:>7}   budget <= "
          f"{FIRST_LOAD_BYTES:,}: {'pass' if ok else 'FAIL'}")
    print("requests to another host: " + (", ".join(o["url"] for o in first["other_hosts"])
                                         or "none"))
    for title, later in (("later load, warm cache, match unchanged", warm),
                         ("later load, warm cache, after a new round", wire["after_new_round"])):
        if not later:
            continue
        print(f"{title}: {later['requests']} request(s), {later['wire_bytes']:,} bytes "
              f"({later['statics_not_requested']} static files not requested)")
        for r in later["rows"]:
            print(f"    {r['from']:28} {r['status']:>4} {r['wire_bytes']:>7} bytes")

    print("\nReplay through the game modules (games.core.replay), median of 5")
    head = f"{'match':32} {'µs/round':>9} {'best':>7} {'+from_seats':>12} {'ms/replay':>10}  budget"
    print(head)
    print("-" * len(head))
    for r in results["replay"]:
        ok = r["us_per_round"] <= REPLAY_US_PER_ROUND
        print(f"{r['case']:32} {r['us_per_round']:>9.1f} {r['us_per_round_best']:>7.1f} "
              f"{r['us_per_round_with_from_seats']:>12.1f} {r['ms_per_replay']:>10.2f}  "
              f"<= {REPLAY_US_PER_ROUND:g} {'pass' if ok else 'FAIL'}")

    missed = [b for b in results["budgets"] if not b["pass"]]
    print(f"\n{'All budgets met.' if not missed else f'{len(missed)} budget(s) missed:'}")
    for b in missed:
        note = f" {b['note']}" if b["note"] else ""
        print(f"  - {b['budget']}: {b['value']} (budget {b['limit']}){note}")


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        sys.exit(130)
    except Exception:  # noqa: BLE001 (the benchmark itself failed: not a missed budget)
        import traceback

        traceback.print_exc()
        sys.exit(2)
