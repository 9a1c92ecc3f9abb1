"""Texts printed only on cards named Sunset Festival: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule
from engine.mlp.effects.control import enter_play_where_chosen
from engine.mlp.effects.registry import (
    LOOKS_IN_DECKS,
    PLAY_CHECKS,
    answers,
    can_always,
    runner,
    scope,
)
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: reveal cards from the top of an opponent's deck until you reveal a friend\. put that friend "
          r"into play under your control, then that opponent shuffles their deck\.")
def _t_sunset_festival(m, t):
    return _a("play", "take_first_friend_revealed", t, timing="main")


# (an opponent's deck without a Friend reveals every card, puts nothing into play and is shuffled)
answers(PLAY_CHECKS, "take_first_friend_revealed")(can_always)


@runner("take_first_friend_revealed")
def _r_sunset_festival(g, f, ability):
    """The opponent's cards are revealed from the top one at a time until a Friend (the
    others stay in the deck); that Friend enters play under this player's control (513.2:
    its owner stays the opponent) at their home or a Problem, as they choose (706.1); then
    the opponent shuffles their deck."""
    me, data = f["ctrl"], f["data"]
    victim = 1 - me
    deck = g.s["players"][victim]["deck"]
    if "friend" not in data:
        shown: list[int] = []
        for iid in reversed(deck):  # (the top of a deck is the end of its list)
            shown.append(iid)
            if g.spec(iid).type == "friend":
                break
        g.note_seen(effect_rule(f), f"P{me} reveals from the top of P{victim}'s deck: "
                           + (", ".join(g.name(i) for i in shown) or "nothing"))
        data["friend"] = shown[-1] if shown and g.spec(shown[-1]).type == "friend" else 0
    friend = data["friend"]
    in_deck = friend and friend in g.s["cards"] and g.card(friend)["zone"] == "deck"
    if in_deck and not enter_play_where_chosen(g, f, friend, me):
        return False  # (the place is being chosen)
    g.shuffle_deck(victim, effect_rule(f))
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "take_first_friend_revealed")
