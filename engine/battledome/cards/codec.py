"""One card as plain data and back: the checks every card-data format shares.

The JSON file and the organizer's spreadsheet (CSV) both end up here as one mapping
per card, keyed by the `Card` field names. Values may come as JSON numbers and lists
or as the text a spreadsheet cell holds ("3", "red; yellow", "+1 ATK; +1 AGI"), so
both formats get the same rules and the same messages. Every refusal names where
the card stands (`where`, e.g. "cards.csv, line 7") and the field.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from engine.battledome.cards.errors import CardDataError
from engine.battledome.cards.model import NEOPET_COLORS, Card, CardKind, Stat, StatBoost

FIELDS: tuple[str, ...] = (
    "id", "set_code", "number", "kind", "name", "text", "species", "color", "hit_points", "attack",
    "defence", "agility", "level", "codestone_colors", "boosts", "teams", "rainbow_pool_icon",
    "equipment_slot", "map_piece_of", "starts_in_rainbow_pool", "unofficial",
)
"""Every field a card may give, in the order files write them."""

REQUIRED: tuple[str, ...] = ("set_code", "number", "kind", "name")

STAT_FIELDS = ("hit_points", "attack", "defence", "agility")
MAX_PRINTED_STAT = 10
"""6.2.4 caps Attack, Defence and Agility at 10; no printed value goes beyond it."""
MAX_TEXT = 2000
MAX_NAME = 120

_BOOST = re.compile(r"^\s*([+-]?\d{1,2})\s*([A-Za-z_ ]+?)\s*$")
_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$")


class CardFieldError(CardDataError):
    """One field of one card is wrong."""

    def __init__(self, where: str, field: str, message: str) -> None:
        super().__init__(f"{where}, field '{field}': {message}")
        self.where = where
        self.field = field
        self.detail = message


def _empty(value: Any) -> bool:
    return value is None or (isinstance(value, str) and not value.strip())


def _text(data: Mapping[str, Any], key: str, where: str, limit: int = MAX_TEXT) -> str:
    value = data.get(key)
    if _empty(value):
        return ""
    if not isinstance(value, str):
        raise CardFieldError(where, key, f"expected text, found {value!r}")
    value = " ".join(value.split()) if key != "text" else value.strip()
    if len(value) > limit:
        raise CardFieldError(where, key, f"longer than {limit} characters")
    return value


def _whole(data: Mapping[str, Any], key: str, where: str, low: int, high: int | None) -> int | None:
    value = data.get(key)
    if _empty(value):
        return None
    if isinstance(value, bool):
        raise CardFieldError(where, key, f"expected a whole number, found {value!r}")
    if isinstance(value, str):
        stripped = value.strip()
        if not re.fullmatch(r"[+-]?\d{1,6}", stripped):
            raise CardFieldError(where, key, f"expected a whole number, found {value.strip()!r}")
        value = int(stripped)
    if not isinstance(value, int):
        raise CardFieldError(where, key, f"expected a whole number, found {value!r}")
    if value < low or (high is not None and value > high):
        span = f"from {low} to {high}" if high is not None else f"{low} or more"
        raise CardFieldError(where, key, f"{value} is out of range (a {key.replace('_', ' ')} is {span})")
    return value


def _flag(data: Mapping[str, Any], key: str, where: str) -> bool:
    value = data.get(key)
    if _empty(value):
        return False
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().casefold() in ("yes", "y", "true", "1", "x"):
        return True
    if isinstance(value, str) and value.strip().casefold() in ("no", "n", "false", "0"):
        return False
    raise CardFieldError(where, key, f"expected yes or no, found {value!r}")


def _words(data: Mapping[str, Any], key: str, where: str) -> tuple[str, ...]:
    value = data.get(key)
    if _empty(value):
        return ()
    if isinstance(value, str):
        items: list[Any] = value.split(";")
    elif isinstance(value, list):
        items = value
    else:
        raise CardFieldError(where, key, f"expected a list (or text separated by ';'), found {value!r}")
    out = []
    for item in items:
        if not isinstance(item, str):
            raise CardFieldError(where, key, f"expected text in the list, found {item!r}")
        if item.strip():
            out.append(" ".join(item.split()))
    return tuple(out)


def _boosts(data: Mapping[str, Any], where: str) -> tuple[StatBoost, ...]:
    value = data.get("boosts")
    if _empty(value):
        return ()
    items: list[Any] = value.split(";") if isinstance(value, str) else value
    if not isinstance(items, list):
        raise CardFieldError(where, "boosts", f"expected a list of boosts like '+1 ATK', found {value!r}")
    out = []
    for item in items:
        if isinstance(item, str):
            if not item.strip():
                continue
            match = _BOOST.match(item)
            if match is None:
                raise CardFieldError(where, "boosts", f"{item.strip()!r} is not a boost like '+1 ATK'")
            amount, stat_text = int(match.group(1)), match.group(2)
        elif isinstance(item, Mapping) and set(item) == {"stat", "amount"}:
            stat_text, amount = item["stat"], item["amount"]
            if not isinstance(stat_text, str) or isinstance(amount, bool) or not isinstance(amount, int):
                raise CardFieldError(where, "boosts", f"{item!r} is not a boost like '+1 ATK'")
        else:
            raise CardFieldError(where, "boosts", f"{item!r} is not a boost like '+1 ATK'")
        try:
            stat = Stat.from_text(stat_text)
        except ValueError:
            raise CardFieldError(where, "boosts", f"{stat_text.strip()!r} is not a stat "
                                 "(ATK, DEF, AGI or HP)") from None
        if amount == 0 or abs(amount) > MAX_PRINTED_STAT:
            raise CardFieldError(where, "boosts", f"a boost of {amount} is out of range")
        out.append(StatBoost(stat, amount))
    return tuple(out)


def card_from_dict(data: Mapping[str, Any], where: str) -> Card:
    """A card from one record of card data; `CardFieldError` naming `where` and the field."""
    unknown = sorted(str(k) for k in data if k not in FIELDS)
    if unknown:
        raise CardFieldError(where, unknown[0], "not a card field (the fields are: " + ", ".join(FIELDS) + ")")
    for key in REQUIRED:
        if _empty(data.get(key)):
            raise CardFieldError(where, key, "missing; every card needs a set code, number, kind and name")
    kind_text = data["kind"]
    if not isinstance(kind_text, str):
        raise CardFieldError(where, "kind", f"expected text, found {kind_text!r}")
    try:
        kind = CardKind.from_text(kind_text)
    except ValueError:
        kinds = ", ".join(k.label for k in CardKind)
        raise CardFieldError(where, "kind", f"{kind_text.strip()!r} is not a card type ({kinds})") from None
    set_code = _text(data, "set_code", where, 12)
    if not _ID.match(set_code):
        raise CardFieldError(where, "set_code", f"{set_code!r} is not a set code (letters and digits)")
    number = _whole(data, "number", where, 1, 99999)
    assert number is not None
    card_id = _text(data, "id", where, 40) or f"{set_code}-{number:03d}"
    if not _ID.match(card_id):
        raise CardFieldError(where, "id", f"{card_id!r} is not an id (letters, digits, '-', '_', '.')")
    stats = {key: _whole(data, key, where, 1 if key == "hit_points" else 0,
                         None if key == "hit_points" else MAX_PRINTED_STAT) for key in STAT_FIELDS}
    card = Card(
        id=card_id, set_code=set_code, number=number, kind=kind, name=_text(data, "name", where, MAX_NAME),
        text=_text(data, "text", where), species=_text(data, "species", where, MAX_NAME),
        color=_text(data, "color", where, MAX_NAME), level=_whole(data, "level", where, 0, 99),
        codestone_colors=_words(data, "codestone_colors", where), boosts=_boosts(data, where),
        teams=_words(data, "teams", where), rainbow_pool_icon=_text(data, "rainbow_pool_icon", where, MAX_NAME),
        equipment_slot=_text(data, "equipment_slot", where, MAX_NAME),
        map_piece_of=_text(data, "map_piece_of", where, MAX_NAME),
        starts_in_rainbow_pool=_flag(data, "starts_in_rainbow_pool", where),
        unofficial=_flag(data, "unofficial", where), **stats,
    )
    _check_kind(card, where)
    return card


def _check_kind(card: Card, where: str) -> None:
    """The fields a kind must have, and those it cannot (rules 6 and 7)."""
    kind = card.kind
    if kind.is_neopet:
        if not card.species:
            raise CardFieldError(where, "species", f"a {kind.label} needs its species")
        for key in STAT_FIELDS:
            if getattr(card, key) is None:
                raise CardFieldError(where, key, f"a {kind.label} needs all four stats (6.2.1)")
        if kind is CardKind.NEOPET and card.color and card.color.casefold() not in NEOPET_COLORS:
            raise CardFieldError(where, "color", f"{card.color!r}: a Neopet is red, blue, yellow or green (7.1.1)")
        if kind is CardKind.RAINBOW_POOL_NEOPET and not card.rainbow_pool_icon:
            raise CardFieldError(where, "rainbow_pool_icon",
                                 "a Rainbow Pool Neopet names its Paint Brush or Location (6.8, 7.2.2)")
    else:
        for key in STAT_FIELDS:
            if getattr(card, key) is not None:
                raise CardFieldError(where, key, f"only Neopets have stats; a {kind.label} has none")
    if kind is CardKind.CODESTONE and not card.boosts:
        raise CardFieldError(where, "boosts", "a Codestone prints at least one stat boost (7.11.7)")
    if kind is not CardKind.CODESTONE and (card.boosts or card.codestone_colors):
        field = "boosts" if card.boosts else "codestone_colors"
        raise CardFieldError(where, field, f"only Codestones have this; a {kind.label} does not")
    if kind in (CardKind.HERO, CardKind.VILLAIN) and not card.teams:
        raise CardFieldError(where, "teams", f"a {kind.label} has a team icon (7.3.8)")
    if kind is CardKind.MAP_PIECE and not card.map_piece_of:
        raise CardFieldError(where, "map_piece_of", "a Map Piece names the Location it is collected for (7.10)")
    if kind is CardKind.PAINT_BRUSH and not card.color:
        raise CardFieldError(where, "color", "a Paint Brush names the color it paints (8.20.10b)")
    if kind is not CardKind.EQUIPMENT and card.equipment_slot:
        raise CardFieldError(where, "equipment_slot", f"only Equipment has a slot; a {kind.label} does not")


def card_to_dict(card: Card) -> dict[str, Any]:
    """A card as the JSON file stores it: only the fields it has, in `FIELDS` order."""
    out: dict[str, Any] = {}
    for key in FIELDS:
        value = getattr(card, key)
        if key == "kind":
            value = card.kind.value
        elif key == "boosts":
            value = [{"stat": b.stat.value, "amount": b.amount} for b in card.boosts]
        elif isinstance(value, tuple):
            value = list(value)
        if value in (None, "", [], False):
            continue
        out[key] = value
    return out
