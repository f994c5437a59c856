"""Synthetic but realistic inputs: tool sets, agent replies, receipts and
adversarial text. Everything is generated from a seed, so runs compare like
with like."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

# --- tools ----------------------------------------------------------------------
# (verb, past tense, description template); {o} is the object noun phrase.
_VERBS: list[tuple[str, str, str]] = [
    ("create", "created", "Create a new {o} with the given fields."),
    ("delete", "deleted", "Delete a {o} by id. This cannot be undone."),
    ("update", "updated", "Update the fields of an existing {o}."),
    ("get", "got", "Get one {o} by id and return all of its fields."),
    ("list", "listed", "List {o}s matching a filter, newest first, with paging."),
    ("search", "searched", "Search {o}s by free text and return the best matches."),
    ("send", "sent", "Send a {o} to one or more recipients."),
    ("cancel", "cancelled", "Cancel a pending {o} and notify its owner."),
    ("refund", "refunded", "Refund a {o} in full or in part to the original payment method."),
    ("archive", "archived", "Archive a {o} so it no longer shows in default views."),
    ("restore", "restored", "Restore an archived or deleted {o}."),
    ("assign", "assigned", "Assign a {o} to a user or a team."),
    ("approve", "approved", "Approve a {o} that is waiting for review."),
    ("reject", "rejected", "Reject a {o} with a reason shown to its author."),
    ("schedule", "scheduled", "Schedule a {o} for a date and time in the user's time zone."),
    ("export", "exported", "Export {o}s to CSV or JSON and return a download link."),
    ("import", "imported", "Import {o}s from a CSV file, skipping duplicates."),
    ("sync", "synced", "Sync {o}s with the external system of record."),
    ("close", "closed", "Close a {o} and record the resolution."),
    ("reopen", "reopened", "Reopen a closed {o}."),
    ("merge", "merged", "Merge two {o}s into one, keeping the older id."),
    ("rename", "renamed", "Rename a {o}."),
    ("tag", "tagged", "Add tags to a {o}."),
    ("upload", "uploaded", "Upload a file and attach it to a {o}."),
    ("download", "downloaded", "Download the attachments of a {o}."),
    ("validate", "validated", "Validate a {o} against its schema and business rules."),
    ("deploy", "deployed", "Deploy a {o} to the target environment."),
    ("restart", "restarted", "Restart a {o} and wait until it is healthy."),
    ("scale", "scaled", "Scale a {o} to the requested number of replicas."),
    ("book", "booked", "Book a {o} for the given dates and guests."),
    ("pay", "paid", "Pay a {o} from the default account."),
    ("transfer", "transferred", "Transfer a {o} between accounts."),
    ("notify", "notified", "Notify the owner of a {o} by email or SMS."),
    ("fetch", "fetched", "Fetch the latest {o} data from the upstream API."),
    ("count", "counted", "Count {o}s matching a filter."),
    ("check", "checked", "Check the status of a {o}."),
    ("publish", "published", "Publish a draft {o}."),
    ("lock", "locked", "Lock a {o} against further edits."),
    ("translate", "translated", "Translate a {o} into another language."),
    ("summarize", "summarized", "Summarize a {o} in a few sentences."),
]

_NOUNS = [
    "task", "order", "invoice", "email", "ticket", "user", "contact", "meeting", "event",
    "document", "file", "folder", "project", "issue", "pull_request", "branch", "commit",
    "deployment", "pod", "service", "database", "table", "record", "report", "dashboard",
    "alert", "incident", "payment", "subscription", "customer", "lead", "opportunity",
    "campaign", "message", "channel", "note", "reminder", "calendar", "booking", "flight",
    "hotel", "reservation", "shipment", "package", "product", "cart", "coupon", "refund",
    "account", "team", "role", "permission", "secret", "certificate", "domain", "dns_record",
    "bucket", "snapshot", "backup", "job", "pipeline", "build", "release", "feature_flag",
    "experiment", "survey", "form", "comment", "review", "article", "page", "post",
    "playlist", "song", "photo", "album", "expense", "budget", "timesheet", "vacation",
]

_PREFIXES = ["", "crm", "k8s", "billing", "github", "jira", "slack", "gcal", "drive", "shop",
             "hr", "finance", "support", "ops", "data"]


@dataclass(frozen=True)
class ToolDef:
    name: str
    description: str
    parameters: dict[str, Any]
    verb: str
    past: str
    noun: str


def _style(words: list[str], style: int) -> str:
    if style == 0:
        return "_".join(words)
    if style == 1:
        return words[0] + "".join(w.capitalize() for w in words[1:])
    if style == 2:
        return "".join(w.capitalize() for w in words)
    return "-".join(words)


def make_tools(n: int, seed: int = 7) -> list[ToolDef]:
    """*n* distinct tools with varied names (snake_case, camelCase,
    PascalCase, kebab-case, domain prefixes) and descriptions. The first
    tools are the everyday ones; a set of n tools is a prefix of a larger one."""
    rng = random.Random(seed)
    combos = [(v, nn, p) for p in _PREFIXES for nn in _NOUNS for v in _VERBS]
    # everyday tools first (no prefix), then the rest in a seeded order
    head = [c for c in combos if c[2] == ""]
    tail = [c for c in combos if c[2] != ""]
    rng.shuffle(head)
    rng.shuffle(tail)
    out: list[ToolDef] = []
    seen: set[str] = set()
    for (verb, past, template), noun, prefix in head + tail:
        if len(out) >= n:
            break
        words = ([prefix] if prefix else []) + [verb, *noun.split("_")]
        name = _style(words, rng.randrange(4) if prefix else rng.choice((0, 0, 1, 2)))
        if name in seen:
            continue
        seen.add(name)
        obj = noun.replace("_", " ")
        desc = template.format(o=obj)
        if prefix:
            desc = f"{desc} Uses the {prefix.upper()} integration."
        params: dict[str, Any] = {
            "type": "object",
            "properties": {f"{noun}_id": {"type": "string"}, "note": {"type": "string"}},
            "required": [f"{noun}_id"],
        }
        out.append(ToolDef(name, desc, params, verb, past, obj))
    if len(out) < n:
        raise ValueError(f"cannot make {n} distinct tools")
    return out


# --- replies ---------------------------------------------------------------------
_TITLES = ["Read book", "Quarterly report", "Team offsite", "Invoice #4411", "Login bug",
           "Onboarding checklist", "Server migration", "Q3 budget", "Alice's birthday",
           "Release 2.4.1", "Customer call", "Renewal for ACME Corp"]
_PEOPLE = ["Alice", "Bob", "Chen", "Dana", "Eve", "Farid", "Grace", "Hiro"]
_UNREGISTERED = ["DatabaseQuery", "WebSearch", "CodeInterpreter", "InventoryLookup",
                 "WeatherAPI", "PaymentGateway"]


def _sentence(rng: random.Random, tools: list[ToolDef]) -> str:
    t = rng.choice(tools)
    title = rng.choice(_TITLES)
    who = rng.choice(_PEOPLE)
    n = rng.randrange(2, 9999)
    kind = rng.randrange(14)
    if kind == 0:
        return f"{t.past.capitalize()}: {title}\n"
    if kind == 1:
        return f"✅ {t.noun.capitalize()} #{n} {t.past}.\n"
    if kind == 2:
        return f"I've {t.past} the {t.noun} \"{title}\" for {who}. "
    if kind == 3:
        count = rng.randrange(2, 12)
        return f"I {t.past} {count} {t.noun}s and {rng.choice(tools).past} the rest. "
    if kind == 4:
        items = "".join(
            f"- {rng.choice(tools).past.capitalize()} the {rng.choice(tools).noun} "
            f"for {rng.choice(_PEOPLE)}\n"
            for _ in range(rng.randrange(2, 5))
        )
        return f"\nHere is what changed:\n{items}\n"
    if kind == 5:
        return f"According to the {rng.choice(_UNREGISTERED)} tool, there are {n} open items. "
    if kind == 6:
        return f"Using `{t.name}`, I {t.past} the {t.noun} for {who}. "
    if kind == 7:
        return f"Would you like me to {t.verb} the {t.noun} \"{title}\" as well? "
    if kind == 8:
        return f"I can {t.verb} the {t.noun} tomorrow if you confirm. "
    if kind == 9:
        return f"The {t.noun} was {t.past} by {who} last week, so nothing else is needed. "
    if kind == 10:
        return f"Status: {t.noun} {title} is {rng.choice(['pending', 'done', 'blocked'])}.\n"
    if kind == 11:
        return (f"\n```json\n{{\"{t.noun.replace(' ', '_')}_id\": \"{n}\", "
                f"\"status\": \"ok\"}}\n```\n")
    if kind == 12:
        return f"\n## {title}\n\nThe {t.noun} has been {t.past} and {who} was notified. "
    return (f"Note that {who} asked whether the {t.noun} should be {t.past} before Friday; "
            f"I did not change anything yet. ")


def make_reply(size: int, tools: list[ToolDef], seed: int = 11) -> str:
    """A reply of *size* UTF-8 bytes (within a few bytes) mixing status lines,
    past-tense claims, lists, tool credits, offers, questions, code blocks
    and headings about *tools*."""
    rng = random.Random(seed)
    parts: list[str] = []
    total = 0
    while total < size:
        s = _sentence(rng, tools)
        parts.append(s)
        total += len(s.encode("utf-8"))
    text = "".join(parts)
    raw = text.encode("utf-8")[:size]
    return raw.decode("utf-8", "ignore")


def make_records(k: int, tools: list[ToolDef], seed: int = 13) -> list[dict[str, Any]]:
    """*k* receipt records (mostly ok, some failed) for calls of *tools*."""
    rng = random.Random(seed)
    out: list[dict[str, Any]] = []
    for i in range(k):
        t = rng.choice(tools)
        ok = rng.random() > 0.1
        key = t.noun.replace(" ", "_") + "_id"
        out.append(
            {
                "tool": t.name,
                "ok": ok,
                "call_id": f"call_{i}",
                "arguments": {key: str(rng.randrange(10_000)), "note": rng.choice(_TITLES)},
                "result": {"success": ok, "id": str(i)} if ok else {"error": "not found"},
            }
        )
    return out


# --- adversarial text ---------------------------------------------------------------
def make_adversarial(size: int, tools: list[ToolDef], seed: int = 17) -> str:
    """About *size* bytes crafted around the claim detector's patterns, each
    pathology as one long run that grows with *size*: one unpunctuated
    sentence of past-tense verbs, unclosed quotes and code fences,
    thousands of tool-like CamelCase names, deep markdown nesting, and a
    long list of status lines."""
    rng = random.Random(seed)
    share = max(1, size // 6)
    pasts = [t.past for t in tools] + ["deleted", "created", "sent", "refunded", "booked"]
    nouns = [t.noun for t in tools]

    def run(gen: Any) -> str:
        out: list[str] = []
        n = 0
        while n < share:
            s = gen()
            out.append(s)
            n += len(s)
        return "".join(out)

    # 1. one sentence of past-tense verbs and objects, no punctuation at all
    verbs = "I " + run(lambda: f"{rng.choice(pasts)} {rng.choice(nouns)} and ")
    # 2. quotes and fences that never close
    quotes = run(
        lambda: rng.choice(['"', "“", "'", "«", "`"])
        + f"{rng.choice(pasts)} the {rng.choice(nouns)} "
        + rng.choice(["```\n", "```python\n", "~~~\n", ""])
    )
    # 3. thousands of tool-like names credited in one breath
    parts = [*_UNREGISTERED, "Tool", "Api", "Query", "Search", "Lookup"]
    camel = run(
        lambda: f"the {''.join(w.capitalize() for w in rng.sample(parts, 3))} tool "
        f"{rng.choice(pasts)} it, "
    )
    # 4. deep markdown nesting: quotes inside lists inside quotes ...
    depth = 0

    def nested() -> str:
        nonlocal depth
        depth = depth + 1 if depth < 400 else 1
        indent = "  " * (depth % 40)
        return ">" * depth + f" {indent}- **{rng.choice(pasts)}** `{rng.choice(nouns)}`\n"

    nesting = run(nested)
    # 5. status lines, one per line
    status = run(lambda: f"{rng.choice(pasts).capitalize()}: {rng.choice(_TITLES)}\n")
    # 6. brackets, parentheses and emphasis that never close
    brackets = run(
        lambda: rng.choice(["(", "[", "{", "**", "_", "<"])
        + f"{rng.choice(pasts)} {rng.choice(nouns)} "
    )
    text = verbs + "\n" + quotes + "\n" + camel + "\n" + nesting + status + brackets
    return text.encode("utf-8")[:size].decode("utf-8", "ignore")
