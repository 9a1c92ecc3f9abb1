"""Alt+letter keys a person can see in a window: which texts carry each one.

Two visible texts with the same underlined letter make Alt+letter ambiguous:
Qt then only moves the focus between them, and the person typing the key
gets neither. Tests use this to show every window's letters are its own.
"""

from __future__ import annotations

from collections import defaultdict

from PySide6.QtWidgets import (
    QAbstractButton,
    QGroupBox,
    QLabel,
    QMainWindow,
    QMenu,
    QMenuBar,
    QTabBar,
    QWidget,
)


def mnemonic_of(text: str) -> str | None:
    """The letter after a single '&' ('&&' is a plain ampersand), lower-cased."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] == "&":
                i += 2
                continue
            return text[i + 1].casefold()
        i += 1
    return None


def visible_mnemonics(root: QWidget) -> dict[str, list[str]]:
    """Alt+letter -> the texts that carry it, over what is visible in `root` right now."""
    found: dict[str, list[str]] = defaultdict(list)

    def add(text: str) -> None:
        letter = mnemonic_of(text)
        if letter is not None:
            found[letter].append(text)

    if isinstance(root, QMainWindow):
        for action in root.menuBar().actions():
            if action.isVisible():
                add(action.text())
    for widget in root.findChildren(QWidget):
        if not widget.isVisible() or widget.window() is not root:
            continue
        labelled = isinstance(widget, QLabel) and widget.buddy() is not None
        if isinstance(widget, QMenuBar) and not isinstance(root, QMainWindow):
            for action in widget.actions():  # (a dialog's own menu bar, as the board editor's)
                if action.isVisible():
                    add(action.text())
        elif isinstance(widget, QAbstractButton) or labelled:
            add(widget.text())  # type: ignore[attr-defined]
        elif isinstance(widget, QGroupBox):
            add(widget.title())
        elif isinstance(widget, QTabBar):
            for index in range(widget.count()):
                add(widget.tabText(index))
    return dict(found)


def clashes(root: QWidget) -> dict[str, list[str]]:
    """The letters more than one visible text carries."""
    return {letter: texts for letter, texts in visible_mnemonics(root).items() if len(texts) > 1}


def menu_key_problems(bar: QMenuBar) -> list[str]:
    """Menu titles and items without an access key, or sharing one with a neighbour.

    In an open menu the letter alone chooses an item, so each item needs a
    letter of its own among the items of its menu (and each title among the
    menu bar's titles); an item without one can only be reached with the arrows.
    """
    problems: list[str] = []

    def check(where: str, actions: list) -> None:  # type: ignore[type-arg]
        seen: dict[str, str] = {}
        for action in actions:
            if action.isSeparator() or not action.isVisible():
                continue
            text = action.text()
            letter = mnemonic_of(text)
            if letter is None:
                problems.append(f"{where}: {text!r} has no access key")
            elif letter in seen:
                problems.append(f"{where}: {text!r} and {seen[letter]!r} share {letter!r}")
            else:
                seen[letter] = text
            menu = action.menu()
            if isinstance(menu, QMenu):
                check(f"{where} → {text}", menu.actions())

    check("menu bar", bar.actions())
    return problems
