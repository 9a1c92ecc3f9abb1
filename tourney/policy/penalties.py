"""The penalty catalog: infractions named by the floor rules and their default penalty.

The floor rules list examples under each penalty ('Tournament Penalties').
Each example becomes an infraction with a stable code that is stored on a
Penalty row, so a report can group by infraction and the Game Warning
escalation can find 'the same violation'.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from tourney.policy.choices import pick


class PenaltyKind(StrEnum):
    """The four tournament penalties, weakest first."""

    PROCEDURAL_ERROR = "procedural_error"
    GAME_WARNING = "game_warning"
    GAME_LOSS = "game_loss"
    DISQUALIFICATION = "disqualification"

    @property
    def severity(self) -> int:
        return _SEVERITY[self]

    @property
    def label(self) -> str:
        return _LABELS[self]


_SEVERITY = {
    PenaltyKind.PROCEDURAL_ERROR: 0,
    PenaltyKind.GAME_WARNING: 1,
    PenaltyKind.GAME_LOSS: 2,
    PenaltyKind.DISQUALIFICATION: 3,
}
_LABELS = {
    PenaltyKind.PROCEDURAL_ERROR: "Procedural Error",
    PenaltyKind.GAME_WARNING: "Game Warning",
    PenaltyKind.GAME_LOSS: "Game Loss",
    PenaltyKind.DISQUALIFICATION: "Disqualification",
}


def as_penalty_kind(value: str) -> PenaltyKind:
    """The penalty typed as its name ("Game Loss", "game loss"), its code or its initials ("gl")."""
    aliases = {"pe": "procedural_error", "gw": "game_warning", "gl": "game_loss", "dq": "disqualification"}
    return PenaltyKind(pick(value, {k.value: k.label for k in PenaltyKind}, "penalty", aliases=aliases))


@dataclass(frozen=True, slots=True)
class Infraction:
    """One catalogued violation.

    `minimum_penalty` is set only where the text says 'minimum' (invalid deck
    list): below it nobody may go, not even the head judge.
    """

    code: str
    name: str
    default_penalty: PenaltyKind
    section: str
    examples: tuple[str, ...] = ()
    minimum_penalty: PenaltyKind | None = None
    note: str = ""


_PE = "Tournament Penalties: Procedural Error"
_GW = "Tournament Penalties: Game Warning"
_GL = "Tournament Penalties: Game Loss"
_DQ = "Tournament Penalties: Tournament Disqualification"

CATALOG: tuple[Infraction, ...] = (
    # Procedural Error examples.
    Infraction("unresolvable_card", "Playing a card that can't be resolved",
               PenaltyKind.PROCEDURAL_ERROR, _PE,
               ("Attempting to play a card that can't be resolved",)),
    Infraction("illegal_uncover", "Uncovering a Troublemaker that can't be uncovered",
               PenaltyKind.PROCEDURAL_ERROR, _PE,
               ("Attempting to uncover a Troublemaker that can't be uncovered",)),
    Infraction("missed_trigger", "Missing a mandatory trigger",
               PenaltyKind.PROCEDURAL_ERROR, _PE, ("Missing a mandatory trigger",)),
    Infraction("handling_opponent_cards", "Handling the opponent's cards without permission",
               PenaltyKind.PROCEDURAL_ERROR, _PE,
               ("Handling your opponent's cards without permission",)),
    Infraction("procedural_other", "Other minor procedural violation",
               PenaltyKind.PROCEDURAL_ERROR, _PE,
               note="'A minor violation of tournament rules and procedures that occurs "
                    "unintentionally'; describe it."),
    # Game Warning examples.
    Infraction("looking_at_extra_cards", "Looking at extra cards",
               PenaltyKind.GAME_WARNING, _GW, ("Looking at extra cards",)),
    Infraction("marked_cards_no_pattern", "Marked cards without pattern",
               PenaltyKind.GAME_WARNING, _GW, ("Marked cards without pattern",)),
    Infraction("unsporting_conduct", "Rude or unsporting conduct",
               PenaltyKind.GAME_WARNING, _GW, ("Rude or unsporting conduct",)),
    Infraction("misrepresenting_public_information", "Misrepresenting public information",
               PenaltyKind.GAME_WARNING, _GW, ("Misrepresenting public information",)),
    Infraction("failure_to_maintain_game_state", "Failure to maintain game state",
               PenaltyKind.GAME_WARNING, _GW, ("Failure to maintain game state",)),
    Infraction("slow_play", "Slow play", PenaltyKind.GAME_WARNING,
               "Tournament Penalties: Game Warning; Slow Play vs. Stalling", ("Slow play",)),
    Infraction("incorrect_deck_list", "Incorrect deck list", PenaltyKind.GAME_WARNING,
               "Deck Lists: Incorrect deck list",
               ("misspelling a card name", "not filling out the total number of cards",
                "nicknames or acronyms that uniquely identify a card instead of the full title"),
               note="'usually results in a Game Warning instead of a Game Loss'; one penalty "
                    "per deck list."),
    # Game Loss examples.
    Infraction("illegal_deck", "Illegal deck", PenaltyKind.GAME_LOSS, _GL, ("An illegal deck",)),
    Infraction("marked_cards_pattern", "Marked cards with pattern",
               PenaltyKind.GAME_LOSS, _GL, ("Marked cards with pattern",)),
    Infraction("drawing_extra_cards", "Drawing extra cards",
               PenaltyKind.GAME_LOSS, _GL, ("Drawing extra cards",)),
    Infraction("outside_assistance", "Outside assistance", PenaltyKind.GAME_LOSS,
               "Tournament Penalties: Game Loss; Outside Assistance", ("Outside assistance",)),
    Infraction("face_down_non_troublemaker", "Playing a non-Troublemaker as a face-down Troublemaker",
               PenaltyKind.GAME_LOSS, _GL,
               ("Playing a non-Troublemaker as a face-down Troublemaker",)),
    Infraction("tardiness", "Tardiness", PenaltyKind.GAME_LOSS,
               "Tournament Penalties: Game Loss; Tardiness", ("Tardiness",),
               note="Issued only after the five-minute grace period."),
    Infraction("invalid_deck_list", "Invalid deck list", PenaltyKind.GAME_LOSS,
               "Deck Lists: Invalid deck list",
               ("omitting a card or cards", "listing the incorrect card or cards",
                "listing an incorrect number of cards", "a deck not legal for tournament play",
                "a list that does not match the deck being played",
                "wrong or missing subtitle on a card not uniquely identified by its title"),
               minimum_penalty=PenaltyKind.GAME_LOSS,
               note="'The minimum penalty for an invalid deck list is a Game Loss'; one penalty "
                    "per deck list."),
    # Disqualification examples.
    Infraction("cheating", "Cheating", PenaltyKind.DISQUALIFICATION, _DQ, ("Cheating",),
               note="Intentionally committing any other infraction for game advantage."),
    Infraction("stalling", "Stalling", PenaltyKind.DISQUALIFICATION,
               "Slow Play vs. Stalling", ("Intentionally playing slowly to manipulate round time",)),
    Infraction("physical_threat", "Physically threatening or attacking another person",
               PenaltyKind.DISQUALIFICATION, _DQ,
               ("Physically threatening or attacking another person",)),
    Infraction("collusion", "Collusion or deciding a game by a random method",
               PenaltyKind.DISQUALIFICATION, "Conceding and Dropping",
               ("Collusion", "Determining the outcome of a game by a random method",
                "Conceding for prizes"),
               note="The text says only 'subject to penalties'; deliberately fixing a result is "
                    "read as cheating, so the default is a Disqualification (head judge only)."),
)

_BY_CODE = {infraction.code: infraction for infraction in CATALOG}

DECK_LIST_INFRACTIONS = frozenset({"incorrect_deck_list", "invalid_deck_list"})


def infraction(code: str) -> Infraction:
    """The infraction typed as the catalog names it ("Slow play", "slow play") or by its code."""
    found = _BY_CODE.get(code.strip().lower().replace("-", "_"))
    if found is not None:
        return found
    return _BY_CODE[pick(code, {i.code: i.name for i in CATALOG}, "infraction")]


def infractions_for(kind: PenaltyKind) -> tuple[Infraction, ...]:
    return tuple(i for i in CATALOG if i.default_penalty is kind)
