# The two commands a fresh machine needs: `make run` (serve Rulezz) and `make test` (all tests).
VENV ?= .venv
PY := $(VENV)/bin/python
PORT ?= 8000
WORKERS ?= 3
# The tests that use a database run a second time on this PostgreSQL server (empty: SQLite only),
# in fresh databases they create and drop. (The SIGKILL test checks SQLite's own file in both.)
TEST_POSTGRES ?= postgresql+psycopg://postgres@127.0.0.1:5432
CHROMIUM := /usr/bin/chromium

.PHONY: run test bench translations catalogs assets chromium

$(VENV)/.installed: requirements.txt
	python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -r requirements.txt
	touch $@

$(VENV)/.dev-installed: requirements-dev.txt $(VENV)/.installed
	$(PY) -m pip install -q -r requirements-dev.txt
	touch $@

# The compiled catalogs (.mo) are not kept in git: every run and test compiles them.
catalogs: $(VENV)/.installed
	$(VENV)/bin/pybabel -q compile -d translations

# The static files minified and compressed for WhiteNoise (web/assets.py): rebuilt when static/
# changed (about 3 s); the app serves static/ itself while the copy is older than it.
assets: $(VENV)/.installed
	$(PY) -m flask --app app assets

# After changing user-facing text: extract it, merge it into every language's catalog (new
# entries are then untranslated, changed ones fuzzy: the tests fail until they are translated).
translations: $(VENV)/.installed
	$(VENV)/bin/pybabel -q extract -F babel.cfg -k N_ -k N_plural:1,2 -k _l --sort-by-file --project=Rulezz \
		--add-comments=TRANSLATORS: -o translations/messages.pot .
	$(VENV)/bin/pybabel -q update -i translations/messages.pot -d translations --ignore-obsolete
	$(VENV)/bin/pybabel -q compile -d translations

# Browser tests drive Debian's Chromium (Playwright cannot download a browser of its own here).
chromium:
	@test -x $(CHROMIUM) || { \
	  if [ "$$(id -u)" = 0 ]; then \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	  else echo "The browser tests need Debian's Chromium: sudo apt-get install chromium"; exit 1; fi; }

# Each server its own control socket (gunicornc), by port: two on one machine never clash.
run: $(VENV)/.installed catalogs assets
	$(PY) -m flask --app app db upgrade
	$(PY) -m flask --app app address --port $(PORT)
	$(VENV)/bin/gunicorn --workers $(WORKERS) --bind 0.0.0.0:$(PORT) --access-logfile - \
		--control-socket instance/gunicorn-$(PORT).ctl "app:create_app()"

# Scoring is tested in tests/games, which alone must cover games/. The PostgreSQL pass runs the
# tests that reach a database through the app (api, web, db): the games are pure and the browser
# drives the same services, so running those twice would check nothing new.
test: chromium $(VENV)/.dev-installed catalogs assets
	$(PY) -m pytest tests/games --cov=games --cov-report=term --cov-fail-under=95
	$(PY) -m pytest --ignore=tests/games
ifneq ($(TEST_POSTGRES),)
	RULEZZ_TEST_POSTGRES=$(TEST_POSTGRES) $(PY) -m pytest tests/api tests/web tests/db tests/test_game_folder.py
endif

# What users feel, against the budgets of bench/README.md: saves and live rounds in throttled
# Chromium, server CPU compared within one run under gunicorn as `run` starts it, SQL statements
# per request, the hand checkers. Prints a table, writes bench/results.json; fails when a budget
# is missed. Requests per second (reported only) come from Debian's wrk, installed here as root.
bench: chromium $(VENV)/.installed catalogs assets
	@command -v wrk >/dev/null || { \
	  if [ "$$(id -u)" = 0 ]; then \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null; \
	  else echo "make bench needs wrk: sudo apt-get install -y wrk"; exit 2; fi; }
	$(PY) -m pip install -q -r bench/requirements.txt
	$(PY) -m bench.run
