"""Registries: lookup, suggestions, schemas, spec-only tools, threads."""

from __future__ import annotations

import threading
from typing import Literal

import pydantic
import pytest

import guardrail
from guardrail import Registry


@pytest.fixture
def reg() -> Registry:
    r = Registry("schemas")

    @guardrail.tool(registry=r)
    def delete_task(title: str, hard: bool = False) -> dict[str, bool]:
        """Delete a task by title or id."""
        return {"success": True}

    @guardrail.tool(registry=r, aliases=["websearch", "search_web"])
    def web_search(query: str, limit: int = 5, mode: Literal["fast", "deep"] = "fast") -> list[str]:
        """Search the web."""
        return []

    return r


def test_lookup_exact_alias_and_folded(reg: Registry) -> None:
    assert reg.get("web_search").name == "web_search"
    assert reg.get("WebSearch").name == "web_search"
    assert reg.get("search_web").name == "web_search"
    assert reg.get("Delete-Task").name == "delete_task"
    assert "WEB_SEARCH" in reg and "nope" not in reg and 42 not in reg
    assert reg.find("nope") is None
    assert reg.names() == ["delete_task", "web_search"] and len(reg) == 2


def test_unknown_tool_error_has_suggestions(reg: Registry) -> None:
    with pytest.raises(guardrail.UnknownToolError) as info:
        reg.get("delete_tasks")
    err = info.value
    assert isinstance(err, LookupError)
    assert err.suggestions == ("delete_task",)
    assert "did you mean 'delete_task'" in str(err)


def test_suggestions_share_words_not_only_spelling(reg: Registry) -> None:
    # The same suggestions as plans and dispatch give: words in another
    # order, and a tool whose name shares the unknown name's noun.
    assert reg.suggest("TaskDelete") == ["delete_task"]
    assert reg.suggest("purge_task") == ["delete_task"]
    with pytest.raises(guardrail.UnknownToolError) as info:
        reg.get("lookup_web")
    assert info.value.suggestions == ("web_search",)
    assert reg.suggest("send_invoice") == []


def test_openai_and_anthropic_schemas(reg: Registry) -> None:
    openai = reg.schemas("openai")
    assert openai[0] == {
        "type": "function",
        "function": {
            "name": "delete_task",
            "description": "Delete a task by title or id.",
            "parameters": {
                "type": "object",
                "properties": {
                    "title": {"type": "string"},
                    "hard": {"type": "boolean", "default": False},
                },
                "required": ["title"],
                "additionalProperties": False,
            },
        },
    }
    anthropic = reg.schemas("anthropic")
    assert anthropic[1]["name"] == "web_search"
    assert anthropic[1]["input_schema"]["properties"]["mode"]["enum"] == ["fast", "deep"]
    with pytest.raises(ValueError, match="unknown schema format"):
        reg.schemas("gemini")  # type: ignore[arg-type]


def test_args_model_validates(reg: Registry) -> None:
    model = reg.get("web_search").args_model
    assert model.model_validate({"query": "x"}).model_dump() == {
        "query": "x", "limit": 5, "mode": "fast",
    }
    with pytest.raises(pydantic.ValidationError):
        model.model_validate({"query": "x", "limit": "many"})
    with pytest.raises(pydantic.ValidationError):
        model.model_validate({"query": "x", "unexpected": 1})


def test_var_kwargs_allow_extra_and_unannotated_are_any() -> None:
    r = Registry()

    @guardrail.tool(registry=r)
    def loose(a, *rest, **extra):  # type: ignore[no-untyped-def]
        return a

    model = r.get("loose").args_model
    assert model.model_validate({"a": [1], "other": 2}).model_dump() == {"a": [1], "other": 2}


def test_register_spec_without_function() -> None:
    r = Registry()
    spec = r.register_spec(
        "cancel_order",
        "Cancel a pending order",
        parameters={
            "type": "object",
            "properties": {"order_id": {"type": "string"}, "reason": {"type": ["string", "null"]}},
            "required": ["order_id"],
        },
        claims=["order is off"],
    )
    assert spec.func is None and spec.signature is None
    model = spec.args_model
    dumped = model.model_validate({"order_id": "W1"}).model_dump()
    assert dumped == {"order_id": "W1", "reason": None}
    with pytest.raises(pydantic.ValidationError):
        model.model_validate({})
    assert spec.info().parameters == ("order_id", "reason")
    with pytest.raises(guardrail.RegistrationError):
        r.register_spec("cancel_order")
    r.register_spec("cancel_order", "again", replace=True)
    assert r.get("cancel_order").description == "again"


def test_info_lists_the_words_an_enum_argument_takes() -> None:
    r = Registry()

    @guardrail.tool(registry=r)
    def order_tray(patient_id: str, arch: Literal["upper", "lower"], rush: bool = False) -> str:
        """Order a replacement aligner tray from the lab."""
        return "LAB-1"

    assert r.get("order_tray").info().choices == (("arch", ("upper", "lower")),)
    spec = r.register_spec("send_note", "Send a note", parameters={
        "type": "object",
        "properties": {"channel": {"enum": ["email", "sms"]}, "priority": {"enum": [1, 2]}},
    })
    # only words: a numeric enum names nothing a reply says
    assert spec.info().choices == (("channel", ("email", "sms")),)
    assert r.register_spec("plain", "No schema").info().choices == ()


def test_version_changes_on_every_change() -> None:
    r = Registry()
    v0 = r.version
    r.register_spec("a")
    v1 = r.version
    r.unregister("a")
    r.unregister("a")  # absent: no error
    v2 = r.version
    r.register_spec("b")
    r.clear()
    assert v0 < v1 < v2 < r.version and len(r) == 0


def test_concurrent_registration_from_threads() -> None:
    r = Registry()
    errors: list[BaseException] = []

    def register(n: int) -> None:
        try:
            for k in range(50):
                r.register_spec(f"tool_{n}_{k}", f"Tool {n} {k}")
        except BaseException as exc:  # pragma: no cover - surfaced below
            errors.append(exc)

    threads = [threading.Thread(target=register, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    assert len(r) == 400 and len(set(r.names())) == 400


def test_concurrent_duplicate_registration_one_wins() -> None:
    r = Registry()
    outcomes: list[str] = []
    lock = threading.Lock()
    barrier = threading.Barrier(8)

    def register(n: int) -> None:
        barrier.wait(timeout=10)
        try:
            r.register_spec("same", f"from {n}")
            result = "ok"
        except guardrail.RegistrationError:
            result = "taken"
        with lock:
            outcomes.append(result)

    threads = [threading.Thread(target=register, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(outcomes) == ["ok"] + ["taken"] * 7


def test_register_spec_replace_drops_the_old_names_and_aliases() -> None:
    reg = Registry("replace-aliases")
    reg.register_spec("send_mail", "Send an email", aliases=["email"])
    new = reg.register_spec("send_mail", "Send a message", replace=True)
    assert reg.find("SendMail") is new
    assert reg.find("email") is None
