"""Texts printed only on cards named Scrapbook Project: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, choose_yes_no, effect_rule
from engine.mlp.effects.registry import TAKES_FROM_DISCARD_PILES, runner, scope, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template

# the cards to banish, one of each type, in the printed order
_TYPES = ("friend", "resource", "event", "troublemaker")


@template(r"when you win a problem faceoff, you may banish a friend, resource, event, and troublemaker from your "
          r"discard pile to score a point\.")
def _t_scrapbook(m, t):
    return _a("trigger", "banish_one_of_each_type_to_score", t, "faceoff_won")


@triggered_by("faceoff_won", "banish_one_of_each_type_to_score")
def _won_a_problem_faceoff(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["player"] == g.s["cards"][iid]["ctrl"] and data["kind"] == "problem" else None


def _of_type(g, player: int, kind: str) -> list[int]:
    return [i for i in g.s["players"][player]["discard"] if g.spec(i).type == kind]


@runner("banish_one_of_each_type_to_score")
def _r_scrapbook(g, f, ability):
    """The cost (707.2a): one card of each of the four types from the player's discard pile,
    all of them or none (705.2e: not offered without all four); then a point (104.1)."""
    player, data = f["ctrl"], f["data"]
    if "picked" not in data:
        if not all(_of_type(g, player, kind) for kind in _TYPES):
            return True
        ans = choose_yes_no(g, f, player, "Banish a Friend, Resource, Event and Troublemaker from your discard "
                                          "pile to score a point? (712.3)")
        if ans is None:
            return False
        if ans[0] != "yes":
            return True
        data["picked"] = []
    picked = data["picked"]
    while len(picked) < len(_TYPES):
        kind = _TYPES[len(picked)]
        found = _of_type(g, player, kind)
        ans = choose(g, f, player, "target", f"Banish which {kind.title()} from your discard pile?",
                     [(f"card:{i}", g.name(i)) for i in found])
        if ans is None:
            return False
        if not ans:
            return True  # (none left: the cost can't be paid)
        picked.append(card_of_option(ans[0]))
    for iid in picked:
        if iid in g.s["cards"] and g.card(iid)["zone"] == "discard":
            g.banish(iid, "707.2a")
    g.score(player, 1, effect_rule(f), "Scrapbook Project")
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(TAKES_FROM_DISCARD_PILES, "banish_one_of_each_type_to_score")
