"""Dispatch: run the tool calls a model produced, and answer in its format.

Every call goes through the same path as a direct call of the decorated tool
(:func:`guardrail._tool.call_sync` / :func:`~guardrail._tool.call_async`), so
its receipt and span are recorded exactly alike, under the model's call id.
Model mistakes (an unknown tool, arguments that are not JSON or do not fit,
a tool that fails) never raise: they become :class:`ToolResult` objects whose
:meth:`~ToolResult.to_model_text` tells the model what went wrong.
"""

from __future__ import annotations

import asyncio
import contextvars
import inspect
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal, overload

from . import _telemetry as tm
from ._exceptions import MessageFormatError
from ._plans import (
    DEFAULT_MAX_TOOLS,
    _argument_problems,
    _as_data,
    _or_list,
    _relevant_tools,
    _signature_text,
    _suggest_tools,
    _tool_list_text,
)
from ._receipts import Receipt, _default, canonical_json
from ._registry import Registry, ToolSpec, default_registry
from ._scope import Ledger, _current
from ._tool import _new_call_id, call_async, call_sync

__all__ = [
    "InvalidArguments",
    "ToolFailed",
    "ToolNotFound",
    "ToolResult",
    "ToolSuccess",
    "adispatch",
    "dispatch",
]

Format = Literal["openai", "responses", "anthropic"]

#: ``ToolFailed.error_type`` for a tool known only by its definition.
ERROR_NOT_EXECUTABLE = "guardrail.not_executable"
#: ``ToolFailed.error_type`` for an async tool run from sync code inside a
#: running event loop.
ERROR_EVENT_LOOP_RUNNING = "guardrail.event_loop_running"


# --- results -----------------------------------------------------------------
@dataclass(frozen=True, kw_only=True)
class ToolResult:
    """The outcome of one tool call a model asked for.

    One of :class:`ToolSuccess`, :class:`ToolNotFound`,
    :class:`InvalidArguments` or :class:`ToolFailed`::

        result = registry.execute("organize_files", '{"path": "~/Downloads"}',
                                  call_id="call_1")
        if result.ok:
            print(result.value, result.receipt)
        messages.append({"role": "tool", "tool_call_id": "call_1",
                         "content": result.to_model_text()})

    Attributes:
        ok: True only for :class:`ToolSuccess`.
        name: the registered tool name (for :class:`ToolNotFound`, the name
            the model used).
        call_id: the model's call id; when it gave none and the tool ran, the
            id generated for the receipt.
        receipt: the call's :class:`~guardrail.Receipt`, or None when nothing
            ran (unknown tool, invalid arguments, not executable).
    """

    ok: ClassVar[bool] = False
    name: str
    call_id: str | None = None
    receipt: Receipt | None = field(default=None, compare=False, repr=False)

    def to_model_text(self) -> str:
        """What the model should see as the tool's output."""
        raise NotImplementedError


@dataclass(frozen=True, kw_only=True)
class ToolSuccess(ToolResult):
    """The tool ran and succeeded; ``value`` is what it returned."""

    ok: ClassVar[bool] = True
    value: Any = None

    def to_model_text(self) -> str:
        """The value: strings as they are, anything else as JSON."""
        return _value_text(self.value)


@dataclass(frozen=True, kw_only=True)
class ToolNotFound(ToolResult):
    """The model named a tool the registry does not have.

    ``suggestions`` holds up to three registered tools that may be what was
    meant; ``available`` every registered name, most relevant first.
    """

    suggestions: tuple[str, ...] = ()
    available: tuple[str, ...] = field(default=(), repr=False)

    def to_model_text(self) -> str:
        """The error, the suggestions and the available tool names (at most
        20 of them, with a count of the rest)."""
        if not self.name:
            text = "Error: the tool call names no tool."
        else:
            text = f"Error: there is no tool named '{self.name}'."
        if self.suggestions:
            text += f" Did you mean {_or_list(self.suggestions)}?"
        if self.available:
            text += f" Available tools: {_tool_list_text(self.available, DEFAULT_MAX_TOOLS)}."
        else:
            text += " No tools are available."
        return text


@dataclass(frozen=True, kw_only=True)
class InvalidArguments(ToolResult):
    """The arguments are not a JSON object, or do not fit the tool's
    signature; the tool did not run.

    ``errors`` are pydantic-style error dicts (``type``, ``loc``, ``msg``,
    ``input``; a ``json_invalid`` or ``object_type`` entry when the
    arguments could not be read at all), ``messages`` the same as readable
    sentences, ``arguments`` what the model sent and ``signature`` the
    expected call shape (``organize_files(path, by?)``).
    """

    errors: tuple[Mapping[str, Any], ...] = ()
    messages: tuple[str, ...] = ()
    arguments: Any = field(default=None, repr=False)
    signature: str = ""

    def to_model_text(self) -> str:
        """Each problem, then the expected call shape."""
        problems = "; ".join(self.messages) or "the arguments do not fit"
        text = f"Error: invalid arguments for {self.name}: {problems}."
        if self.signature:
            text += f" Expected: {self.signature} (arguments ending in ? are optional)."
        return text


@dataclass(frozen=True, kw_only=True)
class ToolFailed(ToolResult):
    """The tool could not run, raised, or returned a result its success
    predicate rejected.

    ``error_type`` is the exception class name, ``"guardrail.predicate_failed"``
    (``value`` then holds what the tool returned), ``"guardrail.not_executable"``
    (a tool registered without a function) or
    ``"guardrail.event_loop_running"`` (an async tool run with the sync API
    inside a running event loop). ``message`` says what happened.
    """

    error_type: str
    message: str = ""
    value: Any = None

    def to_model_text(self) -> str:
        """The error type and message (and the returned value when the tool
        ran but did not succeed)."""
        if self.error_type == tm.ERROR_PREDICATE_FAILED:
            text = f"Error: {self.name} did not succeed"
            text += f": {self.message}." if self.message else "."
            if self.value is not None:
                text += f" It returned: {_value_text(self.value)}"
            return text
        if self.error_type in (ERROR_NOT_EXECUTABLE, ERROR_EVENT_LOOP_RUNNING):
            return f"Error: {self.name} could not run: {self.message}"
        detail = f"{self.error_type}: {self.message}" if self.message else self.error_type
        return f"Error: {self.name} failed: {detail}"


def _value_text(value: Any) -> str:
    if isinstance(value, str):
        return value
    try:
        return json.dumps(value, ensure_ascii=False, allow_nan=False, default=_default)
    except (TypeError, ValueError, RecursionError):
        return canonical_json(value)


# --- one call ------------------------------------------------------------------
def _is_async(spec: ToolSpec) -> bool:
    func = spec.func
    return inspect.iscoroutinefunction(func) or inspect.iscoroutinefunction(
        getattr(func, "__call__", None)  # noqa: B004 - async callable objects
    )


def _read_arguments(
    spec: ToolSpec, arguments: Any, call_id: str | None
) -> ToolResult | dict[str, Any]:
    """The arguments as a dict, or an :class:`InvalidArguments` result."""
    raw = arguments
    if isinstance(arguments, (bytes, bytearray)):
        arguments = arguments.decode("utf-8", "replace")
    if isinstance(arguments, str):
        if not arguments.strip():
            return {}
        try:
            arguments = json.loads(arguments)
        except json.JSONDecodeError as exc:
            message = (
                f"the arguments are not valid JSON ({exc.msg} at line {exc.lineno} column "
                f"{exc.colno}); send them as a JSON object"
            )
            return _one_problem(spec, call_id, raw, "json_invalid", message, raw)
    arguments = _as_data(arguments)
    if arguments is None:
        return {}
    if not isinstance(arguments, Mapping):
        message = (
            f"the arguments must be a JSON object of named values, got {type(arguments).__name__}"
        )
        return _one_problem(spec, call_id, raw, "object_type", message, arguments)
    return {str(k): v for k, v in arguments.items()}


def _invalid(
    spec: ToolSpec,
    call_id: str | None,
    arguments: Any,
    errors: Sequence[Mapping[str, Any]],
    messages: Sequence[str],
) -> InvalidArguments:
    return InvalidArguments(
        name=spec.name,
        call_id=call_id,
        errors=tuple(errors),
        messages=tuple(messages),
        arguments=arguments,
        signature=_signature_text(spec),
    )


def _one_problem(
    spec: ToolSpec, call_id: str | None, arguments: Any, kind: str, message: str, value: Any
) -> InvalidArguments:
    """Arguments rejected as a whole, before or outside field validation."""
    error = {"type": kind, "loc": (), "msg": message, "input": value}
    return _invalid(spec, call_id, arguments, [error], [message])


def _prepare(
    registry: Registry, name: Any, arguments: Any, call_id: str | None
) -> ToolResult | tuple[ToolSpec, tuple[Any, ...], dict[str, Any]]:
    """Everything short of running: look the tool up, read and validate the
    arguments. A result when the call cannot run, else the spec and the
    validated positional and keyword arguments."""
    if not isinstance(name, str) or not name.strip():
        label = name if isinstance(name, str) else ""
        available = tuple(_relevant_tools(registry, (), ()))
        return ToolNotFound(name=label, call_id=call_id, available=available)
    spec = registry.find(name)
    if spec is None:
        suggestions = tuple(_suggest_tools(registry, name))
        available = tuple(_relevant_tools(registry, suggestions, (name,)))
        return ToolNotFound(
            name=name, call_id=call_id, suggestions=suggestions, available=available
        )
    if spec.func is None:
        return ToolFailed(
            name=spec.name,
            call_id=call_id,
            error_type=ERROR_NOT_EXECUTABLE,
            message="it is registered by definition only, with no function to call "
            "(register it with @guardrail.tool to make it executable)",
        )
    if spec.skip_first:
        return ToolFailed(
            name=spec.name,
            call_id=call_id,
            error_type=ERROR_NOT_EXECUTABLE,
            message="it is a method and needs its instance or class; register the bound "
            "method (guardrail.tool(obj.method)) to call it by name",
        )
    read = _read_arguments(spec, arguments, call_id)
    if isinstance(read, ToolResult):
        return read
    from pydantic import ValidationError

    try:
        validated = spec.args_model.model_validate(read)
    except ValidationError as exc:
        errors = [dict(e) for e in exc.errors(include_url=False, include_context=False)]
        messages = [m for _, m, _ in _argument_problems(spec, errors)]
        return _invalid(spec, call_id, arguments, errors, messages)
    except Exception as exc:  # a validator raising something pydantic does not wrap
        message = f"the arguments could not be validated: {type(exc).__name__}: {exc}"
        return _one_problem(spec, call_id, arguments, "value_error", message, read)
    values = dict(validated.__dict__)
    given = set(validated.model_fields_set)
    kwargs = {k: v for k, v in values.items() if k in given}
    kwargs.update(validated.model_extra or {})
    args: list[Any] = []
    sig = spec.signature
    if sig is not None:
        for pname, param in sig.parameters.items():
            if param.kind is not inspect.Parameter.POSITIONAL_ONLY:
                break
            if pname in kwargs:
                args.append(kwargs.pop(pname))
            elif param.default is not inspect.Parameter.empty:
                args.append(param.default)
            else:
                break
    return spec, tuple(args), kwargs


class _Capture:
    """Finds the receipt of a call that raised (``call_sync`` re-raises the
    tool's exception after recording its receipt). Inside a scope the receipt
    is in the scope's ledger; outside any scope the call runs with a private
    ledger that only this capture reads."""

    __slots__ = ("_ledger", "_token")

    def __init__(self) -> None:
        self._ledger: Ledger | None = None
        self._token: contextvars.Token[Ledger | None] | None = None

    def __enter__(self) -> _Capture:
        ledger = _current.get()
        if ledger is None:
            ledger = Ledger("guardrail.dispatch", max_receipts=None)
            self._token = _current.set(ledger)
        self._ledger = ledger
        return self

    def __exit__(self, *exc: object) -> None:
        if self._token is not None:
            _current.reset(self._token)
            self._token = None

    def find(self, call_id: str) -> Receipt | None:
        ledger = self._ledger
        if ledger is None:
            return None
        for receipt in reversed(ledger.receipts):
            if receipt.call_id == call_id:
                return receipt
        return None


def _failed(spec: ToolSpec, call_id: str, exc: Exception, capture: _Capture) -> ToolFailed:
    return ToolFailed(
        name=spec.name,
        call_id=call_id,
        receipt=capture.find(call_id),
        error_type=type(exc).__qualname__,
        message=str(exc),
    )


def _judged(spec: ToolSpec, call_id: str, result: Any, receipt: Receipt | None) -> ToolResult:
    if receipt is not None and not receipt.ok:
        error = receipt.error
        return ToolFailed(
            name=spec.name,
            call_id=call_id,
            receipt=receipt,
            error_type=error.type if error is not None else tm.ERROR_PREDICATE_FAILED,
            message=error.message if error is not None else "",
            value=result,
        )
    return ToolSuccess(name=spec.name, call_id=call_id, receipt=receipt, value=result)


def _run_sync(
    spec: ToolSpec, args: tuple[Any, ...], kwargs: dict[str, Any], call_id: str | None
) -> ToolResult:
    func = spec.func
    assert func is not None  # checked by _prepare
    cid = call_id or _new_call_id()
    with _Capture() as capture:
        try:
            result, receipt = call_sync(spec, func, args, kwargs, call_id=cid)
        except Exception as exc:
            return _failed(spec, cid, exc, capture)
    return _judged(spec, cid, result, receipt)


async def _run_async(
    spec: ToolSpec, args: tuple[Any, ...], kwargs: dict[str, Any], call_id: str | None
) -> ToolResult:
    func = spec.func
    assert func is not None  # checked by _prepare
    cid = call_id or _new_call_id()
    with _Capture() as capture:
        try:
            result, receipt = await call_async(spec, func, args, kwargs, call_id=cid)
        except Exception as exc:
            return _failed(spec, cid, exc, capture)
    return _judged(spec, cid, result, receipt)


def _running_loop() -> bool:
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return False
    return True


def _loop_running(spec: ToolSpec, call_id: str | None) -> ToolFailed:
    return ToolFailed(
        name=spec.name,
        call_id=call_id,
        error_type=ERROR_EVENT_LOOP_RUNNING,
        message="it is an async tool and an event loop is already running in this thread; "
        "use 'await registry.aexecute(...)' or 'await guardrail.adispatch(...)' instead",
    )


def execute(
    registry: Registry, name: Any, arguments: Any = None, *, call_id: str | None = None
) -> ToolResult:
    """Implementation of :meth:`Registry.execute`."""
    prepared = _prepare(registry, name, arguments, call_id)
    if isinstance(prepared, ToolResult):
        return prepared
    spec, args, kwargs = prepared
    if _is_async(spec):
        if _running_loop():
            return _loop_running(spec, call_id)
        return asyncio.run(_run_async(spec, args, kwargs, call_id))
    return _run_sync(spec, args, kwargs, call_id)


async def aexecute(
    registry: Registry, name: Any, arguments: Any = None, *, call_id: str | None = None
) -> ToolResult:
    """Implementation of :meth:`Registry.aexecute`."""
    prepared = _prepare(registry, name, arguments, call_id)
    if isinstance(prepared, ToolResult):
        return prepared
    spec, args, kwargs = prepared
    if _is_async(spec):
        return await _run_async(spec, args, kwargs, call_id)
    return _run_sync(spec, args, kwargs, call_id)


# --- provider formats ------------------------------------------------------------
@dataclass(frozen=True)
class _Call:
    name: Any
    arguments: Any
    call_id: str | None


def _is_object(data: Any, *attrs: str) -> bool:
    """A mapping, or an SDK-style object with one of *attrs*."""
    if isinstance(data, Mapping):
        return True
    return not _is_list(data) and any(hasattr(data, a) for a in attrs)


def _get(obj: Any, key: str, default: Any = None) -> Any:
    if isinstance(obj, Mapping):
        return obj.get(key, default)
    return getattr(obj, key, default)


def _is_list(value: Any) -> bool:
    return isinstance(value, Sequence) and not isinstance(value, (str, bytes, bytearray))


def _bad(format: str, message: Any, expected: str) -> MessageFormatError:
    return MessageFormatError(
        f"dispatch(format={format!r}) needs {expected}; got {type(message).__name__}"
        f"{_hint(format, message)}",
        format=format,
        got=type(message).__name__,
    )


def _hint(format: str, message: Any) -> str:
    """Name the format *message* looks like, when it is not *format*."""
    message = _as_data(message)
    items: Any = message
    if isinstance(message, Mapping):
        if message.get("choices") is not None:
            return " (a whole chat completion: pass response.choices[0].message)"
        if message.get("tool_calls") is not None:
            return " (it looks like an OpenAI Chat Completions message: use format='openai')"
        items = message.get("content") or message.get("output") or [message]
    if not _is_list(items):
        return ""
    kinds = {_get(item, "type") for item in items}
    for kind, name in (
        ("tool_use", "anthropic"),
        ("function_call", "responses"),
        ("function", "openai"),
    ):
        if kind in kinds and name != format:
            return f" (it looks like the {name!r} format: use format={name!r})"
    return ""


def _string_id(value: Any) -> str | None:
    return None if value is None else str(value)


def _openai_call(call: Any) -> _Call:
    if not isinstance(call, Mapping) and not hasattr(call, "function"):
        raise _bad("openai", call, "each tool call to be an object with 'function'")
    function = _as_data(_get(call, "function"))
    return _Call(
        _get(function, "name") if function is not None else None,
        _get(function, "arguments") if function is not None else None,
        _string_id(_get(call, "id")),
    )


def _tool_message(call_id: str | None, result: ToolResult) -> dict[str, Any]:
    return {"role": "tool", "tool_call_id": call_id, "content": result.to_model_text()}


def _call_output(call_id: str | None, result: ToolResult) -> dict[str, Any]:
    return {"type": "function_call_output", "call_id": call_id, "output": result.to_model_text()}


def _tool_result_block(call_id: str | None, result: ToolResult) -> dict[str, Any]:
    block: dict[str, Any] = {
        "type": "tool_result",
        "tool_use_id": call_id,
        "content": result.to_model_text(),
    }
    if not result.ok:
        block["is_error"] = True
    return block


@dataclass(frozen=True)
class _Format:
    """How one provider writes tool calls, and how it wants their results.

    A message of the format has one of ``marks``; its calls are the items of
    ``holder`` whose ``type`` is ``call_type`` (every item when that is None),
    and one such item on its own stands for a message holding just it."""

    name: str
    holder: str
    marks: tuple[str, ...]
    call_type: str | None
    read: Callable[[Any], _Call]
    answer: Callable[[str | None, ToolResult], dict[str, Any]]
    wrap: Callable[[list[dict[str, Any]]], Any]
    expected: str
    text_holder: bool = False  # a string in ``holder`` is text: no calls


_FORMAT_TABLE: dict[str, _Format] = {
    f.name: f
    for f in (
        _Format(
            "openai",
            "tool_calls",
            ("tool_calls", "role", "content"),
            None,
            _openai_call,
            _tool_message,
            list,
            "an assistant message with 'tool_calls'",
        ),
        _Format(
            "responses",
            "output",
            ("output",),
            "function_call",
            lambda item: _Call(
                _get(item, "name"), _get(item, "arguments"), _string_id(_get(item, "call_id"))
            ),
            _call_output,
            list,
            "a response with 'output' items",
        ),
        _Format(
            "anthropic",
            "content",
            ("content", "role"),
            "tool_use",
            lambda block: _Call(
                _get(block, "name"), _get(block, "input"), _string_id(_get(block, "id"))
            ),
            _tool_result_block,
            lambda blocks: {"role": "user", "content": blocks},
            "a message with 'content' blocks",
            text_holder=True,
        ),
    )
}


def _has(data: Any, key: str) -> bool:
    return key in data if isinstance(data, Mapping) else hasattr(data, key)


def _read_calls(fmt: _Format, message: Any) -> list[_Call]:
    data = _as_data(message)
    if _is_object(data, *fmt.marks, "type"):
        if fmt.call_type is not None and _get(data, "type") == fmt.call_type:
            items: Any = [data]
        elif any(_has(data, key) for key in fmt.marks):
            items = _get(data, fmt.holder)
            if items is None or (fmt.text_holder and isinstance(items, str)):
                return []
        else:
            raise _bad(fmt.name, message, f"{fmt.expected}, or its list")
    elif _is_list(data):
        items = data
    else:
        raise _bad(fmt.name, message, f"{fmt.expected}, or its list")
    if not _is_list(items):
        raise _bad(fmt.name, items, f"'{fmt.holder}' to be a list")
    calls = []
    for item in items:
        item = _as_data(item)
        if fmt.call_type is None or _get(item, "type") == fmt.call_type:
            calls.append(fmt.read(item))
    return calls


def _format(message: Any, format: Any) -> _Format:
    fmt = _FORMAT_TABLE.get(format) if isinstance(format, str) else None
    if fmt is None:
        raise MessageFormatError(
            f"unknown dispatch format {format!r}; use 'openai' (Chat Completions "
            "tool_calls), 'responses' (Responses API function_call items) or 'anthropic' "
            "(Messages API tool_use blocks)",
            format=str(format),
            got=type(message).__name__,
        )
    return fmt


def _render(fmt: _Format, calls: Sequence[_Call], results: Sequence[ToolResult]) -> Any:
    return fmt.wrap([fmt.answer(c.call_id, r) for c, r in zip(calls, results, strict=True)])


async def _gather(registry: Registry, calls: Sequence[_Call]) -> list[ToolResult]:
    return list(
        await asyncio.gather(
            *(aexecute(registry, c.name, c.arguments, call_id=c.call_id) for c in calls)
        )
    )


def _runs_async(registry: Registry, call: _Call) -> bool:
    spec = registry.find(call.name) if isinstance(call.name, str) else None
    return spec is not None and spec.func is not None and not spec.skip_first and _is_async(spec)


@overload
def dispatch(
    message: Any, *, format: Literal["openai", "responses"], registry: Registry | None = None
) -> list[dict[str, Any]]: ...


@overload
def dispatch(
    message: Any, *, format: Literal["anthropic"], registry: Registry | None = None
) -> dict[str, Any]: ...


def dispatch(message: Any, *, format: Format, registry: Registry | None = None) -> Any:
    """Run every tool call in a model's message and return the tool results
    as that provider's messages, errors included as the model should see them.

    ``format`` says what *message* is; plain dicts in and out, and SDK objects
    are read by attribute (or through ``model_dump()``), so no provider SDK is
    needed:

    - ``"openai"``: a Chat Completions assistant message with ``tool_calls``
      (or the list of tool calls). Returns a list of
      ``{"role": "tool", "tool_call_id", "content"}`` messages.
    - ``"responses"``: a Responses API response with ``output`` items (or the
      list of items, or one item); ``function_call`` items run, others are
      skipped. Returns a list of
      ``{"type": "function_call_output", "call_id", "output"}`` items.
    - ``"anthropic"``: a Messages API message with ``content`` blocks (or the
      list of blocks); ``tool_use`` blocks run, others are skipped. Returns
      one user message ``{"role": "user", "content": [{"type": "tool_result",
      "tool_use_id", "content", "is_error"?}]}`` (its content is empty when
      the message had no ``tool_use`` blocks).

    Results come back in the order of the calls. Sync tools run first, one
    after another in this thread, as direct calls would; then the async tools
    run concurrently (``asyncio.gather``) in one fresh event loop. (The calls
    of one model message are independent of each other, so the order in which
    they run is not the order of the results.) Inside a running event loop use
    :func:`adispatch`: from here an async tool would give an error result.
    Each call is recorded as by :meth:`Registry.execute`::

        response = client.chat.completions.create(model=..., messages=messages,
                                                  tools=registry.schemas("openai"))
        message = response.choices[0].message
        messages.append(message)
        messages.extend(guardrail.dispatch(message, format="openai", registry=registry))

    Raises:
        MessageFormatError: *message* is not a tool-calling message of this
            format, or *format* is not one of the three. Model mistakes
            (unknown tools, malformed arguments, failing tools) never raise.
    """
    reg = registry if registry is not None else default_registry()
    fmt = _format(message, format)
    calls = _read_calls(fmt, message)
    results: dict[int, ToolResult] = {}
    deferred: list[int] = []
    loop_running = _running_loop()
    for i, c in enumerate(calls):
        if not loop_running and _runs_async(reg, c):
            deferred.append(i)
        else:
            results[i] = execute(reg, c.name, c.arguments, call_id=c.call_id)
    if deferred:
        done = asyncio.run(_gather(reg, [calls[i] for i in deferred]))
        results.update(zip(deferred, done, strict=True))
    return _render(fmt, calls, [results[i] for i in range(len(calls))])


@overload
async def adispatch(
    message: Any, *, format: Literal["openai", "responses"], registry: Registry | None = None
) -> list[dict[str, Any]]: ...


@overload
async def adispatch(
    message: Any, *, format: Literal["anthropic"], registry: Registry | None = None
) -> dict[str, Any]: ...


async def adispatch(message: Any, *, format: Format, registry: Registry | None = None) -> Any:
    """Async :func:`dispatch`: every call runs concurrently
    (``asyncio.gather``), results in call order. Sync tools run directly on
    the event loop's thread, as a direct call from async code would, so a
    slow blocking tool holds the loop while it runs; make such a tool
    ``async`` (for example around ``asyncio.to_thread``) to overlap it::

        message = await client.messages.create(model=..., messages=messages,
                                               tools=registry.schemas("anthropic"))
        messages.append({"role": "assistant", "content": message.content})
        messages.append(await guardrail.adispatch(message, format="anthropic"))
    """
    reg = registry if registry is not None else default_registry()
    fmt = _format(message, format)
    calls = _read_calls(fmt, message)
    results = await _gather(reg, calls)
    return _render(fmt, calls, results)
