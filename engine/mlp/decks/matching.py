"""Match the names on a deck list to cards the way a head judge reads a list.

Outcomes follow the floor rules' deck list section:
- exact: the complete name, or a set code and number;
- incorrect (Game Warning): a misspelling, a nickname or acronym, a missing
  subtitle, or a wrong subtitle, as long as the result still names one card;
- invalid (at least a Game Loss): a title shared by several cards without a
  (recognisable) subtitle, a name that identifies no card, or a code and name
  that disagree.
Each result carries "did you mean" suggestions.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from engine.core.deferred import DeferredModule
from engine.core.resources import resource_path
from engine.mlp.cards.database import CardDatabase, CardHeading, fold, load_card_database
from engine.mlp.cards.errors import AmbiguousCardError, UnknownCardError
from engine.mlp.cards.model import Card
from engine.mlp.decks.model import DeckEntry

# (the close names of a misspelt card name: loaded with the first one a deck list holds)
difflib = DeferredModule("difflib")

EXACT = "exact"
INCORRECT = "incorrect"
INVALID = "invalid"

MAX_NAME = 120
"""No card name is longer; longer text is not compared (fuzzy matching is quadratic)."""
_CLOSE = 0.86
"""Similarity (difflib ratio on folded names) above which a misspelling is read as a name."""
_MARGIN = 0.04
"""How far the best guess must beat the next-best different name to count as unique."""


@dataclass(frozen=True, slots=True)
class Match:
    card: Card | None
    outcome: str
    """EXACT, INCORRECT or INVALID."""
    how: str
    """"id", "code", "name", "title", "subtitle", "nickname", "acronym", "spelling",
    "ambiguous", "unknown", "conflict"."""
    note: str = ""
    suggestions: tuple[str, ...] = field(default_factory=tuple)


@lru_cache(maxsize=1)
def _nicknames() -> dict[str, str]:
    try:
        data = json.loads(resource_path("mlp", "nicknames.json").read_text(encoding="utf-8"))
        return {fold(k): v for k, v in data["nicknames"].items()}
    except (OSError, ValueError, KeyError):
        return {}


def nickname_title(text: str) -> str | None:
    """The card title a short name players use stands for ("AJ": Applejack, "Twi": Twilight
    Sparkle, `nicknames.json`), or None."""
    return _nicknames().get(fold(text))


@lru_cache(maxsize=1)
def shipped_matcher() -> NameMatcher:
    """The name index over the shipped card database, built once per process (every deck
    read, the catalog and the judge's questions share it)."""
    return NameMatcher(load_card_database())


class NameMatcher:
    """Indexes built once per database so a whole list matches quickly. They are made from
    the cards' headings (`CardHeading`), and a card is built only when a name matches it.
    The indexes of names written otherwise (by title or subtitle alone, acronyms,
    misspellings) are made when a name first needs them: a list of complete names, as most
    are, never does (folding every title and subtitle was a twentieth of the wait before
    `tourney engine play`'s first decision)."""

    def __init__(self, db: CardDatabase) -> None:
        self.db = db
        self._names: dict[str, int] = {}  # (folded full name -> the index of its first printing)
        for index, (heading, key) in enumerate(zip(db.headings, db.folded_names, strict=True)):
            if not heading.is_token:
                self._names.setdefault(key, index)

    @cached_property
    def titles(self) -> dict[str, set[str]]:
        """The folded title of each card -> the folded full names with that title."""
        found: dict[str, set[str]] = {}
        for heading, key in self._headings():
            found.setdefault(fold(heading.title), set()).add(key)
        return found

    @cached_property
    def subtitles(self) -> dict[str, set[str]]:
        """The folded subtitle of each card that has one -> the folded full names with it."""
        found: dict[str, set[str]] = {}
        for heading, key in self._headings():
            if heading.subtitle:
                found.setdefault(fold(heading.subtitle), set()).add(key)
        return found

    def _headings(self) -> Iterator[tuple[CardHeading, str]]:
        """Each card's heading and folded full name, tokens left out (no deck holds one)."""
        for heading, key in zip(self.db.headings, self.db.folded_names, strict=True):
            if not heading.is_token:
                yield heading, key

    @cached_property
    def acronyms(self) -> dict[str, set[str]]:
        """The initials of each full name of three words or more -> those names."""
        found: dict[str, set[str]] = {}
        for key in self._names:
            acronym = "".join(word[0] for word in key.split())
            if len(acronym) >= 3:
                found.setdefault(acronym, set()).add(key)
        return found

    @cached_property
    def name_keys(self) -> list[str]:
        return sorted(self._names)

    @cached_property
    def title_keys(self) -> list[str]:
        return sorted(self.titles)

    @cached_property
    def all_keys(self) -> list[str]:
        return sorted(set(self.name_keys) | set(self.title_keys))

    def card(self, key: str) -> Card:
        """The first printing of the card with this folded full name."""
        return self.db.card_at(self._names[key])

    def _heading(self, key: str) -> CardHeading:
        return self.db.headings[self._names[key]]

    def _full_name(self, key: str) -> str:
        return self._heading(key).full_name

    def _full(self, keys: set[str] | list[str]) -> tuple[str, ...]:
        return tuple(sorted(self._full_name(k) for k in keys))

    def suggest(self, text: str, limit: int = 5) -> tuple[str, ...]:
        key = fold(text)
        close = difflib.get_close_matches(key, self.name_keys, n=limit, cutoff=0.6)
        title_part = fold(text.split(",")[0])
        for title in difflib.get_close_matches(title_part, self.title_keys, n=2, cutoff=0.75):
            close += sorted(self.titles[title])
        seen: list[str] = []
        for k in close:
            if k not in seen:
                seen.append(k)
        return tuple(self._full_name(k) for k in seen[:limit])

    def _spelling(self, key: str, pool: list[str]) -> tuple[str | None, list[str]]:
        """The one name `key` is a misspelling of, or None and the close candidates."""
        scored = sorted(
            ((difflib.SequenceMatcher(None, key, k).ratio(), k) for k in difflib.get_close_matches(key, pool, n=6, cutoff=_CLOSE - 0.1)),
            reverse=True,
        )
        if not scored or scored[0][0] < _CLOSE:
            return None, [k for _, k in scored]
        best_score, best = scored[0]
        rivals = [k for s, k in scored[1:] if s > best_score - _MARGIN]
        if rivals:
            return None, [best, *rivals]
        return best, []

    def match(self, entry: DeckEntry) -> Match:
        by_id = self._by_id(entry)
        if by_id is not None:
            return by_id
        if entry.code:
            return self._by_code(entry)
        return self.match_name(entry.name)

    def _by_id(self, entry: DeckEntry) -> Match | None:
        if not entry.card_id:
            return None
        card = self.db.get(entry.card_id)
        if card is not None:
            return Match(card, EXACT, "id")
        fallback = self.match_name(entry.name)
        note = f"card id {entry.card_id} is not in the card database; read by its name"
        return Match(fallback.card, fallback.outcome, fallback.how, f"{note}. {fallback.note}".strip(), fallback.suggestions)

    def _by_code(self, entry: DeckEntry) -> Match:
        assert entry.code is not None
        try:
            card = self.db.by_code(entry.code)
        except UnknownCardError:
            if entry.name:
                named = self.match_name(entry.name)
                return Match(named.card, INVALID if named.card is None else INCORRECT, named.how,
                             f"no card has the code {entry.code}; {named.note or 'read by its name'}", named.suggestions)
            return Match(None, INVALID, "unknown", f"no card has the code {entry.code}")
        except AmbiguousCardError as exc:
            if entry.name:
                return self.match_name(entry.name)
            return Match(None, INVALID, "ambiguous", str(exc), self._full({fold(c.full_name) for c in self.db.cards_with_code(entry.code)}))
        if card.is_token:
            return Match(None, INVALID, "unknown", f"{entry.code} is a token, which is not part of a deck")
        if entry.name:
            named = self.match_name(entry.name)
            if named.card is not None and fold(named.card.full_name) != fold(card.full_name):
                return Match(None, INVALID, "conflict",
                             f"the code {entry.code} is {card.full_name}, but the name reads {named.card.full_name}",
                             (card.full_name, named.card.full_name))
            if named.outcome == EXACT:
                return Match(card, EXACT, "name")
            return Match(card, INCORRECT, "code", f"name written as {entry.name!r}; the code {entry.code} identifies {card.full_name}")
        return Match(card, EXACT, "code")

    def match_name(self, written: str) -> Match:
        text = " ".join(written.split())
        if not text:
            return Match(None, INVALID, "unknown", "no card name on this line")
        if len(text) > MAX_NAME:
            return Match(None, INVALID, "unknown", "far too long to be a card name")
        key = fold(text)
        if key in self._names:
            return Match(self.card(key), EXACT, "name")
        title_part, sep, subtitle_part = text.partition(",")
        title_key = fold(title_part)
        subtitle_key = fold(subtitle_part)
        if not sep:
            # "Title Subtitle" with the comma left out still spells the whole name.
            return self._without_comma(key, text)
        return self._with_subtitle(text, title_key, subtitle_key)

    def _title_keys(self, title_key: str) -> tuple[set[str], str]:
        """Names with this title, trying the title as written, then as a nickname."""
        if title_key in self.titles:
            return self.titles[title_key], "title"
        nickname = _nicknames().get(title_key)
        if nickname and fold(nickname) in self.titles:
            return self.titles[fold(nickname)], "nickname"
        return set(), ""

    def _without_comma(self, key: str, written: str) -> Match:
        keys, how = self._title_keys(key)
        if keys:
            return self._from_title(key, keys, how)
        # The comma left out: "Twilight Sparkle Faithful Student".
        for name_key in self._names:
            if name_key == key:
                return Match(self.card(name_key), INCORRECT, "spelling", "comma between title and subtitle missing")
        if key in self.subtitles and len(self.subtitles[key]) == 1:
            (only,) = self.subtitles[key]
            return Match(self.card(only), INCORRECT, "subtitle", f"written by its subtitle only; the card is {self._full_name(only)}")
        # Only a word written in capitals is read as an acronym ("INA"), so a short misspelt
        # title is not mistaken for one.
        is_acronym = written.isupper() and " " not in written
        if is_acronym and key in self.acronyms and len(self.acronyms[key]) == 1:
            (only,) = self.acronyms[key]
            return Match(self.card(only), INCORRECT, "acronym", f"acronym for {self._full_name(only)}")
        nickname = _nicknames().get(key)
        if nickname:
            return self.match_name(nickname)
        best, close = self._spelling(key, self.all_keys)
        if best is not None:
            if best in self._names and best not in self.titles:
                card = self.card(best)
                return Match(card, INCORRECT, "spelling", f"misspelled; read as {card.full_name}", (card.full_name,))
            keys = self.titles.get(best, {best})
            result = self._from_title(best, keys, "title")
            if result.card is not None:
                return Match(result.card, INCORRECT, "spelling", f"misspelled; read as {result.card.full_name}", (result.card.full_name,))
            return result
        expanded: set[str] = set()
        for k in close:
            expanded |= self.titles.get(k, {k} if k in self._names else set())
        if len(expanded) > 1:
            return Match(None, INVALID, "ambiguous", "could be several cards", self._full(expanded)[:8])
        return Match(None, INVALID, "unknown", "no card has this name", self.suggest(key))

    def _from_title(self, title_key: str, keys: set[str], how: str) -> Match:
        if len(keys) == 1:
            (only,) = keys
            card = self.card(only)
            if how == "title" and fold(card.full_name) == title_key:
                return Match(card, EXACT, "name")
            note = "subtitle missing" if how == "title" else "nickname"
            return Match(card, INCORRECT, how, f"{note}; the only card with this title is {card.full_name}", (card.full_name,))
        return Match(
            None, INVALID, "ambiguous",
            "the subtitle is missing and several cards share this title (floor rules: invalid deck list)",
            self._full(keys),
        )

    def _with_subtitle(self, text: str, title_key: str, subtitle_key: str) -> Match:
        keys, how = self._title_keys(title_key)
        if not keys:
            best, _rivals = self._spelling(title_key, self.title_keys)
            if best is not None:
                keys, how = self.titles[best], "spelling"
            else:
                # The subtitle alone may still identify the card ("Twi, Faithful Student").
                if subtitle_key in self.subtitles and len(self.subtitles[subtitle_key]) == 1:
                    (only,) = self.subtitles[subtitle_key]
                    card = self.card(only)
                    return Match(card, INCORRECT, "subtitle", f"title not recognised, but the subtitle identifies {card.full_name}", (card.full_name,))
                whole, _ = self._spelling(fold(text), self.name_keys)
                if whole is not None:
                    card = self.card(whole)
                    return Match(card, INCORRECT, "spelling", f"misspelled; read as {card.full_name}", (card.full_name,))
                return Match(None, INVALID, "unknown", "no card has this name", self.suggest(text))
        by_subtitle = {fold(self._heading(k).subtitle): k for k in keys}
        if subtitle_key in by_subtitle:
            card = self.card(by_subtitle[subtitle_key])
            return Match(card, INCORRECT, how, f"read as {card.full_name}", (card.full_name,))
        best, _rivals = self._spelling(subtitle_key, sorted(by_subtitle))
        if best is not None:
            card = self.card(by_subtitle[best])
            return Match(card, INCORRECT, "spelling", f"subtitle misspelled; read as {card.full_name}", (card.full_name,))
        if len(keys) == 1:
            (only,) = keys
            card = self.card(only)
            return Match(card, INCORRECT, "title", f"wrong subtitle, but the title identifies one card: {card.full_name}", (card.full_name,))
        return Match(
            None, INVALID, "ambiguous",
            "wrong subtitle on a title several cards share (floor rules: invalid deck list)",
            self._full(keys),
        )
