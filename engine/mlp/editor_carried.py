"""What the board editor carries of a game in progress without a row for it.

A judge who opens a position in the editor to change a counter must get the same
board back, so two things the editor has no widget for are carried through
(`engine.core.board_setup.Carried`): timed effects (the board's `mods`, 707.3:
"+2 power until the end of the turn"), cards beneath other cards (`beneath`,
410.5) and the banished cards a card in play still follows (`exiled`: "banish ... until
this card leaves play", "put the cards banished this way into their owners' hands"). Each
hangs on cards: the target of an effect, the card whose staying in play or exhausted it
lasts while, the card holding the others and those it holds. A card the judge moves to
another zone gets a new number (`BoardSetup.moved`, 410.6), so nothing comes back with
it. While
those cards are still where they were and still the same cards, the record goes back
into the board unchanged; when the judge's changes make one meaningless (its card
removed, out of play, frightened, typed over as another card), just that one is left
out and the editor's note names it.

Control changes stay out of the editor: a card's row has no controller and its area is
its owner's (513.2), and they are named in the note instead.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.core.deferred import DeferredModule
from engine.mlp.cards.model import Color
from engine.mlp.state.game import (
    ALSO_FRIEND,
    CANT_BE_MOVED,
    CHOSEN_COLOR,
    COLORS,
    CONFRONT_CONTRIBUTION,
    CONTROL_FOREVER,
    HAND_HASTY,
    KEYWORD_LOST,
    KEYWORD_MOD,
    LOSES_ABILITIES,
    NO_BONUS,
    NO_READY_PHASE,
    PLAY_TAXES,
    STAYS,
    STAYS_WHEN_SOLVED,
    UNTIL_READIED,
)
from engine.mlp.values.power import MEETS_WITH_TRAITS

if TYPE_CHECKING:
    from engine.core.board_setup import BoardSetup, Carried, EditorCard

# the board editor's types: a position's view reads this module's words for what a card carries,
# and loads the editor's types only when a board is put in the editor
board_setup = DeferredModule("engine.core.board_setup")

TIMED = "timed"
BENEATH = "beneath"
EXILED = "exiled"
_HOW = {"until": "banished until {host} leaves play", "this_way": "banished this way by {host}"}
"""A card a card in play follows (`exiled`), by how: the words after the banished card's name."""
PLAYER_TARGETS = frozenset({"total", "confront", "flips", "no_confront", HAND_HASTY, MEETS_WITH_TRAITS,
                            *PLAY_TAXES.values()})
"""Kinds of timed effect whose `target` is a player, not a card (their faceoff total, what
they need to confront, their flips, their hand, what they pay to play)."""
_UNTIL = {"turn": "until the end of the turn", "phase": "until the end of the phase",
          "score": "until the end of the Score Phase", "faceoff": "for the faceoff",
          "play": "while it stays in play", UNTIL_READIED: "until it is readied", CONTROL_FOREVER: ""}

Namer = Callable[[str], str]
"""The full name of a card as the editor shows it (its code or name)."""


@dataclass(slots=True)
class Carrying:
    """What of a setup's carried records goes into the board it builds, and what does not."""

    mods: list[dict[str, Any]] = field(default_factory=list)
    beneath: dict[int, list[int]] = field(default_factory=dict)
    """Host ref -> the refs of the cards beneath it, oldest first."""
    exiled: dict[int, list[list[Any]]] = field(default_factory=dict)
    """Host ref -> the banished cards it follows, as the board lists them: [ref, how]."""
    kept: list[str] = field(default_factory=list)
    dropped: list[str] = field(default_factory=list)
    """Each dropped record in words, with why."""
    items: list[Carried] = field(default_factory=list)
    """The carried records still meaningful (a beneath record with only the cards still beneath)."""


def card_words(name: Namer, text: str, ref: int) -> str:
    return f"{name(text)} #{ref}"


_CARD_VERBS = {CANT_BE_MOVED: "can't be moved", NO_READY_PHASE: "doesn't ready in the Ready Phase",
               STAYS: "can't leave play", STAYS_WHEN_SOLVED: "isn't sent home as its Problem is solved",
               LOSES_ABILITIES: "loses and can't have abilities",
               CONFRONT_CONTRIBUTION: "contributes its power to confronting a Problem"}
"""What a timed effect on a card does, said of that card ("... #5 can't be moved")."""
_TAXED = {kind: card_type for card_type, kind in PLAY_TAXES.items()}


def _more(amount: int, noun: str, fewer: str = "less") -> str:
    return f"{abs(amount)} {'more' if amount > 0 else fewer} {noun}"


def _color(m: dict[str, Any]) -> str:
    return Color(m["color"]).words if m["color"] else ""


def _player_words(m: dict[str, Any]) -> str:
    """A timed effect on a player, with the player: "P1 pays 3 more to play Events"."""
    who, kind, amount = f"P{m['target']}", m["kind"], m["amount"]
    if kind == "total":
        return f"{who} gets {amount:+d} to their faceoff total"
    if kind == "confront":
        return f"{who} needs {_more(amount, 'power')} to confront a Problem"
    if kind == "flips":
        return f"{who} flips {_more(amount, 'cards' if abs(amount) != 1 else 'card', 'fewer')} in a faceoff"
    if kind == "no_confront":
        return f"{who} can't confront Problems"
    if kind == HAND_HASTY:
        return f"the Friends in {who}'s hand have Hasty" + (" until they play a Friend" if amount else "")
    if kind in _TAXED:
        return f"{who} pays {_more(amount, '')}to play {_TAXED[kind].capitalize()}s"
    if kind == MEETS_WITH_TRAITS:
        return f"{who} meets a Problem's confront requirements with ready characters of the traits named there"
    return f"{kind.replace('_', ' ')} {amount:+d} on {who}" if amount else f"{kind.replace('_', ' ')} on {who}"


def _card_effect(m: dict[str, Any]) -> tuple[str, bool]:
    """What a timed effect does to its card, and whether those words say it of the card (a verb:
    "can't be moved") rather than name something put on it ("+2 power")."""
    kind, amount = m["kind"], m["amount"]
    if kind in _CARD_VERBS:
        return _CARD_VERBS[kind], True
    if kind == "power":
        if not amount and m["color"]:  # (+0 power of a color: the card is also that color)
            return f"is also {_color(m)}", True
        return f"{amount:+d} {m['color'] + ' ' if m['color'] else ''}power", False
    if kind == KEYWORD_MOD:
        return m["keyword"] + (f" {m['amount']}" if m["amount"] else ""), False
    if kind == KEYWORD_LOST:
        return f"loses {m['keyword']}", True
    if kind == CHOSEN_COLOR and 0 <= amount < len(COLORS):  # (`amount`: the color's index)
        return f"the chosen color {Color(COLORS[amount]).words}", False
    if kind == "color_set":
        return f"is {_color(m)} (and no other color)", True
    if kind == ALSO_FRIEND:
        color = _color(m)
        return f"is also {'an' if color[:1] in 'AEIOU' else 'a'} {color + ' ' if color else ''}Friend", True
    if kind == NO_BONUS:
        return "no bonus points", False
    what = kind.replace("_", " ") + (f" {m['keyword']}" if "keyword" in m else "") \
        + (f" {amount:+d}" if amount else "") + (f" {m['color']}" if m["color"] else "")
    return what, False


def effect_words(m: dict[str, Any], cards: dict[int, str], name: Namer, subject: bool = True) -> str:
    """A timed effect as a judge reads it: "+2 power on Comet Tail, Hale Bopper #5 until the end of the turn",
    "+1 power on Red Gala, Favorite Cousin #26 for the faceoff, while Pony Power #44 is flipped",
    "Fluttershy, Guidance Counselor #12 can't be moved until the end of the turn", "P1 pays 3 more to
    play Events until P0's next turn" (`cards`: the entry texts of the cards it names,
    `described_cards`). Without `subject`, the card it is on goes unsaid (the card's own panel:
    "+2 power until the end of the turn")."""
    head, _, arg = m["until"].partition(":")
    if head == "next_turn":
        until = f"until P{arg}'s next turn"
    elif head in ("while", "exhausted"):
        ref = int(arg)
        until = (f"while {card_words(name, cards.get(ref, '?'), ref)} "
                 f"{'stays in play' if head == 'while' else 'stays exhausted'}")
    else:
        until = _UNTIL.get(m["until"], m["until"])
    flipped = m.get("while_flipped")
    if flipped is not None:  # (708.2a: it lasts as `until` says, and holds only while that card is flipped)
        condition = f"while {card_words(name, cards.get(flipped, '?'), flipped)} is flipped"
        until = f"{until}, {condition}" if until else condition
    target = m["target"]
    if m["kind"] in PLAYER_TARGETS:
        parts: tuple[str, ...] = (_player_words(m), until)
    else:
        what, said_of_it = _card_effect(m)
        on = card_words(name, cards.get(target, "?"), target)
        if not subject:
            parts = (what, until)
        else:
            parts = (on, what, until) if said_of_it else (what, "on", on, until)
    return " ".join(part for part in parts if part)


def timed_cards(m: dict[str, Any]) -> list[int]:
    """The cards a timed effect hangs on: its target (unless a player) and the card its duration follows."""
    refs = [] if m["kind"] in PLAYER_TARGETS else [m["target"]]
    head, _, arg = m["until"].partition(":")
    if head in ("while", "exhausted") and arg.isdigit():
        refs.append(int(arg))
    return refs


def described_cards(m: dict[str, Any]) -> list[int]:
    """The cards a timed effect's words name: those it hangs on (`timed_cards`) and the flipped
    card of its "while this card is flipped" condition (708.2a), which is in the flip zone and
    so never in the editor: its name is kept for the words alone."""
    flipped = m.get("while_flipped")
    return timed_cards(m) if flipped is None else [*timed_cards(m), flipped]


def carry(setup: BoardSetup, name: Namer) -> Carrying:
    """Sort the setup's carried records into those its board keeps and those the edits made meaningless."""
    in_play = {ref: card for ref, (_owner, card) in setup.in_play_refs().items()}
    banished = {c.ref: c for player in setup.players for c in player.piles.get("banished", [])}
    out = Carrying()
    for item in setup.carried:
        if item.kind == TIMED:
            _carry_timed(item, in_play, name, out)
        elif item.kind in (BENEATH, EXILED):
            _carry_held(item, in_play, banished, name, out)
    return out


def _carry_timed(item: Carried, in_play: dict[int, EditorCard], name: Namer, out: Carrying) -> None:
    m = item.record
    words = effect_words(m, item.cards, name)
    head, _, arg = m["until"].partition(":")
    for ref in timed_cards(m):
        why = _gone(ref, item.cards[ref], in_play, name)
        if why is None and head == "exhausted" and ref == int(arg) and not in_play[ref].has("exhausted"):
            why = f"{card_words(name, item.cards[ref], ref)} is no longer exhausted"
        if why is not None:
            out.dropped.append(f"{words} ({why})")
            return
    out.mods.append(dict(m))  # (its `src` may be a card long gone: play leaves such effects too)
    out.kept.append(words)
    out.items.append(item)


def held(item: Carried) -> list[tuple[int, str]]:
    """The banished cards a beneath or exiled record holds, with how (\"\" beneath a card)."""
    if item.kind == BENEATH:
        return [(ref, "") for ref in item.record["beneath"]]
    return [(ref, how) for ref, how in item.record["exiled"]]


def held_words(item: Carried, ref: int, how: str, name: Namer, host: str | None = None) -> str:
    """One held card in words: "Sweetie Sunrise #3 beneath Swan Song #5", "... banished until Swan Song #5 leaves play"."""
    host_ref = item.record["host"]
    host = host or card_words(name, item.cards[host_ref], host_ref)
    card = card_words(name, item.cards[ref], ref)
    return f"{card} beneath {host}" if item.kind == BENEATH else f"{card} {_HOW[how].format(host=host)}"


def _carry_held(item: Carried, in_play: dict[int, EditorCard], banished: dict[int, EditorCard],
                name: Namer, out: Carrying) -> None:
    """Cards beneath a card, or banished cards it follows: kept while it is that card in play
    and while each is still that card in a banished pile."""
    host: int = item.record["host"]
    entries = held(item)
    host_words = card_words(name, item.cards[host], host)
    why = _gone(host, item.cards[host], in_play, name)
    if why is not None:  # 410.6, 505.3: a card leaving play or frightened becomes a new card
        if item.kind == BENEATH:
            listed = ", ".join(card_words(name, item.cards[ref], ref) for ref, _ in entries)
            out.dropped.append(f"the cards beneath {host_words}, {listed} ({why}; they stay banished)")
        else:  # (in a game, those banished "until" it leaves would return to play: the editor leaves that to the judge)
            out.dropped += [f"{held_words(item, ref, how, name)} ({why}; it stays banished)" for ref, how in entries]
        return
    kept = []
    for ref, how in entries:
        card = banished.get(ref)
        if card is None or board_setup.entry_text(card.card) != item.cards[ref]:
            out.dropped.append(f"{held_words(item, ref, how, name)} (no longer that card in a banished pile"
                               + (": cards beneath a card are banished, 410.5)" if item.kind == BENEATH else ")"))
        else:
            kept.append((ref, how))
    if not kept:
        return
    cards = {r: item.cards[r] for r in (host, *(ref for ref, _ in kept))}
    if item.kind == BENEATH:
        refs = [ref for ref, _ in kept]
        out.beneath[host] = refs
        out.items.append(board_setup.Carried(BENEATH, {"host": host, "beneath": refs}, cards))
        out.kept.append(f"the cards beneath {host_words}: " + ", ".join(card_words(name, item.cards[r], r) for r in refs))
    else:
        pairs = [[ref, how] for ref, how in kept]
        out.exiled[host] = pairs
        out.items.append(board_setup.Carried(EXILED, {"host": host, "exiled": pairs}, cards))
        out.kept += [held_words(item, ref, how, name) for ref, how in kept]


def _gone(ref: int, taken: str, in_play: dict[int, EditorCard], name: Namer) -> str | None:
    """Why the card a record hangs on is no longer that card in play, or None."""
    card = in_play.get(ref)
    was = card_words(name, taken, ref)
    if card is None:
        return f"{was} is no longer in play"
    if board_setup.entry_text(card.card) != taken:
        return f"#{ref} is now {name(board_setup.entry_text(card.card))}, not {name(taken)}"
    if card.has("frightened"):
        return f"{was} is frightened"
    return None


def on_cards(carrying: Carrying, name: Namer) -> dict[int, str]:
    """What is kept for each card in play, in words, by ref: "2 beneath; +2 power until the end of the turn"."""
    out: dict[int, list[str]] = {}
    for item in carrying.items:
        if item.kind == BENEATH:
            under = item.record["beneath"]
            out.setdefault(item.record["host"], []).append(
                f"{len(under)} beneath: " + ", ".join(card_words(name, item.cards[r], r) for r in under))
        elif item.kind == EXILED:
            out.setdefault(item.record["host"], []).extend(
                held_words(item, ref, how, name, host="it") for ref, how in held(item))
        else:
            for ref in timed_cards(item.record):
                out.setdefault(ref, []).append(effect_words(item.record, item.cards, name))
    return {ref: "; ".join(words) for ref, words in out.items()}


def note(carrying: Carrying) -> str:
    """The editor's note on what it carries and what the changes left out."""
    parts = []
    if carrying.kept:
        parts.append("Kept without a row of its own: " + "; ".join(carrying.kept) + ".")
    if carrying.dropped:
        parts.append("Left out after the changes made here: " + "; ".join(carrying.dropped) + ".")
    return " ".join(parts)
