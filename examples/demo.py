"""The demo the README starts with: ``python -m examples.demo`` (from the repo root).

It runs the todo agent (:mod:`examples.todo_agent`): a chat service over a
SQLite todo list whose scripted model sometimes claims work it did not do,
and guardrail catching those claims before they reach the user. Every
option of ``python -m examples.todo_agent`` works here too (``--help``).
"""

from __future__ import annotations

from examples.todo_agent.cli import main

if __name__ == "__main__":
    raise SystemExit(main(prog="python -m examples.demo"))
