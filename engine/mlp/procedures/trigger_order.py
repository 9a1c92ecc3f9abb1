"""Whether a player is asked the order of their waiting triggered effects (511.7a).

511.7a lets the player process their waiting effects "in the order of his choosing"; the
engine asks only when that order can change something, so a player is not asked to order
effects that come out the same either way."""

from __future__ import annotations

import re

# Words by which an effect acts on or from the card whose text it is, or that card's place:
# two copies' effects that say them act differently, each from its own copy.
_OWN_CARD = re.compile(r"\bthis (?:card|Friend|Troublemaker|Problem|Resource)\b|\bhere\b", re.IGNORECASE)

# Words by which an effect acts on what its trigger condition named ("that Friend", "it", "there")
_WHAT_TRIGGERED = re.compile(r"\b(?:that|those) (?:Friend|card|character|Troublemaker|Resource|Problem|player|opponent)s?\b"
                             r"|\b(?:it|its|them|there)\b", re.IGNORECASE)

# An effect its player may use or decline ("you may exhaust this card and pay [1] to ...", 712.3)
_OPTIONAL = re.compile(r"\s*you may\b", re.IGNORECASE)


def order_can_matter(g, mine: list[dict]) -> bool:
    """Can the order of one player's waiting triggered effects `mine` change anything?
    Effects of different texts can. Copies of one card triggering together can when their
    effect acts on or from its own card ("this card", "here"): one processed first may change
    the copy another acts from (two Screwball, Topsy Turvy at one Problem: the first to
    "retire another Friend here" retires the other, which then retires nothing). Copies whose
    effect names no card of its own (Yellow Parasprite's "they discard a card", Inspired) do
    the same whichever goes first. One card's ability triggering several times at once
    (704.1b) can when its triggers' details differ and its effect acts on them (Lyra,
    Ponyville's Got Talent triggering for two opposing Friends entering play at its Problem:
    she is exhausted to dismiss the first processed, so none is left for the other); otherwise
    they come out the same and are processed in the order they triggered."""
    if len({(t["card"], t["ab"], t["name"]) for t in mine}) > 1:
        return True
    if _one_card_with_other_details(g, mine):
        return True
    return len({t["src"] for t in mine}) > 1 and _acts_from_its_card(g, mine[0])


def _one_card_with_other_details(g, mine: list[dict]) -> bool:
    """Has one card triggered several times with details that differ, and does its effect act
    on what each triggered for ("dismiss that Friend", another Friend each time)? An effect
    naming none of it (Saffron Masala's "your Mane Character gets +2 power" for each Friend
    leaving play) comes out the same in any order, as does a keyword's (or a text not the
    card's own ability, read as `_acts_from_its_card` reads it)."""
    by_card: dict[int, list[dict]] = {}
    for trig in mine:
        if not trig["name"].startswith("kw:") and trig["ab"] >= 0:
            by_card.setdefault(trig["src"], []).append(trig)
    return any(any(t["data"] != found[0]["data"] for t in found[1:]) and _names_what_triggered(g, found[0])
               for found in by_card.values())


def _effect_text(g, trig: dict) -> str | None:
    """The effect of `trig`: its card's text after the trigger condition; None when the
    engine can't read it back."""
    spec = g.lib.spec(trig["card"])
    if trig["boosted"] and spec.boosted is not None:
        spec = spec.boosted
    if not 0 <= trig["ab"] < len(spec.abilities):
        return None
    return spec.abilities[trig["ab"]].text.split(",", 1)[-1]


def _names_what_triggered(g, trig: dict) -> bool:
    effect = _effect_text(g, trig)
    return effect is None or bool(_WHAT_TRIGGERED.search(effect))


# the details of a triggered effect that name a card ("that Friend", "it")
_CARD_DETAILS = ("it", "card", "victim", "flipped", "new", "host")


def details_words(g, trig: dict) -> str:
    """What tells apart several triggered effects of one card's ability (704.1b) in the
    question ordering them: the cards their details name ("Critter #41"), else the place."""
    data = trig["data"]
    cards = g.s["cards"]
    words = [g.name(data[key]) for key in _CARD_DETAILS if data.get(key) in cards]
    return ", ".join(words) or str(data.get("area") or "")


def _acts_from_its_card(g, trig: dict) -> bool:
    """Does the effect of `trig` (its card's text after the trigger condition) name its own
    card or place, and must it be carried out? A keyword's effect (Diligent's counters,
    Villain's frightening at its Problem) comes out the same for each copy in any order, so it
    is read as naming none; an effect opening with "you may" (Ms. Harshwhinny,
    Officious Official's "you may exhaust this card and pay [1] to move ...", 712.3) is its
    player's to use or decline for each copy as it comes, whichever copy comes first."""
    if trig["name"].startswith("kw:") or trig["ab"] < 0:
        return False
    effect = _effect_text(g, trig)
    if effect is None:
        return True  # (a text the engine can't read back: ask, as the rule lets the player)
    return not _OPTIONAL.match(effect) and bool(_OWN_CARD.search(effect))
