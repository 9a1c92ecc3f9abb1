"""Texts printed only on cards named Princess Luna: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import (
    asked_if_you_do,
    card_of_option,
    choose,
    choose_yes_no,
    effect_rule,
    if_you_do,
    in_play,
    led_by,
)
from engine.mlp.effects.registry import (
    DRAW_REPLACEMENT_OFFERS,
    DRAWS_REPLACED,
    LOOKS_IN_DECKS,
    answers,
    runner,
    scope,
    triggered_by,
)
from engine.mlp.state.game import DRAW_REPLACEMENTS
from engine.mlp.state.library import Ability
from engine.mlp.text.phrases import TOKENS as _TOKENS
from engine.mlp.text.phrases import token_params as _token_params
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"(main phase|immediate): (?:pay \{(\d+)\} and )?(exhaust this card|pay \{(\d+)\}) to put "
          + _TOKENS + r" into play\.")
def _t_activated_tokens(m, t):
    exhaust = m.group(3) == "exhaust this card"
    pay = int(m.group(2) or m.group(4) or 0)
    return _a("activated", "put_tokens", t, timing="main" if m.group(1) == "main phase" else "immediate",
              exhaust_self=exhaust, pay=pay, **_token_params(m, 5))


# ----- Princess Luna, Dream Catcher (CN189, Boosted side) --------------------------------------------


@template(r"at the start of your main phase, you may reveal the top card of your deck\. if you do, reveal a card from "
          r"your hand\. if the printed power of the card from your hand is greater, put the card revealed from your "
          r"deck into your hand and turn this card over\.")
def _t_dream_catcher(m, t):
    return _a("trigger", "compare_top_with_hand_card", t, "main_start")


@triggered_by("main_start", "compare_top_with_hand_card")
def _your_main_phase(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["player"] == g.s["cards"][iid]["ctrl"] else None


@runner("compare_top_with_hand_card")
def _r_dream_catcher(g, f, ability):
    """The deck's top card stays there unless the hand card's printed power is greater; then
    it goes to the hand and this card turns over (to its Start side: it is Boosted). Each
    reveal says the card's printed power, and a hand card not greater says why nothing more
    happened: the log went from the two reveals to the next line, and a judge could not tell
    whether the comparison was made."""
    player, data = f["ctrl"], f["data"]
    deck, hand = g.s["players"][player]["deck"], g.s["players"][player]["hand"]
    if "top" not in data:
        if not deck:
            return True
        asked = asked_if_you_do(g, f, "Reveal the top card of your deck")
        ans = choose_yes_no(g, f, player, asked)
        if ans is None:
            return False
        if not ans or ans[0] != "yes":
            return True
        data["top"] = deck[-1]
        g.note_seen(effect_rule(f), f"P{player} reveals the top card of their deck: {g.name(data['top'])} "
                    f"(printed power {g.spec(data['top']).power or 0})")
    if not hand:
        return True
    ans = choose(g, f, player, "target", "Reveal a card from your hand", [(f"card:{i}", g.name(i)) for i in hand])
    if ans is None:
        return False
    shown = card_of_option(ans[0])
    shown_power = g.spec(shown).power or 0
    g.note_seen(effect_rule(f), f"P{player} reveals {g.name(shown)} from their hand (printed power {shown_power})")
    top = data["top"]
    top_power = g.spec(top).power or 0
    if shown_power > top_power and top in deck:
        g.to_hand(top, effect_rule(f))
        if in_play(g, f["src"]):
            g.turn_over(f["src"], "301.2")
    elif shown_power <= top_power:
        g.note(effect_rule(f), f"Nothing more happens: {g.name(shown)}'s printed power ({shown_power}) is not greater "
               f"than {g.name(top)}'s ({top_power}){g.by_text()}")
    return True


# ----- Princess Luna, Dream Guide (AD3, Start side) ---------------------------------------------------


@template(r"when you discard a card, you may pay \{(\d+)\} and turn this card to its boosted side\. if you do, choose "
          r"an opponent\. that opponent reveals their hand and separates it into two piles\. choose and banish one "
          r"pile\.?")
def _t_dream_guide(m, t):
    """(The printed text ends without a full stop.)"""
    return _a("trigger", "boost_to_banish_a_pile_of_the_opponents_hand", t, "discarded", pay=int(m.group(1)))


@triggered_by("discarded", "boost_to_banish_a_pile_of_the_opponents_hand")
def _you_discarded(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["owner"] == g.s["cards"][iid]["ctrl"] else None


@runner("boost_to_banish_a_pile_of_the_opponents_hand")
def _r_dream_guide(g, f, ability):
    """Paying and turning over is the cost (707.2a; errata: it turns to its Boosted side before
    the opponent reveals). The opponent reveals their hand and puts any of its cards in one
    pile, the rest in the other (either may be empty); this card's controller banishes one."""
    me, data = f["ctrl"], f["data"]
    victim = 1 - me
    luna = f["src"]
    pay = ability.params["pay"]
    if "paid" not in data:
        if not in_play(g, luna) or g.card(luna)["boosted"] or g.s["players"][me]["tokens"] < pay:
            return True
        asked = if_you_do(f"Pay {pay} and turn this card to its Boosted side",
                          "have an opponent separate their hand into two piles and banish one pile")
        ans = choose_yes_no(g, f, me, f"{asked}?")
        if ans is None:
            return False
        if ans[0] != "yes":
            return True
        g.pay_tokens(me, pay, "707.2a")
        g.turn_over(luna, "707.2a")
        data["paid"] = True
        hand = g.s["players"][victim]["hand"]
        g.note_seen(effect_rule(f), f"P{victim} reveals their hand: " + (", ".join(g.name(i) for i in hand) or "no cards"))
    hand = list(g.s["players"][victim]["hand"])
    if "pile" not in data:
        ans = choose(g, f, victim, "target", "Separate your hand into two piles: choose the cards of the first pile",
                     [(f"card:{i}", g.name(i)) for i in hand], minimum=0, maximum=len(hand)) if hand else []
        if ans is None:
            return False
        data["pile"] = [card_of_option(key) for key in ans]
    first = [i for i in data["pile"] if i in hand]
    second = [i for i in hand if i not in first]
    words = {"first": _pile_words(g, first), "second": _pile_words(g, second)}
    if not data.get("told"):
        # (the piles are said as they are made, and an empty one chosen banishes nothing: the
        # log went from the hand revealed to the next turn, as if the text had stopped halfway)
        data["told"] = True
        g.note_seen(effect_rule(f), f"P{victim} separates their hand into two piles: one holds {words['first']}; "
                                    f"the other holds {words['second']}")
    ans = choose(g, f, me, "mode", "Banish which pile?",
                 [("first", f"Banish {words['first']}"), ("second", f"Banish {words['second']}")])
    if ans is None:
        return False
    chosen = first if ans[0] == "first" else second
    if not chosen:
        g.note(effect_rule(f), f"P{me} chooses the pile that holds no cards: no card is banished{g.by_text()}")
    for iid in chosen:
        g.banish(iid, effect_rule(f))
    return True


def _pile_words(g, pile: list[int]) -> str:
    """"Twilight Sparkle #4, Rarity #5 and Spike #6", or "no cards"."""
    names = [g.name(i) for i in pile]
    return ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else (names[0] if names else "no cards")


# CS2: "If you would draw a card during a Main Phase, you may exhaust one of your Friends to gain
# [1] instead." (710, asked before each card drawn: `replacement.replace_draw`)
_DRAW_FOR_TOKEN = "draw_replaced_by_exhausting_a_friend"


@template(r"if you would draw a card during a main phase, you may exhaust one of your friends to gain \{1\} instead\.")
def _t_draw_for_token(m, t):
    return _a("static", _DRAW_FOR_TOKEN, t, DRAW_REPLACEMENTS)


def _ready_friends(g, player: int) -> list[int]:
    """The player's Friends in play that can be exhausted now (ready, not frightened)."""
    cards = g.s["cards"]
    return [i for i in g.characters(player) if g.is_type(i, "friend") and not cards[i]["exhausted"]
            and not cards[i]["frightened"] and g.can_be_exhausted(i)]


@answers(DRAW_REPLACEMENT_OFFERS, _DRAW_FOR_TOKEN)
def _draw_for_token_offered(g, src: int, ability: Ability, player: int) -> int | None:
    """Its controller's draws during any player's Main Phase, while they have a Friend to
    exhaust (they can't choose what can't be done, 705.2e)."""
    if player != g.s["cards"][src]["ctrl"] or g.s["phase"] != "main" or not _ready_friends(g, player):
        return None
    return player


@answers(DRAWS_REPLACED, _DRAW_FOR_TOKEN)
def _draw_for_token(g, f: dict, src: int, ability: Ability, player: int) -> bool:
    ans = choose(g, f, player, "cost", led_by(g.name(src), "Exhaust which of your Friends? (to gain 1 action token "
                                               "instead of drawing)"),
                 [(f"card:{i}", g.name(i)) for i in _ready_friends(g, player)])
    if ans is None:
        return False
    if ans:
        friend = card_of_option(ans[0])
        g.note("710.1", f"P{player} exhausts {g.name(friend)} to gain 1 action token instead of drawing a card"
                        + g.by_text(g.name(src)))
        g.exhaust(friend, "710.1")
        g.gain_tokens(player, 1, "710.1")
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "compare_top_with_hand_card")
