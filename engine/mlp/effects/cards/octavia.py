"""Texts printed only on cards named Octavia: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose_yes_no, effect_rule, in_play
from engine.mlp.effects.problems import this_problem_confronted
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template

# ----- Sweet Symphony -------------------------------------------------------------------------


@template(r"when you confront this card's problem, if your opponent controls more characters here than you, you may "
          r"exhaust this card to score a point\.")
def _t_sweet_symphony(m, t):
    return _a("trigger", "outnumbered_confront_score", t, "confront", own_problem=True)


def _outnumbered(g, iid: int) -> bool:
    c = g.s["cards"][iid]
    area = c["area"]
    return len(g.characters_at(area, 1 - c["ctrl"])) > len(g.characters_at(area, c["ctrl"]))


@runner("outnumbered_confront_score")
def _r_sweet_symphony(g, f, ability):
    """The text's "if" is read again as it resolves: a player who no longer has fewer
    characters there scores nothing. Exhausting this card is the price of the point
    (707.2a: "you may <cost> to <effect>")."""
    src, player = f["src"], f["ctrl"]
    if not in_play(g, src) or g.s["cards"][src]["exhausted"] or not _outnumbered(g, src):
        return True
    ans = choose_yes_no(g, f, player, f"Exhaust {g.name(src)} to score a point?")
    if ans is None:
        return False
    if ans[0] == "yes" and g.exhaust(src):
        g.score(player, 1, effect_rule(f), g.lib.spec(f["card"]).name)
    return True


@triggered_by("confront", "outnumbered_confront_score")
def _you_confront_outnumbered(g, iid: int, ability: Ability, data: dict) -> dict | None:
    found = this_problem_confronted(g, iid, ability, data)
    return found if found is not None and _outnumbered(g, iid) else None
