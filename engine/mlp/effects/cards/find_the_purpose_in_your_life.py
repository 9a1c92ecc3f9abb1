"""Texts printed only on cards named Find the Purpose in Your Life: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, in_play
from engine.mlp.effects.registry import PLAY_CHECKS, Unmet, answers, runner, unless
from engine.mlp.effects.verbs import exhaust_and_hold, exhaustible_opposing
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template

_MODES = ("Unfrighten up to two of your Friends",
          "Exhaust an opposing character; it does not ready during its controller's next ready step",
          "Flip an additional card during faceoffs until the end of the turn")


@template(r"main phase: choose one: unfrighten up to two of your friends, exhaust an opposing character and it does "
          r"not ready during its controller's next ready step, or flip an additional card during faceoffs until the "
          r"end of the turn\.")
def _t_find_the_purpose(m, t):
    return _a("play", "purpose_modes", t, timing="main")


def _frightened_own(g, player: int) -> list[int]:
    return [i for i in g.characters(player) if g.card(i)["frightened"] and g.is_type(i, "friend")]


def _modes(g, player: int) -> list[int]:
    """The modes that can be carried out now (705.2): a Friend to unfrighten, an opposing
    character to exhaust; flipping more during faceoffs always can."""
    return [k for k, possible in enumerate((bool(_frightened_own(g, player)),
                                            bool(exhaustible_opposing(g, player)), True)) if possible]


@runner("purpose_modes")
def _r_find_the_purpose(g, f, ability):
    player = f["ctrl"]
    data = f["data"]
    if "mode" not in data:
        ans = choose(g, f, player, "mode", "Choose one", [(f"mode:{k}", _MODES[k]) for k in _modes(g, player)])
        if ans is None:
            return False
        if not ans:
            return True
        data["mode"] = int(ans[0].split(":")[1])
        g.note("705.2e", f"P{player} chooses: {_MODES[data['mode']]}{g.by_text()}")
    mode = data["mode"]
    if mode == 0:
        cands = _frightened_own(g, player)
        ans = choose(g, f, player, "target", "Unfrighten up to two of your Friends",
                     [(f"card:{i}", g.name(i)) for i in cands], 0, min(2, len(cands)))
        if ans is None:
            return False
        g.unfrighten_together([card_of_option(key) for key in ans if in_play(g, card_of_option(key))], "705.2e")
    elif mode == 1:
        ans = choose(g, f, player, "target", "Exhaust which opposing character?",
                     [(f"card:{i}", g.name(i)) for i in exhaustible_opposing(g, player)])
        if ans is None:
            return False
        if ans:
            exhaust_and_hold(g, card_of_option(ans[0]))
    else:
        # 514.3a: a modifier on the player, read by `faceoffs.extra_flips`
        g.add_mod("flips", player, 1, until="turn", ctrl=player, src=f["src"])
        g.note("708.2", f"P{player} flips an additional card during faceoffs until the end of the turn" + g.by_text())
    return True


@answers(PLAY_CHECKS, "purpose_modes")
def _can_play(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(bool(_modes(g, player)), "choose", lacks="none of its modes can be followed now")
