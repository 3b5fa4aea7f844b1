"""HTTP load: gunicorn started as `make run` starts it, requests from wrk (bench/load.lua), CPU
accounting with psutil."""

import http.cookiejar
import json
import os
import shlex
import statistics
import subprocess
import time
import urllib.request
from pathlib import Path
from urllib.parse import urlencode

import psutil

ROOT = Path(__file__).resolve().parents[1]


def start_server(port: int, log_path: Path) -> psutil.Popen:
    """The gunicorn line `make -n run` prints, bound to 127.0.0.1 and serving bench.wsgi:app."""
    printed = subprocess.run(["make", "--no-print-directory", "-n", "run", f"PORT={port}"],
                             cwd=ROOT, capture_output=True, text=True, check=True).stdout
    argv = shlex.split(next(line for line in printed.splitlines() if "gunicorn" in line))
    argv[argv.index("--bind") + 1] = f"127.0.0.1:{port}"
    argv[argv.index("app:create_app()")] = "bench.wsgi:app"
    server = psutil.Popen(argv, cwd=ROOT, stdout=open(log_path, "w"), stderr=subprocess.STDOUT)
    for _ in range(300):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/bench/ping", timeout=2)
            return server
        except OSError:
            if server.poll() is not None:
                break
            time.sleep(0.1)
    stop(server)
    raise RuntimeError("gunicorn did not start: " + log_path.read_text()[-2000:])


def stop(server: psutil.Popen) -> None:
    server.terminate()  # the master stops its workers
    try:
        server.wait(20)
    except psutil.TimeoutExpired:
        server.kill()


def cpu_seconds(server: psutil.Popen) -> float:
    """CPU used so far by gunicorn's master and workers."""
    return sum(sum(p.cpu_times()[:2]) for p in [server, *server.children(recursive=True)])


def login(base: str, username: str, password: str, csrf) -> str:
    """The Cookie header of a real login (session and remember-me cookies)."""
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    token = csrf.search(opener.open(f"{base}/login").read().decode()).group(1)
    opener.open(f"{base}/login", urlencode({"csrf_token": token, "username": username,
                                            "password": password, "remember": "y"}).encode())
    return "; ".join(f"{c.name}={c.value}" for c in jar)


def wait_for_quiet(limit: float) -> float:
    """Wait up to `limit` seconds for the machine to be less than 15% busy; its last reading."""
    deadline, busy = time.monotonic() + limit, psutil.cpu_percent(interval=1) / 100
    while busy >= 0.15 and time.monotonic() < deadline:
        busy = psutil.cpu_percent(interval=1) / 100
    return busy


def wrk(server, base: str, seconds: int, headers: dict, paths: list, body=None, run="wrk"):
    """One wrk run over 4 connections, and the CPU gunicorn, wrk and everything else used."""
    command = ["wrk", "-t1", "-c4", f"-d{seconds}s", "--timeout", "10s", "-s",
               str(ROOT / "bench" / "load.lua"), *(f"-H{k}: {v}" for k, v in headers.items()),
               base + paths[0]]
    env = {**os.environ, "BENCH_PATHS": " ".join(paths), "BENCH_RUN": run,
           **({"BENCH_BODY": body} if body else {})}
    me, server0, wall0 = psutil.Process(), cpu_seconds(server), time.monotonic()
    client0, _ = sum(me.cpu_times()[2:4]), psutil.cpu_percent()  # wrk: a child of ours
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=seconds + 60)
    busy, wall = psutil.cpu_percent() / 100, time.monotonic() - wall0
    line = next((x for x in done.stdout.splitlines() if x.startswith("BENCH ")), None)
    if line is None:
        raise RuntimeError(f"wrk failed: {done.stdout[-800:]} {done.stderr[-800:]}")
    r = json.loads(line[6:])
    n = max(r["answered"], 1)
    server_s, client_s = cpu_seconds(server) - server0, sum(me.cpu_times()[2:4]) - client0
    r.update(rps=r["answered"] / r["seconds"], server_cpu_ms=server_s / n * 1e3,
             client_cpu_ms=client_s / n * 1e3,
             other_share=max(0.0, busy - (server_s + client_s) / (wall * psutil.cpu_count())))
    return r


def scenarios(server, base: str, specs: dict, parts: int, seconds: int, log) -> dict:
    """Each scenario in `parts` parts, taking turns, with a 1-second ping run before the first
    part and after every part; a part's ratio is its req/s over the mean of the pings around
    it. Returns every run: {"ping": [...], name: [...]}."""
    ping = specs.pop("ping")
    for spec in specs.values():  # warm every worker up (not with posts: they add rounds)
        if "body" not in spec:
            wrk(server, base, 1, **spec)
    out = {"ping": [wrk(server, base, 1, **ping)], **{name: [] for name in specs}}
    for part in range(1, parts + 1):
        for name, spec in specs.items():
            log(f"HTTP: {name}, part {part} of {parts}")
            r = wrk(server, base, seconds, **spec, run=f"wrk{part}")
            out["ping"].append(wrk(server, base, 1, **ping))
            around = out["ping"][-2:]
            r["ratio"] = r["rps"] / statistics.mean(p["rps"] for p in around)
            # The ratio the CPU costs alone predict: it moves less when others share the machine.
            r["cpu_ratio"] = statistics.mean(map(cpu_ms, around)) / cpu_ms(r)
            out[name].append(r)
    return out


def cpu_ms(r: dict) -> float:
    return r["server_cpu_ms"] + r["client_cpu_ms"]
