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

from engine.core.errors import BoardFormatError
from engine.mlp.state.game import ZONE_NAMES
from engine.mlp.state.library import CardLibrary

NOT_ATTACHMENTS = ("", "home", "dilemma")
"""Placement rules (`Spec.attach`) of cards that are not played "on" a card: to a home,
a Dilemma's own area (522.2), or not known."""
KINDS = {"mane": "Mane Character", "friend": "Friend", "problem": "Problem", "event": "Event",
         "resource": "Resource", "troublemaker": "Troublemaker"}


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


def check_positions(s: dict[str, Any], library: CardLibrary) -> None:
    """Refuse the first card (in instance order) that the rules cannot have where it is."""
    for iid in sorted(s["cards"]):
        why = _misplaced(s, library, iid)
        if why is not None:
            field, reason = why
            kind = KINDS.get(library.spec(s["cards"][iid]["card"]).type, "card")
            article = "an" if kind[0] in "AEIOU" else "a"
            raise BoardFormatError(f"cards[iid={iid}].{field}", f"{card_name(s, library, iid)} ({article} {kind}) "
                                   f"is {place_name(s, iid)}: {reason}")


def _misplaced(s: dict[str, Any], library: CardLibrary, iid: int) -> tuple[str, str] | None:
    """(the field at fault, why the rules don't allow it) for a card out of place, else None."""
    c = s["cards"][iid]
    spec = library.spec(c["card"])
    kind = spec.type
    zone = c["zone"]
    if kind == "mane" and zone != "play":
        return "zone", "a Mane Character starts the game in play and can't leave play (301.1, 301.5)"
    if kind == "problem" and zone in ("deck", "hand", "flip"):
        return "zone", ("Problems are in the Problem deck, never the draw deck (101.2, 101.3b), so never "
                        "drawn into a hand (410.4) or flipped from the draw deck")
    if zone == "problem_deck" and kind != "problem":
        return "zone", "a Problem deck holds nothing but Problems (101.3b)"
    if zone != "play":
        return None
    if kind == "event":
        return "zone", ("an Event never enters play: it is put into its owner's discard pile as it resolves "
                        "(304.2); a resolving Event is in the queue")
    if c["face_down"] and not c["frightened"] and kind != "troublemaker":
        return "face_down", ("only a Troublemaker is face down in play without being frightened (306.1, 609.2c, "
                             "504.1); playing a non-Troublemaker as a face-down Troublemaker is a Game Loss "
                             "(floor rules, Tournament Penalties: Game Loss)")
    area = s["areas"].get(c["area"])
    host = c["host"]
    if host is None and spec.attach not in NOT_ATTACHMENTS and kind == "resource":
        return "host", ("this Resource is played \"on\" a card and is always attached to its host (305.1b, "
                        "509.2): give the card it is attached to")
    if host is not None and not (kind == "resource" and spec.attach not in NOT_ATTACHMENTS):
        return "host", f"only a card played \"on\" another card is attached to one (509.1), and a {KINDS[kind]} " \
                       "of this text is not"
    if area is None:
        return None  # (an attachment left at an area that has ceased to exist: 511.2 dismisses it)
    if kind == "problem" and area["kind"] != "problem":
        return "area", "a Problem is in play only at a Problem area (303.1, 522.2)"
    held = s["cards"].get(host) if host is not None else None
    if held is not None and held["zone"] == "play" and held["area"] != c["area"]:
        return "area", (f"an attachment is always at its host's area (509.3), and its host "
                        f"{card_name(s, library, host)} is {place_name(s, host)}")
    return None
