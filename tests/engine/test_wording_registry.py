"""The registry of wording patterns: their order, and the openings and words that spare
compiling them.

Patterns are tried in tier order, then in the order registered
(`engine.mlp.text.registry._file` puts each where it belongs as it registers).

A wording pattern is tried only on texts that start with its literal opening and hold its
literal words (those of one of its alternatives).

`engine.mlp.text.registry.Wording` compiles a registered pattern the first time a text
starting with its opening literal words is tried, and answers "no match" at once for any
other text, as for a text that lacks the literal words every match holds (so a game's
start-up compiles only the patterns its decks' texts could match). These tests check that
the shortcut never reads a text differently: every card of the database read with the
openings and words checked and with them ignored (every pattern tried on every text, the
plain reading) gives the same faces; and the opening and words found for tricky patterns
are ones every match starts with and holds.
"""

from __future__ import annotations

import random
import re

import pytest

from engine.mlp.api import default_library  # noqa: F401  (loads every wording family)
from engine.mlp.cards.database import load_card_database
from engine.mlp.effects.wordings import load_all
from engine.mlp.state.library import compile_card
from engine.mlp.text.normalize import normalize
from engine.mlp.text.registry import (
    ANY_TEXT,
    EFFECTS,
    TEMPLATES,
    Wording,
    _file,
    holds,
    literal_prefix,
    required_words,
)


def _wordings():
    return [wording for wording, _ in TEMPLATES + EFFECTS]


def test_rows_are_kept_in_tier_order_then_as_registered():
    """Against sorting every row registered so far, after each registration."""
    generator = random.Random(7)
    rows: list[tuple[int, int]] = []
    keys: list[tuple[int, str]] = []
    registered: list[tuple[int, int]] = []
    for order in range(300):
        tier = generator.choice((0, 0, 0, 1, 2))
        _file(rows, keys, tier, (tier, order), "engine.mlp.effects.verbs")
        registered.append((tier, order))
        assert rows == sorted(registered)


def test_per_card_modules_rows_keep_their_place_whichever_module_loads_first():
    """A per-card module's rows come after the families' of their tier and in the order of
    the modules' names, so loading only some of them, in any order, tries a text in the
    order every module loaded (by name) would."""
    generator = random.Random(11)
    modules = ["engine.mlp.effects.verbs", "engine.mlp.text.parts", *(
        f"engine.mlp.effects.cards.{name}" for name in ("apple_bloom", "rarity", "yona", "zecora"))]
    made = [(generator.choice((0, 0, 1)), generator.choice(modules), order) for order in range(200)]

    def filed(rows_in_order):
        rows: list = []
        keys: list[tuple[int, str]] = []
        for tier, module, order in rows_in_order:
            _file(rows, keys, tier, (tier, module, order), module)
        return rows

    everything = filed(made)
    families_first = [row for row in made if ".cards." not in row[1]]
    for _ in range(20):
        cards = sorted({row[1] for row in made if ".cards." in row[1]})
        generator.shuffle(cards)
        some = cards[:generator.randint(0, len(cards))]
        loaded = families_first + [row for module in some for row in made if row[1] == module]
        assert filed(loaded) == [row for row in everything if row in loaded]


def test_every_registered_pattern_compiles():
    """Patterns are compiled when first needed: a broken one must still fail here, not in
    the middle of someone's game (every per-card module loaded: a game loads only some)."""
    load_all()
    for wording in _wordings():
        assert isinstance(wording.compiled(), re.Pattern)


def test_the_whole_card_pool_reads_the_same_with_and_without_the_openings_checked(monkeypatch):
    cards = list(load_card_database().cards)
    shortcut = [compile_card(card) for card in cards]
    for wording in _wordings():
        monkeypatch.setattr(wording, "prefix", "")
        monkeypatch.setattr(wording, "needs", ANY_TEXT)
    plain = [compile_card(card) for card in cards]
    differ = [card.id for card, one, other in zip(cards, shortcut, plain, strict=True) if one != other]
    assert not differ, f"read differently when every pattern is tried: {differ[:10]}"
    assert not any(wording.prefix or wording.needs != ANY_TEXT for wording in _wordings())  # (the plain reading ran)


def test_most_patterns_without_an_opening_are_spared_by_their_words():
    """The words checked are worth checking: most patterns that have no literal opening have
    literal words of some length that every match holds."""
    load_all()
    unopened = [wording for wording in _wordings() if not wording.opening()]
    worded = [wording for wording in unopened
              if wording.required() != ANY_TEXT and all(max(map(len, way)) >= 4 for way in wording.required())]
    assert len(worded) > len(unopened) / 2, [w.pattern for w in unopened if w not in worded][:10]


def test_no_pattern_matches_a_paragraph_of_the_pool_that_lacks_its_opening():
    """Every normalised paragraph of the database against every pattern, compiled and
    matched directly."""
    paragraphs = {normalize(line.strip()) for card in load_card_database().cards
                  for line in card.text.split("\n") if line.strip()}
    for wording in _wordings():
        if not wording.opening():
            continue
        pattern = wording.compiled()
        wrong = [p for p in paragraphs if not p.startswith(wording.opening()) and pattern.match(p)]
        assert not wrong, (wording.pattern, wording.prefix, wrong[:3])


def test_no_pattern_matches_a_paragraph_of_the_pool_that_lacks_its_words():
    """Every normalised paragraph of the database against every pattern, compiled and
    matched directly."""
    load_all()
    paragraphs = {normalize(line.strip()) for card in load_card_database().cards
                  for line in card.text.split("\n") if line.strip()}
    for wording in _wordings():
        if wording.required() == ANY_TEXT:
            continue
        pattern = wording.compiled()
        wrong = [p for p in paragraphs if not holds(p, wording.required()) and pattern.match(p)]
        assert not wrong, (wording.pattern, wording.needs, wrong[:3])


def test_a_patterns_opening_words_and_compiling_wait_for_a_text_to_reach_them():
    """Registering does none of it (a game's decks reach fewer than half of the patterns); a
    text that lacks the opening is refused on the opening alone."""
    wording = Wording(r"pay \{(\d+)\} to ready this card\.")
    assert (wording.prefix, wording.needs, wording.is_compiled) == (None, None, False)
    assert wording.match("draw a card.") is None
    assert (wording.prefix, wording.needs, wording.is_compiled) == ("pay {", None, False)
    assert wording.match("pay {2} to ready this card.")
    assert wording.needs == (("} to ready this card.",),) and wording.is_compiled


@pytest.mark.parametrize("pattern, prefix, example", [
    (r"when this card enters play, (.+)", "when this card enters play, ", "when this card enters play, draw."),
    (r"play on an? (friend|problem)\.?", "play on a", "play on a friend."),
    (r"draw (\d+) cards?\.", "draw ", "draw 2 card."),
    (r"pay \{(\d+)\} to ready this card\.", "pay {", "pay {2} to ready this card."),
    (r"gain \+2 power\.", "gain +2 power.", "gain +2 power."),
    (r"abc*d", "ab", "abd"),
    (r"abc+d", "ab", "abccd"),
    (r"abc{0,2}d", "ab", "abd"),
    (r"ab.d", "ab", "abxd"),
    (r"ab\d", "ab", "ab7"),
    (r"you may|draw a card", "", "draw a card"),
    (r"\(a|b\)", "", "b)"),
    (r"x[(]y|z", "", "z"),
    (r"x[|]y|z", "", "z"),
    (r"x[]|]y|z", "", "z"),
    (r"x(?:a|b)y", "x", "xby"),
    (r"x[(]y(a|b)", "x", "x(yb"),
    (r"(?:main phase|faceoff): (.+)", "", "faceoff: draw."),
    (r"^x", "", "x"),
])
def test_the_opening_of_a_pattern_is_what_every_match_starts_with(pattern, prefix, example):
    assert literal_prefix(pattern) == prefix
    assert re.compile(f"(?:{pattern})$").match(example)
    assert example.startswith(prefix)


@pytest.mark.parametrize("pattern, words, example", [
    (r"(main phase|faceoff): pay \{(\d+)\} to ready this card\.",
     (("main phase", ": pay {", "} to ready this card."), ("faceoff", ": pay {", "} to ready this card.")),
     "faceoff: pay {2} to ready this card."),
    (r"(?:this|that) friend has ([a-z]+)(?: (\d+))?\.", (("this", " friend has ", "."), ("that", " friend has ", ".")),
     "that friend has swift."),
    (r"(\w+) draws? (\d+) cards? here\.", ((" draw", " ", " card", " here."),), "you draw 2 card here."),
    (r"(x)abcde?f", (("abcd", "f"),), "xabcdf"),
    (r"(x)abc{0,2}de", (("ab", "de"),), "xabde"),
    (r"(x)abc+?de", (("ab", "de"),), "xabccde"),
    (r"(x)ab\dcde", (("ab", "cde"),), "xab7cde"),
    (r"(x)ab.cd", (("ab", "cd"),), "xabzcd"),
    (r"(x)a[(b|]cd", (("a", "cd"),), "xa|cd"),
    (r"(x)ab(?:c|d)?ef", (("ab", "ef"),), "xabef"),
    (r"(x)ab(c|d)*ef", (("ab", "ef"),), "xabef"),
    (r"(x)ab(c|d){0,2}ef", (("ab", "ef"),), "xabef"),
    (r"(x)ab(c|d)+ef", (("ab", "ef"),), "xabcdef"),
    (r"(x)ab\.\+c", (("ab.+c",),), "xab.+c"),
    (r"(x)abc|yz", (("abc",), ("yz",)), "yz"),
    (r"(x)ab(?!cd)", (("ab",),), "xab"),
    (r"(?=a)ab(?P<name>cd|ef)g", (("ab", "cd", "g"), ("ab", "ef", "g")), "abefg"),
    (r"(?:flip a card during faceoffs|during faceoffs, flip a card)\.",
     (("flip a card during faceoffs", "."), ("during faceoffs, flip a card", ".")), "during faceoffs, flip a card."),
    (r"a(b(c|d)e|f)g", (("a", "b", "c", "e", "g"), ("a", "b", "d", "e", "g"), ("a", "f", "g")), "afg"),
    (r"(a|b)(c|d)(e|f)x", (("a", "c", "x"), ("a", "d", "x"), ("b", "c", "x"), ("b", "d", "x")), "bdfx"),
    (r"a|b|c|d|e", ANY_TEXT, "e"),
    (r"ab|", ANY_TEXT, ""),
    (r"(a|)b", (("b",),), "b"),
])
def test_the_words_of_a_pattern_are_ones_every_match_holds(pattern, words, example):
    """A text holds every word of one of the ways (more than four ways are not checked: each
    is one more look through a text; nor are the words inside a group of no alternatives)."""
    assert _as_sets(required_words(pattern)) == _as_sets(words)
    assert re.compile(f"(?:{pattern})$").match(example)
    assert holds(example, words)


def _as_sets(ways):
    return {frozenset(way) for way in ways}
