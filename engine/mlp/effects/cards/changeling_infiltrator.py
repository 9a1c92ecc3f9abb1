"""Texts printed only on cards named Changeling Infiltrator: their patterns and what they do.

Its "retire ... there to uncover this card" runner serves Changeling Swarm's wording too
(`changeling_swarm`: a Troublemaker of yours instead of a Friend).
"""

from __future__ import annotations

from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    effect_rule,
    in_play,
    kept_from_cost,
)
from engine.mlp.effects.drawing_discarding import shuffle_discard_into_deck
from engine.mlp.effects.hooks import flow
from engine.mlp.effects.registry import TAKES_FROM_DISCARD_PILES, runner, scope, step
from engine.mlp.effects.steps import acting_player
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, template


@template(r"when you play this card to a problem, you may retire a friend there to uncover this card\.")
def _t_retire_friend_to_uncover(m, t):
    """It can only function while the card is face-down, so the face-down card has it
    (505.1a; `MlpGame.emit_event` reads the `face_down` parameter)."""
    return _a("trigger", "retire_there_to_uncover_self", t, "played", what="friend", face_down=True)


@runner("retire_there_to_uncover_self")
def retire_there_to_uncover_self(g, f, ability):
    """Retiring is the cost of uncovering (707.2a; only your own cards can be retired,
    410.2; 705.2e, 508.1a: not one kept in play or whose leaving would be replaced,
    `kept_from_cost`); the Troublemaker is uncovered where it is, if still face-down. A card
    is offered only if, once it is retired, this card can be uncovered (607.1: not beside a
    face-up Epic Troublemaker, unless that is the one retired; 705.2e); when none is, nothing
    is asked and nothing is logged, as when there is no card to retire: the card is still
    face-down, and a line saying it alone "can't be uncovered" the moment it is played would
    tell the opponent which card it is (505.1d). The Uncover Step says why, for every
    face-down Troublemaker there alike (`flow.uncover_step`)."""
    src, player = f["src"], f["ctrl"]
    if not in_play(g, src) or not g.card(src)["face_down"]:
        return True
    area = g.card(src)["area"]
    kind = ability.params["what"]
    # (a face-down card is no Friend or Troublemaker the text can name, 505.2)
    payable = [i for i in g.at(area) if i != src and g.s["cards"][i]["ctrl"] == player and g.is_type(i, kind)
               and not g.s["cards"][i]["face_down"] and kept_from_cost(g, i, "retire", player) is None]
    found = [i for i in payable if flow.uncover_kept(g, src, leaving=i) is None]
    ans = choose(g, f, player, "may", f"Retire a {kind.title()} there to uncover this card? (712.3)",
                 [("none", "Don't"), *[(f"card:{i}", g.name(i)) for i in found]])
    if ans is None:
        return False
    if ans and ans[0] != "none":
        g.retire(card_of_option(ans[0]), "707.2a")
        if in_play(g, src) and g.card(src)["face_down"]:
            flow.uncover(g, src, effect_rule(f))
    return True


@effect(r"shuffle your discard piles? into your decks?")
def _e_discard_into_deck(m):
    """"All players shuffle their discard piles into their decks": each player does it
    (the part grammar reads "all players" as each player in turn)."""
    return {"do": "shuffle_discard_into_deck"}


@step("shuffle_discard_into_deck")
def _d_discard_into_deck(g, f, st, e, rule):
    shuffle_discard_into_deck(g, acting_player(f), rule)
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(TAKES_FROM_DISCARD_PILES, "shuffle_discard_into_deck")
