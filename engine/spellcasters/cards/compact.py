"""The compact text syntax of card data: Mana costs, effects, filters, clauses and whole Spells.

One syntax serves the JSON files and the spreadsheet (CSV) cells alike, so a
person learns it once and a card reads the same wherever it is written
(docs/spellcasters-cards.md):

- Mana cost: `2 Fire + 1 Any` (counts of an Element or of Any Element; `,` also separates).
- Effect: `KIND [AMOUNT] [WHO] [STATUS]`: `heal 20`, `confuse`, `cure confused`,
  `damage 30 each-opponent`, `heal 10 caster`, `draw 1`.
- Filter: Element, Classification and card names joined by `,` (`Pegasus`, `Discord`,
  `Fire, Unicorn`); `all` for every Spellcaster.
- Clause: `FILTER: CHANGE, CHANGE` where a change is `+10 Power`, `-5 Guard`, `+20 HP`
  or an effect (`Discord: heal 60`).
- Spell: `Name | damage | cost | to-hit | effects` (`Sonic Rainboom | 40 | 2 Air + 1 Any | 4+ | confuse`),
  with `-` or nothing for no cost, no roll or no effects.

Every reader raises `FieldError` saying what is wrong with the text it was given.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.spellcasters.cards.errors import FieldError
from engine.spellcasters.cards.model import (
    HP_STEP,
    CardFilter,
    Classification,
    Effect,
    EffectKind,
    Element,
    ManaCost,
    Spell,
    Status,
    Who,
)

EMPTY = ("", "-", "none")
_AMOUNT_KINDS = {EffectKind.DAMAGE, EffectKind.HEAL, EffectKind.DRAW}
_STATUS_WORDS = {s.value: s for s in Status}
_WHO_WORDS = {w.value: w for w in Who}
_WHOLE = re.compile(r"[0-9]{1,6}")
_CHANGE = re.compile(r"^([+-]\d+)\s+(power|guard|hp)$", re.IGNORECASE)


def is_empty(text: str) -> bool:
    return text.strip().casefold() in EMPTY


def split_list(text: str, separator: str = ";") -> list[str]:
    """The non-empty entries of a list cell, trimmed."""
    return [part.strip() for part in text.split(separator) if part.strip()]


def read_int(field: str, text: str | int, *, step: int = 1, minimum: int | None = None) -> int:
    """A whole number; with `step`, a multiple of it (HP and damage move in fives)."""
    if isinstance(text, bool) or not isinstance(text, (int, str)):
        raise FieldError(field, f"expected a whole number, got {text!r}")
    if isinstance(text, int):
        if abs(text) > 999_999:
            raise FieldError(field, f"expected a whole number of at most six digits, got {text}")
        value = text
    else:
        cleaned = text.strip()
        if not re.fullmatch(r"[+-]?\d{1,6}", cleaned):
            raise FieldError(field, f"expected a whole number, got {text!r}")
        value = int(cleaned)
    if minimum is not None and value < minimum:
        raise FieldError(field, f"must be at least {minimum} (got {value})")
    if value % step:
        raise FieldError(field, f"must be a multiple of {step} (got {value})")
    return value


# --- Mana costs ---------------------------------------------------------------------------

def read_cost(text: str, field: str = "cost") -> tuple[ManaCost, ...]:
    """`2 Fire + 1 Any` -> the Mana to tap; the same Element twice is added up."""
    if is_empty(text):
        return ()
    counts: dict[Element | None, int] = {}
    for part in re.split(r"[+,]", text):
        words = part.split()
        if not words:
            raise FieldError(field, f"an empty part in the Mana cost {text!r}")
        if len(words) == 1:
            words = ["1", words[0]]
        if len(words) != 2 or not _WHOLE.fullmatch(words[0]):
            raise FieldError(field, f"expected a count and an Element (\"2 Fire\"), got {part.strip()!r}")
        count = int(words[0])
        if count < 1:
            raise FieldError(field, f"a Mana count must be at least 1 (got {part.strip()!r})")
        element = None if words[1].casefold() == "any" else _element(field, words[1])
        counts[element] = counts.get(element, 0) + count
    return tuple(ManaCost(e, n) for e, n in sorted(counts.items(), key=lambda item: _cost_order(item[0])))


def _cost_order(element: Element | None) -> int:
    return len(Element) if element is None else list(Element).index(element)


def write_cost(cost: tuple[ManaCost, ...]) -> str:
    return " + ".join(str(c) for c in cost)


def _element(field: str, text: str) -> Element:
    try:
        return Element.from_name(text)
    except ValueError as exc:
        raise FieldError(field, str(exc)) from None


# --- Effects ------------------------------------------------------------------------------

def read_effect(text: str, field: str = "effects") -> Effect:
    """One effect: `heal 20`, `cure confused`, `damage 30 each-opponent`, `shrink caster`."""
    words = text.strip().casefold().split()
    if not words:
        raise FieldError(field, "an empty effect")
    try:
        kind = EffectKind(words[0])
    except ValueError:
        raise FieldError(field, f"unknown effect {words[0]!r} in {text.strip()!r} "
                                f"(one of {', '.join(k.value for k in EffectKind)})") from None
    rest = words[1:]
    amount = 0
    if kind in _AMOUNT_KINDS:
        if not rest or not _WHOLE.fullmatch(rest[0]):
            raise FieldError(field, f"{kind.value!r} needs an amount (\"{kind.value} 20\"), got {text.strip()!r}")
        amount = int(rest.pop(0))
        step = 1 if kind is EffectKind.DRAW else HP_STEP
        if amount < 1 or amount % step:
            what = "at least 1" if step == 1 else f"a positive multiple of {HP_STEP}"
            raise FieldError(field, f"the amount of {text.strip()!r} must be {what}")
    who = Who.PLAYER if kind is EffectKind.DRAW else Who.TARGET
    status: Status | None = None
    for word in rest:
        if word in _WHO_WORDS and kind is not EffectKind.DRAW:
            who = _WHO_WORDS[word]
        elif word in _STATUS_WORDS and kind is EffectKind.CURE and status is None:
            status = _STATUS_WORDS[word]
        else:
            raise FieldError(field, f"cannot read {word!r} in the effect {text.strip()!r}")
    if who is Who.PLAYER and kind is not EffectKind.DRAW:
        raise FieldError(field, f"{text.strip()!r}: only drawing reaches the player")
    return Effect(kind, amount, who, status)


def write_effect(effect: Effect) -> str:
    words = [effect.kind.value]
    if effect.kind in _AMOUNT_KINDS:
        words.append(str(effect.amount))
    default = Who.PLAYER if effect.kind is EffectKind.DRAW else Who.TARGET
    if effect.who is not default:
        words.append(effect.who.value)
    if effect.status is not None:
        words.append(effect.status.value)
    return " ".join(words)


def read_effects(entries: list[str], field: str = "effects") -> tuple[Effect, ...]:
    return tuple(read_effect(e, field) for e in entries if e.strip())


# --- Filters and clauses ------------------------------------------------------------------

def read_filter(parts: list[str], field: str) -> CardFilter:
    """Element, Classification and card names; `all` (or nothing) for every Spellcaster."""
    names: list[str] = []
    elements: list[Element] = []
    classifications: list[Classification] = []
    for part in parts:
        text = " ".join(part.split())
        if not text:
            raise FieldError(field, "an empty name in a list of Spellcasters")
        if text.casefold() in ("all", "every spellcaster", "everyone"):
            continue
        try:
            elements.append(Element.from_name(text))
            continue
        except ValueError:
            pass
        try:
            classifications.append(Classification.from_name(text))
            continue
        except ValueError:
            pass
        names.append(text)
    return CardFilter(tuple(names), tuple(elements), tuple(classifications))


def write_filter(card_filter: CardFilter) -> list[str]:
    if card_filter.is_everyone:
        return []
    return [*(e.value for e in card_filter.elements), *(c.value for c in card_filter.classifications),
            *card_filter.names]


@dataclass(frozen=True, slots=True)
class Clause:
    """`FILTER: CHANGE, ...` read: who it reaches, Power/Guard/HP changes and effects."""

    fits: CardFilter
    power: int
    guard: int
    hp: int
    effects: tuple[Effect, ...]


def read_clause(text: str, field: str, *, effects_allowed: bool, changes_allowed: bool = True) -> Clause:
    head, colon, body = text.partition(":")
    if not colon:
        head, body = "all", text
    fits = read_filter(head.split(","), field)
    power = guard = hp = 0
    effects: list[Effect] = []
    for item in (part.strip() for part in body.split(",")):
        if not item:
            raise FieldError(field, f"an empty change in {text.strip()!r}")
        change = _CHANGE.match(item)
        if change and changes_allowed:
            amount = read_int(field, change.group(1), step=HP_STEP)
            stat = change.group(2).casefold()
            if stat == "power":
                power += amount
            elif stat == "guard":
                guard += amount
            else:
                hp += amount
        elif effects_allowed:
            effects.append(read_effect(item, field))
        else:
            raise FieldError(field, f"expected changes like \"+10 Power\", \"-5 Guard\" or \"+20 HP\", got {item!r}")
    return Clause(fits, power, guard, hp, tuple(effects))


def write_clause(fits: CardFilter, power: int = 0, guard: int = 0, hp: int = 0,
                 effects: tuple[Effect, ...] = ()) -> str:
    items = [f"{value:+d} {label}" for value, label in ((power, "Power"), (guard, "Guard"), (hp, "HP")) if value]
    items += [write_effect(e) for e in effects]
    return f"{', '.join(write_filter(fits)) or 'all'}: {', '.join(items)}"


# --- Spells -------------------------------------------------------------------------------

def read_to_hit(text: str | int | None, field: str) -> int | None:
    """The lowest d6 roll that hits: `4+`, `4`; `-` or nothing for a Spell that always hits."""
    if text is None or (isinstance(text, str) and is_empty(text)):
        return None
    value = read_int(field, text.strip().removesuffix("+") if isinstance(text, str) else text)
    if not 2 <= value <= 6:
        raise FieldError(field, f"a to-hit roll is 2+ to 6+ on a d6 (got {value})")
    return value


def make_spell(field: str, name: str, damage: str | int, cost: str, to_hit: str | int | None,
               effects: list[str], text: str = "") -> Spell:
    """A Spell from its parts, each checked."""
    name = " ".join(name.split())
    if not name:
        raise FieldError(field, "a Spell needs a name")
    spell = Spell(
        name=name,
        damage=read_int(f"{field} damage", damage, step=HP_STEP, minimum=0),
        cost=read_cost(cost, f"{field} cost"),
        to_hit=read_to_hit(to_hit, f"{field} to-hit"),
        effects=read_effects(effects, f"{field} effects"),
        text=text.strip(),
    )
    if spell.damage == 0 and not spell.effects:
        raise FieldError(field, f"the Spell {name!r} deals no damage and has no effect")
    if any(e.who is Who.CASTER and e.kind is not EffectKind.HEAL and e.kind.status is None
           and e.kind is not EffectKind.CURE for e in spell.effects):
        raise FieldError(field, f"the Spell {name!r}: only heals, cures and conditions can reach the caster")
    return spell


def read_spell(text: str, field: str = "spell") -> Spell:
    """`Name | damage | cost | to-hit | effects` (effects joined by `,`)."""
    parts = [p.strip() for p in text.split("|")]
    if len(parts) < 2 or len(parts) > 5:
        raise FieldError(field, f"expected \"Name | damage | cost | to-hit | effects\", got {text.strip()!r}")
    parts += [""] * (5 - len(parts))
    name, damage, cost, to_hit, effects = parts
    return make_spell(field, name, damage or "0", cost, to_hit, [] if is_empty(effects) else split_list(effects, ","))


def write_spell(spell: Spell) -> str:
    return " | ".join((
        spell.name, str(spell.damage), write_cost(spell.cost) or "-",
        f"{spell.to_hit}+" if spell.to_hit else "-",
        ", ".join(write_effect(e) for e in spell.effects) or "-",
    ))
