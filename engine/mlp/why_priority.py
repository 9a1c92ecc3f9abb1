"""The judge's why-not for a player who does not hold priority: one short sentence.

Asked about a player who can do nothing at present, the answer gives the card's own
reasons first (as they stand once that player has priority in this window) and then one
line under 510.1: who has priority now, in a few words why (the asker passed, had nothing
to do, or a faceoff is going on), and whether the card would be offered once the asker
has priority. The judge reads it at a glance; the reason about the card comes first.
"""

from __future__ import annotations

from engine.mlp.procedures.flow import could_act
from engine.mlp.state.game import MlpGame

OFFERED = "offered"
NOT_OFFERED = "not offered"
EACH_ABILITY = "each ability"
"""What the answer found for the asker, once they have priority: the action would be
offered, it would not, or (several abilities of a card, some offered) each is answered above."""


def not_holding_priority(g: MlpGame, window: dict, player: int, found: str) -> str:
    """Why `player` can't act in priority window `window`, held by the other player, and what
    they could do once they have priority (`found`: `OFFERED`, `NOT_OFFERED`, `EACH_ABILITY`),
    in one sentence of about 100 characters at most (510.1 is the reason's rule)."""
    holder = window["player"]
    if window.get("passes") == 1:
        # (one pass so far in this window: the asker's, as priority went on to the holder; with
        # nothing they could do, the engine passed for them)
        now = f"P{player} passed and P{holder} has priority now" if could_act(g, window, player) else \
            f"P{player} had nothing to do, so P{holder} has priority now"
    elif window["ctx"] == "faceoff" or g.s["faceoff"] is not None:
        now = f"P{holder} has priority in the faceoff now"
    else:
        now = f"P{holder} has priority now"
    if found == OFFERED:
        return f"{now}; it would be offered to P{player} once P{player} has priority"
    if found == EACH_ABILITY:
        return f"{now}; once P{player} has it, each ability is offered or not as said above"
    return f"{now}; once P{player} has it, this is not offered either"
