"""Texts printed only on cards named Twilight Sparkle: their patterns and what they do."""


from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    choose_yes_no,
    effect_rule,
    in_play,
    is_involved,
    is_problem_area,
    not_exhaustable,
    own_card,
)
from engine.mlp.effects.delayed import at_end_of_turn
from engine.mlp.effects.hooks import faceoff
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    ACTIVATION_REFUSALS,
    AMOUNTS,
    APPLIES,
    BY_CARD_TYPE,
    LOOKS_IN_DECKS,
    OPPOSING_SIDE_STATICS,
    SAME_AREA_STATICS,
    SELF_ONLY_STATICS,
    VALUE_RULES,
    Unmet,
    answers,
    runner,
    scope,
    triggered_by,
    unless,
)
from engine.mlp.effects.steps import can_move_to, enter_play
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"opposing characters at this card's problem lose and can't have colors\.")
def _t_drained(m, t):
    return _a("static", "opp_here_lose_colors", t, "lose_colors")


@template(r"during a faceoff involving this card, if you would put a flipped event card on the bottom of your deck, you may put it into your hand instead\.")
def _t_ts_boosted(m, t):
    return _a("replace", "flipped_events_to_hand", t, "flipped_to_bottom")


@answers(APPLIES, "opp_here_lose_colors")
def _opp_here_lose_colors(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    return (tc["ctrl"] != sc["ctrl"] and tc["area"] == sc["area"] and is_problem_area(g, sc["area"])
            and g.is_character(target))


scope(SAME_AREA_STATICS, "opp_here_lose_colors")


scope(OPPOSING_SIDE_STATICS, "opp_here_lose_colors")


@template(r"this card has \+(\d+) power for each color among friends in discard piles\.")
def _t_colors_in_discard_piles(m, t):
    return _a("static", "self_power_per_color_in_discard_piles", t, "power", amount=int(m.group(1)))


scope(SELF_ONLY_STATICS, "self_power_per_color_in_discard_piles")


answers(APPLIES, "self_power_per_color_in_discard_piles")(own_card)


@answers(AMOUNTS, "self_power_per_color_in_discard_piles")
def _amount_discard_colors(g, src: int, target: int, ability: Ability) -> int:
    """+N for each distinct printed color among the Friend cards in both discard piles."""
    among = {color for p in g.s["players"] for i in p["discard"] if g.is_type(i, "friend")
             for color in g.spec(i).colors}
    return ability.params["amount"] * len(among)


@template(r"you pay \{(\d+)\} less to play events\.")
def _t_event_discount(m, t):
    return _a("static", "own_event_discount", t, "play_cost", amount=int(m.group(1)))


scope(BY_CARD_TYPE, "own_event_discount")


@answers(VALUE_RULES, "own_event_discount")
def _own_event_discount(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """Only this card's controller's Events; a cost never goes below 0 (`power.PlayCosts`)."""
    if subject != g.s["cards"][src]["ctrl"] or not g.is_type(context["card"], "event"):
        return 0
    return -ability.params["amount"]


@template(r"when you play an event, look at the top card of your deck\. you may put that card on the bottom of "
          r"your deck\.")
def _t_event_scry(m, t):
    return _a("trigger", "look_top_may_bottom", t, "played", on_event=True)


@runner("look_top_may_bottom")
def _r_look_top_may_bottom(g, f, ability):
    """The player looks at the top card (named to them in the question) and may put it on
    the bottom (410.6: a new card there)."""
    player = f["ctrl"]
    deck = g.s["players"][player]["deck"]
    if not deck:
        return True
    top = deck[-1]
    ans = choose_yes_no(g, f, player, f"The top card of your deck is {g.name(top)}. Put it on the bottom? (712.3)")
    if ans is None:
        return False
    if ans and ans[0] == "yes" and deck and deck[-1] == top:
        g.relocate(top, "deck", position="bottom")
        g.note(effect_rule(f), f"P{player} puts the top card of their deck on the bottom{g.by_text()}")
    return True


@template(r"main phase: while this card is at a problem, you may exhaust this card and put it into its owner's hand\. "
          r"if you do, move up to (\d+) of your opponent's characters home\.")
def _t_ursa_vanquisher(m, t):
    return _a("activated", "to_hand_to_send_opponents_home", t, timing="main", most=int(m.group(1)))


@answers(ACTIVATION_CHECKS, "to_hand_to_send_opponents_home")
def _at_a_problem_and_ready(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    c = g.s["cards"][iid]
    return (unless(is_problem_area(g, c["area"]), lacks=f"{g.name(iid)} is not at a Problem")
            and unless(not c["exhausted"], lacks=f"{g.name(iid)} is exhausted"))


@answers(ACTIVATION_REFUSALS, "to_hand_to_send_opponents_home")
def _why_not_exhausted(g, player: int, iid: int, ability: Ability) -> tuple[str, str] | None:
    """The judge's "why not?" for this card exhausted: "exhaust this card" can't be done, as
    an exhausted card can't become exhausted (503.2a; frightened, 504.2a), the rule every
    other exhausted card's refused "exhaust this card" cites; None otherwise (the check's
    own words: not at a Problem)."""
    return not_exhaustable(g, iid, g.name(iid)) if g.s["cards"][iid]["exhausted"] else None


@runner("to_hand_to_send_opponents_home")
def _r_ursa_vanquisher(g, f, ability):
    """Exhausting this card and putting it into its owner's hand is the price ("if you do");
    then up to that many of the opponent's characters away from home go home (506)."""
    src, player, data = f["src"], f["ctrl"], f["data"]
    if "paid" not in data:
        if not in_play(g, src) or not g.exhaust(src, "703.1d") or not g.to_hand(src, effect_rule(f)):
            return True
        data["paid"] = True
    opponent = 1 - player
    away = [i for i in g.characters(opponent) if can_move_to(g, i, f"home:{opponent}", player)]
    ans = choose(g, f, player, "target", f"Move up to {ability.params['most']} of your opponent's characters home",
                 [(f"card:{i}", g.name(i)) for i in away], minimum=0, maximum=min(ability.params["most"], len(away)))
    if ans is None:
        return False
    for key in ans:
        g.move(card_of_option(key), f"home:{opponent}", player, "506.4")
    return True


# ----- Crystallized ---------------------------------------------------------------------------


@template(r"at the start of a problem faceoff involving this card, you may choose an opposing character involved in "
          r"the faceoff with power less than or equal to the number of colors this card has\. if you do, that "
          r"character ceases to be involved in the faceoff\.")
def _t_crystallized(m, t):
    return _a("trigger", "weak_opposing_character_leaves_faceoff", t, "faceoff_start")


def _weak_opposing_involved(g, src: int, player: int) -> list[int]:
    """The opposing characters involved whose power is at most this card's number of colors
    (read as the ability resolves; none while this card is out of play)."""
    if not in_play(g, src):
        return []
    most = len(power.colors(g, src))
    return [i for i in faceoff.involved(g, 1 - player)
            if g.is_character(i) and in_play(g, i) and (power.power(g, i) or 0) <= most]


@runner("weak_opposing_character_leaves_faceoff")
def _r_crystallized(g, f, ability):
    """"You may choose": none is a choice; only characters that fit are offered (705.2e). The
    chosen one stops being involved for the rest of the faceoff (514.2d: the faceoff's
    `excluded` list, read by `procedures.faceoff.involved`)."""
    fo = g.s["faceoff"]
    if fo is None:
        return True
    found = _weak_opposing_involved(g, f["src"], f["ctrl"])
    if not found:
        return True
    ans = choose(g, f, f["ctrl"], "target", "Which opposing character leaves the faceoff? (712.3)",
                 [("none", "Don't"), *[(f"card:{i}", g.name(i)) for i in found]])
    if ans is None:
        return False
    if ans and ans[0] != "none":
        chosen = card_of_option(ans[0])
        fo.setdefault("excluded", []).append(chosen)
        g.note(effect_rule(f), f"{g.name(chosen)} is no longer involved in the faceoff{g.by_text()}")
    return True


@triggered_by("faceoff_start", "weak_opposing_character_leaves_faceoff")
def _problem_faceoff_with_crystallized(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["kind"] == "problem" and is_involved(g, iid) else None


# ----- "Main Phase: Pay [3] to put a Friend from your hand into play. At the end of your turn,
# put that Friend into your hand." (ST2, Boosted) -------------------------------------------------

_BACK_TO_HAND = "Twilight Sparkle, Paradox Pony: put that Friend into your hand"


@template(r"main phase: pay \{(\d+)\} to put a friend from your hand into play\. at the end of your turn, put that "
          r"friend into your hand\.")
def _t_friend_for_a_turn(m, t):
    return _a("activated", "friend_from_hand_for_the_turn", t, timing="main", pay=int(m.group(1)))


def _friends_in_hand(g, player: int) -> list[int]:
    return [i for i in g.s["players"][player]["hand"] if g.spec(i).type == "friend"]


@answers(ACTIVATION_CHECKS, "friend_from_hand_for_the_turn")
def _has_a_friend_in_hand(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """With a Friend in hand to put into play (705.2e)."""
    return unless(bool(_friends_in_hand(g, player)), "put")


@runner("friend_from_hand_for_the_turn")
def _r_friend_for_a_turn(g, f, ability):
    """The player chooses a Friend in their hand and where it enters play (302.1: their home or
    a Problem; it is not played, so no cost or requirement is asked); as this turn ends (615.1)
    it is put into their hand if it is still in play."""
    me = f["ctrl"]
    e = f["data"].setdefault("e", {})
    if "card" not in e:
        ans = choose(g, f, me, "target", "Put which Friend from your hand into play?",
                     [(f"card:{i}", g.name(i)) for i in _friends_in_hand(g, me)])
        if ans is None:
            return False
        if not ans:
            return True
        e["card"] = card_of_option(ans[0])
    if not enter_play(g, f, e, [f"home:{me}", *g.problems()], me):
        return False
    if "entered" in e:
        at_end_of_turn(g, me, f["src"], _BACK_TO_HAND, {"card": e["entered"]})
    return True


@runner(_BACK_TO_HAND)
def _r_back_to_hand(g, f, _):
    """That Friend, if it is still the same card in play (400.7), goes to its owner's hand."""
    card = f["data"]["card"]
    if in_play(g, card):
        g.to_hand(card, "615.1")
    return True
# ----- Noted Speaker (CN197) ---------------------------------------------------------------------

@template(r"this card's power is equal to the printed power of the top card of your deck\.")
def _t_power_of_deck_top(m, t):
    """A characteristic-defining power: the top card's printed power (0 with an empty deck, or
    a top card with no power) in place of this card's printed 0, then every other change as
    usual (worked out at each look-up: the deck is not part of the board)."""
    return _a("static", "self_power_of_deck_top", t, "power")


@answers(AMOUNTS, "self_power_of_deck_top")
def _power_of_deck_top(g, src: int, target: int, ability: Ability) -> int:
    deck = g.s["players"][g.s["cards"][src]["ctrl"]]["deck"]
    printed = g.spec(src).power or 0
    return ((g.spec(deck[-1]).power or 0) if deck else 0) - printed


answers(APPLIES, "self_power_of_deck_top")(own_card)
scope(SELF_ONLY_STATICS, "self_power_of_deck_top")


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "look_top_may_bottom")
