"""Power: continuous bonuses and one-shot boosts (the continuous values are worked out by `engine.mlp.values.power`).

Each wording's pattern (registered into `engine.mlp.text.registry`) sits with the
runner that carries it out (registered into `engine.mlp.effects.registry`).
"""

from __future__ import annotations

from engine.mlp.abilities import _alive, _answer_given, _boost_targets, _card_key, choose
from engine.mlp.effects.registry import runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"while at a problem with an? \{(\w+)\} friend, this card has \+(\d+) power\.")
def _t_with_color_friend(m, t):
    return _a("static", "self_power_with_color_friend", t, "power", color=m.group(1), amount=int(m.group(2)))


@template(r"(main phase|immediate): pay \{(\d+)\} to give this card \+(\d+) power until the end of the turn\.")
def _t_pay_pump(m, t):
    return _a("activated", "pump_self", t, timing="main" if m.group(1) == "main phase" else "immediate",
              pay=int(m.group(2)), amount=int(m.group(3)))


# continuous power
@template(r"while involved in a (troublemaker |problem )?faceoff, this card gets \+(\d+) power\.")
def _t_faceoff_power(m, t):
    return _a("static", "self_power_faceoff", t, "power", faceoff_kind=(m.group(1) or "").strip(), amount=int(m.group(2)))


# Events (304)
@template(r"main phase: choose a \{(\w+)\} or \{(\w+)\} character\. that character gets \+(\d+) \{\w+\} and \+(\d+) \{\w+\} until the end of the phase\.")
def _t_dual(m, t):
    return _a("play", "boost_character", t, timing="main", colors=[m.group(1), m.group(2)],
              amount=int(m.group(3)), until="phase", need=[m.group(1), m.group(2)])


@template(r"main phase: choose a character\. that character gets \+(\d+) \{(\w+)\} until the end of the turn\.")
def _t_single(m, t):
    return _a("play", "boost_character", t, timing="main", colors=[m.group(2)], amount=int(m.group(1)),
              until="turn", need=[])


@template(r"troublemakers here have -(\d+) power\.")
def _t_troublemakers_here(m, t):
    return _a("static", "troublemakers_here_power", t, "power", amount=-int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("pump_self")
def _r_pump_self(g, f, ability):
    if _alive(g, f["src"]):
        until = ability.params.get("until", "turn")
        g.add_mod("power", f["src"], ability.params["amount"], until=until, ctrl=f["ctrl"], src=f["src"])
        g.note("708.2", f"{g.name(f['src'])} gets +{ability.params['amount']} power until the end of the {until}")
    return True


@runner("boost_character")
def _r_boost(g, f, ability):
    p = ability.params
    ans = _answer_given(f)
    if ans is None:
        cands = _boost_targets(g, ability)
        ans = choose(g, f, f["ctrl"], "target", "Choose a character", [(f"card:{i}", g.name(i)) for i in cands])
        if ans is None:
            return False
    if ans:
        target = _card_key(ans[0])
        for color in p["colors"]:
            g.add_mod("power", target, p["amount"], color, until=p["until"], ctrl=f["ctrl"], src=f["src"])
        g.note("709", f"{g.name(target)} gets +{p['amount']} " + " and +".join(p["colors"])
               + f" until the end of the {p['until']}")
    return True
