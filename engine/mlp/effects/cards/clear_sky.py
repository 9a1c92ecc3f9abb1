"""Texts printed only on cards named Clear Sky: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.registry import TAKES_FROM_DISCARD_PILES, acts_on, scope, step
from engine.mlp.effects.steps import acting_player
from engine.mlp.text.registry import effect


@effect(r"shuffle a friend from your discard pile into your deck")
def _e_shuffle_friend_back(m):
    return {"do": "shuffle_discarded_friend_into_deck"}


# ----- what it does ---------------------------------------------------------------------------


@step("shuffle_discarded_friend_into_deck")
def _d_shuffle_friend_back(g, f, step, e, rule):
    """A Friend chosen from the player's own discard pile goes into their deck, which is then
    shuffled (the card's position in the deck is random)."""
    player = acting_player(f)
    ans = choose(g, f, player, "target", "Shuffle which Friend from your discard pile into your deck?",
                 [(f"card:{i}", g.name(i)) for i in _discarded_friends(g, f, step)])
    if ans is None:
        return False
    if ans:
        iid = card_of_option(ans[0])
        name = g.name(iid)
        g.relocate(iid, "deck")
        g.shuffle_deck(player, rule, f"{name} from their discard pile into their deck")
    return True


@acts_on("shuffle_discarded_friend_into_deck")
def _discarded_friends(g, f: dict, step_: dict) -> list[int]:
    """The Friends in the player's own discard pile."""
    return [i for i in g.s["players"][acting_player(f)]["discard"] if g.spec(i).type == "friend"]


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(TAKES_FROM_DISCARD_PILES, "shuffle_discarded_friend_into_deck")
