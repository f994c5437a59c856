"""The tool call path's fast paths give exactly what the general code gives."""

from __future__ import annotations

import itertools
import os
import subprocess
import sys
import textwrap
from typing import Any

import pytest

import guardrail
from guardrail import Registry
from guardrail._tool import _ArgBinder


def f_plain(a: Any, b: Any = 2, c: Any = 3) -> None: ...
def f_kwonly(a: Any, *, k: Any = 1, m: Any) -> None: ...
def f_posonly(a: Any, /, b: Any = 2) -> None: ...
def f_varargs(a: Any, *rest: Any, k: Any = 0) -> None: ...
def f_varkw(a: Any, b: Any = 1, **extra: Any) -> None: ...
def f_none() -> None: ...


CALLS: list[tuple[tuple[Any, ...], dict[str, Any]]] = [
    ((), {}),
    ((1,), {}),
    ((1, 2), {}),
    ((1, 2, 3), {}),
    ((1, 2, 3, 4), {}),
    ((), {"a": 1}),
    ((1,), {"b": 5}),
    ((1,), {"a": 5}),
    ((1,), {"c": 9, "b": 8}),
    ((1,), {"m": 2}),
    ((1,), {"m": 2, "k": 3}),
    ((1,), {"zzz": 1}),
    ((1, 2), {"extra": 3}),
]


@pytest.mark.parametrize(
    ("func", "call"),
    list(itertools.product([f_plain, f_kwonly, f_posonly, f_varargs, f_varkw, f_none], CALLS)),
)
def test_arg_binder_matches_general_binding(func: Any, call: Any) -> None:
    spec = guardrail.ToolSpec(func.__name__, func=func)
    args, kwargs = call
    try:
        expected: Any = spec.bind_arguments(args, kwargs)
    except TypeError:
        expected = TypeError
    try:
        got: Any = _ArgBinder(spec)(args, kwargs)
    except TypeError:
        got = TypeError
    assert got == expected
    if isinstance(expected, dict):
        assert list(got) == list(expected)  # same order


def test_receipts_from_the_fast_path_are_real_receipts() -> None:
    reg = Registry()

    @guardrail.tool(registry=reg)
    def t(a: int, b: int = 2) -> int:
        return a + b

    with guardrail.scope() as ledger:
        t(1)
        t(1, b=5)
    r1, r2 = ledger.receipts
    assert type(r1) is guardrail.Receipt and isinstance(r2, guardrail.Receipt)
    assert (dict(r1.arguments), dict(r2.arguments)) == ({"a": 1, "b": 2}, {"a": 1, "b": 5})
    with pytest.raises(AttributeError):
        r1.ok = False  # type: ignore[misc]
    assert r1 != r2 and len({r1, r2}) == 2


def test_provider_set_after_import_is_honoured_in_a_fresh_process() -> None:
    code = textwrap.dedent(
        """
        import guardrail
        from opentelemetry import trace
        from opentelemetry.sdk.trace import TracerProvider
        from opentelemetry.sdk.trace.export import SimpleSpanProcessor
        from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

        reg = guardrail.Registry()
        @guardrail.tool(registry=reg)
        def t() -> int:
            return 1

        with guardrail.scope() as ledger:
            t()                                   # no provider yet: no span
            exporter = InMemorySpanExporter()
            provider = TracerProvider()
            provider.add_span_processor(SimpleSpanProcessor(exporter))
            trace.set_tracer_provider(provider)   # configured after import
            t()
        first, second = ledger.receipts
        print(first.span_id is None, second.span_id is not None,
              [s.name for s in exporter.get_finished_spans()])
        """
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("OTEL_")}
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True
    ).stdout.strip()
    assert out == "True True ['execute_tool t']"
