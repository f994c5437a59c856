"""Command line for the todo agent: the scripted demo, or a chat.

Usage (from the repository root)::

    python -m examples.todo_agent                  # the demo (same as python -m examples.demo)
    python -m examples.todo_agent --spans console  # with the raw OpenTelemetry span dump
    python -m examples.todo_agent --chat           # type requests yourself
    python -m examples.todo_agent --chat --behaviour skip_tools   # ...to a model that lies

The demo runs on a fresh database in a temporary folder unless ``--db`` (or
``$TODO_AGENT_DB``) names one; the chat keeps its tasks in
``.data/todo_agent.db`` by default. Exit status: 0 when every demo turn
behaved as expected, 1 otherwise, 2 for bad arguments.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import os
import sys
import tempfile
from collections.abc import Callable, Iterator, Sequence
from typing import TextIO, cast

import guardrail

from .db import DB_ENV, SEED_TITLES, TaskStore, default_db_path
from .model import BEHAVIOURS, Behaviour, ScriptedModel
from .render import Style, field, render_turn, use_colour
from .scenarios import SCENARIOS
from .service import TodoService
from .spans import SPAN_MODES, SpanLog, SpanMode, setup_spans, shutdown_spans
from .tools import REGISTRY

__all__ = ["build_parser", "main"]


def build_parser(prog: str = "python -m examples.todo_agent") -> argparse.ArgumentParser:
    """The command-line parser."""
    p = argparse.ArgumentParser(
        prog=prog,
        description="A todo agent over SQLite whose replies are checked against tool receipts.",
    )
    p.add_argument(
        "--db",
        metavar="PATH",
        help=f"SQLite file (default: ${DB_ENV}; else a fresh temporary file for the demo "
        "and .data/todo_agent.db for --chat); ':memory:' for no file",
    )
    p.add_argument(
        "--spans",
        choices=SPAN_MODES,
        default="memory",
        help="memory: a compact span summary per turn (default); console: the raw "
        "OpenTelemetry JSON; otlp: export only (also on whenever "
        "OTEL_EXPORTER_OTLP_ENDPOINT is set); none: no spans",
    )
    p.add_argument(
        "--today",
        metavar="YYYY-MM-DD",
        type=dt.date.fromisoformat,
        help="pin the clock to this date (for due dates such as 'tomorrow')",
    )
    p.add_argument("--chat", action="store_true", help="read requests from standard input")
    p.add_argument(
        "--behaviour",
        choices=BEHAVIOURS,
        default="honest",
        help="how the scripted model behaves in --chat (default: honest)",
    )
    p.add_argument(
        "--color",
        choices=("auto", "always", "never"),
        default="auto",
        help="colour output (auto: only on a terminal and without NO_COLOR)",
    )
    return p


def _clock(today: dt.date | None) -> Callable[[], dt.datetime]:
    if today is None:
        return lambda: dt.datetime.now().astimezone()
    pinned = dt.datetime.combine(today, dt.time(9, 0)).astimezone()
    return lambda: pinned


@contextlib.contextmanager
def _database(path: str | None, *, temporary: bool, clock: Callable[[], dt.datetime]
              ) -> Iterator[TaskStore]:
    with contextlib.ExitStack() as stack:
        if path is None and temporary:
            folder = stack.enter_context(tempfile.TemporaryDirectory(prefix="todo-agent-"))
            path = os.path.join(folder, "todo.db")
        store = TaskStore(default_db_path(path), clock=clock)
        stack.callback(store.close)
        yield store


def _style(out: TextIO, choice: str) -> Style:
    flag = {"always": True, "never": False}.get(choice)
    return Style(use_colour(out, flag), getattr(out, "encoding", None))


def _db_line(store: TaskStore) -> str:
    state = f"new, seeded with {len(SEED_TITLES)} tasks" if store.created else "existing"
    return f"{store.path} ({state})"


def _spans_line(mode: SpanMode, log: SpanLog | None) -> str:
    otlp = os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT", "").strip()
    text = {
        "memory": "compact summary per turn (--spans console for the raw OpenTelemetry dump)",
        "console": "raw OpenTelemetry JSON, printed as each span ends",
        "otlp": "exported over OTLP only",
        "none": "off",
    }[mode]
    if mode == "memory" and log is None:
        text = "an OpenTelemetry provider is already installed; no summary"
    if otlp:
        text += f"; also exported to {otlp}"
    return text


def run_demo(store: TaskStore, service: TodoService, style: Style, log: SpanLog | None,
             out: TextIO, today: dt.date) -> int:
    """Run :data:`SCENARIOS`; 0 when each behaved as expected."""
    passed = caught = good = 0
    for i, sc in enumerate(SCENARIOS, 1):
        print(style.rule(f"{i}/{len(SCENARIOS)} {sc.name} · scripted model: {sc.behaviour}"),
              file=out)
        response = service.handle(sc.message, model=ScriptedModel(sc.behaviour))
        spans = log.take() if log is not None else None
        ok, how = sc.verify(store, response, today)
        good += ok
        passed += response.verdict.outcome == "passed"
        caught += response.verdict.outcome == "caught"
        expected = f"{style.mark(ok)} " + how.replace("; ", "\n")
        print(render_turn(response, style, spans=spans, extra=[("expected", expected)]), file=out)
        print(file=out)
        out.flush()
    print(style.rule("summary"), file=out)
    verdict = f"{good}/{len(SCENARIOS)} turns behaved as expected"
    print(field("result", style.good(verdict) if good == len(SCENARIOS) else style.bad(verdict),
                style), file=out)
    print(field("replies", f"{passed} delivered as written, {caught} caught before reaching "
                           "the user", style), file=out)
    print(field("tasks", ", ".join(service.titles()), style), file=out)
    return 0 if good == len(SCENARIOS) else 1


def run_chat(service: TodoService, style: Style, log: SpanLog | None, inp: TextIO,
             out: TextIO) -> int:
    """Answer requests from *inp*, one per line, until EOF or 'quit'."""
    interactive = bool(getattr(inp, "isatty", lambda: False)())
    if interactive:
        print("Type a request ('list my tasks', 'delete Read book', ...); 'quit' to leave.",
              file=out)
    while True:
        if interactive:
            print(style.bold("> "), end="", file=out, flush=True)
        line = inp.readline()
        if not line:
            break
        message = line.strip()
        if not message:
            continue
        if message.lower() in ("quit", "exit"):
            break
        response = service.handle(message)
        spans = log.take() if log is not None else None
        print(render_turn(response, style, spans=spans), file=out)
        print(file=out)
        out.flush()
    return 0


def main(argv: Sequence[str] | None = None, *, prog: str = "python -m examples.todo_agent") -> int:
    """Entry point; returns the exit status."""
    args = build_parser(prog).parse_args(argv)
    try:
        return _run(args)
    except BrokenPipeError:  # output piped into `head` and the like
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1


def _run(args: argparse.Namespace) -> int:
    out = sys.stdout
    style = _style(out, args.color)
    clock = _clock(args.today)
    mode = cast(SpanMode, args.spans)
    try:
        log = setup_spans(mode)
    except (guardrail.ExporterUnavailable, guardrail.TracingConfigError) as exc:
        print(f"error: cannot set up spans: {exc}", file=sys.stderr)
        return 2
    try:
        with _database(args.db, temporary=not args.chat, clock=clock) as store:
            behaviour = cast(Behaviour, args.behaviour)
            service = TodoService(store, model=ScriptedModel(behaviour), clock=clock)
            what = "chat" if args.chat else "demo"
            print(style.bold(f"guardrail {what}: a todo agent whose replies must match its "
                             "tool receipts"), file=out)
            print(field("database", _db_line(store), style), file=out)
            print(field("tools", ", ".join(REGISTRY.names()), style), file=out)
            print(field("spans", _spans_line(mode, log), style), file=out)
            print(field("today", clock().date().isoformat(), style), file=out)
            if args.chat:
                print(field("model", f"scripted, {behaviour}", style), file=out)
            print(file=out)
            if args.chat:
                return run_chat(service, style, log, sys.stdin, out)
            return run_demo(store, service, style, log, out, clock().date())
    finally:
        shutdown_spans()
