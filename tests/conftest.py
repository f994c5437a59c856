"""Shared test setup. guardrail's own fixtures (``guardrail_scope``,
``guardrail_spans``, ``guardrail_registry``) come from its pytest plugin,
registered through the ``pytest11`` entry point like in any project that
installs guardrail."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from opentelemetry import trace
from opentelemetry.util._once import Once
from otlp_receiver import OTLPReceiver

from guardrail import _tracing

# A bug inside the claim analysis is logged and found nothing in production;
# here it fails the test that met it.
os.environ.setdefault("GUARDRAIL_DEBUG", "1")

# The end-to-end tests need a running backend; scripts/phoenix_e2e.sh starts
# one and sets GUARDRAIL_E2E_PHOENIX_URL. A plain `pytest` does not collect them.
collect_ignore_glob = [] if os.environ.get("GUARDRAIL_E2E_PHOENIX_URL") else ["e2e/*"]


@pytest.fixture
def otlp_receiver() -> Iterator[OTLPReceiver]:
    """A running OTLP/HTTP receiver on 127.0.0.1 (see tests/otlp_receiver.py)."""
    with OTLPReceiver() as receiver:
        yield receiver


_OTEL_VARS = [
    "OTEL_SDK_DISABLED",
    "OTEL_PYTHON_TRACER_PROVIDER",
    "OTEL_TRACES_EXPORTER",
    "OTEL_SERVICE_NAME",
    "OTEL_RESOURCE_ATTRIBUTES",
    *(
        f"OTEL_EXPORTER_OTLP_{signal}{name}"
        for signal in ("", "TRACES_")
        for name in ("ENDPOINT", "HEADERS", "PROTOCOL", "COMPRESSION", "TIMEOUT")
    ),
]


@pytest.fixture
def fresh_tracing(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The test runs as in a process that never configured OpenTelemetry: no
    global tracer provider, no OTEL_* variables. Whatever the test installs is
    shut down, and the previous global state restored, afterwards."""
    for name in _OTEL_VARS:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(trace, "_TRACER_PROVIDER", None)
    monkeypatch.setattr(trace, "_TRACER_PROVIDER_SET_ONCE", Once())
    monkeypatch.setattr(_tracing, "_state", _tracing._State())
    yield
    installed = trace._TRACER_PROVIDER
    shutdown = getattr(installed, "shutdown", None)
    if shutdown is not None:
        shutdown()
