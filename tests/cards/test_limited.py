"""Limited play in the engine: deck construction against a pool, pools, products and boosters.

Each construction rule of "11. My Little Pony CCG Limited Play" has a test
that breaks it and a test that keeps it, and every message is checked for
the rule it cites.
"""

from __future__ import annotations

from collections import Counter

import pytest

from engine.core.limited import DRAFT, LEFT, RIGHT, SEALED, LimitedError, PoolCard, Product
from engine.core.registry import game_system
from engine.mlp.cards.database import CardDatabase
from engine.mlp.decks import boosters
from engine.mlp.decks.limited import (
    NO_POOL_NOTE,
    RULE_CONSTRUCTION,
    RULE_MANE,
    RULE_SPECIAL,
    RULE_STARTING,
    check_limited_deck,
    read_pool,
)
from engine.mlp.decks.products import booster_sets, draft_order, limited_blocks, product_from_text
from tests.limited_decks import (
    ODYSSEY_STARTING_PROBLEM,
    deck_text,
    draw_cards,
    first_cards,
    legal_deck_from_pool,
)

LIMITED = game_system("mlp").limited()
RULE_SEALED = "Limited Play: Sealed Deck Format"
RULE_DRAFT = "Limited Play: Booster Draft Format"


@pytest.fixture(scope="module")
def odyssey_pool() -> tuple[PoolCard, ...]:
    """A sealed pool of the Odyssey block's recommended product, from seed 11."""
    product = LIMITED.block("odyssey").sealed
    return boosters.pool_of(boosters.generate_pool(product, 11))


def _errors(result) -> list[tuple[str, str]]:
    return [(m.rule, m.text) for m in result.messages if m.classification == "invalid"]


def _check(text: str, pool, fmt: str = "sealed", **kw):
    return check_limited_deck(text, pool, fmt, block_id=kw.pop("block_id", "odyssey"), **kw)


# -- Limited Deck Construction ------------------------------------------------------
def test_a_thirty_card_deck_from_the_pool_with_provided_cards_is_legal(odyssey_pool) -> None:
    result = _check(legal_deck_from_pool(odyssey_pool, 30), odyssey_pool)
    assert result.status == "legal", _errors(result)
    assert result.deck.count("draw") == 30 and result.deck.count("problem") == 5
    assert result.extras["pool_checked"] is True


def test_a_draw_deck_of_29_is_too_small(odyssey_pool) -> None:
    result = _check(legal_deck_from_pool(odyssey_pool, 29), odyssey_pool)
    assert result.status == "invalid"
    assert (RULE_CONSTRUCTION, "the draw deck has 29 cards; it needs at least 30") in _errors(result)


def test_a_draw_deck_has_no_maximum(odyssey_pool) -> None:
    every_card = draw_cards(odyssey_pool)
    assert sum(q for _n, q in every_card) > 60
    result = _check(deck_text(every_card), odyssey_pool)
    assert result.status == "legal", _errors(result)


@pytest.mark.parametrize(("problems", "counted"), [(4, "4 cards"), (6, "6 cards"), (1, "1 card")])
def test_the_problem_deck_has_exactly_five_cards(odyssey_pool, problems: int, counted: str) -> None:
    text = deck_text(first_cards(draw_cards(odyssey_pool), 30),
                     problems=((ODYSSEY_STARTING_PROBLEM, problems),))
    result = _check(text, odyssey_pool)
    assert (RULE_CONSTRUCTION, f"the Problem deck has {counted}; it needs exactly 5") in _errors(result)


def test_the_problem_deck_needs_a_starting_problem(odyssey_pool) -> None:
    pool = (*odyssey_pool, PoolCard("EO181", "Blending In", 3), PoolCard("EO182", "Bridging the Gap", 2))
    text = deck_text(first_cards(draw_cards(odyssey_pool), 30),
                     problems=(("Blending In", 3), ("Bridging the Gap", 2)))
    errors = _errors(_check(text, pool))
    assert errors == [(RULE_CONSTRUCTION, "the Problem deck has no Problem with the Starting Problem keyword")]


def test_copies_are_not_limited_in_limited(odyssey_pool) -> None:
    name, _qty = draw_cards(odyssey_pool)[0]
    pool = (*odyssey_pool, PoolCard("X", name, 5))
    draw = [(name, 6 if _qty == 1 else 5 + _qty), *first_cards(draw_cards(odyssey_pool)[1:], 24)]
    result = _check(deck_text(draw), pool)
    assert result.status == "legal", _errors(result)


# -- the pool: Sealed Deck Format / Booster Draft Format ----------------------------
def test_a_card_outside_the_pool_makes_the_deck_invalid(odyssey_pool, db: CardDatabase) -> None:
    outsider = db.by_code("PR30").full_name  # a Premiere Friend, not in an Odyssey pool
    assert all(c.name != outsider for c in odyssey_pool)
    draw = [*first_cards(draw_cards(odyssey_pool), 29), (outsider, 1)]
    result = _check(deck_text(draw), odyssey_pool)
    assert result.status == "invalid"
    assert (RULE_SEALED, f"the deck uses 1 {outsider}; the card is not in the pool") in _errors(result)


def test_more_copies_than_the_pool_holds_cite_the_draft_format(odyssey_pool) -> None:
    draw = first_cards(draw_cards(odyssey_pool), 30)
    name, _qty = draw[0]
    held = sum(c.qty for c in odyssey_pool if c.name == name)
    draw[0] = (name, held + 1)
    result = _check(deck_text(draw), odyssey_pool, "booster-draft")
    times = "time" if held == 1 else "times"
    assert (RULE_DRAFT, f"the deck uses {held + 1} {name}; the card is in the pool {held} {times}") in _errors(result)


def test_without_a_pool_only_construction_is_checked(odyssey_pool) -> None:
    result = _check(legal_deck_from_pool(odyssey_pool), None)
    assert result.status == "legal"
    assert result.extras["pool_checked"] is False
    assert any(m.text == NO_POOL_NOTE and m.rule == RULE_SEALED for m in result.messages)


@pytest.mark.parametrize(("fmt", "rule"), [("sealed", RULE_SEALED), ("booster-draft", RULE_DRAFT)])
def test_a_limited_format_checked_outside_an_event_says_no_pool_was_compared(odyssey_pool, fmt, rule) -> None:
    """`tourney deck validate --format sealed` has no pool: a Mane Character neither pooled nor
    provided is not found, so the verdict must say the pool was not compared rather than pass silently."""
    text = deck_text(first_cards(draw_cards(odyssey_pool), 30), mane="Lyra, Handy")
    result = game_system("mlp").validate_deck(text, fmt)
    assert result.status == "legal" and result.extras["pool_checked"] is False
    assert [(m.rule, m.text) for m in result.messages if m.severity == "info"] == [(rule, NO_POOL_NOTE)]


# -- Mane Characters and Starting Problems the organizer provides --------------------
def test_a_mane_character_of_another_block_is_not_provided(odyssey_pool) -> None:
    text = deck_text(first_cards(draw_cards(odyssey_pool), 30), mane="Rainbow Dash, Hanging Out")
    result = _check(text, odyssey_pool)
    [(rule, message)] = _errors(result)
    assert rule == RULE_MANE
    assert message.startswith("Rainbow Dash, Hanging Out is not in the pool and is not a Mane Character")
    assert "Rainbow Dash, Ambassador of Loyalty (EO1)" in message
    premiere = deck_text(first_cards(draw_cards(odyssey_pool), 30), mane="Rainbow Dash, Hanging Out",
                         problems=(("Cloudbursting", 5),))
    assert _check(premiere, odyssey_pool, block_id="premiere").status == "legal"


def test_a_mane_character_from_the_pool_may_be_used_even_if_not_on_the_table(odyssey_pool) -> None:
    lyra = PoolCard("EO0", "Lyra, Handy", 1)
    text = deck_text(first_cards(draw_cards(odyssey_pool), 30), mane="Lyra, Handy")
    assert _errors(_check(text, odyssey_pool)) and _check(text, (*odyssey_pool, lyra)).status == "legal"


def test_any_number_of_provided_starting_problems(odyssey_pool) -> None:
    text = deck_text(first_cards(draw_cards(odyssey_pool), 30),
                     problems=(("Locked Out", 2), ("Totally Lost", 2), ("Winter Start Up", 1)))
    assert _check(text, odyssey_pool).status == "legal"


def test_a_starting_problem_neither_pooled_nor_provided(odyssey_pool) -> None:
    text = deck_text(first_cards(draw_cards(odyssey_pool), 30),
                     problems=(("Locked Out", 4), ("Under Lock and Tree", 1)))
    pool = tuple(c for c in odyssey_pool if c.name != "Under Lock and Tree")
    [(rule, message)] = _errors(_check(text, pool))
    assert rule == RULE_STARTING and message.startswith("Under Lock and Tree is not in the pool")
    with_it = (*pool, PoolCard("HM137", "Under Lock and Tree", 1))
    assert _check(text, with_it).status == "legal"


def test_provided_cards_follow_the_packs_of_an_organizers_product(odyssey_pool) -> None:
    text = deck_text(first_cards(draw_cards(odyssey_pool), 30), mane="Rainbow Dash, Hanging Out",
                     problems=(("Cloudbursting", 5),))
    premiere_packs = Product(SEALED, product_from_text(SEALED, "8 Canterlot Nights").packs)
    assert check_limited_deck(text, odyssey_pool, "sealed", product=premiere_packs).status == "legal"
    odyssey_packs = product_from_text(SEALED, "8 High Magic")
    assert check_limited_deck(text, odyssey_pool, "sealed", product=odyssey_packs).status == "invalid"


# -- Special Formats: the extra cards stay in the pool ------------------------------
def test_a_special_pools_extra_cards_are_part_of_the_pool(odyssey_pool) -> None:
    kevin = "Kevin, Fitting In"
    pool = tuple(c for c in odyssey_pool if c.name != kevin)
    draw = [*first_cards(draw_cards(pool), 29), (kevin, 1)]
    assert _check(deck_text(draw), pool).status == "invalid"
    with_extra = (*pool, PoolCard("HM84", kevin, 1, extra=True))
    assert _check(deck_text(draw), with_extra).status == "legal"
    draw[-1] = (kevin, 2)
    [(rule, message)] = _errors(_check(deck_text(draw), with_extra))
    assert rule == RULE_SPECIAL and message == f"the deck uses 2 {kevin}; the card is in the pool 1 time"


# -- reading a pool ------------------------------------------------------------------
def test_a_pool_reads_names_codes_and_extras() -> None:
    reading = read_pool("2 Locked Out\nEO 1\n3x HM137\nEO1\n\nExtras:\nKevin, Fitting In\n")
    cards = {(c.code, c.extra): c.qty for c in reading.cards}
    assert reading.problems == ()
    assert cards[("EO191", False)] == 2 and cards[("EO1", False)] == 2
    assert cards[("HM137", False)] == 3
    assert [c.name for c in reading.cards if c.extra] == ["Kevin, Fitting In"]
    assert reading.card_count == 8


def test_a_pool_line_naming_no_card_is_a_problem() -> None:
    reading = read_pool("1 Locked Out\n2 Rainbow Dashh, Ambasador of Loyality\n1 Zzyzx the Unknown\n")
    assert len(reading.problems) == 1 and reading.problems[0].startswith("line 3: 'Zzyzx the Unknown'")
    assert reading.notes and reading.notes[0].startswith("line 2:")
    assert read_pool("\n\n").problems


# -- products -----------------------------------------------------------------------
def test_the_recommended_products_follow_the_limited_play_table() -> None:
    blocks = {b.id: b for b in limited_blocks()}
    odyssey, premiere = blocks["odyssey"], blocks["premiere"]
    assert odyssey.sealed.label == "3 packs Equestrian Odysseys, 2 packs High Magic, 3 packs Marks in Time"
    assert odyssey.sealed.total == 8 and premiere.sealed.total == 8
    assert odyssey.draft.opening_order() == ("Marks in Time", "Marks in Time", "High Magic", "Equestrian Odysseys")
    assert premiere.draft.opening_order() == ("Absolute Discord", "The Crystal Games", "Canterlot Nights", "Premiere")
    assert [c.code for c in odyssey.provided_mane_characters] == ["EO1", "EO2", "EO4", "EO5", "EO7", "EO8", "MT1", "MT2", "MT3"]
    assert [c.code for c in premiere.provided_starting_problems] == ["PR168", "PR190", "PR192", "PR177", "PR170", "PR164"]


def test_an_organizers_draft_opens_the_most_recent_set_first() -> None:
    product = product_from_text(DRAFT, "1 pack Premiere, 2 EO; 1 x Leaders and Legends")
    assert product.opening_order() == ("Leaders and Legends", "Equestrian Odysseys", "Equestrian Odysseys", "Premiere")
    sealed = product_from_text(SEALED, "1 pack Premiere, 2 EO")
    assert sealed.opening_order() == ("Premiere", "Equestrian Odysseys", "Equestrian Odysseys")
    assert draft_order(sealed).packs[0].set_name == "Equestrian Odysseys"


@pytest.mark.parametrize("text, words", [
    ("2 packs Rock N' Rave", "is not a booster set"),
    ("", "list at least one pack"),
    ("25 Premiere", "between 1 and 24"),
    ("12 PR, 12 CN, 1 AD", "more than any limited event"),
])
def test_a_product_that_cannot_be_opened_is_refused(text: str, words: str) -> None:
    with pytest.raises(LimitedError, match=words):
        product_from_text(SEALED, text)


def test_pass_directions_alternate_left_and_right() -> None:
    assert [LIMITED.pass_direction(n) for n in (1, 2, 3, 4)] == [LEFT, RIGHT, LEFT, RIGHT]
    assert LIMITED.recommended_pod_size == 8
    assert LIMITED.kind_of("booster-draft") == DRAFT and LIMITED.kind_of("harmony") is None


# -- boosters ------------------------------------------------------------------------
def test_packs_have_the_documented_rarities(db: CardDatabase) -> None:
    rng_packs = boosters.generate_packs(product_from_text(SEALED, "2 MT, 2 PR"), 60, 3)
    premium = Counter()
    for seat in rng_packs:
        for pack in seat:
            cards = [db.by_code(c.code) for c in pack.cards]
            rarities = Counter(c.rarity for c in cards)
            assert len(cards) == boosters.PACK_SIZE and len({c.code for c in cards}) == 12
            assert all(c.set_name == pack.set_name for c in cards)
            assert rarities["R"] == 1 and rarities["U"] == 3
            assert rarities["C"] + rarities["SR"] + rarities["UR"] == 8
            assert rarities["SR"] + rarities["UR"] <= 1 and not rarities["F"] and not rarities["P"]
            premium[(pack.set_name, "SR" if rarities["SR"] else "UR" if rarities["UR"] else "-")] += 1
    assert premium[("Premiere", "SR")] == 0  # Premiere has no Super Rares
    # 120 packs a set: about 8/36 Super Rares and 4/36 (Premiere 3/36) Ultra Rares.
    assert 12 <= premium[("Marks in Time", "SR")] <= 42
    assert 5 <= premium[("Marks in Time", "UR")] <= 25 and 3 <= premium[("Premiere", "UR")] <= 20


def test_the_same_seed_opens_the_same_packs() -> None:
    product = LIMITED.block("premiere").draft
    assert LIMITED.generate_packs(product, 8, 42) == LIMITED.generate_packs(product, 8, 42)
    assert LIMITED.generate_packs(product, 8, 42) != LIMITED.generate_packs(product, 8, 43)
    seat = LIMITED.generate_packs(product, 8, 42)[0]
    assert [p.set_name for p in seat] == list(product.opening_order()) and [p.number for p in seat] == [1, 2, 3, 4]
    pool = LIMITED.generate_pool(LIMITED.block("odyssey").sealed, 5)
    assert len(pool) == 8 and sum(len(p.cards) for p in pool) == 96


def test_booster_sets_are_the_core_sets_newest_first() -> None:
    sets = booster_sets()
    assert sets[0] == "Leaders and Legends" and sets[-1] == "Premiere"
    assert "Rock N' Rave" not in sets and "Celestial Solstice" not in sets
