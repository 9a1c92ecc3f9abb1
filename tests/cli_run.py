"""The `tourney` command line run in the test's process, as a person runs it: its exit code
and what it printed, for the tests that read both."""

from __future__ import annotations

import pytest

from tourney.cli import main


def run_cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """Run `tourney ARGS`: the exit code (argparse's refusal of an option included, which
    exits rather than returns), standard output and standard error."""
    try:
        code = main(list(args))
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err
