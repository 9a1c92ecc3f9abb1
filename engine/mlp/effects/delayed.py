"""Instructions for later in the turn (615.1): "At the end of the turn, <effect>."

A step "at the end of the turn, ..." carried out as its text resolves sets the rest aside
(`end_of_turn` in the state's flags, with the turn it belongs to); when that turn's end
of turn step starts ("turn_end", 615.1: every trigger at the end of the turn triggers
then) each one set aside becomes a triggered effect of the player who set it aside, its
source the card whose text it was (the card may have left play by then). One set aside
during the end of turn step itself comes too late for this turn and is dropped at the
next one.
"""

from __future__ import annotations

from engine.mlp.effects.registry import KEYWORD_TRIGGERS, RUNNERS, answers, runner, step
from engine.mlp.effects.steps import acting_player
from engine.mlp.state.library import Ability
from engine.mlp.text.parts import steps
from engine.mlp.text.registry import effect

_FLAG = "end_of_turn"
# the name of the triggered effect; shown as the trigger's label
NAME = "At the end of the turn"


@effect(r"at the end of the turn, (.+)")
def _e_at_end_of_turn(m):
    later = steps(m.group(1) + ".")
    if later is None or any(s["do"] == "at_end_of_turn" for s in later):
        return None
    return {"do": "at_end_of_turn", "later": later}


@step("at_end_of_turn")
def _d_at_end_of_turn(g, f, step, e, rule):
    """Set the rest aside until this turn's end (615.1), with what the text bound so far
    ("it", the area)."""
    src = f["src"]
    card = g.s["cards"].get(src)
    bound = {key: f["data"][key] for key in ("it", "area") if key in f["data"]}
    g.s["flags"].setdefault(_FLAG, []).append({
        "turn": g.s["turn"], "ctrl": acting_player(f), "src": src,
        "card": card["card"] if card is not None else f["card"], "steps": step["later"], "bound": bound})
    g.note("615.1", f"P{acting_player(f)} will carry out the rest at the end of the turn")
    return True


@answers(KEYWORD_TRIGGERS, "turn_end")
def _end_of_turn(g, event: str, data: dict) -> None:
    """The turn's end of turn step begins: what was set aside for it triggers (615.1)."""
    waiting = g.s["flags"].pop(_FLAG, None)
    if not waiting:
        return
    for each in waiting:
        if each["turn"] == g.s["turn"]:
            g.add_trigger(each["ctrl"], each["src"], each["card"], -1,
                          {"steps": each["steps"], **each["bound"]}, name=NAME)


@runner(NAME)
def _r_at_end_of_turn(g, f, ability):
    """The steps set aside, carried out as text read in parts is (the "effect" runner)."""
    later = Ability(kind="trigger", name="effect", params={"steps": f["data"]["steps"]})
    return RUNNERS["effect"](g, f, later)
