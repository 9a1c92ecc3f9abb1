"""Texts printed only on cards named Private Journal: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule, may_rule
from engine.mlp.effects.plain_words import looks_at_hand
from engine.mlp.effects.registry import runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"faceoff: look at an opponent's hand\. you may choose a card from it and put that card on top of "
          r"that opponent's deck\.")
def _t_private_journal(m, t):
    return _a("play", "look_at_hand_put_one_on_deck", t, timing="faceoff")


# ----- what it does ---------------------------------------------------------------------------


@runner("look_at_hand_put_one_on_deck")
def _r_private_journal(g, f, ability):
    """The player sees the opponent's hand as the options they are offered (the cards stay
    hidden from everyone else); choosing none is allowed ("you may")."""
    player = f["ctrl"]
    opponent = 1 - player
    hand = list(g.s["players"][opponent]["hand"])
    if "looked" not in f["data"]:
        f["data"]["looked"] = True
        g.note_seen(effect_rule(f), looks_at_hand(player, opponent, len(hand)))
    # ("you may": decided as the Event's instruction is followed, 705.2e)
    ans = choose(g, f, player, "target", f"Put which card from P{opponent}'s hand on top of P{opponent}'s deck? "
                 f"({may_rule(f)})", [(f"card:{i}", g.name(i)) for i in hand], minimum=0, maximum=1)
    if ans is None:
        return False
    if ans:
        iid = card_of_option(ans[0])
        if iid in g.s["players"][opponent]["hand"]:
            g.relocate(iid, "deck", position="top")
            g.note(effect_rule(f), f"P{player} puts a card from P{opponent}'s hand on top of P{opponent}'s deck{g.by_text()}")
    return True
