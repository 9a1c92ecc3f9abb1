"""The boards and log lines of the judge scenarios where a card's text did nothing (712,
705.2e): the "Nothing happens" lines a game's log has, the Problem a line names, and the
board parts those scenarios set up alike (a Resource worn out of the text's reach, a card
played to the opponent's Problem)."""

from __future__ import annotations

from engine.mlp.state.game import MlpGame
from tests.engine.card_play import BIG, play_entered, rich_board
from tests.engine.helpers import Board, log_text

NOTHING_HAPPENS = "Nothing happens: "
"""How the log starts the text of an entry saying a text did nothing, under any rule."""

NOTHING = f"712: {NOTHING_HAPPENS}"
"""How the log starts the line of a text that did nothing (712)."""


def nothing_lines(g: MlpGame) -> list[str]:
    """The log's lines of texts that did nothing (712)."""
    return [line for line in log_text(g).splitlines() if line.startswith(NOTHING)]


def nothing_texts(g: MlpGame) -> list[str]:
    """The texts of the log's entries saying nothing happens, under whatever rule (712,
    705.2e), each starting with `NOTHING_HAPPENS`."""
    return [text for _, _, text in g.log if text.startswith(NOTHING_HAPPENS)]


def only_nothing_line(g: MlpGame) -> str:
    """The one line of the log saying nothing happens, under whatever rule (712, 705.2e);
    more than one, or none, fails."""
    (line,) = [line for line in log_text(g).splitlines() if NOTHING_HAPPENS in line]
    return line


def problem_of(g: MlpGame, player: int) -> str:
    """The name of the Problem at `player`'s Problem area, as a line names it."""
    return g.name(g.s["areas"][f"problem:{player}"]["problem"])


def worn_at_home(b: Board, player: int = 1) -> int:
    """A Friend of `player`'s at home wearing Hard Hat (PR139, a Resource): one in play, but
    not where a text looking at a Problem finds it. The Friend."""
    worn = b.add(BIG, player, "play", f"home:{player}")
    b.add("PR139", player, "play", f"home:{player}", host=worn)
    return worn


def played_at_their_problem(code: str, their_friend: str | None = None,
                            b: Board | None = None) -> tuple[MlpGame, int, str]:
    """P0 plays `code` from their hand to P1's Problem, on `b` (else a `rich_board`), P1
    having a 3-power Friend at `their_friend` (an area) when given: the game, the card in play
    and the Problem's name."""
    b = b or rich_board()
    if their_friend is not None:
        b.add(BIG, 1, "play", their_friend)
    g, card = play_entered(b, code, "problem:1")
    return g, card, problem_of(g, 1)


def said_nothing(g: MlpGame, said: str) -> None:
    """The log's one line of a text that did nothing is `said`, after "712: Nothing happens: "
    ("“Dismiss a frightened Friend” is not done: ..."); the whole log shown if not."""
    assert nothing_lines(g) == [f"{NOTHING}{said}"], log_text(g)
