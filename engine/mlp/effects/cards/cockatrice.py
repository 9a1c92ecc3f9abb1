"""Texts printed only on cards named Cockatrice: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule, in_play, text_lacked
from engine.mlp.effects.registry import TRIGGER_MATCHERS, answers, runner
from engine.mlp.effects.verbs import act_chosen_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when an opponent challenges this card, they retire one of their friends here\.")
def _t_cockatrice(m, t):
    return _a("trigger", "challenger_retires_a_friend_here", t, "faceoff_start")


@answers(TRIGGER_MATCHERS, "challenger_retires_a_friend_here")
def _matches(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A Troublemaker faceoff against this card started by an opponent of its controller
    (607: challenging a Troublemaker starts a faceoff with it)."""
    fo = g.s["faceoff"]
    if data.get("kind") != "troublemaker" or fo is None or fo.get("tm") != iid:
        return None
    challenger = data["challenger"]
    if challenger == g.s["cards"][iid]["ctrl"]:
        return None
    return {"player": challenger, "area": g.s["cards"][iid]["area"]}


# ----- what it does ---------------------------------------------------------------------------


@runner("challenger_retires_a_friend_here")
def _r_cockatrice(g, f, ability):
    """The challenger chooses one of their own Friends at this card's Problem and retires
    it (410.2: players retire only their own cards); with none there, nothing happens."""
    data = f["data"]
    player = data["player"]
    friends = [i for i in g.characters_at(data["area"], player) if g.is_type(i, "friend")]
    if not friends:  # (the area's key: the log names the Problem there)
        text_lacked(f, f"P{player} has no Friend at {data['area']} to retire")
    ans = choose(g, f, player, "target", "Retire one of your Friends here", [(f"card:{i}", g.name(i)) for i in friends])
    if ans is None:
        return False
    if ans and in_play(g, card_of_option(ans[0])):
        act_chosen_by(g, player, "retire", card_of_option(ans[0]), effect_rule(f))
    return True
