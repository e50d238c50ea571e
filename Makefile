# Every target creates the virtual environment on first use, so a fresh clone needs no other step.
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
PORT ?= 8866
# jupyter lab refuses to start as root without this (containers, CI).
ALLOW_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root)

.PHONY: test test-all coverage lint bench golden examples clean serve lab site bytecode pictures

$(BIN)/python:
	$(PYTHON) -m venv $(VENV) || python3 -m venv $(VENV)

# Reinstall only when the project description changes.
$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[test]"
	touch $(STAMP)

# The explorer's bytecode, written before a server starts: every page's kernel imports the
# explorer afresh, and where Python may not write bytecode itself (PYTHONDONTWRITEBYTECODE, a
# read-only checkout) each kernel compiled it again, about 0.1 s before its page was drawn.
bytecode: $(STAMP)
	$(BIN)/python -m compileall -q explorer rules

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

# The quick tier: lint, then every test that needs no browser and no second server (the rules,
# the explorer driven in-process, the CLI) on every core, each property test with a quarter of
# its examples (tests/conftest.py). Needs nothing but Python 3.11.
TIER_QUICK := -n auto -m "not browser and not slow" --hypothesis-profile=quick
# pytest keeps its assertion-rewritten test modules (and Python the project's bytecode) only
# where Python may write bytecode: with PYTHONDONTWRITEBYTECODE set, every worker rewrote all
# the test files on every run (collection 11.8 s, against 3.5 s once they are kept).
PYTEST := env -u PYTHONDONTWRITEBYTECODE $(BIN)/python -m pytest
test: lint
	$(PYTEST) $(TIER_QUICK)

# The full tier, as CI runs it: the quick tier's tests with all their examples, the notebooks
# (nbmake), the browser tests (Voilà + Debian's chromium), Binder's environment and the static
# site, on every core. Workers take whole files (--dist loadfile): a file's own server, built
# site or Binder environment is made once; the files of `slow` tests are handed out first
# (tests/conftest.py), so that none of them is left running alone at the end. One worker more
# than the cores: the browser tests spend much of their time waiting (a kernel culled after
# 30 s, a page's server restarted), and a third worker fills those waits (on 2 cores: 844 s
# with two workers against 797 s with three, before issue 43; 984 s with two after it). The
# server tests that raced their timers under that load now wait for what they measure.
TEST_WORKERS ?= $(shell echo $$(( $$(nproc) + 1 )))
test-all: lint
	$(PYTEST) -n $(TEST_WORKERS) --dist loadfile --hypothesis-profile=full --nbmake \
		--durations=25 tests notebooks

# Coverage of rules/ and explorer/ by the quick tier (coverage.py through pytest-cov).
coverage: $(STAMP)
	$(PYTEST) $(TIER_QUICK) --cov=rules --cov=explorer --cov-report=term

# The dashboards: Voilà on this machine only; `make serve CLASS=1` for a class on the network,
# behind the token it prints; `GAME=oasis` (a notebook's name) has 30 pages of that game ready
# before the class arrives (CLASS_PAGES to change). Flags in scripts/serve.sh.
serve: bytecode
	@echo "Rules Explorer: http://127.0.0.1:$(PORT)/voila/render/notebooks/index.ipynb"
	VOILA=$(BIN)/voila CLASS_GAME=$(GAME) exec scripts/serve.sh $(if $(CLASS),--class) $(PORT)

# The same notebooks in JupyterLab (Voilà pages are under /voila/render/notebooks/ there too),
# each dashboard's page made before it is asked for (explorer/page_pool.py), and kernel
# websockets that send each message at once (explorer/prompt_socket.py).
LAB_OPTIONS := --ServerApp.kernel_manager_class=explorer.page_pool.PreheatedPages \
	--ServerApp.jpserver_extensions=explorer.page_pool=True \
	--ServerApp.kernel_websocket_connection_class=explorer.prompt_socket.PromptKernelConnection
lab: bytecode
	@echo "Voilà inside JupyterLab: http://127.0.0.1:8888/voila/render/notebooks/index.ipynb (with the token printed below)"
	$(BIN)/jupyter lab --no-browser --ServerApp.ip=127.0.0.1 $(LAB_OPTIONS) \
		--LabApp.default_url=/lab/tree/notebooks/index.ipynb $(ALLOW_ROOT)

bench: $(STAMP)
	$(BIN)/python benchmarks/run.py

# The static site in _site/ (Voici: every dashboard running in the browser on Pyodide, nothing
# fetched from the internet when opened); downloads are cached in ~/.cache/rules-explorer-site/.
site: $(STAMP)
	$(BIN)/python scripts/build_site.py

# The pictures the servers serve of each game's opening board, shown until plotly.js has drawn
# the live board (scripts/board_pictures.py: needs Debian's chromium). Run after changing a
# board's opening figure or plotly.js; the browser tests fail while one no longer matches.
pictures: bytecode
	$(BIN)/python scripts/board_pictures.py

# Rewrite the golden playthroughs after an intended rule change; review the diff before committing.
golden: $(STAMP)
	GOLDEN_UPDATE=1 $(BIN)/python -m pytest tests/rules/test_golden.py

# Rebuild every game's index of live examples (rules/<game>/examples.toml) after a rule change:
# each game's last line says how many of its sections that fire have an example.
examples: $(STAMP)
	for game in $$($(BIN)/python -c "import rules; print(*rules.available_games())"); do \
		$(BIN)/python -m rules examples $$game || exit 1; done

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .hypothesis
