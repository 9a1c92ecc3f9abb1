"""Texts printed only on cards named Sweetie Belle: their patterns and what they do."""


from __future__ import annotations

import re

from engine.core.plural import count_or_none
from engine.mlp.effects import abilities
from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    choose_yes_no,
    each_decides,
    effect_rule,
    nameable,
    note_nothing_happened,
    order_top_cards,
)
from engine.mlp.effects.plain_words import top_cards, whose
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    LOOKS_IN_DECKS,
    PART_TRIGGER_MATCHERS,
    TAKES_FROM_DISCARD_PILES,
    answers,
    can_always,
    runner,
    scope,
    triggered_by,
)
from engine.mlp.state.library import Ability
from engine.mlp.state.reasons import deck_empty
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import head_reader, template


@head_reader
def _won_with_named(text: str):
    """"When you win a faceoff involving this card and Rarity" (CN199): this card on the
    winning side, and Rarity (any face-up card of that name, 201) involved on either side: the
    text asks only that the faceoff involve her (514.2b), an opposing Rarity as well."""
    m = re.fullmatch(r"when you win a faceoff involving this card and ([a-z][a-z .'-]+)", text)
    if m is None:
        return None
    return "faceoff_won", "self", {"match": "won_with_named", "title": m.group(1)}


@answers(PART_TRIGGER_MATCHERS, "won_with_named")
def _won_with_named_card(g, iid: int, ability: Ability, data: dict) -> dict | None:
    if data["player"] != g.s["cards"][iid]["ctrl"] or iid not in data["cards"]:
        return None
    name = ability.params["title"]
    involved = (*data["cards"], *data.get("losers", ()))
    named = any(i != iid and i in g.s["cards"] and g.face_up(i) and g.spec(i).is_named(name) for i in involved)
    return {} if named else None


@template(r"main phase: exhaust this card and pay \{(\d+)\} to sing a song and have all players put a friend from "
          r"their discard piles into their hands\.")
def _t_sing_a_song(m, t):
    return _a("activated", "all_recover_a_friend", t, timing="main", exhaust_self=True, pay=int(m.group(1)))


@runner("all_recover_a_friend")
def _r_all_recover_a_friend(g, f, ability):
    """Each player chooses a Friend in their own discard pile: simultaneous decisions (801.1,
    `abilities.each_decides`: the activating player first, who had priority); once all have
    chosen, the Friends chosen are put into their owners' hands together. A player with none
    puts nothing."""
    chosen = each_decides(g, f, lambda player: _friend_chosen(g, f, player))
    if chosen is None:
        return False
    for card in chosen.values():
        if card:
            g.to_hand(card, "705.2e")
    return True


def _friend_chosen(g, f: dict, player: int) -> int | None:
    """The Friend of `player`'s discard pile they choose, 0 for none there, None after asking."""
    friends = [i for i in g.s["players"][player]["discard"] if g.spec(i).type == "friend"]
    if not friends:
        return 0
    ans = choose(g, f, player, "target", "Put a Friend from your discard pile into your hand",
                 [(f"card:{i}", g.name(i)) for i in friends])
    return None if ans is None else card_of_option(ans[0])


answers(ACTIVATION_CHECKS, "all_recover_a_friend")(can_always)


@template(r"immediate: exhaust this card to look at the top two cards of a player's deck\. put any number of them "
          r"into their owner's discard pile and the rest back on top in any order\.")
def _t_most_traditional(m, t):
    return _a("activated", "look_top_two_discard_any", t, timing="immediate", exhaust_self=True)


@runner("look_top_two_discard_any")
def _r_most_traditional(g, f, ability):
    """DE72: the player chosen (either) has their top two cards looked at; any of them go
    to their owner's discard pile, the rest back on top in the order chosen. The line says
    how many were looked at and put away as a judge counts them ("the top card", "puts none
    into the discard pile"); a deck chosen empty has nothing to look at, and its line says so
    rather than "looks at the top 0 cards" (the player may still choose it: the text asks
    only for a player, 705.2e)."""
    player = f["ctrl"]
    data = f["data"]
    if "whose" not in data:
        ans = choose(g, f, player, "player", "Look at the top two cards of whose deck?",
                     [("player:0", "P0's deck"), ("player:1", "P1's deck")])
        if ans is None:
            return False
        data["whose"] = int(ans[0].split(":")[1])
    deck = g.s["players"][data["whose"]]["deck"]
    if "kept" not in data and not deck:
        note_nothing_happened(g, f, deck_empty(data['whose']))
        return True
    if "kept" not in data:
        top = deck[-2:][::-1]
        ans = choose(g, f, player, "target", "Put which of them into the discard pile?",
                     [(f"card:{i}", g.name(i)) for i in top], 0, len(top))
        if ans is None:
            return False
        discarded = [g.relocate(card_of_option(key), "discard") for key in ans]
        g.note_seen(effect_rule(f), f"P{player} looks at {top_cards(len(top))} of {whose(player, data['whose'])} deck and puts "
                                    f"{count_or_none(len(ans))} into the discard pile")
        for new in discarded:  # (as every card entering a discard pile: "when a card enters a discard pile")
            g.emit_event("put_in_discard", {"card": new, "owner": data["whose"]})
        data["kept"] = len(top) - len(ans)
    return order_top_cards(g, f, player, deck, min(data["kept"], len(deck)))


answers(ACTIVATION_CHECKS, "look_top_two_discard_any")(can_always)


@template(r"when one of your friends becomes cutie marked, you may pay \{(\d+)\} to score a point\. if you have "
          r"([a-z ]+, [a-z ]+) and ([a-z ]+, [a-z ]+), you may pay \{(\d+)\} to score a point instead\.")
def _t_forever_a_crusader(m, t):
    return _a("trigger", "pay_to_score_for_a_cutie_mark", t, "cutie_marked", pay=int(m.group(1)),
              names=[m.group(2), m.group(3)], pay_with_names=int(m.group(4)))


@runner("pay_to_score_for_a_cutie_mark")
def _r_forever_a_crusader(g, f, ability):
    """With both named cards (full names) face-up in play under this player's control as the
    effect is processed, the cheaper cost is offered."""
    me = f["ctrl"]
    p = ability.params
    cost = p["pay_with_names"] if _has_all(g, me, p["names"]) else p["pay"]
    if g.s["players"][me]["tokens"] < cost:
        return True
    ans = choose_yes_no(g, f, me, f"Pay {cost} to score a point?")
    if ans is None:
        return False
    if ans[0] == "yes":
        g.pay_tokens(me, cost, "707.2a")
        abilities.scored_with(g, f["src"], g.score(me, 1, effect_rule(f), g.lib.spec(f["card"]).name))
    return True


def _has_all(g, player: int, names: list[str]) -> bool:
    cards = g.s["cards"]
    return all(any(cards[i]["ctrl"] == player and nameable(g, i) and g.spec(i).name.casefold() == name
                   for i in g.s["play"]) for name in names)


@triggered_by("cutie_marked", "pay_to_score_for_a_cutie_mark")
def _own_friend_marked(g, iid: int, ability: Ability, data: dict) -> dict | None:
    s = g.s
    marked = data["card"]
    ok = marked in s["cards"] and s["cards"][marked]["ctrl"] == s["cards"][iid]["ctrl"] and g.is_type(marked, "friend")
    return {"it": marked} if ok else None


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "look_top_two_discard_any")
scope(TAKES_FROM_DISCARD_PILES, "all_recover_a_friend")
