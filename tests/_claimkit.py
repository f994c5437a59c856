"""Shared helpers for the claim-detection tests: a receipt stand-in and the kinds."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from guardrail._claims import Lexicon, ToolInfo

G = "ghost_success"
H = "hallucinated_tool"

Tools = list[tuple[str, str]]
Found = set[tuple[str, str | None]]


@dataclass(frozen=True)
class R:
    """A receipt as the detector reads it."""

    tool: str
    ok: bool
    arguments: Any = None
    result: Any = None


def lexicon(tools: Tools) -> Lexicon:
    return Lexicon.compile([ToolInfo(n, d) for n, d in tools])
