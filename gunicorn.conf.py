"""gunicorn reads this file from the working folder; `make run`'s flags stay on its command line."""

import gc


def post_worker_init(worker):
    # The app's modules, templates and games are loaded by now and live as long as the worker:
    # freezing them keeps the garbage collector from walking them again on every request.
    gc.collect()
    gc.freeze()
