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
    answers,
    runner,
    scope,
    triggered_by,
)
from engine.mlp.state.game import NO_READY_PHASE
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


# ----- Applejack, Lasso Champion ------------------------------------------------------------------


@template(r"when this card enters play, you may exhaust an opposing character\. while this card remains in play, "
          r"that character does not ready during the ready phase\.")
def _t_lasso(m, t):
    return _a("trigger", "lasso_opposing_character", t, "enter_play")


@runner("lasso_opposing_character")
def _r_lasso(g, f, ability):
    """The character is exhausted, then kept from readying in its controller's Ready Phases
    (603.1) by a modifier that lasts while this card is in play (`NO_READY_PHASE`,
    "while:<this card>", ended as it leaves play). Effects may still ready it."""
    src, player = f["src"], f["ctrl"]
    if not in_play(g, src):
        return True
    cands = [i for i in g.characters(1 - player) if not g.card(i)["exhausted"] and not g.card(i)["frightened"]]
    ans = choose(g, f, player, "target", "You may exhaust an opposing character",
                 [(f"card:{i}", g.name(i)) for i in cands], minimum=0, maximum=1)
    if ans is None:
        return False
    if ans and g.exhaust(card_of_option(ans[0]), "704"):
        target = card_of_option(ans[0])
        g.add_mod(NO_READY_PHASE, target, until=f"while:{src}", ctrl=player, src=src)
        g.note("704", f"{g.name(target)} does not ready during the Ready Phase while {g.name(src)} remains in play")
    return True


@triggered_by("enter_play", "lasso_opposing_character")
def _this_card_entered(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data.get("card") == iid else None
