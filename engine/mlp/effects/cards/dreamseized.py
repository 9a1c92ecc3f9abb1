"""Texts printed only on cards named Dreamseized: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.registry import runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"(main phase|immediate): look at a player's hand and choose a card with (\d+) or more printed power\. "
          r"that player discards that card\.")
def _t_dreamseized(m, t):
    return _a("play", "look_at_hand_discard_big", t, timing="main" if m.group(1) == "main phase" else "immediate",
              at_least=int(m.group(2)))


# ----- what it does ---------------------------------------------------------------------------


@runner("look_at_hand_discard_big")
def _r_dreamseized(g, f, ability):
    """Either player's hand may be looked at; a hand with no card of that printed power
    is looked at and nothing is discarded."""
    player = f["ctrl"]
    data = f["data"]
    if "victim" not in data:
        ans = choose(g, f, player, "player", "Look at which player's hand?",
                     [(f"player:{p}", "your own hand" if p == player else "your opponent's hand") for p in (0, 1)])
        if ans is None:
            return False
        data["victim"] = int(ans[0].split(":")[1])
        g.note("401", f"P{player} looks at P{data['victim']}'s hand")
    victim = data["victim"]
    big = [i for i in g.s["players"][victim]["hand"] if (g.spec(i).power or 0) >= ability.params["at_least"]]
    ans = choose(g, f, player, "target", f"Choose a card with {ability.params['at_least']} or more printed power",
                 [(f"card:{i}", g.name(i)) for i in big])
    if ans is None:
        return False
    if ans:
        g.discard(card_of_option(ans[0]), "410.3")
    return True
