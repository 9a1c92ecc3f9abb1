"""The judge's why-not for a player who does not hold priority: where the game stands.

Asked about a player who can do nothing at present, "P0 has priority now, not P1" is
right but leaves the asker to work out why and until when. The answer says instead what
the position is (the opponent's Main Phase, a faceoff, a window the player passed in),
who may act in it and when the asker will get priority (510.1, 510.2, 512.3-512.5).
"""

from __future__ import annotations

from engine.mlp.procedures.flow import could_act
from engine.mlp.state.game import MlpGame
from engine.mlp.state.stages import phase_name


def not_holding_priority(g: MlpGame, window: dict, player: int) -> str:
    """Why `player` can't act in priority window `window`, held by the other player, and
    when they may: in plain words, with the rules in brackets."""
    s = g.s
    holder = window["player"]
    turn_player = s["turn_player"]
    cant = f"P{player} can't act now"
    if window.get("passes") == 1:
        # (one pass so far in this window: the asker's, as priority went on to the holder; with
        # nothing they could do, the engine passed for them, and the position is the same since)
        passed = f"P{player} passed priority in this window" if could_act(g, window, player) else \
            f"P{player} had nothing they could do in this window, so the engine passed priority for them,"
        return (f"{cant}: {passed} and P{holder} has it; if P{holder} passes too, "
                f"the window closes (510.2), and if P{holder} takes an action, P{player} gets priority again (510.1)")
    then = f"P{player} gets priority when P{holder} takes an action or passes (510.1)"
    if window["ctx"] == "faceoff" or s["faceoff"] is not None:
        return (f"{cant}: a faceoff is going on and P{holder} has priority in its window; {then}, and may then play "
                "Faceoff, Immediate and Reaction cards and abilities (512.4, 512.5)")
    if window["ctx"] == "main" and holder == turn_player:
        # (that only P{holder} takes Main Phase actions, 512.3, is the reason given with an action
        # that is one, so it is not said twice)
        return (f"{cant}: it is P{holder}'s Main Phase and P{holder} has priority; {then}, and may then play "
                "Immediate and Reaction cards and abilities (512.4, 512.5)")
    if window["ctx"] == "main":
        return (f"{cant}: P{holder} has priority after P{player}'s action in P{player}'s Main Phase (510.1); "
                f"P{player} may act again when P{holder} takes an action or passes")
    phase = phase_name(s["phase"])
    return (f"{cant}: P{holder} has priority in a priority window of P{turn_player}'s {phase} (as a window opens, "
            f"the turn player gets priority first, 510.2); {then}")
