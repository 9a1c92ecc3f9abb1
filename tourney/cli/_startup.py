"""A command's start-up with the cyclic garbage collector paused.

Loading the rules engine's modules and the card database and dealing a game makes hundreds
of thousands of objects that live as long as the process and frees almost none: each
collection on the way walks them all again for no garbage (about 40 ms of the CPU time
`tourney engine play` spends before its first decision, `benchmarks/startup.py`). Paused
there, the collector runs as usual once the command is under way. Every engine command
that loads a game (`engine play`, `advance`, `why`, `replay`) starts under this one helper. The leading underscore
keeps this module out of subcommand discovery (see `tourney.cli.build_parser`).
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector while a command starts up; objects are still freed
    as their last reference goes, and the collector runs again (if it ran before) after."""
    was_running = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_running:
            gc.enable()
