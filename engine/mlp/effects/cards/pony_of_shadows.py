"""Texts printed only on cards named Pony of Shadows: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import asked_if_you_do, choose_yes_no, effect_rule
from engine.mlp.effects.registry import LOOKS_IN_DECKS, runner, scope, triggered_by
from engine.mlp.effects.steps import enter_play
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when this card is defeated, you may reveal cards from the top of your deck until you reveal a friend\. if "
          r"you do, put that friend into play, then shuffle your deck\.")
def _t_pure_darkness(m, t):
    return _a("trigger", "reveal_until_friend_into_play", t, "tm_defeated", when="self")


@triggered_by("tm_defeated", "reveal_until_friend_into_play")
def _this_card_defeated(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """514.5a: it triggers as it is defeated, before it is dismissed; its controller then
    carries the effect out."""
    return {} if data["card"] == iid else None


@runner("reveal_until_friend_into_play")
def _r_pure_darkness(g, f, ability):
    """Its controller as it was defeated may reveal from the top of their deck down to the
    first Friend (all of it when none is there); "if you do" (a Friend was revealed): that
    Friend enters play at their home or a Problem (706.1), then the deck is shuffled (the
    game's seeded shuffle) with the other revealed cards in it."""
    player, e = f["ctrl"], f["data"]
    deck = g.s["players"][player]["deck"]
    if "card" not in e:
        if not deck:
            return True
        asked = asked_if_you_do(g, f, "Reveal cards from the top of your deck until you reveal a Friend")
        ans = choose_yes_no(g, f, player, asked)
        if ans is None:
            return False
        if ans[0] != "yes":
            return True
        revealed = []
        for iid in reversed(deck):
            revealed.append(iid)
            if g.spec(iid).type == "friend":
                break
        g.note_seen(effect_rule(f), f"P{player} reveals {', '.join(g.name(i) for i in revealed)}")
        if g.spec(revealed[-1]).type != "friend":
            return True  # no Friend in the deck: nothing put into play, no shuffle
        e["card"] = revealed[-1]
    if not enter_play(g, f, e, [f"home:{player}", *g.problems()], player):
        return False
    g.shuffle_deck(player, effect_rule(f))
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "reveal_until_friend_into_play")
