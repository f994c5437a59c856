#!/usr/bin/env bash
# Run the whole test suite: lint, type-check, tests.
# Creates .venv (if missing) and installs the project with its dev extras.
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON="${PYTHON:-python3}"
VENV="${GUARDRAIL_VENV:-.venv}"

if [ ! -x "$VENV/bin/python" ]; then
  "$PYTHON" -m venv "$VENV"
fi
"$VENV/bin/python" -m pip install --quiet --upgrade pip
"$VENV/bin/python" -m pip install --quiet -e ".[dev]"

echo "== ruff"
"$VENV/bin/ruff" check guardrail tests examples benchmarks
echo "== mypy (strict, guardrail/)"
"$VENV/bin/mypy" guardrail
echo "== pytest"
"$VENV/bin/python" -m pytest "$@"
