"""Checks that must hold in every position; soak tests call them after every answer."""

from __future__ import annotations

from engine.mlp.state.game import ASIDE, MlpGame

_ZONES = ("deck", "problem_deck", "hand", "discard", "banished", "flip")


def broken_invariants(g: MlpGame) -> list[str]:
    """Human-readable descriptions of everything wrong with the position (empty if sound)."""
    s = g.s
    problems: list[str] = []
    seen: dict[int, str] = {}
    lists = [(f"P{p} {zone}", s["players"][p].get(zone, ())) for p in (0, 1) for zone in (*_ZONES, ASIDE)]
    lists += [("play", s["play"]), ("queue", s["queue"])]
    for name, iids in lists:
        for iid in iids:
            if iid in seen:
                problems.append(f"card {iid} is in both {seen[iid]} and {name} (401.1)")
            seen[iid] = name
            c = s["cards"].get(iid)
            if c is None:
                problems.append(f"{name} lists unknown card {iid}")
            elif c["zone"] != name.split()[-1]:
                problems.append(f"card {iid} is listed in {name} but says {c['zone']}")
    for iid in s["cards"]:
        if iid not in seen:
            problems.append(f"card {iid} is in no zone (401.1)")
    for p in (0, 1):
        player = s["players"][p]
        mane = s["cards"].get(player["mane"])
        if s["phase"] != "setup" and (mane is None or mane["zone"] != "play"):
            problems.append(f"P{p}'s Mane Character is not in play (301.5)")
        for key in ("score", "tokens"):
            if player[key] < 0:
                problems.append(f"P{p} has negative {key}")
        if ASIDE in player and not (player[ASIDE] and s["stack"]):
            problems.append(f"P{p} has cards set aside with no text resolving, or an empty list of them")
    for iid, c in s["cards"].items():
        for name, count in c["counters"].items():
            if count < 0:
                problems.append(f"card {iid} has {count} {name} counters")
        orphan = c["host"] is not None and c["host"] not in s["cards"]  # waiting for 511.2
        if c["zone"] == "play" and c["area"] not in s["areas"] and not orphan:
            problems.append(f"card {iid} is at unknown area {c['area']}")
        if c["frightened"] and c["exhausted"]:
            problems.append(f"card {iid} is frightened and exhausted (504.2)")
        if c["frightened"] and c["counters"]:
            problems.append(f"card {iid} is frightened and has counters (504.1)")
        if c["frightened"] and c["host"] is not None and c["zone"] == "play":
            problems.append(f"card {iid} is frightened and attached to a card")
        if c["host"] is not None and s["cards"].get(c["host"], {}).get("frightened"):
            problems.append(f"card {iid} is attached to frightened card {c['host']} (504.1)")
        host = s["cards"].get(c["host"]) if c["host"] is not None else None
        if c["zone"] == "play" and host is not None and host["zone"] == "play" and host["area"] != c["area"]:
            problems.append(f"card {iid} is at {c['area']}, its host {c['host']} at {host['area']} (509.3)")
        if c.get("token") and (c["zone"] != "play" or c["frightened"]):
            problems.append(f"token {iid} is {'frightened' if c['frightened'] else 'in the ' + c['zone']} "
                            "(521.3, 521.4)")
        if c["face_down"] and c["zone"] == "play" and g.spec(iid).type != "troublemaker":
            problems.append(f"card {iid} in play is face down but not a Troublemaker")
        for under in c.get("beneath", ()):
            if c["zone"] != "play" or s["cards"].get(under, {}).get("zone") != "banished":
                problems.append(f"card {under} beneath card {iid} is not a banished card under a card in play")
        if c["zone"] != "play" and c["ctrl"] != c["owner"]:
            problems.append(f"card {iid} out of play is controlled by P{c['ctrl']}, not its owner (513.2)")
        elif c["zone"] == "play" and c["ctrl"] != g.controller_of(iid):
            problems.append(f"card {iid} says P{c['ctrl']} controls it; its control changes say "
                            f"P{g.controller_of(iid)} (513.2)")
    for index, m in enumerate(s["mods"]):
        if m["kind"] == "control" and s["cards"].get(m["target"], {}).get("zone") != "play":
            problems.append(f"control change {index} is on card {m['target']}, which is not in play")
    for key, area in s["areas"].items():
        problem = area.get("problem")
        if problem is not None and (problem not in s["cards"] or s["cards"][problem]["area"] != key):
            problems.append(f"area {key} points at a Problem that is not there")
    return problems
