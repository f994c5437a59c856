"""guardrail stacks with the tool decorators of agent frameworks.

For each framework: the tool built over a guardrail tool has exactly the
interface of the tool built from the plain function, and calling it through
the framework's own invocation path leaves a receipt. The frameworks come
from the ``frameworks`` extra (``pip install -e ".[dev,frameworks]"``), which
CI installs; without it these tests are skipped by ``importorskip``.
"""

# No ``from __future__ import annotations`` here: the frameworks read the type
# hints of tools defined inside test functions, which must be real objects.
import asyncio
import inspect
import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest

import guardrail


def receipts_of(ledger: guardrail.Ledger) -> list[tuple[str, bool, dict[str, Any]]]:
    return [(r.tool, r.ok, dict(r.arguments)) for r in ledger.receipts]


# Plain functions, wrapped per test so that each test has its own registry.
def get_weather(city: str, units: str = "metric") -> dict[str, Any]:
    """Get the current weather for a city.

    Args:
        city: The city name.
        units: "metric" or "imperial".
    """
    if city == "Atlantis":
        return {"success": False, "error": "unknown city"}
    return {"success": True, "city": city, "temperature": 21 if units == "metric" else 70}


async def send_email(to: str, subject: str, body: str = "") -> dict[str, Any]:
    """Send an email to one recipient.

    Args:
        to: The recipient's address.
        subject: The subject line.
        body: The message text.
    """
    await asyncio.sleep(0)
    return {"success": True, "to": to, "subject": subject}


def explode(reason: str) -> str:
    """A tool that always raises."""
    raise RuntimeError(reason)


@pytest.fixture
def registry() -> guardrail.Registry:
    return guardrail.Registry("framework-tests")


def guarded(registry: guardrail.Registry, func: Callable[..., Any]) -> Any:
    return guardrail.tool(registry=registry)(func)


# --- LangChain -----------------------------------------------------------------------
@pytest.fixture
def lc() -> Any:
    return pytest.importorskip("langchain_core.tools")


def lc_interface(tool: Any) -> tuple[Any, ...]:
    from langchain_core.utils.function_calling import convert_to_openai_tool

    return (
        tool.name,
        tool.description,
        tool.args,
        tool.get_input_schema().model_json_schema(),
        tool.tool_call_schema.model_json_schema(),
        convert_to_openai_tool(tool),
    )


@pytest.mark.parametrize("func", [get_weather, send_email])
def test_langchain_interface_unchanged(lc: Any, registry: guardrail.Registry, func: Any) -> None:
    plain = lc.tool(func)
    over = lc.tool(guarded(registry, func))
    assert lc_interface(over) == lc_interface(plain)
    assert over.name == func.__name__
    assert set(over.args) == set(inspect.signature(func).parameters)


def test_langchain_decorator_stacking_syntax(lc: Any, registry: guardrail.Registry) -> None:
    @lc.tool
    @guardrail.tool(registry=registry)
    def lookup(order_id: str) -> dict[str, Any]:
        """Look up an order."""
        return {"success": True, "order_id": order_id}

    assert lookup.name == "lookup" and "lookup" in registry
    with guardrail.scope() as ledger:
        assert lookup.invoke({"order_id": "A-1"}) == {"success": True, "order_id": "A-1"}
    assert receipts_of(ledger) == [("lookup", True, {"order_id": "A-1"})]


def test_langchain_invoke_records_receipts(lc: Any, registry: guardrail.Registry) -> None:
    tool = lc.tool(guarded(registry, get_weather))
    with guardrail.scope() as ledger:
        assert tool.invoke({"city": "Oslo"})["temperature"] == 21
        assert tool.invoke({"city": "Atlantis", "units": "imperial"})["success"] is False
    assert receipts_of(ledger) == [
        ("get_weather", True, {"city": "Oslo", "units": "metric"}),
        ("get_weather", False, {"city": "Atlantis", "units": "imperial"}),
    ]
    assert ledger.receipts[1].error is not None
    assert ledger.receipts[1].error.message == "unknown city"


async def test_langchain_ainvoke_records_receipts(lc: Any, registry: guardrail.Registry) -> None:
    tool = lc.tool(guarded(registry, send_email))
    async with guardrail.scope() as ledger:
        out = await tool.ainvoke({"to": "ann@example.com", "subject": "Hi"})
        report = guardrail.check("I sent the email to ann@example.com.", registry=registry)
    assert out == {"success": True, "to": "ann@example.com", "subject": "Hi"}
    assert receipts_of(ledger) == [
        ("send_email", True, {"to": "ann@example.com", "subject": "Hi", "body": ""})
    ]
    assert report.ok and [b.receipt.tool for b in report.backed] == ["send_email"]


async def test_langchain_model_tool_call_records_receipt(
    lc: Any, registry: guardrail.Registry
) -> None:
    from langchain_core.messages import ToolMessage

    tool = lc.tool(guarded(registry, send_email))
    call = {"name": "send_email", "args": {"to": "bo@example.com", "subject": "Re"},
            "id": "call_7", "type": "tool_call"}
    async with guardrail.scope() as ledger:
        message = await tool.ainvoke(call)
    assert isinstance(message, ToolMessage) and message.tool_call_id == "call_7"
    assert json.loads(message.content)["to"] == "bo@example.com"
    assert [r.tool for r in ledger.receipts] == ["send_email"]


def test_langchain_errors_fail_the_receipt(lc: Any, registry: guardrail.Registry) -> None:
    raising = lc.tool(guarded(registry, explode))
    with guardrail.scope() as ledger, pytest.raises(RuntimeError, match="disk full"):
        raising.invoke({"reason": "disk full"})
    (receipt,) = ledger.receipts
    assert not receipt.ok and receipt.error == ("RuntimeError", "disk full")

    def refuse(order_id: str) -> str:
        """Refuse to touch an order."""
        raise lc.ToolException(f"order {order_id} is locked")

    # LangChain hands a ToolException's text to the model instead of raising;
    # the receipt still records the failure.
    handled = lc.StructuredTool.from_function(guarded(registry, refuse), handle_tool_error=True)
    with guardrail.scope() as handled_ledger:
        assert handled.invoke({"order_id": "A-9"}) == "order A-9 is locked"
    (failed,) = handled_ledger.receipts
    assert (failed.tool, failed.ok) == ("refuse", False)
    assert failed.error == ("ToolException", "order A-9 is locked")


def test_langchain_example_module(lc: Any) -> None:
    from examples.frameworks import langchain_tools as ex

    for tool in (ex.lookup_order, ex.cancel_order):
        assert ex.same_interface(tool)
    ex.ORDERS.update({"A-1001": "processing", "A-1002": "shipped"})
    receipts, verdicts = asyncio.run(ex.conversation())
    assert [(r.tool, r.ok) for r in receipts] == [("lookup_order", True), ("cancel_order", True)]
    assert verdicts[0] == ("Cancelled order A-1001.", "backed by cancel_order")
    assert "ghost_success" in verdicts[1][1]
    assert ex.ORDERS["A-1001"] == "cancelled"


# --- OpenAI Agents SDK -----------------------------------------------------------------
@pytest.fixture
def agents() -> Any:
    return pytest.importorskip("agents")


async def invoke_like_the_runner(tool: Any, raw_arguments: str, call_id: str = "call_1") -> Any:
    from agents import RunContextWrapper
    from agents.tool_context import ToolContext
    from openai.types.responses import ResponseFunctionToolCall

    call = ResponseFunctionToolCall(
        arguments=raw_arguments, call_id=call_id, name=tool.name, type="function_call"
    )
    ctx = ToolContext.from_agent_context(RunContextWrapper(context=None), call_id, tool_call=call)
    return await tool.on_invoke_tool(ctx, raw_arguments)


@pytest.mark.parametrize("func", [get_weather, send_email])
def test_openai_agents_schema_unchanged(
    agents: Any, registry: guardrail.Registry, func: Any
) -> None:
    plain = agents.function_tool(func)
    over = agents.function_tool(guarded(registry, func))
    assert over.params_json_schema == plain.params_json_schema
    assert (over.name, over.description, over.strict_json_schema) == (
        plain.name,
        plain.description,
        plain.strict_json_schema,
    )
    assert set(over.params_json_schema["properties"]) == set(inspect.signature(func).parameters)


async def test_openai_agents_invocation_records_receipts(
    agents: Any, registry: guardrail.Registry
) -> None:
    weather = agents.function_tool(guarded(registry, get_weather))
    email = agents.function_tool(guarded(registry, send_email))
    async with guardrail.scope() as ledger:
        out = await invoke_like_the_runner(weather, json.dumps({"city": "Oslo", "units": "metric"}))
        await invoke_like_the_runner(email, json.dumps({"to": "a@b.c", "subject": "S", "body": ""}))
        await invoke_like_the_runner(weather, json.dumps({"city": "Atlantis", "units": "metric"}))
    assert out == {"success": True, "city": "Oslo", "temperature": 21}
    assert receipts_of(ledger) == [
        ("get_weather", True, {"city": "Oslo", "units": "metric"}),
        ("send_email", True, {"to": "a@b.c", "subject": "S", "body": ""}),
        ("get_weather", False, {"city": "Atlantis", "units": "metric"}),
    ]


async def test_openai_agents_errors(agents: Any, registry: guardrail.Registry) -> None:
    tool = agents.function_tool(guarded(registry, explode))
    async with guardrail.scope() as ledger:
        # The SDK hands the model an error message instead of raising...
        message = await invoke_like_the_runner(tool, json.dumps({"reason": "disk full"}))
        # ...and arguments that are not JSON never reach the function.
        await invoke_like_the_runner(tool, "{not json")
    assert isinstance(message, str) and "error" in message.lower()
    (receipt,) = ledger.receipts
    assert not receipt.ok and receipt.error == ("RuntimeError", "disk full")


async def test_openai_agents_context_parameter(agents: Any, registry: guardrail.Registry) -> None:
    from agents import RunContextWrapper

    @agents.function_tool
    @guardrail.tool(registry=registry)
    def greet(ctx: RunContextWrapper[Any], name: str) -> str:
        """Greet someone.

        Args:
            name: Who to greet.
        """
        return f"hello {name}"

    assert list(greet.params_json_schema["properties"]) == ["name"]
    async with guardrail.scope() as ledger:
        assert await invoke_like_the_runner(greet, json.dumps({"name": "Ann"})) == "hello Ann"
    (receipt,) = ledger.receipts
    assert receipt.ok and receipt.arguments["name"] == "Ann"
    assert isinstance(receipt.arguments["ctx"], RunContextWrapper)


def test_openai_agents_example_module(agents: Any) -> None:
    from examples.frameworks import openai_agents_tools as ex

    ex.STOCK.update({"widget": 3, "gadget": 0})
    receipts, verdicts = asyncio.run(ex.conversation())
    assert [(r.tool, r.ok) for r in receipts] == [("check_stock", True), ("reserve_item", False)]
    assert "ghost_success" in verdicts[1][1] and "ran and failed" in verdicts[1][1]
    assert ex.check_stock_tool.params_json_schema == (
        agents.function_tool(ex.check_stock).params_json_schema
    )


# --- Pydantic AI ---------------------------------------------------------------------
@pytest.fixture
def pai() -> Any:
    return pytest.importorskip("pydantic_ai")


@pytest.mark.parametrize("func", [get_weather, send_email])
def test_pydantic_ai_tool_definition_unchanged(
    pai: Any, registry: guardrail.Registry, func: Any
) -> None:
    plain = pai.Tool(func)
    over = pai.Tool(guarded(registry, func))
    assert over.tool_def == plain.tool_def
    assert over.tool_def.name == func.__name__
    assert set(over.tool_def.parameters_json_schema["properties"]) == set(
        inspect.signature(func).parameters
    )


def function_model(calls: list[tuple[str, dict[str, Any]]], reply: str) -> Any:
    """A FunctionModel that makes *calls* on its first step, then says *reply*."""
    from pydantic_ai.messages import ModelResponse, TextPart, ToolCallPart
    from pydantic_ai.models.function import FunctionModel

    def respond(messages: list[Any], info: Any) -> Any:
        if len(messages) == 1 and calls:
            return ModelResponse(parts=[ToolCallPart(name, args) for name, args in calls])
        return ModelResponse(parts=[TextPart(reply)])

    return FunctionModel(respond)


def test_pydantic_ai_agent_run_records_receipts(pai: Any, registry: guardrail.Registry) -> None:
    model = function_model([("get_weather", {"city": "Oslo"})], "It is 21 degrees in Oslo.")
    agent = pai.Agent(model, tools=[pai.Tool(guarded(registry, get_weather))])
    with guardrail.scope() as ledger:
        result = agent.run_sync("weather in Oslo?")
    assert result.output == "It is 21 degrees in Oslo."
    assert receipts_of(ledger) == [("get_weather", True, {"city": "Oslo", "units": "metric"})]


async def test_pydantic_ai_async_tool_and_guard(pai: Any, registry: guardrail.Registry) -> None:
    email = pai.Tool(guarded(registry, send_email))
    claim = "I sent the email to ann@example.com."
    calls = [("send_email", {"to": "ann@example.com", "subject": "Hi"})]
    async with guardrail.scope() as ledger:
        out = (await pai.Agent(function_model(calls, claim), tools=[email]).run("mail ann")).output
        assert guardrail.finalize(out, registry=registry) == claim
    assert receipts_of(ledger) == [
        ("send_email", True, {"to": "ann@example.com", "subject": "Hi", "body": ""})
    ]
    async with guardrail.scope() as empty:
        out = (await pai.Agent(function_model([], claim), tools=[email]).run("mail ann")).output
        with pytest.raises(guardrail.GhostSuccess):
            guardrail.finalize(out, registry=registry)
    assert empty.receipts == ()


async def test_pydantic_ai_decorators_and_test_model(
    pai: Any, registry: guardrail.Registry
) -> None:
    from pydantic_ai.models.test import TestModel

    agent = pai.Agent(TestModel())

    @agent.tool
    @guardrail.tool(registry=registry)
    def forecast(ctx: pai.RunContext[None], city: str) -> str:
        """Tomorrow's forecast for a city."""
        return f"rain in {city}"

    @agent.tool_plain
    @guardrail.tool(registry=registry)
    async def double(n: int) -> dict[str, Any]:
        """Double a number."""
        return {"success": True, "n": n * 2}

    async with guardrail.scope() as ledger:
        await agent.run("go")
    assert sorted(r.tool for r in ledger.receipts) == ["double", "forecast"]
    assert all(r.ok for r in ledger.receipts)
    forecast_receipt = next(r for r in ledger.receipts if r.tool == "forecast")
    assert list(forecast_receipt.arguments) == ["ctx", "city"]


def test_pydantic_ai_example_module(pai: Any) -> None:
    from examples.frameworks import pydantic_ai_tools as ex

    reply, receipts = ex.run(call_tool=True)
    assert reply == "I booked a table at Chez Lou for 19:30."
    assert [(r.tool, r.ok) for r in receipts] == [("book_table", True)]
    reply, receipts = ex.run(call_tool=False)
    assert receipts == () and reply.startswith("Technical error:")


# --- receipts stay per request across frameworks ---------------------------------------
@pytest.fixture
def all_frameworks() -> Iterator[None]:
    pytest.importorskip("langchain_core")
    pytest.importorskip("agents")
    pytest.importorskip("pydantic_ai")
    yield


async def test_concurrent_requests_keep_their_own_receipts(
    all_frameworks: None, registry: guardrail.Registry
) -> None:
    from langchain_core.tools import tool as lc_tool

    tool = lc_tool(guarded(registry, send_email))

    async def request(to: str) -> list[str]:
        async with guardrail.scope() as ledger:
            await tool.ainvoke({"to": to, "subject": "s"})
            await asyncio.sleep(0)
        return [r.arguments["to"] for r in ledger.receipts]

    results = await asyncio.gather(*(request(f"u{i}@example.com") for i in range(10)))
    assert results == [[f"u{i}@example.com"] for i in range(10)]
