"""The turn (5): beginning of turn, Draw, Train, Preparation and Battle Phases, end of turn.

The `game` frame at the bottom of the stack starts each turn; a `turn` frame walks the
phases in order, opening each phase's priority window (`procedures.priority`) and
doing its one action in it; the Battle Phase is its own frame (`procedures.battle`).
"""

from __future__ import annotations

from typing import Any

from engine.battledome.effects import actions
from engine.battledome.procedures.priority import open_window
from engine.battledome.state import ops
from engine.battledome.state.game import BattledomeGame


@ops.handler("game")
def _game(g: BattledomeGame, frame: dict[str, Any]) -> None:
    """Start the next turn of the active player."""
    s = g.s
    s["turn"] += 1
    player = s["players"][s["active"]]
    player["attached"] = player["prep_played"] = False
    player["used"] = []
    s["passed"] = []
    g.note("5", f"Turn {s['turn']} (round {s['round']}): P{s['active']}'s turn")
    g.push("turn", i=0)


def expire(g: BattledomeGame, until: str, player: int | None = None) -> int:
    """End temporary effects lasting `until` (for `player`'s effects only, when given); how many ended."""
    kept = []
    for effect in g.s["effects"]:
        if effect["until"] == until and (player is None or effect["player"] == player):
            if effect["kind"] == "negate":
                g.s["cards"][effect["target"]]["st"].pop("negated", None)
                g.sources = None
            continue
        kept.append(effect)
    ended = len(g.s["effects"]) - len(kept)
    if ended:
        g.s["effects"] = kept
        actions.check_knockouts(g)  # a lost boost may leave damage at or above the hit points
    return ended


def enter(g: BattledomeGame, phase: str) -> None:
    """The turn goes on to `phase` (5.1-5.5.8): where the judge's stops and headings say it stands,
    at no step of it yet (the Battle Phase names its own, `procedures.battle`)."""
    g.s["phase"], g.s["step"] = phase, ""


def _beginning(g: BattledomeGame) -> None:
    s = g.s
    enter(g, "beginning")  # (5.1: not the End of Turn of the turn before)
    if expire(g, "your_next_turn", s["active"]):
        g.note("5.1.1", "Effects lasting until the beginning of this turn end")
    actions.emit(g, "beginning_of_turn", s["active"])
    if s["queue"]:
        open_window(g, "beginning_of_turn", "5.1.2")


def _draw_phase(g: BattledomeGame) -> None:
    s = g.s
    enter(g, "draw")
    g.note("5.2.1a", "The Draw Phase begins")
    actions.emit(g, "beginning_of_draw", s["active"])  # 5.2.1b
    if not g.zone(s["active"], "deck"):
        neopet = g.active(s["active"])
        if neopet is not None:
            actions.deal_damage(g, neopet, 1, "9.3.2", f"P{s['active']} is exhausted")
    g.push("draw", done=False)
    open_window(g, "draw", "5.2.1c")


@ops.handler("draw")
def _draw(g: BattledomeGame, frame: dict[str, Any]) -> None:
    """5.2.2b: the mandatory draw, after the first window; then the window that ends the phase."""
    g.pop()
    actions.draw(g, g.s["active"], 1, "5.2.2b")
    open_window(g, "draw", "5.2.4a")


def _train_phase(g: BattledomeGame) -> None:
    enter(g, "train")
    g.note("5.3.1a", "The Train Phase begins")
    actions.emit(g, "beginning_of_train", g.s["active"])  # 5.3.1b
    open_window(g, "train", "5.3.4a")


def _preparation_phase(g: BattledomeGame) -> None:
    enter(g, "preparation")
    g.note("5.4.1a", "The Preparation Phase begins")
    actions.emit(g, "beginning_of_preparation", g.s["active"])  # 5.4.1b
    open_window(g, "preparation", "5.4.4a")


def _battle_phase(g: BattledomeGame) -> None:
    s = g.s
    enter(g, "battle")
    if not s["first_turn_done"]:
        g.note("5.5.1", f"P{s['active']} skips the Battle Phase of the game's first turn")
        return
    g.note("5.5.2", "The Battle Phase begins")
    g.push("battle", i=0)


def _end_of_turn(g: BattledomeGame) -> None:
    s = g.s
    enter(g, "end")
    g.note("5.5.8a", "The end of the turn")
    actions.emit(g, "end_of_turn", s["active"])
    g.push("turn_over")
    open_window(g, "end_of_turn", "5.5.8a")


@ops.handler("turn_over")
def _turn_over(g: BattledomeGame, frame: dict[str, Any]) -> None:
    """5.5.8b: "until end of turn" effects end; a Neopet whose attack was stopped thaws (8.20.4c)."""
    g.pop()
    s = g.s
    ended = expire(g, "end_of_turn")
    neopet = g.active(s["active"])
    if neopet is not None and s["cards"][neopet]["st"].pop("thaws", None):
        s["cards"][neopet]["st"].pop("frozen", None)
        g.note("8.20.4c", f"{g.label(neopet)} is no longer frozen")
    if ended:
        g.note("5.5.8b", "Effects lasting until end of turn end")


PHASES = (_beginning, _draw_phase, _train_phase, _preparation_phase, _battle_phase, _end_of_turn)


@ops.handler("turn")
def _turn(g: BattledomeGame, frame: dict[str, Any]) -> None:
    if frame["i"] < len(PHASES):
        frame["i"] += 1
        PHASES[frame["i"] - 1](g)
        return
    g.pop()
    s = g.s
    s["first_turn_done"] = True
    s["active"] = 1 - s["active"]
