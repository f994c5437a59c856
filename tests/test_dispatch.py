"""Registry.execute / aexecute and dispatch in the OpenAI, Responses and Anthropic formats."""

from __future__ import annotations

import asyncio
import json
from types import SimpleNamespace
from typing import Any

import pytest
from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from pydantic import BaseModel

import guardrail
from guardrail import (
    InvalidArguments,
    MessageFormatError,
    Registry,
    ToolFailed,
    ToolNotFound,
    ToolResult,
    ToolSuccess,
)


class Desk:
    """Tools over a little in-memory desktop, counting what actually ran."""

    def __init__(self) -> None:
        self.reg = Registry("desk")
        self.calls: list[tuple[str, dict[str, Any]]] = []
        self.events: list[str] = []
        reg, calls = self.reg, self.calls

        @guardrail.tool(registry=reg, aliases=["tidy_files"])
        def organize_files(path: str, by: str = "type") -> dict[str, Any]:
            """Organize files into folders by type or date."""
            calls.append(("organize_files", {"path": path, "by": by}))
            return {"path": path, "by": by, "moved": 3}

        @guardrail.tool(registry=reg)
        def search_documents(query: str, limit: int = 5) -> list[str]:
            """Search documents by keyword."""
            calls.append(("search_documents", {"query": query, "limit": limit}))
            return [f"{query}-{i}.txt" for i in range(limit)]

        @guardrail.tool(registry=reg)
        def delete_file(path: str) -> None:
            """Delete a file."""
            calls.append(("delete_file", {"path": path}))
            raise PermissionError(f"{path} is read-only")

        @guardrail.tool(registry=reg)
        def empty_trash() -> dict[str, Any]:
            """Empty the trash."""
            calls.append(("empty_trash", {}))
            return {"success": False, "error": "trash is locked"}

        @guardrail.tool(registry=reg, success=lambda r: r == "sent")
        def send_email(to: str, body: str) -> str:
            """Send an email."""
            calls.append(("send_email", {"to": to}))
            return "queued"

        @guardrail.tool(registry=reg)
        async def fetch_page(url: str) -> str:
            """Fetch a web page."""
            await asyncio.sleep(0)
            calls.append(("fetch_page", {"url": url}))
            return f"<html>{url}</html>"

        @guardrail.tool(registry=reg)
        def scale(value: float, /, factor: int = 2) -> float:
            """Multiply a value."""
            return value * factor

        reg.register_spec(
            "remote_backup",
            "Back up the disk to the cloud.",
            parameters={"type": "object", "properties": {"disk": {"type": "string"}}},
        )

        self.organize_files = organize_files


@pytest.fixture
def desk() -> Desk:
    return Desk()


def openai_message(*calls: tuple[str, str, Any]) -> dict[str, Any]:
    return {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {
                "id": cid,
                "type": "function",
                "function": {
                    "name": name,
                    "arguments": args if isinstance(args, str) else json.dumps(args),
                },
            }
            for cid, name, args in calls
        ],
    }


# --- execute ---------------------------------------------------------------------------
def test_execute_runs_the_tool_and_records_the_receipt_under_the_call_id(desk: Desk) -> None:
    with guardrail.scope() as ledger:
        result = desk.reg.execute("organize_files", '{"path": "~/Downloads"}', call_id="call_7")
    assert isinstance(result, ToolSuccess) and result.ok
    assert result.value == {"path": "~/Downloads", "by": "type", "moved": 3}
    assert result.name == "organize_files" and result.call_id == "call_7"
    assert ledger.receipts == (result.receipt,)
    assert result.receipt is not None and result.receipt.call_id == "call_7"
    assert result.receipt.ok
    assert dict(result.receipt.arguments) == {"path": "~/Downloads", "by": "type"}
    assert json.loads(result.to_model_text()) == result.value


def test_execute_accepts_a_dict_and_coerces_values(desk: Desk) -> None:
    result = desk.reg.execute("search_documents", {"query": "tax", "limit": "2"})
    assert result.ok
    assert desk.calls == [("search_documents", {"query": "tax", "limit": 2})]
    assert result.to_model_text() == '["tax-0.txt", "tax-1.txt"]'


def test_execute_without_call_id_or_scope_still_returns_a_receipt(desk: Desk) -> None:
    result = desk.reg.execute("organize_files", {"path": "a"})
    assert result.receipt is not None
    assert result.call_id == result.receipt.call_id
    assert guardrail.current_ledger() is None


def test_alias_and_folded_names_run_the_tool(desk: Desk) -> None:
    assert desk.reg.execute("tidy_files", {"path": "a"}).name == "organize_files"
    assert desk.reg.execute("OrganizeFiles", {"path": "b"}).ok
    assert [c[1]["path"] for c in desk.calls] == ["a", "b"]


def test_unknown_tool_gives_suggestions_and_runs_nothing(desk: Desk) -> None:
    with guardrail.scope() as ledger:
        result = desk.reg.execute("create_folder", {"name": "x"}, call_id="c1")
    assert isinstance(result, ToolNotFound) and not result.ok
    assert result.suggestions == ("organize_files",)
    assert result.receipt is None and result.call_id == "c1"
    assert ledger.receipts == ()
    text = result.to_model_text()
    assert text.startswith("Error: there is no tool named 'create_folder'.")
    assert "Did you mean 'organize_files'?" in text
    assert "Available tools: organize_files, " in text


def test_not_found_lists_at_most_twenty_tools() -> None:
    reg = Registry("many")
    for i in range(30):
        reg.register_spec(f"tool_{i}", f"Tool number {i}.")
    text = reg.execute("nothing_like_it", {}).to_model_text()
    listed = text.split("Available tools: ")[1].rstrip(".").split(", ")
    assert len(listed) == 21 and listed[-1] == "and 10 more"


@pytest.mark.parametrize("name", [None, "", 42])
def test_missing_tool_name(desk: Desk, name: Any) -> None:
    result = desk.reg.execute(name, {})
    assert isinstance(result, ToolNotFound)
    assert result.to_model_text().startswith("Error: the tool call names no tool.")


def test_malformed_json_arguments(desk: Desk) -> None:
    result = desk.reg.execute("organize_files", '{"path": "~/Down', call_id="c2")
    assert isinstance(result, InvalidArguments) and result.receipt is None
    assert result.errors[0]["type"] == "json_invalid"
    assert result.arguments == '{"path": "~/Down'
    text = result.to_model_text()
    assert "not valid JSON" in text and "Expected: organize_files(path, by?)" in text
    assert desk.calls == []


@pytest.mark.parametrize("arguments", ["[1, 2]", ["path"], 7])
def test_arguments_must_be_an_object(desk: Desk, arguments: Any) -> None:
    result = desk.reg.execute("organize_files", arguments)
    assert isinstance(result, InvalidArguments)
    assert result.errors[0]["type"] == "object_type"
    assert desk.calls == []


@pytest.mark.parametrize("arguments", [None, "", "  ", {}])
def test_empty_arguments_mean_no_arguments(desk: Desk, arguments: Any) -> None:
    result = desk.reg.execute("organize_files", arguments)
    assert isinstance(result, InvalidArguments)  # path is required
    assert [e["type"] for e in result.errors] == ["missing"]
    assert desk.reg.execute("empty_trash", arguments).receipt is not None  # ran with none


def test_arguments_that_do_not_fit_the_signature(desk: Desk) -> None:
    result = desk.reg.execute("search_documents", {"qury": "x", "limit": "many"})
    assert isinstance(result, InvalidArguments)
    assert sorted(e["type"] for e in result.errors) == [
        "extra_forbidden",
        "int_parsing",
        "missing",
    ]
    text = result.to_model_text()
    assert "missing required argument 'query' (string)" in text
    assert "unexpected argument 'qury'" in text and "did you mean 'query'?" in text
    assert "argument 'limit': Input should be a valid integer" in text
    assert desk.calls == []


def test_positional_only_parameters(desk: Desk) -> None:
    result = desk.reg.execute("scale", {"value": 1.5, "factor": 4})
    assert result.ok and isinstance(result, ToolSuccess) and result.value == 6.0


def test_raising_tool_gives_tool_failed_with_its_receipt(desk: Desk) -> None:
    with guardrail.scope() as ledger:
        result = desk.reg.execute("delete_file", {"path": "/etc/hosts"}, call_id="c3")
    assert isinstance(result, ToolFailed) and not result.ok
    assert result.error_type == "PermissionError"
    assert result.message == "/etc/hosts is read-only"
    assert result.receipt is ledger.receipts[0]
    assert result.receipt.call_id == "c3" and not result.receipt.ok
    assert (
        result.to_model_text()
        == "Error: delete_file failed: PermissionError: /etc/hosts is read-only"
    )


def test_raising_tool_outside_a_scope_still_returns_its_receipt(desk: Desk) -> None:
    result = desk.reg.execute("delete_file", {"path": "x"}, call_id="c4")
    assert result.receipt is not None and result.receipt.call_id == "c4"
    assert result.receipt.error is not None and result.receipt.error.type == "PermissionError"
    assert guardrail.current_ledger() is None


def test_tool_sees_the_scope_ledger_not_a_private_one() -> None:
    reg = Registry("peek")
    seen: list[Any] = []

    @guardrail.tool(registry=reg)
    def peek() -> None:
        """Look at the ledger."""
        seen.append(guardrail.current_ledger())
        raise RuntimeError("boom")

    with guardrail.scope() as ledger:
        result = reg.execute("peek", {})
    assert seen == [ledger]
    assert result.receipt is ledger.receipts[0]


def test_default_predicate_false_gives_tool_failed(desk: Desk) -> None:
    result = desk.reg.execute("empty_trash", {}, call_id="c5")
    assert isinstance(result, ToolFailed)
    assert result.error_type == "guardrail.predicate_failed"
    assert result.message == "trash is locked"
    assert result.value == {"success": False, "error": "trash is locked"}
    assert result.receipt is not None and not result.receipt.ok
    text = result.to_model_text()
    assert text.startswith("Error: empty_trash did not succeed: trash is locked.")
    assert '"error": "trash is locked"' in text


def test_custom_predicate_false_gives_tool_failed(desk: Desk) -> None:
    result = desk.reg.execute("send_email", {"to": "a@b.c", "body": "hi"})
    assert isinstance(result, ToolFailed) and result.value == "queued"
    assert "It returned: queued" in result.to_model_text()


def test_spec_without_function_is_not_executable(desk: Desk) -> None:
    result = desk.reg.execute("remote_backup", {"disk": "C"})
    assert isinstance(result, ToolFailed) and result.receipt is None
    assert result.error_type == "guardrail.not_executable"
    assert "not" in result.to_model_text() and "could not run" in result.to_model_text()


def test_unbound_method_tool_is_not_executable_but_bound_one_is() -> None:
    reg = Registry("methods")

    class Notes:
        def __init__(self) -> None:
            self.items: list[str] = []

        @guardrail.tool(registry=reg)
        def add_note(self, text: str) -> int:
            """Add a note."""
            self.items.append(text)
            return len(self.items)

    assert (
        reg.execute("add_note", {"text": "x"})
        .to_model_text()
        .startswith("Error: add_note could not run")
    )
    notes = Notes()
    other = Registry("bound")
    guardrail.tool(notes.add_note, registry=other, name="add_note")
    result = other.execute("add_note", {"text": "x"})
    assert result.ok and notes.items == ["x"]


def test_execute_runs_an_async_tool_without_a_loop(desk: Desk) -> None:
    with guardrail.scope() as ledger:
        result = desk.reg.execute("fetch_page", {"url": "a"}, call_id="c6")
    assert isinstance(result, ToolSuccess) and result.value == "<html>a</html>"
    assert [r.call_id for r in ledger.receipts] == ["c6"]


async def test_execute_of_an_async_tool_inside_a_running_loop_fails_clearly(desk: Desk) -> None:
    result = desk.reg.execute("fetch_page", {"url": "a"})
    assert isinstance(result, ToolFailed)
    assert result.error_type == "guardrail.event_loop_running"
    assert "aexecute" in result.to_model_text()
    assert desk.calls == []


async def test_aexecute_runs_sync_and_async_tools(desk: Desk) -> None:
    async with guardrail.scope() as ledger:
        a = await desk.reg.aexecute("fetch_page", '{"url": "u"}', call_id="x1")
        b = await desk.reg.aexecute("organize_files", {"path": "p"}, call_id="x2")
        c = await desk.reg.aexecute("delete_file", {"path": "p"}, call_id="x3")
    assert (a.ok, b.ok, c.ok) == (True, True, False)
    assert [r.call_id for r in ledger.receipts] == ["x1", "x2", "x3"]
    assert isinstance(c, ToolFailed) and c.receipt is ledger.receipts[2]


def test_call_id_reaches_the_span(desk: Desk, monkeypatch: pytest.MonkeyPatch) -> None:
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    monkeypatch.setattr(trace, "_TRACER_PROVIDER", provider)
    try:
        guardrail.dispatch(
            openai_message(("call_span", "organize_files", {"path": "a"})),
            format="openai",
            registry=desk.reg,
        )
    finally:
        provider.shutdown()
    (span,) = exporter.get_finished_spans()
    assert span.name == "execute_tool organize_files"
    assert span.attributes is not None
    assert span.attributes["gen_ai.tool.call.id"] == "call_span"


def test_results_are_plain_frozen_values(desk: Desk) -> None:
    result = desk.reg.execute("organize_files", {"path": "a"})
    assert isinstance(result, ToolResult)
    with pytest.raises(AttributeError):
        result.name = "other"  # type: ignore[misc]
    with pytest.raises(NotImplementedError):
        ToolResult(name="x").to_model_text()


# --- OpenAI Chat Completions -------------------------------------------------------------
def test_openai_format(desk: Desk) -> None:
    message = openai_message(
        ("c1", "organize_files", {"path": "~/Downloads"}),
        ("c2", "create_folder", {"name": "Pics"}),
        ("c3", "search_documents", '{"query": "tax", "limit": '),
        ("c4", "delete_file", {"path": "a"}),
    )
    with guardrail.scope() as ledger:
        out = guardrail.dispatch(message, format="openai", registry=desk.reg)
    assert [m["role"] for m in out] == ["tool"] * 4
    assert [m["tool_call_id"] for m in out] == ["c1", "c2", "c3", "c4"]
    assert json.loads(out[0]["content"])["moved"] == 3
    assert "no tool named 'create_folder'" in out[1]["content"]
    assert "not valid JSON" in out[2]["content"]
    assert "PermissionError" in out[3]["content"]
    assert [(r.tool, r.call_id, r.ok) for r in ledger.receipts] == [
        ("organize_files", "c1", True),
        ("delete_file", "c4", False),
    ]


def test_openai_list_of_calls_and_message_without_calls(desk: Desk) -> None:
    calls = openai_message(("c1", "organize_files", {"path": "a"}))["tool_calls"]
    assert len(guardrail.dispatch(calls, format="openai", registry=desk.reg)) == 1
    no_calls = {"role": "assistant", "content": "Done.", "tool_calls": None}
    assert guardrail.dispatch(no_calls, format="openai", registry=desk.reg) == []
    assert guardrail.dispatch({"role": "assistant", "content": "Hi"}, format="openai") == []


def test_openai_tool_call_without_function_is_reported_not_raised(desk: Desk) -> None:
    out = guardrail.dispatch(
        {"role": "assistant", "tool_calls": [{"id": "c1", "type": "function"}]},
        format="openai",
        registry=desk.reg,
    )
    assert out[0]["tool_call_id"] == "c1"
    assert out[0]["content"].startswith("Error: the tool call names no tool.")


class _Function(BaseModel):
    name: str
    arguments: str


class _ToolCall(BaseModel):
    id: str
    type: str = "function"
    function: _Function


class _ChatMessage(BaseModel):
    role: str = "assistant"
    content: str | None = None
    tool_calls: list[_ToolCall] | None = None


def test_openai_sdk_objects_by_model_dump_and_by_attribute(desk: Desk) -> None:
    pydantic_message = _ChatMessage(
        tool_calls=[
            _ToolCall(id="p1", function=_Function(name="organize_files", arguments='{"path": "a"}'))
        ]
    )
    attribute_message = SimpleNamespace(
        role="assistant",
        tool_calls=[
            SimpleNamespace(
                id="s1",
                type="function",
                function=SimpleNamespace(name="organize_files", arguments='{"path": "b"}'),
            )
        ],
    )
    for message, cid in ((pydantic_message, "p1"), (attribute_message, "s1")):
        out = guardrail.dispatch(message, format="openai", registry=desk.reg)
        assert out[0]["tool_call_id"] == cid
        assert json.loads(out[0]["content"])["moved"] == 3
    assert [c[1]["path"] for c in desk.calls] == ["a", "b"]


# --- OpenAI Responses --------------------------------------------------------------------
def test_responses_format(desk: Desk) -> None:
    response = {
        "id": "resp_1",
        "output": [
            {"type": "reasoning", "id": "rs_1", "summary": []},
            {
                "type": "function_call",
                "call_id": "fc1",
                "name": "organize_files",
                "arguments": '{"path": "~/Desktop", "by": "date"}',
            },
            {"type": "message", "role": "assistant", "content": []},
            {
                "type": "function_call",
                "call_id": "fc2",
                "name": "search_documents",
                "arguments": "{not json",
            },
            {"type": "function_call", "call_id": "fc3", "name": "empty_trash", "arguments": "{}"},
        ],
    }
    with guardrail.scope() as ledger:
        out = guardrail.dispatch(response, format="responses", registry=desk.reg)
    assert [o["type"] for o in out] == ["function_call_output"] * 3
    assert [o["call_id"] for o in out] == ["fc1", "fc2", "fc3"]
    assert json.loads(out[0]["output"])["by"] == "date"
    assert "invalid arguments for search_documents" in out[1]["output"]
    assert "did not succeed: trash is locked" in out[2]["output"]
    assert [r.call_id for r in ledger.receipts] == ["fc1", "fc3"]
    # The item list, and a single item, work too.
    assert (
        guardrail.dispatch(response["output"], format="responses", registry=desk.reg)[0]["call_id"]
        == "fc1"
    )
    single = guardrail.dispatch(response["output"][1], format="responses", registry=desk.reg)
    assert [o["call_id"] for o in single] == ["fc1"]


def test_responses_sdk_object_by_attribute(desk: Desk) -> None:
    response = SimpleNamespace(
        output=[
            SimpleNamespace(
                type="function_call", call_id="a1", name="fetch_page", arguments='{"url": "x"}'
            )
        ]
    )
    out = guardrail.dispatch(response, format="responses", registry=desk.reg)
    assert out == [{"type": "function_call_output", "call_id": "a1", "output": "<html>x</html>"}]


# --- Anthropic ---------------------------------------------------------------------------
def test_anthropic_format(desk: Desk) -> None:
    message = {
        "role": "assistant",
        "content": [
            {"type": "text", "text": "Let me tidy up."},
            {
                "type": "tool_use",
                "id": "tu1",
                "name": "organize_files",
                "input": {"path": "~/Downloads"},
            },
            {"type": "tool_use", "id": "tu2", "name": "move_files", "input": {}},
            {"type": "tool_use", "id": "tu3", "name": "delete_file", "input": {"path": "x"}},
            {"type": "tool_use", "id": "tu4", "name": "organize_files", "input": ["~/Downloads"]},
        ],
    }
    with guardrail.scope() as ledger:
        out = guardrail.dispatch(message, format="anthropic", registry=desk.reg)
    assert out["role"] == "user"
    blocks = out["content"]
    assert [b["type"] for b in blocks] == ["tool_result"] * 4
    assert [b["tool_use_id"] for b in blocks] == ["tu1", "tu2", "tu3", "tu4"]
    assert "is_error" not in blocks[0]
    assert [b.get("is_error") for b in blocks[1:]] == [True, True, True]
    assert "no tool named 'move_files'" in blocks[1]["content"]
    assert "PermissionError" in blocks[2]["content"]
    assert "must be a JSON object" in blocks[3]["content"]
    assert [(r.call_id, r.ok) for r in ledger.receipts] == [("tu1", True), ("tu3", False)]


def test_anthropic_blocks_list_sdk_object_and_text_only(desk: Desk) -> None:
    blocks = [{"type": "tool_use", "id": "b1", "name": "organize_files", "input": {"path": "a"}}]
    assert (
        guardrail.dispatch(blocks, format="anthropic", registry=desk.reg)["content"][0][
            "tool_use_id"
        ]
        == "b1"
    )
    sdk_message = SimpleNamespace(
        role="assistant",
        content=[
            SimpleNamespace(type="text", text="hi"),
            SimpleNamespace(type="tool_use", id="b2", name="fetch_page", input={"url": "u"}),
        ],
    )
    out = guardrail.dispatch(sdk_message, format="anthropic", registry=desk.reg)
    assert out["content"] == [
        {"type": "tool_result", "tool_use_id": "b2", "content": "<html>u</html>"}
    ]
    text_only = {"role": "assistant", "content": "Nothing to do."}
    assert guardrail.dispatch(text_only, format="anthropic", registry=desk.reg) == {
        "role": "user",
        "content": [],
    }


def test_a_null_call_holder_means_no_calls(desk: Desk) -> None:
    assert guardrail.dispatch({"output": None}, format="responses", registry=desk.reg) == []
    assert guardrail.dispatch({"content": None}, format="anthropic", registry=desk.reg) == {
        "role": "user",
        "content": [],
    }
    assert guardrail.dispatch({"tool_calls": None}, format="openai", registry=desk.reg) == []
    assert desk.calls == []


# --- programming mistakes raise -------------------------------------------------------------
@pytest.mark.parametrize("fmt", ["openai", "responses", "anthropic"])
@pytest.mark.parametrize("message", [None, 42, "call organize_files", {"foo": 1}, b"x"])
def test_non_messages_raise_message_format_error(desk: Desk, fmt: Any, message: Any) -> None:
    with pytest.raises(MessageFormatError) as info:
        guardrail.dispatch(message, format=fmt, registry=desk.reg)
    assert info.value.format == fmt
    assert isinstance(info.value, ValueError) and isinstance(info.value, guardrail.GuardrailError)
    assert desk.calls == []


def test_unknown_format_raises(desk: Desk) -> None:
    with pytest.raises(MessageFormatError, match="unknown dispatch format 'gemini'"):
        guardrail.dispatch({"role": "assistant"}, format="gemini", registry=desk.reg)  # type: ignore[call-overload]


def test_wrong_format_names_the_right_one(desk: Desk) -> None:
    anthropic = {
        "role": "assistant",
        "content": [{"type": "tool_use", "id": "t", "name": "organize_files", "input": {}}],
    }
    with pytest.raises(MessageFormatError, match="format='anthropic'"):
        guardrail.dispatch(anthropic, format="responses", registry=desk.reg)
    with pytest.raises(MessageFormatError, match="format='openai'"):
        guardrail.dispatch(
            openai_message(("c", "organize_files", {})), format="responses", registry=desk.reg
        )


def test_a_whole_completion_is_pointed_at_its_message(desk: Desk) -> None:
    completion = {"choices": [{"message": openai_message(("c", "organize_files", {}))}]}
    with pytest.raises(MessageFormatError, match=r"response\.choices\[0\]\.message"):
        guardrail.dispatch(completion, format="openai", registry=desk.reg)


async def test_adispatch_raises_for_non_messages_too(desk: Desk) -> None:
    with pytest.raises(MessageFormatError):
        await guardrail.adispatch(None, format="openai", registry=desk.reg)


# --- concurrency -------------------------------------------------------------------------------
def rendezvous_registry(log: list[str]) -> Registry:
    """Two async tools that can only finish if they run at the same time: each
    waits for the other to have started. Run one after the other, the first
    would time out and fail."""
    reg = Registry("rendezvous")
    state: dict[str, asyncio.Event] = {}

    def event(name: str) -> asyncio.Event:
        # Created lazily so that each event belongs to the loop that runs it.
        if name not in state:
            state[name] = asyncio.Event()
        return state[name]

    @guardrail.tool(registry=reg)
    async def left(n: int) -> str:
        """Meet right."""
        log.append("left started")
        event("left").set()
        await asyncio.wait_for(event("right").wait(), timeout=10)
        await asyncio.wait_for(event("right done").wait(), timeout=10)
        log.append("left done")
        return f"left {n}"

    @guardrail.tool(registry=reg)
    async def right(n: int) -> str:
        """Meet left."""
        log.append("right started")
        event("right").set()
        await asyncio.wait_for(event("left").wait(), timeout=10)
        log.append("right done")
        event("right done").set()
        return f"right {n}"

    @guardrail.tool(registry=reg)
    def plain(n: int) -> str:
        """A sync tool."""
        log.append("plain")
        return f"plain {n}"

    return reg


def test_sync_dispatch_runs_async_tools_concurrently_in_call_order() -> None:
    log: list[str] = []
    reg = rendezvous_registry(log)
    message = openai_message(
        ("a", "left", {"n": 1}), ("b", "plain", {"n": 2}), ("c", "right", {"n": 3})
    )
    with guardrail.scope() as ledger:
        out = guardrail.dispatch(message, format="openai", registry=reg)
    # right finished before left, yet the output keeps the order of the calls.
    assert log.index("right done") < log.index("left done")
    assert [m["content"] for m in out] == ["left 1", "plain 2", "right 3"]
    assert sorted(r.call_id for r in ledger.receipts) == ["a", "b", "c"]
    assert all(r.ok for r in ledger.receipts)


async def test_adispatch_runs_calls_concurrently_in_call_order() -> None:
    log: list[str] = []
    reg = rendezvous_registry(log)
    message = {
        "role": "assistant",
        "content": [
            {"type": "tool_use", "id": "a", "name": "left", "input": {"n": 1}},
            {"type": "tool_use", "id": "b", "name": "right", "input": {"n": 2}},
        ],
    }
    async with guardrail.scope() as ledger:
        out = await guardrail.adispatch(message, format="anthropic", registry=reg)
    assert log[:2] == ["left started", "right started"]
    assert [b["content"] for b in out["content"]] == ["left 1", "right 2"]
    assert {r.call_id: r.ok for r in ledger.receipts} == {"a": True, "b": True}


async def test_sync_dispatch_inside_a_running_loop_reports_async_tools(desk: Desk) -> None:
    out = guardrail.dispatch(
        openai_message(("a", "fetch_page", {"url": "u"}), ("b", "organize_files", {"path": "p"})),
        format="openai",
        registry=desk.reg,
    )
    assert "event loop is already running" in out[0]["content"]
    assert json.loads(out[1]["content"])["path"] == "p"


def test_sync_dispatch_runs_sync_tools_outside_the_event_loop() -> None:
    reg = Registry("mixed")

    @guardrail.tool(registry=reg)
    def sync_bridge(x: int) -> int:
        """Calls async code the way sync code does."""

        async def inner() -> int:
            return x + 1

        return asyncio.run(inner())  # would fail inside a running loop

    @guardrail.tool(registry=reg)
    async def double(x: int) -> int:
        """Double x."""
        return 2 * x

    message = openai_message(("a", "double", {"x": 2}), ("b", "sync_bridge", {"x": 2}))
    out = guardrail.dispatch(message, format="openai", registry=reg)
    assert [(m["tool_call_id"], m["content"]) for m in out] == [("a", "4"), ("b", "3")]


def test_dispatch_uses_the_default_registry() -> None:
    @guardrail.tool
    def dispatch_test_tool_in_default_registry(x: int) -> int:
        """Double x."""
        return 2 * x

    try:
        out = guardrail.dispatch(
            [
                {
                    "type": "function_call",
                    "call_id": "d",
                    "name": "dispatch_test_tool_in_default_registry",
                    "arguments": '{"x": 21}',
                }
            ],
            format="responses",
        )
        assert out[0]["output"] == "42"
    finally:
        guardrail.default_registry().unregister("dispatch_test_tool_in_default_registry")
