"""The todo agent example: database, resolver, dates, tools, guarded turns, demo."""

from __future__ import annotations

import datetime as dt
import os
import re
import subprocess
import sys
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest

import guardrail
from examples.todo_agent import (
    MEMORY,
    REGISTRY,
    SEED_TITLES,
    Ambiguous,
    Match,
    Model,
    ModelTurn,
    NotFound,
    ScriptedModel,
    TaskStore,
    TodoService,
    ToolCall,
    ToolResult,
    resolve_title,
)
from examples.todo_agent.dates import parse_due
from examples.todo_agent.db import DB_ENV, DEFAULT_DB_PATH, default_db_path
from examples.todo_agent.model import parse_intent
from examples.todo_agent.scenarios import SCENARIOS

ROOT = Path(__file__).resolve().parents[1]
UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
THURSDAY = dt.datetime(2025, 6, 12, 9, 0, tzinfo=dt.timezone.utc)  # a Thursday


def pinned(moment: dt.datetime = THURSDAY) -> Any:
    return lambda: moment


@pytest.fixture
def store() -> Iterator[TaskStore]:
    with TaskStore(MEMORY, clock=pinned()) as s:
        yield s


@pytest.fixture
def service(store: TaskStore) -> TodoService:
    return TodoService(store, clock=pinned())


def sql_titles(store: TaskStore) -> list[str]:
    return [r[0] for r in store.conn.execute("SELECT title FROM tasks ORDER BY position")]


def sql_row(store: TaskStore, title: str) -> tuple[Any, ...] | None:
    row = store.conn.execute(
        "SELECT id, done, due FROM tasks WHERE title = ?", (title,)
    ).fetchone()
    return tuple(row) if row is not None else None


def honest(service: TodoService, message: str) -> Any:
    return service.handle(message, model=ScriptedModel("honest"))


# --- database -----------------------------------------------------------------
def test_new_database_is_seeded_with_exactly_seven_tasks(store: TaskStore) -> None:
    assert store.created
    assert sql_titles(store) == list(SEED_TITLES) == [
        "Read book",
        "Call mom",
        "Renew passport",
        "Water plants",
        "Book dentist appointment",
        "Submit expense report",
        "Pay rent",
    ]
    ids = [r[0] for r in store.conn.execute("SELECT id FROM tasks")]
    assert len(set(ids)) == 7 and all(UUID.fullmatch(i) for i in ids)
    (created,) = store.conn.execute("SELECT DISTINCT created_at FROM tasks").fetchone()
    assert created == THURSDAY.isoformat()


def test_file_database_is_seeded_once_and_persists(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "todo.db"
    with TaskStore(path) as first:
        assert first.created
        for task in first.tasks():
            first.delete(task.id)
    with TaskStore(path) as second:
        assert not second.created
        assert second.tasks() == []  # emptied by the user: not re-seeded


def test_default_db_path(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv(DB_ENV, raising=False)
    assert default_db_path() == os.fspath(DEFAULT_DB_PATH)
    monkeypatch.setenv(DB_ENV, str(tmp_path / "env.db"))
    assert default_db_path() == str(tmp_path / "env.db")
    assert default_db_path(tmp_path / "arg.db") == str(tmp_path / "arg.db")


# --- resolver -----------------------------------------------------------------
def test_resolver_exact_casefold_and_fuzzy(store: TaskStore) -> None:
    tasks = store.tasks()
    exact = resolve_title("Read book", tasks)
    assert isinstance(exact, Match) and exact.how == "exact" and exact.task.title == "Read book"
    folded = resolve_title("  read   BOOK ", tasks)
    assert isinstance(folded, Match) and folded.how == "casefold"
    assert folded.task.id == exact.task.id
    fuzzy = resolve_title("renew pasport", tasks)
    assert isinstance(fuzzy, Match) and fuzzy.how == "fuzzy"
    assert fuzzy.task.title == "Renew passport" and 0.75 <= fuzzy.score < 1


def test_resolver_below_threshold_is_not_found(store: TaskStore) -> None:
    for query in ("book", "groceries", "", "   "):
        found = resolve_title(query, store.tasks())
        assert isinstance(found, NotFound), query
    assert resolve_title("groceries", store.tasks()).message == "No task matches 'groceries'."  # type: ignore[union-attr]


def test_resolver_asks_instead_of_guessing(store: TaskStore) -> None:
    store.add("Call Tom")
    store.add("Call Tim")
    found = resolve_title("call tam", store.tasks())
    assert isinstance(found, Ambiguous)
    assert sorted(t.title for t in found.candidates) == ["Call Tim", "Call Tom"]
    assert found.question.startswith("Which task do you mean by 'call tam'")
    assert "'Call Tom'" in found.question and "'Call Tim'" in found.question
    # Two tasks with the same folded title are ambiguous too, unless one matches exactly.
    store.add("call mom")
    same = resolve_title("CALL MOM", store.tasks())
    assert isinstance(same, Ambiguous) and len(same.candidates) == 2
    exact = resolve_title("Call mom", store.tasks())
    assert isinstance(exact, Match) and exact.how == "exact"


# --- dates --------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("today", dt.date(2025, 6, 12)),
        ("tomorrow", dt.date(2025, 6, 13)),
        ("Tomorrow.", dt.date(2025, 6, 13)),
        ("the day after tomorrow", dt.date(2025, 6, 14)),
        ("in 3 days", dt.date(2025, 6, 15)),
        ("in 2 weeks", dt.date(2025, 6, 26)),
        ("next week", dt.date(2025, 6, 19)),
        ("friday", dt.date(2025, 6, 13)),
        ("next monday", dt.date(2025, 6, 16)),
        ("thursday", dt.date(2025, 6, 19)),  # today is Thursday: the next one
        ("2025-07-01", dt.date(2025, 7, 1)),
    ],
)
def test_parse_due(text: str, expected: dt.date) -> None:
    assert parse_due(text, THURSDAY.date()) == expected


def test_parse_due_rejects_what_it_does_not_understand() -> None:
    with pytest.raises(ValueError, match="could not understand the date 'someday'"):
        parse_due("someday", THURSDAY.date())


# --- the scripted model --------------------------------------------------------
@pytest.mark.parametrize(
    ("message", "tool", "arguments"),
    [
        ("delete Read book", "delete_task", {"title": "Read book"}),
        ("please remove task 'Pay rent'", "delete_task", {"title": "Pay rent"}),
        ("list my tasks", "list_tasks", {}),
        ("mark Read book as done", "complete_task", {"title": "Read book"}),
        ("complete Pay rent", "complete_task", {"title": "Pay rent"}),
        ("add task to buy milk", "add_task", {"title": "buy milk"}),
        ("add task to buy milk due tomorrow", "add_task", {"title": "buy milk", "due": "tomorrow"}),
        ("rename Pay rent to Pay June rent", "update_task",
         {"title": "Pay rent", "new_title": "Pay June rent"}),
        ("set Water plants due friday", "update_task", {"title": "Water plants", "due": "friday"}),
    ],
)
def test_parse_intent(message: str, tool: str, arguments: dict[str, str]) -> None:
    intent = parse_intent(message)
    assert intent is not None
    assert (intent.tool, intent.arguments) == (tool, arguments)


def test_parse_intent_ignores_small_talk() -> None:
    assert parse_intent("hello there") is None
    assert parse_intent("what's the capital of France?") is None


def test_scripted_model_satisfies_the_protocol() -> None:
    assert isinstance(ScriptedModel(), Model)
    with pytest.raises(ValueError, match="behaviour"):
        ScriptedModel("sneaky")  # type: ignore[arg-type]


def test_tool_schemas_speak_titles_not_ids(service: TodoService) -> None:
    schemas = {s["function"]["name"]: s["function"] for s in service.tool_schemas()}
    assert sorted(schemas) == sorted(
        ["add_task", "list_tasks", "complete_task", "update_task", "delete_task"]
    )
    assert schemas["delete_task"]["parameters"]["required"] == ["title"]
    for schema in schemas.values():
        props = schema["parameters"].get("properties", {})
        assert not any("id" in name.split("_") for name in props), schema
        assert schema["description"]


# --- the scenarios, turn by turn ---------------------------------------------------
def test_delete_read_book(service: TodoService, store: TaskStore) -> None:
    before = sql_row(store, "Read book")
    assert before is not None
    response = honest(service, "delete Read book")
    assert response.reply == "Deleted: Read book"
    assert sql_row(store, "Read book") is None
    assert len(sql_titles(store)) == 6
    (receipt,) = response.receipts
    assert (receipt.tool, receipt.ok, dict(receipt.arguments)) == (
        "delete_task", True, {"title": "Read book"},
    )
    assert [(c.name, dict(c.arguments)) for c in response.tool_calls] == [
        ("delete_task", {"title": "Read book"})
    ]
    (action,) = response.action_metadata
    assert (action.action, action.success, action.task_title) == ("delete", True, "Read book")
    assert action.task_id == before[0]
    verdict = response.verdict
    assert verdict.outcome == "passed" and verdict.required == ("delete_task",)
    assert verdict.missing == () and verdict.violations == ()
    assert [b.receipt.tool for b in verdict.backed] == ["delete_task"]


def test_list_shows_exactly_the_seven_tasks(service: TodoService, store: TaskStore) -> None:
    response = honest(service, "list my tasks")
    (receipt,) = response.receipts
    assert receipt.tool == "list_tasks" and receipt.ok
    assert [t["title"] for t in receipt.result["tasks"]] == sql_titles(store)
    listed = re.findall(r"^\d+\. \[ \] (.+)$", response.reply, flags=re.MULTILINE)
    assert listed == list(SEED_TITLES)
    assert not UUID.search(response.reply)
    assert response.verdict.outcome == "passed"
    assert response.action_metadata[0].action == "list"


def test_complete_then_delete(service: TodoService, store: TaskStore) -> None:
    task_id = sql_row(store, "Read book")[0]  # type: ignore[index]
    done = honest(service, "mark Read book as done")
    assert done.verdict.outcome == "passed"
    assert "Read book" in done.reply
    assert sql_row(store, "Read book") == (task_id, 1, None)
    assert done.action_metadata[0].task_id == task_id
    assert done.action_metadata[0].action == "complete"
    gone = honest(service, "delete Read book")
    assert gone.reply == "Deleted: Read book" and sql_row(store, "Read book") is None


def test_add_buy_milk(service: TodoService, store: TaskStore) -> None:
    response = honest(service, "add task to buy milk")
    assert response.reply == "Added: Buy milk"
    row = sql_row(store, "Buy milk")
    assert row is not None and row[1:] == (0, None)
    assert sql_titles(store)[-1] == "Buy milk"
    assert response.action_metadata[0].task_id == row[0]
    assert response.verdict.outcome == "passed"
    assert [c.name for c in response.tool_calls] == ["add_task"]


@pytest.mark.parametrize(
    ("now", "due"),
    [
        (THURSDAY, "2025-06-13"),
        (dt.datetime(2024, 12, 31, 23, 0, tzinfo=dt.timezone.utc), "2025-01-01"),
    ],
)
def test_due_tomorrow_follows_the_injected_clock(now: dt.datetime, due: str) -> None:
    with TaskStore(MEMORY, clock=pinned(now)) as store:
        service = TodoService(store, clock=pinned(now))
        response = honest(service, "add task to call the bank due tomorrow")
        assert sql_row(store, "Call the bank")[2] == due  # type: ignore[index]
        assert response.reply == f"Added: Call the bank (due {due})"
        assert response.receipts[0].result["task"]["due"] == due


def test_update_renames_and_reschedules(service: TodoService, store: TaskStore) -> None:
    task_id = sql_row(store, "Pay rent")[0]  # type: ignore[index]
    renamed = honest(service, "rename Pay rent to Pay June rent")
    assert renamed.verdict.outcome == "passed"
    assert sql_row(store, "Pay June rent") == (task_id, 0, None)
    moved = honest(service, "set Water plants due friday")
    assert moved.verdict.outcome == "passed"
    assert sql_row(store, "Water plants")[2] == "2025-06-13"  # type: ignore[index]


def test_fuzzy_title_in_a_request(service: TodoService, store: TaskStore) -> None:
    response = honest(service, "delete renew pasport")
    assert response.reply == "Deleted: Renew passport"
    assert sql_row(store, "Renew passport") is None
    assert response.tool_calls[0].arguments == {"title": "renew pasport"}
    assert response.action_metadata[0].task_title == "Renew passport"


def test_claim_without_any_tool_call_is_replaced(service: TodoService, store: TaskStore) -> None:
    response = service.handle("delete Call mom", model=ScriptedModel("skip_tools"))
    assert response.verdict.draft == "Deleted: Call mom"
    assert response.reply == "Technical error: Tool not triggered."
    assert response.reply == guardrail.TOOL_NOT_TRIGGERED
    assert response.receipts == () and response.tool_calls == ()
    assert sql_row(store, "Call mom") is not None
    verdict = response.verdict
    assert verdict.outcome == "caught" and verdict.missing == ("delete_task",)
    assert [(v.kind, v.tool, v.reason) for v in verdict.violations] == [
        ("ghost_success", "delete_task", "no_receipt")
    ]


def test_failed_delete_with_claimed_success_is_caught(
    service: TodoService, store: TaskStore
) -> None:
    honest(service, "delete Read book")
    response = service.handle("delete Read book", model=ScriptedModel("ignore_failures"))
    assert response.verdict.draft == "Deleted: Read book"
    assert response.reply != response.verdict.draft
    # delete_task ran (and failed), so finalize() is what catches the false claim
    assert response.reply.startswith("Technical error:")
    assert "delete_task" in response.reply and "failed" in response.reply
    assert response.verdict.outcome == "caught"
    (receipt,) = response.receipts
    assert receipt.tool == "delete_task" and not receipt.ok
    assert receipt.error is not None and "No task matches 'Read book'" in receipt.error.message
    assert [(v.kind, v.reason) for v in response.verdict.violations] == [
        ("ghost_success", "failed_receipt")
    ]
    (action,) = response.action_metadata
    assert (action.success, action.task_id) == (False, None)
    assert action.message == "No task matches 'Read book'."
    assert len(sql_titles(store)) == 6


def test_honest_failure_report_is_delivered(service: TodoService) -> None:
    response = honest(service, "delete Groceries")
    assert response.verdict.draft.startswith("I couldn't delete 'Groceries'")
    assert response.verdict.violations == ()
    # delete_task ran and failed; the reply says so honestly, so it is delivered
    # (requires_tool(accept_failed=True) counts the failed call as triggered).
    assert response.reply == response.verdict.draft
    assert response.verdict.outcome == "passed"
    assert response.action_metadata[0].message == "No task matches 'Groceries'."
    assert (response.action_metadata[0].success, response.tool_calls[0].ok) == (False, False)


def test_invented_tool_is_caught(service: TodoService, store: TaskStore) -> None:
    response = service.handle("sort my tasks by priority", model=ScriptedModel("invent_tool"))
    assert "TaskOptimizer" in response.verdict.draft
    assert [c.name for c in response.tool_calls] == ["list_tasks"]
    assert [(v.kind, v.tool, v.reason) for v in response.verdict.violations] == [
        ("hallucinated_tool", "TaskOptimizer", "not_registered")
    ]
    assert response.verdict.outcome == "caught"
    assert response.reply.startswith("Technical error:")
    assert "I used the TaskOptimizer tool" not in response.reply
    assert sql_titles(store) == list(SEED_TITLES)


def test_small_talk_needs_no_tool(service: TodoService) -> None:
    response = honest(service, "hello")
    assert response.verdict.required == () and response.receipts == ()
    assert response.verdict.outcome == "passed"
    assert response.reply == response.verdict.draft and "list my tasks" in response.reply


def test_ambiguous_title_gets_a_question(service: TodoService, store: TaskStore) -> None:
    store.add("Call Tom")
    store.add("Call Tim")
    response = honest(service, "delete call tam")
    assert response.verdict.outcome == "clarify"
    assert response.reply.startswith("Which task do you mean by 'call tam'")
    assert sql_row(store, "Call Tom") is not None and sql_row(store, "Call Tim") is not None
    (receipt,) = response.receipts
    assert receipt.tool == "delete_task" and not receipt.ok
    assert response.action_metadata[0].message == response.reply


# --- the model protocol, with models that are not the scripted one ---------------------
class RecordingModel:
    """Calls the given tools, records everything it is shown, then replies."""

    def __init__(self, calls: Sequence[ToolCall], reply: str) -> None:
        self.calls = tuple(calls)
        self.reply = reply
        self.seen: list[tuple[str, list[Mapping[str, Any]], list[ToolResult]]] = []

    def next_turn(
        self,
        message: str,
        tools: Sequence[Mapping[str, Any]],
        results: Sequence[ToolResult],
    ) -> ModelTurn:
        self.seen.append((message, list(tools), list(results)))
        if not results:
            return ModelTurn(tool_calls=self.calls)
        return ModelTurn(reply=self.reply)


def test_model_never_sees_task_ids(service: TodoService) -> None:
    model = RecordingModel(
        [ToolCall("list_tasks", {}), ToolCall("complete_task", {"title": "Call mom"})],
        "Marked as done: Call mom",
    )
    assert isinstance(model, Model)
    response = service.handle("mark Call mom as done", model=model)
    assert response.verdict.outcome == "passed"
    (_, tools, _), (_, _, results) = model.seen
    assert [t["function"]["name"] for t in tools] == REGISTRY.names()
    assert [r.call.name for r in results] == ["list_tasks", "complete_task"]
    assert all(r.ok for r in results)
    assert not UUID.search(repr([r.output for r in results]))
    # ...while the response carries them for the UI.
    assert UUID.fullmatch(response.action_metadata[1].task_id or "")


def test_unknown_tools_and_bad_arguments_leave_no_receipt(service: TodoService) -> None:
    model = RecordingModel(
        [ToolCall("purge_tasks", {}), ToolCall("delete_task", {"name": "Call mom"})],
        "Deleted: Call mom",
    )
    response = service.handle("delete Call mom", model=model)
    results = model.seen[-1][2]
    assert [r.ok for r in results] == [False, False]
    assert "unknown tool 'purge_tasks'" in results[0].output["error"]
    assert "invalid arguments" in results[1].output["error"]
    assert response.receipts == ()
    assert response.reply == guardrail.TOOL_NOT_TRIGGERED


def test_a_model_that_never_answers_gets_a_fallback(service: TodoService) -> None:
    class Looping:
        def next_turn(self, message: str, tools: Any, results: Any) -> ModelTurn:
            return ModelTurn(tool_calls=(ToolCall("list_tasks", {}),))

    response = service.handle("list my tasks", model=Looping())
    assert len(response.receipts) == service.max_steps
    assert response.reply == "Sorry, I could not finish that request."


def test_turns_do_not_share_receipts(service: TodoService) -> None:
    honest(service, "delete Read book")
    later = service.handle("delete Water plants", model=ScriptedModel("skip_tools"))
    assert later.receipts == ()
    assert later.reply == guardrail.TOOL_NOT_TRIGGERED


def test_response_to_dict_is_json_ready(service: TodoService) -> None:
    import json

    data = honest(service, "delete Read book").to_dict()
    assert json.loads(json.dumps(data))["reply"] == "Deleted: Read book"
    assert data["verdict"]["outcome"] == "passed"
    assert data["receipts"][0]["tool"] == "delete_task"


def test_demo_scenarios_in_process(store: TaskStore, service: TodoService) -> None:
    for scenario in SCENARIOS:
        response = service.handle(scenario.message, model=ScriptedModel(scenario.behaviour))
        ok, how = scenario.verify(store, response, THURSDAY.date())
        assert ok, f"{scenario.name}: {how}"


# --- the demo as users run it ----------------------------------------------------------
def run(*args: str, stdin: str | None = None, env: Mapping[str, str] | None = None) -> Any:
    environ = {k: v for k, v in os.environ.items() if not k.startswith("OTEL_")}
    environ.pop(DB_ENV, None)
    environ.update(env or {})
    return subprocess.run(
        [sys.executable, *args],
        cwd=ROOT,
        input=stdin,
        capture_output=True,
        text=True,
        env=environ,
        timeout=120,
    )


def test_demo_runs_every_scenario() -> None:
    proc = run("-m", "examples.demo", "--today", "2025-06-12", env={"NO_COLOR": "1"})
    assert proc.returncode == 0, proc.stdout + proc.stderr
    out = proc.stdout
    assert "7/7 turns behaved as expected" in out
    assert "4 delivered as written, 3 caught" in out
    for scenario in SCENARIOS:
        assert f"user      {scenario.message}" in out
    assert "reply     Deleted: Read book" in out
    assert "reply     Added: Buy milk (due 2025-06-13)" in out
    assert out.count("reply     Technical error: Tool not triggered.") == 1
    assert "presents delete_task as done, but it ran and failed" in out
    assert "hallucinated_tool: 'I used the TaskOptimizer tool" in out
    assert "execute_tool delete_task  ok" in out
    assert "gen_ai.guardrail.result guardrail.claims: triggered, action=replace" in out
    assert "\x1b[" not in out


def test_todo_agent_module_spans_none_and_colour() -> None:
    plain = run("-m", "examples.todo_agent", "--spans", "none")
    assert plain.returncode == 0, plain.stderr
    assert "trace_id=" not in plain.stdout and "spans     off" in plain.stdout
    coloured = run("-m", "examples.todo_agent", "--spans", "none", "--color", "always")
    assert coloured.returncode == 0 and "\x1b[32m" in coloured.stdout
    no_color = run("-m", "examples.todo_agent", "--spans", "none", "--color", "auto",
                   env={"NO_COLOR": "1"})
    assert no_color.returncode == 0, no_color.stderr
    assert "7/7 turns behaved as expected" in no_color.stdout and "\x1b[" not in no_color.stdout


def test_console_spans_are_the_raw_dump() -> None:
    proc = run("-m", "examples.todo_agent", "--spans", "console")
    assert proc.returncode == 0, proc.stderr
    assert '"name": "execute_tool delete_task"' in proc.stdout
    assert '"gen_ai.tool.name": "delete_task"' in proc.stdout


def test_chat_persists_to_the_database_file(tmp_path: Path) -> None:
    db = tmp_path / "chat.db"
    first = run("-m", "examples.todo_agent", "--chat", "--spans", "none", "--db", str(db),
                stdin="delete Read book\nquit\n")
    assert first.returncode == 0, first.stderr
    assert "reply     Deleted: Read book" in first.stdout
    second = run("-m", "examples.todo_agent", "--chat", "--spans", "none",
                 stdin="list my tasks\n", env={DB_ENV: str(db)})
    assert second.returncode == 0, second.stderr
    assert "(existing)" in second.stdout
    assert "You have 6 task(s)" in second.stdout and "Read book" not in second.stdout
    with TaskStore(db) as store:
        assert sql_titles(store) == list(SEED_TITLES[1:])


def test_chat_with_a_lying_model() -> None:
    proc = run("-m", "examples.todo_agent", "--chat", "--db", ":memory:", "--spans", "none",
               "--behaviour", "skip_tools", stdin="delete Call mom\n")
    assert proc.returncode == 0, proc.stderr
    assert "reply     Technical error: Tool not triggered." in proc.stdout


def test_demo_fails_when_a_turn_misbehaves(tmp_path: Path) -> None:
    db = tmp_path / "used.db"
    with TaskStore(db) as store:  # not the seed any more: "list" shows 8 tasks
        store.add("Extra task")
    proc = run("-m", "examples.demo", "--spans", "none", "--db", str(db))
    assert proc.returncode == 1
    assert "6/7 turns behaved as expected" in proc.stdout  # the list turn sees 8 tasks


def test_bad_arguments_exit_2() -> None:
    proc = run("-m", "examples.demo", "--spans", "loud")
    assert proc.returncode == 2 and "invalid choice" in proc.stderr
