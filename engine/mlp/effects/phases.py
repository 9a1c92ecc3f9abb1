"""The turn's phases and steps (501): what "at the start of your turn", "at the end of each
player's turn" and the like answer.

The trigger heads are read by the part grammar (`engine.mlp.text.parts.HEADS`); this
module answers whether the start or end of a phase triggers a paragraph with such a head.
"""

from __future__ import annotations

from engine.mlp.effects.registry import (
    KEYWORD_TRIGGERS,
    PART_TRIGGER_MATCHERS,
    RUNNERS,
    answers,
    triggered_by,
)
from engine.mlp.state.library import Ability

# effects that wait for the end of this turn ("At the end of the turn, banish them."): each
# is [controller, source card, its card id, runner name, data], kept until the turn ends
_AT_TURN_END = "at_turn_end"


@answers(PART_TRIGGER_MATCHERS, "turn_start", "turn_end", "tm_phase_start", "main_start", "score_start",
         "draw_step_end")
def phase_event(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A phase or step of `player`'s turn started or ended: "your", "each opponent's", "each player's"."""
    when = ability.params["when"]
    if when == "any":
        return {"player": data["player"]}
    mine = data["player"] == g.s["cards"][iid]["ctrl"]
    return {} if mine == (when == "you") else None


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("tm_phase_start")
def opponents_troublemaker_phase(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"At the start of each opponent's Troublemaker Phase": whose it is."""
    return {"victim": data["player"]} if data["player"] != g.s["cards"][iid]["ctrl"] else None


@triggered_by("turn_end")
def your_turn_ends(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"At the end of your turn"."""
    return {} if data["player"] == g.s["cards"][iid]["ctrl"] else None


# ----- delayed effects: "at the end of the turn, ..." (615.1) ------------------------------------


def at_end_of_turn(g, ctrl: int, src: int, name: str, data: dict) -> None:
    """Make the text `name` (a runner) trigger at the end of this turn (615.1: with the other
    triggers of the turn's end), for `ctrl`, from card `src` (which may have left play)."""
    if name not in RUNNERS:
        raise ValueError(f"no runner for the delayed effect {name!r}")
    card = g.s["cards"][src]["card"] if src in g.s["cards"] else ""
    g.s["flags"].setdefault(_AT_TURN_END, []).append([ctrl, src, card, name, data])


@answers(KEYWORD_TRIGGERS, "turn_end")
def _delayed_at_turn_end(g, event: str, data: dict) -> None:
    for ctrl, src, card, name, extra in g.s["flags"].pop(_AT_TURN_END, ()):
        g.add_trigger(ctrl, src, card, -1, extra, False, name)
