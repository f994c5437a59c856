"""Timing helpers, result rows and the results table.

Timings on a shared machine are noisy, so every figure here is a ratio
against a baseline measured in the same process, with the variants
interleaved (A B C A B C ...) and the minimum (and median) of several
repetitions kept.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import os
import subprocess
import sys
from collections.abc import Awaitable, Callable, Mapping, Sequence
from pathlib import Path
from time import process_time_ns
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

#: The clock every measurement uses: CPU time of the whole process (all its
#: threads, so a BatchSpanProcessor's worker counts). On a shared machine it
#: leaves out the time the process waits for a core, which wall-clock time
#: would add at random.
clock = process_time_ns

#: A loop runner: runs its workload *n* times and returns the elapsed nanoseconds.
Runner = Callable[[int], int]
AsyncRunner = Callable[[int], Awaitable[int]]


@dataclasses.dataclass
class Row:
    """One line of the results table.

    ``value`` and ``baseline`` are in ``unit``; ``ratio`` is value / baseline
    unless the row says otherwise in ``note``. ``target`` is a human-readable
    bound on the ratio (``"<= 1.3"``) and ``met`` whether it holds; rows
    without a target are informational.
    """

    group: str
    name: str
    value: float
    unit: str
    baseline: float | None = None
    baseline_name: str = ""
    ratio: float | None = None
    target: str = ""
    met: bool | None = None
    note: str = ""
    extra: dict[str, Any] = dataclasses.field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Row:
        fields = {f.name for f in dataclasses.fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in fields})


def ratio_row(
    group: str,
    name: str,
    value: float,
    baseline: float,
    unit: str,
    baseline_name: str,
    *,
    max_ratio: float | None = None,
    note: str = "",
    extra: dict[str, Any] | None = None,
) -> Row:
    """A row whose ratio is ``value / baseline``, checked against *max_ratio*."""
    ratio = value / baseline if baseline else float("inf")
    return Row(
        group,
        name,
        value,
        unit,
        baseline,
        baseline_name,
        ratio,
        f"<= {max_ratio:g}" if max_ratio is not None else "",
        (ratio <= max_ratio) if max_ratio is not None else None,
        note,
        extra or {},
    )


# --- timing -------------------------------------------------------------------
def calibrate(run: Runner, target_ns: int, start: int = 1, cap: int = 5_000_000) -> int:
    """The iteration count for which one call of *run* takes about *target_ns*."""
    n = start
    while True:
        elapsed = run(n)
        if elapsed >= target_ns // 4 or n >= cap:
            break
        n *= 4
    per = max(elapsed, 1) / n
    return max(1, min(cap, int(target_ns / per)))


def interleaved(
    runners: Mapping[str, Runner], n: int | Mapping[str, int], repeats: int
) -> dict[str, list[float]]:
    """Per-iteration nanoseconds of every runner, *repeats* times, interleaved
    (the order rotates every round so no variant always runs first). *n* is
    one iteration count for all runners, or one per runner."""
    names = list(runners)
    counts = n if isinstance(n, Mapping) else dict.fromkeys(names, n)
    samples: dict[str, list[float]] = {k: [] for k in names}
    for rnd in range(repeats):
        shift = rnd % len(names)
        for name in names[shift:] + names[:shift]:
            samples[name].append(runners[name](counts[name]) / counts[name])
    return samples


def interleaved_async(
    runners: Mapping[str, AsyncRunner], n: int, repeats: int
) -> dict[str, list[float]]:
    """:func:`interleaved` for coroutine loop runners, on one event loop."""
    loop = asyncio.new_event_loop()
    try:
        sync = {
            name: (lambda k, r=r: loop.run_until_complete(r(k)))
            for name, r in runners.items()
        }
        return interleaved(sync, n, repeats)
    finally:
        loop.close()


def interleaved_each(
    runners: Mapping[str, Runner], target_ns: int, repeats: int
) -> dict[str, list[float]]:
    """Like :func:`interleaved`, but every runner gets its own iteration
    count (calibrated to about *target_ns* per measurement), for variants
    whose costs differ by orders of magnitude."""
    return interleaved(
        runners, {name: calibrate(r, target_ns) for name, r in runners.items()}, repeats
    )


def best(samples: Sequence[float]) -> float:
    """The statistic used for ratios: the minimum (the least disturbed run)."""
    return min(samples)


def time_once(fn: Callable[[], Any]) -> int:
    t0 = clock()
    fn()
    return clock() - t0


def analysed_chars() -> int | None:
    """How many characters of a reply the claim engine reads, if it caps them."""
    try:
        from guardrail import _claims
    except ImportError:
        return None
    limit = getattr(_claims, "_MAX_TEXT", None)
    return limit if isinstance(limit, int) else None


# --- subprocesses -----------------------------------------------------------------
def child_env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(
        p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p
    )
    env.pop("OTEL_TRACES_EXPORTER", None)
    env["PYTHONDONTWRITEBYTECODE"] = env.get("PYTHONDONTWRITEBYTECODE", "")
    return env


def run_child(module: str, *args: str, timeout: float = 300.0) -> Any:
    """Run ``python -m <module> <args>`` and parse the JSON it prints last."""
    proc = subprocess.run(
        [sys.executable, "-m", module, *args],
        cwd=ROOT,
        env=child_env(),
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
    if proc.returncode != 0:
        raise RuntimeError(
            f"{module} {' '.join(args)} exited with {proc.returncode}:\n{proc.stderr[-4000:]}"
        )
    lines = [ln for ln in proc.stdout.splitlines() if ln.strip()]
    return json.loads(lines[-1])


# --- output -----------------------------------------------------------------------
def fmt(value: float | None, unit: str = "") -> str:
    if value is None:
        return "-"
    if unit == "ns":
        if value >= 1e9:
            return f"{value / 1e9:.2f} s"
        if value >= 1e6:
            return f"{value / 1e6:.2f} ms"
        if value >= 1e3:
            return f"{value / 1e3:.2f} µs"
        return f"{value:.0f} ns"
    if unit == "B":
        if value >= 1 << 20:
            return f"{value / (1 << 20):.1f} MiB"
        if value >= 1 << 10:
            return f"{value / (1 << 10):.1f} KiB"
        return f"{value:.0f} B"
    if unit == "x":
        return f"{value:.2f}x"
    if abs(value) >= 1000:
        return f"{value:,.0f} {unit}".rstrip()
    return f"{value:.3g} {unit}".rstrip()


def table(rows: Sequence[Row]) -> str:
    """The results as a fixed-width text table."""
    head = ("group", "measurement", "value", "baseline", "ratio", "target", "met")
    body = []
    for r in rows:
        met = "-" if r.met is None else ("yes" if r.met else "NO")
        base = "-" if r.baseline is None else f"{fmt(r.baseline, r.unit)} ({r.baseline_name})"
        ratio = "-" if r.ratio is None else f"{r.ratio:.2f}"
        body.append((r.group, r.name, fmt(r.value, r.unit), base, ratio, r.target or "-", met))
    widths = [max(len(str(x)) for x in col) for col in zip(head, *body, strict=True)]
    lines = ["  ".join(str(c).ljust(w) for c, w in zip(head, widths, strict=True)).rstrip()]
    lines.append("  ".join("-" * w for w in widths))
    for line in body:
        lines.append("  ".join(str(c).ljust(w) for c, w in zip(line, widths, strict=True)).rstrip())
    return "\n".join(lines)
