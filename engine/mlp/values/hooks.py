"""What the values layer asks of the effects layer, filled by `engine.mlp.wiring`.

A card's power, colors and keywords come from the static abilities in play; which
cards a static ability applies to and by how much is read from its wording, which the
effects layer owns. Each name below is called as `abilities.<name>(...)` in `power` and
`teamwork` (see `engine.core.hooks`).
"""

from __future__ import annotations

from engine.core.hooks import Hooks

abilities = Hooks("engine.mlp.effects.abilities", (
    "DOUBLING_STATICS", "EVERY_CARD_PLAY_COSTS", "FACEOFF_ONLY_STATICS", "HOST_ONLY_STATICS", "SAME_AREA_STATICS", "SELF_ONLY_STATICS",
    "VOLATILE_KEYWORD_STATICS",
    "keyword_holders", "keyword_holders_at", "keyword_power", "may_apply", "static_amount", "static_applies", "static_value",
    "value_at_own_area_only", "value_by_card_type", "value_on_host_only", "value_rule",
    "trigger_matches",
))

ALL = (abilities,)
