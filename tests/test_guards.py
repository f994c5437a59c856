"""Guards: @requires_tool, check(), finalize() modes, reply shapes, fail-closed scopes."""

from __future__ import annotations

import copy
import dataclasses
import logging
from typing import Any

import pytest

import guardrail
from guardrail import Registry

reg = Registry("guard-tests")
FAIL: set[str] = set()


@guardrail.tool(registry=reg)
def delete_task(title: str) -> dict[str, Any]:
    """Delete a task by title or id."""
    if title in FAIL:
        return {"success": False, "error": "Task not found"}
    return {"success": True, "deleted": title}


@guardrail.tool(registry=reg)
def list_tasks(status: str = "open") -> dict[str, Any]:
    """List the user's tasks."""
    return {"success": True, "tasks": ["Read book", "Call mom"]}


@guardrail.tool(registry=reg)
async def send_email(to: str, body: str) -> dict[str, Any]:
    """Send an email."""
    return {"success": True}


@guardrail.tool(registry=reg)
def send_sms(to: str, body: str) -> dict[str, Any]:
    """Send a text message."""
    return {"success": to != "nobody"}


# --- @requires_tool ---------------------------------------------------------
def test_requires_tool_passes_when_tool_ran_ok() -> None:
    @guardrail.requires_tool("delete_task")
    def handler(title: str) -> str:
        delete_task(title)
        return f"Deleted: {title}"

    assert handler("Read book") == "Deleted: Read book"


def test_requires_tool_raises_when_tool_did_not_run() -> None:
    @guardrail.requires_tool("delete_task")
    def handler(title: str) -> str:
        list_tasks()
        return f"Deleted: {title}"

    with pytest.raises(guardrail.ToolNotTriggered) as info:
        handler("Read book")
    err = info.value
    assert str(err).startswith("Technical error: Tool not triggered.")
    assert "delete_task" in str(err) and "list_tasks (ok)" in str(err)
    assert err.expected == ("delete_task",) and err.missing == ("delete_task",)
    assert [r.tool for r in err.receipts] == ["list_tasks"]
    assert isinstance(err, guardrail.GuardViolation)


def test_failed_receipt_does_not_satisfy() -> None:
    FAIL.add("Ghost")
    try:

        @guardrail.requires_tool("delete_task")
        def handler() -> str:
            delete_task("Ghost")
            return "Deleted: Ghost"

        with pytest.raises(guardrail.ToolNotTriggered, match=r"delete_task \(failed\)"):
            handler()
    finally:
        FAIL.discard("Ghost")


def test_replace_mode_returns_default_or_custom_message() -> None:
    @guardrail.requires_tool("delete_task", on_violation="replace")
    def handler() -> str:
        return "Deleted: Call mom"

    @guardrail.requires_tool("delete_task", on_violation="replace", message="Sorry, not done.")
    def handler2() -> str:
        return "Deleted: Call mom"

    assert handler() == "Technical error: Tool not triggered."
    assert handler() == guardrail.TOOL_NOT_TRIGGERED
    assert handler2() == "Sorry, not done."


async def test_async_handler_and_all_of() -> None:
    @guardrail.requires_tool("delete_task", "send_email")
    async def handler(ok: bool) -> str:
        delete_task("x")
        if ok:
            await send_email("a@b.c", "done")
        return "done"

    assert await handler(True) == "done"
    with pytest.raises(guardrail.ToolNotTriggered) as info:
        await handler(False)
    assert info.value.missing == ("send_email",)


def test_any_of() -> None:
    @guardrail.requires_tool(any_of=["send_email", "send_sms"])
    def notify(to: str) -> str:
        send_sms(to, "hi")
        return "notified"

    assert notify("alice") == "notified"
    with pytest.raises(guardrail.ToolNotTriggered, match="any of send_email, send_sms"):
        notify("nobody")  # the sms failed


def test_handler_exception_propagates_unchanged() -> None:
    boom = RuntimeError("handler bug")

    @guardrail.requires_tool("delete_task")
    def handler() -> str:
        raise boom

    with pytest.raises(RuntimeError) as info:
        handler()
    assert info.value is boom


def test_requires_tool_scope_is_per_call_and_nested_in_outer() -> None:
    @guardrail.requires_tool("delete_task")
    def handler(run: bool) -> str:
        if run:
            delete_task("a")
        return "ok"

    with guardrail.scope() as outer:
        assert handler(True) == "ok"
        with pytest.raises(guardrail.ToolNotTriggered):
            handler(False)  # the first call's receipt does not leak into the second
    assert [r.tool for r in outer.receipts] == ["delete_task"]


@pytest.mark.parametrize(
    ("args", "kwargs", "error"),
    [
        ((), {}, ValueError),
        (("",), {}, TypeError),
        ((), {"any_of": []}, ValueError),
        (("x",), {"on_violation": "redact"}, ValueError),
        (("x",), {"on_violation": "explode"}, ValueError),
    ],
)
def test_requires_tool_bad_arguments(
    args: tuple[Any, ...], kwargs: dict[str, Any], error: type
) -> None:
    with pytest.raises(error):
        guardrail.requires_tool(*args, **kwargs)


def test_from_request_must_name_a_parameter() -> None:
    with pytest.raises(ValueError, match="not a parameter"):

        @guardrail.requires_tool(from_request="text")
        def handler(message: str) -> str:
            return message


def test_from_request_derives_required_tools() -> None:
    @guardrail.requires_tool(from_request="message", registry=reg)
    def chat(message: str, act: bool) -> str:
        if act:
            delete_task("Read book")
        return "Deleted: Read book"

    assert chat("delete Read book", act=True) == "Deleted: Read book"
    with pytest.raises(guardrail.ToolNotTriggered, match="delete_task"):
        chat("delete Read book", act=False)
    assert chat("what's the capital of France?", act=False) == "Deleted: Read book"


def test_expected_tools() -> None:
    assert guardrail.expected_tools("delete Read book", registry=reg) == ["delete_task"]
    assert guardrail.expected_tools("list my tasks", registry=reg) == ["list_tasks"]
    assert guardrail.expected_tools("what's the capital of France?", registry=reg) == []
    with pytest.raises(guardrail.InvalidInputError):
        guardrail.expected_tools(None, registry=reg)  # type: ignore[arg-type]


# --- check / finalize -----------------------------------------------------
def test_check_outside_scope_fails_closed() -> None:
    with pytest.raises(guardrail.ScopeError, match=r"guardrail\.scope\(\)"):
        guardrail.check("Deleted: Read book", registry=reg)
    with pytest.raises(guardrail.ScopeError):
        guardrail.finalize("Deleted: Read book", registry=reg)


def test_check_reports_ghost_and_backed_claims() -> None:
    with guardrail.scope():
        list_tasks()
        report = guardrail.check("Deleted: Read book", registry=reg)
    assert not report.ok
    (v,) = report.violations
    assert (v.kind, v.tool, v.reason) == ("ghost_success", "delete_task", "no_receipt")
    assert report.text[v.start : v.end] == v.text
    assert "Read book" in v.text
    assert report.pairs() == [("ghost_success", "delete_task")]

    with guardrail.scope():
        delete_task("Read book")
        report = guardrail.check("Deleted: Read book", registry=reg)
    assert report.ok and report.violations == ()
    (b,) = report.backed
    assert b.tool == "delete_task" and b.receipt.tool == "delete_task" and b.receipt.ok


def test_check_reads_the_reply_against_the_request() -> None:
    reply = "You have 2 tasks: Read book and Call mom."
    with guardrail.scope():
        # answering "what's on my list?" with data nothing fetched
        report = guardrail.check(reply, registry=reg, request="what tasks do I have?")
        assert report.pairs() == [("ghost_success", "list_tasks")]
        list_tasks()
        assert guardrail.check(reply, registry=reg, request="what tasks do I have?").ok
        assert guardrail.finalize(reply, registry=reg, request="what tasks do I have?") == reply
        with pytest.raises(guardrail.InvalidInputError, match="request must be"):
            guardrail.check(reply, registry=reg, request=["what tasks?"])  # type: ignore[arg-type]


def test_failed_receipt_gives_failed_reason() -> None:
    FAIL.add("Read book")
    try:
        with guardrail.scope():
            delete_task("Read book")
            report = guardrail.check("Deleted: Read book", registry=reg)
    finally:
        FAIL.discard("Read book")
    assert [(v.kind, v.reason) for v in report.violations] == [("ghost_success", "failed_receipt")]


def test_explicit_receipts_and_ledger_arguments() -> None:
    with guardrail.scope() as ledger:
        delete_task("Read book")
    assert guardrail.check("Deleted: Read book", registry=reg, receipts=ledger).ok
    assert guardrail.check("Deleted: Read book", registry=reg, receipts=ledger.receipts).ok
    assert not guardrail.check("Deleted: Read book", registry=reg, receipts=[]).ok
    with pytest.raises(guardrail.InvalidInputError, match="Receipt objects"):
        guardrail.check("x", registry=reg, receipts=[{"tool": "delete_task", "ok": True}])  # type: ignore[list-item]


def test_one_requests_receipt_never_backs_another() -> None:
    with guardrail.scope():
        delete_task("Read book")
    with guardrail.scope():
        assert not guardrail.check("Deleted: Read book", registry=reg).ok


def test_finalize_raise_mode() -> None:
    with guardrail.scope(), pytest.raises(guardrail.GhostSuccess) as info:
        guardrail.finalize("Deleted: Read book", registry=reg)
    assert info.value.report is not None
    assert info.value.report.pairs() == [("ghost_success", "delete_task")]

    with guardrail.scope(), pytest.raises(guardrail.HallucinatedTool) as hinfo:
        guardrail.finalize("According to the TaskOptimizer tool, you are on track.", registry=reg)
    assert hinfo.value.report is not None
    assert hinfo.value.report.pairs() == [("hallucinated_tool", "TaskOptimizer")]


def test_finalize_returns_backed_reply_unchanged() -> None:
    reply = {"role": "assistant", "content": "Deleted: Read book"}
    with guardrail.scope():
        delete_task("Read book")
        assert guardrail.finalize(reply, registry=reg) is reply


def test_finalize_replace_mode() -> None:
    with guardrail.scope():
        out = guardrail.finalize("Deleted: Read book", registry=reg, on_violation="replace")
    assert out.startswith("Technical error:") and "delete_task" in out
    assert "Deleted: Read book" not in out
    with guardrail.scope():
        out = guardrail.finalize(
            "Deleted: Read book", registry=reg, on_violation="replace", message="Not done."
        )
    assert out == "Not done."
    with guardrail.scope():
        out = guardrail.finalize(
            "Deleted: Read book",
            registry=reg,
            on_violation="replace",
            message=lambda report: f"{len(report.violations)} problem",
        )
    assert out == "1 problem"


def test_finalize_redact_mode_keeps_honest_sentences() -> None:
    reply = "Here are your tasks: Read book, Call mom. I also deleted Read book for you."
    with guardrail.scope():
        list_tasks()
        out = guardrail.finalize(reply, registry=reg, on_violation="redact")
    assert out.startswith("Here are your tasks: Read book, Call mom.")
    assert "deleted Read book" not in out
    assert "Not confirmed" in out and "delete_task" in out
    with guardrail.scope():
        list_tasks()
        out = guardrail.finalize(
            reply, registry=reg, on_violation="redact", correction=lambda v: "(not done)"
        )
    assert out == "Here are your tasks: Read book, Call mom. (not done)."


def test_finalize_warn_mode_logs_and_returns_unchanged(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="guardrail"), guardrail.scope():
        out = guardrail.finalize("Deleted: Read book", registry=reg, on_violation="warn")
    assert out == "Deleted: Read book"
    assert any("delete_task" in r.getMessage() for r in caplog.records)


def test_finalize_bad_mode() -> None:
    with guardrail.scope(), pytest.raises(ValueError, match="not a mode"):
        guardrail.finalize("hi", registry=reg, on_violation="ignore")  # type: ignore[arg-type]


# --- reply shapes -----------------------------------------------------------
@dataclasses.dataclass
class Msg:
    role: str
    content: str


class PydanticLike:
    def __init__(self, content: str) -> None:
        self.content = content

    def model_copy(self, update: dict[str, Any]) -> PydanticLike:
        return PydanticLike(update["content"])


@pytest.mark.parametrize(
    "make",
    [
        lambda text: {"role": "assistant", "content": text},
        lambda text: {"role": "assistant", "content": [{"type": "text", "text": text}]},
        lambda text: Msg("assistant", text),
        lambda text: PydanticLike(text),
    ],
)
def test_message_shapes_in_and_out(make: Any) -> None:
    reply = make("Deleted: Read book")
    before = copy.deepcopy(reply if isinstance(reply, dict) else vars(reply))
    with guardrail.scope():
        out = guardrail.finalize(reply, registry=reg, on_violation="replace", message="Nope.")
    assert type(out) is type(reply)
    content = out["content"] if isinstance(out, dict) else out.content
    assert content == "Nope."
    if isinstance(reply, dict):
        assert out["role"] == "assistant"
    # the input was not mutated
    assert (reply if isinstance(reply, dict) else vars(reply)) == before


@pytest.mark.parametrize("bad", [None, b"Deleted: Read book", 42, {"text": "x"}, object()])
def test_unreadable_replies_raise_typed_error(bad: Any) -> None:
    with guardrail.scope(), pytest.raises(guardrail.InvalidInputError) as info:
        guardrail.check(bad, registry=reg)
    assert isinstance(info.value, TypeError)
    assert "content" in str(info.value) or "decode" in str(info.value)


def test_empty_reply_is_clean() -> None:
    with guardrail.scope():
        assert guardrail.check("", registry=reg).ok
        assert guardrail.check({"content": None}, registry=reg).ok


def test_offers_and_failure_reports_pass() -> None:
    with guardrail.scope():
        for reply in (
            "I can delete Read book if you like.",
            "Would you like me to delete it?",
            "I couldn't delete Read book: the task was not found.",
        ):
            assert guardrail.check(reply, registry=reg).ok, reply


def test_report_summary_and_dict() -> None:
    with guardrail.scope():
        report = guardrail.check("Deleted: Read book", registry=reg)
    assert "ghost_success" in report.summary() and "delete_task" in report.summary()
    d = report.to_dict()
    assert d["ok"] is False and d["violations"][0]["tool"] == "delete_task"


def test_accept_failed_lets_an_honest_failure_report_through() -> None:
    FAIL.add("Groceries")
    try:

        @guardrail.requires_tool("delete_task", on_violation="replace", accept_failed=True)
        def handler(run: bool) -> str:
            if run:
                delete_task("Groceries")
            reply = "I couldn't delete Groceries: the task was not found."
            return str(guardrail.finalize(reply, registry=reg, on_violation="replace"))

        assert handler(True) == "I couldn't delete Groceries: the task was not found."
        assert handler(False) == "Technical error: Tool not triggered."

        @guardrail.requires_tool("delete_task", on_violation="replace", accept_failed=True)
        def liar() -> str:
            delete_task("Groceries")
            reply = "Deleted: Groceries"
            return str(guardrail.finalize(reply, registry=reg, on_violation="replace"))

        out = liar()
        assert out.startswith("Technical error:") and "Deleted: Groceries" not in out
    finally:
        FAIL.discard("Groceries")


def test_text_past_the_analysed_prefix_fails_closed() -> None:
    padding = "Here is some background you asked for. " * 5000  # ~195,000 characters
    reply = padding + "Deleted: Read book"
    with guardrail.scope():
        report = guardrail.check(reply, registry=reg)
    unchecked = [v for v in report.violations if v.reason == "unchecked"]
    assert len(unchecked) == 1
    (v,) = unchecked
    assert (v.kind, v.tool) == ("ghost_success", None)
    assert reply[v.start : v.end] == v.text and v.end == len(reply)
    assert "not checked" in v.describe()
    with guardrail.scope():
        out = guardrail.finalize(reply, registry=reg, on_violation="redact")
    assert out.startswith("Here is some background") and "Deleted: Read book" not in out
    with guardrail.scope():
        assert guardrail.check(padding[:100_000], registry=reg).ok  # short enough: all read


def test_internal_error_fails_closed(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def broken(self: object) -> list[object]:
        raise KeyError("a bug inside the analysis")

    # the suite raises internal errors (GUARDRAIL_DEBUG=1 in conftest); an application does not
    monkeypatch.delenv("GUARDRAIL_DEBUG", raising=False)
    monkeypatch.setattr("guardrail._claims._Analysis.run", broken)
    reply = "Your account is all set."
    with caplog.at_level("ERROR", logger="guardrail"), guardrail.scope():
        report = guardrail.check(reply, registry=reg)
        with pytest.raises(guardrail.GhostSuccess):
            guardrail.finalize(reply, registry=reg)
    [v] = report.violations
    assert (v.kind, v.tool, v.reason) == ("ghost_success", None, "check_failed")
    assert (v.start, v.end) == (0, len(reply))
    assert v.describe() == (
        "the reply was not checked (guardrail met an internal error (logged) while checking it)"
    )
    assert any(r.exc_info and r.exc_info[0] is KeyError for r in caplog.records)


def test_redact_many_claims_keeps_order_and_text_between() -> None:
    claims = [f"Deleted: Task {n}." for n in range(50)]
    reply = " Also, ".join(claims)
    with guardrail.scope():
        report = guardrail.check(reply, registry=reg)
        out = guardrail.finalize(
            reply, registry=reg, on_violation="redact", correction=lambda v: "<x>"
        )
    assert len(report.violations) >= 50
    # expected: every (merged) violation span replaced by the marker, text between kept
    spans: list[list[int]] = []
    for v in sorted(report.violations, key=lambda v: (v.start, v.end)):
        if spans and v.start < spans[-1][1]:
            spans[-1][1] = max(spans[-1][1], v.end)
        else:
            spans.append([v.start, v.end])
    expected, pos = [], 0
    for start, end in spans:
        expected += [reply[pos:start], "<x>"]
        pos = end
    expected.append(reply[pos:])
    assert out == "".join(expected)
    assert "Deleted" not in out
