"""A position a judge sets up card by card, and the schema that says what a game's board holds.

The board editor is the same window for every game: what differs (which cards
each player always has in play, the piles, the flags and counters a card may
carry, the areas of the table, where a turn can start) is the game's
`BoardSchema`. The judge's work is kept as a `BoardSetup` of `EditorCard`s;
the game system turns it into its board-state document (`BoardEditing.build`)
and a position back into a setup (`BoardEditing.setup_from`).

Every card gets a number (`ref`) when it is added; that number becomes its
instance id on the table, so the judge finds the same `#12` in both.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core.board_limits import MAX_PLAYER_NUMBER, UNOFFICIAL
from engine.core.errors import EngineError
from engine.core.player_names import named_players

SEPARATOR = " · "
"""Between a card's code and its name in a completion ("PR4 · Twilight Sparkle, ...")."""


@dataclass(frozen=True, slots=True)
class FlagSpec:
    """A yes/no state a card in play can be in ("exhausted")."""

    key: str
    title: str
    """The column title ("Exhausted") and, lower case, the check box text."""
    tooltip: str = ""
    box_text: str = ""
    """The check box text where it differs from the lower-case title ("Boosted side")."""

    @property
    def box_label(self) -> str:
        return self.box_text or self.title.lower()


@dataclass(frozen=True, slots=True)
class SlotSpec:
    """A card each player always has in play, typed in its own line (a Mane Character)."""

    key: str
    title: str
    placeholder: str
    kind: str
    """The card type it must be."""
    area: str
    """Where it starts, `{p}` standing for the player ("home:{p}")."""
    movable: bool = False
    """Whether the judge chooses its area (else it stays at `area`)."""
    flags: tuple[str, ...] = ()
    """Flags (keys of `BoardSchema.flags` or slot-only ones) shown as boxes in its line."""
    required: str = ""
    """The refusal when the slot is empty, `{p}` standing for the player; "" = not required."""
    holds: str = ""
    """Why only `kind` goes here, as the refusal of another card ends ("a Mane Character (301)")."""

    def area_of(self, player: int) -> str:
        return self.area.replace("{p}", str(player))


@dataclass(frozen=True, slots=True)
class AreaSpec:
    """An area of the table a card in play can be at."""

    key: str
    label: str
    """The area's name for anyone ("P0's home")."""
    player: int | None = None
    """The player whose cards only can be there (a home); None: anyone's (a Problem)."""
    own_label: str = ""
    """The name its player reads ("home"); "" = `label`."""


@dataclass(frozen=True, slots=True)
class PileSpec:
    """A zone out of play, listed in order."""

    key: str
    title: str
    """The list's title ("Draw deck (top first)"); the part before " (" is its short name."""
    top_first: bool = False
    kinds: tuple[str, ...] = ()
    """The card types it can hold (lower case, as `CardChoice.kind`); () = any."""
    holds: str = ""
    """Those types in words with the rule saying so, as a refusal ends ("only Problems (101.3b)")."""

    @property
    def short(self) -> str:
        return self.title.split(" (")[0]


@dataclass(frozen=True, slots=True)
class NumberSpec:
    """A number each player has (points, action tokens)."""

    key: str
    title: str
    maximum: int = MAX_PLAYER_NUMBER
    """The highest its box shows; the game's board reader refuses a file giving more."""


@dataclass(frozen=True, slots=True)
class BoardSchema:
    """What a game's board holds, as the board editor offers it."""

    slots: tuple[SlotSpec, ...]
    numbers: tuple[NumberSpec, ...]
    piles: tuple[PileSpec, ...]
    areas: tuple[AreaSpec, ...]
    flags: tuple[FlagSpec, ...]
    """The flags of a card in play, as columns of the in-play list."""
    start_steps: tuple[tuple[str, str], ...]
    """Where a turn can start: (key, what the judge reads)."""
    slot_flags: tuple[FlagSpec, ...] = ()
    """Flags only a slot's card shows (as boxes in its line), beside those of `flags`."""
    default_start: str = ""
    """Where a new board's turn starts ("" = the first of `start_steps`)."""
    in_play_title: str = "Cards in play"
    card_hint: str = "Code or name of a card"
    """What the line where a card is added says while empty."""
    counters_tooltip: str = "Counters on the card, e.g. \"2 power\""
    host_tooltip: str = "The card in play it is attached to"
    area_tooltip: str = "Where it is"
    enters_face_down: frozenset[str] = frozenset()
    """Card types that enter play with the flag "face_down" set."""
    in_play_kinds: tuple[str, ...] = ()
    """The card types the cards-in-play list can hold besides the slots' ones; () = any."""
    in_play_holds: str = ""
    """Those types in words with the rules saying so (`PileSpec.holds`)."""
    kind_words: tuple[tuple[str, str], ...] = ()
    """A card type's name where the short one of `CardChoice.kind` is not what a judge says
    (MLP: "Mane" is a "Mane Character")."""
    carried_title: str = ""
    """The title of the in-play list's column showing what the editor keeps of a game in
    progress for each card without a cell to edit it (`Carried`); "" = no such column."""
    carried_tooltip: str = ""
    players: int = 2
    player_names: bool = False
    """The board may name its players (`PlayerSetup.name`): the editor offers a line for each."""
    new_card_rule: str = ""
    """The rule by which a card put into another zone is a new card, which the name of a move
    cites beside the card's new number (MLP: 410.6, "becomes a different card"); "" = none cited."""

    def areas_for(self, player: int) -> tuple[tuple[str, str], ...]:
        """The areas a player's card in play can be at, as (key, label) for that player."""
        return tuple((a.key, a.own_label or a.label) for a in self.areas if a.player in (None, player))

    def area_label(self, key: str) -> str:
        return next((a.label for a in self.areas if a.key == key), key)

    def slot(self, key: str) -> SlotSpec:
        return next(s for s in self.slots if s.key == key)

    def pile(self, key: str) -> PileSpec:
        return next(p for p in self.piles if p.key == key)

    def kinds_of(self, zone: str) -> tuple[str, ...]:
        """The card types a slot, a pile or the cards in play ("play") can hold; () = any."""
        if any(s.key == zone for s in self.slots):
            return (self.slot(zone).kind,)
        if zone == "play":
            return self.in_play_kinds
        return self.pile(zone).kinds if any(p.key == zone for p in self.piles) else ()

    def kind_word(self, kind: str) -> str:
        return dict(self.kind_words).get(kind.lower(), kind)

    def holds(self, zone: str) -> str:
        """What a slot, a pile or the cards in play holds, with the rule, in words."""
        if any(s.key == zone for s in self.slots):
            return self.slot(zone).holds
        if zone == "play":
            return self.in_play_holds
        return self.pile(zone).holds if any(p.key == zone for p in self.piles) else ""

    def flag_title(self, key: str) -> str:
        found = next((f for f in (*self.flags, *self.slot_flags) if f.key == key), None)
        return found.box_label if found else key.replace("_", " ")

    def place_label(self, place: CardPlace) -> str:
        """Where a card is, in words ("P0's Mane Character", "P1's hand, row 2")."""
        owner = f"P{place.player}'s"
        if any(s.key == place.zone for s in self.slots):
            return f"{owner} {self.slot(place.zone).title}"
        if place.zone == "play":
            return f"{owner} cards in play, row {place.row + 1}"
        if any(a.key == place.zone for a in self.areas):
            return self.area_label(place.zone)
        return f"{owner} {self.pile(place.zone).short.lower()}, row {place.row + 1}"


@dataclass(slots=True)
class EditorCard:
    """One card in the editor. `card` is what the judge typed: a code or a full name."""

    ref: int
    card: str = ""
    area: str = ""
    """Cards in play only: the key of the area it is at."""
    flags: set[str] = field(default_factory=set)
    host: int | None = None
    """The ref of the card in play it is attached to."""
    counters: dict[str, int] = field(default_factory=dict)
    token: bool = False

    def has(self, flag: str) -> bool:
        return flag in self.flags

    def set_flag(self, flag: str, on: bool) -> None:
        if on:
            self.flags.add(flag)
        else:
            self.flags.discard(flag)


@dataclass(slots=True)
class Carried:
    """Something of a position the editor carries through without a widget to edit it.

    A judge who opens a game in progress keeps what the table had beyond the cards'
    rows: a timed effect ("+2 power until the end of the turn"), cards beneath a card.
    The game system writes `record` back into the board it builds while the cards it
    hangs on are still there as they were; a card removed, moved out of play or typed
    over makes it meaningless, and the system leaves just that one out and says so.
    """

    kind: str
    """The game's name for what it is ("timed", "beneath")."""
    record: dict[str, Any]
    """In the game's own form (a record of its board-state document)."""
    cards: dict[int, str] = field(default_factory=dict)
    """The cards it hangs on: ref -> the card as the editor showed it when taken."""


@dataclass(slots=True)
class PlayerSetup:
    """One player's side of the board; piles listed as the editor shows them (top first)."""

    slots: dict[str, EditorCard]
    in_play: list[EditorCard] = field(default_factory=list)
    piles: dict[str, list[EditorCard]] = field(default_factory=dict)
    numbers: dict[str, int] = field(default_factory=dict)
    name: str = ""
    """The player's name, when the board gives one ("" : the player is "P0" or "P1")."""


@dataclass(slots=True)
class BoardSetup:
    """The whole position being edited."""

    players: tuple[PlayerSetup, ...]
    turn: int = 1
    turn_player: int = 0
    first_player: int = 0
    start: str = ""
    seed: int = 0
    next_ref: int = 1
    note: str = ""
    """What the position it was taken from had that the editor leaves out."""
    carried: list[Carried] = field(default_factory=list)
    """What of that position the editor keeps without showing it in a row (`Carried`)."""

    def names(self) -> tuple[str, ...]:
        """The players' names as the board gives them ("" for one it names not)."""
        return tuple(player.name for player in self.players)

    def said(self, text: str) -> str:
        """`text` with its players as the editor calls them: by name, else "Player 1" and
        "Player 2" (`named_players`), never the engine's "P0" and "P1"."""
        return named_players(text, self.names())

    def new_ref(self) -> int:
        ref = self.next_ref
        self.next_ref += 1
        return ref

    def new_card(self, card: str, *, area: str = "", host: int | None = None,
                 counters: dict[str, int] | None = None, token: bool = False, **flags: bool) -> EditorCard:
        """A new card with the next number; flags are given by name (`exhausted=True`)."""
        return EditorCard(self.new_ref(), card, area, {k for k, on in flags.items() if on}, host,
                          dict(counters or {}), token)

    def moved(self, card: EditorCard, area: str = "") -> EditorCard:
        """The card a judge moves to another zone (into play at `area`, or out of play).

        A card that changes zones becomes a different card, and what applied to it no
        longer does even if it comes back (MLP 410.6): it gets a new number, so the timed
        effects and cards beneath kept for its old number are left out (and named) when
        it leaves play, and do not come back with it. Out of play it also loses its
        place, state, host and counters. Reordering a pile keeps the number.
        """
        if area:
            return EditorCard(self.new_ref(), card.card, area, set(card.flags), card.host, dict(card.counters),
                              card.token)
        return EditorCard(self.new_ref(), card.card, token=card.token)

    def all_cards(self) -> list[tuple[CardPlace, EditorCard]]:
        """Every card with where it is: slots, cards in play, then the piles."""
        out: list[tuple[CardPlace, EditorCard]] = []
        for p, player in enumerate(self.players):
            out += [(CardPlace(p, key), card) for key, card in player.slots.items()]
            out += [(CardPlace(p, "play", row), c) for row, c in enumerate(player.in_play)]
            for zone, cards in player.piles.items():
                out += [(CardPlace(p, zone, row), c) for row, c in enumerate(cards)]
        return out

    def in_play_refs(self) -> dict[int, tuple[int, EditorCard]]:
        """Cards in play by ref, with their owner: what an attachment can be attached to."""
        out: dict[int, tuple[int, EditorCard]] = {}
        for p, player in enumerate(self.players):
            for card in (*player.slots.values(), *player.in_play):
                out[card.ref] = (p, card)
        return out


def empty_setup(schema: BoardSchema) -> BoardSetup:
    """A new board: each player's slots (numbered first) still to type, everything else empty."""
    setup = BoardSetup(tuple(PlayerSetup({}) for _ in range(schema.players)),
                       start=schema.default_start or (schema.start_steps[0][0] if schema.start_steps else ""))
    for slot in schema.slots:
        for p, player in enumerate(setup.players):
            player.slots[slot.key] = EditorCard(setup.new_ref(), area=slot.area_of(p))
    for player in setup.players:
        player.piles = {pile.key: [] for pile in schema.piles}
        player.numbers = {number.key: 0 for number in schema.numbers}
    return setup


@dataclass(frozen=True, slots=True)
class CardPlace:
    """Where a card is in the editor: a player's slot, a row of a list ("play" or a pile), or
    an area of play no card is at yet, where the card still to add goes (the Battledome's
    "active:0": a player without an active Neopet)."""

    player: int
    zone: str
    row: int = 0


@dataclass(frozen=True, slots=True)
class CardChoice:
    """One database card as the editor offers it for completion."""

    code: str
    name: str
    kind: str
    unofficial: bool = False
    """A card of the program's own: the completion and the editor's rows say so."""

    @property
    def described(self) -> str:
        """The name with its kind, and the unofficial mark where the card has one."""
        return f"{self.name} ({self.kind}, {UNOFFICIAL})" if self.unofficial else f"{self.name} ({self.kind})"

    @property
    def text(self) -> str:
        return f"{self.code}{SEPARATOR}{self.described}"


def entry_text(text: str) -> str:
    """The card a completion names ("PR4 · Twilight Sparkle, ... (Mane)" -> "PR4")."""
    return text.split(SEPARATOR, 1)[0].strip()


@dataclass(frozen=True, slots=True)
class BuiltBoard:
    """A board-state document and, for each card it lists, the editor card it came from."""

    document: dict[str, Any]
    places: tuple[CardPlace, ...]
    dropped: tuple[str, ...] = ()
    """What of the setup's `carried` the judge's changes made meaningless, in words."""


class BoardSetupProblem(EngineError):
    """A position the editor cannot put on the table; `place` is the card it is about."""

    def __init__(self, message: str, place: CardPlace | None = None, field: str = "") -> None:
        super().__init__(message)
        self.place = place
        self.field = field
