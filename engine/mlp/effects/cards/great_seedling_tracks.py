"""Texts printed only on cards named Great Seedling Tracks: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule, in_play
from engine.mlp.effects.registry import PLAY_CHECKS, Unmet, answers, runner, unless
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"immediate: add an opposing exhausted character's power to one of your characters until the end of "
          r"the turn\.")
def _t_borrow_power(m, t):
    return _a("play", "add_exhausted_opponents_power", t, timing="immediate")


# ----- what it does ---------------------------------------------------------------------------


def _exhausted_opposing(g, player: int) -> list[int]:
    return [i for i in g.characters(1 - player) if g.card(i)["exhausted"] and g.face_up(i)]


@runner("add_exhausted_opponents_power")
def _r_borrow_power(g, f, ability):
    """The opposing exhausted character is chosen first, then one of yours; its power as the
    Event resolves is added to yours until the end of the turn (a fixed number then)."""
    player = f["ctrl"]
    data = f["data"]
    if "from" not in data:
        ans = choose(g, f, player, "target", "Choose an opposing exhausted character",
                     [(f"card:{i}", g.name(i)) for i in _exhausted_opposing(g, player)])
        if ans is None:
            return False
        data["from"] = card_of_option(ans[0]) if ans else None
    ans = choose(g, f, player, "target", "Choose one of your characters to get that power",
                 [(f"card:{i}", g.name(i)) for i in g.characters(player)])
    if ans is None:
        return False
    source = data["from"]
    if not ans or source is None or not in_play(g, source):
        return True
    mine = card_of_option(ans[0])
    amount = power.power(g, source) or 0
    g.add_mod("power", mine, amount, until="turn", ctrl=player, src=f["src"])
    g.note(effect_rule(f), f"{g.name(mine)} gets +{amount} power until the end of the turn ({g.name(source)}'s power)"
                           + g.by_text())
    return True


@answers(PLAY_CHECKS, "add_exhausted_opponents_power")
def _can_borrow(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return (unless(bool(_exhausted_opposing(g, player)), "add", lacks="no opposing character is exhausted")
            and unless(bool(g.characters(player)), "add", lacks=f"P{player} has no character"))
