"""The load generator: a fixed number of requests over C keep-alive connections (http.client), run
in its own process so that it never shares an interpreter with the server.

    python -m bench.load < spec.json > result.json

The spec (JSON): host, port, method, paths (used in turn), headers, optional form (a urlencoded
body; with nonce_field, that field gets a fresh value on every request), n, concurrency, warmup,
expect (the status codes that count as answered). The warm-up requests run first on the same
connections and are not counted; then all connections start together and the clock runs until the
last of the n requests has been read. A connection the server closes is opened again (and
counted), as a browser would.
"""

import http.client
import itertools
import json
import sys
import threading
import time
import uuid
from urllib.parse import urlencode


def percentile(sorted_values: list[float], share: float) -> float:
    """Nearest-rank percentile of an ascending list."""
    if not sorted_values:
        return float("nan")
    rank = max(1, min(len(sorted_values), round(share * len(sorted_values) + 0.5)))
    return sorted_values[rank - 1]


class Client:
    def __init__(self, spec: dict):
        self.spec = spec
        self.conn = http.client.HTTPConnection(spec["host"], spec["port"], timeout=60)
        self.opened = 0

    def one(self, index: int):
        spec = self.spec
        path = spec["paths"][index % len(spec["paths"])]
        headers = dict(spec.get("headers") or {})
        body = None
        if spec.get("form") is not None:
            form = dict(spec["form"])
            if spec.get("nonce_field"):
                form[spec["nonce_field"]] = uuid.uuid4().hex
            body = urlencode(form).encode()
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        if self.conn.sock is None:
            self.opened += 1
        start = time.perf_counter()
        self.conn.request(spec["method"], path, body=body, headers=headers)
        response = self.conn.getresponse()
        data = response.read()
        elapsed = time.perf_counter() - start
        if response.will_close:
            self.conn.close()
        return elapsed, response.status, len(data), response.getheader("ETag")


def run(spec: dict) -> dict:
    cpu_start = time.process_time()  # this process's own work, not the interpreter's start-up
    n, concurrency, warmup = spec["n"], spec["concurrency"], spec.get("warmup", 0)
    expect = set(spec.get("expect") or [200])
    clients = [Client(spec) for _ in range(concurrency)]
    counter = itertools.count()
    warm_counter = itertools.count()
    barrier = threading.Barrier(concurrency + 1)
    samples, errors, lock = [], [], threading.Lock()

    def worker(client: Client):
        try:
            while (index := next(warm_counter)) < warmup:
                client.one(index)
        except Exception as error:  # noqa: BLE001 (reported, and the run fails)
            with lock:
                errors.append(f"warm-up: {error!r}")
        barrier.wait()
        barrier.wait()  # everyone starts together
        while True:
            index = next(counter)
            if index >= n:
                return
            try:
                result = client.one(index)
            except Exception as error:  # noqa: BLE001
                client.conn.close()
                with lock:
                    errors.append(repr(error))
                continue
            with lock:
                samples.append(result)

    threads = [threading.Thread(target=worker, args=(c,), daemon=True) for c in clients]
    for t in threads:
        t.start()
    barrier.wait()  # warm-up done
    opened_before = sum(c.opened for c in clients)
    start = time.perf_counter()
    barrier.wait()
    for t in threads:
        t.join()
    seconds = time.perf_counter() - start
    cpu_seconds = time.process_time() - cpu_start
    times = sorted(s[0] for s in samples)
    statuses = {}
    for s in samples:
        statuses[str(s[1])] = statuses.get(str(s[1]), 0) + 1
    answered = sum(1 for s in samples if s[1] in expect)
    return {
        "n": n, "concurrency": concurrency, "warmup": warmup, "seconds": seconds,
        "rps": answered / seconds if seconds else 0.0,
        "p50_ms": percentile(times, 0.50) * 1e3, "p95_ms": percentile(times, 0.95) * 1e3,
        "p99_ms": percentile(times, 0.99) * 1e3, "max_ms": (times[-1] if times else 0) * 1e3,
        "mean_ms": (sum(times) / len(times) * 1e3) if times else float("nan"),
        "statuses": statuses, "answered": answered, "unexpected": len(samples) - answered,
        "errors": len(errors), "first_errors": errors[:3],
        "connections_opened": sum(c.opened for c in clients) - opened_before,
        "body_bytes_mean": (sum(s[2] for s in samples) / len(samples)) if samples else 0,
        "etag": next((s[3] for s in reversed(samples) if s[3]), None),
        "times_ms": [t * 1e3 for t in times], "cpu_seconds": cpu_seconds,
    }


if __name__ == "__main__":
    json.dump(run(json.load(sys.stdin)), sys.stdout)
