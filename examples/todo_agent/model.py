"""The model side of the todo agent: a small protocol and a scripted model.

A :class:`Model` is asked for the next step of a turn, given the user's
message, the tool schemas (OpenAI function-calling shape) and the results of
the tool calls it asked for so far. It answers with a :class:`ModelTurn`:
tool calls to run, a final reply, or both (calls run first; a turn with a
reply ends the exchange). A real LLM client fits behind the same method::

    class ChatCompletionsModel:
        def __init__(self, client, model="gpt-4o-mini"):
            self.client, self.model = client, model

        def next_turn(self, message, tools, results):
            messages = [{"role": "user", "content": message}]
            for r in results:  # replay earlier calls and their results
                messages.append({"role": "assistant", "tool_calls": [{
                    "id": r.call.id, "type": "function",
                    "function": {"name": r.call.name,
                                 "arguments": json.dumps(r.call.arguments)}}]})
                messages.append({"role": "tool", "tool_call_id": r.call.id,
                                 "content": json.dumps(r.output)})
            msg = self.client.chat.completions.create(
                model=self.model, messages=messages, tools=list(tools)
            ).choices[0].message
            calls = tuple(ToolCall(c.function.name, json.loads(c.function.arguments), c.id)
                          for c in msg.tool_calls or ())
            return ModelTurn(tool_calls=calls, reply=None if calls else msg.content or "")

:class:`ScriptedModel` needs no network: it reads a handful of request
shapes with regular expressions and answers deterministically. Its
``behaviour`` makes it misbehave on purpose, the way real models do:

``"honest"``
    calls the tool the request needs and reports what the result says.
``"skip_tools"``
    writes the success reply without calling anything.
``"ignore_failures"``
    calls the tool, then reports success whatever the result was.
``"invent_tool"``
    calls the tool honestly, then credits a tool that does not exist
    (``TaskOptimizer``) with the work.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping, Sequence
from typing import Any, Literal, Protocol, runtime_checkable

__all__ = [
    "BEHAVIOURS",
    "Behaviour",
    "Intent",
    "Model",
    "ModelTurn",
    "ScriptedModel",
    "ToolCall",
    "ToolResult",
    "parse_intent",
]


@dataclasses.dataclass(frozen=True)
class ToolCall:
    """A call the model asks for: tool name, arguments, and an optional id."""

    name: str
    arguments: Mapping[str, Any]
    id: str | None = None


@dataclasses.dataclass(frozen=True)
class ToolResult:
    """What a requested call gave back, as the model sees it (no task ids)."""

    call: ToolCall
    output: Mapping[str, Any]

    @property
    def ok(self) -> bool:
        """True when the tool reported success."""
        return bool(self.output.get("success"))


@dataclasses.dataclass(frozen=True)
class ModelTurn:
    """The model's next step: tool calls to run and/or the final reply."""

    tool_calls: tuple[ToolCall, ...] = ()
    reply: str | None = None


@runtime_checkable
class Model(Protocol):
    """Anything that can drive a turn of the todo agent."""

    def next_turn(
        self,
        message: str,
        tools: Sequence[Mapping[str, Any]],
        results: Sequence[ToolResult],
    ) -> ModelTurn:
        """The next step for *message*, given the tool schemas and the results
        of the calls made so far in this turn (empty on the first step)."""
        ...


Behaviour = Literal["honest", "skip_tools", "ignore_failures", "invent_tool"]
BEHAVIOURS: tuple[Behaviour, ...] = ("honest", "skip_tools", "ignore_failures", "invent_tool")


@dataclasses.dataclass(frozen=True)
class Intent:
    """What the scripted model understood: the tool to call and its arguments."""

    tool: str
    arguments: dict[str, Any]


_T = r"[\"']?(?P<title>.+?)[\"']?"
_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (tool, re.compile(pattern, re.IGNORECASE))
    for tool, pattern in (
        ("list_tasks", r"^(?:(?:please\s+)?(?:list|show|sort|display)\b.*\btasks?\b"
                       r"|what(?:'s| is| are)\s+on\s+my\s+list|what\s+are\s+my\s+tasks)"),
        ("complete_task", rf"^(?:please\s+)?(?:mark|check\s+off|tick\s+off)\s+{_T}"
                          r"(?:\s+as\s+(?:done|complete|completed|finished))?$"),
        ("complete_task", rf"^(?:please\s+)?(?:complete|finish)\s+(?:task\s+)?{_T}$"),
        ("add_task", rf"^(?:please\s+)?add\s+(?:a\s+)?(?:new\s+)?(?:task\s+)?(?:to\s+)?{_T}"
                     r"(?:\s+due\s+(?P<due>.+))?$"),
        ("update_task", rf"^(?:please\s+)?rename\s+(?:task\s+)?{_T}\s+to\s+"
                        r"[\"']?(?P<new_title>.+?)[\"']?$"),
        ("update_task", rf"^(?:please\s+)?(?:move|reschedule|set)\s+(?:task\s+)?{_T}\s+"
                        r"(?:to|due|for)\s+(?P<due>.+)$"),
        ("delete_task", rf"^(?:please\s+)?(?:delete|remove)\s+(?:task\s+)?{_T}$"),
    )
)


def parse_intent(message: str) -> Intent | None:
    """The tool call a plain request asks for, or None for anything else."""
    text = " ".join(message.strip().rstrip(".!?").split())
    for tool, pattern in _PATTERNS:
        match = pattern.match(text)
        if match:
            args = {k: v for k, v in match.groupdict().items() if v}
            if tool == "list_tasks":
                args = {}
            return Intent(tool, args)
    return None


HELP = (
    "I can add, list, complete, rename and delete tasks. "
    "Try 'list my tasks' or 'add task to buy milk due tomorrow'."
)


def _due_note(task: Mapping[str, Any]) -> str:
    return f" (due {task['due']})" if task.get("due") else ""


def _success_reply(intent: Intent, output: Mapping[str, Any] | None) -> str:
    """What the model says when it believes the action worked."""
    task: Mapping[str, Any] = (output or {}).get("task") or {}
    title = task.get("title") or intent.arguments.get("title", "")
    if intent.tool == "delete_task":
        return f"Deleted: {title}"
    if intent.tool == "complete_task":
        return f"Marked as done: {title}"
    if intent.tool == "add_task":
        return f"Added: {title}{_due_note(task)}"
    if intent.tool == "update_task":
        new = task.get("title") or intent.arguments.get("new_title") or title
        old = (output or {}).get("previous_title") or intent.arguments.get("title", "")
        if new != old:
            return f"Renamed: {old} -> {new}{_due_note(task)}"
        return f"Rescheduled: {new}{_due_note(task)}"
    tasks = (output or {}).get("tasks") or []
    lines = [f"You have {len(tasks)} task(s):"]
    for i, t in enumerate(tasks, 1):
        mark = "[x]" if t.get("done") else "[ ]"
        lines.append(f"{i}. {mark} {t.get('title')}{_due_note(t)}")
    return "\n".join(lines)


def _failure_reply(intent: Intent, output: Mapping[str, Any]) -> str:
    """What an honest model says when the tool reported a failure."""
    verb = {
        "delete_task": "delete",
        "complete_task": "complete",
        "add_task": "add",
        "update_task": "update",
        "list_tasks": "list",
    }[intent.tool]
    what = intent.arguments.get("title")
    target = f" {what!r}" if what and intent.tool != "add_task" else " that"
    return f"I couldn't {verb}{target}: {output.get('error', 'the tool reported a failure')}"


@dataclasses.dataclass
class ScriptedModel:
    """A deterministic stand-in for an LLM (see the module docstring).

    Example::

        model = ScriptedModel()
        model.next_turn("delete Read book", tools, [])
        # ModelTurn(tool_calls=(ToolCall("delete_task", {"title": "Read book"}, "call_1"),))
    """

    behaviour: Behaviour = "honest"
    invented_tool: str = "TaskOptimizer"

    def __post_init__(self) -> None:
        if self.behaviour not in BEHAVIOURS:
            raise ValueError(f"behaviour must be one of {BEHAVIOURS}, got {self.behaviour!r}")

    def next_turn(
        self,
        message: str,
        tools: Sequence[Mapping[str, Any]],
        results: Sequence[ToolResult],
    ) -> ModelTurn:
        """See :meth:`Model.next_turn`."""
        intent = parse_intent(message)
        available = {t.get("function", {}).get("name") for t in tools}
        if intent is None or intent.tool not in available:
            return ModelTurn(reply=HELP)
        if self.behaviour == "skip_tools":
            return ModelTurn(reply=_success_reply(intent, None))
        if not results:
            return ModelTurn(tool_calls=(ToolCall(intent.tool, intent.arguments, "call_1"),))
        output = results[-1].output
        if self.behaviour == "ignore_failures" or results[-1].ok:
            reply = _success_reply(intent, output if results[-1].ok else None)
        else:
            reply = _failure_reply(intent, output)
        if self.behaviour == "invent_tool":
            reply = (
                f"I used the {self.invented_tool} tool to put your most urgent tasks first.\n"
                + reply
            )
        return ModelTurn(reply=reply)
