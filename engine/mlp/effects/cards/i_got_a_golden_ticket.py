"""Texts printed only on cards named I Got a Golden Ticket!: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, put_in_play
from engine.mlp.effects.delayed import banish_at_end
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


@template(r"problem faceoff: choose a friend in your discard pile\. put it into play at a problem where a faceoff is "
          r"being resolved\. at the end of the faceoff, banish that friend\.")
def _t_golden_ticket(m, t):
    return _a("play", "discard_friend_into_faceoff", t, timing="problem_faceoff")


def _friends_in_discard(g, player: int) -> list[int]:
    return [i for i in g.s["players"][player]["discard"] if g.spec(i).type == "friend"]


@answers(PLAY_CHECKS, "discard_friend_into_faceoff")
def _has_friend(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """705.2: a Friend to choose and a faceoff being resolved at a Problem."""
    return (unless(g.s["faceoff"] is not None, "put", lacks="no faceoff is being resolved")
            and unless(bool(_friends_in_discard(g, player)), "choose"))


@runner("discard_friend_into_faceoff")
def _r_golden_ticket(g, f, ability):
    """The Friend enters play at the faceoff's Problem under its owner's control (the one who
    played this), and is banished as the faceoff ends (`delayed`), if still in play."""
    player, data = f["ctrl"], f["data"]
    fo = g.s["faceoff"]
    if fo is None:
        return True
    if "friend" not in data:
        ans = choose(g, f, player, "target", "Choose a Friend in your discard pile",
                     [(f"card:{i}", g.name(i)) for i in _friends_in_discard(g, player)])
        if ans is None:
            return False
        if not ans:
            return True
        data["friend"] = card_of_option(ans[0])
    areas = [a for a in fo["areas"] if a in g.s["areas"] and g.s["areas"][a]["kind"] != "home"]
    ans = choose(g, f, player, "area", "Put it into play at which Problem?", [(a, f"at {a}") for a in areas])
    if ans is None:
        return False
    friend = data["friend"]
    if not ans or g.s["cards"].get(friend, {}).get("zone") != "discard":
        return True
    new = put_in_play(g, friend, ans[0], player, rule="705.2e")
    banish_at_end(g, new, "faceoff", f)
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(TAKES_FROM_DISCARD_PILES, "discard_friend_into_faceoff")
