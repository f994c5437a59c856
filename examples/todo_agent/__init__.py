"""A todo agent over SQLite whose replies must match its tool receipts.

The shop window of guardrail: a small chat service (:class:`TodoService`)
with five tools decorated with ``@guardrail.tool``, a scripted model behind
a :class:`Model` protocol (swap in a real LLM client), and a guard on every
turn. Run it from the repository root::

    python -m examples.todo_agent        # or: python -m examples.demo

Use it from code::

    from examples.todo_agent import TaskStore, TodoService, ScriptedModel

    service = TodoService(TaskStore(":memory:"))
    service.handle("delete Read book").reply                        # "Deleted: Read book"
    service.handle("delete Call mom", model=ScriptedModel("skip_tools")).reply
    # "Technical error: Tool not triggered."
"""

from __future__ import annotations

from .db import MEMORY, SEED_TITLES, Task, TaskStore
from .model import Model, ModelTurn, ScriptedModel, ToolCall, ToolResult
from .resolver import Ambiguous, Match, NotFound, resolve_title
from .service import ActionMetadata, ChatResponse, TodoService, ToolCallRecord, Verdict
from .tools import REGISTRY, NeedsClarification, TodoTools

__all__ = [
    "MEMORY",
    "REGISTRY",
    "SEED_TITLES",
    "ActionMetadata",
    "Ambiguous",
    "ChatResponse",
    "Match",
    "Model",
    "ModelTurn",
    "NeedsClarification",
    "NotFound",
    "ScriptedModel",
    "Task",
    "TaskStore",
    "TodoService",
    "TodoTools",
    "ToolCall",
    "ToolCallRecord",
    "ToolResult",
    "Verdict",
    "resolve_title",
]
