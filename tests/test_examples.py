"""Every example runs, as users run it: a subprocess from the repository root.

Each runnable module under ``examples/`` is found on disk, so a new example
is smoke-tested as soon as it exists; the ones listed in ``EXPECTED`` are
also checked for what they must print. Framework examples need the
``frameworks`` extra (``pip install -e ".[dev,frameworks]"``).
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"

#: Lines each example must print (in order of appearance is not required).
EXPECTED: dict[str, tuple[str, ...]] = {
    "examples.demo": (
        "7/7 turns behaved as expected",
        "reply     Deleted: Read book",
        "reply     Technical error: Tool not triggered.",
        "ghost_success: 'Deleted: Read book'",
        "hallucinated_tool: 'I used the TaskOptimizer tool",
    ),
    "examples.todo_agent": ("7/7 turns behaved as expected",),
    "examples.hallucinated_tool": (
        "caught hallucinated_tool (not_registered): claims to have used WebSearch",
        "caught hallucinated_tool (no_receipt): claims to have used WebSearch",
        "passes: backed by the WebSearch receipt",
        "4. reply:    I can use the WebSearch tool if you enable it.",
        "4/4 verdicts as expected",
    ),
    "examples.frameworks.langchain_tools": (
        "lookup_order: name, description and args schema unchanged: True",
        "cancel_order: name, description and args schema unchanged: True",
        "receipts: lookup_order (ok), cancel_order (ok)",
        "check 'Cancelled order A-1001.': backed by cancel_order",
        "[ghost_success] presents cancel_order as done, but it ran for something else",
    ),
    "examples.frameworks.openai_agents_tools": (
        "check_stock: name, description and params_json_schema unchanged: True",
        "reserve_item: name, description and params_json_schema unchanged: True",
        "receipts: check_stock (ok), reserve_item (failed)",
        "[ghost_success] presents reserve_item as done, but it ran and failed",
    ),
    "examples.frameworks.pydantic_ai_tools": (
        "book_table: name, description and JSON schema unchanged: True",
        "model calls book_table: receipts: book_table (ok)",
        "  reply: I booked a table at Chez Lou for 19:30.",
        "model skips the tool: receipts: none",
        "presents book_table as done, but it was not run",
    ),
}

#: The third-party module each framework example needs.
NEEDS: dict[str, str] = {
    "examples.frameworks.langchain_tools": "langchain_core",
    "examples.frameworks.openai_agents_tools": "agents",
    "examples.frameworks.pydantic_ai_tools": "pydantic_ai",
}


def runnable_examples() -> list[str]:
    """Module names of the example scripts and runnable example packages."""
    found: list[str] = []
    for path in sorted(EXAMPLES.rglob("*.py")):
        rel = path.relative_to(ROOT).with_suffix("")
        parts = rel.parts
        if path.name == "__main__.py":
            found.append(".".join(parts[:-1]))
        elif path.name != "__init__.py" and not (path.parent / "__main__.py").exists():
            if "if __name__ == \"__main__\":" in path.read_text(encoding="utf-8"):
                found.append(".".join(parts))
    return found


def test_every_documented_example_is_found() -> None:
    assert set(EXPECTED) <= set(runnable_examples())


@pytest.mark.parametrize("module", runnable_examples())
def test_example_runs(module: str) -> None:
    if module in NEEDS and importlib.util.find_spec(NEEDS[module]) is None:
        pytest.skip(f"{NEEDS[module]} is not installed (pip install -e '.[frameworks]')")
    env = {k: v for k, v in os.environ.items() if not k.startswith("OTEL_")}
    env.pop("TODO_AGENT_DB", None)
    env["NO_COLOR"] = "1"
    proc = subprocess.run(
        [sys.executable, "-m", module],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env=env,
        timeout=180,
    )
    assert proc.returncode == 0, f"{module} exited {proc.returncode}\n{proc.stdout}\n{proc.stderr}"
    assert proc.stdout.strip(), f"{module} printed nothing"
    assert "Traceback" not in proc.stderr, proc.stderr
    for line in EXPECTED.get(module, ()):
        assert line in proc.stdout, f"{module} did not print {line!r}:\n{proc.stdout}"
