"""``python -m benchmarks``: run the benchmark groups and print the results.

Options:
    --quick        a seconds-long smoke version (smaller inputs, fewer runs)
    --json PATH    also write machine-readable results to PATH ("-" for stdout)
    --only NAME    run one group (repeatable): calls, check, import, memory,
                   concurrency, adversarial
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
import traceback
from collections.abc import Callable
from typing import Any

from . import adversarial, calls, check, concurrency, imports, memory
from ._util import Row, table

GROUPS: dict[str, Callable[[bool], list[Row]]] = {
    "calls": calls.run,
    "check": check.run,
    "import": imports.run,
    "memory": memory.run,
    "concurrency": concurrency.run,
    "adversarial": adversarial.run,
}


def _versions() -> dict[str, str]:
    from importlib import metadata

    out = {"python": platform.python_version(), "platform": platform.platform()}
    for dist in ("guardrail-receipts", "opentelemetry-api", "opentelemetry-sdk", "wrapt",
                 "pydantic"):
        try:
            out[dist] = metadata.version(dist)
        except metadata.PackageNotFoundError:
            out[dist] = "not installed"
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="seconds-long smoke run")
    parser.add_argument("--json", metavar="PATH", help="write results as JSON ('-': stdout)")
    parser.add_argument("--only", metavar="NAME", action="append", choices=list(GROUPS),
                        help="run only this group (repeatable)")
    ns = parser.parse_args(argv)
    selected = ns.only or list(GROUPS)

    started = time.perf_counter()
    results: dict[str, Any] = {}
    rows: list[Row] = []
    failed = False
    for name in selected:
        t0 = time.perf_counter()
        print(f"[{name}] running...", file=sys.stderr, flush=True)
        try:
            group_rows = GROUPS[name](ns.quick)
        except Exception:
            failed = True
            results[name] = {"status": "error", "error": traceback.format_exc(), "rows": []}
            print(traceback.format_exc(), file=sys.stderr)
            continue
        rows.extend(group_rows)
        results[name] = {
            "status": "ok",
            "seconds": round(time.perf_counter() - t0, 2),
            "rows": [r.to_dict() for r in group_rows],
        }
        print(f"[{name}] done in {time.perf_counter() - t0:.1f} s", file=sys.stderr, flush=True)

    out = sys.stdout if ns.json != "-" else sys.stderr
    print(table(rows), file=out)
    targets = [r for r in rows if r.met is not None]
    met = sum(1 for r in targets if r.met)
    print(f"\n{met} of {len(targets)} targets met; "
          f"{time.perf_counter() - started:.0f} s{' (quick)' if ns.quick else ''}.", file=out)
    for r in rows:
        if r.group == "import" and "breakdown" in r.extra:
            print("\nimport guardrail, modules beyond the dependencies (min of runs, µs):",
                  file=out)
            for m in r.extra["breakdown"]:
                print(f"  {m['cumulative_us']:>8} cumulative {m['self_us']:>8} self  "
                      f"{'  ' * m['depth']}{m['module']}", file=out)

    if ns.json:
        doc = {
            "quick": ns.quick,
            "seconds": round(time.perf_counter() - started, 2),
            "environment": _versions(),
            "groups": results,
            "targets": {"total": len(targets), "met": met},
        }
        text = json.dumps(doc, indent=2, default=str)
        if ns.json == "-":
            sys.stdout.write(text + "\n")
        else:
            with open(ns.json, "w", encoding="utf-8") as fh:
                fh.write(text + "\n")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
