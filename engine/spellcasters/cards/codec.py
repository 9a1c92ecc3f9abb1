"""Cards to and from plain dicts: the one place card data is read and checked.

The JSON file holds these dicts directly; the spreadsheet reader turns each row
into the same dict first, so both formats are checked by the same code and a
mistake gets the same message wherever it was made. Values may be numbers or
text (a spreadsheet gives text) and lists or `;`-separated text.
"""

from __future__ import annotations

from typing import Any

from engine.spellcasters.cards.compact import (
    make_spell,
    read_clause,
    read_effects,
    read_filter,
    read_int,
    read_spell,
    split_list,
    write_clause,
    write_cost,
    write_effect,
    write_filter,
)
from engine.spellcasters.cards.errors import FieldError
from engine.spellcasters.cards.model import (
    HP_STEP,
    AnyCard,
    CardFilter,
    CardKind,
    Classification,
    Combo,
    Element,
    Equipment,
    ItemOverride,
    Location,
    LocationChange,
    Mana,
    Object,
    Spell,
    Spellcaster,
)

COMMON_FIELDS = ("set", "number", "name", "kind", "text", "program_own")
KIND_FIELDS: dict[CardKind, tuple[str, ...]] = {
    CardKind.SPELLCASTER: ("element", "classification", "hp", "power", "guard", "spells", "not_in_play_with"),
    CardKind.MANA: ("element",),
    CardKind.OBJECT: ("effects", "works_on", "overrides"),
    CardKind.EQUIPMENT: ("power", "guard", "hp", "works_on", "overrides"),
    CardKind.LOCATION: ("changes",),
    CardKind.COMBO: ("requires", "effects"),
}
SPELL_FIELDS = ("name", "damage", "cost", "to_hit", "effects", "text")
MAX_SPELLS = 2


def card_id(set_code: str, number: int) -> str:
    """A card's id: its set code and its number in three digits ("SCS-007")."""
    return f"{set_code}-{number:03d}"


def _text(field: str, value: Any, *, required: bool = False) -> str:
    if value is None:
        value = ""
    if not isinstance(value, str):
        raise FieldError(field, f"expected text, got {value!r}")
    text = " ".join(value.split()) if field != "text" else value.strip()
    if required and not text:
        raise FieldError(field, "must not be empty")
    return text


def _list(field: str, value: Any) -> list[str]:
    """A list given as a JSON list of text or as `;`-separated text."""
    if value is None:
        return []
    if isinstance(value, str):
        return split_list(value)
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return [v.strip() for v in value if v.strip()]
    raise FieldError(field, f"expected a list of text (or text separated by ';'), got {value!r}")


def _bool(field: str, value: Any) -> bool:
    if isinstance(value, bool):
        return value
    if value is None:
        return False
    if isinstance(value, str):
        key = value.strip().casefold()
        if key in ("yes", "true", "1", "y", "x"):
            return True
        if key in ("", "no", "false", "0", "n"):
            return False
    raise FieldError(field, f"expected yes or no, got {value!r}")


def _int(data: dict[str, Any], field: str, *, default: int = 0, step: int = HP_STEP,
         minimum: int | None = None) -> int:
    value = data.get(field)
    if value is None or (isinstance(value, str) and not value.strip()):
        return default
    return read_int(field, value, step=step, minimum=minimum)


def _kind(value: Any) -> CardKind:
    text = _text("kind", value, required=True).casefold()
    for kind in CardKind:
        if text in (kind.value, kind.value + "s"):
            return kind
    raise FieldError("kind", f"unknown kind {value!r} (one of {', '.join(k.value for k in CardKind)})")


def card_from_dict(data: dict[str, Any], *, default_set: str = "", program_own: bool | None = None) -> AnyCard:
    """One card from its dict; FieldError naming the field on any mistake.

    `default_set` fills a missing set code (a file of one set); `program_own`
    forces the mark (the shipped database), else the card's own field counts.
    """
    kind = _kind(data.get("kind"))
    known = set(COMMON_FIELDS) | set(KIND_FIELDS[kind])
    for key, value in data.items():
        if key not in known and not _blank(value):
            raise FieldError(key, f"is not a field of a {kind.label} card "
                                  f"(its fields: {', '.join((*COMMON_FIELDS, *KIND_FIELDS[kind]))})")
    set_code = _text("set", data.get("set")) or default_set
    if not set_code:
        raise FieldError("set", "every card needs a set code")
    if not set_code.isalnum():
        raise FieldError("set", f"a set code is letters and digits only, got {set_code!r}")
    number = read_int("number", data.get("number") if data.get("number") is not None else "", minimum=1)
    common = {
        "id": card_id(set_code, number), "name": _text("name", data.get("name"), required=True),
        "set_code": set_code, "number": number, "text": _text("text", data.get("text")),
        "program_own": _bool("program_own", data.get("program_own")) if program_own is None else program_own,
    }
    return _BUILDERS[kind](data, common)


def _blank(value: Any) -> bool:
    return value is None or value == "" or value == []


def _element_of(data: dict[str, Any]) -> Element:
    try:
        return Element.from_name(_text("element", data.get("element"), required=True))
    except ValueError as exc:
        raise FieldError("element", str(exc)) from None


def _spellcaster(data: dict[str, Any], common: dict[str, Any]) -> Spellcaster:
    try:
        classification = Classification.from_name(_text("classification", data.get("classification"),
                                                         required=True))
    except ValueError as exc:
        raise FieldError("classification", str(exc)) from None
    raw_spells = data.get("spells")
    if not isinstance(raw_spells, list):
        raise FieldError("spells", f"expected a list of one or two Spells, got {raw_spells!r}")
    spells = tuple(_spell(f"spells[{i}]", raw) for i, raw in enumerate(raw_spells))
    if not 1 <= len(spells) <= MAX_SPELLS:
        raise FieldError("spells", f"a Spellcaster has one or two Spells (this one has {len(spells)})")
    if len({s.name.casefold() for s in spells}) != len(spells):
        raise FieldError("spells", "the two Spells have the same name")
    not_with = _list("not_in_play_with", data.get("not_in_play_with"))
    if common["name"].casefold() in {n.casefold() for n in not_with}:
        raise FieldError("not_in_play_with", "a card cannot exclude itself")
    if _blank(data.get("hp")):
        raise FieldError("hp", "a Spellcaster needs its HP")
    return Spellcaster(
        **common, element=_element_of(data), classification=classification,
        hp=_int(data, "hp", minimum=HP_STEP), spells=spells, power=_int(data, "power"), guard=_int(data, "guard"),
        not_in_play_with=tuple(" ".join(n.split()) for n in not_with),
    )


def _spell(field: str, raw: Any) -> Spell:
    if isinstance(raw, str):
        return read_spell(raw, field)
    if not isinstance(raw, dict):
        raise FieldError(field, f"expected a Spell (an object, or \"Name | damage | cost | to-hit | effects\"), "
                                f"got {raw!r}")
    for key in raw:
        if key not in SPELL_FIELDS:
            raise FieldError(f"{field}.{key}", f"is not a field of a Spell ({', '.join(SPELL_FIELDS)})")
    cost = raw.get("cost") or ""
    if not isinstance(cost, str):
        raise FieldError(f"{field}.cost", f"expected a Mana cost like \"2 Fire + 1 Any\", got {cost!r}")
    to_hit = raw.get("to_hit")
    if to_hit is not None and not isinstance(to_hit, (int, str)):
        raise FieldError(f"{field}.to_hit", f"expected a roll like 4 or \"4+\", got {to_hit!r}")
    damage = raw.get("damage")
    return make_spell(field, _text(f"{field}.name", raw.get("name")), 0 if damage is None else damage, cost,
                      to_hit, _list(f"{field}.effects", raw.get("effects")), _text("text", raw.get("text")))


def _mana(data: dict[str, Any], common: dict[str, Any]) -> Mana:
    return Mana(**common, element=_element_of(data))


def _works_on(data: dict[str, Any]) -> CardFilter:
    return read_filter(_list("works_on", data.get("works_on")), "works_on")


def _overrides(data: dict[str, Any], *, effects: bool) -> tuple[ItemOverride, ...]:
    out = []
    for entry in _list("overrides", data.get("overrides")):
        clause = read_clause(entry, "overrides", effects_allowed=effects, changes_allowed=not effects)
        if clause.fits.is_everyone:
            raise FieldError("overrides", f"{entry!r} must name whom it is for (\"Pegasus: +20 Power\")")
        out.append(ItemOverride(fits=clause.fits, effects=clause.effects, power=clause.power,
                                guard=clause.guard, hp=clause.hp))
    return tuple(out)


def _object(data: dict[str, Any], common: dict[str, Any]) -> Object:
    effects = read_effects(_list("effects", data.get("effects")))
    if not effects:
        raise FieldError("effects", "an Object needs at least one effect (\"heal 30\", \"cure\")")
    return Object(**common, effects=effects, works_on=_works_on(data), overrides=_overrides(data, effects=True))


def _equipment(data: dict[str, Any], common: dict[str, Any]) -> Equipment:
    power, guard, hp = _int(data, "power"), _int(data, "guard"), _int(data, "hp")
    if not (power or guard or hp):
        raise FieldError("power", "an Equipment changes Power, Guard or HP (all three are 0)")
    return Equipment(**common, power=power, guard=guard, hp=hp, works_on=_works_on(data),
                     overrides=_overrides(data, effects=False))


def _location(data: dict[str, Any], common: dict[str, Any]) -> Location:
    changes = []
    for entry in _list("changes", data.get("changes")):
        clause = read_clause(entry, "changes", effects_allowed=False)
        changes.append(LocationChange(fits=clause.fits, power=clause.power, guard=clause.guard, hp=clause.hp))
    return Location(**common, changes=tuple(changes))


def _combo(data: dict[str, Any], common: dict[str, Any]) -> Combo:
    requires = tuple(" ".join(n.split()) for n in _list("requires", data.get("requires")))
    if not requires:
        raise FieldError("requires", "a Combo lists the cards it is played with")
    effects = read_effects(_list("effects", data.get("effects")))
    if not effects:
        raise FieldError("effects", "a Combo needs at least one effect")
    return Combo(**common, requires=requires, effects=effects)


_BUILDERS = {
    CardKind.SPELLCASTER: _spellcaster,
    CardKind.MANA: _mana,
    CardKind.OBJECT: _object,
    CardKind.EQUIPMENT: _equipment,
    CardKind.LOCATION: _location,
    CardKind.COMBO: _combo,
}


def spell_to_dict(spell: Spell) -> dict[str, Any]:
    out: dict[str, Any] = {"name": spell.name, "damage": spell.damage}
    if spell.cost:
        out["cost"] = write_cost(spell.cost)
    if spell.to_hit is not None:
        out["to_hit"] = spell.to_hit
    if spell.effects:
        out["effects"] = [write_effect(e) for e in spell.effects]
    if spell.text:
        out["text"] = spell.text
    return out


def card_to_dict(card: AnyCard) -> dict[str, Any]:
    """A card as the JSON file stores it (fields left at their defaults are left out)."""
    out: dict[str, Any] = {"set": card.set_code, "number": card.number, "name": card.name,
                           "kind": card.kind.value}
    if isinstance(card, Spellcaster):
        out |= {"element": card.element.value, "classification": card.classification.value, "hp": card.hp}
        out |= {k: v for k, v in (("power", card.power), ("guard", card.guard)) if v}
        out["spells"] = [spell_to_dict(s) for s in card.spells]
        if card.not_in_play_with:
            out["not_in_play_with"] = list(card.not_in_play_with)
    elif isinstance(card, Mana):
        out["element"] = card.element.value
    elif isinstance(card, Object):
        out["effects"] = [write_effect(e) for e in card.effects]
    elif isinstance(card, Equipment):
        out |= {k: v for k, v in (("power", card.power), ("guard", card.guard), ("hp", card.hp)) if v}
    elif isinstance(card, Location):
        out["changes"] = [write_clause(c.fits, c.power, c.guard, c.hp) for c in card.changes]
    elif isinstance(card, Combo):
        out |= {"requires": list(card.requires), "effects": [write_effect(e) for e in card.effects]}
    if isinstance(card, (Object, Equipment)):
        if not card.works_on.is_everyone:
            out["works_on"] = write_filter(card.works_on)
        if card.overrides:
            out["overrides"] = [write_clause(o.fits, o.power, o.guard, o.hp, o.effects) for o in card.overrides]
    if card.text:
        out["text"] = card.text
    if card.program_own:
        out["program_own"] = True
    return out

