"""Drawing, discarding, and looking at or ordering decks.

Each wording's pattern (registered into `engine.mlp.text.registry`) sits with the
runner that carries it out (registered into `engine.mlp.effects.registry`).
"""

from __future__ import annotations

from engine.mlp.abilities import choose
from engine.mlp.effects.registry import runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when this card enters play, (you may )?draw a card\.")
def _t_enter_draw(m, t):
    return _a("trigger", "draw", t, "enter_play", who="you", n=1, optional=bool(m.group(1)))


@template(r"main phase: exhaust this card to draw a card\.")
def _t_exhaust_draw(m, t):
    return _a("activated", "draw", t, timing="main", exhaust_self=True, n=1)


# ----- what it does ---------------------------------------------------------------------------


@runner("draw")
def _r_draw(g, f, ability):
    if ability.params.get("optional"):
        ans = choose(g, f, f["ctrl"], "may", "Draw a card?", [("yes", "Draw"), ("no", "Don't")])
        if ans is None:
            return False
        if ans[0] != "yes":
            return True
    g.draw(f["ctrl"], ability.params["n"], "705.2e")
    return True


@runner("opp_discard_random")
def _r_opp_discard_random(g, f, ability):
    g.discard_random(1 - f["ctrl"], "704")
    return True
