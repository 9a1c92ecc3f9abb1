"""Texts printed only on cards named Hard Hat: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import own_host
from engine.mlp.effects.registry import APPLIES, HOST_ONLY_STATICS, answers, scope
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"this friend has (\w+)\.")
def _t_grant(m, t):
    return _a("static", "host_keyword", t, "grant_keyword", keyword=m.group(1).capitalize())


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


answers(APPLIES, "host_keyword")(own_host)


scope(HOST_ONLY_STATICS, "host_keyword")
