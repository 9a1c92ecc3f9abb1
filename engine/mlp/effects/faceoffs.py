"""Faceoffs (514): flipping more cards, flipping again, and what winning one does.

Each wording's pattern (registered into `engine.mlp.text.registry`) sits with the
runner that carries it out (registered into `engine.mlp.effects.registry`).
"""

from __future__ import annotations

from engine.mlp.abilities import _alive, _card_key, _mark_reaction, choose, effect_flip
from engine.mlp.effects.hooks import faceoff
from engine.mlp.effects.registry import runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"(?:during faceoffs involving this card, flip an additional card|flip an additional card during faceoffs involving this card)\.")
def _t_self_extra_flip(m, t):
    return _a("static", "self_extra_flip", t, "extra_flips")


@template(r"chaos: when this card is flipped, flip an additional card\.")
def _t_chaos_flip(m, t):
    return _a("trigger", "chaos_flip_more", t, "self_flipped")


@template(r"when you win a problem faceoff involving this card, dismiss an opponent's friend involved in that faceoff\.")
def _t_big_top(m, t):
    return _a("trigger", "dismiss_involved_opp_friend", t, "faceoff_won")


@template(r"reaction: after you flip a card during a (troublemaker )?faceoff( while your opponent is challenging a troublemaker)?, ignore that card and flip (?:a new|another) card\.")
def _t_reflip(m, t):
    return _a("play", "ignore_and_reflip", t, timing="reaction", condition="flip",
              tm_only=bool(m.group(1)), opponent_challenging=bool(m.group(2)))


# ----- what it does ---------------------------------------------------------------------------


@runner("chaos_flip_more")
def _r_chaos_flip(g, f, ability):

    if g.s["faceoff"] is not None:
        effect_flip(g, f["ctrl"], "Glossary: Chaos")
    return True


@runner("dismiss_involved_opp_friend")
def _r_big_top(g, f, ability):
    cands = [i for i in f["data"]["losers"] if _alive(g, i) and g.is_type(i, "friend")]
    ans = choose(g, f, f["ctrl"], "target", "Dismiss an opponent's Friend involved in that faceoff",
                 [(f"card:{i}", g.name(i)) for i in cands])
    if ans is None:
        return False
    if ans:
        g.dismiss(_card_key(ans[0]), "704")
    return True


@runner("ignore_and_reflip")
def _r_reflip(g, f, ability):
    ev = _mark_reaction(g, f, ability)
    if ev is None or g.s["faceoff"] is None:
        return True
    if ev["card"] in g.s["cards"]:
        faceoff.ignore(g, ev["card"], "705.2e")
    effect_flip(g, f["ctrl"], "705.2e")
    return True
