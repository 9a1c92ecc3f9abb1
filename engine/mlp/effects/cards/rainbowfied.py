"""Texts printed only on cards named Rainbowfied: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose_color, color_words, in_play
from engine.mlp.effects.registry import ACTIVATION_CHECKS, Unmet, answers, runner, unless
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: exhaust that friend to choose a color\. that friend has that color until the end of the "
          r"phase\.")
def _t_rainbowfied(m, t):
    return _a("activated", "exhaust_host_to_give_it_a_color", t, timing="main")


def _host(g, src: int) -> int | None:
    host = g.s["cards"][src]["host"]
    return host if host and in_play(g, host) else None


# ----- what it does ---------------------------------------------------------------------------


@runner("exhaust_host_to_give_it_a_color")
def _r_rainbowfied(g, f, ability):
    """The host is exhausted as the cost (703.1d), then its controller chooses a color the
    host has in addition to its own (the "is also" kind of color modifier, 711.3) until
    the phase ends."""
    data = f["data"]
    if "host" not in data:
        host = _host(g, f["src"])
        if host is None:
            return True
        g.exhaust(host, "703.1d")
        data["host"] = host
    host = data["host"]
    color = choose_color(g, f, f["ctrl"])
    if color is None:
        return False
    if in_play(g, host):
        g.add_mod("power", host, 0, color, until="phase", ctrl=f["ctrl"], src=f["src"])
        g.note("711.3", f"{g.name(host)} has {color_words(color)} until the end of the phase{g.by_text()}")
    return True


@answers(ACTIVATION_CHECKS, "exhaust_host_to_give_it_a_color")
def _can_activate(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """The cost: a ready host to exhaust."""
    host = _host(g, iid)
    return unless(host is not None and not g.s["cards"][host]["exhausted"],
                  lacks=f"{g.name(iid)} is on no ready Friend to exhaust")
