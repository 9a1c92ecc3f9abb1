"""Texts printed only on cards named Royal Spyglass: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.at_random import pick_at_random
from engine.mlp.effects.instruction_words import with_its_cost
from engine.mlp.effects.registry import ACTIVATION_CHECKS, ACTIVATION_REFUSALS, answers, runner
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: exhaust this card to have an opponent reveal a random card from their hand\.")
def _t_spyglass(m, t):
    return _a("activated", "opponent_reveals_random_hand_card", t, timing="main", exhaust_self=True)


# ----- what it does ---------------------------------------------------------------------------


@runner("opponent_reveals_random_hand_card")
def _r_spyglass(g, f, ability):
    """The opponent (the only one, 101.4) shows a card picked at random by the game's seeded
    draw from their hand; it stays in their hand. Revealing is written into the log, which
    both players read."""
    opponent = 1 - f["ctrl"]
    hand = g.s["players"][opponent]["hand"]
    if not hand:  # (emptied since it was activated)
        g.note("705.2e", f"P{opponent} has no card in hand to reveal{g.by_text()}")
        return True
    shown = pick_at_random(g, f, hand, "705.2e", hand_of=opponent, what=f"the card P{opponent} reveals")
    if shown is None:
        return False
    g.note_seen("705.2e", f"P{opponent} reveals {g.name(shown)} at random from their hand")
    return True


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


@answers(ACTIVATION_CHECKS, "opponent_reveals_random_hand_card")
def _opponent_holds_a_card(g, player: int, iid: int, ability: Ability) -> bool:
    """An empty hand has no card to reveal: the instruction can't be followed, so the
    ability is not offered (705.2, 705.2e), as "look at a player's hand" offers no empty one."""
    return bool(g.s["players"][1 - player]["hand"])


@answers(ACTIVATION_REFUSALS, "opponent_reveals_random_hand_card")
def _opponent_holds_no_card(g, player: int, iid: int, ability: Ability) -> tuple[str, str] | None:
    """The judge's "why not?": the opponent's hand is empty."""
    if g.s["players"][1 - player]["hand"]:
        return None
    # (quoted with the cost it pays, as every instruction a "why not?" quotes: `with_its_cost`)
    said = with_its_cost(ability.text, "have an opponent reveal a random card from their hand")
    return "705.2e", f"its instruction “{said}” can't be followed now: P{1 - player} has no card in hand"
