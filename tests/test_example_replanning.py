"""The replanning example runs as documented and does what it says."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_example_runs_as_a_module() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "examples.replanning"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    # The first plan is rejected with suggestions naming organize_files ...
    assert "Attempt 1: create_folder -> move_files -> take_screenshot" in out
    assert "there is no tool named 'create_folder'; did you mean 'organize_files'?" in out
    assert "there is no tool named 'move_files'" in out
    assert "- organize_files(path, by?): Organize files into folders by type or date." in out
    # ... the second one runs, through dispatch, and leaves receipts.
    assert "Attempt 2: organize_files -> take_screenshot" in out
    assert out.index("Rejected") < out.index("Attempt 2") < out.index("Receipts:")
    assert '[step-1] {"success": true, "moved": 5' in out
    assert "organize_files ok call_id=step-1" in out
    assert "take_screenshot ok call_id=step-2" in out
    assert "Attempt 3" not in out


def test_planner_receives_the_feedback(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(ROOT))
    from examples import replanning

    planner = replanning.ScriptedPlanner()
    report = replanning.guardrail.validate_plan(planner.plan("tidy"), replanning.registry)
    assert not report.valid
    assert report.errors[0].suggestions[0] == "organize_files"
    second = replanning.guardrail.validate_plan(
        planner.plan("tidy", report.feedback()), replanning.registry
    )
    assert second.valid
    assert "organize_files" in planner.prompts[1]
    with pytest.raises(RuntimeError):
        planner.plan("tidy", "no useful feedback")
