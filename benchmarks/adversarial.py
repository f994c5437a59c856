"""Adversarial linearity: ``check()`` on text crafted around the claim
detector's patterns (one unpunctuated run of past-tense claims, unclosed
quotes and code fences, thousands of CamelCase tool-like names, deep
markdown nesting, unclosed brackets), at 1 MB and at 100 KB.

Reports check() time against a linear scan of the same text
(``len(text.split())``) and the 1 MB / 100 KB ratio (10x when linear). Each
size runs in its own subprocess with a time limit, so a superlinear case
shows up as a lower bound instead of stalling the run.
"""

from __future__ import annotations

import argparse
import gc
import json
import subprocess
import sys
from typing import Any

from ._util import Row, analysed_chars, clock, ratio_row, run_child, time_once

GROUP = "adversarial"
TOOLS = 100


def measure(size: int, repeats: int) -> dict[str, Any]:
    import guardrail

    from ._corpus import make_adversarial, make_tools
    from .check import build_registry, receipts_for

    tools = make_tools(TOOLS)
    reg = build_registry(tools, "bench-adversarial")
    reg.lexicon()
    receipts = receipts_for(10, tools[:10])
    text = make_adversarial(size, tools)
    guardrail.check("Deleted: Read book", registry=reg, receipts=receipts)  # warm up
    gc.collect()
    gc.freeze()
    check_ns: list[int] = []
    split_ns: list[int] = []
    findings = 0
    last_end = 0
    for _ in range(repeats):
        split_ns.append(time_once(text.split))
        t0 = clock()
        report = guardrail.check(text, registry=reg, receipts=receipts)
        check_ns.append(clock() - t0)
        found: list[Any] = [*report.violations, *report.backed]
        findings = len(found)
        last_end = max((f.end for f in found), default=0)
    for _ in range(20):
        split_ns.append(time_once(text.split))
    return {
        "size": len(text.encode("utf-8")),
        "chars": len(text),
        "check_ns": min(check_ns),
        "split_ns": min(split_ns),
        "findings": findings,
        "last_finding_end": last_end,
        "complete": True,
    }


def _measure_in_child(size: int, repeats: int, limit: float) -> dict[str, Any]:
    try:
        data: dict[str, Any] = run_child(
            "benchmarks.adversarial",
            "--child",
            "--size",
            str(size),
            "--repeats",
            str(repeats),
            timeout=limit,
        )
        return data
    except subprocess.TimeoutExpired:
        return {"size": size, "check_ns": int(limit * 1e9), "split_ns": None,
                "findings": None, "complete": False}


def _label(size: int) -> str:
    return f"{size // 1_000_000} MB" if size >= 1_000_000 else f"{size // 1000} KB"


def run(quick: bool = False) -> list[Row]:
    limit = 60.0 if quick else 30.0
    # (small, big) pairs: 100 KB -> 1 MB, and a pair that stays under the
    # engine's cap on analysed text, so the ratio shows the engine's own
    # growth even when the big reply is cut short
    cap = analysed_chars()
    under = min(200_000, (cap // 10_000) * 10_000 if cap else 200_000)
    pairs = [(10_000, 100_000)] if quick else [(100_000, 1_000_000), (under // 10, under)]
    rows: list[Row] = []
    cache: dict[int, dict[str, Any]] = {}
    for small, big in pairs:
        for size in (small, big):
            if size not in cache:
                cache[size] = _measure_in_child(size, 1 if quick or size > 200_000 else 3, limit)
        s, b = cache[small], cache[big]
        split_ns = b["split_ns"]
        if split_ns is None:  # the check timed out; time the scan here
            from ._corpus import make_adversarial, make_tools

            text = make_adversarial(big, make_tools(TOOLS))
            split_ns = min(time_once(text.split) for _ in range(20))
        bound = "" if b["complete"] else f" (lower bound: stopped after {limit:g} s)"
        capped = cap is not None and big > cap
        note = (
            f"check() analyses only the first {cap:,} characters of a reply"
            if capped
            else f"linear is {big // small}x"
        )
        if (small, big) == pairs[0]:
            rows.append(
                ratio_row(
                    GROUP,
                    f"check() {_label(big)} adversarial reply vs len(text.split()){bound}",
                    b["check_ns"],
                    split_ns,
                    "ns",
                    "str.split scan",
                    note=note if capped else "",
                    extra={"big": b, "small": s, "analysed_chars": cap},
                )
            )
        rows.append(
            ratio_row(
                GROUP,
                f"check() {_label(big)} vs {_label(small)} adversarial reply{bound}",
                b["check_ns"],
                s["check_ns"],
                "ns",
                _label(small),
                max_ratio=1.2 * big / small,
                note=note,
                extra={"big": b, "small": s, "analysed_chars": cap},
            )
        )
    return rows


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.adversarial")
    parser.add_argument("--child", action="store_true", required=True)
    parser.add_argument("--size", type=int, required=True)
    parser.add_argument("--repeats", type=int, default=1)
    ns = parser.parse_args(argv)
    sys.stdout.write(json.dumps(measure(ns.size, ns.repeats)) + "\n")


if __name__ == "__main__":
    main()
