"""Command line: ``guardrail check FILE`` and ``guardrail eval FILE``.

Both read a JSON Lines file of cases in the labeled-transcript format (one
agent turn per line: ``tools``, ``receipts``, ``response`` and, for ``eval``,
``expected``) and run every case through :func:`guardrail.check`.

Exit codes: ``check`` returns 1 when any violation was found and 0 when none;
both return 2 on bad input (the message names the line and the problem).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TextIO

__all__ = ["Case", "InputError", "load_cases", "main", "run_case", "score"]

KINDS = ("hallucinated_tool", "ghost_success")
Pair = tuple[str, "str | None"]


class InputError(ValueError):
    """A case file that cannot be read; the message names the line."""


@dataclass(frozen=True)
class Case:
    """One parsed line of a case file."""

    line: int
    id: str
    tools: list[dict[str, Any]]
    receipts: list[dict[str, Any]]
    response: str
    expected: list[Pair] | None
    user: str | None = None


def _fail(line: int, what: str) -> InputError:
    return InputError(f"line {line}: {what}")


def _parse(line_no: int, raw: str, *, need_expected: bool) -> Case:
    try:
        obj = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise _fail(line_no, f"invalid JSON ({exc.msg} at column {exc.colno})") from None
    if not isinstance(obj, Mapping):
        raise _fail(line_no, f"expected a JSON object, got {type(obj).__name__}")
    cid = obj.get("id", f"line-{line_no}")
    if not isinstance(cid, str | int) or isinstance(cid, bool):
        raise _fail(line_no, "'id' must be a string")
    if "response" not in obj:
        raise _fail(line_no, "missing 'response'")
    response = obj["response"]
    if not isinstance(response, str):
        raise _fail(line_no, f"'response' must be a string, got {type(response).__name__}")
    tools = obj.get("tools", [])
    if not isinstance(tools, list):
        raise _fail(line_no, "'tools' must be a list")
    for i, t in enumerate(tools):
        if not isinstance(t, Mapping) or not isinstance(t.get("name"), str) or not t["name"]:
            raise _fail(line_no, f"tools[{i}] needs a non-empty string 'name'")
        if not isinstance(t.get("description", ""), str):
            raise _fail(line_no, f"tools[{i}].description must be a string")
        claims = t.get("claims", [])
        if not isinstance(claims, list) or not all(isinstance(c, str) for c in claims):
            raise _fail(line_no, f"tools[{i}].claims must be a list of strings")
        params = t.get("parameters")
        if params is not None and not isinstance(params, Mapping):
            raise _fail(line_no, f"tools[{i}].parameters must be an object (a JSON Schema)")
    receipts = obj.get("receipts", [])
    if not isinstance(receipts, list):
        raise _fail(line_no, "'receipts' must be a list")
    for i, r in enumerate(receipts):
        if not isinstance(r, Mapping) or not isinstance(r.get("tool"), str) or not r["tool"]:
            raise _fail(line_no, f"receipts[{i}] needs a non-empty string 'tool'")
        if not isinstance(r.get("ok"), bool):
            raise _fail(line_no, f"receipts[{i}].ok must be true or false")
        args = r.get("arguments")
        if args is not None and not isinstance(args, Mapping):
            raise _fail(line_no, f"receipts[{i}].arguments must be an object")
    user = obj.get("user")
    if user is not None and not isinstance(user, str):
        raise _fail(line_no, f"'user' must be a string, got {type(user).__name__}")
    expected: list[Pair] | None = None
    if need_expected:
        exp = obj.get("expected")
        if not isinstance(exp, list):
            raise _fail(line_no, "missing 'expected' (a list of violations)")
        expected = []
        for i, e in enumerate(exp):
            if not isinstance(e, Mapping) or e.get("kind") not in KINDS:
                raise _fail(line_no, f"expected[{i}].kind must be one of {', '.join(KINDS)}")
            tool = e.get("tool")
            if tool is not None and not isinstance(tool, str):
                raise _fail(line_no, f"expected[{i}].tool must be a string or null")
            expected.append((str(e["kind"]), tool))
    return Case(line_no, str(cid), list(tools), list(receipts), response, expected, user)


def load_cases(stream: Iterable[str], *, need_expected: bool = False) -> list[Case]:
    """Parse a JSON Lines case file; raises :class:`InputError` on bad input."""
    cases: list[Case] = []
    seen: set[str] = set()
    for line_no, raw in enumerate(stream, start=1):
        if not raw.strip():
            continue
        case = _parse(line_no, raw, need_expected=need_expected)
        if case.id in seen:
            raise _fail(line_no, f"duplicate id {case.id!r}")
        seen.add(case.id)
        cases.append(case)
    return cases


def run_case(case: Case) -> list[Pair]:
    """The distinct ``(kind, tool)`` violation pairs :func:`guardrail.check` finds."""
    from ._guards import check
    from ._receipts import Receipt
    from ._registry import Registry

    registry = Registry(f"case-{case.id}")
    for t in case.tools:
        try:
            registry.register_spec(
                t["name"],
                t.get("description", "") or "",
                parameters=t.get("parameters"),
                claims=t.get("claims", []) or [],
                replace=True,
            )
        except Exception as exc:
            raise _fail(case.line, f"tool {t['name']!r}: {exc}") from None
    receipts = []
    for i, r in enumerate(case.receipts):
        try:
            receipts.append(Receipt.from_record(r, index=i))
        except Exception as exc:
            raise _fail(case.line, f"receipts[{i}]: {exc}") from None
    report = check(case.response, registry=registry, receipts=receipts, request=case.user)
    pairs: dict[Pair, None] = {}
    for v in report.violations:
        pairs.setdefault((v.kind, v.tool), None)
    return list(pairs)


def _norm(pair: Pair) -> Pair:
    kind, tool = pair
    return kind, (tool.lower() if isinstance(tool, str) else None)


def score(rows: Sequence[tuple[str, Sequence[Pair], Sequence[Pair]]]) -> dict[str, Any]:
    """Score predictions against expectations as the corpus format defines.

    ``rows`` holds ``(case id, expected pairs, predicted pairs)``. Pairs are
    deduplicated per case, tools compared case-insensitively and ``None``
    matches only ``None``. Returns cases, precision, recall, f1, clean_fpr,
    by_kind (tp, fp, fn, precision, recall, f1 per kind), plus the misses and
    false alarms by case id.
    """
    tp = fp = fn = 0
    clean = clean_hit = 0
    per_kind = {k: {"tp": 0, "fp": 0, "fn": 0} for k in KINDS}
    misses: list[dict[str, Any]] = []
    alarms: list[dict[str, Any]] = []
    for cid, expected, predicted in rows:
        exp = {_norm(p) for p in expected}
        pred = {_norm(p) for p in predicted}
        hit = exp & pred
        tp += len(hit)
        fp += len(pred - exp)
        fn += len(exp - pred)
        for kind, _tool in hit:
            per_kind.setdefault(kind, {"tp": 0, "fp": 0, "fn": 0})["tp"] += 1
        for kind, tool in sorted(pred - exp, key=str):
            per_kind.setdefault(kind, {"tp": 0, "fp": 0, "fn": 0})["fp"] += 1
            alarms.append({"id": cid, "kind": kind, "tool": tool})
        for kind, tool in sorted(exp - pred, key=str):
            per_kind.setdefault(kind, {"tp": 0, "fp": 0, "fn": 0})["fn"] += 1
            misses.append({"id": cid, "kind": kind, "tool": tool})
        if not exp:
            clean += 1
            clean_hit += bool(pred)

    def prf(t: int, f_p: int, f_n: int) -> tuple[float, float, float]:
        p = t / (t + f_p) if t + f_p else 1.0
        r = t / (t + f_n) if t + f_n else 1.0
        f1 = 2 * p * r / (p + r) if p + r else 0.0
        return p, r, f1

    precision, recall, f1 = prf(tp, fp, fn)
    by_kind: dict[str, dict[str, float]] = {}
    for kind, c in per_kind.items():
        p, r, f = prf(c["tp"], c["fp"], c["fn"])
        by_kind[kind] = {**c, "precision": p, "recall": r, "f1": f}
    return {
        "cases": len(rows),
        "precision": precision,
        "recall": recall,
        "f1": f1,
        "clean_fpr": clean_hit / clean if clean else 0.0,
        "tp": tp,
        "fp": fp,
        "fn": fn,
        "by_kind": by_kind,
        "misses": misses,
        "false_alarms": alarms,
    }


def _read(path: str, *, need_expected: bool) -> list[Case]:
    try:
        if path == "-":
            return load_cases(sys.stdin, need_expected=need_expected)
        with open(path, encoding="utf-8") as fh:
            return load_cases(fh, need_expected=need_expected)
    except OSError as exc:
        raise InputError(f"cannot read {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise InputError(f"{path} is not UTF-8 text") from None


def _cmd_check(args: argparse.Namespace, out: TextIO) -> int:
    cases = _read(args.file, need_expected=False)
    any_violation = False
    for case in cases:
        pairs = run_case(case)
        any_violation = any_violation or bool(pairs)
        if args.json:
            out.write(
                json.dumps(
                    {"id": case.id, "violations": [{"kind": k, "tool": t} for k, t in pairs]},
                    ensure_ascii=False,
                )
                + "\n"
            )
        elif pairs:
            out.write(f"{case.id}: {len(pairs)} violation(s)\n")
            for k, t in pairs:
                out.write(f"  {k}: {t if t is not None else '(no registered tool)'}\n")
        else:
            out.write(f"{case.id}: ok\n")
    return 1 if any_violation else 0


def _cmd_eval(args: argparse.Namespace, out: TextIO) -> int:
    cases = _read(args.file, need_expected=True)
    rows = [(c.id, c.expected or [], run_case(c)) for c in cases]
    result = score(rows)
    if args.json:
        out.write(json.dumps(result, ensure_ascii=False) + "\n")
        return 0
    out.write(f"cases      {result['cases']}\n")
    out.write(f"precision  {result['precision']:.3f}\n")
    out.write(f"recall     {result['recall']:.3f}\n")
    out.write(f"f1         {result['f1']:.3f}\n")
    out.write(f"clean_fpr  {result['clean_fpr']:.3f}\n")
    for kind, c in result["by_kind"].items():
        out.write(
            f"  {kind:<18} tp={c['tp']} fp={c['fp']} fn={c['fn']} "
            f"precision={c['precision']:.3f} recall={c['recall']:.3f} f1={c['f1']:.3f}\n"
        )
    if result["misses"]:
        out.write("misses:\n")
        for m in result["misses"]:
            out.write(f"  {m['id']}: {m['kind']} {m['tool']}\n")
    if result["false_alarms"]:
        out.write("false alarms:\n")
        for m in result["false_alarms"]:
            out.write(f"  {m['id']}: {m['kind']} {m['tool']}\n")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``guardrail`` command."""
    parser = argparse.ArgumentParser(
        prog="guardrail",
        description="Audit agent replies against tool-call receipts.",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    p_check = sub.add_parser("check", help="report the violations in each case of a JSONL file")
    p_check.add_argument("file", help="JSON Lines file of cases ('-' for stdin)")
    p_check.add_argument("--json", action="store_true", help="one JSON object per case")
    p_eval = sub.add_parser("eval", help="score a labeled JSONL file")
    p_eval.add_argument("file", help="JSON Lines file of labeled cases ('-' for stdin)")
    p_eval.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    try:
        if args.command == "check":
            return _cmd_check(args, sys.stdout)
        return _cmd_eval(args, sys.stdout)
    except InputError as exc:
        print(f"guardrail {args.command}: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
