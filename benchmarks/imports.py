"""Import time of ``import guardrail`` against its heavy dependencies alone
(``opentelemetry.trace``, ``pydantic`` and ``wrapt``), each in fresh
interpreters, alternating, several runs; ``-X importtime`` gives the
breakdown of what guardrail adds."""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from ._util import ROOT, Row, child_env, ratio_row

GROUP = "import"
BASELINE = "import opentelemetry.trace, pydantic, wrapt"
SUBJECT = "import guardrail"
_PROBE = (
    "import time as _t; _s = _t.process_time_ns(); {stmt}; "
    "print(_t.process_time_ns() - _s)"
)


# Bytecode caching on, in a private prefix, for both sides: an installed
# package imports from compiled bytecode, and a source checkout run with
# PYTHONDONTWRITEBYTECODE would otherwise compile guardrail (only) every time.
_PYCACHE = Path(tempfile.gettempdir()) / "guardrail-bench-pycache"


def _env() -> dict[str, str]:
    env = child_env()
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(_PYCACHE)
    return env


def _time_import(stmt: str) -> int:
    out = subprocess.run(
        [sys.executable, "-c", _PROBE.format(stmt=stmt)],
        cwd=ROOT,
        env=_env(),
        capture_output=True,
        text=True,
        check=True,
    )
    return int(out.stdout.strip().splitlines()[-1])


def breakdown(stmt: str = SUBJECT, top: int = 12, runs: int = 3) -> list[dict[str, Any]]:
    """Modules imported by *stmt* but not by the baseline, by cumulative
    time, from ``python -X importtime``."""

    def parse(code: str) -> dict[str, tuple[int, int, int]]:
        proc = subprocess.run(
            [sys.executable, "-X", "importtime", "-c", code],
            cwd=ROOT,
            env=_env(),
            capture_output=True,
            text=True,
            check=True,
        )
        mods: dict[str, tuple[int, int, int]] = {}
        for line in proc.stderr.splitlines():
            if not line.startswith("import time:") or "self [us]" in line:
                continue
            parts = line[len("import time:") :].split("|")
            if len(parts) != 3:
                continue
            name = parts[2]
            depth = (len(name) - len(name.lstrip())) // 2
            try:
                mods[name.strip()] = (int(parts[0]), int(parts[1]), depth)
            except ValueError:
                continue
        return mods

    def least(code: str) -> dict[str, tuple[int, int, int]]:
        # the minimum over a few runs, per module: -X importtime is noisy
        merged: dict[str, tuple[int, int, int]] = {}
        for _ in range(runs):
            for k, (s, c, d) in parse(code).items():
                old = merged.get(k)
                merged[k] = (s, c, d) if old is None else (min(old[0], s), min(old[1], c), d)
        return merged

    subject = least(stmt)
    base = least(BASELINE)
    extra = {k: v for k, v in subject.items() if k not in base}
    ranked = sorted(extra.items(), key=lambda kv: kv[1][1], reverse=True)
    self_total = sum(v[0] for v in extra.values())
    out = [
        {"module": k, "self_us": v[0], "cumulative_us": v[1], "depth": v[2]}
        for k, v in ranked[:top]
    ]
    out.append({"module": "(all modules not in the baseline, self time)", "self_us": self_total,
                "cumulative_us": self_total, "depth": 0})
    return out


def run(quick: bool = False) -> list[Row]:
    runs = 3 if quick else 9
    subject: list[int] = []
    base: list[int] = []
    _time_import(SUBJECT)  # warm the file-system and bytecode caches
    _time_import(BASELINE)
    for i in range(runs):
        order = (SUBJECT, BASELINE) if i % 2 == 0 else (BASELINE, SUBJECT)
        for stmt in order:
            (subject if stmt == SUBJECT else base).append(_time_import(stmt))
    s_min, b_min = min(subject), min(base)
    s_med, b_med = statistics.median(subject), statistics.median(base)
    top = breakdown(runs=1 if quick else 3)
    return [
        ratio_row(
            GROUP,
            "import guardrail vs import opentelemetry.trace + pydantic + wrapt (min)",
            s_min,
            b_min,
            "ns",
            "dependencies",
            max_ratio=1.5,
            note="fresh interpreter per run, alternating",
            extra={"subject_ns": subject, "baseline_ns": base, "breakdown": top},
        ),
        ratio_row(
            GROUP,
            "import guardrail vs dependencies (median)",
            s_med,
            b_med,
            "ns",
            "dependencies",
        ),
    ]
