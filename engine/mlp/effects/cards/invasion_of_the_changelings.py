"""Texts printed only on cards named Invasion of the Changelings: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.control import enter_play_where_chosen
from engine.mlp.effects.registry import TAKES_FROM_DISCARD_PILES, runner, scope, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when you confront this problem, you may put a friend from an opponent's discard pile into play under "
          r"your control\.")
def _t_invasion(m, t):
    return _a("trigger", "take_friend_from_opponents_discard", t, "confront")


# ----- what it does ---------------------------------------------------------------------------


@runner("take_friend_from_opponents_discard")
def _r_invasion(g, f, ability):
    """The Friend enters play where this player chooses (their home or a Problem, 706.1), its
    owner unchanged and this player controlling it (513.2) for as long as it stays in play."""
    me = f["ctrl"]
    data = f["data"]
    if "card" not in data:
        pile = [i for i in g.s["players"][1 - me]["discard"] if g.spec(i).type == "friend"]
        ans = choose(g, f, me, "target", f"Put which Friend from P{1 - me}'s discard pile into play? (you may "
                                         "choose none)", [(f"card:{i}", g.name(i)) for i in pile], 0, 1)
        if ans is None:
            return False
        if not ans:
            return True
        data["card"] = card_of_option(ans[0])
    card = data["card"]
    if card not in g.s["cards"] or g.s["cards"][card]["zone"] != "discard":
        return True
    return enter_play_where_chosen(g, f, card, me)


@triggered_by("confront", "take_friend_from_opponents_discard")
def _you_confront_this_problem(g, iid: int, ability: Ability, data: dict) -> dict | None:
    c = g.s["cards"][iid]
    return {} if data["player"] == c["ctrl"] and data["area"] == c["area"] else None


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(TAKES_FROM_DISCARD_PILES, "take_friend_from_opponents_discard")
