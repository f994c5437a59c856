"""Map the title a user (or model) wrote to one task, or ask which one.

The model and the user speak in titles; the database keys tasks by UUID. The
resolver tries, in order:

1. an exact title match;
2. a case- and whitespace-insensitive match;
3. the best fuzzy match (:class:`difflib.SequenceMatcher` ratio on the folded
   titles) at or above :data:`FUZZY_THRESHOLD`.

Whenever more than one task fits equally well at a step (two tasks with the
same title, or two fuzzy matches within :data:`AMBIGUITY_MARGIN` of each
other) the answer is :class:`Ambiguous`, which carries a question for the
user. The resolver never guesses between candidates.
"""

from __future__ import annotations

import dataclasses
import difflib
from collections.abc import Sequence
from typing import Literal

from .db import Task

__all__ = [
    "AMBIGUITY_MARGIN",
    "FUZZY_THRESHOLD",
    "Ambiguous",
    "Match",
    "NotFound",
    "Resolution",
    "fold",
    "resolve_title",
]

#: Minimum similarity (0..1) for a fuzzy match.
FUZZY_THRESHOLD = 0.75
#: Fuzzy candidates scoring within this distance of the best are ambiguous.
AMBIGUITY_MARGIN = 0.05


def fold(text: str) -> str:
    """Casefold and collapse whitespace: ``"  Read  BOOK "`` -> ``"read book"``."""
    return " ".join(text.casefold().split())


@dataclasses.dataclass(frozen=True)
class Match:
    """Exactly one task fits. ``how`` says which step found it."""

    task: Task
    how: Literal["exact", "casefold", "fuzzy"]
    score: float = 1.0


@dataclasses.dataclass(frozen=True)
class NotFound:
    """No task fits well enough."""

    query: str

    @property
    def message(self) -> str:
        """A sentence for the user."""
        return f"No task matches {self.query!r}."


@dataclasses.dataclass(frozen=True)
class Ambiguous:
    """Several tasks fit equally well; ask instead of guessing."""

    query: str
    candidates: tuple[Task, ...]

    @property
    def question(self) -> str:
        """The question to put to the user."""
        titles = [repr(t.title) for t in self.candidates]
        options = ", ".join(titles[:-1]) + f" or {titles[-1]}" if len(titles) > 1 else titles[0]
        return f"Which task do you mean by {self.query!r}: {options}?"


Resolution = Match | NotFound | Ambiguous


def _one_or_ambiguous(
    query: str, hits: Sequence[Task], how: Literal["exact", "casefold"]
) -> Resolution | None:
    if len(hits) == 1:
        return Match(hits[0], how)
    if len(hits) > 1:
        return Ambiguous(query, tuple(hits))
    return None


def resolve_title(
    query: str,
    tasks: Sequence[Task],
    *,
    threshold: float = FUZZY_THRESHOLD,
    margin: float = AMBIGUITY_MARGIN,
) -> Resolution:
    """Resolve *query* against *tasks* (see the module docstring).

    Example::

        resolve_title("read bok", store.tasks())   # Match(task=<Read book>, how="fuzzy")
    """
    query = query.strip()
    if not query:
        return NotFound(query)
    exact = _one_or_ambiguous(query, [t for t in tasks if t.title == query], "exact")
    if exact is not None:
        return exact
    folded = fold(query)
    same = _one_or_ambiguous(query, [t for t in tasks if fold(t.title) == folded], "casefold")
    if same is not None:
        return same
    scored = sorted(
        (
            (difflib.SequenceMatcher(None, folded, fold(t.title)).ratio(), t)
            for t in tasks
        ),
        key=lambda pair: pair[0],
        reverse=True,
    )
    good = [(score, t) for score, t in scored if score >= threshold]
    if not good:
        return NotFound(query)
    best = good[0][0]
    close = [t for score, t in good if best - score <= margin]
    if len(close) > 1:
        return Ambiguous(query, tuple(close))
    return Match(good[0][1], "fuzzy", round(best, 3))
