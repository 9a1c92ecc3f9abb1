"""The paragraph reader: a card face's text -> its `Ability` records (701.2).

`compile_text` reads a face's text paragraph by paragraph and tries the
registered patterns (`engine.mlp.text.registry`) in order; the first that fits
builds the paragraph's abilities. Paragraphs no pattern knows are listed in
`Spec.unsupported` and the card is reported as partial or missing by the
coverage command. Keywords (glossary) are handled by name
(`engine.mlp.text.keywords`).

The patterns are registered by the wording families of `engine.mlp.effects`:
whoever compiles specs loads them first (`engine.mlp.state.library.compile_card`).
"""

from __future__ import annotations

from engine.mlp.state.library import Ability, Spec, confront_gap
from engine.mlp.text.extra_costs import merge_paragraphs
from engine.mlp.text.keywords import PARTIAL_KEYWORDS, SUPPORTED_KEYWORDS
from engine.mlp.text.normalize import normalize
from engine.mlp.text.parts import names_this_card
from engine.mlp.text.registry import TEMPLATES, Built


def compile_text(spec: Spec) -> None:
    """Fill a Spec's abilities from its text; list paragraphs no template knows."""
    abilities: list[Ability] = []
    unsupported: list[str] = []
    paragraphs, spec.extra_costs = merge_paragraphs(
        [p for p in (p.strip() for p in spec.card.text.split("\n")) if p], normalize)
    for paragraph in paragraphs:
        norm = normalize(paragraph)
        if norm in ("starting problem.", "starting problem"):
            continue
        for pattern, builder in TEMPLATES:
            m = pattern.match(norm)
            if m:
                built = builder(m, paragraph)
                if built is None:
                    continue  # the wording fits but its effect is not one the template knows
                built = _fit_card_type(spec, built)
                if built is None:
                    unsupported.append(paragraph)
                    break
                abilities.extend(built if isinstance(built, list) else [built])
                break
        else:
            unsupported.append(paragraph)
    for ability in abilities:
        if ability.name == "attach":
            spec.attach = ability.params["attach"]
        if ability.kind == "play":
            spec.timing = ability.timing
        if ability.name == "keyword_in_words":  # a keyword's glossary meaning, printed in words
            spec.keywords = {**spec.keywords, ability.params["keyword"]: None}
    unknown_kw = [k for k in spec.keywords if k not in SUPPORTED_KEYWORDS]
    partial_kw = [k for k in spec.keywords if k in PARTIAL_KEYWORDS]
    spec.abilities = tuple(abilities)
    spec.unsupported = (tuple(unsupported) + tuple(f"keyword {k}" for k in unknown_kw)
                        + tuple(f"keyword {k} (partial: {PARTIAL_KEYWORDS[k]})" for k in partial_kw)
                        + ((confront_gap(spec.card),) if spec.card.confront_missing else ()))
    if spec.type == "event" and not spec.timing:
        spec.timing = "none"
    if not spec.unsupported:
        spec.status = "implemented"
    elif abilities or (spec.keywords and len(unknown_kw) < len(spec.keywords)):
        spec.status = "partial"
    else:
        spec.status = "missing"


def _fit_card_type(spec: Spec, built: Built) -> Built:
    """Text read in parts (`engine.mlp.text.parts`) does not know the card's type: a timing
    phrase on a card that is not an Event is an activated ability (703.1, 703.1d: with no
    "to" it has no cost); on an Event the timing phrase is not an activated ability (703.1a),
    and text before "to" is the cost of the modifier the Event creates (707.2a)."""
    if isinstance(built, list) or built.name != "effect":
        return built
    if spec.type == "event" and built.timing in ("score_phase", "any_phase"):
        return None  # Events are offered only with the timing phrases actions know
    if spec.type == "event" and built.kind in ("play", "activated"):
        steps = [*built.params.get("steps", ()), *(s for mode in built.params.get("modes", ()) for s in mode)]
        if any(names_this_card(step) for step in steps):
            return None  # "this card" on an Event is the Event itself, which the text can't move yet
    if built.kind == "play" and spec.type != "event":
        return Ability(kind="activated", name="effect", params={**built.params, "costs": []},
                       timing=built.timing, text=built.text)
    if built.kind == "activated" and spec.type == "event":
        if built.params.get("during_faceoff"):
            return None
        return Ability(kind="play", name="effect", params=dict(built.params), timing=built.timing,
                       text=built.text)
    return built


def play_ability_index(spec: Spec) -> int:
    """Where an Event's own text (its "play" ability) is among the face's abilities; -1 if none."""
    for index, ability in enumerate(spec.abilities):
        if ability.kind == "play":
            return index
    return -1
