"""guardrail under Pydantic AI tools, with a whole agent run offline.

Wrap the function with ``guardrail.tool`` and give it to Pydantic AI as
usual (``Tool(func)``, ``Agent(tools=[...])`` or ``@agent.tool_plain``).
Pydantic AI builds the tool definition from the original function, so the
name, description and JSON schema are exactly what they were; each call the
agent makes leaves a receipt, and ``guardrail.finalize`` checks the agent's
output against them.

No network: the model is Pydantic AI's ``FunctionModel``, scripted to call
the tool and then answer (or, in the second run, to answer without calling
it). Needs ``pydantic-ai-slim`` (``pip install -e ".[frameworks]"``). Run
from the repository root::

    python -m examples.frameworks.pydantic_ai_tools
"""

from __future__ import annotations

import sys
from typing import Any

from pydantic_ai import Agent, Tool
from pydantic_ai.messages import ModelMessage, ModelResponse, TextPart, ToolCallPart
from pydantic_ai.models.function import AgentInfo, FunctionModel

import guardrail

#: This example's tools only, apart from the process-wide registry.
registry = guardrail.Registry("pydantic-ai-example")

BOOKINGS: dict[str, str] = {}


def book_table(restaurant: str, time: str, people: int = 2) -> dict[str, Any]:
    """Book a table at a restaurant.

    Args:
        restaurant: The restaurant's name.
        time: The time, like "19:30".
        people: How many people.
    """
    if people > 8:
        return {"success": False, "error": "parties over 8 must call the restaurant"}
    reference = f"R{len(BOOKINGS) + 1:03d}"
    BOOKINGS[reference] = f"{restaurant} at {time} for {people}"
    return {"success": True, "reference": reference, "restaurant": restaurant, "time": time}


#: The tool the agent gets: Pydantic AI's Tool over the guardrail tool.
book_table_tool: Tool[None] = Tool(guardrail.tool(registry=registry)(book_table))


def scripted_model(call_tool: bool) -> FunctionModel:
    """A model that calls ``book_table`` first (when *call_tool*) and then
    replies that the table is booked, whatever happened."""

    def respond(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        asked = any(
            isinstance(part, ToolCallPart) for m in messages for part in getattr(m, "parts", ())
        )
        if call_tool and not asked:
            args = {"restaurant": "Chez Lou", "time": "19:30", "people": 2}
            return ModelResponse(parts=[ToolCallPart("book_table", args)])
        return ModelResponse(parts=[TextPart("I booked a table at Chez Lou for 19:30.")])

    return FunctionModel(respond)


def run(call_tool: bool) -> tuple[str, tuple[guardrail.Receipt, ...]]:
    """One guarded agent run: the reply the user gets, and the receipts."""
    agent = Agent(scripted_model(call_tool), tools=[book_table_tool])
    with guardrail.scope() as ledger:
        output = agent.run_sync("Book a table for two at Chez Lou at 19:30").output
        reply = guardrail.finalize(output, on_violation="replace", registry=registry)
    return reply, ledger.receipts


def main() -> int:
    """Show the tool definition is unchanged and guard two agent runs."""
    plain = Tool(book_table)
    same = plain.tool_def == book_table_tool.tool_def
    print(f"book_table: name, description and JSON schema unchanged: {same}")
    ok = same
    for call_tool in (True, False):
        reply, receipts = run(call_tool)
        ran = ", ".join(f"{r.tool} ({'ok' if r.ok else 'failed'})" for r in receipts)
        label = "model calls book_table" if call_tool else "model skips the tool"
        print(f"{label}: receipts: {ran or 'none'}")
        print(f"  reply: {reply}")
        backed = reply == "I booked a table at Chez Lou for 19:30."
        ok &= backed == call_tool
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
