"""_telemetry: the provider check under a broken environment, and configure()."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

import guardrail


def test_unloadable_provider_env_is_tried_once_not_per_call() -> None:
    code = textwrap.dedent(
        """
        import logging, guardrail
        from opentelemetry.util import _importlib_metadata as md

        attempts = 0
        real = md.entry_points
        def counting(*args, **kwargs):
            global attempts
            attempts += 1
            return real(*args, **kwargs)
        md.entry_points = counting

        records = []
        class Keep(logging.Handler):
            def emit(self, record):
                records.append(record)
        logging.getLogger().addHandler(Keep())
        logging.getLogger().setLevel(logging.WARNING)

        reg = guardrail.Registry()
        @guardrail.tool(registry=reg)
        def t(x: int) -> int:
            return x
        with guardrail.scope() as ledger:
            for n in range(200):
                assert t(n) == n
        ours = [r for r in records if r.name == "guardrail"]
        print(len(ledger), len(ours), attempts)
        """
    )
    env = {**os.environ, "OTEL_PYTHON_TRACER_PROVIDER": "no_such_provider_anywhere"}
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True
    ).stdout.split()
    receipts, warnings, attempts = map(int, out)
    assert receipts == 200  # tools keep working and receipts are recorded
    assert warnings == 1  # one clear warning, not one per call
    assert 1 <= attempts <= 2  # tried, and the failing load is not retried on every call


def test_configure_rejects_non_callable_redactor() -> None:
    with pytest.raises(TypeError, match="redactor must be callable"):
        guardrail.configure(redactor="mask")  # type: ignore[arg-type]
