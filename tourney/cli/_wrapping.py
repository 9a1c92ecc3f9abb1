"""Long messages wrapped to the terminal, kept apart from the database-bound output helpers so
that the engine's commands, which open no database, print with it and start quickly.

The leading underscore keeps this module out of subcommand discovery
(see `tourney.cli.build_parser`).
"""

from __future__ import annotations

import os
import shutil
import sys
import textwrap
from typing import TextIO


def print_wrapped(text: str, lead: str = "", *, file: TextIO | None = None) -> None:
    """`lead` and `text` whole, wrapped at words to the terminal's width with a hanging indent
    under `lead` ("warning: ", "  info: "), so a long card text reads whole on a narrow
    terminal. Printed to a file or a pipe (no terminal, no COLUMNS), it stays one line that
    grep and scripts read."""
    out = file or sys.stdout  # (looked up per call: test capture replaces sys.stdout)
    if not (out.isatty() or os.environ.get("COLUMNS")):
        print(lead + text, file=out)
        return
    width = shutil.get_terminal_size().columns
    print(textwrap.fill(text, width=max(width, len(lead) + 20), initial_indent=lead,
                        subsequent_indent=" " * len(lead), break_long_words=False,
                        break_on_hyphens=False), file=out)
