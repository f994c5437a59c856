"""Receipts: immutability, canonical hashing, odd values, replay."""

from __future__ import annotations

import datetime as dt
import decimal
import hashlib
import math
import os
import pickle
import subprocess
import sys
import uuid
from typing import Any

import pytest

import guardrail
from guardrail import Receipt, Registry
from guardrail._receipts import canonical_json, sha256_of

reg = Registry("receipt-tests")


@guardrail.tool(registry=reg)
def echo(value: Any, **extra: Any) -> Any:
    return value


def one(value: Any, **extra: Any) -> Receipt:
    with guardrail.scope() as ledger:
        echo(value, **extra)
    return ledger.receipts[0]


def test_receipt_is_immutable() -> None:
    r = one(1)
    with pytest.raises(AttributeError, match="immutable"):
        r.ok = False  # type: ignore[misc]
    with pytest.raises(AttributeError, match="immutable"):
        del r.tool


def test_hashes_are_sha256_of_canonical_json() -> None:
    r = one({"b": 1, "a": [1, 2]})
    expected_args = canonical_json({"value": {"b": 1, "a": [1, 2]}})
    assert expected_args == '{"value":{"a":[1,2],"b":1}}'
    assert r.arguments_sha256 == hashlib.sha256(expected_args.encode()).hexdigest()
    assert r.result_sha256 == hashlib.sha256(b'{"a":[1,2],"b":1}').hexdigest()


def test_equal_values_hash_equally_regardless_of_key_order() -> None:
    assert one({"x": 1, "y": 2}).arguments_sha256 == one({"y": 2, "x": 1}).arguments_sha256
    assert one({"x": 1}).arguments_sha256 != one({"x": 2}).arguments_sha256


def test_keyword_and_positional_calls_hash_alike() -> None:
    with guardrail.scope() as ledger:
        echo(5)
        echo(value=5)
    a, b = ledger.receipts
    assert a.arguments == b.arguments == {"value": 5}
    assert a.arguments_sha256 == b.arguments_sha256


class Opaque:
    pass


@pytest.mark.parametrize(
    "value",
    [
        {1, 2, 3},
        b"\x00\xff",
        dt.datetime(2026, 1, 2, 3, 4, 5),
        dt.date(2026, 1, 2),
        dt.timedelta(seconds=3),
        decimal.Decimal("1.10"),
        uuid.UUID(int=7),
        math.nan,
        float("inf"),
        Opaque(),
        {"nested": [Opaque(), {1: "int key"}]},
        "\ud800 lone surrogate",
    ],
)
def test_non_json_values_still_hash(value: Any) -> None:
    r = one(value)
    assert len(r.arguments_sha256) == 64
    assert r.result_sha256 is not None and len(r.result_sha256) == 64


def test_self_referencing_value_hashes_with_marker() -> None:
    loop: list[Any] = []
    loop.append(loop)
    text = canonical_json(loop)
    assert "$unserializable" in text
    assert len(sha256_of(loop)) == 64


def test_sets_hash_independently_of_order() -> None:
    assert sha256_of({"b", "a", "c"}) == sha256_of({"c", "b", "a"})


def test_repr_hides_arguments_and_results() -> None:
    r = one({"password": "hunter2"})
    assert "hunter2" not in repr(r)
    assert repr(r).startswith("<Receipt echo ok call_id=")


def test_to_dict_has_hashes_not_values() -> None:
    r = one({"password": "hunter2"})
    d = r.to_dict()
    assert "hunter2" not in str(d)
    assert set(d) == {
        "tool", "call_id", "ok", "error", "start_time", "end_time", "duration",
        "arguments_sha256", "result_sha256", "trace_id", "span_id",
    }


def test_ids_are_none_without_a_recording_provider() -> None:
    # a fresh process: the test session may have installed a provider already
    code = (
        "import guardrail\n"
        "reg = guardrail.Registry()\n"
        "t = guardrail.tool(registry=reg, name='t')(lambda: 1)\n"
        "with guardrail.scope() as ledger:\n"
        "    t()\n"
        "r = ledger.receipts[0]\n"
        "print(r.trace_id, r.span_id)\n"
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("OTEL_")}
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True
    ).stdout.split()
    assert out == ["None", "None"]


def test_call_ids_are_unique() -> None:
    with guardrail.scope() as ledger:
        for n in range(1000):
            echo(n)
    assert len({r.call_id for r in ledger.receipts}) == 1000


def test_pickle_round_trip_keeps_fields() -> None:
    r = one({"a": 1})
    back = pickle.loads(pickle.dumps(r))
    assert (back.tool, back.call_id, back.ok, dict(back.arguments)) == (
        r.tool, r.call_id, r.ok, {"value": {"a": 1}},
    )
    assert back.arguments_sha256 == r.arguments_sha256


def test_from_record() -> None:
    r = Receipt.from_record(
        {"tool": "delete_task", "ok": False, "arguments": {"title": "x"},
         "result": {"success": False, "error": "Task not found"}}
    )
    assert (r.tool, r.ok, dict(r.arguments)) == ("delete_task", False, {"title": "x"})
    assert r.error is not None and r.error.message == "Task not found"


@pytest.mark.parametrize(
    ("record", "message"),
    [
        ({"ok": True}, "non-empty string 'tool'"),
        ({"tool": "t", "ok": "yes"}, "'ok' must be true or false"),
        ({"tool": "t", "ok": True, "arguments": [1]}, "'arguments' must be an object"),
    ],
)
def test_from_record_rejects_bad_records(record: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Receipt.from_record(record)
