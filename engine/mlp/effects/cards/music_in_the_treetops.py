"""Texts printed only on cards named Music in the Treetops: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose, look_and_arrange
from engine.mlp.effects.registry import step
from engine.mlp.effects.steps import acting_player
from engine.mlp.text.parts import NUMBER, number
from engine.mlp.text.registry import effect


@effect(r"look at the top " + NUMBER + r" cards of a problem deck and put them on the top or bottom of that deck in "
        r"any order")
def _e_arrange_problem_deck(m):
    return {"do": "arrange_problem_deck", "n": number(m.group(1))}


# ----- what it does ---------------------------------------------------------------------------


@step("arrange_problem_deck")
def _d_arrange_problem_deck(g, f, step, e, rule):
    """Either player's Problem deck; the cards looked at go to its bottom or back on top, in
    the order the player chooses (the same steps as Meticulous, on that deck)."""
    player = acting_player(f)
    if "owner" not in e:
        decks = [p for p in (0, 1) if g.s["players"][p]["problem_deck"]]
        ans = choose(g, f, player, "target", "Look at the top cards of which Problem deck?",
                     [(f"deck:{p}", "your Problem deck" if p == player else "your opponent's Problem deck")
                      for p in decks])
        if ans is None:
            return False
        if not ans:
            return True
        e["owner"] = int(ans[0].split(":")[1])
    return look_and_arrange(g, f, e["owner"], step["n"], "arrange", "Their Problem deck", zone="problem_deck",
                            rule=rule)
