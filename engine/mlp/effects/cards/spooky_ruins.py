"""Texts printed only on cards named Spooky Ruins: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import DRAW_REPLACEMENT_OFFERS, DRAWS_REPLACED, answers
from engine.mlp.state.game import DRAW_REPLACEMENTS
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template

_NAME = "opponents_main_phase_draw_skipped"


@template(r"if an opponent would draw a card during their main phase, you may exhaust this card instead\. if you "
          r"do, they skip that draw\.")
def _t_skip_opponents_draw(m, t):
    return _a("static", _NAME, t, DRAW_REPLACEMENTS)


@answers(DRAW_REPLACEMENT_OFFERS, _NAME)
def _offered(g, src: int, ability: Ability, player: int) -> int | None:
    """SB118: an opponent's draw during their own Main Phase (any draw then: the action's, a
    text's), while this card can be exhausted; its controller decides (712.3)."""
    c = g.s["cards"][src]
    if player == c["ctrl"] or g.s["phase"] != "main" or g.s["turn_player"] != player:
        return None
    if c["exhausted"] or not g.can_be_exhausted(src):
        return None
    return c["ctrl"]


@answers(DRAWS_REPLACED, _NAME)
def _skipped(g, f: dict, src: int, ability: Ability, player: int) -> bool:
    """Said as every replacement is, what happens instead and then whose text it is (710.1)."""
    g.note("710.1", f"P{g.card(src)['ctrl']} exhausts {g.name(src)} instead of P{player} drawing a card"
                    + g.by_text(g.name(src)))
    g.exhaust(src, "710.1")
    return True
