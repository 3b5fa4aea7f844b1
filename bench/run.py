"""`make bench`: Rulezz against its performance budgets (see bench/README.md). Prints one table,
writes bench/results.json; exits 0 when every budget is met, 1 when one is missed, 2 when the
bench could not run. `python -m bench.run --quick`: 3 parts of 1 s, rougher figures."""

import json
import os
import shlex
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path
from urllib.parse import urlencode

from bench import load, probes, seed

ROOT = Path(__file__).resolve().parents[1]
PASSWORD = "bench-password-6"
RATIOS = {"typical standings": 0.15, "long standings": 0.07, "304 revalidation": 0.50,
          "round post": 0.12, "history (2,000 matches)": 0.14}  # of the ping's req/s
EXPECT = {"304 revalidation": "304", "round post": "302"}  # else 200
MAX_STATEMENTS, FIRST_LOAD_BYTES, REPLAY_US = 8, 20_000, 50.0


def log(message: str) -> None:
    print(f"[bench {time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


def main(quick: bool) -> dict:
    folder = Path(tempfile.mkdtemp(prefix="rulezz-bench-"))
    os.environ.update(DATABASE_URL=f"sqlite:///{folder / 'bench.sqlite'}", SECRET_KEY="bench")
    out = {"date": datetime.now(timezone.utc).isoformat(timespec="seconds"), "quick": quick}
    log("replay: long matches through the game modules")
    out["replay_us_per_round"] = probes.replay()
    log(f"seeding {folder / 'bench.sqlite'}")
    subprocess.run([sys.executable, "-m", "flask", "--app", "app", "db", "upgrade"], cwd=ROOT,
                   check=True, capture_output=True)
    from app import create_app
    from extensions import db

    app, started = create_app(), time.perf_counter()
    with app.app_context():
        keys = seed.http_account("bench", PASSWORD)
        accounts = {f"{m}m/{r}r": seed.count_account(f"count-{m}-{r}", PASSWORD, m, r, 100 + i)
                    for i, (m, r) in enumerate(((20, 10), (20, 200), (2000, 10), (2000, 200)))}
    out["seed_seconds"] = round(time.perf_counter() - started, 1)
    out["busy_before_load"] = load.wait_for_quiet(5 if quick else 60)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    base, server = f"http://127.0.0.1:{port}", load.start_server(port, folder / "gunicorn.log")
    out["gunicorn"] = shlex.join(server.args)
    try:
        cookie = load.login(base, "bench", PASSWORD, probes.CSRF)
        phone = {"Cookie": cookie, "Accept-Encoding": "gzip", "Accept-Language": "en"}
        typical, posts = f"/matches/{keys['typical']}", [f"/matches/{m}" for m in keys["posts"]]
        etag = probes.fetch(base + typical, phone)[1]["ETag"]
        page = probes.fetch(base + posts[0], {"Cookie": cookie})[2].decode()
        form = urlencode({"csrf_token": probes.CSRF.search(page).group(1), **probes.POINTS})
        out["http"] = load.scenarios(server, base, {
            "ping": {"headers": phone, "paths": ["/bench/ping"]},
            "typical standings": {"headers": phone, "paths": [typical]},
            "long standings": {"headers": phone, "paths": [f"/matches/{keys['long']}"]},
            "304 revalidation": {"headers": {**phone, "If-None-Match": etag}, "paths": [typical]},
            "round post": {"headers": phone, "paths": posts, "body": form},
            "history (2,000 matches)": {"headers": phone, "paths": ["/history/"]},
        }, parts=3 if quick else 5, seconds=1 if quick else 2, log=log)
        log("bytes: a phone's first load of the round-entry page")
        out["first_load"] = probes.first_load(base + typical, phone)
    finally:
        load.stop(server)
    with app.app_context():  # every post's round: nonces from load.lua, numbers 1 to n
        rows = db.session.execute(db.text(
            "SELECT count(*), max(number), sum(nonce LIKE 'wrk%') FROM round WHERE match_id IN "
            f"({', '.join(repr(m) for m in keys['posts'])}) GROUP BY match_id")).all()
        out["posts_stored"] = {"rounds": sum(r[2] for r in rows),
                               "numbered_1_to_n": all(r[0] == r[1] for r in rows)}
        db.session.remove()
    log("SQL: statements per request, in-process")
    out["sql"] = probes.sql_counts(app, accounts, PASSWORD)
    shutil.rmtree(folder, ignore_errors=True)
    return out


def judge(out: dict) -> list[tuple]:
    """(what, figure, budget, met, details) for every budget."""
    rows = [(f"replay: {case}", f"{us:.1f} µs/round", f"<= {REPLAY_US:g}", us <= REPLAY_US, "")
            for case, us in out["replay_us_per_round"].items()]
    for name, runs in out["http"].items():
        statuses = {}
        for r in runs:
            for code, n in r["statuses"].items():
                statuses[code] = statuses.get(code, 0) + n
        clean = set(statuses) == {EXPECT.get(name, "200")} and not sum(r["errors"] for r in runs)
        rps = sum(r["answered"] for r in runs) / sum(r["seconds"] for r in runs)
        cpu = (f"CPU ms/req: server {statistics.mean(r['server_cpu_ms'] for r in runs):.2f}, "
               f"wrk {statistics.mean(r['client_cpu_ms'] for r in runs):.2f}; others took up to "
               f"{max(r['other_share'] for r in runs):.0%} of the CPU; answers {statuses}")
        if name == "ping":
            rows.append(("req/s: baseline /bench/ping", f"{rps:.0f} req/s", "all 200", clean,
                         f"{len(runs)} runs, {min(r['rps'] for r in runs):.0f} to "
                         f"{max(r['rps'] for r in runs):.0f} req/s; {cpu}"))
            continue
        ratio = statistics.median(r["ratio"] for r in runs)
        rows.append((f"req/s: {name}", f"{ratio:.1%}", f">= {RATIOS[name]:.0%}",
                     clean and ratio >= RATIOS[name], "parts " + "/".join(
                         f"{r['ratio']:.1%}" for r in runs) + f" ({rps:.0f} req/s), CPU "
                     f"predicts {statistics.median(r['cpu_ratio'] for r in runs):.1%}; {cpu}"))
    posts, stored = out["http"]["round post"], out["posts_stored"]
    answered, sent = (sum(r["statuses"].get("302", 0) for r in posts),
                      sum(r["sent"] for r in posts))
    rows.append(("round posts stored", f"{stored['rounds']} rounds", "1 per post",
                 answered <= stored["rounds"] <= sent and stored["numbered_1_to_n"],
                 f"{answered} posts answered 302, {sent} sent (the rest in flight when wrk "
                 f"stopped); rounds numbered 1 to n: {stored['numbered_1_to_n']}"))
    for page, per in out["sql"].items():
        counts = list(per.values())
        rows.append((f"SQL statements: {page}", "/".join(map(str, counts)),
                     f"same, <= {MAX_STATEMENTS}", len(set(counts)) == 1 and
                     0 <= counts[0] <= MAX_STATEMENTS, "at " + ", ".join(per) +
                     " (-1: unexpected status)" * (min(counts) < 0)))
    first = out["first_load"]
    rows.append(("first load, round-entry page", f"{first['bytes']:,} bytes",
                 f"<= {FIRST_LOAD_BYTES:,}", first["bytes"] <= FIRST_LOAD_BYTES and
                 first["all_200"] and not first["other_hosts"],
                 ", ".join(f"{r['url']} {r['status']} {r['bytes']}" for r in first["rows"]) +
                 "; other hosts: " + (", ".join(first["other_hosts"]) or "none")))
    return rows


if __name__ == "__main__":
    try:
        results = main("--quick" in sys.argv[1:])
        rows = judge(results)
    except Exception:  # noqa: BLE001 (the bench itself failed: not a missed budget)
        import traceback

        traceback.print_exc()
        sys.exit(2)
    results["budgets"] = [dict(zip(("what", "figure", "budget", "met", "details"), row))
                          for row in rows]
    (ROOT / "bench" / "results.json").write_text(json.dumps(results, indent=1) + "\n")
    print(f"\nRulezz bench {results['date']}, {os.cpu_count()} CPUs, seeded in "
          f"{results['seed_seconds']} s; the machine was {results['busy_before_load']:.0%} busy "
          f"before the load{' (quick run)' if results['quick'] else ''}\n{results['gunicorn']}; "
          f"wrk, 4 connections; each scenario in parts between 1-s pings, the median part judged")
    print(f"\n{'what':36} {'figure':>15} {'budget':>10} {'':6}  details\n" + "-" * 110)
    for what, figure, budget, met, details in rows:
        print(f"{what:36} {figure:>15} {budget:>10} {'pass' if met else 'MISSED':6}  {details}")
    missed = sum(not row[3] for row in rows)
    print(f"\n{f'{missed} budget(s) MISSED.' if missed else 'All budgets met.'}")
    sys.exit(1 if missed else 0)
