# Build and test commands for the interactive rulebook.
# Everything runs from the project's own virtual environment in .venv (made on first use).
#
#   make start                     JupyterLab on the start notebook (token login, 127.0.0.1 only)
#   make test                      ruff, mypy, then pytest over tests/ and the notebooks (nbval)
#   make test BROWSER_TESTS=required   ... and fail if Debian chromium is missing (CI)
#   make lite                      the in-browser edition (JupyterLite, Pyodide) in build/lite/
#   make lite-serve                ... served on http://127.0.0.1:$(LITE_PORT)/
#   make app                       the chapters as an app, code hidden (Voila, 127.0.0.1 only)
#   make boek                      every chapter as a static book in build/boek/ (opens from disk)
#   make lint | format | bench | notebooks | clean

SHELL := /bin/bash
.DEFAULT_GOAL := help

# Python >= 3.11 is needed (pandas 3). Prefer python3.11, else python3.
PYTHON ?= $(shell command -v python3.11 2>/dev/null || command -v python3 2>/dev/null)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

PORT ?= 8888
LITE_PORT ?= 8000
APP_PORT ?= 8866
# Written by tests/browser/test_lite.py; make test prints it (tools/bench.py --lite).
LITE_TIMINGS := build/lite-timings.json
# JupyterLab's settings for every edition (Dutch menus); make .venv copies them into the venv.
LAB_OVERRIDES := binder/overrides.json
START_NOTEBOOK := notebooks/00-start-hier.ipynb
# JupyterLab refuses to run as root without --allow-root (CI machines, containers).
ALLOW_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root)

# auto: run the browser tests when $(CHROMIUM) exists, otherwise warn loudly and deselect them.
# required: fail at once when $(CHROMIUM) is missing (CI uses this).
BROWSER_TESTS ?= auto
CHROMIUM := /usr/bin/chromium
# Extra pytest arguments, e.g. make test PYTEST_ARGS="-k quacks -x".
PYTEST_ARGS ?=
# The notebooks folder is passed only when it exists (git does not keep empty folders).
PYTEST_PATHS := tests $(wildcard notebooks)
# mypy gets the folders that hold Python files (an empty folder is an error for mypy). Keep this
# list in step with [tool.mypy] files in pyproject.toml.
MYPY_PATHS := $(foreach d,rulebook widgets tools tests,$(if $(shell find $(d) -name '*.py' -print -quit 2>/dev/null),$(d)))
PYTEST_FLAGS := -n 2 --dist loadfile \
	--nbval --nbval-current-env --nbval-sanitize-with nbval_sanitize.cfg --nbval-cell-timeout=120

.PHONY: help .venv start test check-browser-tests lint format bench bench-lite notebooks golden \
	clean lite lite-serve app boek

help:
	@echo "make start      JupyterLab on $(START_NOTEBOOK) (PORT=$(PORT))"
	@echo "make test       ruff + mypy + pytest (tests/ and notebooks/ via nbval)"
	@echo "                BROWSER_TESTS=auto|required (now: $(BROWSER_TESTS))"
	@echo "make lite       build the in-browser edition into build/lite/ (needs npm the first time)"
	@echo "make lite-serve serve build/lite/ on http://127.0.0.1:$(LITE_PORT)/ (LITE_PORT=...)"
	@echo "make app        the chapters as an app with the code hidden (Voila, APP_PORT=$(APP_PORT))"
	@echo "make boek       every chapter as a static book in build/boek/ (open index.html from disk)"
	@echo "make lint       ruff check, ruff format --check, mypy"
	@echo "make format     sort imports and format with ruff"
	@echo "make bench      run tools/bench.py"
	@echo "make bench-lite time the in-browser edition again, alone (chromium), and print it"
	@echo "make notebooks  run tools/make_notebooks.py"
	@echo "make golden     rewrite the golden game logs (tests/golden) after a rule change"
	@echo "make clean      remove .venv and caches"

# ---------------------------------------------------------------------------------------------
# Virtual environment: rebuilt when a requirements file or pyproject.toml changes.
# ---------------------------------------------------------------------------------------------
.venv: $(STAMP)

$(STAMP): requirements.txt requirements-dev.txt pyproject.toml $(LAB_OVERRIDES)
	@if [ -z "$(PYTHON)" ] || ! "$(PYTHON)" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then \
		echo "error: Python >= 3.11 is needed (tried python3.11 and python3; got '$(PYTHON)')." >&2; \
		exit 1; \
	fi
	@if ! $(BIN)/python -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then \
		echo "+ $(PYTHON) -m venv $(VENV)"; \
		rm -rf $(VENV) && "$(PYTHON)" -m venv $(VENV); \
	fi
	$(BIN)/python -m pip install -r requirements-dev.txt
	$(BIN)/python -m pip install --no-deps -e .
	install -D -m 644 $(LAB_OVERRIDES) $(VENV)/share/jupyter/lab/settings/overrides.json
	@touch $@

# ---------------------------------------------------------------------------------------------
# Reading: JupyterLab with its normal token login, reachable from this machine only.
# ---------------------------------------------------------------------------------------------
start: $(STAMP)
	@if [ -f $(START_NOTEBOOK) ]; then \
		set -- --ServerApp.root_dir=$(dir $(START_NOTEBOOK)) \
			--LabApp.default_url=/lab/tree/$(notdir $(START_NOTEBOOK)); \
	else \
		echo "note: $(START_NOTEBOOK) does not exist yet; opening the file browser." >&2; \
		set --; \
	fi; \
	set -x; \
	exec $(BIN)/jupyter lab --ServerApp.ip=127.0.0.1 --ServerApp.port=$(PORT) $(ALLOW_ROOT) \
		--LabApp.expose_app_in_browser=True "$$@"

# ---------------------------------------------------------------------------------------------
# Checks
# ---------------------------------------------------------------------------------------------
check-browser-tests:
	@case "$(BROWSER_TESTS)" in \
	auto) ;; \
	required) \
		if [ ! -x $(CHROMIUM) ]; then \
			echo "error: BROWSER_TESTS=required, but $(CHROMIUM) is missing." >&2; \
			echo "       Install it with: apt-get install -y chromium  (as root; .ci/run does this)" >&2; \
			exit 1; \
		fi ;; \
	*) echo "error: BROWSER_TESTS must be 'auto' or 'required', not '$(BROWSER_TESTS)'." >&2; exit 2 ;; \
	esac

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy $(MYPY_PATHS)

test: check-browser-tests lint
	@if [ -x $(CHROMIUM) ]; then \
		set --; \
	else \
		echo "!!!!! WARNING: $(CHROMIUM) not found: the browser tests (tests/browser, marker 'browser') are NOT run. !!!!!" >&2; \
		set -- -m "not browser"; \
	fi; \
	echo "+ $(BIN)/pytest $(PYTEST_FLAGS) $${1:+$$1 '$$2'} $(PYTEST_PATHS) $(PYTEST_ARGS)"; \
	status=0; started=$$(date +%s); \
	$(BIN)/pytest $(PYTEST_FLAGS) "$$@" $(PYTEST_PATHS) $(PYTEST_ARGS) || status=$$?; \
	if [ -f $(LITE_TIMINGS) ] && [ "$$(stat -c %Y $(LITE_TIMINGS))" -ge "$$started" ]; then \
		echo; $(BIN)/python tools/bench.py --lite; \
	fi; \
	if [ ! -x $(CHROMIUM) ]; then \
		echo "!!!!! WARNING: the browser tests were NOT run ($(CHROMIUM) not found). !!!!!" >&2; \
	fi; \
	if [ $$status -eq 5 ]; then echo "error: pytest collected no tests (exit code 5)." >&2; fi; \
	exit $$status

format: $(STAMP)
	$(BIN)/ruff check --select I --fix .
	$(BIN)/ruff format .

# ---------------------------------------------------------------------------------------------
# Tools written in tools/
# ---------------------------------------------------------------------------------------------
bench: $(STAMP)
	$(BIN)/python tools/bench.py

# make test times the in-browser edition while other tests share the machine; this times it
# again with nothing else running (the essence chapter, cold and warm, about a minute).
bench-lite: $(STAMP)
	$(BIN)/pytest -q -p no:cacheprovider -m browser tests/browser/test_lite.py -k essence
	$(BIN)/python tools/bench.py --lite

notebooks: $(STAMP)
	$(BIN)/python tools/make_notebooks.py

golden: $(STAMP)
	$(BIN)/python tools/make_golden.py

# The in-browser edition: its own build venv (.venv-lite/), downloads cached in build/lite-work/;
# a build whose inputs did not change is reused (build/lite.stamp).
lite: $(STAMP)
	$(BIN)/python tools/build_lite.py

lite-serve: lite
	$(BIN)/python tools/serve_lite.py $(LITE_PORT)

# The chapters as an app (Voila): the notebooks run, the code is hidden, the widgets work. Only on
# this machine (127.0.0.1), behind a fresh token passed in the environment (not on the command
# line, where other users could read it); the printed link opens the start page with it.
app: $(STAMP)
	@token=$$($(BIN)/python -c 'import secrets; print(secrets.token_hex(24))'); \
	echo "Het regelboek als app (zonder code): http://127.0.0.1:$(APP_PORT)/voila/render/$(notdir $(START_NOTEBOOK))?token=$$token"; \
	echo "Stoppen met Ctrl-C."; \
	JUPYTER_TOKEN=$$token exec $(BIN)/voila $(dir $(START_NOTEBOOK)) --no-browser --token \
		--Voila.ip=127.0.0.1 --port=$(APP_PORT) --Voila.port_retries=0

# The chapters as a static book: one HTML page per chapter with its saved outputs, the contents
# and "Zoek een regel" in index.html; it opens from disk with no server and no network.
boek: $(STAMP)
	$(BIN)/python tools/build_book.py

clean:
	rm -rf $(VENV) .venv-lite .pytest_cache .mypy_cache .ruff_cache .hypothesis build dist *.egg-info test-results
	find . -path ./.git -prune -o -type d -name __pycache__ -prune -exec rm -rf {} +

# ---------------------------------------------------------------------------------------------
# The Binder link of this repository, derived from its GitHub remote (git@ or https form).
# ---------------------------------------------------------------------------------------------
.PHONY: binder-link
binder-link:
	@url=$$(git remote get-url origin 2>/dev/null || true); \
	slug=$$(printf '%s' "$$url" | sed -E 's#^(git@github\.com:|https://github\.com/)##; s#\.git$$##'); \
	if [ -z "$$url" ] || [ "$$slug" = "$$url" ]; then \
		echo "error: no GitHub remote named origin; the link is https://mybinder.org/v2/gh/OWNER/REPO/HEAD?labpath=$(subst /,%2F,$(START_NOTEBOOK))" >&2; exit 1; \
	fi; \
	echo "https://mybinder.org/v2/gh/$$slug/HEAD?labpath=$(subst /,%2F,$(START_NOTEBOOK))"; \
	echo "https://mybinder.org/v2/gh/$$slug/HEAD?urlpath=voila/render/$(START_NOTEBOOK)"
