"""The printed reports' input rows, built from the database for one event (and round).

The renderers in `tourney.reports` are pure functions over frozen rows; this
module is the one place that reads the database to make those rows, so the
window and the `tourney print` command print exactly the same thing. The
rows are plain values: a window builds them in one transaction and can hand
them to a worker thread to render without sharing a session.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, BinaryIO

from sqlmodel import Session, col, select

from engine.core.cards import ListPart
from engine.core.errors import EngineError
from engine.core.registry import format_name, game_system
from tourney.db.models import DeckList, Event, Match, Round
from tourney.errors import ValidationError
from tourney.pairing.tiebreakers import TIEBREAKER_SHORT_LABELS
from tourney.reports.limited_rows import (
    PackLine,
    PodBlock,
    PodSeating,
    PoolLine,
    PoolSheet,
    SeatLine,
)
from tourney.reports.rows import (
    BracketColumn,
    BracketEntry,
    BracketMatchLine,
    BracketSheet,
    DeckCheckCard,
    DeckCheckSheet,
    DeckListEntry,
    DeckListForm,
    DeckListPart,
    EventHeader,
    MatchSlip,
    MatchSlips,
    Pairings,
    PenaltyReport,
    PlayerCodes,
    PlayerCodeSlip,
    Standings,
)
from tourney.services import (
    deck_checks,
    limited,
    penalties,
    placings,
    players,
    pods,
    pools,
    round_titles,
    staff,
)
from tourney.services.bracket import BracketSeat, top_cut_bracket
from tourney.services.clock import expected_round_seconds, untimed_words
from tourney.services.deck_check_cards import card_named
from tourney.services.decklists import current_deck_list
from tourney.services.events import game_system_name, require_event
from tourney.services.limited import is_limited
from tourney.services.phone_options import phone_options
from tourney.services.player_codes import code_slips
from tourney.services.results import structure_of
from tourney.services.rounds import (
    RoundPairings,
    pairing_lines,
    round_or_latest,
    round_pairings,
)
from tourney.services.standings import asked_round_words, current_standings, standing_lines

# What `tourney print` and the window's Print menu offer, in menu order.
REPORT_KINDS: tuple[str, ...] = (
    "pairings",
    "standings",
    "bracket",
    "slips",
    "deckcheck",
    "decklist-form",
    "penalties",
    "codes",
    "pods",
    "pool-sheet",
)
REPORT_TITLES: dict[str, str] = {
    "pairings": "Pairings",
    "standings": "Standings",
    "bracket": "Top-cut bracket",
    "slips": "Match result slips",
    "deckcheck": "Deck-check sheet",
    "decklist-form": "Deck-list registration form",
    "penalties": "Penalty report",
    "codes": "Players' codes",
    "pods": "Draft pod seating",
    "pool-sheet": "Pool registration sheet",
}


@dataclass(frozen=True, slots=True)
class Printout:
    """A report ready to render: which renderer, and its frozen input."""

    kind: str
    data: Any
    by: str = "name"

    def render(self, out: BinaryIO) -> None:
        """Write the PDF to `out` (pure: no database, no clock)."""
        renderer(self.kind, self.by)(self.data, out)


def renderer(kind: str, by: str = "name") -> Callable[[Any, BinaryIO], None]:
    """The render function for a report kind (reportlab loads only here)."""
    from tourney import reports

    if kind == "pairings":
        if by not in ("name", "table"):
            raise ValidationError(f"pairings are printed by 'name' or by 'table', not {by!r}")
        return reports.render_pairings_by_table if by == "table" else reports.render_pairings_by_name
    table: dict[str, Callable[[Any, BinaryIO], None]] = {
        "standings": reports.render_standings,
        "bracket": reports.render_bracket,
        "slips": reports.render_match_slips,
        "deckcheck": reports.render_deck_check_sheet,
        "decklist-form": reports.render_deck_list_form,
        "penalties": reports.render_penalty_report,
        "codes": reports.render_player_codes,
        "pods": reports.render_pod_seating,
        "pool-sheet": reports.render_pool_sheet,
    }
    if kind not in table:
        raise ValidationError(f"unknown report {kind!r}; choose one of: {', '.join(REPORT_KINDS)}")
    return table[kind]


def elimination_name(round_: Round, data: RoundPairings) -> str:
    """ "Quarterfinals" for an elimination round, as the bracket heads it; "" for a Swiss round."""
    return round_titles.elimination_name(data.matches) if round_.kind == "elimination" else ""


def event_header(
    event: Event, *, round_number: int | None = None, printed_at_label: str = "",
    round_name: str = "",
) -> EventHeader:
    """The header every page carries, so a loose sheet still names its event."""
    return EventHeader(
        name=event.name,
        date=event.start_date,
        venue=event.venue or "",
        tier=event.tier,
        game_system_name=game_system_name(event.game_system),
        format=format_name(event.format),
        round_number=round_number,
        printed_at_label=printed_at_label,
        round_name=round_name,
        round_title="" if round_number is None else round_titles.round_heading(round_number, round_name),
    )


def pairings(
    session: Session, event_id: int, round_number: int | None = None, *, printed_at_label: str = ""
) -> Pairings:
    """A round's pairings (the latest published round when none is named)."""
    event = require_event(session, event_id)
    round_ = round_or_latest(session, event_id, round_number, published_first=True)
    data = round_pairings(session, round_.id or 0)
    header = event_header(event, round_number=round_.number, printed_at_label=printed_at_label,
                          round_name=elimination_name(round_, data))
    address = phone_options(session, event_id).address
    return Pairings(header=header, lines=pairing_lines(data), share_address=address)


def player_codes(session: Session, event_id: int, *, printed_at_label: str = "") -> PlayerCodes:
    """Every player's code slip (players without a code yet are not on it: `ensure_codes`)."""
    event = require_event(session, event_id)
    slips = tuple(PlayerCodeSlip(s.player, s.player_number, s.code)
                  for s in code_slips(session, event_id))
    return PlayerCodes(event_header(event, printed_at_label=printed_at_label), slips,
                       phone_options(session, event_id).address)


def standings(
    session: Session, event_id: int, round_number: int | None = None, *, printed_at_label: str = ""
) -> Standings:
    """Standings with tiebreakers after a Swiss round (the latest when none is named).

    After a top cut, and unless a Swiss round is named, these are the final
    standings: each player's place (1, 2, 3–4, 5–8, then the Swiss order)
    in place order, with the champion named above the table.
    """
    event = require_event(session, event_id)
    final = placings.final_standings(session, event_id) if round_number is None else None
    table = final.table if final is not None else current_standings(
        session, event_id, after_round=round_number
    )
    shown = [(name, label) for name, label in zip(table.chain, table.labels, strict=True)
             if name != "match_points"]
    footnotes = (*table.notes, table.column_legend) if table.column_legend else table.notes
    if final is None:
        asked = asked_round_words(session, event_id, round_number, table.after_round)
        return Standings(
            header=event_header(event, round_number=table.after_round or None,
                                printed_at_label=printed_at_label),
            lines=standing_lines(table),
            tiebreaker_names=tuple(TIEBREAKER_SHORT_LABELS[name] for name, _ in shown),
            footnotes=footnotes,
            # the sheet asked for a top-cut round says whose standings it shows, and why
            title="Swiss standings" if asked else "Standings",
            lead=(f"{asked}.",) if asked else (),
        )
    line_of = dict(zip((row.player_id for row in table.rows), standing_lines(table), strict=True))
    lines = tuple(
        dataclasses.replace(line_of[placed.row.player_id], placing=placed.label)
        for placed in final.placed
    )
    return Standings(
        header=event_header(event, printed_at_label=printed_at_label),
        lines=lines,
        tiebreaker_names=tuple(TIEBREAKER_SHORT_LABELS[name] for name, _ in shown),
        footnotes=footnotes,
        title=final.heading(),
        lead=final_standings_lead(final),
    )


def final_standings_lead(final: placings.FinalStandings) -> tuple[str, ...]:
    """The lines above the final standings: the champion, and how the places were decided."""
    table = final.table
    lead = []
    if final.champion is not None:
        name = table.names.get(final.champion, "")
        number = table.player_numbers.get(final.champion)
        lead.append(f"Champion: {name} ({number})" if number else f"Champion: {name}")
    lead.append(
        f"Places 1–{final.cut.size} were decided by the top {final.cut.size}"
        + ("" if final.finished else " (still being played: players still in share the places)")
        + f"; the other places follow the Swiss standings after round {table.after_round}."
    )
    return tuple(lead)


def _bracket_entry(seat: BracketSeat) -> BracketEntry:
    return BracketEntry(seat.seed, seat.name, seat.number)


def bracket(session: Session, event_id: int, *, printed_at_label: str = "") -> BracketSheet:
    """The top-cut bracket: the seeds, each elimination round by name, the champion."""
    event = require_event(session, event_id)
    header = event_header(event, printed_at_label=printed_at_label)
    cut = top_cut_bracket(session, event_id)
    if cut is None:
        return BracketSheet(header=header, title="No top cut yet")
    return BracketSheet(
        header=header,
        title=f"Top {cut.size}",
        seeds=tuple(_bracket_entry(seat) for seat in cut.seeds),
        rounds=tuple(
            BracketColumn(
                title=round_.title,
                matches=tuple(
                    BracketMatchLine(
                        table=m.table,
                        player_a=_bracket_entry(m.a),
                        player_b=_bracket_entry(m.b) if m.b is not None else None,
                        winner=m.winner,
                    )
                    for m in round_.matches
                ),
                empty_matches=0 if round_.paired else round_.expected_matches,
            )
            for round_ in cut.rounds
        ),
        champion=_bracket_entry(cut.winner) if cut.winner is not None else None,
        note="Seeds follow the Swiss standings. Each round pairs the best seed left against "
        "the lowest; a bold name went through.",
    )


def match_slips(
    session: Session, event_id: int, round_number: int | None = None, *, printed_at_label: str = ""
) -> MatchSlips:
    """One slip per table of a round (byes have no slip), with extensions already granted."""
    event = require_event(session, event_id)
    round_ = round_or_latest(session, event_id, round_number, published_first=True)
    data = round_pairings(session, round_.id or 0)
    structure = structure_of(session, round_)
    extensions = {
        m.id: m.time_extension_seconds
        for m in session.exec(select(Match).where(Match.round_id == round_.id))
    }
    names = data.names  # a slip prints each number beside the registered name
    name = elimination_name(round_, data)
    untimed = ""
    if round_.time_limit_seconds is None:  # in place of a time extension, which it never gets
        words = untimed_words(expected_round_seconds(session, round_))
        untimed = f"{words[:1].upper()}{words[1:]}."
    slips = tuple(
        MatchSlip(
            table=m.table_number,
            round_number=round_.number,
            player_a=names.name(m.player_a_id),
            player_a_number=m.player_a_number,
            player_b=names.name(m.player_b_id) if m.player_b_id is not None else "",
            player_b_number=m.player_b_number,
            # Swiss points mean nothing in the top cut
            player_a_points=None if name else m.player_a_points,
            player_b_points=None if name else m.player_b_points,
            best_of=structure.max_games,
            time_extension_minutes=(extensions.get(m.id, 0) + 59) // 60,
            round_name=name,
            untimed=untimed,
        )
        for m in data.matches
        if not m.is_bye
    )
    header = event_header(event, round_number=round_.number, printed_at_label=printed_at_label,
                          round_name=name)
    return MatchSlips(header=header, slips=slips)


def _game_parts(event: Event, cards: list[dict[str, Any]]) -> tuple[DeckListPart, ...]:
    """The parts of the event's game's deck list, filled from `cards` (none: the MLP layout)."""
    return tuple(
        DeckListPart(part.label, part.rules, _entries(cards, part.sections), part.lines, part.total)
        for part in _list_parts(event)
    )


def _list_parts(event: Event) -> tuple[ListPart, ...]:
    """The event's game's list parts for its format; () for the app's own MLP layout."""
    try:
        system = game_system(event.game_system)
        if system.deck_rules is None:
            return ()
        return system.decks().list_parts(event.format)
    except (KeyError, EngineError):
        return ()


def _entries(cards: list[dict[str, Any]], sections: tuple[str, ...]) -> tuple[DeckListEntry, ...]:
    return tuple(
        DeckListEntry(qty=int(c.get("qty", 1)), name=str(c.get("name", "")))
        for c in cards
        if str(c.get("section", "draw")).casefold() in sections
    )


def _found_card_section(name: str, system_id: str | None) -> str:
    """The part of the deck a card found off the list belongs to ("draw", "problem"), so its
    section's counted total includes it; a name the game no longer knows counts as drawn."""
    try:
        return card_named(name, (), system_id).section
    except ValidationError:
        return "draw"


def deck_check_sheet(
    session: Session,
    event_id: int,
    player: str | int,
    round_number: int | None = None,
    *,
    printed_at_label: str = "",
) -> DeckCheckSheet:
    """The sheet for checking one player's deck against the registered list.

    When the player's deck was already checked (in the round asked for, or
    last), the sheet carries the counts and the proposed penalty; otherwise
    the count boxes stay empty for the judge.
    """
    event = require_event(session, event_id)
    reg = _player(session, event_id, player)
    deck_list = current_deck_list(session, reg.registration_id)
    if deck_list is None:
        raise ValidationError(f"{reg.name} has no registered deck list to check against")
    checks = [
        c for c in deck_checks.list_deck_checks(session, event_id, round_number=round_number)
        if c.registration_id == reg.registration_id
    ]
    check = checks[-1] if checks else None
    findings = (check.findings or {}) if check is not None else {}
    recorded = check is not None and check.ended_at is not None
    delta: dict[str, int] = {}
    for item in findings.get("missing", []):
        delta[str(item.get("name"))] = delta.get(str(item.get("name")), 0) - int(item.get("qty", 0))
    for item in findings.get("extra", []):
        delta[str(item.get("name"))] = delta.get(str(item.get("name")), 0) + int(item.get("qty", 0))
    parts = _list_parts(event)
    labels = {section: part.label for part in parts for section in part.sections} or {
        "mane": "Mane Character", "problem": "Problem deck", "draw": "Draw deck"}

    def label(section: str) -> str:
        return labels.get(section, section.replace("_", " ").capitalize())

    cards = tuple(
        DeckCheckCard(
            name=str(c.get("name", "")),
            registered_qty=int(c.get("qty", 1)),
            counted_qty=(int(c.get("qty", 1)) + delta.get(str(c.get("name")), 0)) if recorded else None,
            section=label(str(c.get("section", "draw"))),
        )
        for c in (deck_list.cards or [])
    )
    listed_names = {str(c.get("name")) for c in (deck_list.cards or [])}
    table = None
    if check is not None and check.table_number is not None:
        table = check.table_number
    penalty = ""
    if check is not None and check.proposed_penalty:
        penalty = check.proposed_penalty.replace("_", " ").title()
    heads = staff.head_judges(session, event_id)
    return DeckCheckSheet(
        header=event_header(
            event,
            round_number=check.round_number if check is not None else round_number,
            printed_at_label=printed_at_label,
        ),
        table=table,
        player=reg.name,
        player_number=reg.player_number,
        cards=cards,
        sleeves=str(findings.get("sleeves", "")) if recorded else "",
        notes=str(findings.get("notes", "")) if recorded else "",
        proposed_penalty=penalty,
        started_label=_time(check.started_at) if check is not None else "",
        ended_label=_time(check.ended_at) if check is not None else "",
        judge=(check.judge_name or "") if check is not None else "",
        head_judge=", ".join(h.name for h in heads),
        extras=tuple(
            DeckCheckCard(name=str(item.get("name", "")), registered_qty=0,
                          counted_qty=int(item.get("qty", 0)),
                          section=label(_found_card_section(str(item.get("name", "")), event.game_system)))
            for item in findings.get("extra", [])
            if recorded and str(item.get("name")) not in listed_names
        ),
        section_order=tuple(part.label for part in parts),
    )


def _file_part(text: str) -> str:
    """Text made safe for a file name on any system: letters and digits, words joined by '-'."""
    return re.sub(r"[^\w]+", "-", text.casefold()).strip("-_")


def deck_check_file_name(
    round_number: int | None, table: int | None, player: str, player_number: str | None
) -> str:
    """A file name of its own for each sheet of a round: round, table, player (and number).

    Both decks of a table are checked at once, so the table alone is not
    enough; two players of one name can meet, so the number goes in too.
    """
    parts = ["deckcheck"]
    if round_number is not None:
        parts.append(f"round-{round_number}")
    if table is not None:
        parts.append(f"table-{table}")
    parts.append(_file_part(player) or "player")
    if player_number:
        parts.append(_file_part(player_number))
    return "-".join(p for p in parts if p) + ".pdf"


def player_file_name(kind: str, player: str, player_number: str | None) -> str:
    """ "decklist-form-rarity-belle-1004.pdf": a player's own printout (their deck-list form,
    their pool sheet) named after them, so the next player's does not offer to replace it."""
    parts = [kind, _file_part(player) or "player"]
    if player_number:
        parts.append(_file_part(player_number))
    return "-".join(p for p in parts if p) + ".pdf"


def _player(session: Session, event_id: int, player: str | int) -> players.PlayerRow:
    """A player by registration id (an int) or by number or name (text)."""
    if isinstance(player, int):
        row = players.get_player(session, player)
        if row.event_id != event_id:
            raise ValidationError(f"{row.name} is not registered in this event")
        return row
    return players.find_player(session, event_id, player)


def _time(value: Any) -> str:
    return value.strftime("%H:%M") if value is not None else ""


def deck_list_form(
    session: Session,
    event_id: int,
    player: str | int | None = None,
    *,
    printed_at_label: str = "",
) -> DeckListForm:
    """A registration form: blank, or filled in from the player's registered list."""
    event = require_event(session, event_id)
    limited_event = is_limited(event)
    base = DeckListForm(
        header=event_header(event, printed_at_label=printed_at_label),
        problem_lines=5 if limited_event else 10,
        draw_lines=30 if limited_event else 40,
        draw_deck_minimum=30 if limited_event else 45,
        limited_note=_limited_note(session, event_id) if limited_event else "",
        parts=() if limited_event else _game_parts(event, []),
    )
    if player is None:
        return base
    reg = _player(session, event_id, player)
    stored: DeckList | None = current_deck_list(session, reg.registration_id)
    cards = list(stored.cards or []) if stored is not None else []
    if base.parts:
        return dataclasses.replace(base, player=reg.name, player_number=reg.player_number or "",
                                   parts=_game_parts(event, cards))
    mane = _entries(cards, ("mane",))
    return DeckListForm(
        header=base.header,
        player=reg.name,
        player_number=reg.player_number or "",
        mane_character=mane[0].name if mane else "",
        problems=_entries(cards, ("problem",)),
        draw_deck=_entries(cards, ("draw",)),
        problem_lines=base.problem_lines,
        draw_lines=base.draw_lines,
        draw_deck_minimum=base.draw_deck_minimum,
        limited_note=base.limited_note,
    )


def _limited_note(session: Session, event_id: int) -> str:
    setup = limited.limited_setup(session, event_id)
    manes = "; ".join(setup.provided_mane_characters) or "none"
    problems = "; ".join(setup.provided_starting_problems) or "none"
    return (
        f"{setup.kind_label} ({setup.product.label}). Build from your pool only "
        f"(Limited Play). The organizer may provide these Mane Characters: {manes}; and any number "
        f"of these Starting Problems: {problems}."
    )


def pod_seating(session: Session, event_id: int, *, printed_at_label: str = "") -> PodSeating:
    """The draft pods with their seats and where each pack is passed."""
    event = require_event(session, event_id)
    view = pods.pods_view(session, event_id)
    return PodSeating(
        header=event_header(event, printed_at_label=printed_at_label),
        packs=tuple(PackLine(p.number, p.set_name, p.direction or "left") for p in view.packs),
        pods=tuple(
            PodBlock(pod.number, tuple(
                SeatLine(s.seat, s.player_name, s.left_name, s.right_name) for s in pod.seats))
            for pod in view.pods
        ),
        seed=view.seed,
        round1_in_pods=view.round1_in_pods,
    )


def pool_sheet(
    session: Session, event_id: int, player: str | int | None = None, *, printed_at_label: str = ""
) -> PoolSheet:
    """A pool registration sheet: blank, or filled in from the player's registered pool."""
    event = require_event(session, event_id)
    setup = limited.limited_setup(session, event_id)
    base = PoolSheet(
        header=event_header(event, printed_at_label=printed_at_label),
        product=setup.product_label,
        blank_lines=setup.product.total * 12,
    )
    if player is None:
        return base
    reg = _player(session, event_id, player)
    pool = pools.get_pool(session, reg.registration_id)
    seat = next((line for line in pools.list_pools(session, event_id)
                 if line.registration_id == reg.registration_id), None)
    cards = pool.cards if pool is not None else ()
    return dataclasses.replace(
        base,
        player=reg.name,
        player_number=reg.player_number or "",
        seat=f"pod {seat.pod}, seat {seat.seat}" if seat is not None and seat.pod else "",
        cards=tuple(PoolLine(c.qty, c.name, c.code) for c in cards if not c.extra),
        extras=tuple(PoolLine(c.qty, c.name, c.code) for c in cards if c.extra),
    )


def penalty_report(
    session: Session, event_id: int, *, by_player: bool = False, printed_at_label: str = ""
) -> PenaltyReport:
    """Every penalty of the event, by time of issue or grouped by player."""
    data = penalties.penalty_report_data(
        session, event_id, by_player=by_player, printed_at_label=printed_at_label
    )
    event = require_event(session, event_id)
    return PenaltyReport(
        header=event_header(event, printed_at_label=printed_at_label),
        lines=data.lines,
        order=data.order,
        notes=data.notes,
    )


def build(
    session: Session,
    event_id: int,
    kind: str,
    *,
    round_number: int | None = None,
    by: str = "name",
    player: str | int | None = None,
    printed_at_label: str = "",
) -> Printout:
    """The report `kind` for an event as a ready-to-render `Printout` (one read transaction)."""
    label = printed_at_label
    if kind == "pairings":
        data: Any = pairings(session, event_id, round_number, printed_at_label=label)
    elif kind == "standings":
        data = standings(session, event_id, round_number, printed_at_label=label)
    elif kind == "bracket":
        data = bracket(session, event_id, printed_at_label=label)
    elif kind == "slips":
        data = match_slips(session, event_id, round_number, printed_at_label=label)
    elif kind == "deckcheck":
        if player is None:
            raise ValidationError("name the player whose deck is checked (--player)")
        data = deck_check_sheet(session, event_id, player, round_number, printed_at_label=label)
    elif kind == "decklist-form":
        data = deck_list_form(session, event_id, player, printed_at_label=label)
    elif kind == "codes":
        data = player_codes(session, event_id, printed_at_label=label)
    elif kind == "penalties":
        data = penalty_report(session, event_id, by_player=by == "player", printed_at_label=label)
    elif kind == "pods":
        data = pod_seating(session, event_id, printed_at_label=label)
    elif kind == "pool-sheet":
        data = pool_sheet(session, event_id, player, printed_at_label=label)
    else:
        raise ValidationError(f"unknown report {kind!r}; choose one of: {', '.join(REPORT_KINDS)}")
    renderer(kind, by)  # refuse a bad `by` before anything is written
    return Printout(kind=kind, data=data, by=by)


def latest_round_number(session: Session, event_id: int) -> int | None:
    """The number of the event's newest round, or None before round 1."""
    number = session.exec(
        select(Round.number).where(Round.event_id == event_id).order_by(col(Round.number).desc())
    ).first()
    return number

