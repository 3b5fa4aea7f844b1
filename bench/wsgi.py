"""The app as `make run` serves it, plus the benchmark's baseline: `/bench/ping` answers "pong".

gunicorn serves this module (`bench.wsgi:app`) during `make bench`, so the baseline runs in the
same app, the same gunicorn and the same workers as the pages it is compared with.
"""

from app import create_app

app = create_app()


@app.get("/bench/ping")
def bench_ping():
    return "pong"
