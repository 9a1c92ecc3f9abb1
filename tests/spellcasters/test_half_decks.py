"""Half-deck lists of Spellcasters events: reading, the deck rules with their citations, writing, comparing."""

from __future__ import annotations

import random

import pytest

from engine.core.errors import CardDataError, DeckFormatError
from engine.core.registry import game_system
from engine.core.resources import resource_path
from engine.spellcasters.cards.database import load_card_database
from engine.spellcasters.decks.model import HalfDeckList, shared_deck
from engine.spellcasters.decks.rules import RULES, rule_texts

SAMPLES = ("harmony.txt", "chaos.txt")


def _sample(name: str) -> str:
    return resource_path("spellcasters", "decks", name).read_text(encoding="utf-8")


def _decks():
    return game_system("spellcasters").decks()


def _check(text: str):
    return game_system("spellcasters").validate_deck(text)


def _messages(verdict) -> list[str]:
    return [str(m) for m in verdict.messages]


@pytest.mark.parametrize("name", SAMPLES)
def test_the_sample_halves_are_legal(name: str) -> None:
    verdict = _check(_sample(name))
    assert verdict.status == "legal", _messages(verdict)
    assert verdict.deck.size == RULES.size and verdict.proposed_penalty is None


def test_two_halves_make_the_shared_deck() -> None:
    first, second = (_check(_sample(n)).deck for n in SAMPLES)
    deck = shared_deck(first, second)
    assert len(deck) == 2 * RULES.size
    db = load_card_database()
    kinds = {db.get(card_id).kind.value for card_id in deck}  # type: ignore[union-attr]
    assert kinds == {"spellcaster", "mana", "object", "equipment", "location", "combo"}


def _list(**changes: int) -> str:
    """The Harmony half with some counts changed (0 drops a line)."""
    lines = []
    for line in _sample("harmony.txt").splitlines():
        count, _, name = line.partition(" ")
        if count.isdigit() and name in changes:
            if changes[name]:
                lines.append(f"{changes[name]} {name}")
            continue
        lines.append(line)
    return "\n".join(lines)


@pytest.mark.parametrize(("changes", "rule", "words"), [
    ({"Sugar Rush": 0}, "Deck rule 2", "the half deck has 29 cards; it must have exactly 30"),
    ({"Spike": 0, "Rarity": 0, "Sugar Rush": 2, "Zap Apple Jam": 2}, "Deck rule 3",
     "7 Spellcaster cards; at least 8 are needed"),
    ({"Fire Mana": 0, "Water Mana": 1, "Sugar Rush": 2, "Herbal Tonic": 2, "Zap Apple Jam": 2}, "Deck rule 4",
     "7 Mana cards; at least 8 are needed"),
    ({"Ponyville": 0, "Canterlot": 0, "Sweet Apple Acres": 0, "Fire Mana": 5}, "Deck rule 5",
     "0 Location cards; a half deck has 1 to 3"),
    ({"Sugar Rush": 0, "Princess Luna": 2}, "Deck rule 6", "2 copies of Princess Luna; at most 1 of a Spellcaster"),
    ({"Sugar Rush": 3, "Fire Mana": 0}, "Deck rule 6", "3 copies of Sugar Rush; at most 2 of a card"),
])
def test_a_broken_deck_rule_makes_the_half_invalid_and_is_cited(changes: dict[str, int], rule: str,
                                                                words: str) -> None:
    verdict = _check(_list(**changes))
    assert verdict.status == "invalid" and verdict.proposed_penalty == "game_loss"
    assert [m.rule for m in verdict.messages if m.severity == "error"] == [rule], _messages(verdict)
    assert any(words in m.text for m in verdict.messages)


def test_a_card_over_its_limit_on_two_lines_names_both_lines() -> None:
    text = _list(**{"Sugar Rush": 2, "Fire Mana": 0}) + "\nSugar Rush x1\n"
    sugar_rush = next(n for n, line in enumerate(text.splitlines(), start=1) if line.endswith(" Sugar Rush"))
    (message,) = [m for m in _check(text).messages if m.severity == "error"]
    assert str(message) == (f"[Deck rule 6] lines {sugar_rush} and {len(text.splitlines())}: "
                            "3 copies of Sugar Rush; at most 2 of a card")


def test_mana_has_no_copy_limit() -> None:
    verdict = _check(_list(**{"Magic Mana": 6, "Air Mana": 0, "Earth Mana": 0, "Water Mana": 2, "Fire Mana": 2}))
    assert verdict.status == "legal", _messages(verdict)


def test_a_mistyped_name_is_cited_with_its_line_and_suggestions() -> None:
    verdict = _check(_sample("harmony.txt").replace("1 Fluttershy", "1 Flutershy"))
    (message,) = [m for m in verdict.messages if m.rule == "Deck rule 1"]
    assert message.line == 8 and message.suggestions[0] == "Fluttershy"
    assert str(message) == ("[Deck rule 1] line 8: 'Flutershy' is no card of the card database "
                            "(did you mean: Fluttershy?)")
    assert verdict.to_json()["messages"][0]["classification"] == "invalid"


def test_notes_never_change_the_verdict() -> None:
    text = _sample("chaos.txt").replace("1 Royal Tiara", "1 Royal Sisters")
    verdict = _check(text)
    assert verdict.status == "legal"
    assert _messages(verdict) == ["[Deck rule 7] line 35: Royal Sisters lists Princess Celestia, Princess Luna, "
                                  "which this half does not bring (the other half may)"]
    twice = _check(_list(**{"Fire Mana": 1}) + "\nFire Mana x1\n")
    assert twice.status == "legal"
    assert [m.rule for m in twice.messages] == ["Deck rule 8"]


@pytest.mark.parametrize("text", ["3x Fire Mana", "Fire Mana x3", "3 fire  mana", "3 SCS-022"])
def test_count_and_name_are_read_however_written(text: str) -> None:
    deck_list = _decks().read(text)
    verdict = _decks().check(deck_list, "standard")
    assert verdict.deck.by_name() == {"Fire Mana": 3}


@pytest.mark.parametrize(("data", "filename", "words"), [
    (b"", None, "names no cards"),
    (b"\xff\xfe1 Discord", None, r"not a text \(UTF-8\) file: byte 0"),
    (b"0 Discord", None, "line 1: a count of 0 copies"),
    (b"name\nDiscord\n", "list.csv", "needs a \"qty\" and a \"name\" column"),
    (b"qty,name\nthree,Discord\n", "list.csv", "line 2: the count 'three' is not a whole number"),
])
def test_a_file_that_is_no_list_says_why(data: bytes, filename: str | None, words: str) -> None:
    with pytest.raises(DeckFormatError, match=words):
        _decks().read(data, filename)


def test_writing_reading_and_comparing_lists() -> None:
    decks = _decks()
    listed = decks.read(_sample("chaos.txt"))
    for fmt, filename in (("text", "x.txt"), ("csv", "x.csv")):
        written = decks.write(listed, fmt)
        again = decks.read(written, filename)
        assert isinstance(again, HalfDeckList) and decks.compare(listed, again) == []
    played = decks.read(_sample("chaos.txt").replace("3 Magic Mana", "2 Magic Mana"))
    assert decks.compare(listed, played) == ["Magic Mana: listed 3, played 2"]
    with pytest.raises(DeckFormatError, match="some lines name no card"):
        decks.write(decks.read("1 Nobody\n2 Fire Mana"), "text")
    assert "2 Fire Mana" in decks.write(decks.read("1 Nobody\n2 Fire Mana"), "text", force=True)


def test_a_judge_s_typed_name_is_found_or_gets_suggestions() -> None:
    named = _decks().name_card("  princess   luna ")
    assert (named.card_id, named.name, named.section, named.exact) == ("SCS-008", "Princess Luna",
                                                                        "spellcaster", True)
    guess = _decks().name_card("Princess Lunna")
    assert guess.card_id is None and guess.suggestions[0] == "Princess Luna"


def test_every_deck_rule_has_its_sentence() -> None:
    texts = rule_texts()
    assert list(texts) == [f"Deck rule {n}" for n in range(1, 9)]
    assert "exactly 30 cards" in texts["Deck rule 2"]


def test_an_unknown_format_is_refused_by_name() -> None:
    with pytest.raises(CardDataError, match=r"unknown format 'harmony' \(known: standard\)"):
        _decks().check(_decks().read(_sample("chaos.txt")), "harmony")


@pytest.mark.parametrize(("name", "seed"), [(n, s) for n in ("list.txt", "list.csv") for s in range(3)])
def test_a_damaged_list_is_checked_or_refused_with_a_message(name: str, seed: int) -> None:
    """Seeded damage to a real list (odd digits, stray separators): a verdict or a refusal, no traceback."""
    decks = _decks()
    text = _sample("chaos.txt")
    if name.endswith(".csv"):
        text = decks.write(decks.read(text), "csv")
    odd = ["²", "٣", "0", "-1", "x", "", "\x00", "3x", "x3", "9" * 25, ";", ",", '"', ":", "#"]
    rng = random.Random(seed)
    for _ in range(200):
        chars = list(text)
        for _ in range(rng.randint(1, 4)):
            at = rng.randrange(len(chars))
            chars[at:at + rng.randint(0, 3)] = rng.choice(odd)
        damaged = "".join(chars)
        try:
            verdict = game_system("spellcasters").validate_deck(damaged.encode(), filename=name)
        except DeckFormatError as exc:
            assert str(exc)
        else:
            assert verdict.status in ("legal", "invalid")
