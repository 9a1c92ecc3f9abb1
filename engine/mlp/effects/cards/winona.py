"""Texts printed only on cards named Winona: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    effect_rule,
    in_play,
    is_problem_area,
)
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    APPLIES,
    SELF_ONLY_STATICS,
    Unmet,
    answers,
    runner,
    scope,
    unless,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"main phase: exhaust this card to look at a face-down troublemaker at its problem\.")
def _t_winona(m, t):
    return _a("activated", "peek_troublemaker", t, timing="main", exhaust_self=True)


@template(r"while this card has (\d+) or more power, it can't be retired or dismissed except to home limit\.")
def _t_strong_stays(m, t):
    """Retiring for the home limit (616.3) is the one way out left: it can't be dismissed at
    all (`MlpGame.can_be_dismissed`) and can't be retired otherwise (`MlpGame.can_be_retired`,
    which lets 616.3 through), as a cost or as an effect."""
    least = int(m.group(1))
    return [_a("static", "self_stays_with_power", t, "cant_dismiss", least=least),
            _a("static", "self_stays_with_power", t, "cant_retire", least=least)]


@answers(APPLIES, "self_stays_with_power")
def _self_stays_with_power(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    return src == target and (power.power(g, src) or 0) >= ability.params["least"]


scope(SELF_ONLY_STATICS, "self_stays_with_power")


# ----- what it does ---------------------------------------------------------------------------


@runner("peek_troublemaker")
def _r_peek(g, f, ability):
    area = g.card(f["src"])["area"] if in_play(g, f["src"]) else None
    cands = [i for i in g.at(area) if g.card(i)["face_down"] and g.is_type(i, "troublemaker")] if area else []
    ans = choose(g, f, f["ctrl"], "target", "Look at a face-down Troublemaker there",
                 [(f"card:{i}", g.name(i)) for i in cands])
    if ans is None:
        return False
    if ans:
        iid = card_of_option(ans[0])
        g.note_seen(effect_rule(f), f"P{f['ctrl']} looks at {g.name(iid)}")  # (its face stays hidden, as in every log line)
    return True


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


@answers(ACTIVATION_CHECKS, "peek_troublemaker")
def _can_peek_troublemaker(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    c = g.s["cards"][iid]
    return (unless(is_problem_area(g, c["area"]), "look", lacks=f"{g.name(iid)} is not at a Problem")
            and unless(any(g.s["cards"][i]["face_down"] and g.is_type(i, "troublemaker") for i in g.at(c["area"])),
                       "look", lacks="no face-down Troublemaker is there"))
