"""One game of the MLP CCG: plain-data state plus the operations rules perform on it.

`MlpGame` owns a state dict (ints, strings, lists, dicts only) and a
`CardLibrary`. Clients use two entry points: `pending()` to read the decision
the game waits on and `submit()` to answer it. Everything the rules do to the
board (drawing, moving, dismissing, scoring...) is a method here, so card text
and turn procedures share one vocabulary and every change writes a log entry
citing its rule.
"""

from __future__ import annotations

import marshal
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

from engine.core import rng
from engine.core.decision import Decision, Option
from engine.core.digest import digest
from engine.core.errors import EngineError, IllegalAnswer
from engine.core.listing import and_listed
from engine.core.log import LogEntry
from engine.core.plural import how_many
from engine.mlp.state import gaps
from engine.mlp.state.hooks import abilities, counters, power, replacement, teamwork
from engine.mlp.state.library import (
    AS_ENTERS,
    COPY_PREFIX,
    DILEMMA_PREFIX,
    FROM_DISCARD_PILE,
    FROM_HAND,
    GAINED_PREFIX,
    WHILE_FLIPPED,
    Ability,
    CardLibrary,
    Spec,
    base_id,
    copiable_id,
    copy_id,
    dilemma_id,
    gained_id,
    printed_id,
    reaction_events,
    token_words,
)
from engine.mlp.state.ops import HANDLERS
from engine.mlp.state.reasons import deck_empty

COLORS = ("blue", "orange", "pink", "purple", "white", "yellow")
HAND_SIZE = 8
WINNING_SCORE = 15
MAX_STEPS_WITHOUT_DECISION = 200_000
STATE_VERSION = 1
Snapshot = tuple[bytes, tuple[LogEntry, ...], dict[tuple[str, int, int], tuple[int, ...]],
                 tuple[tuple[int, LogEntry], ...], tuple[tuple[int, tuple[int, int]], ...]]
"""A position with its log and what it knows of it (`MlpGame.snapshot`)."""
# A card a text "sets aside" while it resolves (Risky Business: "search an opponent's deck for a
# Friend and set it aside face-down"). The rules name no such zone (401.1); the card is kept in a
# list of its owner's, `players[owner]["aside"]`, which exists only while it holds a card, so
# the states (and digests) of games where nothing is set aside are as they always were. The text
# that set it aside says where it goes before it finishes resolving.
ASIDE = "aside"
_DILEMMA_AREA = re.compile(DILEMMA_PREFIX + r"\d+\b")
# a Problem's area key in a text ("problem:0"), with "the Problem at" before it if it is there,
# named in words by the Problem there as a log entry is written (`MlpGame.problems_named`); one
# pattern for every key, which the text is searched with once (a pattern made for each key,
# opening with the optional words, was searched for at every character of the line: about 2% of
# a game's work)
_PROBLEM_AREA = re.compile(r"\b(?:[Tt]he Problem at )?(problem:\d+)\b")
"""A Dilemma's area key in a text ("dilemma:90"), named in words as a log entry is written."""
# how a log entry cites the card whose text caused it (`MlpGame.by_text`)
_BY_TEXT = " (by the text of "
# a bracket closed just before the card whose text did it ("... to Avalanche! #114 (P1's) (by the
# text of ...)"): the two are written as one bracket (`one_bracket`)
_BRACKET_THEN_BY_TEXT = ")" + _BY_TEXT


def one_bracket(text: str) -> str:
    """A log line's bracket closed just before " (by the text of <card>)" and that one written
    as one bracket: "Twilight Sparkle #57 is moved to Avalanche! #114 (P1's; by the text of
    Rainbow Dash, Loyal Pony #217)", "gets a +1 power counter (1 in all; by the text of ...)",
    "discards Funny Business #121 (now #253; by the text of Avalanche! #114)". Two brackets in
    a row read as a slip. The card's words keep their closing bracket, so a line is still found
    by "by the text of <card>)" (`by_text_found`)."""
    return text.replace(_BRACKET_THEN_BY_TEXT, "; by the text of ") if _BRACKET_THEN_BY_TEXT in text else text


def by_text_found(by: str, text: str) -> bool:
    """Does the log line `text` say it was done by the text `by` (" (by the text of <card>)",
    `MlpGame.by_text`), in a bracket of its own or after another's words (`one_bracket`)?"""
    return by[len(_BY_TEXT) - len("by the text of "):] in text
# a card's number as the log writes it after its name ("Applejack #146")
_CARD_NUMBER = re.compile(r"#(\d+)\b(?! \(now #)")
# each zone outside play as people name it (the rules' words: 401-408), for the log and answers
ZONE_NAMES = {"deck": "draw deck", "problem_deck": "Problem deck", "hand": "hand", "discard": "discard pile",
              "banished": "banished zone", "flip": "flip zone (flipped in the faceoff)",
              ASIDE: "set-aside cards (set aside by a text resolving)", "queue": "queue zone"}
COST_RULES = frozenset({"703.1d", "705.2d"})
"""The rules a log entry cites for paying the cost of activating an ability or playing a card."""
RULES_OWN_DOING = frozenset({"607.3"})
"""The rules a log entry cites for what the rules themselves do when a card's text has set
it off, which is not that text's doing: the other face-up Troublemakers an Epic one dismisses
as a text uncovers it (607.3)."""
REPLACING_FRAMES = frozenset({"replace_instead", "replace_draw", "replace_dismiss"})
"""The stack frames of a replacement applying (710.1): once one holds its card ("src"), what
happens instead is that card's text's (`MlpGame.text_resolving`)."""
TURNED_FACE_DOWN = "self_turned_face_down"
"""The event of a card's own "when this card is turned face-down" (`MlpGame.turn_face_down`)."""
TEXT_GIVEN = "text_given"
"""The key of a frame that carries out a text's instruction once that text's own frame is done
(the cards an instruction retires together: `verbs.act_together`), holding what names that
text (`MlpGame.text_given`), so the log still ends each line with its card (705.2e)."""
TRIGGERED_EFFECT_RULE = "712"
"""The rule a log entry cites for what a triggered ability does: 704 makes the ability trigger
and create a triggered effect (704.1c); what that effect does is processed under 712
(Triggered Effects, in Pre-Priority Processing, 712.1, 511.7), as its "may" is decided
(712.3). One place for every such line."""
PHASE_TOKENS = ("phase_tokens:0", "phase_tokens:1")
# the cards whose text gave them, [card, card id] each, for the log line telling of their loss
PHASE_TOKENS_BY = ("phase_tokens_by:0", "phase_tokens_by:1")
# "Until the end of the turn, you may play Events with Main Phase timing as Immediate actions":
# set for a player (`flags`) until the turn ends (`procedures.flow`), read as actions are listed
MAIN_EVENTS_ANY_TIME = ("main_events_any_time:0", "main_events_any_time:1")
# cards a text lets a player play from their discard pile or banished zone "as though it were
# in your hand" (`effects.entering_and_leaving_play.allow_play_from`): under the player's key
# of `flags`, a list of {"card", "zone", "until": "turn" or "" (while it stays there),
# "banish": banished instead of entering the discard pile}
PLAYABLE_ELSEWHERE = ("playable_elsewhere:0", "playable_elsewhere:1")
# The frames asking about what a text is doing to a card (or to the cards of one instruction)
# that the text waits on before it goes on (`abilities.question_pushed`): its next part, or its
# next card, comes once the question is decided, so that it sees the outcome and no question of
# its own comes before it (705.2e, 710.5). "replace_instead", "replace_dismiss" (Persistent and
# the other keywords' dismissal replacements), "replace_discard", "replace_draw",
# "power_counters_plus_one" (Applejack, Festival Caterer's extra counter): a replacement of what
# happens to it; "send_home_which": which of the replacements of sending it home applies;
# "send_elsewhere": where it goes instead of home; "move_toll": the price of
# moving it by card text; "choose_stayers": the Friends that stay as a Problem is replaced;
# "act_together": one instruction acting on several cards at once (`verbs`); `PUT_BACK`: where
# cards banished "until this card leaves play" come back as it leaves. Every frame pushed by
# `MlpGame.push_question` is one of them.
PUT_BACK = "put_back_into_play"
"""The frame putting banished cards back into play where the player putting each back chooses
(`effects.entering_and_leaving_play.put_back_into_play`)."""


def put_back_by(frame: dict) -> str:
    """The name of the card whose text puts back the first card of a `PUT_BACK` frame: its
    entry's own, else the frame's (an entry is [card, frightened, player, name], the name
    optional; "" when neither is known, a file written before they were kept)."""
    told = frame["cards"][0][3:] if frame["cards"] else ()
    return (told[0] if told else "") or frame.get("why", "")


ENTERING_CHOICES = "entering_choices"
"""The frame making the choices of cards that entered play together "as [they] enter play"
(706.1a, 706.1b), simultaneous decisions (801.1): `first`, the player making theirs first,
`choices`, the "ability" frames whose decisions are still to be made, `deciding` and `made`
(`procedures.flow.entering_choices`)."""
STAYS_FRIGHTENED = "play"
"""The zone a card held to be frightened with the others of its instruction is held for
(`MlpGame._waits_for_the_others`): it stays in play, turned face down as they are."""
QUESTIONS = frozenset({"replace_instead", "replace_dismiss", "replace_discard", "replace_draw",
                       "power_counters_plus_one", "send_home_which", "send_elsewhere", "move_toll",
                       "choose_stayers", "act_together", PUT_BACK})
# "Players can't gain action tokens this turn.": the turn it holds for (`MlpGame.gain_tokens`)
NO_TOKEN_GAIN = "no_token_gain"
"""The flags counting, by player, the action tokens gained "until the end of the phase" and
not spent yet (`MlpGame.pay_tokens` spends them first)."""
ALSO_FRIEND = "also_friend"  # the kind of modifier that makes a card also a Friend (`also_friend`)
# the kind of modifier under which a card does not ready in the Ready Phase (603.1), lasting
# "while" another card remains in play (`until` "while:<iid>": it ends as that card leaves play)
NO_READY_PHASE = "no_ready_phase"
# the category of "During the Ready Phase, players can't ready more than one character here."
# (a Problem): while one is in play, the characters readied at each area during a Ready Phase
# are counted (`MlpGame.readied_here`, the flag `READIED_HERE`: [turn, {area: count}])
ONE_READY_HERE = "one_ready_here"
READIED_HERE = "readied_here"
# the kind of modifier under which a card can't be moved while it lasts ("That character can't
# be moved until the end of the turn"), and the flag under which no character can be moved this
# turn ("Characters can't be moved this turn"; `MlpGame.ban_for_turn`): `MlpGame.cant_be_moved`
CANT_BE_MOVED = "cant_be_moved"
NO_MOVES_AT_ALL = "no_moves_at_all"
# the flag under which the zones cards were last sent to are kept, for the cards a text asked
# about before acting on them (`MlpGame.watch_move`, `MlpGame.watched_move`): {"<old id>": zone
# or None while it has not moved}; it exists only while one is watched
MOVES_WATCHED = "moves_watched"
# the kind of modifier under which a Problem has no bonus points while it lasts (514.5c)
NO_BONUS = "no_bonus"
# the kinds of modifier under which the player `target` pays `amount` more to play cards of a
# type while it lasts ("That opponent pays +[3] to play cards of the chosen type"), by type
PLAY_TAXES = {"event": "play_tax_event", "resource": "play_tax_resource", "troublemaker": "play_tax_troublemaker",
              "friend": "play_tax_friend"}
# the kind of modifier that keeps the color a card's text chose ("When this card enters play,
# choose a color."), on that card while it is in play: `amount` is the color's index in
# `COLORS` (it gives the card no color itself)
CHOSEN_COLOR = "chosen_color"
# the kind of modifier under which a card away from a Problem contributes its power to
# confronting the Problem at `area` ("exhaust this card to contribute its power to confronting a
# Problem"), exhausted as it is
CONFRONT_CONTRIBUTION = "confront_contribution"
CONTROL_FOREVER = "indefinite"  # the `until` of a control change with no end
# the kind of modifier that gives a card in play a keyword for a while ("give a Troublemaker
# here Competitive 4 until the end of the turn"): the keyword in `keyword`, its number in
# `amount` (`MlpGame.grant_keyword`, read by `values.power.keywords`; Teamwork given is
# filed by the board index, `BoardIndex.given_teamwork`, and read by `values.teamwork`)
KEYWORD_MOD = "keyword"
# the kind of modifier under which the card `target` in play loses the keyword named in
# `keyword` ("That Friend loses Teamwork until it is readied": `MlpGame.take_keyword_away`,
# read by `values.power.keywords` and `values.teamwork`); with `until` UNTIL_READIED it ends as
# that card is readied or frightened (`_readied`)
KEYWORD_LOST = "keyword_lost"
UNTIL_READIED = "readied"
# the category of continuous abilities that give cards in play a trait ("That Friend is a
# Critter.", "... get the Critter trait during any Score Phase"): their `trait`, casefolded;
# read by `values.power.has_trait` and by Teamwork's "share a Trait" (`values.teamwork`)
GAINS_TRAIT = "gains_trait"
# the kind of modifier that gives the Friends in the hand of the player `target` Hasty ("This
# turn, Friends in your hand have Hasty until you play a Friend": `amount` 1 ends it as that
# player plays a Friend; `values.power.friends_in_hand_hasty`)
HAND_HASTY = "hand_hasty"
# the kind of modifier under which the card `target` in play loses and can't have abilities
# while it lasts (an Event's "until the end of the turn, characters ... there lose and can't
# have abilities"): `MlpGame.take_abilities_away`, filed by the board index (`held_lost`)
LOSES_ABILITIES = "loses_abilities"
# the category of a continuous ability under which the Problem at its card's area loses and
# can't have abilities while a condition that reads power holds ("While this card has power
# higher than any other Friend here, this card's Problem loses and can't have abilities."):
# power is not kept with the board, so while one is in effect the condition is read again at
# every look-up of the statics table (`MlpGame._statics_table`)
PROBLEM_LOSES_ABILITIES_BY_POWER = "problem_loses_abilities_by_power"
# "If a Friend or Resource would enter your discard pile this phase, banish it instead" (an
# Event's instruction, 710): under the owner's key of `flags`, {"turn", "phase", "types"}; it
# holds while that phase of that turn lasts (`MlpGame.banished_instead_of_discard`)
BANISHED_FOR_DISCARD = ("banished_for_discard:0", "banished_for_discard:1")
# the cards in play played by a permission saying "if it would enter your discard pile, banish it
# instead" (`effects.entering_and_leaving_play.allow_play_from`'s "banish"): they keep that rule
# while they stay in play, face-up or face-down (`MlpGame.banished_instead_of_discard`)
PLAYED_TO_BE_BANISHED = "played_to_be_banished"
# of those cards, each with the card whose text gave the permission, `[[card, source id, source
# card id], ...]` (`MlpGame.banishing_text`: the log names it; a card not listed, as on a board
# written by hand, is banished all the same, its line naming no card)
PLAYED_TO_BE_BANISHED_BY = "played_to_be_banished_by"
# the category of the continuous "If a card would enter your discard pile from play, banish it
# instead" (its controller's discard pile: `MlpGame.banished_instead_of_discard`)
DISCARD_FROM_PLAY_BANISHED = "discard_from_play_banished"
# the category of continuous "If you would discard a card, ... instead" (710), on a card in play or
# in the discarding player's hand ("while this card is in your hand"), asked before each card
# discarded (`MlpGame.discard`; `effects.replacement.replace_discard`) in a game holding one
# (`keyword_card_ids`)
DISCARD_REPLACEMENTS = "discard_replacements"
# the category of continuous "If <a player> would draw a card ..., ... instead" (710), asked
# before each card drawn (`MlpGame.draw`; what each does: `effects.replacement.replace_draw`)
DRAW_REPLACEMENTS = "draw_replacements"
# the categories of "Players can't search decks or look at cards in decks." and "Cards can't
# leave discard piles." (FF113 Somnambula's Blindfold; `MlpGame.closed_by`). The effect runtime
# refuses, before anything is done, what searches or looks at cards in a deck or takes cards out
# of a discard pile while such a card is in play (`effects.abilities.closed_zone`), and so does
# the listing of actions; `relocate` never takes a card out of a discard pile then, whatever asks
DECKS_CLOSED = "decks_closed"
DISCARD_PILES_CLOSED = "discard_piles_closed"
# the category of a continuous ability under which an opposing Friend loses and can't have
# abilities from the moment it enters play until the end of the turn ("As an opposing Friend
# enters play, it loses and can't have abilities until the end of the turn."): read by
# `MlpGame.relocate` as the Friend enters, so its own "enters play" texts never trigger
OPP_FRIENDS_ENTER_WITHOUT_ABILITIES = "opp_friends_enter_without_abilities"


def home(player: int) -> str:
    # (the two players' texts kept: a game asks about 300 times)
    if type(player) is int and 0 <= player <= 1:
        return _HOMES[player]
    return f"home:{player}"


_HOMES = ("home:0", "home:1")


def problem_area(player: int) -> str:
    return f"problem:{player}"


def _shift_parents(stack: list[dict], removed: int) -> None:
    """A finished frame was taken from under the frames it pushed (they run next): a frame
    above that keeps the index of the frame waiting below it (`parent`: a guess before a pick
    at random, `effects.at_random`) follows that frame down."""
    for frame in stack[removed:]:
        if frame.get("parent", -1) > removed:
            frame["parent"] -= 1


def copy_state(data: dict) -> dict:
    """A deep copy of plain state data, the same content as a `marshal` round trip in about
    a sixth of the time (a rewind point copies the whole state): the dicts and lists are
    new, immutable values are shared, and anything else (the state holds nothing else)
    goes through `marshal`."""
    copy = {}
    for key, value in data.items():
        kind = type(value)
        if kind is dict:
            value = copy_state(value)
        elif kind is list:
            value = _copy_list(value)
        elif kind not in _IMMUTABLE:
            value = marshal.loads(marshal.dumps(value))
        copy[key] = value
    return copy


def _copy_list(data: list) -> list:
    """`copy_state` for a list."""
    copy = []
    for value in data:
        kind = type(value)
        if kind is dict:
            value = copy_state(value)
        elif kind is list:
            value = _copy_list(value)
        elif kind not in _IMMUTABLE:
            value = marshal.loads(marshal.dumps(value))
        copy.append(value)
    return copy


_IMMUTABLE = frozenset({int, str, bool, float, type(None)})


class CannotComplete(EngineError):
    """705.2: a step of processing an action can't be completed (a cost that can't be
    paid after a choice, a required target gone); the game is rewound to before it."""


class GameOver(Exception):
    """Raised inside the driver when a player wins: 103.1, no further actions are performed."""


class Halted(Exception):
    """Raised inside the driver where `MlpGame.halt` asks the run to stop between two steps
    of the turn: the state stays exactly as it was there, and `run` goes on from it."""


# the continuous-ability category of "You may play this card from your discard pile." (filed
# by `MlpGame.keyword_card_ids` beside the printed keywords)
PLAYABLE_FROM_DISCARD = "play_from_discard"
# ... and of the cards with an ability used from the hand (`library.FROM_HAND`), or from the
# discard pile (`library.FROM_DISCARD_PILE`)
ACTIVATED_FROM_HAND = "activated_from_hand"
ACTIVATED_FROM_DISCARD = "activated_from_discard_pile"
# the kind of modifier that keeps a card in play until it ends ("that Friend can't leave play
# this turn"; see `MlpGame.can_leave_play`)
STAYS = "stays"
# the kind of modifier that keeps a character where it is as its Problem is solved ("When that
# character's Problem is solved this turn, if that character would be sent home, it isn't sent
# home instead"; `replacement.send_home_instead`)
STAYS_WHEN_SOLVED = "stays_when_solved"
# What a text asks of the turn so far ("if a Friend left play this turn", "the second card
# they have played this turn", "if you won a Problem faceoff by at least 5 power this turn",
# "players can't draw more than 2 cards per turn"): an ability whose params hold `turn_record`
# is filed under this key by `MlpGame.keyword_card_ids`, and only a game holding such a card
# keeps the record (`MlpGame.this_turn`), so the others' states stay as they were.
TURN_RECORD = "turn_record"
# Replacement text that works from its card's discard pile ("While this card is in your
# discard pile, if one of your Friends would leave play, ... instead"): an ability whose
# params hold `from_discard` is filed under this key by `MlpGame.keyword_card_ids`, so the
# discard piles are looked through only in a game holding such a card
FROM_DISCARD = "from_discard"
# A flipped card's continuous Chaos text (`library.WHILE_FLIPPED`, "Chaos: While this card is
# flipped, your characters have +1 power."): its card is filed under this key by
# `MlpGame.keyword_card_ids`; in a game holding such a card, the statics table adds the
# abilities of the cards flipped in the running faceoff (`MlpGame.flipped_statics_changed`)
# the events the record counts (see `MlpGame._record_turn`)
_RECORDED_EVENTS = frozenset({"left_play", "played", "enter_play", "faceoff_won", "discarded"})
# ... and of the cards with a triggered ability that works while the card is in its owner's hand,
# discard pile or banished zone ("When you move a character, you may put this card from your
# hand into play."): the ability's `from_zone` param names the zone
TRIGGERS_OUTSIDE_PLAY = "triggers_outside_play"
# "Opponents can't play more than one card of each type per turn.": in a game holding such a
# card, the types each player plays are written down (`keyword_card_ids` lists its cards)
ONE_CARD_PER_TYPE = "one_card_per_type"
# "You control that Friend." (on a card played on a Friend): only a game holding such a card
# asks, before each priority, whether a control it gives follows its losing or regaining its
# abilities (`effects.control.host_control_follows_abilities`)
CONTROLS_HOST = "controls_host"
# the continuous abilities `keyword_card_ids` lists the cards of, by category
_GAME_INDEXED_STATICS = (PLAYABLE_FROM_DISCARD, ONE_CARD_PER_TYPE, DISCARD_REPLACEMENTS, CONTROLS_HOST)
# the event at the end of a Main Phase ("At the end of your Main Phase, ..."), under which
# `MlpGame.keyword_card_ids` files the cards with a text it triggers
MAIN_PHASE_END = "main_end"
# the event of a player paying their last action token ("When an opponent pays their last
# action token, ..."), under which `MlpGame.keyword_card_ids` files the cards that trigger on it
PAID_LAST = "paid_last"
# the event of a player scoring points (emitted only in a game with a card in play that
# triggers on it)
SCORED = "scored"


def _dilemma_words(name: str, owner: int) -> str:
    """A Dilemma's area named by its Dilemma (`MlpGame.dilemma_title`)."""
    return f"Dilemma {name} (P{owner}'s)"


def _left_play_words(name: str, verb: str, zone: str, owner: int, token: bool, why: str = "") -> str:
    """A card leaving play in the log, with the zone it goes to in the rules' words: its
    owner's, as a card of one player's controlled by the other goes to its owner's (513.1),
    and none for a token, which ceases to exist (521.3). `why`: what the game did it for, said
    alike for a card and a token ("for P0's home limit", `_home_limit_words`)."""
    said = f"{name} is {verb}{' ' + why if why else ''}"
    if token:
        return f"{said}: a token, it ceases to exist (521.3)"
    if zone == "deck":  # ("put on top of its owner's deck": the verb says where)
        return f"{said} (P{owner}'s deck)"
    if zone == "banished" and verb == "banished":
        return said
    return f"{said}{',' if why else ''} to P{owner}'s {ZONE_NAMES.get(zone, zone)}"


def _home_limit_words(rule: str, ctrl: int) -> str:
    """Why a Friend retired by the Wrap Up Step leaves play, in the log line of its leaving:
    "for P0's home limit" (616.3: the turn player retires their Friends at home in excess of it);
    "" for any other leaving. The Rule column alone does not say it to a reader of the line."""
    return f"for P{ctrl}'s home limit" if rule == "616.3" else ""


class MlpGame:
    """A game in progress. `s` is the whole state; `log` the event log."""

    __slots__ = ("_answered", "_began", "_board", "_cache", "_decision", "_dilemmas", "_entering", "_entering_choices", "_faces", "_keyword_card_ids",
                 "_leaving", "_leaving_given", "_left_by", "_log", "_logged", "_names", "_questions", "_renumbered", "_rewind",
                 "_running", "_unchanging", "from_file",
                 "halt", "lib", "nothing_said_at",
                 "offmain_kinds", "option_texts", "s", "said_before", "settled_board", "text_did_at")

    def __init__(self, state: dict[str, Any], library: CardLibrary) -> None:
        self.s = state
        self.lib = library
        library.prepare({c["card"] for c in state["cards"].values()})
        self._log: list[LogEntry] = []
        self._logged: tuple[int, set[str]] = (0, set())  # see `logged`
        # how far `abilities.note_nothing_happened` read the log for a text ("(by the text of
        # ...)"), at the turns of one parity (None: at every turn), and the "Nothing happens" lines
        # it wrote last there by then: read on from there at its next question (the log only
        # grows until `restore`)
        self.nothing_said_at: dict[tuple[str, int | None], tuple[int, dict[str, int]]] = {}
        # the places in the log of the lines a triggered text ("(by the text of ...)", its
        # ability's index) wrote other than "Nothing happens" ones, at the turns of one parity, in
        # log order (`abilities.run_ability`): a "Nothing happens" line it wrote before the last
        # of them is said again; kept with a snapshot
        self.text_did_at: dict[tuple[str, int, int], list[int]] = {}
        # The lines written before the position was read from a file that what is said next
        # depends on (`engine.mlp.said_before`), each with its place counted back from where
        # the log then ended (-1: the last line written before the board was saved), in log
        # order: the lines of the texts resolving as it was saved and the "not repeated" lines.
        # The places of `text_did_at` and `first_run_mark` before the load are counted alike.
        self.said_before: list[tuple[int, LogEntry]] = []
        self._decision: Decision | None = None
        # where a judge asked the run to stop between two steps of the turn (`Halted`): called
        # with the name of the turn step about to start (`flow.TURN_STEPS`); not part of the state
        self.halt: Callable[[str], bool] | None = None
        # Derived values (which cards have which continuous abilities, whether the state
        # checks are clean), dropped whenever an id or timestamp is taken: every change to
        # what is in play, face up, frightened or turned over takes a new id or timestamp
        # (see docs/engine.md, "How it is built").
        self._cache: dict[str, Any] | None = None
        # The board index (`board()`) is dropped with the cache, except by changes that
        # touch no card in play (see `relocate`).
        self._board: BoardIndex | None = None
        # The board index while it has nothing waiting to be filed, else None: the rules
        # look the board up several thousand times a game, and reading
        # `g.settled_board or g.board()` saves the method call (a few per cent of a
        # playout, measured side by side). Set by `board()`; dropped with `_board` and
        # whenever the index follows a card entering play (`relocate`), the only change
        # that leaves it work (and cards moving while such work waits, `move`); other
        # cards moving between zones keep it.
        self.settled_board: BoardIndex | None = None
        # While a query that changes nothing runs (`unchanging`): a token of its own, else None
        self._unchanging: object | None = None
        # A position read from a file may carry running procedures or a pending decision
        # that do not fit the board; such a game reports them instead of crashing.
        self.from_file = False
        # 705.2: the pending decision just answered, and the position before the action
        # being processed (kept in memory until the action asks a question, then in its frame)
        self._answered: dict[str, Any] | None = None
        self._rewind: tuple[dict, dict | None] | None = None
        self._keyword_card_ids: dict[str, frozenset[str]] | None = None  # see `keyword_card_ids`
        self._faces: dict[int, Spec] = {}  # see `spec`
        self._names: dict[int, str] = {}  # see `name`
        # The cards that changed zones since the last log entry was written, old number -> new
        # (410.6: each is a new card): the entry telling of the move names both (`note`). Not
        # part of the state: it never outlives the handler that moved the cards.
        self._renumbered: dict[int, int] = {}
        self._dilemmas: dict[str, str] = {}  # see `dilemma_title`
        # What the kinds of card this game holds could ever let a player do outside their
        # Main Phase, with the `keyword_card_ids` it was read from, and which card ids could
        # (`actions._needs_of_the_game`).
        self.offmain_kinds: tuple[dict, bool, bool, bool, bool, frozenset[str]] | None = None
        # The keys and labels of moves and plays listed so far, by what they are made from
        # (`actions._option_text`).
        self.option_texts: dict[tuple, tuple[str, str]] = {}
        # The frame the driver is running (`run`), and the question frames its handler has
        # pushed so far for the cards it acts on (`push_question`); not part of the state:
        # they last one call of a handler.
        self._running: dict | None = None
        self._questions: tuple[dict | None, list[dict]] = (None, [])
        # The frames of texts resolving, with the log's length and the answers given as each
        # first ran (`first_run_mark`); not part of the state: a frame asks, or waits on the
        # frames it pushed, and runs again. None for those running already as the position was
        # read or restored: what they did before is not known.
        self._began: list[tuple[dict, tuple[int, int] | None]] = self._running_already()
        # The card whose text left an instruction for later that is being carried out now
        # (`text_left_by`), "" otherwise: no frame of its own is resolving then.
        self._left_by = ""
        # The cards one instruction is taking out of play together, as they were in play
        # (`leaving_together`); not part of the state: it lasts one call of a handler.
        self._leaving: list[tuple[int, dict[str, Any]]] = []
        # and what each of them had by Teamwork then (`teamwork.givers`)
        self._leaving_given: dict[int, list[tuple[Spec, bool, int]]] = {}
        # The entering of each card one instruction is putting into play together
        # (`entering_together`), told once all of them are in play; None when no such
        # instruction is being carried out. Not part of the state: it lasts one call of a handler.
        self._entering: list[dict[str, Any]] | None = None
        # The choices made "as [the card] enters play" of such a batch as it is told of
        # (`entering_together`), made in the order 801.1 gives; None when no batch is told of.
        self._entering_choices: list[dict[str, Any]] | None = None

    # ----- protocol -------------------------------------------------------------------------

    def pending(self) -> Decision | None:
        """The decision the game waits on, or None when the game is over."""
        data = self.s["pending"]
        if data is None:
            return None
        decision = self._decision
        if decision is None:
            decision = self._decision = Decision.from_dict(data)
        return decision

    def submit(self, answer: str | Sequence[str]) -> None:
        """Answer the pending decision; the game runs to the next one."""
        decision = self.pending()
        if decision is None:
            raise IllegalAnswer("the game is over; there is nothing to answer")
        keys = decision.check_answer(answer)
        before = self.snapshot() if self.from_file else None
        self._answered = self.s["pending"]
        self.s["pending"] = None
        self._decision = None
        self.s["stack"][-1]["ans"] = keys
        self.s["answers"] += 1
        if before is None:
            self.run()
            return
        try:
            self.run()
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            self.restore(before)
            raise IllegalAnswer(f"this position (read from a file) cannot continue with {keys}: "
                                f"{type(exc).__name__} {exc}") from None

    @property
    def result(self) -> dict[str, Any] | None:
        return self.s["result"]

    def snapshot(self) -> Snapshot:
        """The position and its log, with which of the log's lines each triggered text wrote
        (`text_did_at`: the log alone does not say which of a card's texts wrote a line), the
        lines kept from before the position was read from a file (`said_before`) and where each
        text resolving began (`first_run_mark`, by its place on the stack). The log's entries
        are immutable tuples, so a snapshot keeps references to them: restoring gives back
        exactly this log, also when the game was restored to an earlier snapshot in between (a
        keyframe further on is not an extension of the shorter log the game then has)."""
        return (marshal.dumps(self.s), tuple(self._log), {key: tuple(at) for key, at in self.text_did_at.items()},
                tuple(self.said_before), tuple(self.began_marks()))

    def restore(self, snapshot: Snapshot) -> None:
        state, log, did, before, marks = snapshot
        self.s = marshal.loads(state)
        self._log[:] = log
        self._logged = (0, set())
        self.nothing_said_at = {}
        self.text_did_at = {key: list(at) for key, at in did.items()}
        self.said_before = list(before)
        self._decision = None
        self.resume_marks(marks)
        self._cache = None
        self._board = self.settled_board = None
        self._rewind = None
        self._keyword_card_ids = None
        self._faces = {}
        self._names = {}
        self._renumbered = {}

    def digest(self) -> str:
        return digest(self.s)

    # ----- the driver -----------------------------------------------------------------------

    def run(self) -> None:
        """Run frames until a decision is needed or the game ends."""
        s = self.s
        stack = s["stack"]
        steps = 0
        try:
            while stack and s["pending"] is None and s["result"] is None:
                steps += 1
                if steps > MAX_STEPS_WITHOUT_DECISION:
                    # A mandatory loop (802.3) the engine does not break: stop instead of hanging.
                    raise EngineError(f"no decision after {steps} steps: the game is in a loop (802)")
                index = len(stack) - 1
                frame = self._running = stack[index]
                if HANDLERS[frame["op"]](self, frame):
                    del stack[index]
                    _shift_parents(stack, index)
                elif s["pending"] is not None:  # (it asked: the run stops)
                    if stack[-1] is not frame and stack is s["stack"]:
                        # the handler asked after pushing frames (a replacement of something it
                        # did, 710): the answer is its own, and those frames run once it is done
                        del stack[index]
                        stack.append(frame)
                    break
                stack = s["stack"]
        except GameOver:
            pass
        except Halted:
            return  # (the turn frame is left as it was: running again goes on from here)
        except CannotComplete as exc:
            self._rewind_action(exc)
            return
        finally:
            self._running = None
            self._questions = (None, [])
        if self._rewind is not None:
            self._keep_rewind_point()
        if s["result"] is not None:
            s["pending"] = None
            s["stack"] = []

    # ----- 705.2: rewinding an action that can't be completed ----------------------------

    def mark_rewind_point(self) -> None:
        """Called as a player's answer to a priority decision starts an action that may ask
        questions while it is processed: remember the position exactly as it was while
        that decision was pending (same digest), to rewind to if a step can't be completed."""
        s = self.s
        answered = self._answered
        if answered is None:
            return
        s["pending"], s["answers"] = answered, s["answers"] - 1
        try:
            self._rewind = (copy_state(s), None)
        finally:
            s["pending"], s["answers"] = None, s["answers"] + 1

    def bind_rewind_point(self, frame: dict | None) -> None:
        """The action's processing runs in `frame` (None: it needed none)."""
        if self._rewind is not None:
            self._rewind = (self._rewind[0], frame) if frame is not None else None

    def _keep_rewind_point(self) -> None:
        """The run stopped: if the action is still being processed (it asks a question),
        its frame keeps the position to rewind to, so that it is saved with the game."""
        state, frame = self._rewind
        self._rewind = None
        if self.s["pending"] is not None and frame is not None and "rewind" not in frame \
                and any(f is frame for f in self.s["stack"]):
            frame["rewind"] = state

    def _rewind_action(self, exc: CannotComplete) -> None:
        if self._rewind is not None:
            state = self._rewind[0]
        else:
            state = next((f["rewind"] for f in reversed(self.s["stack"]) if "rewind" in f), None)
            if state is None:
                raise EngineError(f"internal: {exc}, and no action to rewind") from exc
        self._rewind = None
        self.s = state
        self._decision = None
        self._began = self._running_already()
        self._cache = None
        self._board = self.settled_board = None
        self._keyword_card_ids = None
        self._faces = {}
        self._names = {}
        self._renumbered = {}
        self.note("705.2", f"{exc}: the action can't be completed; the game is rewound to "
                           "immediately before it was taken")

    def push(self, op: str, **data: Any) -> dict:
        frame = {"op": op, **data}
        self.s["stack"].append(frame)
        return frame

    def _running_already(self) -> list[tuple[dict, tuple[int, int] | None]]:
        """The frames of a position read or restored, whose first run is not known."""
        return [(frame, None) for frame in self.s["stack"]]

    def began_marks(self) -> list[tuple[int, tuple[int, int]]]:
        """The `first_run_mark` of each frame on the stack whose first run is known, with the
        frame's place on the stack (bottom first): saved with the board."""
        stack = self.s["stack"]
        return [(index, mark) for index, frame in enumerate(stack) for known, mark in self._began
                if known is frame and mark is not None]

    def resume_marks(self, marks: Sequence[tuple[int, tuple[int, int]]]) -> None:
        """The `first_run_mark`s of the frames of a position read from a file, by their
        places on the stack, as `began_marks` gave them when the board was saved."""
        stack = self.s["stack"]
        known = dict(marks)
        self._began = [(frame, known.get(index)) for index, frame in enumerate(stack)]

    def lines_between(self, start: int, end: int) -> list[tuple[int, LogEntry]]:
        """The log's lines at places `start` up to (not including) `end`, each with its place,
        those written before the position was read from a file (`said_before`, at places below
        0) included."""
        found = [(at, entry) for at, entry in self.said_before if start <= at < end] if start < 0 else []
        first = max(start, 0)
        found.extend(zip(range(first, end), self._log[first:end], strict=False))
        return found

    def first_place(self) -> int:
        """The first place of the log `lines_between` knows: that of the earliest line kept
        from before the position was read from a file, else 0."""
        return self.said_before[0][0] if self.said_before else 0

    def first_run_mark(self, frame: dict) -> tuple[int, int] | None:
        """The log's length and the answers given (`answers`) as this frame first ran: what a
        text resolving has done by the time it is over is what the log gained since, and
        whether its player was asked anything. Kept while it runs (`forget_frame`); None for
        a frame that was running already as the position was read or restored."""
        for known, mark in self._began:
            if known is frame:
                return mark
        mark = (len(self._log), self.s["answers"])
        self._began.append((frame, mark))
        return mark

    def forget_frame(self, frame: dict) -> None:
        """The frame is over: its `first_run_mark` goes."""
        self._began = [(known, mark) for known, mark in self._began if known is not frame]

    def push_question(self, frame: dict) -> None:
        """Push a frame that asks about one card (a replacement of what happens to it, 710.5;
        where it goes instead of home; a price for moving it) while the text running may act
        on several cards one after another ("discard 2 cards", "ready any number of
        characters there", the Friends retired over the home limit). The stack runs its top
        first, so each such frame goes beneath those the same text pushed for the cards it
        acted on before: the questions come in the order the text acts on the cards (the
        order the player chose them, 705.2e), not last card first. (710.5 lets the affected
        player choose among the replacements of one occurrence, not the order of several
        occurrences; an instruction making one occurrence of several cards lets them choose
        that order itself: `verbs.act_together`.) The frames are known by the handler call
        that pushed them: a frame asking pushes its own in turn (Smolder, discarded in another
        card's place, is asked about as that replacement is carried out)."""
        if frame["op"] not in QUESTIONS:
            raise EngineError(f"internal: {frame['op']} is not a question a text waits on (QUESTIONS)")
        stack = self.s["stack"]
        running, pushed = self._questions
        if running is not self._running:
            pushed = []
            self._questions = (self._running, pushed)
        depth = len(stack)
        while depth and any(stack[depth - 1] is q for q in pushed):
            depth -= 1
        stack.insert(depth, frame)
        pushed.append(frame)

    def ask(
        self,
        player: int,
        kind: str,
        prompt: str,
        pairs: Iterable[tuple[str, str]],
        minimum: int = 1,
        maximum: int = 1,
        context: dict[str, Any] | None = None,
    ) -> None:
        pairs = list(pairs)
        if kind != "priority":  # (a priority window offers actions, never a card alone)
            pairs = self._told_apart(pairs)
        if not pairs:
            raise EngineError(f"internal: {kind} decision with no options")
        self._renumbered.clear()  # (a line written after the question tells of no move before it)
        context = context or {}
        if len(pairs) < maximum:
            maximum = len(pairs)
        self.s["pending"] = {
            "player": player,
            "kind": kind,
            "prompt": prompt,
            "options": [{"key": k, "label": label} for k, label in pairs],
            "min": minimum,
            "max": maximum,
            "context": context,
        }
        # the same Decision `pending()` would read back from the state, built while the
        # (key, label) pairs are at hand (see `Decision.from_pairs`)
        self._decision = Decision.from_pairs(int(player), str(kind), str(prompt), pairs, int(minimum),
                                             int(maximum), dict(context))

    def _told_apart(self, pairs: list[tuple[str, str]]) -> list[tuple[str, str]]:
        """Options naming cards in play that share a name (two Critter tokens, two copies of a
        Friend) each say where the card is besides its number: "Critter #31 at problem:0"
        (the area key, named as the board names it when shown), so that a player tells them
        apart at a glance. They are still asked: each is a card of its own (521.2), which a
        lasting effect or a later "that Friend" may name, so the engine never picks one for
        the player however alike they look. A priority window's options are actions ("play|",
        "act|", ...), none of them a card alone: `ask` does not look through them."""
        # (most questions offer at most one card: nothing to tell apart)
        card_options = [(key, label) for key, label in pairs if key.startswith("card:")]
        if len(card_options) < 2:
            return pairs
        cards = self.s["cards"]
        in_play: dict[str, str] = {}  # option key -> the name shown without its number
        for key, label in card_options:
            number = key[5:]
            iid = int(number) if number.isdigit() else None
            if iid in cards and cards[iid]["zone"] == "play" and label == self.name(iid):
                # (as shown: two face-down Troublemakers are alike whatever their faces)
                in_play[key] = label.removesuffix(f" #{iid}")
        names = list(in_play.values())
        alike = {key for key, name in in_play.items() if names.count(name) > 1}
        if not alike:
            return pairs
        return [(key, f"{label} at {cards[int(key[5:])]['area']}" if key in alike else label)
                for key, label in pairs]

    def first_decider(self) -> int:
        """801.1: who makes simultaneous decisions first. The turn player while a new
        priority window is being opened (no player has had priority in it yet; or the Solve
        step's, opened once what its start asks is decided: the Problems are solved and
        replaced as the step starts, 613.1, 601.2), else the player who most recently had
        priority."""
        s = self.s
        for frame in reversed(s["stack"]):
            if frame["op"] == "solve_window":
                return s["turn_player"]
            if frame["op"] == "window":
                if not frame.get("had"):
                    return s["turn_player"]
                break
        return s["flags"].get("last_priority", s["turn_player"])

    def solving(self) -> bool:
        """Are solved Problems being replaced now? Problems become solved only as the Solve
        step starts (613.1), and are replaced then (613.2), before its window opens (601.2:
        the `solve_window` frame waits on the stack meanwhile). A Problem a card's text
        replaces in that window ("you may replace a Problem") or at any other time is not
        solved, so "when this Problem is solved" (Applebuck Season) and "when this card's
        Problem is solved, ... isn't sent home" (Hughbert Jellius) do nothing then."""
        return any(frame["op"] == "solve_window" for frame in self.s["stack"])

    @property
    def log(self) -> list[LogEntry]:
        """The event log (the game's own list: do not modify it)."""
        return self._log

    def logged(self, text: str) -> bool:
        """Has the log an entry saying exactly `text`? The texts of its entries are kept in
        `_logged` with how many entries they cover: the log only grows (`note`) until
        `restore` puts another in its place, which drops them, so each entry is read once, not
        at every question (a face-down Troublemaker kept so asks in every Uncover Step)."""
        covered, texts = self._logged
        log = self._log
        if not covered:
            texts.update(entry.text for _, entry in self.said_before)
        if covered < len(log):
            texts.update(entry.text for entry in log[covered:])
            self._logged = (len(log), texts)
        return self.as_written(text) in texts

    def as_written(self, text: str) -> str:
        """`text` as `note` writes it, its number changes aside: its Problems named
        (`problems_named`) and a bracket before the card whose text did it made one with it
        (`one_bracket`), for a line to be compared with those written."""
        return one_bracket(self.problems_named(text))

    def problems_named(self, text: str) -> str:
        """`text` as the log writes it: a Problem's area named by the Problem in it now, with
        whose it is, as the Confront Step's options name it ("Runaway Cart #40 (P1's)"; "the
        Problem at problem:1" too), where the Problem that lies there later would make the
        area's words untrue; a Dilemma's area by its Dilemma (`dilemma_title`: the area ends
        with it, 522.3). Where the line names that Problem already ("P1 puts It's Alive! #40 into
        play at problem:1", "P0 chooses Runaway Cart #40 at problem:1"), its area is left to be
        read as whose Problem it is ("at P1's Problem"), as homes and an area with no Problem in
        it (being replaced, 613.2) are, as the log is read (`view.place_words`)."""
        if DILEMMA_PREFIX in text:
            text = _DILEMMA_AREA.sub(lambda found: self.dilemma_title(found.group(0)), text)
        if "problem:" not in text:
            return text
        # (a Problem named only as the card whose text did it, " (by the text of Swaying the
        # Seaponies #3)", is not named as the place: the area is named by it too)
        cut = text.rfind(_BY_TEXT)
        said = text if cut < 0 else text[:cut]
        words: dict[str, str | None] = {}  # each area key found: the words for it (None: as it is)

        def named(found: re.Match) -> str:
            key = found.group(1)
            if key not in words:
                words[key] = self._problem_words(key, said)
            return words[key] or found.group(0)

        return _PROBLEM_AREA.sub(named, text)

    def _problem_words(self, key: str, said: str) -> str | None:
        """The words `problems_named` puts for area `key` in a line saying `said` (up to the
        card whose text did it): the Problem there with whose it is, or None where the area
        has no Problem or the line names that Problem already."""
        area = self.s["areas"].get(key)
        if area is None or area["problem"] is None or area["problem"] not in self.s["cards"]:
            return None
        name = self.name(area["problem"])
        # (most lines do not hold the name at all: those need no pattern made and searched for)
        if name in said and re.search(rf"{re.escape(name)}\b", said) is not None:
            return None
        return f"{name} (P{area['owner']}'s)"

    def note(self, rule: str, text: str) -> None:
        """Add a log entry citing the rule that made it happen, a Problem's or Dilemma's area
        named by the card in it as the entry is written (`problems_named`): other area keys
        are put in words as the log is read."""
        text = self.problems_named(text)
        if self._renumbered:
            text = self._now_numbered(text)
        text = one_bracket(text)
        # (`tuple.__new__` directly: a named tuple's own constructor is a Python function,
        # and a game writes about a thousand entries)
        self._log.append(_new_tuple(LogEntry, (self.s["turn"], rule, text)))

    def _now_numbered(self, text: str) -> str:
        """A log entry written as cards changed zones names each such card by the number it
        had and the one it has now (410.6: it is a new card, and the judge finds it by that
        number where it went): "P1 discards Applejack, Protective Big Sis #146 (now #250)".
        Not when the entry says the new number itself ("... put into the queue as Sorry Stamp
        #252"), nor for a card that has since ceased to exist (a token, 521.3). The cards are
        forgotten once an entry is written, or a question is asked. The new number is given
        once, where the card is first named: a card moved by its own text is named again as
        the card whose text did it ("(by the text of Scootaloo, Flying High #373)"), as it was."""
        renumbered, cards = self._renumbered, self.s["cards"]
        if not any(f"#{old}" in text for old in renumbered):
            renumbered.clear()  # (most entries name none of those cards: the numbers need no reading)
            return text
        told: set[int] = set()

        def now(found: re.Match) -> str:
            old = int(found.group(1))
            new = renumbered.get(old)
            if new is None or old in cards or new not in cards or f"#{new}" in text or old in told:
                return found.group(0)
            told.add(old)
            return f"#{old} (now #{new})"

        said = _CARD_NUMBER.sub(now, text)
        renumbered.clear()
        return said

    # ----- lookups --------------------------------------------------------------------------

    def card(self, iid: int) -> dict[str, Any]:
        return self.s["cards"][iid]

    def spec(self, iid: int) -> Spec:
        """A card's current face: its printed spec, or the Boosted side of a Mane Character
        turned over. Kept by instance id in `_faces` (one look-up where working it out takes
        five; a game asks about 7,000 times): a card keeps its card id as long as it exists
        (changing zones makes a new card, 410.6) and only `turn_over` changes its side, so
        an entry goes when its card leaves `state["cards"]` (`relocate`) or is turned over,
        and all go when the state is replaced (`restore`, `_rewind_action`)."""
        found = self._faces.get(iid)
        if found is not None:
            return found
        c = self.s["cards"][iid]
        try:
            face = self.lib._specs[c["card"]]
        except KeyError:
            face = self.lib.spec(c["card"])
        if c["boosted"] and face.boosted is not None:
            face = face.boosted
        if c.get("token") and face.cost:
            face = self.lib.token_face(face)  # (a token copy of a card: its cost is zero, 520.2)
        self._faces[iid] = face
        return face

    def faces(self) -> dict[int, Spec]:
        """The faces `spec` keeps, by instance id (do not modify)."""
        return self._faces

    def cached(self) -> dict[str, Any]:
        """The derived-value cache, emptied when the board changed: every change to what
        is in play, face up, frightened or turned over, where and whose, takes a new
        instance id or timestamp (`_new_iid`, `_timestamp`), and those drop the cache."""
        cache = self._cache
        if cache is None:
            cache = self._cache = {}
        return cache

    def sources(self, category: str) -> list[int]:
        """Face-up cards in play whose current face has continuous abilities of a category
        (cached until the board changes; do not modify)."""
        board = self.settled_board or self.board()
        pairs = self.statics_table().get(category)
        if not pairs:
            return _NO_CARDS
        key = ("sources", category)
        found = board.memo.get(key)
        if found is None:
            found = board.memo[key] = list(dict.fromkeys(src for src, _ in pairs))
        return found

    def static_abilities(self, category: str) -> list[tuple[int, Any]]:
        """(source, ability) for every continuous ability of a category on a face-up card
        in play, in play order (cached until the board changes; do not modify)."""
        board = self.settled_board or self.board()
        table = board.table
        if table is None:
            table = self._statics_table(board)
        return table.get(category, _NO_PAIRS)

    def statics_table(self) -> dict[str, list[tuple[int, Any]]]:
        """Every continuous ability on a face-up card in play by category, in play order,
        then those Friends have by Teamwork, less those of cards that lost their abilities
        (cached until the board changes; do not modify)."""
        board = self.settled_board or self.board()
        table = board.table
        if table is None:
            table = self._statics_table(board)
        return table

    def _statics_table(self, board: BoardIndex) -> dict[str, list[tuple[int, Any]]]:
        """Work out `statics_table` and `lost_abilities`, kept by the board index until
        it follows a change (`BoardIndex.table`, `BoardIndex.lost`). While a text whose
        loss of abilities reads power is in effect, the index keeps them in `by_power`
        instead, checked at every look-up (`_LostByPower`)."""
        by_power = board.by_power
        if by_power is not None:
            return self._by_power_table(board, by_power)
        lost = _NO_LOST
        statics = board.statics
        if "lose_abilities" in statics or board.held_lost:
            # cards that lose and can't have abilities generate no modifiers (711.4)
            lost = abilities.lost_abilities(self, statics.get("lose_abilities", _NO_PAIRS), board.held_lost)
        table = self._table_less(board, lost)
        if PROBLEM_LOSES_ABILITIES_BY_POWER in statics:
            return self._start_by_power(board, table, lost)
        return table

    def _table_less(self, board: BoardIndex, lost: frozenset[int]) -> dict[str, list[tuple[int, Any]]]:
        """The continuous abilities in play by category (those Friends have by Teamwork and
        those of the cards flipped in a faceoff included), less those of the cards `lost`;
        left in `board.table` and `board.lost`."""
        table = board.statics
        board.lost = lost
        if board.teamwork or lost:
            table = {category: list(pairs) for category, pairs in table.items()}
            if board.teamwork:
                for sharer, category, ability in teamwork.shared_statics(self):
                    table.setdefault(category, []).append((sharer, ability))
            if lost:
                for key in list(table):
                    table[key] = [pair for pair in table[key] if pair[0] not in lost]
        board.table = table
        if self.s["faceoff"] is not None and WHILE_FLIPPED in self.keyword_card_ids():
            flipped = self._while_flipped_statics()  # (read with the table of the cards in play)
            if flipped:
                table = {category: list(pairs) for category, pairs in table.items()}
                for category, pair in flipped:
                    table.setdefault(category, []).append(pair)
                board.table = table
        return table

    def _start_by_power(self, board: BoardIndex, base: dict[str, list[tuple[int, Any]]],
                        base_lost: frozenset[int]) -> dict[str, list[tuple[int, Any]]]:
        """The statics table with the texts whose loss of abilities reads power applied
        (`PROBLEM_LOSES_ABILITIES_BY_POWER`; `base`, `base_lost`: the table and the lost abilities
        without them).

        711.3b, 711.4: such a modifier depends on every modifier that changes the power it
        reads, those of the card it would take abilities from included, so it is applied
        after them: its condition is read with `base`, then the modifiers taking abilities
        away are ordered again with it (`abilities.lost_abilities`: a card whose own text
        takes this one's abilities away comes first if it is older, 711.5), and the table
        is worked out without the abilities lost. Power is not read again after that: the
        modifier was applied, and what it took away does not come back by its own effect.
        The condition reads power, which the board index does not follow (counters,
        modifiers, faceoffs, conditions), so the index keeps the result in `by_power` with
        what was worked out with `base`, and every look-up reads the condition again with
        `base` (`_by_power_table`; the first only, in a query that changes nothing)."""
        pairs = board.statics[PROBLEM_LOSES_ABILITIES_BY_POWER]
        record = board.by_power = _LostByPower(pairs, base, base_lost)
        board.table = board.lost = None  # (look-ups come to `_by_power_table`)
        # values read with `base` are kept apart from the board's own from the start: a
        # look-up that began before this one (`power._values`) keeps them in the dictionary
        # it took, which must hold values of the table in effect
        record.base_values = _fresh_derived()
        record.targets = record.read(self, board)
        record.read_in = self._unchanging
        if any(record.targets):
            fixed = list(zip(pairs, record.targets, strict=True))
            lost = abilities.lost_abilities(self, board.statics.get("lose_abilities", _NO_PAIRS), board.held_lost,
                                            fixed)
            if lost != base_lost:  # (else the texts' cards lost their abilities first)
                record.table, record.lost = self._table_less(board, lost), lost
                board.table = board.lost = None
                return record.table
        record.base_values = None  # (`base` is in effect: the board's own values are read with it)
        return base

    def _by_power_table(self, board: BoardIndex, record: _LostByPower) -> dict[str, list[tuple[int, Any]]]:
        """`statics_table` while texts whose loss of abilities reads power are in effect:
        while their condition is read, the table without them; else the table worked out
        with them, once their condition is read again and found as it was (a change that
        alters it drops what was derived from the table, and the table is worked out
        again). Within a query that changes nothing (`unchanging`), power can't change
        either: the condition is read at its first look-up only."""
        if record.reading:
            return record.base
        if self._unchanging is not None and record.read_in is self._unchanging:
            return record.table
        if record.read(self, board) == record.targets:
            record.read_in = self._unchanging
            return record.table
        self._cache = None
        board._followed(None)
        return self._statics_table(board)

    def _while_flipped_statics(self) -> list[tuple[str, tuple[int, Any]]]:
        """(category, (card, ability)) of each continuous "Chaos: While this card is flipped"
        ability of the cards flipped in the running faceoff and not ignored (515.4), but those
        of a player whose flipped cards lost their abilities."""
        fo = self.s["faceoff"]
        cards = self.s["cards"]
        found = []
        for flipper, flipped in enumerate(fo["flipped"]):
            pairs = [(category, (iid, ability)) for iid in flipped
                     if iid in cards and cards[iid]["zone"] == "flip" and iid not in fo["ignored"]
                     for category, listed in self.spec(iid).flipped_statics.items() for ability in listed]
            if pairs and not power.flipped_abilities_lost(self, flipper):
                found += pairs
        return found

    def statics_read_power(self) -> bool:
        """Is a text in play whose loss of abilities reads power (`_by_power_table`), which a
        query that changes nothing reads once (`unchanging`)?"""
        return PROBLEM_LOSES_ABILITIES_BY_POWER in (self.settled_board or self.board()).statics

    @contextmanager
    def unchanging(self) -> Iterator[None]:
        """While a query that changes nothing of the game runs (`actions.legal` listing what a
        player may do): what is derived from power, which such a query can't change, is read
        once in it (`_by_power_table`). A query within another is part of it."""
        if self._unchanging is not None:
            yield
            return
        self._unchanging = object()  # (what was read in an earlier query is not taken for read in this one)
        try:
            yield
        finally:
            self._unchanging = None

    def flipped_statics_changed(self, iid: int | None = None) -> None:
        """Card `iid` was flipped, ignored or put away from the flip zone before the faceoff
        ended (`relocate`; None: the flipped cards were put away as a faceoff ended): in a game holding a card with a continuous ability that works while
        it is flipped (`WHILE_FLIPPED`), the statics table and what was derived from it are
        worked out again, unless `iid` has no such ability (its being flipped or ignored
        then adds nothing to the table nor takes anything from it)."""
        if WHILE_FLIPPED in self.keyword_card_ids() and (iid is None or self.spec(iid).flipped_statics):
            self._effects_changed()

    def lost_abilities(self) -> frozenset[int]:
        """Cards in play that have lost (and can't have) their abilities (cached)."""
        board = self.settled_board or self.board()
        lost = board.lost
        if lost is None:
            self._statics_table(board)  # works it out
            lost = board.lost
            if lost is None:  # (kept in `by_power`)
                by_power = board.by_power
                lost = by_power.base_lost if by_power.reading else by_power.lost
        return lost

    @property
    def player_names(self) -> tuple[str, str]:
        """The players' names the board gives ("" for a player it names not): what people read
        says them for "P0" and "P1" (`engine.core.player_names`)."""
        first, second = (player.get(NAME, "") for player in self.s["players"])
        return first, second

    def name(self, iid: int) -> str:
        """How the log and option labels name a card: its current face's name, except for
        a face-down Troublemaker. Kept by instance id in `_names` for every card but
        Troublemakers (which are named by whether they are face down): the name of any
        other card reads only its face, so an entry goes when its card leaves
        `state["cards"]` (`relocate`) or is turned over (`turn_over`), and all go when
        the state is replaced (`restore`, `_rewind_action`); see `spec`."""
        found = self._names.get(iid)
        if found is None:
            c = self.s["cards"].get(iid)
            if c is None:
                return f"#{iid}"
            spec = self.spec(iid)
            if spec.type == "troublemaker":
                return f"face-down Troublemaker #{iid}" if c["face_down"] else f"{spec.name} #{iid}"
            found = self._names[iid] = f"{spec.name} #{iid}"
        return found

    def name_or_printed(self, iid: int | None, card: str) -> str:
        """Card `iid` as the log names it while it is in the game, else by the printed name of
        its card id `card`: a card whose text did something and has since changed zones (a new
        card, 410.6) is named as the card it was."""
        return self.name(iid) if iid is not None and iid in self.s["cards"] else self.lib.spec(card).name

    def opponent(self, player: int) -> int:
        return 1 - player

    def player(self, p: int) -> dict[str, Any]:
        return self.s["players"][p]

    def in_play(self) -> list[int]:
        return self.s["play"]

    def board(self) -> BoardIndex:
        """The cards in play filed every way the rules look them up (one pass per board
        change; see `BoardIndex`)."""
        index = self.settled_board
        if index is not None:
            return index
        index = self._board
        if index is None:
            index = self._board = BoardIndex(self)
        elif index.unsettled:
            index.settle(self)
        self.settled_board = index
        return index

    def keyword_card_ids(self) -> dict[str, frozenset[str]]:
        """The card ids of this game, in any zone, by the keywords printed on either of
        their faces: a card whose id is not listed under a keyword has it only if
        something grants it. Under `PLAYABLE_FROM_DISCARD`, those whose own text lets them
        be played from the discard pile ("You may play this card from your discard pile."):
        listing the legal actions looks through a discard pile only in a game that has one.
        Under `ONE_CARD_PER_TYPE`, those that limit a player to one card of each type per
        turn: only a game with one writes down the types played. Under `ACTIVATED_FROM_HAND`,
        those with an ability used from the hand; under `TRIGGERS_OUTSIDE_PLAY`, those with a
        triggered ability that works from the hand or the discard pile; under `TURN_RECORD`,
        those whose text reads what happened earlier in the turn; under `FROM_DISCARD`, those
        with replacement text that works from the discard pile.
        Under `DISCARD_REPLACEMENTS`, those with text that may replace a discard (710): only
        a game that has one asks about each card discarded.
        Under `MAIN_PHASE_END`, those with a text that triggers at the end of a Main Phase:
        the turn stops there only in a game that has one (`flow.main_end`).
        Under `PAID_LAST`, those with a text that triggers as a player pays their last action
        token: only a game that has one looks for such a card in play as tokens are paid
        (`pay_tokens`).
        Under `CONTROLS_HOST`, those that say "You control that Friend.": only a game that
        has one looks through the modifiers before each priority for a control that such a
        card's losing its abilities ends (`control.host_control_follows_abilities`).
        Under `REACTS_TO[event]`, those with a reaction waiting for that event of
        `LISTENED_REACTION_EVENTS` (`library.reaction_events`): only in a game that has one
        is the board asked whether the event is a reaction condition to remember
        (`reaction_waits_for`).

        Under `EVERY_CARD_ID`, every card id of the game when it was read.

        Kept until a card of a kind the game did not hold joins it (a token, a card
        created at setup, a Dilemma put into play as a Problem: `put_token`,
        `create_card`, `relocate`; `_card_id_joins`) or the state is replaced. Cards
        leaving the game never make it wrong: it only has to list every card there is.
        """
        found = self._keyword_card_ids
        if found is None:
            lib = self.lib
            ids: dict[str, set[str]] = {}
            every = {c["card"] for c in self.s["cards"].values()}
            for card_id in every:
                printed = lib.spec(card_id)
                for face in (printed, printed.boosted):
                    if face is not None:
                        for name in face.keywords:
                            ids.setdefault(name, set()).add(card_id)
                        for category in _GAME_INDEXED_STATICS:
                            if category in face.statics:
                                ids.setdefault(category, set()).add(card_id)
                        if any(ability.kind == FROM_HAND for ability in face.abilities):
                            ids.setdefault(ACTIVATED_FROM_HAND, set()).add(card_id)
                        if any(ability.kind == FROM_DISCARD_PILE for ability in face.abilities):
                            ids.setdefault(ACTIVATED_FROM_DISCARD, set()).add(card_id)
                        for marker in (TURN_RECORD, FROM_DISCARD, WHILE_FLIPPED):
                            if any(marker in a.params for a in face.abilities):
                                ids.setdefault(marker, set()).add(card_id)
                        if any(ability.params.get("from_zone") for _, ability in
                               (pair for found in face.triggers.values() for pair in found)):
                            ids.setdefault(TRIGGERS_OUTSIDE_PLAY, set()).add(card_id)
                        for event in (MAIN_PHASE_END, PAID_LAST):
                            if event in face.triggers:
                                ids.setdefault(event, set()).add(card_id)
                        if card_id in lib.react_ids:  # (the library's cards with any reaction)
                            for event in reaction_events(face):
                                if event in REACTS_TO:
                                    ids.setdefault(REACTS_TO[event], set()).add(card_id)
            found = {name: frozenset(kinds) for name, kinds in ids.items()}
            found[EVERY_CARD_ID] = frozenset(every)
            self._keyword_card_ids = found
        return found

    def _card_id_joins(self, card_id: str) -> None:
        """A card of id `card_id` joins the game (or a card takes that id): `keyword_card_ids`
        (and what is kept with it) is read again, unless the game held a card of that id
        when it was read (then every list still names every card there is: more tokens of
        a kind already made, another copy of a card already in the game)."""
        found = self._keyword_card_ids
        if found is not None and card_id not in found[EVERY_CARD_ID]:
            self._keyword_card_ids = None

    def teamwork_in_play(self) -> bool:
        """Is a card with Teamwork on either face, or given it by a modifier, in play (cached
        until the board changes)?"""
        return (self.settled_board or self.board()).teamwork

    def at(self, area: str) -> list[int]:
        """Cards in play at an area (a shared cached list: do not modify it)."""
        return (self.settled_board or self.board()).by_area.get(area, _NO_CARDS)

    def characters_at(self, area: str, player: int | None = None) -> list[int]:
        """Characters at an area, optionally only one player's (cached; do not modify)."""
        board = self.settled_board or self.board()
        if player is not None:
            by_player = board.characters_by_area
            if player in by_player:
                by_area = by_player[player]
            else:
                # the player's characters (in play order) by where they stand
                by_area = by_player[player] = {}
                cards = self.s["cards"]
                for iid in board.characters.get(player, _NO_CARDS):
                    by_area.setdefault(cards[iid]["area"], []).append(iid)
            return by_area.get(area, _NO_CARDS)
        cache = board.memo
        key = ("chars_at", area, player)
        found = cache.get(key)
        if found is None:
            cards = self.s["cards"]
            specs = self.lib._specs
            found = [i for i in board.by_area.get(area, _NO_CARDS)
                     if specs[cards[i]["card"]].type in ("friend", "mane")
                     or (specs[cards[i]["card"]].type == "resource" and self.also_friend(i))]
            cache[key] = found
        return found

    def characters(self, player: int) -> list[int]:
        """A player's characters in play (cached; do not modify)."""
        return (self.settled_board or self.board()).characters.get(player, _NO_CARDS)

    def is_character(self, iid: int) -> bool:
        kind = (self._faces.get(iid) or self.spec(iid)).type
        return kind in ("friend", "mane") or (kind == "resource" and self.also_friend(iid))

    def is_type(self, iid: int, kind: str) -> bool:
        """Is the card of this type? (Read from its current face, kept by `spec`: the Boosted
        side of a Mane Character is a Mane Character too; a card made "also a Friend" is
        both its printed type and a Friend.)"""
        printed = (self._faces.get(iid) or self.spec(iid)).type
        return printed == kind or (kind == "friend" and printed == "resource" and self.also_friend(iid))

    def also_friend(self, iid: int) -> bool:
        """Is a card that is not printed as a character also a Friend for now ("this card is
        also a [color] Friend until the end of the phase")? Such a card keeps its printed
        type and is a Friend besides while a modifier of kind `ALSO_FRIEND` on it lasts;
        its color comes with the same modifier (`add_mod`'s `color`). Only Resources say
        this of themselves, so the callers ask it of Resources only."""
        mods = self.s["mods"]
        return bool(mods) and any(m["target"] == iid and m["kind"] == ALSO_FRIEND for m in mods)

    def problems(self) -> list[str]:
        """Problem areas in play, in a fixed order."""
        return [key for key, area in self.s["areas"].items() if area["kind"] == "problem"]

    def problem_card(self, area: str) -> int | None:
        return self.s["areas"][area].get("problem")

    def area_owner(self, area: str) -> int:
        return self.s["areas"][area]["owner"]

    def attachments(self, host: int) -> list[int]:
        """Cards in play attached to `host`, in play order (a shared cached list: do
        not modify it). A card keeps its host id after the host left play, until
        Pre-Priority Processing dismisses it (511.2)."""
        return (self.settled_board or self.board()).by_host.get(host, _NO_CARDS)

    def carried_with(self, host: int) -> list[int]:
        """The cards in play that go where `host` goes (509.3): its attachments, and theirs, for
        a card may be played on an attachment (Trashed on a Resource on a Friend)."""
        carried = list(self.attachments(host))
        for attached in carried:  # (grows as it is read: each attachment's own attachments)
            carried += [card for card in self.attachments(attached) if card not in carried]
        return carried

    def face_up(self, iid: int) -> bool:
        c = self.s["cards"][iid]
        return not c["face_down"] and not c["frightened"]

    # ----- randomness -----------------------------------------------------------------------

    def randbelow(self, n: int) -> int:
        value, self.s["rng"] = rng.below(self.s["rng"], n)
        return value

    def shuffle(self, items: list) -> None:
        self.s["rng"] = rng.shuffle(self.s["rng"], items)

    def shuffle_deck(self, p: int, rule: str, what: str = "their deck") -> None:
        """Shuffle player `p`'s draw deck and log it as "P1 shuffles <what>", with the card
        whose text asked for it (`by_text`): a judge reads whose deck and why. An empty deck
        has no card to randomize, none changing position (410.6): nothing happens, and the
        log says so as for every instruction that can't be done, in the words every text
        finding a deck empty uses (`reasons.deck_empty`): "Nothing happens: P0's deck is empty
        (by the text of Boneless)". A deck of one card is shuffled still: its cards are
        (410.6), though the one card stays where it is."""
        if not self.s["players"][p]["deck"]:
            self.note(rule, f"Nothing happens: {deck_empty(p)}{self.by_text()}")
            return
        self.shuffle(self.s["players"][p]["deck"])
        self.note(rule, f"P{p} shuffles {what}{self.by_text()}")

    # ----- zones (rule 410: a card that changes zones becomes a new card) -------------------

    def _new_iid(self) -> int:
        iid = self.s["next_iid"]
        self.s["next_iid"] = iid + 1
        self._cache = None
        self._board = self.settled_board = None
        return iid

    def _timestamp(self) -> int:
        """A timestamp for a change to a card in play; derived values are dropped."""
        ts = self.s["next_ts"]
        self.s["next_ts"] = ts + 1
        self._cache = None
        self._board = self.settled_board = None
        return ts

    def _record_stamp(self) -> int:
        """A timestamp for a modifier, a waiting trigger or a reaction record.

        Those records are read by no derived value in `cached()` or `board()` (what is
        in play, faces, areas, hosts, controllers, keywords, hands), so taking this
        timestamp keeps them.
        """
        s = self.s
        ts = s["next_ts"]
        s["next_ts"] = ts + 1
        return ts

    def _zone_list(self, c: dict[str, Any]) -> list[int] | None:
        zone = c["zone"]
        if zone == "play":
            return self.s["play"]
        if zone == "queue":
            return self.s["queue"]
        return self.s["players"][c["owner"]][zone]  # (a set-aside card: its owner's `ASIDE` list)

    def _enters_exhausted_by_opponent(self, c: dict[str, Any], controller: int) -> bool:
        """Does a continuous ability of an opponent of `controller`, under whose control the
        card enters play, make it enter play exhausted ("Opposing Friends enter play
        exhausted.", category "opp_friends_enter_exhausted")?"""
        found = self.static_abilities("opp_friends_enter_exhausted")
        if not found or self.lib.spec(c["card"]).type != "friend":
            return False
        cards = self.s["cards"]
        return any(cards[src]["ctrl"] != controller for src, _ in found)

    def _silenced_by_opponent(self, c: dict[str, Any], controller: int) -> int | None:
        """The card whose continuous ability makes this Friend, entering play, lose its abilities
        until the end of the turn (category `OPP_FRIENDS_ENTER_WITHOUT_ABILITIES`), if any: one
        controlled by an opponent of `controller`, under whose control it enters."""
        found = self.static_abilities(OPP_FRIENDS_ENTER_WITHOUT_ABILITIES)
        if not found or self.lib.spec(c["card"]).type != "friend":
            return None
        cards = self.s["cards"]
        return next((src for src, _ in found if cards[src]["ctrl"] != controller), None)

    def relocate(self, iid: int, zone: str, position: str = "top", area: str | None = None,
                 controller: int | None = None, by_game: bool = False) -> int:
        """Move a card to another zone as a new card (410.6); returns its new instance id.

        Ordered zones (decks) keep the top at the end of the list. Tokens that
        leave play cease to exist (521.3) and get id 0. `controller`: the player under
        whose control a card entering play enters, when not its owner (the caller then
        changes its control, 513.2); what reads "opposing" or "your" as it enters reads
        that player. `by_game`: the game moves it (104.3), so no text banishes it instead of
        its entering a discard pile.
        """
        s = self.s
        cards: dict[int, dict[str, Any]] = s["cards"]
        c = cards[iid]
        if c["zone"] == "discard" and zone != "discard" and self.static_abilities(DISCARD_PILES_CLOSED):
            # "Cards can't leave discard piles.": the card stays, the same card (what asked for
            # the move was refused before it was offered, `effects.abilities.closed_zone`)
            self.note("104.2", f"{self.name(iid)} can't leave P{c['owner']}'s discard pile "
                               f"({self.name(self.closed_by(DISCARD_PILES_CLOSED))})")
            return iid
        if zone == "discard" and not by_game and self.banished_instead_of_discard(iid):
            zone = "banished"  # (710: "... would enter your discard pile ..., banish it instead")
        # "Opposing Friends enter play exhausted." (read before the card moves, from the board
        # as it stands, for the player under whose control the Friend enters)
        entering_for = c["owner"] if controller is None else controller
        held_down = zone == "play" and self._enters_exhausted_by_opponent(c, entering_for)
        silencer = self._silenced_by_opponent(c, entering_for) if zone == "play" else None
        # the board index follows the card leaving or entering play (see BoardIndex)
        board = self._board
        leaving = self.name(iid) if c["zone"] == "play" and s["mods"] else ""  # (for a control going back)
        del cards[iid]
        self._faces.pop(iid, None)  # (the face and name kept of the card go with it)
        self._names.pop(iid, None)
        was = c["zone"]
        was_play, to_play = was == "play", zone == "play"
        old = self._zone_list(c)
        if old[-1] == iid:
            old.pop()  # (the top of a deck, the card played last: no search)
        else:
            old.remove(iid)
        if was == ASIDE and not old:
            del s["players"][c["owner"]][ASIDE]  # (the list exists only while it holds a card)
        if was == "banished":
            self._unlink_beneath(iid)
        # A card leaving play keeps its attachments in play, attached to no card in play,
        # until Pre-Priority Processing dismisses them (511.2); modifiers lasting while it
        # is in play end (410.6), and so do control changes of it.
        if was_play:
            if board is not None:
                board.remove(self, iid, c)
            if s["mods"]:
                if any(m["until"] == "play" and m["target"] == iid for m in s["mods"]):
                    s["mods"] = [m for m in s["mods"] if m["target"] != iid or m["until"] != "play"]
                while_key = f"while:{iid}"
                if any(m["kind"] == NO_READY_PHASE and m["until"] == while_key for m in s["mods"]):
                    s["mods"] = [m for m in s["mods"] if m["kind"] != NO_READY_PHASE or m["until"] != while_key]
                self.end_card_durations(iid, leaving, "leaves play")
        if self._board is not board:
            board = None  # meanwhile a change the index does not follow dropped it
        if not to_play and c.get("token"):
            self._moved(iid, zone)
            self._timestamp()  # the board changed without a new card: cached values must go
            self._board = board  # but the board index followed it (`remove` above)
            return 0
        card_id = c["card"]
        if card_id.startswith((GAINED_PREFIX, COPY_PREFIX)):
            card_id = printed_id(card_id)  # (what it gained or copied in play goes with it, 410.6)
        if not to_play and card_id.startswith(DILEMMA_PREFIX):
            card_id = base_id(card_id)  # out of play it is the card it was printed as
            if zone == "problem_deck":
                zone = "discard"  # 522.3a
        elif (to_play and area is not None and area.startswith(DILEMMA_PREFIX)
              and self.lib.card(card_id).dilemma):
            card_id = dilemma_id(card_id)  # 522.1: in play a Dilemma is a Problem (not the cards there)
        if card_id != c["card"]:
            self._card_id_joins(card_id)
        new = self._new_iid()
        self._renumbered[iid] = new
        owner = c["owner"]
        nc = new_card_record(new, card_id, owner)
        nc["zone"] = zone
        cards[new] = nc
        entering_with = 0  # (the +1 power counters it enters play with, 706.1b)
        if to_play:
            nc["area"] = area
            nc["ts"] = self._timestamp()
            if held_down or "enters_exhausted" in self.lib.spec(card_id).statics:
                nc["exhausted"] = True  # "This card enters play exhausted." (as it enters)
            entering = self.lib.spec(card_id).statics.get("enters_with_counters")
            if entering:
                # 706.1b: "This card enters play with two +1 power counters on it." ("... for
                # each of your other Earth Pony Friends": those in play as it enters; on it
                # once it is in play, below)
                entering_with = sum(ability.params["n"] * self.entering_count(entering_for, ability.params.get("per_trait"))
                                    for ability in entering)
            s["play"].append(new)
            if board is not None:
                board.add(new)
                self.settled_board = None
        elif zone == "queue":
            s["queue"].append(new)
        else:
            lst = s["players"][owner].setdefault(ASIDE, []) if zone == ASIDE else s["players"][owner][zone]
            if position == "bottom":
                lst.insert(0, new)
            else:
                lst.append(new)
        self._board = board
        if board is not None and not to_play and not board.unsettled:
            self.settled_board = board  # (what the next `board()` would find: nothing to file)
        if was == "flip" and s["faceoff"] is not None:
            # a flipped card put away before the faceoff ends (one at a time to the bottom of
            # its deck, 402.3, or elsewhere by card text): its "while flipped" text stops
            # counting now, not when the faceoff ends
            self.flipped_statics_changed(new)
        self._moved(iid, zone)
        if silencer is not None:
            # (as it enters: it is never in play with its abilities, 708.2)
            self.take_abilities_away(new, "turn", ctrl=cards[silencer]["ctrl"], src=silencer)
            self.note("708.2", f"{self.name(new)} enters play without its abilities until the end of the turn"
                               + self.by_text(self.name(silencer)))
        if entering_with:
            # on it as it enters, not put (706.1b): the shared counter step, told so
            counters.add_counters(self, new, "power", entering_with, "706.1b", entering_for, entering=True)
        return new

    def watch_move(self, iid: int) -> None:
        """Keep where this card is sent next (`watched_move`): a card that changes zone becomes
        a new card (410.6), so a text that acted on it learns from this what became of that
        card itself ("If you do", 710.1), not from what else moved meanwhile."""
        self.s["flags"].setdefault(MOVES_WATCHED, {})[str(iid)] = None

    def watched_move(self, iid: int) -> str | None:
        """The zone the card `iid` (watched by `watch_move`) was sent to ("banished" when it
        was banished instead of entering a discard pile), or None if it has not changed zone;
        it is no longer watched after."""
        flags = self.s["flags"]
        watched = flags.get(MOVES_WATCHED)
        if watched is None:
            return None
        zone = watched.pop(str(iid), None)
        if not watched:
            del flags[MOVES_WATCHED]
        return zone

    def _moved(self, iid: int, zone: str) -> None:
        """`relocate` sent the card `iid` to `zone`: kept if it is watched (`watch_move`)."""
        flags = self.s["flags"]
        watched = flags.get(MOVES_WATCHED) if flags else None
        if watched is not None and watched.get(str(iid), "") is None:
            watched[str(iid)] = zone

    def closed_by(self, category: str) -> int | None:
        """The first face-up card in play whose continuous ability of `category` closes a zone
        (`DECKS_CLOSED`, `DISCARD_PILES_CLOSED`), or None: most games hold none, one look-up."""
        found = self.static_abilities(category)
        return found[0][0] if found else None

    def banished_instead_of_discard(self, iid: int) -> bool:
        """710: does a text say this card, about to enter its owner's discard pile, is banished
        instead (`banishing_text`)? Asked by `relocate` for every card put into a discard pile,
        so that no way of getting there escapes it; most games hold none of those texts and
        pay two look-ups."""
        return self.banishing_text(iid) is not None

    def banishing_text(self, iid: int) -> str | None:
        """The card whose text banishes this card instead of letting it enter its owner's
        discard pile (710), as the log names it (`by_text`), so that the line of that
        replacement says whose text it is: a card in play's "If a card would enter your discard
        pile from play" (`DISCARD_FROM_PLAY_BANISHED`, only a card leaving play), an Event's
        "If a Friend or Resource would enter your discard pile this phase"
        (`BANISHED_FOR_DISCARD`, from anywhere), or the permission a card in play was played by
        (`PLAYED_TO_BE_BANISHED`). "" when a text does but the board does not say which card's
        (a board written by hand); None when none does."""
        c = self.s["cards"][iid]
        owner = c["owner"]
        flags = self.s["flags"]
        if flags and c["zone"] == "play" and iid in flags.get(PLAYED_TO_BE_BANISHED, ()):
            # (played by a permission whose "banish it instead" it keeps, 710)
            by = next((entry[1:] for entry in flags.get(PLAYED_TO_BE_BANISHED_BY, ()) if entry[0] == iid), None)
            return self.name_or_printed(*by) if by else ""
        entry = flags.get(BANISHED_FOR_DISCARD[owner]) if flags else None
        if entry and entry["turn"] == self.s["turn"] and entry["phase"] == self.s["phase"] \
                and any(self.is_type(iid, kind) for kind in entry["types"]):
            by = entry.get("by")
            return self.name_or_printed(*by) if by else ""
        if c["zone"] != "play":
            return None
        found = self.static_abilities(DISCARD_FROM_PLAY_BANISHED)
        cards = self.s["cards"]
        src = next((src for src, _ in found if cards[src]["ctrl"] == owner), None) if found else None
        return None if src is None else self.name(src)

    def entering_count(self, player: int, trait: str | None, entering: int = 0) -> int:
        """How many times an "enters play with" amount counts for a card `player` puts into
        play: once, or once for each of that player's other face-up Friends with `trait` as
        they are then (207: printed or given by card text, `power.has_trait`); `entering`: the
        card itself, if it is in play already (`copying.enter_as_copy`)."""
        if trait is None:
            return 1
        cards = self.s["cards"]
        return sum(1 for i in self.s["play"] if i != entering and cards[i]["ctrl"] == player and not cards[i]["face_down"]
                   and not cards[i]["frightened"] and self.is_type(i, "friend") and power.has_trait(self, i, trait))

    def create_card(self, card_id: str, owner: int, zone: str) -> int:
        """A fresh card record placed on top of (the end of) a zone list; used at setup."""
        self._card_id_joins(card_id)
        iid = self._new_iid()
        c = new_card_record(iid, card_id, owner)
        c["zone"] = zone
        self.s["cards"][iid] = c
        if zone == "play":
            c["ts"] = self._timestamp()
            self.s["play"].append(iid)
        else:
            self.s["players"][owner][zone].append(iid)
        self.announce_gap(iid)
        return iid

    def announce_gap(self, iid: int) -> None:
        """A card entering the game whose text the engine does not fully carry out is
        named in the log, so no ruling rests on text that silently does nothing. Called
        once per card as it comes into the game (setup, a token, a loaded board); moving
        between zones inside the game does not announce it again."""
        spec = self.lib.spec(self.s["cards"][iid]["card"])
        if not gaps.carried_out(spec):
            c = self.s["cards"][iid]
            where = "in play" if c["zone"] == "play" else f"in the {ZONE_NAMES.get(c['zone'], c['zone'])}"
            self.note(gaps.GAP_RULE, f"P{c['owner']}'s {spec.name} #{iid} ({where}) enters the game: "
                      f"the rules engine does not carry out {gaps.gap_and_reason(spec)}")

    def create_cards(self, card_ids: Sequence[str], owner: int, zone: str) -> None:
        """Fresh card records placed in order on top of a zone outside play (a deck at setup)."""
        for card_id in card_ids:
            self.create_card(card_id, owner, zone)

    # ----- cards beneath cards (glossary: Pumped, Spend) ------------------------------------

    def beneath(self, holder: int) -> list[int]:
        """Cards beneath a card in play (banished cards, oldest first; do not modify)."""
        return self.s["cards"][holder].get("beneath", _NO_CARDS)

    def put_beneath(self, iid: int, holder: int, rule: str, instead: str = "") -> int:
        """Banish a card to beneath another card: it goes to its owner's banished zone (410.5)
        and the holder's record lists it. Returns the banished card's new instance id. One
        line says both, "Hard Hat #8 (now #15) is banished beneath Swan Song #4", as the card
        text does ("banish it to beneath this card"): a line "is banished" alone reads as the
        banished pile, and the number now is the one a judge finds beneath the holder (410.6).
        `instead`: what it replaces, said after ("instead of the bottom of P0's deck", 710.1)."""
        where = f"beneath {self.name(holder)}{instead}" if holder in self.s["cards"] else ""
        new = self.banish(iid, rule, where=where)
        if new and self.s["cards"].get(new, {}).get("zone") == "banished" and holder in self.s["cards"]:
            self.s["cards"][holder].setdefault("beneath", []).append(new)
        return new

    def spend(self, iid: int, rule: str = "Glossary: Spend", by: str | None = None) -> int:
        """Glossary, Spend: a card from beneath another card is put into the discard pile. The
        line names the text that spends it, as every effect's does (`caused_by`: not the
        cost of an activated ability, whose "activates" line names the card); `by` names a
        replacement's card (710.1), whose frame is not the one resolving."""
        owner = self.s["cards"][iid]["owner"]
        name = self.name(iid)
        holder = next((self.name(i) for i in self.s["play"] if iid in self.beneath(i)), "a card")
        new = self.relocate(iid, "discard")
        self.note(rule, f"{name} is spent from beneath {holder} (to P{owner}'s discard pile)" + self.caused_by(rule, by))
        if self.s["cards"][new]["zone"] == "discard":
            self.emit_event("put_in_discard", {"card": new, "owner": owner})
        return new

    def _unlink_beneath(self, iid: int) -> None:
        """A banished card leaves its zone: it is no longer beneath any card, nor banished
        "until this card leaves play" by one (`exiled`)."""
        cards = self.s["cards"]
        for holder in self.s["play"]:
            under = cards[holder].get("beneath")
            if under and iid in under:
                under.remove(iid)
                if not under:
                    del cards[holder]["beneath"]
                return
            exiled = cards[holder].get("exiled")
            if exiled and any(entry[0] == iid for entry in exiled):
                kept = [entry for entry in exiled if entry[0] != iid]
                if kept:
                    cards[holder]["exiled"] = kept
                else:
                    del cards[holder]["exiled"]
                return

    def return_exiled(self, exiled: list | None, holder: str, chooser: int) -> None:
        """ "Banish ... until this card leaves play": that card (named `holder`) left play (or
        became a different card, 505.3), so the cards it banished that way and still banished
        come back into play, each a new card (410.6), through the step every card put back
        into play takes (`PUT_BACK`, asked as a question of the text or procedure running, so
        it comes before that goes on to its next card or step): a Friend at its owner's home or
        at a Problem (302.1, 405.1; the text names no place), as `chooser` decides. That is
        the player who controlled the card as it left play: the controller of the effect that
        banished them and brings them back (513.4); out of play the card has no controller,
        so its last one is read (410.6a)."""
        cards = self.s["cards"]
        due = [[iid, False, chooser] for iid, how in exiled or ()
               if how == "until" and iid in cards and cards[iid]["zone"] == "banished"]
        if due:
            self.push_question({"op": PUT_BACK, "cards": due, "why": holder})

    def dilemma_title(self, area: str) -> str:
        """A Dilemma's area as players name it: by the Dilemma, with its number, as two
        Dilemmas of one name may be in play ("Dilemma Overdue Library Book #296 (P0's)").
        The area is that one Dilemma's for as long as it lasts (522.2, 522.3), so the words
        stay true in the log; they are kept for the log lines written as the area ends,
        once its Dilemma has left play (`close_dilemma_area`)."""
        found = self.s["areas"].get(area)
        if found is not None and found["problem"] is not None:
            title = self._dilemmas[area] = _dilemma_words(self.name(found["problem"]), found["owner"])
            return title
        return self._dilemmas.get(area) or "a Dilemma's area"

    def close_dilemma_area(self, area: str, rule: str = "522.3", dilemma: str | None = None) -> None:
        """522.3: a Dilemma's area ceases to exist when the Dilemma leaves play.

        The rules do not say what happens to cards still there; the engine
        treats them as when a Problem is replaced (613.2): characters are sent
        to their controller's home and everything else there is dismissed by the
        game (face-down Troublemakers too, as they have no area left). `dilemma`:
        the name of the Dilemma that left, for the log lines naming its area."""
        if area not in self.s["areas"]:
            return
        if dilemma is not None:
            self._dilemmas[area] = _dilemma_words(dilemma, self.s["areas"][area]["owner"])
        for iid in list(self.characters_at(area)):
            self.move(iid, f"home:{self.card(iid)['ctrl']}", self.s["turn_player"], rule, send=True)
        for iid in list(self.at(area)):
            if iid in self.s["cards"] and self.card(iid)["zone"] == "play" and not self.card(iid)["host"]:
                self.leave_play(iid, "discard", rule, "dismissed", by_game=True)
        self.note(rule, f"the area of {area} ceases to exist")
        del self.s["areas"][area]

    def put_token(self, card_id: str, ctrl: int, area: str, rule: str = "521.1",
                  host: int | None = None) -> int:
        """Put a token into play at an area (521.2: it enters play like any card).

        A token attachment gets its host before it is announced, so everything that
        reacts to it entering play (706.1) already sees where it is. The board index
        follows it entering play, as it follows any card (`relocate`).
        `card_id` may be read from a card in play: a token copy has its printed information
        only (520.2), not the printed abilities it gained from another card (`copiable_id`).
        """
        card_id = copiable_id(card_id)
        self.lib.spec(card_id)
        self._card_id_joins(card_id)
        board = self._board
        iid = self._new_iid()
        c = new_card_record(iid, card_id, ctrl)
        c["zone"] = "play"
        c["area"] = area
        c["token"] = True
        c["host"] = host
        c["ts"] = self._timestamp()
        self.s["cards"][iid] = c
        self.s["play"].append(iid)
        if board is not None:
            self._board = board
            board.add(iid)
        on = f" on {self.name(host)}" if host is not None else ""
        self.note(rule, f"P{ctrl} puts {token_words(self.lib.spec(card_id).card)} into play at {area}{on}: "
                        f"{self.name(iid)}{self.by_text()}")
        self.announce_gap(iid)
        self.emit_event("enter_play", {"card": iid, "area": area, "player": ctrl})
        return iid

    # ----- basic game actions ---------------------------------------------------------------

    def draw(self, p: int, n: int = 1, rule: str = "410.4", replaceable: bool = True) -> int:
        """Draw `n` cards one at a time (410.4b); the number drawn now. Before each, a text
        that could replace that draw (`DRAW_REPLACEMENTS`, 710) is asked in a frame of its
        own, which draws the rest once it is settled (`replaceable` False: that frame's own
        draw, already asked about)."""
        drawn = 0
        stopped: tuple[str, str] | None = None  # (why the draws stopped short: said after those made)
        for k in range(n):
            deck = self.s["players"][p]["deck"]
            if not deck:
                stopped = self.empty_deck_line(p, rule)
                break
            stopper = power.draw_stopper(self, p)
            if stopper is not None:
                stopped = ("104.2", f"P{p} can't draw cards now" + self.by_text(self.name(stopper)))
                break
            if replaceable and self.static_abilities(DRAW_REPLACEMENTS) and replacement.replace_draw(self, p, n - k,
                                                                                                    rule):
                break  # (the rest wait on the replacement's decision)
            card = self.relocate(deck[-1], "hand")
            self.s["players"][p]["drawn"] += 1
            drawn += 1
            self.emit_event("drew", {"player": p, "card": card})  # 410.4b: each draw is a separate occurrence
        if drawn:
            self.note(rule, f"P{p} draws {how_many(drawn, 'card')}" + self.caused_by(rule))
        if stopped is not None:
            self.note(*stopped)
        return drawn

    def empty_deck_line(self, p: int, rule: str) -> tuple[str, str]:
        """The log entry (rule, text) for a draw an empty deck stops (410.4: only cards in a draw
        deck can be drawn): 410.4 cited once, and the text that asked for the draw named as every
        line a text causes names it (`caused_by` the draw's own `rule`)."""
        return "410.4", f"P{p} cannot draw: the draw deck is empty" + self.caused_by(rule)

    def discard(self, iid: int, rule: str = "410.3", replaceable: bool = True, how: str = "") -> int:
        """410.3: a card from its owner's hand to their discard pile; the new card, or 0 when
        a text that could replace the discard (`DISCARD_REPLACEMENTS`, 710) is asked about it
        first in a frame of its own (`replaceable` False: that frame's own discard). `how`
        ends the log line ("P1 discards Emerald Green #33 at random")."""
        if replaceable and DISCARD_REPLACEMENTS in self.keyword_card_ids() \
                and replacement.replace_discard(self, iid, rule, self.acting_player()):
            return 0
        owner = self.card(iid)["owner"]
        name = self.name(iid)
        banisher = self.banishing_text(iid)
        if banisher is not None:
            new = self.relocate(iid, "banished")
            self.note("710.1", f"P{owner} would discard {name}: it is banished instead{self.by_text(banisher)}")
            return new
        new = self.relocate(iid, "discard")
        self.note(rule, f"P{owner} discards {name}{how}" + self.caused_by(rule))
        self.emit_event("put_in_discard", {"card": new, "owner": owner})
        self.emit_event("discarded", {"card": new, "owner": owner})
        return new

    def can_be_dismissed(self, iid: int) -> bool:
        return self.static_source("cant_dismiss", iid) is None

    def can_be_retired(self, iid: int) -> bool:
        """Not while a continuous ability says it "can't be retired" (category "cant_retire":
        "While this card has 4 or more power, it can't be retired ... except to home limit";
        retiring for the home limit, 616.3, is let through by `retire`)."""
        return self.static_source("cant_retire", iid) is None

    def shielded_from(self, iid: int, player: int | None, verb: str) -> bool:
        """Does a continuous ability keep `player` from doing `verb` ("dismiss", "bounce") to this
        card because they are an opponent of the ability's controller ("This card can't be
        dismissed ... or put into its owner's hand from play by opponents", category
        "shielded_from_opponents")? `player` None: the game's rules do it, not a player."""
        return self._shield_source(iid, player, verb) is not None

    def _shield_source(self, iid: int, player: int | None, verb: str) -> int | None:
        """The card whose text keeps `player` from doing `verb` to this card (`shielded_from`)."""
        found = self.static_abilities("shielded_from_opponents")
        if not found or player is None:
            return None
        cards = self.s["cards"]
        return next((src for src, ability in found if cards[src]["ctrl"] != player and verb in ability.params["verbs"]
                     and abilities.static_applies(self, src, iid, ability)), None)

    def can_be_exhausted(self, iid: int) -> bool:
        """Not while a continuous ability says it "can't be exhausted" (Bed Rest)."""
        return not (self.static_abilities("cant_exhaust") and power.static_any(self, "cant_exhaust", iid))

    def can_leave_play(self, iid: int) -> bool:
        """104.2: not while a continuous ability says it "can't leave play" (category
        "cant_leave_play": "While you have 4 or more Friends here, your Friends here can't
        leave play") or an effect kept it in play this turn (a modifier of kind `STAYS`:
        "that Friend can't leave play this turn"). Mane Characters and "Your Friends can't leave
        play this turn" are read by `leave_play` itself."""
        return self._leave_play_keeper(iid) is None

    def _leave_play_keeper(self, iid: int) -> int | None:
        """The card whose text keeps this card in play (`can_leave_play`), or None."""
        keeper = self.static_source("cant_leave_play", iid)
        if keeper is None:
            keeper = next((m["src"] for m in self.s["mods"] if m["kind"] == STAYS and m["target"] == iid), None)
        return keeper

    def kept_in_play(self, iid: int, verb: str, player: int | None) -> str | None:
        """What keeps `player` from taking this card out of play by `verb` ("dismiss",
        "retire", "bounce", "banish", "deck_top"), in words naming the card whose text does it
        (the card itself is "it");
        None when nothing does. 705.2e: such a card is not offered as a choice (a cost that
        takes it can't be paid), while another can be. The same checks `leave_play`, `dismiss`
        and `retire` make as the card would go (Mane Characters 301.5, "Your Friends can't leave
        play this turn", `can_leave_play`, `can_be_dismissed`, `can_be_retired`,
        `shielded_from`)."""
        spec = self.spec(iid)
        c = self.card(iid)
        if spec.type == "mane":
            return "it is a Mane Character, which can't leave play (301.5)"
        if spec.type == "friend" and self.s["flags"].get(f"friends_stay:{c['ctrl']}") == self.s["turn"]:
            return f"P{c['ctrl']}'s Friends can't leave play this turn"
        keeper = self._leave_play_keeper(iid)
        if keeper is not None:
            return f"{self._text_of(keeper)} keeps it from leaving play"
        if verb == "dismiss":
            keeper = self.static_source("cant_dismiss", iid)
            if keeper is not None:
                return f"{self._text_of(keeper)} says it can't be dismissed"
        if verb == "retire":
            keeper = self.static_source("cant_retire", iid)
            if keeper is not None:
                return f"{self._text_of(keeper)} says it can't be retired"
        shield = self._shield_source(iid, player, verb) if verb in ("dismiss", "bounce") else None
        if shield is not None:
            whose = "its own text" if shield == iid else self._text_of(shield)
            # (in the card's words: "put into its owner's hand", not "return")
            done = "dismiss it" if verb == "dismiss" else "put it into its owner's hand"
            return f"{whose} says P{player}, an opponent, can't {done}"
        return None

    def static_source(self, category: str, iid: int) -> int | None:
        """The card of the first continuous ability of `category` that applies to `iid`
        (None: none does), the card a judge is told of ("Bed Rest says it can't be
        exhausted")."""
        return next((src for src, ability in self.static_abilities(category)
                     if abilities.static_applies(self, src, iid, ability)), None)

    def abilities_taken_by(self, iid: int) -> int | None:
        """The card whose text took the abilities of `iid` away (`lost_abilities`): an
        effect's modifier on it (`take_abilities_away`), else the first continuous ability in
        play that takes them (None: none does), the card a judge is told of ("Clipped Wings")."""
        held = next((m["src"] for m in self.s["mods"] if m["kind"] == LOSES_ABILITIES and m["target"] == iid), None)
        if held is not None:
            return held
        return self.static_source("lose_abilities", iid) or self.static_source(PROBLEM_LOSES_ABILITIES_BY_POWER, iid)

    def _text_of(self, src: int | None) -> str:
        """ "<card>'s text", or "an effect" for a card no longer where it was."""
        return f"{self.name(src)}'s text" if src is not None and src in self.s["cards"] else "an effect"

    def _leaving_replaceable(self, iid: int) -> bool:
        """Could a replacement replace this card's leaving play: a card in play with "... would
        leave play, ... instead", a game holding one that works from the discard pile, or the
        card's own Persistent?"""
        return (bool(self._listeners("would_leave_play")) or FROM_DISCARD in self.keyword_card_ids()
                or power.has_keyword(self, iid, "Persistent"))

    def leave_play(self, iid: int, zone: str, rule: str, verb: str, by_game: bool = False,
                   position: str = "top", replaceable: bool = True, because: str = "",
                   back: list | None = None, by: str | None = None, where: str = "") -> int:
        """Take a card out of play; handles Mane Characters (301.5) and triggers. Replacement
        text "If one of your Friends would leave play, ... instead" (710) and the card's own
        Persistent (but for a dismissal, whose replacements offered it) are asked first, unless
        the game does it (104.3) or it was asked already (`replaceable` False); 0 when it took
        over. `because`: what made it leave, said in the log after it (an attachment dismissed
        by the game as its host left play, 511.2). `back`: banished "until the end of the turn"
        (or another moment), it is listed to come back once it has left, whenever that is
        (`put_back_later`: after a replacement was declined, with the others of its instruction).
        `by`: the card whose text takes it out of play when it is not the text resolving (a
        replacement's, as `by_text` names it: its leaving held for the others of an instruction
        that acts on several cards, `_waits_for_the_others`). `where`: said after the verb ("is
        banished beneath Hydra #12", `put_beneath`)."""
        c = self.card(iid)
        spec = self.spec(iid)
        if spec.type == "mane":
            self.note("301.5", f"{self.name(iid)} can't leave play")
            return iid
        # 104.3: what the game does (a card chosen to repair uniqueness, 516.2; an attachment
        # without a host, 511.2) can't be stopped "even if that thing can't be done": a text
        # keeping a card in play (104.2) does not keep it from the game, or a uniqueness
        # violation could never be repaired and the game would ask about it for ever
        if not by_game and spec.type == "friend" \
                and self.s["flags"].get(f"friends_stay:{c['ctrl']}") == self.s["turn"]:
            self.note("104.2", f"{self.name(iid)} can't leave play this turn")
            return iid
        if not by_game and not self.can_leave_play(iid):
            self.note("104.2", f"{self.name(iid)} can't leave play")
            return iid
        if replaceable and not by_game and self._leaving_replaceable(iid) and replacement.replace(
                self, iid, "leave_play", rule, (),
                context={"zone": zone, "verb": verb, "position": position, **({"back": back} if back else {})}):
            return 0
        if self._waits_for_the_others(iid, zone, verb, position, back, rule):
            return 0
        name = self.name(iid)
        banisher = self.banishing_text(iid) if zone == "discard" and not by_game else None
        if banisher is not None:
            # 710: "If a card would enter your discard pile from play, banish it instead": it
            # is banished, so it is not dismissed or retired (410.1, 410.2: to the discard
            # pile), and what answers a dismissal or retirement does not answer it; but what
            # the game does can't be replaced (104.3): a card it dismisses (516.2, 613.2,
            # 511.2) enters the discard pile. The line names the card whose text it is.
            self.note("710.1", f"{name} would be {verb}: it is banished instead{self.by_text(banisher)}")
            zone, verb = "banished", "banished"
        owner, ctrl, area = c["owner"], c["ctrl"], c["area"]
        self_triggers = spec.triggers.get("self_" + verb, ()) if self.face_up(iid) else ()
        if "self_left_play" in spec.triggers and self.face_up(iid):  # "when this card leaves play"
            self_triggers = [*self_triggers, *spec.triggers["self_left_play"]]
        if zone == "discard" and "self_to_discard" in spec.triggers and self.face_up(iid):
            # "when this card enters the discard pile from play"
            self_triggers = [*self_triggers, *spec.triggers["self_to_discard"]]
        if rule == "514.5a" and "self_defeated" in spec.triggers and self.face_up(iid):
            # "when this card is defeated, put it into its owner's hand": the dismissal that
            # defeating a Troublemaker is (514.5a), with the card it became (410.6a)
            self_triggers = [*self_triggers, *spec.triggers["self_defeated"]]
        shared: list[tuple[str, bool, int, int]] = []
        given = self._leaving_given.get(iid)
        if given is not None or self.teamwork_in_play():
            shared = (teamwork.self_triggers(self, iid, "self_" + verb, given)
                      + teamwork.self_triggers(self, iid, "self_left_play", given))
        data = {"new": 0, "owner": owner, "area": area}  # "here": where it was (its last known area)
        if self_triggers or shared:
            data["power"] = power.power(self, iid) or 0  # "this card's power" as it left (410.6a)
        if c.get("beneath"):
            data["beneath"] = list(c["beneath"])  # 712.2: the cards beneath it as it left play
        if c["counters"]:
            data["counters"] = dict(c["counters"])  # 712.2: "for each <name> counter on it"
        exiled = c.get("exiled")
        if exiled:
            data["exiled"] = [entry[0] for entry in exiled if entry[1] == "this_way"]  # "banished this way"
        owner = c["owner"]
        new = self.relocate(iid, zone, position, by_game=by_game)
        data["new"] = new
        if back and new and self.s["cards"][new]["zone"] == "banished":
            self.put_back_later(new, back)
        self.note(rule, _left_play_words(name, verb, zone, owner, bool(c.get("token")),
                                         _home_limit_words(rule, ctrl) or (where if zone == "banished" else ""))
                  + (f": {because}" if because else "" if by_game else self.caused_by(rule, by)))
        if area is not None and area.startswith(DILEMMA_PREFIX) and self.s["areas"].get(area, {}).get("problem") == iid:
            self.s["areas"][area]["problem"] = None
            self.close_dilemma_area(area, dilemma=name)
        # every way of leaving play is reported (to a discard pile, the banished zone, a hand
        # or a deck); listeners filter by `how`, and read what the card was by `card_id`
        # (a token ceases to exist: it has no new card to look at, 521.3)
        self.emit_event("left_play", {"card": iid, "new": new, "owner": owner, "ctrl": ctrl,
                                      "area": area, "how": verb, "zone": zone,
                                      "card_id": c["card"],
                                      "token": bool(c.get("token")),
                                      "by": None if by_game else self.acting_player()})
        if exiled:
            self.return_exiled(exiled, name, ctrl)
        for index, _ability in self_triggers:
            # 513.4: out of play the card has no controller, so its owner controls the effect
            self.add_trigger(owner, iid, spec.id, index, data)
        for card_id, boosted, index, giver in shared:
            self.add_trigger(owner, iid, card_id, index, data, boosted=boosted, giver=giver, sharer=c["card"])
        if zone == "discard" and new:
            self.emit_event("put_in_discard", {"card": new, "owner": owner})
        return new

    def put_on_deck_top(self, player: int, cards: Sequence[int]) -> None:
        """`player` has just put these cards (their new ids) on top of a deck: each one now on
        top of their own deck makes a "deck_top" event, as each card put there is an instance
        of "When you put a card on top of your deck" (704.1b: Scope Things Out's three cards
        trigger Mayor Mare three times); "When you put one or more cards on top of your deck"
        answers only the first of the cards put there at once (`first`), and a card's own "When
        you put this card on top of your deck" answers from the deck (`drawing_discarding`).
        Called by every text that puts a card there, not by a shuffle into the deck."""
        deck = self.s["players"][player]["deck"]
        own = [iid for iid in cards if iid and iid in deck]
        for n, iid in enumerate(own):
            self.emit_event("deck_top", {"player": player, "cards": [iid], "first": n == 0})

    def dismiss(self, iid: int, rule: str = "410.1", by_game: bool = False, used: Sequence[int] = (),
                because: str = "") -> int:
        """`used`: the replacement abilities (their cards) that already replaced this
        occurrence or the one it replaces, which can't replace it again (710.3); `because`:
        what made the game dismiss it, for the log (`leave_play`)."""
        if not by_game and (not self.can_be_dismissed(iid) or self.shielded_from(iid, self.acting_player(), "dismiss")):
            self.note("104.2", f"{self.name(iid)} can't be dismissed")
            return iid
        replaced = abilities.replace_dismiss(self, iid, by_game, used, rule)
        if replaced is not None:
            return replaced
        return self.leave_play(iid, "discard", rule, "dismissed", by_game, because=because)

    def retire(self, iid: int, rule: str = "410.2") -> int:
        if rule != "616.3" and not self.can_be_retired(iid):
            self.note("104.2", f"{self.name(iid)} can't be retired")
            return iid
        if rule == "616.3" and self._listeners("would_retire_home_limit") \
                and replacement.replace(self, iid, "retire_home_limit", rule, ()):
            return 0  # retiring for the home limit may be replaced (710)
        return self.leave_play(iid, "discard", rule, "retired")

    def banish(self, iid: int, rule: str = "410.5", back: list | None = None, face_down: bool = False,
               where: str = "") -> int:
        """`back`: a card in play banished until a later moment (`leave_play`). `face_down`: a
        card out of play banished face-down ("banish up to 4 cards from your hand face-down"):
        hidden in its owner's banished zone, so the log does not name it (404.1, 407.1); the
        text banishing it says how many it banished. `where`: said after "is banished" (the
        card it goes beneath, `put_beneath`)."""
        c = self.card(iid)
        if c["zone"] == "play":
            if self._listeners("would_banish") and replacement.replace(
                    self, iid, "banish", rule, (), context={"back": back} if back else None):
                return 0  # replacement text ("... would be dismissed, banished, or moved, ... instead")
            return self.leave_play(iid, "banished", rule, "banished", back=back, where=where)
        name = self.name(iid)
        new = self.relocate(iid, "banished")
        if new == iid:  # (it stays where it is when it can't leave its discard pile)
            return new
        if face_down:
            self.s["cards"][new]["face_down"] = True
        else:
            self.note(rule, f"{name} is banished{' ' + where if where else ''}" + self.caused_by(rule))
        return new

    def put_back_later(self, iid: int, back: Sequence) -> None:
        """List a banished card to come back into play at a later moment (`flow.return_banished`).
        `back`: [the flag listing the cards of that moment, whether it comes back frightened,
        whether it waits for its owner's own turn, the player putting it back, the name of the
        card whose text banished it]."""
        until, *entry = back
        self.s["flags"].setdefault(until, []).append([iid, *entry])

    def set_aside(self, iid: int) -> int:
        """Set a card out of play aside face-down for the text resolving (`ASIDE`); its new
        instance id. The card stays its owner's; the text that set it aside turns it face up
        when it reveals it and says where it goes before it finishes resolving."""
        new = self.relocate(iid, ASIDE)
        self.s["cards"][new]["face_down"] = True
        return new

    def to_hand(self, iid: int, rule: str) -> int:
        c = self.card(iid)
        name = self.name(iid)
        if c["zone"] == "play":
            if self.shielded_from(iid, self.acting_player(), "bounce"):
                self.note("104.2", f"{name} can't be put into its owner's hand by P{self.acting_player()}")
                return iid
            if self._listeners("would_bounce") and replacement.bounce_instead(self, iid):
                return 0
            return self.leave_play(iid, "hand", rule, "returned")
        new = self.relocate(iid, "hand")
        if new != iid:  # (it stays where it is when it can't leave its discard pile)
            self.note(rule, f"{name} is put into P{c['owner']}'s hand{self.caused_by(rule)}")
        return new

    def exhaust(self, iid: int, rule: str = "503.2", chosen_by: int | None = None) -> bool:
        """Exhaust a ready card in play (503.2). `chosen_by`: the player a text had choose the
        card to exhaust ("they exhaust one of their characters"), whom the line names as every
        choice's line does: "P1 chooses Rarity #12 and exhausts it"."""
        c = self.card(iid)
        if c["zone"] != "play" or c["exhausted"] or c["frightened"] or self.is_type(iid, "problem"):
            return False
        if not self.can_be_exhausted(iid):
            self.note("503.2", f"{self.name(iid)} can't be exhausted")
            return False
        c["exhausted"] = True
        said = f"{self.name(iid)} becomes exhausted" if chosen_by is None else \
            f"P{chosen_by} chooses {self.name(iid)} and exhausts it"
        self.note(rule, said + self.caused_by(rule))
        if self._listeners("exhausted"):  # ("When that Friend becomes exhausted", "when one or more opposing characters become exhausted")
            self.emit_event("exhausted", {"card": iid, "ctrl": c["ctrl"]})
        return True

    def ready(self, iid: int, rule: str = "503.3", replaceable: bool = True) -> bool:
        """Ready an exhausted card (503.3); replacement text "If this card would ready, ...
        instead" is asked first (710; `replaceable`: False once it was). False when it does
        not ready now."""
        c = self.card(iid)
        if c["zone"] != "play" or not c["exhausted"] or c["frightened"]:
            return False
        if power.static_any(self, "cant_ready", iid):
            self.note("104.2", f"{self.name(iid)} can't ready")  # "Friends here ... can't ready"
            return False
        if replaceable and self._listeners("would_ready") and replacement.replace(self, iid, "ready", rule, ()):
            return False
        c["exhausted"] = False
        self.note(rule, f"{self.name(iid)} is readied" + self.caused_by(rule))
        if self.s["mods"]:
            self.end_while_exhausted(iid)  # (said after the readying that ends them)
        if self.s["phase"] == "ready" and self.static_abilities(ONE_READY_HERE):
            self.count_readied_here(c["area"])
        self.readied(iid)
        return True

    def readied_here(self, area: str) -> int:
        """How many characters were readied at `area` during this turn's Ready Phase so far
        (counted only while a card limits it: `ONE_READY_HERE`)."""
        record = self.s["flags"].get(READIED_HERE)
        return record[1].get(area, 0) if record is not None and record[0] == self.s["turn"] else 0

    def count_readied_here(self, area: str) -> None:
        flags = self.s["flags"]
        record = flags.get(READIED_HERE)
        if record is None or record[0] != self.s["turn"]:
            record = flags[READIED_HERE] = [self.s["turn"], {}]
        record[1][area] = record[1].get(area, 0) + 1

    @contextmanager
    def leaving_together(self, cards: Sequence[int]) -> Iterator[None]:
        """One instruction taking several cards out of play one after another ("Dismiss all
        Friends with 2 or less power"): one occurrence, so a card's "When a Friend leaves
        play" of the batch hears of every other card of it (704.1b), those taken out after it
        too, as it was in play (its last known information, 410.6a): Saffron Masala dismissed
        first with two other Friends triggers twice, as it does when dismissed last. As
        alone, a card does not hear of its own leaving. A Friend of the batch keeps the texts it
        has by Teamwork as it leaves, though its Teamwork card left before it (Trenderhoof's
        "When this card leaves play": `teamwork.givers`)."""
        cards_ = self.s["cards"]
        lost = self.lost_abilities()
        listening = [(iid, dict(cards_[iid])) for iid in cards
                     if iid in cards_ and "left_play" in self.spec(iid).triggers
                     and not cards_[iid]["frightened"] and iid not in lost]
        before, given_before = self._leaving, self._leaving_given
        self._leaving = [*before, *listening]
        if self.teamwork_in_play():
            self._leaving_given = {**given_before, **{iid: teamwork.givers(self, iid) for iid in cards if iid in cards_}}
        try:
            yield
        finally:
            self._leaving, self._leaving_given = before, given_before

    @contextmanager
    def entering_together(self) -> Iterator[None]:
        """One instruction putting several cards into play ("put any cards beneath it into play
        at their owners' homes", "put three ... tokens into play", "each player puts each of
        their Friends ... into play"): they enter together (706.1, 704.1b), so each "when ...
        enters play" hears of every other card of the batch, those put after it too. Each card
        is put into play (and logged) in turn, and each one's entering is told once all are in
        play, in the order they were put. Whatever the instruction asks (where each card goes)
        is asked before any enters (801.1), as nothing is asked inside the batch. The choices
        the cards make "as [they] enter play" (706.1a, 706.1b) are simultaneous decisions:
        made in the order 801.1 gives (`ENTERING_CHOICES`), not last card first, and carried
        out once all are made."""
        if self._entering is not None:
            yield  # (part of an instruction already putting cards into play together)
            return
        self._entering = []
        try:
            yield
        finally:
            entered, self._entering = self._entering, None
        choices: list[dict[str, Any]] = []
        self._entering_choices = choices
        try:
            for data in entered:
                self.emit_event("enter_play", data)
        finally:
            self._entering_choices = None
        if len(choices) > 1:
            self.push(ENTERING_CHOICES, first=self.first_decider(), choices=choices)
        elif choices:
            self.s["stack"].append(choices[0])

    def _waits_for_the_others(self, iid: int, zone: str, verb: str, position: str, back: list | None,
                              rule: str) -> bool:
        """One instruction taking several cards out of play asks every card's replacements
        before any card leaves (710.5, `verbs.act_together`): the card whose replacements were
        just decided is held in the instruction's frame (`deciding`, `held`) to leave with the
        others (704.1b), still in play while theirs are asked. So is a leaving a replacement
        made of it, mandatory or not ("it is banished instead", "put it into its owner's hand
        instead", "on top of its owner's deck instead"): the card still leaves play by that
        one instruction, only elsewhere (710.1), and each card of the batch hears of it. A
        replacement keeping the card in play leaves nothing to hold; the instruction's frame
        forgets the card as it decides the next one. `back`: how a card banished "until the end
        of the turn" comes back (`put_back_later`), held with it. A card an instruction
        frightening several cards frightens after all (its replacements declined, or Persistent
        making a frightening again of Cheese Sandwich's dismissal), or one Persistent frightens
        instead of an instruction dismissing several, is held the same way (`STAYS_FRIGHTENED`,
        with the rule frightening it), to be turned face down as the others are acted on
        (`frighten_together`). The rule and the card whose text does it are held too: a
        leaving a replacement made of it is logged with the replacement's rule and card (710.1:
        "dismissed ... (by the text of Cheese Sandwich, Dive Instructor)"), not the
        instruction's it replaced."""
        for frame in self.s["stack"]:
            if frame.get("deciding") == iid:
                del frame["deciding"]
                frame["held"].append([iid, zone, verb, position, back, rule, self.text_resolving()])
                return True
        return False

    def _tell_those_gone_with_it(self, data: dict[str, Any]) -> None:
        """The cards of a batch (`leaving_together`) already out of play hear of another one's
        leaving as they were; out of play they have no controller, so their owner controls
        what triggers (513.4)."""
        cards = self.s["cards"]
        for iid, was in self._leaving:
            if iid in cards or iid == data["card"]:
                continue  # (still in play: told as every card is; or the card leaving itself)
            spec = self.lib.spec(was["card"])
            for index, ability in spec.triggers["left_play"]:
                if ability.kind != "trigger" or (was["face_down"] and not ability.params.get("face_down")):
                    continue
                cards[iid] = was
                try:
                    bound = abilities.trigger_matches(self, iid, ability, data)
                finally:
                    del cards[iid]
                    self._faces.pop(iid, None)
                    self._names.pop(iid, None)
                if bound is not None:
                    self.add_trigger(was["owner"], iid, spec.id, index, bound)

    def frighten_together(self, cards: Sequence[int], rule: str, leaving: Callable[[], None] | None = None,
                          rules: Mapping[int, str] | None = None) -> None:
        """One instruction frightening several cards ("Frighten all Friends"): one occurrence,
        so each card frightened hears of every other (704.1b): Gilda, Out of the Nest's "When
        this or another Friend is frightened" triggers for each Friend frightened with her,
        whichever is turned face down first (each is told before any is, 505.1a). `leaving`:
        takes out of play the cards of the same instruction a replacement sends elsewhere
        (Cheese Sandwich's "dismiss it instead"), after every card is told of and before any
        is turned face down, so those leaving hear of each Friend frightened and those
        frightened of each one leaving (`verbs.act_together`). `rules`: the rule frightening a
        card other than `rule` (Persistent's, in an instruction dismissing several cards)."""
        told = [iid for iid in cards if self._frightenable(iid)]
        for iid in told:
            self._tell_frightened(iid)
        if leaving is not None:
            leaving()
        for iid in cards:
            self.frighten(iid, (rules or {}).get(iid, rule), used=None, told=iid in told)

    def _frightenable(self, iid: int) -> bool:
        """Will `frighten` turn this card face down (in play, not frightened, nothing keeping it)?"""
        c = self.card(iid)
        return c["zone"] == "play" and not c["frightened"] and not power.static_any(self, "cant_frighten", iid)

    def _tell_frightened(self, iid: int) -> None:
        c = self.card(iid)
        self.emit_event("frightened", {"card": iid, "card_id": c["card"], "ctrl": c["ctrl"],
                                       "area": c["area"]})  # (it becomes frightened, 521.4)

    def frighten(self, iid: int, rule: str = "504.1", used: Sequence[int] | None = (), told: bool = False,
                 by: str = "") -> None:
        """`used`: as for `dismiss` (710.3); None when replacement abilities were already
        offered for this occurrence and none applied. `told`: the cards in play have heard
        of it already (`frighten_together`). `by`: the card whose text frightens it when it
        is not the text resolving (a Friend's own Persistent, frightening it instead of the
        leaving another card's text would cause)."""
        c = self.card(iid)
        if c["frightened"] or c["zone"] != "play":
            return

        if power.static_any(self, "cant_frighten", iid):
            self._not_frightened(iid, rule)
            return
        if used is not None and replacement.replace(self, iid, "frighten", rule, used):
            return
        if self._waits_for_the_others(iid, STAYS_FRIGHTENED, rule, "top", None, rule):
            return

        # "when this card becomes frightened" / "when this or another Friend is frightened":
        # read before it is turned face down (it has no abilities then, 505.1a)
        spec = self.spec(iid)
        own = self_frightened_triggers(spec) if not c["face_down"] else ()
        if not told:
            self._tell_frightened(iid)
        for attached in self.attachments(iid):
            self._attachment_discarded(attached, iid)
        name = self.name(iid)  # (what a card it banished until it leaves play is told of)
        by = self.by_text(by or None)  # (named before it turns face down)
        if c.get("token"):
            exiled = c.get("exiled")
            self.relocate(iid, "discard")
            self.note("521.4", f"{name} is frightened: a frightened token ceases to exist{by}")
            if exiled:
                self.return_exiled(exiled, name, c["ctrl"])
            return
        c["frightened"] = True
        c["exhausted"] = False
        self.readied(iid)  # (face down it is a new card, 505.3: "until it is readied" is over)
        lost, marked = self._counters_lost(c), bool(c["counters"].get("cutie_mark"))
        c["counters"] = {}
        under = c.pop("beneath", None)  # 505.3: turned face down it is a new card; they stay banished
        exiled = c.pop("exiled", None)  # ... and what it banished "until this card leaves play" returns
        c["ts"] = self._timestamp()
        self.drop_modifiers(iid, name, "becomes frightened")
        abilities.forget_card(self, iid, name)
        self.note(rule, f"{name} becomes frightened{by}")
        if lost:
            self.note("504.1", f"{lost} removed from {self.name(iid)} as it becomes frightened")
        self._say_new_card_lost(iid, under, marked, "frightened")
        if c["card"].startswith((GAINED_PREFIX, COPY_PREFIX)):
            # (the copy it entered play as, the printed abilities it had, applied to the card it
            # was: turned face down it is a new card, its own printed one, 505.3, 505.1, 410.6)
            self._take_card_id(iid, printed_id(c["card"]))
        if exiled:
            self.return_exiled(exiled, name, c["ctrl"])
        for index, _ability in own:
            self.add_trigger(c["ctrl"], iid, spec.id, index, {"area": c["area"]}, boosted=c["boosted"])

    def _not_frightened(self, iid: int, rule: str) -> None:
        """The line of a card a "can't be frightened" keeps face up, naming the card whose
        text says so (104.2). Frightened by its own Persistent instead of leaving play, it
        stays in play: the replacement applied though what replaces the leaving can't be done
        (710.4), which the judge reads as such, not as a bare "can't be frightened"."""
        name = self.name(iid)
        keeper = self.static_source("cant_frighten", iid)
        whose = "its own text" if keeper == iid else self._text_of(keeper)
        says = f"{whose} says it can't be frightened" if keeper is not None else "it can't be frightened"
        if rule == "Glossary: Persistent":
            self.note("710.4", f"{name} stays in play: its Persistent frightens it instead of leaving "
                               f"play, which can't be done ({says})")
        else:
            self.note("104.2", f"{name} is not frightened: {says}")

    def _attachment_discarded(self, attached: int, host: int) -> None:
        """504.1: an attachment of a card becoming frightened (`host`) is put into its owner's
        discard pile, logged with both named. It leaves play like any card: "when this card
        leaves play" triggers, and listeners to cards leaving play hear of it (`how` says the
        way)."""
        ac = self.s["cards"][attached]
        spec = self.spec(attached)
        own = spec.triggers.get("self_left_play", ()) if self.face_up(attached) else ()
        owner, ctrl, area = ac["owner"], ac["ctrl"], ac["area"]
        name = self.name(attached)
        data: dict[str, Any] = {"new": 0, "owner": owner, "area": area}
        exiled = ac.get("exiled")
        if exiled:
            data["exiled"] = [entry[0] for entry in exiled if entry[1] == "this_way"]
        if own:
            data["power"] = power.power(self, attached) or 0
        banisher = self.banishing_text(attached)  # (read before it moves: the text that banishes it instead)
        new = self.relocate(attached, "discard")
        data["new"] = new
        zone = self.s["cards"][new]["zone"] if new else "discard"  # (banished instead, 710)
        self.note("504.1", f"{name}, attached to {self.name(host)}, is put into its owner's discard pile"
                  + (f" (it is banished instead, 710.1){self.by_text(banisher or '')}" if zone == "banished" else ""))
        self.emit_event("left_play", {"card": attached, "new": new, "owner": owner,
                                      "ctrl": ctrl, "area": area,
                                      "how": "put into its owner's discard pile",
                                      "zone": zone, "card_id": ac["card"],
                                      "token": bool(ac.get("token"))})
        if exiled:
            self.return_exiled(exiled, name, ctrl)
        for index, _ability in own:
            self.add_trigger(owner, attached, spec.id, index, data)
        if new and zone == "discard":
            self.emit_event("put_in_discard", {"card": new, "owner": owner})

    def unfrighten_kept(self, iid: int) -> str | None:
        """What keeps this card from being unfrightened (104.2: a continuous ability saying it
        "can't be unfrightened", category "cant_unfrighten": Train Tracks's while it is
        exhausted), in words naming the card whose text says so; None when nothing does. The
        one reading for a text or a rally unfrightening it and for its controller's Ready
        Phase, whose log names that card."""
        src = self.static_source("cant_unfrighten", iid) if self.static_abilities("cant_unfrighten") else None
        return None if src is None else f"{self._text_of(src)} says it can't be unfrightened"

    def can_be_unfrightened(self, iid: int) -> bool:
        """104.2: not while a text says it can't be (`unfrighten_kept`)."""
        return self.unfrighten_kept(iid) is None

    def unfrighten_together(self, cards: Sequence[int], rule: str) -> None:
        """One instruction unfrightening several cards ("Unfrighten up to two Friends"): one
        occurrence, so every card is turned face up before any is told of (704.1b), whichever
        the player named first: Shining Armor, Team Trainer's "When this or another one of
        your Friends becomes unfrightened" triggers for each one unfrightened with it."""
        turned = [iid for iid in cards if self.unfrighten(iid, rule, tell=False)]
        for iid in turned:
            self._tell_unfrightened(iid)

    def unfrighten(self, iid: int, rule: str = "504.3", tell: bool = True) -> bool:
        """Turn a frightened card face up (504.3); whether it was. `tell`: the cards in play
        hear of it now (else `unfrighten_together` tells them)."""
        c = self.card(iid)
        kept = self.unfrighten_kept(iid) if c["frightened"] else None
        if kept is not None:
            self.note("104.2", f"{self.name(iid)} is not unfrightened: {kept}")
            return False
        if not c["frightened"]:
            return False
        c["frightened"] = False
        c["ts"] = self._timestamp()
        self.note(rule, f"{self.name(iid)} is unfrightened{self.by_text()}")
        if tell:
            self._tell_unfrightened(iid)
        return True

    def _tell_unfrightened(self, iid: int) -> None:
        c = self.card(iid)
        self.emit_event("unfrightened", {"card": iid, "card_id": c["card"], "ctrl": c["ctrl"]})

    def drop_modifiers(self, iid: int, name: str, becomes: str) -> None:
        """A card in play became another card (505.3: frightened, "becomes frightened", or
        turned face-down, "is turned face-down"; `name`: as it was named before): the
        modifiers on it and those lasting while it stays as it was end, and a control change
        of it with them."""
        own = [m for m in self.s["mods"] if m["kind"] == "control" and m["target"] == iid]
        self.end_card_durations(iid, name, becomes)
        self.s["mods"] = [m for m in self.s["mods"] if m["target"] != iid]
        self.control_returns(own[-1:], f"as it {becomes}", "505.3")

    def gain_tokens(self, p: int, n: int, rule: str, words: str = "") -> int:
        """A player gains `n` action tokens unless a card says no player can this turn (Rain
        Shine, 104.2); how many they gained (what "until the end of the phase" may take back).
        `words` follow the count in the log line, before the card whose text it is (what the
        gain is for: " for Ahuizotl #12", the Troublemaker whose granted ability it is)."""
        if n <= 0:
            return 0
        flags = self.s["flags"]
        if flags and flags.get(NO_TOKEN_GAIN) == self.s["turn"]:
            self.note("104.2", f"P{p} can't gain action tokens this turn")
            return 0
        self.s["players"][p]["tokens"] += n
        self.note(rule, f"P{p} gains {how_many(n, 'action token')}{words}{self.by_text()}")
        self.emit_event("gained", {"player": p, "amount": n})  # ("when an opponent receives at least [1]")
        return n

    def lose_tokens(self, p: int, n: int, rule: str, words: str = "", by: str | None = None) -> int:
        """A player loses up to `n` of their action tokens (not paying them: card text, or the
        end of a duration); how many went. Losing any is an event ("lost_tokens": "When an
        opponent loses one or more action tokens"). `by`: the card whose text it is when no
        text is resolving (`by_text`: the end of a duration a card's text set)."""
        player = self.s["players"][p]
        lost = min(n, player["tokens"])
        if lost > 0:
            player["tokens"] -= lost
            self.note(rule, f"P{p} loses {how_many(lost, 'action token')}" + words + self.by_text(by))
            self.emit_event("lost_tokens", {"player": p, "amount": lost})
        return max(lost, 0)

    def pay_tokens(self, p: int, n: int, rule: str = "508.1", words: str = "", by: str = "") -> None:
        """A player pays `n` action tokens (508.1), the log saying so, with `words` after the
        count (what the price is made of); `by`: the card whose text asks the price when it
        is not the text resolving (Storm King's toll on a move another card's text makes).
        A price texts bring down to 0 is logged too, with what made it so ("P1 pays 0 action
        tokens (printed 1, -1 from 795 Wing Power #113)"): else a card is played for nothing
        with no word of why (204.1); a price of 0 with nothing to say is not logged."""
        player = self.s["players"][p]
        if player["tokens"] < n:
            raise CannotComplete(f"P{p} can't pay {how_many(n, 'action token')} (508.1d)")
        player["tokens"] -= n
        if n or words:
            self.note(rule, f"P{p} pays {how_many(n, 'action token')}" + words
                      + (self.by_text(by) if by else self.caused_by(rule)))
        if n:
            flags = self.s["flags"]
            lasting = PHASE_TOKENS[p]
            if lasting in flags:
                # 502.1b: tokens are spent in any order, so those that would go at the end
                # of the phase are spent first
                left = flags[lasting] - n
                if left > 0:
                    flags[lasting] = left
                else:
                    del flags[lasting]
                    flags.pop(PHASE_TOKENS_BY[p], None)
            if player["tokens"] == 0 and PAID_LAST in self.keyword_card_ids() and self._anyone_listens(PAID_LAST):
                self.emit_event(PAID_LAST, {"player": p})  # "when an opponent pays their last action token"

    def _anyone_listens(self, event: str) -> bool:
        """Does a card in play have a triggered ability on `event` (either face)? Read from the
        cards' records and the library, not the board index: asked in the middle of actions
        that may not have finished a card's record yet."""
        cards = self.s["cards"]
        events = self.lib.trigger_events
        return any(event in events(cards[iid]["card"]) for iid in self.s["play"])

    def score(self, p: int, n: int, rule: str, reason: str = "") -> int:
        """Player `p` scores `n` points, as far as the texts barring or capping scoring let
        them: how many they scored, the points those cards are credited with (517.2)."""
        if n <= 0:
            return 0
        barred = abilities.scoring_barred(self, p)  # "Players can't score points during faceoffs ..."
        if barred is not None:
            self.note("104.2", f"P{p} can't score points {barred[1]} {self.name(barred[0])}: "
                               f"{how_many(n, 'point')} not scored")
            return 0
        capped = abilities.score_cap(self, p)  # "Players can't score more than N points per turn"
        if capped is not None and self.s["scored_turn"][p] + n > capped[0]:
            cap, capper = capped
            allowed = max(0, cap - self.s["scored_turn"][p])
            self.note("104.2", f"P{p} can't score more than {how_many(cap, 'point')} this turn: "
                               f"{allowed} of {how_many(n, 'point')} scored" + self.by_text(self.name(capper)))
            n = allowed
            if n <= 0:
                return 0
        player = self.s["players"][p]
        player["score"] += n
        self.s["scored_turn"][p] += n
        by = self.by_text()
        if reason and reason in by:
            by = ""  # ("for A Tiny Glass of Water": the reason names the card whose text scores already)
        self.note(rule, f"P{p} scores {how_many(n, 'point')}{' for ' + reason if reason else ''}"
                        f" (now {player['score']}){by}")
        self.check_win()
        self._first_change_in_points()
        if self.s["result"] is not None:
            raise GameOver
        if self._listeners(SCORED):  # ("The first time a player scores a point each turn")
            self.emit_event(SCORED, {"player": p, "amount": n})
        return n

    def check_win(self) -> None:
        """103.2: 15 points wins at once; simultaneous winners draw (103.2a)."""
        if self.s["result"] is not None:
            return
        winners = [p for p in (0, 1) if self.s["players"][p]["score"] >= WINNING_SCORE]
        if len(winners) == 1:
            self.end_game(winners[0], "reached 15 points", "103.2")
        elif len(winners) == 2:
            self.end_game(None, "both players reached 15 points at once", "103.2a")

    def _first_change_in_points(self) -> None:
        """Floor rules, end of match: the extra game of an elimination round, time having been
        called (`endmatch.call_time(..., elimination=True)`), ends at the first change in
        points; it began with equal points, so the player who has more now wins."""
        called = self.s["time_called"]
        if self.s["result"] is not None or called is None or not called.get("until_points_change"):
            return
        a, b = self.s["players"][0]["score"], self.s["players"][1]["score"]
        if a != b:
            self.end_game(0 if a > b else 1, "first change in points after time was called in an "
                          "elimination round", "floor rules: end of match")

    def end_game(self, winner: int | None, reason: str, rule: str) -> None:
        self.s["result"] = {"winner": winner, "reason": reason, "rule": rule}
        self.s["pending"] = None
        self._decision = None
        if winner is None:
            self.note(rule, f"The game is a draw: {reason}")
        else:
            self.note(rule, f"P{winner} wins: {reason}")

    def turn_face_up(self, iid: int) -> None:
        """Turn a face-down card in play face up (a Troublemaker uncovered, 607.3), with a
        new timestamp; the board index follows it (`BoardIndex.turned_face_up`)."""
        c = self.s["cards"][iid]
        board = self._board
        c["face_down"] = False
        c["ts"] = self._timestamp()
        if board is not None:
            board.turned_face_up(self, iid)
            self._board = board

    def turn_face_down(self, iid: int, rule: str) -> bool:
        """Turn a face-up Troublemaker in play face down; False if it is not one.

        505.3: as a card is turned face down it becomes a different card. As for a card
        becoming frightened (504.1, which turns it face down too), the engine keeps its
        instance id but gives it a new timestamp, which drops the board index and cached
        values; what belonged to the card it was ends: modifiers and control changes of it,
        counters, cards beneath it. Its attachments are dismissed by the game in the next
        Pre-Priority Processing (511.3). A token turned face down ceases to exist (521.4).
        The log says what ended (`_say_new_card_lost`), and the card's own "when this card
        ... is turned face-down" (Sunset Shimmer) triggers, read before it has no abilities.
        Keeping the id keeps a Troublemaker uncovered and turned face down again in the same
        Uncover step from being uncovered twice (the step lists the ids it uncovered)."""
        c = self.s["cards"].get(iid)
        if c is None or c["zone"] != "play" or c["face_down"] or c["frightened"] \
                or self.spec(iid).type != "troublemaker":
            return False
        name, by = self.name(iid), self.by_text()  # (named as they are before it turns)
        if c.get("token"):
            self.relocate(iid, "discard")
            self.note("521.4", f"{name}, a token turned face-down, ceases to exist{by}")
            return True
        spec = self.spec(iid)  # ("when this card ... is turned face-down": read before it has no abilities, 505.1a)
        own = spec.triggers.get(TURNED_FACE_DOWN, ())
        c["face_down"] = True
        c["exhausted"] = False
        lost, marked = self._counters_lost(c), bool(c["counters"].get("cutie_mark"))
        c["counters"] = {}
        under = c.pop("beneath", None)
        c["ts"] = self._timestamp()
        self.drop_modifiers(iid, name, "is turned face-down")
        abilities.forget_card(self, iid, name)
        # 505.3 said once: in the rule column when it is the rule followed, else after the words.
        # The different card is named as the log names it from now on, a face-down Troublemaker
        # (505.1d.i: it has no name), by the number it keeps: both players saw which card was
        # turned, so the number tells the opponent nothing they may not know, and a judge
        # follows the card by it to its next line
        cited = "" if rule == "505.3" else " (505.3)"
        self.note(rule, f"{name} is turned face-down and becomes a different card, {self.name(iid)}{cited}{by}")
        if lost:
            self.note("519.3a", f"{lost} removed from {self.name(iid)} as it becomes a different card")
        self._say_new_card_lost(iid, under, marked, "a different card")
        for index, _ability in own:
            self.add_trigger(c["ctrl"], iid, spec.id, index, {"area": c["area"], "beneath": under or []})
        return True

    def _say_new_card_lost(self, iid: int, under: list[int] | None, marked: bool, becomes: str) -> None:
        """The lines, after its counters', of what a card turned face down (frightened, 504.1,
        or turned face-down) no longer has, being a different card (505.3; `becomes`: "a
        different card", "frightened"), which a judge would otherwise not read anywhere: the
        cards beneath it, banished cards (410.5) no card holds now, stay in the banished zone
        (they are not attachments, which 504.1 discards); and it is no longer cutie marked
        (Glossary: Cutie Mark; its +1 power counter went with the counters), so it may be
        cutie marked again."""
        now = self.name(iid)
        if under:
            owners = {self.s["cards"][i]["owner"] for i in under if i in self.s["cards"]}
            where = f"P{owners.pop()}'s banished zone" if len(owners) == 1 else "their owners' banished zones"
            one = len(under) == 1
            self.note("505.3", f"{and_listed([self.name(i) for i in under])} {'is' if one else 'are'} no longer "
                               f"beneath {now} as it becomes {becomes} and {'stays' if one else 'stay'} in {where}")
        if marked:
            self.note("505.3", f"{now} is no longer cutie marked as it becomes {becomes}")

    @staticmethod
    def _counters_lost(c: dict) -> str:
        """The counters a card turning face down loses (504.1, 519.3a: it becomes a different
        card), as the log says them, with their verb: "2 +1 power counters and a Harmony counter
        are"; "" when it has none. The Cutie Mark record is not a counter (the keyword's counter
        is a +1 power one)."""
        held = [(name, n) for name, n in sorted(c["counters"].items()) if name != "cutie_mark" and n > 0]
        if not held:
            return ""
        words = and_listed([counters.counters_words(n, name) for name, n in held])
        return f"{words[:1].upper()}{words[1:]} {'is' if len(held) == 1 and held[0][1] == 1 else 'are'}"

    def ban_for_turn(self, flag: str, source: str) -> None:
        """Record a "can't" that a card's text sets until the end of this turn ("characters
        can't be moved this turn", "opponents can't play Events this turn"): the flag holds
        [the turn, `source`, the card whose text said so as the log named it], so that a judge
        is told which card it was ("Photo Op #57's text says ...")."""
        self.s["flags"][flag] = [self.s["turn"], source]

    def banned_this_turn(self, flag: str) -> str | None:
        """The card whose text set this "can't" flag this turn (`ban_for_turn`), else None; "a
        card" for a saved board whose flag holds the turn alone (the form before the card
        was kept)."""
        found = self.s["flags"].get(flag)
        if found is None:
            return None
        turn, source = (found, "a card") if isinstance(found, int) else found
        return source if turn == self.s["turn"] else None

    def closed_to_play(self, dest: str) -> str | None:
        """The card whose text kept characters from being played to this area for the rest of
        the turn ("Characters can't be moved or played to that Problem for the rest of the
        turn": the flag `closed_to_play:<area>`; asked by the listing of plays), else None."""
        return self.banned_this_turn("closed_to_play:" + dest) if self.s["flags"] else None

    def closed_to_moves(self, dest: str) -> str | None:
        """The card whose text kept characters from being moved to this area for the rest of
        the turn ("characters can't be moved to that Problem until the end of the turn": the
        flag `closed_to_moves:<area>`), else None. Whoever moves them, by the Move action or
        by card text; sending (506.5) is not moving."""
        return self.banned_this_turn("closed_to_moves:" + dest) if self.s["flags"] else None

    def cant_be_moved(self, iid: int) -> bool:
        """Is this card kept from being moved by any player, by the Move action or by card
        text, for a while (`CANT_BE_MOVED`, `NO_MOVES_AT_ALL`)? Sending (506.5) is not moving."""
        s = self.s
        if s["flags"] and self.banned_this_turn(NO_MOVES_AT_ALL):
            return True
        return bool(s["mods"]) and any(m["kind"] == CANT_BE_MOVED and m["target"] == iid for m in s["mods"])

    def _barred_mover(self, iid: int, c: dict[str, Any], mover: int) -> bool:
        """Is `mover` kept from moving this card by a continuous ability ("Your opponent's cards
        can't move this card", category "cant_move", which bars the cards of the opponents of
        the card's controller: `moving_cards_player`; "... can't be moved by opponents",
        "cant_be_moved_by")? Asked as any card is moved, so a text that moves every character
        somewhere at once is kept too."""
        if self.static_abilities("cant_move") and self.moving_cards_player(mover) != c["ctrl"] \
                and power.static_any(self, "cant_move", iid):
            return True
        return bool(self.static_abilities("cant_be_moved_by")) and abilities.barred_from_moving(self, iid, mover)

    def move(self, iid: int, dest: str, mover: int, rule: str = "506.1", send: bool = False,
             replaceable: bool = True, tolled: bool = True, decided: bool = False,
             owed: list[list[int]] | None = None) -> bool:
        """Move (or send, 506.5) a card to another area; False when it can't go there, or
        when replacement text replaces the move (710; `replaceable`: False once offered), or
        when its controller is first asked to pay for it ("... can't be moved unless their
        controller pays [1]", "opponents can't move characters unless they pay [1]":
        `replacement.move_toll`; `tolled`: False once paid). `decided`: the place was open to
        the card as its move was decided (`steps.destinations`), and what happened since
        happens together with this move (801.1: "each player may move one of their characters
        to this Problem"), so whether the place is open is not looked at again; `owed`: the
        tolls the move owed as it was decided (`moving.tolls_owed`), for the same reason
        not looked at again (a Silver Spoon moved away in the same step still charges for a
        character that was with her)."""
        c = self.card(iid)
        if c["zone"] != "play" or c["area"] == dest:
            return False
        if send and (self._listeners("would_send_home") or (rule == "613.2" and self.s["mods"])) \
                and replacement.send_home_instead(self, iid, rule):
            return False
        area = self.s["areas"][dest]
        if area["kind"] == "home" and (area["owner"] != c["ctrl"] or self.is_type(iid, "troublemaker")):
            return False
        if not send and self.cant_be_moved(iid):
            self.note("104.2", f"{self.name(iid)} can't be moved now")
            return False
        if not send and not decided and ((self.static_abilities("cant_be_moved_to")
                          and abilities.barred_from_area(self, iid, dest, mover))
                         or self.closed_to_moves(dest)):
            self.note("506.2", f"{self.name(iid)} can't be moved to {dest}")
            return False
        if not send and self._barred_mover(iid, c, mover):
            self.note("104.2", f"P{mover} can't move {self.name(iid)}")
            return False
        if not send and tolled and rule != "609.2b" and replacement.move_toll(self, iid, dest, mover, rule,
                                                                              replaceable, owed):
            return False  # (the Move action's cost has the toll in it already: `values.power.move_cost`)
        if not send and replaceable and self._listeners("would_move") and replacement.replace(
                self, iid, "move", rule, (), context={"mover": mover, "dest": dest}):
            return False
        if not send and TURN_RECORD in self.keyword_card_ids():
            self._record_turn("would_move", {})  # ("the first time a character would be moved this turn")
        origin = c["area"]
        board = self.settled_board or self.board()  # (the log entry below looks it up anyway)
        moved = [iid, *self.carried_with(iid)]  # with its attachments (509.3)
        c["ts"] = self._timestamp()
        cards = self.s["cards"]
        origins = [cards[card]["area"] for card in moved]
        for card in moved:
            cards[card]["area"] = dest
        board.refile_areas(self, moved, origins, dest)  # the index follows the move (see BoardIndex)
        self._board = board
        self.settled_board = None if board.unsettled else board
        # (a move by card text names that text, 506.4: only the Move action, 609.2b, is no one's text)
        self.note(rule, f"{self.name(iid)} is {'sent' if send else 'moved'} from {origin} to {dest}"
                  + ("" if send or rule == "609.2b" else self.by_text()))
        if not send:
            self.emit_event("moved", {"card": iid, "origin": origin, "dest": dest,
                                      "mover": mover})
        elif self._listeners("sent_home"):  # ("when this card leaves that Problem": only a game with one)
            self.emit_event("sent_home", {"card": iid, "origin": origin, "dest": dest})
        return True

    def add_mod(self, kind: str, target: int, amount: int = 0, color: str = "", until: str = "turn",
                ctrl: int = 0, src: int = 0, while_flipped: int | None = None) -> None:
        """708.2: a definite modifier lasting `until`; with `while_flipped`, a power modifier
        that has the "while" condition "while this card is flipped", that card being the
        flipped card `while_flipped` (708.2a: read by `power.mod_holds`)."""
        mod = {"kind": kind, "target": target, "amount": amount, "color": color,
               "until": until, "ctrl": ctrl, "src": src, "ts": self._record_stamp()}
        if while_flipped is not None:
            mod["while_flipped"] = while_flipped
        self.s["mods"].append(mod)
        if color or kind in ("color_set", CHOSEN_COLOR):
            self._colors_changed()  # (a chosen color is what "has that color" gives)
        if kind == ALSO_FRIEND:
            self._friends_changed([target])

    def grant_keyword(self, iid: int, keyword: str, value: int | None, until: str = "turn",
                      ctrl: int = 0, src: int = 0) -> None:
        """708.2: a card in play has a keyword for a while (a definite continuous modifier,
        ended like any other by `expire_mods`). Kept in `mods` so it is saved with the
        board; the cards' kept keywords are worked out again (`_keywords_changed`). Teamwork
        given changes what other Friends share, and the board index files the cards given it
        (`BoardIndex.given_teamwork`): the whole index is worked out again (rare)."""
        self.s["mods"].append({
            "kind": KEYWORD_MOD, "target": iid, "keyword": keyword, "amount": value or 0,
            "until": until, "color": "", "ctrl": ctrl, "src": src, "ts": self._record_stamp(),
        })
        if keyword == "Teamwork":
            self._types_changed()
        else:
            self._keywords_changed()

    def take_keyword_away(self, iid: int, keyword: str, until: str, ctrl: int, src: int) -> None:
        """708.2: a card in play loses a keyword for a while (a definite modifier, ended like
        any other by `expire_mods`, or with `until` UNTIL_READIED as the card is readied).
        Teamwork lost changes what other Friends share, so the whole board index is worked
        out again (`_types_changed`: rare)."""
        self.s["mods"].append({
            "kind": KEYWORD_LOST, "target": iid, "keyword": keyword, "amount": 0,
            "until": until, "color": "", "ctrl": ctrl, "src": src, "ts": self._record_stamp(),
        })
        self._types_changed()

    def readied(self, iid: int) -> None:
        """The card `iid` was readied (or turned face down frightened, a new card, 505.3):
        what lasted "until it is readied" ends. Only a game with such a modifier looks."""
        mods = self.s["mods"]
        if mods and any(m["until"] == UNTIL_READIED and m["target"] == iid for m in mods):
            self.s["mods"] = [m for m in mods if not (m["until"] == UNTIL_READIED and m["target"] == iid)]
            self._types_changed()

    def give_hand_hasty(self, player: int, until: str, until_friend_played: bool, ctrl: int, src: int) -> None:
        """Friends in a player's hand have Hasty until `until` ends or, with
        `until_friend_played`, that player plays a Friend (`friend_played`)."""
        self.s["mods"].append({
            "kind": HAND_HASTY, "target": player, "amount": int(until_friend_played), "until": until,
            "color": "", "ctrl": ctrl, "src": src, "ts": self._record_stamp(),
        })
        self._cache = None  # (what a player may do outside the Main Phase is kept there)

    def friend_played(self, player: int) -> None:
        """A player played a Friend: "Friends in your hand have Hasty until you play a
        Friend" ends for them."""
        mods = self.s["mods"]
        if mods and any(m["kind"] == HAND_HASTY and m["target"] == player and m["amount"] for m in mods):
            self.s["mods"] = [m for m in mods if not (m["kind"] == HAND_HASTY and m["target"] == player
                                                      and m["amount"])]
            self._cache = None

    def _keywords_changed(self) -> None:
        """A keyword modifier began or ended. The board index keeps each card's keywords
        and what was derived from them (holders, power values) until the board changes,
        which a modifier does not; drop them all (such modifiers are rare, and a keyword
        of one card can change what others have: "X is the number of opposing characters
        here with Competitive")."""
        self._cache = None
        board = self._board
        if board is not None:
            since = board._since_clean(())
            board._followed(None)
            board.changed_since_clean = since

    def _colors_changed(self) -> None:
        """A color modifier began or ended. Derived values outlive modifiers, but a
        keyword granted "while your Mane Character is [Loyalty]" depends on colors (711.4),
        so the keywords and what was derived from them are worked out again."""
        self._cache = None
        board = self._board
        if board is not None:
            since = board._since_clean(())  # (the state checks read colors only for attachments, checked again each time: `flow._changes_keep_clean`)
            board._followed(() if board.values_follow_faces() else None)
            board.changed_since_clean = since

    def expire_mods(self, until: str) -> None:
        """End the modifiers lasting `until` this duration ends (most often there is none)."""
        mods = self.s["mods"]
        if not mods:
            return
        ended = [m for m in mods if m["until"] == until]
        if not ended:
            return
        self.s["mods"] = [m for m in mods if m["until"] != until]
        if any(m["color"] or m["kind"] == "color_set" for m in ended):
            self._colors_changed()
        controls = [m for m in ended if m["kind"] == "control"]
        if controls:
            self.control_returns(controls, f"with the {'Score Phase' if until == 'score' else until}", "708.2")
        if any(m["kind"] == ALSO_FRIEND for m in ended):
            self._friends_changed([m["target"] for m in ended if m["kind"] == ALSO_FRIEND])
        if any(m["kind"] == KEYWORD_MOD and m["keyword"] == "Teamwork" for m in ended):
            self._types_changed()  # (the board index files the cards given it: `given_teamwork`)
        elif any(m["kind"] == KEYWORD_MOD for m in ended):
            self._keywords_changed()
        if any(m["kind"] == HAND_HASTY for m in ended):
            self._cache = None
        if any(m["kind"] == LOSES_ABILITIES for m in ended):
            self._types_changed()  # (the board index files the cards named: `held_lost`)

    def take_abilities_away(self, iid: int, until: str, ctrl: int, src: int) -> None:
        """708.2: a card in play loses and can't have abilities while a definite modifier
        lasts (ended like any other by `expire_mods`). Kept in `mods` so it is saved with
        the board; the board index files the cards it names (`BoardIndex.held_lost`), so
        the index and what was derived from it are worked out again (rare)."""
        self.s["mods"].append({
            "kind": LOSES_ABILITIES, "target": iid, "amount": 0, "until": until, "color": "",
            "ctrl": ctrl, "src": src, "ts": self._record_stamp(),
        })
        self._types_changed()

    def gain_printed_abilities(self, iid: int, donor: str | None, rule: str, donor_boosted: bool = False) -> None:
        """A card in play has, besides its own, the printed abilities of the card `donor` (a
        card id; `donor_boosted`: of its Boosted side), in place of any it had this way; None:
        it loses those and has its own only.
        Its card id says so (`library.gained_id`: its text followed by the donor's), which
        leaving play undoes (`relocate`); its face, name and the board index are worked out
        again with a new timestamp."""
        own = printed_id(self.s["cards"][iid]["card"])
        self._take_card_id(iid, own if donor is None else gained_id(own, donor, donor_boosted))
        if donor is not None:
            donor_face = self.lib.spec(donor)
            if donor_boosted and donor_face.boosted is not None:
                donor_face = donor_face.boosted
            self.note(rule, f"{self.name(iid)} has the printed abilities of {donor_face.name}")

    def become_copy(self, iid: int, donor: str, rule: str) -> None:
        """A card in play is a copy of the card `donor` (a card id): it has that card's printed
        information (`library.copy_id`), until it leaves play (`relocate`)."""
        name = self.name(iid)
        self._take_card_id(iid, copy_id(self.s["cards"][iid]["card"], donor))
        self.note(rule, f"{name} is a copy of {self.lib.spec(donor).name}")

    def _take_card_id(self, iid: int, card_id: str) -> None:
        """A card in play is read as card `card_id` from now on (`gain_printed_abilities`,
        `become_copy`): its face, name and the board index are worked out again, with a new
        timestamp."""
        c = self.s["cards"][iid]
        if card_id == c["card"]:
            return
        self.lib.spec(card_id)  # (compiled and indexed by the library before the board reads it)
        c["card"] = card_id
        self._faces.pop(iid, None)
        self._names.pop(iid, None)
        self._card_id_joins(card_id)
        c["ts"] = self._timestamp()
        self._types_changed()

    def counters_changed(self) -> None:
        """Counters were put on or removed from a card in play. The board index outlives
        counters, but a continuous ability taking abilities away may read them ("Resources
        with Art counters on them lose and can't have abilities"): while one is in play, the
        cards that lost their abilities are worked out again (`_effects_changed`)."""
        board = self._board
        # (so may one making a card Epic, "While this card has at least 3 +1 power counters on it,
        # it is Epic", which the state checks kept with the board read, 516.4)
        if board is not None and ("lose_abilities" in board.statics or "epic" in board.statics):
            self._effects_changed()

    def score_phase_changed(self) -> None:
        """A Score Phase began or ended. Teamwork's sharing is kept with the board index, but a
        text may give a trait only during a Score Phase (Philomena's "your other Friends at that
        Problem get the Critter trait during any Score Phase"), which changes who shares a trait
        with a Teamwork card: while Teamwork and a text giving traits are in play, what was
        worked out from the abilities in effect goes (`_effects_changed`)."""
        board = self._board
        if board is not None and board.teamwork and GAINS_TRAIT in board.statics:
            self._effects_changed()

    def troublemaker_phase_changed(self) -> None:
        """A Troublemaker Phase began or ended. The board index outlives phases, but a
        continuous ability taking abilities away (or making a card Epic) may read the phase
        ("loses and can't gain abilities during your Troublemaker Phase"): while one that
        is not declared blind to it (`abilities.PHASE_BLIND_STATICS`: "Friends here lose
        and can't have abilities" is) is in play, the cards that lost their abilities are
        worked out again (`_effects_changed`)."""
        board = self._board
        if board is not None and any(ability.name not in abilities.PHASE_BLIND_STATICS
                                     for category in _PHASE_READERS
                                     for _, ability in board.statics.get(category, ())):
            self._effects_changed()

    def _effects_changed(self) -> None:
        """Which continuous abilities are in effect may have changed while the board did not:
        a card flipped in a faceoff with a text that works while it is flipped, or counters or
        a phase read by a text taking abilities away or making a card Epic. What was worked
        out from the abilities in effect goes (every card's keywords and values, the table,
        the cards that lost their abilities, the state checks' answer); the board index keeps
        what it files, which reads none of those (it was built anew at each of them before:
        over a tenth of its rebuilds in seeded pool games)."""
        self._cache = None
        board = self._board
        if board is not None:
            board._followed(None)

    def _friends_changed(self, iids: list[int]) -> None:
        """Cards became, or stopped being, also a Friend (`also_friend`): the board index
        files them among their controllers' characters or no longer
        (`BoardIndex.refile_character`), and drops what was derived from the board. (Such
        a modifier starting or ending dropped the whole index before: about two fifths of
        the index's rebuilds in seeded pool games.)"""
        self._cache = None
        board = self._board
        if board is None:
            return
        cards = self.s["cards"]
        for iid in iids:
            c = cards.get(iid)
            if c is not None and c["zone"] == "play":  # (one that left play was unfiled then)
                board.refile_character(self, iid)
        self.settled_board = None if board.unsettled else board

    def _types_changed(self) -> None:
        """Something the board index files by, or keeps for, the cards in play changed in
        a way it does not follow (a card's text, Teamwork lost, abilities taken away): the
        index and what was derived from the board are worked out again (rare)."""
        self._cache = None
        self._board = self.settled_board = None

    # ----- control (513) --------------------------------------------------------------------

    def change_control(self, iid: int, player: int, until: str = CONTROL_FOREVER, ctrl: int | None = None,
                       src: int = 0, rule: str = "513.2", says: str = "") -> bool:
        """Give control of a card in play to `player` (513.2) until a duration ends.

        A control change is a modifier in `mods` (kind "control", the new controller in
        `to`), so it is saved with the board and ends like any other modifier; the card's
        `ctrl` is then recomputed. `ctrl` is who controls the effect (513.3). False when
        the card is not in play or is a Mane Character, which the rules never hand over.
        `says`: the log line of the change, when it is more than "P1 now controls ... (by the
        text of <src>)" (a replacement's says what happens instead, 710.1). `src` is the card
        whose text changes control, named as the log names it while it is in play (else the
        text resolving): a continuous "You control that Friend." changes it with no frame of
        its card resolving. The modifier keeps that card's card id too (`card`), to name it
        by its printed name as the control ends once it is another card (410.6: an Event
        resolved, `control_returns`).
        """
        c = self.s["cards"].get(iid)
        if c is None or c["zone"] != "play" or self.spec(iid).type == "mane":
            return False
        by = self.by_text(self.name(src) if src in self.s["cards"] else None)
        self.s["mods"].append({
            "kind": "control", "target": iid, "to": player, "amount": 0, "color": "", "until": until,
            "ctrl": player if ctrl is None else ctrl, "src": src, "ts": self._timestamp(),
            **({"card": self.s["cards"][src]["card"]} if src in self.s["cards"] else {}),
        })
        if not self.update_controller(iid, rule, says or f"P{player} now controls {self.name(iid)}{by}"):
            self.note(rule, f"P{player} keeps control of {self.name(iid)}{by}")
        return True

    def controller_of(self, iid: int) -> int:
        """513.2: the owner, unless control modifiers say otherwise (the latest one wins, 711.3)."""
        c = self.s["cards"][iid]
        player = c["owner"]
        latest = -1
        for m in self.s["mods"]:
            if m["kind"] == "control" and m["target"] == iid and m["ts"] > latest:
                player, latest = m["to"], m["ts"]
        return player

    def update_controller(self, iid: int, rule: str, says: str = "") -> bool:
        """Bring a card's `ctrl` in line with its control modifiers; True if it changed (logged
        as `says`, by default "P1 now controls ...")."""
        c = self.s["cards"].get(iid)
        if c is None or c["zone"] != "play":
            return False
        player = self.controller_of(iid)
        if player == c["ctrl"]:
            return False
        c["ctrl"] = player
        c["ts"] = self._timestamp()  # a new timestamp: cached derived values are recomputed
        self.note(rule, says or f"P{player} now controls {self.name(iid)}")
        self.emit_event("control_changed", {"card": iid, "player": player})
        return True

    def end_while_exhausted(self, iid: int, becomes: str = "is readied", name: str = "") -> None:
        """This card is no longer exhausted (readied, frightened: 504.2, or gone): modifiers
        lasting "while this card remains exhausted" (`until` "exhausted:<iid>") end (708.2a),
        and the log says so, as it says a control change's end (`control_returns`): "Rainbow
        Dash, Weather Leader #27's loss of its abilities ends as Maud Pie, Let's Play
        "Camouflage" #25 is readied (by the text of ...)". `becomes` follows the card's name
        ("is readied", "becomes frightened", "leaves play"); `name`: the card as it was named
        before (one leaving play or frightened), else its name now."""
        key = f"exhausted:{iid}"
        ended = [m for m in self.s["mods"] if m["until"] == key]
        if not ended:
            return
        self.expire_mods(key)
        name = name or self.name(iid)
        cards = self.s["cards"]
        for m in ended:
            target = m["target"]
            if m["kind"] != LOSES_ABILITIES or target not in cards or cards[target]["zone"] != "play":
                continue  # (a card gone has nothing to end)
            by = self.by_text(self.name(m["src"]) if m["src"] in cards and m["src"] != iid else name)
            self.note("708.2", f"{self.name(target)}'s loss of its abilities ends as {name} {becomes}{by}")

    def end_card_durations(self, iid: int, name: str, becomes: str) -> None:
        """A card left play or was frightened: control changes of it end (410.6, 505.3), and
        so do those lasting "until this card leaves play or is frightened" and "while this
        card remains exhausted". `name` and `becomes` say it for the log of a control going
        back ("Sugar Belle, Takes the Cake #31", "leaves play"): a card gone is no longer named
        by the game."""
        self.end_while_exhausted(iid, becomes, name)
        mods = self.s["mods"]
        while_key = f"while:{iid}"
        ended = [m for m in mods if m["kind"] == "control" and (m["target"] == iid or m["until"] == while_key)]
        if not ended:
            return
        self.s["mods"] = [m for m in mods if not any(m is e for e in ended)]
        self.control_returns([m for m in ended if m["target"] != iid], f"as {name} {becomes}", "513.2", name)

    def control_returns(self, ended: list[dict[str, Any]], when: str, rule: str, gone: str = "") -> None:
        """Control modifiers `ended` are over (no longer in `mods`): each card they gave goes
        back under the control the remaining ones say (513.2), logged with why, as its taking
        was logged with the card whose text did it (708.2): "P1 controls Emerald Green #28
        again: P0's control of it ends as Sugar Belle, Takes the Cake #31 leaves play (by the
        text of Sugar Belle, Takes the Cake #31)", "... ends with the Score Phase". `when`
        follows "ends"; the text is named as its card is known: while it is that card, as
        `gone` (the name of the card leaving play, whose control it was), else by its printed
        name (410.6: an Event resolved is another card by then, "(by the text of A Simple
        Mix-up)"); a board saved without the card names none."""
        for m in ended:
            target = m["target"]
            if target not in self.s["cards"] or self.controller_of(target) == self.card(target)["ctrl"]:
                continue
            src = m["src"]
            if src in self.s["cards"]:
                by = self.by_text(self.name(src))
            else:
                by = self.by_text(gone or (self.lib.card(m["card"]).full_name if "card" in m else ""))
            self.update_controller(target, rule, f"P{self.controller_of(target)} controls {self.name(target)} "
                                                 f"again: P{m['to']}'s control of it ends {when}{by}")

    def cutie_mark(self, iid: int, rule: str = "Glossary: Cutie Mark", by: int | None = None) -> bool:
        """Glossary, Cutie Mark: "Put a +1 power counter on this card and it becomes cutie
        marked" (once). The counter is put as every text puts one (519.1, the shared step
        `steps.add_counters`), by `by` (else the card's controller): "When you put a +1 power
        counter on ..." hears of it and "If you would put one or more +1 power counters ...
        instead" may replace it."""
        c = self.card(iid)
        if c["zone"] != "play" or c["counters"].get("cutie_mark"):
            return False
        counters.add_counters(self, iid, "power", 1, rule, c["ctrl"] if by is None else by)
        c["counters"]["cutie_mark"] = 1
        # keywords granted "while this card is Cutie Marked" are cached with the board: drop
        # the derived values (no timestamp, so the state is what it was without such texts)
        self._cache = None
        self._board = self.settled_board = None
        self.note(rule, f"{self.name(iid)} is cutie marked" + self.by_text())
        self.emit_event("cutie_marked", {"card": iid})
        return True

    def turn_over(self, iid: int, rule: str = "301.2") -> None:
        c = self.card(iid)
        if c["zone"] != "play" or self.spec(iid).type != "mane":
            return
        by = self.by_text()  # (named before its own side changes)
        c["boosted"] = not c["boosted"]
        self._faces.pop(iid, None)
        self._names.pop(iid, None)
        c["ts"] = self._timestamp()
        self.note(rule, f"{self.name(iid)} is turned over to its {'Boosted' if c['boosted'] else 'Start'} side{by}")
        if self._listeners("turned_over"):  # ("When this side of the card is turned face up, ...")
            self.emit_event("turned_over", {"card": iid, "boosted": c["boosted"]})

    # ----- triggers -------------------------------------------------------------------------

    def emit_event(self, event: str, data: dict[str, Any]) -> None:
        """Tell every card in play that something happened; matching abilities trigger (704).
        The event's details come in a dict made for this event alone (matching reads and
        copies it; nothing keeps it).

        Most events reach nobody (no card in play triggers on them, no Teamwork card is
        in play, no keyword or reaction waits for them): those are settled by a few
        look-ups in the board index.
        """
        if event == "enter_play" and self._entering is not None:
            self._entering.append(data)  # (told once the others are in play: `entering_together`)
            return
        if event in _RECORDED_EVENTS and TURN_RECORD in self.keyword_card_ids():
            self._record_turn(event, data)  # (before the triggers read it)
        board = self.settled_board or self.board()
        listeners = board.listeners.get(event)
        if listeners:
            cards = self.s["cards"]
            lost = self.lost_abilities()
            for iid in listeners:
                if iid not in cards:
                    continue
                c = cards[iid]
                if c["frightened"] or iid in lost:
                    continue
                hidden = c["face_down"]  # (505.1a: only abilities that function face-down)
                spec = self.spec(iid)
                triggers = spec.triggers
                if event not in triggers:
                    continue
                for index, ability in triggers[event]:
                    if ability.kind != "trigger" or (hidden and not ability.params.get("face_down")):
                        continue
                    bound = abilities.trigger_matches(self, iid, ability, data)
                    if bound is not None:
                        self.trigger(iid, index, ability, bound)
        if event == "left_play" and self._leaving:
            self._tell_those_gone_with_it(data)
        # (matching triggers only reads the board: the index still holds)
        if board.teamwork:
            teamwork.shared_triggers(self, event, data)
        if event in abilities.KEYWORD_TRIGGERS:  # (the triggered keywords)
            abilities.KEYWORD_TRIGGERS[event](self, event, data)
        if event in REACTION_EVENTS or (event in REACTS_TO and self.lib.react_ids and self.reaction_waits_for(event)):
            self.s["reactions"].append(reaction_record(event, self._record_stamp(), data))
        outside = self.keyword_card_ids().get(TRIGGERS_OUTSIDE_PLAY)
        if outside is not None:  # (only in a game with such a card)
            self._outside_play_triggers(event, data, outside)

    def reaction_waits_for(self, event: str) -> bool:
        """Is `event` a reaction condition to remember now (512.4): does a reaction of a card
        in play (or shared by Teamwork), or an Event in a hand played as one, wait for it
        (`abilities.listened_reaction_events`)? Asked at each such event; in most games
        no card reacts to most of them, and the cards of the game filed by the events their
        reactions wait for (`keyword_card_ids`) settle those without a look at the board
        and the hands."""
        if not self.lib.react_ids:
            return False  # (no card read so far has a reaction)
        marker = REACTS_TO.get(event)
        return (marker is not None and marker in self.keyword_card_ids()
                and event in abilities.listened_reaction_events(self))

    def _outside_play_triggers(self, event: str, data: dict[str, Any], ids: frozenset[str]) -> None:
        """Triggered abilities that work while their card is in its owner's hand, discard
        pile or banished zone (the ability's `from_zone`): the owner controls them (513.4: a
        card out of play has no other controller)."""
        cards = self.s["cards"]
        for player in self.s["players"]:
            for zone in ("hand", "discard", "banished"):
                for iid in player[zone]:
                    c = cards[iid]
                    if c["card"] not in ids:
                        continue
                    spec = self.spec(iid)
                    for index, ability in spec.triggers.get(event, ()):
                        if ability.params.get("from_zone") != zone:
                            continue
                        bound = abilities.trigger_matches(self, iid, ability, data)
                        if bound is not None:
                            self.add_trigger(c["owner"], iid, spec.id, index, bound)

    def this_turn(self) -> dict[str, Any]:
        """What has happened so far this turn, as far as texts read it (kept only in a game
        holding such a text, see `TURN_RECORD`): "friends_left", "friends_entered" (counts of
        Friends, tokens included, that left / entered play), "played:<player>",
        "discarded:<player>" (counts) and "won:<player>" ([kind, margin] of each faceoff won).
        An empty dict at a new turn. (The cards each player drew this turn are their count
        `drawn`.)"""
        record = self.s["flags"].get(TURN_RECORD)
        if record is None or record[0] != self.s["turn"]:
            return {}
        return record[1]

    def _record_turn(self, event: str, data: dict[str, Any]) -> None:
        """Count an event in this turn's record (`this_turn`); a record of an earlier turn is
        dropped."""
        flags = self.s["flags"]
        record = flags.get(TURN_RECORD)
        if record is None or record[0] != self.s["turn"]:
            record = flags[TURN_RECORD] = [self.s["turn"], {}]
        counts = record[1]
        if event == "left_play":
            key = "friends_left" if self.lib.spec(data["card_id"]).type == "friend" else ""
        elif event == "enter_play":
            card = self.s["cards"].get(data["card"])
            key = "friends_entered" if card is not None and self.spec(data["card"]).type == "friend" else ""
        elif event == "faceoff_won":
            counts.setdefault(f"won:{data['player']}", []).append([data["kind"], data["margin"]])
            return
        elif event == "discarded":
            key = f"discarded:{data['owner']}"
        elif event == "would_move":  # (a character about to be moved, whoever moves it: `move`)
            key = "would_move"
        else:  # "played"
            key = f"{event}:{data['player']}"
        if key:
            counts[key] = counts.get(key, 0) + 1
    def text_resolving(self) -> str:
        """The card whose text is resolving now (the innermost ability or card being
        resolved, 705.2e, 704), as the log names it; "" when none is (the game's rules). A
        card that has left play since is named by its printed name (410.6: it is another card).
        While a replacement applies (a "replace_instead" frame once its card is known), what
        it does instead and the price it asks are that card's text's, not the text whose
        occurrence it replaces (710.1: Applejack, Breeziefied retires herself; Defensive
        Position's [1] is paid for Defensive Position; Princess Luna, The Setting Moon's token
        gained instead of a card drawn). Until one is known, and when none applies, the
        occurrence is the text's that caused it as the replacement was asked for ("cause":
        Tatzlwurm's banishing, which Princess Twilight Sparkle, Endless Friendship could have
        replaced, once Tatzlwurm's own frame is over). A card put back into play (`PUT_BACK`)
        is put back by the text that banished it, though that text is over (Princess Luna, Mare
        in the Moon, back at the start of her player's turn; a Friend banished "until this card
        leaves play" as that card leaves by another's text): the name that frame keeps."""
        frame = self._frame_resolving()
        if frame is not None and TEXT_GIVEN in frame:
            frame = frame[TEXT_GIVEN]
            if "by" in frame:
                return frame["by"]
        if frame is not None and frame["op"] == PUT_BACK:
            return put_back_by(frame)
        if frame is not None and frame["op"] in REPLACING_FRAMES:
            if "src" not in frame:
                return frame["cause"]
            return self.name(frame["src"]) if frame["src"] in self.s["cards"] else ""
        if frame is None:
            return self._left_by
        if TEAMWORK_GIVER in frame:
            return self.teamwork_words(frame)
        c = self.s["cards"].get(frame["src"])
        if c is not None and c["card"] == frame["card"]:
            return self.name(frame["src"])
        return self.lib.card(frame["card"]).full_name

    def _frame_resolving(self) -> dict | None:
        """The innermost frame whose text is resolving (`text_resolving`), if any."""
        return next((f for f in reversed(self.s["stack"]) if f["op"] in ("ability", PUT_BACK) or TEXT_GIVEN in f
                     or (f["op"] in REPLACING_FRAMES and ("src" in f or "cause" in f))), None)

    def text_given(self) -> dict | None:
        """What a frame pushed to carry out an instruction of the text resolving now keeps
        under `TEXT_GIVEN`, as that text's own frame is done before it runs: the ability
        frame's card ("src", "card", and a Teamwork's giver), named then as `text_resolving`
        names it (by its number while it is the same card, else by its printed name: 410.6),
        or the name of any other text; None when the rules give the instruction."""
        frame = self._frame_resolving()
        if frame is None:
            return {"by": self._left_by} if self._left_by else None
        if TEXT_GIVEN in frame:
            return frame[TEXT_GIVEN]
        if frame["op"] == "ability":
            return {k: frame[k] for k in ("op", "src", "card", TEAMWORK_GIVER, TEAMWORK_SHARER) if k in frame}
        return {"by": self.text_resolving()}

    def teamwork_named(self, frame: dict) -> tuple[str, str]:
        """The Teamwork card whose printed ability a frame (or a waiting triggered effect) runs
        and the Friend that has it by Teamwork, as the log names them: each by its number while
        it is the same card, else by its printed name (410.6)."""
        cards = self.s["cards"]
        giver = frame[TEAMWORK_GIVER]
        c = cards.get(giver)
        text = self.name(giver) if c is not None and c["card"] == frame["card"] else \
            self.lib.card(frame["card"]).full_name
        if frame["src"] in cards:
            sharer = self.name(frame["src"])
        elif TEAMWORK_SHARER in frame:
            sharer = self.lib.card(frame[TEAMWORK_SHARER]).full_name
        else:
            sharer = "a Friend that left play"
        return text, sharer

    def teamwork_words(self, frame: dict) -> str:
        """"Raven, Event Organizer #25, which Comet Tail, Hale Bopper #27 has by Teamwork": whose
        text a frame running an ability shared by Teamwork resolves (`text_resolving`)."""
        text, sharer = self.teamwork_named(frame)
        return f"{text}, which {sharer} has by Teamwork"

    @contextmanager
    def text_left_by(self, name: str) -> Iterator[None]:
        """While an instruction a text left for the end of a faceoff, phase or turn is carried
        out ("At the end of the phase, retire that Friend"), the log names that text's card
        (`name`) as the text resolving, though no frame of it is on the stack any more."""
        self._left_by = name
        try:
            yield
        finally:
            self._left_by = ""

    def by_text(self, by: str | None = None) -> str:
        """What a log entry adds for a happening a card's text caused (705.2e): " (by the text
        of <card>)"; "" when the game's rules did it (the rule cited says which). The one
        wording of the source of tokens, points, flips, shuffles, frightening, counters and
        of what a replacement does instead (710.1). `by` names the card when the caller
        knows it and no frame of it is resolving (a replacement's own card, as the log names
        it; "" when it is gone); by default, the text resolving (`text_resolving`)."""
        by = self.text_resolving() if by is None else by
        return f"{_BY_TEXT}{by})" if by else ""

    def caused_by(self, rule: str, by: str | None = None) -> str:
        """`by_text` for a happening a card's text asks for, but not for the cost of playing a
        card or activating an ability (705.2d, 703.1d): the "plays" or "activates" line before
        it names the card already; nor for what the rules do in its wake (`RULES_OWN_DOING`)."""
        return "" if rule in COST_RULES or rule in RULES_OWN_DOING else self.by_text(by)

    def note_seen(self, rule: str, text: str) -> None:
        """Log a player revealing or looking at cards (a hand, a deck's top, a card searched
        for) with the card whose text has them do it (`caused_by`), as every other happening a
        text causes is logged: a judge reads which card showed them. The words are the
        caller's and keep a hidden card hidden (404.1): a look names the looker and the place
        looked at, a reveal names the cards revealed."""
        self.note(rule, text + self.caused_by(rule))

    def moving_cards_player(self, mover: int) -> int:
        """The player whose card moves a card now: the controller of the ability or effect
        resolving (513.3), else `mover` (the Move action, 609.2b, or a card about to be played).
        Pearly Stitch's erratum (rules 10) reads "Your opponent's cards can't move this card", not
        the printed "Your opponents can't move this card": when an opponent's Ahuizotl has its
        controller move one of their characters home, it is the opponent's card that moves it."""
        acting = self.acting_player()
        return mover if acting is None else acting

    def acting_player(self) -> int | None:
        """The controller of the innermost ability or effect resolving now (513.3: the player
        who does what it says), or None when no card's text is resolving (the game's rules)."""
        return next((f["ctrl"] for f in reversed(self.s["stack"]) if f["op"] == "ability"), None)

    def has_listeners(self, event: str) -> bool:
        """Is a card with a triggered ability on this event in play (either face)? (The turn
        asks before it adds a moment only such a text would see.)"""
        return bool(self._listeners(event))

    def _listeners(self, event: str) -> list[int]:
        """Cards in play with a triggered ability on this event (either face)."""
        return (self.settled_board or self.board()).listeners.get(event, _NO_CARDS)

    def trigger(self, iid: int, index: int, ability: Ability, data: dict) -> None:
        """Ability `index` of card `iid` in play triggered with the details `data`: a choice
        made as the card enters play (`AS_ENTERS`: "As this card enters play, name a color",
        706.1a, 706.1b) is made at once, before any triggered effect or player acts; any other
        waits for Pre-Priority Processing (712). Those of cards entering play together wait
        for the others' (`entering_together`)."""
        c = self.card(iid)
        card_id = self.spec(iid).id
        if ability.params.get(AS_ENTERS):
            frame = {"op": "ability", "src": iid, "card": card_id, "ab": index, "boosted": c["boosted"], "name": "",
                     "ctrl": c["ctrl"], "data": _plain(data), "step": 0}
            if self._entering_choices is not None:
                self._entering_choices.append(frame)
            else:
                self.s["stack"].append(frame)
        else:
            self.add_trigger(c["ctrl"], iid, card_id, index, data, boosted=c["boosted"])

    def add_trigger(self, ctrl: int, src: int, card_id: str, index: int, data: dict,
                    boosted: bool = False, name: str = "", giver: int = 0, sharer: str = "") -> None:
        """A triggered effect waits (704.1). `giver`: the Teamwork card whose printed ability
        `src` has (`values.teamwork`), kept so that the effect names both cards; `sharer`: the
        card id of `src` when it has left play (its "when this card leaves play")."""
        record = {"ctrl": ctrl, "src": src, "card": card_id, "ab": index, "boosted": boosted,
                  "name": name, "data": _plain(data), "n": self._record_stamp()}
        if giver:
            record[TEAMWORK_GIVER] = giver
            if sharer:
                record[TEAMWORK_SHARER] = sharer
        self.s["waiting"].append(record)


REACTION_EVENTS = frozenset({"flip", "tm_defeated", "faceoff_won"})
# the key of a waiting triggered effect, and of the frame of an ability, that holds the Teamwork
# card whose printed ability the frame's card has (`MlpGame.text_resolving` names both)
TEAMWORK_GIVER = "giver"
# ... and the card id of the Friend that had it, when that Friend has left play
TEAMWORK_SHARER = "sharer"
# The key of a reaction record (`state["reactions"]`) that holds its timestamp, the name by
# which an answer, an action key ("react|31|406") or a frame names that occurrence (512.4c).
# No event's details may use it (nor "event" or "used"): an amount travels as "amount". (It
# keeps the name saved positions and replays, whose digests hash the position, know it by.)
STAMP = "n"
_RECORD_KEYS = frozenset({"event", STAMP, "used"})


def reaction_record(event: str, stamp: int, data: dict[str, Any]) -> dict[str, Any]:
    """The record of a reaction condition met (512.4d): the event, its stamp and the event's
    details. The details can't take the record's own keys: two occurrences sharing a stamp
    could not be told apart, and answering one would answer both (512.4c)."""
    assert not _RECORD_KEYS.intersection(data), f"{event} details use a record key: {sorted(data)}"
    return {"event": event, STAMP: stamp, **_plain(data)}

# Reaction conditions remembered only while a card in play, or an Event in a hand, has a
# reaction on them (playing, moving or entering play, the start of a phase or a faceoff,
# a card leaving play, a draw, an uncovering, a Friend frightened or unfrightened, action
# tokens gained, a Main Phase action taken).
LISTENED_REACTION_EVENTS = frozenset({"played", "moved", "turn_start", "tm_phase_start", "tm_phase_end", "main_start",
                                      "score_start", "turn_end", "faceoff_start",
                                      "left_play", "drew", "uncovered", "enter_play", "frightened",
                                      "unfrightened", "gained", "took_action"})
# categories of continuous abilities whose answers may read the phase (`troublemaker_phase_changed`)
_PHASE_READERS = ("lose_abilities", "epic")
# the name under which `MlpGame.keyword_card_ids` lists every card id it was read from
EVERY_CARD_ID = "every_card_id"
# the names under which `MlpGame.keyword_card_ids` files the cards whose reactions wait for
# each of those events
REACTS_TO = {event: f"reacts_to:{event}" for event in LISTENED_REACTION_EVENTS}
_NO_CARDS: list[int] = []
_NO_LOST: frozenset[int] = frozenset()
_NO_PAIRS: list[tuple[int, Any]] = []


class BoardIndex:
    """The cards in play filed by area, by host (attachments), by controller
    (characters), by category of continuous ability on their current face, by event
    they trigger on (either face), by whether they have activated abilities (either
    face) and by being Troublemakers (all, and the face-up ones), all in play order.

    Built in one pass over `state["play"]` when a card in play changed in a way the
    index does not follow (a new instance id or timestamp, see `MlpGame.cached`).
    The common changes are followed instead of rebuilding: a card entering or
    leaving play (`MlpGame.relocate`: `add`, `remove`), cards moving between
    areas (`MlpGame.move`: `refile_areas`, at once unless cards are waiting to be filed),
    a card turning face up (`MlpGame.turn_face_up`: `turned_face_up`) and a card becoming,
    or ceasing to be, also a Friend (`MlpGame.add_mod`, `expire_mods`: `refile_character`). A card entering
    play is filed (and areas are then re-read) only at the next look-up (`MlpGame.board`,
    `settle`), so the code
    that put the card into play may still finish its record (face down, host) as
    it could when the whole index was rebuilt at the next look-up. Lists are
    replaced, never changed in place, so a caller looping over one while the board
    changes keeps the list it had; callers must not modify them.

    Anything kept here (`keywords`, `values`, `memo`, `table`, `lost`,
    `statics_for`, `printed_holders`) may read only the records of cards in play, their
    specs and `state["areas"]`. `memo`, `table` and `lost` are dropped whenever the
    index follows a change; `keywords` and `values` then too unless the change cannot
    alter them (see `_followed`); `printed_holders` reads only faces and
    follow cards entering and leaving play; `statics_for` keeps each entry with the
    list it was picked from and answers only while that list is still current. The
    index outlives changes to hands, decks, modifiers, waiting triggers and
    reactions (see `MlpGame.relocate` and `_record_stamp`).
    """

    __slots__ = ("activators", "all_troublemakers", "areas_moved", "by_area", "by_host", "by_power", "changed_since_clean",
                 "characters", "characters_by_area", "clean", "entered", "given_teamwork", "held_lost", "keywords", "listeners", "lost", "memo", "printed_holders", "statics", "statics_for", "table",
                 "teamwork", "troublemakers", "unsettled", "values")

    def __init__(self, g: MlpGame) -> None:
        self.by_area: dict[Any, list[int]] = {}
        # attachments by the id of their host (which they keep after it left play);
        # a host is given only as a card enters play or with a new timestamp
        self.by_host: dict[int, list[int]] = {}
        self.characters: dict[int, list[int]] = {}
        # each player's characters by area (`MlpGame.characters_at`), filled on demand;
        # emptied whenever a character is filed or leaves and whenever areas change
        self.characters_by_area: dict[int, dict[Any, list[int]]] = {}
        self.statics: dict[str, list[tuple[int, Any]]] = {}
        self.listeners: dict[str, list[int]] = {}
        self.activators: list[int] = []
        self.teamwork = False
        # face-up Troublemakers in play, in play order (their areas are read from their records)
        self.troublemakers: list[int] = []
        # every Troublemaker in play, face up or down, in play order
        self.all_troublemakers: list[int] = []
        # values that depend only on the cards in play, filled on demand: each card's
        # keywords (`power.keywords`) and, under `memo`, other lists by key
        self.keywords: dict[int, dict[str, int | None]] = {}
        # what the board decides of each card's power and colors (`power._values`)
        self.values: dict[int, tuple] = {}
        self.memo: dict[Any, Any] = {}
        # whether the state checks find nothing to do (`flow._board_clean`; None: not looked
        # at), dropped with `memo` (an attribute: asked at every priority and window opened)
        self.clean: bool | None = None
        # `MlpGame.statics_table` and `MlpGame.lost_abilities`, worked out on demand and
        # dropped with `memo`
        self.table: dict[str, list[tuple[int, Any]]] | None = None
        self.lost: frozenset[int] | None = None
        # the two above while a loss of abilities that reads power is in effect (they are
        # None meanwhile: see `MlpGame._statics_table`), dropped with them
        self.by_power: _LostByPower | None = None
        # face-up cards by the keywords printed on their current face, filled on demand
        # (`abilities._printed_holders`) and then followed as cards enter and leave play
        # (faces change only with a new index)
        self.printed_holders: dict[str, list[int]] | None = None
        # the continuous abilities of a category that may apply to a card, with the list
        # of that category they were picked from: valid while that list is the current
        # one, so kept through followed changes (`power._statics_for`)
        self.statics_for: dict[tuple[str, int], tuple[list, list]] = {}
        # changes followed but not filed yet (see `settle`)
        self.entered: list[int] = []
        self.areas_moved = False
        self.unsettled = False  # entered or areas_moved: `settle` has work (one test per look-up)
        # the cards that entered play, changed areas or turned face up since the board
        # was last found clean by `flow._board_clean`, when nothing else changed
        # meanwhile but colors and cards leaving play with no attachments (else None)
        self.changed_since_clean: list[int] | None = None
        # the cards that lose and can't have abilities by a modifier of a resolved effect
        # (`MlpGame.take_abilities_away`): the index is built anew as one begins or ends
        mods = g.s["mods"]
        self.held_lost: frozenset[int] = frozenset(
            m["target"] for m in mods if m["kind"] == LOSES_ABILITIES) if mods else _NO_LOST
        # the cards given Teamwork by a modifier (`MlpGame.grant_keyword`): they may share
        # abilities as the cards printed with it do; the index is built anew as one begins or ends
        self.given_teamwork: frozenset[int] = frozenset(
            m["target"] for m in mods if m["kind"] == KEYWORD_MOD and m["keyword"] == "Teamwork") if mods else _NO_LOST
        cards = g.s["cards"]
        for iid in g.s["play"]:
            self._file(g, iid, cards[iid], in_place=True)

    def has_teamwork(self, g: MlpGame, iid: int, card_id: str) -> bool:
        """May the card `iid` (of id `card_id`) share abilities by Teamwork: is Teamwork
        printed on either of its faces, or given to it by a modifier (a keyword given is had
        like a printed one, 701.2a)? Which instances it has now is `values.teamwork`'s to read."""
        return card_id in g.lib.teamwork_ids or iid in self.given_teamwork

    def _file(self, g: MlpGame, iid: int, c: dict[str, Any], in_place: bool = False) -> set[int] | None:
        """File one card in play after the others (it is the last in play order).
        `in_place` appends to the lists, which only a new index may do. Returns the
        cards whose `keywords` and `values` its continuous abilities may change (None:
        any card; see `_values_reach`)."""
        card_id = c["card"]
        lib = g.lib
        printed = lib._specs.get(card_id)
        if printed is None:
            printed = lib.spec(card_id)
        reach: set[int] | None = set()
        if self.has_teamwork(g, iid, card_id):
            self.teamwork = True
            reach = None
        _add(self.by_area, c["area"], iid, in_place)
        if c["host"] is not None:
            _add(self.by_host, c["host"], iid, in_place)
        if _filed_as_character(g, iid, printed):
            _add(self.characters, c["ctrl"], iid, in_place)
            self.characters_by_area = {}
        elif printed.type == "troublemaker":
            if in_place:
                self.all_troublemakers.append(iid)
                if not c["face_down"]:
                    self.troublemakers.append(iid)
            else:
                self.all_troublemakers = [*self.all_troublemakers, iid]
                if not c["face_down"]:
                    self.troublemakers = [*self.troublemakers, iid]
        face = _filed_face(printed, c)
        if face is not None and self.printed_holders is not None:
            for name in face.keywords:
                _add(self.printed_holders, name, iid, False)
        if face is not None and card_id in lib.static_card_ids:
            for category, found in face.statics.items():
                for ability in found:
                    reach = _values_reach(reach, iid, c["host"], category, ability.name)
                pairs = [(iid, ability) for ability in found]
                old = self.statics.get(category)
                if old is None:
                    self.statics[category] = pairs
                elif in_place:
                    old.extend(pairs)
                else:
                    self.statics[category] = old + pairs
        for name in lib.trigger_events(card_id):
            _add(self.listeners, name, iid, in_place)
        if printed.activated or (printed.boosted is not None and printed.boosted.activated):
            if in_place:
                self.activators.append(iid)
            else:
                self.activators = [*self.activators, iid]
        return reach

    def add(self, iid: int) -> None:
        """Follow a card entering play (appended to `state["play"]`), filed by `settle`
        (which decides whether the values of the other cards are kept)."""
        self.entered.append(iid)
        self.unsettled = True
        since = self._since_clean([iid])
        self._followed(())
        self.changed_since_clean = since

    def _since_clean(self, changed: Iterable[int]) -> list[int] | None:
        """`changed_since_clean` once these cards entered play or changed areas: them
        alone when the board was last found clean, added to the list when it was not
        looked at since, else None (see `flow._changes_keep_clean`)."""
        clean = self.clean  # (`flow._board_clean`, as the board is now)
        if clean:
            return list(changed)
        if clean is None and self.changed_since_clean is not None:
            return [*self.changed_since_clean, *changed]  # not looked at since the last change
        return None

    def settle(self, g: MlpGame) -> None:
        """File the cards that entered play and re-read areas, as they are now."""
        cards = g.s["cards"]
        changed = self.changed_since_clean  # (entered cards are in it: `add`)
        entered, self.entered = self.entered, []
        self.unsettled = False
        reach: set[int] | None = set()
        for iid in entered:
            filed = self._file(g, iid, cards[iid])
            reach = None if filed is None or reach is None else reach | filed
        if self.areas_moved:
            self.areas_moved = False
            self.characters_by_area = {}
            by_area: dict[Any, list[int]] = {}
            for iid in g.s["play"]:
                area = cards[iid]["area"]
                found = by_area.get(area)
                if found is None:
                    by_area[area] = [iid]
                else:
                    found.append(iid)
            self.by_area = by_area
        self._followed(self._came_reach(g, reach, {cards[iid]["area"] for iid in entered}))
        self.changed_since_clean = changed

    def remove(self, g: MlpGame, iid: int, c: dict[str, Any]) -> None:
        """Follow a card (record `c`) leaving play. A card leaving a clean board leaves
        it clean unless cards in play are attached to it (511.2: they lost their host),
        so `changed_since_clean` is kept unless it has attachments (see
        `flow._changes_keep_clean`)."""
        if iid in self.entered:
            self.entered.remove(iid)  # never filed
            self.unsettled = bool(self.entered) or self.areas_moved
            self._followed(())
            return
        _drop(self.by_area, c["area"], iid)
        if c["host"] is not None:
            _drop(self.by_host, c["host"], iid)
        if iid in self.characters.get(c["ctrl"], _NO_CARDS):
            _drop(self.characters, c["ctrl"], iid)
            self.characters_by_area = {}
        if iid in self.all_troublemakers:
            self.all_troublemakers = [i for i in self.all_troublemakers if i != iid]
            if iid in self.troublemakers:
                self.troublemakers = [i for i in self.troublemakers if i != iid]
        # the card leaves with the face it was filed with (a face changes only with a new index)
        face = _filed_face(g.lib.spec(c["card"]), c)
        if face is not None and self.printed_holders is not None:
            for name in face.keywords:
                _drop(self.printed_holders, name, iid)
        reach: set[int] | None = None if self.has_teamwork(g, iid, c["card"]) else {iid}
        if face is not None and c["card"] in g.lib.static_card_ids:
            for category, found in face.statics.items():
                for ability in found:
                    reach = _values_reach(reach, iid, c["host"], category, ability.name)
                pairs = self.statics.get(category)
                if pairs is not None:
                    kept = [pair for pair in pairs if pair[0] != iid]
                    if kept:
                        self.statics[category] = kept
                    else:
                        del self.statics[category]
        for name in g.lib.trigger_events(c["card"]):
            _drop(self.listeners, name, iid)
        if iid in self.activators:
            self.activators = [i for i in self.activators if i != iid]
        if self.has_teamwork(g, iid, c["card"]):
            cards = g.s["cards"]
            self.teamwork = any(self.has_teamwork(g, i, cards[i]["card"]) for i in g.s["play"])
        since = None if iid in self.by_host else self._since_clean(())
        self._followed(self._came_reach(g, reach, {c["area"]}))
        self.changed_since_clean = since if not since else [i for i in since if i != iid]

    def turned_face_up(self, g: MlpGame, iid: int) -> None:
        """Follow a card in play turning face up (a Troublemaker uncovered, 607.3). Its
        face is then filed as `_file` files it, put back in play order: among the face-up
        Troublemakers, the holders of its printed keywords and the continuous abilities
        of each category. What else the index keeps reads no face (areas, controllers,
        listeners and activators are filed for either face). Its own kept values go, and
        those its continuous abilities can reach, as for a card entering play; it joins
        `changed_since_clean`."""
        if iid in self.entered:  # not filed yet: `settle` files it as it is now
            self._followed(())
            return
        play = g.s["play"]
        c = g.s["cards"][iid]
        printed = g.lib.spec(c["card"])
        reach: set[int] | None = None if self.has_teamwork(g, iid, c["card"]) else {iid}
        if printed.type == "troublemaker" and iid not in self.troublemakers:
            shown = {*self.troublemakers, iid}
            self.troublemakers = [i for i in play if i in shown]
        face = _filed_face(printed, c)
        if face is not None:
            position = play.index(iid)
            later = set(play[position + 1:])
            if self.printed_holders is not None:
                for name in face.keywords:
                    holders = self.printed_holders.get(name, [])
                    at = next((n for n, i in enumerate(holders) if i in later), len(holders))
                    self.printed_holders[name] = [*holders[:at], iid, *holders[at:]]
            if c["card"] in g.lib.static_card_ids:
                for category, found in face.statics.items():
                    for ability in found:
                        reach = _values_reach(reach, iid, c["host"], category, ability.name)
                    pairs = self.statics.get(category, [])
                    at = next((n for n, pair in enumerate(pairs) if pair[0] in later), len(pairs))
                    self.statics[category] = [*pairs[:at], *((iid, ability) for ability in found), *pairs[at:]]
        since = self._since_clean([iid])
        self._followed(self._came_reach(g, reach, {c["area"]}))
        self.changed_since_clean = since

    def refile_character(self, g: MlpGame, iid: int) -> None:
        """Follow a card in play becoming, or ceasing to be, also a Friend
        (`MlpGame.also_friend`): it joins its controller's characters, in play order, or
        leaves them. Nothing else the index files reads whether a card is a Friend (the
        Troublemakers are filed by printed type, which such a card keeps). Its own kept
        values go, and those the keyword grants in play may answer differently for, as for
        a card coming into play or leaving it at its area: there is a Friend more or fewer
        there (`_came_reach`)."""
        if iid in self.entered:  # not filed yet: `settle` files it as it is now
            self._followed(())
            return
        c = g.s["cards"][iid]
        ctrl = c["ctrl"]
        filed = self.characters.get(ctrl, _NO_CARDS)
        if _filed_as_character(g, iid, g.lib.spec(c["card"])):
            if iid not in filed:
                joined = {*filed, iid}
                self.characters[ctrl] = [i for i in g.s["play"] if i in joined]
        else:
            _drop(self.characters, ctrl, iid)
        self.characters_by_area = {}
        self._followed(self._came_reach(g, {iid}, {c["area"]}))

    def refile_areas(self, g: MlpGame, moved: list[int], origins: list[str], dest: str) -> None:
        """Follow cards in play (`moved`, from the areas `origins`) moving to `dest`. On a
        settled index they are refiled at once: each leaves its area's list and joins
        the destination's, in play order (a move is the most common change, and refiling
        one or two cards is a small part of re-reading every card's area, which `settle`
        does when cards that entered play are waiting to be filed). Lists are replaced,
        never changed in place; an area left empty loses its entry, as a fresh index
        has none."""
        if self.unsettled:
            self.areas_moved = True  # (re-read by `settle`, with the cards waiting)
        else:
            by_area = self.by_area
            for index, card in enumerate(moved):
                _drop(by_area, origins[index], card)
            found = by_area.get(dest)
            if found is None and len(moved) == 1:
                found = moved
            else:
                # (one pass over the cards in play: sorting by `play.index` costs several times more)
                joined = set(moved) if found is None else {*found, *moved}
                found = [i for i in g.s["play"] if i in joined]
            by_area[dest] = found
        self.characters_by_area = {}
        since = self._since_clean(moved)
        self._followed(() if self.values_follow_faces() else self._grants_reach(g, {*origins, dest}, False))
        self.changed_since_clean = since

    def _came_reach(self, g: MlpGame, reach: set[int] | None, areas: set[str]) -> set[int] | None:
        """The cards whose keywords and `values` may differ once cards came into play, left
        it or turned face up at `areas`: those their own texts may change (`reach`, from
        `_values_reach`) and those the grants in play may answer differently for now."""
        if reach is None or self.values_follow_faces():
            return reach
        more = self._grants_reach(g, areas, True)
        return None if more is None else reach | more

    def _grants_reach(self, g: MlpGame, involved: set[str], came: bool) -> set[int] | None:
        """The cards whose keywords (and so `values`) the keyword grants in play may answer
        differently for once cards moved between the areas `involved` (`came` False) or came
        into play, left it or turned face up there (`came`; what their own texts change is
        `_values_reach`'s); None: any card. A grant that reads only its own card and the
        card asked about changes nothing; one that reads cards in play but no area changes
        nothing on a move, else what it may apply to (its own card, its host; any card);
        one that reads only its own card's area and its target's (`OWN_AREAS`) answers anew
        only where either is an area involved: for every card there, or, when its own card
        is there, for every card it may apply to. Volatile grants are left out: their
        cards' keywords are never kept (`power.keywords`). Anything else in play that may
        change keywords with the board (Teamwork, abilities taken away, colors or traits
        given by texts that read more than their own cards, which grants read) changes any
        card's, and so does a move while a "becomes [color]" modifier is in effect: the
        moved card's new timestamp may put its own color changes (Prismatic, its texts)
        after that modifier (711.3)."""
        statics = self.statics
        if self.teamwork or self.held_lost or PROBLEM_LOSES_ABILITIES_BY_POWER in statics:
            return None
        if not came and any(m["kind"] == "color_set" for m in g.s["mods"]):
            return None
        host_only = abilities.HOST_ONLY_STATICS
        if any(ability.name not in host_only for _src, ability in statics.get("lose_abilities", ())):
            return None
        board_read = abilities.board_read
        fixed = (OWN_CARDS,) if came else (OWN_CARDS, NO_AREA)  # (what the change leaves as it was)
        if any(board_read(ability) not in fixed for category in _READ_BY_GRANTS
               for _src, ability in statics.get(category, ())):
            return None
        cards = g.s["cards"]
        self_only, volatile = abilities.SELF_ONLY_STATICS, abilities.VOLATILE_KEYWORD_STATICS
        reach: set[int] = set()
        there = False  # (the cards at the areas involved are reached)
        for src, ability in statics.get("grant_keyword", ()):
            name = ability.name
            what = board_read(ability)
            if what in fixed or name in volatile:
                continue
            if ability.params["keyword"] == "Prismatic" or what not in (NO_AREA, OWN_AREAS):
                return None  # (Prismatic gives colors, which grants elsewhere may read)
            if what == NO_AREA or cards[src]["area"] in involved:
                if name in self_only:
                    reach.add(src)
                elif name in host_only:
                    if cards[src]["host"] is not None:
                        reach.add(cards[src]["host"])
                else:
                    return None
            elif name not in self_only:
                there = True  # (a card it grants to may be at an area involved: its own, or its host's)
        if there:
            reach.update(iid for iid in g.s["play"] if cards[iid]["area"] in involved)
        return reach

    def keywords_printed_only(self) -> bool:
        """Does every face-up card in play have exactly the keywords printed on its current
        face? It does when nothing in play shares keywords (Teamwork), grants them or takes
        abilities away: then `statics_table` is `statics` and none of those categories is
        in it (what `power.keywords` and `abilities._holders` would otherwise work out
        from it). Read from `statics` and `teamwork`, which every change to the board
        updates, so nothing is kept."""
        statics = self.statics
        return (not self.teamwork and not statics.get("grant_keyword") and not statics.get("lose_abilities")
                and not self.held_lost and PROBLEM_LOSES_ABILITIES_BY_POWER not in statics)

    def values_follow_faces(self) -> bool:
        """Do the cards' keywords, and the continuous abilities in effect, depend only on
        which cards are in play, their faces and their hosts? They do when nothing in play
        shares keywords (Teamwork) and every ability granting keywords or taking abilities
        away is one that only applies to its card's host (`abilities.HOST_ONLY_STATICS`).
        Then areas and colors change no card's `keywords` or `values`, and a card coming
        or going changes only those `_values_reach` says."""
        statics = self.statics
        if self.teamwork or self.held_lost or PROBLEM_LOSES_ABILITIES_BY_POWER in statics:
            return False
        if "grant_keyword" not in statics and "lose_abilities" not in statics:
            return True  # (the usual board: no keyword granted nor ability taken away)
        host_only = abilities.HOST_ONLY_STATICS
        for category in ("grant_keyword", "lose_abilities"):
            for _src, ability in statics.get(category, ()):
                if ability.name not in host_only:
                    return False
        return True

    def _followed(self, changed: Iterable[int] | None) -> None:
        """What was filled on demand may read anything that changed, except the cards'
        keywords and `values`: of those, only the ones of the `changed` cards (None: of
        every card) can differ now (see `values_follow_faces`)."""
        if changed is None:
            self.keywords = {}
            self.values = {}
        else:
            for iid in changed:
                self.keywords.pop(iid, None)
                self.values.pop(iid, None)
        self.memo = {}
        self.clean = None
        self.table = None
        self.lost = None
        self.by_power = None
        self.changed_since_clean = None

    def swap_derived(self, derived: tuple) -> tuple:
        """Put in place the values derived from one statics table (`keywords`, `values`,
        `memo`, `statics_for`, `clean`: as `_fresh_derived` makes them) and give back
        those that were (`_LostByPower`: the table read by the condition and the one in
        effect each have their own)."""
        found = (self.keywords, self.values, self.memo, self.statics_for, self.clean)
        self.keywords, self.values, self.memo, self.statics_for, self.clean = derived
        return found


def _filed_as_character(g: MlpGame, iid: int, printed: Spec) -> bool:
    """Is a card in play (printed as `printed`) filed among its controller's characters: a
    Friend or Mane Character, or a Resource that is also a Friend for now?"""
    return printed.type in ("friend", "mane") or (printed.type == "resource" and g.also_friend(iid))


def _filed_face(printed: Spec, c: dict[str, Any]) -> Spec | None:
    """The face by which a card in play (record `c`, printed as `printed`) is filed: its
    current face, or None when it is face down or frightened (no keywords, no abilities)."""
    if c["face_down"] or c["frightened"]:
        return None
    return printed.boosted if c["boosted"] and printed.boosted is not None else printed


# what a continuous ability's answer reads of the board (declared by the family that owns
# its name: `effects.registry.BOARD_READ`, asked through `abilities.board_read`): only its
# own card and the card asked about, not their areas (nothing another card coming, going
# or moving changes); any card in play but no area (no move changes it); what the first
# reads, and its own card's area, the area of the card asked about and which cards are at
# those two (None: anything)
OWN_CARDS = "own_cards"
NO_AREA = "no_area"
OWN_AREAS = "own_areas"
# categories of continuous abilities whose answers a granted keyword may read (a color, a
# trait): while one that may read areas is in play, a move may change any card's keywords
_READ_BY_GRANTS = ("color", "lose_colors", GAINS_TRAIT)

# categories of continuous abilities that `power.keywords` and `power._values` read (traits:
# as keyword grants do)
VALUE_CATEGORIES = frozenset({"power", "grant_keyword", "lose_abilities", PROBLEM_LOSES_ABILITIES_BY_POWER,
                              *_READ_BY_GRANTS})


def _fresh_derived() -> tuple:
    """Empty values derived from a statics table (see `BoardIndex.swap_derived`)."""
    return {}, {}, {}, {}, None


class _LostByPower:
    """What the board index keeps while continuous abilities take abilities away under a
    condition that reads power (`PROBLEM_LOSES_ABILITIES_BY_POWER`; `MlpGame._start_by_power`).

    `pairs` are those abilities, `targets` the cards each would take abilities from, read
    with `base` (the statics table without them, the cards that lost abilities without
    them: `base_lost`); `table` and `lost` are in effect. When they differ from `base`,
    the values derived from `base` while the condition is read are kept apart
    (`base_values`), so that neither table's values are read for the other's. A game
    without such a text never makes one."""

    __slots__ = ("base", "base_lost", "base_values", "lost", "pairs", "read_in", "reading", "table", "targets")

    def __init__(self, pairs: list[tuple[int, Any]], base: dict[str, list[tuple[int, Any]]],
                 base_lost: frozenset[int]) -> None:
        self.pairs = pairs
        self.base = self.table = base
        self.base_lost = self.lost = base_lost
        self.base_values: tuple | None = None
        self.targets: tuple[frozenset[int], ...] = ()
        self.reading = False
        self.read_in: object | None = None  # (the query that changes nothing in which `targets` were last read: `MlpGame.unchanging`)

    def read(self, g: MlpGame, board: BoardIndex) -> tuple[frozenset[int], ...]:
        """The cards each text would take abilities from now, read with `base` (the
        look-ups made meanwhile answer with it: `MlpGame._by_power_table`)."""
        self.reading = True
        kept = None if self.base_values is None else board.swap_derived(self.base_values)
        try:
            return abilities.lost_by_power_targets(g, self.pairs)
        finally:
            if kept is not None:
                self.base_values = board.swap_derived(kept)
            self.reading = False


def _values_reach(reach: set[int] | None, src: int, host: int | None, category: str, name: str) -> set[int] | None:
    """`reach` (cards whose keywords and `BoardIndex.values` may change; None: any) with
    those a continuous ability of `src` coming or going may change added: none when no
    value reads its category; for power or a keyword, only its card or only its host
    when it applies to nothing else (`abilities.SELF_ONLY_STATICS`, `HOST_ONLY_STATICS`);
    any card otherwise (colors are fixed for every card or none, colors and traits are
    read by keyword grants, and abilities taken away are worked out for all cards at once)."""
    if reach is None or category not in VALUE_CATEGORIES:
        return reach
    if category in ("power", "grant_keyword"):
        if name in abilities.SELF_ONLY_STATICS:
            return reach | {src}
        if name in abilities.HOST_ONLY_STATICS:
            return reach if host is None else reach | {host}
    return None


def _add(table: dict[Any, list[int]], key: Any, iid: int, in_place: bool) -> None:
    found = table.get(key)
    if found is None:
        table[key] = [iid]
    elif in_place:
        found.append(iid)
    else:
        table[key] = [*found, iid]


def _drop(table: dict[Any, list[int]], key: Any, iid: int) -> None:
    found = table.get(key)
    if found is not None and iid in found:
        kept = [i for i in found if i != iid]
        if kept:
            table[key] = kept
        else:
            del table[key]


_new_tuple = tuple.__new__


def _plain(data: dict[str, Any]) -> dict[str, Any]:
    return {k: (list(v) if isinstance(v, tuple) else v) for k, v in data.items()}


def self_frightened_triggers(spec: Spec) -> list[tuple[int, Any]]:
    """A card's triggered abilities on its own frightening ("when this card becomes
    frightened", "when this or another Friend is frightened")."""
    triggers = spec.triggers
    if "self_frightened" not in triggers and "frightened" not in triggers:
        return []
    return [(index, ability) for index, ability in (*triggers.get("self_frightened", ()),
                                                    *triggers.get("frightened", ()))
            if ability.kind == "trigger" and (ability.event == "self_frightened"
                                              or ability.params.get("when") == "this_or_friend")]


def new_card_record(iid: int, card_id: str, owner: int) -> dict[str, Any]:
    """A card instance as stored in the state (see docs/board-state-format.md)."""
    return {
        "iid": iid,
        "card": card_id,
        "owner": owner,
        "ctrl": owner,
        "zone": "",
        "area": None,
        "host": None,
        "exhausted": False,
        "frightened": False,
        "face_down": False,
        "boosted": False,
        "counters": {},
        "ts": 0,
    }


NAME = "name"
"""A player's name, as a board gives it (`players[p].name`); a player without one has no key."""


def empty_player() -> dict[str, Any]:
    return {
        "score": 0,
        "tokens": 0,
        "deck": [],
        "problem_deck": [],
        "hand": [],
        "discard": [],
        "banished": [],
        "flip": [],
        "mane": 0,
        "turns": 0,
        "drawn": 0,
        "mulligan": None,
        "hand_size": HAND_SIZE,
    }


def empty_state(seed: int) -> dict[str, Any]:
    return {
        "version": STATE_VERSION,
        "seed": seed,
        "rng": rng.seed_state(seed),
        "turn": 0,
        "turn_player": 0,
        "first_player": 0,
        "phase": "setup",
        "step": "",
        "players": [empty_player(), empty_player()],
        "cards": {},
        "areas": {
            "home:0": {"owner": 0, "kind": "home", "problem": None},
            "home:1": {"owner": 1, "kind": "home", "problem": None},
            "problem:0": {"owner": 0, "kind": "problem", "problem": None},
            "problem:1": {"owner": 1, "kind": "problem", "problem": None},
        },
        "play": [],
        "queue": [],
        "mods": [],
        "stack": [],
        "pending": None,
        "waiting": [],
        "reactions": [],
        "faceoff": None,
        "confronted": [],
        "scored_turn": [0, 0],
        "flags": {},
        "time_called": None,
        "result": None,
        "answers": 0,
        "next_iid": 1,
        "next_ts": 1,
    }


__all__ = ["COLORS", "MlpGame", "Option", "empty_state", "home", "problem_area"]
