"""Texts printed only on cards named Cozy Glow: their patterns and what they do."""


from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule
from engine.mlp.effects.control import enter_play_where_chosen
from engine.mlp.effects.hooks import faceoff
from engine.mlp.effects.registry import (
    STEP_REFUSALS,
    TAKES_FROM_DISCARD_PILES,
    answers,
    runner,
    scope,
    triggered_by,
)
from engine.mlp.effects.verbs import act_chosen_by
from engine.mlp.state.library import Ability
from engine.mlp.state.reasons import has_none
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when an opponent challenges this card, that player retires a friend involved in the faceoff\.")
def _t_seeds_of_doubt(m, t):
    return _a("trigger", "challenger_retires_involved_friend", t, "faceoff_start")


@runner("challenger_retires_involved_friend")
def _r_seeds_of_doubt(g, f, ability):
    """The challenger chooses one of their Friends involved in the faceoff and retires it
    (410.2); with none involved, nothing happens."""
    player = f["data"]["player"]
    if g.s["faceoff"] is None:
        return True
    friends = _involved_friends(g, player)
    ans = choose(g, f, player, "target", "Retire a Friend involved in the faceoff",
                 [(f"card:{i}", g.name(i)) for i in friends])
    if ans is None:
        return False
    if ans:
        act_chosen_by(g, player, "retire", card_of_option(ans[0]), effect_rule(f))
    return True


def _involved_friends(g, player: int) -> list[int]:
    """The player's Friends involved in the faceoff going on."""
    return [i for i in faceoff.involved(g, player) if g.is_type(i, "friend") and g.s["cards"][i]["ctrl"] == player]


@answers(STEP_REFUSALS, "challenger_retires_involved_friend")
def _why_none_retired(g, f: dict, params: dict) -> tuple[str, str] | None:
    """Why the challenger retired no Friend, for the text's "Nothing happens" line: they have
    no Friend involved in the faceoff (a Mane Character alone challenged), or the faceoff is
    over. None when they have one."""
    player = f["data"].get("player", 1 - f["ctrl"])
    if g.s["faceoff"] is None:
        return "705.2", "the faceoff has ended"
    return None if _involved_friends(g, player) else ("705.2", has_none(player, "Friend", " involved in the faceoff"))


@triggered_by("faceoff_start", "challenger_retires_involved_friend")
def _challenged_by_opponent(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A Troublemaker faceoff against this card started by its controller's opponent (608.4)."""
    fo = g.s["faceoff"]
    if data.get("kind") != "troublemaker" or fo is None or fo.get("tm") != iid:
        return None
    if data["challenger"] == g.s["cards"][iid]["ctrl"]:
        return None
    return {"player": data["challenger"]}


@template(r"when you play this card, you may put a friend with cost (\d+) or less from an opponent's discard pile into "
          r"play under your control\. if a player has (\d+) or more points, you may put a friend with any cost from "
          r"an opponent's discard pile into play under your control instead\.")
def _t_heel_turn(m, t):
    return _a("trigger", "opponents_discarded_friend_under_your_control", t, "played", max_cost=int(m.group(1)),
              points=int(m.group(2)))


@runner("opponents_discarded_friend_under_your_control")
def _r_heel_turn(g, f, ability):
    """The player may take a Friend from the opponent's discard pile (cost limited until a
    player has the points) and put it into play under their control (513.2: its owner
    stays the opponent), at their home or a Problem, as they choose (706.1)."""
    me = f["ctrl"]
    p = ability.params
    data = f["data"]
    if "card" not in data:
        late = any(pl["score"] >= p["points"] for pl in g.s["players"])
        friends = [i for i in g.s["players"][1 - me]["discard"] if g.spec(i).type == "friend"
                   and (late or (g.spec(i).cost or 0) <= p["max_cost"])]
        ans = choose(g, f, me, "target", f"Put a Friend from P{1 - me}'s discard pile into play under your control?",
                     [("none", "Don't"), *[(f"card:{i}", g.name(i)) for i in friends]]) if friends else ["none"]
        if ans is None:
            return False
        if ans[0] == "none":
            return True
        data["card"] = card_of_option(ans[0])
    iid = data["card"]
    if iid not in g.s["cards"] or g.card(iid)["zone"] != "discard":
        return True
    return enter_play_where_chosen(g, f, iid, me)


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(TAKES_FROM_DISCARD_PILES, "opponents_discarded_friend_under_your_control")
