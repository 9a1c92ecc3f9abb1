"""Card definitions as the rules engine reads them.

A `Spec` is compiled once per printed face from the card database's `Card`:
numbers and colors as plain strings, keywords as a dict, and the card's text
turned into `Ability` records by `engine.mlp.text`. Specs are code
side only; the game state refers to cards by their database id.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from engine.mlp.cards.model import Card, CardType, Color, Keyword
from engine.mlp.state.hooks import reader

TOKEN_PREFIX = "token:"
DILEMMA_PREFIX = "dilemma:"


# the card id of a card in play that has, besides its own, the printed abilities of another
# card ("This card has the printed abilities of that Friend"): "gained:<its id>|<that card's id>"
GAINED_PREFIX = "gained:"


def gained_id(card_id: str, donor_id: str, donor_boosted: bool = False) -> str:
    """The card id of card `card_id` in play with the printed abilities of `donor_id` too (each
    read as printed: abilities gained earlier this way are not passed on, nor kept); with
    `donor_boosted`, those of the donor's Boosted side (a Mane Character turned over)."""
    return f"{GAINED_PREFIX}{printed_id(card_id)}|{printed_id(donor_id)}" + ("|boosted" if donor_boosted else "")


# the card id of a card in play that is a copy of another card ("This card enters play as a copy
# of that Friend"): "copy:<its id>|<that card's id>"; it has that card's printed information
COPY_PREFIX = "copy:"


def copy_id(card_id: str, donor_id: str) -> str:
    """The card id of card `card_id` in play as a copy of `donor_id` (its printed information)."""
    return f"{COPY_PREFIX}{printed_id(card_id)}|{printed_id(donor_id)}"


def printed_id(card_id: str) -> str:
    """The database id of a card that gained another's printed abilities (`gained_id`) or is a
    copy of another (`copy_id`)."""
    for prefix in (GAINED_PREFIX, COPY_PREFIX):
        if card_id.startswith(prefix):
            return card_id[len(prefix):].split("|", 1)[0]
    return card_id


def donor_id(card_id: str) -> str | None:
    """The card whose printed abilities a `gained_id` card has, or which a `copy_id` card copies."""
    return card_id.split("|")[1] if card_id.startswith((GAINED_PREFIX, COPY_PREFIX)) else None


def copiable_id(card_id: str) -> str:
    """What a copy of a card with id `card_id` copies (520.2, "only the card's printed information
    is copied"): what that card copies, if it is a copy itself, else its printed information;
    printed abilities it gained from another card are a modifier on it, not copied."""
    return (donor_id(card_id) if card_id.startswith(COPY_PREFIX) else None) or printed_id(card_id)


def dilemma_id(card_id: str) -> str:
    """The card id a Dilemma has while in play, where it is a Problem (522.1)."""
    return DILEMMA_PREFIX + card_id


def base_id(card_id: str) -> str:
    """The database id of a card, whatever face it shows in play."""
    return card_id[len(DILEMMA_PREFIX):] if card_id.startswith(DILEMMA_PREFIX) else card_id


def token_id(power: int, color: str, trait: str, keyword: str = "") -> str:
    """The card id of a token Friend (521.1): everything the creating text specifies.

    Tokens are not in the card database, so their printed information lives in
    the id itself ("token:1:yellow:Critter", "token:1:blue:Pegasus:Swift"); a
    board state or replay naming one needs nothing else to rebuild it.
    """
    parts = [str(power), color or "colorless", trait]
    if keyword:
        parts.append(keyword)
    return TOKEN_PREFIX + ":".join(parts)


def token_card(card_id: str) -> Card:
    """The printed information of a token Friend from its id; ValueError if malformed."""
    parts = card_id[len(TOKEN_PREFIX):].split(":")
    if not card_id.startswith(TOKEN_PREFIX) or len(parts) not in (3, 4) or not parts[2]:
        raise ValueError(f"not a token id: {card_id!r}")
    power = int(parts[0])
    if power < 0:
        raise ValueError(f"not a token id: {card_id!r}")
    colors = () if parts[1] == "colorless" else (Color(parts[1]),)
    keywords: tuple[Keyword, ...] = ()
    if len(parts) == 4:
        name, _, value = parts[3].partition(" ")
        keywords = (Keyword(name, int(value) if value else None),)
    # 521.1a: with no name given, a token's name is its traits; its cost is zero
    return Card(id=card_id, set_code="token", set_name="Token", number="", rarity="",
                type=CardType.FRIEND, title=parts[2], colors=colors, power=power, cost=0,
                traits=(parts[2],), keywords=keywords, is_token=True)


def token_words(card: Card) -> str:
    """A token as the cards that put one into play say it, for the log (521.1, 520.2): "a 1
    power Yellow (Kindness) Critter Friend token with Swift" (the cards' "a 1 [Kindness]
    Critter Friend token with Swift"), or "a token copy of Under Arrest" for a token with a
    card's printed information."""
    if not card.is_token:
        return f"a token copy of {card.full_name}"
    color = card.colors[0].words if card.colors else "colorless"
    with_keywords = f" with {' and '.join(map(str, card.keywords))}" if card.keywords else ""
    return f"a {card.power} power {color} {card.title} Friend token{with_keywords}"


@dataclass(frozen=True, slots=True)
class Ability:
    """One ability of a card face, as data.

    kind: "static" (continuous), "trigger", "activated", "play" (an Event's
    text), "replace" (replacement modifier) or "rule" (changes how the card is
    played, e.g. where a Resource goes). `name` selects the template or
    per-card handler; `params` fills it in.
    """

    kind: str
    name: str
    params: Mapping[str, Any] = field(default_factory=dict)
    timing: str = ""
    event: str = ""
    text: str = ""


# the kind of an activated ability used while its card is in its owner's hand ("Immediate:
# Banish this card from your hand to ..."): kept apart from the "activated" abilities a card
# has in play (703.1, `Spec.activated`); `procedures.actions.legal` offers them from the hand
FROM_HAND = "activated_from_hand"
# ... and of one used while its card is in its owner's discard pile ("Main Phase: While this card
# is in your discard pile, you may pay [2] and put it into your hand to ...")
FROM_DISCARD_PILE = "activated_from_discard_pile"


# the parameter of a continuous ability that works only while its card is flipped in a faceoff
# ("Chaos: While this card is flipped, your characters have +1 power."): kept in
# `Spec.flipped_statics`, read by `MlpGame.statics_table` during a faceoff
WHILE_FLIPPED = "while_flipped"

# the parameter of a choice made "as this card enters play" (706.1a: a color, a name, a Friend
# whose abilities or copy it takes) or of the counters it "enters play with" (706.1b): the
# choice is made as the card enters, before any triggered effect or player acts, by a frame
# `MlpGame.emit_event` runs at once, not queued for Pre-Priority Processing (712)
AS_ENTERS = "as_enters"

CONFRONT_MISSING = "confront requirements (the card data leaves them blank)"
"""What a Problem whose data lacks both players' confront requirements lists among the parts
of it the engine does not carry out (`confront_gap`): nobody confronts it."""


def confront_gap(card: Card) -> str:
    """What a Problem whose data leaves a confront requirement unknown (`Card.confront_missing`)
    lists among the parts of it the engine does not carry out, naming the side not known (209.1:
    each player has their own): every place that announces a gap (`engine.mlp.state.gaps`)
    names the card for a judge to rule on; "" when both are known."""
    if card.confront_unknown_to_both:
        return CONFRONT_MISSING
    for side, given in (("owner", card.confront_owner_unknown), ("opponent", card.confront_opponent_unknown)):
        if given:
            return f"{side}'s confront requirement (not known: the card data gives {given})"
    return ""


def is_confront_gap(part: str) -> bool:
    """Whether a part `Spec.unsupported` lists is a `confront_gap` (not printed text)."""
    return part == CONFRONT_MISSING or part.startswith(
        ("owner's confront requirement (not known", "opponent's confront requirement (not known"))


@dataclass(slots=True)
class Spec:
    """The engine's view of one card face."""

    card: Card
    id: str
    code: str
    name: str
    title: str
    type: str
    power: int | None
    colors: tuple[str, ...]
    cost: int | None
    reqs: tuple[tuple[str, int], ...]
    traits: frozenset[str]
    keywords: dict[str, int | None]
    home_limit: int | None
    epic: bool
    dilemma: bool
    unique: bool
    confront_owner: tuple[tuple[str, str | None, int], ...]
    confront_opp: int | None
    bonus: int
    tm_points: int
    abilities: tuple[Ability, ...] = ()
    attach: str = ""
    timing: str = ""
    status: str = "implemented"
    unsupported: tuple[str, ...] = ()
    # "As an additional cost to play this card, ...": costs paid as it is played (`extracost`)
    extra_costs: tuple[tuple[Any, ...], ...] = ()
    statics: dict[str, list[Ability]] = field(default_factory=dict)
    flipped_statics: dict[str, list[Ability]] = field(default_factory=dict)
    """Continuous abilities that work only while the card is flipped in a faceoff
    (`WHILE_FLIPPED`), by category: never among `statics`, which work in play."""
    triggers: dict[str, list[tuple[int, Ability]]] = field(default_factory=dict)
    activated: tuple[tuple[int, Ability], ...] = ()
    boosted: Spec | None = None

    def has_trait(self, trait: str) -> bool:
        return trait.casefold() in self.traits

    def is_named(self, name: str) -> bool:
        """Does this face have the name (201.3: the title, casefolded) `name`? Its title, or
        one its text gives it in all zones ("This card is both a Maud Pie and a Pinkie Pie
        in all zones": continuous abilities of category "names", their `names`)."""
        if self.title.casefold() == name:
            return True
        also = self.statics.get("names")
        return also is not None and any(name in ability.params["names"] for ability in also)

    def names(self) -> frozenset[str]:
        """Every name `is_named` says this face has."""
        return frozenset((self.title.casefold(), *(n for a in self.statics.get("names", ()) for n in a.params["names"])))


def compile_card(card: Card) -> Spec:
    """The Spec of a card (and of its Boosted side, hung off `.boosted`)."""
    spec = Spec(
        card=card,
        id=card.id,
        code=card.code,
        name=card.full_name,
        title=card.title,
        type=CardType(card.type).value,
        power=card.power,
        colors=tuple(str(c.value) for c in card.colors),
        cost=card.cost,
        reqs=tuple((str(r.color.value), r.amount) for r in card.play_requirements),
        traits=frozenset(t.casefold() for t in card.traits),
        keywords={k.name: k.value for k in card.keywords},
        home_limit=card.home_limit,
        epic=card.epic or card.has_trait("Epic"),
        dilemma=card.dilemma,
        unique=card.has_trait("Unique"),
        confront_owner=tuple(
            (r.kind, None if r.color is None else str(r.color.value), r.amount)
            for r in card.confront_owner
        ),
        confront_opp=card.confront_opponent,
        bonus=card.bonus_points or 0,
        tm_points=card.troublemaker_points or 0,
    )
    reader.compile_text(spec)
    if card.dilemma and spec.type != "problem":
        spec.attach = "dilemma"  # 522.2: it enters play at its own area
    for index, ability in enumerate(spec.abilities):
        if ability.kind == "static":
            kept = spec.flipped_statics if ability.params.get(WHILE_FLIPPED) else spec.statics
            kept.setdefault(ability.event, []).append(ability)
        elif ability.kind in ("trigger", "replace"):
            spec.triggers.setdefault(ability.event, []).append((index, ability))
        elif ability.kind == "activated":
            spec.activated += ((index, ability),)
    if card.boosted is not None:
        spec.boosted = compile_card(card.boosted)
    return spec


def reaction_events(face: Spec) -> frozenset[str]:
    """The events a face's reactions wait for (512.4): those of its activated abilities
    with Reaction timing and, for an Event, of its being played as a reaction."""
    return frozenset(event for ability in (*(a for _, a in face.activated),
                                           *(a for a in face.abilities if a.kind == "play"))
                     for event in ability.params.get("react_events", ()))


def _with_text_of(face: Card, donor: Card, card_id: str) -> Card:
    """A card face, as card `card_id`, with its text followed by the donor's and its keywords
    with the donor's (both of a Mane Character's sides gain them: the card has them)."""
    names = {k.name for k in face.keywords}
    keywords = (*face.keywords, *(k for k in donor.keywords if k.name not in names))
    text = "\n".join(part for part in (face.text, donor.text) if part.strip())
    return replace(face, id=card_id, text=text, keywords=keywords)


class CardLibrary:
    """Specs by card id for one game; built from any iterable of `Card`s."""

    def __init__(self, cards: Iterable[Card] | Mapping[str, Card], version: str = "") -> None:
        # (a mapping by id is read as it is: the card database's builds a card when first looked up)
        self._cards: Mapping[str, Card] = cards if isinstance(cards, Mapping) else {card.id: card for card in cards}
        self._specs: dict[str, Spec] = {}
        self.version = version
        # card ids (either face) with continuous abilities of a category, so the
        # engine scans only the cards that can matter for a value
        self.static_ids: dict[str, set[str]] = {}
        self.keyword_ids: set[str] = set()
        self.static_card_ids: set[str] = set()  # any category
        self.teamwork_ids: set[str] = set()
        self.react_ids: set[str] = set()  # cards with reactions on listened events
        self._events: dict[str, tuple[str, ...]] = {}
        self._tokens: dict[str, Card] = {}  # token Friends made during play (521)
        self._dilemmas: dict[str, Card] = {}  # Dilemmas as the Problems they are in play (522.1)
        self._gained: dict[str, Card] = {}  # cards in play with another's printed abilities too
        self._token_faces: dict[tuple[str, str], Spec] = {}  # token copies' faces (`token_face`)

    def __contains__(self, card_id: str) -> bool:
        return self._lookup(card_id) is not None

    def _lookup(self, card_id: str) -> Card | None:
        """A database card, a token Friend (521) or a Dilemma in play (522.1) by id."""
        card = (self._cards.get(card_id) or self._tokens.get(card_id) or self._dilemmas.get(card_id)
                or self._gained.get(card_id))
        if card is not None:
            return card
        if card_id.startswith(GAINED_PREFIX):
            return self._with_gained(card_id)
        if card_id.startswith(COPY_PREFIX):
            # (706: a copy's printed information; 520.2, 521.1: being a token is not printed
            # information, so a card copying a token is still a card, and a token copying a card a token)
            donor, own = self._lookup(donor_id(card_id) or ""), self._lookup(printed_id(card_id))
            if donor is None or own is None:
                return None
            card = self._gained[card_id] = replace(donor, id=card_id, is_token=own.is_token)
            return card
        if card_id.startswith(DILEMMA_PREFIX):
            base = self._cards.get(base_id(card_id))
            if base is None or not base.dilemma:
                return None
            # 522.1: in play a Dilemma is a Problem and loses its other card types
            card = self._dilemmas[card_id] = replace(base, id=card_id, type=CardType.PROBLEM)
            return card
        return self._token(card_id)

    def _with_gained(self, card_id: str) -> Card | None:
        """The Card of a `gained_id`: its own printed information, its text followed by the
        other card's text and its keywords with the other's (the printed abilities, 701.1;
        so "this card" in them is this card), built the first time it is asked for."""
        own = self._lookup(printed_id(card_id))
        donor = self._lookup(donor_id(card_id) or "")
        if own is None or donor is None:
            return None
        if card_id.endswith("|boosted") and donor.boosted is not None:
            donor = donor.boosted
        boosted = None if own.boosted is None else _with_text_of(own.boosted, donor, card_id)
        card = self._gained[card_id] = replace(_with_text_of(own, donor, card_id), boosted=boosted)
        return card

    def _token(self, card_id: str) -> Card | None:
        """A token Friend's Card, built from its id the first time it is asked for."""
        if not card_id.startswith(TOKEN_PREFIX):
            return None
        try:
            card = token_card(card_id)
        except ValueError:
            return None
        self._tokens[card_id] = card
        return card

    def token_face(self, face: Spec) -> Spec:
        """A token copy of a card (520.2) shows this face: the card's printed information,
        "with the exception of its cost, which is zero for all tokens" (521.1), so Yoink!'s
        "a Friend with power greater than its cost" and every other text reading a cost read 0
        for it. One face per card face, as for every card (`MlpGame.spec` keeps it)."""
        key = (face.id, face.name)
        found = self._token_faces.get(key)
        if found is None:
            found = self._token_faces[key] = replace(face, cost=0, card=replace(face.card, cost=0))
        return found

    def spec(self, card_id: str) -> Spec:
        spec = self._specs.get(card_id)
        if spec is None:
            card = self._lookup(card_id)
            if card is None:
                raise KeyError(card_id)
            spec = self._specs[card_id] = compile_card(card)
            for face in (spec, spec.boosted):
                if face is None:
                    continue
                for category in face.statics:
                    self.static_ids.setdefault(category, set()).add(card_id)
                    self.static_card_ids.add(card_id)
                if face.keywords:
                    self.keyword_ids.add(card_id)
                if "Teamwork" in face.keywords:
                    self.teamwork_ids.add(card_id)
                if reaction_events(face):
                    self.react_ids.add(card_id)
        return spec

    def trigger_events(self, card_id: str) -> tuple[str, ...]:
        """Events a card has triggered abilities on, either face (sorted, computed once)."""
        found = self._events.get(card_id)
        if found is None:
            spec = self.spec(card_id)
            names = set(spec.triggers)
            if spec.boosted is not None:
                names |= set(spec.boosted.triggers)
            found = self._events[card_id] = tuple(sorted(names))
        return found

    def prepare(self, card_ids: Iterable[str]) -> None:
        """Compile these cards now (a game does this for its decks at setup)."""
        for card_id in card_ids:
            self.spec(card_id)

    def card(self, card_id: str) -> Card:
        found = self._lookup(card_id)
        if found is None:
            raise KeyError(card_id)
        return found

    def find(self, name_or_code: str) -> Card:
        """A card by id, code ("PR12") or full name; LookupError if unknown."""
        if name_or_code in self._cards:
            return self._cards[name_or_code]
        special = self._lookup(name_or_code)
        if special is not None:
            return special
        wanted = name_or_code.casefold()
        for card in self._cards.values():
            if wanted in (card.code.casefold(), card.full_name.casefold()):
                return card
        raise LookupError(f"unknown card {name_or_code!r}")

    def cards(self) -> list[Card]:
        return list(self._cards.values())
