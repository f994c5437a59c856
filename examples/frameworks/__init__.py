"""guardrail under the tool decorators of agent frameworks (LangChain, OpenAI
Agents SDK, Pydantic AI). Install them with ``pip install -e ".[frameworks]"``."""

from __future__ import annotations

import guardrail


def verdict(report: guardrail.Report) -> str:
    """The verdict on one reply, in words."""
    if not report.ok:
        return report.summary()
    if report.backed:
        return "backed by " + ", ".join(sorted({b.receipt.tool for b in report.backed}))
    return "no claim to back"
