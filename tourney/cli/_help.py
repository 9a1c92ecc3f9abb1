"""Help text that is worded only when help is shown.

Some help says something that costs work to find out (each game's elimination-round
procedure imports every game system); a command that is run, not asked about, must not
pay for it (`tests/engine/test_startup.py`). The leading underscore keeps this module
out of subcommand discovery (see `tourney.cli.build_parser`).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable


class WordedWhenShown(str):
    """An option's help: its fixed words, and what `more` adds to them once help is shown
    (by `ShownHelpFormatter`; any other formatter shows the fixed words alone)."""

    more: Callable[[], str]

    def __new__(cls, words: str, more: Callable[[], str]) -> WordedWhenShown:
        help_text = super().__new__(cls, words)
        help_text.more = more
        return help_text


class ShownHelpFormatter(argparse.HelpFormatter):
    """argparse's formatter, with a `WordedWhenShown` help worded whole as it is shown."""

    def _get_help_string(self, action: argparse.Action) -> str | None:
        text = action.help
        if isinstance(text, WordedWhenShown):
            return f"{text} {text.more()}"
        return text


def game_option_help() -> str:
    """The help of an option naming a game (`--game`), which takes its name or its id."""
    from engine.core.registry import DEFAULT_SYSTEM, system_ids

    return f"the game, by name or id: {', '.join(system_ids())} (default {DEFAULT_SYSTEM})"
