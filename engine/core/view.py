"""A position as a judge reads it, the same shape for every game.

A game system turns its own state into these frozen rows (`GameSystem.table`),
and the match table shows only them: so no window reads a game's raw state, a
position can be shown while the engine works on the next one, and a second
game needs no change to the tournament side. Every text here is already in
the words the judge reads (card names, "Player 1's home", "exhausted"); keys such as
an area's `key` only keep a row open and selected across moves.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from engine.core.board_limits import UNOFFICIAL_NOTE
from engine.core.decision import Decision
from engine.core.player_names import default_name, named_players


@dataclass(frozen=True, slots=True)
class CardView:
    """One card as a judge reads it on the table or in a pile."""

    iid: int
    name: str
    kind: str
    """The card's type in the game's words, lower case ("friend", "spell")."""
    owner: int
    ctrl: int
    title: str = ""
    """How a list names it: the name, with the type where the judge needs it; "" = the name."""
    stat: int | None = None
    """The number a judge reads first (a character's power); None when it has none."""
    stat_words: str = ""
    """The number as a judge must read it when the number alone would mislead ("−1 (counts
    as 0)": an MLP power below 0 stays negative but counts as 0 in totals); "" = the number."""
    colors: tuple[str, ...] = ()
    flags: tuple[str, ...] = ()
    """Its state in words, as a judge calls it out ("face-down", "exhausted")."""
    hidden: bool = False
    """Face-down or otherwise not showing: the row is dimmed."""
    tint: str = ""
    """"alert" (a state that stops it, e.g. frightened), "spent" (used this turn), or ""."""
    counters: tuple[tuple[str, int], ...] = ()
    extras: tuple[str, ...] = ()
    """More facts read with the counters ("1 beneath: Sweetie Sunrise, Early Riser #7")."""
    attachments: tuple[CardView, ...] = ()
    note: str = ""
    """What the card asks for or gives beside its text (a Problem's confront requirements)."""
    tooltip: str = ""
    gap: str = ""
    """What of the card's text the rules engine does not carry out, in words ("" = it carries
    out all of it). The table marks such a card: a ruling on it needs the judge's own reading."""
    unofficial: bool = False
    """A card of the program's own, never printed: its tooltip says so (`shown_tooltip`)."""
    player: str = ""
    """What the Player column says of a card no player controls ("P0's half": a Spellcasters card of
    the shared deck names the half deck it came from); "" = the controller, as `player_text` says."""

    @property
    def shown_tooltip(self) -> str:
        """The tooltip a screen shows: the game's, then what of the text the engine does not carry
        out (unless the game's tooltip says it already) and the unofficial note, where they apply."""
        parts = [self.tooltip]
        if self.gap and self.gap not in self.tooltip:
            parts.append(self.gap)
        if self.unofficial:
            parts.append(UNOFFICIAL_NOTE)
        return "\n".join(part for part in parts if part)

    @property
    def label(self) -> str:
        return self.title or self.name

    @property
    def stat_text(self) -> str:
        """The number as a screen shows it: its words when the game gives some, "" for none."""
        return self.stat_words or ("" if self.stat is None else str(self.stat))

    @property
    def state_text(self) -> str:
        """The card's flags in words."""
        return ", ".join(self.flags)

    @property
    def counters_text(self) -> str:
        parts = [f"{count} {name.replace('_', ' ')}" for name, count in self.counters]
        return ", ".join([*parts, *self.extras])

    @property
    def player_text(self) -> str:
        """Who controls it, and whose it is when it is controlled by another player."""
        if self.player:
            return self.player
        return f"P{self.ctrl}" if self.owner == self.ctrl else f"P{self.ctrl} (P{self.owner}'s)"


@dataclass(frozen=True, slots=True)
class AreaView:
    """A part of the table in play (a home, a Problem, a battlefield) and its cards.

    `anchor` is the card that makes the area, when one does (the Problem card).
    """

    key: str
    kind: str
    owner: int
    title: str
    anchor: CardView | None
    cards: tuple[CardView, ...]
    summary: str = ""
    """What a judge reads beside the title ("power P0 5 · P1 3"); "" = the number of cards."""
    tooltip: str = ""
    shared: bool = False
    """The area is no player's (a shared Location, the queue): `owner` only says on whose side
    the game keeps it, which the table does not name as its player."""
    player: str = ""
    """What the Player column says of the area ("Rarity Belle" where the board names its owner);
    "" = as `player_text` says."""

    @property
    def player_text(self) -> str:
        """Whose area it is: "" for one no player's, else its owner ("P0")."""
        return "" if self.shared else self.player or f"P{self.owner}"


@dataclass(frozen=True, slots=True)
class ZoneView:
    """One of a player's zones out of play (hand, deck, discard pile), in order."""

    key: str
    title: str
    cards: tuple[CardView, ...]


@dataclass(frozen=True, slots=True)
class PlayerView:
    """A player's numbers and the cards only a judge sees all of."""

    index: int
    name: str
    """What the player is known by at the table (their Mane Character, their hero)."""
    score: int
    score_unit: str
    """What the score counts, in the number the score takes ("1 point", "2 points")."""
    tally: tuple[tuple[str, int], ...]
    """The numbers a judge reads along the player's panel, in order (resources, pile sizes)."""
    numbers_text: str
    """The player's numbers in one phrase ("4 points, 3 action tokens")."""
    zones: tuple[ZoneView, ...]
    called: str = ""
    """The player's own name where the board gives one ("Rarity Belle"); "" = none."""

    @property
    def who(self) -> str:
        """The player as the table names them: their name where known, else "Player 1" or "Player 2"."""
        return self.called or default_name(self.index)

    @property
    def label(self) -> str:
        return f"{self.who} · {self.name}"

    def zone(self, key: str) -> ZoneView:
        return next(zone for zone in self.zones if zone.key == key)


@dataclass(frozen=True, slots=True)
class PositionView:
    """Everything the table shows for one position."""

    turn: int
    turn_player: int
    first_player: int | None
    """The player who went first; None while the game has not chosen one (setting up)."""
    summary: str
    """Turn, whose turn it is and the phase, in one line."""
    players: tuple[PlayerView, ...]
    areas: tuple[AreaView, ...]
    decision: Decision | None
    result: str
    """"" while the game goes on, else the result in words with its rule."""
    number: int
    """Answers given since the start of this line."""
    length: int
    """Answers recorded in this line (more than `number` when stepped back)."""
    time_called: bool
    stat_name: str = ""
    """What `CardView.stat` is called ("Power")."""
    phase: str = ""
    """The phase of the turn by its name in the rules ("main")."""
    piles: tuple[ZoneView, ...] = ()
    """The piles out of play that are no player's (Spellcasters' one shared deck), each in
    order as the players' zones are: a judge sees every card of these too."""

    def who(self, index: int) -> str:
        """Player `index` as the table names them (`PlayerView.who`): "Rarity Belle", or "Player 1"."""
        return next((player.who for player in self.players if player.index == index), default_name(index))


def named_position(position: PositionView, names: Sequence[str]) -> PositionView:
    """`position` with its players said as a person calls them (`named_players`: by the names
    the board gives them, else "Player 1" and "Player 2"), everywhere the table reads a player:
    the line of the turn, the result, the areas' titles, numbers and Player column, the cards'
    Player column and tooltips, the players' headings. The one place a position's players are
    named, so no window puts names in itself."""

    def said(text: str) -> str:
        return named_players(text, names)

    def card(view: CardView) -> CardView:
        return replace(view, player=said(view.player_text), tooltip=said(view.tooltip), note=said(view.note),
                       extras=tuple(map(said, view.extras)), attachments=tuple(map(card, view.attachments)))

    def zone(view: ZoneView) -> ZoneView:
        return replace(view, title=said(view.title), cards=tuple(map(card, view.cards)))

    def area(view: AreaView) -> AreaView:
        return replace(view, title=said(view.title), player=said(view.player_text), summary=said(view.summary),
                       tooltip=said(view.tooltip), anchor=None if view.anchor is None else card(view.anchor),
                       cards=tuple(map(card, view.cards)))

    def player(view: PlayerView) -> PlayerView:
        return replace(view, called=names[view.index] if view.index < len(names) else "",
                       numbers_text=said(view.numbers_text), zones=tuple(map(zone, view.zones)))

    return replace(position, summary=said(position.summary), result=said(position.result),
                   areas=tuple(map(area, position.areas)), players=tuple(map(player, position.players)),
                   piles=tuple(map(zone, position.piles)))


@dataclass(frozen=True, slots=True)
class GameResult:
    """How a game ended: the winner (None: a draw), why, and the rule that ended it."""

    winner: int | None
    reason: str
    rule: str


@dataclass(frozen=True, slots=True)
class CardCoverage:
    """How much of a card's text the rules engine carries out."""

    code: str
    name: str
    status: str
    """One of `engine.core.coverage.STATUSES`: "implemented" (carried out and tested),
    "untested", "partial", "missing" or "no-rules"."""
    unsupported: tuple[str, ...] = ()
    missing_rules: tuple[str, ...] = ()
    """For "no-rules": the keywords, ability words or format the rules texts don't define."""
    set_name: str = ""
    card_type: str = ""


@dataclass(frozen=True, slots=True)
class LogRow:
    """One log entry with its place in the log and the rule it cites."""

    number: int
    turn: int
    rule: str
    text: str


CARD_NUMBER = "Card number"
"""The label every game's card panel gives the card's set and number ("PR 12 (Premiere)",
"RTS-007", "SCS-009"), after the game's own facts: the same plain words in each game."""


@dataclass(frozen=True, slots=True)
class CardDetail:
    """A card's printed information and where it is, for the side panel."""

    iid: int
    name: str
    heading: str
    """Type, colors and the like in one line."""
    facts: tuple[tuple[str, str], ...]
    text: str
    where: str
    unofficial: bool = False
    """A card of the program's own, never printed: the panel says so (`UNOFFICIAL_NOTE`)."""
