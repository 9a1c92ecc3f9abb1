"""Texts printed only on cards named Star Swirl's Journal: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.discounts import waive_cost
from engine.mlp.effects.entering_and_leaving_play import allow_play_from
from engine.mlp.effects.registry import step
from engine.mlp.effects.steps import acting_player
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template

# the flag of the card this Journal banished as it entered play ("the banished card"), by the
# Journal's id: kept while the Journal is the same card (its ids are never reused)
_BANISHED = "journal_banished:{}"


@template(r"when this card enters play, draw a card and banish a card from your hand\.")
def _t_draw_and_banish(m, t):
    return _a("trigger", "effect", t, "enter_play", when="self",
              steps=[{"do": "draw", "n": 1, "may": False, "costs": []},
                     {"do": "banish_from_hand_for_journal", "may": False, "costs": []}])


@template(r"immediate: remove three study counters from this card to retire it\. if you do, you may play the "
          r"banished card without paying its cost until the end of the turn\.")
def _t_retire_for_the_banished_card(m, t):
    return _a("activated", "effect", t, timing="immediate", costs=[["remove_counters", 3, "study"]],
              steps=[{"do": "retire", "target": {"self": True}, "may": False, "costs": []},
                     {"do": "play_banished_for_journal", "may": False, "costs": [], "if_done": True}])


@step("banish_from_hand_for_journal")
def _d_banish_from_hand(g, f, step_, e, rule):
    """A card of the player's choice (none with an empty hand, 707.2), remembered as "the banished
    card" for the Journal's other text."""
    player = acting_player(f)
    hand = g.s["players"][player]["hand"]
    ans = choose(g, f, player, "target", "Banish a card from your hand", [(f"card:{i}", g.name(i)) for i in hand])
    if ans is None:
        return False
    if ans:
        new = g.banish(card_of_option(ans[0]), rule)
        g.s["flags"][_BANISHED.format(f["src"])] = new
    return True


@step("play_banished_for_journal")
def _d_play_banished_card(g, f, step_, e, rule):
    """ "If you do" (the step before retired the Journal, and it went to its owner's discard
    pile: not kept in play or banished instead, 710.1, `steps.run`). The card it banished,
    while it is still that card in the banished zone (400.7), may then be played this turn as
    though in the hand, with its own cost waived (its play requirements still apply, and so
    does what another card's text adds to the cost: `power.waived_costs_flag`)."""
    player = acting_player(f)
    banished = g.s["flags"].get(_BANISHED.format(f["src"]))
    if banished not in g.s["cards"] or g.card(banished)["zone"] != "banished":
        return True
    allow_play_from(g, player, banished, "turn", False)
    waive_cost(g, f, player, banished)
    g.note(rule, f"P{player} may play {g.name(banished)} from the banished zone without paying its cost this turn{g.by_text()}")
    return True
