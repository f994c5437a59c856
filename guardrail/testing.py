"""Test helpers for code that uses guardrail. Plain Python: pytest is not needed
(the pytest fixtures in ``guardrail._pytest_plugin`` are built on these).

Assertions on what ran::

    import guardrail
    from guardrail.testing import assert_tool_called, assert_reply_fails

    with guardrail.scope() as ledger:
        reply = handle("delete Read book")
    assert_tool_called(ledger, "delete_task", ok=True, with_args={"title": "Read book"})

Simulating a failing tool, through the normal call path (the receipt is a
failed one, the span has status ERROR)::

    from guardrail.testing import fail_tool

    with guardrail.scope() as ledger, fail_tool("delete_task", exc=TimeoutError("db down")):
        reply = handle("delete Read book")
    assert_reply_fails(reply, "ghost_success", "delete_task", receipts=ledger)

Capturing spans::

    from guardrail.testing import capture_spans

    with capture_spans() as spans:
        delete_task("Read book")
    assert spans.one("execute_tool delete_task").attributes["gen_ai.tool.name"] == "delete_task"

Importing this module loads the OpenTelemetry SDK; ``import guardrail`` does not.
"""

from __future__ import annotations

import contextlib
import reprlib
import threading
import weakref
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any

from opentelemetry import trace
from opentelemetry.sdk.trace import Event, ReadableSpan, SpanProcessor, TracerProvider
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from . import _telemetry as tm
from . import _tracing
from ._exceptions import GhostSuccess, GuardrailError, HallucinatedTool, InvalidInputError
from ._guards import Report, check
from ._receipts import Receipt, receipt_tuple
from ._registry import Registry, ToolSpec, default_registry
from ._scope import Ledger, _current
from ._tool import _stand_ins, spec_of

__all__ = [
    "SimulatedToolFailure",
    "SpanCapture",
    "SpanCaptureError",
    "ToolFailure",
    "assert_reply_fails",
    "assert_reply_passes",
    "assert_tool_called",
    "assert_tool_not_called",
    "capture_spans",
    "captured_spans",
    "fail_tool",
    "memory_exporter",
]

_UNSET: Any = object()
_repr = reprlib.Repr()
_repr.maxstring = 60
_repr.maxother = 60
_repr.maxdict = 6
_repr.maxlist = 6


# --- receipts -----------------------------------------------------------------
ReceiptSource = Ledger | Report | Receipt | Iterable[Receipt] | None


def _receipts_of(source: Any) -> tuple[Receipt, ...]:
    if source is None:
        ledger = _current.get()
        if ledger is None:
            raise InvalidInputError(
                "no receipts given and no guardrail scope is active: pass the ledger "
                "(`with guardrail.scope() as ledger:`), a Report, or a list of receipts",
                expected="a Ledger, a Report or receipts",
                got="None",
            )
        return ledger.receipts
    if isinstance(source, (Ledger, Report)):
        return source.receipts
    if isinstance(source, Receipt):
        return (source,)
    if isinstance(source, (str, bytes, Mapping)) or not isinstance(source, Iterable):
        raise InvalidInputError(
            f"cannot read receipts from {type(source).__name__}: pass the ledger "
            "(`with guardrail.scope() as ledger:`), a Report, or a list of receipts",
            expected="a Ledger, a Report or receipts",
            got=type(source).__name__,
        )
    return receipt_tuple(source)


def _tool_name(tool: Any) -> str:
    if isinstance(tool, str):
        return tool
    spec = spec_of(tool)
    if spec is None:
        raise InvalidInputError(
            f"expected a tool name or a @guardrail.tool function, got {type(tool).__name__}",
            expected="str or a @guardrail.tool function",
            got=type(tool).__name__,
        )
    return spec.name


def _describe_receipt(receipt: Receipt) -> str:
    try:
        args = ", ".join(f"{k}={_repr.repr(v)}" for k, v in receipt.arguments.items())
    except Exception:  # a receipt whose arguments cannot be shown still gets a line
        args = "..."
    if receipt.ok:
        outcome = "ok"
    else:
        error = receipt.error
        outcome = "failed" if error is None else f"failed {error.type}"
        if error is not None and error.message:
            outcome += f": {_repr.repr(error.message)}"
    return f"{receipt.tool}({args}) -> {outcome}"


def _listing(receipts: Iterable[Receipt], indent: str = "  ") -> str:
    lines = [f"{indent}{i}. {_describe_receipt(r)}" for i, r in enumerate(receipts, 1)]
    return "\n".join(lines) if lines else f"{indent}(none)"


def _matches(
    receipt: Receipt, name: str, ok: bool | None, with_args: Mapping[str, Any] | None
) -> bool:
    if receipt.tool != name or (ok is not None and receipt.ok is not ok):
        return False
    if with_args:
        arguments = receipt.arguments
        for key, value in with_args.items():
            if key not in arguments:
                return False
            try:
                if arguments[key] != value:
                    return False
            except Exception:
                return False
    return True


def _criteria(name: str, ok: bool | None, with_args: Mapping[str, Any] | None) -> str:
    text = name
    if with_args:
        text += " with " + ", ".join(f"{k}={_repr.repr(v)}" for k, v in with_args.items())
    if ok is True:
        text += " (successfully)"
    elif ok is False:
        text += " (failing)"
    return text


def _times(n: int) -> str:
    return "once" if n == 1 else f"{n} times"


def assert_tool_called(
    receipts: ReceiptSource,
    tool: str | Callable[..., Any],
    *,
    ok: bool | None = None,
    times: int | None = None,
    with_args: Mapping[str, Any] | None = None,
) -> tuple[Receipt, ...]:
    """Assert that *tool* ran: at least once, or exactly *times* times.

    Args:
        receipts: a :class:`~guardrail.Ledger`, a :class:`~guardrail.Report`,
            receipts, or None for the current scope's ledger.
        tool: the registered name, or the decorated function.
        ok: True counts only successful calls, False only failed ones.
        times: the exact number of matching calls (default: at least one).
        with_args: only calls whose arguments include these (a subset match on
            ``receipt.arguments``, by parameter name).

    Returns the matching receipts, for further checks. On failure raises
    ``AssertionError`` listing the calls of *tool* and everything that ran.

    Example::

        with guardrail.scope() as ledger:
            handle("delete Read book")
        assert_tool_called(ledger, "delete_task", ok=True, with_args={"title": "Read book"})
    """
    name = _tool_name(tool)
    if times is not None and (not isinstance(times, int) or times < 0):
        raise ValueError(f"times must be a non-negative int, got {times!r}")
    found = _receipts_of(receipts)
    hits = tuple(r for r in found if _matches(r, name, ok, with_args))
    if (times is None and hits) or (times is not None and len(hits) == times):
        return hits
    want = _criteria(name, ok, with_args)
    if times is None:
        head = f"expected {want} to be called, but it was not."
    else:
        head = f"expected {want} to be called {_times(times)}, but it was called {len(hits)}."
    same = [r for r in found if r.tool == name]
    raise AssertionError(
        f"{head}\nCalls of {name} ({len(same)}):\n{_listing(same)}\n"
        f"Everything that ran ({len(found)}):\n{_listing(found)}"
    )


def assert_tool_not_called(
    receipts: ReceiptSource,
    tool: str | Callable[..., Any],
    *,
    ok: bool | None = None,
    with_args: Mapping[str, Any] | None = None,
) -> None:
    """Assert that *tool* did not run (with ``ok=True``: did not run
    successfully; with ``with_args``: not with those arguments).

    Example::

        with guardrail.scope() as ledger:
            handle("what's on my list?")
        assert_tool_not_called(ledger, "delete_task")
    """
    name = _tool_name(tool)
    found = _receipts_of(receipts)
    hits = [r for r in found if _matches(r, name, ok, with_args)]
    if not hits:
        return
    raise AssertionError(
        f"expected no call of {_criteria(name, ok, with_args)}, but found {len(hits)}:\n"
        f"{_listing(hits)}\nEverything that ran ({len(found)}):\n{_listing(found)}"
    )


# --- replies ------------------------------------------------------------------
_KINDS = {
    "ghost_success": "ghost_success",
    "hallucinated_tool": "hallucinated_tool",
    GhostSuccess: "ghost_success",
    HallucinatedTool: "hallucinated_tool",
}


def _check(reply: Any, receipts: Any, registry: Registry | None) -> Report:
    if isinstance(receipts, Report):
        receipts = receipts.receipts
    return check(reply, registry=registry, receipts=receipts)


def _report_text(report: Report) -> str:
    backed = [f"  - {b.text.strip()!r} (backed by {b.receipt.tool})" for b in report.backed]
    return (
        f"{report.summary()}\nBacked claims ({len(report.backed)}):\n"
        + ("\n".join(backed) if backed else "  (none)")
        + f"\nReceipts ({len(report.receipts)}):\n{_listing(report.receipts)}"
    )


def assert_reply_passes(
    reply: Any,
    *,
    receipts: ReceiptSource = None,
    registry: Registry | None = None,
) -> Report:
    """Assert that :func:`guardrail.check` finds no unbacked claim in *reply*
    (no ghost success, no hallucinated tool). Returns the report.

    *receipts* defaults to the current scope's ledger; *registry* to the
    process-wide one.

    Example::

        with guardrail.scope():
            reply = handle("delete Read book")
            assert_reply_passes(reply)
    """
    report = _check(reply, receipts, registry)
    if report.ok:
        return report
    raise AssertionError(
        f"expected the reply to pass the guard, but it makes {len(report.violations)} "
        f"unbacked claim(s).\n{_report_text(report)}"
    )


def assert_reply_fails(
    reply: Any,
    kind: str | type[GuardrailError] | None = None,
    tool: str | Callable[..., Any] | None = None,
    *,
    receipts: ReceiptSource = None,
    registry: Registry | None = None,
) -> Report:
    """Assert that :func:`guardrail.check` flags *reply*: with a violation of
    *kind* (``"ghost_success"`` / ``"hallucinated_tool"``, or the
    :class:`~guardrail.GhostSuccess` / :class:`~guardrail.HallucinatedTool`
    class) about *tool*, when given. Returns the report.

    Example::

        with guardrail.scope(), fail_tool("delete_task"):
            reply = handle("delete Read book")
            assert_reply_fails(reply, "ghost_success", "delete_task")
    """
    want_kind: str | None = None
    if kind is not None:
        try:
            want_kind = _KINDS[kind]
        except (KeyError, TypeError):
            raise ValueError(
                f"kind={kind!r} is not a violation kind; use 'ghost_success' or "
                "'hallucinated_tool' (or guardrail.GhostSuccess / guardrail.HallucinatedTool)"
            ) from None
    want_tool = _tool_name(tool) if tool is not None else None
    report = _check(reply, receipts, registry)
    hits = [
        v
        for v in report.violations
        if (want_kind is None or v.kind == want_kind) and (want_tool is None or v.tool == want_tool)
    ]
    if hits:
        return report
    wanted = " ".join(x for x in (want_kind, "violation") if x)
    if want_tool is not None:
        wanted += f" about {want_tool}"
    why = "it passes" if report.ok else "its violations are others"
    raise AssertionError(
        f"expected the reply to fail the guard with a {wanted}, but {why}.\n"
        f"{_report_text(report)}"
    )


# --- simulated failures -------------------------------------------------------
class SimulatedToolFailure(Exception):
    """What a tool raises inside :func:`fail_tool` when no ``exc=`` is given."""


class ToolFailure:
    """The handle :func:`fail_tool` yields.

    Attributes:
        tool: the registered name of the failing tool.
        calls: how many calls were made to fail (or to return ``returns``).
    """

    __slots__ = ("_exc", "_left", "_lock", "_returns", "calls", "tool")

    def __init__(self, tool: str, exc: Any, returns: Any, times: int | None) -> None:
        self.tool = tool
        self.calls = 0
        self._exc = exc
        self._returns = returns
        self._left = times
        self._lock = threading.Lock()

    def _take(self) -> bool:
        with self._lock:
            if self._left is not None:
                if self._left <= 0:
                    return False
                self._left -= 1
            self.calls += 1
            return True

    def _outcome(self) -> Any:
        if self._returns is not _UNSET:
            return self._returns
        exc = self._exc
        if isinstance(exc, type):
            raise exc(f"{self.tool} failed (simulated by guardrail.testing.fail_tool)")
        if exc is None:
            raise SimulatedToolFailure(
                f"{self.tool} failed (simulated by guardrail.testing.fail_tool)"
            )
        raise exc.with_traceback(None)

    def _stand_in(self, real: Callable[..., Any], is_async: bool) -> Callable[..., Any]:
        if is_async:

            async def async_stand_in(*args: Any, **kwargs: Any) -> Any:
                if not self._take():
                    return await real(*args, **kwargs)
                return self._outcome()

            return async_stand_in

        def stand_in(*args: Any, **kwargs: Any) -> Any:
            if not self._take():
                return real(*args, **kwargs)
            return self._outcome()

        return stand_in

    def __repr__(self) -> str:
        return f"<ToolFailure {self.tool} calls={self.calls}>"


def _spec_for(tool: Any, registry: Registry | None) -> ToolSpec:
    if isinstance(tool, str):
        return (registry if registry is not None else default_registry()).get(tool)
    spec = spec_of(tool)
    if spec is None:
        raise InvalidInputError(
            f"fail_tool needs a tool name or a @guardrail.tool function, got "
            f"{type(tool).__name__}",
            expected="str or a @guardrail.tool function",
            got=type(tool).__name__,
        )
    return spec


@contextlib.contextmanager
def fail_tool(
    tool: str | Callable[..., Any],
    exc: BaseException | type[BaseException] | None = None,
    *,
    returns: Any = _UNSET,
    times: int | None = None,
    registry: Registry | None = None,
) -> Iterator[ToolFailure]:
    """Make calls of a registered tool fail inside the block, through the
    normal call path: the receipt is a failed one (``ok=False``, the
    exception's type in ``receipt.error``), the span has status ERROR, and the
    exception reaches the caller as it would from the real tool. The tool's
    function is not run and not replaced: the override is context-local, so
    other threads and concurrent tasks outside the block see the real tool
    (``asyncio`` tasks started inside the block, and ``guardrail.bind``-ed
    functions, inherit it).

    Args:
        tool: the registered name (aliases work) or the decorated function.
        exc: the exception to raise: an instance, or a class (instantiated
            with a message). Default: :class:`SimulatedToolFailure`.
        returns: return this value instead of raising, e.g.
            ``{"success": False, "error": "not found"}``; the tool's success
            predicate then decides the receipt.
        times: fail only the first *times* calls, then run the real tool
            (for testing retries).
        registry: where to look the name up (default: the process-wide one).

    Yields a :class:`ToolFailure` whose ``calls`` counts the failed calls.

    Example::

        with guardrail.scope() as ledger:
            with fail_tool("delete_task", exc=TimeoutError("db down")) as failure:
                reply = handle("delete Read book")
        assert failure.calls == 1
        assert_tool_called(ledger, "delete_task", ok=False)
    """
    if exc is not None and returns is not _UNSET:
        raise ValueError("fail_tool takes exc= or returns=, not both")
    if exc is not None and not (
        isinstance(exc, BaseException) or (isinstance(exc, type) and issubclass(exc, BaseException))
    ):
        raise TypeError(f"exc must be an exception or an exception class, got {exc!r}")
    if times is not None and (not isinstance(times, int) or times < 0):
        raise ValueError(f"times must be a non-negative int, got {times!r}")
    spec = _spec_for(tool, registry)
    failure = ToolFailure(spec.name, exc, returns, times)
    outer = _stand_ins.get()
    merged = dict(outer) if outer is not None else {}
    merged[spec] = failure._stand_in
    token = _stand_ins.set(merged)
    try:
        yield failure
    finally:
        try:
            _stand_ins.reset(token)
        except ValueError:  # left in another context than it was entered in
            _stand_ins.set(outer)


# --- spans --------------------------------------------------------------------
class SpanCaptureError(GuardrailError, RuntimeError):
    """Spans cannot be captured here: the installed tracer provider is not the
    OpenTelemetry SDK's (or the SDK is disabled), or no in-memory exporter
    was configured."""


class SpanCapture:
    """The spans that ended while a :func:`capture_spans` block (or the
    ``guardrail_spans`` fixture) was active, in the order they ended.

    Example::

        with capture_spans() as spans:
            delete_task("Read book")
        (span,) = spans.tool_spans("delete_task")
        assert span.status.is_ok
    """

    def __init__(self) -> None:
        self._spans: list[ReadableSpan] = []
        self._lock = threading.Lock()

    def _add(self, span: ReadableSpan) -> None:
        with self._lock:
            self._spans.append(span)

    @property
    def spans(self) -> tuple[ReadableSpan, ...]:
        """Every captured span."""
        with self._lock:
            return tuple(self._spans)

    def get_finished_spans(self) -> tuple[ReadableSpan, ...]:
        """Same as :attr:`spans` (the ``InMemorySpanExporter`` spelling)."""
        return self.spans

    def clear(self) -> None:
        """Forget the spans captured so far."""
        with self._lock:
            self._spans.clear()

    def named(self, name: str) -> tuple[ReadableSpan, ...]:
        """The spans called *name*."""
        return tuple(s for s in self.spans if s.name == name)

    def one(self, name: str) -> ReadableSpan:
        """The single span called *name*; ``AssertionError`` (listing what was
        captured) when there is none or more than one."""
        hits = self.named(name)
        if len(hits) == 1:
            return hits[0]
        names = ", ".join(repr(s.name) for s in self.spans) or "none"
        raise AssertionError(
            f"expected one span named {name!r}, found {len(hits)}; captured: {names}"
        )

    def tool_spans(self, tool: str | Callable[..., Any] | None = None) -> tuple[ReadableSpan, ...]:
        """The ``execute_tool`` spans, optionally of one tool only."""
        name = _tool_name(tool) if tool is not None else None
        out = []
        for span in self.spans:
            attrs = span.attributes or {}
            if attrs.get(tm.ATTR_OPERATION_NAME) != tm.OPERATION_EXECUTE_TOOL:
                continue
            if name is None or attrs.get(tm.ATTR_TOOL_NAME) == name:
                out.append(span)
        return tuple(out)

    def guard_events(self, guard: str | None = None) -> tuple[Event, ...]:
        """The ``gen_ai.guardrail.result`` events recorded by guards, optionally
        of one guard (``"guardrail.claims"``, ``"guardrail.requires_tool"``)."""
        out = []
        for span in self.spans:
            for event in span.events:
                if event.name != tm.EVENT_GUARDRAIL_RESULT:
                    continue
                attrs = event.attributes or {}
                if guard is None or attrs.get(tm.ATTR_GUARDRAIL_NAME) == guard:
                    out.append(event)
        return tuple(out)

    def __len__(self) -> int:
        return len(self._spans)

    def __iter__(self) -> Iterator[ReadableSpan]:
        return iter(self.spans)

    def __repr__(self) -> str:
        return f"<SpanCapture spans={len(self._spans)}>"


class _Tap(SpanProcessor):
    """A span processor that hands each ended span to the active captures.
    One is added to the tracer provider the first time spans are captured,
    and stays; with no capture active it does nothing."""

    def __init__(self) -> None:
        self._sinks: tuple[SpanCapture, ...] = ()
        self._lock = threading.Lock()

    def on_end(self, span: ReadableSpan) -> None:
        for sink in self._sinks:
            sink._add(span)

    def attach(self, sink: SpanCapture) -> None:
        with self._lock:
            self._sinks = (*self._sinks, sink)

    def detach(self, sink: SpanCapture) -> None:
        with self._lock:
            self._sinks = tuple(s for s in self._sinks if s is not sink)


_tap = _Tap()
_tapped: weakref.WeakSet[Any] = weakref.WeakSet()
_install_lock = threading.Lock()


def _ensure_tap() -> None:
    """Make sure the installed SDK provider feeds :data:`_tap`, installing a
    provider first when there is none (OpenTelemetry lets a process set its
    global provider once, so this one stays for the rest of the process)."""
    with _install_lock:
        provider: Any = _tracing._global_provider()
        if isinstance(provider, trace.ProxyTracerProvider):
            new = TracerProvider(resource=_tracing._resource("guardrail-tests"))
            _tracing._own(new)
            trace.set_tracer_provider(new)
            provider = trace.get_tracer_provider()
        if provider in _tapped:
            return
        if not isinstance(provider, TracerProvider) or not tm._is_recording_provider(provider):
            reason = (
                "the OpenTelemetry SDK is disabled (OTEL_SDK_DISABLED=true)"
                if isinstance(provider, TracerProvider)
                else f"the installed tracer provider is {_tracing._describe(provider)}, not "
                "the OpenTelemetry SDK's TracerProvider"
            )
            raise SpanCaptureError(
                f"cannot capture spans: {reason}. Capture spans in tests that run without "
                "that provider, or read them from your provider's own exporter."
            )
        provider.add_span_processor(_tap)
        _tapped.add(provider)


@contextlib.contextmanager
def capture_spans() -> Iterator[SpanCapture]:
    """Collect the spans that end inside the block, in memory.

    Uses the installed OpenTelemetry SDK provider, adding a small processor
    to it once; when none is installed, installs one (service name
    ``guardrail-tests`` unless ``OTEL_SERVICE_NAME`` says otherwise) that
    stays for the rest of the process, since OpenTelemetry allows a single
    global provider. Spans ending outside any capture go to that provider's
    other processors, if any, and are otherwise dropped. Captures nest: every
    active capture sees every span.

    Raises :class:`SpanCaptureError` when the installed provider is not the
    SDK's, or the SDK is disabled.

    Example::

        with capture_spans() as spans:
            with guardrail.scope():
                delete_task("Read book")
                guardrail.finalize("Deleted: Read book")
        assert len(spans.tool_spans("delete_task")) == 1
    """
    _ensure_tap()
    sink = SpanCapture()
    _tap.attach(sink)
    try:
        yield sink
    finally:
        _tap.detach(sink)


def memory_exporter() -> InMemorySpanExporter:
    """The in-memory exporter installed by
    ``guardrail.configure_tracing(exporter="memory")``.

    Raises :class:`SpanCaptureError` when tracing was not configured that way.

    Example::

        guardrail.configure_tracing("demo", exporter="memory")
        ...
        guardrail.testing.memory_exporter().clear()
    """
    exporter = _tracing._memory_exporter()
    if exporter is None:
        raise SpanCaptureError(
            'no in-memory exporter: call guardrail.configure_tracing(exporter="memory") first '
            "(or use guardrail.testing.capture_spans() in tests)"
        )
    return exporter


def captured_spans() -> tuple[ReadableSpan, ...]:
    """The spans finished so far under
    ``guardrail.configure_tracing(exporter="memory")``, oldest first.

    Example::

        guardrail.configure_tracing("demo", exporter="memory")
        delete_task("Read book")
        [span] = guardrail.testing.captured_spans()
    """
    return tuple(memory_exporter().get_finished_spans())
