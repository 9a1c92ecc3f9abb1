"""The CLI's deck-file help serves every game: .o8d is named as MLP's, not as every game's."""

from __future__ import annotations

import pytest

from tourney.cli import main


@pytest.mark.parametrize("args", [["deck", "register", "--help"], ["engine", "play", "--help"]])
def test_the_help_names_o8d_as_mlps(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(args)
    text = " ".join(capsys.readouterr().out.split())
    assert "and .o8d for MLP" in text and "(.o8d, text" not in text
