"""Who may play, per tier: refusals and warnings with the paragraph they follow.

Texts followed ('Player Eligibility' under Tier 1/2/3 Rules, 'Judges',
'Participation Minimums'):
- All tiers: players suspended by Enterplay are not eligible.
- Tier 1: judges may play; 'a judge or TO of a tournament should refrain from
  playing if they create an uneven number of players, thereby creating a bye,
  or if their participation might make it difficult to effectively administer
  the tournament'. Both are warnings ('should refrain'), not refusals.
- Tier 2/3: the TO, the head judge and any other judges may not play;
  Enterplay employees may not play.
- Tier 3: only qualified players. Tier 2: only when the event requires
  qualification ('some Tier 2 events require qualification').
- Fewer than four players: the event cannot be sanctioned.
- Tier 2/3 'Deck Lists': deck lists are required, turned in before the start.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from tourney.policy.swiss import sanction_warning
from tourney.policy.tiers import tier_rules

Level = Literal["refuse", "warning"]


@dataclass(frozen=True, slots=True)
class Entrant:
    """One registered player and the facts eligibility depends on."""

    registration_id: int
    name: str
    staff_roles: frozenset[str] = frozenset()
    suspended: bool = False
    qualified: bool = True
    publisher_employee: bool = False
    has_deck_list: bool | None = None
    """None when deck lists are not tracked for this check."""
    by_shared_name: frozenset[str] = frozenset()
    """The lists ("suspended", "qualified", "employees") that name this player only by a name
    another player of the event bears too: which of the namesakes the list meant is not known.
    `name` then tells them apart (their number in the event)."""


_SHARED = ("by the name alone, which another player of the event bears too; list the player "
           "number to tell them apart")


@dataclass(frozen=True, slots=True)
class Finding:
    level: Level
    message: str
    rule: str
    registration_id: int | None = None


def check(
    tier: int,
    entrants: Sequence[Entrant],
    *,
    qualification_required: bool = False,
    non_playing_judges: int | None = None,
) -> list[Finding]:
    """Every refusal and warning for this field of players (empty = all clear).

    `qualification_required` is the event's own setting (Tier 2); Tier 3
    always requires it. `non_playing_judges` (when known) lets the Tier 1
    'difficult to administer' warning fire when no judge is left free.
    """
    rules = tier_rules(tier)
    findings: list[Finding] = []
    needs_qualification = rules.qualification_required or qualification_required
    count = len(entrants)
    for entrant in entrants:
        roles = entrant.staff_roles & {"organizer", "head_judge", "floor_judge"}
        if entrant.suspended:
            shared = f" {_SHARED}" if "suspended" in entrant.by_shared_name else ""
            findings.append(Finding(
                "refuse", f"{entrant.name} is on the suspended list{shared}",
                f"{rules.section}: Player Eligibility", entrant.registration_id))
        if roles and not rules.judges_may_play:
            role_names = ", ".join(sorted(r.replace("_", " ") for r in roles))
            findings.append(Finding(
                "refuse",
                f"{entrant.name} is {role_names} of this Tier {rules.tier.value} event and may not play in it",
                f"{rules.section}: Player Eligibility", entrant.registration_id))
        if entrant.publisher_employee and not rules.publisher_employees_may_play:
            shared = f" (on the employees list {_SHARED})" if "employees" in entrant.by_shared_name else ""
            findings.append(Finding(
                "refuse", f"{entrant.name} is an Enterplay employee and may not play at Tier "
                f"{rules.tier.value}{shared}", f"{rules.section}: Player Eligibility", entrant.registration_id))
        if needs_qualification and not entrant.qualified:
            findings.append(Finding(
                "refuse", f"{entrant.name} is not on the qualified list",
                f"{rules.section}: Player Eligibility", entrant.registration_id))
        elif needs_qualification and "qualified" in entrant.by_shared_name:
            findings.append(Finding(
                "warning", f"{entrant.name} counts as qualified, but is on the qualified list {_SHARED}",
                f"{rules.section}: Player Eligibility", entrant.registration_id))
        if rules.deck_lists_required and entrant.has_deck_list is False:
            findings.append(Finding(
                "refuse", f"{entrant.name} has not turned in a deck list; Tier {rules.tier.value} "
                "requires one before the start", f"{rules.section}: Deck Lists", entrant.registration_id))
        if roles and rules.judges_may_play and count % 2 == 1:
            role_names = ", ".join(sorted(r.replace("_", " ") for r in roles))
            findings.append(Finding(
                "warning",
                f"{entrant.name} ({role_names}) makes the player count odd ({count}), creating a "
                "bye; a judge or organizer should refrain from playing",
                "Tier 1 Rules: Player Eligibility", entrant.registration_id))
    if rules.judges_may_play and non_playing_judges == 0 and any(
        e.staff_roles & {"head_judge", "floor_judge"} for e in entrants
    ):
        findings.append(Finding(
            "warning",
            "every judge of the event is playing: nobody is free to administer the tournament",
            "Tier 1 Rules: Player Eligibility"))
    too_few = sanction_warning(count)
    if too_few is not None:
        findings.append(Finding("refuse", too_few, "Tournament Policies: Participation Minimums"))
    return findings


def refusals(findings: Sequence[Finding]) -> list[Finding]:
    return [f for f in findings if f.level == "refuse"]
