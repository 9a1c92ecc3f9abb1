"""Texts printed only on cards named Tricking the Trixster: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import in_play
from engine.mlp.effects.registry import step
from engine.mlp.state.game import STAYS_WHEN_SOLVED
from engine.mlp.text.registry import effect


@effect(r"when that character's problem is solved this turn, if that character would be sent home, it isn't sent "
        r"home instead")
def _e_stays_when_solved(m):
    """After "Choose a character": a replacement (710) for the character chosen, for this
    turn only, whichever Problem it is at when one is solved."""
    return {"do": "stays_when_solved"}


@step("stays_when_solved")
def _d_stays_when_solved(g, f, step_, e, rule):
    """Kept as a modifier on the character until the end of the turn; the sending home of
    613.2 asks for it (`replacement.send_home_instead`). It keeps the Event's card code too:
    the Event is in the discard pile by then, another card (410.6), named by its printed name
    in the question and the log line of that replacement."""
    iid = f["data"].get("it")
    if in_play(g, iid):
        g.add_mod(STAYS_WHEN_SOLVED, iid, until="turn", ctrl=f["ctrl"], src=f["src"])
        g.s["mods"][-1]["card"] = f["card"]
        g.note(rule, f"{g.name(iid)} isn't sent home when its Problem is solved this turn{g.by_text()}")
    return True
