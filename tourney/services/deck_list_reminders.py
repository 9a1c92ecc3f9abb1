"""The reminder a draft carries at Tier 2 and 3 while players it pairs have no deck list.

Tier 2 and 3 require a deck list from every player ('Deck Lists'), and deck
checks can only check a deck against one. A scorekeeper pairing the round is
the last person to notice a missing list before the players sit down, so the
draft's review names them. It is worked out each time the draft is looked at,
so registering a list makes the reminder shorter at once.
"""

from __future__ import annotations

from collections import Counter

from sqlmodel import Session, col, select

from engine.core.plural import how_many
from tourney.db.models import DeckList, Match, Round
from tourney.policy.tiers import tier_rules
from tourney.services.events import require_event
from tourney.services.standings import player_names

NAMED_AT_MOST = 12
"""More names than this would bury the rest of the review: the others are counted."""


def missing_deck_lists(session: Session, round_: Round) -> str | None:
    """'Tier 2 requires deck lists; 2 players paired here have none: …', or None."""
    event = require_event(session, round_.event_id)
    if not tier_rules(event.tier).deck_lists_required:
        return None
    paired = {
        player
        for a, b in session.exec(
            select(Match.player_a_id, Match.player_b_id).where(Match.round_id == round_.id)
        )
        for player in (a, b)
        if player is not None
    }
    if not paired:
        return None
    listed = set(
        session.exec(
            select(DeckList.registration_id).where(col(DeckList.registration_id).in_(paired))
        )
    )
    missing = paired - listed
    if not missing:
        return None
    everyone = player_names(session, event.id or 0)
    shared = Counter(name.casefold() for name, _ in everyone.values())

    def label(registration_id: int) -> str:
        name, number = everyone.get(registration_id, ("?", None))
        # two registrations with one name are told apart by the player number
        return f"{name} ({number})" if number and shared[name.casefold()] > 1 else name

    names = sorted((label(r) for r in missing), key=str.casefold)
    shown = ", ".join(names[:NAMED_AT_MOST])
    if len(names) > NAMED_AT_MOST:
        shown += f" and {len(names) - NAMED_AT_MOST} more"
    count = f"{how_many(len(names), 'player')} paired here"
    have = "has" if len(names) == 1 else "have"
    return (
        f"Tier {event.tier} requires deck lists; {count} {have} none: {shown} "
        "(register them on the Deck lists tab, or with `tourney deck register`)"
    )
