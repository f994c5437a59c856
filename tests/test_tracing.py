"""configure_tracing / flush_tracing / shutdown_tracing: exporters, OTEL_*
variables, never replacing an application's provider, typed errors."""

from __future__ import annotations

import io
import json
import logging
import subprocess
import sys
from typing import Any

import pytest
from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import (
    BatchSpanProcessor,
    ConsoleSpanExporter,
    SimpleSpanProcessor,
)
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from otlp_receiver import OTLPReceiver

import guardrail
import guardrail.testing
from guardrail import ExporterUnavailable, TracingConfigError
from guardrail._telemetry import get_tracer

pytestmark = pytest.mark.usefixtures("fresh_tracing")


def _processors(provider: Any) -> list[Any]:
    return list(provider._active_span_processor._span_processors)


def _exporters(provider: Any) -> list[Any]:
    return [p.span_exporter for p in _processors(provider)]


@pytest.fixture
def registry() -> guardrail.Registry:
    return guardrail.Registry("tracing")


@pytest.fixture
def add_task(registry: guardrail.Registry) -> Any:
    @guardrail.tool(registry=registry)
    def add_task(title: str) -> dict[str, Any]:
        """Add a task."""
        return {"success": True, "title": title}

    return add_task


# --- import cost -------------------------------------------------------------
def test_import_guardrail_loads_no_sdk_or_exporter() -> None:
    code = (
        "import json, sys, guardrail; "
        "print(json.dumps(sorted(m for m in sys.modules if m.startswith(('opentelemetry.sdk', "
        "'opentelemetry.exporter', 'google.protobuf', 'requests')))))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert json.loads(out.stdout) == []
    assert callable(guardrail.configure_tracing)


# --- exporters ---------------------------------------------------------------
def test_memory_exporter_collects_tool_spans(add_task: Any) -> None:
    provider = guardrail.configure_tracing("memory-test", exporter="memory")
    assert trace.get_tracer_provider() is provider
    assert isinstance(provider, TracerProvider)
    assert provider.resource.attributes["service.name"] == "memory-test"
    with guardrail.scope() as ledger:
        add_task("Buy milk")
    [span] = guardrail.testing.captured_spans()
    assert span.name == "execute_tool add_task"
    assert format(span.context.trace_id, "032x") == ledger.receipts[0].trace_id
    guardrail.testing.memory_exporter().clear()
    assert guardrail.testing.captured_spans() == ()


def test_console_exporter_prints_spans(add_task: Any) -> None:
    provider = guardrail.configure_tracing("console-test", exporter="console")
    [processor] = _processors(provider)
    assert isinstance(processor, SimpleSpanProcessor)
    assert isinstance(processor.span_exporter, ConsoleSpanExporter)
    processor.span_exporter.out = out = io.StringIO()  # stdout, bound when the SDK loaded
    add_task("Buy milk")
    printed = json.loads(out.getvalue())
    assert printed["name"] == "execute_tool add_task"
    assert printed["attributes"]["gen_ai.tool.name"] == "add_task"


def test_none_exporter_records_ids_but_exports_nothing(add_task: Any) -> None:
    provider = guardrail.configure_tracing("ids-only", exporter="none")
    assert _processors(provider) == []
    with guardrail.scope() as ledger:
        add_task("Buy milk")
    receipt = ledger.receipts[0]
    assert receipt.trace_id is not None and len(receipt.trace_id) == 32


def test_otlp_uses_a_batch_processor_and_the_given_endpoint(otlp_receiver: OTLPReceiver) -> None:
    provider = guardrail.configure_tracing("otlp-test", endpoint=otlp_receiver.endpoint)
    [processor] = _processors(provider)
    assert isinstance(processor, BatchSpanProcessor)
    [exporter] = _exporters(provider)
    assert exporter._endpoint == otlp_receiver.traces_url  # /v1/traces appended


@pytest.mark.parametrize(
    "given, used",
    [
        ("http://collector:4318", "http://collector:4318/v1/traces"),
        ("http://collector:4318/", "http://collector:4318/v1/traces"),
        ("https://otlp.example.com/custom/path", "https://otlp.example.com/custom/path"),
    ],
)
def test_endpoint_base_url_gets_the_traces_path(given: str, used: str) -> None:
    provider = guardrail.configure_tracing("x", endpoint=given)
    [exporter] = _exporters(provider)
    assert exporter._endpoint == used


def test_several_exporters_comma_separated() -> None:
    provider = guardrail.configure_tracing("x", exporter="console, memory")
    kinds = {type(e) for e in _exporters(provider)}
    assert kinds == {ConsoleSpanExporter, InMemorySpanExporter}


# --- OTEL_* variables ----------------------------------------------------------
def test_exporter_defaults_from_otel_traces_exporter(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OTEL_TRACES_EXPORTER", "memory")
    guardrail.configure_tracing("x")
    assert isinstance(guardrail.testing.memory_exporter(), InMemorySpanExporter)


def test_otlp_is_the_default_exporter() -> None:
    provider = guardrail.configure_tracing("x")
    [processor] = _processors(provider)
    assert isinstance(processor, BatchSpanProcessor)
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

    assert isinstance(processor.span_exporter, OTLPSpanExporter)


def test_otlp_endpoint_and_headers_come_from_the_environment(
    monkeypatch: pytest.MonkeyPatch, otlp_receiver: OTLPReceiver, add_task: Any
) -> None:
    monkeypatch.setenv("OTEL_EXPORTER_OTLP_ENDPOINT", otlp_receiver.endpoint)
    monkeypatch.setenv("OTEL_EXPORTER_OTLP_HEADERS", "x-api-key=secret-value,x-tenant=acme")
    monkeypatch.setenv("OTEL_EXPORTER_OTLP_COMPRESSION", "gzip")
    guardrail.configure_tracing("env-test")
    add_task("Buy milk")
    guardrail.shutdown_tracing()
    [span] = otlp_receiver.wait_for_spans(1)
    assert span.name == "execute_tool add_task"
    [request] = otlp_receiver.requests
    assert request.headers["x-api-key"] == "secret-value"
    assert request.headers["x-tenant"] == "acme"
    assert request.content_encoding == "gzip"
    assert request.content_type == "application/x-protobuf"


def test_traces_endpoint_variable_is_used_as_is(
    monkeypatch: pytest.MonkeyPatch, otlp_receiver: OTLPReceiver
) -> None:
    monkeypatch.setenv("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", otlp_receiver.traces_url)
    monkeypatch.setenv("OTEL_EXPORTER_OTLP_ENDPOINT", "http://127.0.0.1:9")  # not used
    provider = guardrail.configure_tracing("x")
    [exporter] = _exporters(provider)
    assert exporter._endpoint == otlp_receiver.traces_url


def test_service_name_env_wins_over_the_argument(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OTEL_SERVICE_NAME", "from-env")
    monkeypatch.setenv("OTEL_RESOURCE_ATTRIBUTES", "deployment.environment=test")
    provider: Any = guardrail.configure_tracing("from-code", exporter="none")
    attrs = provider.resource.attributes
    assert attrs["service.name"] == "from-env"
    assert attrs["deployment.environment"] == "test"


def test_service_name_argument_used_when_env_names_none(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OTEL_RESOURCE_ATTRIBUTES", "deployment.environment=test")
    provider: Any = guardrail.configure_tracing("from-code", exporter="none")
    assert provider.resource.attributes["service.name"] == "from-code"
    assert provider.resource.attributes["deployment.environment"] == "test"


def test_sdk_disabled_means_no_spans(monkeypatch: pytest.MonkeyPatch, add_task: Any) -> None:
    monkeypatch.setenv("OTEL_SDK_DISABLED", "true")
    guardrail.configure_tracing("x", exporter="memory")
    with guardrail.scope() as ledger:
        add_task("Buy milk")
    assert ledger.receipts[0].ok and ledger.receipts[0].trace_id is None
    assert guardrail.testing.captured_spans() == ()


# --- an application's own provider ---------------------------------------------
def test_existing_provider_is_kept_and_returned(
    caplog: pytest.LogCaptureFixture, add_task: Any
) -> None:
    app_exporter = InMemorySpanExporter()
    app_provider = TracerProvider()
    app_provider.add_span_processor(SimpleSpanProcessor(app_exporter))
    trace.set_tracer_provider(app_provider)
    with caplog.at_level(logging.WARNING, logger="guardrail"):
        got = guardrail.configure_tracing("mine", exporter="memory")
    assert got is app_provider
    assert trace.get_tracer_provider() is app_provider
    assert len(_processors(app_provider)) == 1  # nothing added
    assert "already installed" in caplog.text and "TracerProvider" in caplog.text
    add_task("Buy milk")
    assert [s.name for s in app_exporter.get_finished_spans()] == ["execute_tool add_task"]
    with pytest.raises(guardrail.testing.SpanCaptureError, match="configure_tracing"):
        guardrail.testing.captured_spans()


def test_existing_provider_kept_even_when_the_otlp_extra_is_missing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app_provider = TracerProvider()
    trace.set_tracer_provider(app_provider)
    monkeypatch.setitem(sys.modules, "opentelemetry.exporter.otlp.proto.http.trace_exporter", None)
    assert guardrail.configure_tracing("x") is app_provider


def test_second_call_returns_the_first_provider_quietly(caplog: pytest.LogCaptureFixture) -> None:
    first = guardrail.configure_tracing("x", exporter="memory")
    with caplog.at_level(logging.INFO, logger="guardrail"):
        second = guardrail.configure_tracing("y", exporter="console")
    assert second is first
    assert "already configured" in caplog.text
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]


def test_a_noop_provider_set_by_the_application_is_kept() -> None:
    noop = trace.NoOpTracerProvider()
    trace.set_tracer_provider(noop)
    assert guardrail.configure_tracing("x", exporter="memory") is noop
    assert get_tracer() is None


# --- errors -----------------------------------------------------------------------
def test_missing_otlp_extra_names_the_install_command(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "opentelemetry.exporter.otlp.proto.http.trace_exporter", None)
    with pytest.raises(ExporterUnavailable) as info:
        guardrail.configure_tracing("x", exporter="otlp")
    assert 'pip install "guardrail-receipts[otlp]"' in str(info.value)
    assert info.value.install == 'pip install "guardrail-receipts[otlp]"'
    assert isinstance(info.value, ImportError) and isinstance(info.value, guardrail.GuardrailError)
    assert isinstance(trace.get_tracer_provider(), trace.ProxyTracerProvider)  # nothing installed


def test_missing_grpc_exporter_names_the_package(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "opentelemetry.exporter.otlp.proto.grpc.trace_exporter", None)
    with pytest.raises(ExporterUnavailable, match="opentelemetry-exporter-otlp-proto-grpc"):
        guardrail.configure_tracing("x", protocol="grpc")


@pytest.mark.parametrize(
    "kwargs, setting",
    [
        ({"exporter": "zipkin"}, "exporter"),
        ({"exporter": "otlp,jaeger"}, "exporter"),
        ({"protocol": "http/json"}, "protocol"),
        ({"protocol": "udp"}, "protocol"),
        ({"endpoint": "localhost:4318"}, "endpoint"),
    ],
)
def test_bad_settings_raise_a_typed_error(kwargs: dict[str, Any], setting: str) -> None:
    with pytest.raises(TracingConfigError) as info:
        guardrail.configure_tracing("x", **kwargs)
    assert info.value.setting == setting
    assert isinstance(info.value, ValueError)
    assert isinstance(trace.get_tracer_provider(), trace.ProxyTracerProvider)


def test_bad_exporter_in_the_environment_names_the_variable(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("OTEL_TRACES_EXPORTER", "prometheus")
    with pytest.raises(TracingConfigError, match="OTEL_TRACES_EXPORTER") as info:
        guardrail.configure_tracing("x")
    assert info.value.value == "prometheus"


def test_unloadable_provider_in_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OTEL_PYTHON_TRACER_PROVIDER", "no_such_provider")
    with pytest.raises(TracingConfigError, match="OTEL_PYTHON_TRACER_PROVIDER") as info:
        guardrail.configure_tracing("x", exporter="memory")
    assert info.value.value == "no_such_provider"
    with pytest.raises(TracingConfigError):
        with guardrail.testing.capture_spans():
            pass


def test_http_json_protocol_error_explains_the_alternative(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OTEL_EXPORTER_OTLP_PROTOCOL", "http/json")
    with pytest.raises(TracingConfigError, match="http/protobuf"):
        guardrail.configure_tracing("x")


# --- flush and shutdown ---------------------------------------------------------
def test_shutdown_flushes_the_last_batch(otlp_receiver: OTLPReceiver, add_task: Any) -> None:
    guardrail.configure_tracing("batch", endpoint=otlp_receiver.endpoint)
    for i in range(3):
        add_task(f"task {i}")
    guardrail.shutdown_tracing()
    # Everything was sent by the time shutdown returned: no waiting needed.
    assert sorted(s.attributes["gen_ai.tool.name"] for s in otlp_receiver.spans) == ["add_task"] * 3


def test_flush_sends_without_shutting_down(otlp_receiver: OTLPReceiver, add_task: Any) -> None:
    guardrail.configure_tracing("batch", endpoint=otlp_receiver.endpoint)
    add_task("one")
    assert guardrail.flush_tracing(10_000) is True
    assert len(otlp_receiver.spans) == 1
    add_task("two")
    assert guardrail.flush_tracing(10_000) is True
    assert len(otlp_receiver.spans) == 2


def test_tool_calls_after_shutdown_still_record_receipts(
    caplog: pytest.LogCaptureFixture, add_task: Any
) -> None:
    guardrail.configure_tracing("x", exporter="memory")
    guardrail.shutdown_tracing()
    with guardrail.scope() as ledger:
        assert add_task("late") == {"success": True, "title": "late"}
    assert [r.ok for r in ledger.receipts] == [True]
    with caplog.at_level(logging.WARNING, logger="guardrail"):
        guardrail.configure_tracing("again", exporter="memory")
    assert "shut down" in caplog.text


def test_shutdown_never_shuts_down_the_applications_provider() -> None:
    exporter = InMemorySpanExporter()
    app_provider = TracerProvider()
    app_provider.add_span_processor(SimpleSpanProcessor(exporter))
    trace.set_tracer_provider(app_provider)
    guardrail.shutdown_tracing()
    with app_provider.get_tracer("app").start_as_current_span("still alive"):
        pass
    assert [s.name for s in exporter.get_finished_spans()] == ["still alive"]


def test_flush_without_an_sdk_provider_returns_false() -> None:
    assert guardrail.flush_tracing(100) is False
    guardrail.shutdown_tracing()  # nothing to do, no error
