"""The todo agent's chat service: one guarded turn per user message.

A turn runs in its own ``guardrail.scope()``::

    handle(message)
      └─ scope                                   receipts of this turn only
           └─ @requires_tool(from_request=...)    the tools the request needs
                └─ model loop                     model asks, tools run (receipts)
                └─ guardrail.finalize(draft)      unbacked claims -> safe message

What the user gets back (:class:`ChatResponse`) is built from the receipts,
never from the model's text: ``tool_calls`` lists what really ran,
``action_metadata`` what each call did (with the task ids a UI needs), and
``verdict`` why the reply is what it is.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
from collections.abc import Callable, Mapping
from typing import Any, Literal

from opentelemetry import trace
from pydantic import ValidationError

import guardrail

from .db import TaskStore
from .model import Model, ModelTurn, ScriptedModel, ToolCall, ToolResult
from .tools import REGISTRY, TOOL_ACTIONS, NeedsClarification, TodoTools, for_model

__all__ = [
    "MAX_STEPS",
    "ActionMetadata",
    "ChatResponse",
    "TodoService",
    "ToolCallRecord",
    "Verdict",
]

#: Model steps per turn before the service gives up on a reply.
MAX_STEPS = 4
NO_REPLY = "Sorry, I could not finish that request."

_tracer = trace.get_tracer("examples.todo_agent")


def _local_now() -> dt.datetime:
    return dt.datetime.now().astimezone()


@dataclasses.dataclass(frozen=True)
class ToolCallRecord:
    """A call that really ran (from its receipt)."""

    name: str
    arguments: Mapping[str, Any]
    ok: bool


@dataclasses.dataclass(frozen=True)
class ActionMetadata:
    """What one tool call did, for a UI (from its receipt).

    ``task_id`` is the database id of the task the call touched (None for
    ``list``, and for calls that found no task).
    """

    action: str
    success: bool
    task_id: str | None
    task_title: str | None
    message: str


@dataclasses.dataclass(frozen=True)
class Verdict:
    """Why the reply is what it is.

    Attributes:
        draft: what the model wrote.
        required: the tools the request needs (``guardrail.expected_tools``).
        missing: required tools without a successful receipt.
        violations: the draft's claims no receipt backs.
        backed: the draft's claims a successful receipt backs.
        clarification: the turn ended with a question (an ambiguous title).
        outcome: ``"passed"`` (draft delivered), ``"caught"`` (draft
            replaced) or ``"clarify"``.
    """

    draft: str
    required: tuple[str, ...]
    missing: tuple[str, ...]
    violations: tuple[guardrail.Violation, ...]
    backed: tuple[guardrail.BackedClaim, ...]
    clarification: bool
    outcome: Literal["passed", "caught", "clarify"]


@dataclasses.dataclass(frozen=True)
class ChatResponse:
    """One turn's answer.

    ``reply`` is the text for the user; everything else is for the
    application and comes from receipts.
    """

    message: str
    reply: str
    tool_calls: tuple[ToolCallRecord, ...]
    action_metadata: tuple[ActionMetadata, ...]
    verdict: Verdict
    receipts: tuple[guardrail.Receipt, ...]

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form (receipts by tool, status and call id)."""
        return {
            "message": self.message,
            "reply": self.reply,
            "tool_calls": [dataclasses.asdict(c) for c in self.tool_calls],
            "action_metadata": [dataclasses.asdict(a) for a in self.action_metadata],
            "verdict": {
                "outcome": self.verdict.outcome,
                "required": list(self.verdict.required),
                "missing": list(self.verdict.missing),
                "violations": [dataclasses.asdict(v) for v in self.verdict.violations],
                "backed": [b.text for b in self.verdict.backed],
            },
            "receipts": [
                {"tool": r.tool, "ok": r.ok, "call_id": r.call_id} for r in self.receipts
            ],
        }


@dataclasses.dataclass
class _TurnNotes:
    """What happens inside the guarded handler, for the verdict."""

    draft: str = ""
    report: guardrail.Report | None = None


def _action_of(receipt: guardrail.Receipt) -> ActionMetadata:
    result: Mapping[str, Any] = receipt.result if isinstance(receipt.result, Mapping) else {}
    raw_task = result.get("task")
    task: Mapping[str, Any] = raw_task if isinstance(raw_task, Mapping) else {}
    title = task.get("title") or receipt.arguments.get("title")
    if receipt.ok:
        message = str(result.get("message", "done"))
    elif receipt.error is not None and receipt.error.message:
        message = receipt.error.message
    else:
        message = str(result.get("error", "failed"))
    return ActionMetadata(
        action=TOOL_ACTIONS.get(receipt.tool, receipt.tool),
        success=receipt.ok,
        task_id=task.get("id"),
        task_title=str(title) if title is not None else None,
        message=message,
    )


class TodoService:
    """A chat service over a todo list, guarded by guardrail.

    Args:
        store: the database.
        model: what writes the replies (default: an honest
            :class:`~.model.ScriptedModel`).
        clock: the current time, for due dates such as "tomorrow".
        max_steps: model steps per turn.

    Example::

        service = TodoService(TaskStore(":memory:"))
        response = service.handle("delete Read book")
        response.reply                      # "Deleted: Read book"
        response.action_metadata[0].task_id  # the deleted task's id
    """

    def __init__(
        self,
        store: TaskStore,
        *,
        model: Model | None = None,
        clock: Callable[[], dt.datetime] = _local_now,
        max_steps: int = MAX_STEPS,
    ) -> None:
        self.store = store
        self.model: Model = model if model is not None else ScriptedModel()
        self.clock = clock
        self.max_steps = max_steps
        self.tools = TodoTools(store, clock)
        self.registry = REGISTRY
        # accept_failed: a tool that ran and failed counts as triggered, so an honest
        # "I couldn't delete it" gets through; finalize() still catches a reply that
        # presents the failed action as done.
        self._guarded = guardrail.requires_tool(
            from_request="message", on_violation="replace", registry=REGISTRY, accept_failed=True
        )(self._respond)

    def tool_schemas(self) -> list[dict[str, Any]]:
        """The tools in OpenAI function-calling shape (what a model is shown)."""
        return self.registry.schemas("openai")

    # --- one turn -----------------------------------------------------------
    def handle(self, message: str, *, model: Model | None = None) -> ChatResponse:
        """Answer one user message (with *model* instead of the service's own,
        if given)."""
        model = model if model is not None else self.model
        notes = _TurnNotes()
        clarification = False
        with _tracer.start_as_current_span(
            "invoke_agent todo_agent",
            attributes={"gen_ai.operation.name": "invoke_agent", "gen_ai.agent.name": "todo_agent"},
        ), guardrail.scope("todo_agent.turn") as ledger:
            try:
                reply: str = self._guarded(message, model, notes)
            except NeedsClarification as question:
                reply, clarification = question.question, True
        receipts = ledger.receipts
        required = tuple(guardrail.expected_tools(message, registry=self.registry))
        ok_tools = {r.tool for r in receipts if r.ok}
        report = notes.report
        outcome: Literal["passed", "caught", "clarify"]
        if clarification:
            outcome = "clarify"
        elif reply == notes.draft:
            outcome = "passed"
        else:
            outcome = "caught"
        verdict = Verdict(
            draft=notes.draft,
            required=required,
            missing=tuple(t for t in required if t not in ok_tools),
            violations=report.violations if report else (),
            backed=report.backed if report else (),
            clarification=clarification,
            outcome=outcome,
        )
        return ChatResponse(
            message=message,
            reply=reply,
            tool_calls=tuple(
                ToolCallRecord(r.tool, dict(r.arguments), r.ok) for r in receipts
            ),
            action_metadata=tuple(_action_of(r) for r in receipts),
            verdict=verdict,
            receipts=receipts,
        )

    def _respond(self, message: str, model: Model, notes: _TurnNotes) -> str:
        """The guarded handler: run the model loop, then check the draft."""
        schemas = self.tool_schemas()
        results: list[ToolResult] = []
        draft: str | None = None
        for _ in range(self.max_steps):
            turn: ModelTurn = model.next_turn(message, schemas, tuple(results))
            results.extend(self._execute(call) for call in turn.tool_calls)
            if turn.reply is not None:
                draft = turn.reply
                break
        notes.draft = draft if draft is not None else NO_REPLY
        notes.report = guardrail.check(notes.draft, registry=self.registry, request=message)
        reply: str = guardrail.finalize(
            notes.draft, on_violation="replace", registry=self.registry, request=message
        )
        return reply

    def _execute(self, call: ToolCall) -> ToolResult:
        """Run one call the model asked for; errors become results it can read.

        :class:`NeedsClarification` propagates: the turn ends with the question.
        """
        spec = self.registry.find(call.name)
        func = getattr(self.tools, spec.name, None) if spec is not None else None
        if spec is None or func is None:
            return ToolResult(call, {"success": False, "error": f"unknown tool {call.name!r}"})
        try:
            args = spec.args_model.model_validate(dict(call.arguments)).model_dump()
        except ValidationError as exc:
            errors = json.dumps(exc.errors(include_url=False, include_context=False), default=str)
            return ToolResult(call, {"success": False, "error": f"invalid arguments: {errors}"})
        try:
            output = func(**args)
        except NeedsClarification:
            raise
        except Exception as exc:
            return ToolResult(call, {"success": False, "error": f"{type(exc).__name__}: {exc}"})
        return ToolResult(call, for_model(output))

    # --- convenience ----------------------------------------------------------
    def titles(self) -> list[str]:
        """The task titles in list order (straight from the database)."""
        return [t.title for t in self.store.tasks()]
