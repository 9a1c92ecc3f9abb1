"""Where the layers of the MLP rules engine are joined, once, as the package is imported.

Imports inside `engine.mlp` point one way, lowest layer first: the card data (`cards`,
`decks`), the game state (`state`), reading card text (`text`), what the board decides
of each card (`values`), what card wordings do (`effects`), the rules' procedures
(`procedures`), and the entry points (`api`, `system`, `view`, `table`, `boardstate`, ...).
A lower layer calls up only through hooks it declares (`state/hooks.py`,
`values/hooks.py`, `effects/hooks.py`); this module fills them, one block per boundary.

Importing this module also imports every module that registers frame handlers (the ops
table) or ability runners, so both tables are complete before a game starts.
`engine/mlp/__init__.py` imports it: whichever part of the engine a program imports
first, the package (and so this) is imported before it.
"""

from __future__ import annotations

from engine.mlp.decks import hooks as decks_hooks
from engine.mlp.effects import abilities, replacement, steps, wordings
from engine.mlp.effects import hooks as effects_hooks
from engine.mlp.procedures import actions, endmatch, faceoff, flow, loops, setup  # noqa: F401
from engine.mlp.state import gaps
from engine.mlp.state import hooks as state_hooks
from engine.mlp.text import unsourced
from engine.mlp.values import hooks as values_hooks
from engine.mlp.values import power, teamwork

# the deck checks <- the text reader's coverage
decks_hooks.gaps.fill(gaps)

# the state kernel <- values and effects
state_hooks.abilities.fill(abilities)
state_hooks.replacement.fill(replacement)
state_hooks.counters.fill(steps)
state_hooks.teamwork.fill(teamwork)
state_hooks.power.fill(power)
state_hooks.reader.fill(wordings)
state_hooks.unsourced.fill(unsourced)

# the values <- effects
values_hooks.abilities.fill(abilities)

# the effects <- procedures
effects_hooks.faceoff.fill(faceoff)
effects_hooks.flow.fill(flow)

# inside the effects: the abilities runtime <- the replacement effects read in parts
effects_hooks.replacement.fill(replacement)

ALL_HOOKS = decks_hooks.ALL + state_hooks.ALL + values_hooks.ALL + effects_hooks.ALL
