"""Texts printed only on cards named Out of Action: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule, in_play, own_host
from engine.mlp.effects.registry import APPLIES, HOST_ONLY_STATICS, answers, runner, scope
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"exhaust that friend\. that friend does not ready during the ready phase\.")
def _t_out_of_action(m, t):
    """A Resource's text with no trigger word: its first instruction is carried out as the
    Resource is played onto the Friend (when it becomes that Friend's attachment), the
    second is a continuous ability for as long as it stays attached (the Ready Phase's
    readying skips the host: `procedures.flow`)."""
    return [_a("trigger", "exhaust_host_when_played", t, "played"),
            _a("static", "host_doesnt_ready", t, "doesnt_ready")]


@runner("exhaust_host_when_played")
def _r_exhaust_host(g, f, ability):
    host = g.s["cards"][f["src"]]["host"] if f["src"] in g.s["cards"] else None
    if host and in_play(g, host):
        g.exhaust(host, effect_rule(f))
    return True


answers(APPLIES, "host_doesnt_ready")(own_host)
scope(HOST_ONLY_STATICS, "host_doesnt_ready")
