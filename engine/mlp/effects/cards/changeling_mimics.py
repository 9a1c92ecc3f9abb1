"""Texts printed only on cards named Changeling Mimics: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose, effect_rule
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.game import PLAY_TAXES
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template

_CHOICES = ("event", "resource", "troublemaker")


@template(r"at the start of each opponent's turn, you may choose event, resource, or troublemaker\. that opponent "
          r"pays \+\{(\d+)\} to play cards of the chosen type until the start of their next turn\.")
def _t_mimics(m, t):
    return _a("trigger", "tax_a_card_type_until_their_next_turn", t, "turn_start", amount=int(m.group(1)))


@triggered_by("turn_start", "tax_a_card_type_until_their_next_turn")
def _opponents_turn(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {"victim": data["player"]} if data["player"] != g.s["cards"][iid]["ctrl"] else None


@runner("tax_a_card_type_until_their_next_turn")
def _r_mimics(g, f, ability):
    """A modifier on that opponent (`PLAY_TAXES`, read by `values.power.PlayCosts` and
    `troublemaker_play_cost`) lasting until the start of their next turn; Troublemakers
    played face-down are played too (609.2c)."""
    me, victim = f["ctrl"], f["data"]["victim"]
    ans = choose(g, f, me, "mode", f"Make P{victim} pay more to play which type of card?",
                 [("none", f"None: P{victim} pays as usual"), *[(kind, f"{kind.title()}s") for kind in _CHOICES]])
    if ans is None:
        return False
    if ans and ans[0] in _CHOICES:
        amount = ability.params["amount"]
        g.add_mod(PLAY_TAXES[ans[0]], victim, amount, until=f"next_turn:{victim}", ctrl=me, src=f["src"])
        g.note(effect_rule(f), f"P{victim} pays +{amount} to play {ans[0].title()}s until the start of their next turn{g.by_text()}")
    return True
