"""Texts printed only on cards named Applejack: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, in_play
from engine.mlp.effects.faceoffs import effect_flip
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    AMOUNTS,
    APPLIES,
    DISMISSAL_OFFERS,
    DISMISSALS_REPLACED,
    SELF_ONLY_STATICS,
    TRIGGER_MATCHERS,
    answers,
    runner,
    scope,
)
from engine.mlp.effects.verbs import first_of_a_batch
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values.power import colors


@template(r"when you win a faceoff involving this card, your opponent discards a random card\.")
def _t_win_discard(m, t):
    return _a("trigger", "opp_discard_random", t, "faceoff_won")


@template(r"when you confront this card's problem with more power than required, turn this card over\.")
def _t_aj(m, t):
    return _a("trigger", "turn_over", t, "confront", cond="excess")


# replacement modifiers
@template(r"when one of your friends here would be dismissed, you may put that friend on top of its owner's deck instead\.")
def _t_aj_boosted(m, t):
    return _a("replace", "dismiss_to_deck_top", t, "would_dismiss")


@template(r"faceoff: exhaust this card to flip an additional card\.")
def _t_exhaust_flip(m, t):
    return _a("activated", "flip_more", t, timing="faceoff", exhaust_self=True)


# ----- what it does ---------------------------------------------------------------------------


@runner("flip_more")
def _r_flip_more(g, f, ability):

    if g.s["faceoff"] is not None:
        effect_flip(g, f["ctrl"], "703")
    return True


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


@answers(ACTIVATION_CHECKS, "flip_more")
def _can_flip_more(g, player: int, iid: int, ability: Ability) -> bool:
    return g.s["faceoff"] is not None


# ----- a dismissal replaced ---------------------------------------------------------------------


@answers(DISMISSAL_OFFERS, "dismiss_to_deck_top")
def _deck_top_instead(g, src: int, iid: int) -> tuple[str, str] | None:
    """"If another Friend of yours here would be dismissed, put it on top of its owner's deck instead"."""
    cards = g.s["cards"]
    c, sc = cards[iid], cards[src]
    if sc["ctrl"] == c["ctrl"] and sc["area"] == c["area"] and g.is_type(iid, "friend") and src != iid:
        return (f"deck_top:{src}", f"Put it on top of its owner's deck instead ({g.name(src)})")
    return None


@answers(DISMISSALS_REPLACED, "deck_top")
def _put_on_deck_top(g, iid: int) -> None:
    g.leave_play(iid, "deck", "710.1", "put on top of its owner's deck")


# ----- A Hard Day's Work: a continuous power ability with a condition on each card -----------


@template(r"your \{(\w+)\} characters have \+(\d+) power while exhausted\.")
def _t_color_power_while_exhausted(m, t):
    return _a("static", "own_color_power_while_exhausted", t, "power", color=m.group(1), amount=int(m.group(2)))


@answers(APPLIES, "own_color_power_while_exhausted")
def _applies_while_exhausted(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """Each of this card's controller's characters of the color, this card included, for as
    long as that character is exhausted (read at every look-up, as the condition changes
    without the board changing)."""
    return (tc["ctrl"] == sc["ctrl"] and tc["exhausted"] and g.is_character(target)
            and ability.params["color"] in colors(g, target))


# ----- Crystallized: power counted from its own colors ------------------------------------


@template(r"this card has \+(\d+) power for each color it has\.")
def _t_power_per_own_color(m, t):
    return _a("static", "self_power_per_own_color", t, "power", amount=int(m.group(1)))


scope(SELF_ONLY_STATICS, "self_power_per_own_color")


@answers(APPLIES, "self_power_per_own_color")
def _applies_per_own_color(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    return src == target


@answers(AMOUNTS, "self_power_per_own_color")
def _amount_per_own_color(g, src: int, target: int, ability: Ability) -> int:
    """+N for each color the card has now: its printed colors and any it gained."""
    return ability.params["amount"] * len(colors(g, src))


# ----- Applejack, Work Hard, Play Hard --------------------------------------------------------------


@template(r"when one or more opposing characters become exhausted, turn this card over\.")
def _t_work_hard(m, t):
    return _a("trigger", "turn_over_when_opponents_exhausted", t, "exhausted")


@answers(TRIGGER_MATCHERS, "turn_over_when_opponents_exhausted")
def _opponents_exhausted(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """An opposing character became exhausted: once for the cards one instruction exhausts."""
    s = g.s
    card = data["card"]
    if data["ctrl"] == s["cards"][iid]["ctrl"] or card not in s["cards"] or not g.is_character(card):
        return None
    return {} if first_of_a_batch(g, iid, ability) else None


@runner("turn_over_when_opponents_exhausted")
def _r_work_hard(g, f, ability):
    src = f["src"]
    if in_play(g, src) and not g.card(src)["boosted"]:
        g.turn_over(src, "301.2")
    return True


@template(r"at the end of your turn, choose an exhausted friend\. that friend doesn't ready during its controller's "
          r"next ready phase\.")
def _t_play_hard(m, t):
    return _a("trigger", "hold_an_exhausted_friend", t, "turn_end")


@runner("hold_an_exhausted_friend")
def _r_play_hard(g, f, ability):
    """603.1: the Friend chosen (anyone's) is skipped by its controller's next readying."""
    cards = g.s["cards"]
    tired = [i for i in g.s["play"] if g.is_type(i, "friend") and cards[i]["exhausted"]]
    ans = choose(g, f, f["ctrl"], "target", "Choose an exhausted Friend", [(f"card:{i}", g.name(i)) for i in tired])
    if ans is None:
        return False
    if ans:
        iid = card_of_option(ans[0])
        ctrl = cards[iid]["ctrl"]
        g.s["flags"].setdefault(f"no_ready:{ctrl}", []).append(iid)
        g.note("603.1", f"{g.name(iid)} does not ready during P{ctrl}'s next Ready Phase")
    return True
