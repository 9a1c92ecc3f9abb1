"""A text set off at a time of every turn that finds nothing, turn after turn, is said once.

Cerberus ("At the start of each player's Main Phase, that player frightens one of their
Friends") and Discord, Utter Pandemonium ("At the start of each player's Troublemaker Phase,
that player banishes the top card of their deck. ...") trigger at every turn (704.1b, 712.3:
the effect is created and processed each time). Finding nothing, each wrote the same
"Nothing happens" line at every turn, a line a judge reads as news each time. Now the line
is written the first time for each player whose turns it is, saying it is not repeated at
that player's next turns while it stays so; once the text does something at that player's
turn, the next time it finds nothing there is said again."""

from __future__ import annotations

from engine.mlp.effects import abilities
from engine.mlp.state.game import MlpGame
from tests.engine.helpers import Board, answer, pass_once, shipped_game


def _to_main(g: MlpGame, turn: int) -> None:
    """Pass (declining what is optional) until the Main Phase of `turn` waits on its player."""
    while not (g.s["turn"] == turn and g.s["phase"] == "main" and g.pending().kind == "priority"):
        pass_once(g)


def _lines_by(g: MlpGame, name: str) -> list[tuple[int, str]]:
    return [(entry.turn, entry.text) for entry in g.log if f"(by the text of {name}" in entry.text]


def test_cerberus_finding_nothing_is_said_once_for_each_player_and_again_after_it_frightened():
    b = Board()
    cerberus = b.add("CG157", 1, "play", "problem:1")
    sweetie = b.add("PR20", 0, "play", "home:0", frightened=True)  # P0's only Friend, frightened already
    g = shipped_game(b)  # P0's Main Phase of turn 3; P1 has no Friend
    _to_main(g, 5)
    answer(g, f"rally|{sweetie}")  # P0 unfrightens her (609.2e): at turn 7 Cerberus frightens her
    _to_main(g, 11)
    name = g.name(cerberus)
    nothing = ("Nothing happens: “At the start of each player's Main Phase, that player frightens one of their "
               f"Friends” is not done: P{{}} has no {{}} in play (by the text of {name}); not repeated at P{{}}'s next "
               "turns while it stays so")
    assert _lines_by(g, name) == [
        (3, nothing.format(0, "unfrightened Friend", 0)),
        (4, nothing.format(1, "Friend", 1)),  # P1's turns 6, 8 and 10: not repeated
        (7, f"{g.name(sweetie)} becomes frightened (by the text of {name})"),
        (9, nothing.format(0, "unfrightened Friend", 0)),  # said again: at turn 7 it did something; not at turn 11
    ]


def test_discord_utter_pandemonium_says_once_that_a_players_deck_is_empty():
    b = Board(deck_size=0)
    discord = b.add("AD206", 1, "play", "problem:1")
    for _ in range(10):
        b.add("PR20", 1, "deck")
    g = shipped_game(b)
    _to_main(g, 9)
    name = g.name(discord)
    said = _lines_by(g, name)
    assert [line for line in said if line[1].startswith("Nothing happens")] == [
        (5, f"Nothing happens: P0's deck is empty (by the text of {name}); "
            "not repeated at P0's next turns while it stays so")]  # not at turn 7 nor 9
    assert [turn for turn, text in said if " is banished " in text] == [4, 6, 8]  # the top of P1's deck


def _said_last_read_in_full(g: MlpGame, line: str, by: str, before: int) -> bool:
    """`abilities._said_last` as the whole log read back from `before` answers it."""
    said: set[str] = set()
    parity = g.s["turn"] % 2
    for entry in reversed(g.log[:before]):
        if entry.turn % 2 != parity or by not in entry.text:
            continue
        if not entry.text.startswith("Nothing happens: "):
            break
        said.add(entry.text)
    return line in said


def _asked_everywhere(g: MlpGame, by: str) -> tuple[int, int]:
    """Ask `_said_last` of every "Nothing happens" line of the text in the log, from every place
    in it (the last first, then back to the start), and compare with `_said_last_read_in_full`:
    (questions, answers yes)."""
    asked = yes = 0
    lines = dict.fromkeys(entry.text for entry in g.log if entry.text.startswith("Nothing happens: ") and by in entry.text)
    for line in lines:
        for before in (len(g.log), *range(len(g.log), -1, -1)):
            said = abilities._said_last(g, line, (by, 0), before, True)
            assert said == _said_last_read_in_full(g, line, by, before), (line, before)
            asked, yes = asked + 1, yes + said
    return asked, yes


def test_the_log_read_on_from_the_last_question_answers_as_reading_it_all():
    """Whether the line was said is read on from where the text's last question left the log
    (`MlpGame.nothing_said_at`): at every question of a game where Cerberus finds nothing, then
    frightens, then finds nothing again, asked from every place in the log, and after the game
    is restored to a position whose log went another way, the answer is the one reading the
    whole log back gives."""
    b = Board()
    cerberus = b.add("CG157", 1, "play", "problem:1")
    sweetie = b.add("PR20", 0, "play", "home:0", frightened=True)
    g = shipped_game(b)
    by = f" (by the text of {g.name(cerberus)})"
    asked = yes = 0

    def play_to(turn: int, rally: bool) -> None:
        nonlocal asked, yes
        while g.s["turn"] <= turn:
            found = _asked_everywhere(g, by)
            asked, yes = asked + found[0], yes + found[1]
            if rally and g.s["turn"] == 5 and g.pending().kind == "priority" and g.card(sweetie)["frightened"]:
                answer(g, f"rally|{sweetie}")  # at turn 7 Cerberus frightens her: a line not "Nothing happens"
            else:
                pass_once(g)

    play_to(4, rally=False)
    early = g.snapshot()
    play_to(12, rally=False)  # (Cerberus never frightens her)
    late = g.snapshot()
    g.restore(early)
    play_to(6, rally=True)  # another log, read to its end: Cerberus frightened her at turn 7
    _to_main(g, 7)
    assert g.s["turn"] % 2 == late[1][-1].turn % 2 and len(g.log) <= len(late[1])
    abilities._said_last(g, "", (by, 0), len(g.log), True)
    g.restore(late)
    found = _asked_everywhere(g, by)
    play_to(14, rally=False)
    assert asked + found[0] > 700 and 0 < yes + found[1] < asked + found[0]
