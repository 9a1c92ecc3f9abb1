"""Event tiers and what each one changes (Tournament Floor Rules v2.3).

Every tier-dependent decision in the program asks this module, so that a
head judge reading the floor rules finds one place where the text became
numbers: time limits, deck lists, deck checks and who may play. How many games
a match has is the game's own rule: `match_structure` asks the event's game
system (`GameSystem.match_structure`) once the tier and round kind are known.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from engine.core.deck_check import Message
from engine.core.game_system import GameSystem, MatchStructure
from tourney.errors import ValidationError
from tourney.policy.swiss import MINIMUM_SANCTIONED_PLAYERS

SWISS_TIME_LIMIT_SECONDS = 35 * 60
"""'Match Time Limit': 35 minutes per game; with one-game matches, per round."""

TIER2_ELIMINATION_TIME_LIMIT_SECONDS = 45 * 60
"""Tier 2 Rules, 'Time Limit': single elimination rounds use 45 minutes."""

TIER3_ELIMINATION_EXPECTED_SECONDS = 2 * 60 * 60
"""Tier 3 Rules, 'Time Limit': untimed but expected to finish in two hours or less."""



class Tier(IntEnum):
    """'Tournament System': all events are Tier 1 unless noted otherwise."""

    LOCAL = 1
    CHAMPIONSHIP = 2
    PREMIER = 3


@dataclass(frozen=True, slots=True)
class TierRules:
    """The consequences of one tier, each field tied to a floor-rules paragraph."""

    tier: Tier
    name: str
    examples: str
    elimination_rounds_recommended: bool
    """Tier 1: 'not recommended', allowed if the TO or head judge chooses and
    announces it before the start. Tier 2/3 define elimination match structure
    and time limits, so elimination rounds are the expected default there."""
    swiss_time_limit_seconds: int
    elimination_time_limit_seconds: int | None
    """None = untimed (Tier 3)."""
    elimination_expected_seconds: int | None
    deck_lists_required: bool
    deck_list_changes_need_head_judge: bool
    random_deck_checks_recommended: bool
    judges_may_play: bool
    organizer_may_play: bool
    publisher_employees_may_play: bool
    qualification_required: bool
    """Tier 3 always; Tier 2 only when the event says so ('some Tier 2 events')."""
    section: str


_RULES: dict[Tier, TierRules] = {
    Tier.LOCAL: TierRules(
        tier=Tier.LOCAL,
        name="Tier 1 – Local Tournaments",
        examples="local tournaments, convention side events, Pre-Release tournaments",
        elimination_rounds_recommended=False,
        swiss_time_limit_seconds=SWISS_TIME_LIMIT_SECONDS,
        # Tier 1 names no elimination time limit, so the standard limit applies.
        elimination_time_limit_seconds=SWISS_TIME_LIMIT_SECONDS,
        elimination_expected_seconds=None,
        deck_lists_required=False,
        deck_list_changes_need_head_judge=False,
        random_deck_checks_recommended=False,
        judges_may_play=True,
        organizer_may_play=True,
        publisher_employees_may_play=True,
        qualification_required=False,
        section="Tier 1 Rules",
    ),
    Tier.CHAMPIONSHIP: TierRules(
        tier=Tier.CHAMPIONSHIP,
        name="Tier 2 – Local and Regional Championship Tournaments",
        examples="Store Championships, Regional Championships, World Qualifier Tournaments",
        elimination_rounds_recommended=True,
        swiss_time_limit_seconds=SWISS_TIME_LIMIT_SECONDS,
        elimination_time_limit_seconds=TIER2_ELIMINATION_TIME_LIMIT_SECONDS,
        elimination_expected_seconds=None,
        deck_lists_required=True,
        deck_list_changes_need_head_judge=True,
        random_deck_checks_recommended=True,
        judges_may_play=False,
        organizer_may_play=False,
        publisher_employees_may_play=False,
        qualification_required=False,
        section="Tier 2 Rules",
    ),
    Tier.PREMIER: TierRules(
        tier=Tier.PREMIER,
        name="Tier 3 – National, Continental and World Championship Tournaments",
        examples="Continental Championships",
        elimination_rounds_recommended=True,
        swiss_time_limit_seconds=SWISS_TIME_LIMIT_SECONDS,
        elimination_time_limit_seconds=None,
        elimination_expected_seconds=TIER3_ELIMINATION_EXPECTED_SECONDS,
        deck_lists_required=True,
        deck_list_changes_need_head_judge=True,
        random_deck_checks_recommended=True,
        judges_may_play=False,
        organizer_may_play=False,
        publisher_employees_may_play=False,
        qualification_required=True,
        section="Tier 3 Rules",
    ),
}

def as_tier(value: int) -> Tier:
    """Turn a stored tier number into a Tier, refusing anything but 1, 2 or 3."""
    try:
        return Tier(int(value))
    except (TypeError, ValueError):
        raise ValidationError(f"tier must be 1, 2 or 3, not {value!r}") from None


def tier_rules(tier: int) -> TierRules:
    return _RULES[as_tier(tier)]


def time_limit_seconds(tier: int, round_kind: str) -> int | None:
    """The round time limit; None means untimed (Tier 3 elimination rounds)."""
    rules = tier_rules(tier)
    if round_kind == "swiss":
        return rules.swiss_time_limit_seconds
    if round_kind == "elimination":
        return rules.elimination_time_limit_seconds
    raise ValidationError(f"round kind must be 'swiss' or 'elimination', not {round_kind!r}")


def match_structure(tier: int, round_kind: str, system: GameSystem) -> MatchStructure:
    """How many games a match has: the game system's rule for this tier and round kind
    (MLP 'Match Structure': one game, best two of three in Tier 3 elimination rounds)."""
    tier_rules(tier)  # validates the tier
    if round_kind not in ("swiss", "elimination"):
        raise ValidationError(f"round kind must be 'swiss' or 'elimination', not {round_kind!r}")
    return system.match_structure(int(tier), round_kind)


def can_be_sanctioned(player_count: int) -> bool:
    """'Participation Minimums' (the number lives with the other Swiss numbers)."""
    return player_count >= MINIMUM_SANCTIONED_PLAYERS


def deck_list_change_allowed(tier: int, *, event_started: bool, head_judge_approved: bool) -> str | None:
    """Why a change to a submitted deck list is refused, or None if it is allowed.

    Tier 2/3 'Deck Lists': changes only before the event starts and only with
    the head judge's approval. Tier 1 has no deck-list requirement, so a list
    kept there voluntarily may be changed before the start by the organizer.
    """
    rules = tier_rules(tier)
    if event_started:
        # Tier 1 has no deck-list rule of its own: a list kept there is the general
        # 'Deck Lists' one, "provided to the Head Judge prior to the start of the event".
        section = f"{rules.section}: Deck Lists" if rules.deck_lists_required else "Deck Lists"
        return f"the event has started: a deck list can change only before the event starts ({section})"
    if rules.deck_list_changes_need_head_judge and not head_judge_approved:
        return (
            f"a deck list change at Tier {rules.tier.value} needs the head judge's approval "
            f"({rules.section}: Deck Lists)"
        )
    return None


def late_deck_list_note(tier: int, *, event_started: bool) -> Message | None:
    """What the head judge reads on a player's first deck list turned in after the start, or None.

    Tier 2/3 'Deck Lists': lists are required and "must be turned in prior to the
    advertised start time". The floor rules set no penalty for a late list and leave
    a player entered late (or a list forgotten) to the head judge, whose ruling is
    final ('Judges'); refusing the list would leave the player with none to check a
    deck against ('Deck Checks'). So the list is taken, marked late with the rule; the
    mark is a warning that leaves the list's status (and any proposed penalty) alone.
    Tier 1 requires no list, so one kept there is never late.
    """
    rules = tier_rules(tier)
    if not (event_started and rules.deck_lists_required):
        return None
    return Message(
        "warning", f"{rules.section}: Deck Lists",
        f"turned in late, after the event started: Tier {rules.tier.value} deck lists are due "
        "before the start; the head judge rules on it",
    )
