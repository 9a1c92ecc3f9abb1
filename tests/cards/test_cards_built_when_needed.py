"""The card database builds a card from its record when the card is first asked for
(`engine.mlp.cards.database.CardDatabase`): every way to a card gives what building them
all from the file gives, and reading two decks builds only a few of them."""

from __future__ import annotations

import json
import random

import pytest

from engine.core.resources import resource_path
from engine.mlp.cards.codec import card_from_dict
from engine.mlp.cards.database import CardDatabase, fold, parse_database
from engine.mlp.cards.errors import CardDataError
from engine.mlp.decks.matching import NameMatcher
from engine.mlp.decks.parse import read_text
from engine.mlp.decks.theme import SAMPLE_PAIR, theme_deck_lists
from engine.mlp.decks.validate import resolve_deck_list


def _shipped() -> tuple[CardDatabase, list]:
    """A database freshly read from the shipped file (none of its cards built yet), and every
    card of the file built in order, as the database once built them on loading."""
    text = resource_path("mlp", "cards.json").read_text(encoding="utf-8")
    return parse_database(text, "cards.json"), [card_from_dict(record) for record in json.loads(text)["cards"]]


def _built(db: CardDatabase) -> int:
    return sum(card is not None for card in db._built)


def test_every_lookup_gives_the_card_its_record_builds_in_any_order() -> None:
    db, plain = _shipped()
    assert _built(db) == 0 and len(db) == len(plain)
    order = list(range(len(plain)))
    random.Random(7).shuffle(order)
    for index in order[:300]:
        card = plain[index]
        assert db.by_id(card.id) == card
        assert db.by_id(card.id) is db.get(card.id.upper()) is db.cards_by_id[card.id]
        assert db.cards_with_code(card.code) == [c for c in plain if c.code.casefold() == card.code.casefold()]
        assert db.by_name(card.full_name) == [c for c in plain if fold(c.full_name) == fold(card.full_name)]
        assert db.by_title(card.title) == [c for c in plain if fold(c.title) == fold(card.title)]
    assert db.cards == tuple(plain)
    assert all(db.cards[index] is db.get(card.id) for index, card in enumerate(plain) if db._by_id[card.id] == index)
    assert dict(db.cards_by_id) == {card.id: card for card in plain}
    assert db.names() == {key: [plain[i] for i in indexes] for key, indexes in db._by_name.items()}


def test_the_name_index_matches_as_one_built_from_every_card() -> None:
    db, plain = _shipped()
    matcher = NameMatcher(db)
    written = ["Twilight Sparkle, Faithful Student", "twilight sparkle faithful student", "Rarity",
               "Fluttershy, Monster Tamer", "Applejak, Hard Workin", "INA", "Pinkie Pie, Life of the Paty"]
    written += [card.full_name for card in random.Random(3).sample(plain, 40)]
    read = [matcher.match_name(text) for text in written]
    assert _built(db) < 60
    everything = NameMatcher(db)
    assert db.cards == tuple(plain)  # (now all are built)
    assert read == [everything.match_name(text) for text in written]
    for match in read:
        if match.card is not None:
            assert match.card == plain[db._by_id[match.card.id]]


def test_reading_two_theme_decks_builds_only_their_cards() -> None:
    db, _plain = _shipped()
    matcher, lists = NameMatcher(db), theme_deck_lists()
    decks = [resolve_deck_list(read_text(lists[name]), db, matcher)[0] for name in SAMPLE_PAIR]
    named = {entry.card.id for deck in decks for entry in deck.entries}
    assert len(named) >= 40 and len(named) <= _built(db) < 2 * len(named)


def test_a_record_without_a_name_is_refused_on_loading_and_a_malformed_one_when_built() -> None:
    good = {"id": "pr1", "set_code": "PR", "set_name": "Premiere", "number": "1", "rarity": "C", "type": "friend",
            "title": "Applejack"}
    sets = [{"id": "pr", "code": "PR", "name": "Premiere", "kind": "core"}]
    nameless = {key: value for key, value in good.items() if key != "title"}
    with pytest.raises(CardDataError, match="malformed card record 'pr1'"):
        parse_database(json.dumps({"format": 1, "sets": sets, "cards": [nameless]}), "x.json")
    with pytest.raises(CardDataError, match="not a list of cards"):
        parse_database(json.dumps({"format": 1, "sets": sets, "cards": {}}), "x.json")
    db = parse_database(json.dumps({"format": 1, "sets": sets, "cards": [good, {**good, "id": "pr2", "colors": ["mauve"]}]}),
                        "x.json")
    assert db.by_id("pr1").title == "Applejack"
    with pytest.raises(CardDataError, match="malformed card record 'pr2'"):
        db.by_id("pr2")
