"""Turn raw OCTGN records into typed Cards, reporting every repair.

The community data is hand-typed. Each rule below fixes one known kind of
mistake and reports it; anything not understood is dropped *and reported*,
never guessed at silently.
"""

from __future__ import annotations

import re
from dataclasses import replace

from engine.core.plural import how_many
from engine.mlp.cards.keywords import parse_keyword, parse_keyword_line, split_parts
from engine.mlp.cards.model import (
    Card,
    CardType,
    Color,
    ConfrontRequirement,
    Keyword,
    PlayRequirement,
    SetInfo,
)
from engine.mlp.cards.octgn import RawCard, RawFace
from engine.mlp.cards.report import ImportReport

# "∞" in a confront requirement: no amount of power is enough.
INFINITE_POWER = 999

_TYPES = {
    "mane character": CardType.MANE,
    "mane character boosted": CardType.MANE,
    "friend": CardType.FRIEND,
    "resource": CardType.RESOURCE,
    "event": CardType.EVENT,
    "troublemaker": CardType.TROUBLEMAKER,
    "problem": CardType.PROBLEM,
}
_COLORLESS = {"", "none", "colorless"}
# Every draw-deck card has a power: Events and Resources use theirs when flipped in faceoffs.
_HAS_POWER = {CardType.MANE, CardType.FRIEND, CardType.TROUBLEMAKER, CardType.EVENT, CardType.RESOURCE}
_HAS_COST = {CardType.FRIEND, CardType.RESOURCE, CardType.EVENT}
_PLAY_REQUIREMENT_FIELDS = (
    ("PlayRequiredPower", "PlayRequiredElement"),
    ("SecondaryPlayRequiredPower", "SecondaryPlayRequiredElement"),
    ("TertiaryPlayRequiredPower", "TertiaryPlayRequiredElement"),
)
_CONFRONT_FIELDS = (
    ("ProblemPlayerElement1", "ProblemPlayerElement1Power"),
    ("ProblemPlayerElement2", "ProblemPlayerElement2Power"),
)
_PROBLEM_FIELDS = (
    "ProblemOpponentPower",
    "ProblemPlayerElement1",
    "ProblemPlayerElement1Power",
    "ProblemPlayerElement2",
    "ProblemPlayerElement2Power",
)
_NUMBER = re.compile(r"^(?P<code>[A-Z]+)(?P<number>-?[0-9A-Za-z]+)$")


class _Face:
    """Normalises one face, reporting against a readable location."""

    def __init__(self, raw: RawFace, card_id: str, info: SetInfo, report: ImportReport) -> None:
        self.raw = raw
        self.props = raw.properties
        self.card_id = card_id
        self.info = info
        self.report = report
        self.where = f"{info.name} {self.props.get('Number', '?')} {raw.name.strip()} [{card_id}]"
        if raw.alternate_type:
            self.where += " (Boosted side)"

    def note(self, kind: str, field: str, value: object, action: str) -> None:
        self.report.add(kind, self.where, field, value, action)

    def get(self, name: str) -> str:
        return (self.props.get(name) or "").strip()

    def integer(self, name: str) -> int | None:
        value = self.get(name)
        if value == "":
            return None
        try:
            return int(value)
        except ValueError:
            self.note("bad-number", name, value, "not a whole number; left blank")
            return None

    def color(self, name: str, value: str) -> Color | None:
        try:
            return Color.from_name(value)
        except ValueError:
            self.note("bad-color", name, value, "not a color; ignored")
            return None


def split_number(number: str, info: SetInfo, report: ImportReport, where: str) -> tuple[str, str]:
    """"PR12" -> ("PR", "12"); promos and the Villain Challenge carry their own prefixes."""
    match = _NUMBER.match(number.strip()) if len(number) <= 24 else None
    if match is None:
        report.add("bad-number", where, "Number", number, "no set prefix; kept whole under the set code")
        return info.code, number.strip()
    code = match["code"]
    if info.code and code != info.code:
        report.add(
            "number-prefix", where, "Number", number,
            f"prefix {code!r} differs from the set's code {info.code!r}; kept as printed",
        )
    return code, match["number"]


def normalize_card(raw: RawCard, info: SetInfo, report: ImportReport) -> Card | None:
    """The typed card with its Boosted side, or None (reported) when it cannot be typed."""
    front = _normalize_face(_Face(raw.face, raw.id, info, report))
    if front is None:
        return None
    boosted: Card | None = None
    for alternate in raw.alternates:
        face = _Face(alternate, raw.id, info, report)
        if alternate.alternate_type.casefold() != "mane character boosted":
            face.note("unknown-alternate", "alternate type", alternate.alternate_type, "side skipped")
            continue
        if front.type is not CardType.MANE:
            face.note(
                "two-sided", "alternate", alternate.alternate_type,
                f"a {front.type.label} with a second side (a variant card); kept as its other side",
            )
        if boosted is not None:
            face.note("duplicate", "alternate", alternate.alternate_type, "second Boosted side skipped")
            continue
        boosted = _normalize_face(face, boosted_side=True)
    if front.type is CardType.MANE and boosted is None:
        report.add("missing-field", f"{info.name} {front.code} {front.full_name} [{raw.id}]", "alternate", "", "Mane Character without a Boosted side")
    if boosted is None:
        return front
    return replace(front, boosted=boosted)


def _normalize_face(face: _Face, *, boosted_side: bool = False) -> Card | None:
    raw_type = face.get("Type")
    card_type = _TYPES.get(raw_type.casefold())
    if card_type is None:
        face.note("bad-type", "Type", raw_type, "unknown card type; card skipped")
        return None
    if card_type is CardType.MANE and boosted_side != (raw_type.casefold() == "mane character boosted"):
        face.note("bad-type", "Type", raw_type, f"used as the {'Boosted' if boosted_side else 'front'} side anyway")

    title = face.raw.name
    if title != title.strip() or "  " in title:
        face.note("whitespace", "name", title, "extra spaces removed")
        title = " ".join(title.split())
    subtitle = face.get("Subname")
    if subtitle != " ".join(subtitle.split()):
        face.note("whitespace", "Subname", subtitle, "extra spaces removed")
        subtitle = " ".join(subtitle.split())
    set_code, number = split_number(face.get("Number"), face.info, face.report, face.where)

    colors = _colors(face, card_type)
    power = face.integer("Power")
    if power is not None and card_type not in _HAS_POWER:
        face.note("stray-field", "Power", power, f"a {card_type.label} has no power; ignored")
        power = None
    cost = face.integer("Cost")
    if cost is not None and card_type not in _HAS_COST:
        face.note("stray-field", "Cost", cost, f"a {card_type.label} has no cost; ignored")
        cost = None
    play_requirements = _play_requirements(face)
    traits = tuple(t.strip() for t in face.get("Traits").split(",") if t.strip())
    keywords = _keywords(face)
    home_limit: int | None = None
    text, text_keywords = _text(face, keywords)
    keywords = _check_keywords(face, card_type, keywords + text_keywords)
    for keyword in keywords:
        if keyword.name == "Home Limit":
            home_limit = keyword.value
    # Dilemmas (a Resource trait from Marks in Time on) carry a Problem's requirements and bonus.
    dilemma = "dilemma" in {t.casefold() for t in traits}
    confront_owner, confront_opponent, owner_unknown, opponent_unknown = _confront(face, card_type, dilemma)
    bonus = face.integer("Bonus")
    bonus_points = troublemaker_points = None
    if card_type is CardType.PROBLEM or dilemma:
        bonus_points = bonus
    elif card_type is CardType.TROUBLEMAKER:
        troublemaker_points = bonus
    elif bonus is not None:
        face.note("stray-field", "Bonus", bonus, f"a {card_type.label} scores no bonus; ignored")
    if card_type is CardType.MANE and home_limit is None:
        face.note("missing-field", "Keywords", face.get("Keywords"), "Mane Character without a home limit; left blank")
    rarity = face.get("Rarity")
    if rarity == "" and face.info.kind != "token":
        face.note("missing-field", "Rarity", rarity, "left blank")
    return Card(
        id=face.card_id,
        set_code=set_code,
        set_name=face.info.name,
        number=number,
        rarity=rarity,
        type=card_type,
        title=title,
        subtitle=subtitle,
        colors=colors,
        power=power,
        cost=cost,
        play_requirements=play_requirements,
        traits=traits,
        keywords=tuple(keywords),
        text=text,
        home_limit=home_limit,
        starting_problem=any(k.name == "Starting Problem" for k in keywords),
        epic="epic" in {t.casefold() for t in traits},
        dilemma=dilemma,
        confront_owner=confront_owner,
        confront_opponent=confront_opponent,
        confront_owner_unknown=owner_unknown,
        confront_opponent_unknown=opponent_unknown,
        bonus_points=bonus_points,
        troublemaker_points=troublemaker_points,
        is_token=face.info.kind == "token",
        is_boosted_side=boosted_side,
    )


def _colors(face: _Face, card_type: CardType) -> tuple[Color, ...]:
    element = face.get("Element")
    multi = [("MultiPrimaryElement", face.get("MultiPrimaryElement")), ("MultiSecondaryElement", face.get("MultiSecondaryElement"))]
    tri = [
        ("TriPrimaryElement", face.get("TriPrimaryElement")),
        ("TriSecondaryElement", face.get("TriSecondaryElement")),
        ("TriElement", face.get("TriElement")),
    ]
    colors: list[Color] = []
    if element.casefold() == "multicolor":
        parts = [p for p in tri if p[1]] if any(v for _, v in tri) else [p for p in multi if p[1]]
        if any(v for _, v in tri) and any(v for _, v in multi):
            face.note("stray-field", "MultiPrimaryElement", ",".join(v for _, v in multi), "both two- and three-color fields set; used the three-color ones")
        for name, value in parts:
            if value.casefold() in _COLORLESS:
                face.note("stray-field", name, value, "not a color; ignored")
                continue
            color = face.color(name, value)
            if color is not None and color not in colors:
                colors.append(color)
        if len(colors) < 2:
            face.note("bad-color", "Element", element, f"Multicolor card with {how_many(len(colors), 'readable color')}")
        return tuple(colors)
    if element.casefold() not in _COLORLESS:
        color = face.color("Element", element)
        if color is not None:
            colors.append(color)
        if card_type in (CardType.PROBLEM, CardType.TROUBLEMAKER):
            face.note("stray-field", "Element", element, f"a {card_type.label} has no color; ignored")
            colors = []
    for name, value in multi + tri:
        if value:
            face.note("stray-field", name, value, f"second/third color field on a card whose Element is {element!r}; ignored")
    if element.casefold() in ("none", "colorless") and card_type not in (CardType.FRIEND, CardType.MANE):
        face.note("unusual-field", "Element", element, "colorless")
    return tuple(colors)


def _play_requirements(face: _Face) -> tuple[PlayRequirement, ...]:
    requirements = []
    for power_field, color_field in _PLAY_REQUIREMENT_FIELDS:
        amount_text, color_text = face.get(power_field), face.get(color_field)
        if not amount_text and not color_text:
            continue
        if not amount_text or not color_text or color_text.casefold() in _COLORLESS:
            face.note("bad-requirement", f"{power_field}/{color_field}", f"{amount_text}/{color_text}", "incomplete play requirement dropped")
            continue
        amount = face.integer(power_field)
        color = face.color(color_field, color_text)
        if amount is None or color is None:
            continue
        requirements.append(PlayRequirement(color, amount))
    return tuple(requirements)


def _keywords(face: _Face) -> list[Keyword]:
    value = face.get("Keywords")
    keywords: list[Keyword] = []
    if not value:
        return keywords
    if value.endswith("."):
        face.note("punctuation", "Keywords", value, "trailing period removed")
    for part in split_parts(value):
        keyword = parse_keyword(part)
        if keyword is None:
            face.note("bad-keyword", "Keywords", part, "not a keyword; dropped")
            continue
        keywords.append(keyword)
    return keywords


def _text(face: _Face, keywords: list[Keyword]) -> tuple[str, list[Keyword]]:
    text = face.props.get("Text") or ""
    cleaned = "\n".join(line.strip() for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n")).strip()
    if cleaned != text:
        face.note("whitespace", "Text", text[:40], "line breaks and spaces tidied")
    if re.search(r"<p>", cleaned, re.IGNORECASE):
        face.note("markup", "Text", cleaned[:40], "paragraph tag <P> read as a line break")
        cleaned = re.sub(r"\s*<p>\s*", "\n", cleaned, flags=re.IGNORECASE).strip()
    if "<>" in cleaned:
        face.note("markup", "Text", cleaned[cleaned.index("<>") - 10 : cleaned.index("<>") + 20], "empty symbol '<>' (a lost icon) kept as printed")
    if not cleaned:
        return "", []
    cleaned = _one_closing_period(face, cleaned)
    cleaned = _action_token_icons(face, cleaned)
    _report_typos(face, cleaned)
    kept: list[str] = []
    added: list[Keyword] = []
    known = {(k.name, k.value) for k in keywords}
    for number, line in enumerate(cleaned.split("\n"), start=1):
        parsed = parse_keyword_line(line)
        if parsed is None:
            kept.append(line)
            continue
        new = [k for k in parsed[0] if (k.name, k.value) not in known]
        known.update((k.name, k.value) for k in new)
        added.extend(new)
        where = "first line" if number == 1 else f"line {number}"
        face.note(
            "keyword-in-text", "Text", line,
            f"keyword-only {where} moved to the keywords" if new else f"keyword {where} repeats the keywords; removed",
        )
    return "\n".join(kept).strip(), added


def _one_closing_period(face: _Face, text: str) -> str:
    """A reminder in brackets that ends its own sentence, then a stray period after the bracket
    ("... already in play.).", eight cards): the stray one goes, as the card reads "... in play.)";
    a bracket closing inside a sentence ("(even if it isn't your Main Phase).") keeps its period."""
    for found in re.finditer(r"\.\)\.", text):
        face.note("punctuation", "Text", text[max(0, found.start() - 30) : found.end()],
                  "period after a closing bracket that ends with one removed")
    return text.replace(".).", ".)")


# The action-token icon as later promos' data types it: "pay 1AT", "gain 4AT", "pay X AT less"
_TYPED_ACTION_TOKENS = re.compile(r"\b(\d+|X) ?AT\b")


def _action_token_icons(face: _Face, text: str) -> str:
    """The action-token icon typed as letters ("pay 1AT", "X AT") is written as every other
    card's data and the rules texts write the icon ("pay [1]", "+[X]"), so that every place
    quoting a card's text shows it alike, in the card's words, never the typist's code."""
    for found in _TYPED_ACTION_TOKENS.finditer(text):
        face.note("symbol", "Text", found.group(0), f"action-token icon typed as letters read as [{found.group(1)}]")
    return _TYPED_ACTION_TOKENS.sub(lambda found: f"[{found.group(1)}]", text)


# Slips a proofreader would circle; reported, never changed (the printed wording is the card).
_TYPO_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\b\w+' (?:hand|deck|discard pile)\b"), "possessive without s"),
    (re.compile(r"\b([a-z]+) \1\b"), "repeated word"),  # lower case only: "Bon Bon" is a name
    (re.compile(r"\S  +\S"), "double space"),
    (re.compile(r"\w \.(?!\.)"), "space before a period"),
)


def _report_typos(face: _Face, text: str) -> None:
    for pattern, label in _TYPO_PATTERNS:
        for match in pattern.finditer(text):
            start = max(0, match.start() - 15)
            face.note("possible-typo", "Text", text[start : match.end() + 15], f"{label}; kept as printed")


# Keywords that only make sense on some card types: anywhere else they are data-entry slips.
_KEYWORD_TYPES: dict[str, frozenset[CardType]] = {
    "Starting Problem": frozenset({CardType.PROBLEM}),
    "Home Limit": frozenset({CardType.MANE}),
    "Villain": frozenset({CardType.TROUBLEMAKER}),
    "Harmonious": frozenset({CardType.PROBLEM}),
    "Tyrannical": frozenset({CardType.PROBLEM}),
}
_CHARACTER_TYPES = frozenset({CardType.MANE, CardType.FRIEND, CardType.TROUBLEMAKER})


def _check_keywords(face: _Face, card_type: CardType, keywords: list[Keyword]) -> list[Keyword]:
    """Drop keywords the card type cannot have (reported); report unusual but possible ones."""
    kept = []
    for keyword in keywords:
        allowed = _KEYWORD_TYPES.get(keyword.name)
        if allowed is not None and card_type not in allowed:
            face.note(
                "misplaced-keyword", "Keywords", str(keyword),
                f"a {card_type.label} cannot have {keyword.name}; dropped",
            )
            continue
        if allowed is None and card_type not in _CHARACTER_TYPES:
            face.note("unusual-keyword", "Keywords", str(keyword), f"kept, though {keyword.name} is a character keyword on a {card_type.label}")
        kept.append(keyword)
    return kept


def _confront(
    face: _Face, card_type: CardType, dilemma: bool
) -> tuple[tuple[ConfrontRequirement, ...], int | None, str, str]:
    """The owner's confront requirements, the opponent's power (None: "infinity", never met)
    and, for each, what the data gives when it is missing or incomplete (209.1: a Problem has
    both), which no default may stand in for (`Card.confront_owner_unknown`): "" when known."""
    if card_type is not CardType.PROBLEM and not dilemma:
        for name in _PROBLEM_FIELDS:
            if face.get(name):
                face.note("stray-field", name, face.get(name), f"a {card_type.label} has no confront requirement; ignored")
        return (), None, "", ""
    requirements = []
    owner_unknown: list[str] = []
    for color_field, power_field in _CONFRONT_FIELDS:
        color_text, amount_text = face.get(color_field), face.get(power_field)
        if not color_text and not amount_text:
            continue
        if not color_text or not amount_text:
            # A power with no color (Bunny Stampede's "/2") or a color with no power (Fire When
            # Ready's "Rainbow/"): a requirement is printed, but what it asks is not known.
            face.note("bad-requirement", f"{color_field}/{power_field}", f"{color_text}/{amount_text}",
                      "incomplete confront requirement; not known, so its owner can't confront it")
            owner_unknown.append(f"{amount_text} power with no color" if amount_text else f"{color_text} with no power")
            continue
        if amount_text in ("∞", "infinity"):
            face.note("infinite-requirement", power_field, amount_text, f"read as {INFINITE_POWER} (never met)")
            amount: int | None = INFINITE_POWER
        else:
            amount = face.integer(power_field)
        if amount is None:
            continue
        lowered = color_text.casefold()
        if lowered == "wild":
            requirements.append(ConfrontRequirement("wild", None, amount))
        elif lowered.startswith("not "):
            color = face.color(color_field, color_text[4:])
            if color is not None:
                requirements.append(ConfrontRequirement("not_color", color, amount))
        else:
            color = face.color(color_field, color_text)
            if color is not None:
                requirements.append(ConfrontRequirement("color", color, amount))
    opponent_text = face.get("ProblemOpponentPower")
    opponent: int | None = None
    opponent_unknown = ""
    if opponent_text == "":
        face.note("missing-field", "ProblemOpponentPower", "", "no opponent requirement; not known, so the opponent can't confront it")
        opponent_unknown = "nothing"
    elif opponent_text.casefold() not in ("infinity", "∞"):
        opponent = face.integer("ProblemOpponentPower")
    if not requirements:
        face.note("missing-field", "ProblemPlayerElement1", "",
                  "Problem without an owner confront requirement; not known, so its owner can't confront it")
        owner_unknown = owner_unknown or ["nothing"]
    return tuple(requirements), opponent, " and ".join(owner_unknown), opponent_unknown
