"""validate_plan: plan shapes, every error type, suggestions, order, feedback."""

from __future__ import annotations

import itertools
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import guardrail
from guardrail import PlanFormatError, PlanReport, Registry, validate_plan
from guardrail._plans import _index_for, _stem


# --- a realistic desktop registry -----------------------------------------------
def desktop_registry() -> Registry:
    reg = Registry("desktop")
    tool = guardrail.tool

    @tool(registry=reg)
    def organize_files(path: str, by: str = "type") -> dict[str, Any]:
        """Organize files into folders by type or date."""
        return {"path": path, "by": by}

    @tool(registry=reg)
    def search_documents(query: str, limit: int = 10) -> list[str]:
        """Search documents by keywords and return the matching paths."""
        return []

    @tool(registry=reg)
    def take_screenshot(region: str = "full") -> str:
        """Capture the screen and save it as an image."""
        return "shot.png"

    @tool(registry=reg)
    def open_application(app: str) -> bool:
        """Launch an application by name."""
        return True

    @tool(registry=reg)
    def close_application(app: str) -> bool:
        """Quit a running application."""
        return True

    @tool(registry=reg)
    def read_file(path: str) -> str:
        """Read the text content of a file."""
        return ""

    @tool(registry=reg)
    def write_file(path: str, text: str) -> bool:
        """Write text to a file, creating it if needed."""
        return True

    @tool(registry=reg)
    def delete_file(path: str) -> bool:
        """Move a file to the trash."""
        return True

    @tool(registry=reg)
    def rename_file(path: str, new_name: str) -> bool:
        """Give a file a new name."""
        return True

    @tool(registry=reg)
    def compress_files(paths: list[str], archive: str) -> str:
        """Compress files into a zip archive."""
        return archive

    @tool(registry=reg)
    def send_email(to: str, subject: str, body: str) -> bool:
        """Send an email message to a recipient."""
        return True

    @tool(registry=reg)
    def read_inbox(limit: int = 20) -> list[str]:
        """List recent email messages in the inbox."""
        return []

    @tool(registry=reg)
    def create_event(title: str, start: str) -> str:
        """Create a calendar event with a title and a start time."""
        return "evt"

    @tool(registry=reg)
    def list_events(days: int = 7) -> list[str]:
        """List upcoming calendar events."""
        return []

    @tool(registry=reg)
    def set_reminder(text: str, at: str) -> bool:
        """Set a reminder notification for a given time."""
        return True

    @tool(registry=reg)
    def play_music(playlist: str) -> bool:
        """Play a song or playlist."""
        return True

    @tool(registry=reg)
    def set_volume(level: int) -> bool:
        """Set the system volume level."""
        return True

    @tool(registry=reg)
    def get_weather(city: str) -> str:
        """Get the weather forecast for a city."""
        return "sunny"

    @tool(registry=reg)
    def web_search(query: str) -> list[str]:
        """Search the web and return result links."""
        return []

    @tool(registry=reg)
    def copy_to_clipboard(text: str) -> bool:
        """Copy text to the clipboard."""
        return True

    @tool(registry=reg)
    def translate_text(text: str, language: str) -> str:
        """Translate text into another language."""
        return text

    @tool(registry=reg)
    def empty_trash() -> bool:
        """Permanently remove everything in the trash."""
        return True

    @tool(registry=reg)
    def lock_screen() -> bool:
        """Lock the screen."""
        return True

    @tool(registry=reg)
    def check_battery() -> dict[str, Any]:
        """Report the battery level and charging state."""
        return {}

    return reg


#: A shared, unchanged registry for property tests (fixtures do not mix with @given).
REGISTRY = desktop_registry()


@pytest.fixture
def reg() -> Registry:
    return desktop_registry()


def types_of(report: PlanReport) -> list[str]:
    return [e.type for e in report.errors]


# --- shapes ----------------------------------------------------------------------
def test_valid_plan_with_ids_arguments_and_dependencies(reg: Registry) -> None:
    report = validate_plan(
        [
            {"id": "find", "tool": "search_documents", "arguments": {"query": "invoices"}},
            {
                "id": "sort",
                "tool": "organize_files",
                "arguments": {"path": "~/Docs"},
                "depends_on": ["find"],
            },
        ],
        reg,
    )
    assert report.valid
    assert report.errors == ()
    assert [s.id for s in report.order] == ["find", "sort"]
    assert report.steps[1].depends_on == ("find",)
    assert report.steps[1].arguments == {"path": "~/Docs"}


@pytest.mark.parametrize(
    "step",
    [
        {"tool": "read_file", "arguments": {"path": "a"}},
        {"action": "read_file", "inputs": {"path": "a"}},
        {"name": "read_file", "args": {"path": "a"}},
        {"tool": "read_file", "arguments": '{"path": "a"}'},
    ],
)
def test_step_field_spellings(reg: Registry, step: dict[str, Any]) -> None:
    report = validate_plan([step], reg)
    assert report.valid, report.errors
    assert report.steps[0].tool == "read_file"
    assert report.steps[0].arguments == {"path": "a"}


def test_tool_field_wins_over_a_descriptive_name(reg: Registry) -> None:
    report = validate_plan([{"name": "Look around", "tool": "take_screenshot"}], reg)
    assert report.valid
    assert report.steps[0].tool == "take_screenshot"


def test_ids_default_to_positions_from_one(reg: Registry) -> None:
    report = validate_plan(
        [
            {"tool": "take_screenshot"},
            {"tool": "lock_screen", "dependencies": [1]},
            {"tool": "check_battery", "dependencies": 2},
        ],
        reg,
    )
    assert report.valid, report.errors
    assert [s.id for s in report.steps] == ["1", "2", "3"]
    assert report.steps[1].depends_on == ("1",)
    assert report.steps[2].depends_on == ("2",)


def test_integer_and_string_ids_are_the_same_id(reg: Registry) -> None:
    report = validate_plan(
        [{"id": 1, "tool": "lock_screen"}, {"id": "2", "tool": "lock_screen", "depends_on": ["1"]}],
        reg,
    )
    assert report.valid
    assert report.steps[0].id == "1"


def test_json_string_fenced_json_and_steps_object(reg: Registry) -> None:
    steps = [{"id": "a", "tool": "lock_screen"}, {"id": "b", "tool": "empty_trash"}]
    text = json.dumps(steps)
    for plan in (text, f"```json\n{text}\n```", {"steps": steps}, json.dumps({"steps": steps})):
        report = validate_plan(plan, reg)
        assert [s.tool for s in report.steps] == ["lock_screen", "empty_trash"]
        assert report.valid


def test_empty_plan_is_valid_with_a_warning(reg: Registry) -> None:
    report = validate_plan([], reg)
    assert report.valid
    assert [w.type for w in report.warnings] == ["empty_plan"]
    assert report.order == ()


def test_default_registry_is_used_without_one() -> None:
    @guardrail.tool
    def plan_test_tool_in_default_registry(x: int) -> int:
        """A tool."""
        return x

    try:
        assert validate_plan(
            [{"tool": "plan_test_tool_in_default_registry", "arguments": {"x": 1}}]
        ).valid
    finally:
        guardrail.default_registry().unregister("plan_test_tool_in_default_registry")


# --- format errors -----------------------------------------------------------------
@pytest.mark.parametrize(
    ("plan", "step", "field", "words"),
    [
        (42, None, None, "list of steps"),
        ("[{'tool': 1", None, None, "not valid JSON"),
        ({"tool": "lock_screen"}, None, "steps", "wrapped in a list"),
        ({"plan": []}, None, "steps", "'steps'"),
        ({"steps": "lock_screen"}, None, "steps", "list of steps"),
        ([{"tool": "lock_screen"}, "lock the screen"], "2", None, "step 2 must be an object"),
        ([{"arguments": {}}], "1", "tool", "names no tool"),
        ([{"id": "x", "tool": ["a"]}], "x", "tool", "tool name string"),
        ([{"tool": "lock_screen", "depends_on": {"a": 1}}], "1", "depends_on", "list of step ids"),
        ([{"tool": "lock_screen", "dependencies": [1.5]}], "1", "dependencies", "step ids"),
        ([{"id": 1.5, "tool": "lock_screen"}], "1", "id", "string or an integer"),
        ([{"id": True, "tool": "lock_screen"}], "1", "id", "string or an integer"),
        ([{"id": " ", "tool": "lock_screen"}], "1", "id", "empty"),
    ],
)
def test_malformed_plans_raise_plan_format_error(
    reg: Registry, plan: Any, step: str | None, field: str | None, words: str
) -> None:
    with pytest.raises(PlanFormatError) as info:
        validate_plan(plan, reg)
    assert info.value.step == step
    assert info.value.field == field
    assert words in str(info.value)
    assert isinstance(info.value, ValueError)
    assert isinstance(info.value, guardrail.GuardrailError)


# --- error types -----------------------------------------------------------------
def test_unknown_tools_are_reported_with_registry_suggestions(reg: Registry) -> None:
    report = validate_plan(
        [
            {"id": 1, "tool": "create_folder", "arguments": {"name": "Pictures"}},
            {
                "id": 2,
                "tool": "move_files",
                "arguments": {"from": "~", "to": "~/Pictures"},
                "depends_on": [1],
            },
        ],
        reg,
    )
    assert not report.valid
    assert types_of(report) == ["unknown_tool", "unknown_tool"]
    first, second = report.errors
    assert first.step == "1" and first.field == "create_folder"
    assert first.suggestions[0] == "organize_files"
    assert "organize_files" in second.suggestions
    assert "create_folder" in first.message and "organize_files" in first.message
    assert str(first).startswith("step 1: there is no tool named 'create_folder'")


@pytest.mark.parametrize(
    ("unknown", "expected"),
    [
        ("serch_documents", "search_documents"),  # a typo
        ("find_documents", "search_documents"),  # same object, other verb
        ("capture_screen", "take_screenshot"),  # description words
        ("screenshot", "take_screenshot"),  # a word of the name
        ("files_organize", "organize_files"),  # same words, other order
        ("OrganiseFiles", "organize_files"),  # British spelling, CamelCase
        ("send_mail", "send_email"),
        ("organizing_folder", "organize_files"),  # stemming: organizing/organize, folder/folders
    ],
)
def test_suggestions_rank_the_meant_tool_first(reg: Registry, unknown: str, expected: str) -> None:
    report = validate_plan([{"tool": unknown}], reg)
    assert report.errors[0].type == "unknown_tool"
    assert report.errors[0].suggestions[0] == expected
    assert len(report.errors[0].suggestions) <= 3


def test_suggestions_are_few(reg: Registry) -> None:
    # Many tools share "file"; at most three come back.
    report = validate_plan([{"tool": "list_files"}], reg)
    suggestions = report.errors[0].suggestions
    assert 1 <= len(suggestions) <= 3
    assert all("file" in s for s in suggestions)


def test_unrelated_registry_gives_no_suggestions() -> None:
    reg = Registry("music")
    for name, description in [
        ("play_song", "Play a song by title."),
        ("pause_playback", "Pause what is playing."),
        ("next_track", "Skip to the next track."),
    ]:
        reg.register_spec(name, description)
    report = validate_plan([{"tool": "create_folder"}, {"tool": "get_weather"}], reg)
    assert [e.suggestions for e in report.errors] == [(), ()]
    assert "did you mean" not in report.errors[0].message


def test_a_verb_alone_is_no_reason_to_suggest(reg: Registry) -> None:
    # get_stock_price shares only its verb with get_weather.
    report = validate_plan([{"tool": "get_stock_price"}], reg)
    assert report.errors[0].suggestions == ()


def test_exact_alias_hit_ranks_first() -> None:
    reg = Registry("aliases")

    @guardrail.tool(registry=reg)
    def make_directory(path: str) -> bool:
        """Make a new folder at a path (creates parents as needed)."""
        return True

    @guardrail.tool(registry=reg, aliases=["create_folder"])
    def new_collection(title: str = "Untitled") -> bool:
        """Start an empty collection."""
        return True

    # An alias itself resolves (with a warning); a near form of it ranks first.
    report = validate_plan([{"tool": "create_folders"}, {"tool": "CreateFolder"}], reg)
    unknown, alias = report.errors
    assert unknown.type == "unknown_tool"
    assert unknown.suggestions[0] == "new_collection"
    assert "make_directory" in unknown.suggestions
    assert alias.type == "tool_alias" and alias.severity == "warning"
    assert alias.suggestions == ("new_collection",)


def test_alias_or_other_spelling_resolves_with_a_warning() -> None:
    reg = Registry("alias")

    @guardrail.tool(registry=reg, aliases=["tidy_up"])
    def organize_files(path: str) -> bool:
        """Organize files into folders."""
        return True

    report = validate_plan(
        [
            {"tool": "tidy_up", "arguments": {"path": "a"}},
            {"tool": "OrganizeFiles", "arguments": {"path": "b"}},
        ],
        reg,
    )
    assert report.valid
    assert [w.type for w in report.warnings] == ["tool_alias", "tool_alias"]
    assert "organize_files" in report.warnings[0].message


def test_invalid_arguments_one_error_per_problem(reg: Registry) -> None:
    report = validate_plan(
        [
            {
                "id": "s",
                "tool": "search_documents",
                "arguments": {"q": "taxes", "limit": "lots", "folder": "~"},
            }
        ],
        reg,
    )
    errors = report.errors
    assert [e.type for e in errors] == ["invalid_arguments"] * 4
    by_field = {e.field: e for e in errors}
    assert set(by_field) == {"query", "limit", "q", "folder"}
    assert "missing required argument 'query' (string)" in by_field["query"].message
    assert "valid integer" in by_field["limit"].message and "'lots'" in by_field["limit"].message
    assert "unexpected argument 'q'" in by_field["q"].message
    assert by_field["q"].suggestions == ("query",)
    assert "accepts: query, limit" in by_field["folder"].message
    assert all(e.step == "s" and e.severity == "error" for e in errors)


def test_arguments_that_are_not_an_object_are_invalid_arguments(reg: Registry) -> None:
    report = validate_plan(
        [{"tool": "read_file", "arguments": ["a"]}, {"tool": "read_file", "arguments": "{oops"}],
        reg,
    )
    assert types_of(report) == ["invalid_arguments", "invalid_arguments"]
    assert "must be an object" in report.errors[0].message
    assert "not valid JSON" in report.errors[1].message


def test_nested_argument_errors_name_the_path(reg: Registry) -> None:
    report = validate_plan(
        [{"tool": "compress_files", "arguments": {"paths": ["a", 3], "archive": "x.zip"}}], reg
    )
    assert [e.field for e in report.errors] == ["paths[1]"]


def test_references_to_other_steps_are_not_type_checked(reg: Registry) -> None:
    report = validate_plan(
        [
            {"id": 1, "tool": "read_inbox"},
            {"id": 2, "tool": "set_volume", "arguments": {"level": "$1"}, "depends_on": [1]},
            {"id": 3, "tool": "set_volume", "arguments": {"level": "{{ step_2.output }}"}},
            {"id": 4, "tool": "set_volume", "arguments": {"level": "$9"}},
        ],
        reg,
    )
    assert [(e.type, e.step) for e in report.errors] == [("invalid_arguments", "4")]


def test_missing_and_self_dependencies(reg: Registry) -> None:
    report = validate_plan(
        [
            {"id": "a", "tool": "lock_screen", "depends_on": ["a"]},
            {"id": "b", "tool": "lock_screen", "depends_on": ["a", "zzz"]},
        ],
        reg,
    )
    assert [(e.type, e.step, e.field) for e in report.errors] == [
        ("self_dependency", "a", "a"),
        ("missing_dependency", "b", "zzz"),
    ]
    assert "'a', 'b'" in report.errors[1].message  # the known ids
    # Unknown and self dependencies do not block ordering.
    assert [s.id for s in report.order] == ["a", "b"]


def test_duplicate_step_ids(reg: Registry) -> None:
    report = validate_plan(
        [{"id": "x", "tool": "lock_screen"}, {"id": "x", "tool": "empty_trash"}], reg
    )
    assert [(e.type, e.step, e.index) for e in report.errors] == [("duplicate_step_id", "x", 1)]
    assert not report.valid


def test_dependency_cycle_reports_the_path(reg: Registry) -> None:
    report = validate_plan(
        [
            {"id": "a", "tool": "lock_screen", "depends_on": ["c"]},
            {"id": "b", "tool": "lock_screen", "depends_on": ["a"]},
            {"id": "c", "tool": "lock_screen", "depends_on": ["b"]},
            {"id": "d", "tool": "lock_screen", "depends_on": ["a"]},
        ],
        reg,
    )
    assert types_of(report) == ["dependency_cycle"]
    cycle = report.errors[0]
    assert cycle.cycle == ("a", "c", "b", "a")  # a needs c, c needs b, b needs a
    assert "a -> c -> b -> a" in cycle.message
    assert report.order == ()


def test_two_separate_cycles_are_both_reported(reg: Registry) -> None:
    report = validate_plan(
        [
            {"id": 1, "tool": "lock_screen", "depends_on": [2]},
            {"id": 2, "tool": "lock_screen", "depends_on": [1]},
            {"id": 3, "tool": "lock_screen", "depends_on": [4]},
            {"id": 4, "tool": "lock_screen", "depends_on": [3]},
        ],
        reg,
    )
    assert [e.cycle for e in report.errors] == [("1", "2", "1"), ("3", "4", "3")]


def test_dependency_on_a_later_step_is_fine_when_acyclic(reg: Registry) -> None:
    report = validate_plan(
        [
            {
                "id": "send",
                "tool": "send_email",
                "arguments": {"to": "a@b.c", "subject": "s", "body": "$shot"},
                "depends_on": ["shot"],
            },
            {"id": "battery", "tool": "check_battery"},
            {"id": "shot", "tool": "take_screenshot"},
        ],
        reg,
    )
    assert report.valid, report.errors
    assert [s.id for s in report.order] == ["battery", "shot", "send"]


def test_order_keeps_plan_order_among_ready_steps(reg: Registry) -> None:
    report = validate_plan(
        [
            {"id": "d", "tool": "lock_screen", "depends_on": ["b"]},
            {"id": "c", "tool": "lock_screen"},
            {"id": "b", "tool": "lock_screen"},
            {"id": "a", "tool": "lock_screen", "depends_on": ["c"]},
        ],
        reg,
    )
    assert [s.id for s in report.order] == ["c", "b", "d", "a"]


@st.composite
def dags(draw: st.DrawFn) -> list[dict[str, Any]]:
    n = draw(st.integers(min_value=0, max_value=12))
    rank = draw(st.permutations(list(range(n))))  # a hidden topological rank per step
    steps = []
    for i in range(n):
        earlier = [j for j in range(n) if rank[j] < rank[i]]
        deps = draw(st.lists(st.sampled_from(earlier), unique=True)) if earlier else []
        steps.append({"id": f"s{i}", "tool": "lock_screen", "depends_on": [f"s{j}" for j in deps]})
    return steps


@settings(max_examples=150, deadline=None)
@given(dags())
def test_order_is_a_stable_topological_order(steps: list[dict[str, Any]]) -> None:
    report = validate_plan(steps, REGISTRY)
    assert report.valid
    order = [s.id for s in report.order]
    assert sorted(order) == sorted(s["id"] for s in steps)
    position = {sid: i for i, sid in enumerate(order)}
    for step in steps:
        for dep in step["depends_on"]:
            assert position[dep] < position[step["id"]]
    # Stability: at each point the earliest ready step (in plan order) runs next.
    done: set[str] = set()
    for sid in order:
        ready = [
            s["id"]
            for s in steps
            if s["id"] not in done and all(d in done for d in s["depends_on"])
        ]
        assert sid == ready[0]
        done.add(sid)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.lists(st.integers(0, 5), max_size=3), min_size=1, max_size=6))
def test_cycles_are_found_exactly_when_there_is_no_order(deps: list[list[int]]) -> None:
    n = len(deps)
    steps = [
        {"id": i, "tool": "lock_screen", "depends_on": [d for d in ds if d < n and d != i]}
        for i, ds in enumerate(deps)
    ]
    report = validate_plan(steps, REGISTRY)
    cycles = [e.cycle for e in report.errors if e.type == "dependency_cycle"]
    # Reference: a plan has an order iff repeatedly removing steps with no
    # pending dependencies removes them all.
    pending = {i: {d for d in s["depends_on"]} for i, s in enumerate(steps)}
    while True:
        free = [i for i, d in pending.items() if not d]
        if not free:
            break
        for i in free:
            del pending[i]
        for d in pending.values():
            d.difference_update(free)
    acyclic = not pending
    assert (report.order != ()) == acyclic
    assert bool(cycles) == (not acyclic)
    for cycle in cycles:  # every reported cycle is a real closed path
        assert cycle[0] == cycle[-1]
        for a, b in itertools.pairwise(cycle):
            assert int(b) in steps[int(a)]["depends_on"]


# --- stemming and the index ---------------------------------------------------------
@pytest.mark.parametrize(
    "words",
    [
        ("folder", "folders"),
        ("organize", "organizes", "organizing", "organized"),
        ("file", "files"),
        ("search", "searches", "searching"),
        ("directory", "directories"),
        ("copy", "copies", "copied"),
    ],
)
def test_light_stemming(words: tuple[str, ...]) -> None:
    assert len({_stem(w) for w in words}) == 1


def test_index_is_cached_per_registry_version(reg: Registry) -> None:
    first = _index_for(reg)
    assert _index_for(reg) is first
    validate_plan([{"tool": "create_folder"}], reg)
    assert _index_for(reg) is first

    @guardrail.tool(registry=reg)
    def make_directory(path: str) -> bool:
        """Create a new folder."""
        return True

    assert _index_for(reg) is not first
    report = validate_plan([{"tool": "create_folder"}], reg)
    assert report.errors[0].suggestions[0] == "make_directory"


def test_thousand_tool_registry() -> None:
    big = Registry("big")
    verbs = ["get", "list", "update", "delete", "sync", "export", "archive", "tag"]
    nouns = ["invoice", "ticket", "report", "contact", "payment", "project", "page", "metric"]
    for i in range(1000):
        verb, noun = verbs[i % 8], nouns[(i // 8) % 8]
        big.register_spec(f"{verb}_{noun}_{i}", f"{verb.capitalize()} a {noun} record number {i}.")
    big.register_spec("organize_files", "Organize files into folders by type or date.")
    index = _index_for(big)
    plans = [[{"tool": "create_folder"}, {"tool": "frobnicate_widget"}]] * 5
    reports = [validate_plan(plan, big) for plan in plans]
    assert _index_for(big) is index  # built once for all five validations
    assert reports[0].errors[0].suggestions == ("organize_files",)
    assert reports[0].errors[1].suggestions == ()
    tools_line = reports[0].feedback().split("Available tools (1001): ")[1].splitlines()[0]
    names = tools_line.split(", ")
    assert len(names) == 21 and names[0] == "organize_files" and names[-1] == "and 981 more."


# --- feedback -----------------------------------------------------------------------
def test_feedback_lists_problems_suggestions_and_tools(reg: Registry) -> None:
    report = validate_plan(
        [
            {"id": 1, "tool": "create_folder", "arguments": {"name": "Pics"}},
            {"id": 2, "tool": "search_documents", "arguments": {}},
            {"id": 3, "tool": "lock_screen", "depends_on": [7]},
        ],
        reg,
    )
    text = report.feedback()
    lines = text.splitlines()
    assert lines[0] == "The plan cannot run as written (3 problems):"
    assert "- Step 1: there is no tool named 'create_folder'; did you mean" in text
    assert "- Step 2: search_documents: missing required argument 'query' (string)" in text
    assert "- Step 3: it depends on step '7', which is not in the plan" in text
    assert "- organize_files(path, by?): Organize files into folders by type or date." in text
    tools_line = next(line for line in lines if line.startswith("Available tools"))
    assert tools_line.startswith("Available tools (24): organize_files, ")
    assert "and 4 more" in tools_line
    listed = tools_line.split(": ", 1)[1].rstrip(".").split(", ")
    assert len(listed) == 21  # 20 names and "and 4 more"
    assert "search_documents" in listed[:3] and "lock_screen" in listed[:3]  # used in the plan


def test_feedback_caps_the_tool_list(reg: Registry) -> None:
    report = validate_plan([{"tool": "create_folder"}], reg)
    text = report.feedback(max_tools=5)
    tools_line = next(line for line in text.splitlines() if line.startswith("Available tools"))
    assert tools_line.count(", ") == 5 and tools_line.endswith("and 19 more.")
    everything = report.feedback(max_tools=100)
    assert "more." not in everything
    assert all(name in everything for name in reg.names())


def test_feedback_only_for_dependency_errors_skips_the_tool_list(reg: Registry) -> None:
    report = validate_plan([{"id": "a", "tool": "lock_screen", "depends_on": ["a"]}], reg)
    text = report.feedback()
    assert "depends on itself" in text
    assert "Available tools" not in text


def test_feedback_of_a_valid_plan(reg: Registry) -> None:
    report = validate_plan([{"tool": "LockScreen"}], reg)
    assert report.valid
    text = report.feedback()
    assert text.startswith("The plan is valid.")
    assert "'LockScreen' is taken to mean 'lock_screen'" in text


def test_feedback_for_an_empty_registry() -> None:
    report = validate_plan([{"tool": "anything"}], Registry("empty"))
    assert report.errors[0].suggestions == ()
    assert "No tools are available." in report.feedback()
