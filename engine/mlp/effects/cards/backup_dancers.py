"""Texts printed only on cards named Backup Dancers: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.registry import step
from engine.mlp.effects.steps import acting_player
from engine.mlp.text.parts import steps
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when this card enters play, (put .+? tokens? into play), then exhaust an opposing character for each of "
          r"your characters\.")
def _t_backup_dancers(m, t):
    """The tokens first (they are characters of yours when the exhausting is counted)."""
    found = steps(m.group(1) + ".")
    if found is None:
        return None
    return _a("trigger", "effect", t, "enter_play", when="self",
              steps=[*found, {"do": "exhaust_per_own_character", "may": False, "costs": []}])


# ----- what it does ---------------------------------------------------------------------------


@step("exhaust_per_own_character")
def _d_exhaust_per_own_character(g, f, step, e, rule):
    """As many different opposing characters as this player has characters in play (counted
    as the step begins), each chosen in turn; fewer when fewer can be exhausted."""
    me = acting_player(f)
    if "left" not in e:
        e["left"] = len(g.characters(me))
    while e["left"] > 0:
        ready = [i for i in g.characters(1 - me) if g.face_up(i) and not g.s["cards"][i]["exhausted"]
                 and not g.s["cards"][i]["frightened"]]
        if not ready:
            return True
        ans = choose(g, f, me, "target", f"Exhaust an opposing character ({e['left']} to go)",
                     [(f"card:{i}", g.name(i)) for i in ready])
        if ans is None:
            return False
        e["left"] -= 1
        if ans:
            g.exhaust(card_of_option(ans[0]), rule)
    return True
