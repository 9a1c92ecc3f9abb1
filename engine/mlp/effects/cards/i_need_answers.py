"""Texts printed only on cards named I Need Answers: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.abilities import (
    _answer_given,
    _answers_choices,
    _answers_cost_payable,
    _card_key,
    choose,
)
from engine.mlp.effects.registry import runner
from engine.mlp.state.game import CannotComplete
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: dismiss one of your friends here to gain \{(\d+)\}\. any player may activate this ability\.")
def _t_answers(m, t):
    return _a("activated", "dismiss_friend_gain", t, timing="main", any_player=True, amount=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("dismiss_friend_gain")
def _r_answers(g, f, ability):
    player = f["ctrl"]
    ans = _answer_given(f)
    if ans is None:
        cands = _answers_choices(g, f["src"], player)
        ans = choose(g, f, player, "cost", "Dismiss one of your Friends here",
                     [(f"card:{i}", g.name(i)) for i in cands])
        if ans is None:
            return False
    if ans:
        chosen = _card_key(ans[0])
        if not _answers_cost_payable(g, chosen):
            raise CannotComplete(f"dismissing {g.name(chosen)} would be replaced, so the cost "
                                 "can't be paid (508.1a)")
        g.dismiss(chosen, "508.1")
        g.gain_tokens(player, ability.params["amount"], "703")
    return True
