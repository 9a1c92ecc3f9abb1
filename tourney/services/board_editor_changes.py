"""What a change in the board editor did, in the words of its Undo and Redo items.

The editor keeps the judge's draft as a value (a `BoardSetup`) and remembers it
after each change; undoing puts the earlier value back. The menu item names the
change ("Undo Add Emerald Green to P0's home"), and that name is read from the
two values rather than told by each widget, so a change made from a button, a
key, a cell or a check box is named the same way. Moving a card up or down a
pile is the one change the values cannot name (swapping two neighbours reads
the same whichever was moved): the button that does it says its name.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.core.board_setup import BoardSchema, BoardSetup, CardPlace, EditorCard, entry_text
from engine.core.table import BoardEditing

__all__ = ["Change", "card_name", "list_label", "name_change", "new_number"]

IN_PLAY = "play"
GAME_FIELDS = ("turn", "turn_player", "first_player", "start", "seed")


@dataclass(frozen=True, slots=True)
class Change:
    """One change of the draft, as the Undo and Redo items name it."""

    text: str
    """"Add Emerald Green to P0's home"."""
    subject: tuple[object, ...] = ()
    """What was changed (a slot's card, a player's points): typing on in the same place
    continues the same change rather than making one per key."""
    before: CardPlace | None = None
    """Where to look once the change is undone (the card, or the row a card added had)."""
    after: CardPlace | None = None
    """Where to look once it is redone."""


def card_name(editing: BoardEditing, text: str) -> str:
    """A card as a judge names it in a sentence: "Emerald Green", or what was typed
    ("'ZZ99'", "'Pinkie Pie'" where several cards are called that)."""
    typed = entry_text(text)
    if not typed:
        return "a card with no name"
    found = editing.find_card(editing.match_card(typed))  # "Holly Dash" is one card's name
    return found.name.split(", ")[0] if found is not None else f"'{typed}'"


def list_label(schema: BoardSchema, player: int, zone: str) -> str:
    """A pile or a slot of a player's: "P0's hand", "P1's Mane Character"."""
    if any(slot.key == zone for slot in schema.slots):
        return f"P{player}'s {schema.slot(zone).title}"
    return f"P{player}'s {schema.pile(zone).short.lower()}"


def new_number(schema: BoardSchema, ref: int) -> str:
    """Why a card moved to another zone has another number ("as #31: ..."): by the rules it is
    a new card (MLP 410.6), so what applied to it under its old number (a timed effect, cards
    beneath it) does not follow it, and the judge reads which number to look for now."""
    rule = f" ({schema.new_card_rule})" if schema.new_card_rule else ""
    return f"as #{ref}: a card put into another zone is a new card{rule}"


def _where(schema: BoardSchema, place: CardPlace, card: EditorCard) -> str:
    """Where a card is: its area when in play ("P1's Problem"), else its pile or slot."""
    return schema.area_label(card.area) if place.zone == IN_PLAY else list_label(schema, place.player, place.zone)


def _counters(card: EditorCard) -> str:
    return ", ".join(f"{n} {kind.replace('_', ' ')}" for kind, n in sorted(card.counters.items()))


def name_change(before: BoardSetup, after: BoardSetup, editing: BoardEditing) -> Change | None:
    """The change that made `after` of `before`, or None when a judge would see none; its
    players as the editor calls them after it ("Add Emerald Green to Sam Lee's home").

    One change at a time is what the editor makes; anything larger (a whole
    position taken from the table) is named by whoever made it, and is
    "Change the board" here.
    """
    for p, (old, new) in enumerate(zip(before.players, after.players, strict=True)):
        if old.name != new.name:  # (said by the name before it: the player it was given to)
            who = before.said(f"P{p}")
            return Change(f"Name {who}: {new.name}" if new.name else f"Leave {who} without a name", ("name", p))
    change = _change(before, after, editing)
    return None if change is None else replace(change, text=after.said(change.text))


def _change(before: BoardSetup, after: BoardSetup, editing: BoardEditing) -> Change | None:
    schema = editing.schema
    for name in GAME_FIELDS:
        if getattr(before, name) != getattr(after, name):
            return Change(_game_text(schema, name, getattr(after, name)), ("game", name))
    for p, (old, new) in enumerate(zip(before.players, after.players, strict=True)):
        for number in schema.numbers:
            value = new.numbers.get(number.key, 0)
            if old.numbers.get(number.key, 0) != value:
                return Change(f"Set P{p}'s {number.title.lower()} to {value}", ("number", p, number.key))
    return _card_change(before, after, editing)


def _game_text(schema: BoardSchema, name: str, value: object) -> str:
    if name == "turn":
        return f"Set the turn to {value}"
    if name == "turn_player":
        return f"Make it P{value}'s turn"
    if name == "first_player":
        return f"Make P{value} the first player"
    if name == "start":
        return f"Start the turn at {dict(schema.start_steps).get(str(value), value)}"
    return f"Set the seed to {value}"


def _card_change(before: BoardSetup, after: BoardSetup, editing: BoardEditing) -> Change | None:
    schema = editing.schema
    old = {card.ref: (place, card) for place, card in before.all_cards()}
    new = {card.ref: (place, card) for place, card in after.all_cards()}
    added = [ref for ref in new if ref not in old]
    removed = [ref for ref in old if ref not in new]
    if len(added) == 1 and not removed:
        place, card = new[added[0]]
        return Change(f"Add {card_name(editing, card.card)} to {_where(schema, place, card)}",
                      before=place, after=place)  # undone: the list it left
    if len(removed) == 1 and not added:
        place, card = old[removed[0]]
        return Change(f"Remove {card_name(editing, card.card)} from {_where(schema, place, card)}",
                      before=place, after=place)
    if len(added) == 1 and len(removed) == 1:  # a card moved to another zone is a new card (410.6)
        (from_place, was), (to_place, card) = old[removed[0]], new[added[0]]
        return Change(f"Move {card_name(editing, card.card)} #{was.ref} from {_where(schema, from_place, was)} "
                      f"to {_where(schema, to_place, card)} {new_number(schema, card.ref)}",
                      before=from_place, after=to_place)
    if added or removed:
        return Change("Change the board")
    changed = [ref for ref in new if new[ref] != old[ref]]
    if not changed:
        return None
    if len(changed) > 1:
        # the same cards in another order: a pile reordered (the buttons name it better)
        zones = {(new[ref][0].player, new[ref][0].zone) for ref in changed}
        if len(zones) == 1 and all(new[ref][1] == old[ref][1] for ref in changed):
            player, zone = next(iter(zones))
            return Change(f"Reorder {list_label(schema, player, zone)}")
        return Change("Change the board")
    ref = changed[0]
    return _one_card(editing, old[ref], new[ref], after)


def _one_card(editing: BoardEditing, old: tuple[CardPlace, EditorCard],
              new: tuple[CardPlace, EditorCard], after: BoardSetup) -> Change:
    """A change to one card's cells: what it is, where, its host, flags or counters."""
    schema = editing.schema
    (was_at, was), (place, card) = old, new
    name = card_name(editing, card.card)
    places = {"before": was_at, "after": place}
    if was.card != card.card:
        subject = ("card", card.ref)
        if place.zone != IN_PLAY and place.zone not in {p.key for p in schema.piles}:
            slot = list_label(schema, place.player, place.zone)
            text = f"Set {slot} to {name}" if entry_text(card.card) else f"Clear {slot}"
            return Change(text, subject, **places)
        return Change(f"Change {card_name(editing, was.card)} to {name} in {_where(schema, place, card)}",
                      subject, **places)
    if was.area != card.area:
        return Change(f"Move {name} to {schema.area_label(card.area)}", **places)
    if was.host != card.host:
        if card.host is None:
            return Change(f"Detach {name}", **places)
        host = after.in_play_refs().get(card.host)
        return Change(f"Attach {name} to #{card.host}" + (f" {card_name(editing, host[1].card)}" if host else ""),
                      **places)
    for flag in sorted(was.flags ^ card.flags):
        verb = "Tick" if flag in card.flags else "Untick"
        return Change(f"{verb} {schema.flag_title(flag)} for {name}", **places)
    if was.counters != card.counters:
        text = f"Set the counters on {name} to {_counters(card)}" if card.counters else \
            f"Take the counters off {name}"
        return Change(text, **places)
    return Change(f"Change {name}", **places)

