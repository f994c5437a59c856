"""Tool registries and tool specs."""

from __future__ import annotations

import inspect
import re
import threading
import typing
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Literal

from ._exceptions import RegistrationError, UnknownToolError

if TYPE_CHECKING:
    from pydantic import BaseModel

    from ._claims import Lexicon, ToolInfo
    from ._dispatch import ToolResult

__all__ = ["Registry", "ToolSpec", "default_registry", "normalize_name"]

_NAME_OK = re.compile(r"^[^\s]{1,128}$")
_SPLIT = re.compile(r"[^0-9A-Za-z]+|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")


def normalize_name(name: str) -> str:
    """Fold a tool name so that ``web_search``, ``WebSearch``, ``web-search``
    and ``Web Search`` compare equal: lowercase alphanumerics only."""
    return "".join(ch for ch in name.lower() if ch.isalnum())


def name_words(name: str) -> list[str]:
    """Split a tool name into lowercase words across snake_case, kebab-case,
    CamelCase and spaces: ``getPodLogs`` -> ``["get", "pod", "logs"]``."""
    return [w.lower() for w in _SPLIT.split(name) if w]


def _first_paragraph(doc: str | None) -> str:
    if not doc:
        return ""
    text = inspect.cleandoc(doc).strip()
    para = re.split(r"\n\s*\n", text, maxsplit=1)[0]
    return " ".join(line.strip() for line in para.splitlines())


_JSON_TYPES: dict[str, Any] = {
    "string": str,
    "integer": int,
    "number": float,
    "boolean": bool,
    "array": list,
    "object": dict,
    "null": type(None),
}


class ToolSpec:
    """What a registry knows about one tool.

    Attributes:
        name: the registered name.
        description: what the tool does (defaults to the docstring's first
            paragraph); also feeds claim matching and plan suggestions.
        claims: extra phrases that announce this tool's success
            (``("checked off", "marked as done")``).
        aliases: other names a model may use for this tool.
        func: the original callable, or None for a spec registered without
            one (:meth:`Registry.register_spec`).
        success: the success predicate (None: the default predicate).
        record_content: record arguments/results on spans for this tool
            (None: follow :func:`guardrail.configure`).

    The argument model and JSON Schema are built on first use::

        spec = guardrail.default_registry().get("delete_task")
        spec.args_model.model_validate({"title": "Read book"})
        spec.parameters  # JSON Schema of the arguments
    """

    __slots__ = (
        "__weakref__",
        "_args_model",
        "_lock",
        "_params_schema",
        "_signature",
        "aliases",
        "claims",
        "description",
        "func",
        "name",
        "qualname",
        "record_content",
        "skip_first",
        "success",
    )

    def __init__(
        self,
        name: str,
        *,
        description: str = "",
        func: Callable[..., Any] | None = None,
        claims: Iterable[str] = (),
        aliases: Iterable[str] = (),
        success: Callable[[Any], bool] | None = None,
        record_content: bool | None = None,
        parameters: Mapping[str, Any] | None = None,
        skip_first: bool = False,
        qualname: str | None = None,
    ) -> None:
        if not isinstance(name, str) or not _NAME_OK.match(name):
            raise RegistrationError(
                f"invalid tool name {name!r}: use 1-128 characters with no whitespace "
                "(for example 'delete_task')",
                name=name if isinstance(name, str) else None,
            )
        if success is not None and not callable(success):
            raise RegistrationError(
                f"tool {name!r}: success= must be a callable taking the result and "
                "returning a bool",
                name=name,
            )
        for label, values in (("claims", claims), ("aliases", aliases)):
            if isinstance(values, str):
                raise RegistrationError(
                    f"tool {name!r}: {label}= takes a list of strings, not one string "
                    f"(write {label}=[{values!r}])",
                    name=name,
                )
        self.name = name
        self.description = description or ""
        self.func = func
        self.claims = tuple(str(c) for c in claims)
        self.aliases = tuple(str(a) for a in aliases)
        self.success = success
        self.record_content = record_content
        self.skip_first = skip_first
        self.qualname = qualname
        self._params_schema: dict[str, Any] | None = (
            dict(parameters) if parameters is not None else None
        )
        self._signature: inspect.Signature | None = None
        self._args_model: type[BaseModel] | None = None
        self._lock = threading.Lock()

    # --- signature and arguments -------------------------------------------
    @property
    def signature(self) -> inspect.Signature | None:
        """The signature arguments are bound to (``self``/``cls`` removed), or
        None for a spec with no function."""
        sig = self._signature
        if sig is None and self.func is not None:
            try:
                sig = inspect.signature(self.func)
            except (TypeError, ValueError):
                sig = inspect.Signature(
                    [
                        inspect.Parameter("args", inspect.Parameter.VAR_POSITIONAL),
                        inspect.Parameter("kwargs", inspect.Parameter.VAR_KEYWORD),
                    ]
                )
            if self.skip_first and sig.parameters:
                sig = sig.replace(parameters=list(sig.parameters.values())[1:])
            self._signature = sig
        return sig

    def bind_arguments(self, args: Sequence[Any], kwargs: Mapping[str, Any]) -> dict[str, Any]:
        """Map a call's positional and keyword arguments to parameter names,
        defaults included."""
        sig = self.signature
        if sig is None:
            return {**({"args": list(args)} if args else {}), **kwargs}
        try:
            bound = sig.bind(*args, **kwargs)
        except TypeError:
            if not self.skip_first or not args:
                raise
            bound = sig.bind(*args[1:], **kwargs)  # called through the class: drop self
        bound.apply_defaults()
        out: dict[str, Any] = {}
        for pname, value in bound.arguments.items():
            kind = sig.parameters[pname].kind
            if kind is inspect.Parameter.VAR_KEYWORD:
                out.update(value)
            elif kind is inspect.Parameter.VAR_POSITIONAL:
                if value:
                    out[pname] = list(value)
            else:
                out[pname] = value
        return out

    @property
    def args_model(self) -> type[BaseModel]:
        """A pydantic model of the tool's arguments, built on first use from
        the signature (or from the JSON Schema of a spec with no function)."""
        model = self._args_model
        if model is None:
            with self._lock:
                model = self._args_model
                if model is None:
                    model = self._build_model()
                    self._args_model = model
        return model

    def _build_model(self) -> type[BaseModel]:
        from pydantic import ConfigDict, create_model

        fields: dict[str, Any] = {}
        extra: Literal["allow", "forbid"] = "forbid"
        sig = self.signature
        model_name = "".join(w.capitalize() for w in name_words(self.name)) + "Arguments"
        if sig is not None:
            try:
                hints = typing.get_type_hints(self.func, include_extras=True)
            except Exception:
                hints = {}
            for pname, param in sig.parameters.items():
                if param.kind is inspect.Parameter.VAR_KEYWORD:
                    extra = "allow"
                    continue
                if param.kind is inspect.Parameter.VAR_POSITIONAL:
                    continue
                ann = hints.get(pname, param.annotation)
                if ann is inspect.Parameter.empty or isinstance(ann, str):
                    ann = Any
                default = ... if param.default is inspect.Parameter.empty else param.default
                fields[pname] = (ann, default)
        else:
            schema = self._params_schema or {}
            props = schema.get("properties") or {}
            required = set(schema.get("required") or ())
            if schema.get("additionalProperties", not props) is not False and not props:
                extra = "allow"
            elif schema.get("additionalProperties") is True:
                extra = "allow"
            for pname, prop in props.items():
                ann = _json_type(prop)
                fields[str(pname)] = (ann, ... if pname in required else None)
        config = ConfigDict(extra=extra, arbitrary_types_allowed=True)
        make: Any = create_model
        try:
            model: type[BaseModel] = make(model_name, __config__=config, **fields)
        except Exception:
            # Annotations pydantic cannot handle: keep names, accept any values.
            loose = {k: (Any, v[1]) for k, v in fields.items()}
            model = make(model_name, __config__=config, **loose)
        return model

    @property
    def parameters(self) -> dict[str, Any]:
        """JSON Schema of the arguments (an ``object`` schema)."""
        schema = self._params_schema
        if schema is None:
            try:
                schema = self.args_model.model_json_schema()
            except Exception:
                schema = {"type": "object", "properties": {}}
            schema.pop("title", None)
            for prop in (schema.get("properties") or {}).values():
                if isinstance(prop, dict):
                    prop.pop("title", None)
            self._params_schema = schema
        return schema

    def openai_schema(self) -> dict[str, Any]:
        """The tool in OpenAI function-calling shape."""
        return {
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "parameters": self.parameters,
            },
        }

    def anthropic_schema(self) -> dict[str, Any]:
        """The tool in Anthropic tool shape."""
        return {
            "name": self.name,
            "description": self.description,
            "input_schema": self.parameters,
        }

    def info(self) -> ToolInfo:
        """The claim-matching view of this spec."""
        from ._claims import ToolInfo

        params: tuple[str, ...] = ()
        sig = self.signature
        if sig is not None:
            params = tuple(sig.parameters)
        elif self._params_schema:
            params = tuple(str(p) for p in (self._params_schema.get("properties") or {}))
        return ToolInfo(
            name=self.name,
            description=self.description,
            claims=self.claims,
            aliases=self.aliases,
            parameters=params,
            choices=self._choices(),
        )

    def _choices(self) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """The arguments whose schema lists the words they take (``enum``)."""
        try:
            props = self.parameters.get("properties") or {}
            return tuple(
                (str(name), tuple(prop["enum"]))
                for name, prop in props.items()
                if isinstance(prop, Mapping) and isinstance(prop.get("enum"), list)
                and all(isinstance(v, str) for v in prop["enum"])
            )
        except Exception:  # a schema we cannot read names no choices
            return ()

    def __repr__(self) -> str:
        return f"<ToolSpec {self.name!r}>"


def _json_type(prop: Any) -> Any:
    if not isinstance(prop, Mapping):
        return Any
    kind = prop.get("type")
    if isinstance(kind, list):
        types = [_JSON_TYPES.get(k, Any) for k in kind if isinstance(k, str)]
        if not types or Any in types:
            return Any
        result: Any = types[0]
        for t in types[1:]:
            result = result | t
        return result
    if isinstance(kind, str) and kind in _JSON_TYPES:
        if "enum" in prop and isinstance(prop["enum"], list) and prop["enum"]:
            return Literal[tuple(prop["enum"])]
        return _JSON_TYPES[kind]
    return Any


class Registry:
    """A set of tools by name.

    Tools decorated with :func:`guardrail.tool` go to the process-wide
    :func:`default_registry` unless ``registry=`` names another; isolated
    registries keep tests and tenants apart::

        reg = guardrail.Registry()

        @guardrail.tool(registry=reg)
        def delete_task(title: str) -> dict: ...

        assert "delete_task" in reg
        reg.schemas("anthropic")

    Thread-safe for registration; reads take no lock.
    """

    def __init__(self, name: str = "registry") -> None:
        self.name = name
        self._tools: dict[str, ToolSpec] = {}
        self._by_norm: dict[str, ToolSpec] = {}
        self._lock = threading.RLock()
        self._version = 0
        self._lexicon: tuple[int, Lexicon] | None = None

    # --- registration -------------------------------------------------------
    def add(self, spec: ToolSpec) -> ToolSpec:
        """Register *spec*. Re-registering the same function (same module and
        qualified name, as after a module reload) replaces the old spec; any
        other tool under a taken name raises :class:`RegistrationError`."""
        with self._lock:
            old = self._tools.get(spec.name)
            if old is not None and not _same_origin(old, spec):
                origin = old.qualname or "a tool registered without a function"
                raise RegistrationError(
                    f"tool name {spec.name!r} is already registered by {origin} in "
                    f"registry {self.name!r}; pass name='...' to register this one under "
                    "another name, or use a separate guardrail.Registry()",
                    name=spec.name,
                )
            self._tools[spec.name] = spec
            if old is None:
                # common case: index the new spec alone (registration stays linear)
                for label in (spec.name, *spec.aliases):
                    self._by_norm.setdefault(normalize_name(label), spec)
                self._version += 1
            else:
                self._reindex()
            return spec

    def register_spec(
        self,
        name: str,
        description: str = "",
        *,
        parameters: Mapping[str, Any] | None = None,
        claims: Iterable[str] = (),
        aliases: Iterable[str] = (),
        replace: bool = False,
    ) -> ToolSpec:
        """Register a tool known only by its definition (name, description,
        JSON Schema of its arguments), such as a remote tool or one replayed
        from a transcript. Receipts for it come from :meth:`Receipt.from_record`.
        """
        spec = ToolSpec(
            name,
            description=description,
            parameters=parameters,
            claims=claims,
            aliases=aliases,
        )
        if replace:
            with self._lock:
                self.unregister(name)  # its old names and aliases go with it
                return self.add(spec)
        return self.add(spec)

    def unregister(self, name: str) -> None:
        """Remove tool *name* (no error if absent)."""
        with self._lock:
            if self._tools.pop(name, None) is not None:
                self._reindex()

    def clear(self) -> None:
        """Remove every tool."""
        with self._lock:
            self._tools.clear()
            self._reindex()

    def _reindex(self) -> None:
        by_norm: dict[str, ToolSpec] = {}
        for spec in self._tools.values():
            for label in (spec.name, *spec.aliases):
                by_norm.setdefault(normalize_name(label), spec)
        self._by_norm = by_norm
        self._version += 1

    # --- lookup -------------------------------------------------------------
    @property
    def version(self) -> int:
        """Increases with every change; compiled lexicons are keyed on it."""
        return self._version

    def get(self, name: str) -> ToolSpec:
        """The spec registered as *name* (exactly, else by alias or folded
        spelling); :class:`UnknownToolError` with suggestions otherwise."""
        spec = self.find(name)
        if spec is None:
            suggestions = self.suggest(name)
            hint = f"; did you mean {', '.join(map(repr, suggestions))}?" if suggestions else ""
            raise UnknownToolError(
                f"no tool named {name!r} in registry {self.name!r}{hint}",
                name=name,
                suggestions=suggestions,
            )
        return spec

    def find(self, name: str) -> ToolSpec | None:
        """Like :meth:`get` but returns None for an unknown name."""
        spec = self._tools.get(name)
        if spec is None and isinstance(name, str):
            spec = self._by_norm.get(normalize_name(name))
        return spec

    def suggest(self, name: str, limit: int = 3) -> list[str]:
        """Registered names that may be what *name* meant, best first: the
        same words in another order or style, near-identical spellings, then
        tools whose name, aliases or description share its words (the same
        suggestions plans and dispatch give)::

            registry.suggest("remove_todo")   # ['delete_task']
        """
        from ._plans import _suggest_tools

        return _suggest_tools(self, name, limit)

    def names(self) -> list[str]:
        """Registered names in registration order."""
        return list(self._tools)

    def specs(self) -> list[ToolSpec]:
        """Registered specs in registration order."""
        return list(self._tools.values())

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.find(name) is not None

    def __iter__(self) -> Iterator[ToolSpec]:
        return iter(list(self._tools.values()))

    def __len__(self) -> int:
        return len(self._tools)

    def __repr__(self) -> str:
        return f"<Registry {self.name!r} tools={len(self._tools)}>"

    # --- running tool calls a model produced ----------------------------------
    def execute(
        self, name: str, arguments: Any = None, *, call_id: str | None = None
    ) -> ToolResult:
        """Run tool *name* as a model asked: *arguments* as a dict or a JSON
        string, validated against the tool's argument model, then the call
        recorded like a direct one (receipt and span, under *call_id*).

        Model mistakes never raise; the result says what happened::

            result = reg.execute("delete_task", '{"title": "Read book"}', call_id="call_1")
            result.ok, result.receipt        # True, <Receipt delete_task ok call_id=call_1>
            result.to_model_text()           # what the model should see

        The result is a :class:`~guardrail.ToolSuccess`,
        :class:`~guardrail.ToolNotFound` (with suggestions),
        :class:`~guardrail.InvalidArguments` or :class:`~guardrail.ToolFailed`
        (the tool raised, its success predicate said no, it has no function,
        or it is async and an event loop is running: use :meth:`aexecute`).
        An async tool called from sync code runs in ``asyncio.run``.
        """
        from ._dispatch import execute

        return execute(self, name, arguments, call_id=call_id)

    async def aexecute(
        self, name: str, arguments: Any = None, *, call_id: str | None = None
    ) -> ToolResult:
        """Async :meth:`execute`. Async tools are awaited; sync tools run
        directly on the event loop's thread, as a direct call would."""
        from ._dispatch import aexecute

        return await aexecute(self, name, arguments, call_id=call_id)

    def schemas(
        self, format: Literal["openai", "anthropic"] = "openai"
    ) -> list[dict[str, Any]]:
        """Every tool's definition, for a model's ``tools=`` parameter, in
        OpenAI function-calling shape or Anthropic tool shape. Schemas are
        built on first request and cached."""
        if format == "openai":
            return [spec.openai_schema() for spec in self._tools.values()]
        if format == "anthropic":
            return [spec.anthropic_schema() for spec in self._tools.values()]
        raise ValueError(f"unknown schema format {format!r}; use 'openai' or 'anthropic'")

    def lexicon(self) -> Lexicon:
        """The compiled claim lexicon of this registry's tools (compiled once
        per registry change)."""
        cached = self._lexicon
        version = self._version
        if cached is not None and cached[0] == version:
            return cached[1]
        from ._claims import Lexicon

        with self._lock:
            version = self._version
            lex = Lexicon.compile([spec.info() for spec in self._tools.values()])
            self._lexicon = (version, lex)
        return lex


def _same_origin(old: ToolSpec, new: ToolSpec) -> bool:
    if old.func is not None and old.func is new.func:
        return True
    return old.qualname is not None and old.qualname == new.qualname


_default = Registry("default")


def default_registry() -> Registry:
    """The process-wide registry that ``@tool`` uses by default."""
    return _default
