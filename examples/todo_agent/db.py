"""The todo agent's database: tasks in an embedded SQLite file.

The store is deliberately small and synchronous: one :class:`sqlite3.Connection`
per store, one table, a schema version in ``PRAGMA user_version``. A new
database is created and seeded with :data:`SEED_TITLES` the first time it is
opened; after that its contents are the user's (deleting every task does not
bring the seed back).
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import os
import sqlite3
import uuid
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

__all__ = [
    "DB_ENV",
    "DEFAULT_DB_PATH",
    "MEMORY",
    "SEED_TITLES",
    "Task",
    "TaskStore",
    "default_db_path",
]

#: Environment variable naming the database file.
DB_ENV = "TODO_AGENT_DB"
#: Where the database lives when neither an argument nor :data:`DB_ENV` names
#: one (relative to the working directory; ``*.db`` is git-ignored).
DEFAULT_DB_PATH = Path(".data") / "todo_agent.db"
#: Pass as the path for a private in-memory database (tests).
MEMORY = ":memory:"

#: The tasks a new database starts with, in order.
SEED_TITLES: tuple[str, ...] = (
    "Read book",
    "Call mom",
    "Renew passport",
    "Water plants",
    "Book dentist appointment",
    "Submit expense report",
    "Pay rent",
)

_SCHEMA_VERSION = 1
_SCHEMA = """
CREATE TABLE tasks (
    id          TEXT PRIMARY KEY,
    title       TEXT NOT NULL CHECK (length(trim(title)) > 0),
    done        INTEGER NOT NULL DEFAULT 0 CHECK (done IN (0, 1)),
    due         TEXT,
    created_at  TEXT NOT NULL,
    position    INTEGER NOT NULL
)
"""


def default_db_path(explicit: str | os.PathLike[str] | None = None) -> str:
    """The database to open: *explicit* if given, else ``$TODO_AGENT_DB``, else
    :data:`DEFAULT_DB_PATH`."""
    if explicit is not None:
        return os.fspath(explicit)
    env = os.environ.get(DB_ENV, "").strip()
    return env or os.fspath(DEFAULT_DB_PATH)


@dataclasses.dataclass(frozen=True)
class Task:
    """One row of the ``tasks`` table.

    ``id`` is a UUID the model and the user never see; ``due`` is a date or
    None; ``position`` orders the list.
    """

    id: str
    title: str
    done: bool
    due: dt.date | None
    created_at: str
    position: int

    def public(self) -> dict[str, object]:
        """The task as a tool returns it (JSON-ready, id included)."""
        return {
            "id": self.id,
            "title": self.title,
            "done": self.done,
            "due": self.due.isoformat() if self.due else None,
        }


def _utc_now() -> dt.datetime:
    return dt.datetime.now(dt.timezone.utc)


class TaskStore:
    """Tasks in a SQLite database.

    Args:
        path: a file path (parent folders are created) or :data:`MEMORY`.
        clock: the time source for ``created_at`` (injectable for tests).

    Example::

        with TaskStore(":memory:") as store:
            assert [t.title for t in store.tasks()] == list(SEED_TITLES)
    """

    def __init__(
        self,
        path: str | os.PathLike[str] = MEMORY,
        *,
        clock: Callable[[], dt.datetime] = _utc_now,
    ) -> None:
        self.path = os.fspath(path)
        self._clock = clock
        if self.path != MEMORY:
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        self.conn = sqlite3.connect(self.path)
        self.conn.row_factory = sqlite3.Row
        self.created = self._migrate()

    # --- lifecycle ----------------------------------------------------------
    def _migrate(self) -> bool:
        """Create and seed the schema on first open. True when it did."""
        (version,) = self.conn.execute("PRAGMA user_version").fetchone()
        if version >= _SCHEMA_VERSION:
            return False
        with self.conn:
            self.conn.execute(_SCHEMA)
            now = self._clock().isoformat()
            self.conn.executemany(
                "INSERT INTO tasks (id, title, done, due, created_at, position) "
                "VALUES (?, ?, 0, NULL, ?, ?)",
                [(str(uuid.uuid4()), title, now, i) for i, title in enumerate(SEED_TITLES)],
            )
            self.conn.execute(f"PRAGMA user_version = {_SCHEMA_VERSION}")
        return True

    def close(self) -> None:
        """Close the connection."""
        self.conn.close()

    def __enter__(self) -> TaskStore:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    # --- reads --------------------------------------------------------------
    @staticmethod
    def _task(row: sqlite3.Row) -> Task:
        due = row["due"]
        return Task(
            id=row["id"],
            title=row["title"],
            done=bool(row["done"]),
            due=dt.date.fromisoformat(due) if due else None,
            created_at=row["created_at"],
            position=row["position"],
        )

    def tasks(self, *, include_done: bool = True) -> list[Task]:
        """Tasks in list order."""
        sql = "SELECT * FROM tasks"
        if not include_done:
            sql += " WHERE done = 0"
        return [self._task(r) for r in self.conn.execute(sql + " ORDER BY position, rowid")]

    def get(self, task_id: str) -> Task | None:
        """The task with id *task_id*, or None."""
        row = self.conn.execute("SELECT * FROM tasks WHERE id = ?", (task_id,)).fetchone()
        return self._task(row) if row is not None else None

    # --- writes -------------------------------------------------------------
    def add(self, title: str, *, due: dt.date | None = None) -> Task:
        """Append a task and return it."""
        task_id = str(uuid.uuid4())
        with self.conn:
            (last,) = self.conn.execute("SELECT coalesce(max(position), -1) FROM tasks").fetchone()
            self.conn.execute(
                "INSERT INTO tasks (id, title, done, due, created_at, position) "
                "VALUES (?, ?, 0, ?, ?, ?)",
                (
                    task_id,
                    title,
                    due.isoformat() if due else None,
                    self._clock().isoformat(),
                    last + 1,
                ),
            )
        task = self.get(task_id)
        assert task is not None
        return task

    def set_done(self, task_id: str, done: bool = True) -> Task | None:
        """Mark a task done (or open again); None when no such task."""
        with self.conn:
            cur = self.conn.execute(
                "UPDATE tasks SET done = ? WHERE id = ?", (int(done), task_id)
            )
        return self.get(task_id) if cur.rowcount else None

    def update(
        self, task_id: str, *, title: str | None = None, due: dt.date | None = None
    ) -> Task | None:
        """Change a task's title and/or due date; None when no such task."""
        sets: list[str] = []
        params: list[object] = []
        if title is not None:
            sets.append("title = ?")
            params.append(title)
        if due is not None:
            sets.append("due = ?")
            params.append(due.isoformat())
        if not sets:
            return self.get(task_id)
        with self.conn:
            cur = self.conn.execute(
                f"UPDATE tasks SET {', '.join(sets)} WHERE id = ?", (*params, task_id)
            )
        return self.get(task_id) if cur.rowcount else None

    def delete(self, task_id: str) -> bool:
        """Delete a task; False when there was none."""
        with self.conn:
            cur = self.conn.execute("DELETE FROM tasks WHERE id = ?", (task_id,))
        return cur.rowcount > 0
