"""The benchmark suite runs and reports every group. Timings are not
asserted here: they belong to ``python -m benchmarks``, not to unit tests."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GROUPS = {"calls", "check", "import", "memory", "concurrency", "adversarial"}


@pytest.fixture(scope="module")
def results(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    out = tmp_path_factory.mktemp("bench") / "results.json"
    proc = subprocess.run(
        [sys.executable, "-m", "benchmarks", "--quick", "--json", str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr[-4000:]
    assert "targets met" in proc.stdout
    data: dict[str, object] = json.loads(out.read_text(encoding="utf-8"))
    return data


def _finite(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def test_every_group_ran(results: dict[str, object]) -> None:
    groups = results["groups"]
    assert isinstance(groups, dict)
    assert set(groups) == GROUPS
    for name, group in groups.items():
        assert group["status"] == "ok", (name, group.get("error"))
        assert group["rows"], name


def test_rows_are_numeric(results: dict[str, object]) -> None:
    groups = results["groups"]
    assert isinstance(groups, dict)
    for name, group in groups.items():
        for row in group["rows"]:
            assert row["group"] == name
            assert _finite(row["value"]), row
            if row["baseline"] is not None:
                assert _finite(row["baseline"]), row
                assert _finite(row["ratio"]), row
            if row["target"]:
                assert isinstance(row["met"], bool), row


def test_targets_are_reported(results: dict[str, object]) -> None:
    targets = results["targets"]
    assert isinstance(targets, dict)
    assert targets["total"] >= 4
    assert 0 <= targets["met"] <= targets["total"]
    assert results["quick"] is True
