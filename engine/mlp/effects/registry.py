"""What the game runs for a wording: runners by ability name, steps by their `do`.

A paragraph pattern builds an `Ability` whose `name` says which runner carries it
out; the family module that registers the pattern registers the runner beside it,
so the name never leaves that module. Runners are frame handlers: they keep their
progress in the frame and ask decisions through `engine.mlp.effects.abilities.choose`.
A step of text read in parts (`engine.mlp.text.parts`) names what it does in `do`;
the family that registers the step pattern registers its `step` function beside it,
and `engine.mlp.effects.steps.run` calls it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.mlp.state.game import NO_AREA, OWN_AREAS, OWN_CARDS  # noqa: F401  (read through here)
from engine.mlp.state.library import Ability

Runner = Callable[[Any, dict, Ability | None], bool]
RUNNERS: dict[str, Runner] = {}


def runner(name: str) -> Callable[[Runner], Runner]:
    """Register the runner of abilities named `name` (one per name)."""

    def register(func: Runner) -> Runner:
        if name in RUNNERS:
            raise ValueError(f"two runners for {name!r}")
        RUNNERS[name] = func
        return func

    return register


# step(g, frame, step, its scratch dict, rule cited) -> False while it waits on a decision
Step = Callable[[Any, dict, dict, dict, str], bool]
STEPS: dict[str, Step] = {}


def step(*names: str) -> Callable[[Step], Step]:
    """Register what a step whose `do` is one of `names` does (one function per name)."""

    def register(func: Step) -> Step:
        for name in names:
            if name in STEPS:
                raise ValueError(f"two steps for {name!r}")
            STEPS[name] = func
        return func

    return register


# the card a step's player chooses, asked before the step acts ("each player retires a Friend":
# every player chooses before any result, 801.1, `steps.run`): (g, frame, step, its scratch
# dict) -> the card chosen, None for none, False while asking. The step then finds the card
# in its scratch dict and acts on it
CHOSEN_FIRST: dict[str, Callable[[Any, dict, dict, dict], int | bool | None]] = {}
# the steps whose cards, chosen so by each player, are acted on as one occurrence (710.1,
# 704.1b: "each player frightens one of their Friends"): (g, do, cards, rule cited)
CARRIED_OUT_TOGETHER: dict[str, Callable[[Any, str, list[int], str], None]] = {}

# is there something for a family's step to act on now (705.2e: an Event is offered, a "may"
# is asked, a mode of "Choose one" is offered only when it can be done), for a step whose
# possibility its `target` alone does not tell: (g, frame, step) -> bool
STEP_CHECKS: dict[str, Callable[[Any, dict, dict], bool]] = {}
# what a family's step would act on now (`acts_on`), read again by its "may" question to name
# the one card "that card" is (Portal to Tartarus's card that entered a discard pile)
ACTED_ON: dict[str, Callable[[Any, dict, dict], list]] = {}


def acts_on(*names: str) -> Callable[[Callable[[Any, dict, dict], list]], Callable[[Any, dict, dict], list]]:
    """Register what a family's step whose `do` is one of `names` would act on now: (g, frame,
    step) -> the cards (or places) it would choose among. The step chooses among them, and its
    "may" is asked only when there is one (`STEP_CHECKS`, 705.2e, 712.3): a "Yes" that then
    finds nothing would ask a question that does nothing."""
    def register(func: Callable[[Any, dict, dict], list]) -> Callable[[Any, dict, dict], list]:
        answers(STEP_CHECKS, *names)(lambda g, f, step: bool(func(g, f, step)))
        answers(ACTED_ON, *names)(func)
        return func
    return register


# ... and, when there is none, why, for a judge's "why not?": (g, frame, step) -> (rule, words
# naming the card whose text or state stops it), or None when the family has nothing to say
STEP_REFUSALS: dict[str, Callable[[Any, dict, dict], tuple[str, str] | None]] = {}

# why a family's "may" step that found a card is not asked, the card having no place to go
# (705.2e): (g, frame, step) -> the words after the instruction quoted, naming the card ("finds
# no place for A Fiery Temper #26"), or None when that is not why
UNASKED_FOR_NO_PLACE: dict[str, Callable[[Any, dict, dict], str | None]] = {}

# does a family's "may" step ask its "may" itself, in its own question (g, frame, step) -> bool:
# a "may challenge" whose Troublemaker costs something to challenge is asked once, "Pay 2 to
# challenge ...? (608.1)", not "may" and then "pay". The step then finds ASKS_ITS_MAY true in
# its scratch dict and offers not doing it
MAY_ASKED_BY_STEP: dict[str, Callable[[Any, dict, dict], bool]] = {}
ASKS_ITS_MAY = "asks_its_may"


# ----- what the rules ask of a wording besides running it ---------------------------------------
#
# The runtime (`engine.mlp.effects.abilities`) answers for wordings by ability name: whether a
# continuous ability applies to a card and by how much, what a numeric one is worth,
# whether an event triggers an ability, whether an Event can be played or an ability
# activated. A name's answers are registered by the module that owns the name, beside its
# pattern and runner, so the runtime never imports a family (one-way imports inside the
# layer). Each table maps a name to one function; a second registration is an error.

# does a continuous ability apply to a card now: (g, state, src card, target card, src, target, ability)
APPLIES: dict[str, Callable[..., bool]] = {}
# by how much a continuous power ability changes a card's power: (g, src, target, ability)
AMOUNTS: dict[str, Callable[..., int]] = {}
# what a numeric continuous effect other than power is worth: (g, src, subject, ability, context)
VALUE_RULES: dict[str, Callable[..., int]] = {}
# does an event trigger the ability, and with what data: (g, card, ability, event data)
TRIGGER_MATCHERS: dict[str, Callable[..., dict | None]] = {}
# a whole-paragraph wording that the event's own answer fits is answered by the family of
# the event (`EVENT_TRIGGERS[event]`); one that reads the event its own way registers its
# answer beside its runner (`EVENT_TRIGGERS[event, name]`, `triggered_by`): (g, card, ability,
# event data). `TRIGGER_MATCHERS` answers for a name whatever its event.
EVENT_TRIGGERS: dict[str | tuple[str, str], Callable[..., dict | None]] = {}
# text read in parts: does an event trigger a paragraph with a trigger head, answered by the
# family the event belongs to, keyed by the head's event ("moved", "counters") or by the
# `match` a head sets when its event's own answer does not fit it: (g, card, ability, event data)
PART_TRIGGER_MATCHERS: dict[str, Callable[..., dict | None]] = {}
# the events a reaction ability could answer now, those whose text can be followed (with
# `followed=False`: whether it can or not): (g, player, card, ability, tag, followed=True)
REACTION_MATCHERS: dict[str, Callable[..., list]] = {}
# the triggered keywords (glossary: Calming, Diligent, Inspired, ...), by the event that
# triggers them: which cards' keywords this event triggers, added as triggered abilities
# (`MlpGame.emit_event` asks only for the events listed here): (g, event, event data)
KEYWORD_TRIGGERS: dict[str, Callable[..., None]] = {}
# what is done at once as a card enters play (`data`: the "enter_play" event's), in the
# order registered: the triggered keyword Calming, and continuous abilities that act as their
# card enters ("You control that Friend."). The one `KEYWORD_TRIGGERS["enter_play"]` answer
# (`entering_and_leaving_play`) calls each: (g, event data)
AS_CARD_ENTERS: list[Callable[..., None]] = []
# what could replace a card being dismissed (710; `abilities.dismiss_replacements`), as
# options (key, label): the card's own keywords' (g, card), in this order; a card listening
# for "would dismiss", by its ability's name: (g, listening card, card). What an option
# does, by its key up to the first ":": (g, card)
OWN_DISMISSAL_REPLACEMENTS: list[Callable[..., tuple[str, str] | None]] = []
# for a cost that takes cards of the player's out of play ("Retire another Friend to ..."),
# by cost kind: the cards that fit it but are kept in play, when only they could pay it
# (705.2e; the judge's "why not?" names what keeps each): (g, player, src, cost) -> [card]
KEPT_FROM_COSTS: dict[str, Callable[..., list[int]]] = {}
DISMISSAL_OFFERS: dict[str, Callable[..., tuple[str, str] | None]] = {}
DISMISSALS_REPLACED: dict[str, Callable[..., None]] = {}
# what could replace a player's drawing a card (710; continuous abilities of category
# `game.DRAW_REPLACEMENTS`, asked before each card drawn by `replacement.replace_draw`), by
# ability name: who decides whether it applies to this draw by `player` now, or None when it
# can't apply (710.4 aside, an optional one is offered only when it can be done):
# (g, src, ability, player) -> int | None. What it does instead: (g, frame, src, ability, player)
# -> False while it waits on a decision (the frame keeps its progress in `frame["data"]`)
DRAW_REPLACEMENT_OFFERS: dict[str, Callable[..., int | None]] = {}
DRAWS_REPLACED: dict[str, Callable[..., bool]] = {}
# the same for a card about to be discarded (category `game.DISCARD_REPLACEMENTS`, asked by
# `replacement.replace_discard`; the discarding player decides, 710.5): could it apply to this
# card, discarded by the text of player `by` (None: by the game's rules) ("if an opponent would
# force you to discard")? (g, src, ability, card, by) -> bool. What it does instead:
# (g, frame, src, ability, card) -> False while it waits on a decision
DISCARD_REPLACEMENT_OFFERS: dict[str, Callable[..., bool]] = {}
DISCARDS_REPLACED: dict[str, Callable[..., bool]] = {}
# what could replace putting counters on a card (710: "If you would put one or more +1 power
# counters on one of your Friends, you may put that many plus one on that Friend instead"), asked
# by `steps.add_counters` only while a card with a "would_put_counters" replacement is in play:
# (g, card, counter name, how many, rule, player putting them) -> True when it took the
# occurrence over (the counters are then put by what replaced it)
COUNTER_REPLACEMENTS: list[Callable[..., bool]] = []


@dataclass(frozen=True, slots=True)
class Unmet:
    """A family's check saying no (`PLAY_CHECKS`, `ACTIVATION_CHECKS`) and why, for a judge's
    "why not?": the instruction of the card's text that can't be followed, by its printed
    verb, and what it lacks, so that the answer quotes that instruction alone, as it does
    for texts read in parts (`instruction_words.unmet_words`). False as a truth value, so
    every caller asking `if check(...)` reads it as the plain False it stands for."""

    verbs: tuple[str, ...]
    """The printed verbs the instruction may start with ("choose", "gain control"); () when
    what fails is a condition the text names, not an instruction."""
    lacks: str | None = None
    """What is missing, in plain words ("P1 has no card in hand"); None: the instruction's own
    words say it ("Dismiss an opponent's Friend" → "no opponent's Friend can be dismissed")."""

    def __bool__(self) -> bool:
        return False


def unless(ok: bool, *verbs: str, lacks: str | None = None) -> bool | Unmet:
    """A family check's answer: True when `ok`, else the `Unmet` naming the instruction (by
    its printed `verbs`) that can't be followed and, when its words don't say it, what it
    `lacks`. A check with several conditions chains them, `unless(a, ...) and unless(b, ...)`:
    the answer is the first that fails (an `Unmet` is false), so the judge is told which of
    them keeps the text from being followed, and a later one is not worked out for nothing."""
    return True if ok else Unmet(verbs, lacks)


# can an Event whose text is this ability be played (705.2): (g, player, card, ability); a
# "no" may be an `Unmet` saying which instruction can't be followed
PLAY_CHECKS: dict[str, Callable[..., bool | Unmet]] = {}
# can this activated ability be activated (costs aside): (g, player, card, ability), as above
ACTIVATION_CHECKS: dict[str, Callable[..., bool | Unmet]] = {}
# why an activated ability its check refused can't be activated now, for a judge's "why not?":
# (g, player, card, ability) -> (rule, words), or None when the family can't say; the rule is
# `CARD_TEXT` when the card's own text keeps it (a "While ..." its player doesn't meet), and the
# answer then quotes that text
ACTIVATION_REFUSALS: dict[str, Callable[..., tuple[str, str] | None]] = {}
CARD_TEXT = "card text"
"""The `rule` of a refusal that a card's own text makes (`procedures.refusals`: the card is
named in its `card`)."""
# may this activated ability, or this Event or reaction, meet a step that can't be completed
# after a choice made while it is processed (705.2)? The name maps to how to tell from the
# position that an activation now would be settled at once after all (g, card, player ->
# True: it asks nothing and can't fail), or to None (`abilities.may_fail_after_a_choice`)
MAY_FAIL_AFTER_A_CHOICE: dict[str, Callable[..., bool] | None] = {}


def answers(table: dict[str, Callable[..., Any]], *names: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register `func` in `table` for each ability name in `names` (one function per name)."""
    def register(func: Callable[..., Any]) -> Callable[..., Any]:
        for name in names:
            if name in table:
                raise ValueError(f"two answers for {name!r}")
            table[name] = func
        return func
    return register


def triggered_by(event: str, *names: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register whether `event` triggers an ability (`EVENT_TRIGGERS`): for the abilities
    named `names`, or, without names, for every ability whose wording has no answer of
    its own for the event."""
    return answers(EVENT_TRIGGERS, *[(event, name) for name in names] or [event])  # type: ignore[list-item]


# ----- what a rule can reach, declared by the family that owns its name ------------------------
#
# The runtime and the board's indexes (`engine.mlp.values.power`, the state's caches) skip
# the cards and moments a rule can never apply to. The module that registers an ability
# name declares, beside it, which of these hold for it (`scope(TABLE, *names)`); a name
# declared in none is asked about every card, every time.

# continuous abilities that apply only to their own card / only to their card's host
SELF_ONLY_STATICS: set[str] = set()
HOST_ONLY_STATICS: set[str] = set()
# ... only to cards at their own card's area (`power._power` compares the areas before
# asking; tests/engine/test_play_shortcuts.py checks each at every look-up of seeded games)
SAME_AREA_STATICS: set[str] = set()
# ... only during a faceoff (power looks them up only while `state["faceoff"]` is set)
FACEOFF_ONLY_STATICS: set[str] = set()
# ... only to other cards of their card's controller / only to cards an opponent of it
# controls. Who controls a card changes only with a new timestamp
# (`MlpGame.update_controller`), which drops the board index, so `power._statics_for`
# leaves the other targets out with the board.
OTHERS_OF_OWN_SIDE_STATICS: set[str] = set()
OPPOSING_SIDE_STATICS: set[str] = set()

# keyword grants (category "grant_keyword") whose answer, or whose number, reads what the
# board index does not follow: a card's power, a discard pile, other cards' keywords ("While
# this card has at least 3 power, it has Swift", "Eccentric X, where X is this card's
# power"). The keywords of their cards are worked out at every look-up, never kept with
# the board (`values.power.keywords`); their number, when they have one, is their amount
# (`AMOUNTS`)
VOLATILE_KEYWORD_STATICS: set[str] = set()

# continuous abilities taking abilities away or making a card Epic whose answer never reads
# the phase or whose turn it is (only cards: their places, hosts, sides, types, counters):
# while those are the only ones in play, a Troublemaker Phase beginning or ending keeps what
# was worked out with the board (`MlpGame.troublemaker_phase_changed`)
PHASE_BLIND_STATICS: set[str] = set()

# what a continuous ability's answer (whether it applies to a card, and its number) reads of
# the board, by ability name (a function of the ability, for names whose params decide):
# `OWN_CARDS`, only its own card and the card asked about (not their areas), their hosts,
# and what is not in play (hands, discard piles, points, modifiers); `NO_AREA`, any card in
# play, but no card's area; `OWN_AREAS`, what `OWN_CARDS` reads, its own card's area, the
# area of the card asked about, and which cards are at those two. A name with no answer may
# read anything. The board index keeps cards' keywords through moves and cards coming,
# going or turning face up that these say can't change them (`BoardIndex._grants_reach`)
BOARD_READ: dict[str, Callable[[Ability], str | None]] = {}


def reads_board(what: str | None, *names: str) -> None:
    """Declare what the abilities named `names` read of the board (`BOARD_READ`), whatever
    their params."""
    answers(BOARD_READ, *names)(lambda ability: what)


# continuous power abilities that double a card's power (category "power"): their amount
# (`AMOUNTS`) is how many times, applied after every other change (`values.power`)
DOUBLING_STATICS: set[str] = set()

# play-cost rules that read the card being played (`context["card"]`) only for its type:
# at one place they come to the same for every card of a type, so `power.PlayCosts` asks
# them once per type and place
BY_CARD_TYPE: set[str] = set()
# play-cost rules that tax every card a player plays, Troublemakers played face-down included
# (609.2c: that is playing a card too); `values.power.troublemaker_play_cost` adds them
EVERY_CARD_PLAY_COSTS: set[str] = set()
# play-cost rules that give 0 to a card played on no host (`context["host"]` None)
ON_HOST_ONLY: set[str] = set()
# play-cost rules that give 0 to a card played to any area but their own card's
# (`PlayCosts.by_place` asks them only there)
AT_OWN_AREA_ONLY: set[str] = set()


# what a wording does to a zone a card in play may close (FF113 Somnambula's Blindfold): the
# ability names and step `do`s whose instructions search or look at cards in a deck (a Problem
# deck too: 401.1 names it a deck), and those whose instructions take cards out of a discard
# pile. While a card closes that zone the runtime refuses them before anything is done: not
# offered, not asked, and a triggered one does nothing (`abilities.closed_zone`). A text that
# only also touches the zone ("... then draw a card") is left out: the state keeps the card in
# its discard pile (`MlpGame.relocate`) and the rest is done
LOOKS_IN_DECKS: set[str] = set()
TAKES_FROM_DISCARD_PILES: set[str] = set()


def scope(table: set[str], *names: str) -> None:
    """Declare that what `table` says holds for each ability name in `names`."""
    table.update(names)


def can_always(g, player: int, iid: int, ability: Ability) -> bool:
    """The answer of a wording whose instructions can always be followed (`PLAY_CHECKS`,
    `ACTIVATION_CHECKS`): registered so that the runtime, which refuses an activated
    ability no family answers for, offers it."""
    return True
