"""Qt models of the match table: the board and the zones as trees, the options, the log.

Each model is rebuilt from the frozen rows a game system gives for a position
(`engine.core.view`, through `tourney.services.match_table`) when the position changes (one reset per move, a few hundred rows at most), so
the views never read the engine's live state. Every node has a stable key (an
area name, "P0:hand", a card's instance id) so the window can keep the same
rows open and selected across moves.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractListModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont

from engine.core.plural import how_many
from tourney.gui.table_models import Column, RowTableModel
from tourney.gui.tooltips import wrapping_tip
from tourney.services.match_table import (
    AreaView,
    CardView,
    Decision,
    LogRow,
    Option,
    PositionView,
    ZoneView,
)

AnyIndex = QModelIndex | QPersistentModelIndex
_NO_INDEX = QModelIndex()
KEY_ROLE = Qt.ItemDataRole.UserRole + 10
CARD_ROLE = Qt.ItemDataRole.UserRole + 11
HEADING_ROLE = Qt.ItemDataRole.UserRole + 12
"""True on a heading row (an area, a player, a zone): a view may let it run across every column."""

_DIM = QBrush(QColor("#7a7a7a"))
_FRIGHTENED = QBrush(QColor("#fbe3e3"))
_EXHAUSTED = QBrush(QColor("#eeeeee"))
_HEADING = QBrush(QColor("#e4ecf7"))
_GAP = QBrush(QColor("#a04a00"))
GAP_MARK = "⚠"
"""What a card's name starts with, and its State ends with, when the rules engine does not
carry out all of its text (the State cell's tooltip says so in words, and what is left out;
the board editor writes the sign and the words after the name, `GAP_NOTE`)."""
GAP_WORDS = "text not carried out"
GAP_NOTE = f"{GAP_MARK} {GAP_WORDS}"
NAME_COLUMN = 0
PLAYER_COLUMN = 1
STATE_COLUMN = 3
COUNTERS_COLUMN = 4


@dataclass(eq=False)
class Node:
    """One row of a tree: a heading (area, zone) or a card."""

    key: str
    cells: tuple[str, ...]
    card: CardView | None = None
    heading: bool = False
    tooltip: str = ""
    parent: Node | None = None
    children: list[Node] = field(default_factory=list)

    def add(self, child: Node) -> Node:
        child.parent = self
        self.children.append(child)
        return child

    def row(self) -> int:
        return 0 if self.parent is None else self.parent.children.index(self)


def column_texts(nodes: Sequence[Node], column: int) -> list[tuple[str, bool]]:
    """Every row's text in one column (headings, cards and what is attached), each with whether
    its row is a heading (drawn in bold, wider), so a view can size the column to the position
    it shows."""
    texts: list[tuple[str, bool]] = []
    stack = list(nodes)
    while stack:
        node = stack.pop()
        if column < len(node.cells) and node.cells[column]:
            texts.append((node.cells[column], bool(node.heading)))
        stack.extend(node.children)
    return texts


class CardTreeModel(QAbstractItemModel):
    """A read-only tree of headings and cards with fixed columns."""

    headers: Sequence[str] = ("Card", "Player", "Power", "State", "Counters / attached")

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._root = Node("", ())

    def set_stat_name(self, name: str) -> None:
        """The third column's title: what the game calls the number a judge reads first."""
        headers = (*self.headers[:2], name, *self.headers[3:])
        if tuple(headers) != tuple(self.headers):
            self.headers = headers
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 2, 2)

    def set_nodes(self, nodes: Sequence[Node]) -> None:
        self.beginResetModel()
        self._root = Node("", ())
        for node in nodes:
            self._root.add(node)
        self.endResetModel()

    def top_nodes(self) -> list[Node]:
        return list(self._root.children)

    def _node(self, index: AnyIndex) -> Node:
        if index.isValid():
            node = index.internalPointer()
            assert isinstance(node, Node)
            return node
        return self._root

    def index(self, row: int, column: int, parent: AnyIndex = _NO_INDEX) -> QModelIndex:
        if not self.hasIndex(row, column, parent):
            return QModelIndex()
        node = self._node(parent)
        if not 0 <= row < len(node.children):
            return QModelIndex()
        return self.createIndex(row, column, node.children[row])

    def parent(self, index: AnyIndex = _NO_INDEX) -> QModelIndex:  # type: ignore[override]
        if not index.isValid():
            return QModelIndex()
        node = self._node(index).parent
        if node is None or node is self._root:
            return QModelIndex()
        return self.createIndex(node.row(), 0, node)

    def rowCount(self, parent: AnyIndex = _NO_INDEX) -> int:
        if parent.isValid() and parent.column() != 0:
            return 0
        return len(self._node(parent).children)

    def columnCount(self, parent: AnyIndex = _NO_INDEX) -> int:
        return len(self.headers)

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        node = self._node(index)
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return node.cells[column] if column < len(node.cells) else ""
        if role == KEY_ROLE:
            return node.key
        if role == CARD_ROLE:
            return node.card.iid if node.card is not None else None
        if role == HEADING_ROLE:
            return node.heading
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = self._tooltip(node, column)
            return wrapping_tip(tip) if tip else None
        if role == Qt.ItemDataRole.FontRole and node.heading:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.BackgroundRole:
            if node.heading:
                return _HEADING
            if node.card is not None and node.card.tint == "alert":
                return _FRIGHTENED
            if node.card is not None and node.card.tint == "spent":
                return _EXHAUSTED
        if role == Qt.ItemDataRole.ForegroundRole and node.card is not None:
            if node.card.gap and column in (0, STATE_COLUMN):
                return _GAP
            if node.card.hidden:
                return _DIM
        return None

    @staticmethod
    def _tooltip(node: Node, column: int) -> str:
        """A cell's tooltip: what the cell does not show (wrapped by `wrapping_tip` when long)."""
        if column == STATE_COLUMN and node.card is not None and node.card.gap:
            # (the State column is narrow: its mark is the sign, the words are here)
            return f"{GAP_NOTE}\n{node.card.gap}"
        if column == COUNTERS_COLUMN and node.card is not None and node.cells[column]:
            # (the cell wraps, so it reads whole: the tooltip says only what it does not,
            # not a Problem's confront requirements a second time)
            return "\n".join(line for line in node.tooltip.splitlines() if line and line not in node.cells[column])
        if column == NAME_COLUMN:
            # (a long name or pile title is cut in a narrow column: "Marvelous Chapeau
            # (Reso…  #92"; the whole of it leads the tooltip)
            return "\n".join(part for part in (node.cells[column], node.tooltip) if part)
        return node.tooltip

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if (orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole
                and 0 <= section < len(self.headers)):
            return self.headers[section]
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.ToolTipRole \
                and section == STATE_COLUMN:
            return f"{GAP_MARK}: {GAP_WORDS} (the cell's tooltip says what)"
        return None

    def find(self, key: str) -> QModelIndex:
        """The index of the node with this key (first match, depth first)."""
        stack = [(self._root, QModelIndex())]
        while stack:
            node, index = stack.pop()
            for row, child in enumerate(node.children):
                child_index = self.index(row, 0, index)
                if child.key == key:
                    return child_index
                stack.append((child, child_index))
        return QModelIndex()


# ----- what the rows say -----------------------------------------------------------------------


def card_cells(card: CardView, show_player: bool = True) -> tuple[str, ...]:
    name = card.label
    extras = [card.counters_text] if card.counters or card.extras else []
    if card.note:
        extras.append(card.note)
    extras += [f"+ {a.name}" + (f" ({a.state_text})" if a.state_text else "") + (" ⚠" if a.gap else "")
               for a in card.attachments]
    return (
        (f"{GAP_MARK} " if card.gap else "") + f"{name}  #{card.iid}",
        card.player_text if show_player else "",
        card.stat_text,
        " ".join(part for part in (card.state_text, GAP_MARK if card.gap else "") if part),
        "; ".join(extras),
    )


def card_node(card: CardView, show_player: bool = True, host: CardView | None = None) -> Node:
    """A card's row, with a row under it for each card attached to it (and to those: a card
    may be played on an attachment)."""
    tip = card.shown_tooltip if host is None else f"attached to {host.name}" + (f"\n{card.gap}" if card.gap else "")
    node = Node(f"card:{card.iid}", card_cells(card, show_player), card, tooltip=tip)
    for attached in card.attachments:
        node.add(card_node(attached, show_player, card))
    return node


def area_node(area: AreaView) -> Node:
    count = len(area.cards)
    summary = area.summary or how_many(count, "card")
    node = Node(area.key, (area.title, area.player_text, "", "", summary), heading=True, tooltip=area.tooltip)
    if area.anchor is not None:
        node.add(card_node(area.anchor))
    for card in area.cards:
        node.add(card_node(card))
    return node


def board_nodes(position: PositionView) -> list[Node]:
    """The table's areas in the order the game lays them out (MLP: P1's home across, the
    Problems between, P0's home nearest)."""
    return [area_node(area) for area in position.areas]


def card_gaps(position: PositionView) -> dict[int, str]:
    """What of each card's text the rules engine does not carry out, by the card's number:
    the cards in play (and attached), in the hands and piles; only the cards with a gap."""
    found: dict[int, str] = {}
    stack: list[CardView] = []
    for area in position.areas:
        stack += ([area.anchor] if area.anchor is not None else []) + list(area.cards)
    for zone in [zone for player in position.players for zone in player.zones] + list(position.piles):
        stack += zone.cards
    while stack:
        card = stack.pop()
        if card.gap:
            found[card.iid] = card.gap
        stack += card.attachments
    return found


def zone_nodes(position: PositionView) -> list[Node]:
    """Each player's hand and piles; a judge sees every card, in order.

    A player's heading carries the player's numbers in its first cell too ("P0 · Twilight
    Sparkle, Faithful Student · 4 points, 3 action tokens"): the hands-and-piles view shows
    only the Card and stat columns, and its headings run across both."""
    nodes = []
    for player in reversed(position.players):
        head = Node(f"P{player.index}", (f"{player.label} · {player.numbers_text}", player.who, "", "",
                                         player.numbers_text), heading=True)
        for zone in player.zones:
            add_zone(head, f"P{player.index}:{zone.key}", zone)
        nodes.append(head)
    if position.piles:  # (no player's: Spellcasters' shared deck, listed as the players' piles are)
        shared = Node("shared", ("Shared piles",), heading=True)
        for zone in position.piles:
            add_zone(shared, f"shared:{zone.key}", zone)
        nodes.append(shared)
    return nodes


def add_zone(head: Node, key: str, zone: ZoneView) -> None:
    """A pile's heading with its count, under `head`, and a row for each of its cards in order."""
    zone_head = head.add(Node(key, (f"{zone.title}: {len(zone.cards)}",), heading=True))
    for card in zone.cards:
        zone_head.add(card_node(card, show_player=False))


# ----- decision options ------------------------------------------------------------------------


class OptionListModel(QAbstractListModel):
    """The options of the pending decision, labels for people, keys for the engine."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._options: tuple[Option, ...] = ()
        self._labels: tuple[str, ...] = ()
        self._gaps: tuple[str, ...] = ()

    def set_decision(self, decision: Decision | None, labels: Sequence[str] | None = None,
                     gaps: Sequence[str] | None = None) -> None:
        """Show a decision's options with `labels` (their labels as the game's table reads
        them, `TableRules.option_labels`), or with the options' own labels when None. `gaps`
        says, option by option, what of the text of the card it names the rules engine does
        not carry out ("" = all of it, or no card): such an option is marked as the card is."""
        self.beginResetModel()
        self._options = decision.options if decision is not None else ()
        self._labels = tuple(labels) if labels is not None else tuple(option.label for option in self._options)
        self._gaps = tuple(gaps) if gaps is not None else ("",) * len(self._options)
        self.endResetModel()

    def gap(self, row: int) -> str:
        """What of the text of the card option `row` names is not carried out ("" = nothing)."""
        return self._gaps[row] if 0 <= row < len(self._gaps) else ""

    def option(self, row: int) -> Option:
        return self._options[row]

    def label(self, row: int) -> str:
        """An option as the judge reads it."""
        return self._labels[row]

    def options(self) -> tuple[Option, ...]:
        return self._options

    def rowCount(self, parent: AnyIndex = _NO_INDEX) -> int:
        return 0 if parent.isValid() else len(self._options)

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._options):
            return None
        option = self._options[index.row()]
        gap = self.gap(index.row())
        if role == Qt.ItemDataRole.DisplayRole:
            # numbered as a "why not?" answer names an offered option ("offered as option 10");
            # the sign of a card whose text is not carried out, as its row on the table has it
            return f"{index.row() + 1}. " + (f"{GAP_MARK} " if gap else "") + self._labels[index.row()]
        if role == Qt.ItemDataRole.ToolTipRole:
            label = self._labels[index.row()]
            return wrapping_tip(f"{label}\n\n{GAP_NOTE}\n{gap}") if gap else label
        if role == Qt.ItemDataRole.ForegroundRole and gap:
            return _GAP
        if role == KEY_ROLE:
            return option.key
        return None


# ----- the log ---------------------------------------------------------------------------------


def log_columns(rules_name: str) -> tuple[Column[LogRow], ...]:
    return (
        Column("#", lambda r: str(r.number), lambda r: r.number, align_right=True),
        Column("Turn", lambda r: str(r.turn), lambda r: r.turn, align_right=True),
        Column("Rule", lambda r: r.rule, lambda r: r.rule,
               tooltip=f"The rule the engine followed ({rules_name})"),
        Column("What happened", lambda r: r.text, lambda r: r.text),
    )


class LogTableModel(RowTableModel[LogRow]):
    """The game log: what happened and the rule that made it happen."""

    def __init__(self, parent: QObject | None = None, rules_name: str = "comprehensive rules 3.4") -> None:
        super().__init__(parent)
        self.columns: Sequence[Column[LogRow]] = log_columns(rules_name)
        self.new_from = 0  # rows from this number on came with the last move
        self.rules: dict[str, str] = {}
        """The rules text by citation (the game's `rules_text()`), for the rows' tooltips."""

    def set_rules_name(self, rules_name: str) -> None:
        """The rules the citations point into (the Rule column's tooltip says which)."""
        self.columns = log_columns(rules_name)

    def set_log(self, rows: Sequence[LogRow], new_from: int) -> None:
        self.new_from = new_from
        self.set_rows(rows)

    def tooltip(self, row: LogRow) -> str:
        """What happened, and the words of the rule it follows when the program ships them."""
        from tourney.services.match_table import rule_text

        found = rule_text(self.rules, row.rule) if row.rule else None
        if found is None:
            return wrapping_tip(f"{row.rule}: {row.text}")
        cited, words = found
        return wrapping_tip(f"{row.text}\n\nRule {cited}: {words}")

    def background(self, row: LogRow) -> QBrush | None:
        return QBrush(QColor("#fff6d5")) if row.number > self.new_from else None
