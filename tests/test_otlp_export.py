"""Spans over real OTLP/HTTP to a receiver started by the test, and export
failures that must never fail or hold up a tool call or a guard."""

from __future__ import annotations

import base64
import gzip
import json
import logging
import socket
import threading
import urllib.request
import zlib
from collections.abc import Sequence
from typing import Any

import pytest
from google.protobuf import json_format
from opentelemetry import trace
from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans
from opentelemetry.sdk.trace import ReadableSpan, SpanProcessor, TracerProvider
from opentelemetry.sdk.trace.export import (
    BatchSpanProcessor,
    SimpleSpanProcessor,
    SpanExporter,
    SpanExportResult,
)
from opentelemetry.sdk.trace.sampling import Sampler
from otlp_receiver import (
    SPAN_KIND_INTERNAL,
    STATUS_ERROR,
    STATUS_UNSET,
    OTLPReceiver,
)

import guardrail
from guardrail import Registry
from guardrail.testing import assert_tool_called

pytestmark = pytest.mark.usefixtures("fresh_tracing")


class App:
    """A task app whose handler runs inside a request span."""

    def __init__(self, registry: Registry) -> None:
        self.registry = registry

        @guardrail.tool(registry=registry)
        def add_task(title: str) -> dict[str, Any]:
            """Add a task to the list."""
            return {"success": True, "title": title}

        @guardrail.tool(registry=registry)
        def delete_task(title: str) -> dict[str, Any]:
            """Delete a task by title."""
            raise TimeoutError("db down")

        self.add_task = add_task
        self.delete_task = delete_task

    def handle(self) -> tuple[guardrail.Ledger, BaseException | None]:
        """Add a task, fail to delete one, then claim both: the guard raises."""
        tracer = trace.get_tracer("tests.app")
        raised: BaseException | None = None
        with guardrail.scope() as ledger, tracer.start_as_current_span("handle request"):
            assert self.add_task("Buy milk") == {"success": True, "title": "Buy milk"}
            try:
                self.delete_task("Read book")
            except TimeoutError:
                pass
            try:
                guardrail.finalize("Added Buy milk. Deleted: Read book", registry=self.registry)
            except guardrail.GhostSuccess as exc:
                raised = exc
        return ledger, raised


@pytest.fixture
def app() -> App:
    return App(Registry("otlp"))


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


# --- the spans as a backend receives them ----------------------------------------------
def test_guarded_tool_calls_arrive_over_otlp(otlp_receiver: OTLPReceiver, app: App) -> None:
    guardrail.configure_tracing("otlp-it", endpoint=otlp_receiver.endpoint)
    ledger, raised = app.handle()
    guardrail.shutdown_tracing()
    assert isinstance(raised, guardrail.GhostSuccess)

    spans = {s.name: s for s in otlp_receiver.wait_for_spans(3)}
    assert set(spans) == {"handle request", "execute_tool add_task", "execute_tool delete_task"}
    assert otlp_receiver.errors == []
    request = spans["handle request"]
    added, deleted = spans["execute_tool add_task"], spans["execute_tool delete_task"]
    receipts = {r.tool: r for r in ledger.receipts}

    for span, tool in ((added, "add_task"), (deleted, "delete_task")):
        assert span.attributes["gen_ai.operation.name"] == "execute_tool"
        assert span.attributes["gen_ai.tool.name"] == tool
        assert span.attributes["gen_ai.tool.type"] == "function"
        assert span.attributes["gen_ai.tool.call.id"] == receipts[tool].call_id
        assert span.kind == SPAN_KIND_INTERNAL
        assert span.scope_name == "guardrail"
        assert span.resource["service.name"] == "otlp-it"
        # W3C ids: 16-byte trace id, 8-byte span id; the receipt carries them as hex
        assert len(span.trace_id) == 16 and len(span.span_id) == 8
        assert span.trace_id_hex == receipts[tool].trace_id
        assert span.span_id_hex == receipts[tool].span_id
        # one trace per request: the tool spans are children of the request span
        assert span.trace_id == request.trace_id
        assert span.parent_span_id == request.span_id
    assert request.parent_span_id_hex is None

    assert added.status_code == STATUS_UNSET
    assert added.attributes["guardrail.receipt.ok"] is True
    assert deleted.status_code == STATUS_ERROR
    assert deleted.status_message == "db down"
    assert deleted.attributes["error.type"] == "TimeoutError"
    assert deleted.attributes["guardrail.receipt.ok"] is False

    # the guard's verdict, on the request span
    [event] = request.events
    assert event.name == "gen_ai.guardrail.result"
    assert event.attributes["gen_ai.guardrail.name"] == "guardrail.claims"
    assert event.attributes["gen_ai.guardrail.triggered"] is True
    assert event.attributes["gen_ai.guardrail.action"] == "raise"
    assert event.attributes["guardrail.violation.kinds"] == ["ghost_success"]
    assert event.attributes["guardrail.violation.tools"] == ["delete_task"]
    assert event.attributes["guardrail.claims.backed"] == 1


def test_content_stays_out_of_exported_spans_by_default(
    otlp_receiver: OTLPReceiver, app: App
) -> None:
    guardrail.configure_tracing("otlp-it", endpoint=otlp_receiver.endpoint)
    app.add_task("my secret plans")
    guardrail.shutdown_tracing()
    [span] = otlp_receiver.wait_for_spans(1)
    assert "gen_ai.tool.call.arguments" not in span.attributes
    assert "gen_ai.tool.call.result" not in span.attributes
    assert len(span.attributes["guardrail.receipt.arguments_sha256"]) == 64
    assert not [v for v in span.attributes.values() if "secret" in str(v)]


# --- the receiver decodes both OTLP encodings --------------------------------------------
def _real_spans(app: App) -> Sequence[ReadableSpan]:
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    trace.set_tracer_provider(provider)
    app.handle()
    return exporter.get_finished_spans()


def _hex_ids(node: Any) -> Any:
    if isinstance(node, dict):
        return {
            k: (base64.b64decode(v).hex() if k in ("traceId", "spanId", "parentSpanId") else
                _hex_ids(v))
            for k, v in node.items()
        }
    if isinstance(node, list):
        return [_hex_ids(v) for v in node]
    return node


def _post(url: str, body: bytes, content_type: str, encoding: str | None) -> int:
    headers = {"Content-Type": content_type}
    if encoding:
        headers["Content-Encoding"] = encoding
    req = urllib.request.Request(url, data=body, headers=headers, method="POST")
    with urllib.request.urlopen(req, timeout=10) as response:
        return int(response.status)


@pytest.mark.parametrize(
    "content_type, encoding",
    [
        ("application/json", None),
        ("application/json", "gzip"),
        ("application/x-protobuf", "gzip"),
        ("application/x-protobuf", "deflate"),
    ],
)
def test_receiver_decodes_json_and_compressed_bodies(
    otlp_receiver: OTLPReceiver, app: App, content_type: str, encoding: str | None
) -> None:
    spans = _real_spans(app)
    message = encode_spans(spans)
    if content_type == "application/json":
        body = json.dumps(_hex_ids(json_format.MessageToDict(message))).encode()
    else:
        body = message.SerializeToString()
    if encoding == "gzip":
        body = gzip.compress(body)
    elif encoding == "deflate":
        body = zlib.compress(body)
    assert _post(otlp_receiver.traces_url, body, content_type, encoding) == 200
    received = {s.name: s for s in otlp_receiver.wait_for_spans(3)}
    original = {s.name: s for s in spans}
    assert set(received) == set(original)
    for name, span in original.items():
        assert received[name].trace_id_hex == format(span.context.trace_id, "032x")
        assert received[name].span_id_hex == format(span.context.span_id, "016x")
    assert received["execute_tool delete_task"].status_code == STATUS_ERROR


def test_receiver_rejects_what_is_not_otlp(otlp_receiver: OTLPReceiver) -> None:
    with pytest.raises(urllib.error.HTTPError) as info:
        _post(otlp_receiver.traces_url, b"<xml/>", "text/xml", None)
    assert info.value.code == 400
    assert otlp_receiver.errors and "Content-Type" in otlp_receiver.errors[0]


# --- export failures never fail or hold up a call ---------------------------------------
def _assert_app_still_works(app: App) -> guardrail.Ledger:
    ledger, raised = app.handle()
    assert isinstance(raised, guardrail.GhostSuccess)  # the guard still decides
    assert_tool_called(ledger, "add_task", ok=True, times=1)
    assert_tool_called(ledger, "delete_task", ok=False, times=1)
    return ledger


def test_collector_down_closed_port(monkeypatch: pytest.MonkeyPatch, app: App) -> None:
    monkeypatch.setenv("OTEL_EXPORTER_OTLP_TIMEOUT", "1")
    monkeypatch.setenv("OTEL_BSP_SCHEDULE_DELAY", "10")
    guardrail.configure_tracing("down", endpoint=f"http://127.0.0.1:{_free_port()}")
    for _ in range(20):
        ledger = _assert_app_still_works(app)
        assert all(r.trace_id for r in ledger.receipts)  # spans were still made
    guardrail.shutdown_tracing()  # bounded by the exporter timeout


def test_collector_accepts_and_never_answers(monkeypatch: pytest.MonkeyPatch, app: App) -> None:
    # A timeout longer than the test needs, so the exporter stays stuck in its
    # first request (no retry) however slow the machine; release() ends it.
    monkeypatch.setenv("OTEL_EXPORTER_OTLP_TIMEOUT", "30")
    monkeypatch.setenv("OTEL_BSP_SCHEDULE_DELAY", "10")
    with OTLPReceiver(hang=True) as receiver:
        guardrail.configure_tracing("hang", endpoint=receiver.endpoint)
        _assert_app_still_works(app)
        receiver.wait_for_held(1)  # the exporter is now stuck in a request
        for _ in range(50):
            _assert_app_still_works(app)
        # Every call above returned while the exporter was still blocked.
        assert receiver.held == 1
        assert receiver.requests == []
        receiver.release()
        guardrail.shutdown_tracing()
        assert len(receiver.wait_for_spans(3)) >= 3


def test_collector_answers_with_errors(app: App) -> None:
    with OTLPReceiver(status=503) as receiver:
        guardrail.configure_tracing("503", endpoint=receiver.endpoint)
        _assert_app_still_works(app)
        guardrail.shutdown_tracing()
        assert receiver.requests  # it was tried, and refused


class RaisingExporter(SpanExporter):
    def __init__(self) -> None:
        self.calls = 0

    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        self.calls += 1
        raise ConnectionResetError("exporter exploded")

    def shutdown(self) -> None:
        pass


class BlockingExporter(SpanExporter):
    def __init__(self) -> None:
        self.entered = threading.Event()
        self.release = threading.Event()
        self.calls = 0

    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        self.calls += 1
        self.entered.set()
        self.release.wait(30)
        return SpanExportResult.SUCCESS

    def shutdown(self) -> None:
        self.release.set()


def _install(*processors: SpanProcessor, **kwargs: Any) -> TracerProvider:
    provider = TracerProvider(**kwargs)
    for processor in processors:
        provider.add_span_processor(processor)
    trace.set_tracer_provider(provider)
    return provider


def test_exporter_raising_synchronously(app: App) -> None:
    exporter = RaisingExporter()
    _install(SimpleSpanProcessor(exporter))
    ledger = _assert_app_still_works(app)
    assert exporter.calls == 3  # two tool spans and the request span, each tried once
    assert all(r.trace_id for r in ledger.receipts)


def test_exporter_raising_in_the_batch_worker(app: App) -> None:
    exporter = RaisingExporter()
    provider = _install(BatchSpanProcessor(exporter, schedule_delay_millis=10))
    _assert_app_still_works(app)
    provider.shutdown()
    assert exporter.calls >= 1


def test_exporter_blocking_in_the_batch_worker(app: App) -> None:
    exporter = BlockingExporter()
    provider = _install(BatchSpanProcessor(exporter, schedule_delay_millis=10))
    _assert_app_still_works(app)
    assert exporter.entered.wait(10)
    for _ in range(50):
        _assert_app_still_works(app)
    assert not exporter.release.is_set() and exporter.calls == 1  # still stuck in the first
    exporter.release.set()
    provider.shutdown()


class RaisingProcessor(SpanProcessor):
    def __init__(self, *, on_start: bool = False, on_end: bool = False) -> None:
        self.raise_on_start = on_start
        self.raise_on_end = on_end

    def on_start(self, span: Any, parent_context: Any = None) -> None:
        if self.raise_on_start:
            raise RuntimeError("processor exploded in on_start")

    def on_end(self, span: ReadableSpan) -> None:
        if self.raise_on_end:
            raise RuntimeError("processor exploded in on_end")


def _guardrail_calls(app: App) -> guardrail.Ledger:
    """Tool calls and a guard with no request span around them (a broken
    processor breaks the application's own spans too; guardrail's calls must
    survive it). The guard then records its verdict on a span of its own."""
    with guardrail.scope() as ledger:
        assert app.add_task("Buy milk") == {"success": True, "title": "Buy milk"}
        with pytest.raises(TimeoutError, match="db down"):  # the tool's error, unchanged
            app.delete_task("Read book")
        with pytest.raises(guardrail.GhostSuccess):
            guardrail.finalize("Deleted: Read book", registry=app.registry)
        assert guardrail.finalize("Added Buy milk", registry=app.registry) == "Added Buy milk"
    assert [(r.tool, r.ok) for r in ledger.receipts] == [("add_task", True), ("delete_task", False)]
    return ledger


def test_processor_raising_in_on_end(app: App, caplog: pytest.LogCaptureFixture) -> None:
    _install(RaisingProcessor(on_end=True))
    with caplog.at_level(logging.WARNING, logger="guardrail"):
        ledger = _guardrail_calls(app)
    assert all(r.trace_id for r in ledger.receipts)
    assert "processor exploded in on_end" in caplog.text
    assert "could not record the guard verdict" in caplog.text  # its own span's end raised


def test_processor_raising_in_on_start(app: App) -> None:
    _install(RaisingProcessor(on_start=True))
    ledger = _guardrail_calls(app)
    assert [r.trace_id for r in ledger.receipts] == [None, None]  # no span could start


def test_provider_whose_get_tracer_raises(app: App, caplog: pytest.LogCaptureFixture) -> None:
    class BrokenProvider(trace.TracerProvider):
        def get_tracer(self, *args: Any, **kwargs: Any) -> trace.Tracer:
            raise RuntimeError("misconfigured provider")

    trace.set_tracer_provider(BrokenProvider())
    with caplog.at_level(logging.WARNING, logger="guardrail"):
        ledger = _guardrail_calls(app)
    assert [r.trace_id for r in ledger.receipts] == [None, None]
    assert "misconfigured provider" in caplog.text


def test_sampler_raising(app: App) -> None:
    class BrokenSampler(Sampler):
        def should_sample(self, *args: Any, **kwargs: Any) -> Any:
            raise ValueError("sampler exploded")

        def get_description(self) -> str:
            return "broken"

    _install(sampler=BrokenSampler())
    ledger = _guardrail_calls(app)
    assert [r.trace_id for r in ledger.receipts] == [None, None]
