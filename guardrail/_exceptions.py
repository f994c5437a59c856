"""Exceptions raised by guardrail.

The hierarchy::

    GuardrailError
    ├── RegistrationError (ValueError)   a tool name is taken, or a tool definition is invalid
    ├── UnknownToolError (LookupError)   a registry has no tool by that name
    ├── PlanFormatError (ValueError)     a plan is not a list of steps, or a step is malformed
    ├── MessageFormatError (ValueError)  dispatch got no tool-calling message, or a bad format
    ├── InvalidInputError (TypeError)    a guard was handed something it cannot read
    ├── ScopeError (RuntimeError)        a guard ran with no receipt scope (fail closed)
    └── GuardViolation                   a reply or handler broke a guard; carries the report
        ├── ToolNotTriggered             @requires_tool: a required tool did not run successfully
        ├── HallucinatedTool             a reply credits a named tool that did not run
        └── GhostSuccess                 a reply presents an action as done with no ok receipt

Every error carries keyword-only context as attributes, so handlers can react
without parsing messages::

    try:
        reply = guardrail.finalize(reply)
    except guardrail.GhostSuccess as exc:
        for violation in exc.report.violations:
            log.warning("unbacked claim %r (%s)", violation.text, violation.reason)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ._guards import Report
    from ._receipts import Receipt

__all__ = [
    "GhostSuccess",
    "GuardViolation",
    "GuardrailError",
    "HallucinatedTool",
    "InvalidInputError",
    "MessageFormatError",
    "PlanFormatError",
    "RegistrationError",
    "ScopeError",
    "ToolNotTriggered",
    "UnknownToolError",
]


class GuardrailError(Exception):
    """Base class of every error guardrail raises on purpose."""


class RegistrationError(GuardrailError, ValueError):
    """A tool could not be registered.

    Raised when a *different* function is registered under a name that is
    already taken in the same registry, or when a tool definition is invalid
    (an empty name, a name with whitespace, a non-callable ``success=``).
    """

    def __init__(self, message: str, *, name: str | None = None) -> None:
        super().__init__(message)
        self.name = name


class UnknownToolError(GuardrailError, LookupError):
    """A registry has no tool by this name.

    ``suggestions`` lists registered names that look like what was meant.
    """

    def __init__(
        self, message: str, *, name: str, suggestions: Sequence[str] = ()
    ) -> None:
        super().__init__(message)
        self.name = name
        self.suggestions = tuple(suggestions)

    def __str__(self) -> str:  # LookupError would otherwise repr() the message
        return str(self.args[0]) if self.args else ""


class PlanFormatError(GuardrailError, ValueError):
    """A plan handed to :func:`guardrail.validate_plan` cannot be read: it is
    not a list of step objects, or a step lacks a tool name or has a malformed
    ``id`` or ``depends_on``.

    ``step`` names the step at fault (its id, or its position counting from 1;
    None for the plan as a whole) and ``field`` the field at fault. The message
    says how to fix it, so it can go back to the planner as it is.
    """

    def __init__(self, message: str, *, step: str | None, field: str | None) -> None:
        super().__init__(message)
        self.step = step
        self.field = field


class MessageFormatError(GuardrailError, ValueError):
    """:func:`guardrail.dispatch` was handed something that is not a
    tool-calling message (or list of tool calls) of any supported format, or
    an unknown ``format=`` name. A programming mistake: model mistakes inside
    a well-formed message become error results instead.

    ``format`` is the format asked for (or ``"auto"``) and ``got`` the type
    that was handed over.
    """

    def __init__(self, message: str, *, format: str, got: str) -> None:
        super().__init__(message)
        self.format = format
        self.got = got


class InvalidInputError(GuardrailError, TypeError):
    """A guard was handed a value it cannot read (``None``, bytes, a number...).

    ``expected`` says what would have been accepted.
    """

    def __init__(self, message: str, *, expected: str, got: str) -> None:
        super().__init__(message)
        self.expected = expected
        self.got = got


class ScopeError(GuardrailError, RuntimeError):
    """A guard needed receipts but no ``guardrail.scope()`` was active.

    guardrail fails closed: outside a scope there is no ledger to consult, and
    it never falls back to a process-wide one, because a receipt from one
    request must never back a claim made in another.
    """


class GuardViolation(GuardrailError):
    """A guard found a violation. ``report`` holds the full verdict."""

    def __init__(self, message: str, *, report: Report | None = None) -> None:
        super().__init__(message)
        self.report = report


class ToolNotTriggered(GuardViolation):
    """A handler decorated with ``@requires_tool`` returned without an ``ok``
    receipt for a required tool.

    ``expected`` names the required tools, ``missing`` those that did not run
    successfully, ``receipts`` what did run in the handler.
    """

    def __init__(
        self,
        message: str,
        *,
        expected: Sequence[str],
        missing: Sequence[str],
        receipts: Sequence[Receipt] = (),
        mode: str = "all",
    ) -> None:
        super().__init__(message)
        self.expected = tuple(expected)
        self.missing = tuple(missing)
        self.receipts = tuple(receipts)
        self.mode = mode


class HallucinatedTool(GuardViolation):
    """The reply says it used or consulted a named tool that is not registered
    or has no receipt in the current scope."""


class GhostSuccess(GuardViolation):
    """The reply presents an action as done with no ``ok`` receipt of the tool
    that performs it."""
