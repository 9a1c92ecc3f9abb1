"""Teamwork (glossary): "Your other Friends here that share a Trait with this card also
have its other printed abilities."

A Friend that shares gets every printed ability of the Teamwork card's current face
except Teamwork itself (the Teamwork card: one printed with it or given it by a modifier):
its keywords (`power.keywords`), its continuous abilities
(`MlpGame.static_abilities` files them under the sharing Friend), its triggered
abilities (`shared_triggers`, called from `MlpGame.emit_event`) and its activated abilities
(`shared_activated`, listed by `actions.legal`). In each of them "this card" is the
sharing Friend, because the Friend has the ability (701.1: abilities include text added
by modifiers).

Reading chosen: only printed abilities are shared (701.1 tells printed text from "text
added to it by modifiers"), so abilities a Friend has gained, from Teamwork or anything
else, are not passed on by another Teamwork card: with A and B both Teamwork Pegasi and C
a Pegasus Unicorn sharing only with B, C has B's printed abilities and not A's. Each
Teamwork card shares its own abilities, so two copies of a card share two abilities
(two continuous bonuses, two triggers), and so does one card with two instances of Teamwork
(701.2a); for activated abilities the copies are offered once, since activating either does
the same.
"""

from __future__ import annotations

from typing import Any

from engine.mlp.state.game import GAINS_TRAIT, KEYWORD_LOST, KEYWORD_MOD
from engine.mlp.state.library import Ability, Spec
from engine.mlp.values.hooks import abilities

_NONE: dict[int, tuple[int, ...]] = {}


def shares(g) -> dict[int, tuple[int, ...]]:
    """Sharing Friend -> the Teamwork cards whose printed abilities it has, in play order.

    A card that has lost and can't have abilities (711.4: "loses and can't have abilities",
    Un-Unicorned's "Characters here lose and can't gain abilities") neither shares its own nor
    has another's. The cards that lost them are read first (`MlpGame.lost_abilities`), and the
    answer is kept with them until the board changes (areas, controllers and faces all take
    timestamps): while a text whose loss of abilities reads power is in effect (Spring Step,
    Multitalented), which cards lost abilities can change with no change to the board, and a
    kept answer worked out with other lost cards is worked out again."""
    if not g.teamwork_in_play():
        return _NONE
    lost = g.lost_abilities()
    cache = g.cached()
    kept = cache.get("teamwork")
    if kept is None or kept[0] != lost:
        kept = cache["teamwork"] = (lost, _compute(g, lost))
    return kept[1]


def _compute(g, lost: frozenset[int]) -> dict[int, tuple[int, ...]]:
    """`shares` worked out from the board, `lost` the cards that lost their abilities."""
    cards = g.s["cards"]
    board = g.settled_board or g.board()
    found: dict[int, list[int]] = {}
    gained = [pair for pair in board.statics.get(GAINS_TRAIT, ()) if pair[0] not in lost]
    for src in g.s["play"]:
        sc = cards[src]
        if not board.has_teamwork(g, src, sc["card"]) or sc["face_down"] or sc["frightened"] or src in lost:
            continue
        sspec = g.spec(src)
        instances = _instances(g, src, "Teamwork" in sspec.keywords)
        if not instances:
            continue
        traits = _traits(g, src, sspec, gained)
        for other in g.at(sc["area"]):
            oc = cards[other]
            if other == src or oc["ctrl"] != sc["ctrl"] or oc["face_down"] or oc["frightened"] or other in lost:
                continue
            ospec = g.spec(other)
            if ospec.type == "friend" and not _traits(g, other, ospec, gained).isdisjoint(traits):
                found.setdefault(other, []).extend([src] * instances)  # (each instance shares, 701.2a)
    return {k: tuple(v) for k, v in found.items()}


def _traits(g, iid: int, spec: Spec, gained: list[tuple[int, Ability]]) -> set[str]:
    """A face-up card's traits, casefolded, for "share a Trait": printed, and given by the
    continuous abilities `gained` of the cards that have not lost theirs (207: Bee Suit's "That
    Friend is a Critter" makes a Pegasus share with a Teamwork Critter). Read from the board's
    own abilities, as `power.has_trait` would, since the statics table is being built with
    these shares."""
    traits = set(spec.traits)
    for src, ability in gained:
        if abilities.static_applies(g, src, iid, ability):
            traits.add(ability.params["trait"])
    return traits


def _instances(g, src: int, printed: bool) -> int:
    """How many instances of Teamwork a card has: the printed one (on its current face, if
    `printed`), one more for each modifier giving it Teamwork (701.2a: each is an ability of
    its own, and shares; a keyword given is had like a printed one, so a card printed without
    Teamwork shares too), none after a modifier taking it away ("That Friend loses Teamwork
    until it is readied", `MlpGame.take_keyword_away`), in timestamp order (711.3): Teamwork
    given after it was taken away is had again. (No continuous ability gives Teamwork; the
    keyword grants are not read here, as the statics table is being built with these shares.)"""
    changes = sorted((m["ts"], m["kind"]) for m in g.s["mods"]
                     if m["target"] == src and m["kind"] in (KEYWORD_MOD, KEYWORD_LOST) and m["keyword"] == "Teamwork")
    count = 1 if printed else 0
    for _, kind in changes:
        count = 0 if kind == KEYWORD_LOST else count + 1
    return count


def shared_statics(g) -> list[tuple[int, str, Ability]]:
    """(sharing Friend, category, ability) for the continuous abilities it has by Teamwork."""
    out = []
    for sharer, sources in shares(g).items():
        for src in sources:
            for category, found in g.spec(src).statics.items():
                out.extend((sharer, category, ability) for ability in found)
    return out


def shared_triggers(g, event: str, data: dict[str, Any]) -> None:
    """Triggered abilities a sharing Friend has by Teamwork trigger as its own (704.1). Who
    shares with whom (`shares`) is worked out only for an event a triggered ability of a
    Teamwork card in play waits for (`_teamwork_events`): most events reach none."""
    if event not in _teamwork_events(g):
        return
    cards = g.s["cards"]
    for sharer, sources in shares(g).items():
        for src in sources:
            spec = g.spec(src)
            for index, ability in spec.triggers.get(event, ()):
                if ability.kind != "trigger":
                    continue
                bound = abilities.trigger_matches(g, sharer, ability, data)
                if bound is not None:
                    g.add_trigger(cards[sharer]["ctrl"], sharer, spec.id, index, bound,
                                  boosted=cards[src]["boosted"], giver=src)


def _teamwork_events(g) -> frozenset[str]:
    """The events the triggered abilities of the cards in play that may share them by
    Teamwork wait for, on either face (`BoardIndex.has_teamwork`, `CardLibrary.trigger_events`):
    all the events `shared_triggers` can pass on, kept until the board changes, as `shares` is."""
    cache = g.cached()
    found = cache.get("teamwork_events")
    if found is None:
        board = g.settled_board or g.board()
        cards = g.s["cards"]
        found = cache["teamwork_events"] = frozenset(
            event for iid in g.s["play"] if board.has_teamwork(g, iid, cards[iid]["card"])
            for event in g.lib.trigger_events(cards[iid]["card"]))
    return found


def givers(g, iid: int) -> list[tuple[Spec, bool, int]]:
    """The faces of the Teamwork cards whose printed abilities this Friend has now, each with
    whether it is boosted and the card's number: what it has as several cards leave play
    together (`MlpGame.leaving_together`), though its Teamwork card left before it (410.6a)."""
    cards = g.s["cards"]
    return [(g.spec(src), cards[src]["boosted"], src) for src in shares(g).get(iid, ())]


def self_triggers(g, iid: int, event: str,
                  given: list[tuple[Spec, bool, int]] | None = None) -> list[tuple[str, bool, int, int]]:
    """(card id, boosted, index, Teamwork card) of the abilities on `event` ("self_dismissed",
    ...) a card has by Teamwork now, read before it leaves play; `given`: those it had as the
    cards leaving with it were still in play (`givers`)."""
    out = []
    for spec, boosted, src in givers(g, iid) if given is None else given:
        out.extend((spec.id, boosted, index, src) for index, _ in spec.triggers.get(event, ()))
    return out


def shared_activated(g) -> list[tuple[int, int, int, Ability]]:
    """(sharing Friend, Teamwork card, ability index, ability) for activated abilities a
    Friend has by Teamwork; copies of the same card are listed once per Friend."""
    out = []
    for sharer, sources in shares(g).items():
        seen: set[str] = set()
        for src in sources:
            spec = g.spec(src)
            if not spec.activated or spec.id in seen:
                continue
            seen.add(spec.id)
            out.extend((sharer, src, index, ability) for index, ability in spec.activated)
    return out
