"""Moving characters (506): "move ... to a problem", "move all ... home", and what "when you
move ..." and "when an opponent moves ..." answer.

The step patterns sit with what the step does; the trigger heads are read by the part
grammar (`engine.mlp.text.parts.HEADS`) and answered here.
"""

from __future__ import annotations

import re
from typing import Any

from engine.mlp.effects.abilities import choose, in_play, is_problem_area
from engine.mlp.effects.registry import (
    PART_TRIGGER_MATCHERS,
    VALUE_RULES,
    answers,
    step,
    triggered_by,
)
from engine.mlp.effects.steps import (
    acting_player,
    destinations,
    no_moves_flag,
    pick_target,
    targets,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.parts import a_or_an, number, target, target_all
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, template


@answers(PART_TRIGGER_MATCHERS, "moved")
def moved(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A player (`mover`) moved a card from `origin` to `dest`."""
    s = g.s
    c = s["cards"][iid]
    when = ability.params["when"]
    ctrl = c["ctrl"]
    if when == "opp_character":
        moved = data["card"]
        ok = data["mover"] != ctrl and moved in s["cards"] and g.is_character(moved)
        return {"it": moved, "area": data["dest"]} if ok else None
    if when.startswith("you_character"):
        moved = data["card"]
        if data["mover"] != ctrl or moved not in s["cards"] or not g.is_character(moved):
            return None
        if when == "you_character_other" and moved == iid:
            return None
        if when.endswith("_mane") and g.spec(moved).type != "mane":
            return None
        if when.endswith("_own") and s["cards"][moved]["ctrl"] != ctrl:
            return None
        if "to_problem" in when and not is_problem_area(g, data["dest"]):
            return None
        return {"area": data["dest"], "it": moved}
    if when.startswith("opp_character_from_here"):
        moved = data["card"]
        if moved not in s["cards"] or s["cards"][moved]["ctrl"] == ctrl or not g.is_character(moved):
            return None
        if data["origin"] != c["area"]:
            return None
        if when.endswith("to_problem") and not is_problem_area(g, data["dest"]):
            return None
        return {"area": data["dest"], "it": moved}
    if when == "opp_to_problem":
        ok = data["mover"] != ctrl and is_problem_area(g, data["dest"])
        return {"area": data["dest"]} if ok else None
    if data["mover"] != ctrl:
        return None
    if when == "to_this_problem_you":
        ok = (g.is_type(iid, "problem") and data["dest"] == c["area"] and data["card"] in s["cards"]
              and g.is_character(data["card"]))
        return {"area": data["dest"]} if ok else None
    if data["card"] != iid:
        return None
    if when == "self_to_problem" and not is_problem_area(g, data["dest"]):
        return None
    return {"area": data["dest"]}


# ----- moving: what the wordings read as (506) -----------------------------------------------------


@effect(r"move up to (two|three|\d+) (of your .+)")
def _e_move_up_to(m):
    found = _e_move(re.match(r"move (.+?)(?: to (a problem|another problem|its home|home|your home|that problem"
                             r"|this card's problem|this problem|this card's area|the same problem)| (home)| (there))?$",
                             "move one " + m.group(2)))
    if found is None:
        return None
    return {**found, "repeat": number(m.group(1)), "distinct": True}


@effect(r"move up to (two|three|\d+) (opposing characters|opposing friends)")
def _e_move_up_to_opposing(m):
    """Each of up to N different opposing cards moved by this player (506.4), each optional."""
    found = target("an " + m.group(2)[:-1])
    if found is None:
        return None
    return {"do": "move", "target": found, "dest": "any", "repeat": number(m.group(1)), "distinct": True}


@effect(r"move all (.+) home")
def _e_move_all_home(m):
    found = target_all(m.group(1))
    if found is None:
        return None
    return {"do": "move", "target": found, "all": True, "dest": "home"}


@effect(r"move each (.+) home")
def _e_move_each_home(m):
    found = target(a_or_an(m.group(1)))
    if found is None or found.get("self"):
        return None
    return {"do": "move", "target": found, "all": True, "dest": "home"}


@effect(r"move (.+?)(?: to (a problem|another problem|its home|home|your home|that problem|this card's problem"
        r"|this problem|this card's area|the same problem)| (home)| (there))?")
def _e_move(m):
    found = target(m.group(1))
    if found is None:
        return None
    dest = {None: "any", "a problem": "problem", "another problem": "problem", "its home": "home",
            "home": "home", "your home": "home", "that problem": "there", "this card's problem": "here",
            "this problem": "here", "this card's area": "here", "the same problem": "there",
            "there": "there"}[m.group(2) or m.group(3) or m.group(4)]
    return {"do": "move", "target": found, "dest": dest}


@effect(r"move (.+?) (here|there) from home")
def _e_move_from_home(m):
    found = target(m.group(1) + " at home")
    if found is None or found.get("self"):
        return None
    return {"do": "move", "target": found, "dest": m.group(2)}


# ----- moving: what the step does (506.4) ----------------------------------------------------------


@step("move")
def _d_move(g, f, step, e, rule):
    if step.get("all"):
        for iid in targets(g, f, step):
            dests = destinations(g, f, step, iid)
            if dests:
                g.move(iid, dests[0], acting_player(f), "506.4")
        return True
    iid = pick_target(g, f, step, e, "Choose a card to move")
    if iid is False:
        return False
    if iid is None or not in_play(g, iid):
        return True
    if step.get("distinct"):
        picked = f["data"].setdefault("picked", [])
        if iid not in picked:
            picked.append(iid)
    dests = destinations(g, f, step, iid)
    ans = choose(g, f, acting_player(f), "area", f"Move {g.name(iid)} where?", [(a, f"to {a}") for a in dests])
    if ans is None:
        return False
    if ans:
        g.move(iid, ans[0], acting_player(f), "506.4")
    return True


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("moved")
def this_card_moved_to_a_problem(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"When you move this card to a Problem" (and "... from your Home")."""
    s = g.s
    if data["card"] != iid or data["mover"] != s["cards"][iid]["ctrl"] or not is_problem_area(g, data["dest"]):
        return None
    if ability.params.get("from_home") and s["areas"][data["origin"]]["kind"] != "home":
        return None
    return {"area": data["dest"]}


# ----- what moving costs (609.2b): added up by `values.power.move_costs_base` ----------------------


@template(r"(?:your opponent|opponents) must pay \+\{(\d+)\} to move (?:a character|characters) to this card's "
          r"problem\.")
def _t_move_tax(m, t):
    return _a("static", "opp_move_tax", t, "move_cost", amount=int(m.group(1)))


@answers(VALUE_RULES, "opp_move_tax")
def _opp_move_tax(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """The opponents of this card's controller pay more to move characters to its Problem."""
    sc = g.s["cards"][src]
    return ability.params["amount"] if subject != sc["ctrl"] and context.get("dest") == sc["area"] else 0


# ----- "opponents can't move their characters this turn" ------------------------------------------


@effect(r"opponents can't move their characters this turn")
def _e_opponents_cant_move(m):
    return {"do": "opponents_cant_move"}


@step("opponents_cant_move")
def _d_opponents_cant_move(g, f, step_, e, rule):
    opponent = 1 - acting_player(f)
    g.s["flags"][no_moves_flag(opponent)] = g.s["turn"]
    g.note(rule, f"P{opponent} can't move their characters this turn")
    return True
