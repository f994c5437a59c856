"""guardrail under LangChain's ``@tool``: keep your tools, add receipts.

Put ``@guardrail.tool`` *under* LangChain's ``@tool``. LangChain still sees
the original function (name, docstring, signature), so the tool's name,
description and argument schema are exactly what they were; every call
LangChain makes (``invoke``, ``ainvoke``, or a model's tool call) now leaves
a receipt that ``guardrail.check`` / ``guardrail.finalize`` can hold the
agent's reply against.

Needs ``langchain-core`` (``pip install -e ".[frameworks]"``). Run from the
repository root::

    python -m examples.frameworks.langchain_tools
"""

from __future__ import annotations

import asyncio
import inspect
import sys
from typing import Any, cast

from langchain_core.tools import BaseTool
from langchain_core.tools import tool as langchain_tool
from langchain_core.utils.function_calling import convert_to_openai_tool

import guardrail
from examples.frameworks import verdict

#: This example's tools only, apart from the process-wide registry.
registry = guardrail.Registry("langchain-example")

ORDERS: dict[str, str] = {"A-1001": "processing", "A-1002": "shipped"}


@langchain_tool
@guardrail.tool(registry=registry)
def lookup_order(order_id: str) -> dict[str, Any]:
    """Look up an order's status by its id."""
    if order_id not in ORDERS:
        return {"success": False, "error": f"no order {order_id}"}
    return {"success": True, "order_id": order_id, "status": ORDERS[order_id]}


@langchain_tool
@guardrail.tool(registry=registry)
async def cancel_order(order_id: str, reason: str = "customer request") -> dict[str, Any]:
    """Cancel an order that has not shipped yet."""
    await asyncio.sleep(0)
    if ORDERS.get(order_id) != "processing":
        return {"success": False, "error": f"order {order_id} cannot be cancelled"}
    ORDERS[order_id] = "cancelled"
    return {"success": True, "order_id": order_id, "status": "cancelled", "reason": reason}


def without_guardrail(tool: BaseTool) -> BaseTool:
    """The same LangChain tool built from the undecorated function."""
    func = getattr(tool, "func", None) or getattr(tool, "coroutine", None)
    if func is None:
        raise TypeError(f"{tool.name} was not built from a function")
    return cast(BaseTool, langchain_tool(inspect.unwrap(func)))


def interface(tool: BaseTool) -> tuple[Any, ...]:
    """What LangChain and a model see of *tool*: name, description, argument
    schema, and the tool definition sent to a model."""
    return (tool.name, tool.description, tool.args, convert_to_openai_tool(tool))


def same_interface(tool: BaseTool) -> bool:
    """True when *tool* looks exactly like the tool built without guardrail."""
    return interface(tool) == interface(without_guardrail(tool))


async def conversation() -> tuple[tuple[guardrail.Receipt, ...], list[tuple[str, str]]]:
    """One request: LangChain runs both tools, then two candidate replies are checked."""
    async with guardrail.scope() as ledger:
        print("lookup_order.invoke   ->", lookup_order.invoke({"order_id": "A-1001"}))
        # What an agent loop does with a model's tool call (returns a ToolMessage).
        message = await cancel_order.ainvoke(
            {"name": "cancel_order", "args": {"order_id": "A-1001"}, "id": "call_1",
             "type": "tool_call"}
        )
        print("cancel_order.ainvoke  ->", message.content)
        verdicts = []
        for reply in ("Cancelled order A-1001.", "Cancelled order A-1002 as well."):
            report = guardrail.check(reply, registry=registry)
            verdicts.append((reply, verdict(report)))
    return ledger.receipts, verdicts


def main() -> int:
    """Show the interface is unchanged and the calls leave receipts."""
    ok = True
    for tool in (lookup_order, cancel_order):
        same = same_interface(tool)
        ok &= same
        print(f"{tool.name}: name, description and args schema unchanged: {same}")
    receipts, verdicts = asyncio.run(conversation())
    print("receipts:", ", ".join(f"{r.tool} ({'ok' if r.ok else 'failed'})" for r in receipts))
    for reply, said in verdicts:
        print(f"check {reply!r}: {said}")
    ok &= [r.tool for r in receipts] == ["lookup_order", "cancel_order"] and all(
        r.ok for r in receipts
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
