"""Morphology and word tables behind claim detection."""

from __future__ import annotations

import pytest

from guardrail._lexicon import (
    concepts_of,
    identifier_words,
    is_identifier,
    nominal_concept,
    noun_key,
    verb_forms,
    verb_lemma,
)


@pytest.mark.parametrize(
    ("word", "lemma"),
    [
        ("deleted", "delete"),
        ("cancelled", "cancel"),
        ("canceled", "cancel"),
        ("organised", "organize"),
        ("organized", "organize"),
        ("frozen", "freeze"),
        ("froze", "freeze"),
        ("sent", "send"),
        ("paid", "pay"),
        ("emailed", "email"),
        ("texted", "text"),
        ("stopped", "stop"),
        ("rebooked", "rebook"),
        ("built", "build"),
        ("written", "write"),
        ("gone", "go"),
        ("uploaded", "upload"),
        ("scheduled", "schedule"),
        ("archived", "archive"),
    ],
)
def test_past_forms_map_to_lemma(word: str, lemma: str) -> None:
    got = verb_lemma(word)
    assert got is not None
    assert got == (lemma, "past")


@pytest.mark.parametrize(
    ("word", "lemma", "form"),
    [("playing", "play", "ing"), ("deletes", "delete", "s"), ("book", "book", "base")],
)
def test_other_forms(word: str, lemma: str, form: str) -> None:
    assert verb_lemma(word) == (lemma, form)


@pytest.mark.parametrize("word", ["kitchen", "blue", "xyzzy", "", "123"])
def test_non_verbs(word: str) -> None:
    assert verb_lemma(word) is None


def test_verb_forms_round_trip() -> None:
    for lemma in ("delete", "archive", "book", "reply", "send", "pay", "freeze"):
        for form in verb_forms(lemma):
            got = verb_lemma(form)
            assert got is not None and got[0] == lemma, form


@pytest.mark.parametrize(
    ("verb", "concept"),
    [
        ("delete", "delete"),
        ("remove", "delete"),
        ("get rid of", "delete"),
        ("erase", "delete"),
        ("reserve", "book"),
        ("book", "book"),
        ("check off", "complete"),
        ("turn on", "switch_on"),
        ("roll back", "revert"),
        ("email", "email"),
        ("refund", "refund"),
        ("find", "read"),
        ("list", "read"),
    ],
)
def test_synonym_groups(verb: str, concept: str) -> None:
    assert concept in concepts_of(verb)


def test_check_alone_is_a_read_but_check_off_is_not() -> None:
    assert concepts_of("check") == frozenset({"read"})
    assert "read" not in concepts_of("check off")


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("delete_task", ["delete", "task"]),
        ("getPodLogs", ["get", "pod", "logs"]),
        ("CIStatus", ["ci", "status"]),
        ("TripAdvisorAPI", ["trip", "advisor", "api"]),
        ("web-search", ["web", "search"]),
        ("`search_notes`", ["search", "notes"]),
        ("LyricsDB", ["lyrics", "db"]),
        ("", []),
    ],
)
def test_identifier_words(name: str, words: list[str]) -> None:
    assert identifier_words(name) == words


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("DatabaseQuery", True),
        ("get_balance", True),
        ("WeatherAPI", True),
        ("CIStatus", True),
        ("Grammarly", False),
        ("Hello", False),
        ("API", False),
        ("iPhone", False),
        ("McDonald", False),
        ("", False),
        ("_", False),
    ],
)
def test_is_identifier(word: str, expected: bool) -> None:
    assert is_identifier(word) is expected


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("tasks", "task"),
        ("categories", "category"),
        ("boxes", "box"),
        ("statuses", "status"),
        ("tracks", "song"),
        ("Bookings", "reservation"),
        ("deck", "presentation"),
        ("lights", "lamp"),
    ],
)
def test_noun_keys_agree(a: str, b: str) -> None:
    assert noun_key(a) == noun_key(b)


def test_noun_keys_differ() -> None:
    assert noun_key("note") != noun_key("song")
    assert noun_key("address") == "address"


@pytest.mark.parametrize(
    ("noun", "concept"),
    [
        ("refund", "refund"),  # the table
        ("enrolment", "subscribe"),  # -ment, British spelling
        ("enrollment", "subscribe"),
        ("reimbursement", "refund"),
        ("renewal", "renew"),  # -al
        ("approvals", "approve"),  # plural
        ("revocation", "cancel"),  # -cation from -ke
        ("verification", "verify_action"),  # -ication from -y
        ("closure", "close"),  # -ure
        ("statement", None),  # no verb "state" action
        ("department", None),
        ("suspension", None),  # suspend is two actions: no single concept
        ("moment", None),
    ],
)
def test_nominal_concept_derives_the_action_a_noun_names(noun: str, concept: str | None) -> None:
    assert nominal_concept(noun) == concept
