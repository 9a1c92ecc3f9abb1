"""Texts printed only on cards named Aloe: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# Asked as a player's actions are listed during a faceoff (`abilities.plays_barred_in_faceoff`):
# a player whose boosted Mane Character is involved plays no card, while an opponent of theirs
# controls this card (face-up in play, its abilities not lost: `static_abilities`).
@template(r"while an opponent's mane character is boosted, that player can't play cards during faceoffs involving "
          r"their mane character\.")
def _t_aloe(m, t):
    return _a("static", "boosted_opponents_cant_play_in_mane_faceoffs", t, "no_plays_in_faceoff")
