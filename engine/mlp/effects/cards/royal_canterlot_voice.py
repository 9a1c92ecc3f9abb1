"""Texts printed only on cards named ROYAL CANTERLOT VOICE: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    effect_rule,
    in_play,
    nameable,
    problem_options,
    problem_purpose,
    with_purpose,
)
from engine.mlp.effects.registry import PLAY_CHECKS, answers, can_always, runner
from engine.mlp.effects.steps import can_move_to
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: choose a problem\. your opponent moves one of their friends away from that problem\. if you "
          r"control ([a-z][a-z .'-]+), gain \{(\d+)\}\.")
def _t_royal_canterlot_voice(m, t):
    return _a("play", "opponent_moves_a_friend_away", t, timing="main", title=m.group(1), gain=int(m.group(2)))


answers(PLAY_CHECKS, "opponent_moves_a_friend_away")(can_always)


def _away(g, iid: int) -> list[str]:
    """Where its controller may move it by this card's text: their home or another Problem open
    to it (506.2, `steps.can_move_to`)."""
    c = g.s["cards"][iid]
    return [a for a in (f"home:{c['ctrl']}", *g.problems()) if can_move_to(g, iid, a, c["ctrl"])]


@runner("opponent_moves_a_friend_away")
def _r_voice(g, f, ability):
    player, data = f["ctrl"], f["data"]
    opp = 1 - player
    if "area" not in data:
        ans = choose(g, f, player, "area", with_purpose("Choose a Problem", problem_purpose(g, f)),
                     problem_options(g, g.problems()))
        if ans is None:
            return False
        data["area"] = ans[0] if ans else None
        if data["area"] is not None:
            g.note(effect_rule(f), f"P{player} chooses {data['area']}{g.by_text()}")
    area = data["area"]
    if area is not None and "moved" not in data:
        if "it" not in data:
            friends = [i for i in g.characters_at(area, opp) if g.is_type(i, "friend") and _away(g, i)]
            ans = choose(g, f, opp, "target", "Move one of your Friends away from that Problem",
                         [(f"card:{i}", g.name(i)) for i in friends])
            if ans is None:
                return False
            data["it"] = card_of_option(ans[0]) if ans else None
        moved = data["it"]
        if moved is not None and in_play(g, moved):
            ans = choose(g, f, opp, "area", f"Move {g.name(moved)} where?", [(a, a) for a in _away(g, moved)])
            if ans is None:
                return False
            if ans:
                g.move(moved, ans[0], opp, "506.4")
        data["moved"] = True
    title = ability.params["title"]
    if any(nameable(g, i) and g.spec(i).is_named(title) for i in g.s["play"]
           if g.s["cards"][i]["ctrl"] == player):
        g.gain_tokens(player, ability.params["gain"], effect_rule(f))
    return True
