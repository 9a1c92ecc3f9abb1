"""Where the rules let each kind of card be: the board-state check of content.

The loader (`boardstate.load_board`) reads a document field by field; this check
then refuses a position the rules cannot have, however well formed: a Problem in a
hand, an Event in play, a Resource played "on" a card with no card under it.
Every board comes through here, whether read from a file, given on the command line
or started from the board editor, and the first card out of place is named the way
the match table names it ("Hard Hat #12"), with where it is and the rule that
forbids it, in a `BoardFormatError` on that card's field.

Only what no sequence of play can lead to is refused; what the game itself tidies
up is left to Pre-Priority Processing: an attachment whose host has left play
(511.2), a character at the home of a player who doesn't control it (511.5), a
face-up Troublemaker too many (516). A Troublemaker at a home is let through: 306.1
and 506.2a keep the rules from putting one there, but card text may ("This card is sent
to that Friend's controller's home", Princess Mi Amore Cadenza CN156). An attachment
whose host is in play is always at its host's area (509.3): the game moves attachments
with their host and reattaches them at their new host's area, so one anywhere else is
refused. A card face down in play is a Troublemaker (306.1, 609.2c) or a frightened character
(504.1): any other can only be there by the infraction the floor rules punish with a Game
Loss ("Playing a non-Troublemaker as a face-down Troublemaker"), which the refusal names.
"""

from __future__ import annotations

from typing import Any

from engine.core.board_limits import misplaced_words
from engine.core.errors import BoardFormatError
from engine.mlp.state.game import ASIDE, ZONE_NAMES
from engine.mlp.state.library import CardLibrary

NOT_ATTACHMENTS = ("", "home", "dilemma")
"""Placement rules (`Spec.attach`) of cards that are not played "on" a card: to a home,
a Dilemma's own area (522.2), or not known."""
KINDS = {"mane": "Mane Character", "friend": "Friend", "problem": "Problem", "event": "Event",
         "resource": "Resource", "troublemaker": "Troublemaker"}

DRAW_DECK_KINDS = ("friend", "event", "resource", "troublemaker")
DRAW_DECK_HOLDS = "only the cards of a Draw Deck: Friends, Events, Resources and Troublemakers (101.2)"
"""A hand holds what is drawn from the Draw Deck (102.3), a flip zone what is flipped from it (514)."""
OUT_OF_PLAY_KINDS = ("friend", "event", "resource", "troublemaker", "problem")
OUT_OF_PLAY_HOLDS = "no Mane Character: a Mane Character can't leave play (301.5)"
PROBLEM_DECK_HOLDS = "only Problems (101.3b)"
ZONE_HOLDS: dict[str, tuple[tuple[str, ...], str]] = {
    "hand": (DRAW_DECK_KINDS, DRAW_DECK_HOLDS), "deck": (DRAW_DECK_KINDS, DRAW_DECK_HOLDS),
    "flip": (DRAW_DECK_KINDS, DRAW_DECK_HOLDS), "problem_deck": (("problem",), PROBLEM_DECK_HOLDS),
    "discard": (OUT_OF_PLAY_KINDS, OUT_OF_PLAY_HOLDS), "banished": (OUT_OF_PLAY_KINDS, OUT_OF_PLAY_HOLDS),
    ASIDE: (OUT_OF_PLAY_KINDS, OUT_OF_PLAY_HOLDS), "queue": (OUT_OF_PLAY_KINDS, OUT_OF_PLAY_HOLDS)}
"""The kinds of card each zone out of play holds, and what it holds in words with the rule: one
table for the board editor's piles (`editor.SCHEMA`) and this check of a loaded board, so a card
out of place is refused in the same words wherever it is put (`misplaced_words`)."""
MANE_HOLDS = "only a Mane Character (301)"
PROBLEM_HOLDS = "only a Problem (303)"
"""What a player's Mane Character and Problem hold: the editor's lines of their own, and a
board's `mane` of a player and `problem` of an area."""
EVENT_IN_PLAY_HOLDS = ("no Event: an Event never enters play; it resolves in the queue and is put into its "
                       "owner's discard pile (304.2)")
PROBLEM_AT_HOME_HOLDS = "no Problem: a Problem is in play only at a Problem area (303.1, 522.2)"


def card_name(s: dict[str, Any], library: CardLibrary, iid: int) -> str:
    """A card as the match table names it: its full name and instance number."""
    return f"{library.spec(s['cards'][iid]['card']).name} #{iid}"


def place_name(s: dict[str, Any], iid: int) -> str:
    """Where a card is, in a judge's words, as the board and the why answers say it: "in P0's
    hand", and a card in play at its area, "at P1's home", "at P0's Problem"."""
    c = s["cards"][iid]
    if c["zone"] != "play":
        return f"in P{c['owner']}'s {ZONE_NAMES.get(c['zone'], c['zone'])}"
    area = s["areas"].get(c["area"])
    if area is None:
        return f"at area {c['area']}"
    noun = "home" if area["kind"] == "home" else "Dilemma" if c["area"].startswith("dilemma:") else "Problem"
    return f"at P{area['owner']}'s {noun}"


def place_words(s: dict[str, Any], iid: int) -> str:
    """The place a card is, as the sentence of a card out of place says it: "P0's hand",
    "P1's Problem"."""
    return place_name(s, iid).split(" ", 1)[1]


def check_positions(s: dict[str, Any], library: CardLibrary) -> None:
    """Refuse the first card (in instance order) that the rules cannot have where it is: a
    card of a kind its place does not hold in the editor's words (`misplaced_words`, "... is a
    Problem: P0's hand holds only ..."), any other card out of place with its reason."""
    for key, area in s["areas"].items():
        problem = area["problem"]
        kind = library.spec(s["cards"][problem]["card"]).type if problem in s["cards"] else "problem"
        if kind != "problem":
            owner = "" if key.startswith("dilemma:") else f"P{area['owner']}'s "
            raise BoardFormatError(f"areas.{key}.problem", misplaced_words(card_name(s, library, problem), KINDS[kind],
                                                                           f"{owner}{'Problem' if owner else key}",
                                                                           PROBLEM_HOLDS))
    _check_one_mane_each(s, library)
    for iid in sorted(s["cards"]):
        why = _misplaced(s, library, iid)
        if why is not None:
            field, reason, held = why
            name = card_name(s, library, iid)
            kind = KINDS.get(library.spec(s["cards"][iid]["card"]).type, "card")
            if held:
                raise BoardFormatError(f"cards[iid={iid}].{field}", misplaced_words(name, kind, place_words(s, iid),
                                                                                     reason))
            article = "an" if kind[0] in "AEIOU" else "a"
            raise BoardFormatError(f"cards[iid={iid}].{field}", f"{name} ({article} {kind}) is "
                                   f"{place_name(s, iid)}: {reason}")


def _check_one_mane_each(s: dict[str, Any], library: CardLibrary) -> None:
    """Refuse a second Mane Character a player owns in play: each player has one (102.1), in
    play from the start of the game, and it never leaves play (301.5), so no play brings in
    another. The one refused is the one that is not the player's `mane` (else the later)."""
    for player in (0, 1):
        manes = [i for i in sorted(s["cards"]) if s["cards"][i]["owner"] == player
                 and s["cards"][i]["zone"] == "play" and library.spec(s["cards"][i]["card"]).type == "mane"]
        if len(manes) < 2:
            continue
        mane = s["players"][player]["mane"]
        first = mane if mane in manes else manes[0]
        second = next(i for i in manes if i != first)
        raise BoardFormatError(f"cards[iid={second}].zone", (
            f"{card_name(s, library, second)} is a second Mane Character of P{player}'s in play, "
            f"{place_name(s, second)}, beside {card_name(s, library, first)} {place_name(s, first)}: "
            "each player has one Mane Character (102.1), in play from the start of the game, and it "
            "can't leave play (301.5)"))


def _misplaced(s: dict[str, Any], library: CardLibrary, iid: int) -> tuple[str, str, bool] | None:
    """(the field at fault, why the rules don't allow it, whether that is what its place holds)
    for a card out of place, else None."""
    c = s["cards"][iid]
    spec = library.spec(c["card"])
    kind = spec.type
    zone = c["zone"]
    if zone != "play":
        kinds, holds = ZONE_HOLDS.get(zone, ((), ""))
        return ("zone", holds, True) if kinds and kind not in kinds else None
    if kind == "event":
        return "zone", EVENT_IN_PLAY_HOLDS, True
    if c["face_down"] and not c["frightened"] and kind != "troublemaker":
        return "face_down", ("only a Troublemaker is face down in play without being frightened (306.1, 609.2c, "
                             "504.1); playing a non-Troublemaker as a face-down Troublemaker is a Game Loss "
                             "(floor rules, Tournament Penalties: Game Loss)"), False
    area = s["areas"].get(c["area"])
    host = c["host"]
    if host is None and spec.attach not in NOT_ATTACHMENTS and kind == "resource":
        return "host", ("this Resource is played \"on\" a card and is always attached to its host (305.1b, "
                        "509.2): give the card it is attached to"), False
    if host is not None and not (kind == "resource" and spec.attach not in NOT_ATTACHMENTS):
        return "host", (f"only a card played \"on\" another card is attached to one (509.1), and a {KINDS[kind]} "
                        "of this text is not"), False
    if area is None:
        return None  # (an attachment left at an area that has ceased to exist: 511.2 dismisses it)
    if kind == "problem" and area["kind"] != "problem":
        return "area", PROBLEM_AT_HOME_HOLDS, True
    held = s["cards"].get(host) if host is not None else None
    if held is not None and held["zone"] == "play" and held["area"] != c["area"]:
        return "area", (f"an attachment is always at its host's area (509.3), and its host "
                        f"{card_name(s, library, host)} is {place_name(s, host)}"), False
    return None
