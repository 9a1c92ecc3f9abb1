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
spent before the first decision). A pattern without such an opening ("(main phase|faceoff):
...") is compiled only for a text that holds its longest run of literal words
(`required_text`: " to give this card +"), which every match holds.

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


# the pieces of a pattern `required_text` reads: a run of literal characters (plain ones and
# escaped punctuation marks), an escape, a character class, a bounded repetition ("{2}",
# "{0,2}"), or one character
_PIECE = re.compile(r"(?P<run>(?:[^\\.^$*+?{}\[\]()|]|\\[^0-9A-Za-z])+)|\\.|\[\^?\]?(?:\\.|[^\]\\])*\]"
                    r"|\{\d*,?\d*\}|.", re.DOTALL)
_QUANTIFIERS = ("?", "*", "+")


def required_text(pattern: str) -> str:
    """The longest literal text every match of `pattern` holds somewhere: a run of plain
    characters and escaped punctuation outside any group ("(...)"), less a character a
    quantifier follows ("cards?"), and none when the pattern has an alternative at its top
    level ("a|b"), which could match otherwise. (A registered pattern sets no flags: "(?i)"
    inside the group `Wording` puts it in does not compile.)"""
    if "|" in pattern and _has_top_level_alternative(pattern):
        return ""
    runs: list[str] = []
    run = ""
    depth = 0
    for token in _PIECE.finditer(pattern):
        piece = token.group()
        if token.lastgroup == "run":
            run = _ESCAPE.sub(r"\1", piece) if depth == 0 else ""
            continue
        if piece == "(":
            depth += 1
        elif piece == ")":
            depth -= 1
        elif depth == 0 and (piece in _QUANTIFIERS or piece.startswith("{")):
            run = run[:-1]  # (the quantifier is the last character's, or a group's: nothing kept)
        runs.append(run)
        run = ""
    runs.append(run)
    return max(runs, key=len)


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
    a text that starts with its literal opening (`literal_prefix`) and holds its longest
    literal words (`required_text`): any other text can't match it. `match` answers as the
    compiled pattern's would."""

    __slots__ = ("_compiled", "needs", "pattern", "prefix")

    def __init__(self, pattern: str) -> None:
        self.pattern = f"(?:{pattern})$"
        self.prefix = literal_prefix(pattern)
        self.needs: str | None = None  # (`required_text`, worked out when first needed)
        self._compiled: re.Pattern | None = None

    def required(self) -> str:
        """The literal words every match holds (`required_text`)."""
        if self.needs is None:
            self.needs = required_text(self.pattern.removeprefix("(?:").removesuffix(")$"))
        return self.needs

    def compiled(self) -> re.Pattern:
        if self._compiled is None:
            self._compiled = re.compile(self.pattern)
        return self._compiled

    def match(self, text: str) -> re.Match | None:
        if not text.startswith(self.prefix) or self.required() not in text:
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
