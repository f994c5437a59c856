"""guardrail.testing and the pytest plugin: fixtures, assertion helpers,
simulated tool failures, span capture."""

from __future__ import annotations

import asyncio
import subprocess
import sys
import textwrap
import threading
from pathlib import Path
from typing import Any

import pytest
from opentelemetry import trace

import guardrail
from guardrail import Ledger, Registry
from guardrail.testing import (
    SimulatedToolFailure,
    SpanCapture,
    SpanCaptureError,
    assert_reply_fails,
    assert_reply_passes,
    assert_tool_called,
    assert_tool_not_called,
    capture_spans,
    fail_tool,
)


class Tasks:
    """Tools of a small task app, registered in the test's own registry."""

    def __init__(self, registry: Registry) -> None:
        self.registry = registry
        self.deleted: list[str] = []
        outer = self

        @guardrail.tool(registry=registry)
        def add_task(title: str, priority: int = 1) -> dict[str, Any]:
            """Add a task to the list."""
            return {"success": True, "title": title}

        @guardrail.tool(registry=registry, aliases=["remove_task"])
        def delete_task(title: str) -> dict[str, Any]:
            """Delete a task by title."""
            outer.deleted.append(title)
            return {"success": True}

        @guardrail.tool(registry=registry)
        async def send_email(to: str, body: str) -> dict[str, Any]:
            """Send an email."""
            await asyncio.sleep(0)
            return {"success": True}

        self.add_task = add_task
        self.delete_task = delete_task
        self.send_email = send_email

    def handle(self, title: str) -> str:
        """A handler that reports what it did, honestly."""
        try:
            self.delete_task(title)
        except Exception as exc:
            return f"Sorry, I could not delete {title}: {exc}"
        return f"Deleted: {title}"

    def lying_handle(self, title: str) -> str:
        """A handler that claims success whatever happened."""
        try:
            self.delete_task(title)
        except Exception:
            pass
        return f"Deleted: {title}"


@pytest.fixture
def tasks(guardrail_registry: Registry) -> Tasks:
    return Tasks(guardrail_registry)


# --- fixtures -------------------------------------------------------------------
def test_guardrail_scope_is_the_active_scope(guardrail_scope: Ledger, tasks: Tasks) -> None:
    assert guardrail.current_ledger() is guardrail_scope
    tasks.add_task("Buy milk")
    assert [r.tool for r in guardrail_scope.receipts] == ["add_task"]


async def test_guardrail_scope_in_an_async_test(guardrail_scope: Ledger, tasks: Tasks) -> None:
    await asyncio.gather(tasks.send_email("a@example.com", "hi"), tasks.send_email("b", "yo"))
    assert_tool_called(guardrail_scope, "send_email", ok=True, times=2)


def test_guardrail_registry_is_fresh_and_isolated(guardrail_registry: Registry) -> None:
    assert len(guardrail_registry) == 0
    assert guardrail_registry is not guardrail.default_registry()

    @guardrail.tool(registry=guardrail_registry)
    def only_here() -> None:
        """Exists in this test only."""

    assert "only_here" in guardrail_registry
    assert "only_here" not in guardrail.default_registry()


def test_guardrail_spans_sees_the_tests_spans(
    guardrail_spans: SpanCapture, guardrail_scope: Ledger, tasks: Tasks
) -> None:
    tasks.add_task("Buy milk")
    [span] = guardrail_spans.tool_spans("add_task")
    assert span.name == "execute_tool add_task"
    assert format(span.context.span_id, "016x") == guardrail_scope.receipts[0].span_id


def test_captures_are_isolated_from_each_other(tasks: Tasks) -> None:
    with capture_spans() as outer:
        tasks.add_task("before")
        with capture_spans() as inner:
            tasks.add_task("inside")
        tasks.add_task("after")
    tasks.add_task("outside")
    assert len(inner) == 1 and len(outer) == 3
    assert [s.attributes["gen_ai.tool.call.id"] for s in inner] == [
        outer.spans[1].attributes["gen_ai.tool.call.id"]
    ]
    outer.clear()
    assert outer.spans == ()


def test_plugin_is_registered_through_the_entry_point(tmp_path: Path) -> None:
    (tmp_path / "test_uses_fixtures.py").write_text(
        textwrap.dedent(
            '''
            import guardrail
            from guardrail.testing import assert_tool_called

            def test_it(guardrail_scope, guardrail_registry, guardrail_spans):
                @guardrail.tool(registry=guardrail_registry)
                def ping() -> str:
                    """Ping."""
                    return "pong"

                ping()
                assert_tool_called(guardrail_scope, "ping", ok=True, times=1)
                assert len(guardrail_spans.tool_spans("ping")) == 1
            '''
        )
    )
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(tmp_path)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "1 passed" in result.stdout


def test_plugin_import_loads_no_opentelemetry_sdk() -> None:
    code = "import sys, guardrail._pytest_plugin; print('opentelemetry.sdk' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.stdout.strip() == "False", out.stderr


# --- assert_tool_called / assert_tool_not_called ----------------------------------
def test_assert_tool_called_returns_the_matching_receipts(
    guardrail_scope: Ledger, tasks: Tasks
) -> None:
    tasks.add_task("Buy milk", priority=2)
    tasks.add_task("Walk dog")
    hits = assert_tool_called(guardrail_scope, "add_task", with_args={"priority": 2})
    assert [r.arguments["title"] for r in hits] == ["Buy milk"]
    assert len(assert_tool_called(guardrail_scope, tasks.add_task, ok=True, times=2)) == 2
    assert_tool_called(guardrail_scope.receipts, "add_task", times=2)
    assert_tool_called(None, "add_task", times=2)  # the current scope


def test_assert_tool_called_failure_lists_what_ran(guardrail_scope: Ledger, tasks: Tasks) -> None:
    tasks.add_task("Buy milk")
    tasks.delete_task("Walk dog")
    with pytest.raises(AssertionError) as info:
        assert_tool_called(guardrail_scope, "delete_task", with_args={"title": "Read book"})
    message = str(info.value)
    assert "expected delete_task with title='Read book' to be called, but it was not." in message
    assert "Calls of delete_task (1):\n  1. delete_task(title='Walk dog') -> ok" in message
    assert "add_task(title='Buy milk', priority=1) -> ok" in message


def test_assert_tool_called_times_mismatch(guardrail_scope: Ledger, tasks: Tasks) -> None:
    tasks.add_task("a")
    with pytest.raises(AssertionError, match="to be called 2 times, but it was called 1"):
        assert_tool_called(guardrail_scope, "add_task", times=2)
    with pytest.raises(AssertionError, match=r"add_task \(failing\) to be called"):
        assert_tool_called(guardrail_scope, "add_task", ok=False)
    assert assert_tool_called(guardrail_scope, "delete_task", times=0) == ()


def test_assert_tool_called_shows_failures(guardrail_scope: Ledger, tasks: Tasks) -> None:
    with fail_tool("delete_task", exc=TimeoutError("db down"), registry=tasks.registry):
        tasks.handle("Read book")
    with pytest.raises(AssertionError) as info:
        assert_tool_called(guardrail_scope, "delete_task", ok=True)
    assert "delete_task(title='Read book') -> failed TimeoutError: 'db down'" in str(info.value)


def test_assert_tool_not_called(guardrail_scope: Ledger, tasks: Tasks) -> None:
    assert_tool_not_called(guardrail_scope, "delete_task")
    tasks.delete_task("Walk dog")
    assert_tool_not_called(guardrail_scope, "delete_task", with_args={"title": "Read book"})
    assert_tool_not_called(guardrail_scope, "delete_task", ok=False)
    with pytest.raises(AssertionError, match=r"expected no call of delete_task, but found 1"):
        assert_tool_not_called(guardrail_scope, "delete_task")


def test_receipt_sources_are_checked() -> None:
    with pytest.raises(guardrail.InvalidInputError, match="no guardrail scope is active"):
        assert_tool_called(None, "x")
    with pytest.raises(guardrail.InvalidInputError, match="cannot read receipts from str"):
        assert_tool_called("add_task", "add_task")  # type: ignore[arg-type]
    with pytest.raises(guardrail.InvalidInputError, match=r"Receipt\.from_record"):
        assert_tool_called([{"tool": "add_task", "ok": True}], "add_task")  # type: ignore[list-item]
    with pytest.raises(guardrail.InvalidInputError, match=r"a @guardrail\.tool function"):
        assert_tool_called([], len)


# --- replies -----------------------------------------------------------------------
def test_assert_reply_passes_when_the_claim_is_backed(
    guardrail_scope: Ledger, tasks: Tasks
) -> None:
    reply = tasks.handle("Read book")
    report = assert_reply_passes(reply, registry=tasks.registry)
    assert [b.tool for b in report.backed] == ["delete_task"]


def test_assert_reply_passes_fails_on_a_ghost_success(
    guardrail_scope: Ledger, tasks: Tasks
) -> None:
    with fail_tool("delete_task", registry=tasks.registry):
        reply = tasks.lying_handle("Read book")
    with pytest.raises(AssertionError) as info:
        assert_reply_passes(reply, registry=tasks.registry)
    message = str(info.value)
    assert "1 unbacked claim(s)" in message and "ghost_success" in message
    assert "delete_task(title='Read book') -> failed SimulatedToolFailure" in message


def test_assert_reply_fails(guardrail_scope: Ledger, tasks: Tasks) -> None:
    reply = "Deleted: Read book. I used the DatabaseQuery tool to check."
    report = assert_reply_fails(reply, "ghost_success", "delete_task", registry=tasks.registry)
    assert {v.kind for v in report.violations} == {"ghost_success", "hallucinated_tool"}
    assert_reply_fails(reply, guardrail.HallucinatedTool, registry=tasks.registry)
    assert_reply_fails(reply, tool=tasks.delete_task, registry=tasks.registry)
    with pytest.raises(AssertionError, match="ghost_success violation about add_task, but its"):
        assert_reply_fails(reply, "ghost_success", "add_task", registry=tasks.registry)
    with pytest.raises(ValueError, match="not a violation kind"):
        assert_reply_fails(reply, "ghost", registry=tasks.registry)


def test_assert_reply_fails_on_an_honest_reply(guardrail_scope: Ledger, tasks: Tasks) -> None:
    reply = tasks.handle("Read book")
    with pytest.raises(AssertionError, match="but it passes") as info:
        assert_reply_fails(reply, registry=tasks.registry)
    assert "'Deleted: Read book' (backed by delete_task)" in str(info.value)


def test_reply_helpers_take_explicit_receipts(tasks: Tasks) -> None:
    with guardrail.scope() as ledger:
        tasks.delete_task("Read book")
    assert_reply_passes("Deleted: Read book", receipts=ledger, registry=tasks.registry)
    assert_reply_fails("Deleted: Read book", receipts=[], registry=tasks.registry)


# --- fail_tool -----------------------------------------------------------------------
def test_fail_tool_raises_and_records_a_failed_receipt(
    guardrail_scope: Ledger, guardrail_spans: SpanCapture, tasks: Tasks
) -> None:
    original = tasks.delete_task
    wrapped = tasks.delete_task.__wrapped__
    with fail_tool("delete_task", exc=TimeoutError("db down"), registry=tasks.registry) as failure:
        with pytest.raises(TimeoutError, match="db down"):
            tasks.delete_task("Read book")
    assert failure.calls == 1
    assert tasks.deleted == []  # the real function did not run
    assert tasks.delete_task is original and tasks.delete_task.__wrapped__ is wrapped
    [receipt] = guardrail_scope.receipts
    assert not receipt.ok and receipt.error == ("TimeoutError", "db down")
    assert receipt.arguments == {"title": "Read book"}
    [span] = guardrail_spans.tool_spans("delete_task")
    assert span.status.status_code is trace.StatusCode.ERROR
    assert span.attributes["error.type"] == "TimeoutError"
    tasks.delete_task("Walk dog")  # the block is over: the real tool runs again
    assert tasks.deleted == ["Walk dog"]


def test_fail_tool_default_exception_and_exception_classes(tasks: Tasks) -> None:
    with fail_tool(tasks.delete_task):
        with pytest.raises(SimulatedToolFailure, match="delete_task failed"):
            tasks.delete_task("x")
    with fail_tool("remove_task", exc=ConnectionError, registry=tasks.registry):  # an alias
        with pytest.raises(ConnectionError, match="simulated"):
            tasks.delete_task("x")


def test_fail_tool_returns_a_value_judged_by_the_success_predicate(
    guardrail_scope: Ledger, tasks: Tasks
) -> None:
    bad = {"success": False, "error": "no such task"}
    with fail_tool("delete_task", returns=bad, registry=tasks.registry):
        assert tasks.delete_task("Read book") is bad
    [receipt] = guardrail_scope.receipts
    assert not receipt.ok
    assert receipt.error == ("guardrail.predicate_failed", "no such task")


def test_fail_tool_times_then_the_real_tool(guardrail_scope: Ledger, tasks: Tasks) -> None:
    def with_retry(title: str) -> dict[str, Any]:
        for _ in range(3):
            try:
                return tasks.delete_task(title)  # type: ignore[no-any-return]
            except TimeoutError:
                continue
        raise AssertionError("no attempt succeeded")

    with fail_tool("delete_task", exc=TimeoutError("flaky"), times=2, registry=tasks.registry):
        assert with_retry("Read book") == {"success": True}
    assert [r.ok for r in guardrail_scope.receipts] == [False, False, True]
    assert tasks.deleted == ["Read book"]


async def test_fail_tool_on_an_async_tool(guardrail_scope: Ledger, tasks: Tasks) -> None:
    with fail_tool("send_email", exc=OSError("smtp down"), registry=tasks.registry):
        with pytest.raises(OSError, match="smtp down"):
            await tasks.send_email("a@example.com", "hi")
        # tasks started inside the block inherit it
        results = await asyncio.gather(
            tasks.send_email("b@example.com", "hi"), return_exceptions=True
        )
    assert isinstance(results[0], OSError)
    assert await tasks.send_email("c@example.com", "hi") == {"success": True}
    assert [r.ok for r in guardrail_scope.receipts] == [False, False, True]


def test_fail_tool_on_a_method_tool(guardrail_scope: Ledger, guardrail_registry: Registry) -> None:
    class Store:
        @guardrail.tool(registry=guardrail_registry)
        def archive(self, key: str) -> bool:
            """Archive an item."""
            return True

    store = Store()
    with fail_tool("archive", exc=PermissionError("read-only"), registry=guardrail_registry):
        with pytest.raises(PermissionError):
            store.archive("k1")
    assert store.archive("k2") is True
    assert [(r.ok, dict(r.arguments)) for r in guardrail_scope.receipts] == [
        (False, {"key": "k1"}),
        (True, {"key": "k2"}),
    ]


def test_fail_tool_nests_and_restores(tasks: Tasks) -> None:
    with fail_tool("delete_task", registry=tasks.registry):
        with fail_tool("add_task", returns={"success": False}, registry=tasks.registry):
            assert tasks.add_task("a") == {"success": False}
            with pytest.raises(SimulatedToolFailure):
                tasks.delete_task("a")
        assert tasks.add_task("b") == {"success": True, "title": "b"}
        with pytest.raises(SimulatedToolFailure):
            tasks.delete_task("b")
    assert tasks.delete_task("c") == {"success": True}


def test_fail_tool_is_context_local(tasks: Tasks) -> None:
    outcomes: dict[str, Any] = {}

    def plain() -> None:
        outcomes["plain"] = tasks.delete_task("from a plain thread")

    def bound() -> None:
        try:
            tasks.delete_task("from a bound thread")
        except SimulatedToolFailure as exc:
            outcomes["bound"] = exc

    with fail_tool("delete_task", registry=tasks.registry):
        threads = [threading.Thread(target=plain), threading.Thread(target=guardrail.bind(bound))]
        for t in threads:
            t.start()
        for t in threads:
            t.join(10)
    assert outcomes["plain"] == {"success": True}
    assert isinstance(outcomes["bound"], SimulatedToolFailure)


def test_fail_tool_applies_to_calls_a_model_asked_for(
    guardrail_scope: Ledger, tasks: Tasks
) -> None:
    message = {
        "role": "assistant",
        "tool_calls": [
            {
                "id": "call_9",
                "type": "function",
                "function": {"name": "delete_task", "arguments": '{"title": "Read book"}'},
            }
        ],
    }
    with fail_tool("delete_task", exc=TimeoutError("db down"), registry=tasks.registry):
        [result] = guardrail.dispatch(message, format="openai", registry=tasks.registry)
    assert result["tool_call_id"] == "call_9" and "db down" in result["content"]
    [receipt] = assert_tool_called(guardrail_scope, "delete_task", ok=False, times=1)
    assert receipt.call_id == "call_9" and tasks.deleted == []


def test_fail_tool_argument_errors(tasks: Tasks) -> None:
    with pytest.raises(guardrail.UnknownToolError, match=r"delete_tsk.*did you mean 'delete_task'"):
        with fail_tool("delete_tsk", registry=tasks.registry):
            pass
    with pytest.raises(ValueError, match="not both"):
        with fail_tool("delete_task", exc=KeyError, returns=1, registry=tasks.registry):
            pass
    with pytest.raises(TypeError, match="exception"):
        with fail_tool("delete_task", exc="boom", registry=tasks.registry):  # type: ignore[arg-type]
            pass
    with pytest.raises(guardrail.InvalidInputError):
        with fail_tool(print):
            pass


# --- recipes (as in the README) -------------------------------------------------------
def test_recipe_assert_the_guard_raises(tasks: Tasks) -> None:
    with guardrail.scope(), fail_tool("delete_task", registry=tasks.registry):
        reply = tasks.lying_handle("Read book")
        with pytest.raises(guardrail.GhostSuccess) as info:
            guardrail.finalize(reply, registry=tasks.registry)
    assert info.value.report is not None
    assert [v.tool for v in info.value.report.violations] == ["delete_task"]


def test_recipe_guard_verdict_is_on_the_span(tasks: Tasks) -> None:
    tracer = trace.get_tracer("tests")
    with capture_spans() as spans, guardrail.scope():
        with tracer.start_as_current_span("handle request"):
            reply = tasks.handle("Read book")
            guardrail.finalize(reply, registry=tasks.registry)
    [event] = spans.guard_events("guardrail.claims")
    assert event.attributes is not None
    assert event.attributes["gen_ai.guardrail.triggered"] is False
    assert spans.one("handle request").events[0] is event


# --- capture without a usable provider ----------------------------------------------------
@pytest.mark.usefixtures("fresh_tracing")
def test_capture_installs_a_provider_when_none_is_set(tasks: Tasks) -> None:
    assert isinstance(trace.get_tracer_provider(), trace.ProxyTracerProvider)
    with capture_spans() as spans:
        tasks.add_task("Buy milk")
    provider: Any = trace.get_tracer_provider()
    assert provider.resource.attributes["service.name"] == "guardrail-tests"
    assert len(spans.tool_spans()) == 1
    # a later configure_tracing keeps it, quietly
    assert guardrail.configure_tracing("app", exporter="memory") is provider


@pytest.mark.usefixtures("fresh_tracing")
def test_capture_refuses_a_provider_it_cannot_read() -> None:
    class Vendor(trace.NoOpTracerProvider):
        """A provider that is not the SDK's."""

    trace.set_tracer_provider(Vendor())
    with pytest.raises(SpanCaptureError, match="not the OpenTelemetry SDK's"):
        with capture_spans():
            pass


@pytest.mark.usefixtures("fresh_tracing")
def test_capture_refuses_a_disabled_sdk(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OTEL_SDK_DISABLED", "true")
    with pytest.raises(SpanCaptureError, match="OTEL_SDK_DISABLED"):
        with capture_spans():
            pass


@pytest.mark.usefixtures("fresh_tracing")
def test_memory_exporter_needs_configure_tracing() -> None:
    with pytest.raises(SpanCaptureError, match='exporter="memory"'):
        guardrail.testing.captured_spans()


def test_span_capture_one_lists_what_was_captured(tasks: Tasks) -> None:
    with capture_spans() as spans:
        tasks.add_task("a")
        tasks.add_task("b")
    with pytest.raises(AssertionError, match="found 2; captured: 'execute_tool add_task'"):
        spans.one("execute_tool add_task")
    with pytest.raises(AssertionError, match="found 0"):
        spans.one("nothing")
