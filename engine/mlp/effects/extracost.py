"""Paying additional costs to play a card ("As an additional cost to play this card, discard 2 cards.").

The comprehensive rules name no additional costs; the engine reads them as part of the
card's costs (705.2d), paid as the card is played, once the play is announced (705.2a)
and before its instructions are followed. A card is offered only when both its printed
cost and its additional cost can be paid (705.2: an action that can't be completed is not
taken). See docs/engine.md, "Additional costs".

Reading them (and joining an Event's cost paragraph to its effect) is
`engine.mlp.text.extra_costs`; the costs found are on the card's spec (`Spec.extra_costs`).
"""

from __future__ import annotations

from engine.core.plural import count_or_none, how_many
from engine.mlp.effects.abilities import card_of_option, choose, retire_any_number
from engine.mlp.effects.steps import retirable_friends
from engine.mlp.state.ops import op


def retired_this_way_flag(player: int) -> str:
    """The flag counting the Friends `player` retired for "retire any number of Friends" as
    they played a card, read by that card's effect ("the number of Friends retired this way")."""
    return f"retired_this_way:{player}"


def _hand_less(g, player: int, iid: int) -> list[int]:
    return [i for i in g.s["players"][player]["hand"] if i != iid]


def payable(g, player: int, iid: int, spec) -> bool:
    """Can `player` pay the additional costs of the card `iid` in their hand?"""
    return unpaid(g, player, iid, spec) is None


def unpaid(g, player: int, iid: int, spec) -> str | None:
    """Which additional cost of the card `iid` `player` can't pay now, in a judge's words;
    None when they can pay them all."""
    for cost in spec.extra_costs:
        if cost[0] == "discard" and len(others := _hand_less(g, player, iid)) < cost[1]:
            return (f"its additional cost discards {how_many(cost[1], 'card')}; P{player} has "
                    f"{count_or_none(len(others), 'other card')} in hand")
        if cost[0] == "retire_friend" and not retirable_friends(g, player):
            return f"its additional cost retires a Friend; P{player} has {count_or_none(0)} that can be retired"
    return None


_COST_WORDS = {
    "discard": lambda cost: f"discard {how_many(cost[1], 'card')}",
    "retire_friend": lambda cost: "retire a Friend",
    "retire_any_friends": lambda cost: "retire any number of Friends",
}


def cost_words(spec) -> str:
    """The additional costs of a card, as the option to play it says them after the action
    tokens it pays ("Pay 0 and discard 2 cards to play Daring Dive"): an option states all
    that taking it costs (705.2d), and "Pay 0 to play" alone would read as free."""
    return "".join(f" and {_COST_WORDS[cost[0]](cost)}" for cost in spec.extra_costs)


def push_payment(g, f: dict, spec) -> bool:
    """Hook of `actions.play_card` (step 0): push the frame paying the additional costs the
    first time through; True when it did (the play goes on once that frame is done)."""
    if not spec.extra_costs or f.get("extra_paid"):
        return False
    f["extra_paid"] = 1
    g.push("extra_cost", player=f["player"], iid=f["iid"], costs=[list(c) for c in spec.extra_costs], i=0)
    return True


@op("extra_cost")
def pay_extra_cost(g, f: dict) -> bool:
    """705.2d: the additional costs, in printed order, each chosen by the player playing the card."""
    player = f["player"]
    while f["i"] < len(f["costs"]):
        cost = f["costs"][f["i"]]
        if cost[0] == "discard":
            hand = _hand_less(g, player, f["iid"])
            n = min(cost[1], len(hand))
            ans = choose(g, f, player, "cost", f"{g.name(f['iid'])}: Discard {how_many(n, 'card')} to play it",
                         [(f"card:{i}", g.name(i)) for i in hand], n, n)
            if ans is None:
                return False
            for key in ans:
                g.discard(card_of_option(key), "705.2d")
        elif cost[0] == "retire_any_friends":
            # only Friends that can pay it (705.2e: not those kept in play); "the number of
            # Friends retired this way": those retired once each one's replacements are
            # decided, not one kept in play or banished instead (710.1)
            retired = retire_any_number(g, f, player, "cost", f"{g.name(f['iid'])}: Retire any number of Friends to play it",
                                        "705.2d", lambda: retirable_friends(g, player))
            if retired is None:
                return False
            g.s["flags"][retired_this_way_flag(player)] = len(retired)
        else:
            ans = choose(g, f, player, "cost", f"{g.name(f['iid'])}: Retire a Friend to play it",
                         [(f"card:{i}", g.name(i)) for i in retirable_friends(g, player)])
            if ans is None:
                return False
            for key in ans:
                g.retire(card_of_option(key), "705.2d")
        f["i"] += 1
    return True
