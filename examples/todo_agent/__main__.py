"""``python -m examples.todo_agent``: run the todo agent demo (see :mod:`.cli`)."""

from __future__ import annotations

from .cli import main

if __name__ == "__main__":
    raise SystemExit(main())
