# Sourced by the scripts in this folder: make sure $VENV exists and has the
# project installed with the extras in $EXTRAS (default: none).
PYTHON="${PYTHON:-python3}"
VENV="${GUARDRAIL_VENV:-.venv}"
EXTRAS="${EXTRAS:-}"
if [ ! -x "$VENV/bin/python" ]; then
  "$PYTHON" -m venv "$VENV"
  "$VENV/bin/python" -m pip install --quiet --upgrade pip
fi
spec="."
[ -n "$EXTRAS" ] && spec=".[$EXTRAS]"
stamp="$VENV/.guardrail-installed-$(echo "$EXTRAS" | tr ',' '-')"
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
  "$VENV/bin/python" -m pip install --quiet -e "$spec"
  touch "$stamp"
fi
