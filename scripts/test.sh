#!/usr/bin/env bash
# Run the whole test suite: lint, type-check, tests.
# Creates .venv (if missing) and installs the project with its dev extras.
set -euo pipefail
cd "$(dirname "$0")/.."
EXTRAS="${EXTRAS:-dev,frameworks}"
source scripts/_venv.sh

echo "== ruff"
"$VENV/bin/ruff" check .
echo "== mypy (strict, guardrail/)"
"$VENV/bin/mypy" guardrail
echo "== pytest"
"$VENV/bin/python" -m pytest "$@"
