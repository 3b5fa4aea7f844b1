"""gunicorn as `make run` starts it, and what its workers spend: CPU per request measured in the
workers themselves (each process's CPU clock, in nanoseconds) around a batch of requests, two
batches compared side by side and taken in turns, so that a busy machine slows both alike;
requests per second from wrk, reported only."""

import http.client
import json
import os
import shlex
import statistics
import subprocess
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import urlsplit

import psutil

ROOT = Path(__file__).resolve().parents[1]
CLIENTS = 2  # requests in flight during a batch: the machine's cores, fewer than the workers
BATCH_SECONDS = 0.4  # each batch's length, about: its request count is set from a warm-up


def start(port: int, log_path: Path) -> psutil.Popen:
    """The gunicorn line `make -n run` prints, bound to 127.0.0.1 and serving bench.wsgi:app."""
    printed = subprocess.run(["make", "--no-print-directory", "-n", "run", f"PORT={port}"],
                             cwd=ROOT, capture_output=True, text=True, check=True).stdout
    lines = printed.replace("\\\n", " ").splitlines()  # a command continued on the next line
    argv = shlex.split(next(line for line in lines if "gunicorn" in line))
    argv[argv.index("--bind") + 1] = f"127.0.0.1:{port}"
    argv[argv.index("app:create_app()")] = "bench.wsgi:app"
    with open(log_path, "w") as log_file:  # gunicorn keeps its own copy
        server = psutil.Popen(argv, cwd=ROOT, stdout=log_file, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    for _ in range(300):
        try:
            if send(base, ("GET", "/bench/ping", {}, None))[0] == 200:
                return server
        except OSError:
            if server.poll() is not None:
                break
            time.sleep(0.1)
    server.terminate()
    raise RuntimeError("gunicorn did not start: " + log_path.read_text()[-2000:])


def cpu_ns(server: psutil.Popen) -> int:
    """CPU used so far by gunicorn's master and workers: each process's own CPU clock (Linux
    lets a process read another's), exact to the nanosecond where /proc's figures count 10-ms
    ticks."""
    total = 0
    for process in [server, *server.children(recursive=True)]:
        total += time.clock_gettime_ns(((~process.pid) << 3) | 2)  # CPUCLOCK_SCHED, whole process
    return total


def send(base: str, request: tuple) -> tuple[int, dict, bytes]:
    """(status, headers, body as received) of (method, path, headers, body), on a connection of
    its own, as gunicorn's sync workers close each after its answer."""
    method, path, headers, body = request
    url = urlsplit(base)
    connection = http.client.HTTPConnection(url.hostname, url.port, timeout=30)
    try:
        connection.request(method, path, body=body, headers=headers)
        response = connection.getresponse()
        return response.status, dict(response.getheaders()), response.read()
    finally:
        connection.close()


def batch(server, base: str, requests: list) -> dict:
    """The requests sent CLIENTS at a time; the workers' CPU per request, and the statuses."""
    statuses = {}
    with ThreadPoolExecutor(CLIENTS) as pool:
        cpu0, wall0 = cpu_ns(server), time.perf_counter()
        for status, _, _ in pool.map(lambda r: send(base, r), requests):
            statuses[status] = statuses.get(status, 0) + 1
        wall, cpu = time.perf_counter() - wall0, cpu_ns(server) - cpu0
    return {"n": len(requests), "cpu_ms": cpu / len(requests) / 1e6, "wall_s": wall,
            "statuses": statuses}


def compare(server, base: str, pairs: dict, parts: int) -> dict:
    """{name: {"a": [batch...], "b": [batch...], "ratio": [b/a per part]}} for pairs of
    {name: (a, b)}, each side a function of the batch size giving the requests (posts need new
    bodies each time). Every side is warmed up and its batch size set to last about
    BATCH_SECONDS; then, `parts` times, every pair's a then b, the pairs taking turns."""
    sizes = {}
    for name, sides in pairs.items():
        for side, make in zip("ab", sides):
            probe = batch(server, base, make(None))  # None: the side's own warm-up size
            sizes[name, side] = max(20, round(BATCH_SECONDS * probe["n"] / probe["wall_s"]))
    out = {name: {"a": [], "b": [], "ratio": []} for name in pairs}
    for _ in range(parts):
        for name, sides in pairs.items():
            got = [batch(server, base, make(sizes[name, side]))
                   for side, make in zip("ab", sides)]
            out[name]["a"].append(got[0])
            out[name]["b"].append(got[1])
            out[name]["ratio"].append(got[1]["cpu_ms"] / got[0]["cpu_ms"])
    for figures in out.values():
        figures["median_ratio"] = statistics.median(figures["ratio"])
        for side in "ab":
            figures[f"{side}_cpu_ms"] = statistics.median(b["cpu_ms"] for b in figures[side])
    return out


def wrk(base: str, seconds: int, headers: dict, paths: list, body: str | None = None,
        run: str = "wrk") -> dict:
    """Requests per second over 4 connections (wrk, with load.lua), and the answers' statuses."""
    command = ["wrk", "-t1", "-c4", f"-d{seconds}s", "--timeout", "10s", "-s",
               str(ROOT / "bench" / "load.lua"), *(f"-H{k}: {v}" for k, v in headers.items()),
               base + paths[0]]
    env = {**os.environ, "BENCH_PATHS": " ".join(paths), "BENCH_RUN": run,
           **({"BENCH_BODY": body} if body else {})}
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False,
                          timeout=seconds + 60)
    line = next((x for x in done.stdout.splitlines() if x.startswith("BENCH ")), None)
    if line is None:
        raise RuntimeError(f"wrk failed: {done.stdout[-800:]} {done.stderr[-800:]}")
    r = json.loads(line[6:])
    r["rps"] = r["answered"] / r["seconds"]
    return r
