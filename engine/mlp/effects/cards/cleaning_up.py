"""Texts printed only on cards named Cleaning Up: their patterns and what they do."""

from __future__ import annotations

from engine.core.plural import how_many
from engine.mlp.effects.abilities import card_of_option, choose, effect_rule
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


@template(r"immediate: choose two cards in discard piles\. banish one and put the other into its owner's hand\.")
def _t_cleaning_up(m, t):
    return _a("play", "two_from_discards_banish_one", t, timing="immediate")


def _discarded(g) -> list[int]:
    """Every card in both discard piles (public zones, 406)."""
    return [i for p in (0, 1) for i in g.s["players"][p]["discard"]]


@runner("two_from_discards_banish_one")
def _r_cleaning_up(g, f, ability):
    """EO115: two cards chosen from any discard piles; of those, the one banished is
    chosen, and the other goes to its owner's hand."""
    player = f["ctrl"]
    data = f["data"]
    if "two" not in data:
        cands = _discarded(g)
        label = {p: f"P{p}'s discard pile" for p in (0, 1)}
        ans = choose(g, f, player, "target", "Choose two cards in discard piles",
                     [(f"card:{i}", f"{g.name(i)} ({label[g.card(i)['owner']]})") for i in cands],
                     min(2, len(cands)), min(2, len(cands)))
        if ans is None:
            return False
        data["two"] = [card_of_option(k) for k in ans]
    two = [i for i in data["two"] if i in g.s["cards"] and g.card(i)["zone"] == "discard"]
    if len(two) < 2:
        return True
    ans = choose(g, f, player, "target", "Banish which one? (the other goes to its owner's hand)",
                 [(f"card:{i}", g.name(i)) for i in two])
    if ans is None:
        return False
    banished = card_of_option(ans[0])
    other = next(i for i in two if i != banished)
    g.banish(banished, "410.5")
    g.to_hand(other, effect_rule(f))
    return True


@answers(PLAY_CHECKS, "two_from_discards_banish_one")
def _can_play(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(len(_discarded(g)) >= 2, "choose", lacks=f"the discard piles hold {how_many(len(_discarded(g)), 'card')}")


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(TAKES_FROM_DISCARD_PILES, "two_from_discards_banish_one")
