"""Texts printed only on cards named Mistmane: their patterns and what they do."""

from __future__ import annotations

from engine.core.plural import how_many
from engine.mlp.effects.abilities import card_of_option, choose, effect_rule
from engine.mlp.effects.drawing_discarding import mill
from engine.mlp.effects.registry import TAKES_FROM_DISCARD_PILES, runner, scope, step
from engine.mlp.effects.steps import acting_player
from engine.mlp.state.library import FROM_DISCARD_PILE
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when you play this card, each player may put a card from their discard pile into their hand\. for each "
          r"card put into a player's hand this way, score a point\.")
def _t_each_player_takes_a_card(m, t):
    return _a("trigger", "each_player_takes_a_card_for_points", t, "played")


@runner("each_player_takes_a_card_for_points")
def _r_each_player_takes_a_card(g, f, ability):
    """FF136: the controller first, then the opponent (801.1), each may take one card of their
    own discard pile; the controller scores a point for each card taken ("score a point" is the
    text's instruction to its controller, whoever took the card)."""
    data = f["data"]
    me = f["ctrl"]
    taken = data.setdefault("taken", [])
    while len(taken) < 2:
        player = (me, 1 - me)[len(taken)]
        pile = g.s["players"][player]["discard"]
        ans = choose(g, f, player, "may", "Put a card from your discard pile into your hand?",
                     [("none", "Don't"), *[(f"card:{i}", g.name(i)) for i in pile]]) if pile else ["none"]
        if ans is None:
            return False
        taken.append(ans[0] != "none")
        if ans[0] != "none":
            g.to_hand(card_of_option(ans[0]), effect_rule(f))
    points = sum(taken)
    if points:
        g.score(me, points, effect_rule(f), f"{how_many(points, 'card')} put into a hand")
    return True


@template(r"main phase: while this card is in your discard pile, you may pay \{(\d+)\} and put it into your hand to "
          r"put the top (three|\d+) cards of each player's deck into that player's discard pile\.")
def _t_from_discard_mill_each(m, t):
    """Used from the discard pile (`library.FROM_DISCARD_PILE`, offered by `procedures.actions`);
    its costs: the tokens, then this card into its owner's hand."""
    n = 3 if m.group(2) == "three" else int(m.group(2))
    return _a(FROM_DISCARD_PILE, "effect", t, timing="main", costs=[["pay", int(m.group(1))],
                                                                      ["self_from_discard_to_hand"]],
              steps=[{"do": "mill_each_player", "n": n, "may": False, "costs": []}])


@step("mill_each_player")
def _d_mill_each_player(g, f, step_, e, rule):
    """Each player's top cards into that player's own discard pile, the acting player's first."""
    me = acting_player(f)
    for player in (me, 1 - me):
        mill(g, player, step_["n"], rule)
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(TAKES_FROM_DISCARD_PILES, "each_player_takes_a_card_for_points")
