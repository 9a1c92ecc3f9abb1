"""Texts printed only on cards named Capper Dapperpaws: their patterns and what they do."""

from __future__ import annotations

from engine.core.plural import how_many, plural
from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    effect_rule,
    in_play,
    is_problem_area,
)
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    APPLIES,
    LOOKS_IN_DECKS,
    TAKES_FROM_DISCARD_PILES,
    answers,
    can_always,
    runner,
    scope,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# "Opponents can't move characters ...": the opponents of this card's controller are kept
# from moving the characters it names, by the Move action and by card text alike
# (`abilities.barred_from_moving`, category "cant_be_moved_by")
@template(r"opponents can't move characters during the score phase\.")
def _t_no_moves_in_score_phase(m, t):
    return _a("static", "opponents_cant_move_in_score_phase", t, "cant_be_moved_by")


@template(r"opponents can't move characters away from here\.")
def _t_no_moves_away(m, t):
    return _a("static", "opponents_cant_move_away_from_here", t, "cant_be_moved_by")


@template(r"main phase: pay \{(\d+)\} to reveal the top five cards of your deck, put a card from your discard pile "
          r"into your hand for each card with even power revealed this way, then shuffle your deck and turn this "
          r"card over\.")
def _t_charmer(m, t):
    return _a("activated", "reveal_five_recover_per_even_then_turn_over", t, timing="main", pay=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("reveal_five_recover_per_even_then_turn_over")
def _r_charmer(g, f, ability):
    """The revealed cards stay on top of the deck (the shuffle follows); a printed power of 0
    is even. The cards from the discard pile are chosen one at a time (fewer when the pile
    holds fewer)."""
    me = f["ctrl"]
    data = f["data"]
    if "left" not in data:
        top = g.s["players"][me]["deck"][-5:]
        g.note_seen(effect_rule(f), f"P{me} reveals " + (", ".join(f"{g.name(i)} (power {g.spec(i).power or 0})"
                                                          for i in reversed(top)) or "no cards"))
        data["left"] = data["even"] = sum(1 for i in top if (g.spec(i).power or 0) % 2 == 0)
    while data["left"] > 0 and g.s["players"][me]["discard"]:
        pile = g.s["players"][me]["discard"]
        prompt = f"Put a card from your discard pile into your hand ({data['left']} to go)"
        ans = choose(g, f, me, "target", prompt, [(f"card:{i}", g.name(i)) for i in pile])
        if ans is None:
            return False
        g.to_hand(card_of_option(ans[0]), effect_rule(f))
        data["left"] -= 1
    if data["left"] > 0:
        # (a judge counting the even powers revealed sees why fewer cards came back)
        owed = data["even"]
        taken = owed - data["left"]
        g.note(effect_rule(f), f"P{me}'s discard pile is empty: {how_many(taken, 'card') if taken else 'no card'} "
                               f"{plural(max(taken, 1), 'is', 'are')} put into their hand for the "
                               f"{how_many(owed, 'revealed card')} with even power{g.by_text()}")
    g.shuffle_deck(me, "518.2")
    if in_play(g, f["src"]):
        g.turn_over(f["src"], "301.2")
    return True


answers(ACTIVATION_CHECKS, "reveal_five_recover_per_even_then_turn_over")(can_always)


# ----- when its rules apply ----------------------------------------------------------------


@answers(APPLIES, "opponents_cant_move_in_score_phase")
def _in_score_phase(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    return s["phase"] == "score" and g.is_character(target)


@answers(APPLIES, "opponents_cant_move_away_from_here")
def _away_from_here(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """Any character at this card's Problem (moving it anywhere takes it away from here)."""
    return tc["area"] == sc["area"] and is_problem_area(g, sc["area"]) and g.is_character(target)


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "reveal_five_recover_per_even_then_turn_over")
scope(TAKES_FROM_DISCARD_PILES, "reveal_five_recover_per_even_then_turn_over")
