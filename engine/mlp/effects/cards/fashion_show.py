"""Texts printed only on cards named Fashion Show: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"at the end of your turn, if a player has a friend with more accessories on it than any other friend, "
          r"that player gains \{(\d+)\}\.")
def _t_fashion_show(m, t):
    return _a("trigger", "best_dressed_gains", t, "turn_end", amount=int(m.group(1)))


def _best_dressed(g) -> int | None:
    """The Friend in play with more Accessories on it than any other Friend (None: none has
    any, or two or more share the most)."""
    counts = {i: sum(1 for a in g.attachments(i) if g.spec(a).has_trait("accessory"))
              for i in g.s["play"] if g.is_type(i, "friend")}
    most = max(counts.values(), default=0)
    leaders = [i for i, n in counts.items() if n == most]
    return leaders[0] if most > 0 and len(leaders) == 1 else None


# ----- what it does ---------------------------------------------------------------------------


@runner("best_dressed_gains")
def _r_fashion_show(g, f, ability):
    """Checked as it resolves (712.2: the "if" is read again then)."""
    friend = _best_dressed(g)
    if friend is not None:
        g.gain_tokens(g.card(friend)["ctrl"], ability.params["amount"], effect_rule(f))
    return True


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("turn_end", "best_dressed_gains")
def _own_turn_ends(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """At the end of its controller's turn, if such a Friend is there then (712.2)."""
    if data["player"] != g.s["cards"][iid]["ctrl"] or _best_dressed(g) is None:
        return None
    return {}
