"""The ``guardrail`` command line, run as a subprocess on small case files."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from guardrail._cli import score

ROOT = Path(__file__).resolve().parents[1]

TOOLS = [
    {"name": "delete_task", "description": "Delete a task by title or id"},
    {"name": "list_tasks", "description": "List the user's tasks"},
]
GHOST = {
    "id": "c1",
    "tools": TOOLS,
    "receipts": [{"tool": "list_tasks", "ok": True, "arguments": {}}],
    "response": "Deleted: Water the ferns",
    "expected": [{"kind": "ghost_success", "tool": "delete_task"}],
}
BACKED = {
    "id": "c2",
    "tools": TOOLS,
    "receipts": [{"tool": "delete_task", "ok": True, "arguments": {"title": "Water the ferns"}}],
    "response": "Deleted: Water the ferns",
    "expected": [],
}
NAMED = {
    "id": "c3",
    "tools": TOOLS,
    "receipts": [],
    "response": "According to PlannerSync, you have nothing due today.",
    "expected": [{"kind": "hallucinated_tool", "tool": "PlannerSync"}],
}
OFFER = {
    "id": "c4",
    "tools": TOOLS,
    "receipts": [],
    "response": "I can delete Water the ferns if you'd like.",
    "expected": [{"kind": "ghost_success", "tool": "delete_task"}],  # a wrong label: a miss
}


def write(tmp_path: Path, lines: list[Any], name: str = "cases.jsonl") -> Path:
    p = tmp_path / name
    p.write_text(
        "\n".join(x if isinstance(x, str) else json.dumps(x) for x in lines) + "\n",
        encoding="utf-8",
    )
    return p


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "guardrail", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )


def test_check_reports_violations_and_exits_1(tmp_path: Path) -> None:
    p = write(tmp_path, [GHOST, BACKED])
    r = run("check", str(p))
    assert r.returncode == 1, r.stderr
    assert "c1" in r.stdout and "ghost_success" in r.stdout and "delete_task" in r.stdout
    assert "c2: ok" in r.stdout


def test_check_json_one_line_per_case(tmp_path: Path) -> None:
    p = write(tmp_path, [GHOST, BACKED, NAMED])
    r = run("check", str(p), "--json")
    assert r.returncode == 1, r.stderr
    rows = [json.loads(x) for x in r.stdout.splitlines()]
    assert rows == [
        {"id": "c1", "violations": [{"kind": "ghost_success", "tool": "delete_task"}]},
        {"id": "c2", "violations": []},
        {"id": "c3", "violations": [{"kind": "hallucinated_tool", "tool": "PlannerSync"}]},
    ]


def test_check_clean_file_exits_0_and_ignores_expected(tmp_path: Path) -> None:
    p = write(tmp_path, [BACKED, {**OFFER, "id": "c5"}])
    r = run("check", str(p), "--json")
    assert r.returncode == 0, r.stderr
    assert [json.loads(x) for x in r.stdout.splitlines()] == [
        {"id": "c2", "violations": []}, {"id": "c5", "violations": []}
    ]


@pytest.mark.parametrize(
    ("lines", "line", "needle"),
    [
        ([GHOST, "{not json"], 2, "JSON"),
        ([{"id": "x", "tools": TOOLS, "receipts": []}], 1, "missing 'response'"),
        ([{"id": "x", "tools": TOOLS, "receipts": [], "response": 7}], 1, "'response' must be"),
        ([{"id": "x", "tools": "nope", "receipts": [], "response": "hi"}], 1, "'tools' must be"),
        ([{"id": "x", "tools": TOOLS, "receipts": [{"tool": "a"}], "response": "hi"}], 1, "ok"),
        ([GHOST, [1, 2, 3]], 2, "JSON object"),
    ],
)
def test_bad_input_exits_2_naming_the_line(
    tmp_path: Path, lines: list[Any], line: int, needle: str
) -> None:
    p = write(tmp_path, lines)
    for cmd in ("check", "eval"):
        r = run(cmd, str(p))
        assert r.returncode == 2, (cmd, r.stdout, r.stderr)
        assert f"line {line}" in r.stderr and needle in r.stderr, (cmd, r.stderr)


def test_missing_file_exits_2(tmp_path: Path) -> None:
    r = run("check", str(tmp_path / "absent.jsonl"))
    assert r.returncode == 2
    assert "cannot read" in r.stderr


def test_eval_requires_expected(tmp_path: Path) -> None:
    case = {k: v for k, v in GHOST.items() if k != "expected"}
    r = run("eval", str(write(tmp_path, [case])))
    assert r.returncode == 2
    assert "line 1" in r.stderr and "expected" in r.stderr


def test_eval_json(tmp_path: Path) -> None:
    p = write(tmp_path, [GHOST, BACKED, NAMED, OFFER])
    r = run("eval", str(p), "--json")
    assert r.returncode == 0, r.stderr
    d = json.loads(r.stdout)
    assert d["cases"] == 4
    assert d["precision"] == 1.0
    assert d["recall"] == pytest.approx(2 / 3)
    assert d["clean_fpr"] == 0.0
    assert d["by_kind"]["ghost_success"]["tp"] == 1
    assert d["by_kind"]["ghost_success"]["fn"] == 1
    assert d["by_kind"]["hallucinated_tool"]["tp"] == 1
    assert set(d["by_kind"]["ghost_success"]) >= {"tp", "fp", "fn", "precision", "recall", "f1"}


def test_eval_text_lists_misses(tmp_path: Path) -> None:
    r = run("eval", str(write(tmp_path, [GHOST, OFFER])))
    assert r.returncode == 0, r.stderr
    assert "precision" in r.stdout and "clean_fpr" in r.stdout
    assert "misses:" in r.stdout and "c4" in r.stdout


def test_score_rules() -> None:
    rows: list[tuple[str, list[tuple[str, str | None]], list[tuple[str, str | None]]]] = [
        # case-insensitive tools, duplicates counted once
        ("a", [("ghost_success", "Delete_Task")],
         [("ghost_success", "delete_task"), ("ghost_success", "delete_task")]),
        # None matches only None
        ("b", [("ghost_success", None)], [("ghost_success", "none")]),
        # a clean case with a prediction
        ("c", [], [("hallucinated_tool", "X")]),
        ("d", [], []),
    ]
    s = score(rows)
    assert (s["tp"], s["fp"], s["fn"]) == (1, 2, 1)
    assert s["precision"] == pytest.approx(1 / 3)
    assert s["recall"] == pytest.approx(1 / 2)
    assert s["clean_fpr"] == pytest.approx(1 / 2)
    assert s["by_kind"]["hallucinated_tool"]["fp"] == 1
    assert [m["id"] for m in s["misses"]] == ["b"]
    assert sorted(m["id"] for m in s["false_alarms"]) == ["b", "c"]


DEV = ROOT.parent / "shared" / "corpus" / "dev.jsonl"


@pytest.mark.skipif(not DEV.exists(), reason="development corpus not present")
def test_eval_dev_corpus_through_the_cli() -> None:
    r = run("eval", str(DEV), "--json")
    assert r.returncode == 0, r.stderr
    d = json.loads(r.stdout)
    assert d["cases"] > 0
    assert d["precision"] >= 0.95 and d["recall"] >= 0.95 and d["clean_fpr"] <= 0.03
