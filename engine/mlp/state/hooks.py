"""What the state kernel asks of the layers above it, filled by `engine.mlp.wiring`.

The kernel moves cards and announces events; whether a card's leaving is replaced,
which abilities trigger on an event, what a card's power is as it leaves play, and how
a printed text reads are answered higher up. Each name below is called as
`<hook>.<name>(...)` in `game` and `library` (see `engine.core.hooks`).
"""

from __future__ import annotations

from engine.core.hooks import Hooks

# card abilities: triggers, lost abilities, dismissal replaced by a card's own text
abilities = Hooks("engine.mlp.effects.abilities", (
    "HOST_ONLY_STATICS", "PHASE_BLIND_STATICS", "SELF_ONLY_STATICS", "VOLATILE_KEYWORD_STATICS", "KEYWORD_TRIGGERS", "board_read", "barred_from_area", "barred_from_moving",
    "forget_card", "listened_reaction_events", "lost_abilities", "lost_by_power_targets", "replace_dismiss",
    "score_cap", "scoring_barred",
    "static_applies",
    "trigger_matches",
))
# replacement effects read in parts ("If ... would ..., instead ...")
replacement = Hooks("engine.mlp.effects.replacement", ("bounce_instead", "move_toll", "replace", "replace_discard",
                                                       "replace_draw", "send_home_instead"))
# counters on a card (519.1): the one step every text's counters go through, put or entered with,
# and how the log says N counters of a name
counters = Hooks("engine.mlp.effects.steps", ("add_counters", "counters_words"))
# Teamwork: abilities a card shares with its teammates
teamwork = Hooks("engine.mlp.values.teamwork", ("givers", "self_triggers", "shared_statics", "shared_triggers"))
# a card's power and the static abilities in play
power = Hooks("engine.mlp.values.power", ("power", "static_any", "draw_stopper", "flipped_abilities_lost", "has_keyword",
                                            "has_trait"))
# reading a printed text into abilities (the card library compiles each card once), the
# per-card modules the text needs loaded first
reader = Hooks("engine.mlp.effects.wordings", ("compile_text",))
# the keywords, ability words and formats a card relies on that no rules text the program has
# defines (Agile, "Harmony Griffon:", the Villain Challenge format)
unsourced = Hooks("engine.mlp.text.unsourced", ("missing_rules",))

ALL = (abilities, replacement, counters, teamwork, power, reader, unsourced)
