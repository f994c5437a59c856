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

from ._exceptions import (
    GhostSuccess,
    GuardrailError,
    GuardViolation,
    HallucinatedTool,
    InvalidInputError,
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

__all__ = [
    "TOOL_NOT_TRIGGERED",
    "BackedClaim",
    "ErrorInfo",
    "GhostSuccess",
    "GuardViolation",
    "GuardrailError",
    "HallucinatedTool",
    "InvalidInputError",
    "Ledger",
    "Receipt",
    "RegistrationError",
    "Registry",
    "Report",
    "ScopeError",
    "ToolNotTriggered",
    "ToolSpec",
    "UnknownToolError",
    "Violation",
    "__version__",
    "bind",
    "check",
    "configure",
    "current_ledger",
    "default_registry",
    "default_success",
    "expected_tools",
    "finalize",
    "requires_tool",
    "scope",
    "spec_of",
    "tool",
]
