# The two commands a fresh machine needs: `make run` (serve Rulezz) and `make test` (all tests).
VENV ?= .venv
PY := $(VENV)/bin/python
PORT ?= 8000
WORKERS ?= 3
# The whole suite runs a second time on this PostgreSQL server (empty: SQLite only), in fresh
# databases it creates and drops. (The SIGKILL test checks SQLite's own file in both passes.)
TEST_POSTGRES ?= postgresql+psycopg://postgres@127.0.0.1:5432

.PHONY: run test bench

$(VENV)/.installed: requirements.txt
	python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -r requirements.txt
	touch $@

$(VENV)/.dev-installed: requirements-dev.txt $(VENV)/.installed
	$(PY) -m pip install -q -r requirements-dev.txt
	touch $@

run: $(VENV)/.installed
	$(PY) -m flask --app app db upgrade
	$(PY) -m flask --app app address --port $(PORT)
	$(VENV)/bin/gunicorn --workers $(WORKERS) --bind 0.0.0.0:$(PORT) --access-logfile - "app:create_app()"

test: $(VENV)/.dev-installed
	$(PY) -m pytest --cov=games --cov-report=term --cov-fail-under=95
ifneq ($(TEST_POSTGRES),)
	RULEZZ_TEST_POSTGRES=$(TEST_POSTGRES) $(PY) -m pytest
endif

# Performance budgets (issue #6): replay cost, HTTP under gunicorn as `run` starts it, SQL
# statements per page, bytes of a phone's first load. Prints a table, writes bench/results.json.
bench: $(VENV)/.installed
	$(PY) -m bench.run
