#!/usr/bin/env bash
# End-to-end check against a real OTLP backend: Arize Phoenix, from PyPI.
#
# Installs Phoenix in its own virtualenv (reused when it already has the right
# version), starts `phoenix serve` on 127.0.0.1 with a throwaway working
# directory, waits until it answers, runs tests/e2e with the project's pytest,
# and always stops the server and removes its data.
#
#   bash scripts/phoenix_e2e.sh            # extra arguments go to pytest
#
# Settings (environment): PHOENIX_SPEC (what pip installs), PHOENIX_VENV,
# PHOENIX_START_TIMEOUT (seconds), GUARDRAIL_VENV (the project's venv).
set -euo pipefail
cd "$(dirname "$0")/.."
export PIP_DISABLE_PIP_VERSION_CHECK=1

PHOENIX_SPEC="${PHOENIX_SPEC:-arize-phoenix==20.26.1}"
PHOENIX_VENV="${PHOENIX_VENV:-.ci-venv-phoenix}"
START_TIMEOUT="${PHOENIX_START_TIMEOUT:-180}"

# The project's own venv, with its dev extras (pytest, the OTLP exporter).
EXTRAS="${EXTRAS:-dev}"
source scripts/_venv.sh

# --- Phoenix's venv ---------------------------------------------------------------
stamp="$PHOENIX_VENV/.guardrail-phoenix-spec"
# (Importing phoenix takes seconds; asking the installed metadata does not.)
if ! "$PHOENIX_VENV/bin/python" -c \
     "import importlib.metadata as m; m.version('arize-phoenix'); m.version('grpcio')" 2>/dev/null \
   || [ "$(cat "$stamp" 2>/dev/null)" != "$PHOENIX_SPEC" ]; then
  if [ ! -x "$PHOENIX_VENV/bin/python" ]; then
    "$PYTHON" -m venv "$PHOENIX_VENV"
    "$PHOENIX_VENV/bin/python" -m pip install --quiet --upgrade pip
  fi
  echo "== installing $PHOENIX_SPEC into $PHOENIX_VENV (large; takes a minute or two)"
  "$PHOENIX_VENV/bin/python" -m pip install --quiet "$PHOENIX_SPEC"
  echo "$PHOENIX_SPEC" > "$stamp"
fi

# --- start the server --------------------------------------------------------------
workdir="$(mktemp -d "${TMPDIR:-/tmp}/guardrail-phoenix.XXXXXX")"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid" 2>/dev/null || true
    for _ in $(seq 1 50); do
      kill -0 "$server_pid" 2>/dev/null || break
      sleep 0.2
    done
    kill -KILL "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$workdir"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

read -r http_port grpc_port < <("$VENV/bin/python" - <<'EOF'
import socket
socks = [socket.socket() for _ in range(2)]
for s in socks:
    s.bind(("127.0.0.1", 0))
print(*(s.getsockname()[1] for s in socks))
for s in socks:
    s.close()
EOF
)

# Phoenix binds its OTLP/gRPC listener to every interface ([::]:PORT) and has
# no setting for that address, and no way to turn the listener off that keeps
# HTTP ingestion. This launcher narrows that one listener to 127.0.0.1 (the
# tests only use OTLP/HTTP), then runs the usual `phoenix` command.
cat > "$workdir/launch.py" <<'EOF'
import sys

import grpc.aio._server as grpc_server

_add_insecure_port = grpc_server.Server.add_insecure_port


def _loopback_only(self, address):
    port = address.rpartition(":")[2]
    print(f"guardrail-e2e: gRPC listener bound to 127.0.0.1:{port}", flush=True)
    return _add_insecure_port(self, f"127.0.0.1:{port}")


grpc_server.Server.add_insecure_port = _loopback_only
sys.argv = ["phoenix", *sys.argv[1:]]
from phoenix.server.main import main  # noqa: E402

main()
EOF

echo "== starting Phoenix on 127.0.0.1:$http_port (data in $workdir)"
PHOENIX_HOST=127.0.0.1 \
PHOENIX_PORT="$http_port" \
PHOENIX_GRPC_PORT="$grpc_port" \
PHOENIX_WORKING_DIR="$workdir" \
PHOENIX_TELEMETRY_ENABLED=false \
PHOENIX_ALLOW_EXTERNAL_RESOURCES=false \
  "$PHOENIX_VENV/bin/python" "$workdir/launch.py" serve > "$workdir/phoenix.log" 2>&1 &
server_pid=$!

url="http://127.0.0.1:$http_port"
deadline=$(( $(date +%s) + START_TIMEOUT ))
until "$VENV/bin/python" -c "import urllib.request,sys; urllib.request.urlopen(sys.argv[1], timeout=2)" \
      "$url/healthz" 2>/dev/null; do
  if ! kill -0 "$server_pid" 2>/dev/null; then
    echo "Phoenix exited during startup; its log:" >&2
    tail -n 60 "$workdir/phoenix.log" >&2
    exit 1
  fi
  if [ "$(date +%s)" -ge "$deadline" ]; then
    echo "Phoenix did not answer $url/healthz within ${START_TIMEOUT}s; its log:" >&2
    tail -n 60 "$workdir/phoenix.log" >&2
    exit 1
  fi
  sleep 0.5
done
if ! grep -q "gRPC listener bound to 127.0.0.1:$grpc_port" "$workdir/phoenix.log"; then
  echo "Phoenix's gRPC listener was not narrowed to 127.0.0.1; refusing to go on" >&2
  exit 1
fi
echo "== Phoenix is up ($(( START_TIMEOUT - (deadline - $(date +%s)) ))s)"

# --- the tests ----------------------------------------------------------------------
GUARDRAIL_E2E_PHOENIX_URL="$url" \
  timeout 600 "$VENV/bin/python" -m pytest tests/e2e -p no:cacheprovider "$@"
