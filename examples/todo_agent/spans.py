"""Span output for the demo: a compact per-turn summary, the raw console dump,
OTLP (Jaeger or any collector), or nothing.

Tracing is set up with ``guardrail.configure_tracing``; the compact summary
reads the spans from an in-memory exporter added to that provider. When
``OTEL_EXPORTER_OTLP_ENDPOINT`` is set, spans also go to that collector
(whatever the mode), e.g. Jaeger::

    docker run --rm -p 16686:16686 -p 4318:4318 jaegertracing/all-in-one
    OTEL_EXPORTER_OTLP_ENDPOINT=http://localhost:4318 python -m examples.demo
"""

from __future__ import annotations

import os
from typing import Any, Literal

import guardrail

__all__ = ["SERVICE_NAME", "SPAN_MODES", "SpanLog", "SpanMode", "setup_spans", "shutdown_spans"]

SpanMode = Literal["memory", "console", "otlp", "none"]
SPAN_MODES: tuple[SpanMode, ...] = ("memory", "console", "otlp", "none")
SERVICE_NAME = "todo-agent"


class SpanLog:
    """Finished spans kept in memory, read turn by turn."""

    def __init__(self) -> None:
        from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

        self.exporter = InMemorySpanExporter()

    def take(self) -> list[Any]:
        """The spans finished since the last call (oldest first)."""
        spans = list(self.exporter.get_finished_spans())
        self.exporter.clear()
        return spans


def _exporters(mode: SpanMode) -> list[str]:
    names: list[str] = []
    if mode == "console":
        names.append("console")
    if mode == "otlp" or os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT", "").strip():
        names.append("otlp")
    return names


def setup_spans(mode: SpanMode) -> SpanLog | None:
    """Install tracing for *mode*; returns the :class:`SpanLog` of ``"memory"``.

    ``"none"`` with no OTLP endpoint installs nothing at all (tool calls then
    skip span creation entirely; receipts are still recorded).
    """
    if mode not in SPAN_MODES:
        raise ValueError(f"spans mode must be one of {SPAN_MODES}, got {mode!r}")
    names = _exporters(mode)
    if mode == "none" and not names:
        return None
    provider = guardrail.configure_tracing(SERVICE_NAME, exporter=",".join(names) or "none")
    if mode != "memory":
        return None
    log = SpanLog()
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor

    add = getattr(provider, "add_span_processor", None)
    if add is None:  # an application provider without processors: nothing to read
        return None
    add(SimpleSpanProcessor(log.exporter))
    return log


def shutdown_spans() -> None:
    """Flush (and, when the demo installed it, shut down) tracing."""
    guardrail.shutdown_tracing()
