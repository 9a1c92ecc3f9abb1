"""What must hold in every Battledome position; a soak checks it after every answer.

Each broken invariant is a sentence naming the rule it breaks, so a failing soak says
what went wrong, not only that something did.
"""

from __future__ import annotations

from engine.battledome.effects import stats
from engine.battledome.state.game import (
    CODESTONE_LIMIT,
    EQUIPMENT_SLOTS,
    INVENTORY_LIMIT,
    STAT_CAP,
    ZONES,
    BattledomeGame,
)


def broken_invariants(g: BattledomeGame) -> list[str]:
    s = g.s
    problems: list[str] = []
    seen: dict[int, tuple[int, str]] = {}
    for p in (0, 1):
        zones = s["players"][p]["z"]
        for zone in ZONES:
            for iid in zones[zone]:
                if iid in seen:
                    problems.append(f"card #{iid} is in two zones")
                seen[iid] = (p, zone)
                record = s["cards"].get(iid)
                if record is None or (record["at"], record["zone"]) != (p, zone):
                    problems.append(f"card #{iid} is listed in P{p}'s {zone} but its record says otherwise")
        if len(zones["active"]) > 1:
            problems.append(f"8.4.1: P{p} has {len(zones['active'])} active Neopets")
        if len(zones["equipment"]) > EQUIPMENT_SLOTS:
            problems.append(f"7.6.5: P{p} controls {len(zones['equipment'])} Equipment")
        if len(zones["faerie"]) > 1:
            problems.append(f"7.3.7: P{p} controls {len(zones['faerie'])} Faeries, Heroes or Villains")
        if len(zones["codestones"]) > CODESTONE_LIMIT:
            problems.append(f"7.11.5: P{p} has {len(zones['codestones'])} Codestones attached")
        if len(zones["inventory"]) > INVENTORY_LIMIT:
            problems.append(f"8.7.2: P{p} holds {len(zones['inventory'])} cards")
        for zone in ("faerie", "equipment", "codestones"):
            for iid in zones[zone]:
                if g.kind(iid) in ("neopet", "rainbow_pool_neopet"):
                    problems.append(f"a Neopet #{iid} is in P{p}'s {zone}")
        for iid in zones["active"]:
            if g.kind(iid) not in ("neopet", "rainbow_pool_neopet"):
                problems.append(f"#{iid} in P{p}'s Active Neopet slot is no Neopet")
            for name in ("attack", "defence", "agility"):
                if stats.stat(g, iid, name) > STAT_CAP:
                    problems.append(f"6.2.4: {g.label(iid)} has {name} above 10")
            if (s["cards"][iid]["damage"] >= stats.stat(g, iid, "hit_points") and s["interrupt"] is None
                    and s["result"] is None):
                problems.append(f"5.5.7e: {g.label(iid)} has lethal damage but the round goes on")
        if s["players"][p]["rounds"] > 2:
            problems.append(f"3: P{p} won more than two rounds")
    if set(seen) != set(s["cards"]):
        problems.append("a card is in no zone")
    for iid, record in s["cards"].items():
        if record["damage"] < 0:
            problems.append(f"#{iid} has negative damage")
    for item in s["queue"]:
        if item["kind"] == "card" and s["cards"][item["src"]]["zone"] != "play":
            problems.append(f"8.10.1: {g.label(item['src'])} is in the queue but not in the Play Area")
    if s["result"] is None and s["ask"] is None:
        problems.append("the game waits on nothing but is not over")
    if s["result"] is not None and s["ask"] is not None:
        problems.append("the game is over but still asks a question")
    return problems
