"""OpenTelemetry plumbing: attribute names, the cached "is anything recording"
check, and content recording with redaction.

Only ``opentelemetry.trace`` (the API) is imported here; the SDK is never
needed at import time. Every call into OpenTelemetry from the tool path is
guarded: a broken provider, processor or exporter must never break a tool
call.
"""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Callable, Mapping
from typing import Any, cast

from opentelemetry import trace
from opentelemetry.environment_variables import OTEL_PYTHON_TRACER_PROVIDER

from ._version import __version__

__all__ = [
    "ATTR_ERROR_TYPE",
    "ATTR_GUARDRAIL_ARGUMENTS_SHA256",
    "ATTR_GUARDRAIL_OK",
    "ATTR_GUARDRAIL_RESULT_SHA256",
    "ATTR_OPERATION_NAME",
    "ATTR_TOOL_CALL_ARGUMENTS",
    "ATTR_TOOL_CALL_ID",
    "ATTR_TOOL_CALL_RESULT",
    "ATTR_TOOL_DESCRIPTION",
    "ATTR_TOOL_NAME",
    "ATTR_TOOL_TYPE",
    "EVENT_GUARDRAIL_RESULT",
    "configure",
    "content_recording_enabled",
    "default_redactor",
    "get_tracer",
    "redact",
]

log = logging.getLogger("guardrail")

# --- OpenTelemetry GenAI semantic conventions (execute_tool spans) ---------
ATTR_OPERATION_NAME = "gen_ai.operation.name"
ATTR_TOOL_NAME = "gen_ai.tool.name"
ATTR_TOOL_CALL_ID = "gen_ai.tool.call.id"
ATTR_TOOL_TYPE = "gen_ai.tool.type"
ATTR_TOOL_DESCRIPTION = "gen_ai.tool.description"
ATTR_TOOL_CALL_ARGUMENTS = "gen_ai.tool.call.arguments"  # opt-in only
ATTR_TOOL_CALL_RESULT = "gen_ai.tool.call.result"  # opt-in only
ATTR_ERROR_TYPE = "error.type"
OPERATION_EXECUTE_TOOL = "execute_tool"
TOOL_TYPE_FUNCTION = "function"

# --- guardrail's own attributes ----------------------------------------------
ATTR_GUARDRAIL_OK = "guardrail.receipt.ok"
ATTR_GUARDRAIL_ARGUMENTS_SHA256 = "guardrail.receipt.arguments_sha256"
ATTR_GUARDRAIL_RESULT_SHA256 = "guardrail.receipt.result_sha256"
ERROR_PREDICATE_FAILED = "guardrail.predicate_failed"
ERROR_PREDICATE_RAISED = "guardrail.predicate_raised"

# --- the guard's verdict, as a span event --------------------------------------
# The GenAI conventions for guardrails are still in development upstream; this
# event follows the shape of the open proposal (a named guardrail, whether it
# triggered, the action the caller enforced) with guardrail's own details under
# the ``guardrail.`` prefix.
EVENT_GUARDRAIL_RESULT = "gen_ai.guardrail.result"
ATTR_GUARDRAIL_NAME = "gen_ai.guardrail.name"
ATTR_GUARDRAIL_TRIGGERED = "gen_ai.guardrail.triggered"
ATTR_GUARDRAIL_ACTION = "gen_ai.guardrail.action"
ATTR_GUARDRAIL_VIOLATIONS = "guardrail.violations"
ATTR_GUARDRAIL_VIOLATION_KINDS = "guardrail.violation.kinds"
ATTR_GUARDRAIL_VIOLATION_TOOLS = "guardrail.violation.tools"
ATTR_GUARDRAIL_BACKED = "guardrail.claims.backed"

_CONTENT_ENV = "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT"


class _State:
    __slots__ = (
        "bad_provider_env",
        "provider",
        "record_content",
        "recording",
        "redactor",
        "tracer",
    )

    def __init__(self) -> None:
        self.provider: object = None
        self.bad_provider_env: str | None = None
        self.tracer: trace.Tracer | None = None
        self.recording = False
        self.record_content: bool = os.environ.get(_CONTENT_ENV, "").strip().lower() in (
            "1",
            "true",
            "yes",
        )
        self.redactor: Callable[[Any], Any] | None = None


_state = _State()


def _is_recording_provider(provider: object) -> bool:
    """False for the API's proxy and no-op providers and for an SDK provider
    that was explicitly disabled; True for anything else."""
    if isinstance(provider, (trace.ProxyTracerProvider, trace.NoOpTracerProvider)):
        return False
    return getattr(provider, "_disabled", False) is not True


# ``trace.get_tracer_provider()`` looks OTEL_PYTHON_TRACER_PROVIDER up in
# ``os.environ`` on every call while no provider is set, and a miss there costs
# more than recording a receipt. ``get_tracer`` reads the same object without
# that lookup as long as the API function is the original one and
# ``os.environ`` the standard mapping; otherwise it calls the API function.
_API_GET_PROVIDER = trace.get_tracer_provider
_ENVIRON_TYPE = type(os.environ)
try:
    _PROVIDER_ENV_KEY: Any = os.environ.encodekey(OTEL_PYTHON_TRACER_PROVIDER)
    _FAST_PROVIDER = (
        isinstance(cast(Any, os.environ)._data, dict)
        and hasattr(trace, "_TRACER_PROVIDER")
        and isinstance(getattr(trace, "_PROXY_TRACER_PROVIDER", None), trace.ProxyTracerProvider)
    )
except Exception:  # pragma: no cover - an unusual platform or API version
    _PROVIDER_ENV_KEY = None
    _FAST_PROVIDER = False


def get_tracer() -> trace.Tracer | None:
    """The tracer to use for the next span, or None when nothing records.

    The global provider is read on every call (a provider configured after
    import is honoured), but the decision is cached per provider object, so
    the common no-provider case costs one function call and one identity
    comparison, and no span is created at all.
    """
    try:
        # what trace.get_tracer_provider() returns, read cheaply (see above)
        api: Any = trace
        provider: Any = None
        if _FAST_PROVIDER and api.get_tracer_provider is _API_GET_PROVIDER:
            provider = api._TRACER_PROVIDER
            if provider is None:
                env = os.environ
                if type(env) is _ENVIRON_TYPE and _PROVIDER_ENV_KEY not in cast(Any, env)._data:
                    provider = api._PROXY_TRACER_PROVIDER
        if provider is None:
            bad = _state.bad_provider_env
            if bad is not None and os.environ.get(OTEL_PYTHON_TRACER_PROVIDER) == bad:
                return None  # this OTEL_PYTHON_TRACER_PROVIDER failed to load before
            provider = trace.get_tracer_provider()
    except Exception as exc:
        # e.g. OTEL_PYTHON_TRACER_PROVIDER names a provider that cannot be loaded:
        # remember it, so that calls do not retry (and log) the failing load every time.
        value = os.environ.get(OTEL_PYTHON_TRACER_PROVIDER)
        if _state.bad_provider_env != value:
            _state.bad_provider_env = value
            log.warning("guardrail: no tracer provider (spans disabled): %r", exc)
        return None
    st = _state
    if provider is not st.provider:
        try:
            st.recording = _is_recording_provider(provider)
            st.tracer = (
                provider.get_tracer("guardrail", __version__) if st.recording else None
            )
        except Exception as exc:
            log.warning("guardrail: tracer provider unusable, spans disabled: %r", exc)
            st.recording = False
            st.tracer = None
        st.provider = provider
    return st.tracer


_SECRET_KEY = re.compile(
    r"pass(?:word|wd|phrase)?|secret|token|api[-_]?key|apikey|auth(?:orization)?|"
    r"credential|private[-_]?key|session[-_]?id|cookie|ssn|card[-_]?number|cvv|pin",
    re.IGNORECASE,
)
_SECRET_VALUE = re.compile(
    r"\b(?:sk|pk|rk)-[A-Za-z0-9_-]{12,}|\bBearer\s+[A-Za-z0-9._~+/=-]{8,}|"
    r"\bgh[pousr]_[A-Za-z0-9]{20,}|\bAKIA[0-9A-Z]{16}\b|\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9._-]{8,}"
)
MASK = "***"


def default_redactor(value: Any) -> Any:
    """Mask obvious secrets in *value* before it is recorded on a span.

    Values under keys named like password, token, api_key, authorization,
    secret, cookie (any nesting depth) become ``"***"``, and strings that look
    like bearer tokens or API keys are masked wherever they appear.
    """
    return _redact(value, 0)


def _redact(value: Any, depth: int) -> Any:
    if depth > 32:
        return MASK
    if isinstance(value, Mapping):
        out: dict[str, Any] = {}
        for key, item in value.items():
            skey = str(key)
            out[skey] = MASK if _SECRET_KEY.search(skey) else _redact(item, depth + 1)
        return out
    if isinstance(value, (list, tuple)):
        return [_redact(v, depth + 1) for v in value]
    if isinstance(value, str):
        return _SECRET_VALUE.sub(MASK, value)
    return value


def redact(value: Any) -> Any:
    """Apply the configured redactor (then the default one) to *value*."""
    custom = _state.redactor
    if custom is not None:
        value = custom(value)
    return default_redactor(value)


def content_recording_enabled() -> bool:
    """Whether tool arguments and results are recorded on spans by default."""
    return _state.record_content


def configure(
    *,
    record_content: bool | None = None,
    redactor: Callable[[Any], Any] | None = None,
) -> None:
    """Process-wide telemetry options.

    Args:
        record_content: record tool arguments and results on spans as
            ``gen_ai.tool.call.arguments`` / ``gen_ai.tool.call.result``.
            Off by default, because they may hold personal data; also switched
            on by ``OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=true``.
            A tool's own ``@tool(record_content=...)`` wins over this.
        redactor: a function applied to arguments and results before they are
            recorded, before the default redactor (which masks values under
            keys such as ``password``, ``token``, ``api_key``,
            ``authorization``, and strings that look like keys).

    Example::

        guardrail.configure(record_content=True, redactor=lambda v: scrub_emails(v))
    """
    if record_content is not None:
        _state.record_content = bool(record_content)
    if redactor is not None:
        if not callable(redactor):
            raise TypeError("redactor must be callable")
        _state.redactor = redactor
