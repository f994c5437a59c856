"""@tool: every callable kind, identity preservation, receipts, predicates."""

from __future__ import annotations

import asyncio
import functools
import importlib
import inspect
import pickle
import sys
import textwrap
from typing import Any

import pytest

import guardrail
from guardrail import Registry


@pytest.fixture
def reg() -> Registry:
    return Registry("test")


def tools_of(ledger: guardrail.Ledger) -> list[tuple[str, bool]]:
    return [(r.tool, r.ok) for r in ledger.receipts]


# --- module-level tools for pickling ------------------------------------------
_pickle_registry = Registry("pickle")


@guardrail.tool(registry=_pickle_registry)
def picklable_tool(x: int) -> int:
    """Double x."""
    return 2 * x


def test_bare_decorator_registers_in_default_registry() -> None:
    @guardrail.tool
    def tool_in_default_registry_for_test(x: int) -> int:
        """A tool.

        Second paragraph is not part of the description."""
        return x

    try:
        spec = guardrail.default_registry().get("tool_in_default_registry_for_test")
        assert spec.description == "A tool."
        assert guardrail.spec_of(tool_in_default_registry_for_test) is spec
    finally:
        guardrail.default_registry().unregister("tool_in_default_registry_for_test")


def test_options_name_description_claims(reg: Registry) -> None:
    @guardrail.tool(name="remove", description="Remove a thing", claims=["binned"], registry=reg)
    def anything(x: int) -> int:
        return x

    spec = reg.get("remove")
    assert (spec.name, spec.description, spec.claims) == ("remove", "Remove a thing", ("binned",))
    assert "anything" not in reg


def test_sync_function_keeps_identity_and_records(reg: Registry) -> None:
    def original(title: str, force: bool = False) -> dict[str, Any]:
        """Delete a task."""
        return {"success": True, "title": title}

    wrapped = guardrail.tool(registry=reg)(original)
    assert inspect.signature(wrapped) == inspect.signature(original)
    assert wrapped.__name__ == "original"
    assert wrapped.__doc__ == "Delete a task."
    assert wrapped.__wrapped__ is original
    assert not inspect.iscoroutinefunction(wrapped)
    with guardrail.scope() as ledger:
        assert wrapped("Read book") == {"success": True, "title": "Read book"}
    (receipt,) = ledger.receipts
    assert receipt.tool == "original" and receipt.ok and receipt.error is None
    assert dict(receipt.arguments) == {"title": "Read book", "force": False}
    assert receipt.end_time >= receipt.start_time
    assert receipt.duration >= 0


async def test_async_function(reg: Registry) -> None:
    @guardrail.tool(registry=reg)
    async def fetch(url: str) -> str:
        await asyncio.sleep(0)
        return url.upper()

    assert inspect.iscoroutinefunction(fetch)
    async with guardrail.scope() as ledger:
        assert await fetch("a") == "A"
    assert tools_of(ledger) == [("fetch", True)]
    assert ledger.receipts[0].arguments == {"url": "a"}


def test_methods_classmethods_staticmethods(reg: Registry) -> None:
    class Service:
        def __init__(self) -> None:
            self.factor = 3

        @guardrail.tool(registry=reg)
        def scale(self, x: int) -> int:
            return self.factor * x

        @guardrail.tool(registry=reg)
        @classmethod
        def make(cls, n: int) -> str:
            return f"{cls.__name__}:{n}"

        @guardrail.tool(registry=reg)
        @staticmethod
        def add(a: int, b: int) -> int:
            return a + b

    svc = Service()
    with guardrail.scope() as ledger:
        assert svc.scale(2) == 6
        assert Service.scale(svc, 3) == 9  # through the class
        assert Service.make(4) == "Service:4"
        assert svc.make(5) == "Service:5"
        assert Service.add(1, 2) == 3
        assert svc.add(b=5, a=4) == 9
    assert tools_of(ledger) == [
        ("scale", True),
        ("scale", True),
        ("make", True),
        ("make", True),
        ("add", True),
        ("add", True),
    ]
    args = [dict(r.arguments) for r in ledger.receipts]
    assert args == [{"x": 2}, {"x": 3}, {"n": 4}, {"n": 5}, {"a": 1, "b": 2}, {"a": 4, "b": 5}]
    assert list(reg.get("scale").parameters["properties"]) == ["x"]
    assert list(reg.get("make").parameters["properties"]) == ["n"]
    assert inspect.signature(svc.scale) == inspect.signature(Service(). scale)


async def test_async_method(reg: Registry) -> None:
    class Client:
        @guardrail.tool(registry=reg)
        async def get(self, key: str) -> str:
            return key * 2

    async with guardrail.scope() as ledger:
        assert await Client().get("ab") == "abab"
    assert ledger.receipts[0].arguments == {"key": "ab"}


def test_callable_object(reg: Registry) -> None:
    class Weather:
        """Look up the weather for a city."""

        def __call__(self, city: str) -> dict[str, Any]:
            return {"city": city, "temp": 21}

    w = guardrail.tool(registry=reg, name="weather")(Weather())
    assert reg.get("weather").description == "Look up the weather for a city."
    assert list(inspect.signature(w).parameters) == ["city"]
    with guardrail.scope() as ledger:
        assert w("Paris")["temp"] == 21
    assert ledger.receipts[0].arguments == {"city": "Paris"}


def test_pickle_by_reference() -> None:
    data = pickle.dumps(picklable_tool)
    assert pickle.loads(data) is picklable_tool


def test_exception_propagates_unchanged_with_failed_receipt(reg: Registry) -> None:
    error = KeyError("missing")

    @guardrail.tool(registry=reg)
    def boom(x: int) -> None:
        raise error

    with guardrail.scope() as ledger, pytest.raises(KeyError) as info:
        boom(1)
    assert info.value is error
    (receipt,) = ledger.receipts
    assert not receipt.ok
    assert receipt.error == guardrail.ErrorInfo("KeyError", "'missing'")
    assert receipt.result is None and receipt.result_sha256 is None
    assert len(receipt.arguments_sha256) == 64


async def test_async_exception_and_cancellation(reg: Registry) -> None:
    @guardrail.tool(registry=reg)
    async def slow() -> None:
        await asyncio.sleep(10)

    @guardrail.tool(registry=reg)
    async def fails() -> None:
        raise ValueError("bad")

    async with guardrail.scope() as ledger:
        with pytest.raises(ValueError):
            await fails()
        task = asyncio.ensure_future(slow())
        await asyncio.sleep(0)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
    assert [(r.tool, r.ok, r.error.type if r.error else None) for r in ledger.receipts] == [
        ("fails", False, "ValueError"),
        ("slow", False, "CancelledError"),
    ]


@pytest.mark.parametrize(
    ("result", "ok"),
    [
        ({"success": True}, True),
        ({"success": False, "error": "Task not found"}, False),
        ({"success": 0}, False),
        ({"deleted": 1}, True),
        (None, True),
        ("done", True),
        ([], True),
        (type("R", (), {"success": False})(), False),
        (type("R", (), {"success": True})(), True),
        (type("R", (), {"success": lambda self: False})(), True),  # a method is not a flag
    ],
)
def test_default_success_predicate(reg: Registry, result: Any, ok: bool) -> None:
    @guardrail.tool(registry=reg)
    def t() -> Any:
        return result

    with guardrail.scope() as ledger:
        assert t() is result
    assert ledger.receipts[0].ok is ok
    assert guardrail.default_success(result) is ok


def test_predicate_failure_records_error_code_and_message(reg: Registry) -> None:
    @guardrail.tool(registry=reg)
    def delete_task(title: str) -> dict[str, Any]:
        return {"success": False, "error": "Task not found"}

    with guardrail.scope() as ledger:
        delete_task("x")
    err = ledger.receipts[0].error
    assert err == guardrail.ErrorInfo("guardrail.predicate_failed", "Task not found")


def test_custom_success_predicate(reg: Registry) -> None:
    @guardrail.tool(registry=reg, success=lambda r: r["status"] == "refunded")
    def refund(order: str) -> dict[str, str]:
        return {"status": "pending" if order == "A" else "refunded"}

    with guardrail.scope() as ledger:
        refund("A")
        refund("B")
    assert [r.ok for r in ledger.receipts] == [False, True]


def test_predicate_that_raises_never_breaks_the_call(reg: Registry) -> None:
    def bad(result: Any) -> bool:
        raise RuntimeError("predicate bug")

    @guardrail.tool(registry=reg, success=bad)
    def t() -> int:
        return 7

    with guardrail.scope() as ledger:
        assert t() == 7
    (receipt,) = ledger.receipts
    assert not receipt.ok and receipt.error is not None
    assert receipt.error.type == "guardrail.predicate_raised"


def test_duplicate_name_raises_but_same_function_reregisters(reg: Registry) -> None:
    def delete_task(title: str) -> None: ...

    guardrail.tool(registry=reg)(delete_task)
    guardrail.tool(registry=reg)(delete_task)  # same function again: fine

    def other(title: str) -> None: ...

    with pytest.raises(guardrail.RegistrationError, match="already registered") as info:
        guardrail.tool(registry=reg, name="delete_task")(other)
    assert isinstance(info.value, ValueError)
    assert info.value.name == "delete_task"


def test_module_reload_reregisters(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    src = textwrap.dedent(
        """
        import guardrail
        REG = guardrail.default_registry()

        @guardrail.tool
        def reloaded_tool_for_test(x: int) -> int:
            return x
        """
    )
    (tmp_path / "reload_mod_for_test.py").write_text(src)
    monkeypatch.syspath_prepend(str(tmp_path))
    try:
        mod = importlib.import_module("reload_mod_for_test")
        first = guardrail.default_registry().get("reloaded_tool_for_test")
        importlib.reload(mod)
        second = guardrail.default_registry().get("reloaded_tool_for_test")
        assert first is not second and second.func is not first.func
    finally:
        guardrail.default_registry().unregister("reloaded_tool_for_test")
        sys.modules.pop("reload_mod_for_test", None)


@pytest.mark.parametrize("bad", ["", "has space", "x" * 200])
def test_invalid_names(reg: Registry, bad: str) -> None:
    with pytest.raises(guardrail.RegistrationError, match="invalid tool name"):
        guardrail.tool(registry=reg, name=bad)(lambda: None)


def test_claims_given_as_string_is_rejected(reg: Registry) -> None:
    with pytest.raises(guardrail.RegistrationError, match=r"claims=\['checked off'\]"):
        guardrail.tool(registry=reg, claims="checked off")(lambda: None)  # type: ignore[arg-type]


def test_not_callable_rejected(reg: Registry) -> None:
    with pytest.raises(TypeError, match="needs a function"):
        guardrail.tool(registry=reg)(42)


def test_outside_scope_the_tool_still_works(reg: Registry) -> None:
    @guardrail.tool(registry=reg)
    def t(x: int) -> int:
        return x + 1

    assert t(1) == 2
    assert guardrail.current_ledger() is None


def test_functools_partial_and_lambda(reg: Registry) -> None:
    def power(base: int, exp: int) -> int:
        return int(base**exp)

    square = guardrail.tool(registry=reg, name="square")(functools.partial(power, exp=2))
    with guardrail.scope() as ledger:
        assert square(4) == 16
    assert ledger.receipts[0].tool == "square"
    assert ledger.receipts[0].arguments == {"base": 4, "exp": 2}

    inc = guardrail.tool(registry=reg, name="inc")(lambda x: x + 1)
    with guardrail.scope() as ledger:
        assert inc(1) == 2
    assert [(r.tool, r.arguments, r.ok) for r in ledger.receipts] == [("inc", {"x": 1}, True)]


def test_tool_calling_tool_records_both_in_order(reg: Registry) -> None:
    @guardrail.tool(registry=reg)
    def inner() -> int:
        return 1

    @guardrail.tool(registry=reg)
    def outer() -> int:
        return inner() + 1

    with guardrail.scope() as ledger:
        assert outer() == 2
    assert [r.tool for r in ledger.receipts] == ["inner", "outer"]  # order of completion
