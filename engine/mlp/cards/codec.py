"""Cards to and from plain JSON values, in the compact shape of the shipped database.

Default values are left out so the file stays small and quick to load; the
keys are short field names so a diff of the shipped file reads like the data.
"""

from __future__ import annotations

from dataclasses import MISSING, fields
from typing import Any

from engine.mlp.cards.errors import CardDataError
from engine.mlp.cards.model import (
    Card,
    CardType,
    Color,
    ConfrontRequirement,
    Keyword,
    PlayRequirement,
)

_DEFAULTS = {f.name: f.default for f in fields(Card) if f.default is not MISSING}


def card_to_dict(card: Card) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for f in fields(Card):
        value = getattr(card, f.name)
        if f.name in _DEFAULTS and value == _DEFAULTS[f.name]:
            continue
        if f.name == "type":
            out[f.name] = value.value
        elif f.name == "colors":
            out[f.name] = [c.value for c in value]
        elif f.name == "play_requirements":
            out[f.name] = [[r.color.value, r.amount] for r in value]
        elif f.name == "keywords":
            out[f.name] = [k.name if k.value is None else [k.name, k.value] for k in value]
        elif f.name == "confront_owner":
            out[f.name] = [[r.kind, r.color.value if r.color else None, r.amount] for r in value]
        elif f.name == "boosted":
            out[f.name] = card_to_dict(value)
        elif isinstance(value, tuple):
            out[f.name] = list(value)
        else:
            out[f.name] = value
    return out


def card_from_dict(data: dict[str, Any]) -> Card:
    """A Card from `card_to_dict` output; CardDataError for anything malformed."""
    try:
        kwargs: dict[str, Any] = dict(data)
        kwargs["type"] = CardType(data["type"])
        if "colors" in data:
            kwargs["colors"] = tuple(Color(c) for c in data["colors"])
        if "play_requirements" in data:
            kwargs["play_requirements"] = tuple(PlayRequirement(Color(c), int(a)) for c, a in data["play_requirements"])
        if "keywords" in data:
            kwargs["keywords"] = tuple(
                Keyword(k) if isinstance(k, str) else Keyword(k[0], k[1]) for k in data["keywords"]
            )
        if "confront_owner" in data:
            kwargs["confront_owner"] = tuple(
                ConfrontRequirement(kind, Color(color) if color else None, int(amount))
                for kind, color, amount in data["confront_owner"]
            )
        if "boosted" in data:
            kwargs["boosted"] = card_from_dict(data["boosted"])
        for name in ("traits", "errata"):
            if name in data:
                kwargs[name] = tuple(data[name])
        return Card(**kwargs)
    except (KeyError, TypeError, ValueError) as exc:
        raise CardDataError(f"malformed card record {data.get('id', '?')!r}: {exc}") from None
