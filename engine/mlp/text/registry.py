"""The registry of wording patterns: what the text reader tries, in order.

Two kinds of pattern are registered here, each by the module that also says
what the wording does (a family of `engine.mlp.effects`) or, for the general
readers of the part grammar, by `engine.mlp.text.parts`:

- paragraph patterns (`template`): a whole normalised paragraph -> one or more
  `Ability` records (or None: the wording fits but its effect is unknown);
- step patterns (`effect`): one instruction inside a paragraph read in parts
  ("draw a card") -> a step dict whose `do` names what the game does.

Patterns are tried in tier order, and in the order registered within a tier:
tier 0 for wordings printed on few cards (tried first), tier 1 for the general
readers that take any combination of parts (tried last, so a specific wording
always wins over a reading in parts). Within a tier the per-card modules'
patterns (`engine.mlp.effects.cards`, loaded only when a card needs them:
`engine.mlp.effects.wordings`) come after the families' and in the order of their
module names, whichever of them loaded first, so a text is tried in the same order
however many of them a program has loaded.

A pattern is compiled the first time a text could match it (`Wording`): a text that
does not start with the pattern's opening literal words ("when this card enters play, ")
can't match it, so reading a deck's cards compiles only the patterns that share an
opening with one of its paragraphs (about a hundred for two theme decks), not all of
them (compiling every pattern took about a third of the time `tourney engine play`
spent before the first decision). Nor is a pattern compiled for a text that lacks the
literal words every match holds (`required_words`: a pattern of "(main phase|immediate):
pay {N} to give this card +N power ..." needs "main phase" or "immediate", ": pay {" and
"} to give this card +"; each alternative of a group that must match is a way to hold them).

The grammar also asks registered extensions when its own tables don't know a
trigger head or a "while" condition (`head_reader`, `condition_reader`).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable
from typing import Any

from engine.mlp.state.library import AS_ENTERS, Ability

Built = Ability | list[Ability] | None
Builder = Callable[[re.Match, str], Built]
StepBuilder = Callable[[re.Match], dict[str, Any] | None]

# a pattern's opening literal text: plain characters and escaped punctuation marks
_LITERAL_RUN = re.compile(r"(?:[^\\.^$*+?{}\[\]()|]+|\\[^0-9A-Za-z])*")
_ESCAPE = re.compile(r"\\(.)", re.DOTALL)
# what decides whether a "|" is at a pattern's top level: escapes and character classes
# (skipped whole, so their brackets and bars count for nothing), group brackets and bars
_NESTING = re.compile(r"\\.|\[\^?\]?(?:\\.|[^\]\\])*\]|[()|]", re.DOTALL)


def literal_prefix(pattern: str) -> str:
    """The text every match of `pattern` at the start of a text begins with: its opening
    literal characters ("when this card enters play, "), less the last one when a
    quantifier follows it ("cards?"), and none when the pattern has an alternative at its
    top level ("a|b"), which could begin otherwise."""
    if "|" in pattern and _has_top_level_alternative(pattern):
        return ""
    run = _LITERAL_RUN.match(pattern).group()
    prefix = _ESCAPE.sub(r"\1", run)
    if pattern[len(run):len(run) + 1] in ("?", "*", "+", "{"):
        prefix = prefix[:-1]
    return prefix


# the pieces of a pattern `required_words` reads: a run of literal characters (plain ones and
# escaped punctuation marks), an escape, a character class, a bounded repetition ("{2}",
# "{0,2}"), or one character
_PIECE = re.compile(r"(?P<run>(?:[^\\.^$*+?{}\[\]()|]|\\[^0-9A-Za-z])+)|\\.|\[\^?\]?(?:\\.|[^\]\\])*\]"
                    r"|\{\d*,?\d*\}|.", re.DOTALL)
_QUANTIFIERS = ("?", "*", "+")
# how a group opens whose words `required_words` reads: capturing, named or not
_GROUP_OPENING = re.compile(r"\?:|\?P<\w+>|(?!\?)")
Words = tuple[tuple[str, ...], ...]
"""Ways a text can hold what a pattern needs: every word of one of them (`required_words`)."""
ANY_TEXT: Words = ((),)
"""What a pattern needs that any text could match: one way, of no words."""
_MOST_WAYS = 4  # (more alternatives than this are left unchecked: each is one more look through a text)


def required_words(pattern: str) -> Words:
    """The literal words every match of `pattern` holds, as ways: a text that holds every
    word of none of them can't match. A word is a run of plain characters and escaped
    punctuation, less a character a quantifier follows ("cards?"); a group of alternatives
    that must match ("(?:a|b)", not "(?:a|b)?") makes a way of each of its own, and so does
    an alternative at the top level ("a|b"). (A registered pattern sets no flags: "(?i)" inside the group
    `Wording` puts it in does not compile.)"""
    ways: list[tuple[str, ...]] = []
    words: list[str] = []  # (of the alternative read so far)
    groups: list[Words] = []  # (its groups of alternatives that must match)
    run = ""
    depth = opened = 0
    group: Words | None = None  # (a group just closed: it counts unless a quantifier follows)
    for token in _PIECE.finditer(pattern):
        piece = token.group()
        if depth > 0:  # (inside a group: read whole once it closes)
            if piece == "(":
                depth += 1
            elif piece == ")":
                depth -= 1
                inside = _GROUP_OPENING.match(pattern, opened) if depth == 0 else None
                if inside and "|" in pattern[inside.end():token.start()]:
                    # (the words inside a group of no alternatives are few and short: not read)
                    group = required_words(pattern[inside.end():token.start()])
            continue
        quantifier = piece in _QUANTIFIERS or piece[0] == "{"
        if group is not None and not quantifier:
            groups.append(group)
        group = None
        if token.lastgroup == "run":
            run = _ESCAPE.sub(r"\1", piece) if "\\" in piece else piece
            continue
        if quantifier:
            run = run[:-1]  # (the quantifier is the last character's, or a group's: nothing kept)
        if run:
            words.append(run)
        run = ""
        if piece == "(":
            depth, opened = 1, token.end()
        elif piece == "|":
            ways += _together(words, groups)
            words, groups = [], []
    if run:
        words.append(run)
    if group is not None:
        groups.append(group)
    ways += _together(words, groups)
    if len(ways) > _MOST_WAYS or () in ways:
        return ANY_TEXT
    return tuple(ways)


def _together(words: list[str], groups: list[Words]) -> list[tuple[str, ...]]:
    """The ways a text holds `words` and what each of `groups` needs: the words with one way
    of each group (a group that would make more than `_MOST_WAYS` ways is left out)."""
    ways = [tuple(words)]
    for group in groups:
        if group is not ANY_TEXT and len(ways) * len(group) <= _MOST_WAYS:
            ways = [way + other for way in ways for other in group]
    return ways


def holds(text: str, words: Words) -> bool:
    """Whether `text` holds every word of one of the ways of `words` (`required_words`)."""
    for way in words:  # (loops, not any() and all(): this is asked of most texts for most patterns)
        for word in way:
            if word not in text:
                break
        else:
            return True
    return False


def _has_top_level_alternative(pattern: str) -> bool:
    depth = 0
    for token in _NESTING.finditer(pattern):
        bracket = token.group()
        if bracket == "(":
            depth += 1
        elif bracket == ")":
            depth -= 1
        elif bracket == "|" and depth == 0:
            return True
    return False


class Wording:
    """A registered pattern (anchored at both ends), compiled the first time it is tried on
    a text that starts with its literal opening (`literal_prefix`) and holds its literal
    words (`required_words`): any other text can't match it. `match` answers as the
    compiled pattern's would."""

    __slots__ = ("_compiled", "needs", "pattern", "prefix")

    def __init__(self, pattern: str) -> None:
        self.pattern = f"(?:{pattern})$"
        # (both worked out when a text first reaches the pattern: a game's decks try fewer than
        # half of the patterns registered)
        self.prefix: str | None = None  # (`literal_prefix`)
        self.needs: Words | None = None  # (`required_words`)
        self._compiled: re.Pattern | None = None

    def opening(self) -> str:
        """The literal opening every match starts with (`literal_prefix`)."""
        if self.prefix is None:
            self.prefix = literal_prefix(self.pattern.removeprefix("(?:").removesuffix(")$"))
        return self.prefix

    def required(self) -> Words:
        """The literal words every match holds (`required_words`), less those its opening
        holds (ANY_TEXT when that leaves a way of none: the opening says all)."""
        if self.needs is None:
            ways = required_words(self.pattern.removeprefix("(?:").removesuffix(")$"))
            ways = tuple(tuple(word for word in way if word not in self.opening()) for way in ways)
            self.needs = ANY_TEXT if () in ways else ways
        return self.needs

    @property
    def is_compiled(self) -> bool:
        """Whether a text has reached the pattern itself yet (and so compiled it)."""
        return self._compiled is not None

    def compiled(self) -> re.Pattern:
        if self._compiled is None:
            self._compiled = re.compile(self.pattern)
        return self._compiled

    def match(self, text: str) -> re.Match | None:
        if not text.startswith(self.prefix if self.prefix is not None else self.opening()):
            return None
        needs = self.required()
        if needs is not ANY_TEXT and not holds(text, needs):
            return None
        return self.compiled().match(text)


TEMPLATES: list[tuple[Wording, Builder]] = []
EFFECTS: list[tuple[Wording, StepBuilder]] = []
HEAD_READERS: list[Callable[[str], tuple[str, str, dict[str, Any]] | None]] = []
CONDITION_READERS: list[Callable[[str], dict[str, Any] | None]] = []
# the place of each row of the lists above, in their order: where a new row goes
_template_keys: list[tuple[int, str]] = []
_effect_keys: list[tuple[int, str]] = []
_head_keys: list[tuple[int, str]] = []
_condition_keys: list[tuple[int, str]] = []

_CARD_MODULES = "engine.mlp.effects.cards."


def _file(rows: list, keys: list[tuple[int, str]], tier: int, row: Any, module: str) -> None:
    """Put `row`, registered by `module`, after every row of its tier or a lower one and,
    within its tier, after the families' rows and the rows of the per-card modules named
    before its own (by name): tried in that order, then as registered."""
    key = (tier, module.removeprefix(_CARD_MODULES) if module.startswith(_CARD_MODULES) else "")
    at = bisect_right(keys, key)
    keys.insert(at, key)
    rows.insert(at, row)


def template(pattern: str, tier: int = 0) -> Callable[[Builder], Builder]:
    """Register a paragraph pattern (anchored at both ends) and the builder of its abilities."""

    def register(builder: Builder) -> Builder:
        _file(TEMPLATES, _template_keys, tier, (Wording(pattern), builder), builder.__module__)
        return builder

    return register


def effect(pattern: str, tier: int = 0) -> Callable[[StepBuilder], StepBuilder]:
    """Register a step pattern (anchored at both ends) of text read in parts."""

    def register(builder: StepBuilder) -> StepBuilder:
        _file(EFFECTS, _effect_keys, tier, (Wording(pattern), builder), builder.__module__)
        return builder

    return register


def one_effect(text: str) -> dict[str, Any] | None:
    """The step one instruction reads as; None if no step pattern knows it."""
    for pattern, builder in EFFECTS:
        m = pattern.match(text)
        if m:
            found = builder(m)
            if found is not None:
                return found
    return None


def read_paragraph(paragraph: str, text: str, skip: Builder | None = None) -> list[Ability] | None:
    """The abilities the templates read a normalised `paragraph` as (keeping the printed
    `text`), `skip` aside: a wording that stands for two texts ("when you play or move this
    card ...") reads each of them this way."""
    for pattern, builder in TEMPLATES:
        if builder is skip:
            continue
        found = pattern.match(paragraph)
        if found:
            built = builder(found, text)
            if built is not None:
                return built if isinstance(built, list) else [built]
    return None


def head_reader(reader: Callable[[str], tuple[str, str, dict[str, Any]] | None]):
    """Register a reader of trigger heads the grammar's own table doesn't list."""
    _file(HEAD_READERS, _head_keys, 0, reader, reader.__module__)
    return reader


def condition_reader(reader: Callable[[str], dict[str, Any] | None]):
    """Register a reader of "while" conditions the grammar doesn't know."""
    _file(CONDITION_READERS, _condition_keys, 0, reader, reader.__module__)
    return reader


def ability(kind: str, name: str, text: str, event: str = "", timing: str = "", **params: Any) -> Ability:
    """An `Ability` as a paragraph builder makes it (`name` is the runner that carries it out)."""
    return Ability(kind=kind, name=name, params=params, timing=timing, event=event, text=text)


def as_it_enters(name: str, text: str, **params: Any) -> Ability:
    """The `Ability` of a choice made as its card enters play (706.1a, 706.1b: `AS_ENTERS`),
    carried out by the runner `name` at once, ahead of the triggered effects of its entering."""
    return ability("trigger", name, text, "enter_play", **params, **{AS_ENTERS: True})
