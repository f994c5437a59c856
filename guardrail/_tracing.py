"""Exporting guardrail's spans: a one-call OpenTelemetry setup for applications
that have none yet.

``import guardrail`` never loads the OpenTelemetry SDK or an exporter; this
module imports them inside the functions that need them. An application that
already configures OpenTelemetry does not need anything here: guardrail's
spans go to whatever tracer provider is installed.

Example::

    import guardrail

    guardrail.configure_tracing("my-agent")  # OTLP/HTTP to $OTEL_EXPORTER_OTLP_ENDPOINT
    ...
    guardrail.shutdown_tracing()             # flush before a short script exits
"""

from __future__ import annotations

import logging
import os
import threading
import weakref
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from opentelemetry import trace

from ._exceptions import GuardrailError

if TYPE_CHECKING:
    from opentelemetry.sdk.trace import TracerProvider as SDKTracerProvider
    from opentelemetry.sdk.trace.export import SpanExporter
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

__all__ = [
    "EXPORTERS",
    "PROTOCOLS",
    "ExporterUnavailable",
    "TracingConfigError",
    "configure_tracing",
    "flush_tracing",
    "shutdown_tracing",
]

log = logging.getLogger("guardrail")

#: Exporter names :func:`configure_tracing` accepts (also in ``OTEL_TRACES_EXPORTER``).
EXPORTERS = ("otlp", "console", "memory", "none")
#: OTLP protocols :func:`configure_tracing` accepts.
PROTOCOLS = ("http/protobuf", "grpc")

_OTLP_INSTALL = 'pip install "guardrail-receipts[otlp]"'
_GRPC_INSTALL = "pip install opentelemetry-exporter-otlp-proto-grpc"


class TracingConfigError(GuardrailError, ValueError):
    """:func:`configure_tracing` was given (or read from ``OTEL_*`` variables)
    a setting it cannot use: an unknown exporter or protocol, or an endpoint
    that is not a URL. ``setting`` names the setting and ``value`` what it held.
    """

    def __init__(self, message: str, *, setting: str, value: str) -> None:
        super().__init__(message)
        self.setting = setting
        self.value = value


class ExporterUnavailable(GuardrailError, ImportError):
    """The exporter asked for comes from a package that is not installed.

    ``install`` is the command that fixes it, e.g.
    ``pip install "guardrail-receipts[otlp]"``.
    """

    def __init__(self, message: str, *, install: str) -> None:
        super().__init__(message)
        self.install = install

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


class _State:
    """What guardrail installed: its providers (so it never shuts down one it
    does not own) and the in-memory exporter of ``exporter="memory"``."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.provider: SDKTracerProvider | None = None
        self.memory: InMemorySpanExporter | None = None
        self.owned: weakref.WeakSet[Any] = weakref.WeakSet()
        self.closed: weakref.WeakSet[Any] = weakref.WeakSet()


_state = _State()


def _env(*names: str) -> str | None:
    for name in names:
        value = os.environ.get(name, "").strip()
        if value:
            return value
    return None


def _exporter_names(exporter: str | None) -> tuple[str, ...]:
    source = "exporter"
    raw = exporter
    if raw is None:
        raw = _env("OTEL_TRACES_EXPORTER")
        source = "OTEL_TRACES_EXPORTER"
    if raw is None:
        return ("otlp",)
    if not isinstance(raw, str):
        raise TracingConfigError(
            f"exporter must be a string such as 'otlp', got {type(raw).__name__}",
            setting="exporter",
            value=repr(raw),
        )
    names: list[str] = []
    for part in raw.split(","):
        name = part.strip().lower()
        if name == "logging":  # the old name of the console exporter
            name = "console"
        if name not in EXPORTERS:
            raise TracingConfigError(
                f"{source}={raw!r}: {name!r} is not an exporter guardrail can set up; use "
                f"one of {', '.join(EXPORTERS)} (comma-separated for several). For other "
                "exporters, configure the OpenTelemetry SDK yourself: guardrail's spans go to "
                "whatever tracer provider is installed.",
                setting=source,
                value=raw,
            )
        if name not in names:
            names.append(name)
    real = tuple(n for n in names if n != "none")
    return real if real else ("none",)


def _protocol(protocol: str | None) -> str:
    source = "protocol"
    value = protocol
    if value is None:
        value = _env("OTEL_EXPORTER_OTLP_TRACES_PROTOCOL", "OTEL_EXPORTER_OTLP_PROTOCOL")
        source = "OTEL_EXPORTER_OTLP_PROTOCOL"
    if value is None:
        return "http/protobuf"
    norm = str(value).strip().lower()
    if norm in PROTOCOLS:
        return norm
    hint = (
        " The official Python OTLP exporter has no http/json encoding; use 'http/protobuf', "
        "which every OTLP/HTTP receiver accepts."
        if norm == "http/json"
        else ""
    )
    raise TracingConfigError(
        f"{source}={value!r} is not a supported OTLP protocol; use 'http/protobuf' "
        f"(the default) or 'grpc'.{hint}",
        setting=source,
        value=str(value),
    )


def _traces_url(endpoint: str) -> str:
    """A base URL gets ``/v1/traces``; a URL with a path is used as given."""
    parts = urlsplit(endpoint)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise TracingConfigError(
            f"endpoint={endpoint!r} is not an http(s) URL; pass the collector's base URL such "
            "as 'http://localhost:4318' (guardrail appends /v1/traces) or the full traces URL",
            setting="endpoint",
            value=endpoint,
        )
    if parts.path in ("", "/"):
        return endpoint.rstrip("/") + "/v1/traces"
    return endpoint


def _otlp_exporter(
    protocol: str, endpoint: str | None, headers: Mapping[str, str] | None
) -> SpanExporter:
    kwargs: dict[str, Any] = {}
    if headers is not None:
        kwargs["headers"] = dict(headers)
    if protocol == "grpc":
        try:
            from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import (  # type: ignore[import-not-found,unused-ignore]
                OTLPSpanExporter as GrpcExporter,
            )
        except ImportError as exc:
            raise ExporterUnavailable(
                "protocol='grpc' needs the OpenTelemetry OTLP/gRPC exporter, which is not "
                f"installed: {_GRPC_INSTALL} (or use the default protocol 'http/protobuf', "
                f'installed by {_OTLP_INSTALL})',
                install=_GRPC_INSTALL,
            ) from exc
        if endpoint is not None:
            kwargs["endpoint"] = endpoint
        exporter: SpanExporter = GrpcExporter(**kwargs)
        return exporter
    try:
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
    except ImportError as exc:
        raise ExporterUnavailable(
            "exporter='otlp' needs the OpenTelemetry OTLP exporter, which is not installed: "
            f"{_OTLP_INSTALL}",
            install=_OTLP_INSTALL,
        ) from exc
    if endpoint is not None:
        kwargs["endpoint"] = _traces_url(endpoint)
    return OTLPSpanExporter(**kwargs)


def _resource(service_name: str | None) -> Any:
    from opentelemetry.sdk.resources import SERVICE_NAME, Resource

    detected = Resource.create({})
    name = detected.attributes.get(SERVICE_NAME)
    env_named = isinstance(name, str) and not name.startswith("unknown_service")
    if service_name and not env_named:
        return Resource.create({SERVICE_NAME: service_name})
    return detected


def _describe(provider: object) -> str:
    cls = type(provider)
    return f"{cls.__module__}.{cls.__qualname__}"


def _global_provider() -> Any:
    """``trace.get_tracer_provider()``, with a typed error for a provider named
    in ``OTEL_PYTHON_TRACER_PROVIDER`` that cannot be loaded."""
    try:
        return trace.get_tracer_provider()
    except Exception as exc:
        name = os.environ.get("OTEL_PYTHON_TRACER_PROVIDER", "")
        raise TracingConfigError(
            f"OTEL_PYTHON_TRACER_PROVIDER={name!r} names a tracer provider that cannot be "
            f"loaded ({type(exc).__name__}: {exc}); unset it to let guardrail install the "
            "SDK's, or install the package that provides it",
            setting="OTEL_PYTHON_TRACER_PROVIDER",
            value=name,
        ) from exc


def _installed_provider() -> object | None:
    """The provider set globally, or None when only the API's proxy is there."""
    provider: object = _global_provider()
    if isinstance(provider, trace.ProxyTracerProvider):
        return None
    return provider


def _keep(provider: Any) -> trace.TracerProvider:
    if provider in _state.closed:
        log.warning(
            "guardrail: tracing was shut down by shutdown_tracing(); OpenTelemetry allows one "
            "tracer provider per process, so spans are no longer exported. Configure tracing "
            "once, at startup, and shut it down at exit."
        )
    elif provider in _state.owned:
        log.info("guardrail: tracing is already configured; keeping the provider in use")
    else:
        log.warning(
            "guardrail: a tracer provider (%s) is already installed; configure_tracing() "
            "keeps it and adds nothing to it. guardrail's spans go to that provider's "
            "exporters.",
            _describe(provider),
        )
    result: trace.TracerProvider = provider
    return result


def configure_tracing(
    service_name: str | None = None,
    exporter: str | None = None,
    *,
    endpoint: str | None = None,
    protocol: str | None = None,
    headers: Mapping[str, str] | None = None,
) -> trace.TracerProvider:
    """Install an OpenTelemetry tracer provider that exports guardrail's spans
    (and every other span of the process), for applications with no
    OpenTelemetry setup of their own.

    It never replaces a provider the application already installed: it logs
    a warning and returns the one in use. Settings left out come from the
    standard environment variables, read by the official exporter itself:
    ``OTEL_EXPORTER_OTLP_ENDPOINT`` / ``OTEL_EXPORTER_OTLP_TRACES_ENDPOINT``,
    ``OTEL_EXPORTER_OTLP_HEADERS``, ``OTEL_EXPORTER_OTLP_TIMEOUT``,
    ``OTEL_EXPORTER_OTLP_COMPRESSION``, ``OTEL_EXPORTER_OTLP_PROTOCOL``,
    ``OTEL_TRACES_EXPORTER``, ``OTEL_SERVICE_NAME``,
    ``OTEL_RESOURCE_ATTRIBUTES``, ``OTEL_BSP_*`` (batching),
    ``OTEL_TRACES_SAMPLER`` and ``OTEL_SDK_DISABLED``.

    Args:
        service_name: ``service.name`` of the resource, used when neither
            ``OTEL_SERVICE_NAME`` nor ``OTEL_RESOURCE_ATTRIBUTES`` names one
            (operators can rename a service without a code change).
        exporter: ``"otlp"`` (OTLP through a batch processor, so a slow or
            unreachable collector never delays a call), ``"console"`` (spans
            printed to stdout), ``"memory"`` (kept in process, read with
            :func:`guardrail.testing.captured_spans`), ``"none"`` (spans and
            trace ids, no export), or several comma-separated. Default:
            ``OTEL_TRACES_EXPORTER``, else ``"otlp"``.
        endpoint: where OTLP goes: a base URL such as ``http://localhost:4318``
            (``/v1/traces`` is appended) or the full traces URL; for gRPC,
            ``http://host:4317``. Default: the ``OTEL_EXPORTER_OTLP_*``
            variables, else ``http://localhost:4318``.
        protocol: ``"http/protobuf"`` (default; the ``otlp`` extra) or
            ``"grpc"`` (needs ``opentelemetry-exporter-otlp-proto-grpc``).
            Default: ``OTEL_EXPORTER_OTLP_PROTOCOL``, else ``"http/protobuf"``.
        headers: extra HTTP headers (or gRPC metadata) for each export, e.g. an
            API key; default ``OTEL_EXPORTER_OTLP_HEADERS``.

    Returns:
        The tracer provider in use: the new
        :class:`opentelemetry.sdk.trace.TracerProvider`, or the one that was
        already installed.

    Raises:
        ExporterUnavailable: OTLP was asked for and the exporter package is
            missing (``pip install "guardrail-receipts[otlp]"``).
        TracingConfigError: an unknown exporter or protocol, or a bad endpoint.

    Spans are exported in the background; a short script should call
    :func:`shutdown_tracing` (or ``provider.shutdown()``) before it exits so
    the last batch is sent (the SDK also does this at interpreter exit).

    Example::

        # OTEL_EXPORTER_OTLP_ENDPOINT=http://localhost:4318 python agent.py
        guardrail.configure_tracing("my-agent")
    """
    names = _exporter_names(exporter)
    proto = _protocol(protocol) if "otlp" in names or protocol is not None else ""
    if endpoint is not None and not isinstance(endpoint, str):
        raise TracingConfigError(
            f"endpoint must be a URL string, got {type(endpoint).__name__}",
            setting="endpoint",
            value=repr(endpoint),
        )
    with _state.lock:
        current = _installed_provider()
        if current is not None:
            return _keep(current)

        from opentelemetry.sdk.trace import TracerProvider
        from opentelemetry.sdk.trace.export import (
            BatchSpanProcessor,
            ConsoleSpanExporter,
            SimpleSpanProcessor,
        )

        processors: list[Any] = []
        memory: InMemorySpanExporter | None = None
        for name in names:
            if name == "otlp":
                processors.append(BatchSpanProcessor(_otlp_exporter(proto, endpoint, headers)))
            elif name == "console":
                processors.append(SimpleSpanProcessor(ConsoleSpanExporter()))
            elif name == "memory":
                from opentelemetry.sdk.trace.export.in_memory_span_exporter import (
                    InMemorySpanExporter,
                )

                memory = InMemorySpanExporter()
                processors.append(SimpleSpanProcessor(memory))
        provider = TracerProvider(resource=_resource(service_name))
        for processor in processors:
            provider.add_span_processor(processor)
        trace.set_tracer_provider(provider)
        if trace.get_tracer_provider() is not provider:
            # Another thread (or an OTEL_PYTHON_TRACER_PROVIDER) won the race.
            provider.shutdown()
            return _keep(trace.get_tracer_provider())
        _state.provider = provider
        _state.memory = memory
        _state.owned.add(provider)
        log.info(
            "guardrail: tracing configured (exporters: %s, service.name=%s)",
            ", ".join(names),
            provider.resource.attributes.get("service.name"),
        )
        return provider


def flush_tracing(timeout_millis: int = 30_000) -> bool:
    """Export the spans buffered so far, waiting at most *timeout_millis*.

    Works on whichever SDK provider is installed (guardrail's or the
    application's). Returns False when the flush timed out or no flushable
    provider is installed; never raises. A batch export already in progress
    is waited for, which the exporter's own timeout bounds
    (``OTEL_EXPORTER_OTLP_TIMEOUT``, 10 s by default).

    Example::

        guardrail.flush_tracing(5_000)   # e.g. at the end of a serverless handler
    """
    try:
        flush = getattr(trace.get_tracer_provider(), "force_flush", None)
        if flush is None:
            return False
        return bool(flush(timeout_millis))
    except Exception as exc:
        log.warning("guardrail: flushing spans failed: %r", exc)
        return False


def shutdown_tracing() -> None:
    """Flush and shut down the provider :func:`configure_tracing` installed.

    Call it before a short script exits (the SDK also shuts down at
    interpreter exit). A provider the application installed itself is only
    flushed, never shut down: it belongs to the application. Afterwards tool
    calls still work and still record receipts; their spans go nowhere.
    Never raises.

    Example::

        guardrail.configure_tracing("nightly-batch")
        try:
            run_batch()
        finally:
            guardrail.shutdown_tracing()
    """
    with _state.lock:
        provider = _state.provider
        _state.provider = None
    if provider is None or trace.get_tracer_provider() is not provider:
        flush_tracing()
        return
    _state.closed.add(provider)
    try:
        provider.shutdown()
    except Exception as exc:
        log.warning("guardrail: shutting down tracing failed: %r", exc)


def _memory_exporter() -> InMemorySpanExporter | None:
    """The in-memory exporter of ``configure_tracing(exporter="memory")``."""
    return _state.memory


def _own(provider: object) -> None:
    """Mark *provider* as installed by guardrail (see :func:`configure_tracing`)."""
    _state.owned.add(provider)
