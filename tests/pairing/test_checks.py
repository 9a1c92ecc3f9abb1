"""Problems of a hand-edited round."""

from __future__ import annotations

from tourney.pairing.checks import pairing_problems
from tourney.pairing.records import Entrant, History, MatchRecord


def test_every_kind_of_problem_is_named() -> None:
    history = History(
        (
            Entrant(1, "Ann"),
            Entrant(2, "Bo"),
            Entrant(3, "Cy"),
            Entrant(4, "Di", dropped_after_round=1),
            Entrant(5, "Ed"),
            Entrant(6, "Flo", late_entry_round=3),
        ),
        (MatchRecord(1, 1, 2, "a"), MatchRecord(1, 3, None, "a"), MatchRecord(1, 4, 5, "b")),
        (1,),
    )
    pairs = [(1, 2, 1), (3, None, None), (4, 1, 1), (6, None, None)]
    problems = {(p.kind, p.players): p for p in pairing_problems(pairs, history, 2)}
    assert problems[("player_twice", (1,))].blocking
    assert problems[("not_active", (4,))].message == "Di dropped after round 1 but is paired in round 2."
    assert problems[("not_active", (6,))].message == "Flo is paired but is not playing in round 2."
    assert problems[("not_active", (6,))].blocking
    assert problems[("missing", (5,))].message == "Ed is not paired in round 2."
    assert problems[("rematch", (1, 2))].message == "Rematch: Ann and Bo have played before."
    assert problems[("second_bye", (3,))].message == "Second bye: Cy already had a bye."
    assert not problems[("second_bye", (3,))].blocking
    assert ("extra_bye", (3, 6)) in problems
    assert problems[("table_twice", ())].message == "Table 1 is used 2 times."


def test_clean_round_has_no_problems() -> None:
    history = History((Entrant(1), Entrant(2), Entrant(3)), (), ())
    assert pairing_problems([(1, 2, 1), (3, None, None)], history, 1) == []
