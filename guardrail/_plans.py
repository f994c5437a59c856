"""Plan validation: check a model's plan against a registry before anything runs.

A plan is a list of steps, each naming a tool, its arguments and the steps it
depends on. :func:`validate_plan` reports unknown tools (with suggestions drawn
from the registry itself), arguments that do not fit the tool's signature, and
broken dependencies; :meth:`PlanReport.feedback` turns the report into text for
a replanning prompt.

The suggestion index used here is shared with dispatch (:mod:`._dispatch`).
"""

from __future__ import annotations

import bisect
import difflib
import heapq
import json
import math
import re
import threading
import weakref
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from ._exceptions import PlanFormatError
from ._registry import Registry, ToolSpec, default_registry, name_words, normalize_name

__all__ = ["PlanError", "PlanReport", "PlanStep", "validate_plan"]

Severity = Literal["error", "warning"]

#: Step fields read for the tool name, the arguments and the dependencies,
#: in order of preference.
_TOOL_KEYS = ("tool", "action", "name")
_ARG_KEYS = ("arguments", "inputs", "args", "input", "parameters")
_DEP_KEYS = ("depends_on", "dependencies")

#: Most tool names shown by :meth:`PlanReport.feedback` unless told otherwise.
DEFAULT_MAX_TOOLS = 20


# --- words ------------------------------------------------------------------
_STOPWORDS = frozenset(
    """
    a an the and or nor of to in into onto on off for by with without from at as
    is are was were be been being it its this that these those all any some each
    every new given specified one more e g i ie eg etc you your me my we our us if
    then else not no when which what who whose so can could will would do does via
    per using use uses used tool tools function functions than also other such
    """.split()
)
_VOWELS = frozenset("aeiouy")


def _stem(word: str) -> str:
    """A light suffix stripper, enough to make folder/folders and
    organize/organizes/organizing/organized compare equal."""
    w = word.lower()
    if len(w) <= 3:
        return w
    if w.endswith("ies") and len(w) > 4:
        w = w[:-3] + "y"
    elif w.endswith("sses"):
        w = w[:-2]
    elif w.endswith("es") and w[:-2].endswith(("s", "x", "z", "ch", "sh")):
        w = w[:-2]
    elif w.endswith("s") and not w.endswith(("ss", "us", "is")):
        w = w[:-1]
    if w.endswith("ied") and len(w) > 4:
        w = w[:-3] + "y"
    elif w.endswith("ing") and len(w) > 5:
        w = _undouble(w[:-3])
    elif w.endswith("ed") and len(w) > 4:
        w = _undouble(w[:-2])
    if w.endswith("e") and len(w) > 3:
        w = w[:-1]
    return w


def _undouble(w: str) -> str:
    if len(w) > 2 and w[-1] == w[-2] and w[-1] not in _VOWELS and w[-1] not in "lsz":
        return w[:-1]
    return w


def _content_stems(text: str) -> list[str]:
    """Stems of the content words of a name or a sentence, in order, without
    repeats; all words when every word is a stopword."""
    words = [w for w in name_words(text) if w]
    content = [w for w in words if w not in _STOPWORDS] or words
    out: list[str] = []
    for w in content:
        s = _stem(w)
        if s and s not in out:
            out.append(s)
    return out


# --- the suggestion index -----------------------------------------------------
_NAME_WEIGHT = 1.0
_DESCRIPTION_WEIGHT = 0.5
#: The first word of a multi-word tool name is usually its verb (``create`` in
#: ``create_folder``); it says less about intent than the object does, and a
#: match on the verb alone is no reason to suggest a tool.
_VERB_WEIGHT = 0.5
_PREFIX_SIMILARITY = 0.7
_SPELLING_CUTOFF = 0.9
_WORD_CUTOFF = 0.8
_RELATIVE_CUTOFF = 0.4


class _SuggestIndex:
    """Token index of one registry version: which tools' names, aliases and
    descriptions contain which word stems."""

    def __init__(self, specs: Sequence[ToolSpec]) -> None:
        self.names = [spec.name for spec in specs]
        self.folded: dict[str, int] = {}
        self.exact: dict[frozenset[str], list[int]] = {}
        weights: dict[str, dict[int, float]] = {}
        for i, spec in enumerate(specs):
            self.folded.setdefault(normalize_name(spec.name), i)
            for label in (spec.name, *spec.aliases):
                stems = _content_stems(label)
                if stems:
                    self.exact.setdefault(frozenset(stems), []).append(i)
                for s in stems:
                    bucket = weights.setdefault(s, {})
                    bucket[i] = max(bucket.get(i, 0.0), _NAME_WEIGHT)
            for s in _content_stems(spec.description):
                bucket = weights.setdefault(s, {})
                bucket[i] = max(bucket.get(i, 0.0), _DESCRIPTION_WEIGHT)
        n = max(len(specs), 1)
        self.postings: dict[str, tuple[tuple[int, float], ...]] = {
            s: tuple(sorted(b.items())) for s, b in weights.items()
        }
        self.idf: dict[str, float] = {s: math.log(1.0 + n / len(b)) for s, b in weights.items()}
        self.vocab = sorted(weights)
        by_first: dict[str, list[str]] = {}
        for s in self.vocab:
            by_first.setdefault(s[0], []).append(s)
        self.by_first = by_first

    def _expand(self, stem: str) -> list[tuple[str, float]]:
        """Index words that *stem* matches, with a similarity in (0, 1]."""
        if stem in self.postings:
            return [(stem, 1.0)]
        out: dict[str, float] = {}
        if len(stem) >= 4:
            # "screen" ~ "screenshot", "screenshot" ~ "screen"
            lo = bisect.bisect_left(self.vocab, stem)
            for w in self.vocab[lo : lo + 20]:
                if not w.startswith(stem):
                    break
                out[w] = _PREFIX_SIMILARITY
            for cut in range(len(stem) - 1, 3, -1):
                if stem[:cut] in self.postings:
                    out.setdefault(stem[:cut], _PREFIX_SIMILARITY)
                    break
            # typos keep their first letter: "serch" ~ "search", not "folder" ~ "order"
            candidates = self.by_first.get(stem[0], [])
            matcher = difflib.SequenceMatcher(b=stem, autojunk=False)
            for w in candidates:
                matcher.set_seq1(w)
                if (
                    matcher.real_quick_ratio() >= _WORD_CUTOFF
                    and matcher.quick_ratio() >= _WORD_CUTOFF
                ):
                    ratio = matcher.ratio()
                    if ratio >= _WORD_CUTOFF:
                        out[w] = max(out.get(w, 0.0), ratio * 0.8)
        return sorted(out.items())

    def scores(self, name: str) -> dict[int, float]:
        """Word-overlap score of every tool sharing intent with *name*."""
        stems = _content_stems(name)
        totals: dict[int, float] = {}
        covered: dict[int, float] = {}
        anchored: set[int] = set()
        total_weight = 0.0
        for pos, stem in enumerate(stems):
            is_verb = pos == 0 and len(stems) > 1
            weight = _VERB_WEIGHT if is_verb else 1.0
            total_weight += weight
            best: dict[int, float] = {}
            for word, similarity in self._expand(stem):
                idf = self.idf[word]
                for tool, field_weight in self.postings[word]:
                    value = weight * similarity * field_weight * idf
                    if value > best.get(tool, 0.0):
                        best[tool] = value
            for tool, value in best.items():
                totals[tool] = totals.get(tool, 0.0) + value
                covered[tool] = covered.get(tool, 0.0) + weight
                if not is_verb:
                    anchored.add(tool)
        # A tool that matches every word of the name beats one matching a part.
        return {
            tool: score * covered[tool] / total_weight
            for tool, score in totals.items()
            if tool in anchored
        }

    def suggest(self, name: str, limit: int = 3) -> list[str]:
        """Registered names for the unknown tool *name*, best first: an exact
        alias (or same words) hit, then near-identical spellings, then tools
        whose name, aliases or description share the name's content words."""
        ranked: list[int] = []
        stems = _content_stems(name)
        if stems:
            ranked.extend(self.exact.get(frozenset(stems), ()))
        folded = normalize_name(name)
        if folded:
            close = difflib.get_close_matches(
                folded, list(self.folded), n=limit, cutoff=_SPELLING_CUTOFF
            )
            ranked.extend(self.folded[c] for c in close)
        scored = self.scores(name)
        if scored:
            top = max(scored.values())
            kept = [t for t, s in scored.items() if s >= top * _RELATIVE_CUTOFF]
            # Equal scores: the closer spelling first, then registration order.
            matcher = difflib.SequenceMatcher(b=folded, autojunk=False)

            def spelling(tool: int) -> float:
                matcher.set_seq1(normalize_name(self.names[tool]))
                return matcher.ratio()

            kept.sort(key=lambda t: (-round(scored[t], 6), -spelling(t), t))
            ranked.extend(kept)
        out: list[str] = []
        for t in ranked:
            tool_name = self.names[t]
            if tool_name not in out:
                out.append(tool_name)
            if len(out) >= limit:
                break
        return out


_indexes: weakref.WeakKeyDictionary[Registry, tuple[int, _SuggestIndex]] = (
    weakref.WeakKeyDictionary()
)
_indexes_lock = threading.Lock()


def _index_for(registry: Registry) -> _SuggestIndex:
    """The suggestion index of *registry*, rebuilt only when
    ``registry.version`` changes."""
    version = registry.version
    cached = _indexes.get(registry)
    if cached is not None and cached[0] == version:
        return cached[1]
    with _indexes_lock:
        cached = _indexes.get(registry)
        if cached is not None and cached[0] == registry.version:
            return cached[1]
        version = registry.version
        index = _SuggestIndex(registry.specs())
        _indexes[registry] = (version, index)
        return index


def _suggest_tools(registry: Registry, name: str, limit: int = 3) -> list[str]:
    """At most *limit* registered tool names for the unknown tool *name*."""
    if not isinstance(name, str) or not name.strip():
        return []
    return _index_for(registry).suggest(name, limit)


def _relevant_tools(registry: Registry, first: Iterable[str], unknown: Iterable[str]) -> list[str]:
    """Every registered name, most relevant first: *first* (in order), then
    by overlap with the *unknown* names, then registration order."""
    index = _index_for(registry)
    totals: dict[int, float] = {}
    for name in unknown:
        for tool, score in index.scores(name).items():
            totals[tool] = totals.get(tool, 0.0) + score
    out: list[str] = []
    for name in first:
        spec = registry.find(name)
        if spec is not None and spec.name not in out:
            out.append(spec.name)
    seen = set(out)
    rest = sorted(range(len(index.names)), key=lambda t: (-totals.get(t, 0.0), t))
    for t in rest:
        name = index.names[t]
        if name not in seen:
            seen.add(name)
            out.append(name)
    return out


def _tool_list_text(names: Sequence[str], max_tools: int) -> str:
    shown = list(names[: max(max_tools, 0)])
    text = ", ".join(shown)
    more = len(names) - len(shown)
    if more > 0:
        text = f"{text}, and {more} more" if shown else f"{more} tools"
    return text


def _signature_text(spec: ToolSpec) -> str:
    """``organize_files(path, by?)``: required arguments bare, optional ones
    with ``?``."""
    try:
        schema = spec.parameters
    except Exception:
        return f"{spec.name}(...)"
    props = schema.get("properties") or {}
    required = set(schema.get("required") or ())
    parts = [str(p) if p in required else f"{p}?" for p in props]
    return f"{spec.name}({', '.join(parts)})"


def _short_description(spec: ToolSpec, limit: int = 100) -> str:
    text = " ".join(spec.description.split())
    if len(text) > limit:
        text = text[: limit - 3].rstrip() + "..."
    return text


# --- argument errors -----------------------------------------------------------
def _loc_text(loc: Sequence[Any]) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out or "arguments"


def _type_text(spec: ToolSpec, arg: str) -> str:
    try:
        prop = (spec.parameters.get("properties") or {}).get(arg)
    except Exception:
        return ""
    if not isinstance(prop, Mapping):
        return ""
    kind = prop.get("type")
    if isinstance(kind, str):
        return kind
    options = [o.get("type") for o in prop.get("anyOf") or () if isinstance(o, Mapping)]
    names = [o for o in options if isinstance(o, str) and o != "null"]
    return " or ".join(names)


def _clip(value: Any, limit: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _closest_argument(given: str, accepted: Sequence[str]) -> tuple[str, ...]:
    """The accepted argument an unexpected one was probably meant as: a close
    spelling (``qeury``), or a shortening (``q`` for ``query``)."""
    close = difflib.get_close_matches(given, accepted, n=1, cutoff=0.6)
    if close:
        return (close[0],)
    folded = normalize_name(given)
    if folded:
        for name in accepted:
            other = normalize_name(name)
            if other.startswith(folded) or (len(other) >= 3 and folded.startswith(other)):
                return (name,)
    return ()


def _argument_problems(
    spec: ToolSpec, errors: Sequence[Mapping[str, Any]]
) -> list[tuple[str, str, tuple[str, ...]]]:
    """Readable ``(argument, message, suggestions)`` for each pydantic error of
    validating arguments against ``spec.args_model``."""
    try:
        accepted = [str(p) for p in (spec.parameters.get("properties") or {})]
    except Exception:
        accepted = []
    out: list[tuple[str, str, tuple[str, ...]]] = []
    for err in errors:
        loc = tuple(err.get("loc") or ())
        arg = _loc_text(loc)
        kind = err.get("type")
        suggestions: tuple[str, ...] = ()
        if kind == "missing":
            type_text = _type_text(spec, arg) if len(loc) == 1 else ""
            detail = f" ({type_text})" if type_text else ""
            message = f"missing required argument '{arg}'{detail}"
        elif kind == "extra_forbidden" and len(loc) == 1:
            known = ", ".join(accepted) if accepted else "no arguments"
            message = f"unexpected argument '{arg}'; {spec.name} accepts: {known}"
            suggestions = _closest_argument(str(loc[0]), accepted)
            if suggestions:
                message += f" (did you mean '{suggestions[0]}'?)"
        elif kind == "model_type" and not loc:
            message = f"arguments must be an object of named values, got {_clip(err.get('input'))}"
        else:
            message = f"argument '{arg}': {err.get('msg', 'invalid value')}"
            if "input" in err:
                message += f", got {_clip(err['input'])}"
        out.append((arg, message, suggestions))
    return out


def _validation_errors(spec: ToolSpec, arguments: Any) -> list[dict[str, Any]] | None:
    """pydantic's errors for *arguments*, or None when they fit (or when the
    tool's argument model cannot be built)."""
    from pydantic import ValidationError

    try:
        model = spec.args_model
    except Exception:
        return None
    try:
        model.model_validate(arguments)
    except ValidationError as exc:
        return [dict(e) for e in exc.errors(include_url=False, include_context=False)]
    return None


# --- plans -------------------------------------------------------------------
@dataclass(frozen=True)
class PlanStep:
    """One step of a plan, as read by :func:`validate_plan`.

    Attributes:
        id: the step's id as a string (``"1"`` for ``"id": 1``); steps
            without an id are numbered by position, counting from 1.
        index: position in the plan, counting from 0.
        tool: the tool name as the plan wrote it.
        arguments: the arguments as the plan wrote them.
        depends_on: ids of the steps this step needs first.
    """

    id: str
    index: int
    tool: str
    arguments: Mapping[str, Any] = field(default_factory=dict, hash=False)
    depends_on: tuple[str, ...] = ()


@dataclass(frozen=True)
class PlanError:
    """One problem found in a plan.

    Attributes:
        type: ``"unknown_tool"``, ``"invalid_arguments"``,
            ``"missing_dependency"``, ``"self_dependency"``,
            ``"dependency_cycle"``, ``"duplicate_step_id"``, or the warnings
            ``"tool_alias"`` (the step names a tool by an alias or another
            spelling) and ``"empty_plan"``.
        step: the id of the step at fault (None for the plan as a whole).
        message: what is wrong and how to fix it, without the step prefix
            (``str(error)`` adds it).
        severity: ``"error"`` makes the plan invalid; ``"warning"`` does not.
        suggestions: registered tool names (``unknown_tool``, ``tool_alias``)
            or argument names (``invalid_arguments``) that fit better.
        field: the argument (``invalid_arguments``) or the dependency id
            (``missing_dependency``, ``self_dependency``) concerned.
        cycle: for ``dependency_cycle``, the step ids around the cycle, first
            id repeated at the end: ``("a", "b", "a")`` means a depends on b
            and b on a.
        index: the position of the step at fault, counting from 0.
    """

    type: str
    step: str | None
    message: str
    severity: Severity = "error"
    suggestions: tuple[str, ...] = ()
    field: str | None = None
    cycle: tuple[str, ...] = ()
    index: int | None = None

    def __str__(self) -> str:
        where = "plan" if self.step is None else f"step {self.step}"
        return f"{where}: {self.message}"


@dataclass(frozen=True)
class PlanReport:
    """The verdict of :func:`validate_plan`.

    Attributes:
        steps: the steps as read, in plan order.
        errors: every problem found, errors and warnings, in plan order.
        order: the steps in execution order: each step after every step it
            depends on, ties kept in plan order (a stable topological order).
            Unknown dependencies and self-dependencies are left out of the
            ordering (they are reported as errors); when the dependencies form
            a cycle there is no valid order and ``order`` is empty.

    Example::

        report = guardrail.validate_plan(plan, registry)
        if not report.valid:
            plan = planner.replan(report.feedback())
        for step in report.order:
            registry.execute(step.tool, step.arguments)
    """

    steps: tuple[PlanStep, ...]
    errors: tuple[PlanError, ...]
    order: tuple[PlanStep, ...]
    registry: Registry = field(repr=False, compare=False)

    @property
    def valid(self) -> bool:
        """True when no problem has severity ``"error"``."""
        return not any(e.severity == "error" for e in self.errors)

    @property
    def warnings(self) -> tuple[PlanError, ...]:
        """The problems of severity ``"warning"``."""
        return tuple(e for e in self.errors if e.severity == "warning")

    def feedback(self, *, max_tools: int = DEFAULT_MAX_TOOLS) -> str:
        """The problems as short text for a replanning prompt: what is wrong
        in each step, the tools suggested instead (with their arguments and
        descriptions), and the valid tool names, most relevant first, at most
        *max_tools* of them with a count of the rest::

            prompt = f"Your plan was rejected.\\n{report.feedback()}\\nWrite a new plan."
        """
        registry = self.registry
        problems = [e for e in self.errors if e.severity == "error"]
        if not problems:
            lines = ["The plan is valid."]
            lines.extend(f"- Note, {_label(w)}: {w.message}" for w in self.warnings)
            return "\n".join(lines)
        noun = "problem" if len(problems) == 1 else "problems"
        lines = [f"The plan cannot run as written ({len(problems)} {noun}):"]
        lines.extend(f"- {_label(e)}: {e.message}" for e in self.errors)
        suggested = [
            s
            for e in self.errors
            if e.type in ("unknown_tool", "tool_alias")
            for s in e.suggestions
        ]
        suggested = list(dict.fromkeys(suggested))
        if suggested:
            lines.append("Tools that may do what was meant:")
            for name in suggested:
                spec = registry.find(name)
                if spec is None:
                    continue
                desc = _short_description(spec)
                lines.append(f"- {_signature_text(spec)}" + (f": {desc}" if desc else ""))
        if any(e.type in ("unknown_tool", "invalid_arguments") for e in problems):
            unknown = [e.field or "" for e in problems if e.type == "unknown_tool"]
            used = [s.tool for s in self.steps if registry.find(s.tool) is not None]
            names = _relevant_tools(registry, [*suggested, *used], unknown)
            if names:
                lines.append(
                    f"Available tools ({len(names)}): {_tool_list_text(names, max_tools)}."
                )
            else:
                lines.append("No tools are available.")
            lines.append("Use only these tool names, with the arguments each tool accepts.")
        return "\n".join(lines)


def _label(error: PlanError) -> str:
    return "Plan" if error.step is None else f"Step {error.step}"


# --- reading plans -------------------------------------------------------------
_FENCE = re.compile(r"^\s*```[A-Za-z0-9_-]*\s*\n(.*?)\n?\s*```\s*$", re.S)


def _as_data(value: Any) -> Any:
    """A pydantic model as its dict; anything else unchanged."""
    dump = getattr(value, "model_dump", None)
    if callable(dump) and not isinstance(value, (Mapping, type)):
        try:
            return dump()
        except Exception:
            return value
    return value


def _read_steps(plan: Any) -> list[Any]:
    plan = _as_data(plan)
    if isinstance(plan, (bytes, bytearray)):
        plan = plan.decode("utf-8", "replace")
    if isinstance(plan, str):
        text = plan
        fenced = _FENCE.match(text)
        if fenced:
            text = fenced.group(1)
        try:
            plan = json.loads(text)
        except json.JSONDecodeError as exc:
            raise PlanFormatError(
                f"the plan is not valid JSON ({exc.msg} at line {exc.lineno} column "
                f"{exc.colno}); send a JSON list of steps such as "
                '[{"id": 1, "tool": "...", "arguments": {...}, "depends_on": []}]',
                step=None,
                field=None,
            ) from None
    if isinstance(plan, Mapping):
        if "steps" not in plan:
            if any(k in plan for k in _TOOL_KEYS):
                hint = "a single step must still be wrapped in a list"
            else:
                hint = f"it has the keys {sorted(map(str, plan))}"
            raise PlanFormatError(
                f"a plan object needs a 'steps' list ({hint}); pass a list of steps or "
                '{"steps": [...]}',
                step=None,
                field="steps",
            )
        plan = _as_data(plan["steps"])
        if not isinstance(plan, Sequence) or isinstance(plan, (str, bytes, bytearray)):
            raise PlanFormatError(
                f"the plan's 'steps' must be a list of steps, got {type(plan).__name__}",
                step=None,
                field="steps",
            )
    if not isinstance(plan, Sequence) or isinstance(plan, (str, bytes, bytearray)):
        raise PlanFormatError(
            "a plan must be a list of steps, a JSON string of one, or an object with a "
            f"'steps' list; got {type(plan).__name__}",
            step=None,
            field=None,
        )
    return list(plan)


def _step_id(value: Any, position: int) -> str:
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        raise PlanFormatError(
            f"step {position}: 'id' must be a string or an integer, got "
            f"{type(value).__name__} {_clip(value)}",
            step=str(position),
            field="id",
        )
    text = str(value).strip()
    if not text:
        raise PlanFormatError(
            f"step {position}: 'id' is empty; give each step a unique id or leave ids out "
            "to number steps by position",
            step=str(position),
            field="id",
        )
    return text


def _read_step(raw: Any, index: int) -> tuple[PlanStep, str | None]:
    """The step, and an arguments problem to report (not raise) if any."""
    position = index + 1
    raw = _as_data(raw)
    if not isinstance(raw, Mapping):
        raise PlanFormatError(
            f"step {position} must be an object with a 'tool' field, got "
            f"{type(raw).__name__} {_clip(raw)}",
            step=str(position),
            field=None,
        )
    step_id = _step_id(raw["id"], position) if raw.get("id") is not None else str(position)
    tool_key = next((k for k in _TOOL_KEYS if raw.get(k) is not None), None)
    if tool_key is None:
        raise PlanFormatError(
            f"step {step_id} names no tool: give it a 'tool' field (also read: "
            f"{', '.join(repr(k) for k in _TOOL_KEYS[1:])})",
            step=step_id,
            field="tool",
        )
    tool = raw[tool_key]
    if not isinstance(tool, str) or not tool.strip():
        raise PlanFormatError(
            f"step {step_id}: '{tool_key}' must be a tool name string, got {_clip(tool)}",
            step=step_id,
            field=tool_key,
        )
    arg_key = next((k for k in _ARG_KEYS if k in raw), None)
    arguments: Any = {} if arg_key is None else raw[arg_key]
    problem: str | None = None
    if isinstance(arguments, str):
        try:
            arguments = json.loads(arguments) if arguments.strip() else {}
        except json.JSONDecodeError as exc:
            problem = (
                f"'{arg_key}' is not valid JSON ({exc.msg} at column {exc.colno}); "
                "give the arguments as an object"
            )
            arguments = {}
    arguments = _as_data(arguments)
    if arguments is None:
        arguments = {}
    if problem is None and not isinstance(arguments, Mapping):
        problem = (
            f"'{arg_key}' must be an object of named arguments, got "
            f"{type(arguments).__name__} {_clip(arguments)}"
        )
        arguments = {}
    dep_key = next((k for k in _DEP_KEYS if k in raw), None)
    deps: Any = () if dep_key is None else raw[dep_key]
    if deps is None:
        deps = ()
    elif isinstance(deps, (str, int)) and not isinstance(deps, bool):
        deps = (deps,)
    elif not isinstance(deps, Sequence) or isinstance(deps, (bytes, bytearray)):
        raise PlanFormatError(
            f"step {step_id}: '{dep_key}' must be a list of step ids, got "
            f"{type(deps).__name__} {_clip(deps)}",
            step=step_id,
            field=dep_key,
        )
    dep_ids: list[str] = []
    for dep in deps:
        if isinstance(dep, bool) or not isinstance(dep, (str, int)):
            raise PlanFormatError(
                f"step {step_id}: '{dep_key}' must list step ids (strings or integers), "
                f"got {_clip(dep)}",
                step=step_id,
                field=dep_key,
            )
        text = str(dep).strip()
        if text not in dep_ids:
            dep_ids.append(text)
    step = PlanStep(step_id, index, tool, dict(arguments), tuple(dep_ids))
    return step, problem


# References to earlier results ("$1", "${step_2.output}", "{{ 3.result }}",
# "#E1") stand for values not known until run time.
_REFERENCE = re.compile(r"^\s*(?:\$\{?|\{\{\s*|#)([A-Za-z0-9_-]+)")


def _is_reference(value: Any, ids: Mapping[str, int]) -> bool:
    if not isinstance(value, str):
        return False
    match = _REFERENCE.match(value)
    if not match:
        return False
    head = match.group(1)
    bare = re.sub(r"^(?:steps?|e)[_-]?", "", head, flags=re.I)
    return head in ids or (bool(bare) and bare in ids)


def validate_plan(plan: Any, registry: Registry | None = None) -> PlanReport:
    """Check a model's plan against *registry* before anything runs.

    A plan is a list of steps (also accepted: a JSON string of that list,
    optionally in a Markdown code fence, or an object with a ``steps`` list).
    Each step is an object with:

    - the tool: ``tool``, ``action`` or ``name`` (first present wins);
    - its arguments: ``arguments``, ``inputs``, ``args``, ``input`` or
      ``parameters`` (an object, or a JSON string of one);
    - optional dependencies: ``depends_on`` or ``dependencies`` (a list of
      step ids, or one id);
    - an optional ``id`` (string or integer); steps without one are numbered
      by position, counting from 1.

    Problems are reported, not raised: unknown tools (with up to three
    suggestions from the registry), arguments that do not fit the tool's
    signature (one error per problem), dependencies on unknown steps or on
    the step itself, dependency cycles and duplicate ids. An argument whose
    value refers to another step's result (``"$1"``, ``"${step_2.output}"``,
    ``"{{3.result}}"``, ``"#E1"``) is not type-checked. A dependency on a later
    step is fine as long as the dependencies form no cycle; ``report.order``
    gives the execution order::

        report = guardrail.validate_plan(
            [
                {"id": "a", "tool": "create_folder", "arguments": {"name": "Pics"}},
                {"id": "b", "tool": "move_files", "depends_on": ["a"]},
            ],
            registry,
        )
        report.valid                  # False
        report.errors[0].suggestions  # ("organize_files",)
        print(report.feedback())      # text for the planner's next attempt

    Raises:
        PlanFormatError: the plan is not a list of step objects, or a step has
            no tool name or malformed ``id``/``depends_on`` fields. The message
            names the step and the field.
    """
    reg = registry if registry is not None else default_registry()
    raw_steps = _read_steps(plan)
    steps: list[PlanStep] = []
    problems: dict[int, str] = {}
    for i, raw in enumerate(raw_steps):
        step, problem = _read_step(raw, i)
        steps.append(step)
        if problem is not None:
            problems[i] = problem

    errors: list[tuple[int, int, PlanError]] = []  # (step index, phase, error)

    def add(step: PlanStep | None, phase: int, error: PlanError) -> None:
        errors.append((step.index if step is not None else -1, phase, error))

    if not steps:
        add(
            None,
            0,
            PlanError("empty_plan", None, "the plan has no steps", severity="warning"),
        )

    first_of: dict[str, int] = {}
    for step in steps:
        if step.id in first_of:
            first = steps[first_of[step.id]]
            add(
                step,
                0,
                PlanError(
                    "duplicate_step_id",
                    step.id,
                    f"the id '{step.id}' is already used by the step at position "
                    f"{first.index + 1}; give every step a unique id",
                    field="id",
                    index=step.index,
                ),
            )
        else:
            first_of[step.id] = step.index

    for step in steps:
        spec = reg.find(step.tool)
        if spec is None:
            suggestions = tuple(_suggest_tools(reg, step.tool))
            hint = f"; did you mean {_or_list(suggestions)}?" if suggestions else ""
            add(
                step,
                1,
                PlanError(
                    "unknown_tool",
                    step.id,
                    f"there is no tool named '{step.tool}'{hint}",
                    suggestions=suggestions,
                    field=step.tool,
                    index=step.index,
                ),
            )
            continue
        if spec.name != step.tool:
            add(
                step,
                1,
                PlanError(
                    "tool_alias",
                    step.id,
                    f"'{step.tool}' is taken to mean '{spec.name}'; prefer the tool's own name",
                    severity="warning",
                    suggestions=(spec.name,),
                    field=step.tool,
                    index=step.index,
                ),
            )
        if step.index in problems:
            add(
                step,
                2,
                PlanError(
                    "invalid_arguments",
                    step.id,
                    f"{spec.name}: {problems[step.index]}",
                    index=step.index,
                ),
            )
            continue
        failures = _validation_errors(spec, step.arguments) or []
        failures = [
            f
            for f in failures
            if not (f.get("type") != "missing" and _is_reference(f.get("input"), first_of))
        ]
        for arg, message, arg_suggestions in _argument_problems(spec, failures):
            add(
                step,
                2,
                PlanError(
                    "invalid_arguments",
                    step.id,
                    f"{spec.name}: {message}",
                    suggestions=arg_suggestions,
                    field=arg,
                    index=step.index,
                ),
            )

    # Dependency graph: edges from a step to the (first) step of each id it needs.
    needs: list[list[int]] = [[] for _ in steps]
    for step in steps:
        for dep in step.depends_on:
            if dep == step.id:
                add(
                    step,
                    3,
                    PlanError(
                        "self_dependency",
                        step.id,
                        f"the step depends on itself; remove '{dep}' from its dependencies",
                        field=dep,
                        index=step.index,
                    ),
                )
            elif dep not in first_of:
                known = ", ".join(repr(s) for s in first_of) or "none"
                add(
                    step,
                    3,
                    PlanError(
                        "missing_dependency",
                        step.id,
                        f"it depends on step '{dep}', which is not in the plan (step ids: {known})",
                        field=dep,
                        index=step.index,
                    ),
                )
            else:
                target = first_of[dep]
                if target not in needs[step.index]:
                    needs[step.index].append(target)

    order, cycles = _order(needs)
    for cycle in cycles:
        ids = tuple(steps[i].id for i in cycle)
        path = " -> ".join(ids)
        add(
            steps[cycle[0]],
            4,
            PlanError(
                "dependency_cycle",
                ids[0],
                f"steps depend on each other in a cycle ({path}, where '->' means "
                "'depends on'); remove one of these dependencies",
                cycle=ids,
                index=cycle[0],
            ),
        )

    errors.sort(key=lambda e: (e[0], e[1]))
    return PlanReport(
        steps=tuple(steps),
        errors=tuple(e for _, _, e in errors),
        order=tuple(steps[i] for i in order),
        registry=reg,
    )


def _or_list(names: Sequence[str]) -> str:
    quoted = [f"'{n}'" for n in names]
    if len(quoted) <= 1:
        return "".join(quoted)
    return f"{', '.join(quoted[:-1])} or {quoted[-1]}"


def _order(needs: Sequence[Sequence[int]]) -> tuple[list[int], list[list[int]]]:
    """Stable topological order of steps (ties in plan order) and, when there
    is none, the cycles that prevent it (each as a closed path of indexes)."""
    count = len(needs)
    waiting = [len(n) for n in needs]
    dependents: list[list[int]] = [[] for _ in range(count)]
    for step, targets in enumerate(needs):
        for target in targets:
            dependents[target].append(step)
    ready = [i for i in range(count) if waiting[i] == 0]
    heapq.heapify(ready)
    order: list[int] = []
    while ready:
        step = heapq.heappop(ready)
        order.append(step)
        for dependent in dependents[step]:
            waiting[dependent] -= 1
            if waiting[dependent] == 0:
                heapq.heappush(ready, dependent)
    if len(order) == count:
        return order, []
    return [], _cycles(needs, {i for i in range(count) if waiting[i] > 0})


def _cycles(needs: Sequence[Sequence[int]], nodes: set[int]) -> list[list[int]]:
    """Cycles among *nodes*, found by depth-first search in plan order; each
    starts at its earliest step and repeats it at the end."""
    state: dict[int, int] = {}  # 1: on the current path, 2: done
    found: list[list[int]] = []
    seen: set[tuple[int, ...]] = set()
    for root in sorted(nodes):
        if root in state:
            continue
        path: list[int] = [root]
        stack: list[tuple[int, int]] = [(root, 0)]
        state[root] = 1
        while stack:
            node, edge = stack[-1]
            targets = [t for t in needs[node] if t in nodes]
            if edge < len(targets):
                stack[-1] = (node, edge + 1)
                target = targets[edge]
                if state.get(target) == 1:
                    loop = path[path.index(target) :]
                    start = loop.index(min(loop))
                    loop = loop[start:] + loop[:start]
                    key = tuple(loop)
                    if key not in seen:
                        seen.add(key)
                        found.append([*loop, loop[0]])
                elif target not in state:
                    state[target] = 1
                    path.append(target)
                    stack.append((target, 0))
            else:
                state[node] = 2
                path.pop()
                stack.pop()
    return found
