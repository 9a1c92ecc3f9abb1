"""Texts printed only on cards named Vittles Stand: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule, in_play
from engine.mlp.effects.registry import ACTIVATION_CHECKS, Unmet, answers, runner, unless
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"main phase: exhaust this card and one of your characters to add that character's power to another "
          r"character's power until the end of the turn\.")
def _t_vittles(m, t):
    """Exhausting this card is paid as it is activated (703.1d); the character exhausted
    with it is chosen first thing as it resolves, then the one that gets the power."""
    return _a("activated", "exhaust_character_to_add_its_power", t, timing="main", exhaust_self=True)


def _ready_characters(g, player: int) -> list[int]:
    cards = g.s["cards"]
    return [i for i in g.characters(player) if not cards[i]["exhausted"] and not cards[i]["frightened"]
            and g.face_up(i) and g.can_be_exhausted(i)]


@answers(ACTIVATION_CHECKS, "exhaust_character_to_add_its_power")
def _can_use(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    everyone = [*g.characters(0), *g.characters(1)]
    return (unless(bool(_ready_characters(g, player)), lacks=f"P{player} has no ready character to exhaust for its cost")
            and unless(len(everyone) >= 2, "add", lacks="there is no other character to add the power to"))


@runner("exhaust_character_to_add_its_power")
def _r_vittles(g, f, ability):
    player, data = f["ctrl"], f["data"]
    if "given" not in data:
        ans = choose(g, f, player, "cost", "Exhaust one of your characters (the cost)",
                     [(f"card:{i}", g.name(i)) for i in _ready_characters(g, player)])
        if ans is None:
            return False
        if not ans:
            return True
        given = card_of_option(ans[0])
        data["amount"] = power.power(g, given) or 0
        g.exhaust(given, "703.1d")
        data["given"] = given
    others = [i for i in [*g.characters(0), *g.characters(1)] if i != data["given"] and g.face_up(i)]
    ans = choose(g, f, player, "target", f"Give +{data['amount']} power to which other character?",
                 [(f"card:{i}", g.name(i)) for i in others])
    if ans is None:
        return False
    if ans:
        target = card_of_option(ans[0])
        if in_play(g, target):
            g.add_mod("power", target, data["amount"], until="turn", ctrl=player, src=f["src"])
            g.note(effect_rule(f), f"{g.name(target)} gets +{data['amount']} power until the end of the turn"
                                   + g.by_text())
    return True
