"""End to end against Arize Phoenix, a real OTLP backend: spans of guarded
tool calls go out through ``guardrail.configure_tracing`` over OTLP/HTTP and
are read back through Phoenix's REST API.

Run with ``bash scripts/phoenix_e2e.sh``, which starts Phoenix and sets
``GUARDRAIL_E2E_PHOENIX_URL``; a plain ``pytest`` does not collect this folder.
"""

from __future__ import annotations

import asyncio
import json
import os
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from opentelemetry import trace

import guardrail
from guardrail import Registry

PHOENIX = os.environ.get("GUARDRAIL_E2E_PHOENIX_URL", "")
PROJECT = f"guardrail-e2e-{uuid.uuid4().hex[:8]}"


@pytest.fixture(scope="module", autouse=True)
def tracing() -> Iterator[None]:
    if not PHOENIX:
        pytest.fail("GUARDRAIL_E2E_PHOENIX_URL is not set: run bash scripts/phoenix_e2e.sh")
    patch = pytest.MonkeyPatch()
    # Configured the way an operator would: only through OTEL_* variables.
    patch.setenv("OTEL_EXPORTER_OTLP_ENDPOINT", PHOENIX)
    patch.setenv("OTEL_RESOURCE_ATTRIBUTES", f"openinference.project.name={PROJECT}")
    patch.setenv("OTEL_SERVICE_NAME", "guardrail-e2e")
    patch.delenv("OTEL_TRACES_EXPORTER", raising=False)
    patch.delenv("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", raising=False)
    guardrail.configure_tracing()
    yield
    guardrail.shutdown_tracing()
    patch.undo()


def _get(path: str, **params: Any) -> Any:
    query = urllib.parse.urlencode(params, doseq=True)
    with urllib.request.urlopen(f"{PHOENIX}{path}?{query}", timeout=10) as response:
        return json.load(response)


def phoenix_spans(trace_id: str, count: int, timeout: float = 60.0) -> list[dict[str, Any]]:
    """The spans of *trace_id* in the test's project, once *count* are stored."""
    deadline = time.monotonic() + timeout
    seen: list[str] = []
    while time.monotonic() < deadline:
        guardrail.flush_tracing(5_000)
        try:
            body = _get(f"/v1/projects/{PROJECT}/spans", trace_id=trace_id, limit=100)
        except urllib.error.HTTPError as exc:
            if exc.code != 404:  # 404: the project appears with its first span
                raise
        else:
            spans = body["data"]
            seen = [s["name"] for s in spans]
            if len(spans) >= count:
                return list(spans)
        time.sleep(0.5)
    raise AssertionError(
        f"Phoenix stored {seen} for trace {trace_id} in project {PROJECT} "
        f"after {timeout}s; expected {count} spans"
    )


def test_guarded_request_is_one_trace_in_phoenix() -> None:
    registry = Registry("e2e")

    @guardrail.tool(registry=registry)
    def add_task(title: str) -> dict[str, Any]:
        """Add a task to the list."""
        return {"success": True, "title": title}

    @guardrail.tool(registry=registry)
    def delete_task(title: str) -> dict[str, Any]:
        """Delete a task by title."""
        raise TimeoutError("db down")

    tracer = trace.get_tracer("guardrail.e2e")
    with guardrail.scope() as ledger, tracer.start_as_current_span("handle request") as request:
        add_task("Buy milk")
        with pytest.raises(TimeoutError):
            delete_task("Read book")
        with pytest.raises(guardrail.GhostSuccess):
            guardrail.finalize("Added Buy milk. Deleted: Read book", registry=registry)
    trace_id = format(request.get_span_context().trace_id, "032x")
    request_id = format(request.get_span_context().span_id, "016x")

    spans = {s["name"]: s for s in phoenix_spans(trace_id, 3)}
    assert set(spans) == {"handle request", "execute_tool add_task", "execute_tool delete_task"}
    receipts = {r.tool: r for r in ledger.receipts}
    for tool in ("add_task", "delete_task"):
        span = spans[f"execute_tool {tool}"]
        receipt = receipts[tool]
        assert span["context"] == {"trace_id": receipt.trace_id, "span_id": receipt.span_id}
        assert len(span["context"]["trace_id"]) == 32 and len(span["context"]["span_id"]) == 16
        assert span["parent_id"] == request_id
        attributes = span["attributes"]
        assert attributes["gen_ai.operation.name"] == "execute_tool"
        assert attributes["gen_ai.tool.name"] == tool
        assert attributes["gen_ai.tool.call.id"] == receipt.call_id
        assert attributes["gen_ai.tool.type"] == "function"
        # Phoenix reads the GenAI conventions: it files these as tool spans
        assert span["span_kind"] == "TOOL"

    assert spans["execute_tool add_task"]["status_code"] != "ERROR"
    failed = spans["execute_tool delete_task"]
    assert failed["status_code"] == "ERROR"
    assert failed["status_message"] == "db down"
    assert failed["attributes"]["error.type"] == "TimeoutError"

    root = spans["handle request"]
    assert root["parent_id"] is None
    [event] = root["events"]
    assert event["name"] == "gen_ai.guardrail.result"
    assert event["attributes"]["gen_ai.guardrail.name"] == "guardrail.claims"
    assert event["attributes"]["gen_ai.guardrail.triggered"] is True
    assert event["attributes"]["gen_ai.guardrail.action"] == "raise"
    assert event["attributes"]["guardrail.violation.kinds"] == ["ghost_success"]
    assert event["attributes"]["guardrail.violation.tools"] == ["delete_task"]


async def test_concurrent_async_tools_under_one_request() -> None:
    registry = Registry("e2e-async")

    @guardrail.tool(registry=registry)
    async def fetch(url: str) -> str:
        """Fetch a page."""
        await asyncio.sleep(0.01)
        return url

    tracer = trace.get_tracer("guardrail.e2e")
    with guardrail.scope() as ledger, tracer.start_as_current_span("research") as request:
        await asyncio.gather(*(fetch(f"https://example.com/{i}") for i in range(4)))
        guardrail.finalize("Here is what the pages say.", registry=registry)
    trace_id = format(request.get_span_context().trace_id, "032x")
    request_id = format(request.get_span_context().span_id, "016x")

    spans = phoenix_spans(trace_id, 5)
    tool_spans = [s for s in spans if s["name"] == "execute_tool fetch"]
    assert len(tool_spans) == 4
    assert {s["parent_id"] for s in tool_spans} == {request_id}
    assert {s["context"]["span_id"] for s in tool_spans} == {r.span_id for r in ledger.receipts}
    [root] = [s for s in spans if s["name"] == "research"]
    [event] = root["events"]
    assert event["attributes"]["gen_ai.guardrail.triggered"] is False
