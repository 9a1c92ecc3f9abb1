"""Limited events through the services: product, pods, round 1 in pods, pools and deck lists."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from sqlmodel import select

from engine.core.limited import PoolCard
from tests.foundation.conftest import ON_POSTGRES, PG_URL, drop_all_tables
from tests.limited_decks import deck_text, draw_cards, first_cards, legal_deck_from_pool
from tourney.db.database import Database, open_database
from tourney.db.models import AuditEntry, DeckList
from tourney.errors import ValidationError
from tourney.services import decklists, events, limited, players, pods, pools, rounds
from tourney.services.limited_decks import pool_cards


def _event(db: Database, fmt: str, count: int) -> tuple[int, list[int]]:
    with db.transaction() as s:
        event = events.create_event(s, name="Limited Day", start_date=date(2026, 6, 6), format=fmt,
                                    rng_seed=21, swiss_rounds=3)
        regs = [players.register_player(s, event.id, f"Drafter {i:02d}").registration_id
                for i in range(1, count + 1)]
    return event.id, regs


@pytest.fixture(params=["sqlite-file", ON_POSTGRES])
def db(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Database]:
    """A real database through every migration: a SQLite file, and PostgreSQL when one is given."""
    if request.param == "postgres":
        assert PG_URL is not None
        drop_all_tables(PG_URL)
        database = open_database(PG_URL)
    else:
        database = open_database(str(tmp_path / "limited.sqlite3"))
    yield database
    database.close()


def test_the_product_is_a_blocks_recommendation_or_the_organizers_packs(db: Database) -> None:
    event_id, _ = _event(db, "sealed", 4)
    with db.reading() as s:
        setup = limited.limited_setup(s, event_id)
    assert setup.kind == "sealed" and setup.product.total == 8 and setup.block_name == "Odyssey Block"
    assert all(p.direction is None for p in setup.packs)
    with db.transaction() as s:
        setup = limited.set_product(s, event_id, block="premiere")
        assert setup.product_label.startswith("2 packs Premiere, 2 packs Canterlot Nights")
        setup = limited.set_product(s, event_id, packs="4 HM, 4 Marks in Time")
    assert setup.block_id is None and setup.product.label == "4 packs High Magic, 4 packs Marks in Time"
    assert "Scootaloo, Cutie Mark Crusader (MT1)" in setup.provided_mane_characters
    with db.transaction() as s, pytest.raises(ValidationError, match="not a booster set"):
        limited.set_product(s, event_id, packs="8 Rock N' Rave")
    with db.reading() as s:
        entries = list(s.exec(select(AuditEntry).where(AuditEntry.action == "event.limited_product")))
    assert len(entries) == 2


@pytest.mark.parametrize("typed", ["premiere", "Premiere Block", "premiere-block", "PREMIERE"])
def test_a_block_is_chosen_by_the_name_the_program_lists(db: Database, typed: str) -> None:
    # the refusal lists "Odyssey Block, Premiere Block": what it lists can be typed back
    event_id, _ = _event(db, "sealed", 4)
    with db.transaction() as s:
        assert limited.set_product(s, event_id, block=typed).block_id == "premiere"
    with db.transaction() as s, pytest.raises(ValidationError, match=r"known: Odyssey Block, Premiere Block"):
        limited.set_product(s, event_id, block="Crystal Block")


@pytest.mark.parametrize(("fmt", "packs", "wanted", "rule"), [
    ("sealed", "4 HM, 2 Marks in Time", 8, "Sealed Deck Format"),
    ("booster-draft", "1 MT", 4, "Booster Draft Format"),
])
def test_an_organizers_product_of_another_pack_count_is_noted(db: Database, fmt, packs, wanted, rule) -> None:
    # Limited Play: a sealed pool is opened from 8 booster packs, a draft pool drafted from 4;
    # the organizer's own packs are allowed, and the judge is told when the count differs.
    event_id, _ = _event(db, fmt, 4)
    with db.reading() as s:
        assert limited.limited_setup(s, event_id).pack_count_note is None  # the block's recommendation
    with db.transaction() as s:
        setup = limited.set_product(s, event_id, packs=packs)
    opened = setup.product.total
    assert setup.pack_count_note == (f"each player's pool comes from {wanted} booster packs "
                                     f"(Limited Play: {rule}); this product opens {opened}")


def test_a_constructed_event_has_no_limited_product(db: Database) -> None:
    event_id, _ = _event(db, "harmony", 4)
    with db.transaction() as s, pytest.raises(ValidationError, match="not a Sealed Deck or Booster Draft"):
        limited.set_product(s, event_id, block="odyssey")


def test_pods_are_seated_from_a_recorded_seed_and_round_one_stays_inside(db: Database) -> None:
    event_id, _regs = _event(db, "booster-draft", 20)
    with db.transaction() as s:
        view = pods.seat_pods(s, event_id)
        pods.set_round1_in_pods(s, event_id, True)
    assert [p.size for p in view.pods] == [10, 10]
    assert view.seed == pods.first_pod_seed(21)
    assert [(p.number, p.set_name, p.direction) for p in view.packs] == [
        (1, "Marks in Time", "left"), (2, "Marks in Time", "right"),
        (3, "High Magic", "left"), (4, "Equestrian Odysseys", "right")]
    first = view.pods[0].seats
    assert first[0].left_name == first[1].player_name and first[0].right_name == first[-1].player_name
    with db.transaction() as s:
        again = pods.seat_pods(s, event_id, seed=view.seed)
    assert again.pods == view.pods  # the same seed seats everyone in the same place
    with db.transaction() as s:
        pairing = rounds.pair_round(s, event_id)
        pod_of = pods.pod_of_players(s, event_id)
    assert all(pod_of[m.player_a_id] == pod_of[m.player_b_id] for m in pairing.matches)
    with db.transaction() as s, pytest.raises(ValidationError, match="has started"):
        pods.seat_pods(s, event_id)


def test_round_one_in_pods_needs_seated_pods(db: Database) -> None:
    event_id, _ = _event(db, "booster-draft", 8)
    with db.transaction() as s:
        pods.set_round1_in_pods(s, event_id, True)
    with db.transaction() as s, pytest.raises(ValidationError, match="seat the pods first"):
        rounds.pair_round(s, event_id)


def test_a_sealed_event_seats_no_pods(db: Database) -> None:
    event_id, _ = _event(db, "sealed", 8)
    with db.transaction() as s, pytest.raises(ValidationError, match="only a Booster Draft"):
        pods.seat_pods(s, event_id)


def test_a_pool_with_an_unknown_card_is_refused_whole(db: Database) -> None:
    event_id, regs = _event(db, "sealed", 2)
    with db.transaction() as s, pytest.raises(ValidationError, match="line 2: 'Zzyzx"):
        pools.register_pool(s, event_id, regs[0], "3 Locked Out\n1 Zzyzx the Unknown\n")
    with db.reading() as s:
        assert pool_cards(s, regs[0]) is None


def test_the_deck_is_checked_against_the_pool_and_checked_again_when_the_pool_changes(db: Database) -> None:
    event_id, regs = _event(db, "sealed", 2)
    with db.transaction() as s:
        made = pools.generate_pools(s, event_id)
    assert len(made) == 2 and all(p.card_count == 96 for p in made)
    pool = made[0].cards
    legal = legal_deck_from_pool(pool)
    with db.transaction() as s:
        row = decklists.register_deck_list(s, event_id, regs[0], legal)
    assert row.status == "legal", row.messages
    # the other player's deck uses the first player's pool: not theirs
    with db.transaction() as s:
        other = decklists.register_deck_list(s, event_id, regs[1], legal)
    assert other.status == "invalid"
    assert any("[Limited Play: Sealed Deck Format]" in m and "not in the pool" in m for m in other.messages)
    # registering the pool the deck came from makes the list legal again
    text = "\n".join(f"{c.qty} {c.name}" for c in pool)
    with db.transaction() as s:
        pools.register_pool(s, event_id, regs[1], text)
        deck = decklists.current_deck_list(s, regs[1])
        assert isinstance(deck, DeckList) and deck.status == "legal"
        actions = [e.action for e in s.exec(select(AuditEntry).where(AuditEntry.event_id == event_id))]
    assert actions.count("pool.register") == 2 and actions.count("pool.replace") == 1
    assert "decklist.recheck" in actions


def test_a_late_list_checked_again_against_a_new_pool_is_still_marked_late(db: Database) -> None:
    """Tier 2 'Deck Lists': a list turned in after the start is marked late for the head judge;
    checking it again when its player's pool is registered changes its verdict, not when it was
    turned in, so the late note stays."""
    event_id, regs = _event(db, "sealed", 2)
    with db.transaction() as s:
        pool = pools.generate_pools(s, event_id)[0].cards
        event = events.require_event(s, event_id)
        event.tier, event.status = 2, "swiss"
        s.add(event)
    with db.transaction() as s:
        late = decklists.register_deck_list(s, event_id, regs[1], legal_deck_from_pool(pool))
    assert late.status == "invalid" and "turned in late" in late.messages[0]
    with db.transaction() as s:
        pools.register_pool(s, event_id, regs[1], "\n".join(f"{c.qty} {c.name}" for c in pool))
        deck = decklists.current_deck_list(s, regs[1])
        assert deck is not None and deck.status == "legal"
        assert decklists.deck_list_messages(deck) == late.messages[:1]


def test_a_limited_deck_below_thirty_cards_cites_the_limited_rules(db: Database) -> None:
    event_id, regs = _event(db, "booster-draft", 2)
    with db.transaction() as s:
        made = pools.generate_pools(s, event_id)
        small = deck_text(first_cards(draw_cards(made[0].cards), 29))
        row = decklists.register_deck_list(s, event_id, regs[0], small)
    assert row.status == "invalid"
    assert any(m.startswith("[Limited Play: Limited Deck Construction]") and "29 cards" in m
               for m in row.messages)


def test_pools_list_shows_every_player(db: Database) -> None:
    event_id, regs = _event(db, "sealed", 3)
    with db.transaction() as s:
        pools.register_pool(s, event_id, regs[0], "3 Locked Out\nExtras\nKevin, Fitting In\n")
        lines = pools.list_pools(s, event_id)
    assert [line.pool_words for line in lines] == ["3 cards + 1 extra", "no pool", "no pool"]
    with db.reading() as s:
        assert pool_cards(s, regs[0]) == (PoolCard("EO191", "Locked Out", 3),
                                          PoolCard("HM84", "Kevin, Fitting In", 1, True))


def test_a_deck_check_compares_the_deck_with_the_list_and_the_pool(db: Database) -> None:
    from tourney.services import deck_checks

    event_id, regs = _event(db, "sealed", 2)
    with db.transaction() as s:
        made = pools.generate_pools(s, event_id)
        for reg, pool in zip(regs, made, strict=True):
            decklists.register_deck_list(s, event_id, reg, legal_deck_from_pool(pool.cards))
        data = rounds.pair_round(s, event_id)
        rounds.publish_round(s, data.round.id)
        checks = deck_checks.check_match(s, data.matches[0].id)
        clean = deck_checks.record_deck_check(s, checks[0].id, duration_seconds=60)
        outsider = "Drill Bit, Destruction Worker"  # a Premiere card, in no Odyssey pool
        dirty = deck_checks.record_deck_check(
            s, checks[1].id, duration_seconds=60, differences=f"+1 {outsider}")
    assert clean.proposed_penalty is None and "limited" not in clean.findings
    assert "illegal_deck" in dirty.findings["infractions"] and dirty.proposed_penalty == "game_loss"
    assert any("[Limited Play: Sealed Deck Format]" in m and outsider in m for m in dirty.findings["limited"])


def test_the_history_tells_limited_actions_in_words(db: Database) -> None:
    from tourney.services import history

    event_id, regs = _event(db, "booster-draft", 4)
    with db.transaction() as s:
        pods.seat_pods(s, event_id)
        pools.register_pool(s, event_id, regs[0], "2 Locked Out\n")
        rows = history.history(s, event_id)
    words = [r.action for r in rows]
    assert "Draft pods seated" in words and "Pool registered" in words
    assert not any("{" in r.details for r in rows)


@pytest.mark.parametrize(("filename", "data"), [
    ("broken.o8d", b"\x89PNG\r\n\x1a\n not a deck"),
    ("half.o8d", b'<deck><section name="Mane">'),
])
def test_an_unreadable_limited_deck_file_is_named_once(db: Database, filename: str, data: bytes) -> None:
    """Like a constructed event's list, the refusal names the file once, not "f.o8d: f.o8d: ..."."""
    event_id, regs = _event(db, "booster-draft", 2)
    with db.transaction() as s, pytest.raises(ValidationError) as refused:
        decklists.register_deck_list(s, event_id, regs[0], data, filename=filename)
    message = str(refused.value)
    assert message.startswith(f"{filename}: ")
    assert message.count(filename) == 1, message
