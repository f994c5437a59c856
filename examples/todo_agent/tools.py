"""The todo agent's tools: five methods bound to one database and one clock.

Every tool is a method of :class:`TodoTools` decorated with
``@guardrail.tool(registry=REGISTRY)``, so every call leaves a receipt in
the current ``guardrail.scope()``. The registry is the agent's own
(:data:`REGISTRY`), isolated from the process-wide default registry.

Tools take task *titles*, never ids; :func:`~.resolver.resolve_title` maps a
title to one task. Each tool returns a dict with ``success`` and data, so a
failure such as "no task matches" becomes a failed receipt through
guardrail's default success predicate. Results carry task ids for the
application; :func:`for_model` strips them before a model sees a result.

An ambiguous title raises :class:`NeedsClarification`: the call leaves a
failed receipt and the turn ends with the question, instead of a guess.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping
from typing import Any

import guardrail

from .dates import parse_due
from .db import Task, TaskStore
from .resolver import Ambiguous, Match, NotFound, resolve_title

__all__ = ["REGISTRY", "TOOL_ACTIONS", "NeedsClarification", "TodoTools", "for_model"]

#: The todo agent's tools, apart from every other registry in the process.
REGISTRY = guardrail.Registry("todo_agent")

#: Tool name -> the action it performs (for ``action_metadata``).
TOOL_ACTIONS: dict[str, str] = {
    "add_task": "add",
    "list_tasks": "list",
    "complete_task": "complete",
    "update_task": "update",
    "delete_task": "delete",
}

Result = dict[str, Any]


class NeedsClarification(Exception):
    """A title fits several tasks; the user has to say which one.

    ``question`` is the text to show; ``candidates`` the titles that fit.
    """

    def __init__(self, question: str, candidates: tuple[str, ...]) -> None:
        super().__init__(question)
        self.question = question
        self.candidates = candidates


def _fail(error: str, **data: Any) -> Result:
    return {"success": False, "error": error, **data}


def _clean_title(title: str) -> str:
    text = " ".join(title.split()).strip(" .!\"'")
    return text[:1].upper() + text[1:]


def for_model(value: Any) -> Any:
    """*value* without task ids (``id`` keys), as a model may see it."""
    if isinstance(value, Mapping):
        return {k: for_model(v) for k, v in value.items() if k != "id"}
    if isinstance(value, (list, tuple)):
        return [for_model(v) for v in value]
    return value


class TodoTools:
    """The agent's tools over *store*, with dates counted from *clock*.

    Example::

        tools = TodoTools(TaskStore(":memory:"), clock=lambda: datetime(2025, 6, 12, 9))
        with guardrail.scope() as ledger:
            tools.delete_task("Read book")
        assert ledger.succeeded("delete_task")
    """

    def __init__(self, store: TaskStore, clock: Callable[[], dt.datetime]) -> None:
        self.store = store
        self.clock = clock

    def _resolve(self, title: str) -> Task | Result:
        """The one task *title* names, or a failure result; raises
        :class:`NeedsClarification` when several fit."""
        found = resolve_title(title, self.store.tasks())
        if isinstance(found, Match):
            return found.task
        if isinstance(found, Ambiguous):
            raise NeedsClarification(
                found.question, tuple(t.title for t in found.candidates)
            )
        assert isinstance(found, NotFound)
        return _fail(found.message, query=title)

    def _due(self, due: str | None) -> dt.date | None:
        return parse_due(due, self.clock().date()) if due else None

    @guardrail.tool(registry=REGISTRY)
    def add_task(self, title: str, due: str | None = None) -> Result:
        """Add a task to the list, optionally with a due date (like 'tomorrow' or 2025-07-01)."""
        clean = _clean_title(title)
        if not clean:
            return _fail("A task needs a title.")
        try:
            when = self._due(due)
        except ValueError as exc:
            return _fail(str(exc))
        task = self.store.add(clean, due=when)
        return {"success": True, "task": task.public(), "message": f"Added {clean!r}."}

    @guardrail.tool(registry=REGISTRY)
    def list_tasks(self, include_done: bool = True) -> Result:
        """List the tasks on the list, in order."""
        tasks = self.store.tasks(include_done=include_done)
        return {
            "success": True,
            "tasks": [t.public() for t in tasks],
            "count": len(tasks),
            "message": f"{len(tasks)} task(s).",
        }

    @guardrail.tool(registry=REGISTRY)
    def complete_task(self, title: str) -> Result:
        """Mark a task as done."""
        found = self._resolve(title)
        if not isinstance(found, Task):
            return found
        if found.done:
            return {"success": True, "task": found.public(), "already_done": True,
                    "message": f"{found.title!r} was already done."}
        task = self.store.set_done(found.id)
        if task is None:
            return _fail(f"{found.title!r} no longer exists.", query=title)
        return {"success": True, "task": task.public(), "message": f"Completed {task.title!r}."}

    @guardrail.tool(registry=REGISTRY)
    def update_task(
        self, title: str, new_title: str | None = None, due: str | None = None
    ) -> Result:
        """Rename a task and/or change its due date."""
        if not (new_title or due):
            return _fail("Nothing to change: give a new title or a due date.")
        found = self._resolve(title)
        if not isinstance(found, Task):
            return found
        try:
            when = self._due(due)
        except ValueError as exc:
            return _fail(str(exc))
        clean = _clean_title(new_title) if new_title else None
        task = self.store.update(found.id, title=clean or None, due=when)
        if task is None:
            return _fail(f"{found.title!r} no longer exists.", query=title)
        return {
            "success": True,
            "task": task.public(),
            "previous_title": found.title,
            "message": f"Updated {task.title!r}.",
        }

    @guardrail.tool(registry=REGISTRY)
    def delete_task(self, title: str) -> Result:
        """Delete a task from the list."""
        found = self._resolve(title)
        if not isinstance(found, Task):
            return found
        if not self.store.delete(found.id):
            return _fail(f"{found.title!r} no longer exists.", query=title)
        return {"success": True, "task": found.public(), "message": f"Deleted {found.title!r}."}
