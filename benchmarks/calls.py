"""Per-call overhead of a guarded tool.

The global tracer provider can be set once per process, so every
configuration runs in its own subprocess (``python -m benchmarks.calls
--config NAME``), which prints its rows as JSON:

* ``api``: only the OpenTelemetry API, no provider configured. The baseline is
  a hand-written wrapper opening a (no-op) span through the API; guardrail
  should record its receipt without paying for that span.
* ``simple``: SDK provider, in-memory exporter behind a SimpleSpanProcessor.
* ``batch``: SDK provider, in-memory exporter behind a BatchSpanProcessor.

Each configuration times, interleaved and in the same process: the bare
function; a hand-written wrapper that opens the same span as guardrail's
``execute_tool`` span (name, kind, GenAI attributes, outcome attribute and
the SHA-256 digests of arguments and result) on the same provider with the
idiomatic ``start_as_current_span``; the same wrapper without the digests;
and the guarded tool inside a scope and outside any scope; sync and async.
Ratios compare *overheads* (per-call time minus the bare call's), which is
stricter than comparing totals. Times are process CPU time, many short
samples interleaved, minimum kept.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import hashlib
import itertools
import json
import sys
from collections.abc import Callable
from typing import Any

from ._util import Row, best, calibrate, clock, interleaved, interleaved_async, ratio_row, run_child

GROUP = "calls"
CONFIGS = {
    "api": "API only",
    "simple": "SDK+SimpleSpanProcessor",
    "batch": "SDK+BatchSpanProcessor",
}
TOOL_NAME = "lookup_order"
TOOL_DESCRIPTION = "Look up an order by id and return its status and items."


def _install(config: str) -> Any:
    """Configure the global provider for *config*; return the exporter."""
    if config == "api":
        return None
    from opentelemetry import trace
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor, SimpleSpanProcessor
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    if config == "simple":
        provider.add_span_processor(SimpleSpanProcessor(exporter))
    else:
        provider.add_span_processor(BatchSpanProcessor(exporter))
    trace.set_tracer_provider(provider)
    return exporter


def _handwritten(
    func: Callable[..., Any], *, hashes: bool, is_async: bool
) -> Callable[..., Any]:
    """What an engineer would write by hand: a span with the GenAI
    ``execute_tool`` attributes around the call, and an outcome attribute."""
    from opentelemetry import trace
    from opentelemetry.trace import SpanKind

    tracer = trace.get_tracer("handwritten")
    counter = itertools.count(1)
    span_name = f"execute_tool {TOOL_NAME}"

    def digest(value: Any) -> str:
        text = json.dumps(value, sort_keys=True, separators=(",", ":"), default=str)
        return hashlib.sha256(text.encode()).hexdigest()

    def start_attrs() -> dict[str, Any]:
        return {
            "gen_ai.operation.name": "execute_tool",
            "gen_ai.tool.name": TOOL_NAME,
            "gen_ai.tool.call.id": f"call_{next(counter):x}",
            "gen_ai.tool.type": "function",
            "gen_ai.tool.description": TOOL_DESCRIPTION,
        }

    def end_attrs(span: Any, args: tuple[Any, ...], kwargs: dict[str, Any], result: Any) -> None:
        if hashes:
            span.set_attributes(
                {
                    "guardrail.receipt.ok": True,
                    "guardrail.receipt.arguments_sha256": digest([args, kwargs]),
                    "guardrail.receipt.result_sha256": digest(result),
                }
            )
        else:
            span.set_attribute("guardrail.receipt.ok", True)

    if is_async:

        async def awrapper(*args: Any, **kwargs: Any) -> Any:
            with tracer.start_as_current_span(
                span_name, kind=SpanKind.INTERNAL, attributes=start_attrs()
            ) as span:
                result = await func(*args, **kwargs)
                end_attrs(span, args, kwargs, result)
                return result

        return awrapper

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        with tracer.start_as_current_span(
            span_name, kind=SpanKind.INTERNAL, attributes=start_attrs()
        ) as span:
            result = func(*args, **kwargs)
            end_attrs(span, args, kwargs, result)
            return result

    return wrapper


def _sync_runner(fn: Callable[..., Any], after: Callable[[], None], scoped: bool) -> Any:
    import guardrail

    def run(n: int) -> int:
        with guardrail.scope(max_receipts=None) if scoped else contextlib.nullcontext():
            t0 = clock()
            for _ in range(n):
                fn("A-1001", include_items=True)
            elapsed = clock() - t0
        after()
        return elapsed

    return run


def _async_runner(fn: Callable[..., Any], after: Callable[[], None], scoped: bool) -> Any:
    import guardrail

    async def run(n: int) -> int:
        with guardrail.scope(max_receipts=None) if scoped else contextlib.nullcontext():
            t0 = clock()
            for _ in range(n):
                await fn("A-1001", include_items=True)
            elapsed = clock() - t0
        after()
        return elapsed

    return run


def measure(config: str, quick: bool) -> list[Row]:
    """Run in a fresh process: time every variant under *config*."""
    exporter = _install(config)
    import guardrail

    def lookup_order(order_id: str, include_items: bool = False) -> dict[str, Any]:
        return {"success": True, "order_id": order_id, "status": "shipped"}

    async def fetch_order(order_id: str, include_items: bool = False) -> dict[str, Any]:
        return {"success": True, "order_id": order_id, "status": "shipped"}

    reg = guardrail.Registry("bench-calls")
    guarded = guardrail.tool(name=TOOL_NAME, description=TOOL_DESCRIPTION, registry=reg)(
        lookup_order
    )
    aguarded = guardrail.tool(name="fetch_order", description=TOOL_DESCRIPTION, registry=reg)(
        fetch_order
    )

    def after() -> None:
        if exporter is not None:
            exporter.clear()

    # many short interleaved samples: on a busy machine the minimum of many
    # short samples is steadier than a few long ones
    target_ns = 1_000_000 if quick else 2_000_000
    repeats = 5 if quick else 61
    label = CONFIGS[config]
    rows: list[Row] = []

    span = _handwritten(lookup_order, hashes=False, is_async=False)
    sync_runners = {
        "bare": _sync_runner(lookup_order, after, False),
        "span": _sync_runner(span, after, False),
        "span+hash": _sync_runner(
            _handwritten(lookup_order, hashes=True, is_async=False), after, False
        ),
        "guarded": _sync_runner(guarded, after, True),
        "guarded-unscoped": _sync_runner(guarded, after, False),
    }
    for warm in sync_runners.values():
        warm(200)
    gc.collect()
    gc.freeze()  # setup objects out of the collector's way; new garbage still counts
    n = calibrate(sync_runners["guarded"], target_ns)
    sync = {k: best(v) for k, v in interleaved(sync_runners, n, repeats).items()}

    async_runners = {
        "bare": _async_runner(fetch_order, after, False),
        "span": _async_runner(_handwritten(fetch_order, hashes=False, is_async=True), after, False),
        "span+hash": _async_runner(
            _handwritten(fetch_order, hashes=True, is_async=True), after, False
        ),
        "guarded": _async_runner(aguarded, after, True),
        "guarded-unscoped": _async_runner(aguarded, after, False),
    }
    loop = asyncio.new_event_loop()
    an = calibrate(lambda k: loop.run_until_complete(async_runners["guarded"](k)), target_ns)
    loop.close()
    asy = {k: best(v) for k, v in interleaved_async(async_runners, an, repeats).items()}

    for mode, t in (("sync", sync), ("async", asy)):
        bare = t["bare"]
        over = {k: v - bare for k, v in t.items()}
        extra = {f"{k}_ns": v for k, v in t.items()}
        if config == "api":
            rows.append(
                ratio_row(
                    GROUP,
                    f"{mode} {label}: guarded call in a scope vs no-op span wrapper",
                    over["guarded"],
                    over["span"],
                    "ns",
                    "API span wrapper",
                    max_ratio=0.5,
                    note="overheads over the bare call; the receipt is recorded, no span opened",
                    extra=extra,
                )
            )
            rows.append(
                ratio_row(
                    GROUP,
                    f"{mode} {label}: guarded call outside any scope vs no-op span wrapper",
                    over["guarded-unscoped"],
                    over["span"],
                    "ns",
                    "API span wrapper",
                    note="nothing records and no scope: the call goes straight through",
                    extra=extra,
                )
            )
        else:
            rows.append(
                ratio_row(
                    GROUP,
                    f"{mode} {label}: guarded call in a scope vs span wrapper",
                    over["guarded"],
                    over["span+hash"],
                    "ns",
                    "span wrapper",
                    max_ratio=1.3,
                    note="overheads over the bare call; the wrapper sets the same attributes "
                    "(GenAI attributes, outcome, SHA-256 of arguments and result)",
                    extra=extra,
                )
            )
            rows.append(
                ratio_row(
                    GROUP,
                    f"{mode} {label}: guarded call in a scope vs span wrapper without hashes",
                    over["guarded"],
                    over["span"],
                    "ns",
                    "span wrapper, no hashes",
                    note="the wrapper sets the GenAI attributes and outcome but no digests",
                    extra=extra,
                )
            )
        rows.append(
            ratio_row(
                GROUP,
                f"{mode} {label}: guarded call in a scope vs bare call (totals)",
                t["guarded"],
                bare,
                "ns",
                "bare call",
                extra=extra,
            )
        )
    return rows


def run(quick: bool = False) -> list[Row]:
    """Driver: one subprocess per configuration."""
    rows: list[Row] = []
    for config in CONFIGS:
        args = ["--config", config] + (["--quick"] if quick else [])
        data = run_child("benchmarks.calls", *args)
        rows.extend(Row.from_dict(d) for d in data)
    return rows


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.calls")
    parser.add_argument("--config", choices=list(CONFIGS), required=True)
    parser.add_argument("--quick", action="store_true")
    ns = parser.parse_args(argv)
    rows = measure(ns.config, ns.quick)
    sys.stdout.write(json.dumps([r.to_dict() for r in rows]) + "\n")


if __name__ == "__main__":
    main()
