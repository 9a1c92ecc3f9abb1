"""Match results: enter, correct, and derive a result from its games.

The Game rows are the truth: entering a result writes the games it stands
for, and the match result is derived from them with the round's match
structure (`recompute_match_from_games`), which is also what penalties
(Game Losses) and concessions use. Elimination matches cannot end in a
draw, and their entered results have no drawn games: a drawn game is replayed
and only the games won are recorded (the end-of-match procedure, which follows
a match game by game, records a drawn game and its replay). Entering or
correcting a result keeps every recorded game the new score still counts, and
an elimination match's drawn games.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import func
from sqlmodel import Session, col, select

from engine.core.game_system import MatchStructure
from engine.core.plural import how_many, plural
from engine.core.registry import game_system
from engine.core.typed_words import folded
from tourney.db.models import MATCH_RESULTS, Game, Match, Penalty, Round
from tourney.errors import ValidationError
from tourney.policy import penalty_effects
from tourney.policy.penalty_effects import GameSummary, Side
from tourney.policy.tiers import match_structure
from tourney.services import audit
from tourney.services.concurrency import lock_event_of
from tourney.services.display_names import event_names
from tourney.services.events import require_event
from tourney.services.matches import MatchRow, match_row, require_match, require_round
from tourney.services.places import match_with_players
from tourney.services.recorded_result import already_has_result, corrected_match_ids


@dataclass(frozen=True, slots=True)
class ResultOutcome:
    """A match after a result change, with anything the scorekeeper should know.

    The row's `points_*` are left at 0 (computing standings on every entry
    would be wasted work); `rounds.round_pairings` gives them.
    """

    match: MatchRow
    warnings: tuple[str, ...]
    round_complete: bool
    pair_again: tuple[int, int] | None = None
    """(id, number) of a later round paired on the old standings that has no results yet,
    so it can be paired again on the corrected ones (after a correction only)."""


def structure_of(session: Session, round_: Round) -> MatchStructure:
    event = require_event(session, round_.event_id)
    return match_structure(event.tier, round_.kind, game_system(event.game_system))


# ------------------------------------------------------------------ deriving a result from its games


def side_of(match: Match, registration_id: int) -> Side:
    if match.player_a_id == registration_id:
        return "a"
    if match.player_b_id == registration_id:
        return "b"
    raise ValidationError(
        "that player does not play in this match"
        + (f" (table {match.table_number})" if match.table_number is not None else "")
    )


def registration_of(match: Match, side: Side) -> int | None:
    return match.player_a_id if side == "a" else match.player_b_id


def games_of(session: Session, match_id: int | None) -> list[Game]:
    return list(session.exec(select(Game).where(Game.match_id == match_id).order_by(col(Game.number))))


def game_summaries(session: Session, match: Match) -> list[GameSummary]:
    summaries = []
    for game in games_of(session, match.id):
        winner: Side | None = None
        if game.winner_id is not None:
            winner = side_of(match, game.winner_id)
        penalty_side: Side | None = None
        if game.penalty_id is not None:
            penalty = session.get(Penalty, game.penalty_id)
            if penalty is not None:
                penalty_side = side_of(match, penalty.registration_id)
        summaries.append(GameSummary(game.number, winner, game.is_draw, penalty_side))
    return summaries


def recompute_match(session: Session, match: Match, *, source: str | None = None) -> None:
    """Derive the match result from its Game rows (the games are the truth).

    One derivation for entered results, concessions and penalties alike; it
    also knows a game lost by both players (a Game with neither winner nor
    draw), which only penalties create.
    """
    _, round_ = require_match(session, match.id or 0)
    structure = structure_of(session, round_)
    games = game_summaries(session, match)
    a_wins = penalty_effects.games_won(games, "a")
    b_wins = penalty_effects.games_won(games, "b")
    draws = sum(1 for g in games if g.is_draw)
    match.a_game_wins, match.b_game_wins, match.game_draws = a_wins, b_wins, draws
    result: str | None = None
    if games and penalty_effects.match_decided(structure, games):
        if a_wins > b_wins:
            result = "a"
        elif b_wins > a_wins:
            result = "b"
        elif draws == 0:
            result = "double_loss"
        elif structure.draws_allowed:
            result = "draw"
        # An elimination match level on games is not over: another game decides it.
    match.result = result
    if result is None:
        match.result_source = None
        match.conceded_by = None
    elif source is not None:
        match.result_source = source
    session.add(match)


def forfeit_games(
    session: Session,
    match: Match,
    round_: Round,
    registration_id: int,
    *,
    ended_by: str,
    penalty_id: int | None = None,
) -> None:
    """Give the opponent the games the match still needs: a concession, a drop or a Disqualification."""
    side = side_of(match, registration_id)
    numbers = penalty_effects.forfeited_games(structure_of(session, round_), game_summaries(session, match), side)
    for number in numbers:
        session.add(Game(match_id=match.id or 0, number=number,
                         winner_id=registration_of(match, penalty_effects.other(side)),
                         ended_by=ended_by, penalty_id=penalty_id))
    session.flush()


def recompute_match_from_games(
    session: Session, match: Match, *, source: str | None = None
) -> Match:
    """Set the match's result and game counts from its Game rows, by its match structure.

    A match that is not decided yet (e.g. an elimination game that was a
    draw and whose replay is not recorded) gets no result. Also marks the
    round complete, or no longer complete, to match.
    """
    recompute_match(session, match, source=source)
    session.flush()
    update_round_state(session, require_round(session, match.round_id))
    return match


def update_round_state(session: Session, round_: Round) -> bool:
    """Published rounds become complete when every match has a result (and back)."""
    if round_.state == "draft":
        return False
    session.flush()
    open_matches = session.exec(
        select(func.count())
        .select_from(Match)
        .where(Match.round_id == round_.id, col(Match.result).is_(None))
    ).one()
    done = open_matches == 0
    new_state = "complete" if done else "published"
    if round_.state != new_state:
        round_.state = new_state
        session.add(round_)
    return done


def result_row(session: Session, match: Match, round_: Round) -> MatchRow:
    """The match as a result outcome shows it (no standings points: see `ResultOutcome`)."""
    ids = [p for p in (match.player_a_id, match.player_b_id) if p is not None]
    corrected = match.id in corrected_match_ids(session, round_.event_id)
    return match_row(match, round_, event_names(session, round_.event_id, ids), {}, corrected=corrected)


RESULT_WORDS: dict[str, str] = {
    "a": "a", "1": "a", "w": "a",
    "b": "b", "2": "b",
    "draw": "draw", "d": "draw", "t": "draw", "tie": "draw",
    "double loss": "double_loss", "dl": "double_loss", "x": "double_loss", "0": "double_loss",
}
"""The words a scorekeeper types for a match's outcome, with their one-key forms (the window's
result line is typed without looking), read the same by the window and the command line."""


def read_result(text: str) -> tuple[str | None, tuple[int, int, int] | None]:
    """A typed result: an outcome in words (`RESULT_WORDS`) or a game score such as 2-1.

    Case, spaces and punctuation don't matter ("Double Loss", "double_loss"), so what the lists
    print can be typed back."""
    word = folded(text)
    for typed, result in RESULT_WORDS.items():
        if word == folded(typed):
            return result, None
    if "-" in text:
        return None, parse_score(text)
    raise ValidationError(
        f"{text.strip()!r} is not a result: type a (player A wins), b, draw (d), double loss (x) "
        "or a game score like 2-1"
    )


def parse_score(text: str) -> tuple[int, int, int]:
    """'2-1' or '1-1-1' (player A wins, player B wins, drawn games)."""
    parts = text.strip().split("-")
    try:
        numbers = [int(p) for p in parts]
    except ValueError:
        raise ValidationError(f"a game score looks like 2-1 or 1-0-1, not {text!r}") from None
    if len(numbers) == 2:
        numbers.append(0)
    if len(numbers) != 3 or min(numbers) < 0:
        raise ValidationError(f"a game score looks like 2-1 or 1-0-1, not {text!r}")
    return numbers[0], numbers[1], numbers[2]


def _refuse_a_drawn_elimination(
    session: Session, match: Match, round_: Round, result: str | None, score: tuple[int, int, int] | None
) -> None:
    """An elimination match needs a winner, and its result has no drawn games.

    The top-cut slip says a drawn game is replayed, so only the games won
    count ("2-1", never "2-1-1"). Every front end (window, CLI, phones) shows
    this refusal as it is, so it names the table and its players.
    """
    if round_.kind != "elimination":
        return
    if result in ("draw", "double_loss"):
        raise ValidationError(
            f"{match_with_players(session, match, round_)}: an elimination match cannot end in a draw or a "
            "double loss: play another game and record its winner"
        )
    if score is not None and score[2]:
        a, b, d = score
        raise ValidationError(
            f"{match_with_players(session, match, round_)}: an elimination match has no drawn games "
            f"({a}-{b}-{d}): a drawn game is replayed, so record only the games each player won"
        )


def _games_for(
    result: str | None,
    score: tuple[int, int, int] | None,
    structure: MatchStructure,
    kind: str,
) -> tuple[int, int, int, bool]:
    """(A wins, B wins, drawn games, double loss) the entered result stands for."""
    if result is not None and result not in MATCH_RESULTS:
        raise ValidationError(f"a result is one of {', '.join(MATCH_RESULTS)}, not {result!r}")
    if score is None:
        if result is None:
            raise ValidationError("give a result (a, b, draw, double_loss) or a game score")
        if result == "double_loss":
            return 0, 0, 0, True
        if result == "draw":
            return 0, 0, 1, False
        if structure.games_to_win > 1:
            raise ValidationError(
                f"this match is {structure.label}: give the game score (e.g. 2-1), not just the winner"
            )
        return (1, 0, 0, False) if result == "a" else (0, 1, 0, False)
    a, b, d = score
    need = structure.games_to_win
    if a > need or b > need or (a == need and b == need):
        raise ValidationError(f"{a}-{b} is not possible in a {structure.label} match")
    if kind == "elimination":
        if a != need and b != need:
            raise ValidationError(
                f"an elimination match ({structure.label}) needs a winner: record the games "
                "until one player has won"
            )
    elif a + b + d > structure.max_games:
        raise ValidationError(f"{a}-{b}-{d} is more games than a match that is {structure.label}")
    if a + b + d == 0:
        raise ValidationError("a game score needs at least one game")
    implied = "a" if a > b else "b" if b > a else "draw"
    if result is not None and result != implied:
        raise ValidationError(f"the score {a}-{b}-{d} means {implied!r}, not {result!r}")
    return a, b, d, False


def _write_games(
    session: Session, match: Match, games: tuple[int, int, int, bool], *, elimination: bool
) -> None:
    """Make the match's entered games say the entered score, keeping every game that still fits.

    A game the score still counts keeps its number, its points and how it
    ended (the end-of-match procedure records those), so a correction changes
    only what it corrects. Games decided by a penalty always stay. In an
    elimination match the entered score counts only games won (a drawn game
    is replayed), so the drawn games the end-of-match procedure recorded stay.
    """
    a_wins, b_wins, draws, double_loss = games
    recorded = games_of(session, match.id or 0)
    penalty_games = [g for g in recorded if g.penalty_id is not None]
    kept_a = sum(1 for g in penalty_games if g.winner_id == match.player_a_id)
    kept_b = sum(1 for g in penalty_games if g.winner_id == match.player_b_id)
    if kept_a > a_wins or kept_b > b_wins:
        raise ValidationError(
            f"the match already has {how_many(len(penalty_games), 'game')} decided by a penalty "
            f"({kept_a}-{kept_b}); the entered score must include them"
        )
    wanted: dict[tuple[int | None, bool], int] = {
        (match.player_a_id, False): a_wins - kept_a,
        (match.player_b_id, False): b_wins - kept_b,
        (None, True): draws,
        (None, False): 1 if double_loss else 0,
    }
    kept: list[Game] = []
    for game in recorded:
        if game.penalty_id is not None:
            continue
        kind = (game.winner_id, game.is_draw)
        if elimination and game.is_draw:
            kept.append(game)
        elif wanted.get(kind, 0) > 0:
            wanted[kind] -= 1
            kept.append(game)
        else:
            session.delete(game)
    session.flush()
    # What the score still needs: drawn games first, as an entered score has always put them.
    added = [Game(match_id=match.id or 0, number=0, winner_id=winner, is_draw=is_draw)
             for (winner, is_draw), count in sorted(wanted.items(), key=lambda item: not item[0][1])
             for _ in range(count)]
    taken = {g.number for g in penalty_games}
    number = 0
    for game in [*kept, *added]:
        number += 1
        while number in taken:
            number += 1
        game.number = number
        session.add(game)
    session.flush()


def enter_result(
    session: Session,
    match_id: int,
    result: str | None = None,
    *,
    score: tuple[int, int, int] | None = None,
    actor: str | None = None,
    source: str = "entered",
) -> ResultOutcome:
    """Record a match's result: 'a', 'b', 'draw', 'double_loss', and/or a game score.

    Refused on a draft round (publish first), on a bye, and on a match that
    already has a result ("Once a judge records the match outcome, that
    outcome is final"; use `correct_result` for a scorekeeping error).
    `source` is "reported" when both players' reports from their phones agreed.
    """
    lock_event_of(session, match_id=match_id)
    match, round_ = require_match(session, match_id)
    if round_.state == "draft":
        raise ValidationError(f"round {round_.number} is a draft: publish it before entering results")
    if match.is_bye:
        raise ValidationError("a bye has no result to enter")
    if match.result is not None:
        raise ValidationError(
            already_has_result(session, match, round_, advice="correct it instead")
        )
    _refuse_a_drawn_elimination(session, match, round_, result, score)
    structure = structure_of(session, round_)
    games = _games_for(result, score, structure, round_.kind)
    before = audit.snapshot(match)
    _write_games(session, match, games, elimination=round_.kind == "elimination")
    recompute_match_from_games(session, match, source=source)
    if match.result is None:
        raise ValidationError("those games do not decide the match")
    audit.record(
        session,
        actor=actor,
        action="match.result",
        entity="match",
        entity_id=match_id,
        event_id=round_.event_id,
        before=before,
        after=audit.snapshot(match),
    )
    return ResultOutcome(result_row(session, match, round_), (), round_.state == "complete")


def correct_result(
    session: Session,
    match_id: int,
    result: str | None = None,
    *,
    score: tuple[int, int, int] | None = None,
    reason: str = "",
    actor: str | None = None,
) -> ResultOutcome:
    """Fix a wrongly recorded result. Standings follow at once; later rounds stay as paired.

    A correction changes what was recorded, so it needs a reason, kept in the
    history; the match is then shown as corrected. The warning names the
    later rounds, which were paired on the old result.
    """
    lock_event_of(session, match_id=match_id)
    match, round_ = require_match(session, match_id)
    if match.is_bye:
        raise ValidationError("a bye has no result to correct")
    if round_.state == "draft":
        raise ValidationError(f"round {round_.number} is a draft and has no results")
    reason = reason.strip()
    if not reason:
        where = f"table {match.table_number}" if match.table_number is not None else "this match"
        raise ValidationError(
            f"say why the result of {where} (round {round_.number}) is corrected: "
            "a correction needs a reason, which is kept in the history"
        )
    _refuse_a_drawn_elimination(session, match, round_, result, score)
    structure = structure_of(session, round_)
    games = _games_for(result, score, structure, round_.kind)
    before = audit.snapshot(match)
    _write_games(session, match, games, elimination=round_.kind == "elimination")
    match.conceded_by = None
    recompute_match_from_games(session, match, source="entered")
    warnings, pair_again = _later_rounds_note(session, round_)
    audit.record(
        session,
        actor=actor,
        action="match.correct",
        entity="match",
        entity_id=match_id,
        event_id=round_.event_id,
        before=before,
        after={**audit.snapshot(match), "reason": reason, "warnings": warnings},
    )
    return ResultOutcome(result_row(session, match, round_), tuple(warnings), round_.state == "complete",
                         pair_again)


def _later_rounds_note(session: Session, round_: Round) -> tuple[list[str], tuple[int, int] | None]:
    """What a correction to `round_` means for the rounds paired after it, and the round that
    can still be paired again on the corrected standings (the last one, a Swiss round with no
    results yet), if any."""
    later = list(session.exec(
        select(Round).where(Round.event_id == round_.event_id, Round.number > round_.number)
        .order_by(col(Round.number))
    ).all())
    if not later:
        return [], None
    listed = ", ".join(str(r.number) for r in later)
    said = (f"{plural(len(later), 'Round')} {listed} {plural(len(later), 'was', 'were')} paired on the "
            "standings before this correction; the standings are recomputed now.")
    last = later[-1]
    open_round = last.kind == "swiss" and last.state != "complete" and not session.exec(
        select(Match.id).where(Match.round_id == last.id, col(Match.result).is_not(None),
                               col(Match.is_bye).is_(False))
    ).first()
    if open_round:
        return [f"{said} Round {last.number} has no results yet: pair it again to pair it on the "
                "corrected standings."], (last.id, last.number)
    return [f"{said} Round {last.number} already has results, so the pairings stay as they are."], None
