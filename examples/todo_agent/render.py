"""Plain-text rendering of the demo: one aligned block per turn.

Colour is used only when writing to a terminal, and never when ``NO_COLOR``
is set (https://no-color.org); symbols fall back to ASCII when the output
encoding cannot show them.
"""

from __future__ import annotations

import os
import textwrap
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, TextIO

from .service import ChatResponse

__all__ = ["Style", "field", "receipt_line", "render_spans", "render_turn", "use_colour"]

LABEL = 10  # width of the label column
WIDTH = 100  # wrap longer lines


def use_colour(stream: TextIO, flag: bool | None = None) -> bool:
    """Whether to colour output to *stream*: *flag* when given, else only on
    a TTY and only without ``NO_COLOR``."""
    if flag is not None:
        return flag
    if os.environ.get("NO_COLOR", "") != "":
        return False
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


class Style:
    """ANSI styles that are no-ops when colour is off, and symbols that fall
    back to ASCII for encodings without them."""

    def __init__(self, colour: bool, encoding: str | None = "utf-8") -> None:
        self.colour = colour
        try:
            "✓✗→…─".encode(encoding or "ascii")
            unicode = True
        except (UnicodeEncodeError, LookupError):
            unicode = False
        self.ok_mark = "✓" if unicode else "+"
        self.fail_mark = "✗" if unicode else "x"
        self.arrow = "→" if unicode else "->"
        self.ellipsis = "…" if unicode else "..."
        self.rule_char = "─" if unicode else "-"

    def _wrap(self, code: str, text: str) -> str:
        return f"\x1b[{code}m{text}\x1b[0m" if self.colour else text

    def bold(self, text: str) -> str:
        """Bold text."""
        return self._wrap("1", text)

    def dim(self, text: str) -> str:
        """Dimmed text."""
        return self._wrap("2", text)

    def good(self, text: str) -> str:
        """Green text."""
        return self._wrap("32", text)

    def bad(self, text: str) -> str:
        """Red text."""
        return self._wrap("31", text)

    def warn(self, text: str) -> str:
        """Yellow text."""
        return self._wrap("33", text)

    def mark(self, ok: bool) -> str:
        """A green tick or a red cross."""
        return self.good(self.ok_mark) if ok else self.bad(self.fail_mark)

    def rule(self, title: str, width: int = 78) -> str:
        """A heading line: ``── title ─────``."""
        head = f"{self.rule_char * 2} {title} "
        return self.bold(head + self.rule_char * max(3, width - len(head)))


def field(label: str, text: str, style: Style | None = None, width: int = WIDTH) -> str:
    """``  label     text``: long lines wrapped, continuation lines aligned
    under the text."""
    pad = " " * (LABEL + 2)
    lines: list[str] = []
    for line in text.splitlines() or [""]:
        if len(pad) + len(line) <= width:
            lines.append(line)
            continue
        lead = " " * (len(line) - len(line.lstrip()))
        lines.extend(
            textwrap.wrap(
                line,
                width=width - len(pad),
                subsequent_indent=lead + "  ",
                break_long_words=False,
                break_on_hyphens=False,
            )
        )
    head = f"  {label:<{LABEL}}"
    if style is not None:
        head = style.dim(head)
    return head + lines[0] + "".join("\n" + pad + line for line in lines[1:])


def _args(arguments: Mapping[str, Any]) -> str:
    return ", ".join(f"{k}={v!r}" for k, v in arguments.items() if v is not None)


def receipt_line(r: Any, style: Style) -> str:
    """One receipt: ``✓ delete_task(title='Read book') → ok: Deleted 'Read book'.``"""
    result = r.result if isinstance(r.result, Mapping) else {}
    if r.ok:
        outcome = str(result.get("message", ""))
    else:
        outcome = (r.error.message if r.error and r.error.message else "") or str(
            result.get("error", "")
        )
    status = "ok" if r.ok else "failed"
    tail = f": {outcome}" if outcome else ""
    return f"{style.mark(r.ok)} {r.tool}({_args(r.arguments)}) {style.arrow} {status}{tail}"


def _verdict_text(response: ChatResponse, style: Style) -> str:
    v = response.verdict
    head = {
        "passed": style.good("passed: the reply is delivered as written"),
        "caught": style.bad("caught: the reply is replaced"),
        "clarify": style.warn("asked back: the title fits several tasks"),
    }[v.outcome]
    lines = [head]
    if v.required:
        need = ", ".join(f"{t} {style.mark(t not in v.missing)}" for t in v.required)
        lines.append(f"request needs: {need}")
    else:
        lines.append("request needs: no particular tool")
    seen: set[str] = set()
    for b in v.backed:
        if b.text not in seen:
            seen.add(b.text)
            lines.append(f"backed: {b.text.strip()!r} by the ok {b.receipt.tool} receipt")
    for viol in v.violations:
        lines.append(f"{viol.kind}: {viol.text.strip()!r} {viol.describe()}")
    if v.outcome == "caught" and not v.violations and v.missing:
        lines.append("no claim is unbacked, but a required tool has no ok receipt")
    return "\n".join(lines)


def _metadata_text(response: ChatResponse, style: Style) -> str:
    if not response.action_metadata:
        return "(no action)"
    lines = []
    for a in response.action_metadata:
        parts = [f"action={a.action}", f"success={a.success}"]
        if a.task_title:
            parts.append(f"task_title={a.task_title!r}")
        if a.task_id:
            parts.append(f"task_id={a.task_id[:8]}{style.ellipsis}")
        lines.append(" ".join(parts))
        lines.append(f"  message={a.message!r}")
    return "\n".join(lines)


def _span_status(span: Any) -> str:
    code = span.status.status_code.name.lower()
    if code == "error":
        return f"error: {span.status.description}" if span.status.description else "error"
    ok = (span.attributes or {}).get("guardrail.receipt.ok")
    if ok is not None:
        return "ok" if ok else "failed"
    return "ok" if code in ("ok", "unset") else code


def render_spans(spans: Sequence[Any], style: Style) -> str:
    """A few lines for the spans of one turn: the root span with its trace id,
    each child span with its outcome, then the guard verdicts recorded as
    ``gen_ai.guardrail.result`` events."""
    if not spans:
        return "(none recorded)"
    ordered = sorted(spans, key=lambda s: (s.parent is not None, s.start_time or 0))
    lines: list[str] = []
    events: list[str] = []
    for span in ordered:
        if span.parent is None:
            lines.append(f"{span.name}  {style.dim(f'trace_id={span.context.trace_id:032x}')}")
        else:
            status = _span_status(span)
            shown = style.bad(status) if status.startswith(("error", "failed")) else status
            lines.append(f"  {span.name}  {shown}")
        for event in span.events:
            if event.name != "gen_ai.guardrail.result":
                continue
            attrs = event.attributes or {}
            if attrs.get("gen_ai.guardrail.triggered"):
                action = attrs.get("gen_ai.guardrail.action", "none")
                verdict = style.bad(f"triggered, action={action}")
            else:
                verdict = "not triggered"
            events.append(f"  event {event.name} {attrs.get('gen_ai.guardrail.name')}: {verdict}")
    return "\n".join(lines + events)


def render_turn(
    response: ChatResponse,
    style: Style,
    *,
    spans: Iterable[Any] | None = None,
    extra: Sequence[tuple[str, str]] = (),
) -> str:
    """The block printed for one turn."""
    receipts = "\n".join(receipt_line(r, style) for r in response.receipts)
    out = [
        field("user", response.message, style),
        field("model", response.verdict.draft, style),
        field("receipts", receipts or "(no tool ran)", style),
        field("verdict", _verdict_text(response, style), style),
        field("reply", style.bold(response.reply), style),
        field("metadata", _metadata_text(response, style), style),
    ]
    if spans is not None:
        out.append(field("spans", render_spans(list(spans), style), style))
    out.extend(field(label, text, style) for label, text in extra)
    return "\n".join(out)
