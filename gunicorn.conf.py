"""gunicorn reads this file from the working folder; `make run`'s flags stay on its command line."""

import gc

# gunicorn's own refusal of a long request line carries none of the app's headers: its limit is
# its largest, above the app's (security.MAX_URL), so a long address gets the app's 414.
limit_request_line = 8190


def post_worker_init(worker):
    # The app's modules, templates and games are loaded by now and live as long as the worker:
    # freezing them keeps the garbage collector from walking them again on every request.
    gc.collect()
    gc.freeze()
