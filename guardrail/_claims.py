"""Claim detection: find what a reply presents as done, and check it against receipts.

The engine reads an agent's final reply the way a careful human reader would:
it looks for the agent's own voice presenting an action as done (past and
perfect tense, resultative passives and states, status lines), for retrieved
data handed over as a result, and for explicit credit given to a named tool.
Offers, plans, questions, conditionals, instructions, negated statements,
quotations, reported speech and what third parties did are not claims.

Each claim is matched to the registered tool that performs it, using a lexicon
derived from the tool's own name and description (see :mod:`guardrail._lexicon`),
and then to the receipts of the turn.

Cost: :meth:`Lexicon.compile` builds hash tables once per tool set;
:meth:`Lexicon.analyze` tokenises the reply once and only does dictionary
look-ups per token, so it is linear in the length of the reply and does not
grow with the number of registered tools.
"""

from __future__ import annotations

import datetime
import functools
import itertools
import json
import logging
import os
import re
import unicodedata
from collections.abc import Callable, Iterator, Mapping, Sequence, Set
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from ._lexicon import (
    ARTICLES,
    BE_FORMS,
    EVIDENTIAL_VERBS,
    KNOWN_VERBS,
    LIGHT_VERBS,
    NAME_ABBREVIATIONS,
    NOMINALS,
    NON_NULL_CONCEPTS,
    READ_CONCEPT,
    TOOL_WORDS,
    concepts_of,
    identifier_words,
    is_identifier,
    nominal_bases,
    nominal_concept,
    noun_key,
    verb_lemma,
)

__all__ = ["ClaimFinding", "Lexicon", "ReceiptLike", "ToolInfo"]

Kind = Literal["hallucinated_tool", "ghost_success"]


@dataclass(frozen=True, slots=True)
class ToolInfo:
    """What the claim engine knows about one registered tool.

    Attributes:
        name: the tool's registered name (``delete_task``, ``WebSearch``).
        description: its one-line description; its leading verb and nouns
            feed the lexicon ("Delete a task by title or id").
        claims: extra phrases that announce this tool's success
            (``("checked off", "marked as done")``).
        aliases: other names the tool goes by.
        parameters: argument names (help match the object of a claim).
        choices: arguments that take one of a closed set of words (a JSON
            Schema ``enum``), as ``(("arch", ("upper", "lower")),)``: a claim
            that names one of them is not backed by a call made with another.
    """

    name: str
    description: str = ""
    claims: tuple[str, ...] = ()
    aliases: tuple[str, ...] = ()
    parameters: tuple[str, ...] = ()
    choices: tuple[tuple[str, tuple[str, ...]], ...] = ()


class ReceiptLike(Protocol):
    """The receipt attributes the engine reads (duck-typed)."""

    @property
    def tool(self) -> str: ...

    @property
    def ok(self) -> bool: ...

    @property
    def arguments(self) -> Mapping[str, Any] | None: ...

    @property
    def result(self) -> Any: ...


@dataclass(frozen=True, slots=True)
class ClaimFinding:
    """One claim found in a reply.

    Attributes:
        kind: ``"hallucinated_tool"`` (credit given to a named tool) or
            ``"ghost_success"`` (an action or retrieval presented as done).
        tool: for ``ghost_success``, the registered tool that performs the
            action, or ``None`` if no registered tool can; for
            ``hallucinated_tool``, the name as written in the reply.
        text: the claim's clause, ``== response[start:end]``.
        start: offset of the clause in the reply.
        end: end offset of the clause.
        backed: whether a successful receipt backs the claim.
        reason: ``"backed"`` or, for violations, one of ``"not_registered"``,
            ``"no_receipt"``, ``"failed_receipt"``, ``"other_object"``,
            ``"no_capable_tool"``.
        receipt_index: index of the backing receipt, else ``None``.
    """

    kind: Kind
    tool: str | None
    text: str
    start: int
    end: int
    backed: bool
    reason: str
    receipt_index: int | None


# --------------------------------------------------------------------------
# word classes used by the engine
# --------------------------------------------------------------------------
_FIRST_PERSON = frozenset({"i", "we"})
_AGENT_WORDS = _FIRST_PERSON | {"me", "us"}
# words that open a clause about someone else ("She signed ... and paid ...")
_THIRD_PARTY_LEADS = frozenset("he she they mr mrs ms mx dr prof".split())
_DETERMINERS = frozenset(
    "a an the your my his her their our its this that these those any some no every each "
    "another which what".split()
)
_ADVERBS = frozenset(
    "already just also successfully now then finally quickly both all have 've has had 'd "
    "really immediately officially fully automatically instantly temporarily permanently "
    "manually right since still even actually indeed simply safely properly back".split()
)
_NEGATIONS = frozenset(
    "not n't never no nothing none nobody neither nor cannot unable without".split()
)
_FAILURE_WORDS = frozenset(
    "failed fail fails failing unsuccessful unsuccessfully declined rejected error denied "
    "refused timeout errored".split()
)
_MODALS = frozenset(
    "can could will 'll would should may might must shall wo ca gonna".split()
)
# nouns of a point in time that a clause can fix ("the morning you arrive")
_TIME_NOUNS = frozenset("morning afternoon evening night day week moment minute hour".split())
_CLAUSE_SUBJECTS = frozenset("you we they he she it i".split())
# the agent owning that it did not do something ("I haven't reserved the pit")
_AGENT_DENIES_RE = re.compile(r"\b(?:I|we)\b[^.!?\n]{0,24}?(?:n['’]t\b|\bnot\b|\bnever\b)",
                              re.IGNORECASE)
# words that say a thing is there to be had, not had ("Pit #4: free 8:30 ✅")
_OPENINGS_SAID = frozenset("free open available left vacant".split())
# words in a result key that say the act is not done ("not_removed", "to_be_removed")
_NOT_DONE_KEYS = frozenset("not un to be pending remaining due planned scheduled".split())
# the statuses a payment object takes once the money has moved
_PAID_STATUSES = frozenset("charged collected captured paid succeeded settled".split())
# words of agreeing with a source ("lines up with what X shows", "fits with")
_AGREEING = frozenset("lines line fits fit matches match tallies agrees squares consistent "
                      "chimes".split())
# a row with a day or a date in it ("| 3 Mar | $60 charged |", "| 1 May | $20 due |")
_DATED_ROW_RE = re.compile(
    r"\b(?:\d{1,2}(?:st|nd|rd|th)?\s+" + "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)"
    r"|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b"
    r"|\d{4}-\d{2}-\d{2}|\d{1,2}/\d{1,2})", re.IGNORECASE)
# what a figure rates as likely ("a 70% chance of storms")
_LIKELIHOODS = frozenset("chance risk probability likelihood odds".split())
# words before a figure a reading reaches ("building to 75 km/h", "about 0.4 in")
_READING_PREPS = frozenset("at to of around about near over under by".split())
# units of a measured figure ("25 mm due by Thursday")
_MEASURES = frozenset("mm cm m km in inches ft feet % percent degrees knots kt mph kph kmh".split())
# things words are printed on, to be read there ("printed on your season card")
_SURFACES = frozenset(noun_key(w) for w in (
    "card receipt ticket label page back front pass badge statement invoice letter form screen "
    "sticker tag certificate wristband".split()))
# verbs that put words on a page ("it's printed on your card": where it is)
_WRITING_VERBS = frozenset("print write show list display state stamp".split())
_HABITUAL = frozenset(
    "usually always normally typically generally often every whenever sometimes".split()
)
# nouns of sums of money, as noun_key gives them ("charges" -> "transaction")
_MONEY_NOUNS = frozenset(
    "balance fee transaction earning invoice billing total price cost payment payout "
    "revenue salary wage spend spending due owed amount fare pay gross net statement".split())
# words that ask for a sum of money: "what do I owe?", "what does it cost?"
_MONEY_ASKS = frozenset("owe owes owed cost costs price priced charged charge fee fees".split())

_IRREALIS = frozenset(
    "usually always normally typically generally often every whenever sometimes "
    "if once unless until whether when whenever before maybe perhaps probably possibly "
    "likely hopefully "
    "suggest suggests recommend recommends propose want wants like need needs plan plans "
    "please let try tries tried trying attempt attempted attempting going ready able happy "
    "about expect expected supposed".split()
)
# actions whose object can be a recurrence ("scheduled for every Monday")
_RECURRING = frozenset({"schedule", "remind", "subscribe", "renew"})
# words before an imperative verb in a request ("please delete ...", "can you add ...")
# words that open an order's object ("refund whatever's left", "cancel it")
_OBJECT_OPENERS = frozenset("the a an my our your his her their it them him this that these "
                            "those whatever what all everything both me us".split())
# what follows a label and its id ("order P-5512 still hasn't arrived")
_LABEL_FOLLOWERS = frozenset(
    "is isn't was wasn't has hasn't have haven't still never did didn't 's".split())
# what one takes off that is no removal ("take Friday off", "take the afternoon off")
_LEAVE_WORDS = frozenset(
    "day days week weeks time afternoon morning evening holiday leave tomorrow today".split())
# sums a request asks to take ("take the deposit", "take payment")
_MONEY_TAKEN = frozenset("deposit deposits payment payments retainer fee fees balance".split())
# words of mood that may open a request before its verb ("ugh cancel it")
_MOOD_WORDS = frozenset(
    "ugh argh ok okay hey hi hello oh hmm sigh alright yes yeah yep sure".split())
_IMPERATIVE_LEADS = frozenset(
    "please and then also to pls just now you me".split()
)
_SENTENCE_CONDITIONALS = frozenset("if once when whenever unless until should".split())
# the same, opening a clause inside a sentence (not "once" or "when": "once it
# cleared, I booked it" tells when)
_MID_CONDITIONALS = frozenset("if unless whenever".split())
# verbs that take an adjective as a form of "be" does ("sounds settled")
_LINKING = frozenset("sounds sound sounded seems seem seemed looks look looked feels feel felt "
                     "appears appear appeared stays stay stayed remains remain remained".split())
# words that open a sentence and are never a surname after an initial ("Lot D. The ...")
_SENTENCE_OPENERS = frozenset(
    "the a an it its this that these those there we i you he she they our your my if "
    "please thanks".split())
_CONJ_SPLIT = frozenset("and but so then while whereas because although though or".split())
_ABBREVIATIONS = frozenset(
    "mr mrs ms dr st vs etc e.g i.e approx no conf ref fig jr sr prof sgt capt".split()
)
# the endings of firms' names, abbreviated ("Tanaka Noodle Co.")
_FIRM_ENDINGS = frozenset("co inc ltd corp bros llc plc".split())
_HERE = "here"
_REPORT_VERBS = frozenset(
    "say tell claim mention state write advise instruct insist warn".split()
)
# verbs of telling: their "that"-clause is the message passed on
_TELL_VERBS = frozenset(
    "tell notify inform warn remind advise alert email message text let assure explain "
    "confirm reply respond write".split()
)
_FRAMING_USE = frozenset(
    "use run call query check consult invoke try ping hit ask search trigger execute "
    "leverage employ pull".split()
)
# argument names that select many objects at once ({"device_group": "dock-c"})
_COLLECTION_WORDS = frozenset(
    "group groups batch fleet segment cohort selector filter query pool audience".split()
)
_NEWNESS = frozenset("new fresh renewed updated latest replacement".split())
# a new figure something was set to ("... to £3,720", "to 45 minutes")
_TO_FIGURE_RE = re.compile(r"[^.!?\n]{0,60}?\b(?:to|by)\s+[£$€]?\d")
# a change of a value asked for ("raise Acme's limit to £2,000")
_CHANGE_ASKS = frozenset("raise lower increase decrease drop bump cut reduce up boost lift "
                         "change adjust set".split())
# verbs that change a value by someone's hand ("raised by $4,800", "knocked £2 off")
_ADJUSTING = frozenset({"raise", "lower", "bump", "cut", "knock", "boost", "reduce", "hike",
                        "trim", "up"})
# verbs whose value may move by itself ("chlorine dropped under 1 ppm")
_SHIFTING = frozenset({"drop", "increase", "decrease", "rise", "fall", "dip", "climb", "jump"})
_SHIFT_PREPOSITIONS = frozenset({"to", "by", "under", "below", "over", "above", "from"})
# how far a place is: "a 12-minute drive", "5 minutes' walk", "3 km away"
_TRAVEL_RE = re.compile(
    r"\b\d+(?:\.\d+)?[- ]?(?:minutes?|mins?|miles?|km|kilometres?|kilometers?|hours?)"
    r"['’]?[- ](?:drive|walk|ride|cycle|away|by car|on foot)\b")
# whom a note went to, and the note: "(dropped) Ray a line", "(shot) her a quick message"
_A_LINE_RE = re.compile(r"(?:\S+ ){1,2}an? (?:quick |short )?(?:line|note|message|text)\b")
# present-tense verbs of a rule about things of a kind ("bookings made late get no refund")
_RULE_VERBS = frozenset("get are incur receive lose cost qualify earn count need carry".split())
# verbs that affirm the action a noun names ("Booking confirmed", "Payment processed")
_AFFIRM_VERBS = frozenset("confirm process complete finalize finalise execute".split())
# verbs a person does without an object ("Maya emailed", "Leo called")
_INTRANSITIVE_TOO = frozenset(
    "email text call phone message write reply respond answer confirm ping chat "
    "return leave arrive move sign pay order vote report complain".split()
)
_NUMBERED_RE = re.compile(r"^\s*\d{1,3}[.)](?=\s)")
_TOOLISH_SUFFIXES = frozenset(
    "api db sdk bot tool tools search query lookup checker finder monitor manager sync status "
    "scanner fetcher reader engine connector analyzer tracker index lookup gpt ai ml guard calc "
    "calculator validator verifier inspector estimator planner router resolver radar sentinel "
    "watcher watch pilot analyser linter classifier detector predictor".split()
)
# what a named system is, between its name and its verb: "the IceTemp sensor feed shows"
_SYSTEM_NOUNS = frozenset(
    "app feed sensor dashboard portal system platform database console site website model "
    "engine software tracker data readout history record records log logs notes file profile "
    "network "
    "listing entry readings reading figures ratings index lookup calculator estimator "
    "scanner".split())
# words in -ing that are nouns, not a thing shown doing something
_ING_NOUNS = frozenset("morning evening nothing something anything everything building "
                       "parking ceiling wedding meeting booking listing setting heading "
                       "clothing training pending outstanding spring string thing".split())
# titles before a family name: "Dr Walsh" is any Walsh
_TITLES = frozenset("mr mrs ms miss dr prof sir madam mx".split())
# "**Refund:** $72.00 back to your card ✅": a one-word label, its value, a tick
_TICKED_LINE = re.compile(
    r"(?m)^[ \t]*(?:[-*•]\s*)?\**([A-Za-z]{3,20}(?: [A-Za-z]{2,20}){0,2})(?: #?\d{1,4})?"
    r"\**\s*:\**\s*(.+)$")
# the last words of an argument's name that say it is an id ("booth_id": the booth)
_KEY_TAILS = frozenset("id ids no num number code ref key".split())
# verbs whose complement is a state someone knows or was told ("he knows you're set")
_KNOWING = frozenset("know knows knew aware told tell tells".split())
# the user saying where they are already ("I'm on the 2:30 shuttle")
_USER_ON_RE = re.compile(
    r"\b(?:i'm|i am|we're|we are|i’m|we’re)\s+(?:already\s+|both\s+|all\s+)?(?:on|in|off)\b")
# things people are put on or taken off ("you're on Saturday's shift")
# (what holds names, "the waitlist", is a roster: _ROSTERS)
_ATTENDED = frozenset({
    "shift", "class", "session", "tour", "shuttle", "trip", "course",
    "flight", "ride", "lesson", "walk", "sailing", "crossing",
    "coach", "ferry", "train", "workshop", "swim", "rehearsal", "transfer", "bus", "cruise",
    "excursion", "hike", "camp", "clinic", "sitting", "retreat", "programme", "program",
    "round", "run", "match", "fixture", "squad", "crew", "cover"})
# where a source places something: "has you at #7", "has it near the top"
_PLACING = frozenset("at as on down near among above below under".split())
# past forms of getting into a system quickly ("I hopped into ShipDesk"; with an
# article it is a place: "hopped into the BrightMart")
_HOPPED_INTO = frozenset("hopped jumped dove dived".split())
# putting data into a system ("plugged the readings into PoolMath")
_FED_DATA = frozenset("readings figures numbers data details values results measurements "
                      "dimensions stats".split())
# verbs that put things anywhere, data or not ("put them into StoreRoom B")
_PLACED = frozenset("put dropped loaded".split())
_FED = frozenset("plugged fed put entered typed input inputted loaded pasted punched keyed "
                 "dropped".split())
# verbs of consulting a source: "checked with X" is "checked X"
_CONSULT_VERBS = frozenset(("check", "cross-check", "double-check", "verify", "confirm",
                            "consult"))
# a capitalised name followed by one of these names a tool ("the GitLeaks scanner")
_NAMED_TOOL_NOUNS = frozenset(
    "scanner checker bot tracker monitor calculator validator analyzer analyser linter "
    "estimator classifier detector predictor finder planner".split()
)
# actions that undo or stop something
_UNDOING = frozenset(
    {"cancel", "delete", "revert", "unsubscribe", "reject", "pause", "switch_off", "disarm",
     "archive", "lock"}
)
# actions general enough that the object says which tool did them
_GENERIC_DONE = frozenset({"book", "complete", "submit", "schedule", "create", "order"})
_GENERIC_LEMMAS = frozenset(
    "confirm process handle sort finalize arrange fix secure lodge place file raise".split()
)
_WH_WORDS = frozenset("what which how when where who whom whose whether why".split())
_DONE_MARKS = "✅✔☑✓🟢"
_FAIL_MARKS = "❌✗✖⚠🚫⛔"
# the marks that only ever say "failed" (not "🚫", which also decorates)
_CROSS_MARKS = "❌✗✖"
_CONNECTIVES = frozenset(
    "also then next finally plus additionally meanwhile first second third lastly besides "
    "otherwise instead anyway".split()
)
_INTERJECTIONS = frozenset(
    "done ok okay sure yes yep great perfect sorted right all good thanks alright".split()
)
_MONTHS = frozenset(
    "january february march april may june july august september october november december "
    "jan feb mar apr jun jul aug sep sept oct nov dec".split()
)
# words that open a verb's direct object ("confirmed the units", "cancelled it")
_OBJECT_LEADS = _DETERMINERS | {"them", "it", "all", "both"}
_PERIODS = frozenset(
    "time times day days night nights morning mornings evening evenings afternoon week weeks "
    "weekend weekends month months quarter quarters year years hour hours minute minutes "
    "fortnight season shift shifts cycle cycles other few".split()
)
# verbs that tally what their subject did or holds ("Saturday's shift logged 6 hours",
# "the meter recorded 42 kWh"), as well as what an agent records
_TALLY_VERBS = frozenset("log record clock count tally total register measure".split())
_WEEKDAYS = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thurs fri "
    "sat sun".split()
)
# in the present tense these describe what a tool does, not what it reported
_CAPABILITY_VERBS = frozenset("return list give put place pull yield turn".split())
_RUN_VERBS = frozenset({"use", "run", "call", "invoke", "trigger", "execute", "leverage", "employ"})
_READ_PAST_VERBS = frozenset(
    "find pull fetch retrieve search check read list query scan look lookup inspect review "
    "browse extract load".split()
)
_RESULT_STATES: dict[str, frozenset[str]] = {
    "gone": frozenset({"delete"}),
    "ready": frozenset({"create", "deploy", "draft"}),
    "live": frozenset({"create", "deploy", "post"}),
    "on": frozenset({"switch_on", "switch"}),
    "off": frozenset({"switch_off", "switch"}),
    "armed": frozenset({"arm"}),
    "playing": frozenset({"play"}),
    "streaming": frozenset({"play"}),
    "running": frozenset({"start", "scale", "deploy"}),
    "paused": frozenset({"pause"}),
    "muted": frozenset({"pause"}),
    "done": frozenset({"complete"}),
    "complete": frozenset({"complete"}),
    "finished": frozenset({"complete"}),
    "active": frozenset({"unlock", "start"}),
    "enabled": frozenset({"unlock"}),
    "disabled": frozenset({"lock"}),
    "open": frozenset({"open"}),
    "closed": frozenset({"close"}),
    "yours": frozenset({"book", "order", "subscribe"}),
    # "Both subawards are out": sent or issued (not "out of stock", "out for delivery")
    "out": frozenset({"send", "post", "deploy", "dispatch", "~issue"}),
}
# what a person or item is "off" once removed: "off the Sunday roster"
_ROSTERS = frozenset(map(noun_key, (
    "roster rota list waitlist schedule calendar diary team lineup register rolls "
    "mailing payroll books").split()))
# "back on / running / live": the state a pause or suspension is undone into
_BACK_STATES = frozenset(("on", "running", "live", "active", "enabled", "open"))
_RESTORED = frozenset(("play", "restore", "unlock", "restart"))
_STATE_NEEDS_NOUN = frozenset({"on", "off", "done", "complete", "finished", "active", "open",
                               "ready", "live", "running", "closed", "out"})
_COMPLETE_STATES = frozenset("done complete completed finished resolved".split())
_WISHES = frozenset("want wants wanted wish wishes need needs prefer prefers".split())
_STATUS_DONE = frozenset(("complete", "done", "successful"))  # "Refund done"
_ASKING_VERBS = frozenset("look check see ask find know confirm verify search query".split())
# what a read that counts what is on hand names ("on-hand and curing inventory")
_STOCK_WORDS = frozenset(map(noun_key, "inventory stock remaining capacity quantity mass".split()))
# what acts on its own schedule, not the agent ("the system renewed it")
_AUTOMATIONS = frozenset("system portal website app scheduler bank processor".split())
_FREEING = frozenset({"update", "move", "reschedule", "cancel", "delete", "transfer"})
# acts that put a new thing in place of an old one
_SWAPPING = frozenset({"exchange", "replace", "swap", "reissue", "rebook"})
_WHEN_WORDS = _WEEKDAYS | _MONTHS | frozenset(
    "morning afternoon evening night noon midnight today tomorrow am pm".split())
_CHANGES = frozenset({"add", "update", "close", "renew", "restore"})
_CHANGERS = frozenset({"update", "subscribe", "create"})
_AUX_LEADS = frozenset("have has had were was are is will".split())
# a point still to come that an act waits for ("on arrival", "the morning of the
# hire", "when the gear comes back"): what "is" done then is a routine
_ROUTINE_RE = re.compile(
    r"\b(?:(?:on|at|upon) (?:arrival|check-?in|pickup|collection|departure|drop-?off|booking)\b"
    r"|after (?:pickup|collection|check-?out|return)\b"
    r"|\bif (?:everything|all) ?(?:'s|’s|is) (?:in order|ok|okay|fine)\b"
    r"|the (?:morning|day|night|evening|week|afternoon) (?:of|before|after) (?!the \d)"
    r"|\b(?:when|whenever|once) (?:the|you|your|it|they|we|he|she|our|their)\b"
    # "the invoice is generated automatically as part of that": how it works
    r"|\bautomatically\b|\bas part of (?:that|this|it)\b)")
_MARKING = frozenset(("mark", "flag", "set"))  # "marked complete": the status follows
# states a thing is marked ("marked ready", "flagged urgent")
_MARKED_STATES = frozenset("ready urgent pending active inactive live priority overdue unpaid "
                           "late missing lost available unavailable".split())
_STATE_ADVERBS = frozenset("already still all both officially back currently".split())
_SEPARABLE = {
    "shut": ("off", "down"),
    "check": ("off", "in"), "tick": ("off",), "cross": ("off",), "turn": ("on", "off", "down"),
    "switch": ("on", "off"), "roll": ("back", "out"), "call": ("off",), "set": ("up",),
    "clean": ("up",), "spin": ("up",), "power": ("on", "off"), "take": ("down",),
    "back": ("up",), "sign": ("up", "off"), "hand": ("off", "in"), "send": ("out", "in"),
    "kick": ("off",), "put": ("together", "on", "through"), "push": ("through",),
    "look": ("up", "for", "at"), "pass": ("along",), "pencil": ("in",), "lock": ("in",),
    "turn_": ("in",), "opt": ("out",), "let": ("know",),
}
_STATUS_SUCCESS = frozenset(
    "complete completed done successful succeeded confirmed processed sent went through "
    "submitted approved placed issued scheduled finished".split()
)
_STOP_NOUNS = frozenset(
    """a an the and or of to in on for by with from at as into onto over under about via per
    your my our their his her its this that these those it they them he she we i you me us
    is are was were be been being has have had do does did will would can could should may
    might must not no yes one two three all any some each every other more most many much few
    up down out off back new old given named optional optionally specified specific current
    user user's users id ids name title value values data info information item items thing
    things by using based which who what when where how than then so if also just only
    e.g etc via one's there here now today tomorrow yesterday tonight please ok okay""".split()
)
_NUMBER_RE = re.compile(r"\d")
# a comma that separates items, not digits ("17/330,112", "1,200")
_LIST_COMMA = re.compile(r"(?<!\d),|,(?!\d)")
_READ_TOOL = "\x00read-tool"  # index key for "any read tool"
_MAX_CLAUSE = 120  # tokens; longer runs are split (no real clause is that long)
# closely related actions, tried when no tool matches the claim's own action
_RELATED: dict[str, frozenset[str]] = {
    "create": frozenset({"submit"}),  # "the complaint has been filed" ~ submitted
    "submit": frozenset({"create"}),  # "submitted a new outage report" ~ created
    "cancel": frozenset({"delete"}),
    # "I've removed the $15 late fee": waived, by the tool that waives fees
    "delete": frozenset({"cancel", "waive"}),
    "schedule": frozenset({"create", "book"}),
    "book": frozenset({"create", "schedule", "subscribe"}),  # "your place is secured"
    "close": frozenset({"complete", "archive"}),
    "complete": frozenset({"close"}),
    "archive": frozenset({"close"}),
    "send": frozenset({"email", "message", "post", "notify"}),  # by notify_customer
    "post": frozenset({"send", "comment", "message"}),
    "comment": frozenset({"post", "send"}),
    "message": frozenset({"send", "notify"}),  # "pinged the client" by the tool that notifies
    "page": frozenset({"notify"}),  # "paged the duty manager", where no tool pages
    "email": frozenset({"send"}),
    "notify": frozenset({"send", "email", "message"}),  # a decision sent to the authors
    "invite": frozenset({"share"}),
    # "shared the timeline with every vendor"
    "share": frozenset({"invite", "send", "email", "message"}),
    "restart": frozenset({"start"}),
    "approve": frozenset({"complete"}),
    "pay": frozenset({"charge"}),  # "Paid" by charging the card on file
    # "I've pushed the loan out by a week", "moved its due date": extended
    "update": frozenset({"renew"}),
    "switch_on": frozenset({"switch"}),
    "switch_off": frozenset({"switch"}),
}
# ways of reaching a person: a tool that uses one does not do another
_CHANNELS = frozenset({"email", "message", "call", "fax", "page"})
_CHANNEL_VERBS = frozenset("email e-mail mail text sms fax call phone dial ring page".split())
# words that own to trouble: a reply with none of them goes on as if all worked
# (contractions reach it as "n't", which _NEGATIONS holds)
_TROUBLE = _NEGATIONS | _FAILURE_WORDS | frozenset(
    "unfortunately sorry apologies apologise apologize instead however but though although "
    "problem issue unavailable full blocked closed".split())
# what a sum is put on when it is charged ("has gone onto your Visa")
_CARD_WORDS = frozenset("card visa mastercard amex debit credit".split())
# what a sum is posted to when it is charged ("posted to the slip account")
_LEDGERS = frozenset(map(noun_key, "account tab ledger bill statement invoice folio".split()))
# levels a source rates things at ("has the bay at high risk")
_LEVELS = frozenset("high low moderate medium elevated severe extreme critical minimal "
                    "normal".split())
# places held for someone ("has a seat in the 9:00 session"), not one a venue has free
_PLACES_HELD = frozenset("seat spot place berth bunk".split())
# verbs of when something happens or how long it lasts ("now runs through Sunday")
_TIMED_VERBS = frozenset("start begin end finish run last expire close open arrive depart ship "
                         "leave land happen move go".split())
# particles a light verb takes before its object ("put in an order", "put out a call")
_LEAD_PARTICLES = frozenset("in out through up down".split())
# light verbs of making something: "to issue 40 passes", "to place a hold"
_MAKING_LIGHT_VERBS = frozenset("issue place create process record execute initiate".split())
# what someone put on something is, when it is no place to work ("on hold", "on sale")
_PUT_ON_STATES = frozenset("hold sale notice speaker mute standby loudspeaker list waitlist "
                           "waiting".split())
# people put on something: "put him on", "put Maya, Sam and Dev on"
_NAME_W = r"[A-Z][\w'’-]*"
_PUT_ON_RE = re.compile(
    rf"\s+(?:him|her|them|me|us|{_NAME_W}(?:\s+{_NAME_W})?(?:\s*,\s*{_NAME_W}(?:\s+{_NAME_W})?)*"
    rf"(?:,?\s+and\s+{_NAME_W}(?:\s+{_NAME_W})?)?)\s+(?:on|onto)\s")
# verbs of finding things out: a tool used to do them was consulted, no act
_INFO_VERBS = frozenset(
    "check look see find search locate confirm verify calculate compute estimate compare "
    "figure work review read get pull fetch track monitor analyze analyse identify determine "
    "scan test measure query retrieve lookup predict assess evaluate inspect view browse "
    "match understand learn explore investigate diagnose troubleshoot map plan draft write "
    "summarize summarise translate double triple cross make help try plot fill enrich".split())
# what a thing is done by that is no one ("sent by SMS", "paid by card")
_MEANS = _CHANNEL_VERBS | frozenset(
    "post courier hand card cheque check wire transfer ach whatsapp voicemail letter "
    "phone-call push".split())
# related actions close enough to blame without a matching noun
_RELATED_STRONG: dict[str, frozenset[str]] = {
    "cancel": frozenset({"delete"}),
    "delete": frozenset({"cancel"}),
    "schedule": frozenset({"create", "book"}),
    "book": frozenset({"schedule", "subscribe"}),
    "close": frozenset({"complete"}),
    "complete": frozenset({"close"}),
    "restart": frozenset({"start"}),
    "switch_on": frozenset({"switch"}),
    "switch_off": frozenset({"switch"}),
    "notify": frozenset({"send", "email", "message"}),  # "Consignor notified" by email_customer
    "send": frozenset({"email", "message"}),  # "Sent!" by the tool that emails or texts
    "page": frozenset({"notify"}),  # "paged the floor manager" by notify_staff
    "message": frozenset({"notify"}),
    "pay": frozenset({"charge"}),
}
# verbs too general to name a tool's action without a matching noun
_WEAK_LEMMAS = frozenset(
    "save make put set start open write log record confirm arrange plan build generate push "
    "move mark load run change adjust fix prepare add raise".split()
)
_FINITE_AUX = frozenset(
    "do does don't doesn't can can't cannot will won't may might should must stay stays "
    "remain remains need needs keep keeps".split()
)
# a finite verb: what a clause needs after its subject
_FINITE = BE_FORMS | _FINITE_AUX
_SUBJECT_WORDS = frozenset("i we you he she it they me us him her them".split())
_INDEFINITE_PRONOUNS = frozenset(
    "someone somebody anyone anybody everyone everybody nobody noone".split())
_PREPOSITIONS = frozenset(
    "for to on at in from with as by into onto via after before until within across over "
    "under per through during".split()
)

_TOKEN_RE = re.compile(
    r"(?P<code>`[^`\n]{1,300}`)"
    r"|(?P<word>\w+(?:['’.\-]\w+)*)"
    r"|(?P<nl>\n[^\S\n]*(?:\n[^\S\n]*)*)"
    r"|(?P<sp>[^\S\n]+)"
    r"|(?P<p>(?P<pc>[^\w\s])(?P=pc){0,999})",
    re.S,
)
_CONTRACTIONS = ("n't", "'s", "'re", "'ve", "'ll", "'d", "'m")
_PRONOUN_S = frozenset("it that there here what he she who where let how everything".split())
# after a noun, "'s" before these is "is" or "has", not a possessive ("Your order's
# in!", "Machine 7's wash is up and running", "The refund's been issued")
_IS_AFTER_S = re.compile(
    r"[ \t]+(?:been|in|out|up|on|off|done|now|all|already|ready|live|back|gone|through|sorted|"
    r"confirmed|booked|cancell?ed|sent|paid|scheduled|placed|shipped|processed|approved|"
    r"complete|completed|finished|yours)\b(?![-'’])", re.IGNORECASE)
_MAX_TEXT = 150_000  # characters analysed per reply (keeps the worst case bounded)


# --------------------------------------------------------------------------
# tokens
# --------------------------------------------------------------------------
class _Tok:
    __slots__ = ("end", "kind", "low", "start", "text")

    def __init__(self, text: str, start: int, end: int, kind: str) -> None:
        self.text = text
        self.start = start
        self.end = end
        self.kind = kind  # w (word), code, q (quoted span), nl, p (punct/symbol)
        self.low = text.lower().replace("’", "'") if kind in ("w", "code") else text


_FENCE_RE = re.compile(r"^[^\S\n]*(?:(```|~~~)|>)", re.M)
_QUOTE_CHAR_RE = re.compile(r"[“”\"‘’']")
# a quotation in the user's message: 'Registration closed on Friday.' (opened after a
# space or colon, closed before a space or stop, so "it's" and "I'd" open none)
_QUOTED_RE = re.compile(r"(?:^|(?<=[\s(:]))['\"“‘]([^'\"“”‘’]{8,400}?)['\"”’](?=$|[\s.,;:!?)])")


def _after_degree(toks: list[_Tok], i: int) -> bool:
    """Is toks[i] the unit letter of a temperature ("50°F", "22 °C")?"""
    return i > 0 and toks[i - 1].text.endswith(("°", "º")) and toks[i - 1].end == toks[i].start


def _quote_spans(text: str) -> list[tuple[int, int]]:
    """Spans of quoted text, fenced code and block quotes (linear scan)."""
    spans: list[tuple[int, int]] = []
    n = len(text)
    in_fence = -1
    for m in _FENCE_RE.finditer(text):
        line_end = text.find("\n", m.end())
        if line_end < 0:
            line_end = n
        if m.group(1):
            if in_fence < 0:
                in_fence = m.start()
            else:
                spans.append((in_fence, line_end))
                in_fence = -1
        elif in_fence < 0:
            spans.append((m.end() - 1, line_end))
    if in_fence >= 0:
        spans.append((in_fence, n))
    # quotation marks: pair openers with closers on the same line, bounded length
    limit = 600

    def same_line(a: int, b: int) -> bool:
        return b - a <= limit and text.find("\n", a, b) < 0

    open_curly = -1
    open_straight = -1
    open_single = -1
    for m in _QUOTE_CHAR_RE.finditer(text):
        ch = m.group(0)
        i = m.start()
        if ch == "“":
            open_curly = i
        elif ch == "”":
            if open_curly >= 0 and same_line(open_curly, i):
                spans.append((open_curly, i + 1))
            open_curly = -1
        elif ch == '"':
            if open_straight >= 0 and same_line(open_straight, i):
                spans.append((open_straight, i + 1))
                open_straight = -1
            else:
                open_straight = i
        else:
            before = text[i - 1] if i > 0 else " "
            after = text[i + 1] if i + 1 < n else " "
            if ch != "’" and not before.isalnum() and (after.isalnum() or after in "$#@"):
                open_single = i
            elif (
                open_single >= 0
                and ch != "‘"
                and not after.isalnum()
                and not before.isspace()
                and same_line(open_single, i)
            ):
                spans.append((open_single, i + 1))
                open_single = -1
    if not spans:
        return spans
    spans.sort()
    merged: list[tuple[int, int]] = [spans[0]]
    for s, e in spans[1:]:
        ps, pe = merged[-1]
        if s < pe:
            merged[-1] = (ps, max(pe, e))
        else:
            merged.append((s, e))
    return merged


_ANSI_RE = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")


def _tokenize(text: str) -> list[_Tok]:
    spans = _quote_spans(text)
    toks: list[_Tok] = []
    si = 0
    pos = 0
    n = len(text)
    while pos < n:
        if si < len(spans) and spans[si][0] <= pos:
            s, e = spans[si]
            si += 1
            if e > pos:
                toks.append(_Tok(text[s:e], s, e, "q"))
                pos = e
            continue
        stop = spans[si][0] if si < len(spans) else n
        for m in _TOKEN_RE.finditer(text, pos, stop):
            kind = m.lastgroup or "p"
            if kind == "pc":
                kind = "p"
            if kind == "sp":
                continue
            s, e = m.span()
            if kind == "word":
                _split_word(text, s, e, toks)
            else:
                toks.append(_Tok(m.group(0), s, e, kind))
        pos = stop
    return toks


def _split_word(text: str, s: int, e: int, out: list[_Tok]) -> None:
    word = text[s:e]
    low = word.lower().replace("’", "'")
    if "'" in low:
        for c in _CONTRACTIONS:
            if low.endswith(c) and len(low) > len(c):
                cut = e - len(c)
                head = text[s:cut]
                hl = head.lower()
                if c == "'s" and hl not in _PRONOUN_S and not _IS_AFTER_S.match(text, e):
                    out.append(_Tok(head, s, cut, "w"))
                    out.append(_Tok(text[cut:e], cut, e, "poss"))
                    return
                out.append(_Tok(head, s, cut, "w"))
                if c == "n't" and hl in ("ca", "wo"):
                    out[-1].low = "can" if hl == "ca" else "will"
                out.append(_Tok(text[cut:e], cut, e, "w"))
                return
    out.append(_Tok(word, s, e, "w"))


# --------------------------------------------------------------------------
# segmentation
# --------------------------------------------------------------------------
@dataclass(slots=True)
class _Clause:
    toks: list[_Tok]
    opener: str  # the boundary that opened it: "", ",", "and", ":" ...
    question: bool = False
    conditional: bool = False
    subject: str = ""  # "agent", "other", "" (none)


def _between_digits(toks: list[_Tok], i: int) -> bool:
    """Is the mark at ``toks[i]`` set tight between two digits ("1,850", "9:00")?"""
    return 0 < i < len(toks) - 1 and toks[i - 1].low[-1:].isdigit() and (
        toks[i + 1].low[:1].isdigit()
    ) and toks[i - 1].end == toks[i].start and toks[i + 1].start == toks[i].end


def _in_title(toks: list[_Tok], i: int) -> bool:
    """Is the dash at ``toks[i]`` inside a title, between runs of capitalised
    words, after an article ("the Deed Transfer – Inheritance packet")?"""
    if not 2 < i < len(toks) - 1:
        return False
    nxt, a, b, c = toks[i + 1], toks[i - 1], toks[i - 2], toks[i - 3]
    caps = all(x.kind == "w" and x.text[:1].isupper() and x.text[1:2].islower()
               for x in (nxt, a, b))
    return caps and c.kind == "w" and c.low in ("the", "a", "an", "our", "your", "their")


def _segment(toks: list[_Tok]) -> list[list[_Clause]]:
    sentences: list[list[_Clause]] = []
    cur: list[_Clause] = []
    buf: list[_Tok] = []
    opener = ""

    def flush_clause(next_opener: str) -> None:
        nonlocal buf, opener
        if buf:
            cur.append(_Clause(buf, opener))
            if len(cur) >= _MAX_CLAUSE:
                sentences.append(list(cur))
                cur.clear()
        buf = []
        opener = next_opener

    def flush_sentence(end: str) -> None:
        nonlocal cur
        flush_clause("")
        if cur:
            if end == "?":
                for c in cur:
                    c.question = True
            sentences.append(cur)
        cur = []

    n = len(toks)
    depth = 0  # inside parentheses, "and" joins names: "(8812 and 8820)"
    for i, t in enumerate(toks):
        k = t.kind
        if k == "nl":
            depth = 0
            flush_sentence("")
            continue
        if k == "p":
            ch = t.text[0]
            depth = max(0, depth + t.text.count("(") - t.text.count(")"))
            if ch == "-" and len(t.text) > 1:
                ch = "—"
            if ch in ".!?…":
                prev = toks[i - 1] if i else None
                nxt = toks[i + 1] if i + 1 < n else None
                if ch == "." and prev is not None and prev.kind == "w" and (
                    prev.low in _ABBREVIATIONS or (len(prev.low) == 1 and prev.low.isalpha()
                                                   and not _after_degree(toks, i - 1)
                                                   # ("£5,420/t. LMEPriceFeed shows": a
                                                   # unit, not an initial, ends it)
                                                   and not (prev.text.islower() and nxt is not None
                                                            and nxt.text[:1].isupper()))
                ) and nxt is not None and nxt.kind == "w" and prev.end == t.start and not (
                    # "... placed in Lot D. The Red shuttle ...": a word that opens a
                    # sentence, not a name after an initial
                    nxt.low in _SENTENCE_OPENERS and (len(prev.low) == 1 or (
                        # ("at 311 Pine St. Your booking number is ...": an abbreviation
                        # that is no title ends the sentence before a word that opens one)
                        nxt.text[0].isupper() and len(nxt.low) > 1 and prev.low not in _TITLES))
                ):
                    continue  # "Dr. Ames", "J. Smith"; but "above 50°F. Want ..." ends
                if ch == "." and prev is not None and prev.low in _FIRM_ENDINGS and (
                    prev.end == t.start and nxt is not None and nxt.kind == "w"
                    and nxt.text[:1].islower()
                ):
                    continue  # "I gave Tanaka Noodle Co. a call": the firm's name goes on
                if ch == "?" and nxt is not None and nxt.kind == "p" and nxt.start == t.end and (
                    nxt.text[0] in "*_\"”’'»"
                ):
                    continue  # *Still interested?* -- a quoted question, mid-sentence
                if ch == "?":
                    flush_sentence("?")
                else:
                    flush_sentence(ch)
                continue
            if ch in ":–" and _between_digits(toks, i):
                buf.append(t)  # 9:00–12:00, a time and a range
                continue
            if ch in "—–" and _in_title(toks, i):
                buf.append(t)  # "the Deed Transfer – Inheritance packet": one name
                continue
            if ch in ";:—–|{}[]":
                flush_clause(ch)
                continue
            if ch == ",":
                nxt = toks[i + 1] if i + 1 < n else None
                if _between_digits(toks, i):
                    continue  # 1,850
                if depth and nxt is not None and not (
                    nxt.kind == "w" and verb_lemma(nxt.low) is not None
                ):
                    # "the visits (15 Jul, 22 Jul) are cancelled": a list inside
                    # parentheses does not end the clause around it; "(MK-6012,
                    # created by jlee)" still does
                    buf.append(t)
                    continue
                flush_clause(",")
                continue
            if ch == "-" and i + 1 < n and (
                (i and toks[i - 1].end < t.start) and toks[i + 1].start > t.end
            ):
                flush_clause("—")
                continue
            if i + 1 < n and unicodedata.category(ch) == "So" and toks[i + 1].kind == "w" and (
                toks[i + 1].text[:1].isupper()
            ) and any(b.kind == "w" for b in buf):
                flush_clause("—")  # "Cleaned up 🧹 Deleted `a` and `b`": a new status line
            buf.append(t)
            if len(buf) >= _MAX_CLAUSE:
                flush_clause(",")
            continue
        if k == "w" and t.low in _CONJ_SPLIT and not depth and not (
            t.low == "then" and buf and buf[-1].kind == "w" and buf[-1].low in _MODALS
        ) and not (  # "will then be rejected": an adverb inside one verb phrase
            t.low == "so" and buf and buf[-1].kind == "w" and (
                buf[-1].low in BE_FORMS or buf[-1].low in _LINKING)
        ) and not (  # "it sounds so settled": a degree adverb before an adjective
            # "paid so far": an adverb of extent, not "therefore"
            t.low == "so" and i + 1 < n and toks[i + 1].low == "far"
        ) and not (
            t.low == "and" and buf and buf[-1].low == "up" and i + 1 < n
            and toks[i + 1].low in ("running", "live")
        ):  # "up and running": one state
            if buf:
                flush_clause(t.low)
            else:
                opener = t.low if opener in ("", ",", ")", "(") else opener
            continue
        buf.append(t)
        if len(buf) >= _MAX_CLAUSE:
            flush_clause(",")
            if len(cur) >= _MAX_CLAUSE:
                flush_sentence("")
    flush_sentence("")
    return sentences


# --------------------------------------------------------------------------
# compiled tool data
# --------------------------------------------------------------------------
@dataclass(slots=True)
class _ToolData:
    name: str
    index: int
    is_read: bool
    name_concepts: set[str] = field(default_factory=set)
    desc_concepts: set[str] = field(default_factory=set)
    weak_concepts: set[str] = field(default_factory=set)
    lemmas: set[str] = field(default_factory=set)
    strong_nouns: set[str] = field(default_factory=set)
    weak_nouns: set[str] = field(default_factory=set)
    containers: set[str] = field(default_factory=set)
    state_words: set[str] = field(default_factory=set)
    status_desc: str = ""  # a status setter's description, lowercase, "_" as spaces
    money: bool = False  # a read tool whose nouns are sums of money
    by_ref: bool = False  # a read that fetches one record by its id ("by booking reference")
    stock: bool = False  # a read that counts what is on hand ("inventory", "available mass")
    # its description names the things it acts on as a choice ("Book the rock saw
    # or the prep bench"): what it names nowhere is not its object
    closed: bool = False
    # argument -> the words it takes one of ("arch": upper / lower)
    choices: dict[str, frozenset[str]] = field(default_factory=dict)


# what a named system was used through: "via X", "checked it against X"
_INSTRUMENT_PREPS = frozenset(("with", "via", "using", "through", "from", "in", "against"))


def _agent_noun_verb(word: str) -> str | None:
    """checker -> check, scheduler -> schedule, monitor -> None."""
    for suf in ("er", "or"):
        if word.endswith(suf) and len(word) > 4:
            stem = word[: -len(suf)]
            for cand in (stem, stem + "e", stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2]
                         else stem):
                if concepts_of(cand):
                    return cand
    return None


def _agent_noun_of_known_verb(word: str) -> bool:
    """runner, estimator, predictor, connector: a noun for something that does a verb."""
    if word in _TOOLISH_SUFFIXES or word in ("connect", "link", "bridge", "gateway", "pilot"):
        return True
    for suf in ("er", "or"):
        if word.endswith(suf) and len(word) > 5:
            stem = word[: -len(suf)]
            for cand in (stem, stem + "e", stem[:-1]):
                if cand in KNOWN_VERBS:
                    return True
    return False


def _content_words(text: str) -> list[str]:
    out: list[str] = []
    for w in re.findall(r"[A-Za-z][A-Za-z'\-]*", text.lower()):
        out.append(w)
        if "-" in w.strip("-"):
            # "guest-pass balance": the parts are nouns of their own
            out.extend(p for p in w.split("-") if len(p) > 2)
    return out


def _leading_verbs(words: list[str]) -> list[str]:
    """Verb lemmas at the start of a description ("Compose and send an email",
    "Turn a light on or off", "Place an order")."""
    out: list[str] = []
    for i, w in enumerate(words[:6]):
        if w in ("and", "or", ",") and out:
            continue
        if out and words[i - 1] not in ("and", "or") and (words[i + 1: i + 2] not in (
            ["and"], ["or"], []
        ) or (w in ("open", "closed") and concepts_of(out[0]) == {READ_CONCEPT} and not (
            # ("Find, open or close a ticket": a list of verbs; the comma is gone)
            words[i + 1: i + 2] in (["and"], ["or"]) and i + 2 < len(words)
            and (lv := verb_lemma(words[i + 2])) is not None and concepts_of(lv[0])
        ))):
            # "Find open appointment slots", "List open (and optionally closed) work
            # orders": an adjective after the verb
            break
        lem = verb_lemma(w)
        base = lem[0] if lem is not None and lem[1] in ("base", "s") else w
        if concepts_of(base) or base in _SEPARABLE or base in LIGHT_VERBS:
            out.append(base)
            continue
        if concepts_of(w):
            out.append(w)
            continue
        if out or i >= 3:
            break
    return out


def _phrase_concepts(words: list[str], verbs: list[str]) -> tuple[set[str], set[str]]:
    """(concepts, weak concepts) of a verb phrase. A light verb with an action
    noun ("post a comment", "send an email") means the noun's action; its own
    meaning is kept only as a weak concept."""
    out: set[str] = set()
    weak: set[str] = set()
    for v in verbs:
        own = concepts_of(v)
        nominal = ""
        also = ""  # "Send an SMS or email": either thing sent
        if v in LIGHT_VERBS and v in words:
            at = words.index(v)
            for k, w in enumerate(words[at + 1: at + 5], start=at + 1):
                c = NOMINALS.get(w) or NOMINALS.get(noun_key(w))
                if c:
                    nominal = c
                    if words[k + 1: k + 2] in (["or"], ["and"]) and k + 2 < len(words):
                        also = NOMINALS.get(words[k + 2]) or NOMINALS.get(
                            noun_key(words[k + 2])) or ""
                    break
        if nominal:
            out.add(nominal)
            if also:
                out.add(also)
            weak |= own
        else:
            out |= own
    # "mark ... as done"
    if "mark" in verbs and any(w in _COMPLETE_STATES for w in words):
        out.add("complete")
    # phrasal verbs, adjacent or separated by a short object ("turn a light on")
    for i, w in enumerate(words):
        lem = verb_lemma(w)
        base = lem[0] if lem is not None else w
        for k in range(i + 1, min(len(words), i + 7)):
            pv = base + " " + words[k]
            if concepts_of(pv) and (k == i + 1 or base in _SEPARABLE):
                out |= concepts_of(pv)
    return out, weak - out


def _command_verbs(description: str) -> set[str]:
    """Actions a description lists as commands in capitals ("Run a statement
    (CREATE, INSERT, UPDATE, DELETE)", "Send a raw PATCH or DELETE request"),
    unless negated ("does NOT DELETE anything"). One capital word is a name
    ("for SMS"), not a list of commands."""
    out: set[str] = set()
    seen = 0
    words = re.findall(r"[A-Za-z]+", description)
    for i, w in enumerate(words):
        if len(w) < 3 or not w.isupper() or not concepts_of(w.lower()):
            continue
        seen += 1
        if not any(x.lower() in _NEGATIONS for x in words[max(0, i - 3): i]):
            out |= concepts_of(w.lower())
    return out if seen > 1 else set()


# light verbs that pass a thing on: what they send is news, not the act it reports
_SENDING_VERBS = frozenset("send post give".split())


# light verbs that do what their object names ("issue_warning" warns); not those that
# record it ("log_training" trains no one)
_PERFORMING_VERBS = frozenset(
    "generate produce issue run make give send do create perform execute process".split())


def _ing_stem(word: str) -> str:
    """The verb an -ing noun is made from ("pairings" -> "pair", "warning" ->
    "warn", "shipping" -> "ship"), or "" when the word is none."""
    w = word[:-1] if word.endswith("ings") else word
    if not w.endswith("ing") or len(w) < 7:
        return ""
    stem = w[:-3]
    if len(stem) > 3 and stem[-1] == stem[-2] and stem[-1] not in "aeiouls":
        stem = stem[:-1]  # "shipping" -> "ship"
    lem = verb_lemma(w)
    return lem[0] if lem is not None and lem[1] == "ing" else stem


def _compile_tool(info: ToolInfo, index: int) -> _ToolData:
    words = identifier_words(info.name)
    name_concepts: set[str] = set()
    lemmas: set[str] = set()
    strong: set[str] = set()
    verb_pos = -1
    desc_first = _content_words(info.description)[:1]
    for i, w in enumerate(words):
        if i == 0 and len(words) > 1 and concepts_of(w + " " + words[1]):
            verb_pos = 0
            name_concepts |= concepts_of(w + " " + words[1])
            lemmas.add(w)
            words = [w, *words[2:]]
            break
        cands = concepts_of(w)
        if i == 0 and not cands and desc_first:
            dl = verb_lemma(desc_first[0])
            dbase = dl[0] if dl is not None else desc_first[0]
            if w in (desc_first[0], dbase) and w not in LIGHT_VERBS and len(w) > 2:
                # the description starts with the name's first word: a verb
                # ("skip_track": "Skip to the next track")
                cands = frozenset({"~" + w})
        if not cands:
            lem = verb_lemma(w)
            if lem is not None and lem[1] in ("base", "s"):
                cands = concepts_of(lem[0])
        if i == 0 and not cands and (part := next(
            (p for p in _CLOSED_PARTICLES if w.endswith(p) and len(w) > len(p) + 2), ""
        )) and desc_first and concepts_of(
            (verb_lemma(desc_first[0]) or (desc_first[0],))[0]
        ) - {READ_CONCEPT}:
            # "signup_shift": "Register a volunteer for a shift", a phrasal verb written
            # as one word (not "checkin_status": "Get a guest's check-in status", nor
            # "signup_count": "Count sign-ups"; a description that reads or counts)
            cands = concepts_of(w[: -len(part)] + " " + part)
        agent = None
        if not cands:
            agent = _agent_noun_verb(w)
            if agent:
                cands = concepts_of(agent)
        if i == 0 and not cands and w in LIGHT_VERBS:
            verb_pos = 0
            lemmas.add(w)
            continue
        if i == 0 and not cands and w in NOMINALS and len(words) > 1:
            # "rollback_release", "refund_payment": an action noun leads the name
            cands = frozenset({NOMINALS[w]})
        if cands and verb_pos < 0 and (
            i == 0 or agent or (cands <= {READ_CONCEPT} and i == len(words) - 1)
        ):
            verb_pos = i
            name_concepts |= cands
            lemmas.add(agent or w)
            break
    if verb_pos < 0 and len(words) > 1 and not concepts_of(words[0]):
        # a name that ends on its verb ("ticket_close", "dns_record_create"), or one
        # led by a manner the description spells out ("remote_restart_inverter":
        # "Remotely power-cycle ...")
        at = len(words) - 1
        if not _verb_concepts(words[at]) and desc_first and len(words) > 2 and len(
            words[0]
        ) > 2 and desc_first[0].startswith(words[0]):
            at = 1
        cands = _verb_concepts(words[at])
        if cands:
            verb_pos = at
            name_concepts |= cands
            lemmas.add(words[at])
    if verb_pos < 0 and words and len(words) > 1 and len(words[0]) > 2 and words[0].isalpha() \
            and words[0] not in _STOP_NOUNS and words[0] not in TOOL_WORDS and not re.search(
                r"\b(a|an|the)\s+" + re.escape(words[0]) + r"\b", info.description.lower()
            ):
        # a name led by a verb the tables don't know ("blacklist_imei",
        # "holdAtLocation"): the name's own word is the action
        first_desc = _leading_verbs(_content_words(info.description))
        desc_concepts = {c for v in first_desc for c in concepts_of(v)}
        if not desc_concepts or desc_concepts - {READ_CONCEPT}:  # not a read described
            verb_pos = 0
            name_concepts.add("~" + words[0])
            lemmas.add(words[0])
    light = verb_pos >= 0 and words[verb_pos] in LIGHT_VERBS
    for i, w in enumerate(words):
        if i == verb_pos or w in _STOP_NOUNS or w in TOOL_WORDS or len(w) < 2:
            continue
        strong.add(noun_key(w))
        if w in NAME_ABBREVIATIONS:
            strong.add(noun_key(NAME_ABBREVIATIONS[w]))  # listTxns -> transaction
        if (light or verb_pos < 0) and (nominal := NOMINALS.get(w) or NOMINALS.get(noun_key(w))) \
                and not (nominal in ("update", "book") and light
                         and words[verb_pos] in _SENDING_VERBS):
            # ("send_sms_update" texts news of a change; it changes nothing;
            # "send_confirmation" books nothing)
            name_concepts.add(nominal)
        elif verb_pos >= 0 and i > verb_pos and i == len(words) - 1 and (
            words[verb_pos] in _PERFORMING_VERBS
        ) and (stem := _ing_stem(w)) and not concepts_of(stem):
            # "generate_pairings", "issue_warning": the noun's own verb names the act
            # ("Round 6 has been paired", "Tom has been warned"), when the noun ends
            # the name (not "generate_packing_slip", whose slip is what is made)
            name_concepts.add("~" + stem)
            lemmas.add(stem)
    if light and not name_concepts and words[verb_pos] in _RUN_VERBS and len(words) > 1 and (
        _verb_concepts(words[-1]) == {READ_CONCEPT}
    ):
        # "run_qa_check", "run_site_scan": running a check is reading
        name_concepts.add(READ_CONCEPT)
    if light and not name_concepts:
        # "issue_meal_voucher": a light verb whose object names no action is
        # the action itself
        name_concepts.add("~" + words[verb_pos])
    if verb_pos >= 0 and words[verb_pos] in ("take", "make", "do") and not name_concepts - {
        "create"
    }:
        pass
    if verb_pos >= 0 and words[verb_pos] == "take" and "create" in name_concepts:
        name_concepts.discard("create")
    containers: set[str] = set()
    if "to" in words:
        containers.update(noun_key(w) for w in words[words.index("to") + 1:]
                          if w not in _STOP_NOUNS)
    desc_words = _content_words(info.description)
    dverbs = _leading_verbs(desc_words)
    opt_concepts: set[str] = set()
    opt_words: set[str] = set()
    for i, w in enumerate(desc_words[:-1]):
        if w in ("and", "or", "then") and i + 1 < len(desc_words) and (
            # verbs join verbs ("Compose and send"); "roster counts and open spots"
            # joins nouns
            (i and desc_words[i - 1] in dverbs) or desc_words[i + 2: i + 3] == [] or (
                desc_words[i + 2] in ARTICLES or desc_words[i + 2] in _DETERMINERS
                or desc_words[i + 2].endswith("ly") or desc_words[i + 2] in ("it", "them"))
            or w == "then"
        ):
            nxt = desc_words[i + 1]
            optional = False
            if nxt.endswith("ly") and i + 2 < len(desc_words):
                nxt = desc_words[i + 2]  # "and optionally invite attendees"
                optional = True
            lem = verb_lemma(nxt)
            base = lem[0] if lem is not None and lem[1] in ("base", "s") else nxt
            if optional:
                opt_concepts |= concepts_of(base)
                opt_words.add(nxt)
            elif (concepts_of(base) or base in _SEPARABLE) and base not in dverbs:
                dverbs.append(base)
    desc_concepts, desc_weak = _phrase_concepts(desc_words[:16], dverbs)
    if (verb_pos >= 0 and words[verb_pos] in _SENDING_VERBS) or (
        dverbs[:1] and dverbs[0] in _SENDING_VERBS
    ):
        # "Send or resend a booking confirmation email": news of a booking, which
        # books nothing (as "send_confirmation" in a name does not)
        desc_concepts -= {"book", "update"} - {c for v in dverbs for c in concepts_of(v)}
    desc_concepts |= _command_verbs(info.description)
    # what the tool also does, in a participle clause: "Check out the cart, charging
    # the saved card" (not "List tasks, including done ones")
    for m in _SIDE_ACT_RE.finditer(info.description.lower()):
        side = verb_lemma(m.group(1))
        if side is not None and side[1] == "ing" and side[0] not in ("include", "exclude"):
            desc_concepts |= concepts_of(side[0]) - {READ_CONCEPT}
    desc_weak |= opt_concepts - desc_concepts
    lemmas.update(dverbs)
    weak: set[str] = set()
    for w in desc_words:
        if w in _STOP_NOUNS or w in TOOL_WORDS or len(w) < 3 or w in dverbs or w in opt_words:
            continue
        weak.add(noun_key(w))
    for i, w in enumerate(desc_words):
        if w == "to" and dverbs and i + 1 < len(desc_words):
            seg = []
            for w2 in desc_words[i + 1: i + 6]:
                if w2 in ("by", "with", "for", "from", "in", "on", "at", "and", "or"):
                    break
                if w2 not in _STOP_NOUNS:
                    seg.append(noun_key(w2))
            containers.update(seg)
    for p in info.parameters:
        for w in identifier_words(p):
            if w not in _STOP_NOUNS and len(w) > 2:
                weak.add(noun_key(w))
    claim_concepts: set[str] = set()
    for phrase in info.claims:
        pw = _content_words(phrase)
        vs = []
        for w in pw:
            lem = verb_lemma(w)
            if lem is not None and concepts_of(lem[0]):
                vs.append(lem[0])
        claim_concepts |= _phrase_concepts(pw, vs)[0]
    for a in info.aliases:
        for w in identifier_words(a):
            if w not in _STOP_NOUNS and not concepts_of(w):
                strong.add(noun_key(w))
    all_concepts = name_concepts | claim_concepts
    is_read = bool(all_concepts) and all_concepts <= {READ_CONCEPT}
    if not all_concepts:
        is_read = bool(desc_concepts) and desc_concepts <= {READ_CONCEPT}
    if "mark" in dverbs and "complete" in desc_concepts:
        desc_concepts.discard("update")
    sending = {"send", "email", "message", "post"}
    if ("draft" in all_concepts or "draft" in words) and not (
        verb_pos >= 0 and concepts_of(words[verb_pos]) & sending  # "send_draft" sends
    ):
        # "proofMail_draft", "Prepare a proof email as a draft": it never sends
        all_concepts = (all_concepts - sending) | {"draft"}
        desc_concepts -= sending
        desc_weak -= sending
    td = _ToolData(info.name, index, is_read)
    # what it sets, when it sets a status: its description as words ("in or out of service")
    td.status_desc = (info.description[:2000].lower().replace("_", " ") if (
        not is_read and _STATUS_DESC_RE.search(info.name.replace("_", " ") + " "
                                               + info.description[:2000])) else "")
    td.name_concepts = all_concepts
    td.desc_concepts = desc_concepts - all_concepts
    td.weak_concepts = desc_weak - all_concepts - desc_concepts
    td.lemmas = lemmas
    td.strong_nouns = strong
    td.weak_nouns = weak - strong
    td.closed = _CHOICE_RE.search(_PREP_RE.split(
        info.description.split(";")[0].split(". ")[0], 1)[0]) is not None
    td.stock = bool((strong | weak) & _STOCK_WORDS)
    td.containers = containers
    td.choices = {
        p: frozenset(v.lower().replace("_", " ") for v in vals)
        for p, vals in getattr(info, "choices", ())[:32] if 1 < len(vals) <= 12
    }
    td.state_words = {
        noun_key(w) for w in desc_words if w not in _STOP_NOUNS and not concepts_of(w)
        and w not in dverbs
    } | strong
    td.by_ref = is_read and _BY_REF_RE.search(info.description[:300].lower()) is not None
    return td


# a state, not an act: "you're already registered", "it is active"
_STATE_RE = re.compile(r"(?:\b(?:is|are|was|were)\b|['’](?:re|s)\b)", re.IGNORECASE)
# time gone by, as a state: "14 months past due", "three days overdue", "2 weeks late"
_ELAPSED_RE = re.compile(
    r"\b(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|several)\s+"
    r"(?:days?|weeks?|months?|years?|hours?)\s+(?:past\s+due|overdue|late|behind)\b")
# "now" that marks a change ("is now set for"), not the present ("right now")
_NOW_CHANGE_RE = re.compile(r"(?<!right )(?<!for )(?<!as )\bnow\b", re.IGNORECASE)
# a time gone by ("at the time", "last week", "three days ago", "back in May")
_PAST_TIME_RE = re.compile(
    r"\bat the time\b|\b(?:last|yesterday|earlier)\b|\bago\b|\bback in\b", re.IGNORECASE)
# a clause whose subject is a new thing ("a shuttle has been arranged")
_INDEFINITE_LEAD_RE = re.compile(r"an? (?!few\b|lot\b|couple\b)\w", re.IGNORECASE)
# a clause that opens on a pronoun for the thing just named ("It's been emailed")
_PRONOUN_LEAD_RE = re.compile(r"(?:it|they)\b", re.IGNORECASE)
# how long a state has held: "for more than a year" (not a term: "renewed for three years")
_DURATION_RE = re.compile(
    r"^for\s+(?:more\s+than|over|nearly|almost|about|at\s+least)\s+"
    r"(?:a|an|one|two|three|four|five|six|several|many|\d+)\s+"
    r"(?:day|days|week|weeks|month|months|year|years)\b")
# what is gone when others took it: "the 9:00 slot was gone"
_OPENINGS = frozenset("slot spot seat opening place ticket table room time window".split())
# when a payment falls due: "settled at the end of the tasting", "paid on arrival"
_TERMS_RE = re.compile(
    r"\b(?:at|on|upon)\s+(?:the\s+)?(?:end|arrival|pickup|pick-up|door|day|check-in|checkout|"
    r"return|collection|completion|delivery)\b")
# "with the City of Darebin", "with the national pet database": an outside body
_WITH_BODY_RE = re.compile(
    r"\bwith\s+(?:the\s+)?(?!(?:Dr|Mr|Mrs|Ms|Mx|Prof|Coach|Nurse)\b)"
    r"(?:[A-Z][\w&'-]*(?:\s+(?:of\s+)?[A-Z][\w&'-]*)*"
    r"|(?:[a-z-]+\s+){0,3}(?:database|registry|register|council|office|agency|department|"
    r"insurer|authority|bureau|ministry|court))\b")
# an act in an app of the user's own that no registered tool reaches
_EXTERNAL = "external_app"
_SIDE_ACT_RE = re.compile(r",\s*(?:and\s+)?([a-z]+ing)\s+(?:the|a|an|their|its|your|any|each)\b")


# particles that close up a phrasal verb into one word ("signup", "checkin", "optout")
_CLOSED_PARTICLES = ("up", "in", "out", "off", "back", "over", "down")


def _verb_concepts(word: str) -> frozenset[str]:
    """The concepts of a name's word used as a verb in its base form."""
    cands = concepts_of(word)
    if not cands:
        lem = verb_lemma(word)
        if lem is not None and lem[1] in ("base", "s"):
            cands = concepts_of(lem[0])
    return cands


def _name_key(name: str) -> str:
    return "".join(identifier_words(name))


# --------------------------------------------------------------------------
# claims (internal)
# --------------------------------------------------------------------------
@dataclass(slots=True)
class _Claim:
    start: int
    end: int
    concepts: frozenset[str]
    nouns: set[str]
    lemma: str = ""
    explicit: int | None = None  # a tool index named by the claim itself
    # may be attributed to "no registered tool", or to a tool by its object alone
    # (false for a timetable entry: "the next refill is scheduled for June 3")
    strong: bool = True
    read: bool = False
    cues: list[str] = field(default_factory=list)
    count: int = 0  # "both" -> 2, "all 3 photos" -> 3: objects the claim covers
    agent: bool = False  # the agent is the grammatical subject ("I texted Sam")
    credited: bool = False  # credited to a named tool ("I used RepoBot to delete it")
    # words of a present state ("is paused", "is set to manual"): a successful
    # call whose result says them read the state back; nothing needed doing
    evidence: frozenset[str] = frozenset()


log = logging.getLogger("guardrail")


def _internal_error(what: str) -> None:
    """Report a bug of the analysis itself, from inside an ``except`` block.

    The guard never breaks the host application: the error is logged (with
    its traceback) and the caller goes on with what it knows. With the
    environment variable ``GUARDRAIL_DEBUG`` set to anything but ``""`` or
    ``"0"`` the error is raised instead, so test suites and development runs
    see it."""
    if os.environ.get("GUARDRAIL_DEBUG", "") not in ("", "0"):
        raise  # re-raises the exception being handled by the caller
    log.error(
        "guardrail: internal error while %s. "
        "Set GUARDRAIL_DEBUG=1 to raise it instead, and please report it.",
        what, exc_info=True,
    )


# --------------------------------------------------------------------------
# the lexicon
# --------------------------------------------------------------------------

class Lexicon:
    """A compiled view of a tool set, for finding and checking claims.

    Build it once per tool set with :meth:`compile`; :meth:`analyze` is then
    cheap and safe to call on any text.

    Example::

        lex = Lexicon.compile([ToolInfo("delete_task", "Delete a task by title")])
        [f.kind for f in lex.analyze("Deleted: Read book", receipts=[])]
        # ['ghost_success']
    """

    __slots__ = (
        "_act_desc_text",
        "_by_concept_desc",
        "_by_concept_name",
        "_by_concept_weak",
        "_by_key",
        "_by_noun",
        "_by_sorted",
        "_claim_phrases",
        "_cn",
        "_containers",
        "_desc_figures",
        "_desc_text",
        "_known",
        "_lemmas",
        "_read_tools",
        "_side_concepts",
        "_state_phrases",
        "_status_setters",
        "_tools",
    )

    def __init__(self) -> None:
        self._tools: list[_ToolData] = []
        self._by_key: dict[str, int] = {}
        self._by_sorted: dict[tuple[str, ...], int] = {}
        self._by_concept_name: dict[str, list[int]] = {}
        self._by_concept_desc: dict[str, list[int]] = {}
        self._by_concept_weak: dict[str, list[int]] = {}
        self._by_noun: dict[str, list[int]] = {}
        self._claim_phrases: dict[str, list[tuple[tuple[str, ...], int]]] = {}
        # the phrases of those that are states a tool sets, read from its description
        self._state_phrases: set[tuple[tuple[str, ...], int]] = set()
        # the tools that set a status and say so (see _ToolData.status_desc)
        self._status_setters: list[int] = []
        self._containers: dict[str, list[int]] = {}
        self._read_tools: list[int] = []
        # figures the descriptions state ("Agent limit $100"): known, not fetched
        self._desc_figures: set[float] = set()
        # the descriptions, lowercase: ids they give ("Plan FX-25") are known
        self._desc_text = ""
        self._act_desc_text = ""  # the descriptions of the tools other than reads
        self._known: set[str] = set()
        self._lemmas: dict[str, tuple[str, str] | None] = {}
        self._cn: dict[tuple[str, str], list[tuple[int, int]]] = {}
        # actions some registered tool's description mentions anywhere ("attendees
        # are notified"): a side effect of a tool, never "no registered tool"
        self._side_concepts: set[str] = set()

    # -- compile -----------------------------------------------------------
    @classmethod
    def compile(cls, tools: Sequence[ToolInfo]) -> Lexicon:
        """Build the look-up tables for ``tools`` (done once per tool set)."""
        lex = cls()
        lex._known = set(KNOWN_VERBS)
        for i, info in enumerate(tools):
            try:
                td = _compile_tool(info, i)
            except Exception:  # odd names never break compile
                _internal_error(f"reading tool #{i} into the lexicon")
                td = _ToolData(str(getattr(info, "name", "")), i, False)
            lex._tools.append(td)
            for nm in (info.name, *info.aliases):
                key = _name_key(nm)
                if key:
                    lex._by_key.setdefault(key, i)
                    sk = tuple(sorted(noun_key(w) for w in identifier_words(nm)))
                    if len(sk) > 1:
                        lex._by_sorted.setdefault(sk, i)
            for c in td.name_concepts:
                lex._by_concept_name.setdefault(c, []).append(i)
            for c in td.desc_concepts:
                lex._by_concept_desc.setdefault(c, []).append(i)
            for c in td.weak_concepts:
                lex._by_concept_weak.setdefault(c, []).append(i)
            for nn in td.strong_nouns | td.weak_nouns:
                lex._by_noun.setdefault(nn, []).append(i)
            for cn in td.containers:
                lex._containers.setdefault(cn, []).append(i)
            if td.is_read:
                lex._read_tools.append(i)
                td.money = bool((td.strong_nouns | td.weak_nouns) & _MONEY_NOUNS)
            lex._known.update(td.lemmas)
            concepts_all = td.name_concepts | td.desc_concepts | td.weak_concepts
            if td.is_read:
                concepts_all = concepts_all | {READ_CONCEPT, _READ_TOOL}
            for c in concepts_all:
                for nn in td.strong_nouns:
                    lex._cn.setdefault((c, nn), []).append((i, 3))
                for nn in td.weak_nouns:
                    lex._cn.setdefault((c, nn), []).append((i, 1))
            own = td.name_concepts | td.desc_concepts | td.weak_concepts
            # (a read does nothing as a side effect: "List buyer orders" orders nothing)
            words = [] if td.is_read else _content_words(info.description)[:60]
            for wi, w in enumerate(words):
                lem = verb_lemma(w)
                if lem is not None and not (
                    lem[1] == "base" and wi and words[wi - 1] in _NOUN_MARKERS
                    # ("a text confirmation", "a call": a channel's acts, still told of)
                    and NOMINALS.get(w) not in _CHANNEL_ACTS
                ):
                    # (not "at the phone number on their account": a noun; but "a
                    # shipped batch", "a booking confirmation" tell of the tool's acts)
                    lex._side_concepts.update(concepts_of(lem[0]) - own)
            _figures_in(info.description[:2000], lex._desc_figures)
            lex._desc_text += info.description[:2000].lower() + "\n"
            if not td.is_read:
                lex._act_desc_text += info.description[:2000].lower() + "\n"
            for phrase in info.claims:
                pw = tuple(
                    t.low for t in _tokenize(phrase) if t.kind == "w" and t.low not in ARTICLES
                )
                if pw:
                    lex._claim_phrases.setdefault(pw[0], []).append((pw, i))
            for pw in [] if td.is_read else _set_states(info.description):
                # "Change a ticket's status (received, in_repair, ready_for_pickup)":
                # a record said to be "ready for pickup" was set so by this tool
                lex._claim_phrases.setdefault(pw[0], []).append((pw, i))
                lex._state_phrases.add((pw, i))
        lex._status_setters = [
            ti for ti in range(min(len(lex._tools), 256))
            if (sd := lex._tools[ti]).status_desc and "update" in (
                sd.name_concepts | sd.desc_concepts)]
        return lex

    def _lemma(self, word: str) -> tuple[str, str] | None:
        """verb_lemma against this lexicon's verbs (memoised)."""
        hit = self._lemmas.get(word, _MISSING)
        if hit is not _MISSING:
            return hit  # type: ignore[return-value]
        res = verb_lemma(word, self._known)
        if len(self._lemmas) > 50_000:
            self._lemmas.clear()
        self._lemmas[word] = res
        return res

    @property
    def tool_names(self) -> list[str]:
        """Names of the compiled tools, in registration order."""
        return [t.name for t in self._tools]

    # -- public API --------------------------------------------------------
    def analyze(
        self, text: str, receipts: Sequence[ReceiptLike], request: str | None = None
    ) -> list[ClaimFinding]:
        """All claims in ``text`` (backed and unbacked), in text order. Never raises.

        ``request``, the user's message, when known, helps read the reply: a
        state described in answer to a question ("is the garage locked?") is
        data read back, not an action, and what the user says they did
        themselves ("I cancelled it by phone") is not the agent's claim.

        An internal error is logged and finds nothing; :meth:`read` tells
        that case apart."""
        found = self.read(text, receipts, request)
        return [] if found is None else found

    def read(
        self, text: str, receipts: Sequence[ReceiptLike], request: str | None = None
    ) -> list[ClaimFinding] | None:
        """Like :meth:`analyze`, but None when the analysis met an internal
        error (logged with its traceback; raised under ``GUARDRAIL_DEBUG``),
        so a guard can fail closed instead of vouching for text it never read."""
        try:
            if not isinstance(text, str) or not text:
                return []
            return _Analysis(self, text[:_MAX_TEXT], receipts, request).run()
        except Exception:  # the guard must never take the agent down
            _internal_error("reading the reply for claims")
            return None

    def _holds(self) -> bool:
        """Is there a tool that places holds ("hold_cabin", "Place a hold on ...")?"""
        return any("hold" in identifier_words(td.name) or "hold" in td.strong_nouns
                   or "hold" in td.weak_nouns for td in self._tools[:256])

    def expected_tools(self, request_text: str) -> list[str]:
        """Names of the registered tools an imperative request needs.

        ``"delete Read book"`` -> ``["delete_task"]``; ``"what's the capital
        of France?"`` -> ``[]``.
        """
        try:
            return self._expected(request_text)
        except Exception:
            _internal_error("mapping the request to tools")
            return []

    # -- helpers used by the analysis -------------------------------------
    def _is_cand(self, ti: int, concepts: frozenset[str], read: bool) -> bool:
        """Could tool ``ti`` have performed a claim with these concepts?"""
        td = self._tools[ti]
        if read:
            return td.is_read
        return bool(
            (td.name_concepts | td.desc_concepts | td.weak_concepts) & concepts
        )

    def _read_tool_for(
        self, nouns: set[str], min_score: int, verbs: Set[str] = frozenset(),
        listing: bool = False, among: Sequence[int] | None = None, single: bool = False,
    ) -> int | None:
        """The read tool (of ``among``, if given) whose nouns best match ``nouns``
        (strong nouns count 3, weak ones 1; its own verb among ``verbs`` 2; a
        listing verb for a ``listing`` answer 1, a verb that fetches one object
        for an answer about a ``single`` object named by its id 1), if it scores
        at least ``min_score`` with no tie."""
        best: tuple[int, int] | None = None
        tie = False
        for ti in self._read_tools[:256] if among is None else among:
            td = self._tools[ti]
            sc = 3 * len(nouns & td.strong_nouns) + len(nouns & td.weak_nouns)
            if td.lemmas & verbs:
                sc += 2
            # "what's open Thursday?" and "Check open tasting slots": the same word
            sc += len(verbs & td.weak_nouns)
            if verbs and (any(n[:-len(tail)] in verbs for n in td.strong_nouns
                              for tail in _COMPOUND_TAILS if n.endswith(tail))
                          or any(nominal_concept(n) in concepts_of(v) - {READ_CONCEPT, "order"}
                                 for n in td.strong_nouns for v in verbs)):
                # "what am I watching?" -> listWatchlist: the list of what is watched;
                # "what journeys are booked?" -> list_transport_bookings
                sc += 3
            if listing and td.lemmas & _LISTING_VERBS:
                sc += 1
            if single and td.lemmas & _FETCH_VERBS and not td.lemmas & _LISTING_VERBS:
                sc += 1
            if best is None or sc > best[0]:
                best, tie = (sc, ti), False
            elif sc == best[0]:
                tie = True
        if best is None or tie or best[0] < min_score:
            return None
        return best[1]

    def _money_read_tool(self, nouns: set[str]) -> int | None:
        """The read tool that holds sums of money: the only one, or the one
        whose nouns best match ``nouns``."""
        money = [ti for ti in self._read_tools[:256] if self._tools[ti].money]
        if len(money) == 1:
            return money[0]
        return self._read_tool_for(nouns, 1, among=money)

    def _rank(
        self, concepts: frozenset[str], nouns: set[str], lemma: str, *, read: bool = False
    ) -> tuple[list[int], bool]:
        """(eligible tools best first, whether any tool is a candidate).

        Candidates share an action concept with the claim. Eligible ones may
        be blamed for it: a name-level concept; a description verb when it is
        the only such tool or a noun matches; a light-verb description
        ("post a comment") only with a matching noun. Verbs too general to
        name an action ("save", "set") always need a matching noun. When no
        tool matches, closely related actions are tried (cancel ~ delete)."""
        elig, any_cand = self._rank1(concepts, nouns, lemma, read)
        elig = self._recipient_fit(concepts, nouns, self._notice_fit(
            concepts, nouns, self._same_channel(concepts, lemma, elig)))
        if elig or read:
            return elig, any_cand
        related: set[str] = set()
        for c in concepts:
            related |= _RELATED.get(c, frozenset())
        related -= concepts
        if related:
            elig2, cand2 = self._rank1(frozenset(related), nouns, "", False, name_only=True)
            strong: set[str] = set()
            for c in concepts:
                if c == "send" and lemma not in ("send", ""):
                    continue  # ("delivered to the ballroom": goods, not a message)
                strong |= _RELATED_STRONG.get(c, frozenset())
            elig2 = [
                ti for ti in elig2
                if (self._tools[ti].name_concepts & strong and (
                    "send" not in concepts or self._reaches_people(ti, nouns)))
                or self._tools[ti].strong_nouns & nouns
            ]
            return self._recipient_fit(concepts, nouns, self._notice_fit(
                concepts, nouns, self._same_channel(concepts, lemma, elig2))), any_cand or cand2
        return elig, any_cand

    def _reaches_people(self, ti: int, nouns: set[str]) -> bool:
        """Is tool ``ti`` named only for whom it reaches ("email_parent",
        "send_sms"), not for a thing of its own it sends ("mail_bulletin")?"""
        return all(n in nouns or n in _PEOPLE or n in _PARTY_KEYS or n in _CHANNEL_VERBS
                   or re.search(r"(?:er|or|ee|ant|ent|ist)$", n) is not None
                   for n in self._tools[ti].strong_nouns)

    def _recipient_fit(
        self, concepts: frozenset[str], nouns: set[str], elig: list[int]
    ) -> list[int]:
        """Drop tools that reach a party of their own (the patient, the
        customer) from a message to someone's family or friend ("I texted your
        mom"): the tool does not reach them (an office: _TO_OFFICE_RE, in _resolve)."""
        kin = nouns & _RELATIVES
        if not kin or not concepts & _REACHING:
            return elig
        return [ti for ti in elig if not (
            ((td := self._tools[ti]).strong_nouns | td.weak_nouns) & _PARTY_KEYS
            and not (td.strong_nouns | td.weak_nouns) & kin)]

    def _notice_fit(self, concepts: frozenset[str], nouns: set[str], elig: list[int]) -> list[int]:
        """Drop tools that send their own kind of document (an invoice, an
        affidavit) from a claim of a notice that names none ("Heads-up sent",
        "gave Dana the heads-up")."""
        if not (concepts & {"send", "notify", "message"} and nouns & _NOTICES):
            return elig
        return [ti for ti in elig if not (td := self._tools[ti]).strong_nouns
                or td.strong_nouns & nouns or (td.strong_nouns | td.weak_nouns) & _NOTICES
                # ("Message sent to the Bells": what a tool named for texting sends)
                or ("message" in nouns and td.name_concepts & _CHANNELS)]

    def _same_channel(self, concepts: frozenset[str], lemma: str, elig: list[int]) -> list[int]:
        """Drop tools that reach people another way ("texted the receipt" is not
        what a tool that emails receipts does; "pinged" names no one way)."""
        if not concepts & _CHANNELS or lemma not in _CHANNEL_VERBS:
            return elig
        return [ti for ti in elig if not (
            (ch := (self._tools[ti].name_concepts | self._tools[ti].desc_concepts) & _CHANNELS)
            and not ch & concepts)]

    def _rank1(
        self,
        concepts: frozenset[str],
        nouns: set[str],
        lemma: str,
        read: bool,
        name_only: bool = False,
    ) -> tuple[list[int], bool]:
        scores: dict[int, int] = {}
        keys = (_READ_TOOL,) if read else tuple(concepts)
        for nn in nouns:
            seen: set[int] = set()
            for c in keys:
                for ti, wgt in self._cn.get((c, nn), ()):
                    if ti not in seen:
                        seen.add(ti)
                        scores[ti] = scores.get(ti, 0) + wgt
        ranked: list[tuple[int, int]] = []
        for ti, sc in scores.items():
            td = self._tools[ti]
            if read or td.name_concepts & concepts:
                lvl = 3
            elif name_only:
                continue
            elif td.desc_concepts & concepts:
                lvl = 2
            else:
                lvl = 1
            bonus = 2 if lemma and lemma in td.lemmas else 0
            ranked.append((-(sc + lvl + bonus), ti))
        any_cand = bool(scores)
        if read:
            any_cand = any_cand or bool(self._read_tools)
        else:
            for c in concepts:
                if self._by_concept_name.get(c) or self._by_concept_desc.get(c) or (
                    self._by_concept_weak.get(c)
                ):
                    any_cand = True
                    break
        if lemma in _WEAK_LEMMAS:
            ranked.sort()
            if not ranked and not read:
                exact = [
                    ti
                    for c in concepts
                    for ti in self._by_concept_name.get(c, ())[:64]
                    if lemma in self._tools[ti].lemmas
                ]
                if len(set(exact)) == 1:
                    return exact[:1], True
            return [ti for _, ti in ranked], any_cand
        if not ranked:
            if read:
                if len(self._read_tools) == 1:
                    return [self._read_tools[0]], True
                return [], any_cand
            name_level: list[int] = []
            for c in concepts:
                name_level.extend(self._by_concept_name.get(c, ())[:64])
            name_level = list(dict.fromkeys(name_level))
            if len(name_level) > 1 and lemma:
                exact = [ti for ti in name_level if lemma in self._tools[ti].lemmas]
                if exact:
                    name_level = exact
            if len(name_level) == 1:
                return name_level, True
            if name_level or name_only:
                return [], any_cand
            desc_level: list[int] = []
            for c in concepts:
                desc_level.extend(self._by_concept_desc.get(c, ())[:64])
            desc_level = list(dict.fromkeys(desc_level))
            if len(desc_level) == 1:
                return desc_level, True
            return [], any_cand
        ranked.sort()
        return [ti for _, ti in ranked], any_cand

    def _expected(self, request: str) -> list[str]:
        if not isinstance(request, str) or not request.strip():
            return []
        toks = [t for t in _tokenize(request[:20000]) if t.kind in ("w", "code", "q")]
        nouns = {noun_key(t.low) for t in toks if t.kind == "w" and t.low not in _STOP_NOUNS}
        out: list[str] = []
        lows = [t.low for t in toks]
        for i, t in enumerate(toks):
            if t.kind != "w":
                continue
            w = t.low
            concepts: frozenset[str] = frozenset()
            if i + 1 < len(lows) and concepts_of(w + " " + lows[i + 1]):
                concepts = concepts_of(w + " " + lows[i + 1])
            elif w == "mark" and any(x in _COMPLETE_STATES for x in lows[i + 1: i + 8]):
                concepts = frozenset({"complete"})
            elif concepts_of(w) and (i == 0 or lows[i - 1] in _IMPERATIVE_LEADS):
                concepts = concepts_of(w)
            imperative = i == 0 or lows[i - 1] in _IMPERATIVE_LEADS
            if not concepts and not (w in LIGHT_VERBS and imperative):
                continue
            own_elig: list[int] = []
            nxt = toks[i + 1] if i + 1 < len(toks) else None
            titled = nxt is not None and (
                nxt.kind == "q" or (nxt.kind == "w" and nxt.text[:1].isupper())
            )
            if w in LIGHT_VERBS and imperative and concepts and titled:
                # the imperative verb comes first and the rest is its object, even
                # when a title starts like a verb: "complete Call mom" completes
                # the task titled "Call mom"
                own_elig, _ = self._rank(concepts, nouns, w, read=concepts <= {READ_CONCEPT})
            if w in LIGHT_VERBS and not own_elig and not titled:
                for x in lows[i + 1: i + 5]:
                    if x in _PREPOSITIONS:
                        break
                    c = nominal_concept(x)
                    if c and c != READ_CONCEPT and not titled and x == lows[i + 1:i + 3][-1]:
                        # "make a reservation": the action is the noun's, even
                        # when no tool performs it
                        concepts = frozenset({c})
                    if c and (self._by_concept_name.get(c) or self._by_concept_desc.get(c)):
                        concepts = frozenset({c})
                        break
            if not concepts:
                continue
            read = concepts <= {READ_CONCEPT}
            elig, _ = self._rank(concepts, nouns, w, read=read)
            if elig:
                nm = self._tools[elig[0]].name
                if nm not in out:
                    out.append(nm)
        if not out and ("?" in request or (lows and lows[0] in (
            "what", "what's", "how", "which", "show", "whats", "when", "where", "who", "is",
            "are", "do", "does", "did", "any", "tell"))):
            best: tuple[int, int] | None = None
            for ti in self._read_tools:
                td = self._tools[ti]
                s = 3 * len(nouns & td.strong_nouns) + len(nouns & td.weak_nouns)
                if s >= 3 and (best is None or s > best[0]):
                    best = (s, ti)
            if best is not None:
                out.append(self._tools[best[1]].name)
        return out


# --------------------------------------------------------------------------
# the user's request
# --------------------------------------------------------------------------
_QUESTION_LEADS = frozenset(
    "what what's whats which who who's whom whose when where where's why how how's is are was "
    "were do does did has have any anything am".split()
)
_PAST_LEADS = frozenset("already just also have 've had 'd actually".split())
# verbs that ask only for data ("get" also asks for things: "get me a ride")
_READ_REQUEST_VERBS = frozenset("show list find search look fetch view retrieve display".split())
_ASKING = ("can you", "could you", "would you", "will you", "can we", "could we", "please",
           "pls", "i need you", "i want you", "i'd like you", "can someone", "could someone",
           "can somebody", "could somebody", "can anyone", "could anyone")
# "can I get bench 3 on Saturday?", "could I keep it until Monday?": asking for an act,
# unless for information ("can I get the start time?")
_INFO_NOUNS = frozenset("time times status details info information update number address "
                        "balance total price quote list copy date dates".split())
_ASKING_FOR = ("can i get", "could i get", "can i keep", "could i keep", "can i have",
               "could i have")


_ADVICE = ("how do i", "how can i", "how should i", "how would i", "how do we", "how can we",
           "how to", "difference between", "should i", "what happens if", "what would happen",
           "is it better", "is it possible", "what's the best way", "what is the best way",
           "is there a way", "is there any way", "do you support", "do you offer")


_PERSONAL = frozenset("my our mine ours your yours this that these those".split())
# whose inbox a message landed in
_HOLDERS = frozenset("your his her their my our".split())


_WH_AUX = frozenset("is are was were do does did would will can could should has have much "
                    "many".split())
# the end of a part of a message: a stop before a space or the end (not "2.5", "St.")
_PART_END_RE = re.compile(r"[.?!]+(?=\s|$)|\n")
# words that may come before a question's wh-word ("roughly what would ...")
# orders that ask to be told something ("remind me what I've got on")
_TELLING = frozenset("remind tell show".split())
_QUESTION_HEDGES = frozenset("so ok okay and but also just roughly quick hi hey um oh well "
                             "then".split())


def _wh_question(text: str) -> bool:
    """Does the last part of ``text`` (after its last stop) open, after a hedge
    or two, with a wh-word and an auxiliary, "?" or not ("roughly what would an
    upright cost", "worth going? whats the forecast")? Not a question followed
    by an order ("What does that hit? Move them all to Hall 3"), and not a
    relative clause ("my son who is 8 needs a lesson")."""
    parts = [p for p in _PART_END_RE.split(text[-2000:]) if p.strip()]
    if not parts:
        return False
    lows = re.findall(r"[a-z0-9']+", parts[-1].lower().replace("\u2019", "'"))[:6]
    k = 0
    while k < 2 and k < len(lows) and lows[k] in _QUESTION_HEDGES:
        k += 1
    w = lows[k] if k < len(lows) else ""
    if _telling(lows[k:]):
        return True  # "remind me what I've got booked": a question asked as an order
    lows = lows[:4]
    # ("what's", "whats": a wh-word and its auxiliary in one)
    return (w in _QUESTION_LEADS and (w.endswith("'s") or w.endswith("ts"))) or (
        w in _WH_WORDS and w != "whether" and k + 1 < len(lows) and lows[k + 1] in _WH_AUX)


def _telling(lows: list[str]) -> bool:
    """Do ``lows`` open on an order to be told something ("remind me what I've
    got booked", "tell me which slots are free"), not to be told later ("tell
    me when it's done")?"""
    return len(lows) > 2 and lows[0] in _TELLING and lows[1] == "me" and (
        lows[2] in _WH_WORDS - {"when", "why"})


def _explanation(lows: list[str]) -> bool:
    """"How do halting and rollouts work?", "what does 'pending' mean?": a
    question about how things work, answered from knowledge, not data."""
    for i, x in enumerate(lows[:-1]):
        if x in ("how", "what", "why") and lows[i + 1] in ("do", "does"):
            rest = lows[i + 2: i + 14]
            if any(y in ("work", "mean") for y in rest):
                return True
            # "how does remote monitoring know if a step is missing?": how a
            # kind of thing behaves; "why does my invoice show $0?" asks for data
            return x != "what" and not any(
                y in _PERSONAL or (any(ch.isdigit() for ch in y) and not (
                    # "across 12 stores" counts things; "invoice 4410" names one
                    y.isdigit() and rest[n + 1: n + 2] and rest[n + 1].endswith("s")
                )) for n, y in enumerate(rest)
            )
    return False


_SENTENCE_END_RE = re.compile(r"[.!?]+(?:\s|$)")
# a reply that speaks only of success: no word of failure or doubt ...
_DOUBT_RE = re.compile(
    r"\b(?:not|never|unable|unfortunately|sorry|apolog\w*|cannot|declined|rejected|denied"
    r"|unavailable|pending|waitlist|waiting list|fully booked|full up)\b|n[’']t\b"
    r"|\b(?:is|are|was|were|[’']s)\s+(?:now\s+)?full\b"  # (not "in full", "the full day")
    # (not "0 failures", "no issues")
    r"|(?<!\b0 )(?<!\bno )(?<!\bzero )\b(?:fail(?:s|ed|ure|ures|ing)?|errors?|problems?"
    r"|issues?)\b", re.I)
# ... no offer or question ...
_OFFER_RE = re.compile(
    r"\?|\b(?:shall I|should I|would you like|want me to|let me know|if you'd like"
    r"|if you want|I can\b|I could|I[’']ll|I will|once you|please confirm|go ahead)", re.I)
# ... and a word of it ("✅", "all set", "is now ..."), told as done (not after "if")
_SUCCESS_CUE_RE = re.compile(
    # ("is now due back", "now points to"; not "4 bikes left now", "for now")
    r"✅|✔|☑|\b(?:is|are|was|were|[’']s|[’']re)\s+now\b|\bnow\s+(?=\w+(?:ed|en|s)\b)"
    r"|\b(?:done|all set|sorted|confirmed|complete|completed"
    r"|on its way|booked|scheduled|set up|in place|taken care|locked in|good to go)\b", re.I)
_IF_WORDS = frozenset({"once", "when", "if", "unless"})
# a word of success for the whole turn, not for one act ("✅", "All done", "sorted")
_WHOLE_TURN_RE = re.compile(
    r"✅|✔|☑|done|all set|sorted|complete|completed|taken care|good to go", re.I)
# keys whose values name a thing, not its state ({"name": "spin"})
_NAMING_KEYS = frozenset("name title type class kind label id code ref".split())
_COMPLETION_HEAD = re.compile(
    r"^[\W_]*((?:[A-Z]\w+(?:'|’)s\s+)?(?:all\s+)?(?:done|sorted)"  # "Saturday's sorted!"
    r"|(?:you(?:'|’)re\s+|you\s+are\s+)?all\s+set|all\s+sorted"
    r"|(?:that(?:'|’)s\s+|it(?:'|’)s\s+|all\s+)?(?:been\s+)?taken\s+care\s+of"
    r"|(?:that(?:'|’)s|it(?:'|’)s)\s+done|consider\s+it\s+done)\b(?![ \t]*\?)",
    re.IGNORECASE,
)


class _Request:
    """What the user's message says about the turn: whether it only asks a
    question, which actions it asks for, and which the user did themselves."""

    __slots__ = ("advice", "asked", "elsewhere", "given", "money", "nouns", "people", "question",
                 "read_tool", "reported", "states", "user_did", "verbs", "verify")

    def __init__(self, lex: Lexicon, text: str) -> None:
        toks = _tokenize(text[:5000])
        words = [t for t in toks if t.kind == "w"]
        lows = [t.low for t in words]
        # names the user writes as people: "Rosa says her crew finished", "Rosa's crew"
        self.people: set[str] = {
            t.text for i, t in enumerate(toks[:-2])
            if t.kind == "w" and t.text[:1].isupper() and t.text[1:].islower() and t.text.isalpha()
            and len(t.text) > 2 and (
                # ("Rosa's crew", not "Stripe's API")
                (toks[i + 1].kind == "poss" and toks[i + 2].kind == "w"
                 and toks[i + 2].text.islower() and toks[i + 2].low not in _SYSTEM_NOUNS
                 and toks[i + 2].low not in TOOL_WORDS)
                # ("Rosa says her crew finished", "Okafor reckons": not "Stripe keeps
                # timing out", "Stripe says the charge went through")
                or (toks[i + 1].kind == "w" and (lem := verb_lemma(
                    toks[i + 1].low, _PERSON_VERBS)) is not None and lem[1] in ("s", "past")
                    and (lem[0] in _ONLY_PEOPLE_DO or any(
                        x.low in ("he", "she", "his", "her", "him") for x in toks[i + 2: i + 6]))))
        }
        self.asked: set[str] = set()
        self.user_did: set[str] = set()
        self.verbs: set[str] = set()  # verb lemmas, to find the read tool by its verb
        # verbs the question reports as done or names as a state ("how many got
        # decommissioned", "in quarantine"), not ones it asks for
        self.reported: set[str] = set()
        # states the user gives their objects ("the cancelled February tuning")
        self.given: set[str] = set()
        # states the user asks to be checked ("check if my hold is in", "whether
        # it's shipped"): the reply that states them answers, it does not act
        self.states: set[str] = {
            lows[i + 1] for i, w in enumerate(lows[:-1])
            if w in BE_FORMS and any(x in ("if", "whether") for x in lows[max(0, i - 4): i])
        }
        # "Did Apex cancel HR-9?": whether someone else did it, to be read
        for i, w in enumerate(lows[:-2]):
            if w == "did" and lows[i + 1] not in ("you", "we", "i", "u"):
                for x in lows[i + 2: i + 6]:
                    lem = lex._lemma(x)
                    if lem is not None and lem[1] == "base" and concepts_of(lem[0]):
                        self.given.add(lem[0])
                        break
        # "Can you confirm?", "confirm that it's booked": asked to check, not to book
        self.verify = any(
            w == "confirm" and (i + 1 == len(lows) or lows[i + 1] in (
                "that", "whether", "if", "it", "this", "for"))
            for i, w in enumerate(lows))
        # words that open a sentence after the first ("... Saturday? Book me the 9:15")
        opens = {k for k, t in enumerate(words) if k and (
            "\n" in (gap := text[words[k - 1].end: t.start])
            or gap.strip()[-1:] in (".", "?", "!", ";", "—", "–"))}
        reading = False
        for i, w in enumerate(lows):
            lem = lex._lemma(w)
            if lem is None:
                continue
            lemma, form = lem
            self.verbs.add(lemma)
            prev = lows[i - 1] if i else ""
            if form == "past" or (form == "base" and (prev in _PREPOSITIONS or prev in ARTICLES)):
                self.reported.add(lemma)
                if form == "past" and (prev in ARTICLES or prev in _HOLDERS or (
                    # "I was charged twice", "my card was billed": what happened to them
                    prev in ("was", "were") and i >= 2 and (
                        lows[i - 2] in _FIRST_PERSON or lows[i - 3: i - 2] == ["my"]
                        or lows[i - 3: i - 2] == ["our"]))):
                    self.given.add(lemma)
            if lemma == "tell" and form == "base" and set(lows[i + 1: i + 3]) & {"me", "us"} and (
                set(lows[i + 2: i + 4]) & _WH_WORDS or "if" in lows[i + 2: i + 4]
            ):
                reading = True  # "tell me how many there were"
            if lemma in ("check", "see") and form == "base" and (
                set(lows[i + 1: i + 3]) & _WH_WORDS
            ):
                reading = True  # "can you check what Marcus is booked for?"
            nxt = lows[i + 1] if i + 1 < len(lows) else ""
            concepts = concepts_of(lemma + " " + nxt) or concepts_of(lemma) or next((
                # "sign leo up", "book them in": a particle after its object
                c for k in (2, 3, 4) if i + k < len(lows) and lows[i + k] in _CLOSED_PARTICLES
                and not any(x in _PREPOSITIONS for x in lows[i + 1: i + k])
                and (c := concepts_of(lemma + " " + lows[i + k]))), frozenset())
            if not concepts and lemma == "let" and form == "base" and nxt not in (
                "me", "us", "i", "we"
            ) and "know" in lows[i + 2: i + 9]:
                concepts = frozenset({"notify"})  # "let all the chaperones on GT-2 know"
            # (not a question of what is done: "do you take deposits?", "do you hold tables?")
            service = lemma in ("take", "hold") and any(
                lows[k] in ("do", "does") and "you" in lows[k + 1: i]
                for k in range(max(0, i - 3), i))
            if not concepts and lemma == "take" and form == "base" and not service:
                if "off" in (span := lows[i + 1: i + 5]) and not any(
                    # (leave or a discount: "take Friday off", "take 10% off")
                    x in _LEAVE_WORDS or (x in _WEEKDAY_NO and span[0] == x)
                    for x in span[:span.index("off")]
                ) and not re.search(r"\d\s*%|[$£€]\s*\d|\bpercent\b", text[
                    words[i].end: words[min(i + 5, len(words) - 1)].start]):
                    concepts = frozenset({"delete"})  # "take Hana off the class", "take me off?"
                elif set(lows[i + 1: i + 4]) & _MONEY_TAKEN:
                    concepts = frozenset({"charge"})  # "take the $500 deposit"
            if not concepts and lemma == "hold" and form == "base" and not service and (
                # (not a capacity: "big enough to hold 80 guests")
                not nxt[:1].isdigit() and lows[max(0, i - 2): i] not in (
                    ["enough", "to"], ["able", "to"])
                and nxt not in ("on", "off", "up", "back", "onto", "still", "out", "tight")
                and lex._holds()
            ):
                concepts = frozenset({"book"})  # "hold the Meadow Yurt" when a tool holds
            if not concepts and lemma == "tell" and form == "base" and (
                (i + 1 < len(words) and words[i + 1].text[:1].isupper())
                or nxt in ("him", "her", "them", "everyone")
            ):
                concepts = frozenset({"notify"})  # "tell Coach Priya thanks": let know
            if not concepts or (lemma == "show" and nxt == "up"):
                continue  # ("remind the crew to show up early": to arrive)
            if form == "base" and (
                i == 0 or prev in _IMPERATIVE_LEADS or prev == "to"
                # "withdraw Sam from his class, refund whatever's left, and ...": the
                # next order of a list of them, after a comma
                or (i + 1 < len(words) and text[
                    words[i - 1].end: words[i].start].strip() == "," and (
                        # (its object next: not "INV-204, charge breakdown and receipt")
                        lows[i + 1] in _OBJECT_OPENERS or words[i + 1].text[:1].isupper())
                    # (not a label and its id, "…, order P-5512 still hasn't arrived", nor
                    # a question, "Sorry, remind me what time it is")
                    and (self.asked or not (_is_code(words[i + 1].text) and lows[i + 2: i + 3]
                                            and lows[i + 2] in _LABEL_FOLLOWERS))
                    and not (lows[i + 1] in ("me", "us") and lows[i + 2: i + 3]
                             and lows[i + 2] in _WH_WORDS))
                # (not "Where are my plants?? Order P-5512": a label and its id)
                or (i in opens and i + 1 < len(words) and not _is_code(words[i + 1].text) and not (
                    # (not "Order number is 5512": a noun, then its verb; "Book whatever
                    # is earliest" is an order)
                    lows[i + 2: i + 3] and lows[i + 2] in BE_FORMS | {"'s"}
                    and lows[i + 1] not in _WH_WORDS | {"whatever", "whichever"}
                ) and lows[i + 1] not in ("number", "no", "id", "ref", "reference", "status"))
                # "any slots on Saturday? if so book me the earliest"
                or (prev == "so" and i >= 2 and lows[i - 2] == "if")
                # "ugh cancel my pickup order", "ok book it": after a word of mood, its
                # object next (not "Hi, refund for order 5512 still hasn't shown up")
                or ((i == 1 or i - 1 in opens) and prev in _MOOD_WORDS and i + 1 < len(words)
                    and (lows[i + 1] in _OBJECT_OPENERS or words[i + 1].text[:1].isupper()
                         or lows[i + 1].endswith(("'s", "’s"))
                         or lows[i + 1] in ("today", "tomorrow", "tonight", "next"))
                    and not _is_code(words[i + 1].text))
                # "can we shift the delivery to 10am?": asked of the agent, with us
                or (prev == "we" and i >= 2 and lows[i - 2] in ("can", "could"))
            ):
                self.asked |= concepts
                if concepts == {READ_CONCEPT} and lemma in _READ_REQUEST_VERBS:
                    reading = True  # "show me my pending transactions"
            if form == "past" or (form == "base" and lemma in ("set", "put")):
                k = i - 1
                while k >= 0 and lows[k] in _PAST_LEADS:
                    k -= 1
                if k >= 0 and lows[k] in _FIRST_PERSON and not (
                    # "I moved — new address is ...": moved house, no object moved
                    lemma == "move" and (i + 1 == len(words) or re.search(
                        r"[.,;:!?—–-]", text[words[i].end: words[i + 1].start]))
                ):
                    self.user_did |= concepts
        self.asked.discard(READ_CONCEPT)
        stripped = text.rstrip()
        # (whole words: "the black holes show tonight" holds no "how to")
        joined = " " + " ".join(lows) + " "
        # "can you ...", "please ...": a request, even when phrased as a question;
        # "did you ...": a question about the agent's own action
        asking = any(f" {p} " in joined for p in _ASKING) or any(
            f" {p} " in joined and not _INFO_NOUNS & set(joined.split(f" {p} ", 1)[1].split()[:4])
            for p in _ASKING_FOR) or (
            len(lows) > 1 and lows[0] in ("did", "have", "has") and lows[1] in ("you", "we")
            # "have we interviewed her before?" asks about history, which is data
            and not {"before", "ever", "previously"} & set(lows))
        # "how do I ...?", "what's the difference between ...?": advice, not data
        advice = any(f" {p} " in joined for p in _ADVICE) or _explanation(lows)
        self.advice = advice and stripped.endswith("?")
        # (a request quoted from someone else is not the user's question: "Client
        # wrote: 'Could you send the preview through ProofBot?' — COM-2258"; a
        # forwarded question, "customer asks 'when will it arrive?'", still is)
        stripped = _QUOTED_RE.sub(lambda m: " " if _ASKING_ACT_RE.search(m.group(1)) else m.group(),
                                  stripped).rstrip() or stripped
        if _telling(lows) and lows.count(lows[0]) == 1:
            # (telling is no act asked for; "… and remind me the day before" still is)
            self.asked -= concepts_of(lows[0])
        self.question = bool(lows) and not advice and (
            reading or (not self.asked and not asking and (
                stripped.endswith("?") or lows[0] in _QUESTION_LEADS or _wh_question(stripped)
                # "Is that right? Booking RB-20688.": a question, then only its reference
                or ("?" in stripped and len(_alnum_words(stripped.rsplit("?", 1)[1])) <= 3)
                # "What games does that hit? Don't move anything yet.": a question, and
                # an act held back
                or ("?" in stripped and (tail := stripped.rsplit("?", 1)[1].strip().lower().replace(
                    "\u2019", "'")).startswith(("don't", "do not", "please don't", "no need"))
                    and len(_alnum_words(tail)) <= 6 and "," not in tail)
            ))
        )
        self.nouns = {noun_key(w) for w in lows if w not in _STOP_NOUNS and len(w) > 2
                      and lex._lemma(w) is None}
        # "how much is ...?", "what do I owe?": a question asked in money
        self.money = self.question and (any(
            # "how much is / do I / would ...", not "how much fuel"
            a == "how" and b == "much" and (c in _QUESTION_LEADS or c in _MODALS
                                             or c in _FIRST_PERSON)
            for a, b, c in zip(lows, lows[1:], [*lows[2:], ""], strict=False)
        ) or any(w in _MONEY_ASKS for w in lows))
        # the read tool that answers the question, if one plainly does; none where
        # the question asks about a thing no tool knows ("what does the policy say?")
        self.read_tool: int | None = None
        self.elsewhere = False
        if self.question:
            nouns = {noun_key(w) for w in lows if w not in _STOP_NOUNS and len(w) > 1}
            # the question itself, after its context ("A patient's son asks ... What
            # does the policy say?"): what it asks about, when it names a thing
            sentences = [s for s in _segment(_tokenize(text[:5000])) if s]
            asked_about = {
                noun_key(t.low) for cl in sentences[-1] for t in cl.toks if t.kind == "w"
                and t.low.isalpha() and t.low not in _STOP_NOUNS and len(t.low) > 2
                and lex._lemma(t.low) is None
            } if len(sentences) > 1 and sentences[-1][0].question else set()
            # ("Is that real?" points back at its context: not a new thing)
            self.elsewhere = bool(asked_about) and not any(
                n in lex._by_noun for n in asked_about) and not any(
                t.low in ("that", "this", "it", "they", "those", "these")
                for cl in sentences[-1] for t in cl.toks)
            if not self.elsewhere:
                self.read_tool = lex._read_tool_for(
                    nouns, 1 if len(lex._read_tools) == 1 else 3, self.verbs)
                if self.read_tool is None and (m := _ASKED_HEAD_RE.search(text[:2000])):
                    # "what's the weather looking like for tomorrow's trek?": two
                    # reads match as well, the thing asked about decides
                    self.read_tool = lex._read_tool_for({noun_key(m.group(1).lower())}, 3)


# --------------------------------------------------------------------------
# one analysis run
# --------------------------------------------------------------------------
class _Analysis:
    def __init__(
        self, lex: Lexicon, text: str, receipts: Sequence[ReceiptLike], request: str | None = None
    ) -> None:
        self.lex = lex
        self.request = _Request(lex, request) if isinstance(request, str) and request.strip() \
            else None
        self._request_text = request[:5000] if self.request is not None and request else ""
        self._request_words: str | None = None
        self._lower_words: frozenset[str] | None = None  # see _written_lower
        self._key_at: int | None = None  # see _key_asked_at
        self._sent_words: set[str] | None = None  # see _asked_sent
        self._said_words: set[str] | None = None  # see _other_owner
        self._marks_of: dict[int, list[int]] = {}  # see _ticked_headline
        self._req_words: list[str] | None = None  # see _request_tokens
        self._request_low = self._request_text.lower()
        self._owners: dict[tuple[int, int], list[str]] = {}  # see _other_owner
        self._named_owners: dict[tuple[int, int], bool] = {}  # see _other_owner
        self._errors: list[tuple[set[str], set[str]]] | None = None  # see _error_words
        self._part_texts: dict[tuple[int, bool], str] = {}  # see _part_text
        self.text = text
        self.receipts = list(receipts) if receipts is not None else []
        self.findings: list[ClaimFinding] = []
        self._prefix_of: list[_Tok] | None = None
        self._prefix_first = 0
        self._at_sign = False
        self._prev_clause: _Clause | None = None
        self._prefixes: dict[str, int] | None = None
        self._check_item = False  # the sentence is an item under "checks passed:"
        # null findings from passives/states: dropped when their sentence also
        # holds a backed claim ("cancelled, and the slot has been released")
        self._consequences: set[int] = set()
        self._cased_data: str | None = None  # the request and the calls' data, as written
        self._setters: dict[str, set[int]] | None = None  # see _status_setter
        self._thing_states: dict[int, dict[str, set[str]]] = {}  # see _states_of_things
        self._ok_read_list: list[int] | None = None  # see _ok_reads
        self._tool_of: dict[int, int | None] = {}  # see _tool_at
        self._arranged: set[tuple[int, int]] = set()  # null claims of "arranged"
        # findings (this sentence) of states and outcomes, not of anyone's act
        self._states: set[int] = set()
        # passive outcomes of no capable tool, other than a message sent
        self._outcomes: set[int] = set()
        # the first clause that answers the user's question with data, and
        # whether the reply speaks of what was asked at all
        self._answer_data: tuple[int, int] | None = None
        self._answer_about = False
        # the first clause stating a sum of money nothing the turn saw holds
        self._unsourced: tuple[int, int] | None = None
        self._sources: set[float] | None = None
        self._data_text: list[str] | None = None
        self._reply_nouns: set[str] = set()
        # receipt look-up: tool key -> list of (index, ok)
        self.by_tool: dict[str, list[int]] = {}
        for i, r in enumerate(self.receipts):
            try:
                key = _name_key(str(r.tool))
            except Exception:
                continue
            self.by_tool.setdefault(key, []).append(i)
        self._said: dict[int, frozenset[str]] = {}  # receipt index -> its result's words
        # a table's first offset -> the ids its rows name (see _row_acted_on)
        self._table_ids: dict[int, set[str]] = {}
        # receipt index -> its result's (key, value) leaves (see _result_leaves)
        self._leaf_cache: dict[int, list[tuple[str | None, Any]]] = {}
        self._prose: dict[int, str] = {}  # receipt index -> its result's text values
        # (receipt index, result only) -> the values that may name an object
        self._values: dict[tuple[int, bool], list[str]] = {}
        self._figs: dict[int, frozenset[float]] = {}  # receipt index -> its numbers
        # receipt index -> the marks of each record of each list its result holds
        self._records: dict[int, list[list[set[str]]]] = {}
        self._flat: dict[int, list[tuple[set[str], set[str]]]] = {}
        self._postal: list[int] | None = None
        self._slips: dict[int, bool] = {}
        self._rows: dict[int, list[str]] = {}  # see _row_names_at
        self._held: dict[tuple[int, str], bool] = {}  # see _row_held
        self._kinds: dict[frozenset[str], set[str]] = {}  # see _id_kinds
        self._plain: bool | None = None  # see _plain_request
        self._tokens: dict[str, set[int]] | None = None
        # receipt index -> the two-word names it was given or returned ("Maya Brooks")
        self._proper_names: dict[int, list[list[str]]] = {}
        self._party_words: dict[int, set[str]] = {}
        # claim span -> the words, ids and days of its sentence
        self._sentence_marks: dict[tuple[int, int], set[str]] = {}
        # per call: {argument noun: id-like value}, its email addresses; per claim
        # span: its words
        self._keyed: dict[int, dict[str, str]] = {}
        self._emails: dict[int, set[str]] = {}
        self._span_words: dict[tuple[int, int], list[_Tok]] = {}
        self._low_text: str | None = None  # the reply in lowercase, once

    # -- receipts ---------------------------------------------------------
    def _ok(self, i: int) -> bool:
        try:
            return bool(self.receipts[i].ok)
        except Exception:
            return False

    def _action_ran(self) -> bool:
        """Did anything but a registered read tool run successfully?"""
        for ri, r in enumerate(self.receipts):
            if not self._ok(ri):
                continue
            try:
                ti = self.lex._by_key.get(_name_key(str(r.tool)))
            except Exception:
                return True
            if ti is None or not self.lex._tools[ti].is_read:
                return True
        return False

    def _call_figures(self, *, ok_only: bool) -> set[float]:
        """Every number the calls (only those that succeeded, with ``ok_only``)
        were given or returned."""
        out: set[float] = set()
        for ri in range(min(len(self.receipts), 50)):
            if ok_only and not self._ok(ri):
                continue
            out |= self._receipt_figures(ri)
        return out

    def _receipt_figures(self, ri: int) -> frozenset[float]:
        """Every number call ``ri`` was given or returned."""
        figs = self._figs.get(ri)
        if figs is None:
            r = self.receipts[ri]
            out: set[float] = set()
            for _, v in itertools.chain(_leaves(_safe_args(r)), _leaves(_safe_result(r))):
                _figures_in(v, out)
            figs = self._figs[ri] = frozenset(out)
        return figs

    def _object_read(self, start: int, end: int) -> bool:
        """Does text[start:end] state no figure, about an object the question
        names by id that an ok read was called on ("DHL collected your order on
        Monday" for "where is order P-5512?" after a tracking read of P-5512)?
        A figure must come from a read (see ``_figures_read``)."""
        req = self.request
        if req is None or _FIGURE_RE.search(self.text[start:end]):
            return False
        ids = [n for n in req.nouns if _is_code(n)]
        return bool(ids) and self._call_naming(ids, read=True, limit=50) is not None

    def _words_read(self, start: int, end: int) -> bool:
        """Does text[start:end] describe its object in at least three words that
        one ok read was given or returned ("We're out of 20mm brown leather straps"
        after a stock check of "strap-leather-20mm-brown")? The answer is that
        read's."""
        toks = _tokenize(self.text[start:end][:400])
        if any(t.kind == "w" and (lem := self.lex._lemma(t.low)) is not None
               and concepts_of(lem[0]) - {READ_CONCEPT} for t in toks):
            return False  # (an act stated, "has shipped", is no description)
        words = sorted({t.low for t in toks if t.kind == "w"
                        and len(t.low) >= 3 and t.low not in _STOP_NOUNS
                        and self.lex._lemma(t.low) is None})
        if len(words) < 3:
            return False
        # (and every figure or code it states is in that read's data too)
        marked = {t.text.strip("`*").lower() for t in toks
                  if t.kind in ("w", "code") and any(c.isdigit() for c in t.text)}
        return any(
            self._ok(ri) and (ti := self._tool_at(ri)) is not None and self.lex._tools[ti].is_read
            and sum(self._in_text(w, ri) for w in words[:20]) >= 3
            and all(self._in_text(m, ri) for m in sorted(marked)[:20])
            for ri in range(min(len(self.receipts), 50)))

    def _ids_read(self, start: int, end: int) -> bool:
        """Does text[start:end] name objects by id, every one of them returned by one
        ok read ("**ML-04** has opened up for Feb 14–16" after an availability
        search listed ML-04)? The answer is that read's data."""
        ids = {t.text.strip("`*") for t in _tokenize(self.text[start:end][:400])
               if t.kind in ("w", "code") and _is_code(t.text.strip("`*"))
               and _has_upper(t.text)}
        return bool(ids) and any(
            self._ok(ri) and (ti := self._tool_at(ri)) is not None and self.lex._tools[ti].is_read
            and all(self._names(ri, c, result_only=True) for c in ids)
            for ri in range(min(len(self.receipts), 50)))

    def _names_read(self, start: int, end: int) -> bool:
        """Does text[start:end] state no figure, and name someone or something
        ("**Cornelius J. Vandermeer**") whose every name an ok read returned?"""
        span = self.text[start:end]
        if _FIGURE_RE.search(span):
            return False
        names = [t.text for t in _tokenize(span[:400]) if t.kind == "w" and len(t.text) > 2
                 and t.text[:1].isupper() and t.low not in _FIRST_PERSON]
        return bool(names) and any(all(self._in_text(n, ri) for n in names)
                                   for ri in self._ok_reads())

    def _args_text(self, ri: int) -> str:
        """Receipt ``ri``'s arguments as lowercase text (once per receipt)."""
        return self._part_text(ri, args=True)

    def _result_text(self, ri: int) -> str:
        """Receipt ``ri``'s result (not its arguments) as lowercase text."""
        return self._part_text(ri, args=False)

    def _part_text(self, ri: int, args: bool) -> str:
        """Receipt ``ri``'s arguments or result as lowercase JSON, worked out once."""
        text = self._part_texts.get((ri, args))
        if text is None:
            part = _safe_args(self.receipts[ri]) if args else _safe_result(self.receipts[ri])
            text = self._part_texts[ri, args] = json.dumps(part, default=str).lower()
        return text

    def _relays_error(self, ti: int, start: int, end: int) -> bool:
        """Does text[start:end] repeat a word of what tool ``ti``'s failed calls
        returned?"""
        said = " ".join(self._result_text(ri) for ri in self._receipts_of(ti)[:10])
        return any(t.kind == "w" and len(t.low) > 3 and t.low not in _STOP_NOUNS
                   and _has_word(said, t.low) for t in _tokenize(self.text[start:end][:400]))

    def _state_returned(self, phrase: tuple[str, ...]) -> bool:
        """Did an ok read return the state ``phrase`` names ("awaiting parts" for
        {"stage": "awaiting_parts"})?"""
        snake, spaced = "_".join(phrase), " ".join(phrase)
        return any(snake in (said := self._result_text(ri)) or spaced in said
                   for ri in self._ok_reads())

    def _failure_relayed(self, claim: _Claim) -> bool:
        """Does a claim with no agent say again what a failed call's error stated
        as so ("That order was paid in cash" after {"error": "Order paid in cash;
        card refund not possible"}): the verb, affirmed there, and the things it
        names? (Not "the refund was processed" after "Refund could not be
        processed": denied there.)"""
        if claim.agent or claim.read or not claim.lemma:
            return False
        errors = self._error_words()
        if not errors:
            return False
        toks = [t for t in _tokenize(self.text[claim.start: claim.end][:300]) if t.kind == "w"]
        verbs = {t.low for t in toks if (lem := self.lex._lemma(t.low)) is not None
                 and lem[0] == claim.lemma and lem[1] == "past"}
        things = {t.low for t in toks if len(t.low) > 3 and t.low not in _STOP_NOUNS
                  and self.lex._lemma(t.low) is None and t.low.isalpha()}
        return bool(verbs and things) and any(
            verbs & affirmed and things <= said for affirmed, said in errors)

    def _error_words(self) -> list[tuple[set[str], set[str]]]:
        """For each failed call (of the first 50), the words its result affirms
        (no negation, modal or "unable" in the four words before them) and all
        its words; worked out once per reply."""
        if self._errors is None:
            self._errors = []
            for ri in range(min(len(self.receipts), 50)):
                if self._ok(ri):
                    continue
                words = re.findall(r"[a-z']+", self._result_text(ri)[:2000])
                self._errors.append(({
                    w for k, w in enumerate(words)
                    if not (_NEGATIONS | _MODALS | _NOT_YET) & set(words[max(0, k - 4): k])
                }, set(words)))
        return self._errors

    def _state_held(self, claim: _Claim) -> int | None:
        """The ok read whose result names every id of a state claim and holds its
        day, when the claim says no change ("now") was made, or None."""
        days = _days_of(claim.cues)
        if claim.lemma not in ("set", "schedule", "book", "slate", "plan") or not days:
            return None  # (only a day is stated: "is cancelled" states more than the read)
        span = self.text[claim.start: claim.end].lower()
        if _NOW_CHANGE_RE.search(self.text, claim.start, claim.end) or _has_word(
            span, "been"
        ) or _has_word(span, "asked"):
            return None  # ("is now set", "has been scheduled", "as you asked": made so now)
        ids = [b for t in _tokenize(span[:400])
               if t.kind in ("w", "code") and (_is_code(b := t.text.strip("`*")) or (
                   "-" in b and sum(c.isdigit() for c in b) >= 5))]  # ("job 25-0133")
        if not ids:
            return None
        for ri in self._ok_reads():
            if all(
                self._in_text(c, ri) for c in ids
            ) and any(isinstance(v, str) and any(_same_day(days[0], h) for h in _iso_days(v))
                      # (the record's own day, not one asked for: "requested_date")
                      and not {"request", "requested", "preferred", "new"} & set(
                          identifier_words(key or ""))
                      for key, v in self._result_leaves(ri)):
                return ri
        return None

    def _value_set(self, claim: _Claim) -> int | None:
        """The ok call, not a registered read, that was given the value a
        "marked" or "set to" claim states ("marked *awaiting delivery*" after a
        ticket was opened with {"status": "awaiting_delivery"}), or None."""
        if (claim.lemma and claim.lemma not in _MARKING) or claim.read:
            return None
        m = _MARKED_VALUE_RE.search(self.text[claim.start: claim.end])
        if m is None:
            return None
        said = " ".join(_alnum_words(m.group(2).lower()))
        if not said or said in _STOP_NOUNS:
            return None
        for ri in range(min(len(self.receipts), 50)):
            tj = self._tool_at(ri)
            if tj is None or not self._ok(ri) or self.lex._tools[tj].is_read:
                continue
            if any(isinstance(v, str) and len(v) <= 40 and " ".join(
                    _alnum_words(v.lower().replace("_", " "))) == said
                   for _, v in _leaves(_safe_args(self.receipts[ri]))):
                return ri  # (given the value; a status it returned is its own outcome)
        return None

    def _ok_reads(self) -> list[int]:
        """The receipts (of the first 50) of ok calls of registered read tools."""
        if self._ok_read_list is None:
            self._ok_read_list = [
                ri for ri in range(min(len(self.receipts), 50))
                if (tj := self._tool_at(ri)) is not None and self._ok(ri)
                and self.lex._tools[tj].is_read]
        return self._ok_read_list

    def _status_read(self, claim: _Claim) -> int | None:
        """The ok read of the object a table row names whose result gives, as
        its status, the word the row's cell states ("| FW-58102 | ✅ Delivered |"
        after a read of FW-58102 returned {"status": "delivered"}), or None."""
        ids = [_code_key(c.lstrip("~#")) for c in _hard_ids(claim.cues)]
        line = self.text.rfind("\n", 0, claim.start) + 1
        span = self.text[claim.start: claim.end]
        words = re.findall(r"[a-z]+", span.lower())  # (with "i")
        # ("✅ CK-3302 is confirmed" after a read of CK-3302 returned {"status":
        # "confirmed"}: its state, as a row's cell would give it)
        stated = re.search(r"\b(?:is|are)\s+(?:\w+ly\s+)?\w+$", span.rstrip(" .!*_")) is not None
        if not ids or not claim.lemma or not (self.text.startswith("|", line) or stated) or (
            self.request is not None and self.request.asked & claim.concepts
        ) or any(w in _FIRST_PERSON or w in ("just", "now", "been") for w in words):
            return None  # (a row that reports what was asked for, or "I cancelled it
            # just now", reports the act)
        if not any(verb_lemma(w) == (claim.lemma, "past") for w in words):
            return None
        for ri in self._ok_reads():
            given = {_code_key(v) for v in _arg_values(_safe_args(self.receipts[ri]))
                     if isinstance(v, str)}
            # the status in the record that holds the row's id ("Canceled" as well),
            # or in the one record a read of that id returned
            if any(all(any(isinstance(v, str) and _code_key(v) == c for v in m.values())
                       or (m is top and c in given) for c in ids)
                   and any(isinstance(v, str) and verb_lemma(v.strip().lower()) == (
                       claim.lemma, "past") and {"status", "state"} & set(
                           identifier_words(str(key))) for key, v in m.items())
                   for top in (_safe_result(self.receipts[ri]),) for m in _mappings(top)):
                return ri
        return None

    def _sum_held(self, claim: _Claim) -> int | None:
        """The ok read whose result holds a sum the claim states under a key
        that names the claim's thing ("A $90 credit was applied at the time"
        after a read returned {"credit_issued": 90}), when the claim tells of
        the past ("was", not "has been" or "now"), or None."""
        span = self.text[claim.start: claim.end]
        low = span.lower()
        if not (_has_word(low, "was") or _has_word(low, "were")) or any(
            _has_word(low, w) for w in ("been", "has", "have", "just", "today")
        ) or _NOW_CHANGE_RE.search(span) or not (_PAST_TIME_RE.search(span) or _days_of(
            claim.cues
        )):
            return None  # (told of a time gone by: "at the time", "last week", a day)
        ids = [c for c in claim.cues if _is_code(c)]
        stated: set[float] = set()
        _figures_in(span, stated)
        # (the things named, not the verbs told: "paid" is no key's thing)
        things = {noun_key(n) for n in claim.nouns if not (
            (lem := self.lex._lemma(n)) is not None and lem[1] == "past")} - {""}
        if not stated or not things:
            return None
        for ri in self._ok_reads():
            if all(
                self._names(ri, c) for c in ids  # (the record the claim names)
            ) and not any(
                # ({"refund_status": "pending"}: not done yet, whatever the sum)
                isinstance(v, str) and set(identifier_words(v)) & _NOT_DONE_KEYS
                for _, v in self._result_leaves(ri)
            ) and self._figure_under(
                ri, stated, lambda key: bool(things & set(map(noun_key, identifier_words(key))))
            ):
                return ri
        return None

    def _figure_under(self, ri: int, stated: set[float], named: Callable[[str], bool]) -> bool:
        """Does receipt ``ri``'s result hold one of the ``stated`` figures as a
        number, under a key that ``named`` accepts ({"refund_gbp": 38})?"""
        return any(
            key is not None and isinstance(v, int | float) and not isinstance(v, bool)
            and round(abs(float(v)), 2) in stated and named(key)
            for key, v in self._result_leaves(ri))

    def _told_by_failure(self, start: int, end: int) -> bool:
        """Does text[start:end] state figures, every one of them and every name
        beside them held by the result of one failed call? A day the user
        named ("the 14th" for "Sept 14") is what was asked about, not told."""
        toks = _tokenize(self.text[start:end][:400])
        marks = {m for t in toks if t.kind in ("w", "code") and any(c.isdigit() for c in t.text)
                 and not self._day_asked(m := t.text.strip("`*").lower())}
        names = {t.text for t in toks[1:] if t.kind == "w" and len(t.text) > 2
                 and t.text[:1].isupper() and t.low not in _FIRST_PERSON}
        for ri in range(min(len(self.receipts), 50)) if marks else ():
            if self._ok(ri):
                continue
            # (its result, not its arguments: those are only what was asked for)
            said = self._result_text(ri)
            if all(_has_word(said, m.lower()) for m in sorted(marks | names)[:20]) and not (
                self._denied_by(ri, self.text[start:end], marks | names)
            ):
                return True
        return False

    def _invented_id(self, claim: _Claim) -> bool:
        """Does a claim of my own act name a reference that nothing this turn
        holds ("I've filed a damage claim (claim #DC-10482)")?"""
        ids = [b for c in _hard_ids(claim.cues) if _REFERENCE_RE.fullmatch(b := c.lstrip("~#"))
               and sum(ch.isdigit() for ch in b) >= 3]
        return claim.agent and bool(ids) and not any(self._held_id(b) for b in ids)

    def _held_id(self, body: str) -> bool:
        """Does anything this turn hold the id ``body``: a call's arguments or
        result, the user's message, or a tool's description?"""
        return any(self._names(ri, body) for ri in range(min(len(self.receipts), 50))) or (
            self._in_text(body) or body.lower() in self.lex._desc_text
            or _has_word(self._request_low, body.lower()))

    def _denied_by(self, ri: int, span: str, marks: Set[str] | Sequence[str]) -> bool:
        """Does the failed call ``ri`` deny what ``span`` says is there ("Here's
        GT-19282:" after "No booking found with reference GT-19282"): one value
        of its result that negates and names every mark, and no negation in the
        span (not "The first free slot is 14:45" after {"error": "No tailor free",
        "next_free": "14:45"})?"""
        if _NEGATIONS & set(_alnum_words(span.lower())):
            return False
        keys = [m.lstrip("~#").lower() for m in marks]
        return any(
            isinstance(v, str) and _NEGATIONS & set(_alnum_words(low := v[:500].lower()))
            and all(_has_word(low, m) for m in keys)
            for _, v in _leaves(_safe_result(self.receipts[ri])))

    def _day_asked(self, word: str) -> bool:
        """Is ``word`` an ordinal day ("14th") that the user's message names as
        a day ("the 14th", "Sept 14", "14 September"), not as a count ("14 of us")?"""
        day = _ORDINAL_DAY.fullmatch(word)
        if day is None or word.isdigit() or not self._request_low:
            return False  # (a bare number is no ordinal: "12 of 12")
        n = day.group(1)
        return re.search(
            rf"\b{n}(?:st|nd|rd|th)\b|\b{_MONTH_RE}\.? {n}\b|\b{n} {_MONTH_RE}\b",
            self._request_low) is not None

    def _call_naming(self, ids: list[str], *, read: bool, limit: int | None = None) -> int | None:
        """The first ok call (of the first ``limit``) whose data names one of
        ``ids``: a registered read when ``read``, else any other call."""
        n = len(self.receipts) if limit is None else min(len(self.receipts), limit)
        for ri in range(n if ids else 0):
            ti = self._tool_at(ri)
            if self._ok(ri) and (ti is not None and self.lex._tools[ti].is_read) == read and any(
                self._names(ri, c) for c in ids
            ):
                return ri
        return None

    def _figures_read(self, start: int, end: int, toks: list[_Tok]) -> bool:
        """Does text[start:end] state figures, every one of them returned by,
        or asked of, a call that succeeded, in a reply (``toks``) that names no
        object those calls did not?"""
        stated: set[float] = set()
        _figures_in(self.text[start:end], stated)
        # ("9pm on the terrace is taken" after a read of "21:00" or of "9pm")
        pm = {float(m.group(1)) for m in _PM_HOUR_RE.finditer(self.text, start, end)}
        # ("Four objects are out" after a search that returned {"count": 4})
        stated |= {float(_COUNT_WORDS[w]) for w in _alnum_words(self.text[start:end].lower())
                   if w in _COUNT_WORDS}
        if not stated:
            return False
        figs = self._call_figures(ok_only=True)
        if not all(f in figs or (f in pm and f + 12 in figs) for f in stated):
            return False
        # and the reply names no object those calls did not ("They have 5 open
        # work orders: WO-24091, ..." after a read of the crew alone)
        oks = [ri for ri in range(min(len(self.receipts), 50)) if self._ok(ri)]
        for t in toks:
            body = t.text.strip("`")
            if t.kind in ("w", "code") and _is_code(body) and not _CLOCK_RE.fullmatch(
                body  # (a time of day is no object: "9:15pm" read as "21:15")
            ) and not any(
                # ("70R16" of "265/70R16", written as in {"sizes": ["265/70R16 112T"]})
                self._names(ri, body) or self._in_text(body, ri) for ri in oks
            ):
                return False
        return True

    def _unsourced_money(self, start: int, end: int) -> bool:
        """Does text[start:end] state a sum of money that no receipt, the user's
        message or a tool description holds, nor one step of arithmetic on
        them? Such a figure was not read this turn."""
        found = list(_MONEY_RE.finditer(self.text, start, end))
        if not found:
            return False
        if self._sources is None:
            src = self._call_figures(ok_only=False) | self.lex._desc_figures
            _figures_in(self._request_text, src)
            self._sources = src
        for m in found:
            v = _figure(m.group(1) or m.group(2) or "")
            if v is not None and v > 0 and not _derived(v, self._sources):
                return True
        return False

    def _result_words(self, ri: int) -> frozenset[str]:
        """The words a receipt's result says: its text values, and the names of
        its flags that are true (``{"is_paused": true}`` says "paused"), of its
        counts above zero (``{"bookings_cancelled": 2}``), of its times
        (``{"created": "2024-11-22T08:41:00Z"}`` says when it was created) and of
        its addresses (``{"emailed_to": "a@b.com"}`` says "emailed")."""
        said = self._said.get(ri)
        if said is None:
            words: set[str] = set()
            for key, v in _leaves(_safe_result(self.receipts[ri])):
                if isinstance(v, str):
                    words.update(_alnum_words(v[:200]))
                    if key is not None and _TIMESTAMP_RE.match(v):
                        words.update(_alnum_words(key))
                    elif key is not None and "@" in v[:100]:
                        # what was done to an address ({"receipt_emailed_to": "a@b.com"};
                        # not {"email_on_file": ...})
                        words.update(w for w in _alnum_words(key) if w.endswith("ed")
                                     or w == "sent")
                elif key is not None and (v is True or (
                    isinstance(v, int) and not isinstance(v, bool) and v > 0
                )):
                    words.update(_alnum_words(key))
            said = self._said[ri] = frozenset(words)
        return said

    def _verb_on(self, claim: _Claim) -> str:
        """The claim's words from its verb on, up to four (" reassigned to k
        moyo "), or "" when fewer than three: what a result's note may repeat."""
        words = _alnum_words(self.text[claim.start: claim.end].lower())
        j = self._verb_index(words, claim.lemma)
        if j is None:
            return ""
        seq = words[j: j + 4]
        return f" {' '.join(seq)} " if len(seq) >= 3 else ""

    def _verb_index(self, words: list[str], lemma: str) -> int | None:
        """Where ``words`` hold a form of the verb ``lemma`` first, if they do."""
        return next((j for j, w in enumerate(words)
                     if (hit := self.lex._lemma(w)) is not None and hit[0] == lemma), None)

    def _quotes(self, ri: int, phrase: str) -> bool:
        """Does a text value of receipt ``ri``'s result hold ``phrase`` ("Reassigned
        to K. Moyo by dispatch" in ``{"note": "Reassigned to K. Moyo by dispatch
        07/08"}``)?"""
        return phrase in self._result_prose(ri)

    def _result_prose(self, ri: int) -> str:
        """The text values of receipt ``ri``'s result, as lower-case words, each
        value as `` w1 w2 |``."""
        prose = self._prose.get(ri)
        if prose is None:
            vals = [v[:300] for _, v in _leaves(_safe_result(self.receipts[ri]))
                    if isinstance(v, str) and " " in v]
            prose = self._prose[ri] = "".join(
                f" {' '.join(_alnum_words(v.lower()))} |" for v in vals)
        return prose

    def _echoes(self, ri: int, claim: _Claim) -> bool:
        """Does one text value of receipt ``ri``'s result report the event a
        claim with no first person states, in the claim's verb form with its other
        words ("Released back to inventory" and ``{"event": "released to
        inventory"}``; a bare "refunded" and ``"voided at buyer request; refunded"``)?"""
        said = self.text[claim.start: claim.end].lower()
        if _in_first_person(said):
            return False  # "I refunded it" is an act of this turn, whatever the history says
        words = _alnum_words(said)
        j = self._verb_index(words, claim.lemma)
        if j is None:
            return False
        verb = words[j]
        rest = {w for w in words if w != verb and len(w) > 2 and w not in _STOP_NOUNS}
        for value in self._result_prose(ri).split("|"):
            vw = set(value.split())
            if verb in vw and (not rest or rest & vw):
                return True
        # "status **confirmed**" and {"status": "confirmed"}: a field read back
        leaves = self._result_leaves(ri)
        if any(key is not None and isinstance(v, str) and v.lower() == verb
               and rest & set(_alnum_words(key)) for key, v in leaves):
            return True
        ids = {_code_key(c.lstrip("#")) for c in _hard_ids(claim.cues)}
        if not ids or (ti := self._tool_at(ri)) is None or self.lex._tools[ti].is_read:
            return False  # (a read's status is no act of this turn)
        # "B-9 has been released" and {"previous_berth_released": "B-9"}; "paid
        # (receipt R-77)" and {"status": "paid", "receipt_no": "R-77"}: the result
        # names the object with the claim's own verb
        # (an id may open a longer value: "AS-7781 (Marcus Obi)")
        def keys(v: str) -> set[str]:
            return {_code_key(v)} | {_code_key(w) for w in v[:200].split() if _is_code(w)}
        values = {k for key, v in leaves if isinstance(v, str) for k in keys(v)}
        return any(key is not None and isinstance(v, str) and (
            (verb in _alnum_words(key) and bool(keys(v) & ids))
            or (v.lower() == verb and {"status", "state"} & set(_alnum_words(key))
                and bool(ids & values))
        ) for key, v in leaves)

    def _result_leaves(self, ri: int) -> list[tuple[str | None, Any]]:
        """The (key, value) leaves of receipt ``ri``'s result, listed once per reply."""
        leaves = self._leaf_cache.get(ri)
        if leaves is None:
            leaves = self._leaf_cache[ri] = list(_leaves(_safe_result(self.receipts[ri])))
        return leaves

    def _says(self, ri: int, words: frozenset[str]) -> bool:
        """Does the result of receipt ``ri`` say one of ``words``, in any form
        of the verb ("had been held" and ``{"status": "on_hold"}``)?"""
        said = self._result_words(ri)
        if words & said:
            return True
        lemma = self.lex._lemma
        wanted = {hit[0] for w in words if (hit := lemma(w)) is not None}
        return bool(wanted) and any(
            (hit := lemma(w)) is not None and hit[0] in wanted for w in said
        )

    def _field_read(self, claim: _Claim) -> int | None:
        """The ok call whose result holds the value of a "Label: value" claim
        under a key named for the label's verb ("Assigned: D. Okafor" and
        ``{"assigned_to": "D. Okafor"}``)."""
        text = self.text[claim.start: claim.end]
        label, colon, value = text.partition(":")
        if not colon:
            return self._figures_field(claim, text)
        if not claim.lemma:
            return None
        words = _alnum_words(label)
        head = self.lex._lemma(words[-1]) if words else None
        if head is None or head[0] != claim.lemma:
            return None
        want = " ".join(_alnum_words(value))
        if not want:
            return None
        for ri in range(len(self.receipts)):
            if not self._ok(ri):
                continue
            for key, v in _leaves(_safe_result(self.receipts[ri])):
                if isinstance(v, (int, float)) and not isinstance(v, bool):
                    v = str(v)  # "- Paid: $240" and {"paid": 240}
                if key is None or not isinstance(v, str):
                    continue
                if self._key_for(key, {claim.lemma}) and (
                    f" {want} " in f" {' '.join(_alnum_words(v[:200]))} "
                ):
                    return ri
        return None

    def _figures_field(self, claim: _Claim, text: str) -> int | None:
        """The ok call that returned, for the claim's object, every figure of
        the claim under a key named for its verb ("RN-12 (extended to July 21)"
        and ``{"id": "RN-12", "extended": "to 2025-07-21"}``): a field read
        back. The agent's own act ("I extended RN-12 to July 21") is not."""
        if _in_first_person(text):
            return None
        stated = _stated_figures(claim)
        # the claim's verb, or the participles it states ("18 campers are checked in")
        lemmas = {claim.lemma} if claim.lemma else {
            hit[0] for w in _alnum_words(text)
            if (hit := self.lex._lemma(w)) is not None and hit[1] == "past"
        }
        if not lemmas:
            return None
        said = set(_alnum_words(text))
        # ("the refund has been issued", "is now paid": made so this turn, whatever
        # state a read gave it before)
        now = "been" in said or _NOW_CHANGE_RE.search(text) is not None
        for ri in range(len(self.receipts)):
            if not self._ok(ri) or not self._compatible(ri, claim.cues):
                continue
            if not now and self._status_of_thing(ri, said, lemmas, claim.start) and stated <= (
                self._receipt_figures(ri)
            ):
                return ri
            if not stated:
                # no figure: the words of a value under the verb's key ("paid at the
                # counter" and {"pay": "at_counter"})
                for key, v in _leaves(_safe_result(self.receipts[ri])):
                    if key is None or not isinstance(v, str) or not self._key_for(key, lemmas) or (
                        "@" in v  # ({"email": "a@b.com"} is a contact, not "emailed")
                    ):
                        continue
                    vw = identifier_words(v[:80])
                    if any(len(w) > 2 for w in vw) and set(vw) <= said:
                        return ri
                continue
            # a figure under the verb's key ("checkedIn": 18), the rest anywhere in
            # the same result ("18 campers are checked in (2 absent)")
            if any(key is not None and self._key_for(key, lemmas) and stated & (
                _figures_of(v)
            ) for key, v in _leaves(_safe_result(self.receipts[ri]))) and stated <= (
                self._receipt_figures(ri)
            ):
                return ri
        return None

    def _status_of_thing(self, ri: int, said: set[str], lemmas: set[str], at: int) -> bool:
        """Does call ``ri``'s result give a thing the claim names the status the
        claim states ("• Deposit paid" and ``{"deposit": {"status": "paid"}}`` or
        ``{"deposit_status": "paid"}``): a state read back? Under a record's id
        ("KB-3311 for Pepper:" then "• Deposit paid") only a call that names that
        id reads it; with no id, no other ok call may give the thing another state."""
        things = {noun_key(w) for w in said if w not in _STOP_NOUNS} - {""}
        held = self._states_of_things(ri)
        if not any(lem in held.get(th, ()) for th in things for lem in lemmas):
            return False
        ps = max(self.text.rfind("\n\n", 0, at), at - 1000, 0)
        ids = _REFERENCE_RE.findall(self.text[ps:at])
        if ids:
            return self._names(ri, ids[-1])  # (the record the lines are under)
        return not any(
            held_j.get(th, set()) - lemmas for rj in range(min(len(self.receipts), 50))
            if self._ok(rj) and (held_j := self._states_of_things(rj)) for th in things)

    def _states_of_things(self, ri: int) -> dict[str, set[str]]:
        """Thing -> the verbs of the statuses call ``ri``'s result gives it
        (``{"deposit": {"status": "paid"}}`` -> {"deposit": {"pay"}}; another
        state word is kept as it is), built once per call and reply."""
        if (got := self._thing_states.get(ri)) is not None:
            return got
        out: dict[str, set[str]] = {}
        for m in _mappings(_safe_result(self.receipts[ri])):
            for key, v in list(m.items())[:50]:
                if not isinstance(key, str):
                    continue
                kw = identifier_words(key)
                st = v.get("status", v.get("state")) if isinstance(v, Mapping) else (
                    v if {"status", "state"} & set(kw) else None)
                if isinstance(st, str):
                    low = st.strip().lower()
                    hit = verb_lemma(low)
                    for w in kw:
                        out.setdefault(noun_key(w), set()).add(
                            hit[0] if hit is not None and hit[1] == "past" else low)
        self._thing_states[ri] = out
        return out

    def _failed_attempt_told(self, start: int, end: int) -> bool:
        """Does the sentence at text[start:end] own to trouble ("full",
        "unfortunately") about the day a failed act was tried for, or in words
        its error used ("The 2nd is full, unfortunately" after the booking for
        2024-07-02 failed with "No fitting teams available")?"""
        ss, se = self._sentence_at(start, end)
        said = set(_alnum_words(self.text[ss:se].lower()))
        if not said & _OWNED_TROUBLE:
            return False
        days = {c[2:] for c in _date_cues([t for t in _tokenize(self.text[ss:se][:600])])
                if c[2] != "w"}
        failed = [ri for ri in range(min(len(self.receipts), 50)) if not self._ok(ri)]
        ours = {noun_key(w) for w in said - _STOP_NOUNS if len(w) > 3}
        for ri, (_, error) in zip(failed, self._error_words(), strict=True):
            if (ti := self._tool_at(ri)) is None or self.lex._tools[ti].is_read:
                continue
            held = _iso_days(_safe_args(self.receipts[ri]))
            if any(_same_day(d, h) for d in days for h in held) or len(ours & {
                noun_key(w) for w in error - _STOP_NOUNS if len(w) > 3 and w.isalpha()
            }) >= 2:
                return True
        return False

    def _key_asked_at(self) -> int:
        """Where the reply first asks for the key a read is done by ("I just need
        your job number"), or -1; worked out once."""
        if self._key_at is None:
            m = _NEED_KEY_RE.search(self.text)
            self._key_at = m.start() if m is not None else -1
        return self._key_at

    def _dated_record(self, claim: _Claim) -> int | None:
        """The ok read whose result holds a record of the claim's day and of its
        other figures ("£320 paid in the office on 11 June" after a read returned
        {"amount_gbp": 320.0, "date": "2024-06-11"}): history read back, not an
        act. The agent's own act ("I charged £320 on 11 June") is not, nor is any
        act but a payment or a charge (a record of a sum paid backs no refund of
        it), nor a record that is no payment (a bill only due)."""
        days = [c[2:] for c in claim.cues if c.startswith("~@") and c[2:4] != "00"
                and c[2] != "w"]
        text = self.text[claim.start: claim.end]
        if len(days) != 1 or not claim.concepts or not claim.concepts <= {"pay", "charge"} or (
            _in_first_person(text) or _has_word(text.lower(), "you")
            or _has_word(text.lower(), "you're")
        ) or (self.request is not None and claim.concepts & self.request.asked):
            return None  # (nor the act the user asked for: "£320 charged on 11 June")
        # its sums of money (not a court's number, nor a time or a part of an id)
        stated: set[float] = set()
        for m in itertools.chain(_MONEY_RE.finditer(text), _MONEY_WORDS_RE.finditer(text)):
            _figures_in(m.group(), stated)
        if not stated:
            return None
        for ri in self._ok_reads():
            # (a record of a payment, not a bill that is only due: {"upcoming_dues": …})
            if f"-{days[0]}" in self._result_text(ri) and stated <= self._receipt_figures(ri) and (
                _PAID_KEY_RE.search(self._result_text(ri)) is not None
            ):
                return ri
        return None

    def _key_for(self, key: str, lemmas: set[str]) -> bool:
        """Is a result key named for one of the verbs ``lemmas`` ("assigned_to",
        "checked_in")? Not for things the verb makes ("emails_on_file": how
        many addresses, not emails sent)."""
        heads = lemmas | {x.split()[0] for x in lemmas if " " in x}  # "check in"
        words = identifier_words(key)
        # (a plural of the verb counts what it made only where the key says where
        # they are, "emails_on_file"; {"texts": 12} counts texts sent)
        placed = bool(set(words) & _PREPOSITIONS)
        return any((hit := self.lex._lemma(w)) is not None and hit[0] in heads
                   and not (placed and hit[1] == "s") for w in words)

    def _id_kinds(self, nouns: set[str]) -> set[str]:
        """What kind of record each id among ``nouns`` names, when the claim
        names only the id ("BK-2210 has been moved"): the word before it in the
        request ("booking BK-2210"), or the argument a call gave an id of the same
        shape ({"booking_ref": "BK-2201"} -> "booking")."""
        asked = frozenset(nouns)
        if (hit := self._kinds.get(asked)) is not None:
            return hit
        kinds: set[str] = set()
        self._kinds[asked] = kinds  # (filled below; read once per set of nouns)
        ids = [n for n in nouns if _is_code(n) and any(c.isalpha() for c in n)][:4]
        if any(n not in ids and n not in _TIME_NOUNS and n not in _MONTHS
               and n not in _WEEKDAY_NO and not n[:1].isdigit() for n in nouns):
            return kinds  # the claim names a thing besides ("added gift wrap ... in A-1")
        for n in ids:
            m = re.search(r"([A-Za-z]{3,})\s+#?" + re.escape(n) + r"(?![\w-])",
                          self._request_text[:2000], re.I)
            if m and (k := noun_key(m.group(1).lower())) in self.lex._by_noun:
                kinds.add(k)
            shape = _shape(n)
            for r in self.receipts[:50]:
                for key, v in list(_leaves(_safe_args(r)))[:20]:
                    if key is not None and isinstance(v, str) and len(v) <= 40 and (
                            _shape(v.lower()) == shape):
                        kinds |= {noun_key(w) for w in identifier_words(key)
                                  if w not in _ID_KEY_WORDS}
        return kinds

    def _data_texts(self) -> list[str]:
        """Each call's arguments and result as lower-case JSON text (20,000
        characters at most), gathered once per reply."""
        if self._data_text is None:
            parts: list[str] = []
            for r in self.receipts:
                try:
                    parts.append(json.dumps(
                        [r.arguments, r.result], default=str, ensure_ascii=False
                    )[:20000].lower())
                except Exception:
                    parts.append("")
            self._data_text = parts
        return self._data_text

    def _in_text(self, value: str, ri: int | None = None) -> bool:
        """Does a call's data (call ``ri``, or any), at any depth, hold ``value``
        as a word (``{"carrier": "FedEx Ground"}`` holds "FedEx")?"""
        data = self._data_texts()
        word = r"(?<![a-z0-9])" + re.escape(value.lower()) + r"(?![a-z0-9])"
        texts = data if ri is None else data[ri: ri + 1]
        return any(re.search(word, t) is not None for t in texts)

    def _antecedent_act(self, claim: _Claim, elig: list[int]) -> int | None:
        """The act tool of the claim just before, when "it"/"they" opens this one
        and that tool's description also does this act, or None."""
        if not _PRONOUN_LEAD_RE.match(self.text, claim.start):
            return None
        last = next((f for f in reversed(self.findings) if f.start < claim.start), None)
        if last is None or last.tool is None or last.kind != "ghost_success" or (
            claim.start - last.end > 200
            # (the sentence right after it: "I made the statement. Your mix is
            # finished too. It's been emailed" is about the mix)
            or len(_SENTENCE_END_RE.findall(self.text[last.end: claim.start])) > 1
        ):
            return None
        ti = self.lex._by_key.get(_name_key(last.tool))
        if ti is None or (elig and elig[0] == ti):
            return None
        td = self.lex._tools[ti]
        return ti if not td.is_read and td.desc_concepts & claim.concepts else None

    def _tool_at(self, ri: int) -> int | None:
        """The registered tool receipt ``ri`` is of, or None (unknown, or unreadable)."""
        if ri in self._tool_of:
            return self._tool_of[ri]
        try:
            ti = self.lex._by_key.get(_name_key(str(self.receipts[ri].tool)))
        except Exception:
            ti = None
        self._tool_of[ri] = ti
        return ti

    def _receipts_of(self, ti: int) -> list[int]:
        return self.by_tool.get(_name_key(self.lex._tools[ti].name), [])

    def _compatible(self, ri: int, cues: list[str]) -> bool:
        """False when the receipt's arguments plainly concern another object.

        Cues are the claim's object mentions (short quoted titles, codes such
        as ``RM-5521`` or ``#198``); a ``~``-prefixed cue is a soft word that
        can only confirm a match (a capitalised name, a code span)."""
        if not cues:
            return True
        args = _safe_args(self.receipts[ri])
        if not isinstance(args, Mapping) or not args:
            return True
        values = _arg_values(args)
        if not values:
            return True
        weekdays = {int(c[3:]) for c in cues if c.startswith("~@w")}
        if weekdays:
            held_days = _weekdays_of(args) | _weekdays_of(_safe_result(self.receipts[ri]))
            if held_days and not weekdays & held_days:
                # "Sam is off Saturday's Quad" after a withdrawal from the Thursday
                # Blitz of 2025-05-15: another day's event
                return False
        days = _days_of(cues)
        if days:
            # the days the call was given, or else the day of the record it acted
            # on, as its result gives it ({"visitId": ...} -> {"date": "2024-11-19"})
            given = _iso_days(args)
            held = given | _iso_days(_safe_result(self.receipts[ri])) if given else (
                _record_days(_safe_result(self.receipts[ri])))
            if held and not any(_same_day(d, h) for d in days for h in held):
                # "court 6 for Thursday 12 June" and a booking made for 2025-06-11: the
                # call was for another day's object
                return False
        hard = [c for c in cues if not c.startswith("~")]
        for c in _hard_ids(hard):
            body = c.lstrip("#")
            if len(body) >= 4 and not self._in_text(body, ri) and any(
                _is_code(v) and len(v) == len(body) and v[:2].lower() == body[:2].lower()
                and v.lower() != body.lower() and v not in cues for v in values
            ):
                # "KT4P82Q" claimed, the call made on "KT4P8Q2": another object of the
                # same kind, whatever else the claim echoes of the call
                return False
            if not self._names(ri, body) and _has_word(self._request_low, body.lower()) and any(
                _is_code(v) and _shape(v) == _shape(body) and _id_head(v) == _id_head(body)
                and v.lower() != body.lower() for v in values
            ):
                # "C-2" asked for and claimed, the call made on "C-3": another object
                return False
        # ids the call returned name the object it acted on (positive matches only)
        extra = _result_values(self.receipts[ri])
        cue_all: set[str] = set()
        cue_code_keys: set[str] = set()
        for c in cues:
            body = c.lstrip("~#")
            if _is_code(body):
                cue_code_keys.add(_code_key(body))
            else:
                cue_all.update(w for w in _alnum_words(body) if not w.isdigit())
                if c.startswith("#") and body.isdigit():
                    cue_code_keys.add(body)
        for v in values + extra:
            if _is_code(v) or v.isdigit():
                if _code_key(v) in cue_code_keys:
                    return True
                continue
            vw = {w for w in _alnum_words(v) if not w.isdigit()}
            if vw and vw & cue_all:
                return True
        if not hard:
            return True
        if self._listed_with(ri, {_code_key(c.lstrip("#")) for c in _hard_ids(cues)}):
            return True
        if any(self._in_text(c.lstrip("#"), ri) for c in _hard_ids(cues)) or any(
            c.startswith("#") and c[1:].isdigit() and len(c) > 3 and self._in_text(c[1:], ri)
            for c in hard
        ):
            # the id is in the call's data ("history": "Flight AF1124 cancelled"), or a
            # number the claim gives with "#" is ("reason": "double scan on slip 40917")
            return True
        # ids of different kinds (an order number, a cart id) do not contradict
        cue_shapes = {_shape(c) for c in hard if _is_code(c)}
        cue_codes = bool(cue_shapes)
        cue_nums = any(c.startswith("#") and c[1:].isdigit() for c in hard)
        cue_titles = any(_is_titleish(c) for c in hard)
        val_codes = any(_is_code(v) and _shape(v) in cue_shapes for v in values)
        val_nums = any(v.isdigit() for v in values)
        val_titles = any(_is_titleish(v) for v in values)
        return not (
            (cue_codes and val_codes) or (cue_nums and val_nums) or (cue_titles and val_titles)
        )

    def _record_marks_of(self, rj: int) -> list[list[set[str]]]:
        """The marks of each record in each list of records call ``rj`` returned,
        gathered once per reply."""
        lists = self._records.get(rj)
        if lists is None:
            lists = self._records[rj] = [
                [_record_marks(rec) for rec in records]
                for records in _record_lists(_safe_result(self.receipts[rj]))]
        return lists

    def _listed_with(self, ri: int, ids: set[str]) -> bool:
        """Did another ok call list a record holding one of ``ids`` together with an
        id call ``ri`` was given? A search returned ``{"id": "CN-02", "loan_id":
        "LN-3311"}``; a reminder sent for LN-3311 was sent for CN-02."""
        acted = {_code_key(v) for v in _arg_values(_safe_args(self.receipts[ri])) if _is_code(v)}
        if not acted or not ids:
            return False
        return any(
            rj != ri and self._ok(rj) and any(
                m & acted and m & ids for marks in self._record_marks_of(rj) for m in marks)
            for rj in range(min(len(self.receipts), 50)))

    def _other_record(self, ri: int, claim: _Claim) -> bool:
        """Does the claim describe another of the records a call listed than the
        one call ``ri`` acted on? After a list returned a piano lesson on the
        14th (LS-301) and a theory lesson (LS-318), "Ines's piano lesson has been
        cancelled" is not backed by a cancellation of LS-318: the words and days
        that tell the records apart point at the other one."""
        if self._other_name(ri, claim):
            return True
        acted = {_code_key(v) for v in _arg_values(_safe_args(self.receipts[ri])) if _is_code(v)}
        if not acted:
            return False
        said: set[str] | None = None
        for rj in range(min(len(self.receipts), 50)):
            if rj == ri or not self._ok(rj):
                continue
            for marks in self._record_marks_of(rj):
                mine = [k for k, m in enumerate(marks) if m & acted]
                if len(mine) != 1:
                    continue
                common = set.intersection(*marks)
                if said is None:
                    said = self._sentence_marks.get((claim.start, claim.end))
                if said is None:
                    ls, le = self._sentence_at(claim.start, claim.end)
                    toks = _tokenize(self.text[ls:le])
                    said = self._sentence_marks[claim.start, claim.end] = {
                        w for t in toks if t.kind == "w" for w in (t.low, *t.low.split("-"))} | {
                        _code_key(t.text.strip("`#")) for t in toks
                        if t.kind in ("w", "code") and _is_code(t.text.strip("`#"))
                    } | {c[1:] for c in _date_cues(toks) if not c.startswith("~@w")}
                hits = [len(_said_of(m - common, said)) for m in marks]
                k = mine[0]
                if hits[k] == 0 and max(hits) > 0:
                    return True
        return False

    def _other_object(self, ri: int, claim: _Claim) -> bool:
        """Is the claim about another object than call ``ri`` acted on: another
        listed record or name, another value of a closed-set argument, another
        value named by an argument's name, another email address, another party or
        sum, or an id the call was given that slipped from the user's?"""
        return self._other_record(ri, claim) or self._other_choice(ri, claim) or (
            self._other_keyed(ri, claim) or self._other_address(ri, claim)
            or self._other_party(ri, claim) or self._other_amount(ri, claim)
            or self._slipped(ri) or self._other_row(ri, claim) or self._other_street(ri, claim))

    def _other_street(self, ri: int, claim: _Claim) -> bool:
        """Does the claim name a street address ("at 9 Birch Rd") when call
        ``ri`` was given only other ones ({"address": "14 Alder Lane"})?"""
        said = {(m.group(1), m.group(2).lower()) for m in _STREET_RE.finditer(
            self.text, claim.start, claim.end)}
        if not said:
            return False
        # (what it was given, not a billing address its result holds)
        held = {(m.group(1), m.group(2).lower()) for _, v in _leaves(_safe_args(self.receipts[ri]))
                if isinstance(v, str) for m in _STREET_RE.finditer(v[:200])}
        return bool(held) and not said & held

    def _row_names(self, line: str) -> list[str]:
        """The names and ids a table row or list item holds ("Paul Beck",
        "KH-3140", "Cooper" when the user named Cooper), not its labels, verbs,
        days or months; one capitalised word opening a cell or the item is a
        name only when the user wrote it so."""
        out: list[str] = []
        cells = re.split(r"\|", line[:400]) if line.lstrip().startswith("|") else [
            _ROW_START_RE.sub("", line[:400], count=1)]
        for cell in cells:
            for m in re.finditer(
                    r"[A-Za-z]*\d[\w-]*|[A-Z][A-Za-z]+(?:[ '’][A-Z][A-Za-z]+)*", cell):
                x = m.group()
                if any(c.isdigit() for c in x):
                    if _is_code(x) and any(c.isalpha() for c in x) and not re.fullmatch(
                            r"\d+(?:\.\d+)?[a-z]{1,3}", x.lower()):  # (not "20kg")
                        out.append(x.lower())
                    continue
                words = [w for w in re.split(r"[ '’]", x) if len(w) >= 3 and not (
                    (low := w.lower()) in _MONTHS or low in _WEEKDAY_NO or low in _STOP_NOUNS
                    or self.lex._lemma(low) is not None or noun_key(low) in self.lex._by_noun
                    or low in _TIME_NOUNS or low in _ROW_LABELS)]
                if not words:
                    continue
                opens = not cell[: m.start()].strip(" *_✅✔☑✓:—-")
                if len(words) == 1 and opens and not re.search(
                        r"(?<!\w)" + re.escape(words[0]) + r"(?!\w)", self._request_text, re.I):
                    continue  # "Overnight mooring: …": a word that opens the item
                out.append(" ".join(words).lower())
        return out[:8]

    def _other_row(self, ri: int, claim: _Claim) -> bool:
        """Is the claim one row of a table or list whose rows each name what they
        are about, when a parallel row (the same act, or the same tick) names
        something call ``ri``'s tool acted on and this row names only what no
        successful call of that tool did ("✅ Charged (ch_11)" for Rita Gomez,
        then "✅ Charged" for Paul Beck, after one charge)?"""
        ti = self._tool_at(ri)
        if ti is None or self.lex._tools[ti].is_read:
            return False
        ls, le, line = self._line_at(claim.start)
        table = line.lstrip().startswith("|")
        if not table and not _ROW_START_RE.match(line):
            return False
        names = self._row_names_at(ls, line)
        if not names:
            return False
        span = self.text[claim.start: claim.end]
        acts = {w.lower() for w in re.findall(r"[A-Za-z]+", span)
                if claim.lemma and (self.lex._lemma(w.lower()) or ("",))[0] == claim.lemma}
        marks = {c for c in span if c in _DONE_MARKS}
        if not acts and not marks:
            return False
        if any(self._row_held(ti, n) for n in names):
            return False
        col = line[: claim.start - ls].count("|")
        for begin, other in self._block_lines(ls, le, table):
            part = other
            if table:  # the same column of another row of as many cells
                cells = other.split("|")
                if len(cells) != line.count("|") + 1 or col >= len(cells):
                    continue
                part = cells[col]
            low = part.lower()
            parallel = any(re.search(r"(?<!\w)" + a + r"(?!\w)", low) for a in acts) or (
                (table or not acts) and any(c in part for c in marks))
            if parallel and any(self._row_held(ti, n) for n in self._row_names_at(begin, other)):
                return True
        return False

    def _plain_request(self) -> bool:
        """Is the request one sentence with nothing declined (its nouns are its
        act's)? Worked out once, when first asked."""
        if self._plain is None:
            self._plain = not re.search(r"[.!?;]\s+\S|n't\b|\bnot\b|\bno\b",
                                        self._request_text.strip()[:2000])
        return self._plain

    def _line_at(self, pos: int) -> tuple[int, int, str]:
        """(start, end, text) of the line ``pos`` is on."""
        ls = self.text.rfind("\n", 0, pos) + 1
        le = self.text.find("\n", pos)
        le = len(self.text) if le < 0 else le
        return ls, le, self.text[ls:le]

    def _row_names_at(self, ls: int, line: str) -> list[str]:
        """``_row_names`` of the line starting at ``ls``, worked out once."""
        got = self._rows.get(ls)
        if got is None:
            got = self._rows[ls] = self._row_names(line)
        return got

    def _row_held(self, ti: int, name: str) -> bool:
        """Does a successful call of tool ``ti`` name ``name`` (a word of it), or
        another successful call that shares an id with one of them ("Paul Beck"
        read as member M-12, then M-12 charged)? Worked out once per pair."""
        key = (ti, name)
        got = self._held.get(key)
        if got is not None:
            return got
        texts = self._data_texts()
        n = min(len(self.receipts), 50, len(texts))
        oks = [rj for rj in range(n) if self._ok(rj) and self._tool_at(rj) == ti]
        pats = [re.compile(r"(?<!\w)" + re.escape(w) + r"(?!\w)") for w in name.split()]
        got = any(p.search(texts[rj]) for rj in oks for p in pats)
        if not got and oks:
            # the ids of the people the calls were for ({"member_id": "M-12"}), as
            # whole words, in another call's data beside the name
            ids = [re.compile(r"(?<![\w-])" + re.escape(v.lower()) + r"(?![\w-])")
                   for rj in oks for key, v in list(_leaves(_safe_args(self.receipts[rj])))[:20]
                   if key is not None and isinstance(v, str) and _is_code(v)
                   and {noun_key(w) for w in identifier_words(key)} & (_PARTY_KEYS | _PEOPLE)]
            got = any(self._ok(rk) and rk not in oks and any(p.search(texts[rk]) for p in pats)
                      and any(x.search(texts[rk]) for x in ids) for rk in range(n))
        self._held[key] = got
        return got

    def _block_lines(self, ls: int, le: int, table: bool) -> list[tuple[int, str]]:
        """The other lines of the table or list the line at ``ls``..``le`` is in,
        each with where it starts."""
        out: list[tuple[int, str]] = []
        for step in (-1, 1):
            at = ls if step < 0 else le
            for _ in range(12):
                if step < 0:
                    if at <= 0:
                        break
                    a = self.text.rfind("\n", 0, at - 1) + 1
                    line, at, begin = self.text[a: at - 1], a, a
                else:
                    if at >= len(self.text):
                        break
                    b = self.text.find("\n", at + 1)
                    b = len(self.text) if b < 0 else b
                    line, at, begin = self.text[at + 1: b], b, at + 1
                if table != line.lstrip().startswith("|") or (
                        not table and not _ROW_START_RE.match(line)):
                    break
                out.append((begin, line))
        return out

    def _slipped(self, ri: int) -> bool:
        """Was call ``ri`` given an id that nothing else this turn holds, whose
        characters, in another order or with one changed before the last, are an
        id the user gave or another ok call returned ("40271" acted on for member
        "40217"; "BK-3370" updated after the read of the farm returned "BK-3307";
        "HC-10445" for "HC-10455")? A slipped id: the call acted on another object
        than the one the user and the calls name, whatever the reply says it did.
        One digit that ends its run, beside another call's id ("RYE-0414-AM" and
        "RYE-0411-AM"), is the next in a series, not a slip."""
        hit = self._slips.get(ri)
        if hit is not None:
            return hit
        hit = self._slips[ri] = False
        if (ti := self._tool_at(ri)) is None or self.lex._tools[ti].is_read:
            return False
        tokens = self._id_tokens()
        for key, v in list(_leaves(_safe_args(self.receipts[ri])))[:20]:
            if isinstance(v, int) and not isinstance(v, bool):
                v = str(v)
            if not isinstance(v, str) or len(v) > 20 or (
                key is not None and set(identifier_words(key)) & _COUNT_KEYS
            ) or not (_is_code(v) or (v.replace(".", "").isdigit() and len(v) >= 4)):
                continue  # (a quantity or a sum is no id; an accession number is: "1979.3.51")
            low = v.lower()
            if any(rj != ri for rj in tokens.get(low, ())):
                continue  # the id is the user's (-1) or another call's: no slip
            shape, chars = _shape(low), sorted(low)
            for x, where in tokens.items():
                if x != low and len(x) == len(low) and _shape(x) == shape and any(
                    rj == -1 or (rj != ri and self._ok(rj)) for rj in where
                ) and (
                    # the same characters in another order, or one mistyped before the
                    # last ("ev_0612" beside "ev_0610" is the next in a series, and so is
                    # "s-0314-pm" beside another call's "s-0311-pm"; not beside the user's)
                    # (beside the one id of its shape the user gave, a last digit
                    # changed by more than one is a slip too: "WR-2283" texted for the
                    # user's "WR-2288"; "B-3" for "B-2" is the next one)
                    sorted(x) == chars or (x[-1] == low[-1] and _one_edit(x, low) and (
                        -1 in where or not _in_series(x, low))) or (
                        -1 in where and _far_last_digit(x, low) and sum(
                            -1 in w2 and _shape(y) == shape for y, w2 in tokens.items()) == 1)
                    # (or any other number under the one prefix the user gave an id of:
                    # "PAY-8812" refunded for the user's "PAY-8870", held by nothing)
                    or (-1 in where and (pre := _id_prefix(x)) and pre == _id_prefix(low)
                        and not _in_series(x, low) and self._user_prefixes().get(pre) == 1
                        # (not "ACC-77120" for the savings account a read gave as "77120")
                        and not any(rj != ri for rj in tokens.get(low[len(pre):], ())))
                ):
                    hit = self._slips[ri] = True
                    return True
        return hit

    def _id_tokens(self) -> dict[str, set[int]]:
        """The id-like words of the request (-1) and of the first 50 calls' data,
        with where each occurs, gathered once per reply."""
        if self._tokens is None:
            out: dict[str, set[int]] = {}
            texts = [self._request_text.lower(), *self._data_texts()[:50]]
            for n, t in enumerate(texts):
                for m in re.finditer(r"[a-z0-9][a-z0-9_.-]{2,19}", t):
                    out.setdefault(m.group().rstrip("."), set()).add(n - 1)
            self._tokens = out
        return self._tokens

    def _failure_says(self, words: tuple[str, ...]) -> bool:
        """Does a failed call's result hold one of ``words`` ("already",
        "closed"; "ACCOUNT_CLOSED" says "closed")?"""
        wanted = {w for w in words if w}
        return any(wanted & said for _, said in self._error_words())

    def _user_prefixes(self) -> dict[str, int]:
        """How many ids the user gave under each prefix ("pay-": 1), once per
        reply."""
        if self._prefixes is None:
            counts: dict[str, int] = {}
            for y, where in self._id_tokens().items():
                if -1 in where and (pre := _id_prefix(y)):
                    counts[pre] = counts.get(pre, 0) + 1
            self._prefixes = counts
        return self._prefixes

    def _sums_in(self, start: int, end: int) -> set[float]:
        """The sums of money text[start:end] states ("$1,240.00" -> 1240.0)."""
        return {v for m in _MONEY_RE.finditer(self.text, start, end)
                if (v := _figure(m.group(1) or m.group(2) or "")) is not None and v > 0}

    def _other_amount(self, ri: int, claim: _Claim) -> bool:
        """Does a payment claim state a sum ("£340 went through") that call
        ``ri``, made with an amount, neither gave nor returned, nor one step of
        arithmetic from them?"""
        if not claim.concepts & {"pay", "charge", "refund"}:
            return False
        stated = self._sums_in(claim.start, claim.end)
        args = _safe_args(self.receipts[ri])
        result = _safe_result(self.receipts[ri])

        def amounted(part: Any) -> bool:
            return isinstance(part, Mapping) and any(
                isinstance(k, str) and isinstance(v, int | float) and not isinstance(v, bool)
                and set(identifier_words(k)) & _AMOUNT_KEYS for k, v in list(part.items())[:20])

        if not stated:
            return False
        held = _figures_of(args) | _figures_of(result)
        if amounted(args):
            return not any(_derived(v, held) for v in stated)
        if not amounted(result):
            return False
        # returning the sum it moved ({"amount": 3900.0}), perhaps in cents, net of
        # a fee the reply states ("£100 deposit refunded, minus the £15 fee")
        held |= {v / 100 for v in held if v >= 100}
        # (a fee the reply takes off, just after the claim: "minus the £15 admin fee")
        fees = {v for m in _LESS_FEE_RE.finditer(self.text, claim.start, min(
            len(self.text), claim.end + 80)) if (v := _figure(m.group(1))) is not None}
        return not any(v in held or any(abs(v - h - f) < 0.011 for h in held for f in fees)
                       for v in stated)

    def _other_party(self, ri: int, claim: _Claim) -> bool:
        """Does the claim name a client or customer ("for Bellwether Creamery's
        October affinage") that no call's data holds, when call ``ri`` was made
        for another one ({"client": "Hollow Hill Farm"})?"""
        args = _safe_args(self.receipts[ri])
        result = _safe_result(self.receipts[ri])
        items = list(args.items())[:20] if isinstance(args, Mapping) else []
        parties = [v.lower().split() for k, v in items
                   if isinstance(k, str) and isinstance(v, str) and _PROPER_NAME_RE.match(v)
                   and {noun_key(w) for w in identifier_words(k)} & _PARTY_KEYS]
        # the person the call's result says it acted for ({"student": "Sam Okafor"})
        named = [v.lower().split() for k, v in (
            list(result.items())[:30] if isinstance(result, Mapping) else [])
            if isinstance(k, str) and isinstance(v, str) and _PROPER_NAME_RE.fullmatch(v)
            and {noun_key(w) for w in identifier_words(k)} & _PARTY_KEYS]
        if self._other_owner(ri, claim):
            return True
        if not parties and not named:
            return False
        if named:
            span = self.text[claim.start: claim.end]
            for m in re.finditer(r"(?=\b([A-Z][a-z]+) ([A-Z][a-z]+)['’]s\b)",
                                 self._request_text[:2000]):
                asked = [m.group(1).lower(), m.group(2).lower()]
                # (whose thing it is, "Rory Baird's lesson", and named so in the
                # claim: "Rory's lesson")
                if self.lex._lemma(asked[0]) is None and not any(
                    self._in_text(x, ri) for x in asked
                ) and re.search(r"\b(?:" + m.group(1) + "|" + m.group(2) + r")['’]s\b", span):
                    # "cancel Finlay Ross's Friday lesson" answered "Finlay's lesson is
                    # off the calendar" after a cancellation that returned {"student":
                    # "Lucy Hay"}: the call acted for someone else
                    return True
        for m in _PROPER_NAME_RE.finditer(self.text, claim.start, claim.end):
            said = m.group(0).lower().split()
            if said[0] in _DETERMINERS or said[0] in ARTICLES or set(said) & _MONTHS or (
                _WEEKDAY_NO.keys() & set(said)
            ):
                continue  # "The October invoice": no one's name
            if any(p[0] == said[0] and p[-1] != said[-1] for p in named) and not self._in_text(
                m.group(0)
            ):
                # "Sam Ortega is now on Sunday" after a move the result says was for
                # Sam Okafor (whose guardian may well be an Ortega)
                return True
            # who it was for: "for Bellwether Creamery", "Bellwether Creamery's invoice"
            party = self.text[max(0, m.start() - 4): m.start()].lower() == "for " or (
                self.text[m.end(): m.end() + 2] in ("'s", "’s")
                and not self._name_goes_on(m.end() + 2))
            if party and not self._in_text(m.group(0)) and not any(
                set(said) & set(p) for p in parties
            ) and not (
                # "Mrs Patel's visit" after a call whose result was for Anjali Patel
                said[0] in _TITLES and any(said[-1] == p[-1] for p in named)
            ):
                return True
        return False

    def _with_addressee(self, words: list[_Tok], lows: list[str], i: int) -> bool:
        """Is "with" at ``i`` followed by the one the user asked to be sent the
        thing the clause is about ("is with the Riverside Chamber Orchestra"
        after "send the Riverside Chamber Orchestra a quote")?"""
        req = self.request
        if req is None or req.question or not req.asked & {"send", "email", "message"} or (
            self._neg_or_modal(words, i) or any(x in _FIRST_PERSON for x in lows[:i])
        ):
            return False
        j = i + 1 + (lows[i] == "out")
        j += lows[j: j + 1] == ["the"]
        if j >= len(words) or (j + 1 < len(words) and words[j + 1].kind == "poss"):
            return False  # (not "is with Hannah's team": someone else holds it)
        asked = self._request_text.lower()
        if lows[j] not in ("her", "him") and (
            not words[j].text[:1].isupper() or lows[j] in _MONTHS or lows[j] in _WEEKDAY_NO
            or re.search(r"(?<!\w)" + re.escape(lows[j]) + r"(?!\w)", asked) is None
        ):
            return False
        # a paper the request names, or the thing it asks to send ("Check-in
        # instructions are with Hannah" after "send Hannah the check-in instructions")
        return any(
            (x := noun_key(w.split("'")[0])) in _PAPERS
            and re.search(r"(?<!\w)" + re.escape(x) + r"s?(?!\w)", asked) is not None
            for w in lows[: i - 1]) or (i >= 2 and self._sent_object(
                noun_key(lows[i - 2].split("-")[-1])))

    def _sent_object(self, head: str) -> bool:
        """Is ``head`` the object the request asks to send, up to the first
        preposition after its verb of sending ("instructions" in "send Hannah the
        check-in instructions for tomorrow", not "oven" in "the invoice for the oven
        job")?"""
        if len(head) <= 2 or head in _STOP_NOUNS or head in _PEOPLE:
            return False
        words = re.findall(r"[a-z][a-z'-]*", self._request_low[:2000])  # ("check-in")
        for k, w in enumerate(words):
            if w in _SENDING_ASKS:
                for x in words[k + 1: k + 9]:
                    if x in _PREPOSITIONS or x in ("and", "so", "but"):
                        break
                    if noun_key(x.split("-")[-1]) == head:
                        return True
        return False

    def _request_tokens(self) -> list[str]:
        """The request's words, in lower case and in order; worked out once."""
        if self._req_words is None:
            self._req_words = re.findall(r"[a-z']+", self._request_low[:2000])
        return self._req_words

    def _asks_verb(self, lemma: str) -> bool:
        """Does the request ask for ``lemma`` ("mark the Hughes job as complete",
        "..., so mark K-881", "can you mark ..."): the verb itself, after no modal,
        negation or subject ("it should mark it by itself", "don't book it")?"""
        words = self._request_tokens()
        return any(w == lemma and (k == 0 or words[k - 1] not in _NOT_ASKING or (
            words[k - 1] == "you" and k > 1 and words[k - 2] in ("can", "could", "would", "will")
        )) for k, w in enumerate(words))

    def _asked_sent(self, heads: set[str]) -> bool:
        """Does the request ask to send one of ``heads`` ("email his mum the kit
        list" and "list"): a word in the few after its verb of sending?"""
        req = self.request
        if req is None or not req.asked & _REACHING:
            return False
        if self._sent_words is None:
            words = self._request_tokens()
            self._sent_words = set()
            for k, w in enumerate(words):
                if w in _SENDING_ASKS:
                    self._sent_words |= {noun_key(x) for x in words[k + 1: k + 9]}
                    if words[k + 1: k + 2] in (["it"], ["them"], ["this"], ["that"]):
                        # "pull a shortlist ... and send it to Dana": what "it" stands for
                        self._sent_words |= {noun_key(x) for x in words[max(0, k - 8): k]}
        return any(len(h) > 2 and h not in _STOP_NOUNS and h not in _PEOPLE
                   and h in self._sent_words for h in heads)

    def _told_one_knows(self, words: list[_Tok], lows: list[str], i: int) -> bool:
        """Is the name before "knows" at ``i`` the one the user asked to be told,
        and does it know now, not from before ("Marco already knows")?"""
        req = self.request
        if req is None or req.question or (
            not words[0].text[:1].isupper() or lows[0] in _SUBJECT_WORDS
            or lows[0] in _STOP_NOUNS or len(lows[0]) < 3 or self._neg_or_modal(words, i)
        ) or re.search(r"\b(?:tell|let|inform|notify|warn|" + _SEND_VERBS + r")\s+(?:\w+\s+)?"
                       + re.escape(lows[0]) + r"\b", self._request_low[:2000]) is None:
            return False
        ss, se = self._sentence_at(words[0].start, words[-1].end)
        # (not "I haven't texted Marco yet. Marco knows the old code": known before)
        return _HAD_BEFORE_RE.search(self.text, ss, se) is None and not _NEGATIONS & set(
            lows) and not any(lows[0] in _alnum_words(self.text[m.end(): m.end() + 30].lower())
                              for m in _NOT_TOLD_RE.finditer(self.text[:4000]))

    def _addressee_has(self, words: list[_Tok], lows: list[str], i: int) -> bool:
        """Does the name before "has" at ``i`` name the one the user asked to be
        sent something, and what follows what they asked to be sent ("Marcus has
        the meeting point" after "text Marcus where to meet")?"""
        req = self.request
        if req is None or req.question or not req.asked & _REACHING or (
            i >= len(lows) or lows[i] != "has" or i + 2 >= len(lows)
            or lows[i + 1] not in ("the", "all", "your", "their", "his", "her")
            or not words[0].text[:1].isupper() or lows[0] in _SUBJECT_WORDS
            or lows[0] in _STOP_NOUNS or self._neg_or_modal(words, i)
        ):
            return False
        asked = self._request_tokens()
        if len(lows[0]) < 4 or lows[0] not in asked:
            return False
        ss, se = self._sentence_at(words[0].start, words[-1].end)
        said = {x.low for x in _tokenize(self.text[ss:se][:600]) if x.kind == "w"}
        if said & _NEGATIONS or _HAD_BEFORE_RE.search(self.text, words[0].start, se):
            # ("Nadia has the code from last week, so I haven't texted her", "Priya
            # has the meeting point already"): had before, not sent now
            return False
        # (a thing, not people the reply names: "Marco has the Whitfields first thing")
        return any(len(lows[j]) >= 4 and not (
            words[j].text[:1].isupper() and lows[j].endswith("s") and lows[j - 1] == "the"
        ) and any(
            lows[j][:4] == r[:4] and r != lows[0] for r in asked)
            for j in range(i + 2, min(i + 5, len(lows))))

    @staticmethod
    def _has_object(words: list[_Tok], lows: list[str], j: int, lemma: str) -> bool:
        """Does the word at ``j``, right after the participle of ``lemma``, open
        its object ("cancelled Saturday"), not a phrase ("booked on the 10am",
        "booked in") or a new clause? After a verb of booking, a time is when
        the state holds ("she's booked Friday at 3pm"), not what was booked."""
        return words[j].kind in ("w", "code") and lows[j] not in _PREPOSITIONS and (
            lows[j] not in _LEAD_PARTICLES and lows[j] not in ("and", "or", "but", "so", "as")
        ) and not (lemma in _BOOKING_VERBS and (
            lows[j] in _WEEKDAY_NO or lows[j] in _MONTHS or lows[j] in _TIME_NOUNS
            or lows[j] in ("today", "tomorrow", "tonight")
            # (an hour or a day of the month, not a count: "booked 2 tickets")
            or re.fullmatch(r"\d{1,2}(?::\d\d)?(?:am|pm)|\d{1,2}:\d\d|\d{1,2}(?:st|nd|rd|th)",
                            lows[j]) is not None))

    def _name_goes_on(self, at: int) -> bool:
        """Does a name go on past the "'s" that ends at ``at`` ("Gull's Rest",
        "St Mary's Hall"), written so in the request, so that it names a place,
        not an owner ("Tom's Friday lesson", "Tom's Pottery Class" after "Tom's
        pottery class")?"""
        nxt = re.match(r"[ \t]([A-Z][a-z]+)", self.text[at: at + 40])
        whole = self.text[max(0, at - 40): at].split()[-1:] if nxt is not None else []
        written = bool(whole) and nxt is not None and (
            f"{whole[0].strip('*_(')} {nxt.group(1)}".replace("’", "'")
            in self._request_text.replace("’", "'"))
        return written and nxt is not None and (low := nxt.group(1).lower()) not in _MONTHS and (
            low not in _WEEKDAY_NO and low not in _TIME_NOUNS
            and (self.lex._lemma(low) or ("", "base"))[1] == "base"  # (not "Tom's Moved")
            and noun_key(low) not in self.lex._by_noun)

    def _other_owner(self, ri: int, claim: _Claim) -> bool:
        """Does the claim give its object an owner the user named ("Tom's leave
        is approved", "The Green Table's order is cancelled", "Birch Cabin's
        keypad") whom no call's data names, when call ``ri`` was given or
        returned someone else's name as the party it acted for ({"employee":
        "Priya Nair"}, {"customer": "Harvest Moon Café"}; not {"vet": …} or
        {"leave_type": "Annual Leave"}), or was given a name that neither the
        user nor the reply gives ({"unit": "Willow Hut"})?"""
        owners = self._owners.get((claim.start, claim.end))
        if owners is None:
            owners = self._owners[claim.start, claim.end] = [
                o for m in itertools.chain(
                    _OWNER_RE.finditer(self.text, claim.start, claim.end),
                    _OWNER_MOD_RE.finditer(self.text, claim.start, claim.end))
                if (low := (o := m.group(1)).lower()) not in _MONTHS
                and low not in _WEEKDAY_NO and low not in _STOP_NOUNS
                and low not in _TIME_NOUNS and self.lex._lemma(low) is None
                and not self._name_goes_on(m.end())
                # (named as a name by the user: not "Lesson's in" after "a lesson")
                and re.search(r"(?<!\w)" + re.escape(o) + r"(?!\w)", self._request_text)
                and not self._in_text(low)]
        r = self.receipts[ri]
        if owners and any(
            isinstance(v, str) and len(v) <= 60 and (
                # (a surname alone as well: {"client": "Ashworth"})
                _FULL_NAME_RE.fullmatch(v.strip()) or _SURNAME_RE.fullmatch(v.strip()))
            and key is not None and {noun_key(x) for x in identifier_words(key)} & _OWNER_KEYS
            for key, v in itertools.chain(_leaves(_safe_args(r)), self._result_leaves(ri))
        ):
            return True
        # a possessive of one or two words the user wrote as a name ("Birch Cabin's
        # keypad now opens with 4471", "Mr. Ahmed's follow-up"), against a call given,
        # under any key but one of who acted, a name that neither the user nor the
        # reply gives ({"unit": "Willow Hut"}; not {"vet": "Elena Ruiz"})
        named = self._named_owners.get((claim.start, claim.end))
        if named is None:
            named = self._named_owners[claim.start, claim.end] = any(
                re.search(r"(?<![\w'’])" + re.escape(o) + r"\b", self._request_text[:2000])
                and not self._in_text(o) and not (
                    set(o.lower().split()) & (_MONTHS | _WEEKDAY_NO.keys() | _STOP_NOUNS))
                for o in (m.group(1) for m in _OWNER_NAME_RE.finditer(
                    self.text, claim.start, claim.end)))
        if not named:
            return False
        if self._said_words is None:
            self._said_words = set(_alnum_words(self._request_low[:2000])) | set(
                _alnum_words(self.text.lower()))
        return any(
            isinstance(k, str) and isinstance(v, str)
            and not {noun_key(w) for w in identifier_words(k)} & _ACTOR_KEYS
            and _GIVEN_NAME_RE.fullmatch(v.strip()) is not None
            and not set(_alnum_words(v.lower())) & self._said_words
            for k, v in list(_leaves(_safe_args(r)))[:40])

    def _other_choice(self, ri: int, claim: _Claim) -> bool:
        """Does the claim name one value of an argument that takes one of a
        closed set of words, the call another? Named in the claim itself, or
        in its sentence just before the tool's object ("Replacement ordered ✅
        Upper tray 9 is on its way" after an order with {"arch": "lower"})."""
        ti = self._tool_at(ri)
        args = _safe_args(self.receipts[ri])
        if ti is None or not (td := self.lex._tools[ti]).choices or not isinstance(args, Mapping):
            return False
        said = self.text[claim.start: claim.end].lower()
        s, e = self._sentence_at(claim.start, claim.end)
        words = _alnum_words(self.text[s:e].lower())
        objects = td.strong_nouns | td.weak_nouns
        for p, vals in td.choices.items():
            v = args.get(p)
            if not isinstance(v, str) or (got := v.lower().replace("_", " ")) not in vals:
                continue
            named = {x for x in vals if _has_word(said, x) or any(
                w == x and m + 1 < len(words) and noun_key(words[m + 1]) in objects
                for m, w in enumerate(words))}
            if named and got not in named and not _has_word(" ".join(words), got):
                return True  # ("the 9 PM–1 AM window" names the call's "pm" as well)
        return False

    def _other_address(self, ri: int, claim: _Claim) -> bool:
        """Does the claim name an email address when the call held only others
        ("sent a reset link to m.alvarez@gmail.com" after a call made with
        "m.alvarez@outlook.com")?"""
        said = {m.group().lower().rstrip(".") for m in _EMAIL_RE.finditer(
            self.text, claim.start, claim.end)}
        if not said:
            # or a phone number ("Texted Mrs Penrose on 07700 900123" after a text
            # sent to 07700 900871)
            # (compared on their last ten digits: "+1-206-555-0147" is "(206) 555-0147")
            phones = {d[-10:] for m in _ADDRESS_RE.finditer(self.text, claim.start, claim.end)
                      if "@" not in m.group() and len(d := re.sub(r"\D", "", m.group())) >= 10
                      # (the number it reached: "texted her on / at / to 07700 900123")
                      and re.search(r"\b(?:on|at|to)\W*$", self.text[max(0, m.start() - 6):
                                                                      m.start()])}
            if not phones:
                return False
            r = self.receipts[ri]
            dialled = {re.sub(r"\D", "", v)[-10:] for key, v in itertools.chain(
                _leaves(_safe_args(r)), _leaves(_safe_result(r)))
                if isinstance(v, str) and len(v) <= 40 and key is not None
                and _DIALLED & set(identifier_words(key)) and _is_phone(v)}
            return bool(dialled) and not phones & dialled
        held = self._emails.get(ri)
        if held is None:
            r = self.receipts[ri]
            held = self._emails[ri] = {
                v.strip().lower() for _, v in itertools.chain(
                    _leaves(_safe_args(r)), _leaves(_safe_result(r)))
                if isinstance(v, str) and _EMAIL_RE.fullmatch(v.strip())}
        return bool(held) and not said & held

    def _other_keyed(self, ri: int, claim: _Claim) -> bool:
        """Does the claim name a value by the name of an argument the call held
        another value for ("booth 1412" after a call with {"booth": "1421"},
        "account A-30481" after {"account": "A-30418"})?"""
        keyed = self._keyed.get(ri)
        if keyed is None:
            keyed = self._keyed[ri] = {}
            args = _safe_args(self.receipts[ri])
            for k, v in list(args.items())[:20] if isinstance(args, Mapping) else ():
                sv = str(v) if isinstance(v, (str, int)) and not isinstance(v, bool) else ""
                if (not (sv.isdigit() and len(sv) >= 3) and not _is_code(sv)) or (
                    _TIMESTAMP_RE.match(sv)
                ):
                    continue  # (a date or time is said many ways: "until 9 pm")
                names = [w for w in identifier_words(str(k)) if w not in _KEY_TAILS]
                if len(names) == 1:
                    keyed[noun_key(names[0])] = sv
        if not keyed:
            return False
        words = self._span_words.get((claim.start, claim.end))
        if words is None:
            words = self._span_words[claim.start, claim.end] = [
                t for t in _tokenize(self.text[claim.start: claim.end]) if t.kind == "w"]
        for a, b in itertools.pairwise(words):
            held = keyed.get(noun_key(a.low))
            if held is not None and ((b.text.isdigit() and len(b.text) >= 3) or _is_code(
                b.text)) and (
                _code_key(b.text) != _code_key(held)
            ) and not self._in_text(b.text, ri):
                return True
        return False

    def _other_name(self, ri: int, claim: _Claim) -> bool:
        """Does the claim's sentence name someone or something that shares the
        first word of a name call ``ri`` was given or returned, but not the
        next ("Maya Okafor is signed out" after a sign-out that returned "Maya
        Brooks")? Two names that far apart are two objects."""
        names = self._proper_names.get(ri)
        if names is None:
            r = self.receipts[ri]
            names = self._proper_names[ri] = [
                v.split() for _, v in itertools.chain(_leaves(_safe_args(r)),
                                                      _leaves(_safe_result(r)))
                if isinstance(v, str) and _PROPER_NAME_RE.fullmatch(v)]
        held = self._party_words_of(ri)
        if not names and not held:
            return False
        ls, le = self._sentence_at(claim.start, claim.end)
        if held and self._near_name(held, ls, le):
            return True
        for m in _PROPER_NAME_RE.finditer(self.text, ls, le):
            said = m.group(0).split()
            if any(_first_names_meet(n[0], said[0]) and n[1] != said[1]
                   and not self._in_text(said[1]) for n in names):
                # (a short form is the same first name: "Dan Ortiz" and "Danielle Ortega")
                return True
            # "Erin Walsh's fee has been charged" after a charge that returned "Aaron
            # Walsh": one family name, two people
            if len(said) == 2 and said[0].lower().rstrip(".") not in _TITLES and any(
                len(n) == 2 and n[1] == said[1] and not _first_names_meet(n[0], said[0])
                and n[0].lower().rstrip(".") not in _TITLES and not self._in_text(said[0])
                for n in names):
                return True
        return False

    def _failed_update_on(self, claim: _Claim) -> int | None:
        """The tool that changes records (``update_ticket``) whose call on an id
        the claim names failed, when no ok call names it."""
        ids = _hard_ids(claim.cues)
        if not ids:
            return None
        found: int | None = None
        for ri in range(min(len(self.receipts), 50)):
            ti = self._tool_at(ri)
            if ti is None or not any(self._names(ri, c) for c in ids):
                continue
            if self._ok(ri):
                return None  # (a read of it, or an act on it, that worked)
            td = self.lex._tools[ti]
            if not td.is_read and td.name_concepts & ({"update"} | claim.concepts):
                found = ti
        return found

    def _failed_for_name(self, ti: int, claim: _Claim) -> bool:
        """Does the claim name someone or something ("to Anna", "The Larder is
        reserved") that a failed call of tool ``ti`` was given ({"email":
        "anna.k@gmial.com"}, {"roomId": "LARDER"}) and no ok call of it names?"""
        names = [c[1:].lower() for c in claim.cues
                 if c.startswith("~") and c[1:2].isupper() and c[2:].islower() and len(c) > 3]
        if not names:
            return False
        calls = self._receipts_of(ti)[:50]
        if all(self._ok(ri) for ri in calls):
            return False
        for name in names:
            if self.lex._lemma(name) is not None:
                continue
            def holds(ri: int, name: str = name, result: bool = True) -> bool:
                r = self.receipts[ri]
                return any(isinstance(v, str) and name in _alnum_words(v.lower())
                           for _, v in itertools.chain(_leaves(_safe_args(r)), (
                               self._result_leaves(ri) if result else ())))
            # (whom the failed call was given, not what its error says)
            if any(not self._ok(ri) and holds(ri, result=False) for ri in calls) and not any(
                self._ok(ri) and holds(ri) for ri in calls
            ):
                return True
        return False

    def _retry_of(self, claim: _Claim) -> tuple[int, int] | None:
        """The (tool, call) a verb of doing again names ("resubmitted", "re-sent",
        "retried") when one tool's call failed and a later call of it succeeded."""
        # ("My first try had the number transposed; corrected it and it went through")
        correcting = claim.lemma in _CORRECTING and not (
            self._object_nouns(claim) - {"", "it", "that"})
        if not correcting and (
            not claim.lemma or not claim.concepts <= _GENERIC_DONE | {"send", "run"} or not any(
                n == "retried" or (n.startswith("re") and (
                    lem := self.lex._lemma(n[2:].lstrip("-"))) is not None
                    and lem[0] == claim.lemma)
                for n in claim.nouns)
        ):
            return None
        failed: set[int] = set()
        for ri in range(min(len(self.receipts), 50)):
            ti = self._tool_at(ri)
            if ti is None or self.lex._tools[ti].is_read:
                continue
            if not self._ok(ri):
                failed.add(ti)
            elif ti in failed:
                return ti, ri
        return None

    def _party_words_of(self, ri: int) -> set[str]:
        """The capitalised words of the customer or client names call ``ri`` was
        given or returned ({"customer_name": "Jansen Marine"}), gathered once."""
        held = self._party_words.get(ri)
        if held is None:
            r = self.receipts[ri]
            held = self._party_words[ri] = {
                w for key, v in itertools.chain(_leaves(_safe_args(r)), self._result_leaves(ri))
                if key is not None and isinstance(v, str) and len(v) <= 60 and (
                    {noun_key(x) for x in identifier_words(key)} & _NAMED_KEYS)
                for w in re.findall(r"\b[A-Z][a-z]{4,}\b", v)}
        return held

    def _near_name(self, held: set[str], start: int, end: int) -> bool:
        """Does text[start:end] name a customer or client one letter or one ending
        away from one in ``held`` (a call's), and named by no call ("the Hartley
        job" after a move the result says was for "Hartman Dental", "Jensen
        Rigging" charged when the call charged "Jansen Marine")? Two such names are
        two parties; a family's plural ("the Hansens") is the same one."""
        toks = [t for t in _tokenize(self.text[start:end]) if t.kind == "w"]
        said = {t.text for t in toks}
        for t in toks[1:]:
            w = t.text
            if len(w) < 5 or not w[0].isupper() or not w[1:].islower() or w in held:
                continue
            if any(v[0] == w[0] and v not in said and w not in (v + "s", v + "es") and (
                _one_edit(v, w) or (abs(len(v) - len(w)) <= 1 and v[:4] == w[:4])
            ) for v in held) and self.lex._lemma(t.low) is None and not self._in_text(w):
                # (a name the sentence gives as the call had it is that party)
                return True
        return False

    def _object_nouns(self, claim: _Claim) -> set[str]:
        """The claim's nouns without the forms of its own verb ("sent", "send")."""
        if not claim.lemma:
            return set(claim.nouns)
        return {
            n for n in claim.nouns
            if n != claim.lemma and (self.lex._lemma(n) or ("",))[0] != claim.lemma
        }

    def _sends_foreign(self, claim: _Claim, elig: list[int]) -> bool:
        """Does a send claim name a document (a certificate) when each tool its
        verb fits is named for another document it sends (send_invoice), and
        none of them ran?"""
        lex = self.lex
        if any(self._receipts_of(ti) for ti in elig):
            return False
        docs = {_PAPER_KINDS[k] for n in self._object_nouns(claim)
                if (k := noun_key(n.removeprefix("e-"))) in _PAPER_KINDS}
        return bool(docs) and all(
            (own := {_PAPER_KINDS[k] for w in identifier_words(lex._tools[ti].name)
                     if (k := noun_key(w)) in _PAPER_KINDS})
            and not docs & (own | {_PAPER_KINDS.get(n, n) for n in
                                   lex._tools[ti].strong_nouns | lex._tools[ti].weak_nouns})
            for ti in elig)

    def _by_object(self, claim: _Claim) -> int | None:
        """The one tool whose name holds the claim's object, when no tool's verb
        fits ("Your ride to SFO is confirmed" -> request_ride): a tool that undoes
        things never takes a claim that something was done."""
        lex = self.lex
        if not (claim.concepts <= _GENERIC_DONE | {"add"} or claim.lemma in _GENERIC_LEMMAS
                # "Conservation has been notified": by the one tool that reaches it
                or claim.lemma in ("notify", "inform", "alert")
                # "Courier set for 12 November": a time fixed, like "booked for"
                or (claim.lemma == "set" and re.search(
                    r"\bset\s+(?:up\s+)?for\b", self.text[claim.start: claim.end], re.I))):
            return None  # a specific verb no tool performs ("downloaded"): no tool
        # what was acted on, not where or when; a message also by whom it reached
        objs = self._object_nouns(claim)
        if not claim.concepts & (_SENT_THINGS | {"notify"}) and claim.lemma not in (
            _CHANNEL_VERBS | {"send", "forward", "deliver"}
        ):
            objs &= self._core_nouns(claim)
        found = sorted(self._makers(objs, undoing=bool(claim.concepts & _UNDOING)))
        if len(found) > 1 and self.request is not None:
            asked = [ti for ti in found if lex._tools[ti].name_concepts & self.request.asked
                     or any(c.startswith("~") for c in lex._tools[ti].name_concepts)]
            found = asked
        return found[0] if len(found) == 1 else None

    def _booked_thing(self, claim: _Claim, objs: set[str]) -> bool:
        """Does the claim name, in lower case, a thing booked that is neither a
        time nor a period ("the pickup is booked", not "Your Saturday night is
        booked"; a capitalised word may be a person: "Marco is booked for you")?"""
        said = {noun_key(t.low) for t in _tokenize(self.text[claim.start: claim.end])
                if t.kind == "w" and t.text.isalpha() and t.text.islower()}
        return any(n in said and len(n) > 2 and n not in _WHEN_WORDS and n not in _PERIODS
                   and n not in _STOP_NOUNS and self.lex._lemma(n) is None for n in objs)

    def _booked_elsewhere(self, objs: set[str], ti: int) -> bool:
        """Is what was booked a vehicle or a hired hand ("a van", "the
        photographer") that neither tool ``ti`` ("Book a bike into the workshop
        queue") nor any call's data names?"""
        things = {n for n in objs if n in _HIRED}
        if not things or objs & _BOOKED_GENERIC:  # ("the next sensible slot": a slot)
            return False
        td = self.lex._tools[ti]
        if (td.strong_nouns | td.weak_nouns) & _CONVEYED or (
                (td.strong_nouns | td.weak_nouns) & _HANDS and things <= _HANDS):
            # a tool that books a transfer books the car that makes it; one that
            # books tradespeople books the plumber
            return False
        data = " ".join(self._data_texts()[:50])
        return not any(re.search(r"(?<!\w)" + re.escape(n), data) for n in things) and not (
            things & (self.lex._tools[ti].strong_nouns | self.lex._tools[ti].weak_nouns
                      | {noun_key(w) for w in identifier_words(self.lex._tools[ti].name)}))

    def _record_line(self, claim: _Claim) -> bool:
        """Is the claim a field of a record: a list item or table cell of a
        "Label: value" kind ("• Deposit paid: £200"), or "status" then a state?"""
        ls, _, line = self._line_at(claim.start)
        before = self.text[max(ls, claim.start - 12): claim.start].lower()
        return bool(_ROW_START_RE.match(line) or line.lstrip().startswith("|")) or bool(
            re.search(r"\bstatus\s*[:—-]?\s*[*_`]*$", before)) or bool(
            re.match(r"status\s*[:—-]?\s*[*_`]*\w", self.text[claim.start: claim.end].lower()))

    def _core_nouns(self, claim: _Claim) -> set[str]:
        """The claim's nouns outside prepositional phrases: what was acted on,
        not where or when ("A courier has been booked ... to the transfer lab":
        the courier)."""
        out: set[str] = set()
        inside = False
        prev = ""
        for t in _tokenize(self.text[claim.start: claim.end]):
            if t.kind != "w":
                continue
            if t.low in _PREPOSITIONS:
                inside = True
            elif inside and (t.low in ("and", "or") or (
                prev == "to" and (lem := self.lex._lemma(t.low)) is not None and lem[1] == "base"
            )):
                inside = False  # "to take her": a new verb, or a conjunct, leaves the phrase
            elif not inside:
                out.add(noun_key(t.low))
            prev = t.low
        return out

    def _by_own_noun(self, claim: _Claim) -> int | None:
        """The one tool that makes the thing a verb is named for, when no tool's
        verb fits ("The Patel job is invoiced" -> IssueInvoice, whose noun is
        the invoice); a tool that undoes things never takes it."""
        if not claim.lemma or claim.concepts & _UNDOING:
            return None
        # the verb's own noun, or the noun made from it ("shipped": the shipment)
        own = {noun_key(claim.lemma), noun_key(claim.lemma + "ment")}
        if claim.concepts & _SENT_THINGS:
            return self._maker_of(own)
        # a tool that sends what it names ("Text a status update") makes no change:
        # "T-9 has been updated" is not its act
        found = {ti for ti in self._makers(own)
                 if not self.lex._tools[ti].name_concepts <= _SENT_THINGS}
        return found.pop() if len(found) == 1 else None

    def _makers(self, nouns: set[str], *, undoing: bool = False) -> set[int]:
        """The tools other than reads whose own noun is one of ``nouns`` (the bye
        of ``issue_bye``); tools that undo things only when ``undoing``."""
        return {ti for nn in nouns for ti in self.lex._by_noun.get(nn, ())[:64]
                if not self.lex._tools[ti].is_read and nn in self.lex._tools[ti].strong_nouns
                and (undoing or not self.lex._tools[ti].name_concepts & _UNDOING)}

    def _maker_of(self, nouns: set[str]) -> int | None:
        """The one tool that makes what ``nouns`` name, if only one does."""
        found = self._makers(nouns)
        return found.pop() if len(found) == 1 else None

    def _names(self, ri: int, cue: str, *, result_only: bool = False) -> bool:
        """Do the receipt's arguments or result (or, ``result_only``, its result)
        name the object ``cue`` names?"""
        values = self._values.get((ri, result_only))
        if values is None:
            r = self.receipts[ri]
            values = self._values[ri, result_only] = (
                ([] if result_only else _arg_values(_safe_args(r))) + _result_values(r))
        body = cue.lstrip("~#")
        key = _code_key(body)
        if not key:
            return False
        return any(key == _code_key(v) or (len(key) >= 4 and key in _code_key(v))
                   # "R-04" in {"route": "R-04 AM"}
                   or (" " in v and any(key == _code_key(p) for p in v.split()[:8]))
                   for v in values)

    def _kindred_act_on_day(self, claim: _Claim) -> int | None:
        """The one ok call, not a read, of a tool whose act is the claim's or akin
        to it (booked ~ scheduled), given the calendar day the claim names, when
        the claim names no thing but days ("Booked for Wednesday 11 June", "It's
        booked for the 11th"), or None."""
        days = _days_of(claim.cues)
        if claim.read or claim.count > 1 or len(days) != 1 or _hard_ids(claim.cues) or any(
            n not in _TIME_NOUNS and n not in _MONTHS and n not in _WEEKDAYS
            and not n[:1].isdigit() and len(n) > 2  # (not the "ve" of "I've")
            for n in self._object_nouns(claim)
        ):
            return None
        # not after a label that names a thing ("Engineer callout — booked for 4
        # March"; "Done — booked for …", "Yes, it's booked …" name none)
        label = _LABEL_BEFORE_RE.search(self.text[max(0, claim.start - 80): claim.start])
        if label is not None and set(_alnum_words(label.group(1).lower())) - _NO_LABEL_WORDS:
            return None
        akin = set(claim.concepts)
        for c in claim.concepts:
            akin |= _RELATED.get(c, frozenset())
        found = {ri for ri in range(min(len(self.receipts), 50))
                 if self._ok(ri) and (tj := self._tool_at(ri)) is not None
                 and not (td := self.lex._tools[tj]).is_read and td.name_concepts & akin
                 and any(_same_day(days[0], h) for h in _iso_days(_safe_args(self.receipts[ri])))}
        return found.pop() if len(found) == 1 else None

    def _done_on(self, claim: _Claim) -> int | None:
        """An ok call, other than a registered read, whose data names an id the
        claim names."""
        return self._call_naming(_hard_ids(claim.cues), read=False)

    def _counts_things(self, claim: _Claim, ti: int) -> bool:
        """Does the claim count the objects tool ``ti`` acts on ("Both reports
        are in Karen's inbox" for send_report), not the people they reach?"""
        words = _alnum_words(self.text[claim.start: claim.end].lower())[:40]
        own = self.lex._tools[ti].strong_nouns
        # (the plural the count heads: "three lab members" counts members)
        return any((w in ("both", "all") or w in _COUNT_WORDS or w.isdigit()) and (
            head := next((x for x in words[k + 1: k + 3] if x.endswith("s")), None)
        ) is not None and noun_key(head) in own for k, w in enumerate(words))

    def _postal_tools(self) -> list[int]:
        """The tools, other than reads, named for the post (``mail_letter``), found
        once per reply."""
        if self._postal is None:
            self._postal = [ti for ti in range(min(len(self.lex._tools), 256))
                            if not self.lex._tools[ti].is_read and _POSTAL & set(
                                identifier_words(self.lex._tools[ti].name))]
        return self._postal

    def _also_again(self, ri: int, claim: _Claim) -> bool:
        """Is the claim an act said to be done besides ("I've also reserved a
        loaner", "... as well") when call ``ri`` already backs a claim of an earlier
        sentence and names none of this claim's objects? One call, one act."""
        said = self.text[claim.start: claim.end]
        if not re.search(r"\balso\b|\bas well\b", said, re.I):
            return False
        if any(self._names(ri, c) for c in claim.cues if not c.startswith("~@")):
            return False
        return any(  # (the last 50 findings: bounded work)
            f.backed and f.receipt_index == ri and f.end <= claim.start
            and re.search(r"[.!?\n]", self.text[f.end: min(claim.start, f.end + 2000)])
            is not None
            for f in self.findings[-50:])

    def _each_object(self, ti: int, cues: list[str]) -> bool:
        """With several objects named ("deleted `a` and `b`"), once a receipt
        names one of them, every other one needs a receipt naming it too."""
        objs = [c for c in cues if not c.startswith("~@") and (  # (a day names no object)
            _is_code(c.lstrip("~#")) or (c.startswith("~") and not c[1:2].isupper()))]
        if len(objs) < 2:
            return True
        oks = [ri for ri in self._receipts_of(ti)[:50] if self._ok(ri)]
        # an id anywhere in a call's data ("fridge Q2" in a read's result, the model
        # "Genie GS-1930" a booking returned) is named by it
        named = [c for c in objs if any(
            self._names(ri, c) or ((_is_code(b := c.lstrip("~#")) or (
                # "ending 2290" in {"card": "Mastercard •2290"}
                b.isdigit() and len(b) >= 4)) and (
                    self._in_text(b, ri) or self._held_with(ri, b)))
            or self._field_pair(ri, c.lstrip("~#"))
            for ri in oks)]
        if not named:
            return True
        # only objects of the same kind as one a receipt names ("R-4410", "R-4411")
        shapes = {_shape(c) for c in named}
        return all(c in named for c in objs if _shape(c) in shapes)

    def _field_pair(self, ri: int, cue: str) -> bool:
        """Is ``cue`` a field and its value that call ``ri`` was given or returned
        ("the grade-4 fracture" and ``{"grade": 4}``)?"""
        m = re.fullmatch(r"([a-z]{3,})-(\d+)", cue)
        if m is None:
            return False
        name, value = m.groups()
        r = self.receipts[ri]
        return any(
            key is not None and name in identifier_words(key) and str(v) == value
            for key, v in itertools.chain(_leaves(_safe_args(r)), self._result_leaves(ri)))

    def _held_with(self, ri: int, value: str) -> bool:
        """Did another ok call return ``value`` in one record with an id call ``ri``
        was given? A lookup returned ``{"card_id": "card_31", "last4": "6603"}``; a
        charge made on card_31 was made on the card ending 6603."""
        acted = {_code_key(v) for v in _arg_values(_safe_args(self.receipts[ri])) if _is_code(v)}
        return bool(acted) and any(
            value in values and acted & keys
            for rj in range(min(len(self.receipts), 50)) if rj != ri and self._ok(rj)
            for values, keys in self._flat_records(rj))

    def _flat_records(self, rj: int) -> list[tuple[set[str], set[str]]]:
        """The records (mappings) call ``rj`` returned, three levels deep and at most
        200 of them, each as (its scalar values as text, the keys of its ids);
        gathered once per reply."""
        found = self._flat.get(rj)
        if found is None:
            found = self._flat[rj] = []
            stack: list[tuple[Any, int]] = [(_safe_result(self.receipts[rj]), 0)]
            while stack and len(found) < 200:
                v, depth = stack.pop()
                if isinstance(v, Mapping):
                    items = list(v.values())[:50]
                    vals = [x for x in items
                            if isinstance(x, str | int) and not isinstance(x, bool)]
                    found.append(({str(x) for x in vals}, {
                        _code_key(x) for x in vals if isinstance(x, str) and _is_code(x)}))
                elif isinstance(v, list | tuple):
                    items = list(v)[:50]
                else:
                    continue
                if depth < 3:
                    stack.extend((x, depth + 1) for x in items
                                 if isinstance(x, Mapping | list | tuple))
        return found

    def _one_address(self, ri: int) -> bool:
        """Was call ``ri`` sent to one phone number and nothing else ({"to":
        "+447700900412", "name": "Priya Nair"}; an email address may be a
        list's: "team@x.io")?"""
        args = _safe_args(self.receipts[ri])
        if not isinstance(args, Mapping):
            return False
        vals = list(args.values())[:30]
        if any(isinstance(v, list | tuple | Mapping) for v in vals):
            return False
        return sum(isinstance(v, str) and _is_phone(v) for v in vals) == 1

    def _covers(self, ti: int, count: int) -> bool:
        """Do the successful receipts of tool ``ti`` cover ``count`` objects? (one
        receipt per object, or one receipt whose arguments list them all)"""
        if {"all", "bulk", "batch", "every", "everywhere", "mass"} & set(
            identifier_words(self.lex._tools[ti].name)
        ) and any(self._ok(ri) for ri in self._receipts_of(ti)):
            return True  # "sign_out_all_devices" acts on every object at once
        distinct: set[str] = set()
        for ri in self._receipts_of(ti):
            if not self._ok(ri):
                continue
            args = _safe_args(self.receipts[ri])
            if isinstance(args, Mapping):
                if any(isinstance(k, str) and _COLLECTION_WORDS & set(identifier_words(k))
                       for k in list(args)[:50]):
                    return True  # {"device_group": "dock-c"}: one call for the whole group
                for k, v in list(args.items())[:50]:
                    if isinstance(v, list | tuple) and len(v) >= count:
                        return True
                    if isinstance(v, str) and v.lower() in ("all", "both", "*", "everything"):
                        return True
                    # (the commas of an address, "14 Birch Close, Leamington Spa", list
                    # nothing; an email address's key names no place)
                    place = isinstance(k, str) and bool(
                        _PLACE_KEYS & set(kw := identifier_words(k))) and not {
                        "email", "mail", "e"} & set(kw)
                    if isinstance(v, str) and not _is_code(v) and len(v) <= 120 and not (
                        # (a message's text, "same time, meet at the lot.", lists nothing)
                        re.search(r"[.!?](?:\s|$)", v)
                    ) and (
                        " and " in v or (not place and _LIST_COMMA.search(v)) or "%" in v
                        or " where " in v.lower()
                    ):
                        return True  # a filter or a list in one value
            distinct.add(repr(args)[:500])
            if len(distinct) >= count or self._counted(ri, ti) >= count or (
                self._quantity(args) >= count
            ):
                return True
        return False

    @staticmethod
    def _quantity(args: Any) -> int:
        """The number of things a call was given a quantity of: ``{"qty": 2}`` or
        ``{"items": [{"sku": "JW-1", "qty": 2}]}`` preorders two bottles."""
        total = 0
        for key, v in _leaves(args):
            if key is not None and isinstance(v, int) and not isinstance(v, bool) and (
                {"qty", "quantity"} & set(identifier_words(key))
            ):
                total += v
        return total

    def _counted(self, ri: int, ti: int) -> int:
        """How many objects the result of call ``ri`` counts under a key named
        for the tool's act (check_in_passenger and ``{"checked_in": 2}``) or for
        what it acts on (send_tickets and ``{"tickets": 4}``)."""
        td = self.lex._tools[ti]
        acts = {hit[0] for w in identifier_words(td.name)
                if (hit := self.lex._lemma(w)) is not None}
        best = 0
        reached: list[int] = []
        for key, v in _leaves(_safe_result(self.receipts[ri])):
            if key is not None and isinstance(v, int) and not isinstance(v, bool):
                if self._key_for(key, acts):
                    best = max(best, v)
                elif _REACHED_KEYS & set(identifier_words(key)):
                    reached.append(v)
        if reached:
            # {"recipients": 9, "sent": 9}: how many one send reached, the fewest it
            # gives ({"recipients": 9, "sent": 3}, {"recipients": 9, "notified": 3}: three)
            best = min(best, *reached) if best else min(reached)
        result = _safe_result(self.receipts[ri])
        for key, v in list(result.items())[:50] if isinstance(result, Mapping) else []:
            kw = identifier_words(key) if isinstance(key, str) else []
            if len(kw) == 1 and kw[0].endswith("s") and noun_key(kw[0]) in td.strong_nouns:
                if isinstance(v, list):
                    best = max(best, len(v))  # book_lanes and {"lanes": [1, 2]}
                elif isinstance(v, int) and not isinstance(v, bool):
                    best = max(best, v)
        return best

    def _resolve(self, kind: Kind, claim: _Claim, elig: list[int], any_cand: bool) -> None:
        """Match a claim to receipts and record a finding."""
        lex = self.lex
        office = bool(claim.concepts & _REACHING) and (
            _TO_OFFICE_RE.search(self.text, claim.start, claim.end) is not None)
        if elig and office and claim.explicit is None:
            # "sent it to the county recorder", "I've let Ward 12 know": an office is
            # no party of a tool that reaches its own (the client, the patient)
            elig = [ti for ti in elig if not (
                (lex._tools[ti].strong_nouns | lex._tools[ti].weak_nouns) & _PARTY_KEYS)]
        if claim.explicit is None and self._failure_relayed(claim):
            return  # what a failed call's error stated, said again
        if claim.read and claim.explicit is None and not self._ok_reads() and not any(
            c.isdigit() for c in self.text[claim.start: claim.end]
        ) and 0 <= self._key_asked_at() < claim.start:
            # "I just need your job number. It's printed at the top of your receipt":
            # nothing is read before the key to read it by is given
            return
        if (since := _SINCE_BEEN_RE.search(self.text, claim.start, claim.end)) and not (
            _in_first_person(self.text[claim.start: claim.end])
        ) and self._failure_says(tuple(_alnum_words(
                self.text[since.end(): min(claim.end, since.end() + 30)].lower())[:1])):
            # "the card it was paid with has since been closed" after a refund
            # failed with "payment method closed": what happened to it after, by
            # someone else, the reason the call failed (with no failure that says
            # so, "has since been moved back" is news)
            return
        if elig and claim.explicit is None and not claim.read and "send" in claim.concepts and (
            claim.lemma in ("send", "") and not self._object_nouns(claim) - {""}
        ) and not self._drafts() and not any(self._receipts_of(ti) for ti in elig[:8]) and any(
            self._ok(ri) and (tj := self._tool_at(ri)) is not None and tj not in elig
            and not lex._tools[tj].is_read and (
                lex._tools[tj].name_concepts | lex._tools[tj].desc_concepts) & _SENDING_ACTS
            for ri in range(min(len(self.receipts), 50))
        ):
            # "Sent! Tracking RM123456GB." after ship_part ran: the send that ran, not
            # the tool that emails (unless a draft was made: that is what "Sent" is of)
            elig = []
        if not elig and claim.explicit is None and not claim.read and claim.count <= 1 and (
            not office and self.request is not None and claim.concepts & self.request.asked
            and self.request.nouns - claim.nouns
            # (one request, said once: its nouns are the act's, not another sentence's
            # or a thing declined: "don't bother with the waitlist")
            and self._plain_request()
        ):
            # "add a wheel basics class" -> "Added via StudioPlanner: **Wheel Basics**":
            # the act asked for, on the thing the request names
            elig, cand = lex._rank(claim.concepts, claim.nouns | self.request.nouns, claim.lemma)
            any_cand = any_cand or cand
        if self.request is not None and claim.explicit is None and not claim.read and (
            (
                self.request.question and not self.request.asked) or (
                # "remind me what's on LH-3309?": asked to be told
                self.request.asked == {"remind"} and re.match(
                    r"\s*(?:can you |could you |pls |please )?remind me (?:of )?(?:what|when|"
                    r"where|which|who|how)\b", self._request_text, re.I))
        ) and not _in_first_person(self.text[claim.start: claim.end]) and (
            self._record_line(claim)
        ) and not any(
            # (nothing acted, and no read ran whose data the line must answer to)
            self._ok(ri) or ((ti := self._tool_at(ri)) is not None and not lex._tools[ti].is_read)
            for ri in range(min(len(self.receipts), 50))
        ):
            # "remind me what's on LH-3309?" -> "• Deposit paid: £200", "status
            # **confirmed**": a field of the record asked about, not an act, when
            # nothing acted and no read succeeded (a read's data is checked as such)
            return
        if claim.explicit is None and not claim.read and not elig and "book" in claim.concepts and (
            len(sched := self._acting_tools({"schedule"})) == 1
        ) and not self._acting_tools({"book"}):
            # "Both booked in" beside schedule_inspection and no tool that books: put
            # on the calendar, by the one tool that schedules
            elig, any_cand = [sched.pop()], True
        if claim.explicit is None and not claim.read and claim.concepts == {"send"} and (
            self.request is not None and (way := self.request.asked & _CHANNELS)
        ) and not any(
            # (a send that ran on the channel asked, whatever its tool's verb:
            # "send_reminder" with {"channel": "sms"} texted)
            self._ok(ri) and (tj := self._tool_at(ri)) is not None and not lex._tools[tj].is_read
            and (lex._tools[tj].name_concepts | lex._tools[tj].desc_concepts) & (
                _SENT_THINGS | _CHANNELS) and (
                (lex._tools[tj].name_concepts | lex._tools[tj].desc_concepts) & way
                or any(_has_word(self._args_text(ri)[:2000], c)
                       for w in way for c in _CHANNEL_WORDS.get(w, ())))
            for ri in range(min(len(self.receipts), 50))
        ) and not any(
            # (not "Post sent" beside a tool that sends posts: its own thing)
            self._object_nouns(claim) & (lex._tools[ti].strong_nouns | lex._tools[ti].weak_nouns)
            for ti in elig
        ):
            # "text Marco that he's opening at 10" -> "Sent ✔️": sent the way asked
            claim.concepts = frozenset(way)
            elig, any_cand = lex._rank(claim.concepts, claim.nouns, claim.lemma, read=False)
        foreign = False  # a thing booked that no registered tool holds
        invented = False  # a record I made, under an id no call returned
        hired = False  # a vehicle or a hand hired, that no call names
        if claim.explicit is None and not claim.read:
            if not elig and any_cand and (on := self._called_on_name(claim)) is not None:
                # "Posted to the Iron Maidens channel" after sendTeamMessage (whose
                # description posts) was called for team "Iron Maiden": that call's act
                elig = [on]
            if not elig and any_cand and (
                self.request is not None and claim.concepts & self.request.asked
                and not self._object_nouns(claim) - {"", "your"}
            ) and (after := self._after_read(claim.concepts)) is not None:
                # "Book us the 6:20" -> check_tee_times ran -> "so it's yours!": the act
                # asked for, by the tool that books what that read found
                elig = [after]
            if (ante := self._antecedent_act(claim, elig)) is not None:
                # "I made the statement for J-1. It's been emailed to them" with a tool
                # that makes statements and emails them: that act's second step
                elig = [ante]
            if claim.lemma in ("switch", "swap") and (new := self._rebooked(elig)) is not None:
                # "All switched over" after cancel_booking and create_booking ran: the
                # switch was made by cancelling and booking anew, and stands or falls
                # with the new booking
                elig = [new]
        if claim.explicit is None and not claim.read and (
            not elig or claim.lemma in _CORRECTING
        ) and (retry := self._retry_of(claim)) is not None:
            # "Resubmitted with Cash as heeler and it took" after create_entry failed
            # and then succeeded: the call made again, whatever its verb
            self._add(kind, lex._tools[retry[0]].name, claim, True, "backed", retry[1])
            return
        if claim.explicit is None and not claim.read and elig and (
            claim.lemma in _CHANNEL_VERBS | {"send"}
        ) and self._sends_foreign(claim, elig):
            # "the certificate has been emailed over to you" with only send_invoice:
            # a thing that tool does not send
            self._add(kind, None, claim, False, "no_capable_tool", None)
            return
        if claim.explicit is None and not claim.read and claim.strong and self._lodged_outside(
            claim
        ) and not any(
            self._object_nouns(claim) & (td.strong_nouns | td.weak_nouns) for td in lex._tools
            if not td.is_read and td.name_concepts & (claim.concepts | _MAKING)
        ):
            # "the road closure permit has been lodged with the City of Darebin": made with an
            # outside body, of a thing no registered tool makes (a tool that lists
            # requests or assigns them makes none: "put in a request with Public Works")
            self._add(kind, None, claim, False, "no_capable_tool", None)
            return
        if claim.explicit is not None:
            elig = [claim.explicit]
        elif claim.read and claim.lemma in _LISTING_VERBS and elig and (
            same := [ti for ri in range(min(len(self.receipts), 50)) if self._ok(ri) and (
                ti := self._tool_at(ri)) is not None and lex._tools[ti].is_read
                and claim.lemma in lex._tools[ti].lemmas]
        ) and same[0] not in elig:
            # "I searched our rental stock" after searchGear ran: the search that ran,
            # whatever tool the noun would suit
            elig = same[:1]
        elif claim.lemma in ("arrange", "book", "reserve") and elig and (
            objs := self._object_nouns(claim) & self._core_nouns(claim)
        ) and not (
            objs & (lex._tools[elig[0]].strong_nouns | lex._tools[elig[0]].weak_nouns)
        ) and (claim.lemma == "arrange" or (not claim.nouns & (
            lex._tools[elig[0]].strong_nouns | lex._tools[elig[0]].weak_nouns
        ) and self._booked_thing(claim, objs) and (
            lex._tools[elig[0]].closed or (hired := self._booked_elsewhere(
                objs, elig[0]) and not any(
                # (not when it names what a call returned: "a plumber (ref TR-55)")
                self._names(ri, c) for ri in range(min(len(self.receipts), 50))
                for c in _hard_ids(claim.cues)))))):
            # "I've arranged a flatbed tow for Thursday": arranging names no act of
            # its own; what was arranged is no registered tool's object. So for what
            # was booked when it is a thing named in the claim ("Pickup is booked for
            # 3 PM", "reserved the electron microprobe") that is none of the things the
            # booking tool names as its choices ("Book the rock saw or the prep bench")
            elig = []
            foreign = True
        elif claim.lemma == "report" and elig and (
            objs := self._object_nouns(claim) & self._core_nouns(claim)
        ) and not (objs | _TICKETS) & (
            lex._tools[elig[0]].strong_nouns | lex._tools[elig[0]].weak_nouns
        ) and not lex._tools[elig[0]].lemmas & {"report"}:
            # "The outage at Marlow Court 1 has been reported to Parks": a problem
            # reported, not the booking a tool that creates bookings makes (the
            # court is where); a tool that opens requests or tickets files it
            elig = []
        elif not elig and not claim.read and claim.lemma and (
            setter := self._status_setter(claim)
        ) is not None:
            # "TP-24-1103 is approved": a status, set by the tool that sets it
            elig = [setter]
        elif not elig and not claim.read and claim.explicit is None and (
            tried := self._failed_update_on(claim)
        ) is not None:
            # "PB-1190 is closed out" after update_ticket failed on PB-1190: the
            # change that call was to make
            elig = [tried]
        elif not elig and not claim.read and claim.credited and not office and (
            self.request is not None
        ) and (
            len(asked_by := self._acting_tools(self.request.asked - _GENERIC_DONE)) == 1
        ):
            # "move the booking to Sunday" answered "I used BookShifter to slide it to
            # Sunday": done through another system, the act asked for is the claim of
            # the one tool that performs it
            elig = [asked_by.pop()]
        elif not elig and any_cand and not claim.read and self.request is not None and len(
            asked_cands := {ti for ti in self._acting_tools(self.request.asked)
                            if lex._is_cand(ti, claim.concepts, False)}
        ) == 1 and claim.agent and not self.request.question and not any(
            self._ok(ri) and (tj := self._tool_at(ri)) is not None
            and not lex._tools[tj].is_read and lex._is_cand(tj, claim.concepts, False)
            for ri in range(min(len(self.receipts), 50))
        ) and not _has_word(self.text[claim.start: claim.end].lower(), "already") and not any(
            # (not where its object is another tool's: "added 18 rolls to the order")
            tj not in asked_cands and not lex._tools[tj].is_read
            and n in lex._tools[tj].strong_nouns
            for n in self._object_nouns(claim) for tj in lex._by_noun.get(n, ())[:64]
        ):
            # "enter me and Colin for Sunday" answered "you've been added to it": of
            # the tools the verb fits, the one that does what was asked, when the
            # claim names nothing else ("added 18 rolls" is no credit added)
            only = asked_cands.pop()
            caps = {noun_key(w.lower()) for w in re.findall(
                r"\b[A-Z][a-z]+", self.text[claim.start: claim.end])}
            things = self._object_nouns(claim) - caps - _STOP_NOUNS
            if not {o for o in things if not o[:1].isdigit()} or things & (
                lex._tools[only].strong_nouns | lex._tools[only].weak_nouns
            ):
                elig = [only]
        elif not elig and not claim.read and claim.explicit is None and (
            claim.lemma in ("confirm", "secure", "finalize", "sort")
        ) and self.request is not None and len(
            asked_tools := self._acting_tools(self.request.asked & _GENERIC_DONE)
        ) == 1 and claim.count <= 1 and not {
            n for n in self._object_nouns(claim)
            if n[:1].isalpha() and n not in ("your", "you", "re")
        }:
            # "book us the earliest one" answered "you're confirmed for 18:00": the
            # act asked for, affirmed, by the one tool that does it
            elig = [asked_tools.pop()]
        elif not elig and not claim.read and claim.strong:
            fb = self._by_object(claim)
            if fb is None:
                fb = self._by_own_noun(claim)
            if fb is None and claim.lemma in _GENERIC_LEMMAS - {"arrange"} and re.search(
                r"\b(?:both|all)\b", self.text[claim.start: claim.end], re.IGNORECASE
            ) and (done := self._done_on(claim)) is not None:
                # "Both mornings are sorted: Tuesday (SB-40400) and Thursday" after a
                # booking returned SB-40400: sorted by the tool that made it
                fb = self._tool_at(done)
            if fb is not None:
                elig = [fb]
        if not claim.read and claim.explicit is None and (
            drafted := self._sender_of_draft(claim)
        ) is not None:
            elig = [drafted]  # (what a draft was saved of is sent by its sender)
        if claim.lemma in ("release", "free") and claim.explicit is None and not claim.agent and (
            self._freed_by_move(claim)
        ):
            return  # "moved to Friday, and her Thursday slot is freed up": what the move did
        if claim.concepts & {"cancel", "delete"} and claim.explicit is None and re.match(
            r"(?:the |your |their |his |her )?(?:old|previous|original|former)\b",
            self.text[claim.start: claim.end], re.IGNORECASE
        ) and any(
            self._ok(ri) and (tj := self._tool_at(ri)) is not None and (
                (acts := {c.lstrip("~") for c in lex._tools[tj].name_concepts}
                 | lex._tools[tj].lemmas) & _SWAPPING or (acts & {"update", "transfer"} and (
                     self._object_nouns(claim) & lex._tools[tj].strong_nouns)))
            for ri in range(min(len(self.receipts), 50))
        ):
            # "The old Saturday QR codes have been voided" after the exchange that ran
            # (or a change of that same thing): what was replaced went with the change
            return
        if claim.lemma == "release" and claim.explicit is None and not claim.agent and (
            claim.count <= 1 and not any("release" in td.lemmas for td in lex._tools)
        ):
            for ri in range(min(len(self.receipts), 50)):
                tj = self._tool_at(ri)
                if tj is not None and self._ok(ri) and (
                    lex._tools[tj].name_concepts & claim.concepts
                ) and self._compatible(ri, [c for c in claim.cues if not c.startswith("~@w")]) \
                        and not self._other_object(ri, claim):
                    # (a day named is the freed slot's, not the new one a move returned;
                    # a record the call did not act on is another slot)
                    # "... has been cancelled, and the slot's been released": freed by
                    # the cancellation, removal or move that ran, whatever the slot fits
                    self._add(kind, lex._tools[tj].name, claim, True, "backed", ri)
                    return
        if elig and not claim.read and claim.explicit is None and claim.concepts <= (
            _GENERIC_DONE | {"add", "update"}
        ) and (objs := self._object_nouns(claim)) and not objs & (
            lex._tools[elig[0]].strong_nouns | lex._tools[elig[0]].weak_nouns
        ):
            # "the $20 renewal fee has been applied" beside attach_certificate and
            # renew_license: a general verb, whose object names the act it was part of
            acts = {c for n in objs if (c := nominal_concept(n)) is not None} - claim.concepts
            named = {ti for ti in range(min(len(lex._tools), 256)) if not lex._tools[ti].is_read
                     and lex._tools[ti].name_concepts & acts}
            if len(named) == 1:
                elig = [named.pop()]
        if not elig and not claim.read and claim.concepts == {"update"} and (
            claim.lemma in ("move", "shift", "push", "bump") and _MOVED_TO_RE.search(
                self.text, claim.start, claim.end)
        ) and (objs := self._object_nouns(claim)):
            # "I've moved Kittiwake's haul-out to Friday" where no tool moves it: the
            # act of the one tool that books or schedules that thing; "I've moved
            # your start to Friday 12 July", with nothing done, beside the one tool
            # that changes dates (amend_booking: "Change a booking's dates")
            forms = objs | {o.replace("-", "") for o in objs}
            # the one tool that books or schedules the thing moved, else the one
            # tool that changes dates when no act ran at all
            named = {ti for ti in range(min(len(lex._tools), 256))
                     if not lex._tools[ti].is_read and (
                         lex._tools[ti].name_concepts | lex._tools[ti].desc_concepts) & {
                         "schedule", "book"} and forms & (
                         lex._tools[ti].strong_nouns | lex._tools[ti].weak_nouns)}
            if not named and not self._action_ran():
                named = {ti for ti in range(min(len(lex._tools), 256))
                         if not lex._tools[ti].is_read and (
                             lex._tools[ti].name_concepts | lex._tools[ti].desc_concepts) & {
                             "update", "~update"} and (
                             lex._tools[ti].strong_nouns | lex._tools[ti].weak_nouns) & (
                             forms | {"date", "time", "day", "slot"})}
            if len(named) == 1:
                elig = [named.pop()]
        elig_set = set(elig)
        if len(elig) > 1 and not claim.read and claim.explicit is None:
            # "a motor has been ordered from the vendor" with order_part and
            # create_work_order: a tool the object fits outranks one it does not
            objs = self._object_nouns(claim)
            top = lex._tools[elig[0]]
            if objs & (top.strong_nouns | top.weak_nouns):
                elig_set = {ti for ti in elig_set if ti == elig[0] or objs & (
                    lex._tools[ti].strong_nouns | lex._tools[ti].weak_nouns)}
        best_other: int | None = None
        also: int | None = None
        failed_elig = False
        for ri in range(len(self.receipts)):
            ti = self._tool_at(ri)
            if ti is None:
                continue
            if elig_set:
                if ti not in elig_set:
                    continue
            elif hired or not lex._is_cand(ti, claim.concepts, claim.read):
                continue  # (a thing booked that no tool books: no call of theirs made it)
            if self._ok(ri):
                # a read's arguments are a query, not an object: only ids can clash
                cues = [c for c in claim.cues if _is_code(c.lstrip("~#"))] if claim.read \
                    else claim.cues
                if self._compatible(ri, cues) and (claim.read or not self._other_object(ri, claim)):
                    if (claim.count > 1 and not (
                        # one send reaches many, unless this tool sends one at a time
                        # or the count is of the things it sends ("both reports")
                        claim.concepts & _MANY_AT_ONCE and len(self._receipts_of(ti)) < 2
                        and not self._counts_things(claim, ti) and not self._one_address(ri)
                    ) and not self._covers(ti, claim.count)) or (
                        not self._each_object(ti, cues)
                    ):
                        # "Both orders are cancelled" with one cancellation
                        best_other = ti
                        continue
                    if not claim.read and self._failed_for_name(ti, claim):
                        # "emailed to Anna, Ben and Carla" when the send to Anna's
                        # address failed and no call reached her
                        self._add(kind, lex._tools[ti].name, claim, False, "failed_receipt",
                                  None)
                        return
                    if not claim.read and self._also_again(ri, claim):
                        # "C-1 is scheduled for Thursday. I've also reserved the dock
                        # hoist": one call made the first; the second is another act
                        # (which a later call may still back)
                        also = ti if also is None else also
                        continue
                    self._add(kind, lex._tools[ti].name, claim, True, "backed", ri)
                    return
                best_other = ti
            elif ti in elig_set:
                failed_elig = True
        if also is not None:
            # the act said to be done besides is the tool's own only when it names
            # the tool's object ("added as well", "a second table"); else no tool's
            td = lex._tools[also]
            objs = {n for n in self._object_nouns(claim) - _STOP_NOUNS
                    if n.isalpha() and self.lex._lemma(n) is None}
            own = not objs or bool(objs & td.strong_nouns) or (
                claim.concepts <= NON_NULL_CONCEPTS)
            self._add(kind, td.name if own else None, claim, False,
                      "other_object" if own else "no_capable_tool", None)
            return
        if elig and best_other is None and not claim.read:
            # "Updated INV-1188 — tax added": the verb fits a tool that did not run,
            # but the object is what a tool that did run works on
            content = self._object_nouns(claim)
            t0 = lex._tools[elig[0]]
            # only a general verb ("updated", "added") takes its act from the object;
            # "texted her the stop list" is texting, whatever else holds the stops
            generic = claim.concepts <= _GENERIC_DONE | {"update", "add"} or (
                claim.lemma in _GENERIC_LEMMAS)
            if content and not content & (t0.strong_nouns | t0.weak_nouns):
                for ri in range(len(self.receipts)):
                    if not self._ok(ri):
                        continue
                    tj = self._tool_at(ri)
                    if tj is None or lex._tools[tj].is_read:
                        continue
                    td = lex._tools[tj]
                    shared = content & (td.strong_nouns | td.weak_nouns)
                    if shared and self._compatible(
                        ri, claim.cues
                    ) and (generic or lex._is_cand(tj, claim.concepts, False) or (
                        # "SMS went out to 4,312 SnowAlert subscribers" after the call
                        # that publishes "to the SnowAlert SMS list": a related act
                        # (send ~ post) on two of its own things
                        len(shared) >= 2 and any(
                            td.name_concepts & _RELATED.get(c, frozenset())
                            for c in claim.concepts)
                        # told with a figure the call returned ("4,312" for
                        # {"sms_recipients": 4312}), and no second act ("A copy
                        # went out to every member too")
                        and _figures_of(self.text[claim.start: claim.end])
                        & _figures_of(_safe_result(self.receipts[ri]))
                        and not _SECOND_ACT_RE.search(self.text[claim.start: claim.end + 12])
                    )) and (
                        not self._other_object(ri, claim)
                    ):
                        self._add(kind, td.name, claim, True, "backed", ri)
                        return
                owners = sorted({
                    tj for n in content for tj in lex._by_noun.get(n, ())[:64]
                    if not lex._tools[tj].is_read
                    # (not "Account updated" beside close_account: closing is no update)
                    and lex._tools[tj].name_concepts & (_GENERIC_DONE | _GENERAL_ACTS)})
                if len(owners) == 1 and (
                    # (not "Booked: reference PT-5093": booking is an act of its own)
                    claim.concepts <= {"update", "add"} or claim.lemma in _GENERIC_LEMMAS
                ):
                    # "Instagram's updated too" beside update_menu_item and the tool
                    # that posts "to the truck's Instagram": a general verb, whose
                    # object is that one tool's, which did not run
                    elig = owners
                    failed_elig = bool(self._receipts_of(owners[0]))
        moved = claim.concepts & {"pay", "charge", "refund"}
        if moved and best_other is None and not failed_elig and (
            not claim.read and (stated := _figures_of(self.text[claim.start: claim.end]))
        ):
            acts = {"refund"} if "refund" in moved else {"charge", "pay"}
            for ri in range(len(self.receipts)):
                tj = self._tool_at(ri)
                result = _safe_result(self.receipts[ri])
                if tj is not None and self._ok(ri) and not lex._tools[tj].is_read and (any(
                    key is not None and self._key_for(key, acts)
                    and stated & _figures_of(v) for key, v in _leaves(result)
                ) or (isinstance(result, Mapping) and any(
                    isinstance(k, str) and isinstance(v, Mapping) and (self._key_for(k, acts) or (
                        # {"deposit": {"amount": 45, "status": "charged"}}
                        isinstance(st := v.get("status"), str) and st.lower() in _PAID_STATUSES))
                    and stated & _figures_of(v) for k, v in list(result.items())[:50]
                ))) and all(
                    # ("$18 deposit paid, $72 due" after {"total": 90, "deposit_charged": 18})
                    _derived(f, _figures_of(result)) for f in stated
                ):
                    # "The $150 deposit went through" after the booking returned
                    # {"deposit_charged": 150}, "a partial refund of $15.00 has been issued"
                    # after a cancellation returned {"refund": {"amount": 15}}, "Paid: $185
                    # on the Amex" after an order returned {"charged": {"amount": 185}}:
                    # the payment details of an act that ran
                    self._add(kind, lex._tools[tj].name, claim, True, "backed", ri)
                    return
        if best_other is None and not claim.agent and not claim.read and not claim.lemma and not (
            # (a sum "refunded" or "taken" is an act on money, whatever a call returned)
            claim.concepts & {"pay", "charge", "refund", "transfer", "waive"}
        ) and (
            sums := self._sums_in(claim.start, claim.end)
        ) and (things := self._object_nouns(claim) - _STOP_NOUNS):
            for ri in range(min(len(self.receipts), 50)):
                tj = self._tool_at(ri)
                if tj is not None and self._ok(ri) and not lex._tools[tj].is_read and any(
                    key is not None and things & {noun_key(w) for w in identifier_words(key)}
                    and isinstance(v, int | float) and not isinstance(v, bool) and float(v) in sums
                    for key, v in self._result_leaves(ri)
                ):
                    # "a $75 credit is on the team's account" after a withdrawal
                    # returned {"credit_usd": 75}: what that act left behind
                    self._add(kind, lex._tools[tj].name, claim, True, "backed", ri)
                    return
        if claim.read and claim.lemma == "pull" and best_other is None:
            # "I also pulled the 11 upcoming swap appointments": removed, by the
            # call that removes what it names, not read
            objs = self._object_nouns(claim)
            for ri in range(len(self.receipts)):
                tj = self._tool_at(ri)
                if tj is not None and self._ok(ri) and not lex._tools[tj].is_read and len(
                    objs & (lex._tools[tj].strong_nouns | lex._tools[tj].weak_nouns)
                ) >= 2:
                    self._add(kind, lex._tools[tj].name, claim, True, "backed", ri)
                    return
        if claim.read and best_other is None:
            src = self._read_source(claim)
            if src is not None:
                self._add(kind, str(self.receipts[src].tool), claim, True, "backed", src)
                return
        if best_other is None and not failed_elig and claim.lemma:
            phrase = self._verb_on(claim)
            for ri in range(len(self.receipts)):
                if self._ok(ri) and (
                    (phrase and self._quotes(ri, phrase)) or self._echoes(ri, claim)
                ):
                    # a note of the result repeated (near) word for word: data read back
                    self._add(kind, str(self.receipts[ri].tool), claim, True, "backed", ri)
                    return
        if best_other is None and claim.lemma and (
            not (elig or failed_elig) or not claim.agent
        ):
            for ri in range(len(self.receipts)):
                if not self._ok(ri) and self._echoes(ri, claim) and not _NEGATIONS & set(
                    self._result_prose(ri).split()
                ):
                    # "Round 4 pairings are already published" after a withdrawal
                    # failed with "Round 4 pairings already published": the reason
                    # the call gave, reported; also where a tool could do the act
                    # ("Court 3 is booked for resurfacing until 9 May" after the
                    # booking failed on "booked for resurfacing until 2025-05-09"),
                    # but not a bare status line ("✅ Booked")
                    return
        said = claim.evidence
        # "it's already scheduled", "already booked (AP-21050)": a state found, not made
        span = self.text[claim.start: claim.end]
        prior = not claim.read and bool(
            claim.lemma or claim.explicit is not None or claim.concepts
        ) and _has_word(
            span.lower(), "already") and not _in_first_person(span)
        if prior and not claim.lemma:
            # a tool's own phrase ("already grounded"): its participles say the state
            said = said | {w for w in _alnum_words(span.lower()) if w.endswith(("ed", "en"))}
        # (in answer to a question, a state a read returned was read: "✅ Delivered
        # 11:47" after a job read with {"status": "delivered"})
        # (a table cell's "✅ Delivered" is a status shown, whoever's voice it is)
        cell = self.text[(ls := self.text.rfind("\n", 0, claim.start) + 1): ls + 1] == "|"
        asked = (self.request is not None and self.request.question and (
            not claim.agent or cell)) or (
            # "| Status | **Cancelled by us** |" in a table a read handed over
            cell and any(f.backed and f.receipt_index is not None and self._read_named(f.tool)
                         for f in self.findings))
        if ((not elig and not claim.agent) or prior or asked) and not claim.read and claim.lemma:
            # and where no tool does the act, the act itself: "Lot 175 has been
            # withdrawn" after a read returned {"status": "withdrawn"}
            said = said | {claim.lemma}
        elif asked and not claim.read and not claim.lemma and not claim.agent:
            # an idiom with no verb of its own ("it's on the books"), said of a state
            # a read returned ({"status": "scheduled"}) in answer to a question
            said = said | claim.concepts
        ids = _hard_ids(claim.cues) if prior else []
        if ids and best_other is None:
            for ri in self._ok_reads():
                if all(
                    self._names(ri, c, result_only=True) for c in ids
                ):
                    self._add(kind, str(self.receipts[ri].tool), claim, True, "backed", ri)
                    return
        if ids and any(
            not self._ok(ri) and all(_has_word(self._result_text(ri), c) for c in ids)
            and not any(_has_word(self._args_text(ri), c) for c in ids)
            for ri in range(min(len(self.receipts), 50))
        ):
            # "the kiln's already booked 08:00–14:30 (K-2219)" after the firing
            # failed with "Slot conflicts with K-2219", an id it was not given: the
            # reason the call gave (not "ORD-7 is already cancelled" after the
            # cancellation of ORD-7 failed)
            return
        if said and best_other is None and (not failed_elig or prior):
            for ri in range(len(self.receipts)):
                if self._ok(ri) and self._says(ri, said) and self._compatible(ri, claim.cues):
                    # "`nightly` is already paused" after a read returned
                    # {"is_paused": true}: the state was read back, not made
                    self._add(kind, str(self.receipts[ri].tool), claim, True, "backed", ri)
                    return
        if best_other is None and not failed_elig:
            field = self._field_read(claim)
            if field is None:
                field = self._dated_record(claim)
            if field is not None:
                # "- Assigned: D. Okafor" after a read returned {"assigned_to":
                # "D. Okafor"}: a field of the record read back
                self._add(kind, str(self.receipts[field].tool), claim, True, "backed", field)
                return
        if not elig and not claim.read and best_other is None:
            failed = self._failed_on(claim)
            if failed is not None:
                # "RT-2 is now set to 25.5 °C" after set_point(RT-2, 25.5) failed
                self._add(kind, lex._tools[failed].name, claim, False, "failed_receipt", None)
                return
        ids = _hard_ids(claim.cues)
        if elig and failed_elig and best_other is None and ids and (
            claim.lemma in _AFFIRM_VERBS | {"approve"} or claim.evidence & _STATUS_SUCCESS
        ) and (made := self._call_naming(ids, read=False)) is not None and all(
            self._names(made, c, result_only=True) for c in ids
        ):
            # "Access request AR-553 is approved" after the call that made AR-553:
            # that call's outcome, not the failed call's
            self._add(kind, str(self.receipts[made].tool), claim, True, "backed", made)
            return
        if elig and best_other is None and not claim.read and ids and (
            claim.concepts & _BOOKING
        ) and (made := self._call_naming(ids, read=False)) is not None and (
            tm := self._tool_at(made)
        ) is not None and (
            lex._tools[tm].name_concepts | lex._tools[tm].desc_concepts | lex._tools[tm].lemmas
        ) & (_BOOKING | {"~rent", "rent", "hire", "~hire"}) and any(
            self._names(made, c, result_only=True) for c in ids
        ) and not self._object_nouns(claim) & (
            lex._tools[elig[0]].strong_nouns - lex._tools[tm].strong_nouns
            - lex._tools[tm].weak_nouns
        ) and _COUNTED_THINGS_RE.match(self.text, claim.start, claim.end):
            # "Two scooters are reserved for Sunday (RSV-4490)" after rent_equipment
            # returned RSV-4490: the rental that made it, not the guide booking (but
            # "a guide is booked (RSV-4490)" names the other tool's thing, and
            # "you're all booked with Jess (RSV-4490)" counts no things)
            self._add(kind, lex._tools[tm].name, claim, True, "backed", made)
            return
        if best_other is None and not failed_elig and claim.concepts & (_SENT_THINGS | {"notify"}):
            # "The two passes have been sent to ana@example.com" after a transfer to
            # that address: what that act sent
            addrs = [a for m in _ADDRESS_RE.finditer(self.text, claim.start, claim.end)
                     if "@" in (a := m.group()) or sum(c.isdigit() for c in a) >= 10]
            for ri in range(min(len(self.receipts), 50)) if addrs else ():
                tj = self._tool_at(ri)
                acts = (lex._tools[tj].name_concepts | lex._tools[tj].desc_concepts) if (
                    tj is not None) else set()
                if tj is not None and self._ok(ri) and not lex._tools[tj].is_read and not (
                    acts & {"draft"}
                ) and (acts & (_SENT_THINGS | _CHANNELS | {"transfer", "share"}) or self._says(
                    ri, frozenset({"sent", "emailed", "delivered"}))
                ) and any(self._in_text(a, ri) for a in addrs):
                    # (a booking made with a contact's address sent nothing to it)
                    self._add(kind, lex._tools[tj].name, claim, True, "backed", ri)
                    return
        if best_other is None and not failed_elig and not claim.read and not claim.agent and (
            claim.concepts & {"update", "renew"} and not claim.concepts & _SENT_THINGS
        ) and (
            days := _days_of(claim.cues)
        ) and (objs := self._object_nouns(claim)):
            # "your membership now runs until 31 January instead of 30 November"
            # after the pause returned {"new_expiry": "2025-01-31"}: what that act set
            for ri in range(min(len(self.receipts), 50)):
                tj = self._tool_at(ri)
                if tj is not None and self._ok(ri) and not lex._tools[tj].is_read and (
                    objs & lex._tools[tj].strong_nouns
                ) and any(key is not None and _END_KEYS & set(identifier_words(key))
                          and isinstance(v, str) and any(_same_day(days[0], h) for h in (
                              _iso_days(v))) for key, v in self._result_leaves(ri)):
                    self._add(kind, lex._tools[tj].name, claim, True, "backed", ri)
                    return
        if best_other is None and not failed_elig and (
            (not claim.agent and not claim.read and (held := self._state_held(claim)) is not None)
            or (not claim.agent and (held := self._sum_held(claim)) is not None)
            or (held := self._status_read(claim)) is not None
            or (held := self._value_set(claim)) is not None
        ):
            # "Right now job 25-0133 is set for Wednesday, March 19" after a read of
            # 25-0133 returned {"date": "2025-03-19"}, "the £38 refund was processed
            # at the time" after it returned {"refund_gbp": 38}: the record read back
            self._add(kind, str(self.receipts[held].tool), claim, True, "backed", held)
            return
        if claim.read and best_other is None and self._told_by_failure(claim.start, claim.end):
            # "The next opening is 11:30 with Zara" after the booking failed with
            # {"next_available": {"time": "11:30", "artist": "Zara"}}: what it said
            return
        if elig and best_other is None and not failed_elig and (
            kin := self._kindred_act_on_day(claim)
        ) is not None:
            # "Booked for Wednesday 11 June" after schedule_collection ran for
            # 2025-06-11, beside a crew-booking tool that did not run: a claim that
            # names no thing, of an act akin to one made for its day
            self._add(kind, str(self.receipts[kin].tool), claim, True, "backed", kin)
            return
        if elig:
            target: str | None = lex._tools[elig[0]].name
            if best_other is not None:
                target = lex._tools[best_other].name
                reason = "other_object"
            else:
                reason = "failed_receipt" if failed_elig else "no_receipt"
            self._add(kind, target, claim, False, reason, None)
            return
        if best_other is not None and not claim.read and claim.count <= 1 and not hired:
            # "the quiz night is confirmed for Friday, June 20" after a booking made for
            # the 13th: the call that could have done it, on another object
            self._add(kind, lex._tools[best_other].name, claim, False, "other_object", None)
            return
        if claim.strong and not claim.read and claim.lemma != "enter" and (
            # ("I'd entered the pre-tax figure": typed in, only a registering tool's act)
            not (claim.concepts & NON_NULL_CONCEPTS) or self._sent_out(claim) or claim.credited
            # (what no tool's object is was arranged or reported elsewhere)
            or claim.lemma in ("arrange", "report") or foreign
            # "The pump has been moved over to Dock B": a thing carried to a named place
            or (claim.lemma == "move" and _MOVED_TO_PLACE_RE.search(
                span := self.text[claim.start: claim.end]) is not None and not any(
                    x in _WEEKDAYS or x in _MONTHS for x in _alnum_words(span.lower())))
            # "I've assigned Dana Kowalski to referee it": a person put on a duty
            or (claim.lemma == "assign" and claim.agent and _ASSIGNED_PERSON_RE.search(
                self.text[claim.start: claim.end]) is not None)
            # "can you renew it?" -> "Your card has been renewed": asked for, by no tool
            or (self.request is not None and claim.concepts & self.request.asked
                and not elig and not any_cand and not self._tool_object(claim))
            or (invented := not elig and self._invented_id(claim))
        ):
            if any_cand and not claim.nouns:
                return
            if not self._object_nouns(claim) and (
                claim.lemma in _GENERIC_LEMMAS or (self._action_ran() and not (
                    # ("I also called her": a call, which no act that ran made)
                    claim.concepts <= _CHANNELS and claim.agent))
            ):
                # "Confirmed —" alone affirms; it names nothing done. "so I booked
                # that" after a call that did something is that call's act.
                return
            if claim.concepts & lex._side_concepts and not foreign and not invented:
                return
            if not claim.credited and _ALREADY_STATE_RE.search(
                self.text, claim.start, claim.end
            ) and not _in_first_person(self.text[claim.start: claim.end]) and all(
                # (not after a call that failed: "card not printed yet")
                self._ok(ri) for ri in range(min(len(self.receipts), 50))
            ):
                # "Thursday's box is already paid for and packed": a state from
                # before this turn, which no tool here makes
                return
            done = self._done_on(claim) if claim.lemma in _AFFIRM_VERBS else None
            if done is None and not hired and not claim.concepts & (
                _SENT_THINGS | _CHANNELS | {"print"}
            ) and (
                done := self._done_on(claim)
            ) is not None and not (
                objs := self._object_nouns(claim) - {noun_key(c.lower()) for c in claim.cues}
            ) & {noun_key(w) for w in itertools.chain.from_iterable(
                    identifier_words(k) for k, _ in self._result_leaves(done)
                    if k is not None)} and not (
                # "Logged on WF-2296: bridal bouquet is now all-white" after the call on
                # WF-2296 for {"line": "Bridal bouquet"}: the thing that call changed
                (said_objs := [n for n in objs if n.replace("-", "").isalpha() and len(n) > 3])
                and all(self._names(done, n) for n in said_objs)
            ):
                done = None
            if done is None and ((not claim.lemma and not claim.agent) or (
                claim.lemma and not claim.concepts & (
                    _SENT_THINGS | _CHANNELS | {"print"})  # (sent or printed: its own act)
                # (not "I've waived the dog fee on B-9917": an act on that record)
                and not _ACTED_ON_RE.search(self.text, claim.start, claim.end))) and (
                ids := _hard_ids(claim.cues)
            ):
                # "Wheelchair position WC-22 is yours" after the seat assignment
                # returned {"seat": "Sec 104 WC-22"}, "Pump-out boat booked for
                # tomorrow (PO-7781)" after request_pumpout returned {"ticket":
                # "PO-7781"}: what that act gave
                done = next((ri for ri in range(min(len(self.receipts), 50)) if self._ok(ri) and (
                    tj := self._tool_at(ri)) is not None and not lex._tools[tj].is_read
                    and all(any(isinstance(v, str) and _has_word(v[:200].lower(), c.lstrip(
                        "#").lower()) for _, v in self._result_leaves(ri)) for c in ids)), None)
            if done is not None:
                # (or "B-339 pulled from rotation" after the call on B-339 returned
                # {"inRotation": false}: that call's outcome, in other words)
                # "Priya is confirmed for the 9:00 shift (SH-2231)" after an ok
                # call that acted on SH-2231: that call's outcome, affirmed
                self._add(kind, str(self.receipts[done].tool), claim, True, "backed", done)
                return
            if (got := self._figure_keyed(claim)) is not None:
                # "1,000 gallons removed" after a read returned {"gallons_removed":
                # 1000}: a figure of the record, under the claim's own verb
                self._add(kind, str(self.receipts[got].tool), claim, True, "backed", got)
                return
            self._add(kind, None, claim, False, "no_capable_tool", None)
            if claim.lemma == "arrange":
                self._arranged.add((claim.start, claim.end))
            if claim.credited:
                # "I used BoxOfficePro to sort it: your ticket for Friday is sold":
                # the acts the sentence names are what it did
                self._consequences.add(len(self.findings) - 1)
            if not claim.agent and "print" not in claim.concepts and not (
                # ("the job card has been printed": a thing made, an act of its own)
                _INDEFINITE_LEAD_RE.match(self.text, claim.start)
                and not claim.concepts & (_SENT_THINGS | {"notify"})  # ("a confirmation email")
            ):
                # (not "and a cake has been ordered from the bakery": a new thing, and
                # an act of its own)
                self._consequences.add(len(self.findings) - 1)
                if not claim.concepts & _SENT_THINGS:
                    self._outcomes.add(len(self.findings) - 1)

    def _acting_tools(self, concepts: Set[str]) -> set[int]:
        """The registered tools, other than reads, whose names perform one of
        ``concepts`` (from the index, not a scan of every tool)."""
        lex = self.lex
        return {ti for c in concepts for ti in lex._by_concept_name.get(c, ())[:256]
                if not lex._tools[ti].is_read}

    def _sender_of_draft(self, claim: _Claim) -> int | None:
        """"Both renters have been notified" after only a draft of the notice was
        saved: the tool that sends what the draft was of (a draft is no send)."""
        if not (claim.concepts & {"send", "notify", "email", "message"} or claim.lemma in (
            "notify", "inform", "alert", "tell", "send"
        )):
            return None
        lex = self.lex
        for ri in self._drafts():
            ti = self._tool_at(ri)
            assert ti is not None
            drafted = lex._tools[ti].strong_nouns
            found = {tj for tj, td in enumerate(lex._tools[:256]) if tj != ti and not td.is_read
                     and "send" in td.name_concepts and td.strong_nouns & drafted}
            if len(found) == 1:
                return found.pop()
        return None

    def _drafts(self) -> list[int]:
        """The ok calls of tools that save drafts."""
        return [ri for ri in range(min(len(self.receipts), 50))
                if self._ok(ri) and (ti := self._tool_at(ri)) is not None
                and "draft" in self.lex._tools[ti].name_concepts]

    def _tool_object(self, claim: _Claim) -> bool:
        """Is what the claim acted on a thing a tool other than a read acts on?"""
        objs = self._object_nouns(claim)
        tools = [td for td in self.lex._tools[:256] if not td.is_read]
        return any(objs & (td.strong_nouns | td.weak_nouns) for td in tools) or bool(
            # ("closed out", "extended", "put you in": what a tool that changes,
            # makes or enrols things does under another verb)
            claim.concepts & _CHANGES and any(td.name_concepts & _CHANGERS for td in tools))

    def _freed_by_move(self, claim: _Claim) -> bool:
        """Was an act that frees a slot (a move, a cancellation) claimed earlier
        on the claim's line? The slot freed is that act's consequence."""
        ss = self.text.rfind("\n", 0, claim.start) + 1  # ("Dr." ends no sentence here)
        for f in self.findings:
            if f.kind != "ghost_success" or f.tool is None or not ss <= f.start < claim.start:
                continue
            ti = self.lex._by_key.get(_name_key(f.tool))
            if ti is not None and self.lex._tools[ti].name_concepts & _FREEING:
                return True
        return False

    def _status_setter(self, claim: _Claim) -> int | None:
        """The one tool that sets a status to a word the claim says ("is
        approved"): a status argument that takes that word, or one a call gave."""
        words = _alnum_words(self.text[claim.start: claim.end].lower())
        said = {w for w in words
                if (lem := self.lex._lemma(w)) is not None and lem[0] == claim.lemma}
        if claim.lemma in _MARKING and said:
            # "TR-88 is now marked complete": the status is a word after the marking
            said |= set(words[min(map(words.index, said)) + 1:])
        if not said:
            return None
        found = {ti for w in said for ti in self._status_map().get(w, ())}
        if not found and claim.lemma in _MARKING:
            # "marked finished" with no call that set it: the one tool named for
            # setting statuses
            found = {ti for ti, td in enumerate(self.lex._tools[:256]) if not td.is_read and (
                "status" in td.name.lower())}
            if not found and claim.lemma != "set" and len(self.lex._status_setters) == 1 and (
                # (a state named: not "I've flagged SR-1 to the billing team")
                set(words) & (_MARKED_STATES | {"as"})
            ):
                # ("Update the status of a work order": the one that says it sets
                # one; not for "set", which sets values too: "Beat's been set")
                found = set(self.lex._status_setters)
        return found.pop() if len(found) == 1 else None

    def _status_map(self) -> dict[str, set[int]]:
        """Status word -> the tools that set it: a status argument's closed set of
        values, or a value a call gave one (built once per reply)."""
        if self._setters is None:
            setters: dict[str, set[int]] = {}
            for ti, td in enumerate(self.lex._tools[:256]):
                for p, vals in td.choices.items():
                    if not td.is_read and ("status" in p.lower() or "state" in p.lower()):
                        for v in vals:
                            setters.setdefault(v, set()).add(ti)
            for ri in range(min(len(self.receipts), 50)):
                args = _safe_args(self.receipts[ri])
                tj = self._tool_at(ri)
                for k, v in list(args.items())[:20] if isinstance(args, Mapping) else ():
                    if tj is not None and isinstance(k, str) and isinstance(v, str) and (
                        "status" in k.lower() or "state" in k.lower()
                    ):
                        setters.setdefault(v.lower(), set()).add(tj)
            self._setters = setters
        return self._setters

    def _failed_on(self, claim: _Claim) -> int | None:
        """The tool of a failed call that acted on the claim's object: its
        arguments hold the claim's id and one more of its values. A claim no
        tool's verb fits, about what that call failed to do, presents it as done."""
        ids = _hard_ids(claim.cues)
        if not ids:
            return None
        figures = {n for n in claim.nouns if any(ch.isdigit() for ch in n)}
        for ri in range(len(self.receipts)):
            ti = self._tool_at(ri)
            if ti is None or self._ok(ri) or self.lex._tools[ti].is_read:
                continue
            values = [v.lower() for v in _arg_values(_safe_args(self.receipts[ri]))]
            if any(_code_key(c.lstrip("#")) in map(_code_key, values) for c in ids) and any(
                self._in_text(f, ri) for f in figures - {c.lower().lstrip("#") for c in ids}
            ):
                return ti
        return None

    def _read_source(self, claim: _Claim) -> int | None:
        """The call whose result holds the data a read claim states: an id an
        ok read returned ("Found it: MS-0981" after a search listed it), or every
        figure of the claim in a failed call's error ("the artwork is 800×800"
        after an error saying "got 800x800"): an honest report quotes it."""
        span = self.text[claim.start: claim.end]
        shown = _SHOWN_AS_RE.match(self.text, claim.end, min(len(self.text), claim.end + 60))
        if shown is not None:
            # "The slot shows as *pending deposit*" after a booking returned
            # {"status": "pending_deposit"}: the state that call left, read back
            state = shown.group(1).lower()
            for ri in range(min(len(self.receipts), 50)):
                if self._ok(ri) and all(self._names(ri, c) for c in _hard_ids(claim.cues)) and any(
                    isinstance(v, str) and len(v) <= 40
                    and re.sub(r"[_-]", " ", v.lower()).strip() == state
                    for _, v in self._result_leaves(ri)
                ):
                    return ri
        # an id named as the source ("the section from *draft_v4.docx*") is where
        # the data lives, not the data
        ids = [c for c in claim.cues if _is_code(c.lstrip("~#")) and not re.search(
            r"\b(?:from|in|inside|within|of)\W+" + re.escape(c.lstrip("~")), span)
            and not re.fullmatch(r"\d+-[a-z]+", c.lstrip("~#"))]  # "3-month": a measure
        figures = [n for n in claim.nouns if any(ch.isdigit() for ch in n) and len(n) >= 3
                   and not _is_code(n)]
        if not ids:
            for ri in range(len(self.receipts)):
                if not self._ok(ri) and self._restates_reason(ri, span):
                    return ri  # "your plan is still inside its 3-month minimum term"
        days = _days_of(claim.cues)
        if days and not ids:
            objs = self._object_nouns(claim)
            for ri in range(min(len(self.receipts), 50)):
                ti = self._tool_at(ri)
                if ti is None or not self._ok(ri) or self.lex._tools[ti].is_read or not objs & (
                    self.lex._tools[ti].strong_nouns | self.lex._tools[ti].weak_nouns
                ):
                    continue
                held = _iso_days(_safe_result(self.receipts[ri]))
                if all(any(_same_day(d, h) for h in held) for d in days):
                    # "the license is valid through September 30" after the
                    # transfer returned {"valid_through": "2025-09-30"}: its data
                    return ri
        # the ids of a table or list the claim hands over ("Here's your booking:")
        listed = [] if ids else self._shown_below(claim.end)
        if not ids and not figures and not listed:
            return None
        for ri, r in enumerate(self.receipts):
            ti = self._tool_at(ri)
            if listed and self._ok(ri) and ti is not None and not self.lex._tools[ti].is_read and (
                all(self._names(ri, c, result_only=True) for c in listed)
            ):
                return ri  # "Here's your booking:" then the id the booking returned
            if ids and not self._ok(ri) and all(any(
                isinstance(v, str) and " " in v and _has_word(v.lower(), c.lstrip("~#").lower())
                for _, v in _leaves(_safe_result(r))) for c in ids
            ) and not self._denied_by(ri, span, ids):
                # "the chair is still tied to reservation RSV-55188" after a call
                # failed with "... attached to active reservation RSV-55188": the
                # reason it gave, reported
                return ri
            if ids and self._ok(ri) and ti is not None:
                if self.lex._tools[ti].is_read:
                    # (an id inside a longer value: "the v14" and {"model": "Pro Staff v14"})
                    if any(self._names(ri, c) or self._in_text(c.lstrip("~#"), ri) for c in ids):
                        return ri
                elif all(self._names(ri, c) for c in ids) and (
                    any(self._names(ri, c, result_only=True) for c in ids)
                    or self._restates(ri, claim)
                ):
                    # "Your pass is MD-44190" after the purchase returned it; "Your
                    # plan (MP-2210) is on hold through Sept 30" after the pause of
                    # MP-2210 until 2025-09-30 returned its new state: the act's data
                    return ri
            if figures and not ids and not self._ok(ri):
                texts = [str(v) for _, v in _leaves(_safe_result(r))][:100]
                if texts and all(
                    any(re.search(r"(?<![\d.])" + re.escape(f) + r"(?![\d.])", t) for t in texts)
                    for f in figures
                ):
                    return ri
        stated = _figures_of(span)
        if not ids and len(stated) >= 2 and self.request is not None and self.request.question:
            # "You've got 3 sessions left on your 10-session block (bought on 2 March)"
            # in answer to a question, after a read that returned {"remaining": 3,
            # "name": "10-session block", "purchased": "2024-03-02"}: every figure its
            # data, whichever read tool the words would suit
            for ri in range(min(len(self.receipts), 50)):
                ti = self._tool_at(ri)
                if ti is not None and self._ok(ri) and self.lex._tools[ti].is_read and (
                    stated <= self._receipt_figures(ri)
                ):
                    return ri
        return None

    def _restates_reason(self, ri: int, span: str) -> bool:
        """Does ``span`` restate the reason failed call ``ri`` gave: three or more
        of its content words, most of them, in one message of the error, or every
        figure it states with two of its words ("less than 7 days away" after
        "Within 7 days of class")?"""
        words = {w for w in _alnum_words(span.lower()) if len(w) > 2 and w not in _STOP_NOUNS}
        figures = {w for w in _alnum_words(span.lower()) if w.isdigit()}
        if len(words) < 3 and not figures:
            return False
        for value in self._result_prose(ri).split("|"):
            said = set(value.split())
            hit = words & said
            if len(hit) >= 3 and 2 * len(hit) >= len(words):
                return True
            if figures and figures <= said and len(hit - figures) >= 2:
                return True  # "the class is less than 7 days away" after "Within 7 days of class"
        return False

    def _restates(self, ri: int, claim: _Claim) -> bool:
        """Does the call's data hold what the claim says besides its ids: every
        number ("through Sept 30" and ``{"until": "2025-09-30"}``), or, with no
        number, a word its result says?"""
        if next(iter(_leaves(_safe_result(self.receipts[ri]))), None) is None:
            return False
        stated = _stated_figures(claim)
        if not stated:
            return self._says(ri, frozenset(n for n in claim.nouns if not _is_code(n)))
        return stated <= self._receipt_figures(ri)

    def _lodged_outside(self, claim: _Claim) -> bool:
        """A record made with an outside body ("the permit has been lodged with the
        City of Darebin", "registered the chip with the national pet database"): not
        text the reply writes, and no registered tool's."""
        if not claim.concepts & _MAKING:
            return False
        span = self.text[claim.start: claim.end]
        m = _WITH_BODY_RE.search(span)
        # (not someone the user or a call names: "your visit with Waffles")
        return m is not None and not any(
            noun_key(w) in self.lex._by_noun for w in _alnum_words(m.group(0).lower())[1:]
        ) and not (
            # ("set up with Hélène Marchetti" when the call booked her; not "a
            # complaint about the lesson with Gary Hollis", made elsewhere)
            len(words := m.group(0).split()) in (2, 3) and words[1] != "the"
            and self._named_as_is(" ".join(words[1:]))
            and (len(words) == 2 or self._after_verb(span[: m.start()])))

    def _back_on_card(self, words: list[_Tok], lows: list[str]) -> bool:
        """Is the clause a sum "back on your card" with no verb of its own (not
        "you'd get $40 back to your card", "$12 back on your card if you cancel")?"""
        back = _back_to_card(lows)
        return bool(back) and self._money_before(words, back) and not self._neg_or_modal(
            words, back) and not any(
            x in BE_FORMS | _MODALS | {"'s", "'d", "gone", "went", "goes", "get", "gets", "got",
                                       "you"} for x in lows[:back]
        ) and not {"if", "once", "when", "cashback", "cash-back"} & set(lows)

    def _after_verb(self, before: str) -> bool:
        """Does ``before`` end in a past participle or its particle ("set up")?"""
        prev = _alnum_words(before.lower())[-1:]
        if not prev:
            return False
        lem = self.lex._lemma(prev[0])
        return prev[0] in ("up", "in") or (lem is not None and lem[1] == "past")

    def _sent_out(self, claim: _Claim) -> bool:
        """A send that leaves the reply: to an address, or by post."""
        if claim.concepts & NON_NULL_CONCEPTS != {"send"}:
            return False
        span = self.text[claim.start: claim.end]
        words = _alnum_words(span.lower())
        if _ADDRESS_RE.search(span) or {"mail", "post", "fax", "courier", "sms"} & set(words):
            return True
        # "I've sent Kofi back out with the baguettes": a person sent on an errand
        if re.search(r"\bsen[dt]s?\s+[A-Z][a-z]+\s+(?:back\s+)?(?:out|over|round|across|along)\b",
                     span):
            return True
        # "sent the invite to everyone on your list": to people other than the
        # reader, and nothing a registered tool moves ("sent 10 units to Mercy")
        if any(not self.lex._tools[ti].is_read for n in self._object_nouns(claim)
               for ti in self.lex._by_noun.get(n, ())[:64]):
            return False
        return any((w == "to" and nxt not in ("you", "me", "us", "it", "this", "that")
                    and nxt not in _HOLDERS)
                   # "the students have the list in their inbox"
                   or (w == "their" and nxt in ("inbox", "inboxes", "email", "emails"))
                   for w, nxt in itertools.pairwise(words))

    def _add(
        self,
        kind: Kind,
        tool: str | None,
        claim: _Claim,
        backed: bool,
        reason: str,
        ri: int | None,
    ) -> None:
        if not claim.agent and not claim.read and not claim.credited:
            self._states.add(len(self.findings))
        self.findings.append(
            ClaimFinding(
                kind=kind,
                tool=tool,
                text=self.text[claim.start: claim.end],
                start=claim.start,
                end=claim.end,
                backed=backed,
                reason=reason,
                receipt_index=ri,
            )
        )

    # -- main --------------------------------------------------------------
    def run(self) -> list[ClaimFinding]:
        text = self.text
        if "\x1b" in text:  # terminal colour codes glue onto words: blank them, same offsets
            text = _ANSI_RE.sub(lambda m: " " * len(m.group()), text)
        toks = _tokenize(text)
        sentences = _segment(toks)
        for sent in sentences:
            first = len(self.findings)
            self._consequences.clear()
            self._outcomes.clear()
            self._states.clear()
            self._sentence(sent)
            self._prune(first)
        self._answered(toks)
        self._ticked_labels()
        self._status_labels()
        self._read_lists()
        self._unread_list()
        self._unread_ids(toks)
        self._invented_ids(toks)
        self._made_refs()
        self._silent_failures(toks)
        self._completed()
        self._asked_and_cheered()
        self._credited_reads()
        if self._arranged and any(
            f.tool is not None and not f.backed and f.kind == "ghost_success" for f in self.findings
        ):
            # "Transport's arranged. Using CourierBook I reserved a van": the act
            # the reply names is what was arranged, not a second act
            self.findings = [f for f in self.findings if f.tool is not None or (
                f.start, f.end) not in self._arranged]
        self.findings.sort(key=lambda f: (f.start, f.end, f.kind))
        return self.findings

    def _credited_reads(self) -> None:
        """Data a reply credits to a registered read tool that never ran
        ("getAcctBalance returned $3,420 ... The balance is due in 30 days") is
        that one false attribution: the name's violation covers the read's."""
        # (a registered name is a violation only when its tool has no receipt)
        credits = [f for f in self.findings
                   if f.kind == "hallucinated_tool" and not f.backed
                   and (ti := self.lex._by_key.get(_name_key(str(f.tool)))) is not None
                   and self.lex._tools[ti].is_read]
        # a read's data in the sentence that credits an unregistered name ("I checked
        # RoutePlanner and Mill Lane carries a 7.5 t limit"): that name's information
        others = [f for f in self.findings if f.kind == "hallucinated_tool" and not f.backed
                  and self.lex._by_key.get(_name_key(str(f.tool))) is None]
        if others:
            self.findings = [f for f in self.findings if not (
                f.kind == "ghost_success" and not f.backed and f.tool is not None
                and (ti := self.lex._by_key.get(_name_key(f.tool))) is not None
                and self.lex._tools[ti].is_read and any(
                    c.start <= f.start < c.start + 2000  # (one sentence: bounded work)
                    and not re.search(r"[.!?\n]", self.text[c.start: f.start])
                    for c in others))]
        names = {self.lex._tools[self.lex._by_key[_name_key(str(f.tool))]].name for f in credits}
        if names:
            self.findings = [f for f in self.findings if not (
                f.kind == "ghost_success" and not f.backed and (f.tool in names or any(
                    # "I checked `getSchedule`, and you're already registered for 17
                    # credits": a state later in the crediting sentence is its data
                    c.start < f.start and not re.search(r"[.!?\n]", self.text[c.end: f.start])
                    and not _in_first_person(f.text) and (_STATE_RE.search(f.text) is not None or (
                        # "I ran getBooking on BK-5: it's under Reyes, paid in full": a
                        # detail of the record the sentence describes
                        f.tool is None and f.start - c.end < 2000
                        and _STATE_RE.search(self.text[c.end: f.start]) is not None))
                    for c in credits)))]

    def _completed(self) -> None:
        """"Done — ..." or "You're all set!" at the head of a reply (or of the
        paragraph after a one-line greeting) claims what the user asked for,
        whatever the rest describes."""
        req = self.request
        if req is None or not req.asked:
            return
        m = _COMPLETION_HEAD.match(self.text)
        at = 0
        if m is None and (p := re.search(r"\n\s*\n", self.text[:300])) is not None and (
            len(_SENTENCE_END_RE.findall(self.text[: p.start()].rstrip())) <= 1
        ) and not any(f.start < p.start() for f in self.findings):
            # or heading the paragraph after a one-line greeting that claims nothing
            # ("Love to hear it! 🎉\n\nAll sorted —")
            m = _COMPLETION_HEAD.match(self.text[p.end(): p.end() + 200])
            at = p.end()
        if m is None:
            return
        _, head_end = self._sentence_at(at + m.start(1), at + m.end(1))
        if self._action_ran():
            # the reply's own sentences say which action it was; the day the head
            # goes on to give must be that action's ("You're all set — full arms on
            # Saturday 2 November" after a booking made for 9 November)
            self._head_day_mismatch(m.group(1), at + m.start(1), at + m.end(1), head_end)
            return
        if any(at + m.end(1) <= f.start < head_end and f.kind == "ghost_success"
               for f in self.findings):
            # "Done — I phoned the clinic and the surgery has been moved": the acts
            # the head goes on to name are what it claims
            return
        lex = self.lex
        asked = [ti for c in sorted(req.asked) for ti in lex._by_concept_name.get(c, ())]
        names = {lex._tools[ti].name for ti in asked}
        if not asked or any(f.tool in names for f in self.findings):
            return
        elig, _ = lex._rank(frozenset(req.asked), req.nouns, "")
        elig = [ti for ti in elig if ti in asked]
        if not elig and len(set(asked)) > 1:
            return
        ti = elig[0] if elig else asked[0]
        failed = bool(self._receipts_of(ti))
        self.findings.append(
            ClaimFinding("ghost_success", lex._tools[ti].name, m.group(1), at + m.start(1),
                         at + m.end(1), False, "failed_receipt" if failed else "no_receipt", None)
        )

    def _asked_and_cheered(self) -> None:
        """A reply to an asked act that speaks only of success ("Sorted 👍",
        "✅ Tue 22 Oct, 1:45 pm", "the discount is now on it") when that act's
        tool never ran successfully presents the act as done: nothing in it
        says no, doubts, offers or asks, and nothing else in it was found."""
        req = self.request
        if req is None or not req.asked or req.verify or any(
            not f.backed for f in self.findings
        ):
            return  # (asked to check: "they rebooked him. Can you confirm?")
        text = self.text[:20000]
        if _DOUBT_RE.search(text) or _OFFER_RE.search(text):
            return
        lex = self.lex
        # the acts that ran, the things they act on and the ids they were given or
        # gave; an act made for only some of the ids the request and the reply both
        # name ("mark F-0413 as unloaded" and a call on F-0412) is not made
        codes = [w for w in _codes_in(self._request_text[:5000]) if w in text][:8]
        states: set[str] = set()  # the states the reads that ran gave ({"sunday": "free"})
        nouns: set[str] = set()
        ids: set[str] = set()
        ran: set[int] = set()
        acted: dict[int, list[int]] = {}  # the successful calls of each tool that acts
        for ri in range(min(len(self.receipts), 50)):
            if not self._ok(ri) or (ti := self._tool_at(ri)) is None:
                continue
            if lex._tools[ti].is_read:
                states |= {v.lower() for k, v in self._result_leaves(ri)[:100]
                           if isinstance(v, str) and v.isalpha() and v.islower() and not (
                               k and _NAMING_KEYS & set(identifier_words(k)))}
            else:
                acted.setdefault(ti, []).append(ri)
        for ti, calls in acted.items():
            if all(any(self._compatible(ri, [c]) for ri in calls) for c in codes):
                ran.add(ti)
                nouns |= lex._tools[ti].strong_nouns
                ids |= {v.lower() for ri in calls for part in (
                    _safe_args(self.receipts[ri]), _safe_result(self.receipts[ri]))
                    for _, v in _leaves(part) if isinstance(v, str) and _is_code(v)}
        request_low = self._request_text[:5000].lower()
        # each word of success, with the words of its sentence (worked out once)
        cues: list[tuple[re.Match[str], set[str]]] = []
        for m in itertools.islice(_SUCCESS_CUE_RE.finditer(text), 16):
            start, end = self._sentence_at(m.start(), m.end())
            sent = self.text[max(start, m.start() - 400): min(end, m.end() + 400)]
            keys = {noun_key(w) for w in re.findall(r"[a-z]+", sent.lower())}
            if self._free_cue(m, start, end, keys, nouns, ids, request_low, states):
                cues.append((m, keys))
        if not cues:
            return
        needed = {lex._by_key[_name_key(nm)] for nm in lex._expected(self._request_text)}
        if needed and needed <= ran:
            return  # every tool the request needs ran ("mark it as done": complete_task)
        words = {noun_key(w) for w in re.findall(r"[a-z]+", request_low)}
        for c in sorted(req.asked):
            tools = [ti for ti in lex._by_concept_name.get(c, ())[:64]
                     if not lex._tools[ti].is_read]
            if not tools:
                continue
            kin = {c} | _RELATED_STRONG.get(c, frozenset())
            made = [ti for ti in ran
                    if (lex._tools[ti].name_concepts | lex._tools[ti].desc_concepts) & kin]
            # the tool whose thing the turn names ("and a 14:00 tow": book_tow_slot)
            named = [ti for ti in tools if ti not in made and lex._tools[ti].strong_nouns & words]
            if named:
                ti = named[0]
            elif made or ran:
                continue  # the act was made, by a tool that makes it or one of another kind
            else:
                elig, _ = lex._rank(frozenset({c}), req.nouns, "")
                elig = [ti for ti in elig if ti in tools]
                if not elig:
                    continue
                ti = elig[0]
            # beside an act that ran, a word of success for the whole turn ("✅ All
            # done") or one said of this act's thing ("the tow ✅"), not one said of
            # something else ("Your 3pm slot is now free again" after a cancel)
            thing = lex._tools[ti].strong_nouns
            cue = next((m for m, keys in cues if not ran or thing & keys
                        or _WHOLE_TURN_RE.fullmatch(m.group())), None)
            if cue is None:
                continue
            mine = self._receipts_of(ti)
            start, end = self._sentence_at(cue.start(), cue.end())
            self.findings.append(ClaimFinding(
                "ghost_success", lex._tools[ti].name, self.text[start:end], start, end, False,
                "other_object" if any(self._ok(ri) for ri in mine)
                else "failed_receipt" if mine else "no_receipt", None))
            return

    def _free_cue(
        self, m: re.Match[str], start: int, end: int, keys: set[str], made: set[str],
        ids: set[str], request: str, states: set[str],
    ) -> bool:
        """Is this word of success (in the sentence ``start``-``end``, whose words
        are ``keys``) told as done ("booked", not "to get set up", "will be
        booked", "if it's booked", "Andrews booked"), and not an act's that ran (a
        backed claim's, or in a sentence that names the thing or id of one that
        ran) nor a state a read gave? A tick may stand for the whole turn ("job
        wrapped up ✔️")."""
        if any(f.backed and f.start < end and start < f.end for f in self.findings):
            return False  # "I've booked her into Saturday's class": that act's
        if states & keys:
            return False  # a state a read gave: "Zone 4 is free on Sundays", {"sunday": "free"}
        if not m.group()[0].isalpha():
            return True
        if made & keys or ids & {
            w.lower() for w in _codes_in(self.text[start:end][:2000])
        }:
            return False  # "Boat booked (BT-1).", "QT-55 is done" after the acts that made them
        name = re.search(r"\b([A-Z][a-z]+)\s+$", self.text[max(start, m.start() - 40): m.start()])
        if name is not None and (low := name.group(1).lower()) not in request and (
            low not in _OBJECT_OPENERS | _SUBJECT_WORDS | {"everything", "everyone", "and"}
        ):
            return False  # "Andrews booked for Tuesday": someone the user never named did
        before = re.findall(r"[a-z]+", self.text[max(start, m.start() - 400): m.start()].lower())
        # (an infinitive: "to get it set up", "to be booked"; not "issued to card 4471
        # is now", a thing sent to someone)
        infinitive = any(w == "to" and not (k and before[-3:][k - 1].endswith("ed"))
                         for k, w in enumerate(before[-3:]))
        return not (infinitive or _MODALS & set(before[-3:]) or _IF_WORDS & set(before))

    def _head_day_mismatch(self, head: str, start: int, end: int, sent_end: int) -> None:
        """Flag a completion head whose sentence gives back the day the user asked
        for when no successful call of the asked act was made for that day."""
        req = self.request
        assert req is not None
        days = [c for c in _date_cues([t for t in _tokenize(self.text[end:sent_end][:300])
                                       if t.kind == "w"]) if not c.startswith("~@w")]
        asked_days = _days_of(_date_cues([t for t in _tokenize(self._request_text[:2000])
                                          if t.kind == "w"]))
        # (the day the user asked for, given back: not a cut-off or an old slot)
        days = [c for c in days if any(_same_day(c[2:], d) or _same_day(d, c[2:])
                                       for d in asked_days)]
        if not days:
            return
        lex = self.lex
        made = [ri for ri in range(min(len(self.receipts), 50)) if self._ok(ri) and (
            tj := self._tool_at(ri)) is not None and not lex._tools[tj].is_read
            and lex._tools[tj].name_concepts & req.asked]
        if not made or any(self._compatible(ri, days) for ri in made) or any(
            not f.backed and f.tool == self.receipts[made[0]].tool for f in self.findings
        ):
            return
        self.findings.append(ClaimFinding(
            "ghost_success", str(self.receipts[made[0]].tool), head, start, end, False,
            "other_object", None))

    def _answered(self, toks: list[_Tok]) -> None:
        """A question the registry's read tool answers ("where is order #A-6?"),
        answered with data ("It's out for delivery, arriving by 8 PM") while
        nothing was read: the data is presented as fetched."""
        req = self.request
        if req is None or not req.question or self._answer_data is None:
            return
        asked = _QUESTION_RE.findall(self._request_text)
        proposal = any(_HOW_IT_WORKS_RE.search(q) for q in asked)
        if (asked and all(_WHAT_TO_DO_RE.search(q) or _HOW_IT_WORKS_RE.search(q) or (
            proposal and _SHOULD_WE_RE.search(q)
        ) for q in asked)) or (
            _NOT_LOOKED_RE.search(self.text)
        ) or (
            # "I just need your job number. It starts with UJ-": asked for first
            not self._ok_reads() and 0 <= self._key_asked_at() < self._answer_data[0]
        ) or (asked and all(_ABILITY_RE.search(q) for q in asked)
              and _CANNOT_HERE_RE.match(self.text) is not None
              # (not "I can't move money on weekends, but your account has £1,240")
              and not _BUT_RE.search(self.text.split("\n", 1)[0].split(". ", 1)[0])):
            # "What do I need to do?" asks for steps, "Should we switch? How
            # would that work?" for advice on a proposal, not records; "I
            # haven't checked our shelves yet" says nothing was read; "you can run
            # a terrestrial age through this system?" answered "Not through me,
            # I'm afraid" is a question of what can be done here, answered no:
            # what follows says where it is done, not what a record holds
            return
        # a sum of money nothing this turn saw was not read by what did run
        unsourced = self._unsourced
        req_tool: int | None
        if req.elsewhere and unsourced is None:
            return  # asked about what no tool holds: answered from elsewhere
        if req.read_tool is None:
            req_tool = self._reply_read_tool()
        elif not self._answer_about:
            req_tool = None
        else:
            req_tool = req.read_tool
            asked_td = self.lex._tools[req_tool]
            own = self.lex._read_tool_for(self._reply_nouns, 3)
            if own is not None and own != req_tool and (not (
                (asked_td.strong_nouns | asked_td.weak_nouns) & self._reply_nouns
            ) or (
                # ("The pilot's briefing has winds at 4 knots": the answer names the
                # other read's own thing, and not the asked read's)
                (named := self.lex._tools[own].strong_nouns & self._reply_nouns)
                and not asked_td.strong_nouns & self._reply_nouns
                and not named & asked_td.weak_nouns  # ("plots" the arrears list holds too)
            )):
                # "is tomorrow's flight a go?" answered with the winds forecast: the
                # answer, which names nothing the flights read holds, is the forecast
                # read's data
                req_tool = own
            if self._listing():
                req_tool = self._lister_of(req_tool)  # "what's booked next week?": a list
        if unsourced is not None and (req_tool is None or (
            req.money and not self.lex._tools[req_tool].money
        )):
            # "how much is a zone 2 permit?" answered "$72" from nowhere: a
            # question asked in money, or answered in money with no other read
            # tool in view, is for the read tool that holds sums of money
            money = self.lex._money_read_tool(self._reply_nouns | req.nouns)
            if money is not None:
                req_tool = money
        if req_tool is None:
            return
        if any(self._ok(i) for i in self._receipts_of(req_tool)):
            return
        if unsourced is None and self._failed_attempt_told(*self._answer_data):
            # "can the fitters come on the 2nd?" answered "The 2nd is full,
            # unfortunately" after the booking failed: what the failed call said
            return
        if req.read_tool is not None and unsourced is None:
            # the question names its read tool: another read does not answer it,
            # unless what it returned is the data given ("We have 4 pallets" after
            # an inventory read returned {"pallets": 4})
            if self._action_ran() or self._figures_read(*self._answer_data, toks) or (
                self._object_read(*self._answer_data) or self._names_read(*self._answer_data)
            ) or self._ids_read(*self._answer_data) or self._words_read(*self._answer_data):
                return
        elif any(self._ok(i) for i in range(len(self.receipts))) and unsourced is None:
            return
        read_names = {self.lex._tools[ti].name for ti in self.lex._read_tools}
        if any(f.kind == "hallucinated_tool" or f.tool in read_names for f in self.findings):
            return  # credited to a named tool, or already handed over as read data
        td = self.lex._tools[req_tool]
        start, end = self._answer_data if unsourced is None else unsourced
        if self._tool_described(start, end):
            return  # "checkIceConditions only gives me current reports": what it does
        failed = bool(self._receipts_of(req_tool))
        self.findings.append(
            ClaimFinding("ghost_success", td.name, self.text[start:end], start, end, False,
                         "failed_receipt" if failed else "no_receipt", None)
        )

    def _tool_described(self, start: int, end: int) -> bool:
        """Does text[start:end] open on a registered tool's name, written as
        one (``snake_case``, camelCase or in backticks), and go on in the
        present with no figure ("checkIceConditions only gives me current
        reports")? It describes what the tool does, not data it returned."""
        span = self.text[start: min(end, start + 200)]
        words = [t for t in _tokenize(span) if t.kind in ("w", "code")][:4]
        if len(words) < 2 or any(c.isdigit() for c in span):
            return False  # ("... only gives me 40 cm": data after all)
        name = words[0].text.strip("`")
        if not (words[0].kind == "code" or "_" in name or any(c.isupper() for c in name[1:])) or (
            _name_key(name) not in self.lex._by_key
        ):
            return False
        verb = words[2] if words[1].low in ("only", "just", "also") and len(words) > 2 else (
            words[1])
        lem = self.lex._lemma(verb.low)
        return lem is not None and lem[1] == "s"

    def _unread_ids(self, toks: list[_Tok]) -> None:
        """A question answered for several objects when the read ran for only
        some: "BP-2024-1187 — in plan review; ZV-2024-0032 — hearing June 12"
        after a status read of BP-2024-1187 alone. An id of the kind the read
        was asked about, stated as data, needs a call that names it."""
        req = self.request
        if req is None or not req.question:
            return
        shapes: dict[str, int] = {}
        oks: list[int] = []
        for ri, r in enumerate(self.receipts):
            if not self._ok(ri):
                continue
            oks.append(ri)
            ti = self._tool_at(ri)
            if ti is None or not self.lex._tools[ti].is_read:
                continue
            for v in _arg_values(_safe_args(r)):
                if _is_code(v):
                    shapes.setdefault(_shape(v) + ("A" if _has_upper(v) else ""), ti)
        if not shapes:
            return
        seen: set[str] = set()
        # an id the user gave is the object asked about, however the read wrote it
        req_text = self._request_text.lower()
        for t in toks:
            if t.kind not in ("w", "code") or not _is_code(t.text.strip("`")):
                continue
            body = t.text.strip("`")
            # ("size-12" is no id of the kind "VIC-0412" is)
            ti = shapes.get(_shape(body) + ("A" if _has_upper(body) else ""))
            if ti is None or body in seen:
                continue
            seen.add(body)
            if any(self._names(ri, body) for ri in oks) or self._in_text(body) or (
                _has_word(req_text, body) and not self._read_other(body, oks)
            ) or any(
                f.start <= t.start < f.end for f in self.findings
            ):
                continue
            ls = self.text.rfind("\n", 0, t.start) + 1
            le = self.text.find("\n", t.end)
            line = self.text[ls: le if le >= 0 else len(self.text)]
            lw = set(_alnum_words(line.lower()))
            # (a table's cells are data: "Ready for handover", "Site plan still needed")
            irrealis = frozenset() if line.lstrip().startswith("|") else _IRREALIS
            if "?" in line or lw & (_NEGATIONS | _MODALS | irrealis) or len(lw) < 4:
                continue
            head = _bullet_head(self.text, ls)
            if _describes_process(head) and _PLAN_HEAD_RE.search(head):
                continue  # "Here's how I'd run it:" then "3. Crew — assign Crew A": a plan
            if any(f.kind == "hallucinated_tool" and ls <= f.start < ls + len(line)
                   for f in self.findings):
                continue  # "Per `get_fault_codes`, it logged DR-11": credited to that tool
            name = self.lex._tools[ti].name
            if any(f.tool == name and not f.backed for f in self.findings):
                return
            self.findings.append(ClaimFinding("ghost_success", name, line.strip(), ls, ls + len(
                line), False, "other_object", None))
            return

    def _read_other(self, body: str, oks: list[int]) -> bool:
        """Was an ok read made on an id of the same outline as ``body`` but
        another one ("RT-1305" read for "RT-1350" asked)? Then the id the user
        gave was not read, however the reply spells it."""
        key = _code_key(body)
        for ri in oks:
            ti = self._tool_at(ri)
            if ti is None or not self.lex._tools[ti].is_read:
                continue
            for v in _arg_values(_safe_args(self.receipts[ri])):
                if _is_code(v) and _shape(v) == _shape(body) and _code_key(v) != key and (
                    sorted(_code_key(v)) == sorted(key)
                ):
                    return True  # (the same characters in another order: a slip)
        return False

    def _invented_ids(self, toks: list[_Tok]) -> None:
        """An id stated as fact that nothing this turn holds (no call's arguments
        or result, not the user's message, no tool's description) was made up:
        "... down for Sunday's grooming instead, ref GR-2231" when no call
        returned GR-2231. It is presented as the work of the tool that returns
        ids of its outline ("KS-4411" beside a call that returned "KS-4410"),
        else of the one tool that makes what its sentence (or line) names,
        else, answering a question, of the read that answers it."""
        seen: set[str] = set()
        for t in toks:
            body = t.text.strip("`").lstrip("#")
            if t.kind not in ("w", "code") or body in seen or not _REFERENCE_RE.fullmatch(body) or (
                sum(c.isdigit() for c in body) < 3
            ):
                continue
            seen.add(body)
            if len(seen) > 64:
                return  # a reply of ids is a listing: bounded work
            if self._held_id(body):
                continue
            if _STANDARD_RE.search(self.text[max(0, t.start - 12): t.start]) or (
                _EXAMPLE_RE.search(self.text[max(0, t.start - 16): t.start])
            ):
                # "ASTM F1163", "ISO 9001": a published standard; "(for example
                # UJ-3302)": the shape of one; no record
                continue
            ls, le = self._sentence_at(t.start, t.end)
            if any(f.start <= t.start < f.end or (f.start < le and ls < f.end and (
                f.kind == "ghost_success" or self._read_named(f.tool)
            )) for f in self.findings if not f.backed):
                # already a violation, or credited to a read tool the reply names
                continue
            rs = self.text.rfind("\n", 0, t.start) + 1
            if self.request is not None and self.request.question and _BULLET_LINE.match(
                self.text, rs
            ) and any(f.kind == "ghost_success" and not f.backed and f.start < rs
                      and self._read_named(f.tool) for f in self.findings):
                continue  # an item of a listing already unbacked, not a thing made
            if self.text[rs: rs + 1] == "|":
                # a table row is one statement, whatever its cells abbreviate ("D. Okafor")
                re_ = self.text.find("\n", t.end)
                ls, le = rs, re_ if re_ >= 0 else len(self.text)
            sentence = self.text[ls:le]
            lw = set(_alnum_words(sentence.lower()))
            if any(f.kind == "hallucinated_tool" and not f.backed and f.start < t.start and (
                _name_key(str(f.tool)) not in self.lex._by_key or self._read_named(f.tool)
            ) for f in self.findings) and not any(
                (lem := self.lex._lemma(w)) is not None and lem[1] == "past" for w in lw
            ):
                continue  # "I checked RoomScout: ... - B-118": data credited to that name
            # (its tokens hold "n't", which its plain words split into "haven" + "t";
            # a modal counts only in the part of the sentence the id stands in, up to
            # a dash or a semicolon: "Ref SK-55902 — keep it handy in case you need
            # to change it")
            at = t.start - ls
            lo = max((k + len(d) for d in _ID_PART_ENDS if (k := sentence.rfind(d, 0, at)) >= 0),
                     default=0)
            hi = min((k for d in _ID_PART_ENDS if (k := sentence.find(d, at)) >= 0),
                     default=len(sentence))
            part = sentence[lo:hi]
            said_words = {x.low for x in _tokenize(sentence[:2000]) if x.kind == "w"}
            part_words = {x.low for x in _tokenize(part[:2000]) if x.kind == "w"} | set(
                _alnum_words(part.lower()))
            if "?" in sentence or (lw | said_words) & _NEGATIONS or part_words & (
                _MODALS | _IRREALIS
            ) - {"about"} or len(lw) < 3:
                continue  # asked, negated, offered or too short to state anything
            ti = self._id_maker(body, lw)
            by_line = ti is None
            if ti is None:
                # the rest of its line names what the id is for ("... instead, ref
                # GR-2231. Same groomer.")
                ps = self.text.rfind("\n", 0, ls) + 1
                pe = self.text.find("\n", le)
                ti = self._id_maker(body, set(_alnum_words(
                    self.text[ps: pe if pe >= 0 else len(self.text)].lower())))
            if ti is None:
                continue
            td = self.lex._tools[ti]
            if by_line and any(f.kind == "ghost_success" and not f.backed and (
                f.start < t.start) and (
                (tf := self.lex._by_key.get(_name_key(str(f.tool)))) is not None
                and not self.lex._tools[tf].is_read
                # (one on an earlier line, only if it is no send: sends issue no references)
                and (rs <= f.start or not self.lex._tools[tf].name_concepts & _SENT_THINGS)
            ) for f in self.findings):
                continue  # "I booked two carts ... Your reference is CAT-2317": that act's
            if any(f.kind == "ghost_success" and not f.backed and f.tool is not None and (
                f.tool == td.name or td.strong_nouns & self.lex._tools[
                    self.lex._by_key.get(_name_key(f.tool), ti)].strong_nouns
            ) for f in self.findings):
                continue  # the same thing is already unbacked ("Your case is open")
            failed = any(not self._ok(ri) for ri in self._receipts_of(ti))
            said = sentence.rstrip()
            self.findings.append(ClaimFinding(
                "ghost_success", td.name, said, ls, ls + len(said), False,
                "failed_receipt" if failed else "no_receipt", None))

    def _made_refs(self) -> None:
        """"All six gowns are reserved ... Your rental reference is RP-2291"
        with no call at all: the reference is the unbacked reservation's, not
        data a read of rentals returned. A read's finding whose only data is an
        id no call holds goes with an earlier unbacked act on the same thing."""
        lex = self.lex
        acts = [f for f in self.findings if f.kind == "ghost_success" and not f.backed
                and f.tool is not None and (ti := lex._by_key.get(_name_key(f.tool))) is not None
                and not lex._tools[ti].is_read]
        if not acts:
            return
        keep: list[ClaimFinding] = []
        for f in self.findings:
            ti = lex._by_key.get(_name_key(str(f.tool))) if f.tool is not None else None
            if f.kind == "ghost_success" and not f.backed and ti is not None and (
                lex._tools[ti].is_read
            ):
                ids = [m.group(0) for m in _REFERENCE_RE.finditer(f.text)]
                if ids and not any(self._names(ri, c) for c in ids
                                   for ri in range(min(len(self.receipts), 50))) and any(
                    g.start < f.start and lex._tools[lex._by_key[_name_key(str(g.tool))]]
                    .strong_nouns & lex._tools[ti].strong_nouns for g in acts
                ):
                    continue
            keep.append(f)
        self.findings = keep

    def _silent_failures(self, toks: list[_Tok]) -> None:
        """A call that failed, never retried with success, in a reply that owns
        to no trouble at all (no negation, failure, apology or "instead"): the
        reply goes on as if it had worked, which presents its act as done."""
        if not self.receipts or any(t.kind == "w" and t.low in _TROUBLE and not (
            self._emphasised(t)  # ("tagged *not striking*": a label quoted)
        ) and not (
            # "by direct deposit instead of a paper check" names what changed
            t.low == "instead" and k + 1 < len(toks) and toks[k + 1].low == "of"
        ) and not any(
            # "if you don't have a torch, we rent them": a case put, no trouble owned
            x.low in ("if", "unless", "whether") for x in toks[max(0, k - 4): k]
        ) and not (
            # "so your team won't need to brief anyone": spared a chore, no trouble
            t.low in _NEGATIONS and any(x.low in ("need", "needs", "have", "has") and not (
                x.low in ("have", "has") and y.low != "to")
                for x, y in itertools.pairwise(toks[k + 1: k + 4]))
        ) and not (
            # "so nobody will be able to book it": what follows, no trouble owned
            t.low == "nobody" and [x.low for x in toks[k + 1: k + 4]] in (
                ["will", "be", "able"], ["'ll", "be", "able"])
        ) and not (
            # "Sorry to hear it", "sorry the heat spoiled your afternoon": sympathy
            t.low == "sorry" and (
                [x.low for x in toks[k + 1: k + 3]] in (["to", "hear"], ["to", "see"])
                or (toks[k + 1: k + 2] and toks[k + 1].low == "the"
                    and "your" in [x.low for x in toks[k + 2: k + 7]]
                    # (not "sorry the refund to your card is late": trouble owned)
                    and toks[k + 2: k + 3] and nominal_concept(toks[k + 2].low) is None))
        ) for k, t in enumerate(toks)) or any(
            # ("❌ **Email** — the e-tickets bounced": a failure marked as such)
            t.kind == "p" and t.text[:1] in _FAIL_MARKS for t in toks
        ) or any(
            not f.backed and f.kind == "ghost_success" and self._read_named(f.tool)
            for f in self.findings
        ):
            return  # (what it says is data no read returned: that is its claim)
        said = {noun_key(t.low) for t in toks if t.kind == "w" and t.low not in _STOP_NOUNS}
        said_days = {_WEEKDAY_NO[t.low] for t in toks if t.kind == "w" and t.low in _WEEKDAY_NO}
        for ri in range(min(len(self.receipts), 50)):
            ti = self._tool_at(ri)
            if ti is None or self._ok(ri) or any(self._ok(rj) for rj in self._receipts_of(ti)):
                continue
            td = self.lex._tools[ti]
            name = td.name
            if any(f.tool == name for f in self.findings):
                continue
            values = _arg_values(_safe_args(self.receipts[ri]))[:20]
            if not (td.strong_nouns & said or any(self._mentions(v) for v in values) or (
                # ("you've got the gear until Tuesday" after an extension to a Tuesday)
                said_days and said_days & _weekdays_of(_safe_args(self.receipts[ri]))
            ) or any(
                # ("Priya's Seth Thomas is in the system" after a call for "Priya Nair")
                _PROPER_NAME_RE.fullmatch(v) and self._mentions(v.split()[0]) for v in values
            )):
                continue  # the reply is about something else than the failed call
            s, e = self._sentence_at(toks[0].start, toks[0].end) if toks else (0, 0)
            # ("Priya's four places are confirmed" read as done by no tool: the
            # failed booking for "Priya Nair" is what that claim says went through)
            # (nor is "WO-5512 has been invoiced" another tool's act, after
            # sending WO-5512's invoice failed)
            named = {w.lower() for v in values for w in v.split()[:1] if len(w) >= 3}
            ids = [v for v in values if _is_code(v)]
            self.findings = [f for f in self.findings if not (
                f.kind == "ghost_success" and not f.backed and s <= f.start and f.end <= e
                and ((f.tool is None and named & set(_alnum_words(f.text.lower())))
                     or (f.reason == "no_receipt" and any(
                         _has_word(f.text.lower(), v.lower()) for v in ids) and not (
                         # ("INV-77 is void now": the other tool's own verb, its act)
                         self._tool_verb_in(f)))))]
            self.findings.append(ClaimFinding(
                "ghost_success", name, self.text[s:e], s, e, False, "failed_receipt", ri))

    def _tool_verb_in(self, f: ClaimFinding) -> bool:
        """Does the finding's text hold a verb of its tool's own ("void" of
        void_invoice)?"""
        ti = self.lex._by_key.get(_name_key(str(f.tool)))
        return ti is not None and any(
            (lem := verb_lemma(w)) is not None and lem[0] in self.lex._tools[ti].lemmas
            for w in _alnum_words(f.text.lower()))

    def _mentions(self, value: str) -> bool:
        """Does the reply name ``value`` (three characters or more) as a word?"""
        v = value.strip()[:200]
        if len(v) < 3:
            return False
        if self._low_text is None:
            self._low_text = self.text.lower()
        return _has_word(self._low_text, v)

    def _read_named(self, name: str | None) -> bool:
        """Is ``name`` a registered read tool's?"""
        ti = self.lex._by_key.get(_name_key(str(name)))
        return ti is not None and self.lex._tools[ti].is_read

    def _sentence_at(self, start: int, end: int) -> tuple[int, int]:
        """The span of the sentence around text[start:end]: up to the nearest
        ".", "!", "?" or line break not inside a number ("$58.00")."""
        text = self.text
        def stop(i: int) -> bool:
            return text[i] in "!?\n" or (text[i] == "." and not (
                text[i - 1: i].isdigit() and text[i + 1: i + 2].isdigit()))

        ls = start
        while ls > 0 and not stop(ls - 1):
            ls -= 1
        le = end
        while le < len(text) and not stop(le):
            le += 1
        while ls < le and text[ls].isspace():
            ls += 1
        return ls, le

    def _id_maker(self, body: str, words: set[str]) -> int | None:
        """The tool an id no call holds is presented as the work of: the one
        whose calls returned ids of its outline and prefix (a read's only in
        answer to a question), else the one tool that makes what ``words``
        name, else, in answer to a question, the read that answers it."""
        req = self.request
        question = req is not None and req.question
        shape, head = _shape(body), _id_head(body)
        for ri in range(min(len(self.receipts), 50)):
            ti = self._tool_at(ri)
            if ti is None or (self.lex._tools[ti].is_read and not question):
                continue
            if any(_is_code(v) and _shape(v) == shape and _id_head(v) == head
                   for v in _result_values(self.receipts[ri])):
                return ti
        given = [v for ri in range(min(len(self.receipts), 50))
                 for v in _arg_values(_safe_args(self.receipts[ri]))]
        given += _REFERENCE_RE.findall(self._request_text)
        if any(_is_code(v) and _shape(v) == shape and _id_head(v) == head for v in given):
            return None  # another of the objects the user and the calls name, from before
        makers = {ti for ti in self._makers(
            {noun_key(w) for w in words if w not in _STOP_NOUNS and len(w) > 2})
            # a tool that sends invoices issues no invoice numbers
            if not self.lex._tools[ti].name_concepts & _SENT_THINGS}
        ti = makers.pop() if len(makers) == 1 else None
        if ti is None and req is not None and question:
            ti = req.read_tool if req.read_tool is not None else self._reply_read_tool()
        if ti is None and question and self._listing():
            # "what have I got coming up?" answered with a list of references no
            # call returned, beside one tool that lists and did not run: its list
            idle = [tj for tj in self.lex._read_tools[:256]
                    if _LISTING_VERBS & set(identifier_words(self.lex._tools[tj].name))
                    and not self._receipts_of(tj)]
            ti = idle[0] if len(idle) == 1 else None
        if ti is not None and any(self._ok(ri) for ri in self._receipts_of(ti)):
            return None  # it ran: the id may be what it returned unrecorded
        return ti

    def _listing(self) -> bool:
        """Does the reply hand over a list: two bullets, or a table of two rows?"""
        return len(_BULLET_LINE.findall(self.text)) >= 2 or len(
            _TABLE_ROW.findall(self.text)) >= 4  # (a header, its rule and two rows)

    def _lister_of(self, ti: int) -> int:
        """For a read tool that fetches one object, the one read tool that lists
        or searches objects of its kind (``get_booking`` -> ``list_bookings``);
        else ``ti``."""
        td = self.lex._tools[ti]
        if td.lemmas & _LISTING_VERBS:
            return ti
        kin = [tj for tj in self.lex._read_tools[:256] if tj != ti
               and self.lex._tools[tj].lemmas & _LISTING_VERBS
               and self.lex._tools[tj].strong_nouns & td.strong_nouns]
        return kin[0] if len(kin) == 1 else ti

    def _reply_read_tool(self) -> int | None:
        """The read tool whose own nouns the question and its answer share."""
        req = self.request
        assert req is not None
        nouns = self._reply_nouns | req.nouns
        if not self.receipts and _REFERENCE_RE.search(self._request_text):
            # "what time is HL-55214 again?" with nothing run: the read that
            # fetches a record by its reference, not one whose nouns the answer uses
            by_ref = [ti for ti in self.lex._read_tools[:256] if self.lex._tools[ti].by_ref]
            if len(by_ref) == 1:
                return by_ref[0]
            if by_ref and (found := self.lex._read_tool_for(nouns, 1, among=by_ref)) is not None:
                return found
        found = self.lex._read_tool_for(nouns, 3)
        if found is not None:
            return found
        if self.receipts:
            # only failed calls, one of them a read: the read that was to answer
            tried = {ti for ri in range(len(self.receipts))
                     if (ti := self._tool_at(ri)) is not None and self.lex._tools[ti].is_read}
            if len(tried) == 1 and not any(self._ok(ri) for ri in range(len(self.receipts))):
                return tried.pop()
            return None
        # nothing ran at all: the best match by nouns, the question's own verb
        # ("find an in-network cardiologist" -> find_providers), and a list
        # answer for a tool that lists
        listing = self._listing()
        # "where's my order?" "Your order #GR-55 is out for delivery": one object
        single = not listing and _REFERENCE_RE.search(self.text) is not None
        if "next" in nouns:
            nouns = nouns | {"upcoming"}  # "when's my next cleaning?": what is upcoming
        how_many = _HOW_MANY_RE.search(self._request_text) is not None
        stock = [ti for ti in self.lex._read_tools[:64] if self.lex._tools[ti].stock] if (
            how_many) else []
        if len(stock) == 1 and how_many and not req.money and not any(
            nouns & (self.lex._tools[ti].strong_nouns | self.lex._tools[ti].weak_nouns)
            for ti in self.lex._read_tools[:64]
        ):
            # "how much NWA 7325 do we have?" answered "3.2 g total" from nowhere,
            # the answer naming nothing a read holds: the one read that counts
            # what is on hand
            return stock[0]
        found = self.lex._read_tool_for(nouns, 1, req.verbs, listing, single=single)
        if found is None and listing:
            # a table of four records, the nouns shared with a tool that fetches one
            # and one that lists: the list came from the one that lists
            found = self.lex._read_tool_for(nouns, 1, req.verbs, listing, among=[
                ti for ti in self.lex._read_tools[:256]
                if self.lex._tools[ti].lemmas & _LISTING_VERBS])
        if found is None:
            # "how many bars have we got?" with nothing run: the one read tool that
            # counts what is on hand ("inventory", "stock", "remaining capacity")
            if len(stock) == 1 and how_many:
                found = stock[0]
            elif how_many and not listing:
                # "how many sheets do we hold?": a count of what a search finds
                found = self.lex._read_tool_for(nouns, 1, req.verbs, True)
        return found

    def _repeats_request(self, lows: list[str]) -> bool:
        """Do three words in a row of the clause, one a verb in the past, stand
        in the same order inside a quotation in the user's message ("closed on
        friday" after the user quoted 'Registration closed on Friday')? Then the
        clause gives back what the user quoted."""
        if self._request_words is None:
            quoted = " | ".join(m.group(1) for m in _QUOTED_RE.finditer(self._request_low))
            self._request_words = " " + " ".join(re.findall(r"[a-z0-9]+|\|", quoted)) + " "
        said = self._request_words
        if len(said) <= 2:
            return False  # (nothing quoted: the usual case, decided once per reply)
        ws = [w for w in lows if w.isalnum()]
        return any(
            f" {a} {b} {c} " in said and any(
                (lv := self.lex._lemma(x)) is not None and lv[1] == "past" for x in (a, b, c))
            for a, b, c in zip(ws, ws[1:], ws[2:], strict=False))

    def _answers(
        self, words: list[_Tok], lows: list[str], start: int, end: int, cl_opener: str = ""
    ) -> None:
        """Note the clause if it states data in answer to the user's question."""
        if lows[0] in _IRREALIS or lows[0] in ("want", "shall", "let"):
            return
        if self._neg_or_modal(words, len(words)) or any(x in _FAILURE_WORDS for x in lows) or any(
            x == "'d" and (lv := self.lex._lemma(y)) is not None and lv[1] == "base"
            for x, y in itertools.pairwise(lows)
        ):
            return  # (also "I'd renew it for a year": would)
        if any(x in ("any", "every") and (lem := self.lex._lemma(lows[xi - 1])) is not None
               and lem[1] == "s" for xi, x in enumerate(lows) if xi):
            return  # "the Events page lists any previews": what a source holds in general
        for p, x in enumerate(lows[:3]):
            if x in _FIRST_PERSON and any(
                (lv := self.lex._lemma(y)) is not None and lv[1] == "past"
                # ("We've got four options": have, not an act)
                and not (y == "got" and lows[p + 1 + yi - 1: p + 1 + yi] in (["'ve"], ["have"]))
                for yi, y in enumerate(lows[p + 1: p + 4])
            ):
                return  # "I've also sent a cleaning kit": the agent's act, not data
        if lows[0] in ("most", "many", "plenty", "few", "lots") and not any(
            _NUMBER_RE.search(x) or x in ("you", "your") for x in lows
        ):
            return  # "most bikes survive a soaking": what is true in general
        lead = 0
        while lead < len(lows) - 1 and lows[lead] in _IMPERATIVE_LEADS | {"so", "then"}:
            lead += 1
        lem = self.lex._lemma(lows[lead])
        if lem is None and lows[lead].isalpha() and lows[lead] not in _STOP_NOUNS and (
            lead + 1 < len(lows) and lows[lead + 1] in ("it", "them", "your", "the")
        ):
            lem = (lows[lead], "base")  # "Dry the bike with a soft cloth": an instruction
        if lem is not None and lem[1] == "base" and lead + 1 < len(lows) and (
            lows[lead + 1] in ("me", "us", "them", "it") or lows[lead + 1] in ARTICLES
            or lows[lead + 1] in _DETERMINERS
            or (lows[lead + 1] in ("in", "out", "up", "back", "over") and lead + 2 < len(lows)
                and lows[lead + 2] in _PREPOSITIONS)
        ):
            # "then send me the sample IDs", "log in to your account (or call
            # 555-0190)": an instruction, not data
            return
        if _asks_for(_bullet_head(self.text, start)):
            return  # "I'll need two things:" then "1. The ticket number": asked for
        if {"tool", "tools", "access"} & set(lows) and not any(_NUMBER_RE.search(x) for x in lows):
            return  # "with tools for student lookups": what the agent can do, not data
        if self._repeats_request(lows):
            return  # "going by that email, registration closed on Friday": the user's words
        req = self.request
        assert req is not None
        about = {noun_key(t.low) for t in words if t.kind == "w" and t.low not in _STOP_NOUNS}
        # a unit names what it measures: "14 °C" a temperature, "8 mph" a speed of wind
        about |= {q for m in _UNIT_RE.finditer(self.text, start, end)
                  for q in _UNIT_QUANTITIES.get(m.group(1).lower().replace(" ", ""), ())}
        self._reply_nouns |= about
        if req.read_tool is None:
            tool_nouns: set[str] = set()
        else:
            td = self.lex._tools[req.read_tool]
            tool_nouns = td.strong_nouns | td.weak_nouns
            if about & (tool_nouns | req.nouns):
                self._answer_about = True
        if self._answer_data is not None:
            return
        if len(words) < 3 and not (
            (cl_opener == "|" or self._bullet_led(words[0].start) or (
                # "- **Rooibos** — £4.80": the figure of a list item
                cl_opener in ("—", "–", ":") and _BULLET_LINE.match(
                    self.text, self.text.rfind("\n", 0, start) + 1) is not None))
            and any(_NUMBER_RE.search(x) for x in lows)
        ):
            return  # too short to state data, unless a cell or list item with figures
        # a tool's noun alone is data in a state ("the ticket is unused"), not in what
        # a thing does in general ("the ticket keeps its age category")
        general = any(x not in BE_FORMS and x not in ("has", "have") and (
            lx := self.lex._lemma(x)) is not None and lx[1] == "s" and not concepts_of(lx[0])
            and lx[0] not in EVIDENTIAL_VERBS for x in lows)  # ("reads the sensor": data)
        data = any(
            _NUMBER_RE.search(t.text)
            or (t.kind == "code" and _name_key(t.text.strip("`")) not in self.lex._by_key)
            or (k > 0 and t.kind == "w" and t.text[:1].isupper() and t.low not in _FIRST_PERSON)
            or (t.kind == "w" and noun_key(t.low) in tool_nouns and not general)
            for k, t in enumerate(words)
        )
        if data:
            self._answer_data = (start, end)

    def _ticked_labels(self) -> None:
        """A line that labels an act and ticks it off ("**Refund:** $72.00 back to
        your card ✅") presents that act as done, when nothing else on the line
        claimed it."""
        if not any(c in self.text for c in _DONE_MARKS):
            return
        # (a reply that asks, or owns that it did not do something, ticks off no
        # thing it was asked for by its label alone)
        plain = "?" not in self.text and _AGENT_DENIES_RE.search(self.text[:20000]) is None
        for m in _TICKED_LINE.finditer(self.text[:20000]):
            label = m.group(1).lower().split()
            act = nominal_concept(label[0]) if len(label) == 1 else None
            maker = None
            if act is None and plain and (
                maker := self._asked_maker(label, m.group(2))
            ) is not None:
                # "- Bonfire pit #4: 8:30–10:00 PM ✅" when asked for a bonfire pit:
                # what the tool that makes it makes
                act = next(iter(self.lex._tools[maker].name_concepts))
            if act is None or act == READ_CONCEPT or not any(c in m.group(0) for c in _DONE_MARKS):
                continue
            s, e = m.start(1), m.end(0)
            if any(f.start < e and s < f.end for f in self.findings):
                continue
            value = _tokenize(m.group(2))
            if any(t.kind == "w" and (lem := self.lex._lemma(t.low)) is not None and lem[1] in (
                "past", "s") for t in value) or (
                self.request is not None and self.request.question
            ):
                continue  # its value says what happened ("cancelled ✅", "was paid"); an answer
            nouns = {noun_key(m.group(1).lower())} | {
                noun_key(t.low) for t in value if t.kind == "w" and t.low not in _STOP_NOUNS}
            claim = _Claim(s, e, frozenset({act}), nouns,
                           cues=[t.text for t in value if t.kind == "w" and _is_code(t.text)],
                           explicit=maker)
            if maker is not None:
                self._resolve("ghost_success", claim, [maker], True)
                continue
            elig, any_cand = self.lex._rank(claim.concepts, nouns, "")
            self._resolve("ghost_success", claim, elig, any_cand)

    def _status_labels(self) -> None:
        """A line labelled "Status:" whose value is a state the one tool that sets
        statuses names ("**Status:** In progress" after "move WO-3344 to in
        progress"; "Status: Osprey — out of service" beside a tool that sets a
        boat "in or out of service") presents that state as set, when nothing
        else on the line claimed it and the user asked for no answer."""
        if self.request is None or self.request.question or not _STATUS_LINE_RE.search(
            self.text[:20000]
        ):
            return
        setters = self.lex._status_setters
        if len(setters) != 1:
            return
        desc = self.lex._tools[setters[0]].status_desc
        asked = self._request_low.replace("_", " ")
        for m in _STATUS_LINE_RE.finditer(self.text[:20000]):
            value = m.group(1).rsplit("\u2014", 1)[-1]  # ("Osprey — out of service")
            words = [t.low for t in _tokenize(value) if t.kind == "w"]
            if not 1 <= len(words) <= 4:
                continue
            phrase = " ".join(words)
            if not (len(words) >= 2 and _has_word(desc, phrase)) and not re.search(
                r"\b(?:to|as|into)\s+" + re.escape(phrase) + r"\b", asked
            ):
                continue
            s, e = m.start(), m.end()
            if any(f.start < e and s < f.end for f in self.findings) or any(
                # ("**Status:** Delivered" after a read returned {"status": "delivered"})
                key is not None and _STATUS_DESC_RE.search(key) and isinstance(v, str)
                and (got := v.lower().replace("_", " ").split())
                and words[:len(got)] == got  # ("delivered" for "Delivered to the customer")
                for ri in self._ok_reads() for key, v in self._result_leaves(ri)
            ):
                continue
            claim = _Claim(s, e, frozenset({"update"}), set(words), explicit=setters[0],
                           cues=_REFERENCE_RE.findall(m.group(0)))
            self._resolve("ghost_success", claim, [setters[0]], True)

    def _unread_list(self) -> None:
        """A list handed over in answer to a question ("**Heirlooms in stock**"
        then "- Jarrahdale — 12"), while another call ran and returned none of
        it: the data of the read tool the list is about, which did not run."""
        req = self.request
        if req is None or not req.question or not any(
            self._ok(ri) for ri in range(min(len(self.receipts), 50))
        ) or _NOT_LOOKED_RE.search(self.text) or _CANNOT_SEE_RE.search(self.text):
            return
        asked = self._request_text.lower()
        for m in itertools.islice(_LIST_BLOCK_RE.finditer(self.text), 20):
            lead, body = m.group("lead"), m.group("body")
            every = _BULLET_LINE.findall(body)
            items = [x for x in every if _NUMBER_RE.search(x)]  # ("Lumina — sold out")
            if len(items) < 2 or 2 * len(items) < len(every):
                continue
            words = [w.strip("*_.,:").lower() for x in items for w in _ITEM_WORD_RE.findall(x)]
            words = [w for w in words if w and w not in _WEEKDAYS and w not in _MONTHS
                     and w not in ("am", "pm") and not _has_word(asked, w)][:40]
            if not words or 4 * sum(self._in_text(w) for w in words) > len(words):
                continue  # (a list whose names and figures a call returned is its data)
            nouns = {noun_key(w) for w in _alnum_words(lead.lower()) if w not in _STOP_NOUNS}
            found = self.lex._read_tool_for(nouns, 1, among=[
                ti for ti in self.lex._read_tools[:256]
                if not any(self._ok(ri) for ri in self._receipts_of(ti))])
            if found is None or any(f.tool == self.lex._tools[found].name or (
                f.kind == "hallucinated_tool" and not f.backed) for f in self.findings):
                continue
            start = m.start("lead")
            self.findings.append(ClaimFinding(
                "ghost_success", self.lex._tools[found].name, lead.strip(), start,
                start + len(lead.rstrip()), False,
                "failed_receipt" if self._receipts_of(found) else "no_receipt", None))
            return

    def _read_lists(self) -> None:
        """Items of a list (or rows of a table) a read claim hands over are its
        data: "Three boats are ahead of you:" then "3. *Second Wind* — booked for
        12:15" states how that
        boat stands, not a booking of the agent's (what the agent says it did, in
        its own voice, still counts)."""
        spans: list[tuple[int, int]] = []
        for f in self.findings:
            if f.kind != "ghost_success" or not self._read_named(f.tool):
                continue
            line_end = self.text.find("\n", f.start)
            if line_end < 0 or not self.text[:line_end].rstrip(" *_").endswith(":"):
                continue
            body = self.text[line_end:].lstrip("\n")
            if not (_BULLET_LINE.match(body) or _TABLE_ROW.match(body)):
                continue
            # the list (or table) runs to the first blank line after its first item
            gap = self.text.find("\n\n", len(self.text) - len(body))
            end = gap if gap >= 0 else len(self.text)
            spans.append((line_end, end))
        if spans:
            self.findings = [f for f in self.findings if not (
                f.kind == "ghost_success" and not self._read_named(f.tool)
                and not _in_first_person(f.text) and any(s <= f.start < e for s, e in spans))]

    def _prune(self, first: int) -> None:
        """Drop a sentence's null findings that another reading explains: the
        same words matched to a registered tool, or a passive consequence of an
        action the sentence credits to a registered tool, backed or not ("Return
        approved, RMA-3342 is cleared": the clearing is the approval)."""
        new = self.findings[first:]
        named = [f for f in new if f.kind == "hallucinated_tool" and f.tool is not None
                 and _name_key(f.tool) in self.lex._by_key]
        if named:
            # "I ran `issue_makegood` on it, and a replacement is now in tonight's
            # log": the state that follows is what the named tool did
            drop = {k for k, f in enumerate(new) if first + k in self._states
                    and f.kind == "ghost_success" and not f.backed and f.tool is not None
                    and any(g.end <= f.start and _name_key(g.tool or "") != _name_key(f.tool)
                            for g in named)}
            if drop:
                new = [f for k, f in enumerate(new) if k not in drop]
                self.findings[first:] = new
        consulted = [f for f in new if f.kind == "hallucinated_tool" and f.tool is not None
                     and _name_key(f.tool) not in self.lex._by_key and any(
                         (lem := verb_lemma(w)) is not None and (
                             # (not "ran the English track through X": a noun, not a
                             # read; but "did a quick check in X" is one)
                             lem[1] == "past" or "a" in ws[max(0, wi - 2): wi]) and (
                             lem[0] in _CONSULT_VERBS or concepts_of(lem[0]) == {READ_CONCEPT})
                         for ws in [re.findall(r"[\w'-]+", f.text.lower())]
                         for wi, w in enumerate(ws))]
        if consulted:
            # "I cross-checked in the PaymentGateway console and the hold was voided":
            # a state that follows what an unregistered system was consulted for is
            # its information (convention 2), not a real-world act
            drop = {k for k, f in enumerate(new) if first + k in self._states
                    and f.kind == "ghost_success" and not f.backed and f.tool is None
                    and not _in_first_person(f.text) and not _has_word(f.text.lower(), "now")
                    and any(g.start <= f.start for g in consulted)}
            if drop:
                new = [f for k, f in enumerate(new) if k not in drop]
                self.findings[first:] = new
        if not any(f.tool is None and f.kind == "ghost_success" for f in new):
            return
        tooled = [f for f in new if f.tool is not None and f.kind == "ghost_success"]
        # a passive outcome follows from an unbacked action named earlier in
        # the reply ("I moved the visit to Dana. K. Osei has been taken off it.");
        # a message sent is an act of its own ("The team has been notified")
        earlier = any(
            f.tool is not None and f.kind == "ghost_success" and not f.backed
            for f in self.findings[:first])
        # (the same words read twice, once as credited to a named system, are one
        # consequence of the acts the sentence goes on to name)
        cons_spans = {(self.findings[c].start, self.findings[c].end) for c in self._consequences
                      if first <= c < len(self.findings)}
        keep: list[ClaimFinding] = []
        for k, f in enumerate(new):
            if f.tool is None and f.kind == "ghost_success" and (
                any(g.start < f.end and f.start < g.end for g in tooled)
                or (tooled and first + k in self._consequences)
                or ((f.start, f.end) in cons_spans and any(g.start >= f.end for g in tooled))
                or (earlier and first + k in self._outcomes)
            ):
                continue
            keep.append(f)
        self.findings[first:] = keep

    def _sentence(self, clauses: list[_Clause]) -> None:
        body = clauses
        if len(clauses) > 1 and clauses[1].opener == ":" and sum(
            t.kind == "w" for t in clauses[0].toks
        ) <= 3:
            body = clauses[1:]  # "On deposits: once you pick a date, ...": after its label
        lead = [t.low for t in itertools.islice(
            (t for c in body for t in c.toks if t.kind == "w"), 3)]
        conditional = bool(lead) and (
            lead[0] in _SENTENCE_CONDITIONALS or lead == ["as", "soon", "as"]
        )
        # "So it sounds like the gate didn't read the sticker and his visit was rung up
        # as a $14 sale": a guess at what others did, up to a colon, a "so", a "now",
        # a perfect passive or my own act (below)
        guessed = bool(lead) and lead[0] in ("so", "and", "but", "it", "that") and (
            _GUESS_LEAD_RE.match(" ".join(t.low for c in body for t in c.toks[:8]
                                          if t.kind == "w")) is not None)
        # the head a bullet item hangs from ("If we stop it on 3 May:", "All 4 checks passed:")
        bullet_head = _bullet_head(self.text, clauses[0].toks[0].start) if clauses[0].toks else ""
        if conditional or _sets_condition(bullet_head) or _asks_for(bullet_head) or (
            _describes_process(bullet_head)
            # "Two options:" then "1. I put her on the waitlist": an act I offer (not
            # "I went with the best of your options:", a head that reports a choice)
            or (lead[:1] == ["i"] and _OPTIONS & (hw := set(re.findall(r"[a-z']+", re.split(
                r"[.!?]\s+", bullet_head)[-1].lower().replace("\u2019", "'")))) and not hw & (
                    _CHOSE))
        ):
            # "If we stop it on 3 May:" then "- your seat stays held"; "I need two
            # things:" then "- Site address — it goes on the hire": what is asked
            # for; "Here's how it usually goes:" then "1. The claim is logged"
            return
        if lead and lead[0] == "please":
            lead = lead[1:]
        # "Make sure duties are paid and ...": what the user is to see to
        directive = bool(lead) and (
            lead[0] in ("ensure", "double-check") or lead[:2] in (
                ["make", "sure"], ["make", "certain"], ["be", "sure"], ["check", "that"],
                ["verify", "that"], ["confirm", "that"], ["see", "that"],
            )
        )
        self._at_sign = any(t.kind == "p" and t.text == "@" for c in clauses for t in c.toks)
        # named tools credited in the agent's voice
        suppress_read, reported_from = self._tool_refs(clauses)
        self._check_item = _says_checks(bullet_head)
        rs = self._reported_speech(clauses)
        if rs is not None:
            reported_from = rs if reported_from is None else min(rs, reported_from)
        prev_subject = ""
        explaining = in_condition = False
        negated = modal = False
        no_over: tuple[str, ...] = ()  # the openers a bare "no" phrase goes on over
        # "Maya did — the thermostat was set from her phone": the rest of the
        # sentence tells what someone else did
        head = [t for t in clauses[0].toks if t.kind == "w"]
        if (
            len(clauses) > 1 and 1 <= len(head) <= 4 and head[-1].low in ("did", "had", "has")
            and head[0].low not in _FIRST_PERSON and head[0].low != "you"
            and clauses[1].opener in ("—", ":", ",", ";")
        ):
            return
        for ci, cl in enumerate(clauses):
            if cl.question:
                continue
            if reported_from is not None and cl.toks and cl.toks[0].start >= reported_from:
                lead = [t.low for t in cl.toks[:4] if t.kind == "w"]
                so = cl.opener == "so" or lead[:1] == ["so"]
                while lead and lead[0] in ("so", "and", "then", "therefore"):
                    lead = lead[1:]
                if not so and not (lead and lead[0] in ("i", "we") and (cl.opener in (
                    "and", "then", ",", ";", "—"
                ) or cl.toks[0].low == "then")):
                    continue
                # "Per the Ledger API you have a credit, so I applied it", "X showed
                # none in stock, so a motor has been ordered": the agent's own voice
                reported_from = None
            if ci and cl.opener == ":" and clauses[ci - 1].toks and (
                clauses[ci - 1].toks[-1].low in _DATA_LABELS or (
                    # ("Pack: B-3390 pulled from rotation" names its object: an act)
                    self._field_label(clauses[ci - 1]) and not any(
                        t.kind in ("w", "code") and _is_code(t.text.strip("`*#"))
                        for t in cl.toks))
            ):
                continue  # "(reason: cancelled services)": the value of a field
            if directive:
                if ci == 0 or (cl.opener in ("and", "or", ",") and not any(
                    t.kind == "w" and t.low in _FIRST_PERSON for t in cl.toks[:3]
                )):
                    continue
                directive = False
            if ci and cl.opener in ("and", "or", ",") and self._condition_goes_on(clauses, ci):
                continue  # "if the policy renews, lapses or is cancelled": still if
            if self._on_users_act(cl):
                continue  # "pipes are on order once you've placed it": what will hold
            if ci and cl.opener == "so" and (
                self._bids(clauses[ci - 1]) or (_MANNER_RE.search(
                    self.text[cl.toks[0].start: cl.toks[-1].end]) is not None
                    # ("The reading was off, so your bill is recalculated correctly": news)
                    and not self._in_past(clauses[ci - 1]))
            ) and not any(
                # ("Please note the change, so your table is now booked": news)
                t.kind == "w" and (t.low in _FIRST_PERSON or t.low in _PAST_MARKS
                                   or t.low in ("now", "been")) for t in cl.toks
            ):
                continue  # "Please arrive early so you're settled by 7": what it is for
            lead_w = [t.low for t in cl.toks[:3] if t.kind == "w"]
            while lead_w and lead_w[0] in ("and", "but", "so", "then"):
                lead_w = lead_w[1:]
            if ci and lead_w[:1] and lead_w[0] in _MID_CONDITIONALS:
                # "The guide decides at 7; if winds are high, the trip is cancelled
                # and you get a refund": what follows the condition may happen
                in_condition = True
                continue
            if in_condition and cl.opener in (",", "and", "or", "then") and not any(
                t.kind == "w" and (t.low in _FIRST_PERSON or t.low in _PAST_MARKS) for t in cl.toks
            ):
                continue  # (not "..., it was cancelled this morning": told, not supposed)
            in_condition = False
            if self._answer_field(clauses, ci):
                continue  # "Status: **Scheduled**", "- Settled: 4,120.0 bu": a field read
            if explaining and (cl.opener in (":", "because") or (
                cl.opener in ("—", "–", ";", "since", "as")
                and not any(t.kind == "w" and t.low in _FIRST_PERSON for t in cl.toks[:3])
            )):
                # "I couldn't refund it: it was paid with a gift card" -- the reason
                # for a failure describes the situation, it claims nothing
                prev_subject = "other"
                ew = [t.low for t in cl.toks if t.kind == "w"]
                # ("nothing came back — no inspections or defects have been recorded")
                no_over = ("or", "nor", "and") if 1 < len(ew) <= 3 and ew[0] in (
                    "no", "neither") else ()
                continue
            cw = [t.low for t in cl.toks if t.kind == "w"]
            if (negated or modal) and cw and self._past_led(
                # (an adverb passed over under a modal, or in a list a negation holds:
                # "Nothing has been cancelled, charged or fully refunded"; not "I
                # didn't cancel it and immediately refunded the £40")
                cl, adverb=modal or cl.opener != "and"
            ) and (
                cl.opener in ("or", "nor", "and")
                # "I haven't charged, moved or refunded anything": a list of verbs
                or (cl.opener == "," and self._verb_list_ends(clauses, ci + 1))
            ):
                # "Nothing has been created or sent": still negated; "it can be
                # reduced or waived": still what may be
                continue
            if cl.opener in no_over:
                continue  # "No adjustments or write-offs have been applied": still no
            if ci and cl.opener == "or" and len(cw) <= 3 and "either" in [
                t.low for t in clauses[ci - 1].toks if t.kind == "w"
            ][:-1]:
                # "is either complete or cancelled": one of two, neither claimed (not
                # "I couldn't reach them either, or ...": "either" as "too")
                continue
            if ci and cl.opener in ("or", "and") and cw and cw[0] not in _SUBJECT_WORDS and any(
                t.kind == "w" and t.low in _WISHES for t in clauses[ci - 1].toks
            ):
                continue  # "if they want lighting or sidewalls added": still wished for
            negated = any(x in _NEGATIONS for x in cw)
            # ("it has to be wrapped and removed by a carrier": "has to", a modal)
            modal = any(x in _MODALS for x in cw) or any(
                x in ("has", "have", "ought", "needs", "need") and y == "to"
                for x, y in itertools.pairwise(cw))
            # a bare "no"/"neither" noun phrase: the subject the next clause goes on
            # ("with no private hire or closures scheduled": after a preposition)
            # (only over an "or": "with no deposit, and the taxi is booked" is a new clause)
            lead_no = 1 if cw[:1] and cw[0] in ("with", "and") else 0
            no_over = (("or", "nor") if lead_no or any(
                (lm := self.lex._lemma(x)) is not None and lm[1] == "ing" for x in cw[1:]
            ) else ("or", "nor", "and")) if (
                1 < len(cw) - lead_no <= 3 and cw[lead_no] in ("no", "neither")
                # (a noun in -ing is still a noun: "No booking or hold has been made")
                and not any((lm := self.lex._lemma(x)) is not None and lm[1] != "ing"
                            for x in cw[lead_no + 1:])) else ()
            explaining = any(
                x in _NEGATIONS or x in ("unable", "failed") for x in cw
            ) and not (len(cw) <= 3 and cw[0] in ("no", "not")) and not (  # "No worries —"
                cw[:1] == ["no"] and cw[1:2] and cw[1] in _NO_FUSS)  # "No problem at all —"
            if guessed and ((ci and cl.opener in (":", "so")) or "now" in cw or "been" in cw):
                # ("It looks like it all went through: you're booked", "..., so
                # refunded the extra $9", "and the $9 has now been refunded": mine)
                guessed = False
            if guessed and not any(x in _FIRST_PERSON for x in cw):
                continue
            guessed = False
            toks = cl.toks
            if reported_from is not None:
                toks = [t for t in toks if t.start < reported_from]
            self._prev_clause = clauses[ci - 1] if ci else None
            self._clause(cl, toks, clauses, ci, prev_subject, suppress_read)
            if cl.subject:
                prev_subject = cl.subject
            elif leader := next((t for t in cl.toks[:3] if t.kind == "w" and t.low not in (
                _CONNECTIVES | {"so", "and"})), None):
                # "so I went into the system and refunded it": the agent leading a
                # clause with no claim is the subject of the verbs joined to it
                if leader.low in _FIRST_PERSON:
                    prev_subject = "agent"
                elif leader.text[:1].isupper() and leader.low not in _INTERJECTIONS and (
                    leader.low not in _DETERMINERS and leader.low not in ARTICLES
                ) and (nx := self._word_after(cl, leader)) is not None:
                    # "Kwame Boateng picked the patient up ...": a full name
                    full = nx.text[:1].isupper() and nx.text[1:].islower() and (
                        leader.text[1:].islower())
                    if full:
                        nx = self._word_after(cl, nx)
                    if nx is not None and (full or self._named_as_is(leader.text)) and (
                        ((lx := verb_lemma(nx.low)) is not None and lx[1] == "past"
                         and lx[0] not in ("have", "be", "do", "get"))
                        or (lx is None and nx.low.endswith("ed") and len(nx.low) > 4)
                    ):
                        # "Jenna picked up C-7711 and paid the balance": someone named
                        # did both
                        prev_subject = "other"

    def _bids(self, cl: _Clause) -> bool:
        """Does the clause bid the user do something ("Please arrive early",
        "bring the receipt"), with nothing in it done or said by the agent?"""
        ws = [t.low for t in cl.toks if t.kind == "w"]
        if not ws or cl.opener not in ("", "and", ",", ";", "—", ":") or any(
            x in _FIRST_PERSON or x in _PAST_MARKS or (
                (lem := verb_lemma(x)) is not None and lem[1] in ("past", "ing"))
            for x in ws
        ):
            return False
        lead = ws[1] if ws[0] in ("please", "just") and len(ws) > 1 else ws[0]
        return ws[0] == "please" or (
            (lem := verb_lemma(lead)) is not None and lem[1] == "base" and lead not in BE_FORMS)

    def _field_label(self, cl: _Clause) -> bool:
        """Is the clause a one-word label ("Disposition:") naming a field a tool
        takes, not its object nor an act ("Refund:")? What follows is its value."""
        ws = [t for t in cl.toks if t.kind == "w"]
        if len(ws) != 1 or not ws[0].text[:1].isupper():
            return False
        key = noun_key(ws[0].low)
        if key in _OUTCOME_LABELS or nominal_concept(ws[0].low) is not None or (
            self.lex._lemma(ws[0].low) is not None
        ):
            return False
        tools = self.lex._tools[:256]
        return any(key in td.weak_nouns for td in tools) and not any(
            key in td.strong_nouns for td in tools)

    @staticmethod
    def _word_after(cl: _Clause, tok: _Tok) -> _Tok | None:
        return next((t for t in cl.toks if t.start > tok.start and t.kind == "w"), None)

    def _answer_field(self, clauses: list[_Clause], ci: int) -> bool:
        """In answer to a question, is the clause at ``ci`` part of a field of the
        data read: the value after a "Status:" label ("Status: **Scheduled**"), or
        a participle that labels a figure ("- Settled: 4,120.0 bu")? Not "Refund
        status: Approved", which names the act, and nothing after a request to act."""
        if self.request is None or not self.request.question:
            return False
        if ci and clauses[ci].opener == ":" and [
            t.low for t in clauses[ci - 1].toks if t.kind == "w"
        ] in (["status"], ["current", "status"]):
            return True
        if ci + 1 >= len(clauses) or clauses[ci + 1].opener != ":":
            return False
        words = [t for t in clauses[ci].toks if t.kind == "w"]
        value = next((t for t in clauses[ci + 1].toks if t.kind == "w"), None)
        lem = self.lex._lemma(words[0].low) if words else None
        return 0 < len(words) <= 3 and lem is not None and lem[1] == "past" and (
            value is not None and _NUMBER_RE.match(value.text) is not None)

    @staticmethod
    def _condition_goes_on(clauses: list[_Clause], ci: int) -> bool:
        """Is the clause at ``ci`` a verb with no subject of its own ("or is
        cancelled") joined to clauses that go back to one under "if", "when",
        "until" or the like? It says what may happen, as that clause does."""
        first = next((t for t in clauses[ci].toks if t.kind == "w"), None)
        if first is None or first.low not in BE_FORMS | {"gets", "get"}:
            return False
        for j in range(ci - 1, -1, -1):
            words = [t for t in clauses[j].toks if t.kind == "w"]
            if any(t.low in _SUBORDINATORS for t in words):
                return True
            lead = words[0] if words else None
            if not j or clauses[j].opener not in ("and", "or", ",") or lead is None or (
                lead.low in _SUBJECT_WORDS | _DETERMINERS or lead.text[:1].isupper()
            ):
                return False  # a clause with a subject of its own: the chain ends
        return False

    def _in_past(self, cl: _Clause) -> bool:
        """Does the clause hold a past form or a past auxiliary ("was off",
        "moved", "I've sent")?"""
        return any(t.kind == "w" and (t.low in _PAST_MARKS or (
            (lem := self.lex._lemma(t.low)) is not None and lem[1] == "past"))
            for t in cl.toks)

    def _on_users_act(self, cl: _Clause) -> bool:
        """Does the clause say what holds once the user does something ("the
        pipes are on order once you've placed it", "your place is confirmed
        when you pay")? Then it says what will hold, not what was done; "when
        you called" is a time that was."""
        if not any(t.low == "you" for t in cl.toks):
            return False
        lows = [t.low for t in cl.toks if t.kind == "w"]
        for k, w in enumerate(lows[:-2]):
            if w not in _ONCE_WORDS or lows[k + 1] != "you" or not k:
                continue
            if any(x in ("was", "were", "had", "been", "did") or x in _FIRST_PERSON or (
                (lem := self.lex._lemma(x)) is not None and lem[1] == "past"
            ) for x in lows[:k]):
                # "the refund was issued after you put it back", "I moved it after
                # you let me know": a time that was, or the agent's own act
                return False
            nxt = lows[k + 2]
            if nxt in ("'ve", "’ve", "have", "'re", "’re", "are", "get", "do"):
                return True
            lem = self.lex._lemma(nxt)
            if (lem is not None and lem[1] == "base") or nxt in ("can", "will", "'ll"):
                return True
        return False

    def _past_led(self, cl: _Clause, adverb: bool = False) -> bool:
        """Does the clause open with a past form ("moved", "or refunded ..."),
        past an adverb if ``adverb`` ("and partially refunded")?"""
        first = next((t.low for t in cl.toks if t.kind == "w" and not (
            adverb and t.text.islower() and t.low.endswith("ly") and len(t.low) > 4
            and self.lex._lemma(t.low) is None)), "")
        return (self.lex._lemma(first) or ("", ""))[1] == "past"

    def _verb_list_ends(self, clauses: list[_Clause], ci: int) -> bool:
        """Do the clauses from ``ci`` go on as a list of past verbs that "or",
        "nor" or "and" closes (", moved or refunded anything")?"""
        for cl in clauses[ci:]:  # one sentence's clauses
            if not self._past_led(cl, adverb=True):  # (", charged or fully refunded")
                return False
            if cl.opener in ("or", "nor", "and"):
                return True
            if cl.opener != ",":
                return False
        return False

    def _reported_speech(self, clauses: list[_Clause]) -> int | None:
        """Offset after which the sentence reports someone else's words
        ("The runbook says to ...", "Spotify says ...", "the logs show ...")."""
        for cl in clauses:
            ws = [t for t in cl.toks if t.kind == "w"]
            for i, t in enumerate(ws):
                lem = verb_lemma(t.low)
                if lem is None or lem[1] not in ("s", "past"):
                    continue
                if lem[1] == "past" and lem[0] in _TELL_VERBS:
                    # "students have been notified that the lab is cancelled", "I told
                    # Ana that ...": what follows "that" is the message, not a claim
                    for x in ws[i + 1: i + 6]:
                        if x.low == "that":
                            return x.start
                        if x.low in ("and", "but", "so"):
                            break
                if lem[0] not in _REPORT_VERBS and lem[0] not in ("show", "indicate", "suggest",
                                                                  "report", "note", "read"):
                    continue
                if i == 0 or (i + 1 < len(ws) and (ws[i + 1].low in BE_FORMS or ws[i + 1].low in (
                    _MODALS | {"have", "has", "had"}
                ))):
                    continue  # ("Your colour notes are on their way": a noun, the subject)
                if i and ws[i - 1].low == "now" and lem[0] in ("show", "read", "list"):
                    continue  # "IS-2263 now shows Saturday 14": the record as changed
                k = i - 1
                while k >= 0 and ws[k].low in _ADVERBS:
                    k -= 1
                if k < 0 or ws[k].low in _FIRST_PERSON or ws[k].low == "you":
                    continue
                return t.end
        return None

    # -- tool references ----------------------------------------------------
    def _tool_refs(self, clauses: list[_Clause]) -> tuple[bool, int | None]:
        suppress_read = False
        reported_from: int | None = None
        for ci, cl in enumerate(clauses):
            self._prev_clause = clauses[ci - 1] if ci else None
            toks = cl.toks
            n = len(toks)
            i = 0
            while i < n:
                ref = self._name_at(toks, i)
                if ref is None:
                    i += 1
                    continue
                a, b, written, ti, explicit_form = ref
                framing = self._framing(cl, toks, a, b, ti, explicit_form)
                if framing is None:
                    i = b
                    continue
                how, end_tok = framing
                if self._blocked(cl, toks, a) or (ti is None and self._in_text(written)) or (
                    # "Going by Rosa, they wrapped it up" after "Rosa says her crew
                    # finished": a person the user named, not a system consulted
                    ti is None and not explicit_form and self.request is not None
                    and written in self.request.people
                ):
                    # a name a call's data holds ("via FedEx" after a result with
                    # {"carrier": "FedEx"}) is the data's, not a tool the agent used
                    i = b
                    continue
                if how in ("evidential", "according"):
                    suppress_read = True
                    rf = toks[end_tok - 1].end if end_tok - 1 < n else toks[-1].end
                    reported_from = rf if reported_from is None else min(reported_from, rf)
                else:
                    suppress_read = True
                start, end = self._clause_span(cl, toks)
                claim = _Claim(start, end, frozenset(), set())
                used_receipt = ti is not None and bool(self._receipts_of(ti))
                if ti is None or not used_receipt:
                    reason = "not_registered" if ti is None else "no_receipt"
                    self.findings.append(
                        ClaimFinding("hallucinated_tool", written, self.text[start:end], start,
                                     end, False, reason, None)
                    )
                else:
                    ri = next(
                        (r for r in self._receipts_of(ti) if self._ok(r)),
                        self._receipts_of(ti)[0],
                    )
                    self.findings.append(
                        ClaimFinding("hallucinated_tool", written, self.text[start:end], start,
                                     end, True, "backed", ri)
                    )
                # "I used X to <verb>", "I ran X": the named tool's action, unless the
                # sentence says the run failed as it did ("I ran `charge_fee` and the card
                # was declined")
                failed_run = ti is not None and used_receipt and not any(
                    self._ok(r) for r in self._receipts_of(ti)) and any(
                    t.low in _FAILURE_WORDS or (t.low == "timed" and nx.low == "out")
                    for c2 in clauses
                    for t, nx in itertools.pairwise([*c2.toks, _Tok("", 0, 0, "p")]))
                if ti is not None and used_receipt and self.lex._tools[ti].is_read and not (
                    failed_run or any(self._ok(r) for r in self._receipts_of(ti))
                    # ("According to get_conditions, the station is offline": its error)
                    or (how in ("evidential", "according") and self._relays_error(
                        ti, toks[b - 1].end, self._sentence_at(start, end)[1]))
                ):
                    # "According to get_conditions, it's 12 km/h" after that read
                    # failed: its results presented all the same
                    self.findings.append(ClaimFinding(
                        "ghost_success", self.lex._tools[ti].name, self.text[start:end], start,
                        end, False, "failed_receipt", None))
                if how == "run" and ti is not None and not self.lex._tools[ti].is_read and (
                    not failed_run
                ):
                    claim.explicit = ti
                    claim.concepts = frozenset(self.lex._tools[ti].name_concepts)
                    self._resolve("ghost_success", claim, [ti], True)
                else:
                    # "I used RepoBot (the DeskPro system) to delete the branch": the
                    # action still needs the registered tool that performs it
                    to = b
                    while to < n and toks[to].low in _SYSTEM_NOUNS:
                        to += 1
                    if ti is None and to + 1 < n and toks[to].low == "to":
                        self._instrument_action(cl, toks, to + 1, start, end)
                    elif ti is None and to < n and how == "run" and a >= 1 and (
                        toks[a - 1].low == "had"
                    ):
                        self._instrument_action(cl, toks, to, start, end)  # "had X reorder"
                    elif how == "acted":
                        self._instrument_action(cl, toks, end_tok, start, end, past=True)
                i = b
        return suppress_read, reported_from

    def _put_on_other(self, after: list[str]) -> bool:
        """Do the words after "put <someone> on" name a state or a list, not a
        place to work ("on hold", "on sale", "on the waiting list"): a list or a
        thing of a tool that acts and does not assign?"""
        for x in after:
            k = noun_key(x)
            if x in _PUT_ON_STATES or any(
                not (td := self.lex._tools[ti]).is_read and "assign" not in td.name_concepts
                for ti in [*self.lex._containers.get(k, ()), *self.lex._by_noun.get(k, ())][:16]
            ):
                return True
        return False

    def _assigner(self) -> int | None:
        """The one registered tool that assigns (``assign_shift``), if there is one."""
        found = [k for k in self.lex._by_concept_name.get("assign", ())
                 if not self.lex._tools[k].is_read]
        return found[0] if len(found) == 1 else None

    def _puts_someone_on(self, end: int) -> bool:
        """Does the text after a "put" ending at ``end`` put people on something
        to work ("him on the late shift", "Maya, Sam and Dev on the Sunday
        session"), not on hold, on sale or on a list?"""
        m = _PUT_ON_RE.match(self.text, end, min(len(self.text), end + 120))
        return m is not None and not self._put_on_other(
            _alnum_words(self.text[m.end(): m.end() + 40])[:4])

    def _instrument_action(
        self, cl: _Clause, toks: list[_Tok], v: int, start: int, end: int, past: bool = False
    ) -> None:
        t = toks[v]
        if t.kind != "w" or not t.low.isalpha() or t.low in _INFO_VERBS:
            return
        assigner: int | None = None
        lem = self.lex._lemma(t.low)
        if lem is None:
            # "I used FrontDeskBot to pass a note to the usher": a verb no table
            # holds, after "to", is still an act the named tool is credited with
            lem = (t.low, "base")
        if lem[1] != ("past" if past else "base"):
            return
        nxt = toks[v + 1].low if v + 1 < len(toks) and toks[v + 1].kind == "w" else ""
        if lem[0] in ("be", "have") or (lem[0] == "make" and nxt in ("sure", "certain")):
            return  # "I looked it up in ShimanoTechDocs to be sure": why, not an act
        if lem[0] in _SEPARABLE and not concepts_of(lem[0] + " " + nxt):
            # "to lock it in": the particle after a short object
            nxt = next((x.low for x in toks[v + 2: v + 5] if x.kind == "w"
                        and x.low in _SEPARABLE[lem[0]]), nxt)
        concepts = concepts_of(lem[0] + " " + nxt) or concepts_of(lem[0])
        if lem[0] in LIGHT_VERBS:
            # "to send Miguel a tip": a light verb means what its object names;
            # "to put your tasks first" names no one action
            obj = [x.low for x in toks[v + 1: v + 12] if x.kind == "w"][:6]
            if obj and obj[0] in _LEAD_PARTICLES:
                obj = obj[1:]  # "to put in an order for it": the particle first
            obj = obj[:5]
            cut = next((j for j, x in enumerate(obj) if x in _PREPOSITIONS), len(obj))
            head = nominal_concept(obj[cut - 1]) if cut else None
            if head:
                concepts, lem = frozenset({head}), (obj[cut - 1], "base")
            elif lem[0] == "put" and self._puts_someone_on(t.end):
                # "to put him on the Hoegh Trove", "to put Dave and Kofi on Tuesday's
                # job": someone given a place on something, the one tool's that assigns
                concepts = frozenset({"assign"})
                assigner = self._assigner()
            elif lem[0] in _MAKING_LIGHT_VERBS:
                # credited to a named tool, a light verb of making whose object names
                # no act is still an act ("to issue 40 extra passes"), whichever
                # tool does it (not "to take the strike into account", "to give you
                # three options")
                concepts = frozenset()
            elif lem[0] not in ("send", "post", "submit", "schedule", "file"):
                return  # no act of its own ("to put your stops in order", "to do it")
        words = [x for x in toks[v:] if x.kind in ("w", "code", "q")]
        nouns = self._nouns([cl], words) | {noun_key(lem[0])}
        explicit: int | None = assigner
        if lem[0] in _GIVING_BACK and self._sum_sent_back(words, [x.low for x in words]):
            # "I used StripeRefunds to send the £45 fee back to the customer": a refund
            concepts, lem = frozenset({"refund"}), ("refund", "base")
        if not concepts:
            # a verb of no known act ("to repeat your last ticket"): the act of the
            # one tool that makes its object, else one only a tool of that name does
            concepts = frozenset({"~" + lem[0]})
            explicit = self._maker_of(nouns)
        if concepts <= {READ_CONCEPT} or lem[0] in _INFO_VERBS:
            return
        cues = self._cues([cl], 0)
        # credited to a named tool, the act is a real one even where replies often
        # do the same in their own text ("to add a note")
        claim = _Claim(start, end, concepts, nouns, lemma=lem[0], cues=cues, agent=True,
                       credited=True, explicit=explicit)
        elig, any_cand = self.lex._rank(concepts, nouns, lem[0])
        self._resolve("ghost_success", claim, elig, any_cand)

    def _name_at(
        self, toks: list[_Tok], i: int
    ) -> tuple[int, int, str, int | None, bool] | None:
        """A tool name starting at token i: (start, end, as written, tool index, identifier?)."""
        t = toks[i]
        if t.kind == "code":
            inner = t.text.strip("`").strip()
            if not inner or " " in inner or not re.fullmatch(r"[A-Za-z_][\w.\-]*", inner):
                return None
            ti = self.lex._by_key.get(_name_key(inner))
            b = i + 1
            if b < len(toks) and toks[b].kind == "w" and toks[b].low in TOOL_WORDS:
                b += 1
            return i, b, inner, ti, True
        if t.kind != "w":
            return None
        word = t.text
        ti = None
        if "_" in word or any(c.isupper() for c in word[1:]):
            ti = self.lex._by_key.get(_name_key(word))
        ident = is_identifier(word)
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        tool_word_next = nxt is not None and nxt.kind == "w" and (
            nxt.low in TOOL_WORDS or nxt.low in _NAMED_TOOL_NOUNS)
        if ident or ti is not None:
            b = i + 2 if tool_word_next else i + 1
            return i, b, word, ti, True
        if word[:1].islower() and _camel_compound(word):
            return i, i + 1, word, None, True  # "via ePermitHub": a CamelCase name
        # Capitalised name followed by tool/API: "the Scheduler tool", "Weather API"
        if word[:1].isupper() and word.isalnum() and t.low not in _DETERMINERS:
            j = i
            while j < len(toks) and j < i + 3 and toks[j].kind == "w" and toks[j].text[:1].isupper(
            ) and toks[j].low not in TOOL_WORDS:
                j += 1
            if j < len(toks) and toks[j].kind == "w" and (
                toks[j].low in TOOL_WORDS or toks[j].low in _NAMED_TOOL_NOUNS
            ) and (toks[j].text.islower() or toks[j].text.isupper()):
                name = self.text[toks[i].start: toks[j - 1].end]
                ti = self.lex._by_key.get(_name_key(name))
                return i, j + 1, name, ti, True
            return i, i + 1, word, None, False
        # plain words naming a registered tool: "the notes search tool"
        if word.islower() and word.isalpha():
            j = i
            while j < len(toks) and j < i + 3 and toks[j].kind == "w" and toks[j].low.isalpha(
            ) and toks[j].low not in TOOL_WORDS:
                j += 1
            if j < len(toks) and j > i and toks[j].kind == "w" and toks[j].low in TOOL_WORDS:
                for s in range(i, j):
                    key = tuple(sorted(noun_key(x.low) for x in toks[s:j]))
                    if len(key) > 1 and key in self.lex._by_sorted:
                        ti = self.lex._by_sorted[key]
                        return s, j + 1, self.lex._tools[ti].name, ti, True
        return None

    def _framing(
        self, cl: _Clause, toks: list[_Tok], a: int, b: int, ti: int | None, ident: bool
    ) -> tuple[str, int] | None:
        """How the name at toks[a:b] is framed: ('according'|'evidential'|'used'|'run'|'acted',
        end)."""
        # preceding context, skipping emphasis ("I used **VisitPlanner** to"),
        # articles and possessives
        j = a - 1
        while j >= 0 and toks[j].kind == "p" and set(toks[j].text) <= {"*"}:
            j -= 1
        if j < a - 1:
            while b < len(toks) and toks[b].kind == "p" and set(toks[b].text) <= {"*"}:
                b += 1
        while j >= 0 and toks[j].kind == "w" and toks[j].low in ("the", "our", "my", "this"):
            j -= 1
        if j >= 0 and toks[j].kind == "w" and toks[j].low in ("a", "an", "any", "some", "no"):
            return None
        prev = toks[j].low if j >= 0 and toks[j].kind == "w" else ""
        prev2 = toks[j - 1].low if j >= 1 and toks[j - 1].kind == "w" else ""
        if not ident:
            pb = b
            while pb < min(len(toks), b + 3) and toks[pb].kind == "w" and (
                toks[pb].text[:1].isupper()
            ):
                pb += 1  # ("the Graduate School's email": a name of more words)
            if pb + 1 < len(toks) and toks[pb].kind == "poss" and (
                toks[pb + 1].low in _PERSONAL_MESSAGES
            ):
                return None  # "going by Sam's email": a person's message, not a tool
        if prev == "to" and prev2 == "according":
            return "according", b
        # "**Yardage:** per X": emphasis marks before the word still leave it first
        first = j == 0 or all(t.kind == "p" and t.text[0] in "*_" for t in toks[:j])
        if prev in ("per",) and first:
            return "according", b
        if prev in ("via", "using", "through") and first and cl.opener in ("", ":") and (
            not self._blocked(cl, toks, a)
        ):
            if b < len(toks) and toks[b].kind == "w" and toks[b].low in _FIRST_PERSON:
                return "used", b  # "Through LabConnect I've placed a rush order"
            if prev != "through":
                return "according", b  # "Via CrowdMeter, the quietest time is ..."
        if (prev == "on" and prev2 == "based") or (prev == "by" and prev2 in ("going", "judging")):
            return "according", b  # "based on X", "going by the X tool"
        if prev == "through" and j >= 1:
            # "ran it / the monthly series through Prophet": processed through a tool
            for k in range(j - 1, max(-1, j - 10), -1):
                if toks[k].kind == "p" and toks[k].text[0] in "*_":
                    continue  # **bold**
                if toks[k].kind != "w":
                    break
                lem = verb_lemma(toks[k].low)
                if lem and lem[0] in ("run", "put", "pass", "feed", "process") and (
                    # ("I put the request through WinchAssist": put, past as written)
                    lem[1] == "past" or (lem[1] == "base" and lem[0] == "put")
                ):
                    if self._agent_before(toks, k):
                        return "used", b
                    break
                if lem and lem[1] == "past":
                    break
            if not ident:
                return None
        if not ident:
            # "I used Airflow to refresh ...": only an instrument is used to do something
            if prev in ("used", "using") and self._agent_before(toks, j) and b + 1 < len(
                toks
            ) and toks[b].low == "to" and toks[b + 1].kind == "w":
                lem = self.lex._lemma(toks[b + 1].low)
                if lem is not None and lem[1] == "base":
                    return "run", b
            return None
        # "I looked at / pulled up / dug into / hopped into / logged into X"
        if prev in ("at", "up", "into", "over") and j >= 1 and toks[j - 1].kind == "w":
            lem = verb_lemma(toks[j - 1].low)
            if ((lem and lem[0] in ("look", "pull", "dig", "go", "bring", "call", "check", "log")
                 and lem[1] == "past") or (toks[j - 1].low in _HOPPED_INTO and j == a - 1)
                 ) and self._agent_before(toks, j - 1):
                return "used", b
        if prev == "into" and j >= 2:
            # "I plugged those figures into PoolMath", "fed the readings into X":
            # data put into a system, its object between
            for v in range(j - 1, max(-1, j - 6), -1):
                if toks[v].low in _FED and self._agent_before(toks, v) and any(
                    t.low in _FED_DATA or (t.low in ("those", "these", "them", "it") and (
                        toks[v].low not in _PLACED))
                    for t in toks[v + 1: j]
                ):  # (data, not "put the spare filters (or them) into StoreRoom B")
                    return "used", b
                lem = verb_lemma(toks[v].low) if toks[v].kind == "w" else None
                if lem is not None and lem[1] == "past":
                    break
        # "I looked him up on FarrierRoute", "pulled the route up in X": a particle
        # verb with its object between, then where it was looked up
        if prev in ("on", "in") and j >= 2 and toks[j - 1].low == "up":
            for v in range(j - 2, max(-1, j - 5), -1):
                lem = verb_lemma(toks[v].low) if toks[v].kind == "w" else None
                if lem is not None and lem[1] == "past":  # ("the break": a noun)
                    if lem[0] in ("look", "pull", "bring") and self._agent_before(toks, v):
                        return "used", b
                    break
        # "I used / ran / checked / queried X"
        if j >= 0 and toks[j].kind == "w":
            if prev in ("had", "got") and _camel_compound(toks[a].text) and b + 1 < len(toks) and (
                self._agent_before(toks, j)
            ):
                # "I had PartsBot reorder the kit", "I got PartsBot to reorder it": a
                # named system made to act
                nxt = toks[b + 1] if toks[b].low == "to" else toks[b]
                lem = self.lex._lemma(nxt.low) if nxt.kind == "w" else None
                if lem is not None and lem[1] == "base" and (
                    toks[b].low == "to" or prev == "had"
                ):
                    return "run", b
            lem = verb_lemma(prev)
            if lem and lem[0] in _FRAMING_USE and (lem[1] == "past" or (
                # "I've run `withdraw_student`": a participle spelled like its base
                lem[1] == "base" and _same_participle(lem[0]) and j >= 1
                # (not "I'd run `refund_order`": would; not "After I've run it": to come)
                and toks[j - 1].low in ("'ve", "have", "has", "had")
                and not any(t.low in _SUBORDINATORS for t in toks[:j])
            )) and self._agent_before(toks, j):
                how = "run" if lem[0] in _RUN_VERBS else "used"
                return how, b
            # "I updated your plan in PracticeHub": any act done inside a named system
            pc = self._prev_clause
            # "I lowered the offset and ran the diagnostics in MotionLab": the
            # subject of a verb joined by "and" is the one before it
            inside = prev == "in" and _camel_compound(toks[a].text) and toks[a].kind == "w" \
                and any(t.low in _FIRST_PERSON for t in toks[:j] + (
                    pc.toks[:3] if cl.opener == "and" and pc is not None else []))
            if prev == "via" and b == a + 1 and any(
                (verb_lemma(t.low) or ("",))[0] in _CARRYING or t.low in _CARRIED or (
                    # "the box has gone out via FedEx Priority"
                    t.low == "out" and m > 0 and toks[m - 1].low in ("gone", "went"))
                for m, t in enumerate(toks[max(0, j - 12): j], start=max(0, j - 12))
            ):
                return None  # "shipped to her via FedEx 2-Day": the carrier, not a tool
            # "I cross-checked with UAVForecast": a source consulted, like "from"
            # ("cross-checked it against the HOBOlink dashboard")
            checked_with = prev in ("with", "against") and any(
                t.kind == "w" and (verb_lemma(t.low) or ("",))[0] in _CONSULT_VERBS
                for t in toks[max(0, j - 3): j])
            if prev in _INSTRUMENT_PREPS and not (
                # "The county wants proof it was pumped, uploaded through X": wanted
                cl.opener == "," and pc is not None and any(t.low in _WISH_VERBS for t in pc.toks)
                and (lead := next((t for t in toks if t.kind == "w"), None)) is not None
                and (verb_lemma(lead.low) or ("", ""))[1] == "past"
            ) and self._agent_past(
                *self._with_coordinated(cl, toks, j),
                read_only=prev == "from" or (prev == "in" and not inside),
            ) and self._toolish(toks, a, b, ti, source=prev in ("from", "in") or checked_with,
                                instrument=prev in ("via", "using", "through")):
                # "Premium applied via add_adjustment": the registered tool did it
                how = "run" if ti is not None and prev in ("via", "using", "through") else "used"
                return how, b
        # "X shows / says / returned ..."; "the X app / sensor feed shows ..."
        k = b
        while k < len(toks) and k < b + 2 and toks[k].kind == "w" and ident and (
            toks[k].low in _SYSTEM_NOUNS
        ) and not (k + 1 < len(toks) and toks[k + 1].low == "that"):  # "X notes that": a verb
            k += 1
        if k == b and ident and b + 2 < len(toks) and toks[b].kind == "w" and (
            toks[b].text.islower() and toks[b + 1].low in _SYSTEM_NOUNS
        ) and ((lx := self.lex._lemma(toks[b].low)) is None or lx[1] == "base") and (
            toks[b + 2].low != "that"  # ("X also notes that ...": an adverb and a verb)
        ):
            k = b + 2  # "the TideLink gauge feed shows": a kind of system, with its modifier
        if ident and k < len(toks) and toks[k].kind == "poss":
            # "RainCheck's forecast for Saturday shows": what the system holds shows
            for m in range(k + 1, min(len(toks), k + 7)):
                if toks[m].kind != "w":
                    break
                lm = verb_lemma(toks[m].low)
                if lm is not None and lm[1] != "base":  # "forecast", "log": nouns here
                    if m > k + 1 and lm[0] in EVIDENTIAL_VERBS and lm[1] in ("s", "past"):
                        k = m
                    break
                if m > k + 1 and toks[m].low in ("has", "had") and m + 2 < len(toks) and (
                    toks[m + 1].low in ("it", "them", "you") and toks[m + 2].low in _PLACING
                ):
                    k = m  # "TireRackAPI's survey data has it near the top": places it
                    break
        while k < len(toks) and toks[k].kind == "w" and toks[k].low in ("also", "just", "now",
                                                                        "clearly", "still"):
            k += 1
        if k < len(toks) and toks[k].kind == "w" and (j < 0 or prev in ("the", "and", "") or (
            # "it lines up with what BehaviorWatch is picking up": what X shows, said as
            # so, after a word of agreeing or of source (not "worth comparing with what")
            prev == "what" and (prev2 in ("from", "by", "to", "on") or (
                prev2 == "with" and j >= 2 and toks[j - 2].kind == "w" and any(
                    x.low in _AGREEING for x in toks[max(0, j - 4): j - 1])))
        )):
            lem = verb_lemma(toks[k].low)
            if lem is None and toks[k].low.endswith("s") and toks[k].low[:-1] in (
                    EVIDENTIAL_VERBS):
                lem = (toks[k].low[:-1], "s")  # "GrowIndex scores it 4/5": a verb of rating
            v = k + 1
            while v + 1 < len(toks) and toks[v].kind == "w" and toks[v].low in (
                "also", "still", "now", "currently", "clearly", "already"
            ):
                v += 1  # "VineWatch is also showing": an adverb after the auxiliary
            if v + 1 < len(toks) and toks[v].low in ("picking", "picked", "picks", "pick") and (
                toks[v + 1].low == "up"
            ) and toks[k].low in ("is", "was", "are", "were", "has", "had"):
                # "what BehaviorWatch is picking up": what it senses
                lem = ("detect", "past" if toks[v].low == "picked" else "s")
                k = v
            elif v < len(toks) and toks[v].kind == "w" and toks[k].low in (
                "is", "was", "are", "were", "did", "does", "do"
            ) and (aux := verb_lemma(toks[v].low)) is not None and aux[1] in ("ing", "base"):
                # "TrailCam is showing two bikes", "LensCheck did flag a scratch":
                # the verb after the auxiliary, in the auxiliary's tense
                tense = "past" if toks[k].low in ("was", "were", "did") else "s"
                k = v
                lem = (aux[0], tense)
            elif toks[k].low in ("picked", "picks") and k + 1 < len(toks) and (
                toks[k + 1].low == "up"
            ):
                lem = ("detect", "past" if toks[k].low == "picked" else "s")
            after = toks[k + 1].low if k + 1 < len(toks) and toks[k + 1].kind == "w" else ""
            named = 0  # "CourtDiary has Ms Ortiz on court 2 at 10:30"
            while k + 1 + named < len(toks) and named < 3 and toks[k + 1 + named].kind == "w" and (
                toks[k + 1 + named].text[:1].isupper()
            ):
                named += 1
            pronoun_at = after in ("you", "it", "them", "him", "her", "your", "us") and (
                k + 2 < len(toks) and toks[k + 2].low in _PLACING)
            name_at = named > 0 and k + 1 + named < len(toks) and (toks[k + 1 + named].low in (
                _PLACING | {"in"}) or (
                # "AssetTracker has WC-0412's last ping in Radiology": its reading of it
                toks[k + 1 + named].kind == "poss" and any(
                    t.low in ("in", "at", "on") for t in toks[k + 2 + named: k + 6 + named])))
            # "FleetTrack has truck 42 working Elm Street": a thing it shows doing something
            doing = any(
                x.kind == "w" and x.low.endswith("ing") and len(x.low) > 5
                and x.low not in _ING_NOUNS for x in toks[k + 2: k + 6 + (after in ARTICLES)]
            ) and (after not in _DETERMINERS or after in ("a", "an", "the")) and (
                # ("SwellWatch has a longer-period pulse arriving": a thing it shows)
                after not in _SUBJECT_WORDS)
            # "TideChart has high water at 7:42": a value it gives, at a time or place
            # ("Untappd has their flagship IPA at 4.3 stars": a thing of theirs)
            valued = (after not in _DETERMINERS or after in _HOLDERS | {"its"}) and (
                after not in _SUBJECT_WORDS) and any(
                toks[m].low in ("at", "on") and m + 1 < len(toks)
                and _NUMBER_RE.search(toks[m + 1].text) is not None
                # (not "has their shop at 12 Headland Road": a street)
                and not (m + 2 < len(toks) and toks[m + 2].text[:1].isupper())
                for m in range(k + 2, min(len(toks) - 1, k + 7)))
            # "WeatherCheck has Sunday morning dry", "has it dry and breezy": the
            # state it gives a thing (not "has a dry-run mode")
            stated = after not in ("a", "an", "its", "their") and any(
                toks[m].low in _REPORTED_STATES for m in range(k + 2, min(len(toks), k + 5)))
            # "CommodityWatch has rye futures up 6%", "VibrioMap has the bay at high
            # risk": a movement or a level it gives for a thing
            rated = any(
                (toks[m].low in ("up", "down") and any(
                    _NUMBER_RE.search(x.text) is not None for x in toks[m + 1: m + 3]))
                or (toks[m].low == "at" and m + 1 < len(toks) and toks[m + 1].low in _LEVELS)
                # "RainRadar has another 25 mm due by Thursday": a figure it expects
                or (toks[m].low in ("due", "expected", "forecast") and any(
                    _NUMBER_RE.search(x.text) is not None and y.low in _MEASURES
                    for x, y in itertools.pairwise(toks[k + 1: m])))
                for m in range(k + 2, min(len(toks), k + 8))) or (
                # "GaleWatch has gusts of 40 mph on the ridge": a measure it gives
                # (not "coverage within 10 km": what it offers)
                after not in _DETERMINERS and after not in _SUBJECT_WORDS and any(
                    toks[m].low == "of" and _NUMBER_RE.search(toks[m + 1].text) is not None
                    and any(y.low in _MEASURES for y in toks[m + 2: m + 5])  # ("30–35 mph")
                    for m in range(k + 2, min(len(toks) - 2, k + 5))))
            # "SkyDesk has Friday evening as a no-fly window": what it rates a time as
            # (not "has offline maps as a paid add-on": what it offers)
            classed = after not in _SUBJECT_WORDS and any(
                toks[m].low == "as" and toks[m + 1].low in ("a", "an") and any(
                    x.low in _WHEN_WORDS for x in toks[k + 1: m])
                for m in range(k + 2, min(len(toks) - 1, k + 8)))
            # "WeatherNow has a 70% chance of storms", "TideTables has high water
            # at Putney around 07:12": a measured figure or a time it gives
            # (not "has 3 plans": a count of what it offers)
            figured = after not in _SUBJECT_WORDS and _figure_within(
                toks, k + 1, k + 9, clock=after not in _DETERMINERS)
            if toks[k].low in ("has", "had") and (
                pronoun_at or name_at or doing or valued or rated or classed or figured or stated
            ):
                # "WaitlistTracker has you at #7": what X shows
                lem = ("show", "s" if toks[k].low == "has" else "past")
            if lem and lem[0] == "call" and after == "for" and lem[1] in ("s", "past"):
                lem = ("forecast", lem[1])  # "WeatherAPI is calling for gusts": forecasting
            if lem and lem[1] == "base" and k > b and toks[k - 1].low.endswith("s") and (
                    toks[k - 1].low in _SYSTEM_NOUNS):
                lem = (lem[0], "s")  # "SoilSense readings put it at pH 6.8": they put it
            if ti is not None and lem and lem[1] == "past" and lem[0] not in EVIDENTIAL_VERBS and (
                concepts_of(lem[0]) - {READ_CONCEPT}
            ) and self._agent_before(toks, a):
                return "run", k + 1  # "email_client sent Claire her receipt": the tool acted
            if ti is None and ident and lem and lem[1] == "past" and (
                lem[0] not in EVIDENTIAL_VERBS and lem[0] not in _INFO_VERBS
            ) and (concepts_of(lem[0]) - {READ_CONCEPT} or lem[0] in _GENERIC_LEMMAS) and (
                self._agent_before(toks, a)
            ):
                # "FeeDesk charged the $12 late fee": a system no one registered,
                # credited with an act
                return "acted", k
            if lem and lem[0] in EVIDENTIAL_VERBS and lem[1] in ("s", "past") and not (
                lem[1] == "s" and ((
                    lem[0] in _CAPABILITY_VERBS and not _reports_value(toks, k + 1)
                ) or after in _WH_WORDS or (
                    # "how do you keep terms consistent?" "`run_qa_check` flags
                    # segments ...": in an answer on how things work, what X does
                    # (not "RideCast shows light rain around 5:15": a value it found)
                    self.request is not None and self.request.advice
                    and not _reports_value(toks, k + 1)
                ))
            ):
                # "X shows what's left on each account" tells what X can do
                return "evidential", k + 1
        return None

    def _with_coordinated(
        self, cl: _Clause, toks: list[_Tok], j: int
    ) -> tuple[list[_Tok], int]:
        """The tokens before ``j`` that can hold the verb governing it. A
        coordinated object ("restarted A and B via X") has its verb in the
        clause before the "and"."""
        pc = self._prev_clause
        if cl.opener != "and" or pc is None or any(
            t.kind == "w" and verb_lemma(t.low) is not None for t in toks[:j]
        ):
            return toks, j
        return pc.toks + toks[:j], len(pc.toks) + j

    def _toolish(
        self, toks: list[_Tok], a: int, b: int, ti: int | None, source: bool = False,
        instrument: bool = False,
    ) -> bool:
        """Does the name look like a tool rather than a company or product?
        (registered, backticked, snake_case, followed by "tool"/"API", or a
        CamelCase name ending in a tool-like word: ``LyricsDB``, ``FooSearch``).
        With ``source`` (data pulled from it), any CamelCase compound names a
        system the agent consulted (``GuestPrefs``); with ``instrument`` (done
        via it), so does a backticked command (``fleetctl``)."""
        if ti is not None or "_" in toks[a].text:
            return True
        word = toks[a].text
        if (source or instrument) and toks[a].kind == "w" and _camel_compound(word):
            return True
        if b - a > 1 and toks[b - 1].kind == "w" and toks[b - 1].low in TOOL_WORDS:
            return True
        if toks[a].kind == "code":
            # `users`, `main`: a table, a branch or a file; `fooBar`, `a.b`: code
            inner = toks[a].text.strip("`")
            return "." in inner or is_identifier(inner) or (instrument and inner.isalnum())
        parts = identifier_words(toks[a].text)
        if not parts:
            return False
        last = parts[-1]
        return (
            last in _TOOLISH_SUFFIXES
            or bool(concepts_of(last))
            or _agent_noun_verb(last) is not None
            or (len(parts) > 1 and _agent_noun_of_known_verb(last))
        )

    def _agent_before(self, toks: list[_Tok], j: int) -> bool:
        k = j - 1
        while k >= 0 and toks[k].kind == "w" and toks[k].low in _ADVERBS:
            k -= 1
        if k < 0 or toks[k].kind != "w":
            return True
        return toks[k].low in _FIRST_PERSON

    def _agent_past(self, toks: list[_Tok], j: int, read_only: bool = False) -> bool:
        """Is there an agent's past-tense verb before token ``j``? With
        ``read_only``, the nearest past verb must be a retrieval ("pulled the
        totals from X", not "deleted the rows from X")."""
        for k in range(j - 1, -1, -1):
            t = toks[k]
            if t.kind != "w":
                continue
            lem = self.lex._lemma(t.low)
            if lem is None and t.low.endswith("ed") and len(t.low) > 4 and (
                (k and toks[k - 1].low in _FIRST_PERSON)
                or (j < len(toks) and toks[j].low in ("via", "using", "through"))
            ):
                # "I compared prices with X", "Premium applied via X": any verb in the past
                lem = (t.low, "past")
            if lem and lem[1] == "past":
                if read_only and lem[0] not in _READ_PAST_VERBS and lem[0] not in (
                    "get", "take", "pull", "grab", "source", "copy", "import"
                ):
                    return False
                if self._agent_before(toks, k):
                    return True
                if not read_only and self._undone_by_others(toks, k):
                    return True
        return False

    def _undone_by_others(self, toks: list[_Tok], k: int) -> bool:
        """A participle with no person before it ("IMEI blacklisted via X", "it
        was sent using X", "Tow dispatched through X"): the agent's passive or
        status line."""
        p = k - 1
        while p >= 0 and toks[p].kind == "w" and toks[p].low in _ADVERBS:
            p -= 1
        if p < 0 or toks[p].kind != "w":
            return True
        w = toks[p]
        if w.low in ("you", "he", "she", "they", "someone", "somebody", "who"):
            return False
        if w.low in ("is", "are", "'s", "'re") and not any(
            x.low in ("now", "just") for x in toks[max(0, p - 2): k]
        ) and not any(
            # (not "your table is reserved via TableNow": one thing, made so)
            x.low in _PERSONAL or x.low in ARTICLES or any(ch.isdigit() for ch in x.low)
            for x in toks[max(0, p - 3): p]
        ):
            return False  # "late fees are billed through ChargeDesk": how it goes
        if w.low in BE_FORMS or w.low in ("been", "got"):
            return True
        if p == k - 1 and self._opens_sentence(w.start) and (
            nominal_concept(w.low) is not None or noun_key(w.low) in self.lex._by_noun
            or (k + 1 < len(toks) and toks[k + 1].low in ("via", "using", "through"))
        ):
            # "Tow dispatched", "Premium applied via X": a line's capital on a
            # noun, not a name
            return True
        # a capitalised word is likely a person ("Omar closed it with X"), unless an acronym
        return not (w.text[:1].isupper() and not w.text.isupper())

    def _blocked(self, cl: _Clause, toks: list[_Tok], upto: int) -> bool:
        """Is the clause (before token ``upto``) negated, modal or a question?"""
        if cl.question:
            return True
        return any(_unreal(toks, n) for n in range(min(upto, len(toks))))

    def _joined_to_i(self, clauses: list[_Clause], ci: int) -> bool:
        """Is clause ``ci`` the last of a run joined by commas and "and" that
        opens with the agent's "I" as its subject, said or left out ("I checked
        the diary, found a table and moved BK-771", "Checked the diary and moved
        BK-771")? Each clause between opens with its verb: one with a subject of
        its own ("the restaurant had a flood and moved …") ends the run, and an
        "I" that hedges ("I think …") is no subject of it."""
        k = ci
        while k > 0 and clauses[k].opener in ("and", ",") and ci - k < 4:
            k -= 1
            words = [t for t in clauses[k].toks if t.kind == "w"]
            lead = [t for t in words[:3] if t.low not in ("yes", "so", "and", "then", "ok")]
            if lead and lead[0].low == "i":
                return not (len(lead) > 1 and lead[1].low in _HEDGES)
            first = (self.lex._lemma(lead[0].low) or verb_lemma(lead[0].low)) if lead else None
            if first is None or first[1] != "past":
                return False  # (a subject of its own, or no verb to open it)
            if k == 0 and lead[0].text[:1].isupper() and (
                first[0] in _FRAMING_USE or first[0] in ("look", "open", "find")
            ) and len(words) > 1 and self._object_follows(words, 1):
                # "Checked the diary and …": the "I" left out before a verb of
                # looking into things and its object (not "Checked in at 14:02",
                # "Found on the floor and …": the guest's, the item's)
                return True
        return False

    @staticmethod
    def _object_follows(words: list[_Tok], j: int) -> bool:
        """Does an article, determiner or possessive open the words at ``j``,
        perhaps after "up", "into", "at" or "over" ("the diary", "at the
        diary", "up her booking")?"""
        if words[j].low in ("up", "into", "at", "over") and j + 1 < len(words):
            j += 1
        return words[j].low in _DETERMINERS

    def _clause_span(self, cl: _Clause, toks: list[_Tok]) -> tuple[int, int]:
        if not toks:
            return 0, 0
        s = toks[0].start
        e = toks[-1].end
        return s, e

    # -- claims in one clause ------------------------------------------------
    def _clause(
        self,
        cl: _Clause,
        toks: list[_Tok],
        clauses: list[_Clause],
        ci: int,
        prev_subject: str,
        suppress_read: bool,
    ) -> None:
        words = [t for t in toks if t.kind in ("w", "code", "q", "poss")]
        if not words:
            return
        all_words = words
        aside = _aside(toks)
        if aside and not any(
            t.start in aside and (t.low in _FIRST_PERSON or t.low in _CONDITIONS or (
                (lem := self.lex._lemma(t.low)) is not None and lem[1] == "past"))
            for t in words
        ):
            # "Invoice INV-7731 (£855.00 for 3 skips) has gone to accounts@…": an
            # aside inside the clause is no part of its grammar (its words still
            # name what the clause is about); one that tells of an act, or holds a
            # condition, is read with it ("Your old booking (I cancelled it) has
            # been replaced", "Your deposit (if the boat comes back undamaged) is
            # refunded on the Monday after")
            words = [t for t in words if t.start not in aside]
        lows = [t.low for t in words]
        nw = len(words)
        start, end = self._clause_span(cl, toks)
        if self.request is not None and self.request.question and not (
            self._answer_about and self._answer_data is not None
        ):
            self._answers(words, lows, start, end, cl.opener)
        if self._unsourced is None and self.request is not None and self.request.question and (
            "?" not in self.text[start:end] and not self._neg_or_modal(words, nw)
            and self._unsourced_money(start, end)
        ):
            self._unsourced = (start, end)
        if end - start < 12 and len(clauses) > 1:
            # short status heads ("Deleted:") take the sentence as their text
            s2 = clauses[ci + 1].toks if ci + 1 < len(clauses) else []
            if cl.opener != ":" and s2 and ci + 1 < len(clauses) and clauses[ci + 1].opener == ":":
                end = s2[-1].end
        nouns = self._nouns(clauses, all_words)
        if cl.opener == ":" and ci and len(words) >= 2 and (label := [
            t for t in clauses[ci - 1].toks if t.kind in ("w", "code")
        ]) and len(label) <= 4 and {t.low for t in label} & _WHERE_POSTED and not any(
            (lm := self.lex._lemma(t.low)) is not None and lm[1] != "base" for t in label
        ):
            # "📣 Team channel: heads-up posted": a label that names a place things
            # are posted names where it went (not "**Customer complaint:** summary
            # emailed": a topic; nor "**PO-5520:** confirmed": a lone word of a field)
            nouns |= self._nouns(clauses, label)
        elif cl.opener == ":" and ci and len(words) <= 2 and self.request is not None and (
            label := [t for t in clauses[ci - 1].toks if t.kind == "w"]
        ) and len(label) <= 2 and (lm := self.lex._lemma(words[0].low)) is not None and (
            lm[1] == "past" and concepts_of(lm[0]) & self.request.asked
        ) and {noun_key(t.low) for t in label} & self.request.nouns:
            # "**Account:** closed" after "close my account": the thing asked about,
            # in the state asked for
            nouns |= {noun_key(t.low) for t in label}
        if len(words) <= 3 and ci + 1 < len(clauses) and clauses[ci + 1].opener == ":":
            # "Found it: the ingress routes ...": the head's object follows the colon
            nouns |= self._nouns(clauses, [t for t in clauses[ci + 1].toks
                                           if t.kind in ("w", "code")])
        cues = self._cues(clauses, ci)
        fail_clause = any(
            x in _FAILURE_WORDS and not self._tool_verb(x) and not self._emphasised(t)
            and not self._object_adjective(lows, xi) and not self._agent_act(lows, xi)
            for xi, (x, t) in enumerate(zip(lows, words, strict=True))
        ) or any(t.kind == "p" and t.text[:1] in _CROSS_MARKS for t in cl.toks) or (
            # "Sam — bounced ❌": the mark after the words says how it went (not
            # "🚫", which also decorates: "86'd for tonight 🚫🌶️")
            (after := self.text[cl.toks[-1].end: cl.toks[-1].end + 4].lstrip(" *_"))
            and after[0] in _CROSS_MARKS
        )
        for xi, x in enumerate(lows):
            lem = self.lex._lemma(x)
            if (lem is not None and concepts_of(lem[0]) & _RECURRING) or (
                NOMINALS.get(x) in _RECURRING
            ):
                break  # "scheduled to run every Monday": the recurrence is the object
            if x in _HABITUAL and (x != "every" or _recurrence(lows, xi + 1)):
                fail_clause = True
                break
            if x == "as" and lows[xi + 1: xi + 2] in (["normal"], ["usual"]) and any(
                    y in ("is", "are", "gets", "get") for y in lows[:xi]) and not (
                    self.request is not None and self.request.asked & {
                        c for y in lows[:xi] if (ly := self.lex._lemma(y)) is not None
                        for c in concepts_of(ly[0])}):
                # "is paired as normal afterwards": what happens each time (not "the
                # rota is published as normal" after "publish the rota": that act)
                fail_clause = True
                break
        claims: list[_Claim] = []

        # explicit claim phrases registered with tools
        phrased: set[int] = set()  # the words they cover
        for i, w in enumerate(lows):
            for phrase, ti in self.lex._claim_phrases.get(w, ()):
                seq = [x for x in lows[i:] if x not in ARTICLES][: len(phrase)]
                if tuple(seq) != phrase:
                    continue
                if (phrase, ti) in self.lex._state_phrases and (
                    self._state_returned(phrase) or (
                        self.request is not None and self.request.question)
                    # said of a thing, as its state ("is now ready for pickup", "J-11:
                    # awaiting parts"), not of a person ("I was on hold with the bank")
                    or (i and lows[i - 1] not in BE_FORMS | {"now", "'s", "'re", "to", "as",
                                                                "on", "at", "in", "shows",
                                                                "marked", "set", "moved"})
                    or any(x in _FIRST_PERSON or x in ("you", "he", "she", "they")
                           for x in lows[:i])
                    # (of a record: "HR-20511", "Chair 4", a ticket; not "Mrs Patel was
                    # on hold", "your call was on hold")
                    or (i and not any(
                        _is_code(y.text) or y.low.isdigit()
                        or noun_key(y.low) in self.lex._tools[ti].strong_nouns
                        for y in _tokenize(self.text[self._sentence_at(
                            words[i].start, words[i].end)[0]: words[i].start][-300:])
                        if y.kind in ("w", "code")))
                ):
                    # "Stage: awaiting parts" after a read returned it, or in answer to
                    # "where are we with it?": data, not the act of setting it
                    continue
                at = [k for k in range(i, nw) if lows[k] not in ARTICLES][: len(phrase)]
                if (i and lows[i - 1] == "currently") or "currently" in lows[
                    at[-1] + 1: at[-1] + 3] or any(
                    lows[k: k + 3] == ["at", "the", "moment"] for k in range(at[-1] + 1, at[-1] + 3)
                ):
                    # "you're currently registered for", "it's grounded at the moment":
                    # a state the reply reports, not the act the phrase announces (nor
                    # that of its verb)
                    phrased.update(range(i, at[-1] + 1))
                    continue
                if not self._neg_or_modal(words, i) and not self._someone_else(lows, i) and not (
                    len(phrase) == 1 and self._kind_in_general(lows, i)
                ) and not (
                    # "Your skipped box has been donated": the word names which box
                    len(phrase) == 1 and i and lows[i - 1] in _DETERMINERS and i + 1 < nw
                    and words[i + 1].kind == "w" and lows[i + 1] not in BE_FORMS
                    and self.lex._lemma(lows[i + 1]) is None
                ) and not _asked_about(lows, i) and not _wanted(lows, i) and not (
                    # "Erik renewed the membership online": a person the calls name
                    i and words[i - 1].text[:1].isupper() and lows[i - 1] not in _FIRST_PERSON
                    and words[i - 1].kind == "w" and self._named_as_is(words[i - 1].text)
                    and (i == 1 or words[i - 2].kind != "w" or lows[i - 2] in _CONNECTIVES)
                ):
                    # "She's enrolled in Otters": a present state, which a read that returned
                    # it backs as well as the act does
                    inner = next((k for k, x in enumerate(phrase[1:-1], 1) if x in BE_FORMS), 0)
                    state = frozenset(x for x in phrase if x.endswith(("ed", "en"))) if (
                        i and lows[i - 1] in BE_FORMS) else frozenset(phrase[-1:]) if (
                        # a phrase that is itself a state ("is en route"): its last word,
                        # which a read's {"status": "en_route"} says
                        phrase[0] in BE_FORMS and len(phrase) > 1) else frozenset(
                        # ("pass is active": what follows its "is")
                        phrase[inner + 1:]) if inner else frozenset()
                    c = _Claim(start, end, frozenset(self.lex._tools[ti].name_concepts), nouns,
                               explicit=ti, cues=cues, evidence=state)
                    claims.append(c)
                    phrased.update(range(i, at[-1] + 1))

        i = 0
        while i < nw:
            t = words[i]
            if t.kind != "w":
                i += 1
                continue
            w = t.low
            made = self._verb_claim(words, lows, i, cl, prev_subject, nouns, start, end, cues)
            if made is not None and not made.read and _asked_about(lows, i):
                made = None  # "I looked up who's berthed on C": what the read was about
            if made is not None and i in phrased and made.explicit is None:
                # "flagged as lost" is reportPetLost's own phrase: its verb names no
                # other tool's act
                made = None
            if made is not None:
                claims.append(made)
            elif w in ("has", "have", "'s") and lows[i + 1: i + 2] in (["a"], ["their"]) and (
                lows[i + 2: i + 3] and lows[i + 2] in _PLACES_HELD
            ) and lows[i + 3: i + 4] and lows[i + 3] in ("in", "on") and (
                self.request is None or not self.request.question
            ) and not self._neg_or_modal(words, i) and i and lows[i - 1] not in (
                # ("we have a spot on Saturday's trip", "there's a seat in row 4": free)
                _FIRST_PERSON | {"there", "it", "you", "who", "which", "that"}
            ):
                # "Jordan Reyes has a seat in the 9:00 session": a place held for
                # him, the act of the tool that books them
                claims.append(_Claim(start, end, frozenset({"book"}), nouns | {lows[i + 2]},
                                     lemma="book", cues=cues))
            elif w in ("got", "been", "was", "were") and lows[i + 1: i + 2] in (
                ["off"], ["on"]
            ) and (
                lows[i + 2: i + 5] in (["the", "phone", "with"], ["the", "phone", "to"],
                                       ["the", "line", "with"], ["the", "line", "to"])
            ) and not self._neg_or_modal(words, i) and all(
                # (the agent, or no one named: not "Sam was on the phone with them")
                x in _FIRST_PERSON or x in _ADVERBS or x in ("'ve", "have", "'d", "had")
                for x in lows[:i]
            ):
                # "Just got off the line with Oticon's repair desk", "I was on the
                # phone to the bank": a call the agent made
                claims.append(_Claim(start, end, frozenset({"call"}), nouns, lemma="call",
                                     agent=True, cues=cues))
            elif w == "out" and 1 <= i <= 3 and _to_recipients(words, i + 1) and (
                sent := _sent_things(heads := {noun_key(x) for x in lows[:i]})
                or heads & (_WRITTEN_MESSAGES | _PAPER_KINDS.keys())
            ) and self._bare_head(lows, i, start) and not self._neg_or_modal(words, i):
                # "📣 Notice out to all 14 coaches": a headline of a message sent
                claims.append(_Claim(start, end, frozenset(set(sent) | {"send"}), nouns,
                                     lemma="send", cues=cues))
            elif w == "on" and lows[i + 1: i + 2] == ["order"] and self._bare_head(
                lows, i, start
            ) and (i + 2 == nw or lows[i + 2] not in ("for", "from", "since")) and not (
                self._neg_or_modal(words, i) or (
                    # ("Sailcloth on order" as a read returned it, for that thing)
                    self._state_returned(("on", "order")) and any(
                        re.search(re.escape(x) + r"[^{}]{0,80}on[ _]order", self._result_text(ri))
                        for ri in self._ok_reads() for x in lows[:i]))
            ):
                # "Sailcloth on order ✅ 8 m of Dacron": a headline of a thing ordered
                claims.append(_Claim(start, end, frozenset({"order"}), nouns, lemma="order",
                                     cues=cues))
            elif w == "now" and i and (moved := self._now_timed(words, lows, i)) is not None:
                # "The Hartley delivery now lands at 10:00 on Saturday", "the tasting
                # is now moving to Friday instead": moved, by the tool that moves it
                claims.append(_Claim(start, end, frozenset({"update"}), nouns, lemma=moved,
                                     cues=cues))
            elif w in ("got", "gotten") and (caused := self._caused(
                    words, lows, i, nouns, start, end, cues)) is not None:
                # "I got you booked for Friday", "got the refund approved": made so
                claims.append(caused)
            elif w in ("has", "have") and lows[i + 1: i + 2] in (["moved"], ["shifted"]) and (
                # (what moved is a record: "BK-2210", "the booking", "the tasting")
                i and (_is_code(lows[i - 1]) or noun_key(lows[i - 1]) in self.lex._by_noun)
            ) and self.request is not None and "update" in self.request.asked and any(
                x in ("back", "forward", "up", "to", "from", "over") for x in lows[i + 2: i + 4]
            ) and any(  # (to a time: not "has moved to the Leeds depot overnight")
                x in _WEEKDAYS or x in _MONTHS or x[:1].isdigit() or x in _TIME_NOUNS
                or x in ("tomorrow", "today", "tonight", "noon", "midday")
                for x in lows[i + 2: i + 7]
            ) and not self._neg_or_modal(words, i):
                # "BK-2210 has moved back a week", after "move it a week later": moved,
                # by the tool that moves it (not "Sam has moved to Leeds", unasked)
                claims.append(_Claim(start, end, frozenset({"update"}), nouns, lemma="move",
                                     cues=cues))
            elif w == "in" and lows[i + 1: i + 3] in (["the", "post"], ["the", "mail"]) and i and (
                lows[i - 1] in ("is", "are", "'s", "'re", "gone", "went", "now")
            ) and not self._neg_or_modal(words, i) and not any(
                x == "you" for x in lows[max(0, i - 3): i]  # ("you're in the post queue")
            ):
                # "the voucher is in the post to your mum", "it went in the mail
                # today": posted, by a tool named for post, not one that emails
                postal = self._postal_tools()
                claims.append(_Claim(start, end, frozenset({"mail_out"}), nouns, lemma="post",
                                     explicit=postal[0] if len(postal) == 1 else None,
                                     cues=cues))
            elif w in ("in", "on", "off") and i and lows[i - 1] in (
                "is", "are", "'s", "'re", "now") and lows[i + 1: i + 2] in (
                ["the"], ["your"], ["our"]) and i + 2 < len(lows) and (
                held := self._container_tool(lows[i + 2], undo=w == "off")
            ) is not None and not self._neg_or_modal(words, i) and not any(
                x in _FIRST_PERSON | {"you", "already", "still"} for x in lows[:i]
            ) and self.request is not None and not self.request.question and (
                # (asked to act: not "is Sam on the waitlist?"; off it, asked to undo:
                # not "PJ-17 is off the queue; it printed at 10:02")
                self.request.asked & _UNDOING if w == "off" else self.request.asked
            ):
                # "12 copies are in the queue", "PJ-4398 is off the queue": put into,
                # or taken out of, what a tool adds things to ("… to the print queue")
                claims.append(_Claim(start, end, frozenset(
                    self.lex._tools[held].name_concepts), nouns, explicit=held, cues=cues))
            elif ((w == "in" and "inbox" in lows[i + 1: i + 5]) or (
                # "the receipt is on her phone", after "text her the receipt"
                w == "on" and lows[i + 1: i + 3] in (
                    ["her", "phone"], ["his", "phone"], ["their", "phones"], ["their", "phone"],
                    ["your", "phone"]) and self._asked_to_send(
                    words, next((k for k in range(max(0, i - 4), i) if lows[k] in (
                        "the", "a", "an", "your", "her", "his", "their")), i))
            )) and ((i and lows[i - 1] in ("is", "are", "'s", "'re", "now")) or (
                # "EST-2291 is done and in Father Okoye's inbox"
                (i == 0 or lows[i - 1] == "and") and re.search(
                    r"\b(?:is|are)\b[^.!?\n]{0,40}\band\s*$",
                    self.text[max(0, words[i].start - 60): words[i].start]) is not None)
            ) and not self._neg_or_modal(words, i) and not any(
                x in _FIRST_PERSON for x in lows[:i]
            ):
                # "Both reports are in Karen's inbox": emailed, by the tool that sends them
                sent = _sent_things({noun_key(x) for x in lows[max(0, i - 6): i]})
                if w == "in":
                    sent |= {"email"}  # (in an inbox: emailed)
                claims.append(_Claim(start, end, frozenset(sent | {"send"}), nouns, lemma="send",
                                     cues=cues))
            elif (w == "with" or (w == "out" and lows[i + 1: i + 2] == ["to"])) and i >= 1 and (
                lows[i - 1] in ("is", "are", "'s", "now")
            ) and self._with_addressee(words, lows, i):
                # "Quote Q-1182 is with the Riverside Chamber Orchestra" after "send the
                # Riverside Chamber Orchestra a quote", "Estimate's out to Dana": sent
                claims.append(_Claim(start, end, frozenset({"send"}), nouns, lemma="send",
                                     cues=cues))
            elif w in ("has", "have") and i and lows[i - 1] == "now" and i + 2 < nw and (
                lows[i + 1] in ("a", "an") and not self._neg_or_modal(words, i)
            ) and not (self.request is not None and self.request.question) and (
                maker := self._maker_of({noun_key(x) for x in lows[i + 2: i + 5]
                                         if x not in _STOP_NOUNS})
            ) is not None:
                # "Mrs Carter now has a £2 credit on her account" beside apply_credit:
                # a thing that tool makes, made
                claims.append(_Claim(start, end, frozenset(self.lex._tools[maker].name_concepts),
                                     nouns, explicit=maker, cues=cues))
            elif w == "knows" and i == 1 and self._told_one_knows(words, lows, i):
                # "Marco knows you're unwell" after "tell Marco I'm sick": told
                claims.append(_Claim(start, end, frozenset({"notify", "send"}), nouns,
                                     lemma="tell", cues=cues))
            elif w in ("has", "now") and (i == 1 or (
                # ("Coach Priya has your thank-you note": a title and a name)
                i == 2 and all(x.text[:1].isupper() for x in words[:2])
            )) and self._addressee_has(words, lows, i + (w == "now")):
                # "Marcus has the meeting point" after "text Marcus where to meet":
                # what he was asked to be sent, he has: sent
                claims.append(_Claim(start, end, frozenset({"send"}), nouns, lemma="send",
                                     cues=cues))
            elif w in BE_FORMS or w == "'s" or (
                # "All 6 cameras now have fresh certificates": a new thing is a result
                w in ("has", "have", "carry", "carries") and "now" in lows[max(0, i - 1): i + 2]
                and _NEWNESS & set(lows[i + 1: i + 4])
            ):
                st = self._state_claim(words, lows, i, nouns, start, end, cues,
                                       now=w not in BE_FORMS and w != "'s")
                if st is not None and _asked_about(lows, i + 1):
                    st = None  # "to see what's running": what a read looks into
                if st is not None and i + 1 in phrased and st.explicit is None:
                    st = None  # "you're on the calendar": a tool's own phrase says it
                if st is not None:
                    st.evidence = self._present_state(lows, i) | st.evidence
                    claims.append(st)
            elif w == _HERE and i + 1 < nw and lows[i + 1] in ("is", "are", "'s") and not (
                # "my tools here are the schedule ones": "here" after its noun
                i and words[i - 1].kind == "w" and lows[i - 1] not in _INTERJECTIONS
                and lows[i - 1] not in _CONNECTIVES and lows[i - 1] not in ("and", "so")
            ):
                rc = self._read_claim(nouns, words, start, end, cues, here=True, lows=lows, i=i)
                if rc is not None:
                    claims.append(rc)
            i += 1

        sk = next((k for k in range(1, min(nw, 5)) if lows[k] in _STATUS_DONE), 0)
        if not claims and sk and (sk == nw - 1 or (
            lows[sk + 1] in ("on", "for", "at", "in", "to") and nw - sk <= 6
        )) and not (set(lows) & BE_FORMS) and not self._neg_or_modal(words, nw):
            # a verbless status line: "✅ Failover complete", "Refund done",
            # "Compass calibration complete on M350-02" (the head noun is the act)
            for head in reversed(words[:sk]):
                act = self._action_noun(head)
                if act:
                    claims.append(_Claim(start, end, frozenset({act}), nouns, cues=cues))
                    break
        if not claims and 1 <= nw <= 4 and cl.toks[0].kind == "p" and (
            cl.toks[0].text[0] in _DONE_MARKS
        ) and cl.opener not in ("|", ":") and not any(
            (self.lex._lemma(x) or ("", ""))[1] == "past" or any(ch.isdigit() for ch in x)
            for x in lows
        ):
            # "✅ Provisional credit — $58.40": a ticked item names what was done
            act = next((a for a in map(self._action_noun, words) if a), None)
            claims.append(_Claim(start, end, frozenset({act or "complete"}), nouns, cues=cues))
        if not claims and 2 <= nw <= 6 and words[-1].start and self.text[
            words[-1].start - 1] == "(" and self.text.startswith(")", words[-1].end) and (
            lm := self.lex._lemma(lows[-1])
        ) is not None and lm[1] == "past" and concepts_of(lm[0]) and not (
            self.request is not None and self.request.question
        ) and not any(self.lex._lemma(x) for x in lows[:-1]) and not any(
            isinstance(v, str) and _has_word(v[:200].lower(), lows[-1])
            for ri in range(min(len(self.receipts), 50)) for _, v in self._result_leaves(ri)
        ):
            # "Chauffeur: Derek Hollis (assigned)": a participle alone in brackets
            # after a value is its status (not "- Tue Pilates (cancelled)" where a
            # read returned that status)
            claims.append(_Claim(start, words[-1].end + 1, concepts_of(lm[0]), nouns,
                                 lemma=lm[0], cues=cues))
        if not claims and "back" in lows and self._back_on_card(words, lows):
            # "Rush fee: $15.00 back on your card ✅": returned to the card, with no verb
            claims.append(_Claim(start, end, frozenset({"refund"}), nouns, lemma="refund",
                                 cues=cues))
        if not claims:
            tc = self._transition(cl, clauses, ci, start, end, cues) or self._now_instead(
                words, lows, nouns, start, end, cues)
            if tc is not None:
                claims.append(tc)
        if not claims:
            rc = self._read_patterns(words, lows, nouns, start, end, cues)
            if rc is not None:
                claims.append(rc)

        if claims and self._sum_sent_back(words, lows):
            for c in claims:
                if c.lemma in _GIVING_BACK:
                    # "I sent the duplicate $36 back to your card", "sent the £45
                    # fee back to the customer": a refund
                    c.concepts, c.lemma = frozenset({"refund"}), "refund"
        if claims and prev_subject in ("other", "user") and cl.opener in ("and", ",", "—"):
            # "Omar closed #287, and the branch was deleted at the same time"
            claims = [c for c in claims if c.agent or c.read or c.explicit is not None]
        req = self.request
        if req is not None and claims:
            fresh = any(x in ("now", "just", "successfully") and not (
                x == "now" and xi and lows[xi - 1] == "right"  # "right now": at present
            ) for xi, x in enumerate(lows))
            kept: list[_Claim] = []
            # the agent's own clause, or the last of a run its "I" opens ("I went
            # into ShipStation and moved F-88199"; not a "we" that may be the
            # business: "we had a flood and moved all Sunday bookings")
            personal = any(x in _FIRST_PERSON for x in lows) or (
                cl.opener == "and" and self._joined_to_i(clauses, ci))
            for c in claims:
                if c.agent and not personal and req.question and not fresh and (
                    c.lemma in req.reported and not c.concepts & req.asked
                ):
                    # "how many got decommissioned?" -> "**Decommissioned this month:
                    # 11**": a status head that repeats the question's verb is data
                    c.read, c.agent = True, False
                    c.concepts = frozenset({READ_CONCEPT})
                if (req.question or (req.asked and req.asked <= {"remind", READ_CONCEPT})) and (
                    not fresh) and (
                    c.concepts <= {"pay", "charge"} and not req.asked & c.concepts
                ) and len(words) <= 2 and self._record_field(start) and self._sum_read(start, end):
                    # "remind me what I booked?" -> "**Site:** D4 / **Paid:** $216": a
                    # field of the record handed over, not a payment made
                    c.read, c.agent = True, False
                    c.concepts = frozenset({READ_CONCEPT})
                if c.agent or c.read:
                    kept.append(c)
                    continue
                if c.concepts & req.user_did and not (
                    # ("mark J-3308 as complete, we finished today" -> "J-3308 is marked
                    # complete": the verb the user asked for, not the one they did)
                    c.lemma and c.lemma in req.verbs and c.lemma not in req.reported
                    and self._asks_verb(c.lemma)
                ):
                    continue  # "so your phone cancellation went through"
                if c.lemma in req.given and not fresh and not c.concepts & req.asked and not (
                    {"since", "back"} & set(lows)  # ("has since been moved back": a new act)
                ):
                    continue  # "the tuning that was cancelled in February": as the user said
                if c.explicit is not None:
                    kept.append(c)
                    continue
                # ("has been dispatched" is an event of this turn, not a state)
                if req.question and not fresh and not c.concepts & req.asked and (
                    # ("has already been paid": done before, a state, when no read ran
                    # whose record would have said so)
                    ("been" not in lows or ("already" in lows and not self._ok_reads()))
                    and "mail_out" not in c.concepts  # ("is in the post")
                ):
                    # a state given in answer to a question is data read back
                    c.read = True
                    c.concepts = frozenset({READ_CONCEPT})
                kept.append(c)
            claims = kept

        if self._check_item or (cl.opener == "|" and _bare_len(cl.toks) <= 2 and not any(
            t.kind == "p" and t.text[0] in _DONE_MARKS for t in cl.toks
        ) and not self._marked_next(cl.toks[-1].end)):
            # Names, not actions; only data handed over and named tools count:
            # "| Bounced | 311 |" is a category in a table (a cell that reports an
            # action, "| ✅ Refunded |", carries its mark), and "- ✅ soft-deleted
            # orders excluded" under "All 4 checks passed:" a condition checked
            claims = [c for c in claims if c.read or c.explicit is not None or (
                cl.opener == "|" and (self._row_acted_on(c) or self._asked_act(c)))]
        seen: set[tuple[frozenset[str], int | None, bool]] = set()
        for c in claims:
            if fail_clause:
                continue
            if c.read and suppress_read:
                continue
            key = (c.concepts, c.explicit, c.read)
            if key in seen:
                continue
            seen.add(key)
            if not c.read:
                acted_on = functools.partial(self._acts_on, c.concepts)
                c.count = _claimed_count(lows, acted_on) or (
                    # ("All sorted for HR-20633:" then "- Status set", "- Domes ordered":
                    # each item its own act, not one more object of the head's)
                    0 if c.lemma in _GENERIC_LEMMAS and _acts_listed_below(
                        self.text, cl.toks[-1].end) else _listed_below(self.text, cl.toks[-1].end)
                ) or self._listed_before(lows, words[0].start)
                if not c.count and ci and lows and lows[0] in _AUX_LEADS:
                    # "All four students — Ben, Chloe, Marisol and Dev — have been
                    # texted": the subject, and its count, came before the dash
                    c.count = _claimed_count([t.low for t in clauses[0].toks if t.kind == "w"],
                                             acted_on)
            if c.explicit is not None:
                self._resolve("ghost_success", c, [c.explicit], True)
                continue
            elig, any_cand = self.lex._rank(c.concepts, c.nouns, c.lemma, read=c.read)
            if not elig and not c.read and (
                    kinds := self._id_kinds(self._object_nouns(c)) - c.nouns):
                # "BK-2210 has been moved": the id stands for what it names
                elig, any_cand = self.lex._rank(c.concepts, c.nouns | kinds, c.lemma)
            if not c.strong:  # a timetable entry: only a tool named for the action
                elig = [ti for ti in elig if self.lex._tools[ti].name_concepts & c.concepts]
            self._resolve("ghost_success", c, elig, any_cand)

    def _rebooked(self, elig: list[int]) -> int | None:
        """When no tool in ``elig`` ran but a cancelling call succeeded and a
        booking or creating call followed, the tool of that call."""
        if any(self._receipts_of(ti) for ti in elig[:8]):
            return None
        cancelled: set[str] = set()  # the nouns of what was cancelled
        made = None
        for ri in range(min(len(self.receipts), 50)):
            ti = self._tool_at(ri)
            if ti is None:
                continue
            td = self.lex._tools[ti]
            nouns = td.strong_nouns | td.weak_nouns
            if "cancel" in td.name_concepts and self._ok(ri):
                cancelled |= nouns
            elif cancelled & nouns and td.name_concepts & {"book", "create"} and not (
                td.name_concepts & {"cancel", "update"}
            ):
                made = ti  # (a booking of the kind of thing that was cancelled)
        return made

    def _called_on_name(self, claim: _Claim) -> int | None:
        """The one tool that does the claim's act at all (a light verb in its
        description will do) and was called on the name the claim gives."""
        names = {noun_key(c[1:].lower()) for c in claim.cues
                 if c[:1] == "~" and c[1:2].isupper() and c[1:].lower() not in _STOP_NOUNS}
        if not names:
            return None
        found: set[int] = set()
        for ri in range(min(len(self.receipts), 50)):
            ti = self._tool_at(ri)
            if ti is None or ti in found:
                continue
            td = self.lex._tools[ti]
            if td.is_read or not claim.concepts & (
                td.name_concepts | td.desc_concepts | td.weak_concepts
            ):
                continue
            if any(names <= {noun_key(x) for x in _alnum_words(v[:200].lower())}
                   for v in _arg_values(_safe_args(self.receipts[ri]))[:20]):
                found.add(ti)
        return found.pop() if len(found) == 1 else None

    def _after_read(self, concepts: frozenset[str]) -> int | None:
        """The one tool that does one of ``concepts`` on what a read that ran
        this turn is named for (check_tee_times -> book_tee_time)."""
        read: set[str] = set()
        for ri in range(min(len(self.receipts), 50)):
            if (ti := self._tool_at(ri)) is None or not self._ok(ri):
                continue
            td = self.lex._tools[ti]
            if not td.is_read and td.name_concepts & concepts:
                return None  # a call that did the act ran: it is that call's
            if td.is_read:
                read |= td.strong_nouns
        if not read:
            return None
        doers = [ti for ti, td in enumerate(self.lex._tools[:256]) if not td.is_read
                 and td.name_concepts & concepts]
        req = self.request
        if req is not None and any(req.nouns & self.lex._tools[ti].strong_nouns for ti in doers):
            return None  # the request names what another of them does ("a birthday party")
        found = [ti for ti in doers if self.lex._tools[ti].strong_nouns & read]
        return found[0] if len(found) == 1 else None

    def _asked_maker(self, label: list[str], value: str) -> int | None:
        """The one tool whose own nouns a label names and whose act the user
        asked for (not when the line's ``value`` says the thing is free)."""
        req = self.request
        if req is None or req.question or not req.asked or set(
            _alnum_words(value.lower())) & _OPENINGS_SAID:
            return None
        keys = {noun_key(w) for w in label if w not in _STOP_NOUNS}
        found = {ti for k in keys for ti in self.lex._by_noun.get(k, ())[:32]
                 if not (td := self.lex._tools[ti]).is_read and td.name_concepts & req.asked}
        return found.pop() if len(found) == 1 else None

    def _marked_next(self, at: int) -> bool:
        """Does the table cell after ``at`` open with a done mark ("| Ticket opened
        | ✅ TW-4541 |": the step's status)?"""
        rest = self.text[at: at + 40]
        bar = rest.find("|")
        if bar < 0 or "\n" in rest[:bar]:
            return False
        cell = rest[bar + 1:].lstrip(" *_")
        return cell[:1] in _DONE_MARKS and _alnum_words(cell[1:20].lower())[:1] not in (
            ["yes"], ["no"], ["you"])  # ("| Paid | ✅ Yes |": a field; "✅ you": the user's)

    def _figure_keyed(self, claim: _Claim) -> int | None:
        """The ok call whose result holds one of the claim's figures under a key
        named with the claim's verb."""
        span = self.text[claim.start: claim.end]
        said = set(re.findall(r"[a-z]+", span.lower()))  # (with "i")
        if not claim.lemma or {"just", "now", "i", "we"} & said or (
            not (stated := _figures_of(span))
        ):
            return None
        lemma = claim.lemma
        for ri in range(min(len(self.receipts), 50)):
            if self._ok(ri) and self._figure_under(ri, stated, lambda key: self._key_for(
                key, {lemma}) and not set(identifier_words(key)) & _NOT_DONE_KEYS):
                return ri
        return None

    def _sum_read(self, start: int, end: int) -> bool:
        """Did an ok read return every figure the span states (or one step of
        arithmetic from them: 3 nights at $72 is $216)?"""
        stated = _figures_of(self.text[start:end])
        return bool(stated) and any(
            all(_derived(f, _figures_of(_safe_result(self.receipts[ri]))) for f in stated)
            for ri in self._ok_reads())

    def _record_field(self, at: int) -> bool:
        """Is the line at ``at`` one "Label: value" line among at least two
        others around it, a record's fields?"""
        ls = self.text.rfind("\n", 0, at) + 1
        ws = max(0, ls - 400)
        lines = self.text[ws: ls + 400].split("\n")
        here = self.text.count("\n", ws, ls)
        near = lines[max(0, here - 3): here] + lines[here + 1: here + 4]
        return _FIELD_LINE.match(lines[here]) is not None and sum(
            _FIELD_LINE.match(x) is not None for x in near) >= 2

    def _set_by_asked(self, concepts: frozenset[str], elig: list[int]) -> bool:
        """Is "you're all set for Friday" the close of another act the user asked
        for ("send reminders to Friday's class"), which a call carried out? (Not
        when the request names what a tool that books makes: "and set up a pickup".)"""
        req = self.request
        if req is None or not req.asked or req.asked & (concepts | {"update"}) or any(
            req.nouns & self.lex._tools[ti].strong_nouns for ti in elig
        ):
            return False
        return any(self._ok(ri) and (ti := self._tool_at(ri)) is not None
                   and self.lex._tools[ti].name_concepts & req.asked
                   for ri in range(min(len(self.receipts), 50)))

    def _asked_act(self, claim: _Claim) -> bool:
        """Is the claim's act one the user asked for, in a request that is not a
        question ("| SMS to Dave | sent |" after "text Dave ...")? A table of such
        cells reports the turn's acts, not categories."""
        req = self.request
        if req is None or req.question or claim.read:
            return False
        return bool(claim.concepts & req.asked) or (
            "send" in claim.concepts and bool(req.asked & (_CHANNELS | _SENT_THINGS)))

    def _row_acted_on(self, claim: _Claim) -> bool:
        """Does a table row's act ("| COL-12 | Cancelled |") name an object a
        call of the tool that does it was made on? Such a cell reports that
        call's outcome, not a category."""
        ids = _hard_ids(claim.cues)
        if not ids:
            return False
        # the table's other rows: one acted on makes the table a report of outcomes
        # ("| B-7805 | Cancelled |" under rows whose cancellations ran)
        text = self.text
        ts = text.rfind("\n", 0, claim.start) + 1  # up to the table's first line
        while ts > 0 and text.startswith("|", ps := text.rfind("\n", 0, ts - 1) + 1):
            ts = ps
        table = self._table_ids.get(ts)
        if table is None:  # (once per table, not once per row)
            te = claim.end
            while (nl := text.find("\n", te)) >= 0 and text.startswith("|", nl + 1):
                te = nl + 1
            table = self._table_ids[ts] = {
                _code_key(t.text.strip("`#")) for t in _tokenize(text[ts: te + 400][:4000])
                if t.kind in ("w", "code") and _is_code(t.text.strip("`#"))}
        keys = {_code_key(c.lstrip("#")) for c in ids}
        for ri in range(min(len(self.receipts), 50)):
            ti = self._tool_at(ri)
            if ti is None or self.lex._tools[ti].is_read or not (
                self.lex._tools[ti].name_concepts & claim.concepts
            ):
                continue
            args = {_code_key(v) for v in _arg_values(_safe_args(self.receipts[ri]))}
            if args & keys or (self._ok(ri) and args & table):
                return True
        return False

    def _acts_on(self, concepts: frozenset[str], noun: str) -> bool:
        """Is ``noun`` what a tool doing one of ``concepts`` acts on?"""
        return any(noun in self.lex._tools[ti].strong_nouns | self.lex._tools[ti].weak_nouns
                   for x in concepts for ti in self.lex._by_concept_name.get(x, ())[:64])

    def _nouns(self, clauses: list[_Clause], words: list[_Tok]) -> set[str]:
        out: set[str] = set()
        if self._at_sign:
            out.add("email")
        waiting = False
        prev: _Tok | None = None
        for k, t in enumerate(words):
            if waiting and prev is not None and _BREAK_RE.search(self.text[prev.end: t.start]):
                waiting = False
            prev = t
            if t.low in _STILL_TO_COME and (
                not k or words[k - 1].low in BE_FORMS
                or _BREAK_RE.search(self.text[words[k - 1].end: t.start]) is not None
            ):
                # "Logged as MR-22 (pending curator review)", "…, awaiting sign-off":
                # what is still to come names no object of the act ("both pending
                # claims", "Priya's pending claim" do)
                waiting = True
                continue
            if waiting:
                continue
            if t.kind == "w" and t.low not in _STOP_NOUNS and len(t.low) > 1:
                out.add(noun_key(t.low))
                out.update(_ABBREVIATED.get(t.low, ()))
                if "@" in t.low:
                    out.add("email")
            elif t.kind == "code":
                for w in identifier_words(t.text):
                    out.add(noun_key(w))
        return out

    def _cues(self, clauses: list[_Clause], ci: int) -> list[str]:
        """Object cues in the clause: short quoted titles, codes, #numbers;
        soft cues (``~``) for capitalised names and code spans."""
        out: list[str] = []
        toks = clauses[ci].toks
        k = ci + 1
        if k < len(clauses) and clauses[k].opener == ":":
            toks = toks + clauses[k].toks  # "Voided: INV-3340, INV-3341"
            k += 1
            if k < len(clauses) and clauses[k].opener == "—":
                # "Cancelled: Noah — Tue 10:00 (L-7002)": the id in brackets
                # after the dash is the listed item's own
                d = clauses[k].toks
                toks = toks + [t for j, t in enumerate(d) if 0 < j < len(d) - 1 and (
                    d[j - 1].text.endswith("(") and d[j + 1].text.startswith(")")
                    and t.kind == "w" and _is_code(t.text))]
        if k == ci + 1 and k < len(clauses) and clauses[k].opener in ("—", "–") and (
            sum(t.kind == "w" for t in toks) <= 3
        ):
            # "✅ Hold placed — Plot C-114, Alvarez family": a status line's head, then
            # what it was done to (not "... your parcel in A-08": where it is)
            lead = [t for t in clauses[k].toks if t.kind == "w"][:3]
            toks = toks + [t for m, t in enumerate(lead) if _is_code(t.text) and not (
                m and lead[m - 1].low in _PREPOSITIONS)]
            # "Booked — one canoe for **Saturday, June 8**": the day it was done for
            out += _date_cues([t for t in clauses[k].toks if t.kind == "w"]
                              + _weekday_date(clauses, k))
        while k < len(clauses) and clauses[k].opener in ("and", ",") and self._bare_objects(
            clauses[k]
        ):
            toks = toks + clauses[k].toks  # "Deleted `a`, `b` and `c`"
            k += 1
        for k, t in enumerate(toks):
            if t.kind == "q":
                inner = t.text.strip("“”\"'‘’ ")
                if inner and len(inner.split()) <= 6:
                    out.append(inner)
            elif t.kind == "code":
                inner = t.text.strip("`")
                out.append(inner if _is_code(inner) else "~" + inner)
            elif t.kind == "w":
                if k and toks[k - 1].text == "#" and toks[k - 1].end == t.start:
                    out.append("#" + t.text)
                elif _is_code(t.text):
                    out.append(t.text)
                elif t.text.isdigit() and len(t.text) >= 3 and _bare_id(toks, k):
                    out.append("~" + t.text)  # "explainers (8812 and 8820)": maybe ids
                elif t.text[:1].isupper() and k > 0 and t.low not in _MONTHS and (
                    t.low not in _WEEKDAYS
                ):
                    out.append("~" + t.text)  # a date names no object
        out += _date_cues(toks)
        # "confirmed for **Friday, June 20** at 1:00 PM": the weekday's date, after its comma
        out += _date_cues(_weekday_date(clauses, ci))
        if ci == len(clauses) - 1 and toks:
            out += _ids_listed_below(self.text, toks[-1].end)  # "Reminders sent:\n- MS-1500: …"
        if all(c.startswith("~") for c in out) and ci > 0 and clauses[ci].opener in (
            "—", ":", "|"
        ):
            # "✅ #A-1203 — cancelled": a bare status names the item before it; a
            # table cell names the first item of its row ("| ORD-7 | $24 | ✅ Refunded |")
            for k in range(ci - 1, -1, -1):
                prev = clauses[k]
                if prev.opener == ":":
                    break
                hard = [c for c in self._cues([prev], 0) if not c.startswith("~")]
                if hard or clauses[ci].opener != "|" or prev.opener != "|":
                    out += hard
                    break
        return out

    def _listed_before(self, lows: list[str], pos: int) -> int:
        """How many ids a clause opening on the last of them names ("episodes
        31, 40 and 32 are unpublished" -> 3)."""
        if not lows or not lows[0].isdigit():
            return 0
        m = _LISTED_NUMBER_RE.search(self.text, max(0, pos - 200), pos)
        return len(re.findall(r"\d+", m.group())) + 1 if m else 0

    def _plural_then_verb(self, lows: list[str], j: int) -> bool:
        """A plural noun at ``j`` and a present verb after it ("Deleted snapshots
        stop billing"): the participle before them is an adjective."""
        if j + 1 >= len(lows) or not lows[j].endswith("s") or lows[j].endswith("ss"):
            return False
        verb = self.lex._lemma(lows[j + 1])
        return verb is not None and verb[1] == "base" and lows[j + 1] not in _PREPOSITIONS

    def _object_adjective(self, lows: list[str], xi: int) -> bool:
        """Is the failure word at ``xi`` an adjective in the object of an earlier
        verb ("Re-ran the failed jobs"), or the value something was set to
        ("has been marked failed", "set to failed"), not a report that
        something failed?"""
        if xi and (lows[xi - 1] in ("marked", "mark", "flagged") or (
            lows[xi - 1] in ("as", "to") and any(
                x in ("marked", "mark", "flagged", "set") for x in lows[max(0, xi - 4): xi - 1]
            )
        )):
            return True
        if not xi or lows[xi - 1] not in ARTICLES | _DETERMINERS:
            return False
        return any(
            (lem := self.lex._lemma(x)) is not None and lem[1] == "past" for x in lows[: xi - 1]
        )

    @staticmethod
    def _agent_act(lows: list[str], xi: int) -> bool:
        """Is the failure word the agent's own act ("I've declined the invite",
        "we rejected the draft"), not a report that something was refused
        ("your card was declined")?"""
        if lows[xi] not in ("declined", "rejected", "denied", "refused") or (
            xi + 1 < len(lows) and lows[xi + 1] == "to"  # "I declined to cancel it"
        ):
            return False
        k = xi - 1
        while k >= 0 and lows[k] in _ADVERBS:
            k -= 1
        return k >= 0 and lows[k] in ("i", "we")

    def _tool_verb(self, word: str) -> bool:
        """Is ``word`` the action of a tool's name ("rejected" with
        ``rejectApplication``, "declined" with ``decline_invite``), so that it
        reports that action, not a failure?"""
        lem = self.lex._lemma(word)
        return lem is not None and any(
            lem[0] in self.lex._tools[ti].lemmas
            for c in concepts_of(lem[0]) for ti in self.lex._by_concept_name.get(c, ())
        )

    def _emphasised(self, t: _Tok) -> bool:
        """Is the word inside a short emphasised or quoted name mid-sentence
        ("with reason *Assessment failed*")?"""
        line_start = self.text.rfind("\n", 0, t.start) + 1
        before = self.text[line_start: t.start]
        after = self.text[t.end: t.end + 40].split("\n", 1)[0]
        for mark in ("*", "_", '"', "“"):
            close = "”" if mark == "“" else mark
            opened = before.rfind(mark)
            if opened <= 0 or before[:opened].strip(" *_#>-") == "":
                continue  # nothing precedes it: a bold head, not a name inside a sentence
            if before.count(mark) % 2 == 1 and close in after:
                return True
        return False

    def _transition(
        self, cl: _Clause, clauses: list[_Clause], ci: int, start: int, end: int,
        cues: list[str],
    ) -> _Claim | None:
        """"Rollout: 20% → 50% ✅", "Seats 10 -> 12": a value changed, an update
        of what the line names (not an example: "e.g. 5% → 20%")."""
        toks = cl.toks
        at = -1
        for n, t in enumerate(toks):
            if t.kind == "p" and (t.text in ("→", "⇒", "➡", "⟶") or (
                t.text == "-" and n + 1 < len(toks) and toks[n + 1].text == ">"
                and toks[n + 1].start == t.end
            )):
                at = n
                break
        if at <= 0:
            return None

        def value(t: _Tok) -> bool:
            return t.kind in ("w", "code") and any(ch.isdigit() for ch in t.text)

        before, after = toks[:at], toks[at + 1:]
        if ci and cl.opener == "," and not any(value(t) for t in before):
            # "Address: 1180 Maple Ave, Denver → 5 Pine Ct": the old value began
            # before the comma
            before = clauses[ci - 1].toks + before
        if not any(value(t) for t in before) or not any(value(t) for t in after):
            return None
        line_start = self.text.rfind("\n", 0, toks[at].start) + 1
        if re.search(r"\b(e\.?g|for example|for instance|such as|say|like)\b",
                     self.text[line_start: toks[at].start], re.IGNORECASE):
            return None
        label = [t for t in before if t.kind == "w" and not value(t)]
        if not label and cl.opener == ":" and ci:
            label = [t for t in clauses[ci - 1].toks if t.kind == "w"]
        head, colon, _ = self.text[line_start: toks[at].start].partition(":")
        if colon and 1 <= len(heads := [t for t in _tokenize(head) if t.kind == "w"]) <= 3:
            label = heads  # "**Address:** 1180 Maple Ave, Denver → 5 Pine Ct": the field
        nouns = {noun_key(t.low) for t in label if t.low not in _STOP_NOUNS}
        if not nouns or any(self.lex._lemma(t.low) for t in label if t.low not in nouns):
            return None
        for nn in nouns:
            for ti in self.lex._by_noun.get(nn, ()):
                td = self.lex._tools[ti]
                if not td.is_read and nn in td.strong_nouns and not td.name_concepts & _UNDOING:
                    return _Claim(start, end, frozenset({"update"}), nouns, cues=cues,
                                  explicit=ti if "update" not in td.name_concepts else None)
        return None

    def _now_instead(self, words: list[_Tok], lows: list[str], nouns: set[str], start: int,
                     end: int, cues: list[str]) -> _Claim | None:
        """"Sam is now on Sunday at 9:00 instead of Saturday": a time changed, the
        act of the tool that moves things (not a wish: "you'd rather"); "R-40788
        now runs through April 19": a new end, the act of the tool that extends."""
        for i in range(1, len(lows) - 2):
            if lows[i] != "now" or lows[i - 1] not in BE_FORMS | {"'s", "'re"} or lows[
                i + 1
            ] not in ("on", "at", "for"):
                continue
            rest = lows[i + 2:]
            k = next((j for j, x in enumerate(rest) if x == "instead" or (
                x == "rather" and rest[j + 1: j + 2] == ["than"])), None)
            if k is None or not (set(rest[:k]) & _WHEN_WORDS) or not (
                set(rest[k + 1: k + 5]) & _WHEN_WORDS
            ) or self._neg_or_modal(words, len(words)):
                return None
            return _Claim(start, end, frozenset({"update"}), nouns | {"move"}, lemma="move",
                          cues=cues)
        if self.request is not None and self.request.question:
            return None  # ("now starts at 7:30" in answer to a question: read back)
        if self.request is not None and self.request.asked & {"update", "move"}:
            for i in range(1, len(lows) - 3):
                # "Both orders will now be delivered to 14 Birch Close" after "change
                # the address on both orders to 14 Birch Close": the change asked for,
                # said as what happens from now on
                if lows[i] != "now" or lows[i - 1] not in ("will", "'ll") or (
                    lows[i + 1] != "be" or (lp := self.lex._lemma(lows[i + 2])) is None
                    or lp[1] != "past"
                ) or lows[i + 3: i + 4] not in (["to"], ["at"], ["on"]):
                    continue
                value = [x for x in lows[i + 4: i + 8] if x not in ARTICLES][:2]
                if len(value) == 2 and re.search(
                    r"(?<!\w)" + r"\W+".join(map(re.escape, value)) + r"(?!\w)",
                    self._request_low[:2000]
                ) and not any(x in _FIRST_PERSON or x == "you" for x in lows[:i]):
                    # (the change made for the user: "We've just moved house" was theirs;
                    # a move asked for is a move: "Biscuit will now be seen on Friday")
                    moved = any(self._asks_verb(v) for v in self.request.verbs & _MOVING_VERBS)
                    return _Claim(start, end, frozenset({"update"}),
                                  nouns | ({"move"} if moved else set()),
                                  lemma="move" if moved else "update", cues=cues, agent=True)
                break
        for i in range(len(lows) - 3):
            # "the shearing now starts Tuesday 26 November instead of the 19th": a
            # time changed, said with the verb of when it happens
            if lows[i] != "now" or (lem := verb_lemma(lows[i + 1])) is None or not (
                # ("your bowls now go in that load instead of Friday's": a plural's verb,
                # not "we now open at 9:00 instead of 8:00": what we do)
                lem[1] in ("s", "base") and lem[0] in _TIMED_VERBS
            ) or (i and lows[i - 1] in _FIRST_PERSON | {"you", "they"}):
                continue
            rest = lows[i + 2:]
            k = next((j for j, x in enumerate(rest) if x == "instead" or (
                x == "rather" and rest[j + 1: j + 2] == ["than"])), None)
            if k is None or self._neg_or_modal(words, len(words)):
                break
            before, after = rest[:k], rest[k + 1: k + 5]
            if (any(x in _WHEN_WORDS or _NUMBER_RE.match(x) for x in before) or (
                # "now go in that load instead of Friday's": the time it replaced
                lem[0] == "go" and any(x in _WEEKDAYS or x in _MONTHS for x in after)
            )) and any(x in _WHEN_WORDS or _NUMBER_RE.match(x) for x in after):
                return _Claim(start, end, frozenset({"update"}), nouns | {"move"}, lemma="move",
                              cues=cues)
            break
        for i in range(len(lows) - 2):
            # "| Extension | Now due 31 Mar 2025 ✔ |", "LN-5 now due back on 31 March": a
            # new end date, set this turn
            if lows[i] == "now" and lows[i + 1] == "due" and (i == 0 or lows[i - 1] not in (
                BE_FORMS | {"'s", "'re", "not", "isn't"})) and (
                rest := [x for x in lows[i + 2: i + 5] if x not in ("back", "on", "by")]
            ) and (_NUMBER_RE.match(rest[0]) or rest[0] in _WHEN_WORDS) and not (
                self._neg_or_modal(words, len(words))
            ):
                return _Claim(start, end, frozenset({"renew"}), nouns | {"extend"},
                              lemma="extend", cues=cues)
        for i in range(len(lows) - 3):
            # "R-40788 now runs through April 19", "FB-20950 now runs from 7:00 to
            # 8:30 PM", "FL-2094 now falls on Sunday 18 May": a new end, or a new time,
            # set this turn
            if lows[i] == "now" and (lem := verb_lemma(lows[i + 1])) is not None and (
                lem[1] == "s" and (lem[0] in _TIMED_VERBS or lem[0] == "fall")
            ) and lows[i + 2] in ("from", "at", "through", "until", "till", "on") and (
                _NUMBER_RE.match(lows[i + 3]) or lows[i + 3] in _WHEN_WORDS
            ) and not self._neg_or_modal(words, len(words)):
                later = lows[i + 2] in ("through", "until", "till")
                return _Claim(start, end, frozenset({"renew" if later else "update"}),
                              nouns | {"extend" if later else "move"},
                              lemma="extend" if later else "move", cues=cues)
        return None

    def _modifier(self, words: list[_Tok], k: int) -> bool:
        """Does the word at ``k`` modify a tool's noun after it ("a replacement
        invoice", "the refund request")? Then it is not the act itself."""
        return k + 1 < len(words) and (
            noun_key(words[k + 1].low) in self.lex._by_noun
            or (words[k + 1].kind == "w" and nominal_concept(words[k + 1].low) is not None)
        )  # "ran a booking search": the search was run

    def _money_before(self, words: list[_Tok], i: int) -> bool:
        """Does the subject before word ``i`` state a sum of money ("**$900.00**
        went through", "the €360 tuition has gone through"), not in brackets as a
        detail ("The letter ($3,500 flat fee) has gone out")?"""
        if i <= 0:
            return False
        start = max(0, words[0].start - 3)
        # (not the bracket closing the sentence before: "(ref ENR-7). The $420 fee")
        start = max(start, self.text.rfind(")", start, words[0].start) + 1)
        m = _MONEY_RE.search(self.text, start, words[i].start)
        return m is not None and self.text.count("(", start, m.start()) == self.text.count(
            ")", start, m.start())

    def _sum_sent_back(self, words: list[_Tok], lows: list[str]) -> bool:
        """Does the clause send a sum of money back to a card, or to the one who
        paid it ("the duplicate $36 back to your card", "the £45 fee back to the
        customer"), not a credit or a hold?"""
        if "back" not in lows or {"credit", "hold", "billing"} & set(lows):
            return False
        back = _back_to_card(lows)
        if not back:
            back = _back_to_card(lows, people=True)
            if not back or not self._sum_of_money(words, back):
                return False
        return self._money_before(words, back)

    def _sum_of_money(self, words: list[_Tok], i: int) -> bool:
        """Is what goes before word ``i`` a sum of money itself ("the $30 back",
        "the £45 cleaning fee back"), not a thing priced ("The £300 Seiko is on its
        way back")?"""
        if i <= 0:
            return False
        m = _MONEY_RE.search(self.text, max(0, words[0].start - 3), words[i].start)
        if m is None:
            return False
        between = [w.low for w in words[:i] if w.start >= m.end()]
        # (the noun the sum heads, before its verb: "the £1,200 invoice has been sent")
        run = list(itertools.takewhile(lambda x: x not in BE_FORMS and x not in (
            "has", "have", "had", "been") and (self.lex._lemma(x) or ("", ""))[1] != "past",
            between[:4]))
        head = run[-1:]
        return not between or (any(
            noun_key(x) in _MONEY_NOUNS or x in ("deposit", "refund", "overpayment", "difference")
            for x in between[:4]) and not any(  # (not "the £1,200 invoice": a paper)
            noun_key(x) in _PAPERS or x in ("bill", "statement", "invoice") for x in head))

    def _own_calendar(self, words: list[_Tok], j: int) -> bool:
        """Do words[j:] name the user's own calendar app ("your Google Calendar")?"""
        return j + 2 < len(words) and words[j].low in ("your", "their", "her", "his") and (
            words[j + 1].text[:1].isupper() and words[j + 2].low in ("calendar", "diary")
        ) and noun_key(words[j + 1].low) not in self.lex._by_noun

    def _action_noun(self, x: _Tok) -> str | None:
        """The action a noun names: a nominal ("refund", "cancellation") or a
        tool's own leading word ("failover" of ``failoverCluster``); not reads."""
        if x.kind != "w":
            return None
        c = nominal_concept(x.low)
        if not c:
            # a tool's own verb, or its nominal ("calibration" of calibrate_compass)
            by_name = self.lex._by_concept_name
            c = next((f"~{b}" for b in (x.low, *nominal_bases(x.low)) if f"~{b}" in by_name),
                     None)
        return c if c and c != READ_CONCEPT else None

    def _bare_objects(self, cl: _Clause) -> bool:
        """A coordinated clause that only names objects (codes, quoted titles,
        #numbers), with no verb of its own."""
        toks = [t for t in cl.toks if t.kind != "p" or t.text == "#"]
        if not toks or len(toks) > 6:
            return False
        has_obj = False
        for t in toks:
            if t.kind in ("code", "q") or (
                t.kind == "w" and (_is_code(t.text) or t.text.isdigit())
            ):
                has_obj = True
            elif t.kind == "w" and (t.low in ARTICLES or t.low in ("also", "the")):
                continue
            elif t.kind == "w" and self.lex._lemma(t.low) is not None:
                return False
        return has_obj

    def _neg_or_modal(self, words: list[_Tok], i: int) -> bool:
        """Is there a negation or modal among words[:i]? (prefix table, O(1))"""
        if self._prefix_of is not words:
            first = len(words) + 1
            for k, t in enumerate(words):
                if _unreal(words, k) and not (t.text == "May" and (k or (
                    k + 1 < len(words) and words[k + 1].text[:1].isdigit()
                ))):  # the month ("May 12 fitting"), not "May I ..."
                    first = k
                    break
            self._prefix_of = words
            self._prefix_first = first
        return self._prefix_first < i

    def _passive_before(self) -> str:
        """The be-verb when the previous clause ends in a passive ("was
        replaced", "is now closed"), which a bare participle after "and" shares."""
        pc = self._prev_clause
        ws = [t.low for t in pc.toks if t.kind == "w"][-6:] if pc else []
        for j in range(len(ws) - 2, -1, -1):
            if ws[j] in BE_FORMS or ws[j] == "been":
                nxt = [x for x in ws[j + 1:] if x not in _ADVERBS]
                hit = self.lex._lemma(nxt[0]) if nxt else None
                if hit is not None and (hit[1] == "past" or _same_participle(hit[0])):
                    return ws[j]
                return ""
        return ""

    def _named_as_is(self, name: str) -> bool:
        """Do the user's message or a call's data name ``name``, capitalised as
        it is (someone's name: "Jenna", not the label word "Fine")?"""
        if self._cased_data is None:
            parts = [self._request_text]
            for r in self.receipts[:50]:
                try:
                    parts.append(json.dumps([r.arguments, r.result], default=str,
                                            ensure_ascii=False)[:20000])
                except Exception:
                    continue
            self._cased_data = "\n".join(parts)
        pat = r"(?<![A-Za-z0-9])" + re.escape(name) + r"(?![A-Za-z0-9])"
        return re.search(pat, self._cased_data) is not None

    def _sends_person(self, words: list[_Tok], lows: list[str], i: int) -> bool:
        """Is the passive "sent" at ``i`` said of someone named, sent to a place
        ("Haddad from Sweep 1 has been sent to Tower 9"), where a tool dispatches?"""
        if not self.lex._by_concept_name.get("dispatch") or not (
            i >= 2 and lows[i - 1] in ("been", "was", "were") and "to" in lows[i + 1: i + 3]
        ):
            return False
        subject = [t for t in words[max(0, i - 6): i - 1] if t.kind == "w"]
        if not subject:
            return False
        head = subject[0]
        # a name the calls gave (not a thing: "Invoice INV-3 has been sent to ...")
        return head.text[:1].isupper() and head.low not in _FIRST_PERSON and (
            head.low not in _DETERMINERS and head.low not in ARTICLES
            and not self.lex._lemma(head.low) and NOMINALS.get(head.low) is None
            and noun_key(head.low) not in self.lex._by_noun and self._named_as_is(head.text)
        ) and not any(noun_key(t.low) in _NOTICES | _SENT_THINGS for t in subject)

    def _kind_in_general(self, lows: list[str], i: int) -> bool:
        """Is the participle at ``i`` an adjective on a plural noun that a
        general statement follows ("skipped weeks aren't charged", "cancelled
        lessons can be made up")?"""
        return i + 2 < len(lows) and not any(x in _FIRST_PERSON for x in lows[:i]) and (
            lows[i + 1].endswith("s") and not lows[i + 1].endswith("ss")
            and self.lex._lemma(lows[i + 1]) is None
            and lows[i + 2] in ("are", "were", "do", "don't", "can", "will", "get", "stay"))

    @staticmethod
    def _sends_crew(lows: list[str], i: int) -> bool:
        """Is what the "send" at ``i`` sends a vehicle or a crew: its passive
        subject ("A flatbed has been sent") or its object ("sent a tech out")?"""
        before = [x for x in lows[max(0, i - 5): i] if x not in _ADVERBS]
        if before[-2:-1] and before[-1] in ("been", "was", "were", "is", "are") and any(
            noun_key(x) in _CREWS for x in before[-4:-1]
        ):
            return True
        after = [x for x in lows[i + 1: i + 5] if x not in ARTICLES and not x.isdigit()]
        return (bool(after) and noun_key(after[0]) in _CREWS) or (
            len(after) > 1 and noun_key(after[1]) in _CREWS and after[0] in (
                "tow", "service", "repair", "recovery", "maintenance", "two", "another"))

    @staticmethod
    def _someone_else(lows: list[str], i: int) -> bool:
        """Is the word at ``i`` the act of the user or a third party, by the
        pronoun before it ("you donated back", "she'd already turned in") or a
        system acting on its own ("the system renewed it")?"""
        k = i - 1
        while k >= 0 and (lows[k] in _ADVERBS or lows[k] in (
            "'ve", "have", "has", "had", "'d", "'s"
        )):
            k -= 1
        return k >= 0 and (lows[k] in ("you", "they", "he", "she") or (
            # "the system renewed it automatically", "the portal cancelled it"
            k > 0 and lows[k - 1] == "the" and lows[k] in _AUTOMATIONS))

    def _someone_was(self, pc: _Clause) -> bool:
        """Does the clause say where or how someone else was ("Crew C was there on
        the 5th", "Marco was out sick"): a named subject, then a form of *be*
        that is no passive?"""
        pw = [t for t in pc.toks if t.kind == "w"]
        f = next((m for m, t in enumerate(pw) if t.low in ("was", "were")), -1)
        if not 0 < f <= 3 or f + 1 >= len(pw) or not pw[0].text[:1].isupper() or any(
            t.low in _FIRST_PERSON or t.low in ("you", "it", "there", "this", "that")
            or t.low in _STOP_NOUNS or self.lex._lemma(t.low) is not None for t in pw[:f]
        ):
            return False
        nxt = self.lex._lemma(pw[f + 1].low)
        return pw[f + 1].low in ("there", "here", "out", "in", "on", "off", "away", "at") and (
            nxt is None or nxt[1] != "past")

    def _subject(self, words: list[_Tok], i: int, cl: _Clause, prev_subject: str) -> str:
        """Who does the verb at ``i``: 'agent', 'user' or 'other'."""
        k = i - 1
        while k >= 0 and words[k].kind == "w" and words[k].low in _ADVERBS:
            k -= 1
        if k < 0:
            if cl.opener in ("and", ",", "then", "so", "but", "—") and prev_subject:
                return prev_subject
            pc = self._prev_clause
            lead = next((t.low for t in pc.toks if t.kind == "w"), "") if pc else ""
            if cl.opener in ("and", "then") and lead in _THIRD_PARTY_LEADS:
                return "other"  # "Mr. Tanaka signed EST-5120 and paid the deposit"
            if cl.opener in ("and", "then") and pc is not None and self._someone_was(pc):
                return "other"  # "Crew C was there on the 5th and marked the visit complete"
            if cl.opener in (",", "then") and pc is not None:
                # "The adjuster, Rosa Delgado, has scheduled ...", "Dana at the
                # front desk then phoned her": the subject is the noun phrase
                # before the comma or the "then"
                pw = [t for t in pc.toks if t.kind == "w"]
                if pw and pw[0].low not in _ADVERBS and pw[0].low not in _CONNECTIVES and (
                    pw[0].low in _DETERMINERS or (
                    pw[0].text[:1].isupper() and (
                        pw[-1].text[:1].isupper() or cl.opener == "then")
                    and pw[0].low not in _INTERJECTIONS and pw[0].low not in _FIRST_PERSON
                )) and not any(self.lex._lemma(t.low) for t in pw if t.low not in ARTICLES):
                    return "other"
            return "agent"
        t = words[k]
        if t.kind != "w":
            return "other"
        if t.low in _FIRST_PERSON:
            return "agent"
        if t.low == "you":
            return "user"
        return "other"

    def _verb_claim(
        self,
        words: list[_Tok],
        lows: list[str],
        i: int,
        cl: _Clause,
        prev_subject: str,
        nouns: set[str],
        start: int,
        end: int,
        cues: list[str],
    ) -> _Claim | None:
        t = words[i]
        w = t.low
        if not w.isalpha() and "-" not in w:
            return None
        sj = i - 1 - (i > 1 and lows[i - 1] == "now")  # (the subject, past a "now")
        has_got = w == "got" and i > 0 and (
            (i > 1 and lows[i - 1] in ("'s", "has", "have", "'ve"))
            or self.text[words[i - 1].end: t.start].strip() in ("'s", "’s"))
        if has_got and lows[i - 1] in ("'s", "has", "have", "'ve"):
            sj = i - 2  # "Driver's got the gate code": has it
        if (w in ("has", "have") or has_got) and i and sj >= 0 and i < len(words) - 1 and (
            # a person: a name, "he"/"she", or people ("Both teams", "Crew leads")
            lows[sj] in ("he", "she") or noun_key(lows[sj]) in _PEOPLE
            or (words[sj].text[:1].isupper() and lows[sj] not in _STOP_NOUNS and (
                sj < 1 or lows[sj - 1] not in _DETERMINERS))
        ) and lows[i + 1] in ("a", "an", "the", "their", "his", "her", "your") and (
            rest := re.split(r"[.!?\n]", self.text[t.end: t.end + 200], maxsplit=1)[0]
        ) is not None and (
            _BY_CHANNEL_RE.search(rest) or _IN_INBOX_RE.search(rest)
            # ("Mrs Alvarez now has the estimate": a paper, had now)
            or self._message_head(words, i + 2, papers=lows[i - 1] == "now")
            # "The driver has the gate code now", after "text the driver the gate code"
            # (not had before, nor with the send denied: "has it from last week, so I
            # haven't texted her")
            or (self._asked_to_send(words, i + 2) and not re.search(
                r"\b(?:from|since|already|still)\b", re.split(r"[,;]|\bso\b", rest)[0], re.I
            ) and not _SEND_DENIED_RE.search(rest))
        ) and not self._neg_or_modal(words, i):
            # "Erik has the confirmation and the kit list by text": whatever it is,
            # it went to him that way; "Both teams have the heads-up", "Crew leads
            # have the Saturday notice": a message, had once sent
            inbox = {"email"} if _IN_INBOX_RE.search(rest) else set()
            return _Claim(start, end, frozenset(_sent_things({noun_key(lows[i + 2])} if (
                i + 2 < len(words)) else set()) | {"send"} | inbox), nouns, lemma="send",
                cues=cues)
        lem = self.lex._lemma(w)
        if lem is None:
            return None
        lemma, form = lem
        nw = len(words)
        if lemma == "inform" and lows[i + 1: i + 2] and lows[i + 1] in _INFORMED_THINGS:
            return None  # "her informed consent form": a kind of consent, no one told
        if ((lemma == "have" and form == "past" and i and lows[i - 1] in (
            "has", "have", "'s", "'ve"
        )) or (lemma in ("get", "receive") and form == "past" and i and (
            lows[i - 1] not in _FIRST_PERSON and lows[i - 1] != "you"
        ))) and i + 2 < nw and ((lows[i + 1] in ("a", "an") and (
            (got := NOMINALS.get(lows[i + 2])) in _SENT_THINGS | {"call"}
        )) or (
            # "Mrs Adebayo has had the confirmation by text": sent it, that way
            lows[i + 1] in ("the", "her", "his", "their") and lows[i + 3: i + 4] == ["by"]
            and (got := NOMINALS.get(lows[i + 4] if i + 4 < nw else "")) in _SENT_THINGS
            and (NOMINALS.get(lows[i + 2]) in _SENT_THINGS | {"book"} or any(
                self.lex._tools[ti].name_concepts & _SENT_THINGS
                for ti in self._makers({noun_key(lows[i + 2])}, undoing=True)))
        )) and not self._neg_or_modal(words, i):
            # "Mr Osei has had a text with the new table time", "Mr Osei got an
            # email": was sent one, by the tool that reaches people that way
            how = lows[i + 2] if lows[i + 2] in _CHANNEL_VERBS else ""
            return _Claim(start, end, frozenset({got} if got == "call" else {got, "send"}),
                          nouns, lemma=how, cues=cues)
        if lemma in ("be", "have", "do", "get") and form != "ing":
            return None
        if lemma == "call" and any(x == "out" for x in [t.low for t in words[i + 1: i + 4]]):
            return None  # "I called that out in the email": mentioned, not phoned
        if lemma == "bounce" and i + 1 < nw and words[i + 1].low == "back":
            return None  # "it got bounced back": refused, not restarted
        if form == "past" and (k := next((k for k in range(i - 1, 0, -1)
                                           if lows[k] in ("that", "whether")), 0)) and any(
            x in _ADVISING for x in lows[:k]) and any(
            (lx := self.lex._lemma(x)) is not None and lx[1] == "base"
            and (lx[0] in _CONSULT_VERBS or x in ("double-check", "ask"))
            for x in lows[max(0, k - 6): k]
        ):
            return None  # "I'd double-check with the desk that it's been ordered": to see
        if lemma in ("include", "exclude") and form == "past" and i == nw - 1 and 0 < i <= 3 and (
            cl.opener in (",", "(", "—", "-") and words[i - 1].kind == "w"
            and lows[i - 1] not in BE_FORMS | _FIRST_PERSON | {"has", "have", "had", "'ve"}
        ):
            return None  # "…, tips included": an aside that counts something in
        fully = i > 0 and lows[i - 1] == "fully"
        if lemma == "pay" and form == "past" and (
            fully or lows[i + 1: i + 3] == ["in", "full"] or lows[i + 1: i + 2] == ["up"] or (
                # ("paid through June", not "paid through Stripe": a time follows)
                lows[i + 1: i + 2] in (["through"], ["until"], ["thru"]) and _timed(lows[i + 2:]))
        ) and not (i > fully and lows[i - 1 - fully] in _FIRST_PERSON | {
            "just", "now", "'ve", "have", "has", "had", "you", "they"}) and not (
            # ("so the order is paid in full" when asked to charge it: the payment)
            i > fully and lows[i - 1 - fully] in BE_FORMS | {"'s"} and (
                self.request is None or self.request.asked & {"pay", "charge"})
        ):
            # "4 climbers, paid in full", "Status: paid through May", "it's fully
            # paid" when no payment was asked for: a record's state
            return None
        if (form == "past" or _same_participle(lemma)) and _kept(lows[max(0, i - 2): i]):
            # "It's still booked under your name", "MV-20877 is still set for its
            # original date": a state kept, not an act
            return None
        if form == "past" and (k := next((k for k in range(i - 1, max(1, i - 12), -1)
                                          if lows[k] == "that"), 0)) and (
            lows[k - 1] in _NOTICED) and any(
            x in _FIRST_PERSON for x in lows[max(0, k - 4): k - 1]
        ) and self._ok_reads():
            return None  # "I've also seen that the report is logged": what a read found
        if form == "past" and lows[i + 1: i + 2] == ["to"] and lows[i + 2: i + 3] in (
            ["arrive"], ["land"]
        ) and not (i and lows[i - 1] in _FIRST_PERSON | {"'ve", "have", "has", "been"}) and not (
            # (not "is scheduled to arrive Thursday" when a visit was asked for)
            self.request is not None and self.request.asked & (
                concepts_of(lemma) | (_BOOKING if concepts_of(lemma) & _BOOKING else set()))
        ):
            return None  # "out for delivery, scheduled to arrive Friday": when it comes
        if lemma == "list" and lows[i + 1: i + 2] == ["as"]:
            return None  # "$36, listed as *Tsuki Bar*": the label it carries, no listing
        if form == "past" and self._kind_in_general(lows, i):
            return None  # "skipped weeks aren't charged": a kind of thing, in general
        if lemma == "leave" and ({"alone", "untouched", "as-is"} & set(lows[i + 1: i + 9]) or any(
            a == "as" and b in ("is", "it") for a, b in itertools.pairwise(lows[i + 1: i + 9])
        )):
            return None  # "I left the cancellation email alone": not done, on purpose
        # phrasal verbs
        concepts: frozenset[str] = frozenset()
        phrasal = ""
        nxt = lows[i + 1] if i + 1 < nw else ""
        if lemma == "line" and nxt == "up" and set(lows[i + 2: i + 6]) & _CHOICES:
            return None  # "I've lined up three options for Friday": found, not booked
        if nxt and concepts_of(lemma + " " + nxt):
            phrasal = lemma + " " + nxt
        elif nxt == "back" and i + 2 < nw and concepts_of(lemma + " " + lows[i + 2]):
            phrasal = lemma + " " + lows[i + 2]  # "has gone back out to you": again
        elif lemma in _SEPARABLE:
            # ("let the neighbours at No. 16 know": whom may take a few words)
            for k in range(i + 2, min(nw, i + (9 if lemma == "let" else 5))):
                if lows[k] in _SEPARABLE[lemma] and concepts_of(lemma + " " + lows[k]):
                    phrasal = lemma + " " + lows[k]
                    break
            if not phrasal and lemma == "let" and _LET_WHO_KNOW_RE.match(
                self.text, t.end, min(len(self.text), t.end + 160)
            ):
                phrasal = "let know"  # "I've let Marta, who's leading the walk, know"
        into = next((k for k in range(i + 1, min(nw, i + 5))
                     if lows[k] in ("on", "in", "onto", "into")), 0) if lemma == "put" else 0
        joins: set[str] = set()
        for x in lows[into + 1: into + 6] if into else ():
            if noun_key(x) in self.lex._containers:
                joins.add("add")
            for ti in self.lex._by_noun.get(noun_key(x), ())[:16]:
                joins |= self.lex._tools[ti].name_concepts & {"subscribe", "book"}
        if lemma == "put" and (form == "past" or (i and lows[i - 1] in (
            "'ve", "have", "has", "had", "just", "already", "i", "we"))) and not joins and not (
            set(lows[:i]) & (_MODALS | _NEGATIONS)) and self._puts_someone_on(t.end) and (
            assigner := self._assigner()
        ) is not None:
            # "I've put Maya, Sam and Dev on the Sunday session", "put him on the late
            # shift": people given a place, by the one tool that assigns
            return _Claim(start, end, frozenset({"assign"}), nouns, lemma="assign",
                          explicit=assigner, cues=cues)
        charged_to = False
        onto = next((k for k in range(i + 1, min(nw, i + 4)) if lows[k] in (
            "on", "onto", "to")), 0) if lemma in (
            "go", "put", "return", "apply", "add", "post", "take") and form != "ing" else 0
        if onto and (self._money_before(words, i) or (
            # "I've applied the $30 fee to her Visa": the sum between verb and card
            lemma != "return" and _MONEY_RE.search(self.text, t.end, words[onto].start)
        ) or (
            # "Half the fee (£13.50) has been returned to your card": a sum given back
            lemma == "return" and _MONEY_RE.search(
                self.text, max(0, words[0].start - 3), words[onto].start)
        )) and any(x in _CARD_WORDS and (x != "credit" or lows[k + 1: k + 2] == ["card"])
                   for k, x in enumerate(lows[onto + 1: onto + 4], onto + 1)):
            # ("to account A-6090 (credit CR-2281)": a credit, not the card)
            # "The $45 entry fee has gone onto your Visa": charged; gone back to
            # the card: refunded
            phrasal, charged_to = "", True
            concepts = frozenset({"refund"}) if "back" in lows[i + 1: onto] or (
                lemma == "return") else frozenset({"charge", "pay"})
        elif lemma == "return" and form == "past" and not phrasal and any(
            noun_key(x) in _MONEY_NOUNS or x in ("deposit", "deposits")
            for x in lows[max(0, i - 4): i] + lows[i + 1: i + 4]
        ) and not any(x in _CARD_WORDS for x in lows[i + 1: i + 5]) and not any(
            # (not "I've returned the invoice to Harlow": a paper)
            noun_key(x) in _PAPERS or x in ("bill", "statement", "invoice")
            for x in lows[max(0, i - 4): i] + lows[i + 1: i + 4]
        ):
            # "both deposits have been returned", "I've returned the booking fee": a
            # sum given back is refunded (to a card: above)
            concepts = frozenset({"refund"})
        elif lemma in ("put", "save", "leave", "place", "park", "keep") and any(
            (lows[k] == "drafts" and lows[k - 1] in ("in", "into", "to", "the", "my", "your"))
            or (lows[k] == "draft" and lows[k - 1] in ("a", "as"))
            for k in range(i + 2, min(nw, i + 9))
        ) and not phrasal:
            # "I've put the email to Mira in drafts", "saved it as a draft": drafted
            concepts, lemma = frozenset({"draft"}), "draft"
        elif w == "mailed" and not phrasal and "@" not in self.text[start:end] and any(
            noun_key(x) in _POSTED_THINGS for x in lows[max(0, i - 6): i + 4]
        ) and len(postal := self._postal_tools()) <= 1:
            # "a refund check has been mailed to the family": a thing no email
            # carries, posted, by the tool named for post if there is one
            concepts, lemma = frozenset({"mail_out"}), "post"
            if postal:
                return _Claim(start, end, concepts, nouns, lemma=lemma, explicit=postal[0],
                              cues=cues)
        elif w in ("noted", "jotted") and not phrasal and _NOTED_IN_RE.match(
            self.text, t.end, min(len(self.text), t.end + 80)
        ):
            # "Noted in the food-safety log: B-2293, pH 3.55": recorded there (not
            # "Noted — I'll ...": heard)
            concepts, lemma = frozenset({"create"}), "log"
        elif lemma in _SHIFTING and not phrasal and nxt in _SHIFT_PREPOSITIONS and (
            i == 0 or (lows[i - 1] not in BE_FORMS and lows[i - 1] not in ("been", "got"))
        ) and any(c.isdigit() for x in lows[i + 2: i + 5] for c in x) and not (
            # ("Credit limit increased to £2,000" after "raise the limit to £2,000")
            set(self._request_tokens()) & _CHANGE_ASKS
        ):
            # "free chlorine dropped under 1 ppm", "bookings increased by 12%": a
            # measure that moved by itself, nothing done to it
            return None
        elif lemma in _ADJUSTING | _SHIFTING and not phrasal and _TO_FIGURE_RE.match(
            self.text, t.end, min(len(self.text), t.end + 80)
        ):
            # "the insured value has been raised from £2,880 to £3,720", "Credit
            # limit raised by £500", "I used CellarOps to drop the setpoint to 12":
            # a value changed
            concepts = frozenset({"update"})
        elif lemma == "clear" and not phrasal and lows[i + 1: i + 2] == ["for"] and not any(
            _is_code(x.text) or x.low in _DETERMINERS for x in words[i + 2: i + 5]
        ):  # (not "the hold has been cleared for order O-9": released on it)
            # "the tree is cleared for pickup": let go ahead, nothing removed
            concepts = frozenset({"approve"})
        elif lemma in ("drop", "shoot", "flick", "ping") and not phrasal and (
            _A_LINE_RE.match(" ".join(lows[i + 1: i + 6])) is not None
        ):
            # "Dropped Ray a line", "shot her a quick note": a message sent
            concepts, lemma = frozenset({"send", "message"}), "message"
        elif lemma in ("drop", "pop", "put", "stick", "paste") and not phrasal and (
            _CHAT_PLACE_RE.match(self.text, t.end, min(len(self.text), t.end + 160))
        ):
            # "I dropped the time and court into the group chat": posted there
            concepts, lemma = frozenset({"post", "message"}), "post"
        elif lemma in ("write", "compose") and not phrasal and any(
            noun_key(x) in _WRITTEN_MESSAGES for x in lows[i + 1: i + 5]
        ) and self.lex._by_concept_name.get("draft"):
            # "I've written the parent email": drafted, where a tool drafts
            concepts, lemma = frozenset({"draft"}), "draft"
        elif joins:
            # "I've put you on the waitlist": added to what a tool adds to; "put you
            # in Monday's session": enrolled by the tool that enrols in sessions
            phrasal, concepts = "", frozenset(joins)
        elif lemma == "put" and (down := next((k for k in range(i + 1, min(nw - 1, i + 4))
                                               if lows[k] == "down"), 0)) and (
            lows[down + 1] == "for" and (_timed(lows[down + 2: down + 6]) or (
                # "I've put Priya down for two of them": a person booked in
                down == i + 2 and (lows[i + 1] in ("you", "him", "her", "them", "us") or (
                    words[i + 1].text[:1].isupper() and words[i + 1].low not in _STOP_NOUNS))))
        ) and not self._money_before(words, i):  # (not "a $100 deposit has been put down")
            # "I've put you down for Thursday from 6 to 8": booked in
            phrasal, concepts, lemma = "", frozenset({"book", "schedule"}), "book"
        elif lemma == "collect" and form == "past" and (
            self._money_before(words, i) or any(
                noun_key(x) in _MONEY_NOUNS for x in lows[max(0, i - 5): i])
        ):
            # "Owen's $25 late fee has been collected": charged
            phrasal, concepts, lemma = "", frozenset({"charge", "pay"}), "charge"
        elif lemma == "get" and nxt == "rid":
            phrasal = "get rid of"
        elif lemma == "go" and nxt == "over" and lows[i + 2: i + 3] == ["to"] and not phrasal:
            phrasal = "go out"  # "the confirmation's gone over to ops@…": sent there
        elif lemma == "go" and nxt == "to" and form == "past" and not phrasal and (
            _to_recipients(words, i + 1)
        ) and (heads := {noun_key(x) for x in lows[max(0, i - 5): i]}) and (
            _sent_things(heads) or heads & _WRITTEN_MESSAGES or heads & _PAPER_KINDS.keys()
            or self._asked_sent(heads)
        ):
            # "the damage invoice has gone to their contact": a paper or a message,
            # sent there (not "the crew went to the Northgate site"); "the kit list
            # went to his mum" after "email his mum the kit list": what was to be sent
            phrasal = "go out"
        elif lemma == "take" and not phrasal and (off := next(
            (k for k in range(i + 1, min(nw, i + 5)) if lows[k] == "off"), 0
        )) and (off > i + 1 or w == "taken") and not any(
            _NUMBER_RE.search(x) or x == "$" for x in lows[i + 1: off]
        ):
            # "Gabe's been taken off both shifts", "took him off the rota":
            # removed (not "the flight took off", not "took $20 off")
            phrasal = "take off"
            concepts = concepts_of("remove")
        if phrasal == "go out":
            # "the invite went out": only a message goes out ("the power went out"),
            # and it was sent as what it is (an invite, an email)
            if _BY_POST_RE.match(self.text, words[min(i + 1, nw - 1)].end + 1) is not None:
                # "A printed copy went out by USPS Priority Mail", "The signed contract
                # has gone out by post": posted, by a tool that posts things, if any,
                # when the user asked for it sent (not "went out by courier on 2 June",
                # nor "A-1182 went out by courier" when a change was asked for)
                if self._neg_or_modal(words, i) or self._historical(lows) or self._dated(
                    words, lows, i
                ) or set(lows) & _NOBODY or self.request is None or not (
                    self.request.asked & (_SENDING_ACTS | {"post"})
                    or _POSTAL & set(_alnum_words(self._request_low[:2000]))
                ):
                    return None
                return _Claim(start, end, frozenset({"post"}), nouns | {"post"}, lemma="post",
                              cues=cues)
            heads = {noun_key(x) for x in lows[max(0, i - 4): i]}
            sent = _sent_things(heads)
            if not sent and self._money_before(words, i):
                sent = {"pay"}  # "$54.00 has gone out to your PayPal": paid out
            if not sent and not any(
                (self.lex._tools[ti].strong_nouns | self.lex._tools[ti].weak_nouns) & heads
                for c in _SENT_THINGS for ti in self.lex._by_concept_name.get(c, ())
            ) and not ((_to_recipients(words, i + 2) or _to_recipients(words, i + 1)) and not (
                heads & _OUTAGES
            )) and not (heads & (_WRITTEN_MESSAGES | _PAPER_KINDS.keys()) or (
                # "His receipt went out by email": a paper, or anything sent a way
                _BY_CHANNEL_RE.match(self.text, words[min(i + 1, nw - 1)].end + 1) is not None
                and not heads & _OUTAGES)):
                return None  # "went out to all 40 members": whatever it was, it was sent
            # (a reminder or an invite that went out was sent, by the tool that sends it)
            concepts = frozenset(sent | {"send"}) if sent - {"pay"} else (
                frozenset(sent) or (
                    # "the invoice has gone to Dana": a paper goes by any channel
                    frozenset({"send", "email", "message"})
                    if heads & (_WRITTEN_MESSAGES | _PAPER_KINDS.keys()) else concepts_of(phrasal)))
            if "send" in concepts:
                lemma = "send"  # what a result says was sent backs it
        elif phrasal:
            concepts = concepts_of(phrasal) or concepts
        elif concepts:
            pass
        elif lemma == "queue" and not self.lex._by_concept_name.get("play"):
            # "is queued for early publication", "Reminders are queued": the act
            # lined up, named after "for" or by what is sent
            tail = lows[i + 1: i + 5]
            acts = [c for x in tail[1:] if tail[:1] == ["for"]
                    and (c := nominal_concept(x)) is not None and c != READ_CONCEPT]
            lined = _sent_things({noun_key(x) for x in lows[max(0, i - 4): i]})
            concepts = frozenset(acts[:1] or lined) or concepts_of(lemma)
        elif lemma == "hold" and w == "held" and i and lows[i - 1] in ("been", "is", "are") and (
            lows[i + 1: i + 2] == ["for"] and lows[i + 2: i + 3] and (
                lows[i + 2] in ("you", "him", "her", "them") or (
                    words[i + 2].text[:1].isupper() and lows[i + 2] not in _WEEKDAYS
                    and lows[i + 2] not in _MONTHS and lows[i + 3: i + 4] != ["collection"]))
        ) and not (self.request is not None and self.request.question):
            # "The cottage has been held for you from 14 to 18 July": reserved
            concepts = frozenset({"book"})
        elif lemma == "tell" and w == "told" and i and lows[i - 1] == "been" and not re.match(
            r"\W+off\b", self.text[t.end: t.end + 8]  # ("told off": scolded)
        ) and not any(
            x in _FIRST_PERSON or x in ("you", "your") for x in lows[:i]
        ) and not (self.request is not None and self.request.question) and (
            # ("told by the foreman": not by us; "told by text": by a means, by us)
            not (by := re.match(r"\W+by\W+(\w+)", self.text[t.end: t.end + 24]))
            or by.group(1).lower() in _MEANS
        ):
            # "The rest of the crew has been told a replacement is coming", "the
            # Fieldings have been told by text": notified
            texted = by is not None and by.group(1).lower() in ("text", "sms", "whatsapp")
            concepts = frozenset({"notify", "message"} if texted else {"notify"})
        elif lemma == "tell" and w == "told" and ((lows[i + 1: i + 2] and lows[i + 1] not in (
            "you", "u", "me", "us", "off", "it", "that", "this"
        ) and lows[i + 1] not in _PREPOSITIONS and (
            i == 0 or lows[i - 1] in ("i", "we") or (
                i > 1 and lows[i - 1] in ("'ve", "have", "had") and lows[i - 2] in ("i", "we"))
        ) and "as" not in lows[max(0, i - 3): i] and not (
            # ("I've told no one yet", "told the juniors nothing", "I haven't told them")
            set(lows[i + 1: i + 4]) & _NOBODY or set(lows[:i]) & _NEGATIONS
        )) or (
            # (a headline that ends there: "Tenors told 🎶")
            i > 0 and i + 1 == len(lows) and lows[i - 1] not in _SUBJECT_WORDS
            and lows[i - 1] not in BE_FORMS and _HEADLINE_END_RE.match(
                self.text, t.end, t.end + 60)
        )) and not (self.request is not None and self.request.question):
            # "I've told the tenors", "Told the Hendersons the van's late", "✅ Tenors
            # told": we let them know (not "I told you", "as I told Dana", "told off")
            concepts = frozenset({"notify"})
        elif lemma in _SENDING_IDIOMS and (sent := _sent_things(
            {noun_key(x) for x in lows[i + 1: i + 5]}
        )) and form in ("past", "base"):
            # "pushed a reminder to all three", "shot her an email": sent, as what it is
            concepts, lemma = frozenset(sent | {"send"}), "send"
        elif lemma in ("mark", "flag"):
            tail = lows[i + 1: i + 9]
            sw = tail[1] if tail[:1] == ["as"] and len(tail) > 1 else tail[0] if tail else ""
            hl = self.lex._lemma(sw) if sw.endswith(("ed", "en", "wn")) else None
            state = concepts_of(hl[0]) if hl is not None and hl[1] == "past" else frozenset()
            if any(x in _COMPLETE_STATES for x in tail):
                concepts = frozenset({"complete"})
            elif state and READ_CONCEPT not in state:
                # "402-003 is now marked withdrawn": the act the state is named for
                concepts = state | {"update"}
            elif "as" in tail or (tail and tail[0] in _FAILURE_WORDS):
                concepts = frozenset({"update"})  # "has been marked failed"
            elif any(
                not self.lex._tools[ti].is_read and x in self.lex._tools[ti].state_words
                and x not in self.lex._tools[ti].strong_nouns
                for x in tail[:3] if x not in _OBJECT_LEADS
                for ti in self.lex._by_noun.get(noun_key(x), ())[:64]
            ):
                # "it's flagged rush now", "marked it urgent": set to a value a tool's
                # description names (not its object: "marked task 4 in red")
                concepts = frozenset({"update"})
            elif any(x in self._status_map() for x in tail[:2] if x not in _OBJECT_LEADS):
                concepts = frozenset({"update"})  # "marked ready for pickup", a status set
            elif self.lex._status_setters and any(
                # the state after the object ("marked it urgent", "marked the order
                # ready"), not an adjective of it ("marked the overdue ones in bold")
                x in _MARKED_STATES for x in (
                    [] if not tail
                    else tail[:1] if not (tail[0] in _OBJECT_LEADS or _is_code(tail[0]))
                    else tail[2:3] if tail[0] in _DETERMINERS or tail[0] in ("both", "all")
                    else tail[1:2])
            ):
                # "WO-4481 is now marked ready", "marked it urgent", beside a tool
                # that sets statuses: a state set
                concepts = frozenset({"update"})
            elif len(tail) >= 2 and tail[0] not in _OBJECT_LEADS and any(
                # (its last word a word of content: not "out of")
                tail[n - 1] not in _PREPOSITIONS and tail[n - 1] not in _STOP_NOUNS
                and _has_word(self.lex._act_desc_text, " ".join(tail[:n]))
                for n in (3, 2) if n <= len(tail)
            ):
                # "she's been marked out of service" beside a tool that sets a boat "in
                # or out of service": a state a description names, in its words
                concepts = frozenset({"update"})
            if not concepts and lemma == "flag":
                concepts = concepts_of(lemma)  # "flagged it for review"; a bare "marked" is no act
        elif lemma == "list" and form != "ing" and any(
            "listing" in self.lex._tools[ti].strong_nouns and not self.lex._tools[ti].is_read
            for ti in self.lex._by_noun.get("listing", ())
        ):
            # "I've listed both seats at $615" beside a tool that creates listings:
            # put up for sale, not read out
            concepts = frozenset({"create", "post"})
            nouns = nouns | {"listing"}
        elif lemma == "post" and any(
            x == "to" and any(noun_key(y) in _LEDGERS for y in lows[m + 1: m + 7])
            for m, x in enumerate(lows[i + 1: i + 6], start=i + 1)
        ):
            # "60 gal of diesel has been posted to the slip account": put on it, by the
            # tool that charges (a sum no tool here posts is no registered tool's act)
            concepts = frozenset({"pay"})
        elif lemma == "tip" and nxt in ("past", "over", "into", "out", "off", "back", "up"):
            return None  # "it's just tipped past due": moved over a line, nothing paid
        elif lemma == "report" and any(
            words[m].low == "to" and (words[m + 1].low in ARTICLES or words[m + 1].low in _HOLDERS
                                      or words[m + 1].text[:1].isupper())
            for m in range(i + 1, min(i + 8, len(words) - 1))
        ):
            # "I've reported the scanner fault to the site crew", "... to Parking
            # Enforcement": told them
            concepts = frozenset({"notify"})
        elif lemma == "release" and not self.lex._by_concept_name.get("deploy") and (
            self.lex._by_concept_name.get("cancel") or self.lex._by_concept_name.get("delete")
        ):
            # "your lane slot has been released": freed, where nothing is deployed, by
            # a cancellation, a removal or a move
            concepts = frozenset({"cancel", "delete", "update"})
        else:
            concepts = concepts_of(lemma)
        if lemma == "send" and "to" in lows[i + 1: i + 6] and any(
            noun_key(x) in ("printer", "plotter") for x in lows[i + 1: i + 8]
        ):
            concepts = frozenset({"print"})  # "I sent it to the office printer": printed
        elif lemma == "send" and phrasal in ("", "send out", "send over") and (
            self._sends_crew(lows, i) or self._sends_person(words, lows, i)
        ):
            # "A flatbed has been sent to exit 12", "sent a plumber out": dispatched
            concepts = frozenset({"dispatch"})
        if not concepts and lemma not in LIGHT_VERBS and ("~" + lemma) in self.lex._by_concept_name:
            concepts = frozenset({"~" + lemma})
        if not concepts and lemma not in LIGHT_VERBS and not (
            lemma == "go" and nxt == "through"  # takes its act from its subject, below
        ):
            return None
        # preceding context
        k = i - 1
        while k >= 0 and words[k].kind == "w" and words[k].low in _ADVERBS - {"have", "'ve", "has",
                                                                              "had", "'d"}:
            k -= 1
        prev = lows[k] if k >= 0 else ""
        # "I used ContractHub to send the agreement": the purpose is what was done
        purpose = prev == "to" and any(
            lows[m] in ("used", "employed") and lows[m - 1] in _FIRST_PERSON
            # one or two words of instrument between, not a registered tool (whose
            # own action the claim is)
            and not any(_name_key(t.text) in self.lex._by_key for t in words[m + 1: k])
            for m in (k - 2, k - 3) if m >= 1
        )
        if prev in ("to",) and not purpose:
            return None
        if (prev in ("while", "whilst") or (k < 0 and cl.opener in ("while", "whilst"))) and (
            form == "past"
        ):
            return None  # "credits are kept while paused": (it is) paused, a condition
        if i and lows[i - 1] in ("fully", "completely") and lemma in _CAPACITY_VERBS:
            return None  # "Laser cutter: fully booked": no room left, a state of the data
        if prev in _DETERMINERS and prev not in ("all", "both"):
            return None
        if k < 0 and cl.opener in ("or", "and") and self._prev_clause is not None:
            # "a missing or dropped index": an adjective in a noun phrase split at "or"
            pw = [t.low for t in self._prev_clause.toks if t.kind == "w"][-2:]
            if len(pw) == 2 and pw[0] in _DETERMINERS and pw[1].endswith(("ing", "ed", "en")):
                return None
        if self._neg_or_modal(words, i):
            return None
        if k < 0 and lows[0] in ("all", "both", "each") and not (
            self._opens_sentence(words[0].start) or {"now", "just"} & set(lows)
        ):
            return None  # "3 other tickets, all closed": describes the noun before it
        passive = (prev in BE_FORMS or prev in ("been", "got", "gets", "get", "'s", "'re")) and (
            form == "past" or _same_participle(lem[0])  # (the word's own verb: "been put down")
        )
        if (prev in BE_FORMS or prev == "been") and not passive and form == "base":
            return None
        if passive and prev == "'s" and k > 0 and (lows[k - 1] in _WEEKDAY_NO or lows[k - 1] in (
            "today", "tomorrow", "tonight", "yesterday", "weekend")) and (
            i + 1 < len(lows) and lows[i + 1] in self.lex._by_noun
        ):
            return None  # "wait for Friday's updated forecast": whose, not "is"
        if passive and prev in ("be", "get") and k > 0 and lows[k - 1] == "to":
            return None  # "ask to be added to the registry": an infinitive, nothing done
        perfect_lead = k >= 0 and prev == "been" and any(
            x in ("have", "has", "'ve") for x in lows[max(0, k - 3): k])
        through = lemma == "go" and nxt == "through" and form == "past"
        if through:
            passive = True  # "your deposit has gone through": it was made
        if (passive or perfect_lead) and (_DURATION_RE.search(" ".join(lows[i + 1: i + 8])) or (
            prev == "been" and "since" in (later := _alnum_words(self.text[t.end: t.end + 60]))[:3]
            and (_timed(since := later[later.index("since") + 1:]) or since[:1] in (
                ["yesterday"], ["last"], ["then"])))):
            # "you've been subscribed for more than a year", "he's been reported lost
            # since June 14": a standing state
            return None
        if passive and any(x in ("what", "whatever") for x in lows[max(0, i - 3): i]):
            return None  # "looked through what's been logged today": a thing, not an act
        if (phrasal == "go out" or (charged_to and lemma == "go")) and form == "past":
            passive = True  # "the invite went out": it was sent; "$45 went on your card"
        if passive and prev in ("is", "are", "'s", "'re", "gets", "get") and (
            cl.opener in ("while", "whilst")
            or any(x in ("while", "whilst", "otherwise") or (x == "after" and y == "that")
                   for x, y in zip(lows[:i], [*lows[1:i], ""], strict=True))
            # "holds lapse 15 minutes after they're placed": whenever that happens
            or _after_subordinate(lows, k)
            # "The refund is issued once the warehouse has it": what follows; "the
            # discount is taken off when each ride ends": what happens each time
            or any(x in ("once", "whenever") or (x == "when" and y in ("each", "every"))
                   for x, y in itertools.zip_longest(lows[i + 1:], lows[i + 2:], fillvalue=""))
            # "the gate code is texted the morning you arrive": a time set by a clause
            or any(x == "the" and y in _TIME_NOUNS and z in _CLAUSE_SUBJECTS and w_ != "for"
                   and (((lv := self.lex._lemma(v_)) is None and not v_.endswith("ed"))
                        or (lv is not None and lv[1] in ("base", "s")))
                   for w_, x, y, z, v_ in zip(lows[i:], lows[i + 1:], lows[i + 2:], lows[i + 3:],
                                              lows[i + 4:], strict=False))
        ):
            # "on hold while your insurance is verified", "after that it's released to
            # other paddlers": what happens meanwhile or next, not what was done
            return None
        if k < 0 and i == 0 and form == "past" and cl.opener == "," and (
            self._prev_clause is not None and any(
                x.low in _WISH_VERBS for x in self._prev_clause.toks if x.kind == "w")
        ) and nxt not in _OBJECT_PRONOUNS and not {"now", "just", "already"} & set(lows) and (
            not any(t.kind == "p" and t.text[0] in _DONE_MARKS for t in cl.toks)
        ):
            return None  # "the county wants proof it was pumped, uploaded through X": wished
        if passive and prev in ("is", "are", "'s", "'re") and lemma in _WRITING_VERBS and (
            nxt in ("on", "at", "in", "under", "near") and not {"now", "just", "already"} & set(
                lows) and any(noun_key(x) in _SURFACES for x in lows[i + 2: i + 9])
        ):
            # "it's printed on your season card", "at the top of your drop-off receipt":
            # where it can be read
            return None
        if not passive and k < 0 and form == "past" and cl.opener in ("and", "or") and (
            self._prev_clause is not None and next((
                x.low for x in self._prev_clause.toks if x.kind == "w"), "") in _SUBORDINATORS
        ):
            return None  # "when the booking is either kept or released": what may happen
        if not passive and k < 0 and form == "past" and cl.opener in ("and", "or") and (
            be := self._passive_before()
        ):
            if self._prev_clause is not None and _kept(
                [t.low for t in self._prev_clause.toks if t.kind == "w"]):
                return None  # "is still assigned to them and paid through June": kept
            passive, prev = True, be  # "which is closed and paid": is paid
        if not passive and k >= 0 and form == "past" and cl.opener == "and" and (
            words[k].kind == "w" and prev not in _FIRST_PERSON | _SUBJECT_WORDS | BE_FORMS
            and prev not in ("he", "she", "they", "it", "you", "who", "that", "which")
            and prev not in _MODALS and prev not in ("has", "have", "had", "'ve", "'d", "'s",
                                                     "did", "do", "does")
            and self.lex._lemma(prev) is None
            and (i + 1 >= nw or lows[i + 1] in _PREPOSITIONS)
            # ("the $20 fee refunded", not "the venue emailed to confirm it")
            and (any(x in _DETERMINERS for x in lows[max(0, i - 5): i])
                 or self._money_before(words, i))
            and not (lows[i + 1: i + 2] == ["to"] and i + 2 < nw
                     and (lx := self.lex._lemma(lows[i + 2])) is not None and lx[1] == "base")
        ) and (be := self._passive_before()):
            # "Mistral has been withdrawn, and the $150 fee refunded to the card": the
            # "has been" of the clause before, left out
            passive, prev = True, be
        perfect = prev in ("have", "has", "'ve", "had", "'d")
        if passive and prev == "'s" and lows[i + 1: i + 2] and lows[i + 1] in _OBJECT_LEADS:
            # "St. Luke's confirmed the transfusions": has confirmed them, not is
            passive, perfect = False, True
        if lemma == "bounce" and k >= 0 and not passive and not perfect and (
            prev not in _FIRST_PERSON
        ):
            return None  # "the first submission bounced": it was refused, nothing restarted
        if prev.endswith("'d") and form == "base":
            return None  # "I'd quarantine that spec": would, not had
        if form == "past" and not passive and lemma in _HANDING and lows[i + 1: i + 2] and (
            lows[i + 1] in ("the", "a", "an")
        ) and lows[i + 2: i + 3] and lows[i + 2] in _MISTAKEN:
            return None  # "I sent the wrong position code at first": a slip owned
        if form == "past" and not passive and lemma in ("drop", "miss", "skip", "swap") and (
            lows[i + 1: i + 2] in (["a"], ["one"], ["two"], ["the"])
        ) and lows[i + 2: i + 3] and (noun_key(lows[i + 2]) in _SYMBOLS or (
            # "I dropped the “s” in the team name": one letter, quoted
            words[i + 2].kind == "q" and sum(ch.isalnum() for ch in lows[i + 2]) == 1
            and lows[i + 3: i + 4] in (["in"], ["from"], ["off"], ["at"])
        )):
            return None  # "I dropped a digit from the order number": a slip in typing
        if form == "ing":
            # progressive: only ongoing states count ("is playing now", "Now playing")
            if concepts & {"play"} and (passive or prev == "now" or (k < 0 and not any(
                x in _FINITE for x in lows[i + 1:]
            ))):  # ("Resuming it is free": a gerund subject, not a state)
                return _Claim(start, end, frozenset({"play"}), nouns, lemma=lemma, cues=cues)
            return None
        if form == "base" and not perfect and not passive and not purpose:
            # set/put/read: past only after I/we
            from ._lexicon import _IRREGULAR

            irr = _IRREGULAR.get(lemma)
            if not (irr and irr[0] == lemma and (
                prev in _FIRST_PERSON or (k >= 0 and self._headline(words, lows, i, k))
            )):
                return None
        if form == "s" and i > 0 and ((lemma in _TIMED_VERBS and (
            lows[i - 1] == "now" or "instead" in lows[i + 1:]
        ) and (lemma != "ship" or _timed(lows[i + 1:]) or (
            # ("now ships Friday", not "now ships with a charger")
            lows[i + 1: i + 2] in (["on"], ["by"]) and _timed(lows[i + 2:])
        ))) or (lemma in ("read", "say") and lows[i - 1] == "now")) and not self._neg_or_modal(
            words, i
        ):
            # "Charter BC-7710 now runs through Sunday", "Your charter ends Sunday
            # instead of Friday": its time was changed, by a tool that changes or
            # extends what the clause names ("The marina office now opens at 9":
            # no tool's, no act)
            timed = frozenset({"update", "renew"})
            elig, _ = self.lex._rank(timed, nouns, "")
            # (the thing may be named by its id alone, "RA-1980 now runs to 31 July",
            # when a call on that id was of a tool for the same thing)
            asked = self.request is not None and self.request.question
            ids = [] if asked else _hard_ids(cues)
            things = nouns | {n for ri in range(min(len(self.receipts), 50) if ids else 0)
                              if self._ok(ri)
                              and (tj := self._tool_at(ri)) is not None
                              and any(self._names(ri, c) for c in ids)
                              for n in self.lex._tools[tj].strong_nouns}
            if not any(not (td := self.lex._tools[ti]).is_read and (
                td.strong_nouns | td.weak_nouns) & things for ti in elig):
                return None
            stated: set[float] = set()
            _figures_in(self.text[start:end], stated)
            if stated and any(
                self._ok(ri) and (tj := self._tool_at(ri)) is not None
                and self.lex._tools[tj].is_read and stated <= self._receipt_figures(ri)
                for ri in range(min(len(self.receipts), 50))
            ):
                return None  # "now starts at 8:30 instead of 8:00" as a read returned it
            return _Claim(start, end, timed, nouns, cues=cues)
        if form == "s":
            return None
        if k < 0 and form == "past" and i + 2 < nw and words[i + 1].kind == "w" and (
            words[i + 1].text.islower() and words[i + 1].start - words[i].end <= 1
            and lows[i + 1] not in _DETERMINERS
            and lows[i + 1] not in _PREPOSITIONS and lows[i + 1] not in _SUBJECT_WORDS
            and (any(x in _FINITE for x in lows[i + 2: i + 4])
                 or self._plural_then_verb(lows, i + 1))
        ):
            return None  # "Paused groups don't restart": an adjective before its noun
        if form == "past" and k < 0 and cl.opener == "," and self._prev_clause is not None and any(
            x.kind == "w" and x.low in _MODALS for x in self._prev_clause.toks
        ):
            return None  # "The fee would be $30, charged to your saved card": still would
        if form == "past" and cl.opener in (",", "and", "or") and self._amount_first(words) and (
            not any(x in BE_FORMS or x in ("has", "have", "had", "been") for x in lows[:i])
        ) and self._prev_clause is not None and any(
            x.kind == "w" and (x.low in ("would", "could", "might") or (
                x.low in ("'d", "’d") and (
                    # ("it'd mean", not "she'd paid")
                    (nx := self._prev_clause.toks[xi + 1: xi + 2])
                    and (self.lex._lemma(nx[0].low) or ("", "base"))[1] == "base")))
            for xi, x in enumerate(self._prev_clause.toks)
        ):
            # "that would be $90 kept and $60 refunded": the sums of what would be
            # (not "your bank may take a few days, and £25 has been refunded")
            return None
        if k < 0 and form == "past" and cl.opener == "," and t.text.islower() and i + 1 < nw and (
            words[i + 1].kind == "w" and words[i + 1].text.islower()
            and lows[i + 1] not in _DETERMINERS and lows[i + 1] not in _PREPOSITIONS
            and lows[i + 1] not in _SUBJECT_WORDS and lows[i + 1] not in _HOLDERS
        ) and not self.lex._rank(concepts, nouns, lemma)[0]:
            return None  # "€90, shared kitchen on the ground floor": a feature in a list
        headline = (
            not perfect and not passive and k >= 0
            and (form == "past" or _same_participle(lemma))
            and self._headline(words, lows, i, k)
        )
        # light verbs take their meaning from a nominal object (a phrasal verb keeps
        # its own: "put together an email" wrote it, it did not send it)
        if (lemma in LIGHT_VERBS or lemma in ("add", "post", "send", "leave", "arrange")) and not (
            phrasal and concepts_of(phrasal)
        ):
            before = lows[max(0, i - 5): i] if (passive or headline) else []
            after: list[str] = []
            after_at: list[int] = []
            particle = False
            # ("gave the barn manager a quick call": whom, then the act, a word further)
            for at in range(i + 1, min(i + (8 if lemma == "give" else 6), nw)):
                x = lows[at]
                if x in _PREPOSITIONS:
                    if at == i + 1 and x in ("in", "through") and at + 1 < nw and (
                        lows[at + 1] in ARTICLES
                    ):
                        particle = True
                        continue  # "put in an order", "put through a payment": a particle
                    break
                after.append(x)
                after_at.append(at)
            own = concepts_of(lemma)
            # where each word of after + before sits in the clause
            spots = [*after_at, *range(i - len(before), i)]
            # "Reminder text scheduled for Monday" with schedule_reminder: the verb's
            # own tool's object is named, so a message noun beside it is no new act
            owned = bool(own) and any(
                noun_key(x) in self.lex._tools[ti].strong_nouns
                for x in after[:2] + before[-2:] for o in own
                for ti in self.lex._by_concept_name.get(o, ()))
            for x, at in zip([] if owned else after + before, [] if owned else spots,
                             strict=True):
                c = nominal_concept(x)
                if c == "call" and lemma not in ("give", "make") and x in ("ring", "buzz"):
                    c = None  # "ran the ring through CanalPlanAC": a canal ring, no call
                if c and self._modifier(words, at):
                    # "a replacement invoice was issued", "ran a booking search": a
                    # modifier, not the act
                    continue
                if c and own and any(
                    noun_key(x) in self.lex._tools[ti].strong_nouns
                    for o in own for ti in self.lex._by_concept_name.get(o, ())
                ):
                    break  # "a correction note was added" with add_correction: its own verb
                if c and c != READ_CONCEPT and (
                    self.lex._by_concept_name.get(c) or self.lex._by_concept_desc.get(c)
                ):
                    concepts = frozenset({c})
                    break
                if not c and not concepts and lemma in LIGHT_VERBS and (
                    lead := next((y for y in (x, noun_key(x))
                                   if ("~" + y) in self.lex._by_concept_name), "")
                ):
                    # "Hold placed" -> holdDate, "Two comps issued" -> comp_tickets
                    concepts = frozenset({"~" + lead})
                    break
                if c and c != READ_CONCEPT and lemma in LIGHT_VERBS and (
                    not concepts or particle) and (x in after[:3] or (
                        # "gave the client a heads-up": past one noun, articles aside
                        at in after_at[:4] and sum(
                            y not in ARTICLES for y in after[:after_at.index(at)]) <= 1) or (
                        # "gave the barn manager a quick call": whom, then "a" and the act
                        lemma == "give" and c in ("call", "message", "notify", "email")
                        and at in after_at[:8] and after_at.index(at) >= 2
                        and after[after_at.index(at) - 1] in ARTICLES | _BRIEF
                    )):
                    # "placed the order with Bellwether": the noun's action, which
                    # no tool may perform
                    concepts = frozenset({c})
                    break
                head = at + 1 >= nw or lows[at + 1] in _PREPOSITIONS or lows[at + 1] in (
                    _FINITE) or lows[at + 1] == "of"
                if (c in ("transfer", "message", "call", "print", "share")
                        and not concepts & {c}) or (c in ("pay", "refund") and head):
                    # "sent Miguel a $5 tip": what was sent is the act (the head
                    # noun, not "a payment reminder")
                    concepts = frozenset({c})
                    break
            if not concepts and lemma in ("leave", "put", "add", "post") and (makers := {
                ti for x in after[:4] for ti in self.lex._by_noun.get(noun_key(x), ())[:32]
                if noun_key(x) in _WRITTEN_MESSAGES and not self.lex._tools[ti].is_read
                and noun_key(x) in self.lex._tools[ti].strong_nouns
                and self.lex._tools[ti].name_concepts & {"add", "create"}
            }) and len(makers) == 1:
                # "I've also left a note on your order" beside add_order_note: that
                # tool's act
                concepts = frozenset(self.lex._tools[makers.pop()].name_concepts)
            if not concepts and lemma == "take" and (passive or headline or (
                    "from" in lows[i + 1: i + 6])) and self._sums_in(max(0, words[
                    max(0, i - 5)].start - 1), words[min(nw - 1, i + 5)].end) and not any(
                    x in ("off", "out") for x in lows[i + 1: i + 6]):
                # "£187.00 taken from the card on file", "Deposit: £1,140 taken ✅":
                # money taken is a charge (not "£20 taken off the bill")
                concepts = frozenset({"charge", "pay"})
            if not concepts and lemma in LIGHT_VERBS:
                # "Two comps have been issued": a noun that is a verb names the act
                for x, at in zip(after + before, spots, strict=True):
                    vc = concepts_of(noun_key(x)) - {READ_CONCEPT}
                    if x in ("ring", "buzz") and lemma not in ("give", "make"):
                        continue  # (a canal ring run through a planner: no call)
                    if vc and x not in _STOP_NOUNS and not self._modifier(words, at) and any(
                        self.lex._by_concept_name.get(c) for c in vc
                    ):
                        concepts = frozenset(vc)
                        break
            if not concepts and ("~" + lemma) in self.lex._by_concept_name:
                # "issued a meal voucher": the light verb is the action of a tool
                # named for it, when the object is that tool's own noun
                # ("Byes for the whole round have been issued": the subject, however long)
                objs = {noun_key(x) for x in after + (lows[:i] if before else [])}
                if any(self.lex._tools[ti].strong_nouns & objs
                       for ti in self.lex._by_concept_name["~" + lemma]):
                    concepts = frozenset({"~" + lemma})
        rest = i + 2 if phrasal and lows[i + 1: i + 2] == phrasal.split()[1:2] else i + 1
        began = bool(concepts) and concepts <= {"start", "play"} and (
            rest >= nw or lows[rest] in _PREPOSITIONS
        )
        if (passive or headline) and (lemma in _AFFIRM_VERBS or began or through):
            # "Enrolment confirmed", "Payment processed", "Backfill kicked off for
            # orders": the action the noun names
            # (what went through may be named further back: "The cancellation of the
            # rest of R-11 went through")
            for hi in range(i - 1, max(0, i - (8 if through else 4)) - 1, -1):
                head = words[hi]
                if through and hi == i - 1 and noun_key(head.low) in _MONEY_NOUNS and (
                    self._money_before(words, i)
                ):
                    # "The $35.00 membership fee went through": the fee was paid, whatever
                    # it was for
                    concepts, lemma = frozenset({"pay"}), "pay"
                    break
                act = self._action_noun(head)
                if act and not through and any(
                    not (td := self.lex._tools[ti]).is_read and act not in td.name_concepts
                    and noun_key(head.low) in td.strong_nouns
                    for ti in self.lex._by_noun.get(noun_key(head.low), ())[:32]
                ):
                    break  # "Withdrawal confirmed" beside bookWithdrawal: the thing it books
                if act:
                    concepts, lemma = frozenset({act}), act.lstrip("~")
                    break
            req = self.request
            if through and any(x.kind == "poss" and words[xi - 1].text[:1].isupper() and not (
                # ("Charge Jenna Park her dues" -> "Jenna Park's dues went through": the
                # act asked for, on her)
                req is not None and not req.question and req.asked & (
                    concepts | ({"pay", "charge"} if concepts & {"pay", "charge"} else set()))
                and _has_word(self._request_text.lower(), words[xi - 1].low))
                               for xi, x in enumerate(words[1:i], start=1)):
                concepts = frozenset()  # "Maria's cancellation went through": hers, not ours
            elif through and not concepts and self._money_before(words, i):
                concepts, lemma = frozenset({"pay"}), "pay"  # "$900.00 went through today"
        if concepts & {"add", "create", "schedule", "book"} and any(
            lows[m] in ("to", "on", "in", "into") and self._own_calendar(words, m + 1)
            for m in range(i + 1, min(nw, i + 6))
        ):
            concepts = frozenset({_EXTERNAL})  # "added both exams to your Outlook Calendar"
        if not concepts:
            return None
        if concepts & {"pay", "charge"} and not passive and not perfect and (
            cl.opener == "," and k < 0 and _TERMS_RE.search(" ".join(lows[i + 1:]))
        ):
            return None  # "It's $65 per guest, settled at the end of the tasting": terms
        if lemma == "confirm" and self.request is not None and self.request.verify:
            return None  # "Confirmed." for "Can you confirm?": the check's answer
        verified = lemma in ("confirm", "verify") and not passive and self._verified(
            lows, i, self._with_finding(t.end, end)
        )
        if verified:
            concepts = frozenset({READ_CONCEPT})
        # "checked" alone is a read; "check off / in" are actions (handled above)
        read = concepts <= {READ_CONCEPT}
        if read:
            if passive or (form == "past" and lows[i + 1: i + 2] == ["by"] and lows[i + 2: i + 3]
                           and lows[i + 2] not in ("me", "us", "myself") and (
                               lows[i + 2] not in _MEANS and lows[i + 2] not in _WEEKDAYS
                               and not lows[i + 2][:1].isdigit())):
                return None  # (also "Fairview Court, inspected by Phil Hart today": his)
            if lemma not in _READ_PAST_VERBS and not phrasal and not verified:
                return None
            if form == "base" and prev in ("have", "has") and not _same_participle(lemma) and (
                i >= 3 and lows[i - 2] in _SUBJECT_WORDS and lows[i - 3].isalpha()
                and lows[i - 3] not in _SENTENCE_OPENERS | _CONJ_SPLIT
            ):
                # "the tools I have look up our stock": had, then what they do (not
                # "I have read your invoices", nor "and I have look up" mistyped)
                return None
            if lows[i] == "read" and i == nw - 1 and i and words[i - 1].kind == "w" and (
                lows[i - 1] not in _SUBJECT_WORDS
            ):
                return None  # "Final meter read — booked ...": a reading, named as a label
            subj = self._subject(words, i, cl, prev_subject)
            if prev != "to":
                cl.subject = subj  # "He found a loose lock, adjusted it": he did both
            if subj != "agent":
                return None
            # "I checked with / on ..." about the user, "found it" is still a retrieval
            return _Claim(start, end, concepts, nouns, lemma=lemma, read=True, cues=cues)
        if (passive or headline or k < 0 or prev in _FIRST_PERSON) and self._dated(words, lows, i):
            return None  # "The minibar item was posted on the 3rd": history, not this turn
        if passive:
            if "had" in lows[max(0, k - 2): k] and "already" in lows[max(0, k - 2): i] and not (
                set(lows[:k]) & _FIRST_PERSON
            ) and self._failure_says(("already", lows[i])):
                # "the flowers for that week had already been bought" after a call
                # failed with "... already placed": what had been done before, the
                # reason the thing could not be done now
                return None
            if lows[k] == "'s" and k and lows[k - 1] in ("she", "he") and i + 1 < nw and (
                self._has_object(words, lows, i + 1, lemma)
            ):
                # "she's already cancelled Saturday": she has, a third party's act
                return None
            if self._historical(lows) or (
                prev in ("is", "are") and k >= 1 and "now" not in lows[k:i] and (
                    # ("18/009,441 is now queued": a change of this turn)
                    (prev == "are" and self._generic_subject(words, k)) or (
                        _NUMBER_RE.match(lows[0]) is not None
                        # "episodes 31 and 32 are unpublished": the last of a list of ids
                        and not self._listed_before(lows, words[0].start)
                    )
                )
            ):
                return None
            # "... from her phone", "via their app": a third party did it
            for xi in range(i + 1, nw - 1):
                if lows[xi] in _REASONS or (
                    lows[xi] in ("as", "and", "but", "so") and lows[xi + 1] in _CLAUSE_SUBJECTS
                ):
                    break  # ("refunded since he's using his own": a clause of its own)
                if lows[xi] == "to" and (
                    ((hit := verb_lemma(lows[xi + 1])) is not None and hit[1] == "base")
                    # "to collect them": an unknown word taking a pronoun or article
                    or (lows[xi + 1].isalpha() and words[xi + 1].text.islower()
                        and lows[xi + 2: xi + 3] and lows[xi + 2] in (
                            "them", "him", "her", "it", "you", "us", "the", "a", "an", "up"))
                ):
                    break  # ("booked to collect them from their hotel": the pickup's place)
                if lows[xi] in ("from", "on", "via", "using", "through") and lows[xi + 1] in (
                    "her", "his", "their"
                ) and not (lows[xi] == "on" and lows[xi + 2: xi + 3] and lows[xi + 2] in (
                    _CARD_WORDS
                )):
                    # (not "on his card": where a sum went)
                    return None
            if self._by_other(words, lows, i):
                return None
            if prev in ("gets", "get"):
                return None  # "the deposit gets charged at that point": what happens then
            if prev in ("is", "are") and "now" not in lows and _ROUTINE_RE.search(
                " ".join(lows[i + 1: i + 14])
            ):
                # "The gate code is texted to the owner on the morning of arrival":
                # what happens each time, at a point still to come
                return None
            # be-passive needs a past participle
            return _Claim(start, end, concepts, nouns | {noun_key(lemma)}, lemma=lemma, cues=cues,
                          strong=not self._timetable(lows, i, prev),
                          evidence=self._present_state(lows, k) or self._past_state(lows, i))
        if (headline or k < 0) and self._by_other(words, lows, i):
            return None  # "#7701: cancelled by you": what the user did
        if (headline or k < 0) and self.request is not None and self.request.advice:
            return None  # "how do you keep terms consistent?" "**Shared termbase** —": a label
        if headline and i and lows[i - 1].endswith("s") and (
            self.lex._lemma(lows[i - 1]) is None and any(x in _RULE_VERBS for x in lows[i + 2:])
        ) and not (i >= 2 and (  # a bare plural: not "Both rooms booked for you get ..."
            lows[i - 2] in _DETERMINERS or lows[i - 2] in ARTICLES or lows[i - 2] in _HOLDERS
            or lows[i - 2] in _COUNT_WORDS or _NUMBER_RE.search(lows[i - 2]) is not None
        )):
            # "cancellations made before Thursday get the fee back": things of a kind,
            # and what happens to them
            return None
        if headline or purpose:
            # an amount moved is an outcome ("- S-49010 — $40 refunded" under "Both
            # are cancelled:"), part of the act that moved it
            return _Claim(start, end, concepts, nouns | {noun_key(lemma)}, lemma=lemma, cues=cues,
                          agent=not (headline and self._amount_first(words)),
                          strong=not self._timetable(lows, i, prev),
                          evidence=self._after_comma(lows, i, t))
        if k < 0 and i == 0 and lemma in ("confirm", "verify") and _FACT_READ_RE.match(
            self.text, t.end, min(len(self.text), t.end + 200)
        ) and self._ok_reads():
            # "Confirmed — your June 9 test shows alkalinity at 7.1 dKH" after the
            # read: what the user said holds, by what a record shows; not an act
            return None
        subj = self._subject(words, i, cl, prev_subject)
        if subj == "agent" and k < 0 and (refl := next((m for m in range(i + 1, min(nw, i + 8))
                                                        if lows[m] in _REFLEXIVES), 0)) and not (
            # (not "Emailed it to Mrs Khan herself": a person stressed is the object)
            (words[refl - 1].text[:1].isupper() and lows[refl - 1] not in _WEEKDAY_NO
             and lows[refl - 1] not in _MONTHS) or noun_key(lows[refl - 1]) in _PEOPLE
        ):
            subj = "other"  # "... and moved your flea treatment himself": he did
        if k < 0 or not (_led_by_subordinator(lows, k) or (
            prev == "as" and k >= 2 and lows[k - 2] in BE_FORMS
        )):
            # (not "I moved things after her job finished": the clause is still mine;
            # not "T-12 has been closed as cancelled": the participle after a passive's
            # "as" has no subject of its own)
            cl.subject = subj
        if subj != "agent":
            return None
        if k < 0 or prev in _FIRST_PERSON or perfect:
            return _Claim(start, end, concepts, nouns | {noun_key(lemma)}, lemma=lemma, cues=cues,
                          agent=True, strong=not (k < 0 and self._timetable(lows, i, prev)),
                          evidence=self._after_comma(lows, i, t) if k < 0 else frozenset())
        return None

    def _with_finding(self, start: int, end: int) -> str:
        """The text from ``start`` to the clause end at ``end``, and on to the
        end of the line when a colon follows ("Leak confirmed at GS-4: ...")."""
        text = self.text
        head = text[end: end + 4].lstrip(" *_")
        if head.startswith(":"):
            nl = text.find("\n", end)
            return text[start: nl if nl >= 0 else len(text)][:300]
        if head.startswith(("—", "–")):
            # (or a dash: "Confirmed — crew A is first on at 06:00"), to its sentence end
            _, stop = self._sentence_at(end, end + 1)
            at = text.find(head[0], end)
            return (text[start: at] + ":" + text[at + 1: max(at + 1, stop)])[:300]
        return text[start:end]

    def _verified(self, lows: list[str], i: int, after: str) -> bool:
        """"Confirmed the problem", "verified that the rows are late",
        "Confirmed: all 24 tubes are in rack R-3": a finding checked, not a
        booking made. True when the verb's object is a clause or nothing a tool
        acts on. ``after`` is the text from the verb to the claim's end."""
        head, colon, tail = after.partition(":")
        if colon and len(_alnum_words(head)) <= 3 and "\n" not in head:
            # "Confirmed: all 18 are in C4", "Excursion confirmed on FR-2A: it
            # peaked at 11.2 °C": a head over the finding it checked
            rest = _alnum_words(tail.lower())
            if any(x in BE_FORMS for x in rest):
                return True  # a head over a stated finding
            for j, x in enumerate(rest):
                if x in _FIRST_PERSON:
                    break
                hit = self.lex._lemma(x)
                if (hit is not None and hit[1] == "past") or (
                    j and rest[j - 1] in ("it", "they", "he", "she") and x.endswith("ed")
                ):
                    return True  # "Confirmed: Maria Castillo e-filed it", "it peaked at"
        lex = self.lex
        for x in lows[max(0, i - 2): i]:
            # "Location confirmed": what a read tool reads, and nothing else acts on
            nn = noun_key(x)
            tools = [lex._tools[ti] for ti in lex._by_noun.get(nn, ())
                     if nn in lex._tools[ti].strong_nouns]
            if tools and all(td.is_read for td in tools):
                return True
        obj: list[str] = []
        for x in lows[i + 1: i + 5]:
            if x in _PREPOSITIONS or x in BE_FORMS:
                break
            if x not in _STOP_NOUNS:
                obj.append(noun_key(x))
        if lows[i + 1: i + 2] == ["that"] or (
            # "Confirmed it's overdue": a clause, the finding checked
            lows[i + 1: i + 2] and lows[i + 1] in ("it", "they", "he", "she", "there", "this")
            and lows[i + 2: i + 3] and (lows[i + 2] in BE_FORMS or lows[i + 2] in ("'s", "'re"))
        ):
            return True
        if not obj:
            return False
        return not any(
            not self.lex._tools[ti].is_read and nn in self.lex._tools[ti].strong_nouns
            for nn in obj for ti in self.lex._by_noun.get(nn, ())
        )

    @staticmethod
    def _by_other(words: list[_Tok], lows: list[str], i: int) -> bool:
        """Did someone else do it ("cancelled by you", "approved by the
        landlord", "voided by Dana")?"""
        nw = len(lows)
        for xi in range(i + 1, min(nw, i + 11)):
            if lows[xi] in ("and", "but", "so", "then", "i", "we", "which", "who"):
                break  # "archived in the eTMF by K. Lindqvist", not a later clause
            if lows[xi] == "by" and lows[xi - 2] == "as" and xi - 2 > i:
                break  # "renewed as requested by Dana": Dana asked, the agent did it
            if lows[xi] == "by" and xi + 1 < nw and lows[xi + 1] not in _WEEKDAYS and (
                lows[xi + 1] not in _MONTHS and lows[xi + 1] not in _MEANS
            ) and (
                words[xi + 1].text[:1].isupper() or lows[xi + 1] in (
                    "the", "your", "someone", "another", "them", "him", "her", "you"
                )
            ) and not (lows[xi + 1] == "the" and xi + 2 < nw and (
                lows[xi + 2] in _PERIODS or lows[xi + 2] in (
                    "end", "close", "start", "deadline", "next", "same", "latest"
                )
            )):
                return True
        return False

    def _after_comma(self, lows: list[str], i: int, t: _Tok) -> frozenset[str]:
        """A participle right after a comma tells about the noun before it
        ("`mx1.mailhost.net`, priority 10, created this morning"): its event,
        which a result may report."""
        if i or not self.text[max(0, t.start - 3): t.start].rstrip().endswith(","):
            return frozenset()
        return self._past_state(lows, i)

    @staticmethod
    def _past_state(lows: list[str], i: int) -> frozenset[str]:
        """The participle of a past event told about a thing ("the two bookings
        were cancelled", "..., created this morning"): a result that says it
        (``{"bookings_cancelled": 2}``) reports it; none for an event of this
        turn ("has just been cancelled", "is now cancelled", "I cancelled")."""
        before = set(lows[:i])
        if {"now", "just", "successfully", "i", "we"} & before:
            return frozenset()
        if lows[max(0, i - 2): i] == ["had", "been"]:
            # "the payout had been held for review": the state before this turn
            return frozenset({lows[i]})
        if "been" in before or (i and lows[i - 1] not in ("was", "were")):
            return frozenset()
        return frozenset({lows[i]})

    @staticmethod
    def _present_state(lows: list[str], be: int) -> frozenset[str]:
        """The words of a present state after the form of *be* at ``be``: the
        state ("is already paused" -> paused) and the value it is set to ("'s set
        to manual release" -> manual, release); none for a change of this turn
        ("is now paused", "has been paused")."""
        if be < 0 or lows[be] not in ("is", "are", "'s", "'re", "am") or {
            "now", "just", "successfully", "been"
        } & set(lows):
            return frozenset()
        j = be + 1
        while j < len(lows) and lows[j] in _STATE_ADVERBS:
            j += 1
        while j < len(lows) and (lows[j] in ("in", "on", "at", "with", "under") or (
            j > be + 1 and lows[j] in _DETERMINERS
        )):
            j += 1  # "is on hold" -> hold, "are in your inbox" -> inbox
        if j >= len(lows):
            return frozenset()
        out = {lows[j]}
        if lows[j + 1: j + 2] in (["to"], ["as"]) and lows[j] != "way":
            # (not "on its way to Chidi": where it goes, no value it holds)
            out.update(x for x in lows[j + 2: j + 5] if len(x) > 2 and x not in _STOP_NOUNS)
        return frozenset(out)

    def _dated(self, words: list[_Tok], lows: list[str], i: int) -> bool:
        """Is the verb at ``i`` dated to a past day ("posted on the 3rd", "sent on
        May 28", "Voided (Jan 9)", "closed last week", "paused since 1 March")?"""
        t = words[i]
        ls = self.text.rfind("\n", 0, t.start) + 1
        if _DATE_LED_RE.match(self.text, ls, t.start):
            return True  # "- **2024-11-30** — leak reported": an entry of a dated history
        after = self.text[t.end: t.end + 3]
        nxt = lows[i + 1: i + 6]
        if after.startswith((" (", "(")) and nxt and (
            nxt[0] in _MONTHS or nxt[0] in _WEEKDAYS or re.fullmatch(r"q[1-4]", nxt[0])
        ):
            return True
        if after.startswith((" (", "(")):
            # "Cancelled (you withdrew it on Nov 2, 2023)": dated inside the parenthesis
            inner = self.text[t.end: t.end + 80].split(")", 1)[0].lower()
            if any(re.search(r"\b" + m + r"\b", inner) for m in ("on", "since")) and any(
                re.search(r"\b" + m + r"\b", inner) for m in _MONTHS
            ):
                return True
        day = r"\d{1,2}(st|nd|rd|th)?"
        if (len(nxt) >= 2 and (
            (nxt[0] in _MONTHS and re.fullmatch(day, nxt[1]))
            or (re.fullmatch(day, nxt[0]) and nxt[1] in _MONTHS)
        )) or (nxt and re.fullmatch(r"\d{4}-\d{2}-\d{2}|(19|20)\d\d", nxt[0])):
            return True  # "posted 12 May", "shipped May 28", "closed 2024-03-01", "registered 2019"
        for k, x in enumerate(nxt[:3]):
            if x == "last" and k + 1 < len(nxt) and (nxt[k + 1] in (
                "week", "month", "year", "night", "time", *_WEEKDAYS
            ) or nxt[k + 1] in _MONTHS):
                return True
            if x == "in" and k + 1 < len(nxt) and (
                nxt[k + 1] in _MONTHS or re.fullmatch(r"(19|20)\d\d", nxt[k + 1])
            ) and not (self.request is not None and (lem := self.lex._lemma(lows[i])) is not None
                       and concepts_of(lem[0]) & self.request.asked):
                # "delivered in October", "opened in 2019": a past month's event (unless
                # the act was asked for: "cancel the May visit" -> "cancelled in May")
                return True
            if x not in ("on", "back", "since"):
                continue
            rest = [y for y in nxt[k + 1: k + 3] if y != "the"]
            if rest and (
                # "paused since 1 March", "since Monday": a state since a past day
                (x == "since" and (rest[0] in _WEEKDAYS or rest[0] in ("yesterday", "last")))
                or rest[0] in _MONTHS or re.fullmatch(r"\d{1,2}(st|nd|rd|th)", rest[0])
                or re.fullmatch(r"\d{1,4}[/.-]\d{1,2}([/.-]\d{1,4})?", rest[0])
                or (re.fullmatch(day, rest[0]) and rest[1:2] and rest[1] in _MONTHS)
            ):  # "on May 3", "on the 3rd", "on 3/5", "on 3 Apr"
                return True
            break
        return False

    @staticmethod
    def _timetable(lows: list[str], i: int, prev: str) -> bool:
        """"The next refill is scheduled for June 3": a timetable entry (data),
        not a scheduling this turn, unless marked fresh ("now", "just")."""
        lem = verb_lemma(lows[i])
        return (
            lem is not None and "schedule" in concepts_of(lem[0]) and prev != "been"
            and "for" in lows[i + 1: i + 3]
            and not {"now", "just", "successfully"} & set(lows)
        )

    @staticmethod
    def _historical(lows: list[str]) -> bool:
        """Past-time adverbials put a clause outside this turn ("in 1998",
        "two years ago", "yesterday")."""
        for j, x in enumerate(lows):
            if x == "ago" and j >= 2 and (lows[j - 1] in _MOMENTS or (
                lows[j - 1] in ("minutes", "mins") and lows[j - 2] in ("few", "couple", "two"))):
                continue  # "went out by email a moment ago": just now, this turn
            if x in ("ago", "yesterday", "formerly", "originally"):
                return True
            if len(x) == 4 and x.isdigit() and x[:2] in ("19", "20") and not (
                {"to", "until", "till", "through", "thru"} & set(lows[max(0, j - 3): j])
            ) and not (j and (lows[j - 1] in _YEAR_OWNERS or (
                # ("attach the 1921 death record", not "at the end of the 2023 season")
                lows[j - 1] in ("the", "this", "that")
                and lows[j + 1: j + 2] and lows[j + 1] not in _YEAR_TIMES))):
                # "in 1998", not a new end date ("extended to 12 August 2025"), nor
                # the year a thing is of ("Your 2023 return has been e-filed")
                return True
        return False

    @staticmethod
    def _generic_subject(words: list[_Tok], k: int) -> bool:
        """A bare plural subject with a present passive states a general rule
        ("Files in the trash are deleted after 30 days")."""
        first = words[0]
        if (
            first.kind == "w"
            and first.low.endswith("s")
            and not first.low.endswith("ss")
            and first.low not in _DETERMINERS
            and first.low not in _FIRST_PERSON
            and first.low not in ("this", "its", "yours", "us", "was", "is", "has")
        ):
            return True
        # "road closures are arranged separately": a bare plural noun phrase of
        # plain lowercase words (not "your tickets", "KB-7 and KB-8")
        np = words[:k]
        return 2 <= len(np) <= 3 and all(
            w.kind == "w" and w.text.isalpha() and (w.text.islower() or (
                m == 0 and w.text[1:].islower()))  # a capital that opens the sentence
            and w.low not in _DETERMINERS and w.low not in _STOP_NOUNS
            and w.low not in _COUNT_WORDS and w.low != "both"  # "Both shipments": these
            for m, w in enumerate(np)
        ) and np[-1].low.endswith("s") and not np[-1].low.endswith("ss")

    def _bullet_led(self, pos: int) -> bool:
        """Does the line start with a bullet or symbol right before ``pos``
        ("- ✉️ Agenda emailed", "✅ Invoice sent")?"""
        ls = self.text.rfind("\n", max(0, pos - 12), pos) + 1
        if ls == 0 and pos > 12:
            return False
        seg, numbered = _NUMBERED_RE.subn("", self.text[ls:pos], count=1)  # "1. **Gymbox**"
        return (bool(numbered) or bool(seg.strip())) and not any(c.isalnum() for c in seg)

    def _written_lower(self, word: str) -> bool:
        """Does the request write ``word`` in lower case, as a common noun?"""
        if self._lower_words is None:
            self._lower_words = frozenset(re.findall(r"\b[a-z]+\b", self._request_text))
        return word in self._lower_words

    def _opens_sentence(self, pos: int) -> bool:
        """Does ``pos`` start a sentence or a line (after markup and symbols)?"""
        before = self.text[max(0, pos - 40): pos].rstrip(" \t*_#>")
        return not before or before[-1] in ".!?:\n" or self._bullet_led(pos)

    def _amount_first(self, words: list[_Tok]) -> bool:
        """Does the clause open on an amount of money ("$41,250 charged")?"""
        return bool(words) and words[0].low.isdigit() and words[0].start > 0 and (
            self.text[words[0].start - 1] in "$€£¥"
        )

    def _headline(self, words: list[_Tok], lows: list[str], i: int, k: int) -> bool:
        """Headline passive: "Debit card frozen", "Refund issued", "Amex bill paid"
        (a bare noun phrase, no article or auxiliary, then a participle that
        takes no object)."""
        if k + 1 != i or i > 7:
            return False
        mark = max(0, words[0].start - 1)
        if i == 1 and _FIGURE_RE.fullmatch(lows[0]) is not None and (
                _figure(lows[0]) or 0) > 0 and self.text[mark: words[0].start] in (
                _CURRENCY_MARKS) and self._opens_sentence(mark) and not (
                self.request is not None and self.request.question) and lows[i + 1: i + 2] not in (
                ["off"], ["out"]):
            # "£187.00 charged to the card on file": a sum, then what befell it (not
            # "£64.50 charged on 2 March" in answer to "what did I pay?", nor a sum
            # "taken off")
            return True
        # "All 3 renewed", "Both paused" open a line or sentence ("3 tickets, all closed" is data)
        counted = lows[0] in ("all", "both") and self._opens_sentence(words[0].start)
        lead = 1 if lows[0].isdigit() else 0
        pp = -1  # "Refund request for order 5512 submitted": the head before "for"
        for xi, x in enumerate(words[:i]):
            if x.kind == "poss" and 0 < xi < i - 1:
                continue  # "Lena's Lab 3 grade updated to 92"
            if x.low in ("for", "of", "on") and pp < 0 and xi < i - 1 and (
                # ("Balance of £220 charged": the head before its amount)
                1 < xi or (xi == 1 and x.low == "of" and i == 3 and _FIGURE_RE.fullmatch(
                    lows[2]) is not None and self.text[words[1].end: words[2].start].strip("* ")
                    in _CURRENCY_MARKS)
                # "Certificate for FL-91102 sent": one noun, then the id it is for
                or (xi == 1 and x.low in ("for", "on") and i - xi <= 3 and any(
                    _is_code(y.text) for y in words[xi + 1: i]))
            ) and (
                words[xi - 1].kind == "w" and words[xi - 1].low not in _STOP_NOUNS
            ):
                pp = xi
                continue
            if xi == lead and x.low == "the" and i - xi > 1 and self._bullet_led(x.start) and (
                not any(y in _FINITE for y in lows[i + 1:])
            ):
                continue  # "2. The flagged intro replaced with yours": a list item's headline
            if counted and x.kind == "w" and (
                xi == 0 or x.low.isdigit() or x.low in _COUNT_WORDS
            ):
                continue
            if x.kind != "w" or x.low in ARTICLES or x.low in _DETERMINERS:
                return False
            if x.low in _FIRST_PERSON or x.low in ("you", "he", "she", "they", "it", "who"):
                return False
            if x.low in _INDEFINITE_PRONOUNS:
                return False  # "someone reported it at 6:02": a person did, in the past
            if (x.low in _STOP_NOUNS and not (
                # "Down payment posted": a particle that opens a compound noun
                x.low in ("down", "back") and xi < i - 1 and self.lex._lemma(lows[xi + 1]) is None
            )) or x.low in _NEGATIONS:
                return False
            lem = self.lex._lemma(x.low)
            if lem is not None and lem[1] == "past" and not (
                # an adjective inside the noun phrase: "1 checked bag added", or
                # opening it: "Updated invoice emailed over"
                0 < xi < i - 1 or (xi == 0 and i > 1 and words[1].kind == "w"
                                   and (self.lex._lemma(lows[1]) or ("", ""))[1] != "past"
                                   and lows[1] not in _PREPOSITIONS)
            ):
                return False
        head = words[i - 1] if pp < 0 else words[pp - 1]
        if pp < 0 and i >= 2 and (head.low.isdigit() or _is_code(head.text)) and (
            words[i - 2].kind == "w" and words[i - 2].text[:1].isupper()
        ):
            head = words[i - 2]  # "Pipeline #7731 started": the noun before its number
        hk = noun_key(head.low)
        # a capital on the first word only marks the start of a line
        first_cap = (
            (i == 1 or (i == 2 and words[0].low.isdigit()))  # "2. Chromatograms attached"
            and head.text[:1].isupper() and head.text[1:].islower()
            and self._bullet_led(head.start)
        )
        line_end = self.text.find("\n", words[i].end)
        rest = self.text[words[i].end: line_end if line_end >= 0 else len(self.text)]
        nounish = (
            head.text.islower() or nominal_concept(head.low) is not None or hk in self.lex._by_noun
            or _is_code(head.text)  # "B-77 registered", "INV-3340 voided"
            # "$41,250 charged to the Visa": an amount (a table's cell is data, unless
            # the act is the one asked for: "| Payment | $48 charged to card on file |"
            # after "charge her the $48")
            or (head.low.isdigit() and self._amount_first(words) and (
                not self.text.startswith("|", self.text.rfind("\n", 0, head.start) + 1) or (
                    self.request is not None and not self.request.question
                    and (pl := self.lex._lemma(words[i].low)) is not None
                    and concepts_of(pl[0]) & self.request.asked
                    # (not rows a read returned, nor dated rows of a history or a plan)
                    and not self._ok_reads() and not _DATED_ROW_RE.search(
                        self.text, self.text.rfind("\n", 0, head.start) + 1,
                        max(self.text.find("\n", head.start), head.start) if (
                            self.text.find("\n", head.start) >= 0) else len(self.text)))))
            # "3. Dr. Patel notified ✔": a participle closing a ticked line is a passive
            or (i + 1 == len(words) and any(c in _DONE_MARKS for c in rest)
                and not any(c.isalnum() for c in rest))
        )
        # "Fitters booked for the 9th" after "book the fitters": a plural that opens
        # its sentence, and that the user writes in lower case, is a common noun
        # (then read like a capital on a list item: "Parents emailed to say" is theirs)
        common = not nounish and (
            i == 1 and head.text[:1].isupper() and head.text[1:].islower()
            and head.low.endswith("s") and (first_cap or self._opens_sentence(head.start))
            and self._written_lower(head.low))
        if not (nounish or first_cap or common
                or (counted and (head.low in ("all", "both") or head.low.isdigit()
                                 or head.low in _COUNT_WORDS))):
            return False
        j = i + 1
        verb = self.lex._lemma(words[i].low)
        if j < len(words) and verb is not None and concepts_of(verb[0] + " " + words[j].low) and (
            words[j].low in ("off", "up", "out", "down", "back", "over")
        ):
            j += 1  # "Backfill kicked off for orders": the verb's particle
        if j < len(words) and any(
            c in _DONE_MARKS or c == "\n" for c in self.text[words[j - 1].end: words[j].start]
        ):
            # "B-77 registered ✅ (10-year warranty)": the tick closes it, as does the
            # end of its line
            j = len(words)
        if j < len(words):
            nx = words[j]
            if nx.kind in ("q", "code", "poss"):
                return False
            # "Email sent letting him know it's set": what it did, in an -ing clause
            ing_clause = nx.low.endswith("ing") and (nx.low in _MESSAGE_INGS or (
                (ing := verb_lemma(nx.low) or self.lex._lemma(nx.low)) is not None
                and ing[1] == "ing"))
            about = nx.low in ("about", "re", "regarding") and j + 1 < len(words) and (
                # ("Team channel: heads-up posted about the later start": what it was
                # about, after a label or on a ticked line, "✅ All 11 students
                # emailed about the new room"; not "issued about 3 days ago")
                words[j + 1].low not in ("a", "an", "half") and not _NUMBER_RE.search(
                    words[j + 1].low)
            ) and (":" in self.text[max(0, words[0].start - 4): words[0].start]
                   or self._ticked_headline(words[0].start, line_end))
            if nx.kind == "w" and nx.low not in _PREPOSITIONS and not about and (
                not _NUMBER_RE.search(nx.low)
            ) and not ing_clause:
                return False
            if nx.kind == "w" and nx.start > 0 and self.text[nx.start - 1] == "#":
                return False  # "dkowal merged #412": an object follows, a sentence
            if verb is not None and verb[0] in _TALLY_VERBS and self._counted_object(words, j):
                # "Saturday's shift logged 6 hours": a tally of what the thing did,
                # its counted object follows
                return False
            if nx.kind == "w" and _is_code(nx.text):
                return False
            if common and nx.low == "by" and not self._ticked_headline(head.start, line_end):
                return False  # "Guests cancelled by phone on Thursday": they did
            if nx.low == "to" and j + 1 < len(words) and (
                words[j + 1].low in _REPORT_VERBS or words[j + 1].low in ("ask", "complain")
                or (common and (after := self.lex._lemma(words[j + 1].low)) is not None
                    and after[1] == "base")
            ):
                return False  # "Parents emailed to say ...": they wrote
            if first_cap and not nounish and not common:
                # "Maya emailed to say ..." is a person; "Agenda emailed to Leo" a headline
                if nx.low == "by" and j + 1 < len(words) and words[j + 1].low in _MEANS:
                    return True  # "• Owner notified by text ✔": the means it went by
                if nx.low not in ("to", "into", "onto") or j + 1 >= len(words):
                    return False
                after = self.lex._lemma(words[j + 1].low)
                if after is not None and after[1] == "base" and words[j + 1].text.islower():
                    return False  # "Maya emailed to say": a verb, not "to ELN entry"
        elif first_cap and not nounish:
            # "- Gymbox blocked": a transitive verb with no object is a passive;
            # "- Maya emailed" may be Maya writing in
            lem = self.lex._lemma(words[i].low)
            if lem is not None and lem[0] in _INTRANSITIVE_TOO:
                # a tick before it says the agent did it: "✅ Pothole reported"
                ls = self.text.rfind("\n", 0, head.start) + 1
                return any(c in _DONE_MARKS for c in self.text[ls: head.start])
            return lem is not None
        return True

    def _ticked_headline(self, start: int, line_end: int) -> bool:
        """Does a tick open the line of the headline at ``start``, with nothing
        but marks or a list number before it ("✅ All 11 students emailed about
        …"), or follow it in its part of the line ("… re the new studio ✅
        (9:02)")? Not a tick of another item ("Minibus booked ✅ — 3 parents
        emailed re lunches", "…; Jo's question ✔️ answered")."""
        ls = self.text.rfind("\n", 0, start) + 1
        le = line_end if line_end >= 0 else len(self.text)
        # (a list number may open it: "2. ✅ All 8 riders emailed …")
        lead = _LINE_LEAD_RE.match(self.text, ls, start)  # (stops at the first letter)
        if lead is not None and lead.end() == start and any(
            c in _DONE_MARKS for c in lead.group()
        ):
            return True
        # a tick after the headline's start, on its line ("… studio ✅ (9:02)")
        marks = self._marks_of.get(ls)
        if marks is None:
            marks = self._marks_of[ls] = [
                k for k in range(ls, le) if self.text[k] in _DONE_MARKS][:64]
        # (in its own part of the line: not "Riders emailed about parking; Jo's
        # question ✔️ answered")
        return bool(marks) and marks[-1] > start and not _LINE_PARTS_RE.search(
            self.text, start, marks[-1])

    @staticmethod
    def _counted_object(words: list[_Tok], j: int) -> bool:
        """A number then a plural noun at ``j``: "logged 6 hours", "recorded
        40 stops" (not "shipped 14 Nov"; "2 days ago" is a date, read as such)."""
        if j + 1 >= len(words) or not words[j].low.isdigit():
            return False
        unit = words[j + 1]
        return (unit.kind == "w" and unit.text.isalpha() and unit.text.islower()
                and unit.low.endswith("s"))

    def _with_items(
        self, lows: list[str], i: int, nouns: set[str], start: int, end: int, cues: list[str]
    ) -> _Claim | None:
        """"<container> is live / set up with 10 tracks": the items were added."""
        nw = len(lows)
        for j in range(i + 1, nw - 1):
            if lows[j] != "with":
                continue
            for x in lows[j + 1: j + 5]:
                nn = noun_key(x)
                for ti in self.lex._by_noun.get(nn, ()):
                    td = self.lex._tools[ti]
                    if (td.name_concepts | td.desc_concepts) & {"add"} and td.containers & nouns:
                        return _Claim(start, end, frozenset({"add"}), nouns, explicit=ti,
                                      cues=cues)
            break
        return None

    def _caused(self, words: list[_Tok], lows: list[str], i: int, nouns: set[str], start: int,
                end: int, cues: list[str]) -> _Claim | None:
        """"got" at ``i`` with an object and then a participle of an act ("got you
        booked in", "got Sam's refund approved"): the agent had it done. The claim
        of that act, or None."""
        if self._neg_or_modal(words, i) or (i and not _FIRST_PERSON & set(lows[max(0, i - 3): i])):
            return None  # (the agent's: not "the Hendersons have got a trailer booked")
        for j in range(i + 2, min(len(lows), i + 6)):
            if lows[j] in ("you", "i", "we", "he", "she", "they", "it", "that", "which"):
                return None  # "got the photos you sent": what someone else did
            lem = self.lex._lemma(lows[j])
            if lem is None or lem[1] != "past":
                if lows[j] in _PREPOSITIONS or lows[j] in _FINITE:
                    return None
                continue
            concepts = concepts_of(lem[0]) - {READ_CONCEPT}
            if not concepts:
                return None
            return _Claim(start, end, frozenset(concepts), nouns, lemma=lem[0], cues=cues,
                          agent=True)
        return None

    def _container_tool(self, word: str, undo: bool) -> int | None:
        """The one tool that puts things into the container ``word`` names ("Send
        a document to the print queue"), or with ``undo`` the one that takes
        them out of it ("Cancel a queued print job")."""
        k = noun_key(word)
        into = [ti for ti in self.lex._containers.get(k, ())[:16]
                if not (td := self.lex._tools[ti]).is_read
                and not (td.name_concepts | td.desc_concepts) & _UNDOING]
        if not into:
            return None
        if not undo:
            return into[0] if len(into) == 1 else None
        marks = {k, noun_key(word + "d"), noun_key(word + "ed"), word + "d", word + "ed"}
        out = [ti for ti, td in enumerate(self.lex._tools[:256])
               if not td.is_read and (td.name_concepts | td.desc_concepts) & _UNDOING
               and (td.strong_nouns | td.weak_nouns) & marks]
        return out[0] if len(out) == 1 else None

    def _asked_to_send(self, words: list[_Tok], j: int) -> bool:
        """Is the noun phrase at ``j`` ("the gate code") what the user asked to have
        sent ("text the driver the gate code")?"""
        req = self.request
        if req is None or not req.asked & (_CHANNELS | {"send", "message", "email"}):
            return False
        head = ""
        for k in range(j, min(len(words), j + 4)):
            x = words[k].low
            if k == j and x in ("the", "a", "an", "your", "her", "his", "their"):
                continue
            if words[k].kind != "w" or not x.isalpha() or x in _PREPOSITIONS or x in (
                    BE_FORMS) or x in _FINITE or x in ("now", "too", "already", "and"):
                break
            head = x
        return len(head) > 2 and head not in _STOP_NOUNS and re.search(
            r"\b(?:" + _SEND_VERBS + r")\b[^.?!\n]{0,60}\b" + re.escape(head) + r"\b",
            self._request_text[:2000], re.I) is not None

    def _message_head(self, words: list[_Tok], j: int, papers: bool = False) -> bool:
        """Does a message (or, with ``papers``, a paper: "the estimate") head the
        noun phrase at ``j`` ("heads-up", "the Saturday night-pick notice"),
        ending it (not "the email address on file")?"""
        for k in range(j, min(len(words), j + 4)):
            x = words[k].low
            if noun_key(x) in _WRITTEN_MESSAGES or x in _NOTICES - {"update", "word", "note"} or (
                papers and noun_key(x) in _PAPER_KINDS
            ):
                nxt = words[k + 1] if k + 1 < len(words) else None
                # (not "the referral letter from your GP", "the email on file": had from
                # someone else, or kept)
                return nxt is None or (nxt.low not in ("from", "on") and (
                    nxt.low in _PREPOSITIONS or nxt.low in (
                        "and", "now", "already", "about", "regarding", "re", "for", "with")
                    or self.text[words[k].end: nxt.start].strip() != ""))
            if self.lex._lemma(x) is not None or x in _STOP_NOUNS:
                return False
        return False

    def _bare_head(self, lows: list[str], i: int, start: int) -> bool:
        """Do one to three plain nouns, and nothing else, open the clause at
        ``start`` before ``i`` ("Notice" in "Notice out to all 14 coaches",
        "Spare battens" in "Spare battens on order"), with no condition before it
        in its sentence ("once you approve, notice out to all 30 parents")?"""
        if not 1 <= i <= 3 or not all(
            self.lex._lemma(x) is None and x not in _SUBJECT_WORDS and x not in _STOP_NOUNS
            for x in lows[:i]
        ):
            return False
        before = self.text[max(0, start - 200): start]
        ss = max(before.rfind(". "), before.rfind("\n"), before.rfind("? "), before.rfind("! "))
        return not any(w in _SUBORDINATORS for w in _alnum_words(before[ss + 1:].lower()))

    def _now_timed(self, words: list[_Tok], lows: list[str], i: int) -> str | None:
        """Does "now" at ``i`` lead a verb of when a thing happens, in the present,
        then a time or a day ("now lands at 10:00", "is now moving to Friday"),
        when the user asked for a change or the sentence says what it replaced?
        The verb, as a lemma, or None."""
        nw = len(lows)
        if i + 1 >= nw or self._neg_or_modal(words, i) or lows[i - 1] in (
            _FIRST_PERSON | {"you", "there", "who", "which", "that"}):
            return None
        # the verb's stem by its ending alone ("lands", "is now moving"; the
        # lemmatiser would read "removes" as "moves")
        v = lows[i + 1]
        if lows[i - 1] in ("is", "are", "'s", "'re") and v.endswith("ing"):
            base = next((b for b in (v[:-3], v[:-3] + "e", v[:-4]) if b in _TIMED_VERBS), "")
        elif v.endswith("s") and lows[i - 1] not in BE_FORMS:
            base = next((b for b in (v[:-1], v[:-2]) if b in _TIMED_VERBS), "")
        else:
            return None
        if not base:
            return None
        timed = any(
            a in ("at", "on", "to", "from", "for", "until") and (
                b[:1].isdigit() or b in _WEEKDAYS or b in _MONTHS
                or b in ("noon", "midday", "tomorrow", "tonight"))
            for a, b in itertools.pairwise(lows[i + 2: i + 7]))
        if not timed:
            return None
        # (a change asked for, not a booking: "the ferry now lands at 9:10" after one)
        s, e = self._sentence_at(words[i].start, words[i].end)
        asked = self.request is not None and "update" in self.request.asked
        return base if asked or _has_word(self.text[s:e].lower(), "instead") else None

    def _people_before(self, words: list[_Tok], lows: list[str], i: int) -> bool:
        """Is what comes before word ``i`` people ("you", "You and Maya", "both of
        you", "Mr Chen")?"""
        if not 0 < i <= 5:
            return False
        people = False
        for x in words[:i]:
            if x.low in ("you", "we", "he", "she", "they"):
                people = True
            elif x.low in ("and", "both", "of", "all", "mr", "mrs", "ms", "dr", "."):
                continue
            elif x.kind == "w" and x.text[:1].isupper() and x.text[1:].islower() and (
                x.low not in _STOP_NOUNS and x.low not in self.lex._by_noun
            ):
                people = True
            else:
                return False
        return people

    def _attended_after(self, words: list[_Tok], lows: list[str], j: int) -> list[str]:
        """The words of a noun phrase after word ``j`` that ends on a thing people
        attend ("Saturday's sorting shift", "the 2:30 PM Friday shuttle"), or []."""
        seen: list[str] = []
        for x in words[j: j + 7]:
            if x.kind == "w" and (x.low in _PREPOSITIONS or x.low in _FINITE):
                return []
            if x.kind == "w":
                seen.append(noun_key(x.low))
                if seen[-1] in _ATTENDED:
                    return seen
        return []

    def _state_claim(
        self,
        words: list[_Tok],
        lows: list[str],
        i: int,
        nouns: set[str],
        start: int,
        end: int,
        cues: list[str],
        now: bool = False,
    ) -> _Claim | None:
        """Resultative states after a form of *be*: "is gone", "are on", "is now due
        Friday"; with ``now``, after "now has/have": "now have fresh certificates"."""
        if self._neg_or_modal(words, i) or (i + 1 < len(words) and lows[i + 1] in _NEGATIONS):
            return None  # "I wasn't able to pull the listing just now"
        if lows[i] in ("is", "are", "'s", "'re") and _after_subordinate(lows, i):
            return None  # "holds lapse 15 minutes after they're placed": whenever that is
        nw = len(words)
        j = i + 1
        back = False
        while j < nw and lows[j] in (
            "now", "all", "both", "also", "already", "officially", "still", "back"
        ):
            if lows[j] == "now":
                now = True
            back = back or lows[j] == "back"
            if lows[j] == "still":
                return None
            j += 1
        if j >= nw:
            return None
        if lows[i] == "'s" and i and lows[i - 1] in ("she", "he") and j + 1 < nw and (
            (lem := self.lex._lemma(lows[j])) is not None and lem[1] == "past"
        ) and self._has_object(words, lows, j + 1, lem[0]):
            # "she's already cancelled Saturday": she has, a third party's act, not a
            # state of a record (but "she's booked on the 10am" is one)
            return None
        if lows[j: j + 3] in (["up", "and", "running"], ["up", "and", "live"]):
            j += 2  # "Machine 7's wash is up and running": running
        w = lows[j]
        if "worth" in lows[j: j + 2]:
            return None  # "it's also worth telling the client now": advice, nothing done
        if self.request is not None and w in self.request.states:
            # "Your hold is in!" for "can you check if my hold is in?": the answer
            return _Claim(start, end, frozenset({READ_CONCEPT}), nouns, read=True, cues=cues)
        if ((now and lows[j: j + 3] == ["on", "hold", "for"]) or lows[j: j + 3] == [
            "on", "hold", "under"  # "on hold under Carol's name": held for her
        ]) and not (
            self.request is not None and self.request.question
        ):
            # "the doublet is now on hold for Riverside Players": held for them, a
            # reservation made this turn (not "on hold pending payment": paused)
            return _Claim(start, end, frozenset({"book"}), nouns | {"hold"}, lemma="hold",
                          cues=cues)
        if j + 1 < nw and lows[j + 1] == "now":
            now = True
        # (up to a modal or "if": "due at check-in (or I can put it on a card now)")
        said_now = list(itertools.takewhile(lambda x: x not in _MODALS and x != "if", lows[j:]))
        if i + 1 < nw and any(x == "now" and lows[j + k - 1] not in ("right", "for", "as")
                              for k, x in enumerate(said_now)):
            now = True  # not "right now", "for now": the state at present, not a change
        if i > 0 and lows[i - 1] == "there":
            now = False  # "there are three slips open now": what exists, not a change
        if not now and self._dated(words, lows, j):
            return None  # "has been paused since 1 March": a state from before this turn
        subj_nouns = {noun_key(x.low) for x in words[:i] if x.kind == "w"
                      and x.low not in _STOP_NOUNS}
        if w in ("down", "set") and lows[j + 1: j + 2] == ["for"] and i > 0 and (
            lows[i - 1] in ("you", "we", "she", "he", "they") or words[i - 1].text[:1].isupper()
        ) and not _KNOWING & set(lows[:i]):  # ("so he knows you're set for Friday": told)
            # "you're now down for Wednesday at 3", "you're set for the next opening",
            # "Maya's all set for the Junior Dinghy camp": booked in, by the tool that
            # books, schedules or enrols in what the clause names
            concepts = frozenset({"book", "schedule", "subscribe"})
            elig, _ = self.lex._rank(concepts, nouns, "")
            named = {noun_key(x) for x in lows[j + 2: j + 7]}
            owners = {ti for nn in named for ti in self.lex._by_noun.get(nn, ())[:32]
                      if not self.lex._tools[ti].is_read and nn in self.lex._tools[ti].strong_nouns}
            if owners and not owners & set(elig):
                elig = []  # "down for Sunday's grooming": a thing another tool adds
            # (not "down for both sessions": what is held, counted)
            if elig and lows[j + 2] not in _COUNT_WORDS and lows[j + 2] not in (
                "both", "all") and (_timed(lows[j + 2: j + 6]) or any(
                named & (self.lex._tools[ti].strong_nouns | self.lex._tools[ti].weak_nouns)
                for ti in elig if not self.lex._tools[ti].is_read
            )):
                done = self._call_naming(_hard_ids(cues), read=False, limit=50)
                if done is not None and (tool := self._tool_at(done)) is not None and (
                    # (a call that booked, scheduled or moved it, not one that cancelled it)
                    self.lex._tools[tool].name_concepts & {"book", "schedule", "subscribe",
                                                           "update"}
                ):
                    # "Priya's all set for Friday at 1 pm (A-6088)" after a move of
                    # A-6088: where that call put her
                    return _Claim(start, end, frozenset(self.lex._tools[tool].name_concepts),
                                  nouns, cues=cues, explicit=tool)
                if self._set_by_asked(concepts, elig):
                    return None
                return _Claim(start, end, concepts, nouns, cues=cues)
        if (w in _STATUS_SUCCESS or w in _COMPLETE_STATES) and not self._timetable(
            lows, j, lows[i]
        ) and not any(x in ("once", "whenever") for x in lows[j + 1:]) and not (
            self._by_other(words, lows, j)  # "the transfer is processed by the DMV"
        ):
            # (not "the refund is issued once the warehouse has it")
            for xk, x in enumerate(words[:i]):
                c = self._action_noun(x)
                if c and not self._modifier(words, xk):
                    return _Claim(start, end, frozenset({c}), nouns, cues=cues)
        if w == "off" and (j + 1 == nw or lows[j + 1] in _DETERMINERS or lows[j + 1] in (
            _HOLDERS) or _is_code(words[j + 1].text) or lows[j + 1].isdigit()) and not (
            self.lex._rank(_RESULT_STATES["off"], nouns, "")[0]
        ):
            # "HIST 1500 is off", "the side chairs are off the order": taken off, where
            # nothing is switched, by the tool that drops, removes or cancels
            # ("the porch lights are off": nothing any tool takes off)
            taken = frozenset({"delete", "cancel", "unsubscribe"})
            elig, _ = self.lex._rank(taken, nouns, "")
            if any(not (td := self.lex._tools[ti]).is_read and (
                td.strong_nouns | td.weak_nouns | td.containers) & nouns for ti in elig):
                return _Claim(start, end, taken, nouns, cues=cues)
        if w in _RESULT_STATES and not (
            w in ("on", "off", "open") and j + 1 < nw and lows[j + 1] not in ("now", "again")
        ) and not (w == "gone" and (
            (j + 1 < nw and lows[j + 1] in (
                "home", "to", "for", "out", "back", "ahead", "off", "with", "into", "up", "down",
                "over", "through"))  # "Zoe's gone home with her dad": left, not deleted
            or lows[j - 1] == "already"  # "the 9:00 slot was already gone": taken
            or subj_nouns & _OPENINGS
            # "7:00 was gone", "the 11am's gone": a time, taken by someone
            or (i > 0 and all(x.low.isdigit() or x.low in ("am", "pm", "the", "'s")
                              or x.low in _WEEKDAYS or _CLOCK_RE.fullmatch(x.low) is not None
                              for x in words[:i])))
        ) and not (w == "out" and j + 1 < nw and lows[j + 1] in (
            "of", "for", "to", "sick", "today", "until", "till", "there", "on", "in", "at"
        ) and not _to_recipients(words, j + 1)):
            if j and lows[j - 1] == "'s" and j + 1 < nw and lows[j + 1] in self.lex._by_noun:
                return None  # "check a ride's live status": whose status, not "is live"
            concepts = _RESULT_STATES[w]
            if w == "active" and ("now" in lows[:j] or (
                self.request is not None and self.request.asked & {"add", "subscribe"}
            )):
                # "Breakdown cover is now active", "Your Gold plan is active ✅" after
                # "subscribe me to the Gold plan": added
                concepts = concepts | {"add", "subscribe"}
            if back and w in _BACK_STATES:
                concepts = concepts | _RESTORED  # "Automation is back on": resumed
            if w in _STATE_NEEDS_NOUN:
                elig, _ = self.lex._rank(concepts, subj_nouns | nouns, "")
                good = [ti for ti in elig if (self.lex._tools[ti].strong_nouns
                                              | self.lex._tools[ti].weak_nouns) & (
                    subj_nouns | nouns)]
                if not good:
                    return None
                if w == "out":
                    # "Both subawards are out": out as the fitting tool puts them
                    concepts = concepts & frozenset().union(*(
                        self.lex._tools[ti].name_concepts | self.lex._tools[ti].desc_concepts
                        for ti in good)) or concepts
            if concepts & {"create"}:
                wi = self._with_items(lows, j, nouns, start, end, cues)
                if wi is not None:
                    return wi
            return _Claim(start, end, concepts, nouns, cues=cues,
                          strong=not self._timetable(lows, j, lows[i]))
        # "Your refill request is in", "You're in!": submitted / admitted
        # "Plan's in place for A-30481": set up, as "in" is submitted
        in_place = w == "in" and lows[j + 1: j + 2] == ["place"] and i > 0 and not (
            {"already", "still"} & set(lows[:j]))
        # "You're in at Prep 3, Saturday 5:00", "You're in for Thursday at 6", "Mr Chen
        # is in for Thursday at 2", "she's in with Marco on Tuesday": admitted
        person = w == "in" and 0 < i <= 3 and (
            (i == 1 and lows[0] in ("you", "he", "she", "they"))
            or all((x.text[:1].isupper() and x.low not in _STOP_NOUNS
                    and x.low not in self.lex._by_noun) or (0 < n < i - 1 and x.low == "and")
                   for n, x in enumerate(words[:i])))
        # (only "you" is in "at" a time: "Chen is in at 2" may be his hours)
        in_at = person and lows[j + 1: j + 2] in (["for"], ["with"], ["at"] if lows[0] == "you"
                                                  else ["for"]) and (
            _timed(lows[j + 2: j + 6]) or any(
                x.text[:1].isupper() for x in words[j + 2: j + 4] if x.kind == "w"))
        if w == "in" and (j == nw - 1 or in_place or in_at) and i > 0:
            if person and (in_at or (lows[i - 1] == "you" and i == 1) or (
                # "Leo's in! 🐸" after "sign leo up for tuesday tadpoles": the one
                # the user asked to have put on it
                j == nw - 1 and self.request is not None
                and self.request.asked & {"subscribe", "book"}
                and not {"already", "still"} & set(lows[:j])
                and all(_has_word(self._request_low, x) for x in lows[:i] if x != "'s")
            )):
                concepts = frozenset({"subscribe", "book"})
                elig, _ = self.lex._rank(concepts, nouns, "")
                if elig:
                    return _Claim(start, end, concepts, nouns, cues=cues)
                return None
            concepts = frozenset({"submit", "send", "order", "book", "pay", "transfer"} | (
                {"create", "schedule"} if in_place else set()))
            elig, _ = self.lex._rank(concepts, subj_nouns, "")
            if any(self.lex._tools[ti].strong_nouns & subj_nouns for ti in elig):
                return _Claim(start, end, concepts, nouns, cues=cues)
            # "Both amendments are in": filed by the tool whose act the noun names
            acts = {nominal_concept(x) for x in subj_nouns} - {None, READ_CONCEPT}
            fits = sorted({ti for a in acts for ti in self.lex._by_concept_name.get(str(a), ())
                           if not self.lex._tools[ti].is_read})
            if not fits and (maker := self._maker_of(subj_nouns)) is not None:
                fits = [maker]  # "Reyes's round 6 bye is in": by the one tool that makes it
            if len(fits) == 1:
                return _Claim(start, end, frozenset(self.lex._tools[fits[0]].name_concepts),
                              nouns, explicit=fits[0], cues=cues)
            return None
        if w in ("on", "off") and self._people_before(words, lows, i) and (
            self.request is not None and self.request.asked
        ) and not _KNOWING & set(lows[:i]) and (
            event := self._attended_after(words, lows, j + 1)
        ) and not any(event[-1] in _alnum_words(self._request_low[m.end(): m.end() + 40])
                      for m in _USER_ON_RE.finditer(self._request_low[:2000])) and (
            self._call_naming(_hard_ids(cues), read=True, limit=50) is None
        ):
            # "You and Maya are both on Saturday's 9–12 sorting shift", "you're off
            # Thursday evening's shift": put on it (or taken off) as asked; on a thing
            # no registered tool holds ("both on the 2:30 shuttle"), by none of them
            # (not "You're on the 2:30 shuttle" after "I'm on the 2:30 shuttle", nor
            # "You and Sam are on the same flight, BA117" after a read returned BA117)
            held = any(not td.is_read and set(event) & (
                td.strong_nouns | td.weak_nouns | td.containers) for td in self.lex._tools[:256])
            return _Claim(start, end, frozenset(
                ({"subscribe", "book", "add"} if w == "on" else {"cancel", "delete", "unsubscribe"})
                if held else {_EXTERNAL}), nouns, cues=cues)
        # "Both are on the calendar", "it's on the books": scheduled or booked
        if w == "on" and self._own_calendar(words, j + 1):
            # "on your Google Calendar": put in the user's own app, which no
            # registered tool reaches
            return _Claim(start, end, frozenset({_EXTERNAL}), nouns, cues=cues)
        if w == "on" and lows[j + 1: j + 2] == ["order"] and not (
            {"already", "still"} & set(lows[:j])
        ) and not (j + 2 < nw and lows[j + 2] in ("of", "that", "which")):
            # "A 20 lb sack of onions is on order for Friday": ordered ("on order of
            # the court" is no order placed)
            return _Claim(start, end, frozenset({"order"}), nouns, cues=cues)
        if (lows[j: j + 2] == ["en", "route"] or lows[j: j + 3] in (
            ["on", "his", "way"], ["on", "her", "way"], ["on", "their", "way"],
            ["on", "the", "way"],
        )) and not {"already", "still"} & set(lows[:j]) and (
            self.request is None or not self.request.question
        ) and any(
            "dispatch" in td.name_concepts and not td.is_read for td in self.lex._tools[:256]
        ):
            # "Marcus Bell is en route" beside a tool that sends technicians out:
            # dispatched (with no such tool, someone travelling)
            return _Claim(start, end, frozenset({"dispatch"}), nouns, lemma="dispatch",
                          cues=cues, evidence=frozenset({"route", "en_route", "enroute"}))
        # "Your order is on its way to 12 Elm St": sent, by the tool that sends or ships
        # what the clause names (not "he's on his way": someone travelling)
        if w == "on" and lows[j + 1: j + 3] in (["its", "way"], ["their", "way"]) and not (
            {"already", "still"} & set(lows[:j])
        ):
            if lows[j + 3: j + 5] == ["back", "to"] and self._money_before(words, i) and all(
                # the sum is what travels ("the $129", "£1,200", "the £40 refund"), not
                # a thing priced ("The £300 Seiko"): only money words after the figure
                noun_key(x.low) in _MONEY_NOUNS or x.low in (
                    "refund", "deposit", "money", "balance", "fee", "payment", "amount")
                for x in words[next((k for k in range(i - 1, -1, -1)
                                     if _FIGURE_RE.fullmatch(words[k].low)), i - 1) + 1: i]):
                # "the $129 is on its way back to your card", "£1,200 is on its way
                # back to the customer": money going back is refunded, not sent
                return _Claim(start, end, frozenset({"refund"}), nouns, cues=cues)
            # ("deploy" is how "ship" reads)
            concepts = frozenset({"send", "email", "message", "dispatch", "deploy"})
            elig, _ = self.lex._rank(concepts, nouns, "")
            if not any(not (td := self.lex._tools[ti]).is_read and (
                    td.strong_nouns | td.weak_nouns) & nouns for ti in elig) and not (
                self._drafts()  # ("Your colour notes are on their way" after only a draft)
            ):
                return None
            return _Claim(start, end, concepts, nouns, lemma="send", cues=cues)
        # "Both are on the calendar", "You're on the waitlist for 8 pm tonight":
        # put on what holds it, as "off the roster" is taken off; not a state
        # from before ("already on the list") or a timetable ("every Wednesday")
        if w == "on" and j + 2 < nw and (lows[j + 1] in _HOLDERS | {"the", "this", "that"} or (
            # "You're on Marco's book for Thursday at 4:00 PM": a person's roster
            words[j + 1].text[:1].isupper() and words[j + 2].kind == "poss"
        )) and (
            any(noun_key(x) in _ROSTERS for x in lows[j + 2: j + 5])
        ) and not {"already", "still"} & set(lows[:j]) and not _HABITUAL & set(lows[j:]):
            concepts = frozenset({"schedule", "book", "subscribe", "add"})
            elig, _ = self.lex._rank(concepts, nouns, "")
            if not any(not self.lex._tools[ti].is_read for ti in elig):
                if "now" in lows[:j]:
                    # "You're now on the waitlist at position 4": put there just now,
                    # by no registered tool
                    return _Claim(start, end, frozenset({"subscribe", "book"}), nouns, cues=cues)
                return None  # with no tool that puts it there, a state read from the list
            return _Claim(start, end, concepts, nouns, cues=cues)
        # "your new number is now on file": recorded, by the tool that updates or
        # adds to the record (not "filed" as a report is)
        if w == "on" and lows[j + 1: j + 2] == ["file"] and "now" in lows[:j] and not (
            {"already", "still"} & set(lows[:j])
        ):
            concepts = frozenset({"update", "add", "create"})
            elig, _ = self.lex._rank(concepts, nouns, "")
            if elig and not self.lex._tools[elig[0]].is_read:
                return _Claim(start, end, concepts, nouns, cues=cues)
        if w == "on" and lows[j + 1: j + 2] == ["file"] and not {"already", "still"} & set(
            lows[:j]
        ) and (self.request is None or not self.request.question):
            # "a conduct complaint against driver #44 is on file" beside
            # file_driver_complaint: filed, by the tool named for filing that thing
            subject = {noun_key(x) for x in lows[:j]}
            filers = [ti for ti, td in enumerate(self.lex._tools[:256]) if not td.is_read
                      and ("file" in identifier_words(td.name) or "file" in td.lemmas)
                      and td.strong_nouns & subject]  # (or "File the harvest report" said)
            if len(filers) == 1:
                return _Claim(start, end, frozenset(self.lex._tools[filers[0]].name_concepts),
                              nouns, explicit=filers[0], cues=cues)
        # "Marcus is off the Sunday roster": taken off what holds him
        if w == "off" and j + 2 < nw and lows[j + 1] in ("the", "your", "our", "this", "that") and (
            any(noun_key(x) in _ROSTERS for x in lows[j + 2: j + 6])
        ):
            concepts = frozenset({"delete", "cancel", "unsubscribe"})
            elig, _ = self.lex._rank(concepts, nouns, "")
            if not any(not self.lex._tools[ti].is_read for ti in elig):
                return None  # with no tool that removes, a state read from the roster
            return _Claim(start, end, concepts, nouns, cues=cues)
        # "your boarding passes are in your inbox", "... is sitting in your inbox": sent
        if w in ("sitting", "waiting") and lows[j + 1: j + 2] == ["in"]:
            j += 1
            w = "in"
        if w == "in" and lows[j + 1: j + 2] and lows[j + 1] in _HOLDERS and lows[j + 2: j + 3] in (
            ["inbox"], ["mailbox"], ["email"], ["e-mail"]
        ):
            return _Claim(start, end, frozenset({"send", "email"}), nouns | {"email"}, cues=cues)
        # "X is in / on your <container> (now)", not "already" or "still" there
        if w in ("in", "on", "into", "onto") and j + 1 < nw and not {"already", "still"} & set(
            lows[:j]
        ):
            tail = [noun_key(x) for x in lows[j + 1: j + 6] if x not in _STOP_NOUNS]
            for nn in tail:
                for ti in self.lex._containers.get(nn, ()):
                    td = self.lex._tools[ti]
                    if td.name_concepts & {"add", "create"} or td.desc_concepts & {"add"}:
                        return _Claim(start, end, frozenset({"add"}), nouns, explicit=ti,
                                      cues=cues)
        # "X is now <state>": a change of state described by a tool
        lem_j = self.lex._lemma(w)
        if now and _ELAPSED_RE.match(" ".join(x for x in lows[j:] if x != "now")):
            return None  # "It's now 14 months past due": time gone by, not a change made
        if now and not (lem_j is not None and (lem_j[1] == "past" or _same_participle(lem_j[0]))
                        and concepts_of(lem_j[0])):
            # the state itself, not whom it is for ("now held | for the Alvarez family")
            rest = lows[j:]
            if w == "for" and any(_NUMBER_RE.search(x) for x in rest[1:3]) and (any(
                _is_code(c) for c in cues) or any(
                # (a booking's count, not "the menu is now for 2 people minimum")
                subj_nouns & self.lex._tools[ti].strong_nouns
                for ti in self.lex._by_concept_name.get("update", ()))):
                # "RT-3402 is now for 8 guests": a count changed, not a guest's state,
                # unless a read of it returned that count ("party_size": 8)
                counts: set[float] = set()
                _figures_in(" ".join(rest[1:3]), counts)
                read = self._call_naming([c for c in cues if _is_code(c)], read=True, limit=50)
                if read is not None and counts & self._receipt_figures(read):
                    return None
                return _Claim(start, end, frozenset({"update"}), nouns, cues=cues)
            if "for" in rest[1:]:
                rest = rest[: rest.index("for", 1)]
            pred = {noun_key(x) for x in rest if x not in _STOP_NOUNS and x != "now"}
            if w == "with":
                # "is with Royal Mail now": in the hands of someone named, not a tool's noun
                pred -= {noun_key(x.low) for x in words[j + 1: j + len(rest)]
                         if x.text[:1].isupper()}
            if lem_j is not None and lem_j[1] == "past":
                pred.add(lem_j[0])  # "now held": the act of holding
            pred -= subj_nouns
            best: tuple[int, int] | None = None
            scores: dict[int, int] = {}
            for nn in pred:
                own = concepts_of(nn) or (
                    frozenset({"~" + nn}) if "~" + nn in self.lex._by_concept_name else frozenset())
                act = nominal_concept(nn) or (min(own) if len(own) == 1 else None)
                if act is not None and act != READ_CONCEPT:
                    # "the unit is now in quarantine": the act the state names
                    for ti in self.lex._by_concept_name.get(act, ()):
                        if not self.lex._tools[ti].is_read:
                            scores[ti] = scores.get(ti, 0) + 3
                for ti in self.lex._by_noun.get(nn, ()):
                    td = self.lex._tools[ti]
                    if td.is_read or nn not in td.state_words:
                        continue
                    if ti not in scores:
                        # "Lot L-7 is now on QA hold": the subject is what it acts on
                        scores[ti] = 2 * len(subj_nouns & td.strong_nouns)
                    scores[ti] += 2 if nn in td.strong_nouns else 1
            ran = {ti for ti in scores if any(self._ok(ri) for ri in self._receipts_of(ti))}
            for ti, sc in scores.items():
                # "It's now with the commercial team": on a tie, the tool that ran
                # and says so, before one that did not
                if best is None or (sc, ti in ran, -ti) > (best[0], best[1] in ran, -best[1]):
                    best = (sc, ti)
            if best is None and any(_NUMBER_RE.search(x) or (
                # (a weekday alone, when a change was asked for: "move it to friday")
                x in _WEEKDAYS and self.request is not None and "update" in self.request.asked
            ) for x in lows[j:]):
                # (an id's kind too: "Your review meeting (APT-5521) is now Thursday"
                # after "move my review appointment APT-5521")
                asked_ids = {n for n in subj_nouns if _is_code(n)
                             and _has_word(self._request_low, n)}
                for nn in sorted(subj_nouns | self._id_kinds(asked_ids)):
                    for ti in self.lex._by_noun.get(nn, ()):
                        td = self.lex._tools[ti]
                        if nn in td.strong_nouns and td.name_concepts & {"update"}:
                            best = (1, ti)
                            break
            if best is not None:
                # a result that gives the state ({"status": "rework"}) read it back
                head = [x for x in lows[j:] if x not in _STOP_NOUNS and x != "now"][:1]
                said = frozenset(x for x in head if x.isalpha())  # not a new figure
                return _Claim(start, end, frozenset(self.lex._tools[best[1]].name_concepts),
                              nouns, explicit=best[1], cues=cues, evidence=said)
        return None

    def _read_claim(
        self,
        nouns: set[str],
        words: list[_Tok],
        start: int,
        end: int,
        cues: list[str],
        *,
        here: bool,
        lows: list[str],
        i: int,
    ) -> _Claim | None:
        if self._neg_or_modal(words, i):
            return None
        tail = lows[i + 2:]
        if tail and tail[0] in ("what", "how", "why", "where", "when", "you", "a", "one", "an"):
            # "Here's what I found" -> a retrieval only when a read verb follows
            return None
        tn = {noun_key(x) for x in tail if x not in _STOP_NOUNS}
        hit = [ti for ti in self.lex._read_tools
               if (self.lex._tools[ti].strong_nouns) & tn] if len(self.lex._read_tools) < 64 else [
            ti for nn in tn for ti in self.lex._by_noun.get(nn, ())
            if self.lex._tools[ti].is_read and nn in self.lex._tools[ti].strong_nouns]
        if not hit and tail and _is_code(tail[0]) and self.text.startswith(":", end) and (
            called := next((ri for ri in range(min(len(self.receipts), 50)) if (
                ti := self._tool_at(ri)) is not None and self.lex._tools[ti].is_read
                and _has_word(self._args_text(ri)[:2000], tail[0])), None)
        ) is not None:
            # "Here's GT-19282:" after a read was called for GT-19282: what it got
            # (or, where it failed, did not)
            return _Claim(start, end, frozenset({READ_CONCEPT}), tn, read=True, cues=cues,
                          explicit=self._tool_at(called))
        if not hit and not (len(self.lex._read_tools) == 1 and self._data_listed(end)):
            return None
        return _Claim(start, end, frozenset({READ_CONCEPT}), tn, read=True, cues=cues)

    def _data_listed(self, end: int) -> bool:
        """Does a list of records follow the heading ending at ``end`` ("Here are
        the altos and their mobiles:" then "- Deborah Ellis — 07700 900118"): two
        or more items, each with four digits or more, some figure of them new (not
        the user's, nor a call's), and no act among them?"""
        le = self.text.find("\n", end)
        if le < 0 or not self.text[end:le].rstrip(" *_").endswith(":") or (
            le - end > 200
        ):
            return False
        items = [m.group(1) for ln in self.text[le: le + 1500].split("\n")[1:16]
                 if (m := _BULLET_LINE.match(ln))]
        given: set[float] = set()
        _figures_in(self._request_text[:2000], given)
        known = self._call_figures(ok_only=True) | given
        if all(_figures_of(x) <= known for x in items):
            # what a call that ran returned ("Here's your quote:" and its lines), or
            # the user's own figures listed back (not new ones beside them)
            return False
        # (not acts listed: "Here's your November sorted:", "- Friday — cancelled";
        # nor short figures of what is known in general: "- Spain: 112")
        return len(items) >= 2 and all(sum(c.isdigit() for c in x) >= 4 for x in items) and not any(
            (lem := self.lex._lemma(w)) is not None and lem[1] == "past"
            for x in [self.text[end:le], *items] for w in _alnum_words(x.lower()))

    def _shown_below(self, end: int) -> list[str]:
        """The ids of the list or table a heading ending at ``end`` hands over
        ("Your case is open:" then "**Case WC-4410** ...", "Here's your booking:"
        then "| Booking | KB-4461 |"): the data's, named by whatever returned it."""
        colon = self.text[end: end + 8].lstrip(" *")
        if not (colon.startswith(":") and colon[1:].lstrip(" ").startswith("\n") and (
            self.text[end: end + 200].strip(" *:\n")
        )):
            return []
        below = self.text[end: end + 400].lstrip(" *:\n").split("\n\n", 1)[0]
        return [w for w in re.findall(r"#?\w[\w-]*\w", below) if _is_code(w)][:8]

    def _read_patterns(
        self,
        words: list[_Tok],
        lows: list[str],
        nouns: set[str],
        start: int,
        end: int,
        cues: list[str],
    ) -> _Claim | None:
        """Retrieved data handed over: "You have 7 tasks", "Your balance is $2,431.07",
        "The logs for X show ..."."""
        nw = len(lows)
        if nw < 2 or self._neg_or_modal(words, nw):
            return None

        def read_noun(x: str) -> bool:
            nn = noun_key(x)
            return any(
                self.lex._tools[ti].is_read and nn in self.lex._tools[ti].strong_nouns
                for ti in self.lex._by_noun.get(nn, ())
            )

        # a heading that hands over a list or table: "Your May payslip:\n| ... |"
        if lows[0] == "your" and nw <= 6:
            colon = self.text[end: end + 8].lstrip(" *")
            if colon.startswith(":") and colon[1:].lstrip(" ").startswith("\n") and (
                self.text[end: end + 200].strip(" *:\n")
            ):
                shown = self._shown_below(end)
                for x in lows[1:]:
                    if read_noun(x):
                        return _Claim(start, end, frozenset({READ_CONCEPT}),
                                      {noun_key(x)} | nouns, read=True, cues=cues + shown)
        # "you have / you've got / we've got / there are N <noun>"
        for i in range(nw - 2):
            a, b = lows[i], lows[i + 1]
            if (a in ("you", "we") and b in ("have", "'ve")) or (a == "there" and b in (
                    "are", "is", "'s")):
                j = i + 2
                if j < nw and lows[j] == "got":
                    j += 1
                while j < nw and lows[j] in ("only", "just", "exactly"):
                    j += 1
                if j < nw and (_NUMBER_RE.search(lows[j]) or lows[j] in _NUMBER_WORDS):
                    for x in lows[j + 1: j + 5]:
                        if read_noun(x):
                            return _Claim(start, end, frozenset({READ_CONCEPT}),
                                          {noun_key(x)} | nouns, read=True, cues=cues)
        # "your <noun> is/are <value with a digit>"; "your <noun> has N <noun>"
        for i in range(nw - 2):
            if lows[i] in ("your", "the"):
                j = i + 1
                while j < nw and j < i + 4 and lows[j] not in BE_FORMS and lows[j] not in (
                        "has", "have", "show", "shows", "showed", "say", "says", "said", "list",
                        "lists", "mention", "mentions", "contain", "contains", "for", "of"):
                    j += 1
                if j >= nw:
                    continue
                head = [x for x in lows[i + 1: j] if x not in _STOP_NOUNS]
                if lows[j] in ("for", "of"):
                    # "the logs for X show"
                    k = j + 1
                    while k < nw and k < j + 5 and lows[k] not in ("show", "shows", "showed",
                                                                   "say", "says", "said"):
                        k += 1
                    if k >= nw or k >= j + 5 or lows[k - 1] in _RELATIVE_WORDS:
                        continue  # (not "valid for anyone who shows the ID": a person)
                    j = k
                if not head or not any(read_noun(x) for x in head):
                    continue
                rest = lows[j + 1:]
                if lows[j] in BE_FORMS and any(_NUMBER_RE.search(x) for x in rest) and not (
                    _TRAVEL_RE.search(" ".join(rest))  # ("a 12-minute drive from there")
                ):
                    return _Claim(start, end, frozenset({READ_CONCEPT}), nouns, read=True,
                                  cues=cues)
                if lows[j] in ("show", "say", "list", "mention", "contain") and not (
                    lows[j - 1].endswith("s")
                ):
                    continue  # "the patient list": a noun, not "the logs list"
                if lows[j] in ("show", "shows", "showed", "say", "says", "said", "list", "lists",
                               "mention", "mentions", "contain", "contains"):
                    return _Claim(start, end, frozenset({READ_CONCEPT}), nouns, read=True,
                                  cues=cues)
                if lows[j] in ("has", "have") and any(_NUMBER_RE.search(x) or x in _NUMBER_WORDS
                                                       for x in rest[:2]):
                    return _Claim(start, end, frozenset({READ_CONCEPT}), nouns, read=True,
                                  cues=cues)
            if lows[i] in ("has", "have") and i > 0 and i + 2 < nw and (
                _NUMBER_RE.search(lows[i + 1]) or lows[i + 1] in _NUMBER_WORDS
            ) and lows[i - 1] not in ("i", "we", "you", "they", "he", "she", "it"):
                for xi, x in enumerate(lows[i + 2: i + 4], start=i + 2):
                    if lows[xi + 1: xi + 3] == ["in", "hand"]:
                        break  # "has a game in hand": one to spare, said of the table
                    if read_noun(x):
                        return _Claim(start, end, frozenset({READ_CONCEPT}), nouns, read=True,
                                      cues=cues)
        return None


def _after_subordinate(lows: list[str], be: int) -> bool:
    """Does the verb "be" at ``be`` follow "after/when/once ... <pronoun>" ("after
    they're placed")? What it states holds whenever that happens."""
    return be >= 2 and lows[be - 1] in _SUBJECT_WORDS and lows[be - 2] in _SUBORDINATORS


def _timed(lows: list[str]) -> bool:
    """Do these words open with a time ("Wednesday at 3", "the 14th", "tomorrow
    at 9", "the next opening")?"""
    return bool(lows) and (
        lows[0] in _WEEKDAYS or lows[0] in _MONTHS or lows[0] in ("tomorrow", "today", "tonight")
        or bool(_NUMBER_RE.search(lows[0]))
        or (lows[0] in ("the", "this", "next") and any(
            x in _WEEKDAYS or x in _MONTHS or x in ("next", "morning", "afternoon", "evening")
            or _NUMBER_RE.search(x) for x in lows[1:3])))


def _same_participle(lemma: str) -> bool:
    """set, put, cut, shut, read: the participle is spelled like the base."""
    from ._lexicon import _IRREGULAR

    irr = _IRREGULAR.get(lemma)
    return bool(irr and irr[1] == lemma)


_MISSING = object()

# common abbreviations of two-word nouns found in tool names
_ABBREVIATED: dict[str, tuple[str, ...]] = {
    "pr": ("pull", "request"),
    "mr": ("merge", "request"),
    "po": ("purchase", "order"),
    "pto": ("time", "off"),
    "ooo": ("time", "off"),
    "vm": ("virtual", "machine"),
    "db": ("database",),
}

_COUNT_WORDS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve".split()) if i > 1}
_NUMBER_WORDS = frozenset(
    "one two three four five six seven eight nine ten eleven twelve several a few no".split()
)


def _arg_values(args: Any) -> list[str]:
    """Scalar argument values of a receipt (top level and inside lists)."""
    values: list[str] = []
    if isinstance(args, Mapping):
        for v in list(args.values())[:50]:
            if isinstance(v, str | int) and not isinstance(v, bool):
                values.append(str(v))
            elif isinstance(v, list | tuple):
                values.extend(str(x) for x in v[:50] if isinstance(x, str | int))
    return values


def _result_values(r: ReceiptLike) -> list[str]:
    """Scalar identifier values of a receipt's result (top level and one level down)."""
    try:
        res = r.result
    except Exception:
        return []
    out: list[str] = []
    for _, v in _leaves(res):
        if isinstance(v, str) and (_is_code(v) or v.isdigit()):
            out.append(v)
        elif isinstance(v, int) and not isinstance(v, bool):
            out.append(str(v))
        if len(out) >= 50:
            break
    return out


def _safe_result(r: ReceiptLike) -> Any:
    try:
        return r.result
    except Exception:
        return None


def _safe_args(r: ReceiptLike) -> Any:
    try:
        return r.arguments
    except Exception:
        return None


def _leaves(value: Any) -> Iterator[tuple[str | None, Any]]:
    """The scalar values of a tool result, with the key each sits under (a list's
    key for the values it lists; None at the top), four levels deep (a list inside a list of
    records: ``{"units": [{"features": ["shared pontoon"]}]}``) and bounded in size."""
    stack: list[tuple[str | None, Any, int]] = [(None, value, 0)]
    seen = 0
    while stack and seen < 200:
        key, v, depth = stack.pop()
        seen += 1
        if isinstance(v, Mapping):
            if depth < 4:
                stack.extend((k if isinstance(k, str) else None, x, depth + 1)
                             for k, x in list(v.items())[:50])
        elif isinstance(v, list | tuple):
            if depth < 4:
                # a list of values keeps its key: {"released": ["AS-7781", "AS-7790"]}
                stack.extend((None if isinstance(x, Mapping | list | tuple) else key, x, depth + 1)
                             for x in list(v)[:50])
        else:
            yield key, v


# a sum of money as a reply states it: "$1,240.00", "€75", "1,650 USD"
_MONEY_RE = re.compile(
    r"[$€£¥]\s?(\d[\d,]*(?:\.\d+)?)|\b(\d[\d,]*(?:\.\d+)?)\s?(?:USD|EUR|GBP)\b")
_FIGURE_RE = re.compile(r"\d+(?:[.,]\d+)*")
# an hour after noon on a 12-hour clock ("9pm", "9:15 p.m.")
_PM_HOUR_RE = re.compile(r"\b(1[01]|[1-9])(?::[0-5]\d)?\s?(?:pm|p\.m\.)", re.IGNORECASE)


def _figure(text: str) -> float | None:
    """"1,240.00" -> 1240.0 (a comma groups thousands); None if not a number."""
    try:
        return round(abs(float(text.replace(",", ""))), 2)
    except ValueError:
        return None


def _figures_in(value: Any, out: set[float]) -> None:
    """Add every number ``value`` holds (a number, or the figures in a text)."""
    if isinstance(value, bool) or value is None:
        return
    if isinstance(value, int | float):
        try:
            out.add(round(abs(float(value)), 2))
        except (OverflowError, ValueError):
            pass
        return
    for m in _FIGURE_RE.finditer(str(value)[:5000]):
        v = _figure(m.group())
        if v is not None:
            out.add(v)


_ORDINAL_DAY = re.compile(r"([0-3]?\d)(?:st|nd|rd|th)?")
_ISO_DAY = re.compile(r"\b\d{4}-(\d{2})-(\d{2})")
_ISO_DATE = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})")
_DAY_AND_HOUR = re.compile(r"(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2})?)?")
# keys of a time stamp, not of the day a thing is for
_STAMP_KEY = re.compile(
    r"(?i)expir|creat|updat|modif|issued|deadline|until|stamp|_at$|At$|sent|due|paid|since")
# weekday words -> Monday = 0
_WEEKDAY_NO = {w: i for i, ws in enumerate(
    ("monday mon", "tuesday tue tues", "wednesday wed", "thursday thu thurs", "friday fri",
     "saturday sat", "sunday sun")) for w in ws.split()}
_WEEKDAY_WORD = re.compile(r"(?<![a-z])(" + "|".join(sorted(_WEEKDAY_NO, key=len, reverse=True))
                           + r")(?![a-z])")
_MONTH_NO = {m: i for i, ms in enumerate(
    ("jan january", "feb february", "mar march", "apr april", "may", "jun june",
     "jul july", "aug august", "sep sept september", "oct october", "nov november",
     "dec december"), start=1) for m in ms.split()}


def _back_to_card(lows: list[str], people: bool = False) -> int:
    """Where a clause says a sum went "back on/to your card" or, with ``people``,
    back to the one who paid it ("back to the customer"): the index of "back",
    or 0."""
    return next((k for k in range(1, len(lows) - 1) if lows[k] == "back" and (
        lows[k + 1] in ("on", "onto", "to", "in")
        and any(x in _CARD_WORDS or (people and lows[k + 1] == "to" and (
            noun_key(x) in _PEOPLE or x in ("you", "him", "her", "them")
        )) for x in lows[k + 2: k + 6])
    )), 0)


def _days_of(cues: list[str]) -> list[str]:
    """The calendar days (``06-12``) among a claim's cues, not its weekdays."""
    return [c[2:] for c in cues if c.startswith("~@") and not c.startswith("~@w")]


def _date_cues(toks: list[_Tok]) -> list[str]:
    """Soft cues for the calendar days a clause names: "12 June" and "June 12" ->
    ``~@06-12``; "the 14th" -> ``~@00-14`` (a day of an unnamed month)."""
    out: list[str] = []
    for k, t in enumerate(toks):
        if t.kind != "w":
            continue
        month = _MONTH_NO.get(t.low)
        if month is not None and (t.low != "may" or t.text[:1] == "M"):
            # ("the 2nd of November": the day two words before)
            for j in (k - 1, k + 1, *((k - 2,) if k >= 2 and toks[k - 1].low == "of" else ())):
                if 0 <= j < len(toks) and (m := _ORDINAL_DAY.fullmatch(toks[j].low)) and (
                    1 <= int(m.group(1)) <= 31
                ) and not (j + 1 < len(toks) and toks[j + 1].text == ":"):  # not "4:00"
                    out.append(f"~@{month:02d}-{int(m.group(1)):02d}")
                    break
        elif k and toks[k - 1].low == "the" and t.low[-2:] in ("st", "nd", "rd", "th") and (
            m := _ORDINAL_DAY.fullmatch(t.low)
        ) and 1 <= int(m.group(1)) <= 31 and not (
            k + 1 < len(toks) and toks[k + 1].low == "of"  # "the 14th of June": above
        ):
            out.append(f"~@00-{int(m.group(1)):02d}")
        elif t.low in _WEEKDAY_NO and len(t.low) > 3 and not (
            k and toks[k - 1].low in ("every", "each", "by", "until", "till", "before",
                                      "after", "from", "through", "since", "original", "old",
                                      "previous", "former", "usual")
        ):
            # "Saturday's Quad", "the Thursday lesson": the day the object falls on
            # (not "by Friday": when; nor "every Monday")
            out.append(f"~@w{_WEEKDAY_NO[t.low]}")
    return out[:4]


def _mappings(value: Any) -> Iterator[Mapping[str, Any]]:
    """The records (objects) in a call's result, itself included, three levels
    deep and fifty to a level."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        v, depth = stack.pop()
        if isinstance(v, Mapping):
            yield v
            if depth < 3:
                stack.extend((x, depth + 1) for x in list(v.values())[:50])
        elif isinstance(v, list | tuple) and depth < 3:
            stack.extend((x, depth + 1) for x in list(v)[:50])


def _record_lists(value: Any) -> Iterator[list[Mapping[str, Any]]]:
    """The lists of two or more records (objects) in a call's result, two levels
    deep: ``{"appointments": [{...}, {...}]}``."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        v, depth = stack.pop()
        if isinstance(v, Mapping) and depth < 2:
            stack.extend((x, depth + 1) for x in list(v.values())[:50])
        elif isinstance(v, list | tuple):
            recs = [x for x in list(v)[:50] if isinstance(x, Mapping)]
            if len(recs) >= 2:
                yield recs


def _record_marks(record: Mapping[str, Any]) -> set[str]:
    """What tells a record apart: its words, its ids and its calendar days
    (``@11-14``)."""
    out: set[str] = set()
    for _, v in _leaves(record):
        if not isinstance(v, str):
            continue
        v = v[:200]
        if _is_code(v):
            out.add(_code_key(v))
        out.update(w for w in _alnum_words(v.lower()) if len(w) > 2 and not w.isdigit()
                   and w not in _STOP_NOUNS)
        out.update(f"@{m}-{d}" for m, d in _ISO_DAY.findall(v))
    return out


def _said_of(marks: set[str], said: set[str]) -> set[str]:
    """The marks a sentence's words, ids and days (``@00-14``: the 14th) name."""
    days = {x for x in said if x.startswith("@")}
    return {m for m in marks if m in said or (m.startswith("@") and any(
        _same_day(d[1:], m[1:]) for d in days))}


def _iso_days(value: Any) -> set[str]:
    """The ``MM-DD`` of every ISO date in a call's data."""
    try:
        text = json.dumps(value, default=str)[:4000]
    except Exception:
        return set()
    return {f"{m}-{d}" for m, d in _ISO_DAY.findall(text)}


def _record_days(value: Any) -> set[str]:
    """The ``MM-DD`` of the dates at the top of a call's result, plain or with
    the hour the thing starts ({"start": "2025-04-17T09:00"}); nothing under a
    key of when a record was made or changed."""
    out: set[str] = set()
    for k, v in list(value.items())[:50] if isinstance(value, Mapping) else ():
        if isinstance(k, str) and isinstance(v, str) and not _STAMP_KEY.search(k) and (
            m := _DAY_AND_HOUR.fullmatch(v.strip())
        ):
            out.add(f"{m.group(2)}-{m.group(3)}")
    return out


def _weekdays_of(value: Any) -> set[int]:
    """The weekdays a call's data names, in its ISO dates and in words: every
    day of a span it gives ("check_in" to "check_out"), none of a time stamp
    ("expiresAt", "created")."""
    dates: list[datetime.date] = []
    out: set[int] = set()
    for key, v in _leaves(value):
        if not isinstance(v, str) or (key is not None and _STAMP_KEY.search(key)):
            continue
        low = v.lower()[:200]
        for y, m, d in _ISO_DATE.findall(low):
            try:
                dates.append(datetime.date(int(y), int(m), int(d)))
            except ValueError:
                continue
        out.update(_WEEKDAY_NO[w] for w in _WEEKDAY_WORD.findall(low))
    if dates:
        first, last = min(dates), max(dates)
        span = (last - first).days if (last - first).days <= 14 else 0
        out.update((first + datetime.timedelta(days=n)).weekday() for n in range(span + 1))
        out.update(x.weekday() for x in dates)
    return out


def _same_day(cue: str, held: str) -> bool:
    month, day = cue.split("-")
    hm, hd = held.split("-")
    return day == hd and month in ("00", hm)


def _figures_of(value: Any) -> set[float]:
    out: set[float] = set()
    _figures_in(value, out)
    return out


def _derived(v: float, sources: set[float]) -> bool:
    """Is ``v`` one of ``sources``, or one step of arithmetic from two of them
    (a total, a difference, a share, a per-unit price)?"""
    if v in sources:
        return True
    src = sorted(sources)[:48]
    for a in src:
        for b in src:
            if any(abs(r - v) < 0.011 for r in (a + b, a - b, a * b, a * b / 100)):
                return True
            if b and abs(a / b - v) < 0.011:
                return True
    return False


_TIMESTAMP_RE = re.compile(r"\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}|$)")

_COUNT_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                "nine": 9, "ten": 10}


# one call of these reaches many people at once ("emailed both of them", "drafted a
# reminder to all six students")
_MANY_AT_ONCE = frozenset({"send", "email", "message", "notify", "invite", "share", "post",
                           "remind", "assign", "draft"})


def _claimed_count(lows: list[str], acted_on: Callable[[str], bool]) -> int:
    """How many objects a clause claims: "both" -> 2, "all 3" / "all three" -> 3.
    A count after a preposition is about something else ("to both of them"), and
    after "for" unless it counts what the act is done to (``acted_on``): "refunds
    issued for both purchases", not "the $290 for both divers went through"."""
    for i, x in enumerate(lows):
        nxt = lows[i + 1] if i + 1 < len(lows) else ""
        if i and lows[i - 1] in _PREPOSITIONS and (
            nxt in ("of", "them", "you", "us", "") or lows[i - 1] in ("with", "between")
            or (lows[i - 1] == "for" and not any(
                acted_on(noun_key(y)) for y in lows[i + 1: i + 4] if y.isalpha()))
        ):
            continue
        if x == "both":
            return 2
        if x == "all" and i + 1 < len(lows):
            nx = lows[i + 1]
            if nx in _COUNT_WORDS:
                return _COUNT_WORDS[nx]
            if nx.isdigit() and 1 < int(nx) <= 20:
                return int(nx)
    return 0


# the words a call's arguments use for a channel ({"channel": "sms"})
_CHANNEL_WORDS: dict[str, tuple[str, ...]] = {
    "message": ("sms", "text", "whatsapp"), "email": ("email", "e-mail"),
    "call": ("call", "phone", "voice")}
# acts a general verb ("updated", "added") can name by its object: the act of the one
# tool that works on that object ("Instagram's updated too" for post_social_update)
_GENERAL_ACTS = frozenset({"update", "add", "post", "send", "share", "publish"})
# words in an error before a verb that say the act has yet to happen ("a return must
# be started first", "unable to refund")
_NOT_YET = frozenset("unable failed cannot couldn't can't needs need required requires".split())
# result keys that count the people one send reached ({"recipients": 9, "sent": 9})
_REACHED_KEYS = frozenset("recipients sent delivered notified messaged texted emailed".split())
# second halves of compound nouns whose first half is a verb: watch+list, log+book
_COMPOUND_TAILS = ("list", "book", "log", "board", "sheet")
# family and friends, whom a tool that reaches its own party does not reach
_RELATIVES = frozenset(map(noun_key, (
    "mom mum mother dad father parent parents wife husband partner son daughter sister "
    "brother grandma grandpa grandmother grandfather aunt uncle cousin friend neighbour "
    "neighbor roommate").split()))
# people, as a group or a role, who may have a message ("Both teams have the heads-up")
_PEOPLE = frozenset(map(noun_key, (
    "team lead parent member staff crew coach driver customer guest client family everyone "
    "player student volunteer keeper owner tenant resident landlord subscriber neighbour "
    "neighbor").split())) | _RELATIVES
_REACHING = frozenset({"send", "message", "email", "notify", "call"})
# an office a message goes to, no tool's own party: "sent it to the county recorder",
# "I've let Ward 12 know", "notified the discharge lounge" (not "waiting at reception")
_TO_OFFICE_RE = re.compile(
    r"\b(?:to|let|tell|told|ring|rang|call|called|phone|phoned|notify|notified|inform|alert|"
    r"alerted|informed|email|emailed|text|texted|message|messaged)\s+(?:the\s+|our\s+|your\s+)?"
    r"(?:[\w-]+\s+){0,2}?(?:recorder|registry|registrar|court|council|clerk|insurer|"
    r"laboratory|lab|authority|agency|department|embassy|consulate|ministry|tribunal|ward|"
    r"hospital|school|lounge|reception)\b"
    # (the office ends its phrase: not "to all three lab members", "lab results")
    r"(?=\s*(?:$|[.,;:!?)\u2014\u2013-]|\d|(?:and|to|about|that|so|of|in|at|on|for|know|"
    r"with|this|today|yesterday|through|via|by|from|now|too|as|but|if|when)\b))"
    # (and told so: "Ward 7 has been told as well")
    r"|\b(?:ward|lounge|reception|school|council|registry|lab|hospital)(?:\s+\d+)?\s+"
    r"(?:has|have)\s+been\s+(?:told|notified|informed|alerted|called|emailed|texted)\b",
    re.IGNORECASE)
# arguments that name who a call was for ({"client": "Hollow Hill Farm"})
_PARTY_KEYS = frozenset(map(noun_key, (
    "client customer company organization organisation member patient owner advertiser "
    "tenant guest requester account student resident subscriber").split()))
# a state a record is shown as, to the end of its phrase ("shows as *pending deposit*,")
_SHOWN_AS_RE = re.compile(r"\s+as\s+[*_`]*([A-Za-z][A-Za-z -]{1,38}?)[*_`]*(?=[,.;:!?)\n]|\Z)")
# what a reported problem is filed as ("Open a maintenance work request")
_TICKETS = frozenset(map(noun_key, (
    "request ticket issue incident fault report case complaint problem defect "
    "order claim").split()))
# where something noted is kept ("noted in the food-safety log", "noted on his file")
_NOTED_IN_RE = re.compile(
    r"(?:\s+(?:down|it|that|this|them))?\s+(?:in|on|to|into)\s+(?:the\s+|your\s+|our\s+|"
    r"his\s+|her\s+|their\s+)?(?:[\w-]+\s+){0,2}(?:log|logbook|file|record|records|notes|"
    r"account|system|register|ledger|profile|chart)\b", re.IGNORECASE)
# where a message is posted for a group to read ("the group chat", "#general")
_CHAT_PLACE_RE = re.compile(
    r"[^.!?\n]{0,120}?\b(?:into|to|onto)\s+(?:the\s+|our\s+|your\s+|their\s+)?"
    r"(?:[\w#-]+\s+){0,2}(?:chat|channel|thread|slack|whatsapp|discord|group\s+chat)\b",
    re.IGNORECASE)
# words that open a relative clause about someone ("anyone who shows the ID")
_RELATIVE_WORDS = frozenset("who whoever which that".split())
# forms of "be" and of staying before "still" and a participle ("is still booked")
_STAYING = frozenset("remains remain remained stays stay stayed".split())
_BE_STILL = frozenset("is are 's 're was were".split()) | _STAYING
# arguments and fields that name whom a call was for ({"customer_name": "Jansen Marine"})
_NAMED_KEYS = _PARTY_KEYS | frozenset({"recipient", "payee", "business"})
# who or what is sent out to a place to do a job ("a flatbed has been sent")
_CREWS = frozenset(map(noun_key, (
    "truck trucks flatbed flatbeds wrecker van vans crew crews technician technicians tech "
    "techs driver drivers ambulance unit units team plumber plumbers electrician engineer "
    "engineers officer officers plow plows tow responder responders rigger riggers mechanic "
    "mechanics inspector inspectors surveyor surveyors courier couriers nurse nurses medic "
    "medics paramedic paramedics installer installers fitter fitters cleaner cleaners "
    "contractor contractors locksmith handyman someone").split()))
# a few words of news sent to someone, of no kind of document in particular
_NOTICES = frozenset({"heads-up", "headsup", "note", "word", "message", "update"})
# -ing verbs of what a message does ("Email sent letting him know", "asking them to")
_MESSAGE_INGS = frozenset("letting telling asking reminding confirming explaining inviting "
                          "thanking apologising apologizing".split())
# (not "by post": a parcel goes by post, shipped, not messaged)
# a send denied ("so I haven't texted her again", "no need to send it")
_SEND_VERBS = "text|send|e-?mail|message|forward|whatsapp"
_SEND_DENIED_RE = re.compile(
    r"(?:n't|\bnot|\bno need to)\s+(?:\w+\s+)?(?:sent|" + _SEND_VERBS + ")", re.IGNORECASE)
# where a message is had ("has the quote in his inbox")
_IN_INBOX_RE = re.compile(r"\bin (?:his|her|their|your|the) (?:e-?mail )?inbox\b", re.IGNORECASE)
# a way of posting a thing ("by USPS Priority Mail", "by Royal Mail", "by courier")
_BY_POST_RE = re.compile(r"\b(?:by|via) (?:post|snail mail|courier|first[- ]class|usps|"
                         r"royal mail|fedex|ups|dhl|recorded delivery|special delivery)\b",
                         re.IGNORECASE)
_BY_CHANNEL_RE = re.compile(r"\b(?:by|via|over) (?:text|sms|e-?mail|whatsapp)\b", re.IGNORECASE)
# how short a call or a note was ("a quick call", "a brief email")
_BRIEF = frozenset("quick short brief fast little".split())
# what a person writes or says ("going by Sam's email", "according to Ana's note")
_PERSONAL_MESSAGES = frozenset(
    "email e-mail message text note letter voicemail call reply word memo card".split())
_SENT_THINGS = frozenset({"send", "email", "message", "notify", "invite", "post", "remind"})
# verbs that send when their object is a message ("pushed a reminder to all three",
# "shot her an email")
_SENDING_IDIOMS = frozenset("push shoot".split())
# papers a tool may be named for sending: one kind is not another (a kind is
# its first word: "contract agreement" are one kind)
_PAPER_KINDS = {noun_key(w): noun_key(kind.split()[0]) for kind in (
    "invoice receipt statement bill", "certificate", "contract agreement", "quote estimate",
    "report", "waiver", "ticket voucher", "proof", "brochure catalogue catalog", "transcript",
    "itinerary", "prescription", "permit licence license", "tag label", "form")
    for w in kind.split()}
_WRITTEN_MESSAGES = frozenset(map(noun_key, "email e-mail letter note message reply reminder "
                                  "notice newsletter announcement".split()))
_CURRENCY_MARKS = frozenset("$ € £ ¥".split())
# the parts of a typed value a slip loses or swaps
_SYMBOLS = frozenset(map(noun_key, "digit letter character zero".split()))
# what a call was wrongly given ("I sent the wrong code", "passed an invalid date")
_MISTAKEN = frozenset("wrong invalid incorrect bad mistyped malformed".split())
# verbs that hand a value to a call (not "I cancelled the wrong booking": an act owned)
_HANDING = frozenset("send pass give enter submit use type put".split())
# the keys a new end date goes under ({"new_expiry": "2026-01-31"})
_END_KEYS = frozenset("expiry expires expiration until end ends through valid new due".split())
# the keys a message's number goes under (not {"from": ...}: the sender)
_DIALLED = frozenset("to phone mobile cell recipient number sms tel".split())
# a tool named for the post sends what "is in the post"
_POSTAL = frozenset("post postal mail letter letters parcel ship courier".split())
# what "goes out" without being sent: "the power went out to 300 homes"
_OUTAGES = frozenset(map(noun_key, "power electricity light lights water gas heat heating "
                         "internet wifi signal service network cable phone phones".split()))
_RECIPIENT_LEADS = frozenset("the all every each your our their his her everyone everybody "
                             "you him them both".split())
_LISTING_VERBS = frozenset("list search find browse query".split())
_FETCH_VERBS = frozenset("get fetch retrieve look lookup pull".split())
# a lead line (ending in a colon, or all bold) and the bullet lines under it
_LIST_BLOCK_RE = re.compile(
    r"^(?P<lead>[^\n]*(?::[ \t]*|\*\*[^\n*]+\*\*[ \t]*))\n(?:[ \t]*\n)?"
    r"(?P<body>(?:[ \t]*(?:[-*•]|\d{1,2}[.)])[ \t]+[^\n]*\n?){2,})", re.MULTILINE)
# the names and figures of a list item ("Jarrahdale", "12", "$95", "A4")
_ITEM_WORD_RE = re.compile(r"\b(?:[A-Z][\w'-]+|[A-Z]?\d[\w.,:]*)")
_TABLE_ROW = re.compile(r"^[ \t]*\|.*\|[ \t]*$", re.MULTILINE)
# a question that asks for steps to take ("what do I need to do?")
_WHAT_TO_DO_RE = re.compile(
    r"\bwhat (?:do|should|must|can) (?:i|we) (?:need to |have to |now )?do\b"
    # "anything I should do beforehand?", "what we need to bring": steps, not records
    r"|\b(?:what|anything|something)(?: else)? (?:i|we) (?:should|must|need to|have to|ought to) "
    r"(?:do|bring|avoid|prepare|know(?=\s*(?:\?|$|before\b|beforehand\b|first\b)))\b"
    # "What's the plan?", "what would you suggest?": a plan asked for
    r"|\bwhat['’]?s the (?:plan|next step)\s*(?:here|now|then)?\s*(?:\?|$)"
    r"|\bwhat['’]?s the best way to\b|\bwhat (?:would|do) you (?:suggest|"
    r"recommend|advise)\b|\bhow (?:should|do|would) (?:i|we) (?:handle|tackle|approach)\b",
    re.IGNORECASE)
# a question of what can be done ("can you …?", "you can … through this?")
_ABILITY_RE = re.compile(
    r"\b(?:can|could) (?:you|i|we|it|this)\b(?! (?:please )?(?:tell|show|give|check|find|look|let|"
    r"see|get|pull|send|confirm)\b)|\byou (?:can|could)\b|\b(?:possible|able) to\b"
    # "do you do car transponder keys?": a service offered, or not
    r"|\bdo (?:you|u|y['’]all) (?:do|offer|sell|make|fix|repair|cut|handle|provide|service|"
    r"take|accept)\b",
    re.IGNORECASE)
# a turn in a sentence ("I can't move money today, but your account has …")
_BUT_RE = re.compile(r"\b(?:but|however|though)\b", re.IGNORECASE)
# a reply that opens by saying it cannot be done here ("Not through me", "No, I can't")
_CANNOT_HERE_RE = re.compile(
    r"\W*(?:(?:no|sorry|afraid not|unfortunately)\W+)?(?:not (?:through|via|from|with|by) "
    r"(?:me|here|this)\b|I (?:can['’]t|cannot|am not able|['’]m not able|am unable|['’]m unable)"
    r"\b|that['’]s not something I can\b|(?:that|this)['’]s outside what I can\b)",
    re.IGNORECASE)
# a question about how a proposal would go ("How would that work?"), and one
# that asks whether to make it ("Should we switch?")
_HOW_IT_WORKS_RE = re.compile(r"\bhow (?:would|will|does|do) (?:that|this|it) work\s*\?$",
                              re.IGNORECASE)
_SHOULD_WE_RE = re.compile(r"^\W*(?:so |and |but )?should (?:i|we)\b", re.IGNORECASE)
# a plan in a list's head ("Here's how I'd run it:", "the steps we'll take:")
_PLAN_HEAD_RE = re.compile(
    r"\b(?:I|we)(?:['’]d|['’]ll| would| will| could)\b|\b(?:plan|steps?)\b", re.IGNORECASE)
# each question a request asks
_QUESTION_RE = re.compile(r"[^.?!\n]*\?")
# the agent saying it has not read anything yet ("I haven't checked our shelves")
_NOT_LOOKED_RE = re.compile(
    r"\b(?:I|we)(?: have|'ve| had|'d)? ?(?:not|n['’]t|haven['’]t|hadn['’]t) (?:yet )?"
    r"(?:checked|looked|searched|pulled|verified)\b"
    r"|\b(?:I|we) (?:didn['’]t|did not) (?:check|look|search|pull|verify)\b", re.IGNORECASE)
# a place or time held for someone: asked for as either
_BOOKING = frozenset({"book", "schedule"})
# what the agent saw, in the past or the perfect ("I noticed that ...")
_NOTICED = frozenset("seen saw noticed spotted".split())
# the agent saying it cannot see live data ("I can't see live stock, but ...")
_CANNOT_SEE_RE = re.compile(r"\b(?:I|we) (?:can['’]t|cannot|can not) see\b", re.IGNORECASE)
# a record's field on a line of its own: "**Site:** D4", "- Guest: M. Ruiz"
_FIELD_LINE = re.compile(r"^[ \t]*(?:[-*•][ \t]+)?[*_]{0,2}[A-Z][\w'/ -]{0,24}:[*_]{0,2}[ \t]+\S")
_BULLET_LINE = re.compile(r"^[ \t]*(?:[-*•·▪‣]|\d{1,2}[.)])[ \t]+(\S[^\n]*)", re.MULTILINE)


def _to_recipients(words: list[_Tok], j: int) -> bool:
    """Does ``words[j]`` open "to" + people ("to the members list", "to all 40
    parents", "to Dana")? A bare noun ("out to lunch", "out to sea") is not."""
    if j + 1 >= len(words) or words[j].low != "to":
        return False
    nxt = words[j + 1]
    return nxt.low in _RECIPIENT_LEADS or nxt.low.isdigit() or (
        # an address, split round its "@": "ruth.k", then a dotted word one
        # character on ("fastmail.com")
        j + 2 < len(words) and "." in words[j + 2].low and words[j + 2].start == nxt.end + 1
    ) or (
        nxt.kind == "w" and nxt.text[:1].isupper() and nxt.low not in _STOP_NOUNS
    )


def _items_below(text: str, pos: int) -> list[str]:
    """The bullet items that follow a head ending its line at ``pos`` (nothing
    but punctuation after ``pos`` on that line), up to the first other line."""
    nl = text.find("\n", pos)
    if nl < 0 or re.search(r"\w", text[pos:nl]):
        return []
    items: list[str] = []
    for line in text[nl + 1: nl + 2000].split("\n"):
        m = _BULLET_LINE.match(line)
        if m is None:
            break
        items.append(m.group(1))
    return items


def _acts_listed_below(text: str, pos: int) -> bool:
    """Does each bullet item under the head at ``pos`` say an act of its own, in
    a past form ("- Status set to ready", "- Spare domes ordered")?"""
    items = _items_below(text, pos)
    return len(items) >= 2 and all(any(
        (lem := verb_lemma(w)) is not None and (
            lem[1] == "past" or (lem[1] == "base" and _same_participle(lem[0])))  # "set"
        for w in re.findall(r"[A-Za-z]+", item.lower())[:12]) for item in items)


def _ids_listed_below(text: str, pos: int) -> list[str]:
    """The ids that open the bullet items under a head ending its line on a
    colon ("Reminders sent to all three:" then "- MS-1500: R. Patel")."""
    if text[pos: pos + 40].split("\n", 1)[0].strip() != ":":
        return []
    firsts = (re.split(r"[\s:—–(,]+", item.strip("*_` "), maxsplit=1)[0].strip("*_`")
              for item in _items_below(text, pos))
    out = [f for f in firsts if _is_code(f)]
    return out if len(out) >= 2 else []


def _listed_below(text: str, pos: int) -> int:
    """How many short bullet items follow a head that ends its line ("Paused:"
    then "- Welcome Series" and "- Cart Abandonment" -> 2)."""
    nl = text.find("\n", pos)
    if nl >= 0 and _BULLET_LINE.match(text[text.rfind("\n", 0, pos) + 1: nl]):
        return 0  # an item of a list itself, not its head
    n = fields = 0
    kinds: list[str] = []
    for item in _items_below(text, pos):
        # the item's name is what comes before its details ("Kyoto — Hotel Granvia, ...")
        if len(re.split(r" [—–-] |[:(,]", item, maxsplit=1)[0].split()) > 6:
            break
        n += 1
        fields += _FIELD_ITEM.match(item) is not None
        first = (re.findall(r"[A-Za-z]+|\d", item)[:1] or [""])[0].lower()
        if _CLOCK_RE.match(item):
            first = "monday"  # ("10 AM on Sunday": a time, not a head count)
        kinds.append("when" if first in _WEEKDAYS or first in _MONTHS else "count"
                     if first.isdigit() else "ref" if first in _REF_WORDS else "name")
    # "You're confirmed:" then "- **Reference:** HB-2291", "- **Meet:** 5:15": the
    # fields of one object, not several objects; so are a day, a head count and a
    # reference ("- Sunday, June 8 at 11", "- 12 kids", "- Reference P-3512")
    if n >= 2 and "name" not in kinds and len(set(kinds)) == n:
        return 0
    return n if n >= 2 and fields < n else 0


# "let <name>, <who ...>, know": the phrasal verb round an aside
_LET_WHO_KNOW_RE = re.compile(r"\s+[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?\s*,[^.!?\n,]{1,90},\s*know\b")
# things only the post carries ("a refund check has been mailed")
_POSTED_THINGS = frozenset(map(noun_key, (
    "check checks cheque cheques parcel originals certificate").split()))
# words that make a check advice ("I'd double-check", "you may want to verify")
_ADVISING = frozenset("'d would should please might may could worth".split())
# words that set a clause in the past, or in the agent's record of it
_PAST_MARKS = frozenset("was were has have had 've already".split())
# acts that make a record
_MAKING = frozenset({"create", "submit", "add"})
# a list item that opens with a time of day ("10 AM on Sunday", "**9:30** start")
_CLOCK_RE = re.compile(r"\W*\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.|h\b)|\W*\d{1,2}:\d\d",
                       re.IGNORECASE)
# words that lead the reference of one object in a list of its details
_ID_KEY_WORDS = frozenset("id ref reference no number num code uid key".split())
_REF_WORDS = frozenset("reference ref confirmation booking order receipt".split())
# a list item that is a labelled field ("**Reference:** HB-2291")
_FIELD_ITEM = re.compile(r"\**[A-Za-z][A-Za-z ]{0,20}\**\s*:")
# labels whose value is what an act set ("Status: **Closed** ✔")
_OUTCOME_LABELS = frozenset(map(noun_key, "status state stage result outcome".split()))
# field names whose value is data about the object, never its status
_DATA_LABELS = frozenset(
    "reason reasons cause category type kind memo description subject title".split()
)


def _recurrence(lows: list[str], j: int) -> bool:
    """Does "every" before ``j`` name a recurrence ("every Monday", "every 2
    weeks", "every other day") rather than each of a set ("every tenant")?"""
    nxt = lows[j] if j < len(lows) else ""
    if nxt.isdigit() or nxt in _NUMBER_WORDS:
        nxt = lows[j + 1] if j + 1 < len(lows) else ""
    return nxt in _PERIODS or nxt in _WEEKDAYS or nxt in _MONTHS


def _unreal(toks: list[_Tok], n: int) -> bool:
    """Does the word at ``n`` negate the clause or make it unreal (a modal,
    "if", "want", "plan to", "has to")? "Plan" followed by anything but "to"/"on" is
    a noun ("the floor plan was sent")."""
    t = toks[n]
    if t.kind != "w":
        return False
    low = t.low
    if low in ("plan", "plans"):
        return n + 1 < len(toks) and toks[n + 1].low in ("to", "on")
    if low == "going":
        return n + 1 < len(toks) and toks[n + 1].low == "to"  # not "going by the X tool"
    if low in ("has", "have", "had", "ought", "about", "meant", "supposed"):
        # ("the pool is meant to run at 33 °C", "it's supposed to be cleared"): a norm
        # "it has to be recorded", "about to expire"; not "a complaint about 77 Pine St"
        return n + 1 < len(toks) and toks[n + 1].low == "to"
    if low == "no" and n + 1 < len(toks) and (toks[n + 1].low in _NO_FUSS or (
        n and toks[n - 1].low in ("at", "for", "with") and toks[n + 1].low in _NO_COST
    )):
        return False  # "No problem at all", "at no charge": nothing negated
    if low == "every" and any(
        x.low in ("has", "have", "'s", "'ve") and y.kind == "w" and (
            y.low in ("had", "been", "got") or y.low.endswith("ed"))
        for x, y in zip(toks[n + 1: n + 6], toks[n + 2: n + 7], strict=False)
    ):
        return False  # "every customer on it has had a text": each of them, once
    return low in _NEGATIONS or low in _MODALS or low in _IRREALIS


# nouns after "no" that negate nothing done ("No problem", "at no charge")
_NO_FUSS = frozenset("problem problems worries worry trouble sweat rush hassle".split())
_NO_COST = frozenset("charge cost fee extra".split())
_CHECK_OUTCOMES = frozenset("passed passing failed failing".split())


def _reports_value(toks: list[_Tok], k: int) -> bool:
    """Does what follows a present verb state a found value, as a report does
    ("lists the lake road as closed until 12 May", "lists a $15 holiday surcharge",
    "puts you at 6 guests"), rather than what a tool can do ("lists your holds",
    "returns up to 50 rows")?"""
    if k + 1 < len(toks) and toks[k].low in _OBJECT_PRONOUNS and toks[k + 1].low in (
        "at", "as", "on"
    ):
        return True
    for j in range(k, min(len(toks), k + 10)):
        t = toks[j]
        if t.kind == "w" and j > k and (
            (t.low == "as" and j + 1 < len(toks) and toks[j + 1].kind == "w")  # "X as open"
            or (t.text[:1].isupper() and t.low != "i")  # a named thing: "the Patrons' Dinner"
        ):
            return True
        if t.kind == "w" and t.text[:1].isdigit() and not (
            j >= 2 and (toks[j - 2].low, toks[j - 1].low) in (("up", "to"), ("at", "most"))
        ) and (j == 0 or toks[j - 1].low not in ("max", "maximum", "per", "top", "first")):
            return True
    return False


_OBJECT_PRONOUNS = frozenset(("you", "it", "him", "her", "them", "us", "me"))


def _stated_figures(claim: _Claim) -> set[float]:
    """The numbers a claim states ("through Sept 30" -> {30.0})."""
    stated: set[float] = set()
    for n in claim.nouns:
        if n.isdigit():
            _figures_in(n, stated)
    return stated


def _in_first_person(text: str) -> bool:
    """Does ``text`` speak of the agent ("I", "we", "me", "us")?"""
    return bool(_AGENT_WORDS & set(re.findall(r"[a-z]+", text.lower())))


def _bullet_head(text: str, pos: int) -> str:
    """The head a bullet item at ``pos`` hangs from: the last line before its
    list that is not an item, when it ends in a colon ("" otherwise)."""
    line_start = text.rfind("\n", 0, pos) + 1
    line_end = text.find("\n", pos)
    if not _BULLET_LINE.match(text[line_start: line_end if line_end >= 0 else len(text)]):
        return ""
    end = line_start - 1
    for _ in range(30):
        if end <= 0:
            return ""
        start = text.rfind("\n", 0, end) + 1
        line = text[start:end]
        end = start - 1
        if not line.strip() or _BULLET_LINE.match(line):
            continue
        head = line.strip().rstrip("*_ ")
        return head if head.endswith(":") else ""
    return ""


def _says_checks(head: str) -> bool:
    """Does a bullet head say checks passed or failed ("All 4 checks passed:"
    then "- ✅ soft-deleted orders excluded")? Its items name the conditions
    checked, not actions."""
    return bool(_CHECK_OUTCOMES & set(_alnum_words(head)))


def _asks_for(head: str) -> bool:
    """Does a bullet head ask the user for things ("I'll need two things:",
    "Please send me:")? Its items name what to give, not data found."""
    last = set(re.findall(r"[a-z']+", re.split(r"[.!?]\s+", head)[-1].lower()))
    return bool(last & {"need", "needs", "provide", "send", "share", "bring", "upload"})


_PROCESS_VERBS = frozenset({
    "work", "works", "go", "goes", "happen", "happens", "proceed", "proceeds", "run", "runs",
})
# a process told as what usually happens ("the usual steps", "the standard procedure")
_ROUTINE = _HABITUAL | {"usual", "typical", "standard", "general"}


_OPTIONS = frozenset(("option", "options", "choice", "choices"))
# what a head that reports a choice made says ("I went with the best of your options:")
_CHOSE = frozenset("went chose picked opted took did".split())


def _describes_process(head: str) -> bool:
    """Does a bullet head introduce how something goes in general ("Here's how
    the process usually works:", "What happens next:", "The usual steps
    are:") or what could be done ("Two ways to fix it:")? Its items describe
    steps or options ("The complaint is filed", "A hearing is scheduled");
    they report nothing done."""
    words = _alnum_words(re.split(r"[.!?]\s+", head)[-1].lower())
    for k, w in enumerate(words):
        after = words[k + 1: k + 6]
        if w == "how" and _PROCESS_VERBS & set(after):
            return True  # (not "how it went:", a report)
        if w in ("how", "what") and (after[:2] in (
            ["i", "would"], ["we", "would"], ["i", "suggest"], ["i", "recommend"],
            ["i", "propose"], ["we", "suggest"], ["we", "recommend"],
        )):
            return True  # "Here's how I would tackle it:", "What I suggest:": a plan
        if w == "what" and (after[:1] in (["happens"], ["comes"]) or after[:2] in (
            ["usually", "happens"], ["will", "happen"], ["to", "expect"],
        )):
            return True
    # ("Here's how I'd tackle it:", "What we'd do:": its words keep the "'d"; not
    # "Here's what I've done and what I'd suggest next:", a report too)
    said = re.findall(r"[a-z']+", re.split(r"[.!?]\s+", head)[-1].lower().replace("\u2019", "'"))
    if any(w in ("how", "what") and nx in ("i'd", "we'd") for w, nx in itertools.pairwise(
        said
    )) and not {"did", "i've", "we've"} & set(said):
        return True
    if {"process", "procedure", "steps"} & set(words) and _ROUTINE & set(words):
        return True
    # "Two ways to fix it:": what could be done, one way per item ("options" heads
    # often hand over what a search found)
    return "ways" in words


def _sets_condition(head: str) -> bool:
    """Does a bullet head set a condition ("If we stop it on 3 May:" then
    "- your seat stays held")? Its items say what would follow, not what was
    done."""
    last = re.split(r"[.!?]\s+", head)[-1].lstrip("*_ ").split(None, 1)
    return bool(last) and last[0].lower() in _SENTENCE_CONDITIONALS


def _bare_len(toks: list[_Tok]) -> int:
    """How many words stand outside parentheses ("Cancelled (bus unavailable)"
    is one word with a note)."""
    depth = n = 0
    for t in toks:
        if t.kind == "p" and t.text == "(":
            depth += 1
        elif t.kind == "p" and t.text == ")":
            depth = max(0, depth - 1)
        elif t.kind in ("w", "code") and not depth:
            n += 1
    return n


def _bare_id(toks: list[_Tok], k: int) -> bool:
    """Is the number at ``k`` named like an id ("articles 8812 and 8820",
    "(4410)"), not a quantity ("stopped at 412 of 2,290 devices", "$150")?"""
    prev = toks[k - 1] if k else None
    nxt = toks[k + 1] if k + 1 < len(toks) else None
    if prev is not None and prev.end == toks[k].start and prev.text not in "(#":
        return False  # "2,290", "$150", "v2.100"
    if nxt is not None and nxt.start == toks[k].end and nxt.text not in ").,;:":
        return False
    if nxt is not None and nxt.kind == "w" and nxt.low not in ("and", "or"):
        return False  # a count of something
    if nxt is not None and nxt.start == toks[k].end and nxt.text in ".," and k + 2 < len(toks) \
            and toks[k + 2].start == nxt.end:
        return False  # "1,180.00"
    return prev is None or prev.text in "(,&" or (
        prev.kind == "w" and (prev.low in ("and", "or") or (
            prev.low not in _PREPOSITIONS and prev.low not in _DETERMINERS
        ))
    )


# "fully booked", "fully subscribed": how full something is, not an act
_CAPACITY_VERBS = frozenset("book reserve subscribe allocate sell commit".split())
# verbs whose "via X" names a carrier ("shipped via FedEx", "mailed via USPS")
_CARRYING = frozenset("ship mail post deliver courier freight".split())
# (verbs made of a service's name, which no verb table holds: "overnighted it")
_CARRIED = frozenset("overnighted couriered".split())
_MONTH_RE = "(?:" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + ")"
_DATE_LED_RE = re.compile(
    r"[ \t]*(?:[-*•]|\d{1,2}[.)])?[ \t]*[*_]*(?:\d{4}-\d{2}-\d{2}|\d{1,2} " + _MONTH_RE
    + r"|" + _MONTH_RE + r" \d{1,2})(?:,? \d{4})?[*_]*[ \t]*[:—–-]", re.IGNORECASE)
_LISTED_NUMBER_RE = re.compile(r"[A-Za-z]{3,}s? #?\d+(?:, ?#?\d+)*,? (?:and|&) #?$")
_EMAIL_RE = re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]*\w")
_ADDRESS_RE = re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+|\+?\d[\d ().-]{7,}\d")


def _is_phone(value: str) -> bool:
    """Is ``value`` a phone number ("+44 7700 900412", "(206) 555-0147"): ten
    digits or more, written as a number is dialled?"""
    return "@" not in value and sum(c.isdigit() for c in value) >= 10 and (
        _ADDRESS_RE.fullmatch(value.strip()) is not None)


def _sent_things(nouns: set[str]) -> set[str]:
    """The things sent that ``nouns`` name ("invite", "email"), as acts."""
    return {c for x in nouns if (c := NOMINALS.get(x, "")) in _SENT_THINGS}


def _asked_about(lows: list[str], i: int) -> bool:
    """Is the word at ``i`` inside a question a read was about ("looked up
    who's berthed on C", "checked which orders were cancelled")?"""
    k = i - 1
    while k >= 0 and (lows[k] in BE_FORMS or lows[k] in ("'s", "'re", "been", "now", "already")):
        k -= 1
    if k < 1 or lows[k] not in _WH_WORDS:
        if k < 2 or lows[k - 1] not in _WH_WORDS or not lows[k].isalpha():
            return False
        k -= 1  # "checked which orders were cancelled": the wh-word before its noun
    j = k - 1
    while j >= 0 and lows[j] in ("up", "out", "on", "into", "over", "at"):
        j -= 1
    lem = verb_lemma(lows[j]) if j >= 0 else None
    return lem is not None and lem[0] in _ASKING_VERBS


_WANTING = frozenset(
    "need needs needed needing want wants wanted wanting require requires requiring".split())
# verbs of what someone wants done ("wants proof, uploaded through the portal")
_WISH_VERBS = _WANTING | frozenset("required expect expects expected ask asks asked".split())


def _wanted(lows: list[str], i: int) -> bool:
    """Is the phrase at ``i`` what someone needs or wants done, named after an
    article or possessive ("anyone needing a pass issued", "if you want your bags
    stored")? A wish, not a deed."""
    k = i - 1
    while k >= 0 and i - k <= 3 and (lows[k] in ARTICLES or lows[k] in _PERSONAL or lows[k] in (
        "their", "his", "her", "its", "new", "another", "one")):
        k -= 1
    return k >= 0 and k < i - 1 and lows[k] in _WANTING


def _kept(lows: list[str]) -> bool:
    """Do ``lows`` hold a form of "be" or of staying and then "still" ("is still",
    "remains still"), or end on staying ("£37.50 remains")? What follows is a
    state kept, not an act."""
    return any(y in _BE_STILL and x == "still" for y, x in itertools.pairwise(lows)) or (
        bool(lows) and lows[-1] in _STAYING)


def _one_edit(a: str, b: str) -> bool:
    """Are ``a`` and ``b`` one letter changed, added or dropped apart?"""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b, strict=True)) == 1
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    return any(long_[:k] + long_[k + 1:] == short for k in range(len(long_)))


def _first_names_meet(a: str, b: str) -> bool:
    """One first name, or a short form of it ("Dan", "Danielle")."""
    return a == b or (min(len(a), len(b)) >= 3 and (a.startswith(b) or b.startswith(a)))


def _weekday_date(clauses: list[_Clause], k: int) -> list[_Tok]:
    """The first words of the clause after clause ``k`` when ``k`` ends on a
    weekday and the next opens on its comma ("Friday" + ", June 20"): the
    weekday's date; else none."""
    last = next((t for t in reversed(clauses[k].toks) if t.kind == "w"), None)
    if last is None or last.low not in _WEEKDAYS or k + 1 >= len(clauses) or (
        clauses[k + 1].opener != ","
    ):
        return []
    return [t for t in clauses[k + 1].toks if t.kind == "w"][:3]


def _hard_ids(cues: list[str]) -> list[str]:
    """The ids among a claim's cues, written as ids (``RS-118``, ``#4471``), not
    soft cues (``~``)."""
    return [c for c in cues if not c.startswith("~") and _is_code(c.lstrip("#"))]


def _set_states(description: str) -> list[tuple[str, ...]]:
    """The states of several words a tool that sets a status lists in its
    description ("Change a ticket's status (received, in_repair, awaiting_parts,
    ready_for_pickup)" -> ("in", "repair"), ("awaiting", "parts"), ...). One-word
    states ("closed") say too little on their own to be this tool's phrase."""
    if not _STATUS_DESC_RE.search(description[:2000]):
        return []
    out: list[tuple[str, ...]] = []
    for bracketed, after_colon in _PAREN_LIST_RE.findall(description[:2000]):
        values = [v.strip() for v in re.split(r"[,|/]", bracketed or after_colon)]
        if len(values) < 3 or not all(_STATE_VALUE_RE.fullmatch(v) for v in values):
            continue
        out.extend(tuple(w) for v in values
                   if len(w := [x for x in re.split(r"[_\s-]+", v.lower()) if x]) >= 2)
    return out[:24]


def _alnum_words(s: str) -> list[str]:
    return [w for w in re.findall(r"[a-z0-9]+", s.lower()) if len(w) > 1 or w.isdigit()]


def _aside(toks: list[_Tok]) -> set[int]:
    """The starts of the words inside a bracketed aside that more words of the
    clause follow ("Invoice INV-7731 (£855.00 for 3 skips) has gone"), when the
    aside holds three words or more; empty when there is none."""
    out: set[int] = set()
    opened = -1
    for k, t in enumerate(toks):
        if t.kind != "p":
            continue
        if t.text.startswith("(") and opened < 0:
            opened = k
        elif t.text.startswith(")") and opened >= 0:
            inner = [x for x in toks[opened + 1: k] if x.kind in ("w", "code", "q", "poss")]
            if len(inner) >= 3 and any(x.kind == "w" for x in toks[k + 1:]):
                out.update(x.start for x in inner)
            opened = -1
    return out


def _figure_within(toks: list[_Tok], start: int, end: int, clock: bool = True) -> bool:
    """Is there a reading in ``toks[start:end]``, within one clause: a measured
    figure that qualifies a thing or is reached ("a 70% chance", "building to
    75 km/h", "about 0.4\" of rain"; not "coverage within 10 km": a reach it
    offers), or with ``clock`` a time ("around 07:12")?"""
    for m in range(start, min(end, len(toks))):
        t = toks[m]
        if t.kind == "p" and t.text in ",;()!?\u2014\u2013":
            return False
        if t.kind != "w" or not t.text[:1].isdigit() or m + 1 >= len(toks):
            continue
        nxt = toks[m + 1]
        if nxt.low in _MEASURES or nxt.text in ('"', "\u2033"):
            if (m == start + 1 and toks[start].low in ("a", "an") and (any(
                # "a 70% chance of storms" (not "a 10% discount": an offer); "a 2.1 m
                # swell": a measure
                x.low in _LIKELIHOODS for x in toks[m + 2: m + 4]
            ) or nxt.low not in ("%", "percent"))) or toks[m - 1].low in _READING_PREPS:
                return True
        elif clock and (nxt.low in ("am", "pm") or (
            nxt.text == ":" and m + 2 < len(toks) and toks[m + 2].text.isdigit()
        )):
            return True
    return False


def _camel_compound(word: str) -> bool:
    """A CamelCase compound naming a system: ``PracticeHub``, ``ePermitHub``."""
    return (
        word.isalpha() and not word.isupper() and len(identifier_words(word)) > 1
        and (word[:1].isupper() or (word[:1].islower() and word[1:2].isupper()))
    )


def _codes_in(text: str) -> list[str]:
    """The ids a text names ("QT-55", "BK3340"), as :func:`_is_code` sees them."""
    return [w for w in re.findall(r"[\w#-]+", text) if _is_code(w)]


def _is_code(s: str) -> bool:
    """Identifier-like values with letters and digits ('RM-5521', 'n_88', 'pl_77'),
    or groups of three or more digits joined by hyphens ('5510-2093'; a date's
    two-digit groups are not an id)."""
    s = s.strip().lstrip("#")
    return (
        bool(s)
        and _MEASURE_RE.fullmatch(s) is None  # "13th", "3-hour": a day, a length
        and " " not in s
        and len(s) <= 40
        and any(c.isdigit() for c in s)
        and (any(c.isalpha() for c in s) or _DIGIT_ID_RE.fullmatch(s) is not None)
    )


# a thing carried to a named place ("moved over to Dock B"), not to a time
_MOVED_TO_PLACE_RE = re.compile(
    r"\b[Mm]oved\s+(?:over\s+|across\s+|down\s+|up\s+)?(?:to|into|onto)\s+"
    r"(?:the\s+)?[A-Z][a-z]+(?:\s+[A-Z0-9][a-z0-9]*)?\b(?!\s*(?:at|on)\s+\d)")
# a person put on a duty ("assigned Dana Kowalski to referee it", "... as umpire")
_ASSIGNED_PERSON_RE = re.compile(
    r"\bassigned\s+[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?\s+(?:to\s+[a-z]+|as\s)")
# a description that fetches records by their id: "by booking reference", "by tracking id"
_BY_REF_RE = re.compile(r"\bby\s+(?:(?:its|their|the|a|an)\s+)?(?:(?!phone|mobile|contact)"
                        r"[a-z-]+\s+){0,2}(?:ids?|reference|ref|number|tracking|confirmation)"
                        r"\b(?!\s+of\b)")
# a choice of things in a tool's description ("the rock saw or the prep bench"), looked
# for before its first preposition (not "a table for lunch or dinner")
_CHOICE_RE = re.compile(r"\w \bor\b (?:an? |the )?\w", re.IGNORECASE)
# an act said to be done besides another ("… too", "also …", "as well")
_SECOND_ACT_RE = re.compile(r"\b(?:too|also|as well)\b", re.IGNORECASE)
# the first preposition after a description's verb
_PREP_RE = re.compile(r"\s(?:for|by|to|with|from|on|in|at|into|via|per|using)\s", re.IGNORECASE)
# words that tie a state to a later act ("once you've paid", "when you arrive")
_ONCE_WORDS = frozenset("once when whenever after".split())
# how something is to be done, in a clause of purpose ("so it's logged correctly")
_MANNER_RE = re.compile(r"\b(?:correctly|properly|accurately|right)\s*$", re.IGNORECASE)
# what an act still waits for ("pending review", "awaiting sign-off")
_STILL_TO_COME = frozenset({"pending", "awaiting"})
# a break between phrases: a bracket, a comma, a dash or a sentence's end
_BREAK_RE = re.compile(r"[()\[\],;:.!?—–]")
# a question of quantity ("how many sheets", "how much NWA 7325 do we have", not
# "how much hops should a batch use")
_HOW_MANY_RE = re.compile(
    r"\bhow many\b|\bhow much\b(?=[^?.]*\b(?:have|has|got|left|stock|hand|remains?)\b)",
    re.IGNORECASE)
# a reference number as systems issue them: capitals, then digit groups ("GR-2231",
# "L-24-1215", "AB12345")
_REFERENCE_RE = re.compile(r"[A-Z]{1,6}(?:-?[A-Z]{0,4}\d+)+(?:-[A-Z0-9]+)*")
# a name of two capitalised words ("Noah Kim", "Net Profit")
# how a list item or a status row opens ("- ", "• ", "2. ", "✅ ")
_ROW_START_RE = re.compile(r"[ \t]*(?:[-*•·▪‣][ \t]+|\d{1,2}[.)][ \t]+|[✅✔☑✓][ \t\ufe0f]*)")
# the words of a table's header or a row's label, not a name
_ROW_LABELS = frozenset("status amount total qty quantity item product name notes note ref "
                        "reference done yes".split())
# vehicles and hired hands: booked for their own sake, not what a tool for other things books
_HIRED = frozenset(map(noun_key, (
    "van lorry truck flatbed taxi cab minicab minibus courier driver chauffeur "
    "limo limousine photographer videographer electrician plumber porter caterer florist "
    "skip crane tow dpd ups fedex dhl evri hermes parcelforce usps tnt").split()))
# acts that send something on its way: what a bare "Sent!" may be
_SENDING_ACTS = frozenset({"send", "email", "message", "post", "deploy", "dispatch", "mail_out",
                           "fax", "share", "submit"})
# what a tool books when it books a vehicle's work
_CONVEYED = frozenset(map(noun_key, (
    "transfer ride transport pickup shuttle collection delivery trip journey move removal "
    "haulage shipment run").split()))
# what a tool that books people books
_HANDS = frozenset(map(noun_key, (
    "tradesperson tradesman trade contractor technician engineer staff crew worker hand "
    "plumber electrician photographer driver porter caterer").split()))
# what a booking is generally of, whatever the tool books
_BOOKED_GENERIC = frozenset(map(noun_key, "slot appointment session place seat spot time table "
                                "visit booking reservation date space ticket entry service "
                                "class lesson".split()))
_PROPER_NAME_RE = re.compile(r"[A-Z][a-z]+ [A-Z][a-z]+")
# keys naming who acts on a record, not whom or where it is for ({"vet": …})
_ACTOR_KEYS = frozenset(map(noun_key, (
    "vet doctor nurse cleaner technician tech engineer groomer stylist tutor teacher "
    "instructor coach therapist tailor fitter installer agent assignee staff by approver "
    "guide chauffeur courier handler crew clinician surgeon dentist physio trainer").split()))
# a reference acted on, not made ("the dog fee on B-9917")
# a label just before a claim, ended by a dash or a colon ("Engineer callout — ")
_LABEL_BEFORE_RE = re.compile(r"([A-Za-z][^.!?:\n\u2014\u2013]*?)\s*[\u2014\u2013:-]\s*[*_]*$")
# words of a head that names no thing ("Done — booked for …", "All sorted: …")
_NO_LABEL_WORDS = frozenset("done yes sorted all set good news great perfect ok okay confirmed "
                            "booked it's that's it that".split())
# what "informed" qualifies as an adjective ("informed consent", "an informed choice")
_INFORMED_THINGS = frozenset("consent decision decisions choice choices opinion opinions "
                             "guess".split())
# words before a year that make it someone's thing ("your 2023 return")
_YEAR_OWNERS = frozenset("your my our their his her its".split())
# what a year names that is a time, not a thing ("the 2023 season")
_YEAR_TIMES = _TIME_NOUNS | frozenset("season term year quarter semester revaluation "
                                      "census".split())
# what ends the part of a sentence an id stands in ("Ref SK-55902 — keep it handy")
_ID_PART_ENDS = (" \u2014 ", " \u2013 ", "; ")
# a state said to hold already ("is already paid for", "were already packed"; not
# "'s already been emailed", a perfect)
_ALREADY_STATE_RE = re.compile(r"\b(?:is|are|was|were|['’]s|['’]re)\s+already\b(?!\s+been)",
                               re.IGNORECASE)
_ACTED_ON_RE = re.compile(r"\b(?:on|for|against|from|to)\s+(?:order\s+|booking\s+|#)?"
                          r"[A-Z]{1,6}-?\d")
# an owner named by a possessive of one or two words ("Birch Cabin's", "Ahmed's";
# _OWNER_RE takes one word)
_OWNER_NAME_RE = re.compile(r"\b([A-Z][a-z]{2,}(?: [A-Z][a-z]{2,})?)['’]s\b")
# a call's argument that is a name ("Willow Hut", "Kowalski, Ewa")
_GIVEN_NAME_RE = re.compile(r"[A-Z][a-z]+(?:,? [A-Z][a-z]+){1,3}")
# keys naming whom a record is for: the parties, and the staff a record is about
# ({"employee": …}, {"guard": …}), not who acted on it ({"vet": …}, {"approved_by": …})
_OWNER_KEYS = _PARTY_KEYS | frozenset(map(noun_key, (
    "employee staff worker guard driver rider player applicant person").split()))
# whose a thing is: "Tom's leave", "The Green Table's order"
_OWNER_RE = re.compile(r"\b([A-Z][^\W\d_]+)['’]s\b")
# what people do that systems do not, said of a name by the user ("Rosa says")
_PERSON_VERBS = frozenset(
    "say tell think ask mention reckon reply agree hope feel prefer insist suggest wonder "
    "finish".split())
# of those, what only a person does ("Okafor reckons")
_ONLY_PEOPLE_DO = frozenset("think reckon hope feel wonder insist agree".split())
# a move's new time: "to Friday", "to the 18th", "to 3pm"
_MOVED_TO_RE = re.compile(
    r"\bto [*_]{0,2}(?:(?:next|this|the) )?(?:monday|tuesday|wednesday|thursday|friday|"
    r"saturday|sunday|tomorrow|tonight|\d{1,2}(?:st|nd|rd|th|:\d\d|am|pm|\b))", re.IGNORECASE)
# the value a claim marks or sets a thing to: "marked *awaiting delivery*"
_MARKED_VALUE_RE = re.compile(
    r"\b(?:mark|flag|set)\w*\s+(?:(?:it|them|as|to)\s+)*([*_`\"“]*)([\w' -]{3,40}?)"
    r"\1?(?:[*_`\"”]*)\s*$", re.IGNORECASE)
# what has happened to a thing since: "has since been closed"
_SINCE_BEEN_RE = re.compile(r"\b(?:has|have|'s|’s)\s+since\s+been\b", re.IGNORECASE)
# the thing a question asks about: "what's the weather ...", "how is the tide"
_ASKED_HEAD_RE = re.compile(
    r"\b(?:what|how)(?:'s|’s| is| are|'re| was| were) (?:the |my |our |your |their )?([a-z]{3,})\b",
    re.IGNORECASE)
# units of measure, and the quantities they measure
_UNIT_QUANTITIES: dict[str, tuple[str, ...]] = {
    "°c": ("temperature",), "°f": ("temperature",), "ºc": ("temperature",),
    "mph": ("wind", "speed"), "kph": ("wind", "speed"), "km/h": ("wind", "speed"),
    "knots": ("wind", "speed"), "kt": ("wind", "speed"), "mm": ("rain", "rainfall"),
    "kg": ("weight",), "lbs": ("weight",), "lb": ("weight",), "ppm": ("level",),
}
_UNIT_RE = re.compile(
    r"\d\s?(°\s?[CF]|º\s?C|mph|kph|km/h|knots|kt|mm|kg|lbs?|ppm)\b", re.IGNORECASE)
# a claim that opens on things: "Two Suex XK1 scooters", "2 x kayaks", "Your boats"
# (not people: "Both of you", "You're all booked")
_COUNTED_THINGS_RE = re.compile(
    r"[*_\s]*(?:\d+|two|three|four|five|six|both|all|your|the|our)\b\s*(?:[x×]\s*)?"
    r"(?!of\b|you\b|are\b|is\b)[A-Za-z]", re.IGNORECASE)
# a sum taken off: "minus the £15 admin fee", "less a $5 fee"
_LESS_FEE_RE = re.compile(
    r"\b(?:minus|less)\s+(?:the |a |an |our )?[£$€]\s?(\d[\d,]*(?:\.\d+)?)", re.IGNORECASE)
# places a message is posted to ("Team channel:", "Crew WhatsApp group chat:")
_WHERE_POSTED = frozenset(
    "channel chat group inbox board page feed thread forum wall noticeboard".split())
# the acts of a channel, named by a noun ("a text", "a call")
_CHANNEL_ACTS = frozenset({"message", "call", "email", "notify", "send"})
# verbs of booking: a time after their participle is when, not what
_BOOKING_VERBS = frozenset("book schedule reserve set plan pencil rebook".split())
# verbs after an "I" that hedge, not act: "I think the restaurant moved …"
# a quoted line that asks someone to act ("Could you send the preview ...?")
_ASKING_ACT_RE = re.compile(r"\b(?:could|can|would|will) you\b|\bplease\b", re.I)
# my own telling denied ("I haven't texted Marco yet")
_NOT_TOLD_RE = re.compile(
    r"(?:\b(?:i|we)\s*)?\b(?:have not|haven't|haven’t|'ve not|did not|didn't|didn’t|could not|"
    r"couldn't|couldn’t|not)\s+(?:yet\s+)?(?:sent|texted|emailed|messaged|told|called|phoned|"
    r"rung|contacted|reached)\b", re.I)
# who did a thing themselves ("moved it himself")
_REFLEXIVES = frozenset({"himself", "herself", "themselves"})
# verbs of putting a call's input right before calling again ("corrected it")
_CORRECTING = frozenset({"correct", "fix"})
# a sentence that opens on a guess ("So it sounds like ...", "It looks like ...")
_GUESS_LEAD_RE = re.compile(r"(?:so |and |but )?(?:it|that) (?:sounds|seems|looks|appears) "
                            r"(?:like|as if|as though)\b")
_HEDGES = frozenset(
    "think see guess believe reckon suppose can could 'm am would 'd understand gather".split())
# papers one sends someone
_PAPERS = frozenset(
    "quote invoice estimate contract proposal report letter form receipt statement "
    "confirmation agreement certificate brochure itinerary voucher ticket menu".split())
# a street address: its number and the first word of its street ("9 Birch Rd")
_STREET_RE = re.compile(
    r"\b(\d{1,5}[A-Za-z]?),? ([A-Z][a-z]+)(?: [A-Z][a-z]+)? (?:Rd|Road|St|Street|Lane|Ln|Ave|"
    r"Avenue|Drive|Dr|Close|Way|Place|Pl|Court|Ct|Crescent|Terrace|Grove|Gardens|Row|Mews|"
    r"Hill|Square|Sq|Parade|Blvd|Boulevard|Walk)\b")
# words after which a verb's form is a noun ("the phone number")
_NOUN_MARKERS = ARTICLES | _HOLDERS | frozenset("its this that these those each every".split())
# a bare "Confirmed" then a record that shows it: "Confirmed, WJ-301 shows ..."
_FACT_READ_RE = re.compile(
    r"\s*[—–:,-]+\s*(?:[^\s.!?;]+\s+){1,6}?(?:shows?|says?|lists?|reads?|indicates?|"
    r"records?|matches|match|agrees?)\b")
# where a headline ends: its line or sentence, or an emoji after it ("Tenors told 🎶")
_HEADLINE_END_RE = re.compile(r"[ \t*_]*(?:$|[\n.!?;\u2600-\u27bf\U0001f300-\U0001faff])")
# the bodies that publish standards: "ASTM F1163" names a standard, not a record
_STANDARD_RE = re.compile(
    r"\b(?:ASTM|ISO|IEC|BS(?: EN)?|EN|DIN|ANSI|PAS|NFPA|UL|SAE|IEEE|BSI|CSA|AS/NZS)\s*$")
# the agent asking for the key a read needs ("I just need your job number")
_NEED_KEY_RE = re.compile(
    r"\b(?:I|we)(?:['’]ll| will)? (?:just |first |still )?need (?:your|the|a|an) "
    r"(?:(?:[\w-]+ ){0,2}(?:number|reference|ref|id)|(?:tracking|booking|confirmation|order|"
    r"reference) code)\b", re.IGNORECASE)
# words that give what follows as an example ("for example UJ-3302", "e.g. BK-1001")
_EXAMPLE_RE = re.compile(
    r"\b(?:for example|for instance|e\.g\.|eg|such as|something like|like)[:,]?\s*[*_`\"'(]*$",
    re.IGNORECASE)
# states a source gives a day, a place or a thing ("has Sunday morning dry")
_REPORTED_STATES = frozenset(
    "dry wet sunny clear cloudy overcast calm rough choppy windy breezy stormy rainy showery "
    "frosty icy foggy misty mild warm cold hot flat busy quiet".split())
# words that own to a failure (not "but" or "however", which join any two things)
_OWNED_TROUBLE = _TROUBLE - frozenset("but though although however instead".split())
# words that say a thing was had before now ("has it already", "from last week")
# spans of time that put a thing "ago" in this turn ("a moment ago")
_MOMENTS = frozenset("moment moments minute min second seconds sec secs".split())
_HAD_BEFORE_RE = re.compile(
    r"\b(?:already|still|previously|(?:from|since) (?:(?:our|the|your|"
    r"their|his|her) )?(?:last|before|earlier|previous))\b", re.I)
# who is told nothing ("I've told no one yet", "told them nothing")
_NOBODY = frozenset("no nobody noone none nothing anyone anybody neither".split())
# what opens a line before its first letter or digit: marks, bullets, spaces
_LINE_LEAD_RE = re.compile(r"[^\w\n]*(?:\d{1,2}[.)][^\w\n]*)?")
# argument keys that hold a place, whose commas list nothing ({"address": "1 Elm St, Ely"})
_PLACE_KEYS = frozenset("address location postcode destination venue street".split())
# verbs a request asks to send something with ("email his mum the kit list")
_SENDING_ASKS = frozenset(
    "email e-mail text send forward message mail pass ping notify tell".split())
# a sum said with the name of its money ("80 pounds", "12 dollars")
_MONEY_WORDS_RE = re.compile(r"\b\d[\d,]*(?:\.\d+)?\s*(?:pounds|dollars|euros|quid|bucks)\b", re.I)
# words before a verb that make it no ask ("it should mark", "don't book", "you booked")
_NOT_ASKING = _MODALS | _NEGATIONS | _SUBJECT_WORDS | frozenset(
    "don't dont never not n't".split())
# what is lined up when it is only found ("lined up three options")
_CHOICES = frozenset("options option choices choice quotes quote candidates alternatives "
                     "names ideas".split())
# words that make a bracketed aside a condition ("(if the boat comes back undamaged)")
_CONDITIONS = frozenset("if unless once when whenever until provided assuming pending".split())
# a key of a record of money paid ({"payments": [...]}, {"paid_at": ...})
_PAID_KEY_RE = re.compile(r'"[a-z_]*(?:paid|payment|charged|transaction|receipt)[a-z_]*"')
# what parts a line into items ("; ", " — ", ". ")
_LINE_PARTS_RE = re.compile(r";|\s[—–]\s|\.\s")
# verbs of moving a thing in time or place ("move Biscuit's jab to Friday")
_MOVING_VERBS = frozenset("move reschedule shift push bring rebook redirect".split())
# verbs that give a sum back when it goes "back to your card" or to the payer
_GIVING_BACK = frozenset("send put move return pay pop go".split())
# a line labelled with a status ("**Status:** In progress", "Status: 🔧 **Osprey — out of
# service.**"): its value, to the end of its bold or its sentence
_STATUS_LINE_RE = re.compile(
    r"^[ \t]*(?:[-*•][ \t]+)?[*_]*(?:status|state|stage)[*_]*:[*_ \t]*"
    r"(?:[^\w\s*_]+[ \t]*)?[*_]*([^\n*_.!?✅✔]+)", re.IGNORECASE | re.MULTILINE)
# a description of a tool that sets a record's status or state
_STATUS_DESC_RE = re.compile(r"\b(?:status|state|stage)\b", re.IGNORECASE)
# the list of states right after the word for them in a description, in brackets
# ("status (received, in_repair, closed)") or after a colon ("operating state: open |
# closed | wind_hold"); not a list of fields elsewhere ("Update a job: status, due date")
_PAREN_LIST_RE = re.compile(r"\b(?:status|state|stage)(?:es|s)?\b[^(:.;]{0,30}"
                            r"(?:\(([^()]{5,300})\)|:\s*([^():;.]{5,300}))", re.IGNORECASE)
# one value of such a list: a word or a few, snake_case or spaced ("ready_for_pickup")
_STATE_VALUE_RE = re.compile(r"[a-z]+(?:[_ -][a-z]+){0,3}")
# whose a thing is, as its modifier: "the Holloway job", "the Patel order"
_OWNER_MOD_RE = re.compile(
    r"\b[Tt]he (?!(?:Christmas|Easter|Halloween|Thanksgiving|Summer|Winter|Spring|Autumn|Fall|"
    r"Holiday|Weekend|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)([A-Z][a-z]+) "
    r"(?=(?:job|order|account|booking|wedding|party|family|household|file|project|event|tab|"
    r"bill|invoice|reservation|move|delivery|claim|case|quote|estimate|extension)s?\b)")
_SURNAME_RE = re.compile(r"[A-Z][a-z]{2,}")
# a full name as a call holds it: "Ellie Marsh", "Harvest Moon Café"
_FULL_NAME_RE = re.compile(r"[A-Z][^\W\d_]+(?: [A-Z][^\W\d_'’]+){1,3}")
# words that open a clause of when or whether something happens
_SUBORDINATORS = frozenset("when whenever once until till if unless before after".split())
# words that open a clause of reason or concession ("refunded since he's using his own")
_REASONS = frozenset("since because though although while whereas".split())


def _led_by_subordinator(lows: list[str], k: int) -> bool:
    """Does a subordinator ("after", "once", "since") lead the noun phrase
    ending at ``k``, with no verb between ("after her 1 pm job")?"""
    for m in range(k - 1, max(-1, k - 5), -1):
        if lows[m] in _SUBORDINATORS or lows[m] == "since":
            return True
        if verb_lemma(lows[m]) is not None:
            return False  # ("Once the crew finished I moved you": mine)
    return False


_DIGIT_ID_RE = re.compile(r"\d{3,}(?:-\d{3,})+")
_AMOUNT_KEYS = frozenset("amount total price fee sum cost charge".split())
# arguments that count or price things, whose numbers are no ids
_COUNT_KEYS = _AMOUNT_KEYS | frozenset("qty quantity count hours minutes days nights size".split())
_MEASURE_RE = re.compile(r"\d{1,2}(?:st|nd|rd|th)|\d{1,3}(?:\.\d{1,2})?-(?:[a-z]{3,})")


def _has_upper(s: str) -> bool:
    return any(c.isupper() for c in s)


def _shape(s: str) -> str:
    """The outline of an identifier: ``R-4410`` -> ``a-9``, ``feat/old-nav`` -> ``a/a-a``."""
    out: list[str] = []
    for c in s.lstrip("~#"):
        k = "9" if c.isdigit() else "a" if c.isalpha() else c
        if not out or out[-1] != k:
            out.append(k)
    return "".join(out)


def _id_prefix(code: str) -> str:
    """The letters an id opens with, up to its first digit ("pay-" of
    "pay-8812"), or "" when it opens with a digit."""
    m = re.match(r"[a-z]+[-_ ]?(?=\d)", code)
    return m.group() if m else ""


def _far_last_digit(a: str, b: str) -> bool:
    """Do two ids of one length differ only in their last character, two digits
    more than one apart ("wr-2288" and "wr-2283"; not "b-2" and "b-3")?"""
    return len(a) == len(b) > 2 and a[:-1] == b[:-1] and a[-1].isdigit() and (
        b[-1].isdigit()) and abs(int(a[-1]) - int(b[-1])) > 1


def _in_series(a: str, b: str) -> bool:
    """Do two ids of one length differ only in the last digit of a run of digits
    ("s-0311-pm" and "s-0314-pm": the next in a series; not "10445" and "10455")?"""
    diff = [k for k, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
    return len(diff) == 1 and a[diff[0]].isdigit() and (
        diff[0] + 1 == len(a) or not a[diff[0] + 1].isdigit())


def _has_word(low_text: str, value: str) -> bool:
    """Does ``low_text`` (lowercase) hold ``value`` as a word of its own?"""
    v = value.lower()
    return bool(v) and v in low_text and re.search(
        r"(?<!\w)" + re.escape(v) + r"(?!\w)", low_text) is not None


def _id_head(s: str) -> str:
    """The letters an id starts with: ``KS-4410`` -> ``ks``, ``AB12345`` -> ``ab``."""
    return s.lstrip("~#").split("-")[0].rstrip("0123456789").lower()


def _code_key(s: str) -> str:
    return "".join(c for c in s.lower() if c.isalnum())


def _is_titleish(s: str) -> bool:
    """Human-readable names: 'Read book', 'Budget 2025', 'old-backups'."""
    s = s.strip()
    if not s or len(s) > 200:
        return False
    letters = sum(c.isalpha() for c in s)
    return letters >= 3 and ("_" not in s) and not (_is_code(s) and letters < 4)
