"""Texts printed only on cards named Rarity: their patterns and what they do."""


from __future__ import annotations

import re

from engine.core.plural import how_many
from engine.mlp.cards.model import Color
from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    choose_yes_no,
    effect_rule,
    found_into_hand,
    look_and_arrange,
    text_lacked,
)
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    LOOKS_IN_DECKS,
    PART_TRIGGER_MATCHERS,
    TAKES_FROM_DISCARD_PILES,
    Unmet,
    answers,
    can_always,
    runner,
    scope,
    unless,
)
from engine.mlp.effects.steps import enter_play
from engine.mlp.state.library import Ability
from engine.mlp.state.reasons import deck_empty
from engine.mlp.text.normalize import ELEMENTS
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import head_reader, template
from engine.mlp.values import power


@template(r"main phase: exhaust this card and one of your non-token friends or resources to have an opponent gain "
          r"control of that friend or resource\. then, if that opponent controls (\d+) or more non-token friends "
          r"or resources that you own, score a point\.")
def _t_throw_me_a_bone(m, t):
    return _a("activated", "give_away_and_score", t, timing="main", exhaust_self=True, count=int(m.group(1)))


@template(r"when you score at least (\d+) points with this card during one score phase, turn this card over\.")
def _t_rarity(m, t):
    return _a("trigger", "turn_over", t, "scored_with", cond="scored", n=int(m.group(1)))


@template(r"your opponent pays \+\{(\d+)\} to play events\.")
def _t_event_tax(m, t):
    """"Your opponent pays +[1] to play Events" (CN8): the opponents' play tax on Events."""
    return _a("static", "opp_play_tax", t, "play_cost", amount=int(m.group(1)), what="events")


@head_reader
def _confront_with_colored_others(text: str):
    """"When you confront this card's Problem with at least 2 other [Generosity] characters"
    (CN8): besides this card, that many of your characters of that color there."""
    m = re.fullmatch(r"when you confront this card's problem with at least (\d+) other \{(\w+)\} characters", text)
    if m is None or m.group(2) not in ELEMENTS:
        return None
    return "confront", "own_here", {"match": "confront_with_colored_others", "n": int(m.group(1)),
                                    "color": ELEMENTS[m.group(2)]}


@answers(PART_TRIGGER_MATCHERS, "confront_with_colored_others")
def _confronted_with_colored_others(g, iid: int, ability: Ability, data: dict) -> dict | None:
    c = g.s["cards"][iid]
    if data["player"] != c["ctrl"] or data["area"] != c["area"]:
        return None
    p = ability.params
    others = [i for i in g.characters_at(data["area"], c["ctrl"]) if i != iid and p["color"] in power.colors(g, i)]
    return {"area": data["area"]} if len(others) >= p["n"] else None


@template(r"when this card enters play you may choose (\d+) \{(\w+)\} friends from your discard pile\. an opponent "
          r"chooses 1 to put into your hand\. you may put the other into play at your home\.")
def _t_element_of_generosity(m, t):
    color = ELEMENTS.get(m.group(2))
    if color is None or m.group(1) != "2":
        return None
    return _a("trigger", "opponent_splits_two_from_discard", t, "enter_play", color=color)


@runner("opponent_splits_two_from_discard")
def _r_element_of_generosity(g, f, ability):
    """Two Friends of the color (as many as there are, up to two); the opponent picks the one
    for the hand; the player may put the other into play at their home (706.1). "You may" is
    asked first, then exactly that many are chosen: no answer picks fewer and does nothing
    (705.2e)."""
    player, data = f["ctrl"], f["data"]
    pile = g.s["players"][player]["discard"]
    if "chosen" not in data:
        found = [i for i in pile if g.spec(i).type == "friend" and ability.params["color"] in g.spec(i).colors]
        n = min(2, len(found))
        if not n:
            return True
        if "choosing" not in data:
            element = Color(ability.params["color"]).element
            words = how_many(n, f"[{element}] Friend")
            ans = choose_yes_no(g, f, player, f"Choose {words} from your discard pile for {g.name(f['src'])}?")
            if ans is None:
                return False
            if ans != ["yes"]:
                return True
            data["choosing"] = True
        ans = choose(g, f, player, "target", f"Choose {how_many(n, 'Friend')} from your discard pile",
                     [(f"card:{i}", g.name(i)) for i in found], n, n)
        if ans is None:
            return False
        data["chosen"] = [card_of_option(k) for k in ans]
        g.note(effect_rule(f), f"P{player} chooses {', '.join(g.name(i) for i in data['chosen'])}{g.by_text()}")
    if "to_hand" not in data:
        chosen = [i for i in data["chosen"] if i in pile]
        ans = choose(g, f, 1 - player, "target", f"Choose the card P{player} puts into their hand",
                     [(f"card:{i}", g.name(i)) for i in chosen])
        if ans is None:
            return False
        data["to_hand"] = card_of_option(ans[0]) if ans else 0
        if data["to_hand"]:
            g.to_hand(data["to_hand"], effect_rule(f))
    other = [i for i in data["chosen"] if i != data["to_hand"] and i in pile]
    if not other:
        return True
    if "other" not in data:
        ans = choose_yes_no(g, f, player, f"Put {g.name(other[0])} into play at your home? (712.3)")
        if ans is None:
            return False
        if not ans or ans[0] != "yes":
            return True
        data["other"] = {"card": other[0]}
    return enter_play(g, f, data["other"], [f"home:{player}"], player)


@template(r"main phase: exhaust this card to choose an opponent\. look at a number of cards from the top of that "
          r"player's deck equal to the number of colors this card has, then put any number of them back on top of "
          r"the deck in any order, and the rest on the bottom\.")
def _t_arrange_opponents_deck(m, t):
    return _a("activated", "arrange_opponents_top_per_color", t, timing="main", exhaust_self=True)


@runner("arrange_opponents_top_per_color")
def _r_arrange_opponents_deck(g, f, ability):
    """The only opponent (101.4) is the one chosen; the number is this card's colors as the
    ability resolves. The player looks at those cards, picks the ones for the bottom, and
    orders the rest back on top (`abilities.look_and_arrange`)."""
    data = f["data"]
    if "n" not in data:
        data["n"] = len(power.colors(g, f["src"])) if f["src"] in g.s["cards"] else 0
    opponent = 1 - f["ctrl"]
    if not g.s["players"][opponent]["deck"]:
        text_lacked(f, deck_empty(opponent))
    elif not data["n"]:
        text_lacked(f, "this card has no color")
    return look_and_arrange(g, f, opponent, data["n"], "arrange", rule=effect_rule(f))


answers(ACTIVATION_CHECKS, "arrange_opponents_top_per_color")(can_always)


@template(r"immediate: banish a non-resource card from your hand to search your deck or discard pile for an? (\w+), "
          r"reveal it, and put it into your hand\.")
def _t_radiance(m, t):
    return _a("activated", "banish_for_trait_card", t, timing="immediate", trait=m.group(1))


def _fodder(g, player: int) -> list[int]:
    return [i for i in g.s["players"][player]["hand"] if not g.is_type(i, "resource")]


@answers(ACTIVATION_CHECKS, "banish_for_trait_card")
def _can_banish(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """Its cost banishes a non-Resource card from the hand (508.1d: one must be there)."""
    return unless(bool(_fodder(g, player)), "banish")


# the zones Radiance searches, in the words its options and the log say each card was found in
_SEARCHED = (("deck", "deck"), ("discard", "discard pile"))


@runner("banish_for_trait_card")
def _r_radiance(g, f, ability):
    """The cost first (a non-Resource card from the hand, banished, 703.1d); then the search
    of the deck and the discard pile (518.1: it may fail to find), the card found revealed,
    and the searched deck shuffled (518.2)."""
    player, data, trait = f["ctrl"], f["data"], ability.params["trait"]
    me = g.s["players"][player]
    if "paid" not in data:
        ans = choose(g, f, player, "target", "Banish a non-Resource card from your hand",
                     [(f"card:{i}", g.name(i)) for i in _fodder(g, player)])
        if ans is None:
            return False
        if not ans:
            return True
        g.banish(card_of_option(ans[0]), "703.1d")
        data["paid"] = True
    found = {i: where for zone, where in _SEARCHED for i in me[zone] if g.spec(i).has_trait(trait)}
    ans = choose(g, f, player, "search", f"Search your deck or discard pile for an {trait.capitalize()} (518.1)",
                 [("none", "Fail to find"), *[(f"card:{i}", f"{g.name(i)}, in your {where}") for i, where in found.items()]])
    if ans is None:
        return False
    if ans and ans[0] != "none":
        card = card_of_option(ans[0])
        found_into_hand(g, player, card, reveals=True, where=found[card])
    g.shuffle_deck(player, "518.2")  # the deck was searched, whatever was found (518.2)
    return True


@template(r"during a faceoff, you may play this card from your discard pile as if it were in your hand\. if you do, "
          r"banish this card at the end of the faceoff\.")
def _t_indifferent_decorator(m, t):
    """Read where the player's actions are listed (`actions._hand_actions`, while a faceoff
    runs) and as the card enters play from there (`actions.play_card`: banished as the
    faceoff ends, `delayed.banish_at_end`)."""
    return _a("static", "play_from_discard", t, "play_from_discard", in_faceoff=True, banished_after_faceoff=True)


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "arrange_opponents_top_per_color", "banish_for_trait_card")
scope(TAKES_FROM_DISCARD_PILES, "opponent_splits_two_from_discard", "banish_for_trait_card")
