"""Cost of ``check()`` / ``finalize()`` against reply length, number of
registered tools and number of receipts.

Each sweep varies one dimension around a middle point (2 KB reply, 100
tools, 10 receipts); the variants of a sweep are timed interleaved. The
tool sets are prefixes of one generated set of 10,000 tools and the reply is
the same text for every tool count, so only the dimension under test
changes. The lexicon is compiled before timing (it is compiled once per
registry version); compile time and registration time are reported apart.
"""

from __future__ import annotations

import gc
from typing import Any

import guardrail
from guardrail import Receipt, Registry

from ._corpus import ToolDef, make_records, make_reply, make_tools
from ._util import Row, analysed_chars, best, clock, interleaved_each, ratio_row

GROUP = "check"
MIDDLE_TOOLS = 100
MIDDLE_SIZE = 2_000
MIDDLE_RECEIPTS = 10


def build_registry(tools: list[ToolDef], name: str = "bench") -> Registry:
    """A registry of *tools*, registered one by one through the public API."""
    reg = Registry(name)
    for t in tools:
        reg.register_spec(t.name, t.description, parameters=t.parameters)
    return reg


def receipts_for(k: int, tools: list[ToolDef]) -> list[Receipt]:
    return [Receipt.from_record(r, index=i) for i, r in enumerate(make_records(k, tools))]


def _runner(
    text: str, reg: Registry, receipts: list[Receipt], *, finalize: bool = False
) -> Any:
    def run(n: int) -> int:
        t0 = clock()
        if finalize:
            for _ in range(n):
                guardrail.finalize(text, on_violation="redact", registry=reg, receipts=receipts)
        else:
            for _ in range(n):
                guardrail.check(text, registry=reg, receipts=receipts)
        return clock() - t0

    return run


def _compile_ns(reg: Registry) -> int:
    t0 = clock()
    reg.lexicon()
    return clock() - t0


def run(quick: bool = False) -> list[Row]:
    target_ns = 3_000_000 if quick else 40_000_000
    repeats = 3 if quick else 5
    tool_counts = (10, 100, 1_000) if quick else (10, 100, 1_000, 10_000)
    sizes = (200, 2_000, 20_000) if quick else (200, 2_000, 20_000, 200_000)
    receipt_counts = (0, 10, 1_000)

    all_tools = make_tools(max(tool_counts))
    common = all_tools[:10]  # the tools every registry has; the replies talk about them
    rows: list[Row] = []

    registries: dict[int, Registry] = {}
    compile_ns: dict[int, int] = {}
    for n in tool_counts:
        registries[n] = build_registry(all_tools[:n], f"bench-{n}")
        compile_ns[n] = _compile_ns(registries[n])
    middle = registries[MIDDLE_TOOLS]
    receipts = receipts_for(MIDDLE_RECEIPTS, common)
    reply = make_reply(MIDDLE_SIZE, common)
    report = guardrail.check(reply, registry=middle, receipts=receipts)
    shape = {"violations": len(report.violations), "backed": len(report.backed)}
    # Keep the registries built above (10,000 tools and their lexicons) out of
    # the collector's full passes, which would otherwise charge their size to
    # whichever check happens to trigger one.
    gc.collect()
    gc.freeze()
    try:
        rows.extend(_sweeps(target_ns, repeats, tool_counts, sizes, receipt_counts,
                            registries, compile_ns, middle, receipts, reply, common, shape))
    finally:
        gc.unfreeze()
    rows.extend(_registration(quick, all_tools))
    return rows


def _sweeps(
    target_ns: int,
    repeats: int,
    tool_counts: tuple[int, ...],
    sizes: tuple[int, ...],
    receipt_counts: tuple[int, ...],
    registries: dict[int, Registry],
    compile_ns: dict[int, int],
    middle: Registry,
    receipts: list[Receipt],
    reply: str,
    common: list[ToolDef],
    shape: dict[str, int],
) -> list[Row]:
    rows: list[Row] = []

    # --- number of registered tools ------------------------------------------
    samples = interleaved_each(
        {str(n): _runner(reply, registries[n], receipts) for n in tool_counts},
        target_ns,
        repeats,
    )
    by_tools = {n: best(samples[str(n)]) for n in tool_counts}
    rows.append(
        ratio_row(
            GROUP,
            "check() 2 KB reply, 1,000 tools vs 10 tools",
            by_tools[1_000],
            by_tools[10],
            "ns",
            "10 tools",
            max_ratio=1.5,
            extra={"per_tool_count_ns": by_tools, "claims": shape},
        )
    )
    if 10_000 in by_tools:
        rows.append(
            ratio_row(
                GROUP,
                "check() 2 KB reply, 10,000 tools vs 10 tools",
                by_tools[10_000],
                by_tools[10],
                "ns",
                "10 tools",
                extra={"per_tool_count_ns": by_tools},
            )
        )
    for n in tool_counts:
        rows.append(
            ratio_row(
                GROUP,
                f"lexicon compile, {n:,} tools (once per registry change)",
                compile_ns[n],
                by_tools[n],
                "ns",
                "one 2 KB check",
            )
        )

    # --- reply length ------------------------------------------------------------
    replies = {size: make_reply(size, common) for size in sizes}
    samples = interleaved_each(
        {str(s): _runner(replies[s], middle, receipts) for s in sizes}, target_ns, repeats
    )
    by_size = {s: best(samples[str(s)]) for s in sizes}
    largest = max(sizes)
    per_byte = {s: by_size[s] / len(replies[s].encode()) for s in sizes}
    # the engine may read only a prefix of a long reply: compare the cost per
    # character it actually analyses too, or a cap would pass for linearity
    cap = analysed_chars()
    analysed = {s: min(len(replies[s]), cap) if cap else len(replies[s]) for s in sizes}
    per_char = {s: by_size[s] / analysed[s] for s in sizes}
    capped = analysed[largest] < len(replies[largest])
    rows.append(
        ratio_row(
            GROUP,
            f"check() {largest // 1000} KB reply vs 2 KB reply, {MIDDLE_TOOLS} tools",
            by_size[largest],
            by_size[2_000],
            "ns",
            "2 KB reply",
            max_ratio=1.2 * largest / 2_000,
            note=f"linear is {largest // 2_000}x"
            + (f"; only the first {cap:,} characters are analysed" if capped else ""),
            extra={"per_size_ns": by_size, "ns_per_byte": per_byte, "analysed_chars": analysed},
        )
    )
    rows.append(
        ratio_row(
            GROUP,
            f"check() cost per analysed character, {largest // 1000} KB vs 2 KB reply",
            per_char[largest],
            per_char[2_000],
            "ns",
            "2 KB reply",
            max_ratio=1.2,
            note="the same linearity bound, per character the engine reads",
            extra={"ns_per_analysed_char": per_char},
        )
    )
    for s in sizes:
        if s in (2_000, largest):
            continue
        rows.append(
            ratio_row(
                GROUP,
                f"check() {s:,} B reply vs 2 KB reply",
                by_size[s],
                by_size[2_000],
                "ns",
                "2 KB reply",
                note=f"linear is {s / 2_000:g}x",
            )
        )

    # --- number of receipts ------------------------------------------------------
    receipt_sets = {k: receipts_for(k, common) for k in receipt_counts}
    samples = interleaved_each(
        {str(k): _runner(reply, middle, receipt_sets[k]) for k in receipt_counts},
        target_ns,
        repeats,
    )
    by_receipts = {k: best(samples[str(k)]) for k in receipt_counts}
    for k in receipt_counts:
        if k == 0:
            continue
        rows.append(
            ratio_row(
                GROUP,
                f"check() 2 KB reply, {k:,} receipts vs none",
                by_receipts[k],
                by_receipts[0],
                "ns",
                "0 receipts",
                extra={"per_receipt_count_ns": by_receipts},
            )
        )

    # --- finalize ----------------------------------------------------------------
    fin: dict[int, float] = {}
    for size in (2_000, largest):
        samples = interleaved_each(
            {
                "check": _runner(replies[size], middle, receipts),
                "finalize": _runner(replies[size], middle, receipts, finalize=True),
            },
            target_ns,
            repeats,
        )
        fin[size] = best(samples["finalize"])
        rows.append(
            ratio_row(
                GROUP,
                f"finalize(on_violation='redact') {size // 1000} KB reply vs check()",
                fin[size],
                best(samples["check"]),
                "ns",
                "check()",
            )
        )
    rows.append(
        ratio_row(
            GROUP,
            f"finalize(on_violation='redact') {largest // 1000} KB reply vs 2 KB reply",
            fin[largest],
            fin[2_000],
            "ns",
            "2 KB reply",
            note=f"linear is {largest // 2_000}x",
        )
    )

    return rows


def _registration(quick: bool, all_tools: list[ToolDef]) -> list[Row]:
    """Registering tools one at a time through the public API."""
    small, large = (50, 200) if quick else (250, 1_000)
    reg_ns: dict[int, int] = {}
    for n in (small, large):
        reg = Registry(f"register-{n}")
        t0 = clock()
        for t in all_tools[:n]:
            reg.register_spec(t.name, t.description, parameters=t.parameters)
        reg_ns[n] = clock() - t0
    return [
        ratio_row(
            GROUP,
            f"register_spec() x{large:,} vs x{small:,} (one at a time)",
            reg_ns[large],
            reg_ns[small],
            "ns",
            f"{small:,} tools",
            note=f"linear is {large // small}x",
        )
    ]
