"""Receipts: the immutable in-process record of one tool call."""

from __future__ import annotations

import base64
import dataclasses
import datetime as _dt
import decimal
import enum
import hashlib
import json
import math
import uuid
from collections.abc import Iterable, Mapping
from typing import Any, NamedTuple

from ._exceptions import InvalidInputError

__all__ = ["ErrorInfo", "Receipt", "canonical_json", "sha256_of"]


class ErrorInfo(NamedTuple):
    """Why a call failed: ``type`` is the exception class name (or a code such
    as ``"guardrail.predicate_failed"`` when the success predicate said no)
    and ``message`` the exception's text."""

    type: str
    message: str


def _default(value: Any) -> Any:
    """Map values JSON does not know to a stable, documented form."""
    if isinstance(value, (set, frozenset)):
        items = [canonical_json(v) for v in value]
        return sorted(items)
    if isinstance(value, (bytes, bytearray, memoryview)):
        return {"$bytes": base64.b64encode(bytes(value)).decode("ascii")}
    if isinstance(value, (_dt.datetime, _dt.date, _dt.time)):
        return value.isoformat()
    if isinstance(value, _dt.timedelta):
        return {"$timedelta": value.total_seconds()}
    if isinstance(value, decimal.Decimal):
        return {"$decimal": str(value)}
    if isinstance(value, uuid.UUID):
        return str(value)
    if isinstance(value, enum.Enum):
        return value.value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: getattr(value, f.name) for f in dataclasses.fields(value)}
    dump = getattr(value, "model_dump", None)  # pydantic v2 models
    if callable(dump):
        try:
            return dump(mode="json")
        except Exception:
            pass
    if isinstance(value, tuple):
        return list(value)
    # Anything else: a typed, explicit marker rather than an exception, so that
    # hashing never breaks a tool call. Two different unserialisable objects of
    # the same type hash alike; that is documented in the Receipt docstring.
    cls = type(value)
    return {"$unserializable": f"{cls.__module__}.{cls.__qualname__}"}


def _normalise_floats(value: Any) -> Any:
    if isinstance(value, float) and not math.isfinite(value):
        return {"$float": repr(value)}
    if isinstance(value, dict):
        return {str(k): _normalise_floats(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_normalise_floats(v) for v in value]
    return value


# One encoder for every call: ``json.dumps`` with these options would build a
# new JSONEncoder each time. ``encode`` keeps no state between calls.
_CANONICAL = json.JSONEncoder(
    sort_keys=True,
    separators=(",", ":"),
    ensure_ascii=False,
    allow_nan=False,
    default=_default,
)


def canonical_json(value: Any) -> str:
    """Serialise *value* to canonical JSON: sorted keys, no whitespace,
    UTF-8 characters kept, non-finite floats and non-JSON types mapped to
    explicit markers. Equal values give equal text."""
    try:
        return _CANONICAL.encode(value)
    except (ValueError, TypeError, RecursionError):
        # NaN/inf, mixed-type keys, or self-referencing structures.
        try:
            return _CANONICAL.encode(_normalise_floats(value))
        except (ValueError, TypeError, RecursionError) as exc:
            cls = type(value)
            return json.dumps(
                {"$unserializable": f"{cls.__module__}.{cls.__qualname__}", "$error": str(exc)},
                sort_keys=True,
                separators=(",", ":"),
            )


def sha256_of(value: Any) -> str:
    """Hex SHA-256 of :func:`canonical_json` of *value*."""
    return hashlib.sha256(canonical_json(value).encode("utf-8", "surrogatepass")).hexdigest()


_UNSET: Any = object()


class Receipt:
    """The record of one real call of a registered tool. Immutable.

    Receipts are created only by guardrail's tool wrapper (or explicitly by
    :meth:`Receipt.from_record` for replaying stored transcripts); text that
    merely *looks* like a receipt backs nothing.

    Attributes:
        tool: the registered tool name.
        call_id: a unique id for the call (the model's tool-call id when the
            call came through :meth:`Registry.execute` with one).
        ok: False when the function raised or its success predicate said no.
        error: an :class:`ErrorInfo` when not ok, else None.
        start_time, end_time: wall-clock nanoseconds since the epoch, as
            OpenTelemetry uses; ``duration`` is ``end - start`` in seconds.
        arguments: the call's arguments bound to parameter names. Kept in
            process only (never exported unless content recording is opted in).
        result: the value the tool returned (None when it raised).
        arguments_sha256, result_sha256: hex SHA-256 of the canonical JSON of
            ``arguments`` / ``result`` (``result_sha256`` is None when the tool
            raised). Computed on first access, so a call pays for hashing only
            when somebody reads the hash; spans that record them hash at once.
            Values JSON cannot represent hash by a typed marker (see
            :func:`canonical_json`).
        trace_id, span_id: the call's OpenTelemetry span ids as lowercase hex
            strings (32 and 16 characters, as in W3C ``traceparent``), or None
            when no recording tracer provider was configured.

    Example::

        with guardrail.scope() as ledger:
            delete_task("Read book")
        receipt = ledger.receipts[0]
        assert receipt.tool == "delete_task" and receipt.ok
    """

    __slots__ = (
        "_args",
        "_arguments",
        "_arguments_sha256",
        "_binder",
        "_kwargs",
        "_result_sha256",
        "call_id",
        "end_time",
        "error",
        "ok",
        "result",
        "span_id",
        "start_time",
        "tool",
        "trace_id",
    )

    tool: str
    call_id: str
    ok: bool
    error: ErrorInfo | None
    start_time: int
    end_time: int
    result: Any
    trace_id: str | None
    span_id: str | None
    _arguments: Any
    _args: tuple[Any, ...]
    _kwargs: Mapping[str, Any] | None
    _binder: Any
    _arguments_sha256: str | None
    _result_sha256: str | None

    def __init__(
        self,
        tool: str,
        call_id: str,
        ok: bool,
        error: ErrorInfo | None,
        start_time: int,
        end_time: int,
        *,
        arguments: Mapping[str, Any] | None = None,
        result: Any = None,
        trace_id: str | None = None,
        span_id: str | None = None,
        arguments_sha256: str | None = None,
        result_sha256: str | None = None,
    ) -> None:
        s = object.__setattr__
        s(self, "tool", tool)
        s(self, "call_id", call_id)
        s(self, "ok", ok)
        s(self, "error", error)
        s(self, "start_time", start_time)
        s(self, "end_time", end_time)
        s(self, "result", result)
        s(self, "trace_id", trace_id)
        s(self, "span_id", span_id)
        s(self, "_arguments", arguments)
        s(self, "_args", ())
        s(self, "_kwargs", None)
        s(self, "_binder", None)  # set only by _new_receipt, which binds lazily
        s(self, "_arguments_sha256", arguments_sha256)
        s(self, "_result_sha256", result_sha256)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"Receipt is immutable; cannot set {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"Receipt is immutable; cannot delete {name!r}")

    @property
    def arguments(self) -> Mapping[str, Any]:
        """The call's arguments by parameter name."""
        value = self._arguments
        if value is _UNSET:
            try:
                value = self._binder(self._args, self._kwargs or {})
            except Exception:  # a bad call still deserves a readable receipt
                value = {"args": list(self._args), **(self._kwargs or {})}
            object.__setattr__(self, "_arguments", value)
        return value if value is not None else {}

    @property
    def arguments_sha256(self) -> str:
        """Hex SHA-256 of the canonical JSON of :attr:`arguments`."""
        digest = self._arguments_sha256
        if digest is None:
            digest = sha256_of(dict(self.arguments))
            object.__setattr__(self, "_arguments_sha256", digest)
        return digest

    @property
    def result_sha256(self) -> str | None:
        """Hex SHA-256 of the canonical JSON of :attr:`result`, or None when the
        tool raised."""
        digest = self._result_sha256
        if digest is None:
            if self.error is not None and self.result is None:
                return None
            digest = sha256_of(self.result)
            object.__setattr__(self, "_result_sha256", digest)
        return digest

    @property
    def duration(self) -> float:
        """Duration of the call in seconds."""
        return (self.end_time - self.start_time) / 1e9

    @classmethod
    def from_record(cls, record: Mapping[str, Any], *, index: int = 0) -> Receipt:
        """Build a receipt from a stored record such as a corpus line's
        ``{"tool": ..., "ok": ..., "arguments": ..., "result": ...}``.

        This is for replaying transcripts (``guardrail check``/``eval``) and
        tests; at runtime receipts come only from real calls.
        """
        if not isinstance(record, Mapping):
            raise TypeError(f"a receipt record must be a mapping, got {type(record).__name__}")
        tool = record.get("tool")
        if not isinstance(tool, str) or not tool:
            raise ValueError("a receipt record needs a non-empty string 'tool'")
        ok = record.get("ok")
        if not isinstance(ok, bool):
            raise ValueError(f"receipt for {tool!r}: 'ok' must be true or false")
        arguments = record.get("arguments") or {}
        if not isinstance(arguments, Mapping):
            raise ValueError(f"receipt for {tool!r}: 'arguments' must be an object")
        error = None
        if not ok:
            result = record.get("result")
            message = ""
            if isinstance(result, Mapping):
                message = str(result.get("error", ""))
            error = ErrorInfo(str(record.get("error_type", "ToolFailed")), message)
        return cls(
            tool,
            str(record.get("call_id", f"replay-{index}")),
            ok,
            error,
            0,
            0,
            arguments=dict(arguments),
            result=record.get("result"),
        )

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict of the receipt without arguments or result
        (their hashes only)."""
        return {
            "tool": self.tool,
            "call_id": self.call_id,
            "ok": self.ok,
            "error": None if self.error is None else self.error._asdict(),
            "start_time": self.start_time,
            "end_time": self.end_time,
            "duration": self.duration,
            "arguments_sha256": self.arguments_sha256,
            "result_sha256": self.result_sha256,
            "trace_id": self.trace_id,
            "span_id": self.span_id,
        }

    def __repr__(self) -> str:
        state = "ok" if self.ok else f"failed {self.error.type if self.error else ''}".rstrip()
        return f"<Receipt {self.tool} {state} call_id={self.call_id}>"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Receipt):
            return NotImplemented
        return self.call_id == other.call_id and self.tool == other.tool

    def __hash__(self) -> int:
        return hash((self.tool, self.call_id))

    def __reduce__(self) -> tuple[Any, ...]:
        return (
            _rebuild,
            (
                self.tool,
                self.call_id,
                self.ok,
                self.error,
                self.start_time,
                self.end_time,
                dict(self.arguments),
                self.result,
                self.trace_id,
                self.span_id,
            ),
        )


def _rebuild(
    tool: str,
    call_id: str,
    ok: bool,
    error: ErrorInfo | None,
    start: int,
    end: int,
    arguments: dict[str, Any],
    result: Any,
    trace_id: str | None,
    span_id: str | None,
) -> Receipt:
    return Receipt(
        tool,
        call_id,
        ok,
        error,
        start,
        end,
        arguments=arguments,
        result=result,
        trace_id=trace_id,
        span_id=span_id,
    )


class _Unsealed(Receipt):
    """:class:`Receipt`'s slot layout without its immutability.

    :func:`_new_receipt` fills one of these with plain attribute stores and
    then turns it into a :class:`Receipt` by ``__class__`` assignment (a
    subclass with no slots of its own has the identical layout), which is
    several times cheaper than the fifteen ``object.__setattr__`` calls of
    ``Receipt.__init__``.
    """

    __slots__ = ()
    __setattr__ = object.__setattr__  # type: ignore[assignment]
    __delattr__ = object.__delattr__


def _new_receipt(
    tool: str,
    call_id: str,
    ok: bool,
    error: ErrorInfo | None,
    start_time: int,
    end_time: int,
    result: Any,
    trace_id: str | None,
    span_id: str | None,
    args: tuple[Any, ...],
    kwargs: Mapping[str, Any] | None,
    binder: Any,
) -> Receipt:
    """The receipt of a live call, built without ``Receipt.__init__`` (the
    tool wrapper makes one per call). Its arguments are bound from *args* and
    *kwargs* by *binder* only when first read."""
    r = object.__new__(_Unsealed)  # no __init__: the stores below fill every slot
    r.tool = tool
    r.call_id = call_id
    r.ok = ok
    r.error = error
    r.start_time = start_time
    r.end_time = end_time
    r.result = result
    r.trace_id = trace_id
    r.span_id = span_id
    r._arguments = _UNSET if binder is not None else None
    r._args = args
    r._kwargs = kwargs
    r._binder = binder
    r._arguments_sha256 = None
    r._result_sha256 = None
    r.__class__ = Receipt  # type: ignore[assignment]
    return r


def receipt_tuple(items: Iterable[Any]) -> tuple[Receipt, ...]:
    """*items* as a tuple, each checked to be a :class:`Receipt`.

    Raises:
        InvalidInputError: an item is something else (a dict from a log, say).
    """
    out = tuple(items)
    for item in out:
        if not isinstance(item, Receipt):
            raise InvalidInputError(
                f"receipts must be guardrail.Receipt objects, got {type(item).__name__}; "
                "receipts come from calls of @tool functions (or Receipt.from_record "
                "when replaying transcripts)",
                expected="guardrail.Receipt",
                got=type(item).__name__,
            )
    return out
