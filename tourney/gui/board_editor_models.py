"""Qt models of the board editor: a player's pile (in order) and their cards in play.

The models edit the lists of `EditorCard`s inside the editor's `BoardSetup`
in place, so the setup is always what the judge sees; the game system builds
the board-state document from it. The columns of the in-play list (areas,
hosts, flags, counters) come from the game's `BoardSchema`. Rows move with `beginMoveRows` (the order of a
deck matters), flags are check boxes, and a card's area and host are chosen
from lists the model offers (`choices`), which the editor's delegates show.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor

from tourney.gui.match_table_models import GAP_MARK as GAP_SIGN
from tourney.gui.match_table_models import GAP_NOTE, GAP_WORDS
from tourney.gui.tooltips import wrapping_tip
from tourney.services.board_editor import (
    UNKNOWN_CARD,
    BoardSchema,
    BoardSetup,
    EditorCard,
    entry_text,
    read_counters,
)

AnyIndex = QModelIndex | QPersistentModelIndex
_NO_INDEX = QModelIndex()
CHOICE_ROLE = Qt.ItemDataRole.UserRole + 20
"""A cell's value among `choices` (an area key, a host ref or None)."""
_UNKNOWN = QBrush(QColor("#a40000"))
_GAP = QBrush(QColor("#a04a00"))
GAP_MARK = GAP_NOTE
"""What the line of a Mane Character or a Problem adds when the rules engine does not carry
out all of the card's text (the match table's sign and words). In the lists the sign alone
leads the name, as on the match table, so it shows however narrow the column; the cell's
tooltip says what is not carried out, and the column's tooltip what the sign means."""


@dataclass(frozen=True, slots=True)
class CardColumn:
    title: str
    kind: str  # ref, card, name, area, host, counters, carried, or "flag:<key>"
    tooltip: str = ""


PILE_COLUMNS = (CardColumn("#", "ref", "The card's number; it keeps it on the table"),
                CardColumn("Card", "card", "Code or full name; double-click to change"),
                CardColumn("Name", "name", f"{GAP_SIGN}: {GAP_WORDS} (the name's tooltip says what)"))
FLAG = "flag:"
CARRIED = "carried"
"""The column of what the editor keeps of a game in progress for a card (not edited here)."""


def play_columns(schema: BoardSchema) -> tuple[CardColumn, ...]:
    """The in-play list's columns: where, attached to what, each flag, the counters."""
    return (*PILE_COLUMNS,
            CardColumn("At", "area", schema.area_tooltip),
            CardColumn("Attached to", "host", schema.host_tooltip),
            *(CardColumn(flag.title, FLAG + flag.key, flag.tooltip) for flag in schema.flags),
            CardColumn("Counters", "counters", schema.counters_tooltip),
            *((CardColumn(schema.carried_title, CARRIED, schema.carried_tooltip),) if schema.carried_title else ()))


class CardListModel(QAbstractTableModel):
    """One ordered list of a player's cards (a pile, or the cards in play)."""

    columns: Sequence[CardColumn] = PILE_COLUMNS

    counters_refused = Signal(int, str)
    """Counters typed in a row's cell could not be read (row, why): the cell keeps its own."""
    counters_taken = Signal(int)
    """Counters typed in a row's cell were read (row): an earlier refusal of them no longer holds."""
    card_refused = Signal(int, str)
    """A card typed in a row's cell cannot be in this list (row, why): the cell keeps its card."""
    card_taken = Signal(int)
    """A card typed in a row's cell was taken (row): an earlier refusal of a cell no longer holds."""

    def __init__(self, player: int, cards: list[EditorCard], describe: Callable[[str], str],
                 parent: QObject | None = None, *, gap: Callable[[str], str] | None = None,
                 match: Callable[[str], str] = entry_text, misplaced: Callable[[str], str] | None = None) -> None:
        super().__init__(parent)
        self.player = player
        self._cards = cards
        self._describe = describe
        self._gap = gap
        self._match = match
        """What a typed card becomes (a name only one card has: its code), as the entry line does."""
        self._misplaced = misplaced
        """Why a typed card cannot be in this list ("" = it can), as the entry line refuses it."""
        self._names: dict[str, str] = {}
        self._gaps: dict[str, str] = {}

    def set_cards(self, cards: list[EditorCard]) -> None:
        self.beginResetModel()
        self._cards = cards
        self.endResetModel()

    def cards(self) -> list[EditorCard]:
        return self._cards

    def card(self, row: int) -> EditorCard:
        return self._cards[row]

    def row_of(self, ref: int) -> int:
        return next((row for row, c in enumerate(self._cards) if c.ref == ref), -1)

    def areas(self) -> tuple[tuple[str, str], ...]:
        """The areas a card of this list can be at (none: a pile)."""
        return ()

    def name(self, text: str) -> str:
        if text not in self._names:
            self._names[text] = self._describe(text)
        return self._names[text]

    def gap(self, text: str) -> str:
        """What of the card's text the rules engine does not carry out ("" = all of it)."""
        if self._gap is None:
            return ""
        if text not in self._gaps:
            self._gaps[text] = self._gap(text)
        return self._gaps[text]

    # ----- Qt -----------------------------------------------------------------------------------

    def rowCount(self, parent: AnyIndex = _NO_INDEX) -> int:
        return 0 if parent.isValid() else len(self._cards)

    def columnCount(self, parent: AnyIndex = _NO_INDEX) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.columns):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.columns[section].title
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.columns[section].tooltip or None
        return None

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        kind = self.columns[index.column()].kind
        if kind in ("card", "area", "host", "counters"):
            return base | Qt.ItemFlag.ItemIsEditable
        if kind.startswith(FLAG):
            return base | Qt.ItemFlag.ItemIsUserCheckable
        return base

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._cards):
            return None
        card = self._cards[index.row()]
        kind = self.columns[index.column()].kind
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(card, kind)
        if role == Qt.ItemDataRole.EditRole:
            return card.card if kind == "card" else self.text(card, kind)
        if role == CHOICE_ROLE:
            return card.area if kind == "area" else card.host if kind == "host" else None
        if role == Qt.ItemDataRole.CheckStateRole and kind.startswith(FLAG):
            return Qt.CheckState.Checked if card.has(kind[len(FLAG):]) else Qt.CheckState.Unchecked
        if role == Qt.ItemDataRole.ForegroundRole and kind == "name":
            if self.name(card.card).startswith(UNKNOWN_CARD):
                return _UNKNOWN
            if self.gap(card.card):
                return _GAP
        if role == Qt.ItemDataRole.ToolTipRole and kind == "name":
            gap = self.gap(card.card)
            return wrapping_tip(gap) if gap else None
        return None

    def text(self, card: EditorCard, kind: str) -> str:
        if kind == "ref":
            return f"#{card.ref}"
        if kind == "card":
            return card.card
        if kind == "name":
            return (f"{GAP_SIGN} " if self.gap(card.card) else "") + self.name(card.card)
        if kind.startswith(FLAG):
            return ""
        if kind == "area":
            return dict(self.areas()).get(card.area, card.area)
        if kind == "counters":
            return ", ".join(f"{n} {k.replace('_', ' ')}" for k, n in sorted(card.counters.items()))
        return ""

    def setData(self, index: AnyIndex, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid():
            return False
        card = self._cards[index.row()]
        kind = self.columns[index.column()].kind
        if role == Qt.ItemDataRole.EditRole and kind == "card":
            typed = self._match(str(value))
            wrong = self._misplaced(typed) if self._misplaced else ""
            if wrong:
                self.card_refused.emit(index.row(), wrong)
                return False  # the cell keeps its card
            card.card = typed
            self.card_taken.emit(index.row())
        elif role == Qt.ItemDataRole.EditRole and kind == "counters":
            try:
                card.counters = read_counters(str(value))
            except ValueError as error:
                self.counters_refused.emit(index.row(), str(error))
                return False  # the cell keeps what it had
            self.counters_taken.emit(index.row())
        elif role == Qt.ItemDataRole.CheckStateRole and kind.startswith(FLAG):
            card.set_flag(kind[len(FLAG):], Qt.CheckState(value) == Qt.CheckState.Checked)
        elif role == CHOICE_ROLE and kind == "area":
            card.area = str(value)
        elif role == CHOICE_ROLE and kind == "host":
            card.host = None if value is None else int(value)
        else:
            return False
        self.dataChanged.emit(index.siblingAtColumn(0), index.siblingAtColumn(self.columnCount() - 1))
        return True

    # ----- editing the list ---------------------------------------------------------------------

    def add(self, card: EditorCard, row: int | None = None) -> int:
        row = len(self._cards) if row is None else max(0, min(row, len(self._cards)))
        self.beginInsertRows(QModelIndex(), row, row)
        self._cards.insert(row, card)
        self.endInsertRows()
        return row

    def remove(self, row: int) -> EditorCard:
        self.beginRemoveRows(QModelIndex(), row, row)
        card = self._cards.pop(row)
        self.endRemoveRows()
        return card

    def move(self, row: int, to: int) -> bool:
        """Move a row to position `to` (0 = top of the list)."""
        to = max(0, min(to, len(self._cards) - 1))
        if not 0 <= row < len(self._cards) or to == row:
            return False
        # Qt counts the destination before the move: one further when moving down
        self.beginMoveRows(QModelIndex(), row, row, QModelIndex(), to + 1 if to > row else to)
        self._cards.insert(to, self._cards.pop(row))
        self.endMoveRows()
        return True


class InPlayModel(CardListModel):
    """A player's cards in play besides their slots' cards (MLP: Mane Character and Problem)."""

    def __init__(self, player: int, cards: list[EditorCard], setup: Callable[[], BoardSetup],
                 schema: BoardSchema, describe: Callable[[str], str], parent: QObject | None = None,
                 *, gap: Callable[[str], str] | None = None,
                 carried: Callable[[BoardSetup], dict[int, str]] | None = None,
                 match: Callable[[str], str] = entry_text, misplaced: Callable[[str], str] | None = None,
                 host_fits: Callable[[str, str, bool], bool] | None = None) -> None:
        super().__init__(player, cards, describe, parent, gap=gap, match=match, misplaced=misplaced)
        self._setup = setup
        self._host_fits = host_fits
        """Can a card be attached to a host (card, host, both this player's): the hosts offered."""
        self.schema = schema
        self.columns = play_columns(schema)
        self._carried = carried
        self._kept: dict[int, str] = {}
        """What the column `CARRIED` shows, by ref, as last worked out (`refresh_carried`)."""
        self.refresh_carried()

    def areas(self) -> tuple[tuple[str, str], ...]:
        """The areas, each named with its player as the editor calls them ("Sam Lee's Problem")."""
        setup = self._setup()
        return tuple((key, setup.said(label)) for key, label in self.schema.areas_for(self.player))

    def refresh_areas(self) -> None:
        """The areas' names follow a player's name typed in the editor."""
        if self._cards:
            column = [c.kind for c in self.columns].index("area")
            self.dataChanged.emit(self.index(0, column), self.index(len(self._cards) - 1, column))

    def text(self, card: EditorCard, kind: str) -> str:
        if kind in ("host", "area") and card.host is not None:
            found = self._setup().in_play_refs().get(card.host)
            if kind == "host":
                return host_label(card.host, found[1] if found else None, self)
            if found is not None:  # an attachment is where its host is (509)
                host = found[1]
                return self._setup().said(self.schema.area_label(host.area)) + " (host's)"
        if kind == "host":
            return ""
        if kind == CARRIED:
            return self._kept.get(card.ref, "")
        return super().text(card, kind)

    def choices(self, index: AnyIndex) -> list[tuple[object, str]]:
        """What the area or host of a row can be set to (value, label)."""
        kind = self.columns[index.column()].kind
        if kind == "area":
            return list(self.areas())
        if kind == "host":
            card = self._cards[index.row()]
            hosts: list[tuple[object, str]] = [(None, "(not attached)")]
            for ref, (owner, host) in sorted(self._setup().in_play_refs().items()):
                if ref == card.ref or not host.card.strip():  # a slot still to type is no card to attach to
                    continue
                # only the hosts the card's text takes ("Play on a Friend"), and the one it has, whatever it is
                if ref == card.host or self._host_fits is None \
                        or self._host_fits(card.card, host.card, owner == self.player):
                    hosts.append((ref, host_label(ref, host, self)))
            return hosts
        return []

    def set_cards(self, cards: list[EditorCard]) -> None:
        self._kept = self._carried(self._setup()) if self._carried is not None else {}
        super().set_cards(cards)

    def refresh_carried(self) -> None:
        """What is kept of a card follows the judge's changes anywhere on the board (a card beneath
        it moved out of the banished pile, the card removed); only rows whose text changed are
        redrawn, so the redraw's own change notice ends here."""
        if self._carried is None or CARRIED not in (c.kind for c in self.columns):
            return
        kept = self._carried(self._setup())
        changed = [row for row, card in enumerate(self._cards) if kept.get(card.ref) != self._kept.get(card.ref)]
        self._kept = kept
        column = [c.kind for c in self.columns].index(CARRIED)
        for row in changed:
            self.dataChanged.emit(self.index(row, column), self.index(row, column))

    def refresh_hosts(self) -> None:
        """Host names follow when another card changes (an edited or removed host)."""
        if self._cards:
            column = [c.kind for c in self.columns].index("host")
            self.dataChanged.emit(self.index(0, column), self.index(len(self._cards) - 1, column))


def host_label(ref: int, card: EditorCard | None, model: CardListModel) -> str:
    if card is None:
        return f"#{ref} (not in play)"
    return f"#{ref} {model.name(card.card).rsplit(' (', 1)[0]}"
