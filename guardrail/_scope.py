"""Request scopes: which receipts belong to the request being served.

The current ledger lives in a :class:`contextvars.ContextVar`, so it follows
the request through ``await``, ``asyncio.gather``, ``TaskGroup``,
``create_task`` and ``asyncio.to_thread`` (which copy the context where the
work is started). Plain threads do not copy the context; use :func:`bind`.
"""

from __future__ import annotations

import contextvars
import functools
import inspect
import logging
import threading
from collections.abc import Callable, Iterator
from types import TracebackType
from typing import Any, TypeVar, cast, overload

from ._receipts import Receipt

__all__ = ["DEFAULT_MAX_RECEIPTS", "Ledger", "bind", "current_ledger", "scope"]

log = logging.getLogger("guardrail")

#: Receipts a ledger keeps before it stops storing new ones (see :class:`Ledger`).
DEFAULT_MAX_RECEIPTS = 10_000

F = TypeVar("F", bound=Callable[..., Any])

_current: contextvars.ContextVar[Ledger | None] = contextvars.ContextVar(
    "guardrail_ledger", default=None
)


class Ledger:
    """The receipts recorded in one scope, in call order.

    A ledger sees its own receipts and those of every scope nested inside it.
    It is bounded: past ``max_receipts`` (default
    :data:`DEFAULT_MAX_RECEIPTS`; ``None`` for no bound) new receipts are
    counted in :attr:`dropped` but not stored, and one warning is logged. The
    bound fails closed: a dropped receipt can only make a guard stricter
    (a claim it would have backed is reported), never let a claim through.

    Example::

        with guardrail.scope() as ledger:
            add_task("Buy milk")
        assert [r.tool for r in ledger.receipts] == ["add_task"]
        assert ledger.succeeded("add_task")
    """

    __slots__ = ("_items", "_lock", "dropped", "max_receipts", "name", "parent")

    def __init__(
        self,
        name: str | None = None,
        *,
        parent: Ledger | None = None,
        max_receipts: int | None = DEFAULT_MAX_RECEIPTS,
    ) -> None:
        if max_receipts is not None and max_receipts < 0:
            raise ValueError("max_receipts must be None or >= 0")
        self.name = name
        self.parent = parent
        self.max_receipts = max_receipts
        self.dropped = 0
        self._items: list[Receipt] = []
        self._lock = threading.Lock()

    def record(self, receipt: Receipt) -> None:
        """Append *receipt* here and in every enclosing ledger.

        Called by the tool wrapper; application code normally never needs it.
        """
        if not isinstance(receipt, Receipt):
            raise TypeError("only guardrail.Receipt objects can be recorded")
        ledger: Ledger | None = self
        while ledger is not None:
            ledger._append(receipt)
            ledger = ledger.parent

    def _append(self, receipt: Receipt) -> None:
        limit = self.max_receipts
        with self._lock:
            if limit is not None and len(self._items) >= limit:
                self.dropped += 1
                first = self.dropped == 1
            else:
                self._items.append(receipt)
                return
        if first:
            log.warning(
                "guardrail: scope %r holds %d receipts, its max_receipts; further receipts "
                "are counted but not stored, so claims they would back will be reported. "
                "Raise scope(max_receipts=...) if this request really makes that many calls.",
                self.name,
                limit,
            )

    @property
    def receipts(self) -> tuple[Receipt, ...]:
        """A snapshot of the receipts, in call order."""
        return tuple(self._items)

    def for_tool(self, name: str) -> tuple[Receipt, ...]:
        """The receipts of tool *name*."""
        return tuple(r for r in self._items if r.tool == name)

    def succeeded(self, name: str) -> bool:
        """True when tool *name* has at least one ``ok`` receipt here."""
        return any(r.ok and r.tool == name for r in self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self) -> Iterator[Receipt]:
        return iter(tuple(self._items))

    def __repr__(self) -> str:
        label = f" {self.name!r}" if self.name else ""
        return f"<Ledger{label} receipts={len(self._items)} dropped={self.dropped}>"


def current_ledger() -> Ledger | None:
    """The ledger of the innermost active scope, or None outside any scope."""
    return _current.get()


class _Scope:
    """Implementation of :func:`scope`; see there."""

    __slots__ = ("_tokens", "max_receipts", "name")

    def __init__(self, name: str | None, max_receipts: int | None) -> None:
        self.name = name
        self.max_receipts = max_receipts
        self._tokens: list[contextvars.Token[Ledger | None]] = []

    def _open(self) -> Ledger:
        ledger = Ledger(self.name, parent=_current.get(), max_receipts=self.max_receipts)
        self._tokens.append(_current.set(ledger))
        return ledger

    def _close(self) -> None:
        token = self._tokens.pop()
        try:
            _current.reset(token)
        except ValueError:
            # Exited in another context than it was entered in (e.g. a
            # generator finalised elsewhere): restore the parent explicitly.
            _current.set(token.old_value if token.old_value is not token.MISSING else None)

    def __enter__(self) -> Ledger:
        return self._open()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self._close()

    async def __aenter__(self) -> Ledger:
        return self._open()

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self._close()

    def __call__(self, func: F) -> F:
        return _decorate(func, self.name, self.max_receipts)


def _decorate(func: F, name: str | None, max_receipts: int | None) -> F:
    label = name or getattr(func, "__qualname__", None)
    if inspect.iscoroutinefunction(func):

        @functools.wraps(func)
        async def async_wrapper(*args: Any, **kwargs: Any) -> Any:
            with _Scope(label, max_receipts):
                return await func(*args, **kwargs)

        return cast(F, async_wrapper)

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        with _Scope(label, max_receipts):
            return func(*args, **kwargs)

    return cast(F, wrapper)


@overload
def scope(func: F, /) -> F: ...


@overload
def scope(
    name: str | None = None, *, max_receipts: int | None = DEFAULT_MAX_RECEIPTS
) -> _Scope: ...


def scope(
    name: Any = None, *, max_receipts: int | None = DEFAULT_MAX_RECEIPTS
) -> Any:
    """Open a receipt scope for one request.

    Use it as a context manager (sync or async), which yields the
    :class:`Ledger`, or as a decorator on a sync or async function, which
    opens a fresh scope for every call::

        with guardrail.scope() as ledger:
            agent.run(user_message)
            reply = guardrail.finalize(reply)

        async with guardrail.scope("chat"):
            ...

        @guardrail.scope
        async def handle(request): ...

    Scopes nest: an inner scope's receipts are also visible in every
    enclosing one, while sibling scopes (two concurrent requests) never see
    each other's receipts. Outside any scope, tool calls still run and emit
    spans but their receipts are kept nowhere, and guards raise
    :class:`~guardrail.ScopeError` rather than consult a process-wide ledger.
    """
    if callable(name) and not isinstance(name, str):
        return _decorate(name, None, max_receipts)
    if name is not None and not isinstance(name, str):
        raise TypeError(f"scope name must be a string, got {type(name).__name__}")
    return _Scope(name, max_receipts)


def bind(func: F) -> F:
    """Bind *func* to the current context (scope and OpenTelemetry span), for
    work handed to a thread pool, which does not copy context by itself::

        with guardrail.scope() as ledger, ThreadPoolExecutor() as pool:
            list(pool.map(guardrail.bind(fetch_page), urls))
        # every fetch_page receipt is in ledger

    Each call runs in a fresh copy of the captured context, so the bound
    function may run in several threads at once.
    """
    captured = contextvars.copy_context()

    @functools.wraps(func)
    def bound(*args: Any, **kwargs: Any) -> Any:
        return captured.copy().run(func, *args, **kwargs)

    return cast(F, bound)
