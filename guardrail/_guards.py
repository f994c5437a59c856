"""Guards: ``check()``, ``finalize()``, ``@requires_tool`` and ``expected_tools()``.

The data path is one line: receipts (from the scope) and the reply's claims
(from the registry's compiled lexicon) make a :class:`Report`; the guard acts
on the report and records the verdict on the current span.
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import inspect
import logging
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Literal, TypeVar, cast

from opentelemetry import trace

from . import _telemetry as tm
from ._exceptions import (
    GhostSuccess,
    HallucinatedTool,
    InvalidInputError,
    ScopeError,
    ToolNotTriggered,
)
from ._receipts import Receipt, receipt_tuple
from ._registry import Registry, default_registry
from ._scope import DEFAULT_MAX_RECEIPTS, Ledger, _current, _Scope

__all__ = [
    "BackedClaim",
    "Report",
    "Violation",
    "check",
    "expected_tools",
    "finalize",
    "requires_tool",
]

log = logging.getLogger("guardrail")

F = TypeVar("F", bound=Callable[..., Any])
Mode = Literal["raise", "replace", "redact", "warn"]
_MODES = ("raise", "replace", "redact", "warn")

#: What ``@requires_tool(on_violation="replace")`` returns by default.
TOOL_NOT_TRIGGERED = "Technical error: Tool not triggered."

_REASONS = {
    "not_registered": "no tool by that name is available",
    "not_invoked": "it was not run",
    "no_receipt": "it was not run",
    "failed_receipt": "it ran and failed",
    "other_object": "it ran for something else",
    "no_capable_tool": "no available tool can do that",
    "unchecked": "this part of the reply is too long to check",
    "check_failed": "guardrail met an internal error (logged) while checking it",
}


@dataclasses.dataclass(frozen=True)
class Violation:
    """One unbacked claim.

    Attributes:
        kind: ``"hallucinated_tool"`` or ``"ghost_success"``.
        tool: for ghost_success the registered tool that performs the action
            (None when no registered tool could); for hallucinated_tool the
            name as written in the reply.
        text: the claim's text; ``start``/``end`` its character span in the
            reply (``reply[start:end] == text``).
        reason: ``not_registered``, ``no_receipt``, ``failed_receipt``,
            ``other_object`` or ``no_capable_tool``; ``unchecked`` marks the
            tail of a reply longer than the analysed prefix, and
            ``check_failed`` the whole reply when guardrail itself failed
            while reading it (see :func:`check`).
    """

    kind: Literal["hallucinated_tool", "ghost_success"]
    tool: str | None
    text: str
    start: int
    end: int
    reason: str

    def describe(self) -> str:
        """One line for humans: what was claimed and why it is unbacked."""
        why = _REASONS.get(self.reason, self.reason)
        if self.reason == "unchecked":
            return f"the reply's text after character {self.start} was not checked ({why})"
        if self.reason == "check_failed":
            return f"the reply was not checked ({why})"
        if self.kind == "hallucinated_tool":
            return f"claims to have used {self.tool}, but {why}"
        target = self.tool or "this action"
        return f"presents {target} as done, but {why}"


@dataclasses.dataclass(frozen=True)
class BackedClaim:
    """A claim that a successful receipt backs."""

    kind: Literal["hallucinated_tool", "ghost_success"]
    tool: str | None
    text: str
    start: int
    end: int
    receipt: Receipt


@dataclasses.dataclass(frozen=True)
class Report:
    """The verdict on one reply: its unbacked claims and its backed ones.

    Example::

        report = guardrail.check("Deleted: Read book")
        if not report.ok:
            print(report.summary())
    """

    text: str
    violations: tuple[Violation, ...]
    backed: tuple[BackedClaim, ...]
    receipts: tuple[Receipt, ...]

    @property
    def ok(self) -> bool:
        """True when no claim is unbacked."""
        return not self.violations

    def pairs(self) -> list[tuple[str, str | None]]:
        """The distinct ``(kind, tool)`` pairs of the violations, in order."""
        seen: dict[tuple[str, str | None], None] = {}
        for v in self.violations:
            seen.setdefault((v.kind, v.tool), None)
        return list(seen)

    def summary(self) -> str:
        """A short human-readable account of the violations."""
        if self.ok:
            return "no unbacked claims"
        lines = [f"{len(self.violations)} unbacked claim(s):"]
        for v in self.violations:
            lines.append(f"  - [{v.kind}] {v.describe()}: {v.text.strip()!r}")
        return "\n".join(lines)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict (receipts as their hashes only)."""
        return {
            "ok": self.ok,
            "violations": [dataclasses.asdict(v) for v in self.violations],
            "backed": [
                {
                    "kind": b.kind,
                    "tool": b.tool,
                    "text": b.text,
                    "start": b.start,
                    "end": b.end,
                    "call_id": b.receipt.call_id,
                }
                for b in self.backed
            ],
        }


# --- reading the reply ------------------------------------------------------
def _text_of_content(content: Any) -> str | None:
    if isinstance(content, str):
        return content
    if isinstance(content, Sequence) and not isinstance(content, (bytes, bytearray)):
        parts: list[str] = []
        for part in content:
            if isinstance(part, str):
                parts.append(part)
            elif isinstance(part, Mapping):
                if part.get("type", "text") in ("text", "output_text") and isinstance(
                    part.get("text"), str
                ):
                    parts.append(part["text"])
            else:
                text = getattr(part, "text", None)
                if isinstance(text, str):
                    parts.append(text)
        return "\n".join(parts)
    return None


def _read(response: Any) -> str:
    """The reply text of a str, a message dict, or an object with ``content``."""
    if isinstance(response, str):
        return response
    if isinstance(response, Mapping):
        if "content" in response:
            text = _text_of_content(response["content"])
            if text is not None:
                return text
            if response["content"] is None:
                return ""
        got = f"a mapping with keys {sorted(map(str, response))[:8]}"
    elif response is None:
        got = "None"
    elif isinstance(response, (bytes, bytearray)):
        raise InvalidInputError(
            "the reply is bytes; decode it first (reply.decode('utf-8'))",
            expected="str, a message dict with 'content', or an object with .content",
            got=type(response).__name__,
        )
    else:
        content = getattr(response, "content", _MISSING)
        if content is not _MISSING:
            text = _text_of_content(content)
            if text is not None:
                return text
            if content is None:
                return ""
        got = type(response).__name__
    raise InvalidInputError(
        f"cannot read a reply from {got}: pass the reply text (str), a message dict "
        "with a 'content' key, or an object with a .content attribute",
        expected="str, a message dict with 'content', or an object with .content",
        got=got,
    )


_MISSING: Any = object()


def _rewrite(response: Any, text: str) -> Any:
    """*response* with its text replaced by *text*, in the same shape."""
    if isinstance(response, str):
        return text
    if isinstance(response, Mapping):
        out = dict(response)
        out["content"] = text
        return out
    model_copy = getattr(response, "model_copy", None)  # pydantic models
    if callable(model_copy):
        try:
            return model_copy(update={"content": text})
        except Exception:
            pass
    if dataclasses.is_dataclass(response) and not isinstance(response, type):
        try:
            return dataclasses.replace(response, content=text)
        except Exception:
            pass
    try:
        clone = copy.copy(response)
        clone.content = text
        return clone
    except Exception:
        return text


def _resolve_receipts(receipts: Iterable[Receipt] | Ledger | None) -> tuple[Receipt, ...]:
    if receipts is None:
        ledger = _current.get()
        if ledger is None:
            raise ScopeError(
                "no guardrail scope is active, so there are no receipts to check the reply "
                "against. Wrap the request in `with guardrail.scope():` (or decorate the "
                "handler with @guardrail.scope or @guardrail.requires_tool), or pass "
                "receipts=... explicitly. guardrail fails closed here on purpose: it never "
                "consults receipts from other requests."
            )
        return ledger.receipts
    if isinstance(receipts, Ledger):
        return receipts.receipts
    return receipt_tuple(receipts)


# --- check / finalize -------------------------------------------------------
def check(
    response: Any,
    *,
    registry: Registry | None = None,
    receipts: Iterable[Receipt] | Ledger | None = None,
    request: str | None = None,
) -> Report:
    """Find the reply's claims and match each to the receipts. Never raises on
    a violation.

    Args:
        response: the agent's final reply: a ``str``, a message dict with
            ``content`` (a string or a list of text parts), or an object with
            a ``content`` attribute.
        registry: the tools the agent had (default: the process-wide registry).
        receipts: the receipts to check against (default: the current scope's
            ledger; outside a scope, :class:`ScopeError`).
        request: the user's message, when you have it. It sharpens the
            reading: a state given in answer to a question ("is the garage
            locked?") is read back, not done; what the user says they did
            themselves ("I cancelled it by phone") is not the agent's claim.

    The first 150,000 characters of a reply are analysed (that bounds the
    cost of a hostile reply). Anything past them is reported as one
    ``ghost_success`` violation with reason ``"unchecked"`` and tool None:
    text that was not read is not vouched for. For the same reason, an
    internal error of the analysis never passes a reply: it is logged with
    its traceback and the whole reply becomes one ``ghost_success`` violation
    with reason ``"check_failed"`` (set ``GUARDRAIL_DEBUG=1`` to raise the
    error instead, in tests and development).

    Example::

        with guardrail.scope():
            run_agent(...)
            report = guardrail.check(reply)
        for v in report.violations:
            print(v.kind, v.tool, v.reason, v.text)
    """
    text = _read(response)
    found = _resolve_receipts(receipts)
    reg = registry if registry is not None else default_registry()
    if not isinstance(reg, Registry):
        raise InvalidInputError(
            f"registry must be a guardrail.Registry, got {type(reg).__name__}",
            expected="guardrail.Registry",
            got=type(reg).__name__,
        )
    if request is not None and not isinstance(request, str):
        raise InvalidInputError(
            f"request must be the user's message as a str, got {type(request).__name__}",
            expected="str",
            got=type(request).__name__,
        )
    findings = reg.lexicon().read(text, found, request) if text else []
    from ._claims import _MAX_TEXT

    violations: list[Violation] = []
    backed: list[BackedClaim] = []
    failed = findings is None
    if findings is None:
        # Fail closed: the analysis broke (logged with its traceback), so
        # nothing in the reply was read, and nothing is vouched for.
        findings = []
        violations.append(Violation("ghost_success", None, text, 0, len(text), "check_failed"))
    for f in findings:
        if f.backed and f.receipt_index is not None and 0 <= f.receipt_index < len(found):
            backed.append(
                BackedClaim(f.kind, f.tool, f.text, f.start, f.end, found[f.receipt_index])
            )
        elif not f.backed:
            violations.append(Violation(f.kind, f.tool, f.text, f.start, f.end, f.reason))
    if len(text) > _MAX_TEXT and not failed:
        # Fail closed: a claim could hide in text that was not analysed.
        violations.append(
            Violation("ghost_success", None, text[_MAX_TEXT:], _MAX_TEXT, len(text), "unchecked")
        )
    return Report(text, tuple(violations), tuple(backed), found)


def _not_done(violations: Sequence[Violation]) -> str:
    items: dict[str, None] = {}
    for v in violations:
        items.setdefault(v.describe(), None)
    return "; ".join(items)


def _default_replacement(report: Report) -> str:
    return (
        "Technical error: I could not confirm what this reply said was done, so it was "
        f"withheld. Not confirmed: {_not_done(report.violations)}."
    )


def _redact(report: Report, correction: Callable[[Violation], str] | None) -> str:
    text = report.text
    spans: list[tuple[int, int, list[Violation]]] = []
    for v in sorted(report.violations, key=lambda v: (v.start, v.end)):
        if spans and v.start < spans[-1][1]:
            start, end, group = spans[-1]
            spans[-1] = (start, max(end, v.end), [*group, v])
        else:
            spans.append((v.start, v.end, [v]))
    pieces: list[str] = []
    pos = 0
    for start, end, group in spans:
        if correction is not None:
            note = correction(group[0])
        else:
            note = f"[Not confirmed: {_not_done(group)}.]"
        pieces.append(text[pos:start])
        pieces.append(note)
        pos = end
    pieces.append(text[pos:])
    return "".join(pieces)


def _record_verdict(report: Report, action: str, guard: str = "guardrail.claims") -> None:
    """Record the verdict as a ``gen_ai.guardrail.result`` event on the current
    span (or on a short ``apply_guardrail`` span when none is recording)."""
    try:
        attrs: dict[str, Any] = {
            tm.ATTR_GUARDRAIL_NAME: guard,
            tm.ATTR_GUARDRAIL_TRIGGERED: not report.ok,
            tm.ATTR_GUARDRAIL_ACTION: action if not report.ok else "none",
            tm.ATTR_GUARDRAIL_VIOLATIONS: len(report.violations),
            tm.ATTR_GUARDRAIL_BACKED: len(report.backed),
        }
        if report.violations:
            attrs[tm.ATTR_GUARDRAIL_VIOLATION_KINDS] = [v.kind for v in report.violations]
            attrs[tm.ATTR_GUARDRAIL_VIOLATION_TOOLS] = [v.tool or "" for v in report.violations]
        _emit_verdict(attrs, guard)
    except Exception as exc:  # telemetry must never break a guard
        log.warning("guardrail: could not record the guard verdict: %r", exc)


def _emit_verdict(attrs: dict[str, Any], guard: str) -> None:
    """Add the ``gen_ai.guardrail.result`` event to the current span, or to a
    short ``apply_guardrail`` span when none is recording."""
    span = trace.get_current_span()
    if span.is_recording():
        span.add_event(tm.EVENT_GUARDRAIL_RESULT, attributes=attrs)
        return
    tracer = tm.get_tracer()
    if tracer is None:
        return
    with tracer.start_as_current_span(f"apply_guardrail {guard}") as own:
        own.set_attribute(tm.ATTR_OPERATION_NAME, "apply_guardrail")
        own.add_event(tm.EVENT_GUARDRAIL_RESULT, attributes=attrs)


def _check_mode(on_violation: str) -> None:
    if on_violation not in _MODES:
        raise ValueError(
            f"on_violation={on_violation!r} is not a mode; use one of {', '.join(_MODES)}"
        )


def finalize(
    response: Any,
    *,
    on_violation: Mode = "raise",
    registry: Registry | None = None,
    receipts: Iterable[Receipt] | Ledger | None = None,
    message: str | Callable[[Report], str] | None = None,
    correction: Callable[[Violation], str] | None = None,
    request: str | None = None,
) -> Any:
    """Check the reply and act on what is unbacked, before it reaches the user.

    Modes:
        ``"raise"``: raise :class:`HallucinatedTool` or :class:`GhostSuccess`
        (both :class:`GuardViolation`, carrying ``.report``), by the kind of
        the first unbacked claim.
        ``"replace"``: return a safe message instead of the whole reply
        (``message``: a string, or a function of the report; the default
        says what was not confirmed).
        ``"redact"``: replace only the offending sentences by a short
        correction (``correction``: a function of the violation), keeping
        the rest.
        ``"warn"``: return the reply unchanged and log a warning.

    Every mode records the verdict on the current span as the
    ``gen_ai.guardrail.result`` event. The reply comes back in the shape it
    came in (str, dict, or object with ``content``). Outside a scope, with
    no ``receipts=``, raises :class:`ScopeError` (fail closed).

    Example::

        @guardrail.scope
        def handle(user_message: str) -> str:
            reply = agent.run(user_message)
            return guardrail.finalize(reply, on_violation="redact")
    """
    _check_mode(on_violation)
    report = check(response, registry=registry, receipts=receipts, request=request)
    _record_verdict(report, on_violation)
    if report.ok:
        return response
    if on_violation == "raise":
        first = min(report.violations, key=lambda v: v.start)
        cls = HallucinatedTool if first.kind == "hallucinated_tool" else GhostSuccess
        raise cls(f"the reply makes unbacked claims. {report.summary()}", report=report)
    if on_violation == "warn":
        log.warning("guardrail: %s", report.summary())
        return response
    if on_violation == "replace":
        if message is None:
            text = _default_replacement(report)
        elif callable(message):
            text = message(report)
        else:
            text = message
        return _rewrite(response, text)
    return _rewrite(response, _redact(report, correction))


# --- tools a request needs --------------------------------------------------
def expected_tools(request_text: str, registry: Registry | None = None) -> list[str]:
    """The registered tools an imperative request needs::

        guardrail.expected_tools("delete Read book")          # ["delete_task"]
        guardrail.expected_tools("what's the capital of France?")  # []

    It reads the request with the same lexicon as the claim detector, in the
    imperative instead of the past.
    """
    if not isinstance(request_text, str):
        raise InvalidInputError(
            f"request_text must be a str, got {type(request_text).__name__}",
            expected="str",
            got=type(request_text).__name__,
        )
    reg = registry if registry is not None else default_registry()
    return reg.lexicon().expected_tools(request_text)


# --- @requires_tool ---------------------------------------------------------
def _describe_receipts(receipts: Sequence[Receipt]) -> str:
    if not receipts:
        return "no tool ran"
    seen: dict[str, None] = {}
    for r in receipts:
        seen.setdefault(f"{r.tool} ({'ok' if r.ok else 'failed'})", None)
    return "ran: " + ", ".join(seen)


def requires_tool(
    *names: str,
    any_of: Iterable[str] | None = None,
    on_violation: Literal["raise", "replace"] = "raise",
    message: str | None = None,
    from_request: str | None = None,
    registry: Registry | None = None,
    accept_failed: bool = False,
) -> Callable[[F], F]:
    """Require that a handler actually ran the named tools, successfully.

    The decorated handler (sync or async) runs in its own scope; when it
    returns, every tool in *names* must have an ``ok`` receipt from inside
    it, and, when ``any_of`` is given, at least one of those. Otherwise
    ``on_violation="raise"`` raises :class:`ToolNotTriggered` (message
    starting ``"Technical error: Tool not triggered."``) and
    ``on_violation="replace"`` returns *message* (default
    :data:`TOOL_NOT_TRIGGERED`) instead of the handler's value. A failed
    receipt does not count, unless ``accept_failed=True``: then a tool that
    ran and failed counts as triggered, so that a handler may report the
    failure honestly ("I couldn't delete it: not found"); pair it with
    :func:`finalize`, which still catches a reply that presents the failed
    action as done. Exceptions from the handler propagate unchanged.

    ``from_request="text"`` names a handler parameter holding the user's
    request: the tools :func:`expected_tools` finds in it are required too,
    for handlers that cannot list their tools in advance::

        @guardrail.requires_tool("delete_task")
        def delete(title: str) -> str: ...

        @guardrail.requires_tool(any_of=["send_email", "send_sms"], on_violation="replace")
        async def notify(user: User) -> str: ...

        @guardrail.requires_tool(from_request="message")
        def chat(message: str) -> str: ...
    """
    _check_mode(on_violation)
    if on_violation not in ("raise", "replace"):
        raise ValueError("requires_tool supports on_violation='raise' or 'replace'")
    required = tuple(names)
    alternatives = tuple(any_of) if any_of is not None else ()
    for n in (*required, *alternatives):
        if not isinstance(n, str) or not n:
            raise TypeError(f"tool names must be non-empty strings, got {n!r}")
    if any_of is not None and not alternatives:
        raise ValueError("any_of= needs at least one tool name")
    if not required and not alternatives and from_request is None:
        raise ValueError(
            "requires_tool needs tool names, any_of=[...], or from_request='<parameter>'"
        )
    replacement = message if message is not None else TOOL_NOT_TRIGGERED

    def decorate(func: F) -> F:
        sig = inspect.signature(func) if from_request is not None else None
        if sig is not None and from_request not in sig.parameters:
            raise ValueError(
                f"from_request={from_request!r} is not a parameter of {func.__qualname__}"
            )

        def needed(args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[str, ...]:
            if sig is None:
                return required
            value = sig.bind_partial(*args, **kwargs).arguments.get(from_request or "")
            extra = expected_tools(str(value), registry) if isinstance(value, str) else []
            return tuple(dict.fromkeys((*required, *extra)))

        def verdict(need: tuple[str, ...], ledger: Ledger, result: Any) -> Any:
            receipts = ledger.receipts
            ok_tools = {r.tool for r in receipts if r.ok or accept_failed}
            missing = [n for n in need if n not in ok_tools]
            any_missing = bool(alternatives) and not any(a in ok_tools for a in alternatives)
            if any_missing:
                missing.append("any of " + ", ".join(alternatives))
            _record_tool_verdict(need, alternatives, missing, on_violation)
            if not missing:
                return result
            if on_violation == "replace":
                return replacement
            expected = ", ".join(need) if need else ""
            if alternatives:
                expected = (expected + "; " if expected else "") + "any of " + ", ".join(
                    alternatives
                )
            raise ToolNotTriggered(
                f"{TOOL_NOT_TRIGGERED} Expected {expected}; {_describe_receipts(receipts)}.",
                expected=(*need, *alternatives),
                missing=missing,
                receipts=receipts,
                mode="any" if alternatives and not need else "all",
            )

        label = func.__qualname__
        if inspect.iscoroutinefunction(func):

            @functools.wraps(func)
            async def async_handler(*args: Any, **kwargs: Any) -> Any:
                need = needed(args, kwargs)
                with _Scope(label, DEFAULT_MAX_RECEIPTS) as ledger:
                    result = await func(*args, **kwargs)
                return verdict(need, ledger, result)

            return cast(F, async_handler)

        @functools.wraps(func)
        def handler(*args: Any, **kwargs: Any) -> Any:
            need = needed(args, kwargs)
            with _Scope(label, DEFAULT_MAX_RECEIPTS) as ledger:
                result = func(*args, **kwargs)
            return verdict(need, ledger, result)

        return cast(F, handler)

    return decorate


def _record_tool_verdict(
    need: Sequence[str], alternatives: Sequence[str], missing: Sequence[str], action: str
) -> None:
    try:
        attrs: dict[str, Any] = {
            tm.ATTR_GUARDRAIL_NAME: "guardrail.requires_tool",
            tm.ATTR_GUARDRAIL_TRIGGERED: bool(missing),
            tm.ATTR_GUARDRAIL_ACTION: action if missing else "none",
            "guardrail.required_tools": [*need, *alternatives],
        }
        if missing:
            attrs["guardrail.missing_tools"] = list(missing)
        _emit_verdict(attrs, "guardrail.requires_tool")
    except Exception as exc:
        log.warning("guardrail: could not record the guard verdict: %r", exc)

