"""Priority windows (8.12, 8.20.15a): the active player first, both must pass in succession.

A window lists what the player with priority may do in it (Foods, activated abilities,
the phase's own action); a player with nothing to do but pass passes without being
asked, which changes nothing a player could have chosen. When both have passed, the
item added to the queue last resolves, or, with the queue empty, the window (and its step) ends.
"""

from __future__ import annotations

from typing import Any

from engine.battledome.effects import actions, playing
from engine.battledome.effects.texts import ACTIVATED
from engine.battledome.state import ops
from engine.battledome.state.game import WINDOW_NAMES, BattledomeGame


def open_window(g: BattledomeGame, window: str, rule: str) -> None:
    """A priority window; with the queue empty and neither player able to do anything, both pass
    at once and no window is kept (`idle` looks first; the same as passing twice). The windows
    so passed this turn are kept (`passed`): a judge's "why not?" says so of a card that one
    of them would have let be played."""
    s = g.s
    if not s["queue"] and not s["to_order"] and idle(g, s["active"], window) and idle(g, 1 - s["active"], window):
        s.setdefault("passed", []).append(window)
        return
    g.push("priority", window=window, who=s["active"], passes=0, rule=rule)


def idle(g: BattledomeGame, player: int, window: str) -> bool:
    """Whether a player surely has nothing to do but pass: no Food in the Inventory, no card
    with an activated ability in play, and not their own Train or Preparation Phase with the
    queue empty (a quick look before listing the actions, which most windows skip)."""
    s = g.s
    if window in ("train", "preparation") and player == s["active"] and not s["queue"]:
        return False
    zones = s["players"][player]["z"]
    cards, kinds, names = s["cards"], g.kinds, g.names
    for iid in zones["inventory"]:
        if kinds[cards[iid]["card"]] == "food":
            return False
    if ACTIVATED:
        for zone in ("active", "faerie", "equipment", "play"):
            for iid in zones[zone]:
                if names[cards[iid]["card"]] in ACTIVATED:
                    return False
    return True


@ops.handler("priority")
def _priority(g: BattledomeGame, frame: dict[str, Any]) -> None:
    if frame.get("check"):  # after anything was played or resolved (reading R12)
        frame["check"] = False
        actions.check_knockouts(g)
        if g.s["interrupt"] is not None:
            return
    if g.s["to_order"]:
        ask_order(g)
        return
    while True:
        if frame["passes"] >= 2:
            if g.s["queue"]:
                frame["passes"], frame["who"], frame["check"] = 0, g.s["active"], True
                playing.resolve_next(g)
            else:
                g.pop()
            return
        who = frame["who"]
        choices = [] if idle(g, who, frame["window"]) else playing.card_actions(g, who, frame["window"])
        if choices:
            break
        frame["passes"] += 1
        frame["who"] = 1 - who
    waiting = f"; {len(g.s['queue'])} in the queue" if g.s["queue"] else ""
    g.ask(who, "priority", f"P{who} has priority in {WINDOW_NAMES[frame['window']]}{waiting}",
          [*choices, ("pass", "Pass")], "priority", frame["rule"])


def ask_order(g: BattledomeGame) -> None:
    """9.7.1: a player whose abilities triggered together adds them in the order they choose."""
    entry = g.s["to_order"][0]
    left = [i for i in entry["ids"] if i not in entry["chosen"]]
    items = {item["id"]: item for item in g.s["queue"]}
    options = [(f"item:{i}", actions.item_label(g, items[i])) for i in left if i in items]
    g.ask(entry["player"], "order", f"P{entry['player']}: which triggered ability joins the queue first? "
                                    f"(the last added resolves first)", options, "order", "9.7.1")


@ops.answer("order")
def _ordered(g: BattledomeGame, ask: dict[str, Any], keys: list[str]) -> None:
    entry = g.s["to_order"][0]
    entry["chosen"].append(int(keys[0].split(":")[1]))
    left = [i for i in entry["ids"] if i not in entry["chosen"]]
    if len(left) > 1:
        return
    order = entry["chosen"] + left
    queue = g.s["queue"]
    places = [n for n, item in enumerate(queue) if item["id"] in order]
    by_id = {item["id"]: item for item in queue}
    for place, number in zip(places, [i for i in order if i in by_id], strict=False):
        queue[place] = by_id[number]
    g.s["to_order"].pop(0)
    g.note("9.7.1", f"P{ask['player']} adds the triggered abilities in the order chosen")


@ops.answer("priority")
def _answered(g: BattledomeGame, ask: dict[str, Any], keys: list[str]) -> None:
    frame = g.s["frames"][-1]
    who = ask["player"]
    if keys == ["pass"]:
        frame["passes"] += 1
        frame["who"] = 1 - who
        return
    frame["passes"], frame["check"] = 0, True
    playing.take_action(g, who, keys[0])
