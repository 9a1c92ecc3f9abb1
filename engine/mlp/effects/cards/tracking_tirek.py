"""Texts printed only on cards named Tracking Tirek: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule, in_play
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"at the start of a problem faceoff here, the player with the most power here puts one of their "
          r"friends here on top of its owner's deck\.")
def _t_tracking_tirek(m, t):
    return _a("trigger", "strongest_here_tops_a_friend", t, "faceoff_start")


def _strongest(g, area: str) -> int | None:
    """The player whose characters here have more power between them than the other's
    (507.2, counted here); None on a tie."""
    totals = [sum(max(0, power.power(g, i) or 0) for i in g.characters_at(area, p)) for p in (0, 1)]
    if totals[0] == totals[1]:
        return None
    return 0 if totals[0] > totals[1] else 1


# ----- what it does ---------------------------------------------------------------------------


@runner("strongest_here_tops_a_friend")
def _r_tracking_tirek(g, f, ability):
    area = f["data"]["area"]
    player = _strongest(g, area)  # (read as it resolves)
    if player is None:
        return True
    friends = [i for i in g.characters_at(area, player) if g.is_type(i, "friend")]
    ans = choose(g, f, player, "target", "Put which of your Friends here on top of its owner's deck?",
                 [(f"card:{i}", g.name(i)) for i in friends])
    if ans is None:
        return False
    if ans and in_play(g, card_of_option(ans[0])):
        g.leave_play(card_of_option(ans[0]), "deck", effect_rule(f), "put on top of its owner's deck")
    return True


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("faceoff_start", "strongest_here_tops_a_friend")
def _problem_faceoff_here(g, iid: int, ability: Ability, data: dict) -> dict | None:
    area = g.s["cards"][iid]["area"]
    return {"area": area} if data["kind"] == "problem" and area in data["areas"] else None
