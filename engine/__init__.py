"""Rules engines for the card games the tournament side runs.

Pure Python: nothing here imports Qt, a database or the `tourney` package. The
hot modules also run compiled when `scripts/compile_engine.py` built them from
this very source (`engine.compiled`).
"""

from engine import compiled as _compiled

_compiled.install()
