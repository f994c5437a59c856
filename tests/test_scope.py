"""Scopes: nesting, asyncio and thread propagation, isolation, bounds."""

from __future__ import annotations

import asyncio
import logging
import random
import sys
import threading
from concurrent.futures import ThreadPoolExecutor

import pytest

import guardrail
from guardrail import Registry

reg = Registry("scope-tests")


@guardrail.tool(registry=reg)
def ping(request_id: int) -> dict[str, object]:
    return {"success": True, "request_id": request_id}


@guardrail.tool(registry=reg)
async def aping(request_id: int) -> dict[str, object]:
    await asyncio.sleep(0)
    return {"success": True, "request_id": request_id}


def ids(ledger: guardrail.Ledger) -> list[int]:
    return [r.arguments["request_id"] for r in ledger.receipts]


def test_context_manager_yields_ledger_and_restores() -> None:
    assert guardrail.current_ledger() is None
    with guardrail.scope("req") as ledger:
        assert guardrail.current_ledger() is ledger
        ping(1)
    assert guardrail.current_ledger() is None
    assert ids(ledger) == [1] and ledger.name == "req" and len(ledger) == 1


def test_nested_scopes_inner_visible_to_outer_not_reverse() -> None:
    with guardrail.scope() as outer:
        ping(1)
        with guardrail.scope() as inner:
            ping(2)
            with guardrail.scope() as innermost:
                ping(3)
        ping(4)
    assert ids(outer) == [1, 2, 3, 4]
    assert ids(inner) == [2, 3]
    assert ids(innermost) == [3]


def test_exception_inside_scope_restores_context() -> None:
    with pytest.raises(ZeroDivisionError), guardrail.scope():
        ping(1)
        1 / 0  # noqa: B018
    assert guardrail.current_ledger() is None


def test_decorator_sync_gives_each_call_a_fresh_scope() -> None:
    seen: list[guardrail.Ledger] = []

    @guardrail.scope
    def handler(n: int) -> int:
        ledger = guardrail.current_ledger()
        assert ledger is not None
        seen.append(ledger)
        ping(n)
        return len(ledger)

    assert handler(1) == 1
    assert handler(2) == 1
    assert seen[0] is not seen[1]
    assert ids(seen[0]) == [1] and ids(seen[1]) == [2]
    assert handler.__name__ == "handler"


async def test_decorator_async_with_name() -> None:
    @guardrail.scope("named")
    async def handler(n: int) -> guardrail.Ledger:
        await aping(n)
        ledger = guardrail.current_ledger()
        assert ledger is not None
        return ledger

    ledger = await handler(5)
    assert ids(ledger) == [5] and ledger.name == "named"


async def test_async_with() -> None:
    async with guardrail.scope() as ledger:
        await aping(1)
    assert ids(ledger) == [1]


async def test_gather_create_task_taskgroup_to_thread_land_in_starting_scope() -> None:
    async with guardrail.scope() as ledger:
        await asyncio.gather(aping(1), aping(2))
        await asyncio.create_task(aping(3))
        if sys.version_info >= (3, 11):
            async with asyncio.TaskGroup() as tg:
                tg.create_task(aping(4))
        else:  # pragma: no cover
            await aping(4)
        await asyncio.to_thread(ping, 5)
    assert sorted(ids(ledger)) == [1, 2, 3, 4, 5]


async def test_thousand_concurrent_requests_have_no_cross_talk() -> None:
    async def request(n: int) -> tuple[int, list[int]]:
        async with guardrail.scope() as ledger:
            for _ in range(random.randint(1, 3)):
                await aping(n)
                await asyncio.sleep(0)
            await asyncio.to_thread(ping, n) if n % 50 == 0 else None
        return n, ids(ledger)

    results = await asyncio.gather(*(request(n) for n in range(1000)))
    for n, seen in results:
        assert seen and set(seen) == {n}


def test_plain_threads_do_not_inherit_scope_but_bind_does() -> None:
    with guardrail.scope() as ledger, ThreadPoolExecutor(max_workers=4) as pool:
        list(pool.map(ping, [1, 2]))  # unbound: context not copied
        assert ids(ledger) == []
        list(pool.map(guardrail.bind(ping), range(10, 30)))
    assert sorted(ids(ledger)) == list(range(10, 30))


def test_bound_function_runs_concurrently_in_many_threads() -> None:
    barrier = threading.Barrier(4)

    def work(n: int) -> int:
        barrier.wait(timeout=10)  # all four are inside the bound call at once
        ping(n)
        return n

    with guardrail.scope() as ledger:
        bound = guardrail.bind(work)
        threads = [threading.Thread(target=bound, args=(n,)) for n in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    assert sorted(ids(ledger)) == [0, 1, 2, 3]


def test_threads_each_with_own_scope_are_isolated() -> None:
    results: dict[int, list[int]] = {}

    def request(n: int) -> None:
        with guardrail.scope() as ledger:
            for _ in range(20):
                ping(n)
        results[n] = ids(ledger)

    threads = [threading.Thread(target=request, args=(n,)) for n in range(16)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(seen == [n] * 20 for n, seen in results.items()) and len(results) == 16


def test_max_receipts_bound_counts_drops_and_warns_once(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="guardrail"):
        with guardrail.scope("small", max_receipts=3) as ledger:
            for n in range(5):
                ping(n)
    assert ids(ledger) == [0, 1, 2]
    assert ledger.dropped == 2
    warnings = [r for r in caplog.records if "max_receipts" in r.getMessage()]
    assert len(warnings) == 1


def test_unbounded_scope() -> None:
    with guardrail.scope(max_receipts=None) as ledger:
        for n in range(12_000):
            ping(n)
    assert len(ledger) == 12_000 and ledger.dropped == 0


def test_ledger_helpers() -> None:
    @guardrail.tool(registry=reg, name="failing_for_ledger_test")
    def failing() -> dict[str, bool]:
        return {"success": False}

    with guardrail.scope() as ledger:
        ping(1)
        failing()
    assert ledger.succeeded("ping") and not ledger.succeeded("failing_for_ledger_test")
    assert [r.tool for r in ledger.for_tool("failing_for_ledger_test")] == [
        "failing_for_ledger_test"
    ]
    assert [r.tool for r in ledger] == ["ping", "failing_for_ledger_test"]
    assert "receipts=2" in repr(ledger)


def test_ledger_records_only_receipts() -> None:
    ledger = guardrail.Ledger()
    with pytest.raises(TypeError, match=r"only guardrail\.Receipt"):
        ledger.record({"tool": "ping", "ok": True})  # type: ignore[arg-type]


def test_scope_name_must_be_string() -> None:
    with pytest.raises(TypeError, match="scope name must be a string"):
        guardrail.scope(42)  # type: ignore[call-overload]
