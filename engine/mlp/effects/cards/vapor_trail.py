"""Texts printed only on cards named Vapor Trail: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, in_play, is_involved
from engine.mlp.effects.faceoffs import join
from engine.mlp.effects.registry import step
from engine.mlp.effects.steps import acting_player, targets
from engine.mlp.text.parts import target
from engine.mlp.text.registry import effect


# "When this card becomes involved in a faceoff, one of your characters at home becomes involved
# in the faceoff." (the trigger head is `faceoffs`')
@effect(r"(one of your [a-z ]+) becomes involved in the faceoff")
def _e_chosen_joins_faceoff(m):
    found = target(m.group(1))
    if found is None or found.get("self"):
        return None
    return {"do": "chosen_joins_faceoff", "target": found}


@step("chosen_joins_faceoff")
def _d_chosen_joins_faceoff(g, f, step_, e, rule):
    """One card that fits, chosen as it resolves among those not involved yet (705.2e), is
    flagged into the running faceoff (514.2d.i); nothing outside a faceoff."""
    if g.s["faceoff"] is None:
        return True
    cands = [i for i in targets(g, f, step_) if not is_involved(g, i)]
    ans = choose(g, f, acting_player(f), "target", "Which card becomes involved in the faceoff?",
                 [(f"card:{i}", g.name(i)) for i in cands])
    if ans is None:
        return False
    if ans and g.s["faceoff"] is not None and in_play(g, card_of_option(ans[0])):
        join(g, card_of_option(ans[0]), "514.2d.i")
    return True
