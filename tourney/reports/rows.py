"""Plain, frozen input rows for the printed reports.

Services build these from the database; the renderers never see an ORM object,
a session or a clock. Keeping the inputs as small value objects is what makes a
report a pure function: the same rows always print the same bytes, and the GUI
can hand rows to a worker thread without sharing a database session.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Literal

PenaltyOrder = Literal["chronological", "player"]


@dataclass(frozen=True, slots=True)
class EventHeader:
    """What every page says about the event, so a loose sheet is never anonymous.

    `printed_at_label` is passed in (already formatted, in the organizer's local
    time) because a renderer must not read the clock: output has to be
    reproducible from its input.
    """

    name: str
    date: dt.date | str
    venue: str = ""
    tier: int | str = 1
    game_system_name: str = ""
    format: str = ""
    round_number: int | None = None
    printed_at_label: str = ""
    round_name: str = ""
    """What people call an elimination round ("Quarterfinals"); empty for a Swiss round."""
    round_title: str = ""
    """The round as every screen heads it ("Quarterfinals (round 4)", "Round 3"), worded by the
    services so a sheet and the screens beside it never name one round two ways."""


@dataclass(frozen=True, slots=True)
class PairingLine:
    """One table of a round, seen from player A's seat.

    A bye is a line with `is_bye=True` and no opponent; its table is usually
    None. The by-name report lists every player, so it shows each non-bye line
    twice (once from each side). `*_shares_name` says another player of the
    event has the same name, so a column that names only the opponent adds
    their number.
    """

    table: int | None
    player: str
    player_number: str | None
    points: int
    opponent: str | None = None
    opponent_number: str | None = None
    opponent_points: int | None = None
    is_bye: bool = False
    player_shares_name: bool = False
    opponent_shares_name: bool = False

    def __post_init__(self) -> None:
        if self.is_bye and self.opponent is not None:
            raise ValueError(f"bye for {self.player!r} must not name an opponent")
        if not self.is_bye and self.opponent is None:
            raise ValueError(f"pairing for {self.player!r} needs an opponent or is_bye=True")


@dataclass(frozen=True, slots=True)
class Pairings:
    """A round's pairings: input of both pairings reports."""

    header: EventHeader
    lines: tuple[PairingLine, ...] = ()
    share_address: str | None = None
    """Where the players' pages are shared, printed with its QR code (None: not shared)."""


@dataclass(frozen=True, slots=True)
class StandingLine:
    """One player's place in the standings.

    `tiebreakers` holds (name, already formatted value) pairs so the pairing
    code decides the precision (e.g. "61.54%"), not the printer.
    `late_entry_note` says how this player's missed rounds were counted; equal
    notes share one footnote.
    """

    rank: int
    player: str
    player_number: str | None
    match_points: int
    record: str
    tiebreakers: tuple[tuple[str, str], ...] = ()
    dropped: bool = False
    late_entry_note: str = ""
    placing: str = ""


@dataclass(frozen=True, slots=True)
class Standings:
    """Standings after a round, or the final standings after a top cut.

    `tiebreaker_names` chooses the tiebreaker columns and their order; when
    empty, the names found in the first line are used. `footnotes` are printed
    under the table after the late-entry notes (e.g. how each tiebreaker is
    computed). After a top cut each line carries its `placing` ("3–4"), the
    title says so ("Final standings") and `lead` lines (the champion, how the
    places were decided) come before the table.
    """

    header: EventHeader
    lines: tuple[StandingLine, ...] = ()
    tiebreaker_names: tuple[str, ...] = ()
    footnotes: tuple[str, ...] = ()
    title: str = "Standings"
    lead: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class BracketEntry:
    """A player in the top cut: seed, name and number."""

    seed: int
    player: str
    player_number: str | None = None


@dataclass(frozen=True, slots=True)
class BracketMatchLine:
    """One elimination match; `player_b` None is a bye; `winner` is "a", "b" or None."""

    table: int | None
    player_a: BracketEntry
    player_b: BracketEntry | None = None
    winner: str | None = None


@dataclass(frozen=True, slots=True)
class BracketColumn:
    """An elimination round by name; a round not yet paired prints `empty_matches` blank boxes."""

    title: str
    matches: tuple[BracketMatchLine, ...] = ()
    empty_matches: int = 0


@dataclass(frozen=True, slots=True)
class BracketSheet:
    """The top-cut bracket: seeds, each round, and the champion once decided."""

    header: EventHeader
    title: str
    seeds: tuple[BracketEntry, ...] = ()
    rounds: tuple[BracketColumn, ...] = ()
    champion: BracketEntry | None = None
    note: str = ""


@dataclass(frozen=True, slots=True)
class MatchSlip:
    """A result slip for one table.

    `best_of` 1 prints boxes for the match result only; 3 (or more) adds one row
    of boxes per game. `time_extension_minutes` > 0 prints an extension
    already granted (e.g. after a deck check); 0 leaves a line for a judge.
    """

    table: int | None
    round_number: int
    player_a: str
    player_a_number: str | None
    player_b: str
    player_b_number: str | None
    player_a_points: int | None = None
    player_b_points: int | None = None
    best_of: int = 1
    time_extension_minutes: int = 0
    round_name: str = ""
    """"Semifinals" for an elimination round, which its players know by that name."""
    untimed: str = ""
    """An untimed round's line ("Untimed round: play until ..."), printed where a timed round's
    slip leaves a line for a time extension: an untimed match is never given one."""

    @property
    def is_elimination(self) -> bool:
        """A top-cut match: no drop box, no Swiss points and no drawn games (one is replayed)."""
        return bool(self.round_name)


@dataclass(frozen=True, slots=True)
class MatchSlips:
    """All the slips of a round, printed several to a page."""

    header: EventHeader
    slips: tuple[MatchSlip, ...] = ()


@dataclass(frozen=True, slots=True)
class DeckCheckCard:
    """One card name of the registered list and what the judge counted.

    `counted_qty` None leaves the box empty for a judge to fill in by hand.
    """

    name: str
    registered_qty: int
    counted_qty: int | None = None
    section: str = "Draw deck"

    @property
    def difference(self) -> int | None:
        if self.counted_qty is None:
            return None
        return self.counted_qty - self.registered_qty


@dataclass(frozen=True, slots=True)
class DeckCheckSheet:
    """The sheet a judge fills in (or that records) one deck check."""

    header: EventHeader
    table: int | None
    player: str
    player_number: str | None
    cards: tuple[DeckCheckCard, ...] = ()
    sleeves: str = ""
    notes: str = ""
    proposed_penalty: str = ""
    judge: str = ""
    """The judge who checked the deck; empty leaves the field for them to write their name."""
    started_label: str = ""
    ended_label: str = ""
    blank_rows: int = 6
    head_judge: str = ""
    """Who an appeal of the check goes to."""
    extras: tuple[DeckCheckCard, ...] = ()
    """Cards counted in the deck that are not on the list (written in above the blank rows), each
    in its part of the deck (`section`), whose counted total includes it."""
    section_order: tuple[str, ...] = ()
    """The game's part labels in the order its deck list prints them; () for the MLP order."""


@dataclass(frozen=True, slots=True)
class DeckListEntry:
    """A quantity and a full card name (with subtitle) on a deck list."""

    qty: int
    name: str


@dataclass(frozen=True, slots=True)
class DeckListPart:
    """One part of a game's deck-list form, as its deck rules name it (`engine.core.cards.ListPart`)."""

    label: str
    """"Main Deck"; the total line says "Main Deck total"."""
    rules: str
    """The deck-building limits printed where the player writes."""
    entries: tuple[DeckListEntry, ...]
    lines: int
    total: str = ""
    """What the part's total must be ("must be 50"); "" prints no limit on the total line."""


@dataclass(frozen=True, slots=True)
class DeckListForm:
    """A deck-list registration form, blank or pre-filled from a submitted list.

    The line counts follow the constructed rules (a 10-card Problem deck, a
    Draw deck of 45+ cards with at most 3 copies of a name, so 15+ lines); a
    limited event can ask for 5 problem lines.
    """

    header: EventHeader
    player: str = ""
    player_number: str = ""
    mane_character: str = ""
    problems: tuple[DeckListEntry, ...] = ()
    draw_deck: tuple[DeckListEntry, ...] = ()
    problem_lines: int = 10
    draw_lines: int = 40
    draw_deck_minimum: int = 45
    limited_note: str = ""
    """For a limited event: what the deck may be built from (empty for constructed)."""
    parts: tuple[DeckListPart, ...] = ()
    """A game's own form (its parts in order) in place of the MLP one; () for MLP."""


@dataclass(frozen=True, slots=True)
class PenaltyLine:
    """One penalty issued at the event.

    `sequence` is the order of issue (the chronological sort key); `time_label`
    is an already-formatted time of issue, if the caller wants one shown.
    """

    sequence: int
    round_number: int | None
    player: str
    player_number: str | None
    infraction: str
    penalty: str
    judge: str = ""
    description: str = ""
    escalation_note: str = ""
    upgrade_note: str = ""
    withdrawn: bool = False
    withdrawn_reason: str = ""
    time_label: str = ""
    round_name: str = ""  # "Final" when given in a top-cut round; "" in a Swiss round
    round_title: str = ""  # "Final (round 6)", as the screens head that round


@dataclass(frozen=True, slots=True)
class PenaltyReport:
    """All penalties of an event, listed by time of issue or grouped by player."""

    header: EventHeader
    lines: tuple[PenaltyLine, ...] = ()
    order: PenaltyOrder = "chronological"
    notes: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class PlayerCodeSlip:
    """One player's code, cut out and handed to them."""

    player: str
    player_number: str | None
    code: str


@dataclass(frozen=True, slots=True)
class PlayerCodes:
    """Every player's code for reporting results and sending deck lists from a phone."""

    header: EventHeader
    slips: tuple[PlayerCodeSlip, ...] = ()
    share_address: str | None = None
