"""pytest fixtures for code that uses guardrail.

Registered through the ``pytest11`` entry point, so they are available in
every test suite of a project where guardrail is installed (disable with
``-p no:guardrail``). guardrail itself is imported only when a fixture is
used.

Fixtures:
    ``guardrail_scope``: a fresh receipt scope for the test; yields its
        :class:`guardrail.Ledger`.
    ``guardrail_spans``: the spans that end during the test, in memory; yields
        a :class:`guardrail.testing.SpanCapture`.
    ``guardrail_registry``: an isolated, empty :class:`guardrail.Registry`.

Example::

    from guardrail.testing import assert_tool_called, fail_tool

    def test_delete(guardrail_scope, guardrail_spans):
        reply = handle("delete Read book")
        assert_tool_called(guardrail_scope, "delete_task", ok=True)
        assert guardrail_spans.tool_spans("delete_task")

    def test_delete_when_db_down(guardrail_scope):
        with fail_tool("delete_task", exc=TimeoutError("db down")):
            reply = handle("delete Read book")
        assert "could not" in reply
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from guardrail import Ledger, Registry
    from guardrail.testing import SpanCapture

__all__ = ["guardrail_registry", "guardrail_scope", "guardrail_spans"]


@pytest.fixture
def guardrail_scope(request: pytest.FixtureRequest) -> Iterator[Ledger]:
    """A fresh ``guardrail.scope()`` around the test; yields its ledger.

    Tool calls made by the test (sync or async) are recorded in it, and guards
    such as ``guardrail.finalize`` check against it.
    """
    import guardrail

    with guardrail.scope(f"test {request.node.name}") as ledger:
        yield ledger


@pytest.fixture
def guardrail_spans() -> Iterator[SpanCapture]:
    """The spans that end during the test (``execute_tool`` spans, guard
    verdict events, and any other span of the process), in memory.

    The first use installs an OpenTelemetry SDK tracer provider for the rest
    of the session when none is installed (OpenTelemetry allows one per
    process); each test gets only its own spans.
    """
    from guardrail.testing import capture_spans

    with capture_spans() as spans:
        yield spans


@pytest.fixture
def guardrail_registry(request: pytest.FixtureRequest) -> Registry:
    """An empty ``guardrail.Registry`` of the test's own, for tools declared
    with ``@guardrail.tool(registry=guardrail_registry)``."""
    import guardrail

    return guardrail.Registry(f"test {request.node.name}")
