"""Texts printed only on cards named Blue Flu: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule, in_play, is_involved
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"at the start of a problem faceoff involving the attached friend, put this card and that friend "
          r"into their owners' hands\.")
def _t_blue_flu(m, t):
    return _a("trigger", "host_and_self_to_hands_at_problem_faceoff", t, "faceoff_start")


# ----- what it does ---------------------------------------------------------------------------


@runner("host_and_self_to_hands_at_problem_faceoff")
def _r_blue_flu(g, f, ability):
    """This card first (were its Friend to leave first, it would be dismissed with no host,
    511.2), then the Friend it is on, each to its owner's hand."""
    src = f["src"]
    if not in_play(g, src):
        return True
    host = g.card(src)["host"]
    g.to_hand(src, effect_rule(f))
    if host is not None and in_play(g, host):
        g.to_hand(host, effect_rule(f))
    return True


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("faceoff_start", "host_and_self_to_hands_at_problem_faceoff")
def _problem_faceoff_with_host(g, iid: int, ability: Ability, data: dict) -> dict | None:
    host = g.s["cards"][iid]["host"]
    ok = data["kind"] == "problem" and host is not None and in_play(g, host) and is_involved(g, host)
    return {} if ok else None
