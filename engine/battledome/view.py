"""A Battledome position as the judge's table shows it (`engine.core.view`).

Each player's side: the active Neopet with its stats, damage and statuses, its attached
Codestones, the Faerie and Equipment slots of the Battledome, and the Locations and Map
Pieces in the Play Area; then the queue in order and the last dice rolled. Private zones
are listed for the judge, who sees everything.
"""

from __future__ import annotations

from engine.battledome.effects import stats
from engine.battledome.procedures.battle import damage_of
from engine.battledome.procedures.setup import first_player_chosen
from engine.battledome.state.game import STEP_NAMES, ZONE_NAMES, BattledomeGame
from engine.core.plural import how_many, plural
from engine.core.view import AreaView, CardView, PlayerView, PositionView, ZoneView

PILES = ("inventory", "deck", "neopets", "rainbow", "discard", "void", "results")
PHASE_NAMES = {"setup": "set-up", "beginning": "beginning of turn", "draw": "Draw Phase", "train": "Train Phase",
               "preparation": "Preparation Phase", "battle": "Battle Phase", "end": "end of turn"}


def kind_words(g: BattledomeGame, iid: int) -> str:
    return g.kind(iid).replace("_", " ")


def statuses(g: BattledomeGame, iid: int) -> tuple[str, ...]:
    """A card's statuses in words: frozen, immune, negated, face down."""
    card = g.s["cards"][iid]
    flags = []
    if card["down"]:
        flags.append("face-down")
    if card["st"].get("frozen"):
        flags.append("frozen")
    if card["st"].get("negated"):
        flags.append("negated")
    for effect in g.s["effects"]:
        if effect["target"] == iid and effect["kind"] == "immune":
            flags.append(f"immune to {effect['what']}")
        elif effect["target"] == iid and effect["kind"] == "stat":
            flags.append(f"{effect['amount']:+d} {stats.SHORT[effect['stat']]} until {effect['until'].replace('_', ' ')}")
        elif effect["target"] == iid and effect["kind"] == "shield":
            flags.append("next damage replaced")
    return tuple(flags)


def neopet_numbers(g: BattledomeGame, iid: int) -> str:
    values = " · ".join(f"{stats.SHORT[name]} {stats.stat(g, iid, name)}" for name in stats.STATS[:3])
    hp = stats.stat(g, iid, "hit_points")
    return f"{values} · HP {hit_points_left(g, iid)}/{hp}"


def hit_points_left(g: BattledomeGame, iid: int) -> int:
    """Hit points left: never below 0, as a knocked-out Neopet has none (damage beyond its hit
    points stays in its damage count, 5.5.7e)."""
    return max(0, stats.stat(g, iid, "hit_points") - g.s["cards"][iid]["damage"])


def card_view(g: BattledomeGame, iid: int, title: str = "") -> CardView:
    card = g.s["cards"][iid]
    printed = g.card(iid)
    kind = kind_words(g, iid)
    is_neopet = kind in ("neopet", "rainbow pool neopet")
    on_board = card["zone"] == "active"
    stat = None
    counters: tuple[tuple[str, int], ...] = ()
    extras: tuple[str, ...] = ()
    attachments: tuple[CardView, ...] = ()
    if is_neopet and on_board:
        stat = hit_points_left(g, iid)
        counters = (("damage", card["damage"]),) if card["damage"] else ()
        extras = (neopet_numbers(g, iid), f"level {stats.level(g, card['at'])}")
        attachments = tuple(card_view(g, stone) for stone in g.zone(card["at"], "codestones"))
    elif is_neopet:
        stat = printed.hit_points
    flags = statuses(g, iid)
    tooltip = printed.text or printed.name
    shown = f"{printed.name} ({title})" if title else ""
    return CardView(iid, printed.name, kind, card["owner"], card["at"], title=shown, stat=stat,
                    colors=tuple(getattr(printed, "codestone_colors", ()) or ((printed.color,) if printed.color else ())),
                    flags=flags, hidden=card["down"], tint="alert" if "frozen" in flags else "",
                    counters=counters, extras=extras, attachments=attachments, tooltip=tooltip,
                    unofficial=bool(getattr(printed, "unofficial", False)))


def side_area(g: BattledomeGame, p: int) -> AreaView:
    zones = g.s["players"][p]["z"]
    neopet = zones["active"][0] if zones["active"] else None
    anchor = card_view(g, neopet, "Active Neopet") if neopet is not None else None
    cards = [card_view(g, iid, "Faerie slot") for iid in zones["faerie"]]
    cards += [card_view(g, iid, f"Equipment slot {n}") for n, iid in enumerate(zones["equipment"], start=1)]
    cards += [card_view(g, iid, "Play Area") for iid in zones["play"]
              if not any(item["src"] == iid for item in g.s["queue"])]
    rounds = g.s["players"][p]["rounds"]
    summary = (neopet_numbers(g, neopet) + " · " if neopet is not None and not g.s["cards"][neopet]["down"] else "")
    summary += f"level {stats.level(g, p)} · {how_many(len(zones['codestones']), 'Codestone')} · {how_many(rounds, 'round')} won"
    return AreaView(f"side:{p}", "battledome", p, f"P{p}'s Battledome", anchor, tuple(cards), summary,
                    "The active Neopet, its Codestones, the Faerie and Equipment slots and the Play Area")


def queue_area(g: BattledomeGame) -> AreaView:
    cards = []
    for place, item in enumerate(g.s["queue"], start=1):
        if item["src"] is None:
            continue
        negated = " (negated)" if item["negated"] else ""
        kind = "" if item["kind"] == "card" else f"{'triggered' if item['kind'] == 'trigger' else 'activated'} ability, "
        cards.append(card_view(g, item["src"], f"{kind}queue {place}{negated}"))
    summary = f"{len(g.s['queue'])} waiting, the last added resolves first" if g.s["queue"] else "empty"
    return AreaView("queue", "queue", g.s["active"], "The queue", None, tuple(cards), summary, shared=True)


def dice_area(g: BattledomeGame) -> AreaView:
    dice = g.s["dice"]
    attack, defence = dice["attack"], dice["defence"]
    parts = []
    if attack:
        parts.append("attack " + " ".join(map(str, attack)))
    if defence:
        parts.append("defence " + " ".join(map(str, defence)))
    if attack:
        parts.append(f"{damage_of(attack, defence)[0]} unblocked")
    if not parts and dice["last"]:
        parts.append("last roll " + " ".join(map(str, dice["last"])))
    rolled_by = dice["rolled_by"]  # (the player who rolled last; until someone does, no one's)
    return AreaView("dice", "dice", g.s["active"] if rolled_by is None else rolled_by, "Dice", None, (),
                    " · ".join(parts) or "no dice rolled", shared=rolled_by is None)


def player_view(g: BattledomeGame, p: int) -> PlayerView:
    zones = g.s["players"][p]["z"]
    neopet = zones["active"][0] if zones["active"] else None
    # until a Neopet is shown the side says so (as the Spellcasters table does), rather than
    # repeating a player number, which the engine counts from 0
    name = g.name(neopet) if neopet is not None and not g.s["cards"][neopet]["down"] else "no Neopet shown"
    rounds = g.s["players"][p]["rounds"]
    tally = (("Inventory", len(zones["inventory"])), ("Main Deck", len(zones["deck"])),
             ("Discard", len(zones["discard"])), ("Void", len(zones["void"])),
             ("Neopet Deck", len(zones["neopets"])), ("Rainbow Pool", len(zones["rainbow"])),
             ("level", stats.level(g, p)))
    piles = tuple(ZoneView(zone, ZONE_NAMES[zone] + (" (top first)" if zone == "deck" else ""),
                           tuple(card_view(g, iid) for iid in zones[zone])) for zone in PILES)
    exhausted = ", exhausted" if not zones["deck"] else ""
    return PlayerView(p, name, rounds, f"{plural(rounds, 'round')} won", tally,
                      f"{how_many(rounds, 'round')} won, {len(zones['inventory'])} in Inventory{exhausted}", piles)


def position_view(g: BattledomeGame, number: int, length: int, result_text: str) -> PositionView:
    s = g.s
    phase = STEP_NAMES.get(s["step"]) or PHASE_NAMES.get(s["phase"], s["phase"])
    # (while the game is set up no one has a turn, and no one goes first yet: rule 2 names no one)
    summary = ("Setting up the game (2)" if s["phase"] == "setup"
               else f"Round {s['round']} · turn {s['turn']} · P{s['active']}'s {phase}")
    areas = (side_area(g, 1), side_area(g, 0), queue_area(g), dice_area(g))
    first = s["first"] if first_player_chosen(g) else None
    return PositionView(s["turn"], s["active"], first, summary, (player_view(g, 0), player_view(g, 1)), areas,
                        g.pending(), result_text, number, max(number, length), False, stat_name="HP",
                        phase=s["phase"])
