"""Texts printed only on cards named Heavy Lifting: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values.power import CONTRIBUTOR_LIMIT


# `values.power` lets only that many of a player's characters here give their power to a
# confront (611.3): the ones the player would pick (`power._best_allowed`); the others still
# have their power (for faceoffs, for other texts)
@template(r"no more than (\d+) of each players?'? characters can contribute their power to confronting this "
          r"problem\.")
def _t_contributor_limit(m, t):
    return _a("static", "confront_contributor_limit", t, CONTRIBUTOR_LIMIT, most=int(m.group(1)))
