"""Texts printed only on cards named Too Many Pinkie Pies: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    in_play,
    is_involved,
)
from engine.mlp.effects.registry import ACTIVATION_CHECKS, Unmet, answers, runner, unless
from engine.mlp.effects.steps import can_move_to
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"problem faceoff: any player with a character involved in a problem faceoff here may move a character "
          r"here from another problem\.")
def _t_reinforcements(m, t):
    """An ability of the Problem any such player may activate (703.1b); "a character": one
    of their own, at another Problem (it is then involved, 514.2b)."""
    return _a("activated", "move_own_character_here_in_faceoff", t, timing="problem_faceoff", any_player=True)


def _here_in_a_problem_faceoff(g, player: int, iid: int) -> str | None:
    fo = g.s["faceoff"]
    area = g.s["cards"][iid]["area"]
    if fo is None or fo["kind"] != "problem" or area not in fo["areas"]:
        return None
    if not any(is_involved(g, i) for i in g.characters_at(area, player)):
        return None
    return area


def _movable(g, player: int, area: str) -> list[int]:
    return [i for i in g.characters(player) if g.s["cards"][i]["area"] != area
            and g.s["areas"].get(g.s["cards"][i]["area"], {}).get("kind") == "problem"
            and can_move_to(g, i, area, player)]


@answers(ACTIVATION_CHECKS, "move_own_character_here_in_faceoff")
def _can_bring(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    area = _here_in_a_problem_faceoff(g, player, iid)
    return (unless(area is not None, lacks=f"P{player} has no character involved in a Problem faceoff there")
            and unless(bool(_movable(g, player, area)), "move",
                       lacks=f"P{player} has no character at another Problem that can be moved there"))


@runner("move_own_character_here_in_faceoff")
def _r_bring(g, f, ability):
    player = f["ctrl"]
    area = _here_in_a_problem_faceoff(g, player, f["src"]) if in_play(g, f["src"]) else None
    if area is None:
        return True
    ans = choose(g, f, player, "target", "Move which of your characters here?",
                 [(f"card:{i}", g.name(i)) for i in _movable(g, player, area)])
    if ans is None:
        return False
    if ans:
        g.move(card_of_option(ans[0]), area, player, "506.4")
    return True
