"""Row changes as plain JSON, and applying them backwards (undo) or forwards (redo).

A row change says what one INSERT, UPDATE or DELETE did to one row: the
table, the primary key, and the values before and after (only the changed
columns for an update). Values are stored as JSON and converted back by the
column's type, so a date, a UTC time or a JSON column comes back exactly as
it was.

Applying is careful: every row must still be as the change left it (for an
undo) or as it found it (for a redo) before anything is written, and a row
about to be deleted must not be pointed at by other rows. Otherwise
`RowConflict` says which row is in the way, and the caller's transaction is
rolled back with nothing changed.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from sqlalchemy import JSON, Date, DateTime, Table, and_, func, or_, select
from sqlalchemy.engine import Connection, Dialect
from sqlalchemy.types import TypeDecorator, TypeEngine
from sqlmodel import SQLModel

INSERT = "insert"
UPDATE = "update"
DELETE = "delete"
CHUNK = 500  # keys per IN (...) list


@dataclass(frozen=True, slots=True)
class RowChange:
    """One row inserted, updated or deleted; values JSON-encoded by column type."""

    op: str
    table: str
    key: dict[str, Any]
    before: dict[str, Any] | None = None
    after: dict[str, Any] | None = None

    @property
    def row(self) -> tuple[str, tuple[Any, ...]]:
        """Which row this is, comparable across changes: (table, key values)."""
        return self.table, tuple(self.key.values())

    def knows(self, column: str) -> bool:
        return column in (self.after or {}) or column in (self.before or {}) or column in self.key

    def touched(self) -> frozenset[str] | None:
        """The columns an update changed; None for a whole row inserted or deleted."""
        return frozenset(self.after or ()) if self.op == UPDATE else None

    def value(self, column: str) -> Any:
        """The (encoded) value of a column this change knows, after if it has one."""
        for values in (self.after, self.before):
            if values and column in values:
                return values[column]
        return self.key.get(column)

    def inverse(self) -> RowChange:
        """The change that takes this one back."""
        if self.op == INSERT:
            return RowChange(DELETE, self.table, self.key, before=self.after)
        if self.op == DELETE:
            return RowChange(INSERT, self.table, self.key, after=self.before)
        return RowChange(UPDATE, self.table, self.key, before=self.after, after=self.before)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"op": self.op, "table": self.table, "key": self.key}
        if self.before is not None:
            data["before"] = self.before
        if self.after is not None:
            data["after"] = self.after
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> RowChange:
        return cls(data["op"], data["table"], dict(data["key"]), data.get("before"), data.get("after"))


class RowConflict(Exception):
    """A row is not as the change expects: changed since, gone, or still pointed at."""

    def __init__(
        self,
        change: RowChange,
        reason: str,
        *,
        current: dict[str, Any] | None = None,
        referenced_by: tuple[str, str] | None = None,
    ) -> None:
        super().__init__(f"{change.table} {change.key}: {reason}")
        self.change = change
        self.reason = reason
        self.current = current
        self.referenced_by = referenced_by  # (table, column) of a row still pointing here


# ------------------------------------------------------------------ values


def table_named(name: str) -> Table:
    return SQLModel.metadata.tables[name]


def _base_type(type_: TypeEngine[Any]) -> TypeEngine[Any]:
    return type_.impl_instance if isinstance(type_, TypeDecorator) else type_


def normalize(type_: TypeEngine[Any], value: Any, dialect: Dialect) -> Any:
    """The value as it would read back from the database (e.g. a naive UTC time made aware)."""
    if value is None or not isinstance(type_, TypeDecorator):
        return value
    kind = type(type_)
    if kind.process_bind_param is not TypeDecorator.process_bind_param:
        value = type_.process_bind_param(value, dialect)
    if kind.process_result_value is not TypeDecorator.process_result_value:
        value = type_.process_result_value(value, dialect)
    return value


def encode(type_: TypeEngine[Any], value: Any) -> Any:
    """A column value as JSON data."""
    if value is None:
        return None
    base = _base_type(type_)
    if isinstance(base, DateTime | Date) and isinstance(value, date | datetime):
        return value.isoformat()
    if isinstance(base, JSON):
        return json.loads(json.dumps(value))  # a deep, plain copy
    return value


def decode(type_: TypeEngine[Any], value: Any) -> Any:
    """JSON data back to the column's Python value."""
    if value is None:
        return None
    base = _base_type(type_)
    if isinstance(base, DateTime):
        return datetime.fromisoformat(value)
    if isinstance(base, Date):
        return date.fromisoformat(value)
    return value


def decode_row(table: Table, values: dict[str, Any]) -> dict[str, Any]:
    return {name: decode(table.c[name].type, value) for name, value in values.items()}


def encode_row(table: Table, values: dict[str, Any]) -> dict[str, Any]:
    return {name: encode(table.c[name].type, value) for name, value in values.items()}


# ------------------------------------------------------------------ applying


def undo_changes(connection: Connection, changes: Sequence[RowChange]) -> None:
    """Take the changes back, last first (children are deleted before their parents)."""
    _apply(connection, [change.inverse() for change in reversed(changes)])


def redo_changes(connection: Connection, changes: Sequence[RowChange]) -> None:
    """Make the changes again, in the order they were first made."""
    _apply(connection, list(changes))


def _apply(connection: Connection, steps: list[RowChange]) -> None:
    for run in _runs(steps):
        first = run[0]
        table = table_named(first.table)
        current = _current_rows(connection, table, [change.key for change in run])
        for change in run:
            _check(change, current.get(_key_tuple(table, change.key)), table)
        if first.op == INSERT:
            connection.execute(table.insert(), [decode_row(table, change.after or {}) for change in run])
        elif first.op == DELETE:
            _check_unreferenced(connection, table, run)
            connection.execute(table.delete().where(_keys_clause(table, [c.key for c in run])))
        else:
            for change in run:
                connection.execute(
                    table.update()
                    .where(_keys_clause(table, [change.key]))
                    .values(decode_row(table, change.after or {}))
                )


def _runs(steps: list[RowChange]) -> Iterable[list[RowChange]]:
    """Consecutive steps of one kind on one table touching distinct rows: one batch each."""
    run: list[RowChange] = []
    seen: set[tuple[str, tuple[Any, ...]]] = set()
    for step in steps:
        if run and (
            step.op != run[0].op or step.table != run[0].table or step.row in seen
            or len(run) >= CHUNK
        ):
            yield run
            run, seen = [], set()
        run.append(step)
        seen.add(step.row)
    if run:
        yield run


def _primary_key(table: Table) -> list[str]:
    return [column.name for column in table.primary_key.columns]


def _key_tuple(table: Table, key: dict[str, Any]) -> tuple[Any, ...]:
    return tuple(decode(table.c[name].type, key[name]) for name in _primary_key(table))


def _keys_clause(table: Table, keys: Sequence[dict[str, Any]]) -> Any:
    names = _primary_key(table)
    if len(names) == 1:
        column = table.c[names[0]]
        return column.in_([decode(column.type, key[names[0]]) for key in keys])
    return or_(*[
        and_(*[table.c[name] == decode(table.c[name].type, key[name]) for name in names])
        for key in keys
    ])


def _current_rows(
    connection: Connection, table: Table, keys: Sequence[dict[str, Any]]
) -> dict[tuple[Any, ...], dict[str, Any]]:
    names = _primary_key(table)
    rows = connection.execute(select(table).where(_keys_clause(table, keys))).mappings()
    return {tuple(row[name] for name in names): dict(row) for row in rows}


def _check(change: RowChange, current: dict[str, Any] | None, table: Table) -> None:
    """The row must be absent before an insert, and hold the expected values otherwise."""
    if change.op == INSERT:
        if current is not None:
            raise RowConflict(change, "a row with this key exists again", current=current)
        return
    if current is None:
        raise RowConflict(change, "the row is gone")
    for name, expected in decode_row(table, change.before or {}).items():
        if current[name] != expected:
            raise RowConflict(change, f"{name} is now {current[name]!r}", current=current)


def _check_unreferenced(connection: Connection, table: Table, run: list[RowChange]) -> None:
    """Rows about to be deleted must not be pointed at (a cascade would delete more)."""
    keys = {_key_tuple(table, change.key): change for change in run}
    if len(_primary_key(table)) != 1:
        return
    for other in SQLModel.metadata.sorted_tables:
        for foreign_key in other.foreign_keys:
            if foreign_key.column.table is not table:
                continue
            column = foreign_key.parent
            values = [key[0] for key in keys]
            found = connection.execute(
                select(column, func.count()).where(column.in_(values)).group_by(column).limit(1)
            ).first()
            if found is not None:
                raise RowConflict(
                    keys[(found[0],)], "still referred to", referenced_by=(other.name, column.name)
                )
