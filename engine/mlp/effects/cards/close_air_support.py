"""Texts printed only on cards named Close Air Support: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule, tokens_enter_together
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
    """Each token enters play where its controller chooses (521.1), all together once every
    place is chosen (`abilities.tokens_enter_together`); the ones made are banished by a
    delayed effect as the turn ends (615.1)."""
    me = f["ctrl"]
    data = f["data"]
    n = ability.params["n"]
    made = tokens_enter_together(g, f, data, me, [ability.params["token"]] * n)
    if made is None:
        return False
    at_end_of_turn(g, me, f["src"], _BANISH_THEM, {"tokens": made})
    return True


@runner(_BANISH_THEM)
def _r_banish_them(g, f, _):
    """The tokens still in play are banished (521.3: a token leaving play ceases to exist),
    by one instruction: one occurrence (710.1)."""
    act_together(g, "banish", list(f["data"]["tokens"]), effect_rule(f))
    return True


answers(PLAY_CHECKS, "tokens_banished_at_turn_end")(can_always)
