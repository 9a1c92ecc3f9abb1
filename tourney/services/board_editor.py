"""The judge's board editor without the window: a position as plain, editable data.

A judge at a table sets up the position in front of them card by card. The
editor keeps that work as a `BoardSetup` (`engine.core.board_setup`): each
player's fixed cards (the game's slots, e.g. a Mane Character and a Problem),
cards in play with their flags and hosts, hand and piles in order, the
player's numbers; whose turn, the turn number, where the turn starts. What a
board holds is the game's `BoardSchema`, and the game system turns a setup
into its board-state document, so the same editor serves every game.

The game's board-state loader stays the one judge of whether a document is a
position: when it refuses one, this module says which of the editor's cards
the refused field is (`CardPlace`) so the window can point at it.
"""

from __future__ import annotations

from pathlib import Path

from engine.core.board_limits import MAX_COUNTERS, MAX_TURN
from engine.core.board_setup import (
    BoardSchema,
    BoardSetup,
    BoardSetupProblem,
    BuiltBoard,
    CardChoice,
    CardPlace,
    EditorCard,
    PlayerSetup,
    entry_text,
)
from engine.core.errors import EngineError, StateFormatError
from engine.core.field_words import field_in_words
from engine.core.table import UNKNOWN_CARD, BoardEditing
from tourney.errors import ValidationError
from tourney.services.match_table import MatchTable, board_table, save_board_document, table_rules

__all__ = [
    "MAX_TURN",
    "UNKNOWN_CARD",
    "BoardSchema",
    "BoardSetup",
    "BoardSetupError",
    "CardChoice",
    "CardPlace",
    "EditorCard",
    "PlayerSetup",
    "board_editing",
    "card_choices",
    "carried_note",
    "describe_card",
    "empty_setup",
    "entry_text",
    "match_card",
    "place_label",
    "read_counters",
    "save_board",
    "setup_from_game",
    "setup_from_table",
    "start_board",
]


class BoardSetupError(ValidationError):
    """A position the editor cannot put on the table; `place` is the card it is about."""

    def __init__(self, message: str, place: CardPlace | None = None, field: str = "") -> None:
        super().__init__(message)
        self.place = place
        self.field = field


def board_editing(system_id: str | None = None) -> BoardEditing:
    """The board editor's part of a game system (the default game when None)."""
    editing = table_rules(system_id).editing
    if editing is None:
        raise ValidationError("this game has no board editor")
    return editing


def place_label(place: CardPlace, system_id: str | None = None) -> str:
    """Where a card is in the editor, in words ("P1's hand, row 2")."""
    return board_editing(system_id).schema.place_label(place)


def empty_setup(system_id: str | None = None) -> BoardSetup:
    """A new board: each player's fixed cards still to type, everything else empty."""
    return board_editing(system_id).new_setup()


# ----- cards by code or name -------------------------------------------------------------------


def card_choices(system_id: str | None = None) -> list[CardChoice]:
    """Every card of the game, for typing a card's code or name."""
    return board_editing(system_id).card_choices()


def match_card(text: str, system_id: str | None = None) -> str:
    """The code of the one card a judge's typing names, else the typing as it is."""
    return board_editing(system_id).match_card(text)


def describe_card(text: str, system_id: str | None = None) -> str:
    """The full name and kind of the card a judge typed, or why it is not a card."""
    return board_editing(system_id).describe_card(text)


def read_counters(text: str) -> dict[str, int]:
    """Counters as a judge writes them: "2 power", "2 power, 1 delay"; "" for none."""
    counters: dict[str, int] = {}
    for part in (p.strip() for p in text.replace(";", ",").split(",")):
        if not part:
            continue
        count, _, name = part.partition(" ")
        # (digits 0 to 9 only: "²" is a digit to Python, but no count)
        if not (count.isascii() and count.isdigit()) or not name.strip():
            raise ValueError(f"{part!r}: write a count and a kind of counter, e.g. '2 power'")
        if int(count) > MAX_COUNTERS:
            raise ValueError(f"{part!r}: a card has at most {MAX_COUNTERS:,} counters of a kind")
        if int(count):
            counters[name.strip().casefold().replace(" ", "_")] = int(count)
    return counters


# ----- onto the table and into a file ----------------------------------------------------------


def _missing_slot_cards(setup: BoardSetup, schema: BoardSchema) -> BoardSetupError | None:
    """The first player whose fixed cards are not all typed, naming every one missing.

    Each player always has these cards in play, so none may stay empty. They are
    named in the order of the editor's lines, which is the order a judge fills them
    in (the Mane Character, then the Problem): an empty board asks for the first line
    first, and the judge is sent to that line."""
    for p, player in enumerate(setup.players):
        missing = [slot for slot in schema.slots if not entry_text(player.slots[slot.key].card)]
        if not missing:
            continue
        first = missing[0].title
        if len(missing) == 1:
            words = f"P{p} has no {first}: type the code or name of the {first} the player has in play."
        else:
            named = ", no ".join(slot.title for slot in missing[:-1]) + f" and no {missing[-1].title}"
            then = ", then the ".join(slot.title for slot in missing[1:])
            words = f"P{p} has no {named} yet: type the code or name of the {first} first, then the {then}."
        return BoardSetupError(words, CardPlace(p, missing[0].key))
    return None


def _built(setup: BoardSetup, editing: BoardEditing) -> BuiltBoard:
    missing = _missing_slot_cards(setup, editing.schema)
    if missing is not None:
        raise missing
    try:
        return editing.build(setup)
    except BoardSetupProblem as exc:
        raise BoardSetupError(str(exc), exc.place, exc.field) from None


def start_board(setup: BoardSetup, title: str = "Set-up board", system_id: str | None = None) -> MatchTable:
    """The editor's position on a match table, run to its first decision."""
    editing = board_editing(system_id)
    built = _built(setup, editing)
    try:
        table = board_table(built.document, title, system_id)
        _hold_at_its_step(table, built.document)
        return table
    except StateFormatError as exc:
        # the judge reads the place in words: the editor's row, else the loader's field said plainly
        place = editing.place_of(built, exc.field)
        where = (editing.schema.place_label(place) if place is not None
                 else f"The board is refused: {field_in_words(exc.field, built.document, names=editing.card_named)}")
        raise BoardSetupError(f"{where}: {exc.detail.rstrip('.')}.", place, exc.field) from None
    except EngineError as exc:
        raise BoardSetupError(f"The board is refused: {exc}") from None


def _hold_at_its_step(table: MatchTable, document: dict) -> None:
    """A position where no one has anything to decide in the step it starts in (the turn
    player's Main Phase with no action tokens and no card to play for nothing) is shown at
    the end of that step, as the judge set it up, not at the next decision, which the rules
    reach only in a later turn: Step to next decision goes on from there, as after Step to
    end of phase. (A first decision in the board's own turn is shown as before.)"""
    rules = table.rules
    turn = document.get("turn")
    asked_in = rules.stage(table.game)[0]
    if not isinstance(turn, int) or asked_in <= turn:
        return
    held = rules.load_board_to_ask(document)
    if held.pending() is not None or rules.result(held) is not None:
        return
    table.hold(held, f"Nothing to decide in the step this board starts in: it is shown at that step's end, as "
                     f"set up. Step to next decision goes on to the next decision, in turn {asked_in}; Back and "
                     f"Start return here.")


def save_board(setup: BoardSetup, path: str | Path, system_id: str | None = None) -> Path:
    """Write the editor's position as a board-state file, once the loader has taken it."""
    start_board(setup, system_id=system_id)  # the loader's checks, and the engine runs it to a decision
    return save_board_document(_built(setup, board_editing(system_id)).document, path)


def carried_note(setup: BoardSetup, system_id: str | None = None) -> str:
    """What the editor keeps of a game in progress without a row for it (timed effects,
    cards beneath cards, banished cards a card follows) and what of that the judge's changes leave out, in words."""
    return board_editing(system_id).carried_note(setup)


def setup_from_table(table: MatchTable) -> BoardSetup:
    """The position on a match table as the editor's data, to change and start again."""
    return board_editing(table.system.id).setup_from(table.game)


def setup_from_game(game: object, system_id: str | None = None) -> BoardSetup:
    """A game's position as the editor's data (the game of `system_id`)."""
    return board_editing(system_id).setup_from(game)
