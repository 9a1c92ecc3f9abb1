"""The deck-check verdict every game shares (engine.core.deck_check), read through each game."""

from __future__ import annotations

from engine.battledome.decks.model import Deck
from engine.battledome.decks.validate import DeckCheckResult
from engine.core.deck_check import INCORRECT, INVALID, LEGAL, DeckVerdict, Message, status_of
from engine.spellcasters.decks import validate as spellcasters


def test_status_is_the_worst_classification() -> None:
    info = Message("info", "r", "a note")
    warning = Message("warning", "r", "a typo", 3, (), INCORRECT)
    error = Message("error", "r", "too many", None, (), INVALID)
    assert status_of([]) == LEGAL
    assert status_of([info]) == LEGAL
    assert status_of([info, warning]) == INCORRECT
    assert status_of([warning, error, info]) == INVALID


def test_message_prints_rule_line_and_suggestions() -> None:
    message = Message("error", "1.1", "'Pinkie Pye' is no card", 4, ("Pinkie Pie", "Pinky"), INVALID)
    assert str(message) == "[1.1] line 4: 'Pinkie Pye' is no card (did you mean: Pinkie Pie; Pinky?)"
    assert str(Message("info", "7.4.7", "never played")) == "[7.4.7] never played"
    assert message.to_json() == {"severity": "error", "rule": "1.1", "text": "'Pinkie Pye' is no card", "line": 4,
                                 "suggestions": ["Pinkie Pie", "Pinky"], "classification": INVALID}
    assert Message.from_json(message.to_json()) == message


def test_a_message_on_several_lines_names_them_all() -> None:
    """A card over its copy limit on three lines: the judge is told each, and a stored
    message reads back the same."""
    message = Message("error", "101.2", "4 copies of Flim", 3, (), INVALID, (5, 7))
    assert str(message) == "[101.2] lines 3, 5 and 7: 4 copies of Flim"
    assert str(Message("error", "101.2", "4 copies of Flim", 3, (), INVALID, (5,))).startswith("[101.2] lines 3 and 5:")
    assert Message.from_json(message.to_json()) == message


def test_penalties_follow_the_game() -> None:
    assert DeckVerdict(INCORRECT, (), None, "f").proposed_penalty == "game_warning"
    assert DeckVerdict(INVALID, (), None, "f").proposed_penalty == "game_loss"
    assert DeckVerdict(LEGAL, (), None, "f").proposed_penalty is None
    # Spellcasters knows no "incorrect" list: only a broken deck rule has a penalty.
    assert spellcasters.DeckVerdict(INCORRECT, (), None, "f").proposed_penalty is None
    assert spellcasters.DeckVerdict(INVALID, (), None, "f").proposed_penalty == "game_loss"


def test_battledome_json_adds_the_section_counts_last() -> None:
    verdict = DeckCheckResult(LEGAL, (), Deck((), "empty"), "standard", card_db_version="v1", source_format="text")
    data = verdict.to_json()
    assert list(data) == ["status", "format", "date", "card_db_version", "source_format", "proposed_penalty",
                          "messages", "counts"]
    assert data["card_db_version"] == "v1"
    assert data["counts"] == {"Main Deck": 0, "Neopet Deck": 0, "Rainbow Pool": 0}


def test_spellcasters_errors_make_the_half_deck_invalid() -> None:
    assert spellcasters._error("Deck rule 2", "29 cards").classification == INVALID


def test_writing_a_list_refuses_lines_naming_no_card_unless_forced() -> None:
    from engine.core.deck_check import refuse_unresolved_lines
    from engine.core.errors import DeckFormatError

    typo = Message("warning", "r", "'Pinky' read as Pinkie", 2, (), INCORRECT)
    unknown = Message("error", "r", "'Zzz' is no card", 5, (), INVALID)
    refuse_unresolved_lines([typo], force=False)
    refuse_unresolved_lines([typo, unknown], force=True)
    try:
        refuse_unresolved_lines([typo, unknown], force=False)
    except DeckFormatError as refused:
        assert str(refused).splitlines() == ["some lines name no card; fix them or pass --force to drop them:",
                                             "  [r] line 5: 'Zzz' is no card"]
    else:
        raise AssertionError("a line naming no card was written")


def test_every_game_validates_raw_text_and_read_lists_alike() -> None:
    from engine.core.registry import game_system
    from engine.spellcasters.table import sample_decks

    system = game_system("spellcasters")
    text = next(iter(sample_decks().values()))
    rules = system.deck_rules()
    from_text = system.validate_deck(text, filename="half.txt")
    from_list = system.validate_deck(rules.read(text, "half.txt"), rules.default_format)
    assert from_text.status == from_list.status == LEGAL
    assert from_text.to_json() == from_list.to_json()
    broken = system.validate_deck(text + "\n1 Nosuchcard\n", filename="half.txt")
    assert broken.status == INVALID and broken.proposed_penalty == "game_loss"


def test_resolved_decks_count_by_section_and_by_the_games_card_name() -> None:
    from engine.battledome.cards.database import load_card_database as battledome_cards
    from engine.core.deck_lists import ResolvedEntry
    from engine.mlp.cards.database import load_card_database as mlp_cards
    from engine.mlp.decks.model import Deck as MlpDeck

    pony = mlp_cards().cards[0]
    mlp_deck = MlpDeck((ResolvedEntry(pony, 2, "draw", 3), ResolvedEntry(pony, 1, "draw", 9),
                        ResolvedEntry(pony, 1, "problem")))
    assert mlp_deck.by_name("draw") == {pony.full_name: 3}
    assert mlp_deck.by_name() == {pony.full_name: 4}
    assert (mlp_deck.count("draw"), mlp_deck.count("problem"), mlp_deck.count("mane")) == (3, 1, 0)
    neopet = battledome_cards().cards[0]
    battledome_deck = Deck((ResolvedEntry(neopet, 1, "main"), ResolvedEntry(neopet, 1, "rainbow")), "Mine")
    assert battledome_deck.by_name() == {neopet.name: 2} and battledome_deck.name == "Mine"
    assert [e.line for e in battledome_deck.in_section("rainbow")] == [None]
