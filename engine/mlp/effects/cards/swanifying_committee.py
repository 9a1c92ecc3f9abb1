"""Texts printed only on cards named Swanifying Committee: their patterns and what they do.

Its Delay counters sit on characters (519.1), kept under the card record's "delay" key as the
Delay counters SB109 puts on Problems are; the named-counter grammar leaves "Delay" to these
texts (`counters._RESERVED`).
"""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import effect_rule, in_play
from engine.mlp.effects.registry import VALUE_RULES, answers, runner, triggered_by
from engine.mlp.effects.steps import add_counters, remove_counters
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when you move an opposing character, put a delay counter on it\.")
def _t_delay_moved(m, t):
    return _a("trigger", "delay_opposing_moved", t, "moved")


@template(r"opponent's can't move their characters with delay counters on them unless they pay \{(\d+)\}\.")
def _t_delayed_move_toll(m, t):
    """The Move action (609.2b) of such a character costs its controller that much more
    (category "move_cost_from"); a move by an opponent's card text of their own such
    character waits on their paying it (category "move_toll", `replacement.move_toll`)."""
    amount = int(m.group(1))
    return [_a("static", "opp_delayed_move_toll", t, "move_cost_from", amount=amount),
            _a("static", "opp_delayed_move_toll", t, "move_toll", amount=amount)]


@template(r"at the end of your opponent's turn, remove all delay counters from opposing characters\.")
def _t_clear_delay(m, t):
    return _a("trigger", "clear_opposing_delay", t, "turn_end")


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("moved", "delay_opposing_moved")
def _you_moved_opposing(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A character of an opponent moved by this card's controller (by the text of any card
    of theirs: a player's own Move action moves only their own characters, 609.2b)."""
    s = g.s
    moved = data["card"]
    ctrl = s["cards"][iid]["ctrl"]
    if data["mover"] != ctrl or moved not in s["cards"] or s["cards"][moved]["ctrl"] == ctrl or not g.is_character(moved):
        return None
    return {"it": moved}


@triggered_by("turn_end", "clear_opposing_delay")
def _opponents_turn_ends(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["player"] != g.s["cards"][iid]["ctrl"] else None


# ----- what it does ---------------------------------------------------------------------------


@runner("delay_opposing_moved")
def _r_delay(g, f, ability):
    it = f["data"].get("it")
    if in_play(g, it):
        add_counters(g, it, "delay", 1, effect_rule(f), f["ctrl"])
    return True


@runner("clear_opposing_delay")
def _r_clear_delay(g, f, ability):
    me = f["ctrl"]
    for iid in g.characters(1 - me):
        have = g.card(iid)["counters"].get("delay", 0)
        if have:
            remove_counters(g, iid, "delay", have, effect_rule(f), me)
    return True


# ----- what it is worth (`registry.VALUE_RULES`) -----------------------------------------------


@answers(VALUE_RULES, "opp_delayed_move_toll")
def _delayed_move_toll(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """An opponent (`subject`) moving their own character that has a Delay counter: for the
    Move action the mover is its controller; for a move by text, only when that opponent is
    the one moving it ("Opponents can't move their characters ...")."""
    card = context.get("card")
    if subject == g.s["cards"][src]["ctrl"] or card not in g.s["cards"] or not g.card(card)["counters"].get("delay"):
        return 0
    if context.get("mover", subject) != subject:
        return 0
    return ability.params["amount"]
