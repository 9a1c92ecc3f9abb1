"""The top cut on a phone: the bracket page, and the line on a player's own page saying where
the cut left them.

A phone is too narrow for the wall bracket's columns side by side: here each
round is a heading with its matches under it, one box per table, the names
on lines of their own so a long name wraps instead of pushing the page
sideways. The round being played (the latest paired) comes first, so a
player finds their match without scrolling past finished ones; then the
rounds still to come, then the finished rounds, latest first and folded away
(a tap opens one); the champion on top once decided, the seeds last.
"""

from __future__ import annotations

from engine.core.listing import and_listed
from engine.core.plural import how_many, plural
from tourney.services.bracket import BracketMatch, BracketRound
from tourney.services.bracket_ahead import RoundAhead, SeatAhead, round_ahead
from tourney.services.phone_bracket import (
    BYE,
    CHAMPION,
    MISSED,
    OUT,
    PLAYING,
    WAITING,
    CutPlace,
    PublicBracket,
)
from tourney.web.html import e, page

NO_CUT = ("There is no top cut yet: the bracket appears here once the Swiss rounds are over "
          "and the best players are seeded.")


def ordinal(rank: int) -> str:
    """ "1st", "2nd", "12th", "23rd"."""
    suffix = "th" if 10 <= rank % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(rank % 10, "th")
    return f"{rank}{suffix}"


def _seat_line(public: PublicBracket, match: BracketMatch, side: str) -> str:
    seat = match.a if side == "a" else match.b
    if seat is None:
        return ""
    name = e(public.seeded(seat))
    if match.winner is None:
        return f"<div>{name}</div>"
    if match.winner == side:
        return f'<div class="won"><b>{name}</b> <span class=note>won</span></div>'
    return f'<div class="out">{name}</div>'


def _match_box(public: PublicBracket, match: BracketMatch) -> str:
    if match.b is None:
        return (f'<div class="match"><div><b>{e(public.seeded(match.a))}</b> '
                "<span class=note>a bye</span></div></div>")
    where = f"Table {match.table}" if match.table is not None else "Table not set"
    state = "" if match.winner is not None else ", playing"
    return (f'<div class="match"><div class=note>{where}{state}</div>'
            f'{_seat_line(public, match, "a")}{_seat_line(public, match, "b")}</div>')


def _folded_round(public: PublicBracket, round_: BracketRound) -> str:
    """A finished round, folded under its heading: a tap on it shows its matches."""
    played = how_many(sum(m.b is not None for m in round_.matches), "match", "matches")
    return (f'<details class="done" id="round-{e(round_.title.lower().replace(" ", "-"))}">'
            f"<summary><h3>{e(round_.title)}</h3> <span class=note>{played} played</span></summary>"
            + "".join(_match_box(public, m) for m in round_.matches) + "</details>")


def _seat_ahead(public: PublicBracket, seat: SeatAhead | None) -> str:
    """A seat of a match to come: "3. Applejack", or "Winner of table 2 (Applejack or Rarity)"."""
    if seat is None:
        return "<div><span class=note>a bye</span></div>"
    if seat.known:
        return f"<div>{e(public.seeded(seat.players[0]))}</div>"
    return (f"<div>Winner of table {seat.winner_of} "
            f"<span class=note>({e(and_listed(seat.names, 'or'))})</span></div>")


def _matches_ahead(public: PublicBracket, ahead: RoundAhead) -> str:
    """The matches of a round to come, once the round being played tells each of its seats."""
    return "".join(f'<div class="match ahead">{_seat_ahead(public, a)}{_seat_ahead(public, b)}</div>'
                   for a, b in ahead.matches)


def _round_section(public: PublicBracket, round_: BracketRound, before: BracketRound | None,
                   ahead: RoundAhead | None) -> str:
    heading = f"<h3>{e(round_.title)}</h3>"
    if not round_.paired:
        after = " next"  # the first round, right after the cut
        if before is not None:
            over = f"the {e(before.title)} {'is' if before.title == 'Final' else 'are'} over"
            # Once every match of the round before is decided, nothing is left to wait for.
            finished = before.paired and all(m.winner is not None for m in before.matches)
            after = f" next: {over}" if finished else f" once {over}"
        foretold = (_matches_ahead(public, ahead)
                    if ahead is not None and ahead.title == round_.title else "")
        return (heading + f"<p class=note>{how_many(round_.expected_matches, 'match', 'matches')}, "
                f"paired{after}.</p>{foretold}")
    return heading + "".join(_match_box(public, m) for m in round_.matches)


def bracket_page(event_name: str, public: PublicBracket | None, *, version: int) -> str:
    """The top cut: the champion once decided, each elimination round's matches, the seeds."""
    if public is None:
        return page("Bracket", f"<p>{e(NO_CUT)}</p>", event_name=event_name, version=version)
    bracket = public.bracket
    parts = []
    if bracket.winner is not None:
        parts.append(f'<p class="champion" id="champion">Champion: '
                     f"<b>{e(public.name(bracket.winner))}</b> (seed {bracket.winner.seed})</p>")
    rounds = bracket.rounds
    current = max((i for i, r in enumerate(rounds) if r.paired), default=0)
    ahead = round_ahead(bracket, public.name)
    for i in range(current, len(rounds)):  # the round being played, then those to come
        parts.append(_round_section(public, rounds[i], rounds[i - 1] if i else None, ahead))
    parts.extend(_folded_round(public, rounds[i]) for i in range(current - 1, -1, -1))
    parts.append("<h3>Seeds</h3><p class=note>By the standings after the Swiss rounds.</p>"
                 "<ol class=seeds>" + "".join(f"<li value={s.seed}>{e(public.name(s))}</li>" for s in bracket.seeds)
                 + "</ol>")
    return page(f"Top {bracket.size} bracket", "".join(parts), event_name=event_name,
                version=version, bracket=True)


MOST_NAMED = 4
"""A player who may meet more players than this reads that the round's pairing will say whom."""


def _tables(tables: tuple[int, ...]) -> str:
    """ "table 2", "tables 3 and 4"."""
    return f"{plural(len(tables), 'table')} {and_listed([str(t) for t in tables])}"


def _next(title: str, meets: SeatAhead | None = None, *, bye: bool = False) -> str:
    """What comes next for a player through to the round `title`, with whom they meet as far
    as the round being played tells it: "Next: the Final against the winner of table 2
    (Applejack or Rarity)."; "Next: the Semifinals. Your opponent is shown here once the round
    is paired." when it does not tell."""
    if bye:
        return f"Next: a bye in the {title}."
    if meets is None or len(meets.players) > MOST_NAMED:
        return f"Next: the {title}. Your opponent is shown here once the round is paired."
    if meets.known:
        return (f"Next: the {title} against {meets.names[0]} (seed {meets.players[0].seed}). "
                "Your table is shown here once the round is paired.")
    either = and_listed(meets.names, "or")
    if meets.winner_of is not None:
        return f"Next: the {title} against the winner of table {meets.winner_of} ({either})."
    deciding = meets.tables
    return (f"Next: the {title} against {either}: {_tables(deciding)} "
            f"{plural(len(deciding), 'decides', 'decide')} which.")


def cut_words(place: CutPlace) -> str:
    """Where the cut left a player, in plain words: "You finished 12th; the top 8 play on."."""
    top = f"top {place.size}"
    if place.state == MISSED:
        if place.dropped:
            return f"You dropped from the event; the {top} play on."
        if place.finish is None:
            return f"You did not make the cut; the {top} play on."
        if place.finish <= place.size:  # tied with the last seed, or a result corrected since
            return (f"You finished {ordinal(place.finish)} but did not make the cut; "
                    f"the {top} play on.")
        return f"You finished {ordinal(place.finish)}; the {top} play on."
    seeded = f"You are seed {place.seed} in the {top}."
    if place.state == CHAMPION:
        return f"You won the Final: you are the champion (seed {place.seed} in the {top})."
    if place.state == OUT:
        against = f"{place.opponent}" + (f" (seed {place.opponent_seed})" if place.opponent_seed else "")
        return (f"You were seed {place.seed} in the {top} and lost in the {place.round_title} "
                f"to {against}.")
    if place.state == PLAYING:
        where = f"table {place.table} " if place.table is not None else ""
        against = f"{place.opponent}" + (f" (seed {place.opponent_seed})" if place.opponent_seed else "")
        return f"{seeded} {place.round_title}: {where}against {against}."
    after = _next(place.round_title, place.meets, bye=place.bye_next)
    if place.state == BYE:
        return f"{seeded} A bye in the {place.bye_in}. {after}"
    if place.state == WAITING and place.round_title:
        if place.won_in:
            beaten = place.beaten + (f" (seed {place.beaten_seed})" if place.beaten_seed else "")
            return f"{seeded} You beat {beaten} in the {place.won_in}. {after}"
        return f"{seeded} {after}"
    return seeded


def cut_line(place: CutPlace | None) -> str:
    """The paragraph on the player's page, with the way to the bracket ("" before the cut)."""
    if place is None:
        return ""
    return (f'<p class="cut" id="cut">{e(cut_words(place))} '
            '<a href="/bracket">See the bracket</a></p>')
