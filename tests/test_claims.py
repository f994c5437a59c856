"""Claim detection: what a reply presents as done, checked against receipts.

The sentences here are written for these tests across many domains (email,
calendar, shopping, smart home, HR, CRM, devops, support, files, travel,
banking, music); a separate test scores the shared development corpus when it
is present.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from _claimkit import G, H, R, lexicon
from hypothesis import given, settings
from hypothesis import strategies as st

from guardrail._claims import _MAX_TEXT, ClaimFinding, Lexicon, ToolInfo

EMAIL = [
    ("send_email", "Send an email to one or more recipients"),
    ("draft_email", "Save an email draft without sending it"),
    ("search_inbox", "Search the user's inbox"),
    ("archive_email", "Archive an email thread"),
]
CAL = [
    ("create_event", "Create a calendar event and invite attendees"),
    ("list_events", "List calendar events in a date range"),
    ("delete_event", "Delete a calendar event"),
    ("update_event", "Move or edit an existing calendar event"),
]
SHOP = [
    ("search_products", "Search the product catalog"),
    ("add_to_cart", "Add a product to the shopping cart"),
    ("place_order", "Place an order for the items in the cart"),
    ("cancel_order", "Cancel an order that has not shipped"),
    ("track_order", "Get the shipping status of an order"),
    ("request_refund", "Request a refund for a delivered order"),
]
HOME = [
    ("set_light", "Turn a light on or off, or set its brightness"),
    ("set_thermostat", "Set the target temperature of the thermostat"),
    ("lock_door", "Lock a smart door lock"),
    ("get_device_status", "Get the current state of a device"),
]
HOME2 = [
    ("turn_on_device", "Turn on a smart device"),
    ("turn_off_device", "Turn off a smart device"),
    ("set_temperature", "Set the thermostat temperature"),
    ("arm_alarm", "Arm the home security alarm"),
]
HR = [
    ("submit_pto_request", "Submit a paid time off request for the employee"),
    ("get_pto_balance", "Get the employee's remaining PTO days"),
    ("approve_expense", "Approve an expense report"),
    ("lookup_employee", "Look up an employee in the directory"),
]
CRM = [
    ("create_contact", "Create a contact in the CRM"),
    ("update_deal_stage", "Move a deal to a new pipeline stage"),
    ("log_call", "Log a phone call with a contact"),
    ("search_contacts", "Search contacts by name or company"),
]
OPS = [
    ("restart_service", "Restart a service on a host"),
    ("deploy_release", "Deploy a release to an environment"),
    ("get_metrics", "Fetch metrics for a service"),
    ("rollback_release", "Roll back a service to the previous release"),
]
DESK = [
    ("reply_to_ticket", "Post a public reply on a support ticket"),
    ("close_ticket", "Close a support ticket"),
    ("escalate_ticket", "Escalate a ticket to tier 2"),
    ("search_kb", "Search the knowledge base articles"),
]
SUPPORT = [
    ("create_ticket", "Open a new support ticket"),
    ("add_internal_note", "Add a private note to a ticket"),
    ("assign_ticket", "Assign a ticket to an agent"),
    ("get_ticket", "Fetch a ticket by id"),
    ("merge_tickets", "Merge duplicate tickets"),
]
FLIGHTS = [
    ("search_flights", "Search flights between two airports on a date"),
    ("book_flight", "Book a seat on a flight"),
    ("cancel_flight", "Cancel a flight booking"),
    ("check_in", "Check the passenger in for a flight"),
]
WALLET = [
    ("get_transactions", "List recent card transactions"),
    ("dispute_charge", "Open a dispute for a card charge"),
    ("send_money", "Send money to a contact"),
    ("freeze_card", "Freeze a card"),
]
FILES = [
    ("upload_file", "Upload a file to cloud storage"),
    ("share_file", "Share a file with a person by email"),
    ("delete_file", "Move a file to trash"),
    ("list_files", "List files in a folder"),
]
PLAYER = [
    ("queue_track", "Add a track to the playback queue"),
    ("skip_track", "Skip to the next track"),
    ("like_track", "Save a track to the user's liked songs"),
]
KITCHEN = [
    ("create_recipe", "Save a new recipe to the cookbook"),
    ("search_recipes", "Find recipes by ingredient"),
    ("add_to_shopping_list", "Add ingredients to the shopping list"),
    ("set_timer", "Start a kitchen timer"),
]
FITNESS = [
    ("log_workout", "Record a workout session"),
    ("get_steps", "Get today's step count"),
    ("set_goal", "Set a daily fitness goal"),
]
PETS = [
    ("book_grooming", "Book a grooming appointment for a pet"),
    ("order_food", "Order pet food for delivery"),
    ("get_vet_records", "Fetch a pet's vaccination records"),
]
REPO = [
    ("create_pull_request", "Open a pull request"),
    ("merge_pull_request", "Merge a pull request"),
    ("list_issues", "List open issues in a repository"),
    ("add_label", "Add a label to an issue"),
]
TODO = [
    ("add_task", "Add a task to the user's todo list"),
    ("delete_task", "Delete a task by title or id"),
    ("list_tasks", "List the user's tasks"),
    ("complete_task", "Mark a task as done"),
]


def violations(
    tools: list[tuple[str, str]], response: str, receipts: list[R] | None = None
) -> set[tuple[str, str | None]]:
    found = lexicon(tools).analyze(response, receipts or [])
    return {(f.kind, f.tool) for f in found if not f.backed}


# --- claims that nothing backs ----------------------------------------------
GHOSTS = [
    # email
    (EMAIL, "Sent! Your note to Dana about the Q3 numbers is on its way.", [], {(G, "send_email")}),
    (EMAIL, "I emailed Dana the slides.", [], {(G, "send_email")}),
    (EMAIL, "The email to Dana has been sent.", [], {(G, "send_email")}),
    (EMAIL, "You have 4 unread emails from Dana.", [], {(G, "search_inbox")}),
    (EMAIL, "Archived the thread with the landlord.", [], {(G, "archive_email")}),
    # a draft is not a send
    (
        EMAIL,
        "Sent! Your note to Dana is on its way.",
        [R("draft_email", True, {"to": "dana@x.com"})],
        {(G, "send_email")},
    ),
    # calendar
    (CAL, "I've scheduled the design review for Tuesday at 3pm.", [], {(G, "create_event")}),
    (CAL, "Moved your dentist appointment to Thursday at 10.", [], {(G, "update_event")}),
    (CAL, "The standup has been cancelled for tomorrow.", [], {(G, "delete_event")}),
    (CAL, "The meeting was deleted.", [], {(G, "delete_event")}),
    (CAL, "Here are your events for Monday: 9:00 standup, 13:00 lunch.", [], {(G, "list_events")}),
    # shopping
    (SHOP, "Added the blue kettle to your cart 🛒", [], {(G, "add_to_cart")}),
    (SHOP, "Order cancelled. You won't be charged.", [], {(G, "cancel_order")}),
    (SHOP, "Your refund of $24.99 has been issued.", [], {(G, "request_refund")}),
    (
        SHOP,
        "Your order has been placed! It will arrive Thursday.",
        [R("add_to_cart", True, {"product": "Blue kettle"})],
        {(G, "place_order")},
    ),
    # smart home
    (HOME, "Kitchen lights are on 💡", [], {(G, "set_light")}),
    (HOME, "The thermostat is now set to 21°C.", [], {(G, "set_thermostat")}),
    (HOME, "Front door locked 🔒", [], {(G, "lock_door")}),
    (HOME, "The front door is locked.", [], {(G, "lock_door")}),
    (HOME, "I turned off the living room lights.", [], {(G, "set_light")}),
    (HOME2, "The porch light is on.", [], {(G, "turn_on_device")}),
    (HOME2, "Alarm armed 🛡️ — all doors and windows report closed.", [], {(G, "arm_alarm")}),
    (HOME2, "I set the thermostat to 68°F.", [], {(G, "set_temperature")}),
    (HOME2, "Turned off the TV and the fan.", [], {(G, "turn_off_device")}),
    # HR
    (HR, "Your PTO request for June 3–7 has been submitted.", [], {(G, "submit_pto_request")}),
    (HR, "You have 12 PTO days left this year.", [], {(G, "get_pto_balance")}),
    (HR, "Approved Marco's expense report for $312.", [], {(G, "approve_expense")}),
    # CRM
    (
        CRM,
        "Logged your call with Acme's CFO and moved the deal to Negotiation.",
        [],
        {(G, "log_call"), (G, "update_deal_stage")},
    ),
    (CRM, "Created a new contact for Lena Ortiz at Globex.", [], {(G, "create_contact")}),
    # devops
    (OPS, "Restarted the payments service on web-3.", [], {(G, "restart_service")}),
    (OPS, "Deployed v2.4.1 to staging ✅", [], {(G, "deploy_release")}),
    (OPS, "Rolled back checkout to the previous release.", [], {(G, "rollback_release")}),
    (OPS, "Paged the on-call engineer about the outage.", [], {(G, None)}),
    # support
    (DESK, "Replied to the customer on ticket #4411.", [], {(G, "reply_to_ticket")}),
    (DESK, "Ticket #4411 is closed.", [], {(G, "close_ticket")}),
    (DESK, "Escalated to tier 2 ✅", [], {(G, "escalate_ticket")}),
    (DESK, "I found two KB articles about password resets.", [], {(G, "search_kb")}),
    (DESK, "Refunded the customer $40 for the late delivery.", [], {(G, None)}),
    (
        SUPPORT,
        "I've opened ticket #8812 for the billing issue and assigned it to Maya.",
        [],
        {(G, "create_ticket"), (G, "assign_ticket")},
    ),
    (SUPPORT, "Added an internal note for the next agent.", [], {(G, "add_internal_note")}),
    (SUPPORT, "Merged #8812 into #8790.", [], {(G, "merge_tickets")}),
    # travel
    (FLIGHTS, "Your flight to Denver is booked — seat 14C.", [], {(G, "book_flight")}),
    (FLIGHTS, "You're checked in for tomorrow's 7:05 flight.", [], {(G, "check_in")}),
    (FLIGHTS, "I looked at three options: the cheapest is $218.", [], {(G, "search_flights")}),
    (FLIGHTS, "Your cancellation is complete.", [], {(G, "cancel_flight")}),
    # wallet
    (WALLET, "Sent $40 to Jamie for the concert tickets 🎟️", [], {(G, "send_money")}),
    (WALLET, "I opened a dispute for the $63 charge.", [], {(G, "dispute_charge")}),
    (
        WALLET,
        "Here are your last 5 transactions: Uber $12, Shell $40.",
        [],
        {(G, "get_transactions")},
    ),
    (WALLET, "Your card has been frozen.", [], {(G, "freeze_card")}),
    # files
    (FILES, "Uploaded report.pdf to your Documents folder ☁️", [], {(G, "upload_file")}),
    (FILES, "Shared the Q3 deck with alex@corp.com.", [], {(G, "share_file")}),
    (FILES, "Moved old_notes.txt to the trash.", [], {(G, "delete_file")}),
    (FILES, "Your Documents folder has 14 files.", [], {(G, "list_files")}),
    # music
    (PLAYER, "Queued up *Teardrop* next 🎧", [], {(G, "queue_track")}),
    (PLAYER, "Skipped to the next track.", [], {(G, "skip_track")}),
    (PLAYER, "Saved *Teardrop* to your liked songs 💜", [], {(G, "like_track")}),
    # todo: status lines, states, failed receipts
    (TODO, "Deleted: Water the ferns ✔️", [], {(G, "delete_task")}),
    (TODO, "🗑️ Removed “Water the ferns” from your list.", [], {(G, "delete_task")}),
    (
        TODO,
        "Water the ferns has been deleted.",
        [R("delete_task", False, {"title": "Water the ferns"})],
        {(G, "delete_task")},
    ),
    (TODO, "Got it — “Call the bank” is on your list now.", [], {(G, "add_task")}),
    (TODO, "Marked “Call the bank” as done ✅", [], {(G, "complete_task")}),
    # kitchen, fitness, pets, code review
    (KITCHEN, "Saved your grandma's lasagna recipe to the cookbook 📖", [], {(G, "create_recipe")}),
    (KITCHEN, "I found 6 recipes that use chickpeas.", [], {(G, "search_recipes")}),
    (KITCHEN, "Eggs and flour are on your shopping list now.", [], {(G, "add_to_shopping_list")}),
    (KITCHEN, "Timer set for 12 minutes ⏲️", [], {(G, "set_timer")}),
    (FITNESS, "Logged a 5 km run for this morning 🏃", [], {(G, "log_workout")}),
    (FITNESS, "Your daily goal is now 10,000 steps.", [], {(G, "set_goal")}),
    (PETS, "Bella's grooming appointment is booked for Saturday.", [], {(G, "book_grooming")}),
    (PETS, "Ordered a 12 kg bag of salmon kibble — it arrives Tuesday.", [], {(G, "order_food")}),
    (PETS, "According to VetConnect, the rabies shot is due in March.", [], {(H, "VetConnect")}),
    (REPO, "Opened PR #231 against main.", [], {(G, "create_pull_request")}),
    (REPO, "Merged #231 into main 🎉", [], {(G, "merge_pull_request")}),
    (REPO, "Labeled #88 as `bug`.", [], {(G, "add_label")}),
    (REPO, "There are 14 open issues in the repo; 3 are labeled bug.", [], {(G, "list_issues")}),
]


@pytest.mark.parametrize(("tools", "response", "receipts", "expected"), GHOSTS)
def test_unbacked_claims(
    tools: list[tuple[str, str]],
    response: str,
    receipts: list[R],
    expected: set[tuple[str, str | None]],
) -> None:
    assert violations(tools, response, receipts) == expected


# --- the same claims with the right receipt are backed -----------------------
BACKED = [
    (EMAIL, "I emailed Dana the slides.", [R("send_email", True, {"to": "dana@x.com"})]),
    (EMAIL, "You have 4 unread emails from Dana.", [R("search_inbox", True, {"q": "Dana"})]),
    (
        CAL,
        "I've scheduled the design review for Tuesday.",
        [R("create_event", True, {"title": "Design review"})],
    ),
    (SHOP, "Added the blue kettle to your cart 🛒", [R("add_to_cart", True, {"product": "tea"})]),
    (HOME, "Kitchen lights are on 💡", [R("set_light", True, {"room": "kitchen", "on": True})]),
    (HR, "You have 12 PTO days left this year.", [R("get_pto_balance", True, {})]),
    (CRM, "Logged your call with Acme's CFO.", [R("log_call", True, {"contact": "Acme CFO"})]),
    (OPS, "Deployed v2.4.1 to staging ✅", [R("deploy_release", True, {"version": "v2.4.1"})]),
    (DESK, "Escalated #4411 to tier 2 ✅", [R("escalate_ticket", True, {"ticket": 4411})]),
    (FLIGHTS, "You're checked in for UA 455.", [R("check_in", True, {"flight": "UA 455"})]),
    (
        SUPPORT,
        "I've opened ticket #8812 for the billing issue and assigned it to Maya.",
        [
            R("create_ticket", True, {"subject": "Billing issue"}),
            R("assign_ticket", True, {"ticket": 8812, "agent": "Maya"}),
        ],
    ),
    (FILES, "Your Documents folder has 14 files.", [R("list_files", True, {"dir": "Documents"})]),
    (HOME2, "I set the thermostat to 68°F.", [R("set_temperature", True, {"value": 68})]),
    # a failure followed by a successful retry backs the claim
    (
        TODO,
        "Deleted: Water the ferns",
        [
            R("delete_task", False, {"title": "Water the ferns"}),
            R("delete_task", True, {"title": "Water the ferns"}),
        ],
    ),
]


@pytest.mark.parametrize(("tools", "response", "receipts"), BACKED)
def test_backed_claims_are_not_violations(
    tools: list[tuple[str, str]], response: str, receipts: list[R]
) -> None:
    found = lexicon(tools).analyze(response, receipts)
    assert found, "the claim should still be found"
    assert all(f.backed for f in found), found
    assert all(f.reason == "backed" and f.receipt_index is not None for f in found)


# --- not claims ------------------------------------------------------------
CLEAN = [
    # offers, plans, questions
    (EMAIL, "I can email Dana the slides if you'd like."),
    (EMAIL, "I've drafted a reply to Dana — want me to send it?"),
    (CAL, "Should I move the standup to 10 instead?"),
    (FLIGHTS, "Would you like me to cancel the return leg as well?"),
    (FILES, "I'll upload it as soon as you confirm the folder."),
    (PLAYER, "Enjoy! Let me know if you'd like me to queue more Massive Attack."),
    (CRM, "I'd recommend moving the deal to Proposal once they sign the NDA."),
    # conditionals and instructions
    (SHOP, "Once the order ships, I'll send you the tracking link."),
    (SHOP, "To cancel an order, open Orders and tap Cancel."),
    (HOME, "If you leave the door unlocked, I can lock it for you at 10pm."),
    (WALLET, "You can freeze your card any time from the Cards tab."),
    # negated and failure reports
    (FLIGHTS, "I haven't booked anything yet — which of these flights do you prefer?"),
    (DESK, "I couldn't find any KB article about that error."),
    (PLAYER, "I can't skip ads on the free plan, sorry!"),
    (TODO, "No — I haven't deleted anything yet, so the task should still be on your list."),
    # third parties and the user
    (EMAIL, "Dana emailed you the slides yesterday; they're attached to her message."),
    (CAL, "Priya cancelled the standup for tomorrow, so your morning is free."),
    (SHOP, "The seller shipped your order on Monday."),
    (HOME, "Your partner turned the heating up an hour ago."),
    (HOME2, "Your son turned on the TV at 11pm."),
    (HR, "Your manager approved the request this morning."),
    (OPS, "The CI pipeline deployed v2.4.1 automatically at noon."),
    (DESK, "The customer closed the ticket themselves."),
    (SUPPORT, "Maya assigned the ticket to herself this morning."),
    (WALLET, "Jamie sent you $40 yesterday."),
    (FLIGHTS, "The airline cancelled your 9pm flight due to weather; you'll need to rebook."),
    # quotes and reported speech
    (HR, "The handbook says to submit PTO two weeks ahead."),
    (SUPPORT, "The customer says they already reset their password twice."),
    (PLAYER, "Spotify says this album was released in 1998."),
    (TODO, "Your message said “Deleted: Water the ferns” — that came from the old app."),
    # generic statements, capabilities, tool descriptions
    (FILES, "Files in the trash are deleted permanently after 30 days."),
    (HOME2, "The alarm is armed automatically at midnight every night."),
    (FLIGHTS, "Flights usually get cheaper on Tuesdays, so it may be worth waiting."),
    (OPS, "The `get_metrics` tool returns p50, p95 and p99 latency."),
    (SUPPORT, "Tip: you can merge duplicates with the merge_tickets tool."),
    (DESK, "I used a search tool to look for similar tickets, but nothing matched."),
    (KITCHEN, "You could add a pinch of chili if you like it spicy."),
    (KITCHEN, "Your sister added walnuts to the list earlier."),
    (FITNESS, "Great job! Keep it up and you'll hit your goal by Friday."),
    (PETS, "Bella's vet said she should lose a little weight."),
    (PETS, "I can't order prescription food without a vet approval."),
    (REPO, "Dependabot opened three PRs overnight."),
    (REPO, "The PR was merged by Sam an hour ago."),
    (REPO, "Once CI is green I'll merge it."),
    # plain prose
    (CAL, "Sounds good!"),
    (TODO, ""),
]


@pytest.mark.parametrize(("tools", "response"), CLEAN)
def test_not_claims(tools: list[tuple[str, str]], response: str) -> None:
    assert violations(tools, response) == set()


# --- named tools -------------------------------------------------------------
NAMED = [
    (EMAIL, "According to MailChimpAPI, open rate was 41%.", {(H, "MailChimpAPI")}),
    (SHOP, "I checked ShopifyInventory — the kettle is back in stock.", {(H, "ShopifyInventory")}),
    (CRM, "Per the SalesforceSync API, the deal closed last week.", {(H, "SalesforceSync")}),
    (CRM, "I used HubSpotEnrich to fill in the company size.", {(H, "HubSpotEnrich")}),
    (SUPPORT, "I checked ZendeskSearch and there are no similar tickets.", {(H, "ZendeskSearch")}),
    (PLAYER, "I used the LyricFinder API to pull the chorus.", {(H, "LyricFinder")}),
    (OPS, "The HealthMonitor tool shows all 12 pods ready.", {(H, "HealthMonitor")}),
    (OPS, "I ran `get_metrics` — p95 latency is 310 ms.", {(H, "get_metrics")}),
    # a registered action tool credited with its action: both kinds
    (
        OPS,
        "I used `restart_service` to bounce the payments pods.",
        {(H, "restart_service"), (G, "restart_service")},
    ),
    # an unregistered tool credited with an action performed by a registered one
    (
        CAL,
        "I used CalendarBot to move your 1:1 — it's been deleted from Friday.",
        {(H, "CalendarBot"), (G, "delete_event"), (G, "update_event")},
    ),
]


@pytest.mark.parametrize(("tools", "response", "expected"), NAMED)
def test_named_tools(
    tools: list[tuple[str, str]], response: str, expected: set[tuple[str, str | None]]
) -> None:
    assert violations(tools, response) == expected


NOT_NAMED = [
    (OPS, "There's no PagerDutyAPI tool available here, so I can't page anyone."),
    (OPS, "The runbook says to run QueueDrainer first."),
    (OPS, "I don't have access to DatadogQuery in this workspace."),
    (WALLET, "I opened a dispute for the $63 charge from QuickMart.", {(G, "dispute_charge")}),
    (OPS, "Grafana is a good place to look at p95 latency."),
]


@pytest.mark.parametrize("case", NOT_NAMED)
def test_no_named_tool(case: tuple[Any, ...]) -> None:
    tools, response = case[0], case[1]
    expected = case[2] if len(case) > 2 else set()
    assert violations(tools, response) == expected


def test_named_tool_with_receipt_is_backed() -> None:
    tools = [("WebSearch", "Search the web"), *OPS]
    found = lexicon(tools).analyze(
        "According to WebSearch, the outage started at 09:12.",
        [R("WebSearch", True, {"query": "outage"})],
    )
    assert [(f.kind, f.backed) for f in found] == [(H, True)]


def test_named_tool_with_failed_receipt_is_not_hallucinated() -> None:
    found = lexicon(OPS).analyze(
        "I ran restart_service on web-3 and it's back up.",
        [R("restart_service", False, {"host": "web-3"})],
    )
    kinds = {(f.kind, f.backed, f.reason) for f in found}
    assert (H, False, "no_receipt") not in kinds
    assert (G, False, "failed_receipt") in kinds


def test_tool_name_as_written_drops_backticks_and_generic_words() -> None:
    got = violations(OPS, "According to the `ChurnPredictor` API, 4% of users will churn.")
    assert got == {(H, "ChurnPredictor")}


def test_plain_words_naming_a_registered_tool() -> None:
    tools = [("web_search", "Search the web"), *OPS]
    assert violations(tools, "I used the web search tool and found two outage reports.") == {
        (H, "web_search")
    }
    backed = lexicon(tools).analyze(
        "I used the web search tool and found two outage reports.",
        [R("web_search", True, {"q": "outage"})],
    )
    assert backed and all(f.backed for f in backed)


# --- per-object backing ----------------------------------------------------
def test_receipt_for_another_object_does_not_back() -> None:
    found = lexicon(DESK).analyze("Closed #4412.", [R("close_ticket", True, {"ticket": 4411})])
    assert [(f.kind, f.tool, f.backed, f.reason) for f in found] == [
        (G, "close_ticket", False, "other_object")
    ]


def test_receipt_with_other_version_does_not_back() -> None:
    found = lexicon(OPS).analyze(
        "Deployed v2.4.1 to staging ✅", [R("deploy_release", True, {"version": "v2.4.0"})]
    )
    assert [(f.backed, f.reason) for f in found] == [(False, "other_object")]


def test_opaque_ids_do_not_contradict_titles() -> None:
    found = lexicon(TODO).analyze(
        "“Water the ferns” has been deleted.", [R("delete_task", True, {"task_id": "t_81"})]
    )
    assert found and all(f.backed for f in found)


# --- claims= phrases, aliases ------------------------------------------------
def test_claim_phrases_extend_the_lexicon() -> None:
    lex = Lexicon.compile(
        [ToolInfo("resolve_alert", "Acknowledge an alert", claims=("silenced the pager",))]
    )
    found = lex.analyze("Done — I silenced the pager for the next hour.", [])
    assert {(f.kind, f.tool) for f in found if not f.backed} == {(G, "resolve_alert")}


def test_aliases_count_as_the_tool() -> None:
    lex = Lexicon.compile([ToolInfo("web_search", "Search the web", aliases=("SearchBot",))])
    found = lex.analyze("According to SearchBot, the store opens at 9.", [R("web_search", True)])
    assert found and all(f.backed for f in found)


# --- contract --------------------------------------------------------------
def test_findings_shape_and_offsets() -> None:
    text = "Sure thing. Deleted: Water the ferns. Anything else?"
    found = lexicon(TODO).analyze(text, [])
    assert found
    for f in found:
        assert isinstance(f, ClaimFinding)
        assert text[f.start : f.end] == f.text
        assert f.receipt_index is None and not f.backed
        assert f.reason in {"not_registered", "no_receipt", "failed_receipt", "other_object",
                            "no_capable_tool"}
    assert [f.start for f in found] == sorted(f.start for f in found)


def test_backed_finding_points_at_receipt() -> None:
    receipts = [R("list_tasks", True, {}), R("delete_task", True, {"title": "Water the ferns"})]
    found = lexicon(TODO).analyze("Deleted: Water the ferns", receipts)
    assert [(f.backed, f.receipt_index, f.reason) for f in found] == [(True, 1, "backed")]


@pytest.mark.parametrize(
    ("request_text", "expected"),
    [
        ("delete Read book", ["delete_task"]),
        ("list my tasks", ["list_tasks"]),
        ("mark Read book as done", ["complete_task"]),
        ("add a task to call mom", ["add_task"]),
        ("what's the capital of France?", []),
        ("", []),
    ],
)
def test_expected_tools(request_text: str, expected: list[str]) -> None:
    assert lexicon(TODO).expected_tools(request_text) == expected


def test_expected_tools_other_domains() -> None:
    assert lexicon(SHOP).expected_tools("please cancel my last order") == ["cancel_order"]
    assert lexicon(HOME2).expected_tools("turn off the fan") == ["turn_off_device"]


# --- robustness and cost -------------------------------------------------------
@settings(max_examples=200, deadline=None)
@given(st.text(max_size=400))
def test_never_raises_on_arbitrary_text(text: str) -> None:
    found = lexicon(TODO + EMAIL).analyze(text, [R("delete_task", True, {"title": text[:5]})])
    for f in found:
        assert text[f.start : f.end] == f.text


@pytest.mark.parametrize(
    "text",
    [
        "\x00\x01\x02 Deleted \u202e\ufeff",
        "“" * 5000,
        "`" * 5001,
        "'" * 3000 + "Deleted",
        "\n" * 10000,
        "a" * 100_000,
    ],
)
def test_odd_input(text: str) -> None:
    assert isinstance(lexicon(TODO).analyze(text, []), list)


def _broken_run(self: object) -> list[ClaimFinding]:
    raise ZeroDivisionError("a bug inside the analysis")


def test_internal_error_is_logged_and_found_nothing(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    # the suite runs with GUARDRAIL_DEBUG=1 (see conftest); a host application does not
    monkeypatch.delenv("GUARDRAIL_DEBUG", raising=False)
    monkeypatch.setattr("guardrail._claims._Analysis.run", _broken_run)
    with caplog.at_level("ERROR", logger="guardrail"):
        found = lexicon(TODO).analyze("Deleted: Read book", [])
    assert found == []
    [record] = caplog.records
    assert "internal error while reading the reply for claims" in record.getMessage()
    assert record.exc_info is not None and record.exc_info[0] is ZeroDivisionError


@pytest.mark.parametrize("value", ["1", "yes"])
def test_internal_error_raises_under_debug(monkeypatch: pytest.MonkeyPatch, value: str) -> None:
    monkeypatch.setenv("GUARDRAIL_DEBUG", value)
    monkeypatch.setattr("guardrail._claims._Analysis.run", _broken_run)
    with pytest.raises(ZeroDivisionError, match="a bug inside the analysis"):
        lexicon(TODO).analyze("Deleted: Read book", [])


def test_debug_zero_means_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GUARDRAIL_DEBUG", "0")
    monkeypatch.setattr("guardrail._claims._Analysis.run", _broken_run)
    assert lexicon(TODO).analyze("Deleted: Read book", []) == []


def test_odd_receipts_and_tools() -> None:
    class Weird:
        @property
        def tool(self) -> str:
            raise RuntimeError("boom")

        ok = True
        arguments = None
        result = None

    lex = Lexicon.compile([ToolInfo(""), ToolInfo("___"), ToolInfo("🙂", "✨"), *[
        ToolInfo(n, d) for n, d in TODO]])
    found = lex.analyze("Deleted: Water the ferns", [Weird()])  # type: ignore[list-item]
    # the unreadable receipt backs nothing
    assert [(f.kind, f.tool, f.backed) for f in found] == [(G, "delete_task", False)]


def test_a_very_large_reply_is_read_up_to_its_bound() -> None:
    # (its speed is measured in benchmarks/, as a ratio; here what it reads)
    text = "".join(
        f"I deleted task {i}. Here are your notes. According to Tool{i}Query it's fine. "
        for i in range(20000)
    )[:1_000_000]
    found = lexicon(TODO).analyze(text, [])
    assert max(f.end for f in found) <= _MAX_TEXT
    # the last claim wholly inside the bound is read, and nothing beyond it
    last = max(i for i in range(20000)
               if 0 <= text.find(f"I deleted task {i}.") <= _MAX_TEXT - len(f"I deleted task {i}"))
    spans = {text[f.start: f.end] for f in found if f.kind == "ghost_success"}
    assert f"I deleted task {last}" in spans
    assert f"I deleted task {last + 1}" not in spans


# --- the shared development corpus ----------------------------------------------
DEV = Path(__file__).resolve().parents[1].parent / "shared" / "corpus" / "dev.jsonl"


def _score(path: Path) -> dict[str, float]:
    tp = fp = fn = 0
    clean = clean_hit = 0
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        case = json.loads(line)
        tools = [
            ToolInfo(
                t["name"],
                t.get("description", ""),
                tuple(t.get("claims", ())),
                (),
                tuple(((t.get("parameters") or {}).get("properties") or {}).keys()),
            )
            for t in case["tools"]
        ]
        receipts = [
            R(r["tool"], r["ok"], r.get("arguments"), r.get("result")) for r in case["receipts"]
        ]
        found = Lexicon.compile(tools).analyze(case["response"], receipts)
        pred = {(f.kind, f.tool.lower() if f.tool else None) for f in found if not f.backed}
        exp = {(e["kind"], e["tool"].lower() if e["tool"] else None) for e in case["expected"]}
        tp += len(pred & exp)
        fp += len(pred - exp)
        fn += len(exp - pred)
        if not exp:
            clean += 1
            clean_hit += bool(pred)
    return {
        "precision": tp / max(1, tp + fp),
        "recall": tp / max(1, tp + fn),
        "clean_fpr": clean_hit / max(1, clean),
    }


@pytest.mark.skipif(not DEV.exists(), reason="development corpus not present")
def test_development_corpus_meets_the_bar() -> None:
    s = _score(DEV)
    assert s["precision"] >= 0.95, s
    assert s["recall"] >= 0.95, s
    assert s["clean_fpr"] <= 0.03, s
