"""Texts printed only on cards named Flutterbat: their patterns and what they do."""

from __future__ import annotations

from engine.core.plural import how_many
from engine.mlp.effects.abilities import choose, in_play, problem_options
from engine.mlp.effects.registry import STEP_REFUSALS, answers, runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"at the start of your opponent's troublemaker phase, move this card to a problem with a number of "
          r"characters equal to or less than the number of characters at this card's problem\.")
def _t_flutterbat_moves(m, t):
    return _a("trigger", "move_self_to_fewer_characters", t, "tm_phase_start")


@triggered_by("tm_phase_start", "move_self_to_fewer_characters")
def _opponents_troublemaker_phase(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["player"] != g.s["cards"][iid]["ctrl"] else None


@runner("move_self_to_fewer_characters")
def _r_move_to_fewer(g, f, ability):
    """Counted as it resolves (every player's characters); another Problem only (moving to
    its own area is no move, 506.2); its controller chooses among several."""
    src = f["src"]
    if not in_play(g, src):
        return True
    found = _problems_with_fewer(g, src)
    ans = choose(g, f, f["ctrl"], "area", f"Move {g.name(src)} to which Problem?", problem_options(g, found))
    if ans is None:
        return False
    if ans:
        g.move(src, ans[0], f["ctrl"], "506.4")
    return True




def _problems_with_fewer(g, src: int) -> list[str]:
    """The other Problems with as many characters as this card's Problem, or fewer."""
    here = g.s["cards"][src]["area"]
    count = len(g.characters_at(here))
    return [a for a in g.problems() if a != here and len(g.characters_at(a)) <= count]


@answers(STEP_REFUSALS, "move_self_to_fewer_characters")
def _why_not_moved(g, f: dict, params: dict) -> tuple[str, str] | None:
    """Why Flutterbat did not move, for the text's "Nothing happens" line: every other
    Problem has more characters than its own. None when one has no more, or it left play."""
    src = f["src"]
    if not in_play(g, src) or _problems_with_fewer(g, src):
        return None
    count = len(g.characters_at(g.s["cards"][src]["area"]))
    return "705.2", f"this card's Problem has {how_many(count, 'character')} and every other Problem more"
