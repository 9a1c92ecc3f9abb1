"""Texts printed only on cards named Nice Moves, Kid: their patterns and what they do."""

from __future__ import annotations

from engine.core.plural import how_many
from engine.mlp.effects.abilities import card_of_option, choose, effect_rule, note_nothing_happened
from engine.mlp.effects.registry import runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"(main phase|immediate): draw a card for each action token your opponent has, then discard the same "
          r"number of cards\.")
def _t_draw_then_discard(m, t):
    return _a("play", "draw_per_opp_token_then_discard", t,
              timing="main" if m.group(1) == "main phase" else "immediate")


# ----- what it does ---------------------------------------------------------------------------


@runner("draw_per_opp_token_then_discard")
def _r_draw_then_discard(g, f, ability):
    """The number is the opponent's tokens as the text resolves; the player then discards
    that many cards of their choice (all of their hand if it holds fewer)."""
    player = f["ctrl"]
    data = f["data"]
    if "n" not in data:
        data["n"] = g.s["players"][1 - player]["tokens"]
        if not data["n"]:  # (a judge reads why: the count, not a card the text missed)
            note_nothing_happened(g, f, f"P{1 - player} has no action tokens, so P{player} draws and discards no cards")
            return True
        g.draw(player, data["n"], effect_rule(f))
    hand = g.s["players"][player]["hand"]
    n = min(data["n"], len(hand))
    if n <= 0:
        return True
    ans = choose(g, f, player, "discard", f"Discard {how_many(n, 'card')}", [(f"card:{i}", g.name(i)) for i in hand], n, n)
    if ans is None:
        return False
    for key in ans:
        g.discard(card_of_option(key), effect_rule(f))
    return True
