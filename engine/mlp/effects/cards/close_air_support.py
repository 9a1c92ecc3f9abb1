"""Texts printed only on cards named Close Air Support: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose, effect_rule
from engine.mlp.effects.delayed import at_end_of_turn
from engine.mlp.effects.registry import PLAY_CHECKS, answers, can_always, runner
from engine.mlp.effects.verbs import act_together
from engine.mlp.state.library import token_id
from engine.mlp.text.normalize import ELEMENTS
from engine.mlp.text.parts import number
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template

_BANISH_THEM = "Close Air Support: banish the tokens"


@template(r"main phase: put (\d+|seven) (\d+) \{(\w+)\} ([a-z ]+) friend tokens with (\w+) into play\. at the end of "
          r"the turn, banish them\.")
def _t_close_air_support(m, t):
    return _a("play", "tokens_banished_at_turn_end", t, timing="main", n=number(m.group(1)),
              token=token_id(int(m.group(2)), ELEMENTS[m.group(3)], m.group(4).title(), m.group(5).title()))


# ----- what it does ---------------------------------------------------------------------------


@runner("tokens_banished_at_turn_end")
def _r_close_air_support(g, f, ability):
    """Each token enters play where its controller chooses (521.1); the ones made are
    banished by a delayed effect as the turn ends (615.1)."""
    me = f["ctrl"]
    data = f["data"]
    made = data.setdefault("made", [])
    label = g.lib.spec(ability.params["token"]).name
    while len(made) < ability.params["n"]:
        areas = [f"home:{me}", *g.problems()]
        ans = choose(g, f, me, "area", f"Where does the {label} token enter play? ({len(made) + 1} of "
                                       f"{ability.params['n']})", [(a, f"at {a}") for a in areas])
        if ans is None:
            return False
        made.append(g.put_token(ability.params["token"], me, ans[0], "521.1"))
    at_end_of_turn(g, me, f["src"], _BANISH_THEM, {"tokens": made})
    return True


@runner(_BANISH_THEM)
def _r_banish_them(g, f, _):
    """The tokens still in play are banished (521.3: a token leaving play ceases to exist),
    by one instruction: one occurrence (710.1)."""
    act_together(g, "banish", list(f["data"]["tokens"]), effect_rule(f))
    return True


answers(PLAY_CHECKS, "tokens_banished_at_turn_end")(can_always)
