"""What the effects layer asks of the procedures, filled by `engine.mlp.wiring`.

A wording may flip a faceoff's next card, ask who is in the faceoff, uncover a Problem
or open a priority window: those are steps of the rules' procedures, one layer up. Each
name below is called as `faceoff.<name>(...)` or `flow.<name>(...)` (see
`engine.core.hooks`).
"""

from __future__ import annotations

from engine.core.hooks import Hooks

faceoff = Hooks("engine.mlp.procedures.faceoff", ("flip", "ignore", "involved", "is_involved"))
flow = Hooks("engine.mlp.procedures.flow", ("confronts", "open_window", "repair_uniqueness_now",
                                            "replace_problem", "start_faceoff", "uncover", "uncover_kept",
                                            "uncover_refused_noted", "uncover_refusal"))

# inside this layer: the runtimes every wording uses (`engine.mlp.effects.abilities`, and
# `engine.mlp.effects.steps` for text read in parts) ask the replacement effects read in
# parts (`replacement`, which is built on both) whether one replaces an occurrence
replacement = Hooks("engine.mlp.effects.replacement", ("bounce_replacer", "defeat_instead", "options", "replace",
                                                       "tm_points", "turn_face_up"))

ALL = (faceoff, flow, replacement)
