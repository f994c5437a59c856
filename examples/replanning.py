"""Replanning: reject a plan that invents tools, send the errors back, run the fixed plan.

Run from the repository root (no network, no API key)::

    python -m examples.replanning

A scripted planner stands in for the model. Its first plan uses tools the
desktop does not have (``create_folder``, ``move_files``);
:func:`guardrail.validate_plan` rejects it before anything runs and suggests
``organize_files``, found from the registry's own names and descriptions.
The feedback text goes back to the planner, whose second plan is valid; it runs
through :func:`guardrail.dispatch` as the tool calls a model would emit, and
every call leaves a receipt.
"""

from __future__ import annotations

import json
from pathlib import PurePosixPath
from typing import Any, Literal

import guardrail

registry = guardrail.Registry("desktop")
tool = guardrail.tool

# A pretend desktop: folders and the files in them.
DESKTOP: dict[str, list[str]] = {
    "~/Downloads": ["report.pdf", "holiday.jpg", "notes.txt", "song.mp3", "scan.png"],
    "~/Documents": ["taxes-2025.pdf", "cv.docx"],
}
_KINDS = {
    ".pdf": "Documents",
    ".txt": "Documents",
    ".docx": "Documents",
    ".jpg": "Images",
    ".png": "Images",
    ".mp3": "Music",
}


@tool(registry=registry)
def organize_files(path: str, by: Literal["type", "date"] = "type") -> dict[str, Any]:
    """Organize files into folders by type or date."""
    if path not in DESKTOP:
        return {"success": False, "error": f"no folder {path}"}
    folders: dict[str, list[str]] = {}
    for name in DESKTOP[path]:
        kind = _KINDS.get(PurePosixPath(name).suffix, "Other") if by == "type" else "2026"
        folders.setdefault(kind, []).append(name)
    DESKTOP[path] = [f"{kind}/" for kind in sorted(folders)]
    return {"success": True, "moved": sum(map(len, folders.values())), "folders": folders}


@tool(registry=registry)
def search_documents(query: str, limit: int = 5) -> list[str]:
    """Search documents by keywords and return the matching paths."""
    hits = [f"{d}/{n}" for d, names in DESKTOP.items() for n in names if query in n]
    return hits[:limit]


@tool(registry=registry)
def take_screenshot(region: Literal["full", "window"] = "full") -> str:
    """Capture the screen and save it as an image."""
    return f"~/Pictures/screenshot-{region}.png"


@tool(registry=registry)
def open_application(app: str) -> bool:
    """Launch an application by name."""
    return True


@tool(registry=registry)
def read_file(path: str) -> str:
    """Read the text content of a file."""
    return ""


@tool(registry=registry)
def send_email(to: str, subject: str, body: str) -> bool:
    """Send an email message to a recipient."""
    return True


@tool(registry=registry)
def set_reminder(text: str, at: str) -> bool:
    """Set a reminder notification for a given time."""
    return True


@tool(registry=registry)
def lock_screen() -> bool:
    """Lock the screen."""
    return True


class ScriptedPlanner:
    """Stands in for the planning model: the first plan invents tools; a second
    plan is only written once feedback names a tool that can do the job."""

    def __init__(self) -> None:
        self.prompts: list[str] = []

    def plan(self, task: str, feedback: str | None = None) -> str:
        self.prompts.append(task if feedback is None else f"{task}\n\n{feedback}")
        if feedback is None:
            steps: list[dict[str, Any]] = [
                {"id": 1, "tool": "create_folder", "arguments": {"path": "~/Downloads/Images"}},
                {
                    "id": 2,
                    "tool": "move_files",
                    "arguments": {"source": "~/Downloads/*.jpg", "target": "~/Downloads/Images"},
                    "depends_on": [1],
                },
                {"id": 3, "tool": "take_screenshot", "depends_on": [2]},
            ]
        elif "organize_files(path, by?)" in feedback:
            steps = [
                {"id": 1, "tool": "organize_files", "arguments": {"path": "~/Downloads"}},
                {
                    "id": 2,
                    "tool": "take_screenshot",
                    "arguments": {"region": "window"},
                    "depends_on": [1],
                },
            ]
        else:
            raise RuntimeError("the feedback did not say which tool to use")
        return "```json\n" + json.dumps(steps, indent=2) + "\n```"  # as models like to answer


def as_tool_calls(report: guardrail.PlanReport) -> dict[str, Any]:
    """The plan's steps, in execution order, as a Chat Completions assistant
    message: the shape a model emits when it calls tools."""
    return {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {
                "id": f"step-{step.id}",
                "type": "function",
                "function": {"name": step.tool, "arguments": json.dumps(step.arguments)},
            }
            for step in report.order
        ],
    }


def main() -> int:
    task = "Tidy up my Downloads folder, then take a screenshot of the result."
    planner = ScriptedPlanner()
    print(f"Task: {task}\n")

    feedback: str | None = None
    for attempt in (1, 2, 3):
        report = guardrail.validate_plan(planner.plan(task, feedback), registry)
        print(f"Attempt {attempt}: {' -> '.join(step.tool for step in report.steps)}")
        if report.valid:
            print(f"Accepted; execution order: {', '.join(s.id for s in report.order)}\n")
            break
        feedback = report.feedback()
        print("Rejected. Feedback for the planner:")
        print("  " + feedback.replace("\n", "\n  ") + "\n")
    else:
        print("No valid plan after three attempts.")
        return 1

    with guardrail.scope("replanning") as ledger:
        tool_messages = guardrail.dispatch(
            as_tool_calls(report), format="openai", registry=registry
        )

    print("Tool results for the model:")
    for message in tool_messages:
        print(f"  [{message['tool_call_id']}] {message['content']}")
    print("\nReceipts:")
    for receipt in ledger.receipts:
        state = "ok" if receipt.ok else f"failed ({receipt.error})"
        print(
            f"  {receipt.tool} {state} call_id={receipt.call_id} "
            f"arguments={json.dumps(dict(receipt.arguments))}"
        )
    return 0 if all(r.ok for r in ledger.receipts) else 1


if __name__ == "__main__":
    raise SystemExit(main())
