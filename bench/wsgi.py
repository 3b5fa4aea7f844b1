"""What gunicorn serves during `make bench`: the app as `make run` serves it, plus the baseline
`/bench/ping`, in the same app and the same workers as the pages compared with it."""

from app import create_app

app = create_app()


@app.get("/bench/ping")
def bench_ping():
    return "pong"
