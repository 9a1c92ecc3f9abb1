"""Priority windows (8.12, 8.20.15a): the active player first, both must pass in succession.

A window lists what the player with priority may do in it (Foods, activated abilities,
the phase's own action); a player with nothing to do but pass passes without being
asked, which changes nothing a player could have chosen. When both have passed, the
item added to the queue last resolves, or, with the queue empty, the window (and its step) ends.
"""

from __future__ import annotations

from typing import Any

from engine.battledome.effects import playing
from engine.battledome.state import ops
from engine.battledome.state.game import BattledomeGame

WINDOW_NAMES = {"beginning_of_turn": "the beginning of the turn", "draw": "the Draw Phase",
                "train": "the Train Phase", "preparation": "the Preparation Phase",
                "beginning_of_battle": "the beginning of the Battle Phase",
                "after_attack_roll": "the attack step", "after_defence_roll": "the defence step",
                "after_agility": "the agility step", "damage_step": "the damage step",
                "end_of_turn": "the end of the turn"}


def open_window(g: BattledomeGame, window: str, rule: str) -> None:
    g.push("priority", window=window, who=g.s["active"], passes=0, rule=rule)


@ops.handler("priority")
def _priority(g: BattledomeGame, frame: dict[str, Any]) -> None:
    if frame["passes"] >= 2:
        if g.s["queue"]:
            frame["passes"], frame["who"] = 0, g.s["active"]
            playing.resolve_next(g)
        else:
            g.pop()
        return
    who = frame["who"]
    choices = playing.card_actions(g, who, frame["window"])
    if not choices:
        frame["passes"] += 1
        frame["who"] = 1 - who
        return
    waiting = f"; {len(g.s['queue'])} in the queue" if g.s["queue"] else ""
    g.ask(who, "priority", f"P{who} has priority in {WINDOW_NAMES[frame['window']]}{waiting}",
          [*choices, ("pass", "Pass")], "priority", frame["rule"])


@ops.answer("priority")
def _answered(g: BattledomeGame, ask: dict[str, Any], keys: list[str]) -> None:
    frame = g.s["frames"][-1]
    who = ask["player"]
    if keys == ["pass"]:
        frame["passes"] += 1
        frame["who"] = 1 - who
        return
    frame["passes"] = 0
    playing.take_action(g, who, keys[0])
