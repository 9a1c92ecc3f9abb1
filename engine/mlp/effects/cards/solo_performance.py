"""Texts printed only on cards named Solo Performance: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose
from engine.mlp.effects.registry import PLAY_CHECKS, Unmet, answers, runner, unless
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"immediate: choose a problem you confronted this turn\. if there are no opposing friends at that "
          r"problem, score a point\.")
def _t_solo(m, t):
    return _a("play", "score_if_alone_at_confronted_problem", t, timing="immediate")


# ----- what it does ---------------------------------------------------------------------------


@runner("score_if_alone_at_confronted_problem")
def _r_solo(g, f, ability):
    """The Problems confronted this turn are the turn player's (611.1: only they confront)."""
    player = f["ctrl"]
    ans = choose(g, f, player, "area", "Choose a Problem you confronted this turn",
                 [(a, _label(g, a)) for a in _confronted(g, player)])
    if ans is None:
        return False
    if ans:
        area = ans[0]
        if any(g.is_type(i, "friend") for i in g.characters_at(area, 1 - player)):
            g.note("611.1", f"an opposing Friend is at {_label(g, area)}: no point{g.by_text()}")
        else:
            g.score(player, 1, "611.1", f"{g.lib.spec(f['card']).name}")
    return True


def _confronted(g, player: int) -> list[str]:
    s = g.s
    if s["turn_player"] != player:
        return []
    return [a for a in dict.fromkeys(s["confronted"]) if a in s["areas"]]


def _label(g, area: str) -> str:
    card = g.problem_card(area)
    return g.name(card) if card is not None else area


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


@answers(PLAY_CHECKS, "score_if_alone_at_confronted_problem")
def _can_choose(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(bool(_confronted(g, player)), "choose")
