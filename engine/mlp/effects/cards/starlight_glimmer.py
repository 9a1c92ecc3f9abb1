"""Texts printed only on cards named Starlight Glimmer: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, in_play, is_problem_area
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    APPLIES,
    SAME_AREA_STATICS,
    answers,
    runner,
    scope,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, template


@template(r"when you play an event, you may exhaust this card and a number of your other (\w+) friends "
          r"equal to that event's cost to copy its effects\.")
def _t_copy_event_exhaust(m, t):
    return _a("trigger", "copy_event", t, "played", cost="exhaust_trait", trait=m.group(1))


@effect(r"look at the top card of your deck,? and put it on the top or bottom of your deck")
def _e_top_or_bottom(m):
    """ "Look at the top card of your deck, and put it on the top or bottom of your deck": the
    one-card case of "... put them back on the top or bottom of your deck in any order"."""
    return {"do": "arrange_deck", "n": 1}


# ----- an activated ability given to the Troublemakers here (MT36) ------------------------------


@template(r"your troublemakers here have \"immediate: during a faceoff, pay \{(\d+)\} to give this card \+(\d+) power "
          r"until the end of the faceoff\.\"\.")
def _t_troublemakers_here_pump(m, t):
    """Each of its controller's face-up Troublemakers here has the quoted ability; they are
    offered as this card's one activated ability (as Daring Do Poster carries the ability it
    gives), whose player picks the Troublemaker that has it (a face-down card, or one that
    lost its abilities, has none: 505.1a, 708.2)."""
    return _a("activated", "troublemakers_here_pump", t, timing="immediate", pay=int(m.group(1)),
              n=int(m.group(2)))


def _troublemakers_here(g, player: int, src: int) -> list[int]:
    """`player`'s face-up Troublemakers at this card's area that have abilities now."""
    cards = g.s["cards"]
    area = cards[src]["area"]
    lost = g.lost_abilities()
    return [i for i in g.at(area) if cards[i]["ctrl"] == player and g.is_type(i, "troublemaker")
            and g.face_up(i) and i not in lost]


@answers(ACTIVATION_CHECKS, "troublemakers_here_pump")
def _can_pump_troublemaker_here(g, player: int, iid: int, ability: Ability) -> bool:
    """During a faceoff, with one of the player's Troublemakers here to have the ability."""
    return g.s["faceoff"] is not None and bool(_troublemakers_here(g, player, iid))


@runner("troublemakers_here_pump")
def _r_troublemakers_here_pump(g, f, ability):
    player, n = f["ctrl"], ability.params["n"]
    ans = choose(g, f, player, "target", f"Which of your Troublemakers here gets +{n} power?",
                 [(f"card:{i}", g.name(i)) for i in _troublemakers_here(g, player, f["src"])])
    if ans is None:
        return False
    if ans and in_play(g, tm := card_of_option(ans[0])) and g.s["faceoff"] is not None:
        g.add_mod("power", tm, n, until="faceoff", ctrl=player, src=tm)
        g.note("708.2", f"{g.name(tm)} gets +{n} power until the end of the faceoff")
    return True
