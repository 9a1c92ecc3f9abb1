"""Texts printed only on cards named Funny Glasses: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import color_words, in_play
from engine.mlp.effects.registry import ACTIVATION_CHECKS, Unmet, answers, runner, unless
from engine.mlp.state.library import Ability
from engine.mlp.text.normalize import ELEMENTS
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: exhaust that friend to give your friends \{(\w+)\} until the end of the phase\.")
def _t_host_exhausts_for_color(m, t):
    """"That Friend" is this Resource's host (509.4); exhausting it is the cost (703.1d)."""
    if m.group(1) not in ELEMENTS:
        return None
    return _a("activated", "exhaust_host_give_friends_color", t, timing="main", color=ELEMENTS[m.group(1)])


def _ready_host(g, iid: int) -> int | None:
    host = g.s["cards"][iid]["host"]
    c = g.s["cards"].get(host)
    if c is None or c["zone"] != "play" or c["exhausted"] or c["frightened"] or not g.can_be_exhausted(host):
        return None
    return host


@answers(ACTIVATION_CHECKS, "exhaust_host_give_friends_color")
def _can_exhaust_host(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(_ready_host(g, iid) is not None, lacks=f"{g.name(iid)} is on no ready Friend to exhaust")


@runner("exhaust_host_give_friends_color")
def _r_give_friends_color(g, f, ability):
    """The Friends the player controls as it resolves each get the color (708.2)."""
    host = _ready_host(g, f["src"]) if in_play(g, f["src"]) else None
    if host is None or not g.exhaust(host, "703.1d"):
        return True
    player, color = f["ctrl"], ability.params["color"]
    for iid in [i for i in g.characters(player) if g.is_type(i, "friend") and g.face_up(i)]:
        g.add_mod("power", iid, 0, color, until="phase", ctrl=player, src=f["src"])
    g.note("708.2", f"P{player}'s Friends are also {color_words(color)} until the end of the phase" + g.by_text())
    return True
