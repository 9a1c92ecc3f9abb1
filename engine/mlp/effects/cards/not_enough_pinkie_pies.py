"""Texts printed only on cards named Not Enough Pinkie Pies: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import in_play
from engine.mlp.effects.drawing_discarding import that_player_may_draw
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"when a player moves a \{(\w+)\} character to this problem, if they have a \{\1\} character here already, "
          r"they may draw a card\.")
def _t_company_draws(m, t):
    return _a("trigger", "mover_with_company_may_draw", t, "moved", color=m.group(1))


runner("mover_with_company_may_draw")(that_player_may_draw)


@triggered_by("moved", "mover_with_company_may_draw")
def _moved_here_with_company(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A character of the color moved to this Problem by a player (whoever controls it),
    who then has another character of the color of their own here."""
    if not in_play(g, iid) or data["dest"] != g.s["cards"][iid]["area"]:
        return None
    moved, mover, color = data["card"], data["mover"], ability.params["color"]
    if moved not in g.s["cards"] or not g.is_character(moved) or color not in power.colors(g, moved):
        return None
    if not any(other != moved and color in power.colors(g, other) for other in g.characters_at(data["dest"], mover)):
        return None
    return {"player": mover}
