"""Texts printed only on cards named Timber!: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, each_decides, effect_rule
from engine.mlp.effects.hooks import faceoff
from engine.mlp.effects.problems import problem_faceoff_here
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"at the start of a problem faceoff here, each player chooses a character involved in the faceoff\. "
          r"those characters have \+(\d+) power until the end of the faceoff\.")
def _t_timber(m, t):
    return _a("trigger", "each_player_pumps_one_involved", t, "faceoff_start", amount=int(m.group(1)))


@runner("each_player_pumps_one_involved")
def _r_timber(g, f, ability):
    """Each player chooses one of their characters involved: simultaneous decisions (801.1,
    `abilities.each_decides`); once both have chosen, the chosen characters get the power
    until the faceoff ends."""
    if g.s["faceoff"] is None:
        return True
    amount = ability.params["amount"]
    chosen = each_decides(g, f, lambda player: _involved_chosen(g, f, player, amount))
    if chosen is None:
        return False
    for iid in chosen.values():
        if iid in g.s["cards"]:
            g.add_mod("power", iid, amount, until="faceoff", ctrl=f["ctrl"], src=f["src"])
            g.note(effect_rule(f), f"{g.name(iid)} gets +{amount} power until the end of the faceoff" + g.by_text())
    return True


def _involved_chosen(g, f: dict, player: int, amount: int) -> int | None:
    """The character of `player`'s involved in the faceoff they choose, 0 when they have
    none, None after asking."""
    mine = [i for i in faceoff.involved(g, player) if g.is_character(i)]
    ans = choose(g, f, player, "target", f"Choose a character involved in the faceoff (+{amount} power)",
                 [(f"card:{i}", g.name(i)) for i in mine])
    if ans is None:
        return None
    return card_of_option(ans[0]) if ans else 0


triggered_by("faceoff_start", "each_player_pumps_one_involved")(problem_faceoff_here)
