"""The public API: small, sorted, importable, cheap to import."""

from __future__ import annotations

import subprocess
import sys

import guardrail


def test_all_is_sorted_and_every_name_resolves() -> None:
    assert guardrail.__all__ == sorted(guardrail.__all__)
    assert len(set(guardrail.__all__)) == len(guardrail.__all__)
    for name in guardrail.__all__:
        assert getattr(guardrail, name) is not None, name
    assert set(guardrail.__all__) <= set(dir(guardrail))


def test_unknown_attribute_raises_attribute_error() -> None:
    try:
        guardrail.no_such_name  # type: ignore[attr-defined]  # noqa: B018
    except AttributeError as exc:
        assert "no_such_name" in str(exc)
    else:  # pragma: no cover
        raise AssertionError("expected AttributeError")


def test_import_is_cheap_and_loads_nothing_heavy() -> None:
    code = (
        "import sys, guardrail\n"
        "heavy = [m for m in ('pydantic', 'opentelemetry.sdk', 'opentelemetry.exporter',"
        " 'guardrail._dispatch', 'guardrail._plans', 'guardrail._tracing', 'guardrail._claims')"
        " if m in sys.modules]\n"
        "print(','.join(heavy))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout.strip()
    assert out == ""


def test_private_modules_are_underscored() -> None:
    import pkgutil

    public = {
        m.name
        for m in pkgutil.iter_modules(guardrail.__path__)
        if not m.name.startswith("_")
    }
    assert public <= {"testing"}


def test_exceptions_subclass_the_builtins_users_catch() -> None:
    assert issubclass(guardrail.RegistrationError, ValueError)
    assert issubclass(guardrail.UnknownToolError, LookupError)
    assert issubclass(guardrail.InvalidInputError, TypeError)
    assert issubclass(guardrail.ScopeError, RuntimeError)
    for cls in (guardrail.ToolNotTriggered, guardrail.HallucinatedTool, guardrail.GhostSuccess):
        assert issubclass(cls, guardrail.GuardViolation)
        assert issubclass(cls, guardrail.GuardrailError)
