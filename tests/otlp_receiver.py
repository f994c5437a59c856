"""A small OTLP/HTTP trace receiver for tests.

It listens on 127.0.0.1 (a free port), accepts ``POST /v1/traces`` in both
OTLP/HTTP encodings (binary protobuf, ``application/x-protobuf``, and JSON,
``application/json``), optionally gzip- or deflate-compressed, decodes them
with the official ``opentelemetry-proto`` messages, and keeps what arrived::

    with OTLPReceiver() as receiver:
        ...export to receiver.endpoint (base URL) or receiver.traces_url...
        [span] = receiver.wait_for_spans(1)
        assert span.name == "execute_tool delete_task"

For failure tests it can answer with an error status (``status=503``) or
accept requests and never answer (``hang=True``) until :meth:`release` or
:meth:`stop`.
"""

from __future__ import annotations

import base64
import dataclasses
import gzip
import json
import threading
import time
import zlib
from collections.abc import Callable, Iterator, Mapping
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from google.protobuf import json_format
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import (
    ExportTraceServiceRequest,
    ExportTraceServiceResponse,
)
from opentelemetry.proto.common.v1.common_pb2 import AnyValue

__all__ = ["OTLPReceiver", "ReceivedEvent", "ReceivedRequest", "ReceivedSpan", "decode_any"]

#: The longest a hanging request is held, so no handler thread outlives a test run.
MAX_HANG_SECONDS = 30.0

SPAN_KIND_INTERNAL = 1
STATUS_UNSET, STATUS_OK, STATUS_ERROR = 0, 1, 2


def decode_any(value: AnyValue) -> Any:
    """An OTLP ``AnyValue`` as a plain Python value."""
    which = value.WhichOneof("value")
    if which is None:
        return None
    if which == "array_value":
        return [decode_any(v) for v in value.array_value.values]
    if which == "kvlist_value":
        return {kv.key: decode_any(kv.value) for kv in value.kvlist_value.values}
    return getattr(value, which)


def _attributes(items: Any) -> dict[str, Any]:
    return {kv.key: decode_any(kv.value) for kv in items}


@dataclasses.dataclass(frozen=True)
class ReceivedEvent:
    name: str
    attributes: dict[str, Any]
    time_unix_nano: int


@dataclasses.dataclass(frozen=True)
class ReceivedSpan:
    """One span as it arrived, with ids as raw bytes (``*_hex`` for text)."""

    name: str
    trace_id: bytes
    span_id: bytes
    parent_span_id: bytes
    kind: int
    status_code: int
    status_message: str
    attributes: dict[str, Any]
    events: tuple[ReceivedEvent, ...]
    resource: dict[str, Any]
    scope_name: str
    start_time_unix_nano: int
    end_time_unix_nano: int

    @property
    def trace_id_hex(self) -> str:
        return self.trace_id.hex()

    @property
    def span_id_hex(self) -> str:
        return self.span_id.hex()

    @property
    def parent_span_id_hex(self) -> str | None:
        return self.parent_span_id.hex() if self.parent_span_id else None


@dataclasses.dataclass(frozen=True)
class ReceivedRequest:
    path: str
    content_type: str
    content_encoding: str
    headers: dict[str, str]
    size: int
    spans: tuple[ReceivedSpan, ...]


def spans_of(message: ExportTraceServiceRequest) -> list[ReceivedSpan]:
    """Flatten an export request into its spans."""
    out: list[ReceivedSpan] = []
    for resource_spans in message.resource_spans:
        resource = _attributes(resource_spans.resource.attributes)
        for scope_spans in resource_spans.scope_spans:
            for span in scope_spans.spans:
                out.append(
                    ReceivedSpan(
                        name=span.name,
                        trace_id=bytes(span.trace_id),
                        span_id=bytes(span.span_id),
                        parent_span_id=bytes(span.parent_span_id),
                        kind=int(span.kind),
                        status_code=int(span.status.code),
                        status_message=span.status.message,
                        attributes=_attributes(span.attributes),
                        events=tuple(
                            ReceivedEvent(e.name, _attributes(e.attributes), e.time_unix_nano)
                            for e in span.events
                        ),
                        resource=resource,
                        scope_name=scope_spans.scope.name,
                        start_time_unix_nano=span.start_time_unix_nano,
                        end_time_unix_nano=span.end_time_unix_nano,
                    )
                )
    return out


_ID_KEYS = {"traceId", "spanId", "parentSpanId", "trace_id", "span_id", "parent_span_id"}


def _ids_hex_to_base64(node: Any) -> Any:
    """OTLP/JSON writes trace and span ids as hex; protobuf's JSON mapping
    expects base64 for bytes fields."""
    if isinstance(node, dict):
        out = {}
        for key, value in node.items():
            if key in _ID_KEYS and isinstance(value, str):
                out[key] = base64.b64encode(bytes.fromhex(value)).decode("ascii")
            else:
                out[key] = _ids_hex_to_base64(value)
        return out
    if isinstance(node, list):
        return [_ids_hex_to_base64(v) for v in node]
    return node


def decode_request(
    body: bytes, content_type: str, content_encoding: str
) -> ExportTraceServiceRequest:
    """Decode an OTLP/HTTP trace export body (raises ValueError when it is not one)."""
    encoding = content_encoding.strip().lower()
    if encoding == "gzip":
        body = gzip.decompress(body)
    elif encoding == "deflate":
        body = zlib.decompress(body)
    elif encoding not in ("", "identity"):
        raise ValueError(f"unsupported Content-Encoding {content_encoding!r}")
    message = ExportTraceServiceRequest()
    kind = content_type.split(";", 1)[0].strip().lower()
    if kind == "application/x-protobuf":
        message.ParseFromString(body)
    elif kind == "application/json":
        json_format.ParseDict(_ids_hex_to_base64(json.loads(body)), message)
    else:
        raise ValueError(f"unsupported Content-Type {content_type!r}")
    return message


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    receiver: OTLPReceiver


class _Handler(BaseHTTPRequestHandler):
    server: _Server
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:  # quiet
        pass

    def do_POST(self) -> None:
        receiver = self.server.receiver
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        content_type = self.headers.get("Content-Type", "")
        if receiver.hang:
            receiver._hanging(+1)
            try:
                receiver._released.wait(MAX_HANG_SECONDS)
            finally:
                receiver._hanging(-1)
        if self.path.split("?", 1)[0] != "/v1/traces":
            self._reply(404, b"only /v1/traces is served here", "text/plain")
            return
        try:
            message = decode_request(body, content_type, self.headers.get("Content-Encoding", ""))
        except Exception as exc:
            receiver._record_error(f"{type(exc).__name__}: {exc}")
            self._reply(400, f"cannot decode the request: {exc}".encode(), "text/plain")
            return
        spans = spans_of(message)
        receiver._record(
            ReceivedRequest(
                path=self.path,
                content_type=content_type,
                content_encoding=self.headers.get("Content-Encoding", ""),
                headers={k.lower(): v for k, v in self.headers.items()},
                size=len(body),
                spans=tuple(spans),
            )
        )
        if receiver.status != 200:
            self._reply(receiver.status, b"", "text/plain")
            return
        response = ExportTraceServiceResponse()
        if content_type.startswith("application/json"):
            self._reply(200, json_format.MessageToJson(response).encode(), "application/json")
        else:
            self._reply(200, response.SerializeToString(), "application/x-protobuf")

    def _reply(self, status: int, body: bytes, content_type: str) -> None:
        try:
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        except OSError:  # the client gave up (e.g. after a timeout)
            pass


class OTLPReceiver:
    """An OTLP/HTTP trace receiver on 127.0.0.1, run in a background thread.

    Args:
        status: the HTTP status to answer with (200 accepts; 503 makes
            exporters treat the export as failed).
        hang: accept each request and hold it without answering until
            :meth:`release` or :meth:`stop` (at most ``MAX_HANG_SECONDS``).
    """

    def __init__(self, *, status: int = 200, hang: bool = False) -> None:
        self.status = status
        self.hang = hang
        self._released = threading.Event()
        self._cond = threading.Condition()
        self._requests: list[ReceivedRequest] = []
        self._errors: list[str] = []
        self._pending = 0
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None

    # --- lifecycle ----------------------------------------------------------
    def start(self) -> OTLPReceiver:
        server = _Server(("127.0.0.1", 0), _Handler)
        server.receiver = self
        self._server = server
        self._thread = threading.Thread(
            target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        self.release()
        server, self._server = self._server, None
        if server is not None:
            server.shutdown()
            server.server_close()
        if self._thread is not None:
            self._thread.join(5)
            self._thread = None

    def __enter__(self) -> OTLPReceiver:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def release(self) -> None:
        """Let held (``hang=True``) requests complete, and stop holding new ones."""
        self.hang = False
        self._released.set()

    # --- where to send ------------------------------------------------------
    @property
    def port(self) -> int:
        assert self._server is not None, "the receiver is not running"
        return int(self._server.server_address[1])

    @property
    def endpoint(self) -> str:
        """The base URL, as for ``OTEL_EXPORTER_OTLP_ENDPOINT``."""
        return f"http://127.0.0.1:{self.port}"

    @property
    def traces_url(self) -> str:
        """The full traces URL, as for ``OTEL_EXPORTER_OTLP_TRACES_ENDPOINT``."""
        return f"{self.endpoint}/v1/traces"

    # --- what arrived -------------------------------------------------------
    def _record(self, request: ReceivedRequest) -> None:
        with self._cond:
            self._requests.append(request)
            self._cond.notify_all()

    def _record_error(self, error: str) -> None:
        with self._cond:
            self._errors.append(error)
            self._cond.notify_all()

    def _hanging(self, delta: int) -> None:
        with self._cond:
            self._pending += delta
            self._cond.notify_all()

    @property
    def requests(self) -> list[ReceivedRequest]:
        with self._cond:
            return list(self._requests)

    @property
    def errors(self) -> list[str]:
        """Requests that could not be decoded."""
        with self._cond:
            return list(self._errors)

    @property
    def spans(self) -> list[ReceivedSpan]:
        with self._cond:
            return [s for r in self._requests for s in r.spans]

    @property
    def held(self) -> int:
        """Requests currently held without an answer (``hang=True``)."""
        with self._cond:
            return self._pending

    def wait_for(self, condition: Callable[[], bool], timeout: float, what: str) -> None:
        deadline = time.monotonic() + timeout
        with self._cond:
            while not condition():
                left = deadline - time.monotonic()
                if left <= 0:
                    names = [s.name for r in self._requests for s in r.spans]
                    raise AssertionError(
                        f"timed out after {timeout}s waiting for {what}; received "
                        f"{len(self._requests)} request(s) with spans {names}; "
                        f"decode errors: {self._errors}"
                    )
                self._cond.wait(min(left, 0.1))

    def wait_for_spans(
        self,
        count: int = 1,
        timeout: float = 10.0,
        where: Callable[[ReceivedSpan], bool] | None = None,
    ) -> list[ReceivedSpan]:
        """Wait until at least *count* spans (matching *where*) arrived; return them."""

        def matching() -> list[ReceivedSpan]:
            spans = [s for r in self._requests for s in r.spans]
            return [s for s in spans if where is None or where(s)]

        self.wait_for(lambda: len(matching()) >= count, timeout, f"{count} span(s)")
        with self._cond:
            return matching()

    def wait_for_held(self, count: int = 1, timeout: float = 10.0) -> None:
        """Wait until *count* requests are being held (``hang=True``)."""
        self.wait_for(lambda: self._pending >= count, timeout, f"{count} held request(s)")

    def by_name(self) -> Mapping[str, list[ReceivedSpan]]:
        out: dict[str, list[ReceivedSpan]] = {}
        for span in self.spans:
            out.setdefault(span.name, []).append(span)
        return out

    def __iter__(self) -> Iterator[ReceivedSpan]:
        return iter(self.spans)
