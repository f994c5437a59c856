"""The ``@tool`` decorator and the call path that turns a call into a receipt."""

from __future__ import annotations

import contextvars
import inspect
import itertools
import logging
import os
from collections.abc import Callable, Coroutine, Iterable, Mapping
from time import time_ns
from typing import Any, TypeVar, overload

import wrapt
from opentelemetry import context as otel_context
from opentelemetry import trace
from opentelemetry.trace import SpanKind, Status, StatusCode

from . import _telemetry as tm
from ._receipts import ErrorInfo, Receipt, _new_receipt, canonical_json
from ._registry import Registry, ToolSpec, _first_paragraph, default_registry
from ._scope import _current

__all__ = ["default_success", "spec_of", "tool"]

log = logging.getLogger("guardrail")

F = TypeVar("F", bound=Callable[..., Any])

_PREFIX = f"call_{os.urandom(4).hex()}_"
_counter = itertools.count(1)
_MISSING: Any = object()

# Stand-ins set by guardrail.testing.fail_tool, by spec: each takes the real
# callable and whether the tool is async, and returns what to run instead.
# None outside such a block; the call path pays one ContextVar lookup for it.
_StandIn = Callable[[Callable[..., Any], bool], Callable[..., Any]]
_stand_ins: contextvars.ContextVar[Mapping[ToolSpec, _StandIn] | None] = contextvars.ContextVar(
    "guardrail_stand_ins", default=None
)


def _new_call_id() -> str:
    return _PREFIX + "%x" % next(_counter)  # noqa: UP031 - cheaper than an f-string here


def default_success(result: Any) -> bool:
    """The default success predicate: a mapping with a ``success`` key, or an
    object with a non-callable ``success`` attribute, decides by its truth;
    anything else (including None) is success."""
    if type(result) is dict:
        return bool(result["success"]) if "success" in result else True
    if isinstance(result, Mapping):
        return bool(result["success"]) if "success" in result else True
    flag = getattr(result, "success", _MISSING)
    if flag is _MISSING or callable(flag):
        return True
    return bool(flag)


def _predicate_error(result: Any) -> ErrorInfo:
    message = ""
    source = result if isinstance(result, Mapping) else getattr(result, "__dict__", {})
    if isinstance(source, Mapping):
        for key in ("error", "message", "reason", "detail"):
            value = source.get(key)
            if value:
                message = str(value)
                break
    return ErrorInfo(tm.ERROR_PREDICATE_FAILED, message)


def _judge(spec: ToolSpec, result: Any) -> tuple[bool, ErrorInfo | None]:
    predicate = spec.success
    try:
        ok = default_success(result) if predicate is None else bool(predicate(result))
    except Exception as exc:  # a broken predicate must not break the tool call
        log.warning("guardrail: success predicate of %r raised %r", spec.name, exc)
        return False, ErrorInfo(tm.ERROR_PREDICATE_RAISED, f"{type(exc).__name__}: {exc}")
    return (True, None) if ok else (False, _predicate_error(result))


# --- spans ------------------------------------------------------------------
def _start_span(
    tracer: trace.Tracer, spec: ToolSpec, call_id: str
) -> tuple[trace.Span | None, object]:
    try:
        attributes: dict[str, Any] = {
            tm.ATTR_OPERATION_NAME: tm.OPERATION_EXECUTE_TOOL,
            tm.ATTR_TOOL_NAME: spec.name,
            tm.ATTR_TOOL_CALL_ID: call_id,
            tm.ATTR_TOOL_TYPE: tm.TOOL_TYPE_FUNCTION,
        }
        if spec.description:
            attributes[tm.ATTR_TOOL_DESCRIPTION] = spec.description
        span = tracer.start_span(
            f"{tm.OPERATION_EXECUTE_TOOL} {spec.name}",
            kind=SpanKind.INTERNAL,
            attributes=attributes,
        )
        token = otel_context.attach(trace.set_span_in_context(span))
        return span, token
    except Exception as exc:
        log.warning("guardrail: could not start a span for %r: %r", spec.name, exc)
        return None, None


def _end_span(
    span: trace.Span,
    token: object,
    spec: ToolSpec,
    receipt: Receipt,
    exc: BaseException | None,
) -> None:
    try:
        otel_context.detach(token)  # type: ignore[arg-type]
    except Exception:
        pass
    try:
        attrs: dict[str, Any] = {
            tm.ATTR_GUARDRAIL_OK: receipt.ok,
            tm.ATTR_GUARDRAIL_ARGUMENTS_SHA256: receipt.arguments_sha256,
        }
        digest = receipt.result_sha256
        if digest is not None:
            attrs[tm.ATTR_GUARDRAIL_RESULT_SHA256] = digest
        record = spec.record_content
        if record is None:
            record = tm.content_recording_enabled()
        if record:
            try:
                attrs[tm.ATTR_TOOL_CALL_ARGUMENTS] = canonical_json(
                    tm.redact(dict(receipt.arguments))
                )
                if exc is None:
                    attrs[tm.ATTR_TOOL_CALL_RESULT] = canonical_json(tm.redact(receipt.result))
            except Exception as rexc:
                log.warning("guardrail: redactor failed for %r; content not recorded: %r",
                            spec.name, rexc)
                attrs.pop(tm.ATTR_TOOL_CALL_ARGUMENTS, None)
        if not receipt.ok and receipt.error is not None:
            attrs[tm.ATTR_ERROR_TYPE] = receipt.error.type
            span.set_status(Status(StatusCode.ERROR, receipt.error.message or receipt.error.type))
        span.set_attributes(attrs)
    except Exception as aexc:
        log.warning("guardrail: could not annotate the span of %r: %r", spec.name, aexc)
    try:
        span.end()
    except Exception as eexc:
        log.warning("guardrail: span processor failed on %r: %r", spec.name, eexc)


def _ids(span: trace.Span | None) -> tuple[str | None, str | None]:
    if span is None:
        return None, None
    try:
        ctx = span.get_span_context()
        if not ctx.is_valid:
            return None, None
        # printf-style formatting gives the same text as format(n, "032x") for
        # these non-negative ints at a third of the cost
        return "%032x" % ctx.trace_id, "%016x" % ctx.span_id  # noqa: UP031
    except Exception:
        return None, None


_PLAIN_PARAMS = (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)


class _ArgBinder:
    """``spec.bind_arguments`` with a fast path for the common signature
    (positional-or-keyword and keyword-only parameters only, no ``*args``,
    ``**kwargs`` or positional-only ones) called correctly. It returns the
    same dict in the same (parameter) order; any other case goes to
    ``spec.bind_arguments``. Receipts of live calls bind lazily through it,
    and a span that records the arguments hash binds on every call."""

    __slots__ = ("_plan", "spec")

    def __init__(self, spec: ToolSpec) -> None:
        self.spec = spec
        self._plan: Any = None

    def _compile(self) -> Any:
        sig = self.spec.signature
        if sig is None:
            return False
        names: list[str] = []
        defaults: list[Any] = []
        positional = 0
        for param in sig.parameters.values():
            if param.kind not in _PLAIN_PARAMS:
                return False
            if param.kind is inspect.Parameter.POSITIONAL_OR_KEYWORD:
                positional += 1
            names.append(param.name)
            defaults.append(_MISSING if param.default is param.empty else param.default)
        return tuple(names), positional, tuple(defaults), frozenset(names)

    def __call__(self, args: tuple[Any, ...], kwargs: Mapping[str, Any]) -> dict[str, Any]:
        plan = self._plan
        if plan is None:
            try:
                plan = self._compile()
            except Exception:
                plan = False
            self._plan = plan
        if plan is False:
            return self.spec.bind_arguments(args, kwargs)
        names, positional, defaults, known = plan
        count = len(args)
        if count > positional or not known.issuperset(kwargs):
            return self.spec.bind_arguments(args, kwargs)
        out: dict[str, Any] = {}
        for i, name in enumerate(names):
            if i < count:
                if name in kwargs:
                    return self.spec.bind_arguments(args, kwargs)
                out[name] = args[i]
            elif name in kwargs:
                out[name] = kwargs[name]
            else:
                default = defaults[i]
                if default is _MISSING:
                    return self.spec.bind_arguments(args, kwargs)
                out[name] = default
        return out


def _make_receipt(
    spec: ToolSpec,
    call_id: str,
    start: int,
    args: tuple[Any, ...],
    kwargs: Mapping[str, Any],
    result: Any,
    exc: BaseException | None,
    span: trace.Span | None,
    binder: Callable[..., Any] | None = None,
) -> Receipt:
    end = time_ns()
    error: ErrorInfo | None
    if exc is not None:
        ok, error = False, ErrorInfo(type(exc).__qualname__, str(exc))
        result = None
    elif spec.success is None and (
        result is None or (type(result) is dict and result.get("success", True) is True)
    ):
        ok, error = True, None  # what _judge says for these, without its two calls
    else:
        ok, error = _judge(spec, result)
    if span is None:
        trace_id = span_id = None
    else:
        trace_id, span_id = _ids(span)
    return _new_receipt(
        spec.name,
        call_id,
        ok,
        error,
        start,
        end,
        result,
        trace_id,
        span_id,
        args,
        kwargs,
        binder if binder is not None else spec.bind_arguments,
    )


def call_sync(
    spec: ToolSpec,
    func: Callable[..., Any],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    call_id: str | None = None,
    binder: Callable[..., Any] | None = None,
) -> tuple[Any, Receipt | None]:
    """Run *func* as tool *spec*: span (when something records), receipt in the
    current ledger. Returns ``(result, receipt)``; the exception of a failing
    call propagates after its receipt is recorded. The receipt is None when
    there is neither a ledger nor a span to give it to."""
    stand_ins = _stand_ins.get()
    if stand_ins is not None and spec in stand_ins:
        func = stand_ins[spec](func, False)
    tracer = tm.get_tracer()
    ledger = _current.get()
    if tracer is None and ledger is None and call_id is None:
        return func(*args, **kwargs), None
    cid = call_id or _new_call_id()
    span, token = _start_span(tracer, spec, cid) if tracer is not None else (None, None)
    start = time_ns()
    try:
        result = func(*args, **kwargs)
    except BaseException as exc:
        receipt = _make_receipt(spec, cid, start, args, kwargs, None, exc, span, binder)
        _settle(spec, ledger, receipt, span, token, exc)
        raise
    receipt = _make_receipt(spec, cid, start, args, kwargs, result, None, span, binder)
    # _settle, inlined on the success path
    if ledger is not None:
        ledger.record(receipt)
    if span is not None:
        _end_span(span, token, spec, receipt, None)
    return result, receipt


def call_async(
    spec: ToolSpec,
    func: Callable[..., Any],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    call_id: str | None = None,
    binder: Callable[..., Any] | None = None,
) -> Coroutine[Any, Any, tuple[Any, Receipt | None]]:
    """Async twin of :func:`call_sync`: ``await call_async(...)``."""
    return _call_async(spec, func, args, kwargs, call_id, binder, True)


async def _call_async(
    spec: ToolSpec,
    func: Callable[..., Any],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    call_id: str | None,
    binder: Callable[..., Any] | None,
    with_receipt: bool,
) -> Any:
    """The body of :func:`call_async`; returns ``(result, receipt)`` when
    *with_receipt*, else the result alone (what an async tool's wrapper
    returns, saving a coroutine per call)."""
    stand_ins = _stand_ins.get()
    if stand_ins is not None and spec in stand_ins:
        func = stand_ins[spec](func, True)
    tracer = tm.get_tracer()
    ledger = _current.get()
    if tracer is None and ledger is None and call_id is None:
        value = await func(*args, **kwargs)
        return (value, None) if with_receipt else value
    cid = call_id or _new_call_id()
    span, token = _start_span(tracer, spec, cid) if tracer is not None else (None, None)
    start = time_ns()
    try:
        result = await func(*args, **kwargs)
    except BaseException as exc:
        receipt = _make_receipt(spec, cid, start, args, kwargs, None, exc, span, binder)
        _settle(spec, ledger, receipt, span, token, exc)
        raise
    receipt = _make_receipt(spec, cid, start, args, kwargs, result, None, span, binder)
    # _settle, inlined on the success path
    if ledger is not None:
        ledger.record(receipt)
    if span is not None:
        _end_span(span, token, spec, receipt, None)
    return (result, receipt) if with_receipt else result


def _settle(
    spec: ToolSpec,
    ledger: Any,
    receipt: Receipt,
    span: trace.Span | None,
    token: object,
    exc: BaseException | None,
) -> None:
    if ledger is not None:
        ledger.record(receipt)
    if span is not None:
        _end_span(span, token, spec, receipt, exc)


# --- the decorator ----------------------------------------------------------
_FunctionWrapper: Any = wrapt.FunctionWrapper


class ToolWrapper(_FunctionWrapper):  # type: ignore[misc]
    """The object ``@tool`` returns: the original callable, recorded.

    It keeps the wrapped callable's identity for introspection
    (``inspect.signature``, ``__name__``, ``__doc__``, ``__wrapped__``,
    ``inspect.iscoroutinefunction``) and pickles by reference like the
    original. ``__guardrail_spec__`` is the registered :class:`ToolSpec`.
    """

    def __reduce_ex__(self, protocol: Any) -> Any:
        return self.__qualname__

    def __reduce__(self) -> Any:
        return self.__qualname__


def spec_of(obj: Any) -> ToolSpec | None:
    """The :class:`ToolSpec` of a decorated tool (or of a bound method of
    one), or None."""
    spec = getattr(obj, "_self_guardrail_spec", None)
    if spec is None:
        parent = getattr(obj, "_self_parent", None)
        spec = getattr(parent, "_self_guardrail_spec", None)
    return spec if isinstance(spec, ToolSpec) else None


def _unwrap_target(obj: Any) -> tuple[Callable[..., Any], bool, bool]:
    """Return (function to inspect, skip first param, is a callable object)."""
    if isinstance(obj, (classmethod, staticmethod)):
        func = obj.__func__
        return func, isinstance(obj, classmethod), False
    if inspect.isfunction(obj) or inspect.ismethod(obj) or inspect.isbuiltin(obj):
        skip = False
        if inspect.isfunction(obj):
            qual = obj.__qualname__
            params = list(inspect.signature(obj).parameters)
            in_class = "." in qual and not qual.rsplit(".", 1)[0].endswith("<locals>")
            skip = in_class and bool(params) and params[0] in ("self", "cls")
        return obj, skip, False
    if callable(obj):
        return obj, False, True
    raise TypeError(f"@tool needs a function, method or callable object, got {type(obj).__name__}")


def _build(
    target: Any,
    *,
    name: str | None,
    description: str | None,
    claims: Iterable[str],
    aliases: Iterable[str],
    success: Callable[[Any], bool] | None,
    registry: Registry | None,
    record_content: bool | None,
) -> Any:
    func, skip_first, is_object = _unwrap_target(target)
    default_name = getattr(func, "__name__", None) or type(func).__name__
    doc = getattr(func, "__doc__", None)
    if is_object and (doc is None or doc == type(func).__doc__):
        doc = type(func).__doc__ or getattr(type(func).__call__, "__doc__", None)
    module = getattr(func, "__module__", None) or type(func).__module__
    qual = getattr(func, "__qualname__", None) or type(func).__qualname__
    spec = ToolSpec(
        name if name is not None else default_name,
        description=description if description is not None else _first_paragraph(doc),
        func=func,
        claims=claims,
        aliases=aliases,
        success=success,
        record_content=record_content,
        skip_first=skip_first,
        qualname=f"{module}.{qual}",
    )
    reg = registry if registry is not None else default_registry()
    reg.add(spec)
    binder = _ArgBinder(spec)

    if inspect.iscoroutinefunction(func) or (
        is_object and inspect.iscoroutinefunction(type(func).__call__)
    ):

        def async_wrapper(
            wrapped: Callable[..., Any],
            instance: Any,
            args: tuple[Any, ...],
            kwargs: dict[str, Any],
        ) -> Any:
            # the coroutine itself: nothing runs until it is awaited, as with
            # an ``async def`` wrapper, but one coroutine per call instead of two
            return _call_async(spec, wrapped, args, kwargs, None, binder, False)

        wrapper: Callable[..., Any] = async_wrapper
    else:

        def sync_wrapper(
            wrapped: Callable[..., Any],
            instance: Any,
            args: tuple[Any, ...],
            kwargs: dict[str, Any],
        ) -> Any:
            return call_sync(spec, wrapped, args, kwargs, None, binder)[0]

        wrapper = sync_wrapper

    proxy = ToolWrapper(target, wrapper)
    proxy._self_guardrail_spec = spec
    return proxy


@overload
def tool(func: F, /) -> F: ...


@overload
def tool(
    *,
    name: str | None = None,
    description: str | None = None,
    claims: Iterable[str] = (),
    aliases: Iterable[str] = (),
    success: Callable[[Any], bool] | None = None,
    registry: Registry | None = None,
    record_content: bool | None = None,
) -> Callable[[F], F]: ...


def tool(
    func: Any = None,
    /,
    *,
    name: str | None = None,
    description: str | None = None,
    claims: Iterable[str] = (),
    aliases: Iterable[str] = (),
    success: Callable[[Any], bool] | None = None,
    registry: Registry | None = None,
    record_content: bool | None = None,
) -> Any:
    """Register a callable as a tool and record every call as a receipt.

    Works bare or with options, on functions, ``async def`` functions,
    instance methods, classmethods, staticmethods and callable objects; the
    result is still what it was (same signature, name, docstring, coroutine
    function-ness)::

        @guardrail.tool
        def delete_task(title: str) -> dict:
            \"\"\"Delete a task by title.\"\"\"
            ...

        @guardrail.tool(name="refund", claims=["money is on its way"],
                        success=lambda r: r.status == "refunded")
        async def refund_payment(order_id: str) -> Refund: ...

    Args:
        name: registered name (default: the function's ``__name__``).
        description: what the tool does (default: the docstring's first
            paragraph). Used for claim matching and plan suggestions.
        claims: extra phrases that announce this tool's success, for tools
            whose wording the built-in lexicon cannot derive.
        aliases: other names a model may use for this tool.
        success: predicate on the return value deciding ``receipt.ok``
            (default: :func:`default_success`). Exceptions always mean failure
            and propagate unchanged.
        registry: where to register (default: the process-wide registry).
        record_content: record arguments and results on the span for this
            tool (redacted first); None follows :func:`guardrail.configure`.
    """
    options = dict(
        name=name,
        description=description,
        claims=claims,
        aliases=aliases,
        success=success,
        registry=registry,
        record_content=record_content,
    )
    if func is not None:
        return _build(func, **options)  # type: ignore[arg-type]

    def decorate(target: Any) -> Any:
        return _build(target, **options)  # type: ignore[arg-type]

    return decorate

