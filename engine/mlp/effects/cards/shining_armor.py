"""Texts printed only on cards named Shining Armor: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.effects.steps import add_counters
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when this or another one of your friends becomes unfrightened, you may put a \+1 power counter on one of "
          r"your friends\.")
def _t_team_trainer(m, t):
    return _a("trigger", "counter_on_unfrightened", t, "unfrightened")


@runner("counter_on_unfrightened")
def _r_team_trainer(g, f, ability):
    player = f["ctrl"]
    friends = [i for i in g.characters(player) if g.is_type(i, "friend")]
    ans = choose(g, f, player, "target", "Put a +1 power counter on one of your Friends?",
                 [("none", "Don't"), *[(f"card:{i}", g.name(i)) for i in friends]])
    if ans is None:
        return False
    if ans and ans[0] != "none":
        add_counters(g, card_of_option(ans[0]), "power", 1, "704", player)
    return True


@triggered_by("unfrightened", "counter_on_unfrightened")
def _friend_unfrightened(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """This card or another Friend its controller controls becomes unfrightened (504.3)."""
    card = data["card"]
    if data["ctrl"] != g.s["cards"][iid]["ctrl"] or card not in g.s["cards"] or not g.is_type(card, "friend"):
        return None
    return {}
