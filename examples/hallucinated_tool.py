"""A reply that credits a tool which never ran: ``hallucinated_tool``.

"I used the WebSearch tool to verify this" is checked three ways:

1. no WebSearch tool is registered at all      -> caught (not_registered)
2. WebSearch is registered but was not called  -> caught (no receipt)
3. WebSearch is registered and was called      -> backed by its receipt

and "I can use the WebSearch tool if you enable it", an offer rather than a
claim, passes even with no such tool. Each case uses its own isolated
``guardrail.Registry`` and its own ``guardrail.scope()``. No network: the
search tool answers from a canned list.

Run from the repository root::

    python -m examples.hallucinated_tool
"""

from __future__ import annotations

import dataclasses
import sys
from typing import Any

import guardrail

CLAIM = "I used the WebSearch tool to verify this."
OFFER = "I can use the WebSearch tool if you enable it."

#: A registry with no tools: what an agent without web search has.
no_tools = guardrail.Registry("no-tools")
#: A registry with a WebSearch tool.
with_search = guardrail.Registry("with-websearch")


@guardrail.tool(registry=with_search, name="WebSearch")
def web_search(query: str) -> dict[str, Any]:
    """Search the web for pages about a query."""
    pages = {"boiling point of water": ["100 °C at sea level (encyclopedia)"]}
    return {"success": True, "results": pages.get(query.lower(), [])}


@dataclasses.dataclass(frozen=True)
class Case:
    """One reply checked against one registry, with or without a search call."""

    reply: str
    registry: guardrail.Registry
    search_ran: bool
    expect_ok: bool


CASES = (
    Case(CLAIM, no_tools, search_ran=False, expect_ok=False),
    Case(CLAIM, with_search, search_ran=False, expect_ok=False),
    Case(CLAIM, with_search, search_ran=True, expect_ok=True),
    Case(OFFER, no_tools, search_ran=False, expect_ok=True),
)


def run_case(case: Case) -> guardrail.Report:
    """Check the case's reply against the receipts of its own scope."""
    with guardrail.scope():
        if case.search_ran:
            web_search("boiling point of water")
        return guardrail.check(case.reply, registry=case.registry)


def describe(report: guardrail.Report) -> str:
    """The verdict in one line."""
    if report.ok:
        if report.backed:
            tools = ", ".join(sorted({b.receipt.tool for b in report.backed}))
            return f"passes: backed by the {tools} receipt"
        return "passes: no claim to back"
    return "; ".join(f"caught {v.kind} ({v.reason}): {v.describe()}" for v in report.violations)


def main() -> int:
    """Print each case's verdict; exit 1 if any differs from what is expected."""
    failures = 0
    for i, case in enumerate(CASES, 1):
        report = run_case(case)
        tools = ", ".join(case.registry.names()) or "none"
        ran = "WebSearch ran" if case.search_ran else "no tool ran"
        matches = report.ok == case.expect_ok
        failures += not matches
        print(f"{i}. reply:    {case.reply}")
        print(f"   tools:    {tools} (registry {case.registry.name!r}); {ran}")
        print(f"   verdict:  {describe(report)}")
        print(f"   expected: {'passes' if case.expect_ok else 'caught'}"
              f"{'' if matches else '  <-- MISMATCH'}")
        print()
    print(f"{len(CASES) - failures}/{len(CASES)} verdicts as expected")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
