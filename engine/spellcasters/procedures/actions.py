"""The turn player's actions (SC 6.2 - 6.5, SC 7): what they may do now, and doing it.

Each action is one option with a stable key; a card and its target are chosen together
("object|12|30": Object #12 on Spellcaster #30). Copies of the same card in hand give one
option (the copy played is the first in hand). Casting a Spell ends the playing of cards
(SC 6.3: Spells are the turn's final step).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from engine.spellcasters.cards.model import (
    AnyCard,
    CardFilter,
    Effect,
    Element,
    Object,
    Spell,
    Spellcaster,
    Who,
)
from engine.spellcasters.effects.running import deal_damage, effects_on, run_effects, spell_hits
from engine.spellcasters.procedures import mana
from engine.spellcasters.procedures.outcome import entry_refusal, settle
from engine.spellcasters.state.game import SpellcastersGame, new_caster
from engine.spellcasters.values import stats

MAX_CASTERS = 5
"""SC 7.1: at most five Spellcasters in play per player."""
CASTS_PER_TURN = 2
"""SC 6.3: Spells by up to two Spellcasters a turn, one each."""
CONFUSION_DAMAGE = 10
"""SC 4.4: a Confused Spellcaster that rolls 3 or lower takes 10 damage instead."""


class Said:
    """An option's label, put in words only when a person (or a test) reads it.

    A bot answers hundreds of decisions a game by key alone; `Decision` makes each label
    text with `str()` when its options are read, so the words cost nothing until then."""

    __slots__ = ("args", "words")

    def __init__(self, words: Callable[..., str], *args: Any) -> None:
        self.words = words
        self.args = args

    def __str__(self) -> str:
        return self.words(*self.args)


def fold(text: str) -> str:
    """A name as names are compared: case and spacing do not matter."""
    return " ".join(text.split()).casefold()


def first_copies(game: SpellcastersGame, hand: list[int], kind: str) -> list[int]:
    return copies_by_kind(game, hand).get(kind, [])


def copies_by_kind(game: SpellcastersGame, hand: list[int]) -> dict[str, list[int]]:
    """The first copy of each card in hand, by kind (copies of a card give one option)."""
    seen: set[str] = set()
    found: dict[str, list[int]] = {}
    cards = game.s["cards"]
    for iid in hand:
        card = cards[iid]
        if card not in seen:
            seen.add(card)
            found.setdefault(game.spec(iid).kind.value, []).append(iid)
    return found


def needs_target(effects: tuple[Effect, ...]) -> bool:
    return any(effect.who is Who.TARGET for effect in effects)


def targets(game: SpellcastersGame, p: int, card: AnyCard, caster: int = -1) -> list[int]:
    """The Spellcasters a Spell, Object or Combo may be aimed at (-1: it needs no target).

    A Spell is aimed at any Spellcaster in play but its caster (SC 6.5); an Object only at
    those it works on (SC 7.9); a Combo or Object whose effects reach no target needs none."""
    if isinstance(card, Spellcaster):
        return [r["iid"] for _, r in game.all_casters() if r["iid"] != caster]
    if not needs_target(card.effects) and not (isinstance(card, Object) and any(
            needs_target(o.effects) for o in card.overrides)):
        return [-1]
    works_on = card.works_on if isinstance(card, Object) else CardFilter()
    return [r["iid"] for _, r in game.all_casters() if game.spec(r["iid"]).fits(works_on)]


def may_cast_now(game: SpellcastersGame) -> bool:
    """SC 5.4: the first player casts no Spells in the first turn."""
    return game.s["turn"] > 1


Refusal = tuple[str, str]
"""Why an action is not offered: the rule ("SC 6.2a") and what it found, in words (the
checks `play_options` and `cast_options` offer by, which a judge's "why not?" answers with)."""


def casting_refusal(game: SpellcastersGame) -> Refusal | None:
    """Why the turn player may cast no more Spells this turn; None when they may cast."""
    if not may_cast_now(game):
        return "SC 5.4", "the player who goes first casts no Spells in their first turn"
    if len(game.s["done"]["cast"]) >= CASTS_PER_TURN:
        return "SC 6.3", f"Spells are cast by up to {CASTS_PER_TURN} Spellcasters a turn, and {CASTS_PER_TURN} have cast"
    return None


def caster_refusal(game: SpellcastersGame, record: dict[str, Any]) -> Refusal | None:
    """Why the Spellcaster in play `record` may cast no Spell now (the turn's limits aside)."""
    s = game.s
    name = game.name(record["iid"])
    if record["iid"] in s["done"]["cast"]:
        return "SC 6.3", f"{name} has cast a Spell this turn already (one Spell per Spellcaster per turn)"
    if record["disabled"] == s["turn"]:
        return "SC 4.3", f"{name} is Disabled and casts no Spells this turn"
    if record["face_down"]:
        return "SC 5.2", f"{name} is face-down"
    return None


def spell_refusal(pool: Counter[Element], spell: Spell) -> Refusal | None:
    """Why a Spell's cost can't be paid from the untapped Mana `pool`; None when it can."""
    if mana.payable(pool, spell.cost):
        return None
    have = ", ".join(f"{n} {e.value.title()}" for e, n in sorted(pool.items(), key=lambda x: x[0].value) if n)
    return "SC 6.4", f"{spell.name} taps {cost_text(spell)}, and the untapped Mana is {have or 'none'}"


def cast_options(game: SpellcastersGame, p: int) -> list[tuple[str, Any]]:
    if casting_refusal(game) is not None:
        return []
    pool = mana.untapped(game, p)
    everyone = [r["iid"] for _, r in game.all_casters()]
    options = []
    for record in game.casters(p):
        iid = record["iid"]
        if caster_refusal(game, record) is not None:
            continue
        others = [t for t in everyone if t != iid]  # SC 6.5: never at itself
        for index, spell in enumerate(game.spec(iid).spells):
            if spell_refusal(pool, spell) is None:
                options += [(key, Said(label, game, key))
                            for key in [f"cast|{iid}|{index}|{target}" for target in others]]
    return options


def label(game: SpellcastersGame, key: str) -> str:
    """An action key in words, from what never changes in a game (card and Spell names, costs)."""
    verb, *parts = key.split("|")
    numbers = [int(x) for x in parts]
    card = game.name(numbers[0])
    on = "" if len(numbers) < 2 or numbers[-1] < 0 else f" on {game.name(numbers[-1])}"
    if verb == "cast":
        spell = game.spec(numbers[0]).spells[numbers[1]]
        at = "" if numbers[2] < 0 else f" at {game.name(numbers[2])}"
        return f"{card} casts {spell.name}{at} (taps {cost_text(spell)})"
    return {"mana": f"Play {card} into the Mana Pool", "object": f"Play {card}{on}",
            "combo": f"Play the Combo {card}{on}", "caster": f"Play the Spellcaster {card}",
            "location": f"Play the Location {card}"}[verb]


PLAYED_KINDS = ("mana", "object", "equipment", "combo", "spellcaster", "location")
"""The kinds of card SC 6.2 plays from the hand, in the order their options are listed."""


def play_options(game: SpellcastersGame, p: int) -> list[tuple[str, Any]]:
    """Everything SC 6.2 lets the turn player do before casting Spells."""
    options: list[tuple[str, Any]] = []
    kinds = copies_by_kind(game, game.player(p)["hand"])
    for kind in PLAYED_KINDS:
        for i in kinds.get(kind, ()):
            if play_refusal(game, p, i) is not None:
                continue
            if kind == "equipment":
                for record in game.casters(p):
                    if equip_refusal(game, record, i) is None:
                        swap = f" (replacing {game.name(record['equipment'])})" if record["equipment"] >= 0 else ""
                        options.append((f"equip|{i}|{record['iid']}",
                                        f"Attach {game.name(i)} to {game.name(record['iid'])}{swap}"))
            elif kind in ("object", "combo"):
                options += [(f"{kind}|{i}|{t}", Said(label, game, f"{kind}|{i}|{t}"))
                            for t in targets(game, p, game.spec(i))]
            else:
                key = f"{'caster' if kind == 'spellcaster' else kind}|{i}"
                options.append((key, Said(label, game, key)))
    return options


def play_refusal(game: SpellcastersGame, p: int, iid: int) -> Refusal | None:
    """Why the turn player `p` may not play the card `iid` of their hand now, however it is
    aimed (the checks `play_options` offers by); None when some way of playing it is offered."""
    s = game.s
    done = s["done"]
    kind = game.spec(iid).kind.value
    name = game.name(iid)
    if s["step"] == "spells":
        return "SC 6.3", "casting Spells is the final step of the turn: once a Spell is cast, no more cards are played"
    if kind == "mana" and done["mana"]:
        return "SC 6.2a", f"one Mana card is played a turn, and P{p} has played one this turn"
    if kind == "combo":
        if done["combo"]:
            return "SC 6.2d", f"one Combo card is played a turn, and P{p} has played one this turn"
        if game.player(p)["combo_turn"] == s["turn"] - 2:
            return "SC 7.5", f"P{p} played a Combo card in their previous turn"
        if combo_cards(game, p, iid) is None:
            return "SC 2.6", f"{name} needs {', '.join(game.spec(iid).requires)} in P{p}'s hand, besides itself"
    if kind in ("object", "combo") and not targets(game, p, game.spec(iid)):
        return "SC 7.9", f"{name} works on no Spellcaster in play"
    if kind == "equipment":
        refused = [equip_refusal(game, record, iid) for record in game.casters(p)]
        if not refused:
            return "SC 2.3", f"Equipment is attached to a Spellcaster, and P{p} has none in play"
        found = [reason for reason in refused if reason is not None]
        if len(found) == len(refused):
            return found[0][0], "; ".join(words for _, words in found)
    if kind == "spellcaster":
        if len(game.casters(p)) >= MAX_CASTERS:
            return "SC 6.2e", f"P{p} has {MAX_CASTERS} Spellcasters in play, the most a player may have"
        return entry_refusal(game, iid)
    if kind == "location":
        if done["location"]:
            return "SC 6.2f", f"one Location card is played a turn, and P{p} has played one this turn"
        if not location_fits(game, p, iid):
            return "SC 7.4", f"{name} would defeat one of P{p}'s own Spellcasters"
    return None


def equip_refusal(game: SpellcastersGame, record: dict[str, Any], equipment: int) -> Refusal | None:
    """Why the Equipment `equipment` may not be attached to the Spellcaster `record` now."""
    caster = game.name(record["iid"])
    if record["iid"] in game.s["done"]["equipped"]:
        return "SC 6.2c", f"{caster} has had an Equipment attached this turn already (one per Spellcaster a turn)"
    if not game.spec(record["iid"]).fits(game.spec(equipment).works_on):
        return "SC 7.9", f"{game.name(equipment)} does not work on {caster}"
    if stats.hp(game, record, equipment=equipment) <= 0:
        return "SC 7.3", f"attaching {game.name(equipment)} would defeat {caster}"
    return None


def location_fits(game: SpellcastersGame, p: int, location: int) -> bool:
    """SC 7.4: a new Location may not defeat any of the player's own Spellcasters."""
    return all(stats.hp(game, record, location=location) > 0 for record in game.casters(p))


def combo_cards(game: SpellcastersGame, p: int, combo: int) -> list[int] | None:
    """The cards in hand a Combo names (SC 7.6: only from the hand), one each, or None."""
    hand = [i for i in game.player(p)["hand"] if i != combo]
    found = []
    for name in game.spec(combo).requires:
        match = next((i for i in hand if fold(game.spec(i).name) == fold(name) and i not in found), None)
        if match is None:
            return None
        found.append(match)
    return found


def perform(game: SpellcastersGame, p: int, key: str) -> None:
    """Carry out one action key from `play_options` or `cast_options`."""
    verb, *parts = key.split("|")
    numbers = [int(x) for x in parts]
    {"mana": play_mana, "object": play_object, "equip": play_equipment,
     "combo": play_combo, "caster": play_caster, "location": play_location,
     "cast": cast_spell}[verb](game, p, *numbers)
    settle(game)


def play_mana(game: SpellcastersGame, p: int, iid: int) -> None:
    game.player(p)["hand"].remove(iid)
    game.player(p)["mana"].append([iid, 0])
    game.s["done"]["mana"] = 1
    game.note("SC 6.2a", f"P{p} plays {game.name(iid)} into their Mana Pool")


def record_of(game: SpellcastersGame, iid: int) -> dict[str, Any] | None:
    found = game.caster(iid)
    return None if found is None else found[1]


def play_object(game: SpellcastersGame, p: int, iid: int, target: int) -> None:
    """SC 2.3: do what the Object says, then it goes to the Junkyard."""
    game.player(p)["hand"].remove(iid)
    record = record_of(game, target)
    game.note("SC 6.2b", f"P{p} plays the Object {game.name(iid)}" + ("" if record is None
                                                                        else f" on {game.name(target)}"))
    run_effects(game, p, iid, effects_on(game, game.spec(iid), record), record)
    game.s["junkyard"].append(iid)


def play_equipment(game: SpellcastersGame, p: int, iid: int, target: int) -> None:
    """SC 2.3, SC 7.3: one Equipment a Spellcaster; a replaced one goes to the Junkyard."""
    record = record_of(game, target)
    assert record is not None
    game.player(p)["hand"].remove(iid)
    if record["equipment"] >= 0:
        game.s["junkyard"].append(record["equipment"])
        game.note("SC 7.3", f"{game.name(record['equipment'])} is discarded to the Junkyard")
    record["equipment"] = iid
    game.s["done"]["equipped"].append(target)
    game.note("SC 6.2c", f"P{p} attaches {game.name(iid)} to {game.name(target)} "
                         f"({stats.hp(game, record)} HP)")


def play_combo(game: SpellcastersGame, p: int, iid: int, target: int) -> None:
    """SC 2.6: reveal the Combo and its cards, do what it says, discard them all (Spellcasters
    to the player's Bleachers, the rest to the Junkyard)."""
    needed = combo_cards(game, p, iid)
    assert needed is not None
    s = game.s
    hand = game.player(p)["hand"]
    shown = ", ".join(game.name(i) for i in needed)
    game.note("SC 6.2d", f"P{p} plays the Combo {game.name(iid)}, revealing {shown}")
    run_effects(game, p, iid, game.spec(iid).effects, record_of(game, target))
    for card in (iid, *needed):
        hand.remove(card)
        if game.spec(card).kind == "spellcaster":
            game.player(p)["bleachers"].append(card)
        else:
            s["junkyard"].append(card)
    s["done"]["combo"] = 1
    s["done"]["combo_cards"].extend([iid, *needed])
    game.player(p)["combo_turn"] = s["turn"]
    game.note("SC 2.6", "The Combo and its cards are discarded (Spellcasters to the Bleachers)")


def play_caster(game: SpellcastersGame, p: int, iid: int) -> None:
    game.player(p)["hand"].remove(iid)
    game.casters(p).append(new_caster(iid))
    game.note("SC 6.2e", f"P{p} plays the Spellcaster {game.name(iid)}")


def play_location(game: SpellcastersGame, p: int, iid: int) -> None:
    """SC 2.5, SC 7.4: the old Location goes to the Junkyard first."""
    s = game.s
    game.player(p)["hand"].remove(iid)
    if s["location"] >= 0:
        s["junkyard"].append(s["location"])
        game.note("SC 7.4", f"{game.name(s['location'])} is discarded to the Junkyard")
    s["location"] = iid
    s["location_hidden"] = 0
    s["done"]["location"] = 1
    game.note("SC 6.2f", f"P{p} plays the Location {game.name(iid)}")


def cast_spell(game: SpellcastersGame, p: int, caster: int, index: int, target: int) -> None:
    """SC 6.3 - 6.5: tap the Mana, then Confusion's roll, the to-hit roll, and the effect."""
    s = game.s
    record = record_of(game, caster)
    assert record is not None
    spell = game.spec(caster).spells[index]
    mana.tap(game, p, spell.cost)
    s["done"]["cast"].append(caster)
    s["step"] = "spells"
    at = "" if target < 0 else f" at {game.name(target)}"
    game.note("SC 6.4", f"{game.name(caster)} casts {spell.name}{at}, tapping {cost_text(spell)}")
    if record["confused"]:
        roll = game.roll_d6()
        if roll <= 3:
            game.note("SC 4.4", f"{game.name(caster)} is Confused and rolls {roll}: the Spell fails")
            deal_damage(game, record, CONFUSION_DAMAGE, "SC 4.4", " (Confusion; Guard does not apply)")
            return
        game.note("SC 4.4", f"{game.name(caster)} is Confused and rolls {roll}: the Spell goes ahead")
    if spell.to_hit:
        if record["shrunk"]:
            game.note("SC 4.2", f"{game.name(caster)} is Shrunk: the Spell hits without a roll")
        else:
            roll = game.roll_d6()
            hit = roll >= spell.to_hit
            game.note("SC 6.4", f"To hit ({spell.to_hit}+ on a d6): rolls {roll}, " + ("a hit" if hit else "a miss"))
            if not hit:
                return
    aimed_at = record_of(game, target)
    if spell.damage > 0 and aimed_at is not None:
        spell_hits(game, spell.damage, record, aimed_at)
    run_effects(game, p, caster, spell.effects, aimed_at, record)


def cost_text(spell: Spell) -> str:
    return ", ".join(str(c) for c in spell.cost) or "no Mana"
