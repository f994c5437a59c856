"""guardrail: make an LLM agent's words answer to its deeds.

Decorate the tools an agent can call; every call leaves a receipt (an
OpenTelemetry ``execute_tool`` span plus an in-process record). Before the
agent's reply reaches the user, check its claims against the receipts::

    import guardrail

    @guardrail.tool
    def delete_task(title: str) -> dict:
        \"\"\"Delete a task by title.\"\"\"
        ...

    with guardrail.scope():
        reply = agent.run("delete Read book")      # may or may not call delete_task
        reply = guardrail.finalize(reply)           # raises GhostSuccess on "Deleted: Read book"
                                                    # when delete_task did not run successfully
"""

import importlib
from typing import TYPE_CHECKING, Any

from ._exceptions import (
    GhostSuccess,
    GuardrailError,
    GuardViolation,
    HallucinatedTool,
    InvalidInputError,
    MessageFormatError,
    PlanFormatError,
    RegistrationError,
    ScopeError,
    ToolNotTriggered,
    UnknownToolError,
)
from ._guards import (
    TOOL_NOT_TRIGGERED,
    BackedClaim,
    Report,
    Violation,
    check,
    expected_tools,
    finalize,
    requires_tool,
)
from ._receipts import ErrorInfo, Receipt
from ._registry import Registry, ToolSpec, default_registry
from ._scope import Ledger, bind, current_ledger, scope
from ._telemetry import configure
from ._tool import default_success, spec_of, tool
from ._version import __version__

if TYPE_CHECKING:
    from ._dispatch import (
        InvalidArguments,
        ToolFailed,
        ToolNotFound,
        ToolResult,
        ToolSuccess,
        adispatch,
        dispatch,
    )
    from ._plans import PlanError, PlanReport, PlanStep, validate_plan
    from ._tracing import (
        ExporterUnavailable,
        TracingConfigError,
        configure_tracing,
        flush_tracing,
        shutdown_tracing,
    )

# Names whose modules load on first use, so that `import guardrail` stays cheap
# (dispatch pulls in asyncio; tracing setup the OpenTelemetry SDK on use).
_LAZY = {
    "InvalidArguments": "_dispatch",
    "ToolFailed": "_dispatch",
    "ToolNotFound": "_dispatch",
    "ToolResult": "_dispatch",
    "ToolSuccess": "_dispatch",
    "adispatch": "_dispatch",
    "dispatch": "_dispatch",
    "PlanError": "_plans",
    "PlanReport": "_plans",
    "PlanStep": "_plans",
    "validate_plan": "_plans",
    "ExporterUnavailable": "_tracing",
    "TracingConfigError": "_tracing",
    "configure_tracing": "_tracing",
    "flush_tracing": "_tracing",
    "shutdown_tracing": "_tracing",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'guardrail' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"guardrail.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))

__all__ = [
    "BackedClaim",
    "ErrorInfo",
    "ExporterUnavailable",
    "GhostSuccess",
    "GuardViolation",
    "GuardrailError",
    "HallucinatedTool",
    "InvalidArguments",
    "InvalidInputError",
    "Ledger",
    "MessageFormatError",
    "PlanError",
    "PlanFormatError",
    "PlanReport",
    "PlanStep",
    "Receipt",
    "RegistrationError",
    "Registry",
    "Report",
    "ScopeError",
    "TOOL_NOT_TRIGGERED",
    "ToolFailed",
    "ToolNotFound",
    "ToolNotTriggered",
    "ToolResult",
    "ToolSpec",
    "ToolSuccess",
    "TracingConfigError",
    "UnknownToolError",
    "Violation",
    "__version__",
    "adispatch",
    "bind",
    "check",
    "configure",
    "configure_tracing",
    "current_ledger",
    "default_registry",
    "default_success",
    "dispatch",
    "expected_tools",
    "finalize",
    "flush_tracing",
    "requires_tool",
    "scope",
    "shutdown_tracing",
    "spec_of",
    "tool",
    "validate_plan",
]
