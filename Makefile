# Two commands on a fresh Debian/Ubuntu machine with Python 3.11+:
#   make lab    -- create .venv, install, open JupyterLab on the welcome notebook
#   make test   -- create .venv, install, run every test (notebooks and real-browser tests too)

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
PORT   ?= 8888

.PHONY: lab test check docs lite system-deps bench bench-ui bench-lite golden known clean handouts

# One virtual environment; `make lab` installs the package with the `lab` extra (JupyterLab)
# and the `design` extra (the design lab's plots and Dask),
# `make test` with the `test` extra (which includes `lab`, the docs and the Lite build tools).
$(BIN)/python:
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Python 3.11 or newer is needed (found " + sys.version.split()[0] + ")")'
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed-lab: pyproject.toml setup.py | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[lab,design]'
	@touch $@

$(VENV)/.installed-test: pyproject.toml setup.py | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	@touch $@ $(VENV)/.installed-lab $(VENV)/.installed-docs $(VENV)/.installed-lite

# Graphviz's `dot` draws the turn graphs; Chromium runs the real-browser tests; npm fetches
# Pyodide for the offline JupyterLite test.
system-deps:
	@missing=""; \
	command -v dot >/dev/null 2>&1 || missing="$$missing graphviz"; \
	command -v npm >/dev/null 2>&1 || missing="$$missing npm"; \
	test -x /usr/bin/chromium || missing="$$missing chromium"; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "Installing Debian packages:$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing fonts-noto-cjk >/dev/null; \
	  else \
	    echo "Missing system packages:$$missing"; \
	    echo "Install them first, for example: sudo apt-get install$$missing fonts-noto-cjk"; \
	    exit 1; \
	  fi; \
	fi

lab: $(VENV)/.installed-lab
	$(BIN)/jupyter lab $$([ "$$(id -u)" = 0 ] && echo --allow-root) --ServerApp.port=$(PORT) \
	  notebooks/00_welcome.ipynb

# axe-core, the accessibility checker tests/browser/test_a11y.py injects into each page, fetched
# once from the npm registry (the test itself runs offline).
AXE := build/npm/axe-core.tgz
$(AXE):
	mkdir -p build/npm && cd build/npm && npm pack --silent axe-core@4 >/dev/null && \
	  mv axe-core-4*.tgz axe-core.tgz

# One worker per core (pytest-xdist); the browser tests share one worker and one JupyterLab
# (tests/conftest.py).
test: $(VENV)/.installed-test system-deps $(AXE)
	$(BIN)/python -m pytest -n auto

# The quick tier for a developer's loop (about 2 minutes on 2 cores): the engine, the rules,
# each kernel against its reference, the known counts, the widgets without a browser and the
# lessons' generators. No browser, no notebook runs, no packaging or docs build, no soak, no
# bench, classroom server, static checks (ruff, mypy) or add-a-game rehearsal (a tiny game
# added to a copy of the project, the game-generic tests run there): run them with `make test`.
# `make test` stays the complete suite, and is what CI runs.
QUICK := -m "not browser and not notebook and not soak" --ignore=tests/browser \
	--ignore=tests/test_packaging.py --ignore=tests/test_docs.py --ignore=tests/test_handouts.py \
	--ignore=tests/test_bench.py --ignore=tests/test_classroom.py --ignore=tests/test_quality.py \
	--ignore=tests/test_extras.py --ignore=tests/test_newcomer.py \
	--ignore=tests/test_adding_a_game.py

check: $(VENV)/.installed-test
	$(BIN)/python -m pytest -n auto $(QUICK)

# The documentation site (Sphinx + MyST), warnings as errors; tests/test_docs.py runs the same.
$(VENV)/.installed-docs: pyproject.toml setup.py | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[docs]'
	@touch $@

docs: $(VENV)/.installed-docs
	$(BIN)/python -m sphinx -W --keep-going -b html docs docs/_build/html
	@echo "open docs/_build/html/index.html"

# The JupyterLite site (no server, no internet: the lessons run in the browser tab and every
# file is in the site) in build/lite/, and as one zip in build/lite.zip. PYODIDE=path/to/
# pyodide-<version>.tar.bz2 (a full Pyodide) adds numpy and matplotlib (docs/offline-site.md).
$(VENV)/.installed-lite: pyproject.toml setup.py | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[lite]'
	@touch $@

lite: $(VENV)/.installed-lite
	$(BIN)/python -m tools.lite build/lite --zip build/lite.zip $(if $(PYODIDE),--pyodide $(PYODIDE))
	@echo "serve build/lite (for example: $(BIN)/python -m http.server -d build/lite) and open index.html"

bench: $(VENV)/.installed-lab
	$(BIN)/python -m explorer.bench

# Each explorer in JupyterLab in Chromium: click-to-repaint p50/p95 per game, as JSON lines.
bench-ui: $(VENV)/.installed-test system-deps
	$(BIN)/python -m tests.browser.bench_ui

# JupyterLite's start in Chromium, offline: seconds from opening each lesson to its first cell
# done, cold and warm, as JSON lines (SITE=build/lite reuses a built site).
bench-lite: $(VENV)/.installed-test system-deps
	$(BIN)/python -m tests.browser.bench_ui --lite $(SITE)

# Student sheets and answer keys of the lesson plans (docs/teaching.md), HTML and PDF, in
# handouts/ (per paper and language; Debian's headless chromium prints the PDFs; --preview for PNGs).
handouts: $(VENV)/.installed-test system-deps
	$(BIN)/python -m tools.handouts --out handouts --preview

golden: $(VENV)/.installed-test
	$(BIN)/python -m tests.golden.regenerate

# Recount tests/known/*.txt (FRESH=1: play new matches and pick new positions).
known: $(VENV)/.installed-test
	$(BIN)/python -m tests.known.regenerate $(if $(FRESH),--fresh)

clean:
	rm -rf $(VENV) test-artifacts .pytest_cache docs/_build build handouts
