"""What the board makes of a Neopet: its stats, its level, and what it can't do.

6.2.2-6.2.4: a stat is the printed value plus the attached Codestones' boosts (the base)
plus every modifier, and Attack, Defence and Agility never total more than 10. Passive
abilities (8.18) come from the cards in each player's Battledome, the active Neopets,
and Locations in play (reading R6); a negated card gives none (8.20.6b).
"""

from __future__ import annotations

from engine.battledome.effects.texts import PASSIVE, TEXTS, Step
from engine.battledome.state.game import STAT_CAP, BattledomeGame

STATS = ("attack", "defence", "agility", "hit_points")
SHORT = {"attack": "ATK", "defence": "DEF", "agility": "AGI", "hit_points": "HP"}


def level(g: BattledomeGame, player: int) -> int:
    """A player's level: the number of Codestones attached to their Neopet (reading R1)."""
    return len(g.s["players"][player]["z"]["codestones"])


def passive_sources(g: BattledomeGame) -> list[tuple[int, int]]:
    """(card, its controller) for every card with passive abilities that apply now (kept on the
    game until a card moves or its abilities are negated or restored)."""
    if g.sources is not None:
        return g.sources[""]
    cards, names = g.s["cards"], g.names
    found = []
    for p in (0, 1):
        zones = g.s["players"][p]["z"]
        for zone in ("active", "faerie", "equipment", "play"):
            for iid in zones[zone]:
                card = cards[iid]
                if names[card["card"]] in PASSIVE and not card["st"].get("negated") and (
                        zone != "play" or g.kind(iid) == "location"):
                    found.append((iid, p))
    g.sources = {"": found}
    return found


def passives(g: BattledomeGame, kind: str) -> list[tuple[int, int, Step]]:
    """(source, controller, passive) for each passive of `kind` in play."""
    sources = passive_sources(g)
    known = g.sources.get(kind)
    if known is None:
        names, cards = g.names, g.s["cards"]
        known = g.sources[kind] = [(iid, p, passive) for iid, p in sources
                                   for passive in TEXTS[names[cards[iid]["card"]]].passives if passive[0] == kind]
    return known


def applies_to(g: BattledomeGame, whom: str, source: int, controller: int, neopet: int) -> bool:
    """Whether a passive's "whom" names this Neopet (8.18.4: without "other" it includes itself)."""
    if whom == "your_neopet":
        return g.active(controller) == neopet
    if whom == "opposing_neopet":
        return g.active(1 - controller) == neopet
    if whom == "self":
        return source == neopet
    if whom == "all_neopets":
        return g.s["cards"][neopet]["zone"] == "active"
    if whom.startswith("species:"):
        return getattr(g.card(neopet), "species", "") == whom[8:] and g.s["cards"][neopet]["zone"] == "active"
    return False


def stat(g: BattledomeGame, neopet: int, name: str) -> int:
    """The total value of a Neopet's stat (6.2.3), capped at 10 except Hit Points (6.2.4)."""
    cards, numbers = g.s["cards"], g.numbers
    record = cards[neopet]
    total = numbers[record["card"]].get(name, 0)
    if record["zone"] == "active":
        for stone in g.s["players"][record["at"]]["z"]["codestones"]:
            total += numbers[cards[stone]["card"]].get(name, 0)
    for source, controller, passive in passives(g, "stat"):
        if passive[2] == name and applies_to(g, passive[1], source, controller, neopet):
            total += passive[3]
    for effect in g.s["effects"]:
        if effect["kind"] == "stat" and effect["target"] == neopet and effect["stat"] == name:
            total += effect["amount"]
    if name != "hit_points":
        total = min(total, STAT_CAP)
    return max(total, 0)


def forbidden(g: BattledomeGame, what: str, neopet: int | None = None, player: int | None = None) -> bool:
    """Whether a "can't" applies: 4.1, "can't" beats "can" whatever the age of either (reading R3)."""
    return forbidding(g, what, neopet, player) is not None


def forbidding(g: BattledomeGame, what: str, neopet: int | None = None, player: int | None = None) -> str | None:
    """What "can't" applies (`forbidden`): the card with the passive, by its label, or a temporary
    effect by how long it lasts; None when none does (what a judge's "why not?" names)."""
    for source, controller, passive in passives(g, "cant"):
        if passive[1] != what:
            continue
        whom = passive[2]
        if neopet is not None and applies_to(g, whom, source, controller, neopet):
            return g.label(source)
        if player is not None and ((whom == "you" and controller == player)
                                   or (whom == "opponent" and controller != player)):
            return g.label(source)
    for effect in g.s["effects"]:
        if effect["kind"] == "cant" and effect["what"] == what and (
                (neopet is not None and effect["target"] == neopet)
                or (player is not None and effect.get("player") == player)):
            return f"an effect lasting until {effect['until'].replace('_', ' ')}"
    return None


def immune(g: BattledomeGame, neopet: int, what: str) -> bool:
    """8.20.5: a Neopet immune to `what` (from a passive or a status it gained)."""
    for effect in g.s["effects"]:
        if effect["kind"] == "immune" and effect["target"] == neopet and effect["what"] in (what, "all"):
            return True
    return any(passive[2] == what and applies_to(g, passive[1], source, controller, neopet)
               for source, controller, passive in passives(g, "immune"))
