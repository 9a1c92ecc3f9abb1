"""What the state kernel calls in the procedures layer: filled by `engine.spellcasters.wiring`.

The kernel holds the state and the two entry points (`pending`, `submit`); what a
decision is and what an answer does is the turn's business (`procedures.flow`).
"""

from __future__ import annotations

from engine.core.hooks import Hooks

flow = Hooks("engine.spellcasters.procedures.flow", ("decision", "answer"))
