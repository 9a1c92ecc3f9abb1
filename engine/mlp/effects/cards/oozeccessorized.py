"""Texts printed only on cards named Oozeccessorized: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import in_play
from engine.mlp.effects.costs import pay_or
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"play on an opposing friend\.")
def _t_on_opposing_friend(m, t):
    """Only on a Friend an opponent controls, as "Play on an opponent's Friend" (`abilities.host_ok`)."""
    return _a("rule", "attach", t, attach="opponent_friend")


@template(r"at the start of each of that friend's controller's turns, that player must pay \{(\d+)\} or banish that "
          r"friend\.")
def _t_oozeccessorized(m, t):
    return _a("trigger", "host_controller_pays_or_banishes", t, "turn_start", amount=int(m.group(1)))


@runner("host_controller_pays_or_banishes")
def _r_oozeccessorized(g, f, ability):
    """The host's controller as the trigger resolves chooses (`costs.pay_or`)."""
    c = g.s["cards"].get(f["src"])
    host = c["host"] if c is not None and c["zone"] == "play" else None
    if not host or not in_play(g, host):
        return True
    return pay_or(g, f, g.s["cards"][host]["ctrl"], host, ability.params["amount"], "banish")


@triggered_by("turn_start", "host_controller_pays_or_banishes")
def _host_controllers_turn(g, iid: int, ability: Ability, data: dict) -> dict | None:
    host = g.s["cards"][iid]["host"]
    return {} if host and host in g.s["cards"] and g.s["cards"][host]["ctrl"] == data["player"] else None
