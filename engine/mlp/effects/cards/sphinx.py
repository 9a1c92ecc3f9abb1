"""Texts printed only on cards named Sphinx: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule, in_play
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.effects.steps import unblock_troublemaker
from engine.mlp.effects.troublemakers import make_unchallengeable_this_turn
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power

# the card types a card in a hand can have (a Problem or a Mane Character is never in a hand)
_TYPES = ("friend", "resource", "event", "troublemaker")


@template(r"at the start of each opponent's turn, choose a card from your hand\. that opponent guesses its card type, "
          r"and you reveal the chosen card\. if that opponent guessed correctly, this card does not prevent them from "
          r"confronting its problem this turn and can't be challenged until the end of the turn\. otherwise, this "
          r"card's power is doubled until the end of the turn\.")
def _t_grinning_riddler(m, t):
    return _a("trigger", "riddle_card_type", t, "turn_start")


@triggered_by("turn_start", "riddle_card_type")
def _opponents_turn_starts(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {"victim": data["player"]} if data["player"] != g.s["cards"][iid]["ctrl"] else None


@runner("riddle_card_type")
def _r_grinning_riddler(g, f, ability):
    """The controller chooses a card from their hand (none: nothing is revealed, nothing more
    happens), that opponent names a card type, the card is revealed; a right guess frees
    that opponent from this Troublemaker for confronting this turn (611.3e) and keeps it
    from being challenged this turn, a wrong one doubles its power until the end of the
    turn (+X, X its power then: 709)."""
    src, player, data = f["src"], f["ctrl"], f["data"]
    victim = data["victim"]
    if "chosen" not in data:
        hand = g.s["players"][player]["hand"]
        if not in_play(g, src) or not hand:
            return True
        ans = choose(g, f, player, "target", "Choose a card from your hand for the riddle",
                     [(f"card:{i}", g.name(i)) for i in hand])
        if ans is None:
            return False
        data["chosen"] = card_of_option(ans[0])
    ans = choose(g, f, victim, "guess", "Guess the chosen card's type",
                 [(kind, kind.capitalize()) for kind in _TYPES])
    if ans is None:
        return False
    chosen = data["chosen"]
    kind = g.spec(chosen).type
    g.note_seen(effect_rule(f), f"P{victim} guesses {ans[0].capitalize()}; P{player} reveals {g.name(chosen)}")
    if not in_play(g, src):
        return True
    if ans[0] == kind:
        unblock_troublemaker(g, victim, src, effect_rule(f))
        make_unchallengeable_this_turn(g, src, effect_rule(f), src)
    else:
        amount = power.power(g, src) or 0  # below 0 too (105.2)
        g.add_mod("power", src, amount, until="turn", ctrl=player, src=src)
        g.note(effect_rule(f), f"{g.name(src)}'s power is doubled until the end of the turn ({amount:+d}){g.by_text()}")
    return True
