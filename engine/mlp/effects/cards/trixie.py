"""Texts printed only on cards named Trixie: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose, in_play
from engine.mlp.effects.registry import runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when this card enters play, you may reveal any number of events from your hand\. until the end of the "
          r"turn, this card has \+(\d+) power for each event revealed this way\.")
def _t_showoff(m, t):
    return _a("trigger", "reveal_events_for_power", t, "enter_play", amount=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("reveal_events_for_power")
def _r_showoff(g, f, ability):
    """The player picks any number of Events in their hand (none is a choice); they are
    shown and stay in hand, and the count fixes the power this card gets until the end of
    the turn (a one-time count, 708.2)."""
    src = f["src"]
    if not in_play(g, src):
        return True
    player = f["ctrl"]
    events = [i for i in g.s["players"][player]["hand"] if g.spec(i).type == "event"]
    ans = choose(g, f, player, "target", "Reveal any number of Events from your hand",
                 [(f"card:{i}", g.name(i)) for i in events], 0, len(events))
    if ans is None:
        return False
    if not ans:
        return True
    g.note("704", f"P{player} reveals " + ", ".join(g.name(int(k.split(':')[1])) for k in ans))
    amount = ability.params["amount"] * len(ans)
    g.add_mod("power", src, amount, until="turn", ctrl=player, src=src)
    g.note("709", f"{g.name(src)} gets +{amount} power until the end of the turn")
    return True
