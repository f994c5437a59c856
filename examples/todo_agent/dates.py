"""Due dates in plain words, resolved against an injectable "today".

Understands ``today``, ``tomorrow``, ``the day after tomorrow``, ``in N
days``/``in N weeks``, ``next week``, weekday names (``friday``, ``on friday``,
``next friday``: the next such day after today) and ISO dates
(``2025-07-01``).
"""

from __future__ import annotations

import datetime as dt
import re

__all__ = ["WEEKDAYS", "parse_due"]

WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")

_IN_N = re.compile(r"^in\s+(\d{1,3})\s+(day|days|week|weeks)$")
_WEEKDAY = re.compile(r"^(?:on\s+|next\s+|this\s+)?(" + "|".join(WEEKDAYS) + r")$")
_FIXED = {
    "today": 0,
    "tonight": 0,
    "tomorrow": 1,
    "day after tomorrow": 2,
    "the day after tomorrow": 2,
    "next week": 7,
}


def parse_due(text: str, today: dt.date) -> dt.date:
    """The date *text* means, counted from *today*.

    Raises:
        ValueError: when the text is not a date this parser understands.

    Example::

        parse_due("tomorrow", dt.date(2025, 6, 12))   # date(2025, 6, 13)
        parse_due("friday", dt.date(2025, 6, 13))     # date(2025, 6, 20): a Friday says "next"
    """
    words = " ".join(text.strip().lower().rstrip(".!").split())
    if words in _FIXED:
        return today + dt.timedelta(days=_FIXED[words])
    match = _IN_N.match(words)
    if match:
        n = int(match.group(1))
        return today + dt.timedelta(days=n * (7 if match.group(2).startswith("week") else 1))
    match = _WEEKDAY.match(words)
    if match:
        ahead = (WEEKDAYS.index(match.group(1)) - today.weekday()) % 7
        return today + dt.timedelta(days=ahead or 7)
    try:
        return dt.date.fromisoformat(words)
    except ValueError:
        pass
    raise ValueError(
        f"could not understand the date {text!r}; try 'tomorrow', 'friday', "
        "'in 3 days' or an ISO date such as 2025-07-01"
    )
