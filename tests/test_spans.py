"""Span conventions of tool calls (OpenTelemetry GenAI ``execute_tool``):
names, attributes, status, opt-in content, ids, nesting, guard verdict events."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from opentelemetry import trace
from opentelemetry.trace import SpanKind, StatusCode

import guardrail
from guardrail import Ledger, Registry
from guardrail import _telemetry as tm
from guardrail.testing import SpanCapture


@pytest.fixture(autouse=True)
def _content_options(monkeypatch: pytest.MonkeyPatch) -> None:
    """Content recording is process-wide; every test starts from the default."""
    monkeypatch.setattr(tm._state, "record_content", False)
    monkeypatch.setattr(tm._state, "redactor", None)


def attrs(span: Any) -> dict[str, Any]:
    return dict(span.attributes or {})


def test_successful_call(
    guardrail_spans: SpanCapture, guardrail_scope: Ledger, guardrail_registry: Registry
) -> None:
    @guardrail.tool(registry=guardrail_registry)
    def add_task(title: str, priority: int = 1) -> dict[str, Any]:
        """Add a task to the list.

        Longer explanation that is not part of the description.
        """
        return {"success": True, "id": 7}

    add_task("Buy milk")
    [span] = guardrail_spans.spans
    [receipt] = guardrail_scope.receipts
    assert span.name == "execute_tool add_task"
    assert span.kind is SpanKind.INTERNAL
    assert span.status.status_code is StatusCode.UNSET
    assert span.instrumentation_scope is not None
    assert span.instrumentation_scope.name == "guardrail"
    assert attrs(span) == {
        "gen_ai.operation.name": "execute_tool",
        "gen_ai.tool.name": "add_task",
        "gen_ai.tool.call.id": receipt.call_id,
        "gen_ai.tool.type": "function",
        "gen_ai.tool.description": "Add a task to the list.",
        "guardrail.receipt.ok": True,
        "guardrail.receipt.arguments_sha256": receipt.arguments_sha256,
        "guardrail.receipt.result_sha256": receipt.result_sha256,
    }
    assert receipt.trace_id == format(span.context.trace_id, "032x")
    assert receipt.span_id == format(span.context.span_id, "016x")
    assert span.start_time is not None and span.end_time is not None
    assert span.start_time <= span.end_time


def test_no_description_attribute_without_a_docstring(
    guardrail_spans: SpanCapture, guardrail_registry: Registry
) -> None:
    @guardrail.tool(registry=guardrail_registry)
    def ping() -> str:
        return "pong"

    ping()
    assert "gen_ai.tool.description" not in attrs(guardrail_spans.one("execute_tool ping"))


def test_registered_name_is_the_span_name(
    guardrail_spans: SpanCapture, guardrail_registry: Registry
) -> None:
    @guardrail.tool(registry=guardrail_registry, name="tasks.remove")
    def delete_task(title: str) -> None:
        """Delete a task."""

    delete_task("x")
    span = guardrail_spans.one("execute_tool tasks.remove")
    assert attrs(span)["gen_ai.tool.name"] == "tasks.remove"


def test_raising_call_is_an_error_span(
    guardrail_spans: SpanCapture, guardrail_scope: Ledger, guardrail_registry: Registry
) -> None:
    class QuotaExceeded(Exception):
        pass

    @guardrail.tool(registry=guardrail_registry)
    def send_email(to: str) -> None:
        """Send an email."""
        raise QuotaExceeded("daily quota reached")

    with pytest.raises(QuotaExceeded):
        send_email("a@example.com")
    span = guardrail_spans.one("execute_tool send_email")
    assert span.status.status_code is StatusCode.ERROR
    assert span.status.description == "daily quota reached"
    assert attrs(span)["error.type"].endswith("QuotaExceeded")
    assert attrs(span)["guardrail.receipt.ok"] is False
    assert "guardrail.receipt.result_sha256" not in attrs(span)
    [receipt] = guardrail_scope.receipts
    assert receipt.error is not None and attrs(span)["error.type"] == receipt.error.type


def test_predicate_failure_is_an_error_span(
    guardrail_spans: SpanCapture, guardrail_registry: Registry
) -> None:
    @guardrail.tool(registry=guardrail_registry)
    def delete_task(title: str) -> dict[str, Any]:
        """Delete a task."""
        return {"success": False, "error": "no task called " + title}

    @guardrail.tool(registry=guardrail_registry, success=lambda r: r.missing_attribute)
    def archive(title: str) -> int:
        """Archive a task."""
        return 1

    delete_task("Read book")
    archive("Read book")
    failed = guardrail_spans.one("execute_tool delete_task")
    assert failed.status.status_code is StatusCode.ERROR
    assert failed.status.description == "no task called Read book"
    assert attrs(failed)["error.type"] == "guardrail.predicate_failed"
    assert "guardrail.receipt.result_sha256" in attrs(failed)  # it returned something
    broken = guardrail_spans.one("execute_tool archive")
    assert attrs(broken)["error.type"] == "guardrail.predicate_raised"


# --- opt-in content -------------------------------------------------------------------------
def test_content_is_not_recorded_by_default(
    guardrail_spans: SpanCapture, guardrail_registry: Registry
) -> None:
    @guardrail.tool(registry=guardrail_registry)
    def lookup(email: str) -> dict[str, str]:
        """Look a customer up."""
        return {"name": "Ada"}

    lookup("ada@example.com")
    span_attrs = attrs(guardrail_spans.one("execute_tool lookup"))
    assert "gen_ai.tool.call.arguments" not in span_attrs
    assert "gen_ai.tool.call.result" not in span_attrs
    assert not [v for v in span_attrs.values() if "ada@example.com" in str(v)]


def test_content_opt_in_per_tool_with_redaction(
    guardrail_spans: SpanCapture, guardrail_registry: Registry
) -> None:
    @guardrail.tool(registry=guardrail_registry, record_content=True)
    def login(user: str, password: str) -> dict[str, str]:
        """Log a user in."""
        return {"user": user, "token": "sk-abcdefghijklmnopqrstuvwx"}

    login("ada", password="hunter2")
    span_attrs = attrs(guardrail_spans.one("execute_tool login"))
    assert json.loads(span_attrs["gen_ai.tool.call.arguments"]) == {
        "user": "ada",
        "password": "***",
    }
    assert json.loads(span_attrs["gen_ai.tool.call.result"]) == {"user": "ada", "token": "***"}


def test_content_opt_in_process_wide_and_per_tool_opt_out(
    guardrail_spans: SpanCapture, guardrail_registry: Registry
) -> None:
    @guardrail.tool(registry=guardrail_registry)
    def search(query: str) -> list[str]:
        """Search the docs."""
        return ["doc 1"]

    @guardrail.tool(registry=guardrail_registry, record_content=False)
    def read_medical_record(patient: str) -> str:
        """Read a record."""
        return "private"

    guardrail.configure(record_content=True, redactor=lambda v: v)
    search("pricing")
    read_medical_record("p-1")
    searched = attrs(guardrail_spans.one("execute_tool search"))
    assert json.loads(searched["gen_ai.tool.call.arguments"]) == {"query": "pricing"}
    assert json.loads(searched["gen_ai.tool.call.result"]) == ["doc 1"]
    private = attrs(guardrail_spans.one("execute_tool read_medical_record"))
    assert "gen_ai.tool.call.arguments" not in private
    assert "gen_ai.tool.call.result" not in private


def test_custom_redactor_runs_before_recording(
    guardrail_spans: SpanCapture, guardrail_registry: Registry
) -> None:
    @guardrail.tool(registry=guardrail_registry, record_content=True)
    def notify(email: str) -> str:
        """Notify a customer."""
        return f"sent to {email}"

    guardrail.configure(
        redactor=lambda v: json.loads(json.dumps(v).replace("ada@example.com", "<email>"))
    )
    notify("ada@example.com")
    span_attrs = attrs(guardrail_spans.one("execute_tool notify"))
    assert json.loads(span_attrs["gen_ai.tool.call.arguments"]) == {"email": "<email>"}
    assert json.loads(span_attrs["gen_ai.tool.call.result"]) == "sent to <email>"


def test_failed_call_records_arguments_but_no_result(
    guardrail_spans: SpanCapture, guardrail_registry: Registry
) -> None:
    @guardrail.tool(registry=guardrail_registry, record_content=True)
    def charge(amount: int) -> None:
        """Charge a card."""
        raise RuntimeError("card declined")

    with pytest.raises(RuntimeError):
        charge(42)
    span_attrs = attrs(guardrail_spans.one("execute_tool charge"))
    assert json.loads(span_attrs["gen_ai.tool.call.arguments"]) == {"amount": 42}
    assert "gen_ai.tool.call.result" not in span_attrs


# --- nesting and ids --------------------------------------------------------------------------
def test_tool_spans_are_children_of_the_current_span(
    guardrail_spans: SpanCapture, guardrail_registry: Registry
) -> None:
    @guardrail.tool(registry=guardrail_registry)
    def fetch(url: str) -> str:
        """Fetch a page."""
        return "<html>"

    @guardrail.tool(registry=guardrail_registry)
    def research(topic: str) -> str:
        """Research a topic."""
        return fetch(f"https://example.com/{topic}")

    with trace.get_tracer("tests").start_as_current_span("handle request"):
        research("otel")
    request = guardrail_spans.one("handle request")
    outer = guardrail_spans.one("execute_tool research")
    inner = guardrail_spans.one("execute_tool fetch")
    assert outer.parent is not None and outer.parent.span_id == request.context.span_id
    assert inner.parent is not None and inner.parent.span_id == outer.context.span_id
    assert len({request.context.trace_id, outer.context.trace_id, inner.context.trace_id}) == 1
    assert trace.get_current_span() is trace.INVALID_SPAN  # context restored after each call


async def test_concurrent_async_calls_each_get_a_child_span(
    guardrail_spans: SpanCapture, guardrail_scope: Ledger, guardrail_registry: Registry
) -> None:
    @guardrail.tool(registry=guardrail_registry)
    async def fetch(url: str) -> str:
        """Fetch a page."""
        await asyncio.sleep(0)
        return url

    with trace.get_tracer("tests").start_as_current_span("handle request"):
        await asyncio.gather(*(fetch(f"u{i}") for i in range(5)))
    request = guardrail_spans.one("handle request")
    spans = guardrail_spans.tool_spans("fetch")
    assert len(spans) == 5
    assert all(s.parent is not None and s.parent.span_id == request.context.span_id
               for s in spans)
    assert len({s.context.span_id for s in spans}) == 5
    assert {r.span_id for r in guardrail_scope.receipts} == {
        format(s.context.span_id, "016x") for s in spans
    }


def test_model_call_id_is_the_span_call_id(
    guardrail_spans: SpanCapture, guardrail_registry: Registry
) -> None:
    @guardrail.tool(registry=guardrail_registry)
    def add_task(title: str) -> dict[str, Any]:
        """Add a task."""
        return {"success": True}

    message = {
        "role": "assistant",
        "tool_calls": [
            {
                "id": "call_from_the_model",
                "type": "function",
                "function": {"name": "add_task", "arguments": '{"title": "Buy milk"}'},
            }
        ],
    }
    guardrail.dispatch(message, format="openai", registry=guardrail_registry)
    span = guardrail_spans.one("execute_tool add_task")
    assert attrs(span)["gen_ai.tool.call.id"] == "call_from_the_model"


# --- guard verdicts ---------------------------------------------------------------------------
def _registry_with_delete(registry: Registry) -> Any:
    @guardrail.tool(registry=registry)
    def delete_task(title: str) -> dict[str, Any]:
        """Delete a task by title."""
        return {"success": True}

    return delete_task


def test_passing_finalize_records_an_untriggered_verdict(
    guardrail_spans: SpanCapture, guardrail_scope: Ledger, guardrail_registry: Registry
) -> None:
    delete_task = _registry_with_delete(guardrail_registry)
    with trace.get_tracer("tests").start_as_current_span("handle request"):
        delete_task("Read book")
        guardrail.finalize("Deleted: Read book", registry=guardrail_registry)
    [event] = guardrail_spans.one("handle request").events
    assert event.name == "gen_ai.guardrail.result"
    assert dict(event.attributes or {}) == {
        "gen_ai.guardrail.name": "guardrail.claims",
        "gen_ai.guardrail.triggered": False,
        "gen_ai.guardrail.action": "none",
        "guardrail.violations": 0,
        "guardrail.claims.backed": 1,
    }


@pytest.mark.parametrize("mode", ["raise", "replace", "redact", "warn"])
def test_violating_finalize_records_the_action(
    mode: Any,
    guardrail_spans: SpanCapture,
    guardrail_scope: Ledger,
    guardrail_registry: Registry,
) -> None:
    _registry_with_delete(guardrail_registry)
    reply = "Deleted: Read book. The DatabaseQuery tool confirmed it."
    with trace.get_tracer("tests").start_as_current_span("handle request"):
        if mode == "raise":
            with pytest.raises(guardrail.GuardViolation):
                guardrail.finalize(reply, on_violation=mode, registry=guardrail_registry)
        else:
            out = guardrail.finalize(reply, on_violation=mode, registry=guardrail_registry)
            if mode == "warn":
                assert out == reply
            else:
                assert "Deleted: Read book" not in out
    [event] = guardrail_spans.guard_events()
    event_attrs = dict(event.attributes or {})
    assert event_attrs["gen_ai.guardrail.triggered"] is True
    assert event_attrs["gen_ai.guardrail.action"] == mode
    assert event_attrs["guardrail.violations"] == 2
    assert list(event_attrs["guardrail.violation.kinds"]) == ["ghost_success", "hallucinated_tool"]
    assert list(event_attrs["guardrail.violation.tools"]) == ["delete_task", "DatabaseQuery"]


def test_guard_without_a_current_span_gets_its_own_span(
    guardrail_spans: SpanCapture, guardrail_scope: Ledger, guardrail_registry: Registry
) -> None:
    _registry_with_delete(guardrail_registry)
    with pytest.raises(guardrail.GhostSuccess):
        guardrail.finalize("Deleted: Read book", registry=guardrail_registry)
    span = guardrail_spans.one("apply_guardrail guardrail.claims")
    assert attrs(span)["gen_ai.operation.name"] == "apply_guardrail"
    [event] = span.events
    assert event.name == "gen_ai.guardrail.result"
    assert (event.attributes or {})["gen_ai.guardrail.triggered"] is True


def test_requires_tool_records_its_verdict(
    guardrail_spans: SpanCapture, guardrail_registry: Registry
) -> None:
    delete_task = _registry_with_delete(guardrail_registry)

    @guardrail.requires_tool("delete_task", on_violation="replace")
    def handler(act: bool) -> str:
        if act:
            delete_task("Read book")
        return "Deleted: Read book"

    tracer = trace.get_tracer("tests")
    with tracer.start_as_current_span("done"):
        assert handler(True) == "Deleted: Read book"
    with tracer.start_as_current_span("skipped"):
        assert handler(False) == guardrail.TOOL_NOT_TRIGGERED
    [done] = guardrail_spans.one("done").events
    [skipped] = guardrail_spans.one("skipped").events
    assert (done.attributes or {})["gen_ai.guardrail.name"] == "guardrail.requires_tool"
    assert (done.attributes or {})["gen_ai.guardrail.triggered"] is False
    assert (skipped.attributes or {})["gen_ai.guardrail.triggered"] is True
    assert (skipped.attributes or {})["gen_ai.guardrail.action"] == "replace"
    assert list((skipped.attributes or {})["guardrail.missing_tools"]) == ["delete_task"]


def test_no_span_and_no_ids_without_a_recording_provider(
    fresh_tracing: None, guardrail_registry: Registry
) -> None:
    @guardrail.tool(registry=guardrail_registry)
    def ping() -> str:
        """Ping."""
        return "pong"

    with guardrail.scope() as ledger:
        ping()
    assert (ledger.receipts[0].trace_id, ledger.receipts[0].span_id) == (None, None)
    assert tm.get_tracer() is None
