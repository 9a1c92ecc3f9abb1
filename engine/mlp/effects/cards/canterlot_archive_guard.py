"""Texts printed only on cards named Canterlot Archive Guard: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule, is_problem_area, text_source
from engine.mlp.effects.registry import ACTIVATION_CHECKS, Unmet, answers, runner, unless
from engine.mlp.state.game import home
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: retire this card to move all other characters at its problem home\. characters can't be "
          r"moved or played to that problem for the rest of the turn\.")
def _t_clear_and_close(m, t):
    return _a("activated", "clear_and_close_problem", t, timing="main", retire_self=True)


@runner("clear_and_close_problem")
def _r_clear_and_close(g, f, ability):
    """Its Problem is the one it was at as it was retired for the cost (703.1d): every
    character there, either player's, moved to its controller's home by this card's player
    (506.4), then that Problem closed to moves (`MlpGame.closed_to_moves`) and to characters
    played (`MlpGame.closed_to_play`) until the turn ends."""
    area = f["data"].get("src_area")
    if not is_problem_area(g, area):
        return True
    for iid in list(g.characters_at(area)):
        g.move(iid, home(g.card(iid)["ctrl"]), f["ctrl"], "506.4")
    source = text_source(g, f)
    g.ban_for_turn("closed_to_moves:" + area, source)
    g.ban_for_turn("closed_to_play:" + area, source)
    g.note(effect_rule(f), f"characters can't be moved or played to {area} for the rest of the turn{g.by_text()}")
    return True


@answers(ACTIVATION_CHECKS, "clear_and_close_problem")
def _at_a_problem(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """Only at a Problem: at home it has no Problem to clear (705.2)."""
    return unless(is_problem_area(g, g.s["cards"][iid]["area"]),
                  lacks=f"its text is used at a Problem, and {g.name(iid)} is at home")
