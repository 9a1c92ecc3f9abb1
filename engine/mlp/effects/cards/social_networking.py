"""Texts printed only on cards named Social Networking: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, in_play
from engine.mlp.effects.hooks import faceoff
from engine.mlp.effects.registry import (
    PLAY_CHECKS,
    TAKES_FROM_DISCARD_PILES,
    Unmet,
    answers,
    runner,
    scope,
    unless,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"faceoff: banish a friend from a discard pile\. add that friend's power to one of your friends involved "
          r"in the faceoff until the end of the faceoff\.")
def _t_social_networking(m, t):
    return _a("play", "banish_discarded_friend_add_power", t, timing="faceoff")


def _discarded_friends(g) -> list[int]:
    return [i for p in (0, 1) for i in g.s["players"][p]["discard"] if g.spec(i).type == "friend"]


def _own_involved_friends(g, player: int) -> list[int]:
    return [i for i in faceoff.involved(g, player) if g.card(i)["ctrl"] == player and g.is_type(i, "friend")]


# ----- what it does ---------------------------------------------------------------------------


@runner("banish_discarded_friend_add_power")
def _r_social_networking(g, f, ability):
    """The banished Friend's power is its printed power (out of play nothing changes it);
    it is added as a modifier lasting until the end of the faceoff (708.2)."""
    player = f["ctrl"]
    data = f["data"]
    if "amount" not in data:
        ans = choose(g, f, player, "target", "Banish a Friend from a discard pile",
                     [(f"card:{i}", f"{g.name(i)} (P{g.card(i)['owner']}'s discard pile)")
                      for i in _discarded_friends(g)])
        if ans is None:
            return False
        if not ans:
            return True
        iid = card_of_option(ans[0])
        data["amount"] = g.spec(iid).power or 0
        g.banish(iid, "410.5")
    ans = choose(g, f, player, "target", f"Give one of your Friends in the faceoff +{data['amount']} power",
                 [(f"card:{i}", g.name(i)) for i in _own_involved_friends(g, player)])
    if ans is None:
        return False
    if ans and in_play(g, card_of_option(ans[0])):
        target = card_of_option(ans[0])
        g.add_mod("power", target, data["amount"], until="faceoff", ctrl=player, src=f["src"])
        g.note("708.2", f"{g.name(target)} gets +{data['amount']} power until the end of the faceoff{g.by_text()}")
    return True


@answers(PLAY_CHECKS, "banish_discarded_friend_add_power")
def _can_play(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """Both instructions must be possible: a Friend in a discard pile, one of yours involved."""
    return (unless(bool(_discarded_friends(g)), "banish", lacks="no discard pile holds a Friend")
            and unless(bool(_own_involved_friends(g, player)), "add",
                       lacks=f"none of P{player}'s Friends is involved in the faceoff"))


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(TAKES_FROM_DISCARD_PILES, "banish_discarded_friend_add_power")
