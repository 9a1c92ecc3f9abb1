"""Texts printed only on cards named Discord Pile: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    deciding_order,
    each_decides,
    effect_rule,
    may_rule,
    put_in_play,
)
from engine.mlp.effects.registry import (
    PLAY_CHECKS,
    TAKES_FROM_DISCARD_PILES,
    answers,
    can_always,
    runner,
    scope,
)
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: each player chooses a friend card in their opponent's discard pile\. the owners of each of "
          r"those friends may put them into play\.")
def _t_discord_pile(m, t):
    return _a("play", "swap_discarded_friends_into_play", t, timing="main")


# (with no Friend in a discard pile that player chooses nothing, and its owner has nothing to put)
answers(PLAY_CHECKS, "swap_discarded_friends_into_play")(can_always)


@runner("swap_discarded_friends_into_play")
def _r_discord_pile(g, f, ability):
    """Each player chooses a Friend in their opponent's discard pile: simultaneous decisions
    (801.1, `abilities.each_decides`), logged once both are made, in the order they were
    made; then each owner may put the one chosen from their pile into play at their home or
    a Problem (706.1), under their own control: once both have said, the Friends enter play
    together (one instruction, 704.1b: each "when ... enters play" hears of the other). Both
    times the player who decides first by 801.1 goes first (`abilities.deciding_order`)."""
    data = f["data"]
    chosen = each_decides(g, f, lambda player: _friend_chosen(g, f, player), key="chosen")
    if chosen is None:
        return False
    order = deciding_order(g, data)
    if "where" not in data:  # (the owners have not been asked yet: the choices are new)
        for player in order:
            if chosen[str(player)]:
                g.note(effect_rule(f), f"P{player} chooses {g.name(chosen[str(player)])}{g.by_text()}")
    where = data.setdefault("where", {})
    for chooser in order:
        owner = 1 - chooser
        if str(owner) in where:
            continue
        friend = chosen[str(chooser)]
        if not friend or friend not in g.s["cards"] or g.card(friend)["zone"] != "discard":
            where[str(owner)] = "none"
            continue
        areas = [f"home:{owner}", *g.problems()]
        ans = choose(g, f, owner, "area", f"Put {g.name(friend)} into play? ({may_rule(f)})",
                     [("none", "Don't"), *[(a, f"at {a}") for a in areas]])
        if ans is None:
            return False
        where[str(owner)] = ans[0] if ans else "none"
    with g.entering_together():
        for chooser in order:
            friend, area = chosen[str(chooser)], where[str(1 - chooser)]
            if area != "none" and g.s["cards"].get(friend, {}).get("zone") == "discard":
                put_in_play(g, friend, area, 1 - chooser)
    return True


def _friend_chosen(g, f: dict, player: int) -> int | None:
    """The Friend `player` chooses in their opponent's discard pile (0: none there), None
    while asking."""
    friends = [i for i in g.s["players"][1 - player]["discard"] if g.spec(i).type == "friend"]
    ans = choose(g, f, player, "target", f"Choose a Friend in P{1 - player}'s discard pile",
                 [(f"card:{i}", g.name(i)) for i in friends])
    if ans is None:
        return None
    return card_of_option(ans[0]) if ans else 0


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(TAKES_FROM_DISCARD_PILES, "swap_discarded_friends_into_play")
