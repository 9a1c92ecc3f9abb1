"""A player's one-shot cost changes and the cards whose text gave them.

Every discount a text gives for later this turn (the next card, the next Friend or Event, the
next Friend of a color, the next card with a trait, the first card of a name, one card in the
hand, the next Friend "to a minimum of [1]") and Whining's surcharge ("they must pay +[2] to
play the next card they play this turn") is kept in the player's flags that
`values.power.PlayCosts` reads. Each is given here (`give_discount`), which keeps beside it the
card whose text gave it, spent here by the card played (`spend_discounts`), and named here in
the line saying what a card played cost (`discount_sources`): one list of which of them a card
meets (`discount_slots`) for all three. A card's own cost waived ("you may play the banished card
without paying its cost", Star Swirl's Journal) is given here too (`waive_cost`), with its card
kept the same way and named in that line (`waiver_source`).
"""

from __future__ import annotations

from typing import Any

from engine.core.listing import and_listed
from engine.mlp.values import power

# the cards whose text gave a player's one-shot cost changes, by the change's slot (its flag,
# or its flag and the color, trait, name or card it is for: `_slot`), [card, card id, amount]
# each (an amount below 0: a surcharge); ended with the turn (`procedures.flow`)
DISCOUNT_BY = ("discount_by:0", "discount_by:1")

def _slot(key: str, sub: str | None) -> str:
    return key if sub is None else f"{key}|{sub}"


def _amount(flags: dict, key: str, sub: str | None) -> int:
    value = flags.get(key)
    if sub is None:
        return value or 0
    return (value or {}).get(sub, 0)


def give_discount(g, f: dict, player: int, key: str, n: int, sub: str | None = None) -> None:
    """`player`'s one-shot cost change of flag `key` (for the color, trait, name or card `sub`
    where the flag is kept by those) grows by `n` (below 0: a surcharge), given by the text of
    frame `f`, which is kept beside it (`DISCOUNT_BY`) until it is spent or the turn ends."""
    flags = g.s["flags"]
    givers = flags.setdefault(DISCOUNT_BY[player], {})
    slot = _slot(key, sub)
    if not _amount(flags, key, sub):
        givers[slot] = []  # (what was left of it before is gone: those who gave it with it)
    givers.setdefault(slot, []).append([f["src"], f["card"], n])
    if sub is None:
        flags[key] = flags.get(key, 0) + n
    else:
        found = flags.setdefault(key, {})
        found[sub] = found.get(sub, 0) + n


def waive_cost(g, f: dict, player: int, iid: int) -> None:
    """`player` may play card `iid` this turn without paying its cost (`power.waived_costs_flag`),
    by the text of frame `f`, which is kept beside it (`DISCOUNT_BY`) to be named in the line
    saying what the card cost (`waiver_source`) until the turn ends."""
    key = power.waived_costs_flag(player)
    waived = g.s["flags"].setdefault(key, [])
    if str(iid) not in waived:
        waived.append(str(iid))
    g.s["flags"].setdefault(DISCOUNT_BY[player], {})[_slot(key, str(iid))] = [[f["src"], f["card"], 0]]


def waiver_source(g, player: int, iid: int) -> str | None:
    """The cards whose text let `player` play card `iid` without paying its cost, in words
    ("Star Swirl's Journal"); None when not known (a position saved without them)."""
    given = (g.s["flags"].get(DISCOUNT_BY[player]) or {}).get(_slot(power.waived_costs_flag(player), str(iid)))
    return _giver_names(g, given) if given else None


def _giver_names(g, given: list) -> str:
    """The cards of entries [card, card id, amount] of `DISCOUNT_BY` in words, each once: the card
    itself while it is in the game, else its name."""
    return and_listed(list(dict.fromkeys(g.name_or_printed(src, card) for src, card, _n in given)))


def discount_slots(g, player: int, iid: int | None, spec) -> list[tuple[str, str | None]]:
    """The one-shot cost changes of `player` that card `iid` (its `spec`) meets, as (flag,
    what it is for) pairs: those its price takes in (`PlayCosts.unmodified`) and playing it
    spends. A face-down Troublemaker (`spec` None) meets only the next card's."""
    flags = g.s["flags"]
    (discount_key, friend_key, event_key, resource_key, color_key, trait_key, card_key, floor_key,
     name_key, _waived) = power.discount_flags(player)
    found: list[tuple[str, str | None]] = [(discount_key, None)]
    if spec is None:
        return found
    typed = {"friend": friend_key, "event": event_key, "resource": resource_key}.get(spec.type)
    if typed:
        found.append((typed, None))
    if spec.type == "friend":
        found.extend((color_key, color) for color in spec.colors if color in flags.get(color_key, ()))
        if flags.get(floor_key):
            found.append((floor_key, None))
    found.extend((trait_key, trait) for trait in flags.get(trait_key, ()) if spec.has_trait(trait))
    if iid is not None and str(iid) in flags.get(card_key, ()):
        found.append((card_key, str(iid)))
    if spec.name in flags.get(name_key, ()):
        found.append((name_key, spec.name))
    return found


def spend_discounts(g, player: int, iid: int | None, spec) -> None:
    """Card `iid` (its `spec`; None for a face-down Troublemaker) is played: the one-shot cost
    changes it meets are spent (`discount_slots`), and the cards that gave them forgotten."""
    flags = g.s["flags"]
    givers = flags.get(DISCOUNT_BY[player])
    for key, sub in discount_slots(g, player, iid, spec):
        if sub is None:
            flags.pop(key, None)
        elif key in flags:
            flags[key].pop(sub, None)
        if givers:
            givers.pop(_slot(key, sub), None)


def discount_sources(g, player: int, iid: int, spec, dest: str | None, host: int | None) -> list[tuple[int, str]] | None:
    """The one-shot cost changes card `iid` (its `spec`) meets played to `dest` (on `host`),
    as (amount, the cards whose text gave it in words), the discounts first, then the
    surcharges, each kind added up over its cards ("Apple Bloom, Re-Markable #12 and
    Cloudchaser #7"); None when a change it meets is not known to come from a card. A
    discount "to a minimum of [1]" that leaves the card's cost as it was is not met."""
    flags = g.s["flags"]
    givers = flags.get(DISCOUNT_BY[player]) or {}
    floor_key = power.friend_floor_discount_flag(player)
    lower: list[Any] = []
    higher: list[Any] = []
    for key, sub in discount_slots(g, player, iid, spec):
        if not _amount(flags, key, sub):
            continue
        if key == floor_key and not power.floor_flag_take(g, player, iid, power.cost_before_discounts(
                g, player, iid, dest, host)):
            continue
        given = givers.get(_slot(key, sub))
        if not given or any(len(entry) != 3 for entry in given):
            return None  # (not known; or kept, by a position saved before, without each card's share)
        for src, card, n in given:
            (lower if n > 0 else higher).append((src, card, n))
    found = []
    for given in (lower, higher):
        if given:
            found.append((-sum(n for _src, _card, n in given), _giver_names(g, given)))
    return found
