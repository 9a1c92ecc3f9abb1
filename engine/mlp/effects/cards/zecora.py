"""Texts printed only on cards named Zecora: their patterns and what they do."""

from __future__ import annotations

from engine.core.plural import how_many
from engine.mlp.effects.abilities import card_of_option, choose, effect_rule
from engine.mlp.effects.entering_and_leaving_play import PLAY_BANISHED_BY_NAME, allow_play_from
from engine.mlp.effects.registry import (
    APPLIES,
    OPPOSING_SIDE_STATICS,
    SAME_AREA_STATICS,
    answers,
    runner,
    scope,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.parts import target
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# The Friend banished comes back as the turn ends (`verbs`' "banish_turn", returned by `flow`).
@template(r"when this card enters play, banish another friend\. at the end of the turn, put that card into play "
          r"frightened\.")
def _t_banish_until_turn_end_frightened(m, t):
    return _a("trigger", "effect", t, "enter_play", when="self",
              steps=[{"do": "banish_turn", "target": target("another friend"), "what": "another friend",
                      "frightened": True, "may": False, "costs": []}])


# `procedures.faceoff.power_total` leaves out every card a "no_faceoff_power" text applies to (514.4a)
@template(r"opposing mane characters here can't contribute their power to faceoffs\.")
def _t_opposing_manes_here_powerless(m, t):
    return _a("static", "opposing_manes_here_no_faceoff_power", t, "no_faceoff_power")


@answers(APPLIES, "opposing_manes_here_no_faceoff_power")
def _opposing_mane_here(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    return tc["area"] == sc["area"] and tc["ctrl"] != sc["ctrl"] and g.spec(target).type == "mane"


scope(SAME_AREA_STATICS, "opposing_manes_here_no_faceoff_power")
scope(OPPOSING_SIDE_STATICS, "opposing_manes_here_no_faceoff_power")


# ----- LL41: "banish up to 4 cards from your hand face-down, then draw that many cards", and the
# cards Friends of its name banished so, played as though in the hand -------------------------------


@template(r"when this card enters play, banish up to (\d+) cards from your hand face-down, then draw that many "
          r"cards\.")
def _t_banish_face_down_then_draw(m, t):
    return _a("trigger", "banish_face_down_then_draw", t, "enter_play", n=int(m.group(1)))


@runner("banish_face_down_then_draw")
def _r_banish_face_down_then_draw(g, f, ability):
    """"Up to": none at all is a choice. Each card goes to its owner's banished zone face-down
    (hidden from the opponent), remembered as banished by a Friend of this card's name (which
    `entering_and_leaving_play.playable_elsewhere` reads); then as many cards are drawn."""
    player = f["ctrl"]
    hand = g.s["players"][player]["hand"]
    most = min(ability.params["n"], len(hand))
    ans = choose(g, f, player, "target", f"Banish up to {how_many(ability.params['n'], 'card')} from your hand "
                 "face-down",
                 [(f"card:{i}", g.name(i)) for i in hand], 0, most) if most else []
    if ans is None:
        return False
    banisher = g.lib.card(f["card"]).full_name
    for key in ans:
        new = g.banish(card_of_option(key), "410.5", face_down=True)
        allow_play_from(g, player, new, "", False, by_name=banisher)
    g.note("410.5", f"P{player} banishes {how_many(len(ans), 'card')} from their hand face-down" + g.by_text())
    if ans:
        g.draw(player, len(ans), effect_rule(f))
    return True


@template(r"you may play cards which you own that have been banished face-down by friends named (.+) as though they "
          r"were in your hand\.")
def _t_play_banished_by_name(m, t):
    return _a("static", "play_banished_by_name", t, PLAY_BANISHED_BY_NAME, banisher=m.group(1))
