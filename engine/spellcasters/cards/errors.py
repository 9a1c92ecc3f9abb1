"""Errors of the Spellcasters card data, naming the file, the line or card, and the field."""

from __future__ import annotations

from engine.core.errors import CardDataError


class FieldError(ValueError):
    """One field's value that cannot be read; the file reader adds where it stands."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        self.detail = message


class CardFileError(CardDataError):
    """A card-data file that cannot be read, with its place: file, line (or card) and field."""

    def __init__(self, source: str, message: str, *, line: int | None = None, where: str = "",
                 field: str = "") -> None:
        parts = [source]
        if line is not None:
            parts.append(f"line {line}")
        if where:
            parts.append(where)
        if field:
            parts.append(f"field {field!r}")
        super().__init__(", ".join(parts) + ": " + message)
        self.source = source
        self.line = line
        self.where = where
        self.field = field
        self.detail = message
