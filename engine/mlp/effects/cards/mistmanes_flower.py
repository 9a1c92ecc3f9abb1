"""Texts printed only on cards named Mistmane's Flower: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: exhaust this card and pay \{(\d+)\} to exchange control of this card and an opposing "
          r"resource\. if you do, this card does not ready during its controller's next ready phase\.")
def _t_mistmane(m, t):
    return _a("activated", "exchange_self_for_resource", t, timing="main", exhaust_self=True, pay=int(m.group(1)))
