"""The words every game's "why not?" reader reads alike: the question's lead ("why can't I",
"can P1", "why didn't my opponent"), a card named among a few, and the option an action is.

A game's reader (`TableRules.why_not`) reads its own verbs and answers from its own legality
checks; what is here is only what is the same in every game: how a judge starts a question,
how the table calls the two players ("Player 1" is P0), and how a name typed with a slip is
matched to the cards it can mean.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from engine.core.decision import Decision
from engine.core.errors import EngineError
from engine.core.listing import and_listed
from engine.core.patterns import Pattern

MODAL = (r"(?:can'?t|cannot|can\s+not|can|could|couldn'?t|won'?t|wouldn'?t|"
         r"(?P<did>did(?:n'?t)?|was(?:n'?t)?|were(?:n'?t)?)|do(?:es)?(?:n'?t)?|isn'?t|aren'?t|am|not)")
"""The helping verbs a question may use, "can't" to "didn't" (`did`: asked of what happened)."""
LEADING = Pattern(r"^(?:why\s+|how\s+come\s+)?(?:" + MODAL + r"\s+)?"
                  r"(?:(?:(?P<me>i|we)|you|he|she|they|p\s?(?P<p>\d+)|player\s*(?P<player>\d+)|"
                  r"(?P<opponent>(?:my|the)\s+opponent|(?:my|the)\s+opposing\s+player|opponent))\s+)?"
                  r"(?:" + MODAL.replace("?P<did>", "?P<did2>") + r"\s+)?", re.IGNORECASE)
"""A question's lead: "why can't I", "can P1", "why can I not", "I can't", "how come P0 can't"."""
CALLED = Pattern(r"\bplayer\s*([12])\b", re.IGNORECASE)
"""A player as the table calls one without a name ("Player 1" for P0)."""
_ABLE = Pattern(r"^(?:(?:am|be|been)\s+)?(?:not\s+)?able\s+to\s+", re.IGNORECASE)
# ("why wasn't my opponent able to play ...", "why am I not able to cast ...")

SUGGEST = 0.8
"""How like a card's name the words must be to be read as that card ("Mud Pi")."""


class QuestionError(EngineError):
    """The question can't be read: the message says what was not understood."""


@dataclass(frozen=True, slots=True)
class Lead:
    """A question split at the end of its lead: who it asks about, and the rest to read."""

    said: str
    """The question after its lead, tidied ("play Mud Pie")."""
    asker: int | None = None
    """The player the question names ("can P1 ..."), if it names one."""
    me: bool = False
    """It says "I": the player deciding now asks it."""
    opponent: bool = False
    """It names "my opponent": the opponent of the player deciding."""
    past: bool = False
    """Asked of what happened ("why didn't P1 ..."): answered for the board as it is now."""


def tidy(text: str) -> str:
    """The question with straight apostrophes, single spaces, no closing mark, and the
    players as the engine names them ("Player 2" is P1)."""
    said = " ".join(text.replace("\u2019", "'").replace("\u2018", "'").strip().rstrip("?!. ").split())
    return CALLED.sub(lambda found: f"P{int(found.group(1)) - 1}", said)


def read_lead(text: str, error: type[EngineError] = QuestionError) -> Lead:
    """`text` split at its lead; `error` when it names a player the game does not have."""
    said = tidy(text)
    leading = LEADING.match(said)
    if leading and leading.group("player"):  # (any but "Player 1" and "Player 2", read by `tidy`)
        raise error(f"there is no player {int(leading.group('player'))} in this game: "
                    "the players are P0 and P1")
    named = leading and leading.group("p")
    if named and int(named) not in (0, 1):
        raise error(f"there is no P{int(named)} in this game: the players are P0 and P1")
    if not leading:
        return Lead(said)
    rest = _ABLE.sub("", said[leading.end():])
    return Lead(rest, int(named) if named else None, bool(leading.group("me")),
                bool(leading.group("opponent")), bool(leading.group("did") or leading.group("did2")))


def player_asked(lead: Lead, deciding: int | None, turn_player: int) -> int:
    """The player a question is about, alike in every game: the one it names ("can P1 ..."),
    else the opponent of the player deciding ("my opponent"), else the player deciding ("I",
    or no player said). With no decision pending the turn player stands for the one deciding,
    so "my opponent" is always the other player than "I"."""
    if lead.asker is not None:
        return lead.asker
    asking = turn_player if deciding is None else deciding
    return 1 - asking if lead.opponent else asking


def asked_for(lead: Lead, deciding: int | None) -> tuple[int, str] | None:
    """The player a question is asked for and how it says so: the player it names ("can P1
    ..."), "my opponent" (the other player than the one deciding) or "I" (the one deciding);
    None when it is asked for no one ("why can't Applejack move"), or says "I" while no one
    is deciding."""
    if lead.asker is not None:
        return lead.asker, f"the question names P{lead.asker}"
    if deciding is None:
        return None
    if lead.opponent:
        return 1 - deciding, f"the question said \"my opponent\": P{1 - deciding}, as P{deciding} is deciding"
    if lead.me:
        return deciding, f"the question said \"I\", P{deciding} is deciding"
    return None


def answered_for(asked: tuple[int, str] | None, deciding: int | None, player: int, because: str) -> str:
    """The one wording, in every game, of a question answered for another player than the one
    it is asked for (`asked_for`): "why can't I cast Buck" asked while P0 decides, of P1's
    Buck, is answered for P1, and the "Read as" line says so and `because` (why it is P1's to
    do: "that card is P1's"), never leaving the judge to take the answer for P0's. Asked for
    no one, the answer is for the player whose action it is, and says so when the other player
    is deciding ("P0 is deciding, but ..."), as the judge may take it for the deciding
    player's. "" when the answer is for the player asked for, or for the one deciding, or no
    one is deciding."""
    if asked is None:
        if deciding is None or deciding == player:
            return ""
        return f"P{deciding} is deciding, but {because}: answered for P{player}"
    if asked[0] == player:
        return ""
    return f"{asked[1]}, but {because}: answered for P{player}"


def unread(text: str, grammar: str) -> QuestionError:
    """The error for a question of none of the forms a reader reads: what was typed, then the
    forms (`grammar_line`), as every game's box says it ("can't read 'dance': ask ...")."""
    return QuestionError(f"can't read {text.strip()!r}: {grammar}" if text.strip() else f"name the action: {grammar}")


def grammar_line(forms: Sequence[str]) -> str:
    """The forms a reader reads, as the match table's box says them ("ask "play CARD" or ...")."""
    return "ask " + and_listed([f'"{form}"' for form in forms], "or")


def fold(text: str) -> str:
    """A name as a typed name is compared: case, accents' apostrophes and spacing do not matter."""
    return " ".join(re.sub(r"[^\w\s#]", " ", text.casefold()).split())


def cards_named(words: str, names: Mapping[int, str]) -> list[int]:
    """The cards (by number) the words name: the full name; else names holding the words as
    a run of whole words ("glimmerfox"); else names close to them, for a slip in typing.
    "#12" after the words picks card 12 of those (the number the table shows)."""
    wanted = fold(words)
    number = re.search(r"#\s*(\d+)$", wanted)
    if number:
        wanted = wanted[:number.start()].strip()
    folded = {iid: fold(name) for iid, name in names.items()}
    found = [iid for iid, name in folded.items() if name == wanted]
    if not found and wanted:
        found = [iid for iid, name in folded.items() if re.search(rf"(?:^|\s){re.escape(wanted)}(?:\s|$)", name)]
    if not found and wanted:
        close = set(difflib.get_close_matches(wanted, list(set(folded.values())), n=3, cutoff=SUGGEST))
        found = [iid for iid, name in folded.items() if name in close]
    if number:
        found = [iid for iid in (found or list(names)) if iid == int(number.group(1))]
    return found


def option_of(decision: Decision | None, wanted: Callable[[str], bool]) -> tuple[int, str] | None:
    """The option (its number from 1, and its label) of the pending decision that is the action
    `wanted` recognises by its key, when one is offered."""
    if decision is None:
        return None
    for number, option in enumerate(decision.options, start=1):
        if wanted(option.key):
            return number, str(option.label)
    return None
