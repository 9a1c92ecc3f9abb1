"""Texts printed only on cards named DJ Pon-3: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import in_play
from engine.mlp.effects.beneath import reaction_condition
from engine.mlp.effects.registry import runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"reaction: after (the start of any phase), you may put this card into its owner's hand to have all players "
          r"shuffle their hands into their decks then draw (\d+) cards\.")
def _t_everyponys_shufflin(m, t):
    """The reaction runner of the beneath family answers the occurrence (512.4c); returning
    this card to its owner's hand is its cost, paid first as it resolves (703.1d)."""
    found = reaction_condition(m.group(1))
    if found is None:
        return None
    condition, params, events = found
    return _a("activated", "react_beneath", t, timing="reaction", condition=condition, react_events=events,
              effect="bounce_self_hands_into_decks_draw", n=int(m.group(2)), **params)


@runner("bounce_self_hands_into_decks_draw")
def _r_shufflin(g, f, ability):
    if not in_play(g, f["src"]):
        return True
    g.to_hand(f["src"], "703.1d")
    for player in (0, 1):
        hand = list(g.s["players"][player]["hand"])
        for iid in hand:
            g.relocate(iid, "deck")
        g.shuffle(g.s["players"][player]["deck"])
        g.note("703", f"P{player} shuffles their hand ({len(hand)} card(s)) into their deck")
    for player in (0, 1):
        g.draw(player, ability.params["n"], "703")
    return True
