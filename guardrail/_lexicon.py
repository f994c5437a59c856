"""Word tables and morphology for claim detection.

Pure data plus small helpers: verb groups (action concepts), irregular verb
forms, noun stemming and noun synonyms, function-word classes. Everything here
is a fact about English or about tools in general; nothing is tied to one
domain. The claim engine (:mod:`guardrail._claims`) compiles these tables
together with each registered tool's name and description.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

__all__ = [
    "ARTICLES",
    "BE_FORMS",
    "CONCEPTS",
    "EVIDENTIAL_VERBS",
    "LIGHT_VERBS",
    "NOMINALS",
    "NAME_ABBREVIATIONS",
    "NON_NULL_CONCEPTS",
    "READ_CONCEPT",
    "TOOL_WORDS",
    "concepts_of",
    "identifier_words",
    "is_identifier",
    "nominal_bases",
    "nominal_concept",
    "noun_key",
    "verb_forms",
    "verb_lemma",
]

READ_CONCEPT = "read"

# --- action concepts -------------------------------------------------------
# concept -> verbs (lemmas). A verb may belong to several concepts; multi-word
# entries are phrasal verbs ("get rid of", "check off").
_CONCEPT_TABLE: dict[str, str] = {
    "create": "create make add new build generate write compose save register log record "
    "insert open establish set up put together file report lodge provision raise",
    "add": "add insert include append attach put apply",
    "delete": "delete remove erase clear drop purge wipe destroy trash discard uninstall "
    "get rid of take down deprovision pull from pull off",
    "cancel": "cancel call off abort void rescind revoke withdraw terminate free up",
    "update": "update change edit modify rename move reschedule postpone set adjust amend "
    "push bump tweak mark correct reassign shift replace resize configure upgrade downgrade "
    "switch switch to switch over swap increase decrease reduce",
    "complete": "complete finish check off tick off cross off fulfil fulfill",
    "close": "close resolve shut",
    "send": "send forward deliver transmit reply respond resend send out go out broadcast "
    "pass along",
    "email": "email mail",
    "message": "message text sms dm ping",
    "notify": "notify alert let know inform",
    "page": "page",
    "call": "call phone dial ring radio speak to speak with talk to talk with",
    "book": "book reserve rebook confirm lock in secure set aside put aside",
    "schedule": "schedule arrange plan pencil in line up",
    "pay": "pay settle remit prepay tip",
    "transfer": "transfer wire",
    "refund": "refund reimburse reverse",
    "order": "order purchase buy reorder",
    "charge": "charge bill invoice",
    "play": "play start resume stream put on queue",
    "pause": "pause stop halt mute suspend end",
    "lock": "freeze lock block suspend disable deactivate",
    "unlock": "unfreeze unlock unblock enable activate reactivate lift",
    "switch": "switch toggle dim brighten",
    "switch_on": "turn on switch on power on",
    "switch_off": "turn off switch off power off shut off",
    "arm": "arm",
    "disarm": "disarm",
    "skip": "skip",
    "archive": "archive shelve",
    "restore": "restore recover undelete unarchive reopen reset",
    "revert": "revert roll back undo",
    "deploy": "deploy release ship publish roll out launch",
    "start": "start launch boot spin up kick off begin",
    "restart": "restart reboot bounce",
    "scale": "scale resize",
    "assign": "assign reassign allocate delegate hand off",
    "comment": "comment annotate",
    "post": "post publish tweet",
    "share": "share",
    "invite": "invite",
    "print": "print",
    "download": "download",
    "upload": "upload",
    "install": "install",
    "approve": "approve accept authorize sign off greenlight grant",
    "waive": "waive forgive reverse comp",
    "reject": "reject decline deny turn down",
    "submit": "submit send in turn in hand in put through push through",
    "escalate": "escalate",
    "dispatch": "dispatch",
    "donate": "donate",
    "quarantine": "quarantine isolate cordon",
    "recall": "recall",
    "merge": "merge",
    "organize": "organize sort arrange tidy clean up group categorize reorganize",
    "capture": "capture screenshot snap photograph",
    "tag": "tag label flag",
    "subscribe": "subscribe sign up enroll enrol register enter",
    "unsubscribe": "unsubscribe opt out",
    "remind": "remind",
    "renew": "renew extend",
    "convert": "convert export import translate",
    "backup": "back up backup snapshot",
    "verify_action": "verify",
    "check_in": "check in",
    "check_out": "checkout sign out",
    "pin": "pin star bookmark",
    "draft": "draft put together write up",
    "fax": "fax",
    "dispute": "dispute contest appeal",
    READ_CONCEPT: "search find look up look for list get fetch retrieve query check look read "
    "view show browse pull look at count extract lookup scan inspect load review track monitor "
    "preview test diagnose",
}

def _parse_table(table: dict[str, str]) -> dict[str, frozenset[str]]:
    multi = {
        "get rid of", "check off", "tick off", "cross off", "call off", "set up", "put together",
        "take down", "send out", "go out", "send in", "turn in", "hand in", "put on", "turn on",
        "turn down", "turn off", "switch on", "switch off", "power on", "power off", "roll back",
        "shut off", "roll out", "spin up", "kick off", "hand off", "sign off", "clean up",
        "sign up", "opt out", "back up", "check in", "look up", "look for", "look at", "lock in",
        "let know", "put through", "push through", "free up", "pull from", "pull off",
        "write up", "sign out", "set aside", "put aside", "switch to", "switch over",
        "pass along", "pencil in", "speak to", "speak with", "talk to", "talk with",
        "line up",
    }
    out: dict[str, frozenset[str]] = {}
    for concept, words in table.items():
        text = " " + words + " "
        found: set[str] = set()
        for phrase in multi:
            if " " + phrase + " " in text:
                found.add(phrase)
                text = text.replace(" " + phrase + " ", " ")
        found.update(w for w in text.split() if w)
        out[concept] = frozenset(found)
    return out


CONCEPTS: dict[str, frozenset[str]] = _parse_table(_CONCEPT_TABLE)

# verb (or phrasal verb) -> concepts
_VERB_CONCEPTS: dict[str, frozenset[str]] = {}
for _c, _vs in CONCEPTS.items():
    for _v in _vs:
        _VERB_CONCEPTS[_v] = _VERB_CONCEPTS.get(_v, frozenset()) | {_c}

# Concepts whose claims are never attributed to "no registered tool" (null):
# they are routinely performed in the text of a reply itself (writing a
# summary, adding a paragraph) or are too generic to name a real-world action.
NON_NULL_CONCEPTS: frozenset[str] = frozenset(
    {
        READ_CONCEPT, "create", "add", "update", "organize", "convert", "start", "verify_action",
        "tag", "pin", "complete", "close", "send", "capture", "play", "pause",
        "check_in", "check_out", "approve", "reject", "switch_on", "switch_off", "arm", "disarm",
        "skip",
        "comment", "submit", "charge", "restore", "scale",
        "merge", "assign", "lock", "unlock", "switch", "backup", "remind", "renew", "escalate",
        "install", "draft",
    }
)

# Light verbs: their meaning comes from the noun they take ("make a
# reservation", "issue a refund", "leave a comment", "take a screenshot").
LIGHT_VERBS: frozenset[str] = frozenset(
    "make take do add post leave send give issue place put process submit create set complete "
    "file log record execute perform run initiate schedule shoot".split()
)

# Nouns that name an action (nominalisations); noun -> concept.
NOMINALS: dict[str, str] = {
    "reservation": "book", "booking": "book", "payment": "pay", "refund": "refund",
    "comment": "comment", "email": "email", "e-mail": "email", "mail": "email",
    "message": "message", "text": "message", "sms": "message", "dm": "message",
    "screenshot": "capture", "transfer": "transfer", "deletion": "delete",
    "removal": "delete", "cancellation": "cancel", "order": "order", "purchase": "order",
    "update": "update", "change": "update", "invitation": "invite", "invite": "invite",
    "reminder": "remind", "download": "download", "upload": "upload",
    "installation": "install", "backup": "backup", "rollback": "revert",
    "deployment": "deploy", "deploy": "deploy", "release": "deploy", "call": "call",
    "phone call": "call", "notification": "notify", "alert": "notify", "reply": "send",
    "response": "send", "approval": "approve", "submission": "submit",
    "escalation": "escalate", "restart": "restart", "archive": "archive",
    "wire": "transfer", "charge": "charge", "search": READ_CONCEPT, "lookup": READ_CONCEPT,
    "query": READ_CONCEPT, "print": "print", "printout": "print", "share": "share",
    "post": "post", "tweet": "post", "creation": "create", "merge": "merge",
    "subscription": "subscribe", "renewal": "renew", "assignment": "assign",
    "confirmation": "book", "label": "tag", "tag": "tag", "waiver": "waive",
    "reversal": "waive", "hold": "book", "tip": "pay", "gratuity": "pay",
    "deposit": "pay", "ring": "call", "buzz": "call", "payout": "pay", "heads-up": "notify",
}

# Abbreviations common in tool names -> the word they stand for.
NAME_ABBREVIATIONS: dict[str, str] = {
    "txn": "transaction", "txns": "transaction", "tx": "transaction", "inv": "invoice",
    "acct": "account", "acc": "account", "appt": "appointment", "msg": "message",
    "pmt": "payment", "bal": "balance", "cust": "customer", "tkt": "ticket",
    "req": "request", "cfg": "config", "conf": "config", "env": "environment",
    "addr": "address", "notif": "notification", "pwd": "password", "prefs": "preference",
    "pref": "preference", "stmt": "statement", "rx": "prescription", "dept": "department",
    "emp": "employee", "mgr": "manager", "org": "organization", "proj": "project",
    "cal": "calendar", "evt": "event", "img": "image", "pkg": "package", "doc": "document",
    "docs": "document", "info": "information", "qty": "quantity", "sub": "subscription",
    "subs": "subscription", "res": "reservation", "resv": "reservation", "ord": "order",
    "prod": "product", "usr": "user", "grp": "group", "loc": "location", "veh": "vehicle",
    "appts": "appointment", "invs": "invoice", "accts": "account", "msgs": "message",
}

# Evidential verbs: "X shows / says / returned / confirms ..." credit X with
# information. (Capability verbs such as "makes" or "has" do not.)
EVIDENTIAL_VERBS: frozenset[str] = frozenset(
    "show say report return confirm indicate list rate find give suggest flag tell "
    "mention estimate predict reveal put place come back pull up turn up yield note "
    "verify state measure detect calculate compute recommend advise warn forecast match identify "
    "spot score grade rank".split()
)

# Generic words for a tool in running text.
TOOL_WORDS: frozenset[str] = frozenset(
    "tool tools api apis plugin plugins integration integrations service endpoint function "
    "connector skill command utility".split()
)

ARTICLES: frozenset[str] = frozenset({"a", "an", "the"})
BE_FORMS: frozenset[str] = frozenset(
    {"is", "are", "was", "were", "be", "been", "'s", "'re", "am", "'m", "isn't", "aren't"}
)

# --- irregular verbs --------------------------------------------------------
# base: (past, participle) -- only those that can occur in claims or framing.
_IRREGULAR: dict[str, tuple[str, str]] = {
    "make": ("made", "made"), "take": ("took", "taken"), "send": ("sent", "sent"),
    "pay": ("paid", "paid"), "prepay": ("prepaid", "prepaid"), "set": ("set", "set"),
    "put": ("put", "put"), "find": ("found", "found"), "get": ("got", "gotten"),
    "go": ("went", "gone"), "run": ("ran", "run"), "rerun": ("reran", "rerun"),
    "read": ("read", "read"), "write": ("wrote", "written"), "rewrite": ("rewrote", "rewritten"),
    "build": ("built", "built"), "rebuild": ("rebuilt", "rebuilt"), "buy": ("bought", "bought"),
    "bring": ("brought", "brought"), "leave": ("left", "left"), "give": ("gave", "given"),
    "begin": ("began", "begun"), "freeze": ("froze", "frozen"), "unfreeze": ("unfroze",
    "unfrozen"), "choose": ("chose", "chosen"), "draw": ("drew", "drawn"),
    "withdraw": ("withdrew", "withdrawn"), "speak": ("spoke", "spoken"),
    "break": ("broke", "broken"), "ring": ("rang", "rung"), "shut": ("shut", "shut"),
    "cut": ("cut", "cut"), "hit": ("hit", "hit"), "let": ("let", "let"),
    "split": ("split", "split"), "spin": ("spun", "spun"), "hold": ("held", "held"),
    "keep": ("kept", "kept"), "lose": ("lost", "lost"), "meet": ("met", "met"),
    "sell": ("sold", "sold"), "tell": ("told", "told"), "think": ("thought", "thought"),
    "catch": ("caught", "caught"), "seek": ("sought", "sought"), "deal": ("dealt", "dealt"),
    "lead": ("led", "led"), "feed": ("fed", "fed"), "light": ("lit", "lit"),
    "undo": ("undid", "undone"), "redo": ("redid", "redone"), "do": ("did", "done"),
    "resend": ("resent", "resent"), "forward": ("forwarded", "forwarded"),
    "say": ("said", "said"), "see": ("saw", "seen"), "come": ("came", "come"),
    "show": ("showed", "shown"), "upload": ("uploaded", "uploaded"),
    "overwrite": ("overwrote", "overwritten"), "sign": ("signed", "signed"),
    "stand": ("stood", "stood"), "understand": ("understood", "understood"),
    "forget": ("forgot", "forgotten"), "have": ("had", "had"), "be": ("was", "been"),
    "know": ("knew", "known"), "shoot": ("shot", "shot"), "mistake": ("mistook", "mistaken"),
    "bind": ("bound", "bound"), "wind": ("wound", "wound"), "stick": ("stuck", "stuck"),
    "hang": ("hung", "hung"), "dig": ("dug", "dug"), "fly": ("flew", "flown"),
    "throw": ("threw", "thrown"), "blow": ("blew", "blown"), "wake": ("woke", "woken"),
    "rise": ("rose", "risen"), "tear": ("tore", "torn"), "wear": ("wore", "worn"),
    "drive": ("drove", "driven"), "ride": ("rode", "ridden"), "eat": ("ate", "eaten"),
    "fall": ("fell", "fallen"), "grow": ("grew", "grown"), "win": ("won", "won"),
    "sing": ("sang", "sung"), "swing": ("swung", "swung"), "slide": ("slid", "slid"),
    "feel": ("felt", "felt"), "mean": ("meant", "meant"), "sleep": ("slept", "slept"),
    "sweep": ("swept", "swept"), "spend": ("spent", "spent"), "lend": ("lent", "lent"),
    "bend": ("bent", "bent"), "reset": ("reset", "reset"), "upset": ("upset", "upset"),
    "broadcast": ("broadcast", "broadcast"), "forecast": ("forecast", "forecast"),
    "offset": ("offset", "offset"), "input": ("input", "input"), "output": ("output", "output"),
    "shed": ("shed", "shed"), "spread": ("spread", "spread"), "cast": ("cast", "cast"),
    "quit": ("quit", "quit"), "bet": ("bet", "bet"), "fit": ("fit", "fit"),
    "hide": ("hid", "hidden"), "bite": ("bit", "bitten"), "strike": ("struck", "struck"),
}

_IRREGULAR_PAST: dict[str, str] = {}
for _b, (_p, _pp) in _IRREGULAR.items():
    _IRREGULAR_PAST.setdefault(_p, _b)
    _IRREGULAR_PAST.setdefault(_pp, _b)

# All verb lemmas the engine knows about (concept verbs, framing verbs).
_FRAMING = (
    "use run call query check consult invoke trigger try ask hit ping pull look search fetch "
    "retrieve see read scan tell say show return report confirm indicate mark "
    "help want like need suggest recommend think believe know grab".split()
)
# verbs whose act depends on their object ("collected the fee": charged)
_OBJECT_VERBS = ("collect",)
KNOWN_VERBS: set[str] = (set(_IRREGULAR) | set(_FRAMING) | set(EVIDENTIAL_VERBS) | set(LIGHT_VERBS)
                         | set(_OBJECT_VERBS))
for _vs in CONCEPTS.values():
    for _v in _vs:
        KNOWN_VERBS.add(_v.split()[0])

_VOWELS = frozenset("aeiou")


def _ize(word: str) -> str:
    """British -ise spellings to -ize (organised -> organized)."""
    for a, b in (("isation", "ization"), ("ising", "izing"), ("ised", "ized"),
                 ("ises", "izes"), ("ise", "ize")):
        if word.endswith(a):
            return word[: -len(a)] + b
    return word


def _candidates(word: str) -> Iterable[tuple[str, str]]:
    """(lemma, form) guesses for an inflected word; form is 'past', 'ing', 's' or 'base'."""
    yield word, "base"
    if word in _IRREGULAR_PAST:
        yield _IRREGULAR_PAST[word], "past"
    n = len(word)
    if word.endswith("ed") and n > 3:
        stem = word[:-2]
        yield stem, "past"  # played, texted
        yield word[:-1], "past"  # deleted
        if n > 4 and stem[-1] == stem[-2] and stem[-1] not in _VOWELS:
            yield stem[:-1], "past"  # stopped, cancelled
        if word.endswith("ied"):
            yield word[:-3] + "y", "past"  # copied
    if word.endswith("ing") and n > 4:
        stem = word[:-3]
        yield stem, "ing"
        yield stem + "e", "ing"
        if len(stem) > 2 and stem[-1] == stem[-2] and stem[-1] not in _VOWELS:
            yield stem[:-1], "ing"
    if word.endswith("s") and n > 2 and not word.endswith("ss"):
        yield word[:-1], "s"
        if word.endswith("es"):
            yield word[:-2], "s"
        if word.endswith("ies"):
            yield word[:-3] + "y", "s"


_LEMMA_CACHE: dict[str, tuple[str, str] | None] = {}


def verb_lemma(word: str, known: set[str] | frozenset[str] | None = None) -> tuple[str, str] | None:
    """The lemma and form of ``word`` if it is an inflection of a known verb.

    ``form`` is ``"past"`` (past tense or participle), ``"ing"``, ``"s"`` or
    ``"base"``. Words whose past form equals the base (``set``, ``put``,
    ``read``) come back as ``"base"``; callers decide from context.
    """
    if known is None:
        hit = _LEMMA_CACHE.get(word, _MISS)
        if hit is not _MISS:
            return hit  # type: ignore[return-value]
        res = _verb_lemma(word, KNOWN_VERBS)
        if len(_LEMMA_CACHE) > 100_000:
            _LEMMA_CACHE.clear()
        _LEMMA_CACHE[word] = res
        return res
    return _verb_lemma(word, known)


_MISS = object()


def _verb_lemma(word: str, vocab: set[str] | frozenset[str]) -> tuple[str, str] | None:
    w = word.lower().replace("’", "'")
    for cand in (w, _ize(w)):
        for lemma, form in _candidates(cand):
            if lemma in vocab:
                return lemma, form
    if "-" in w:
        # "re-ran" -> rerun; "cross-checked", "double-booked" -> the head verb
        joined = w.replace("-", "")
        if joined.isalpha():
            hit = _verb_lemma(joined, vocab)
            if hit is not None:
                return hit
        head = w.rsplit("-", 1)[1]
        if len(head) > 2 and head.isalpha():
            return _verb_lemma(head, vocab)
        return None
    if w.startswith("re") and len(w) > 6 and w.isalpha():
        # repetition keeps the action: reordered -> order, redeployed -> deploy
        hit = _verb_lemma(w[2:], vocab)
        if hit is not None and hit[1] != "base" and concepts_of(hit[0]):
            return hit
    return None


def verb_forms(lemma: str) -> set[str]:
    """Inflected forms of a verb lemma (best effort; used for tests and phrases)."""
    out = {lemma}
    if lemma in _IRREGULAR:
        out.update(_IRREGULAR[lemma])
    if lemma.endswith("e"):
        out.update({lemma + "d", lemma[:-1] + "ing", lemma + "s"})
    elif lemma.endswith("y") and len(lemma) > 2 and lemma[-2] not in _VOWELS:
        out.update({lemma[:-1] + "ied", lemma + "ing", lemma[:-1] + "ies"})
    else:
        out.update({lemma + "ed", lemma + "ing", lemma + "s"})
    return out


def concepts_of(lemma: str) -> frozenset[str]:
    """The action concepts a verb (or phrasal verb) lemma belongs to."""
    return _VERB_CONCEPTS.get(lemma, frozenset())


# --- nouns -----------------------------------------------------------------
# nominalising suffixes and the verb endings they replace ("enrolment" ->
# enrol(l), "activation" -> activate, "verification" -> verify, "renewal" ->
# renew, "suspension" -> suspend, "delivery" -> deliver, "closure" -> close)
_NOMINAL_SUFFIXES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("ication", ("y",)),
    ("ation", ("ate", "", "e")),
    ("ition", ("", "ite")),
    ("ssion", ("t", "ss")),
    ("sion", ("d", "de", "se")),
    ("tion", ("te", "t", "")),
    ("ment", ("",)),
    ("ance", ("", "e")),
    ("ence", ("", "e")),
    ("ure", ("e",)),
    ("al", ("", "e")),
    ("ery", ("er",)),
    ("ry", ("r",)),
)
_NOMINAL_CACHE: dict[str, str | None] = {}


def nominal_bases(word: str) -> list[str]:
    """The verbs a noun may nominalise, by its suffix, longest suffix first
    ("calibration" -> calibrate, calibr, calibre; "removal" -> remov, remove).
    Empty for short or non-alphabetic words."""
    w = word.lower()
    if not w.isalpha() or len(w) < 6:
        return []
    sing = w[:-1] if w.endswith("s") and not w.endswith("ss") else w
    for suffix, endings in _NOMINAL_SUFFIXES:
        if not sing.endswith(suffix) or len(sing) - len(suffix) < 3:
            continue
        stem = sing[: -len(suffix)]
        if suffix == "al" and stem.endswith("ion"):
            return []  # "provisional", "additional": adjectives of nouns, not acts
        bases = [stem + e for e in endings]
        if stem.endswith("c"):
            bases.append(stem[:-1] + "ke")  # "revocation" -> revoke
        if stem[-1] == stem[-2]:
            bases.append(stem[:-1])  # "cancellation" -> cancel
        return bases  # only the longest suffix that fits
    return []


def nominal_concept(word: str) -> str | None:
    """The action concept a noun names: from the table of nominalisations
    ("refund", "booking"), else derived by morphology from a known verb
    ("enrolment" -> subscribe, "reimbursement", "suspension", "activation")."""
    w = word.lower()
    hit = NOMINALS.get(w) or NOMINALS.get(noun_key(w))
    if hit or not w.isalpha() or len(w) < 6:
        return hit
    if w in _NOMINAL_CACHE:
        return _NOMINAL_CACHE[w]
    if len(_NOMINAL_CACHE) > 50_000:
        _NOMINAL_CACHE.clear()
    found: str | None = None
    for base in nominal_bases(w):
        cs = concepts_of(base) - {READ_CONCEPT} if base in KNOWN_VERBS else frozenset()
        if len(cs) == 1:
            found = next(iter(cs))
            break
    _NOMINAL_CACHE[w] = found
    return found


_NOUN_SYNONYMS: dict[str, str] = {}
for _group in (
    "song track tune",
    "presentation deck slideshow",
    "document doc",
    "reservation booking",
    "availability slot opening",
    "issue ticket bug",
    "note memo",
    "email e-mail mail inbox",
    "message dm",
    "photo picture image pic",
    "event meeting appointment",
    "repository repo",
    "customer client",
    "device light lamp bulb tv television fan heater plug outlet speaker sprinkler heating "
    "aircon kettle",
    "invoice bill",
    "transaction charge",
    "task todo to-do",
    "directory folder",
    "employee staff",
    "replica instance",
    "log logs",
    "balance fund",
    "reminder alarm",
    "contact",
    "calendar",
):
    _ws = _group.split()
    for _w in _ws:
        _NOUN_SYNONYMS[_w] = _ws[0]


def noun_key(word: str) -> str:
    """A comparison key for a noun: lowercase, singular, synonym-folded.

    The same function is applied to tool words and reply words, so the stem
    only has to be consistent, not linguistically perfect.
    """
    w = word.lower().replace("’", "'")
    if w.endswith("'s"):
        w = w[:-2]
    w = w.strip("'")
    if w in _NOUN_SYNONYMS:
        return _NOUN_SYNONYMS[w]
    if len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        w = w[:-1]
    if w.endswith("ie") and len(w) > 3:
        w = w[:-2] + "y"
    elif w.endswith(("che", "she", "xe", "sse", "use")) and len(w) > 3:
        w = w[:-1]
    return _NOUN_SYNONYMS.get(w, w)


# --- identifiers -----------------------------------------------------------
_CAMEL_RE = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|[0-9]+")


def identifier_words(name: str) -> list[str]:
    """Split a tool name into lowercase words: snake_case, kebab-case,
    CamelCase, dotted and spaced names all work (``getPodLogs`` ->
    ``["get", "pod", "logs"]``, ``CIStatus`` -> ``["ci", "status"]``)."""
    out: list[str] = []
    for part in re.split(r"[^0-9A-Za-z]+", unicodedata.normalize("NFKC", name)):
        if part:
            out.extend(m.group(0).lower() for m in _CAMEL_RE.finditer(part))
    return out


def is_identifier(word: str) -> bool:
    """Does ``word`` look like a program identifier rather than an English word?

    True for snake_case (``get_balance``), CamelCase with an inner capital
    (``DatabaseQuery``, ``LyricsDB``, ``CIStatus``), and names ending in a
    capitalised API suffix (``WeatherAPI``).
    """
    if not word or not (word[0].isalpha() or word[0] == "_"):
        return False
    if "_" in word.strip("_") and any(c.isalpha() for c in word):
        return all(c.isalnum() or c in "_-." for c in word)
    if not word.isalnum():
        return False
    if word.isupper() or word.islower():
        return False
    # an inner capital after a lowercase letter: DatabaseQuery, iPhone-like excluded below
    if not word[0].isupper():
        return False
    inner = word[1:]
    if any(c.isupper() for c in inner) and any(c.islower() for c in word):
        # "McDonald"-style surnames: one lowercase letter then a capital
        return not (len(word) > 2 and word[1] == "c" and word[0] == "M" and word[2].isupper())
    return False
