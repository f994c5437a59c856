"""Memory: bytes retained per receipt (tracemalloc), and the peak memory of
one scope holding 100,000 receipts (``scope(max_receipts=None)``).

Runs in a fresh subprocess (``python -m benchmarks.memory --child``) with
no tracer provider, so the numbers are the receipts' own. The tool takes
and returns objects that exist before the call, so what is retained is what
guardrail keeps: the receipt, its call id, the argument tuple and keyword
dict of the call, and the ledger's list slot.
"""

from __future__ import annotations

import argparse
import gc
import json
import sys
import tracemalloc
from typing import Any

from ._util import Row, ratio_row, run_child

GROUP = "memory"


def _rss_kib() -> int:
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    import resource

    return int(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)


def measure(quick: bool) -> dict[str, Any]:
    import guardrail

    reg = guardrail.Registry("bench-memory")
    result = {"success": True, "status": "shipped"}

    @guardrail.tool(registry=reg)
    def lookup_order(order_id: str, include_items: bool = False) -> dict[str, Any]:
        """Look up an order by id."""
        return result

    order_id = "A-1001"
    n_small = 2_000 if quick else 20_000
    n_big = 10_000 if quick else 100_000

    # warm up every code path and cache first
    with guardrail.scope(max_receipts=None):
        for _ in range(100):
            lookup_order(order_id, include_items=True)

    # 1. bytes per receipt, in a scope of n_small receipts
    gc.collect()
    tracemalloc.start()
    with guardrail.scope(max_receipts=None) as ledger:
        before = tracemalloc.get_traced_memory()[0]
        for _ in range(n_small):
            lookup_order(order_id, include_items=True)
        gc.collect()
        after = tracemalloc.get_traced_memory()[0]
        assert len(ledger) == n_small
    tracemalloc.stop()
    per_receipt = (after - before) / n_small

    # the same calls without guardrail, keeping only what a minimal record
    # (a tuple of name, args, kwargs, result) would hold
    def plain(order_id: str, include_items: bool = False) -> dict[str, Any]:
        return result

    def plain_record(*args: Any, **kwargs: Any) -> tuple[Any, ...]:
        return ("lookup_order", args, kwargs, plain(*args, **kwargs))

    gc.collect()
    tracemalloc.start()
    kept: list[tuple[Any, ...]] = []
    before = tracemalloc.get_traced_memory()[0]
    for _ in range(n_small):
        kept.append(plain_record(order_id, include_items=True))
    gc.collect()
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    per_tuple = (after - before) / n_small
    del kept

    # 2. one scope holding n_big receipts: tracemalloc peak and RSS growth
    gc.collect()
    rss0 = _rss_kib()
    with guardrail.scope(max_receipts=None) as ledger:
        for _ in range(n_big):
            lookup_order(order_id, include_items=True)
        rss1 = _rss_kib()
        held = len(ledger)
    gc.collect()
    tracemalloc.start()
    with guardrail.scope(max_receipts=None) as ledger:
        for _ in range(n_big):
            lookup_order(order_id, include_items=True)
        _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return {
        "per_receipt": per_receipt,
        "per_tuple": per_tuple,
        "n_small": n_small,
        "n_big": n_big,
        "held": held,
        "peak": peak,
        "rss_growth": (rss1 - rss0) * 1024,
    }


def run(quick: bool = False) -> list[Row]:
    data = run_child("benchmarks.memory", "--child", *(["--quick"] if quick else []))
    n_big = data["n_big"]
    return [
        ratio_row(
            GROUP,
            "bytes retained per receipt (tracemalloc)",
            data["per_receipt"],
            data["per_tuple"],
            "B",
            "(name, args, kwargs, result) tuple",
            note="receipt, call id, argument tuple and kwargs dict, list slot",
            extra=data,
        ),
        ratio_row(
            GROUP,
            f"peak traced memory, one scope holding {n_big:,} receipts",
            data["peak"],
            data["per_tuple"] * n_big,
            "B",
            f"{n_big:,} tuples",
            extra={"rss_growth_bytes": data["rss_growth"], "held": data["held"]},
        ),
        ratio_row(
            GROUP,
            f"RSS growth, one scope holding {n_big:,} receipts",
            data["rss_growth"],
            data["per_tuple"] * n_big,
            "B",
            f"{n_big:,} tuples",
        ),
    ]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.memory")
    parser.add_argument("--child", action="store_true", required=True)
    parser.add_argument("--quick", action="store_true")
    ns = parser.parse_args(argv)
    sys.stdout.write(json.dumps(measure(ns.quick)) + "\n")


if __name__ == "__main__":
    main()
