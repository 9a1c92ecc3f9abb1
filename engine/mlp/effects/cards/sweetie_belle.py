"""Texts printed only on cards named Sweetie Belle: their patterns and what they do."""


from __future__ import annotations

import re

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    PART_TRIGGER_MATCHERS,
    answers,
    can_always,
    runner,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import head_reader, template


@head_reader
def _won_with_named(text: str):
    """"When you win a faceoff involving this card and Rarity" (CN199): both on the winning
    side (Rarity: any face-up card of that name, 201)."""
    m = re.fullmatch(r"when you win a faceoff involving this card and ([a-z][a-z .'-]+)", text)
    if m is None:
        return None
    return "faceoff_won", "self", {"match": "won_with_named", "title": m.group(1)}


@answers(PART_TRIGGER_MATCHERS, "won_with_named")
def _won_with_named_card(g, iid: int, ability: Ability, data: dict) -> dict | None:
    if data["player"] != g.s["cards"][iid]["ctrl"] or iid not in data["cards"]:
        return None
    name = ability.params["title"]
    named = any(i != iid and g.face_up(i) and g.spec(i).title.casefold() == name for i in data["cards"])
    return {} if named else None


@template(r"main phase: exhaust this card and pay \{(\d+)\} to sing a song and have all players put a friend from "
          r"their discard piles into their hands\.")
def _t_sing_a_song(m, t):
    return _a("activated", "all_recover_a_friend", t, timing="main", exhaust_self=True, pay=int(m.group(1)))


@runner("all_recover_a_friend")
def _r_all_recover_a_friend(g, f, ability):
    """Each player, this card's controller first (101.4), chooses a Friend in their own
    discard pile and puts it into their hand; a player with none puts nothing."""
    data = f["data"]
    order = [f["ctrl"], 1 - f["ctrl"]]
    data.setdefault("next", 0)
    while data["next"] < len(order):
        p = order[data["next"]]
        friends = [i for i in g.s["players"][p]["discard"] if g.spec(i).type == "friend"]
        ans = choose(g, f, p, "target", "Put a Friend from your discard pile into your hand",
                     [(f"card:{i}", g.name(i)) for i in friends])
        if ans is None:
            return False
        if ans:
            g.to_hand(card_of_option(ans[0]), "705.2e")
        data["next"] += 1
    return True


answers(ACTIVATION_CHECKS, "all_recover_a_friend")(can_always)
