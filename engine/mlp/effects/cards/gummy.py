"""Texts printed only on cards named Gummy: their patterns and what they do."""

from __future__ import annotations

from engine.core.listing import and_listed
from engine.mlp.effects.abilities import (
    choose_yes_no,
    effect_rule,
    in_play,
    is_involved,
    text_lacked,
)
from engine.mlp.effects.entering_and_leaving_play import put_into_play
from engine.mlp.effects.hooks import faceoff
from engine.mlp.effects.moving import owner_moved_a_character
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.state.reasons import has_none
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"at the start of a problem faceoff involving this card, the opposing character with higher power than "
          r"that of any other opposing character involved in the faceoff is no longer involved in the faceoff\.")
def _t_things_just_got_real(m, t):
    return _a("trigger", "strongest_opposing_character_leaves_faceoff", t, "faceoff_start")


# ----- what it does ---------------------------------------------------------------------------


@runner("strongest_opposing_character_leaves_faceoff")
def _r_things_just_got_real(g, f, ability):
    """The one opposing character involved with more power than each other one (none when
    two share the most) stops being involved for the rest of the faceoff (514.2d: its
    `excluded` list, read by `procedures.faceoff.involved`)."""
    fo = g.s["faceoff"]
    if fo is None:
        return True
    theirs = [i for i in faceoff.involved(g, 1 - f["ctrl"]) if g.is_character(i) and in_play(g, i)]
    powers = {i: power.compared(g, i) for i in theirs}
    top = max(powers.values(), default=None)
    strongest = [i for i, value in powers.items() if value == top]
    if len(strongest) == 1:
        fo.setdefault("excluded", []).append(strongest[0])
        g.note(effect_rule(f), f"{g.name(strongest[0])} is no longer involved in the faceoff{g.by_text()}")
    elif not strongest:
        text_lacked(f, has_none(1 - f['ctrl'], "character", " involved in the faceoff"))
    else:  # (two or more share the highest power: none has more than each other one)
        text_lacked(f, f"{and_listed([g.name(i) for i in strongest])} share the highest power among "
                       f"P{1 - f['ctrl']}'s characters involved ({top})")
    return True


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("faceoff_start", "strongest_opposing_character_leaves_faceoff")
def _problem_faceoff_with_this_card(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["kind"] == "problem" and is_involved(g, iid) else None


# ----- "When you move a character, you may put this card from your hand into play." -----------

_FROM_HAND = "into_play_from_hand_on_move"


@template(r"when you move a character, you may put this card from your hand into play\.")
def _t_lap_gator(m, t):
    """A trigger that works from the hand (`MlpGame._outside_play_triggers`)."""
    return _a("trigger", _FROM_HAND, t, "moved", from_zone="hand")


triggered_by("moved", _FROM_HAND)(owner_moved_a_character)


@runner(_FROM_HAND)
def _r_lap_gator(g, f, ability):
    """If it is still in the hand (400.7), its owner may put it into play: the text names no
    place, so at their home or at a Problem, as they choose (302.1, 405.1, 501.2;
    `put_into_play`)."""
    src = f["src"]
    c = g.s["cards"].get(src)
    if c is None or c["zone"] != "hand":
        return True
    if not f["data"].get("putting"):
        ans = choose_yes_no(g, f, f["ctrl"], "Put this card from your hand into play?")
        if ans is None:
            return False
        if ans != ["yes"]:
            return True
        f["data"]["putting"] = True
    return put_into_play(g, f, src, f["ctrl"])
