"""Texts printed only on cards named Big Mix-Up: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule, in_play
from engine.mlp.effects.registry import PLAY_CHECKS, answers, can_always, runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: choose up to two opposing friends\. their controllers may return any number of them to their "
          r"owners' hands\. then, you score a point for each chosen friend in play\.")
def _t_big_mix_up(m, t):
    return _a("play", "opponent_returns_or_you_score", t, timing="main")


@runner("opponent_returns_or_you_score")
def _r_big_mix_up(g, f, ability):
    """EO114: up to two opposing Friends are chosen; their controller (the opponent) may
    return any of them it can to their owners' hands; a point for each chosen one still in
    play."""
    player = f["ctrl"]
    data = f["data"]
    if "chosen" not in data:
        cands = [i for i in g.characters(1 - player) if g.is_type(i, "friend")]
        ans = choose(g, f, player, "target", "Choose up to two opposing Friends",
                     [(f"card:{i}", g.name(i)) for i in cands], 0, min(2, len(cands)))
        if ans is None:
            return False
        data["chosen"] = [card_of_option(k) for k in ans]
    # 705.2e: the controller is offered only those they can return (not one a text keeps in play)
    chosen = [i for i in data["chosen"] if in_play(g, i) and g.kept_in_play(i, "bounce", 1 - player) is None]
    if chosen and "returned" not in data:
        ans = choose(g, f, 1 - player, "target", f"{g.lib.spec(f['card']).name}: Return which of the chosen "
                     f"Friends to their owners' hands (any number)? P{player} scores a point for each one left in play",
                     [(f"card:{i}", g.name(i)) for i in chosen], 0, len(chosen))
        if ans is None:
            return False
        data["returned"] = True
        for key in ans:
            g.to_hand(card_of_option(key), effect_rule(f))
    staying = sum(1 for i in data["chosen"] if in_play(g, i))
    if staying:
        g.score(player, staying, effect_rule(f), "Friends chosen that stayed in play")
    return True


answers(PLAY_CHECKS, "opponent_returns_or_you_score")(can_always)  # ("up to two": none may be chosen)
