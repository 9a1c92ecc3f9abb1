"""Texts printed only on cards named Tangled Coiffure: their patterns and what they do.

Its placement rule ("Play on an opponent's Friend.") is a wording of the attaching family
(`engine.mlp.effects.attaching`); what the Resource does to that Friend is here.
"""

from __future__ import annotations

from engine.mlp.effects.abilities import own_host
from engine.mlp.effects.registry import APPLIES, HOST_ONLY_STATICS, answers, scope
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"your opponent can't move this friend\.")
def _t_host_cant_be_moved(m, t):
    """On a Resource played on a Friend, "this Friend" is its host (509.4); "your opponent"
    is the opponent of the Resource's controller (`abilities.barred_from_moving`)."""
    return _a("static", "host_cant_be_moved_by_opponent", t, "cant_be_moved_by")


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


answers(APPLIES, "host_cant_be_moved_by_opponent")(own_host)


scope(HOST_ONLY_STATICS, "host_cant_be_moved_by_opponent")
