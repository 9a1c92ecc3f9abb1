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


def test_names_are_folded_once_for_every_name_index() -> None:
    """`CardDatabase.folded_names` is what folding each record's full name gives, and the
    indexes made of it hold what folding each name as they are made would."""
    db, plain = _shipped()
    assert db.folded_names == [fold(card.full_name) for card in plain]
    by_name: dict[str, list[int]] = {}
    for at, card in enumerate(plain):
        by_name.setdefault(fold(card.full_name), []).append(at)
    assert db._by_name == by_name
    matcher = NameMatcher(db)
    kept = [(at, card) for at, card in enumerate(plain) if not card.is_token]
    assert matcher._names == {key: at for key, at in reversed([(fold(card.full_name), at) for at, card in kept])}
    assert matcher.titles == {fold(card.title): {fold(c.full_name) for _, c in kept if fold(c.title) == fold(card.title)}
                              for _, card in kept}
    assert matcher.subtitles == {fold(card.subtitle): {fold(c.full_name) for _, c in kept
                                                       if c.subtitle and fold(c.subtitle) == fold(card.subtitle)}
                                 for _, card in kept if card.subtitle}


def test_the_indexes_of_names_written_otherwise_are_made_when_first_needed() -> None:
    """A list of complete names (the theme decks) makes no acronym or spelling index; a
    misspelling makes them, as building them at once would."""
    db, _plain = _shipped()
    matcher, lists = NameMatcher(db), theme_deck_lists()
    for name in SAMPLE_PAIR:
        resolve_deck_list(read_text(lists[name]), db, matcher)
    late = ("titles", "subtitles", "acronyms", "name_keys", "title_keys", "all_keys")
    assert not any(index in vars(matcher) for index in late)
    assert matcher.match_name("Pinkie Pie, Life of the Paty").card.full_name == "Pinkie Pie, Life of the Party"
    assert matcher.match_name("INA").card.full_name == "I Need Answers"
    assert matcher.name_keys == sorted(matcher._names) and matcher.title_keys == sorted(matcher.titles)
    assert matcher.all_keys == sorted(set(matcher._names) | set(matcher.titles))
    initials = {"".join(word[0] for word in key.split()): key for key in matcher._names}
    assert set(matcher.acronyms) == {acronym for acronym in initials if len(acronym) >= 3}
    assert all(key in matcher._names and "".join(w[0] for w in key.split()) == acronym
               for acronym, keys in matcher.acronyms.items() for key in keys)


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
