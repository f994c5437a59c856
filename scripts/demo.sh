#!/usr/bin/env bash
# Run the demo (a todo agent over SQLite, guarded by guardrail).
# Creates .venv (if missing) and installs the project into it.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/_venv.sh
exec "$VENV/bin/python" -m examples.demo "$@"
