"""guardrail under the OpenAI Agents SDK's ``function_tool``.

Wrap the function with ``guardrail.tool`` first, then hand it to
``function_tool`` (as stacked decorators: ``@function_tool`` above
``@guardrail.tool``). The SDK builds the tool's JSON schema from the original
function (name, docstring, argument descriptions, types), so
``params_json_schema`` is exactly what it was; when the SDK runs the tool
(``FunctionTool.on_invoke_tool``, which ``Runner`` calls for each function
call a model makes) the call leaves a receipt.

No network and no API key: the tools are called through the SDK's own
invocation path with a ``ToolContext`` built the way the runner builds it,
instead of asking a model. Needs ``openai-agents``
(``pip install -e ".[frameworks]"``). Run from the repository root::

    python -m examples.frameworks.openai_agents_tools
"""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Mapping
from typing import Any

from agents import FunctionTool, RunContextWrapper, function_tool
from agents.tool_context import ToolContext
from openai.types.responses import ResponseFunctionToolCall

import guardrail
from examples.frameworks import verdict

#: This example's tools only, apart from the process-wide registry.
registry = guardrail.Registry("openai-agents-example")

STOCK: dict[str, int] = {"widget": 3, "gadget": 0}


def check_stock(product: str) -> dict[str, Any]:
    """Check how many units of a product are in stock.

    Args:
        product: The product name, e.g. "widget".
    """
    if product not in STOCK:
        return {"success": False, "error": f"unknown product {product!r}"}
    return {"success": True, "product": product, "units": STOCK[product]}


async def reserve_item(product: str, quantity: int = 1) -> dict[str, Any]:
    """Reserve units of a product for the customer.

    Args:
        product: The product name.
        quantity: How many units to reserve.
    """
    await asyncio.sleep(0)
    if STOCK.get(product, 0) < quantity:
        return {"success": False, "error": f"only {STOCK.get(product, 0)} {product} in stock"}
    STOCK[product] -= quantity
    return {"success": True, "product": product, "reserved": quantity}


#: The tools an ``agents.Agent(tools=[...])`` gets: SDK tools over guardrail tools.
check_stock_tool: FunctionTool = function_tool(guardrail.tool(registry=registry)(check_stock))
reserve_item_tool: FunctionTool = function_tool(guardrail.tool(registry=registry)(reserve_item))


async def invoke_like_the_runner(
    tool: FunctionTool, arguments: Mapping[str, Any], call_id: str = "call_1"
) -> Any:
    """Run *tool* the way ``Runner`` does for a model's function call: a
    ``ToolContext`` made from the run context and the call, then
    ``on_invoke_tool(ctx, json_arguments)``."""
    raw = json.dumps(dict(arguments))
    call = ResponseFunctionToolCall(
        arguments=raw, call_id=call_id, name=tool.name, type="function_call"
    )
    ctx = ToolContext.from_agent_context(RunContextWrapper(context=None), call_id, tool_call=call)
    return await tool.on_invoke_tool(ctx, raw)


async def conversation() -> tuple[tuple[guardrail.Receipt, ...], list[tuple[str, str]]]:
    """One request: the SDK runs both tools, then candidate replies are checked."""
    async with guardrail.scope() as ledger:
        stock = await invoke_like_the_runner(check_stock_tool, {"product": "widget"})
        print("check_stock  ->", stock)
        reserved = await invoke_like_the_runner(
            reserve_item_tool, {"product": "gadget", "quantity": 1}, call_id="call_2"
        )
        print("reserve_item ->", reserved)
        verdicts = []
        for reply in ("There are 3 widgets in stock.", "I reserved a gadget for you."):
            report = guardrail.check(reply, registry=registry)
            verdicts.append((reply, verdict(report)))
    return ledger.receipts, verdicts


def main() -> int:
    """Show the schemas are unchanged and the SDK's calls leave receipts."""
    ok = True
    for func, tool in ((check_stock, check_stock_tool), (reserve_item, reserve_item_tool)):
        plain = function_tool(func)
        same = (tool.name, tool.description, tool.params_json_schema) == (
            plain.name,
            plain.description,
            plain.params_json_schema,
        )
        ok &= same
        print(f"{tool.name}: name, description and params_json_schema unchanged: {same}")
    receipts, verdicts = asyncio.run(conversation())
    print("receipts:", ", ".join(f"{r.tool} ({'ok' if r.ok else 'failed'})" for r in receipts))
    for reply, said in verdicts:
        print(f"check {reply!r}: {said}")
    ok &= [(r.tool, r.ok) for r in receipts] == [("check_stock", True), ("reserve_item", False)]
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
