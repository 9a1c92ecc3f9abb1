"""Texts printed only on cards named Timber!: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, deciding_order, effect_rule
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
    """The player who decides first by 801.1 chooses first (`abilities.deciding_order`), then
    the other player; once both have chosen, the chosen characters get the power until the
    faceoff ends."""
    if g.s["faceoff"] is None:
        return True
    data = f["data"]
    chosen = data.setdefault("chosen", [])
    order = deciding_order(g, data)
    while data.get("asked", 0) < 2:
        player = order[data.get("asked", 0)]
        mine = [i for i in faceoff.involved(g, player) if g.is_character(i)]
        ans = choose(g, f, player, "target", "Choose a character involved in the faceoff (+"
                     f"{ability.params['amount']} power)", [(f"card:{i}", g.name(i)) for i in mine])
        if ans is None:
            return False
        if ans:
            chosen.append(card_of_option(ans[0]))
        data["asked"] = data.get("asked", 0) + 1
    for iid in chosen:
        if iid in g.s["cards"]:
            g.add_mod("power", iid, ability.params["amount"], until="faceoff", ctrl=f["ctrl"], src=f["src"])
            g.note(effect_rule(f), f"{g.name(iid)} gets +{ability.params['amount']} power until the end of the faceoff"
                                   + g.by_text())
    return True


triggered_by("faceoff_start", "each_player_pumps_one_involved")(problem_faceoff_here)
