# Every target creates the virtual environment on first use, so a fresh clone needs no other step.
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: test lint bench golden clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV) || python3 -m venv $(VENV)

# Reinstall only when the project description changes.
$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[test]"
	touch $(STAMP)

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

test: lint
	$(BIN)/python -m pytest

bench: $(STAMP)
	$(BIN)/python benchmarks/run.py

# Rewrite the golden playthroughs after an intended rule change; review the diff before committing.
golden: $(STAMP)
	GOLDEN_UPDATE=1 $(BIN)/python -m pytest tests/rules/test_golden.py

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .hypothesis
