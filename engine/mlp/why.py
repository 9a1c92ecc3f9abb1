"""A judge's "why not?": why an action they expected is not offered, with the rule that says so.

The question is a short sentence in plain words; the grammar (also in docs/engine.md; the
forms read are defined once, in `FORMS`):

    play CARD                    an Event, or a card wherever it may go
    play CARD at|on|to PLACE     "play Tangled Coiffure on Applejack", "play Rarity at home"
    move CARD to PLACE           "move Rainbow Dash to Problem Cloudbursting"; "move CARD"
                                 with no place: each place it could go (`_each_place`)
    confront PROBLEM             "confront Cloudbursting"
    challenge TROUBLEMAKER       "challenge Lord Tirek"
    face off PROBLEM|TM          "face off at Cloudbursting": a confront or a challenge, by what
                                 it names (so are "confront" and "challenge")
    uncover TROUBLEMAKER         "uncover face-down Troublemaker #26"
    activate CARD                "activate Twilight Sparkle"; "use CARD" is read the same
    rally CARD                   "rally Fluttershy" ("unfrighten CARD"), 609.2e
    draw a card                  the Main Phase action of 609.2d
    end turn, score, frighten CARD
                                 no action does these: answered with the rule that does
                                 (616.4, 611.4 and 514.5, 504.1) and what the board shows

CARD is a card's full name or its title alone (201.3), spelt as the deck checker reads it
(case, accents and small misspellings forgiven), or a later word or run of words of its name
("manticore"), or a short name players use ("RD", "AJ", "Twi"); "#12" after it picks one card by the number
the table shows (the words before it, read so, must not name another card). PLACE is "home" (in a move, the home of the card's controller, 506.2), "my
home", "P0's home", "the opponent's home", "its owner's home", "Problem NAME" or the name of a
card in play; "move CARD home" may leave out the "to", and so may any move ("move Fluttershy
Ponyville"); an arrow is read as "to", and "CARD to PLACE" with no verb as a move. "Why can't
I", "can P1", "why can't my opponent", "why didn't P0" (answered for the board now) and a
question mark may stand around the question; "CHARACTER confront PROBLEM" is its controller's
confronting; "my", "the opponent's" or "P1's" before a card picks that player's card, and so
does a card's name said as whose ("Rarity's Troublemaker", "Pinkie's Problem": of the player
of that card, `_possessed`); "P1's Friend" is that player's one Friend, "Rarity's" alone the
card Rarity. "I" is
the player deciding; asked of a card only the other player has ("why can't I play Big Top"
while Big Top is in the opponent's hand alone), the answer is about that card, for its
player, and its "Read as" line says the question was switched: a judge asked so is asked
about the card on the table, and "you have none" alone would leave the question unanswered.
So is every form asked for a player ("I" or named) of an action that is the other player's
(moving their character, uncovering their Troublemaker, the turn player's challenge): one
wording for all, `_answered_for`. A question naming no player ("why can't Applejack move")
is about the card's own player's action (its controller's move, its owner's play), not the
one deciding's: answered for that player, its "Read as" line saying so in that wording when
the other player is deciding.

The answer comes from the engine's own legality checks (`actions.legal(..., why=...)`,
`flow.confrontable`, `flow.challengeable`): the action is offered (and as which option), or the rule or card
text that left it out.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from engine.core.decision import Decision
from engine.core.errors import EngineError
from engine.core.listing import and_listed
from engine.core.patterns import Pattern
from engine.core.player_names import named_players
from engine.core.plural import how_many
from engine.core.why_answer import WhyAnswer, WhyReason, offered_as
from engine.core.why_words import MODAL, Lead, answered_for, asked_for, grammar_line, read_lead
from engine.mlp import view
from engine.mlp.cards.database import fold
from engine.mlp.decks.matching import NameMatcher, nickname_title, shipped_matcher
from engine.mlp.effects import abilities, troublemakers
from engine.mlp.procedures import actions, flow
from engine.mlp.procedures.refusals import CARD_TEXT, Refusal, Refusals
from engine.mlp.state import gaps
from engine.mlp.state.game import MlpGame, home
from engine.mlp.state.library import FROM_DISCARD_PILE, FROM_HAND, Ability, Spec
from engine.mlp.state.stages import stage_of
from engine.mlp.why_priority import EACH_ABILITY, NOT_OFFERED, OFFERED, not_holding_priority
from engine.mlp.why_turn import asking_player, end_turn, score
from engine.mlp.why_turn import rule_reason as _reason


@dataclass(frozen=True, slots=True)
class Form:
    """One form of question the reader understands. `FORMS` is the one place they are
    defined: the verbs a question may start with, their past tenses, the misspellings read
    as them, the grammar the match table's box shows and the examples an unread question is
    answered with all come from it, so none lists fewer forms than are read."""

    verb: str
    """The action as `Question.verb` holds it ("activate")."""
    said: tuple[str, ...]
    """The form as the grammar shows it, each way of saying it ("play CARD at PLACE")."""
    example: str
    """The form with the board's cards for the words in capitals (`examples`): CARD (a card
    in the hand), CHARACTER (one in play), PROBLEM, TROUBLEMAKER (face up), FACEDOWN (a
    face-down Troublemaker), ABILITY (a card with an ability to activate)."""
    words: tuple[str, ...] = ()
    """The words a question of this form starts with (the verb, and others read as it: "use"
    for "activate"); none for a form read whole ("end turn", "score")."""
    done: str = ""
    """The past participle ("played"): "why wasn't Fluttershy played", "why P1 played ...";
    a misspelt verb of a form with one is read as it ("paly")."""


FORMS = (
    Form("play", ("play CARD", "play CARD at PLACE", "play CARD on CHARACTER"), "play CARD", ("play",), "played"),
    Form("move", ("move CARD to PLACE",), "move CHARACTER to PROBLEM", ("move",), "moved"),
    Form("confront", ("confront PROBLEM",), "confront PROBLEM", ("confront",), "confronted"),
    Form("challenge", ("challenge TROUBLEMAKER",), "challenge TROUBLEMAKER", ("challenge",), "challenged"),
    Form("uncover", ("uncover TROUBLEMAKER",), "uncover FACEDOWN", ("uncover",), "uncovered"),
    Form("faceoff", ("face off PROBLEM",), "", ("faceoff",)),
    Form("activate", ("activate CARD", "use CARD"), "activate ABILITY", ("activate", "use"), "activated"),
    Form("rally", ("rally CARD",), "rally CHARACTER", ("rally", "unfrighten"), "rallied"),
    Form("frighten", ("frighten CARD",), "frighten CHARACTER", ("frighten",), "frightened"),
    Form("exhaust", ("exhaust CARD",), "", ("exhaust",), "exhausted"),
    Form("ready", ("ready CARD",), "", ("ready",), "readied"),
    Form("flip", ("flip CARD",), "", ("flip", "boost"), "flipped"),
    Form("retire", ("retire CARD",), "", ("retire",), "retired"),
    Form("dismiss", ("dismiss CARD",), "", ("dismiss",), "dismissed"),
    Form("discard", ("discard CARD",), "", ("discard",), "discarded"),
    Form("draw", ("draw a card",), "draw a card", ("draw",)),
    Form("pass", ("pass",), "pass", ("pass",)),
    Form("endturn", ("end turn",), "end turn"),
    Form("score", ("score",), "score"),
)
VERBS = tuple(word for form in FORMS for word in form.words)
GRAMMAR = grammar_line([said for form in FORMS for said in form.said])
"""The forms read, as the match table's box says them in its tooltip and to an empty question (`FORMS`)."""
HINT = tuple(f'"{form.said[0]}"' for form in FORMS if form.verb in ("play", "move", "confront", "activate"))
"""A few forms, the commonest first, for the box's hint (`GRAMMAR` has all)."""


_PAST = {form.done: form.verb for form in FORMS if form.done} | {"used": "activate"}
_DONE_VERBS = {done: verb for done, verb in _PAST.items() if verb != "move"}
"""The past tenses of the forms (`FORMS`): said first, what happened ("why P1 moved Applejack
home"); after the card, what was done with it ("why wasn't Fluttershy played")."""


class WhyQuestionError(EngineError):
    """The question can't be read: the message says what was not understood."""


class UnreadError(WhyQuestionError):
    """A question not of the forms read (`FORMS`): `said` tells what was not read, and the
    answer goes on with the forms read (`examples`), or `verb`'s alone when it names one."""

    def __init__(self, said: str, verb: str = "") -> None:
        super().__init__(f"{said}{GRAMMAR}")
        self.said, self.verb = said, verb


class NoneOfKindError(WhyQuestionError):
    """Words naming a card by its kind alone ("the troublemaker", `_by_kind`) where the game
    has none: `none` says so ("no Troublemaker is in play"), for an answer to give as its reason."""

    def __init__(self, message: str, none: str) -> None:
        super().__init__(message)
        self.none = none


class UnknownCardError(WhyQuestionError):
    """The words name no card of this game (`find_cards`): as a place, they name no place.
    `names_a_card`: they name a card of the card database, one not in this game."""

    def __init__(self, message: str, *, names_a_card: bool) -> None:
        super().__init__(message)
        self.names_a_card = names_a_card


_SUGGEST = 0.8
"""How like a card's name or title the words must be to be read as a card of the game
("Rainbow Dsh"), and for the answer to ask "did you mean" another card."""
GAP_QUOTE_LIMIT = 400
"""How much of a paragraph the engine does not carry out the answer quotes: the panel scrolls,
so a judge reads the whole of any card's paragraph."""


@dataclass(frozen=True, slots=True)
class Question:
    verb: str
    card: str
    place: str | None
    asker: int | None = None
    """The player the question names ("can P1 play ..."), if it names one."""
    said: str = ""
    """The verb as typed, when the answer reads it as another ("challenge" said of a Problem,
    "face off"): the note on how the question was read names it."""
    guessed: bool = False
    """A move whose "to" was left out, cut between two words ("move Fluttershy Cloudbursting")."""
    by: str = ""
    """The words for a character said to confront or challenge ("why can't Rainbow Dash confront
    Cloudbursting"): the player confronts, with their characters there (611.3)."""
    opponent: bool = False
    """The question names "my opponent" (or "the opponent"): the opponent of the player deciding."""
    verb_typed: str = ""
    """The verb as typed, when misspelt ("paly"): the answer says how it was read."""
    me: bool = field(default=False, compare=False)
    """The question says "I" ("why can't I move ..."): the player deciding now asks it (how the
    question is worded, not what it asks: two questions are alike with or without it)."""
    past: bool = False
    """Asked of what happened ("why did ...", "why didn't P1 confront ..."): answered for the
    board as it is now."""


# the card first: "why can't Emerald Green move to Runaway Cart", "why can't Lord Tirek be challenged"
_CARD_FIRST = Pattern(r"^(?P<card>.+?)\s+(?:(?P<move>move|(?:be\s+|been\s+|get\s+|got\s+)?moved|"
                         r"go(?=\s+(?:to|into|home)\b))|(?:be\s+|been\s+|get\s+|got\s+)?"
                         r"(?P<done>" + "|".join(_DONE_VERBS) + r"))(?P<rest>\s+.*)?$",
                         re.IGNORECASE)
# ("why wasn't Fluttershy played": the card first, "be" left out after "wasn't")
# ("move Fluttershy -> Ponyville", "Fluttershy → Ponyville": an arrow is read as "to")
_ARROW = Pattern(r"\s*(?:-+>|=+>|[→⟶➔➜➝⇒])\s*")
# ("face off at Cloudbursting", "faceoff against Lord Tirek": confront or challenge, by what it names)
_FACEOFF = Pattern(r"^face[\s-]*offs?\b\s*", re.IGNORECASE)
_HOME = Pattern(r"\s+(?P<place>(?:(?:p\s*[01]|player\s*[01])'?s?\s+|(?:my|your|their|his|her)\s+|"
                   r"(?:the\s+)?(?:opponent'?s?|opposing)\s+|its\s+(?:owner|controller)'?s?\s+)?home)$", re.IGNORECASE)
_AGAINST = Pattern(r"^(?:at|against|with|vs\.?|versus)\s+", re.IGNORECASE)
# ("why can't Rainbow Dash confront Cloudbursting": a character as the one confronting)
_CHARACTER_FIRST = Pattern(r"^(?P<card>.+?)\s+(?P<verb>confronts?|challenges?|face[\s-]*offs?|faceoffs?)\s+"
                              r"(?P<rest>.+)$", re.IGNORECASE)
_DRAW = Pattern(r"^(?:draw|drew)(?:\s+(?:a|one|1|another)?\s*(?:card|cards)?)?$", re.IGNORECASE)
_END_TURN = Pattern(r"(?:end|finish|pass)(?:\s+(?:my|the|this|their|his|her|p\s?[01]'?s?|our))?\s+turn",
                       re.IGNORECASE)
_SCORE = Pattern(r"(?:score|scored)(?:\s+(?:a|any|more|the|my|one|1))?(?:\s+points?)?|"
                    r"(?:get|got)\s+(?:(?:a|any|more|my|one|1)\s+)?points?", re.IGNORECASE)
"""Questions of no action: ending the turn and scoring points (`why_turn`)."""
_TYPED_VERBS = tuple(form.verb for form in FORMS if form.done)
"""The verbs a misspelling of which is read as them ("paly", "confornt")."""
_SPLIT = {"play": Pattern(r"\s+(?:on|at|to|onto|into)\s+", re.IGNORECASE),
          "move": Pattern(r"\s+(?:to|into|onto)\s+", re.IGNORECASE)}


def parse_question(text: str) -> Question | list[Question]:
    """The question's verb and the words for its card and its place; where the place could
    start at several words ("play Friends on Tour on Applejack"), every reading, longest card
    first, the whole as a card name last. `WhyQuestionError` when it is not a question of
    the grammar."""
    # (a typed apostrophe may come out curly, "Player 1" is P0: `engine.core.why_words`)
    lead = read_lead(text, WhyQuestionError)
    asker, opponent, past = lead.asker, lead.opponent, lead.past
    said = _ARROW.sub(" to ", lead.said).strip()
    said = _FACEOFF.sub("faceoff ", said).strip()
    first = said.split(" ", 1)[0].lower()
    if first in _PAST:  # ("why P1 moved Applejack home": what happened, answered for now)
        said, first, past = f"{_PAST[first]}{said[len(first):]}", _PAST[first], True
    verb_typed = ""
    if first not in VERBS and len(first) >= 4 and not _CARD_FIRST.match(said) and \
            (close := difflib.get_close_matches(first, _TYPED_VERBS, n=1, cutoff=0.75)):
        # ("why can't I paly Fluttershy": a misspelt verb, said in the answer)
        verb_typed, first = said.split(" ", 1)[0], close[0]
        said = f"{close[0]}{said[len(verb_typed):]}"
    told = {"opponent": opponent, "past": past, "verb_typed": verb_typed,
            "me": lead.me}
    card_first = _CARD_FIRST.match(said) if first not in VERBS else None
    by = _CHARACTER_FIRST.match(said) if first not in VERBS and not card_first else None
    if by:
        # (a character said to confront or challenge: its player does, with the characters there)
        verb = _FACEOFF.sub("faceoff ", by.group("verb")).strip().lower().rstrip("s")
        verb = "faceoff" if verb.startswith("faceoff") else verb
        rest = _AGAINST.sub("", by.group("rest").strip()) or by.group("rest").strip()
        return Question(verb, rest, None, asker, by=by.group("card"), **told)
    if card_first:
        verb = "move" if card_first.group("move") else _DONE_VERBS[card_first.group("done").lower()]
        said = f"{verb} {card_first.group('card')}{card_first.group('rest') or ''}"
    elif first not in VERBS and re.search(r"\s+(?:to|into)\s+", said, re.IGNORECASE):
        said = f"move {said}"  # (no verb, but a card and where it goes: "Fluttershy to Ponyville")
    if _DRAW.match(said):  # ("why can't I draw a card": the Main Phase action, 609.2d)
        return Question("draw", "", None, asker, **told)
    if re.fullmatch(r"pass(?:\s+priority)?", said, re.IGNORECASE):  # ("why can't I pass")
        return Question("pass", "", None, asker, **told)
    if _END_TURN.fullmatch(said):  # ("why can't I end my turn": no action ends it, 616.4)
        return Question("endturn", "", None, asker, **told)
    if _SCORE.fullmatch(said):  # ("why didn't I score": points are scored by the rules, 611.4, 514.5)
        return Question("score", "", None, asker, **told)
    words = said.split(" ", 1)
    verb = words[0].lower() if words and words[0] else ""
    if verb not in VERBS:
        # (the words read after "why can't I" and the like: those that name no action)
        words_read = f"{said!r} names no action it answers; " if said and fold(said) != fold(text) else ""
        if fold(said) in ("", "not", "why", "why not"):  # ("why not?")
            words_read = "it names no action; "
        raise UnreadError(f"can't read {text.strip()!r}: {words_read}")
    verb = "activate" if verb == "use" else verb  # (a card's abilities are used by activating them, 703.1)
    verb = "rally" if verb == "unfrighten" else verb  # (609.2e: Rally a Frightened Card)
    rest = words[1].strip() if len(words) > 1 else ""
    if verb == "confront" and re.fullmatch(r"(?:(?:both|all|any|either)\s+(?:of\s+)?)?(?:the\s+|my\s+)?problems",
                                            rest, re.IGNORECASE):
        rest = ""  # ("confront both problems": each of them, as with none named)
    if not rest and verb == "confront":  # ("why can't my opponent confront": each Problem, `_each_problem`)
        return Question(verb, "", None, asker, **told)
    if verb == "play":  # ("play Fluttershy for free": the answer says what it costs)
        rest = re.sub(r"\s+(?:for\s+free|without\s+paying(?:\s+its\s+cost)?)$", "", rest, flags=re.IGNORECASE)
    if not rest:
        raise UnreadError(f"{verb} what? ", verb)
    splitter = _SPLIT.get(verb)
    if verb == "move" and (no_card := re.match(r"^(?:to|into|onto)\s+(?P<place>.+)$", rest, re.IGNORECASE)):
        # ("why can't I move to Cloudbursting": the card that moves left out)
        raise UnreadError(f"move which card to {no_card.group('place')}? ", "move")
    if verb == "activate":  # ("use Discord's ability", "activate the Factory's abilities")
        rest = re.sub(r"(?:'s?)?\s+abilit(?:y|ies)$", "", rest, flags=re.IGNORECASE) or rest
    if verb in ("confront", "challenge", "faceoff"):  # ("confront at Cloudbursting", "face off against Biff")
        rest = _AGAINST.sub("", rest) or rest
    if splitter is None:
        return Question(verb, rest, None, asker, **told)
    cuts = list(splitter.finditer(rest))
    # ("move Applejack home", "move Golden Wheat, Happy to Help home", "move Applejack P1's home": read last)
    home = _HOME.search(rest) if verb == "move" else None
    home_reading = [Question(verb, rest[:home.start()], home.group("place"), asker, **told)] if home else []
    # ("move Fluttershy Cloudbursting": the "to" left out, each cut between two words is read,
    # the longest card first, `why_not`; none that reads is told the grammar)
    words = rest.split(" ")
    guessed = [Question(verb, " ".join(words[:cut]), " ".join(words[cut:]), asker, guessed=True, **told)
               for cut in range(len(words) - 1, 0, -1)] if verb == "move" else []
    if verb == "move" and not cuts and not home_reading:
        # ("why can't Fluttershy move", no place said: every place it could go, `_answer`)
        return [Question(verb, rest, None, asker, **told), *guessed]
    readings = [Question(verb, rest[:cut.start()], rest[cut.end():], asker, **told) for cut in reversed(cuts)] \
        + home_reading + guessed
    if verb == "play":
        readings.append(Question(verb, rest, None, asker, **told))  # (a name with "on" in it: "Friends on Tour")
    return readings


# ----- naming cards and places -------------------------------------------------------------------


def _matcher() -> NameMatcher:
    return shipped_matcher()


_NUMBER = Pattern(r"\s*#\s*(\d+)\s*$")
_OWNED = Pattern(r"\s*\(\s*p\s*([01])\s*'?s?\s*\)\s*$", re.IGNORECASE)
"""The owner the board writes after a Problem's name ("Problem Runaway Cart (P1's)")."""


def _zone_words(g: MlpGame, iid: int) -> str:
    c = g.s["cards"][iid]
    if c["zone"] == "play":
        return _area_words(g, c["area"])
    return view.zone_words(c["owner"], c["zone"])


def _where(g: MlpGame, iid: int, leaving: bool = False) -> str:
    """Where a card is, after its name, as the board names the place (no brackets nested in
    brackets): "at Problem Runaway Cart (P1's)", "in P0's hand", a card attached to another on
    that card, as a judge says it ("on Fluttershy, Animal Team #25"); "from P0's hand", "from
    Fluttershy, Animal Team #25" for a card `leaving` it (played or moved)."""
    c = g.s["cards"][iid]
    host = c.get("host")
    if c["zone"] == "play" and host in g.s["cards"]:
        return f"{'from' if leaving else 'on'} {seen_name(g, host, None)} #{host}"
    into = "from" if leaving else "at" if c["zone"] == "play" else "in"
    return f"{into} {_zone_words(g, iid)}"


def _area_words(g: MlpGame, area: str) -> str:
    """An area as the board heads it (`view.area_title`): "P0's home", "Problem Runaway Cart
    (P1's)", a Dilemma's by its Dilemma ("Dilemma Industrial Revolution #191 (P1's)")."""
    record = g.s["areas"].get(area)
    if record is None:
        return area
    return view.area_title(g, area, record, record.get("problem"))


def hidden_from(g: MlpGame, iid: int, viewer: int | None) -> bool:
    """Is the card one `viewer` can't see? A face-down Troublemaker is not public and has no
    name (505.1d, 505.1d.i): only its controller knows what it is (None: no player does)."""
    c = g.s["cards"][iid]
    return c["zone"] == "play" and c["face_down"] and c["ctrl"] != viewer and g.spec(iid).type == "troublemaker"


def seen_name(g: MlpGame, iid: int, viewer: int | None) -> str:
    """A card's name as `viewer` may be told it: a face-down Troublemaker they can't see is
    "a face-down Troublemaker" (`hidden_from`)."""
    return "a face-down Troublemaker" if hidden_from(g, iid, viewer) else g.spec(iid).name


def _note_naming(g: MlpGame, iid: int, viewer: int | None, note: str) -> str:
    """The note on how the question's words were read (`find_cards`), naming the card as the
    answer names it (`seen_name`): a face-down Troublemaker `viewer` can't see is "a face-down
    Troublemaker" there too ("'Parasprite' read as a face-down Troublemaker"), never its name
    beside a "Read as" line that keeps it (505.1d)."""
    if not note or not hidden_from(g, iid, viewer):
        return note
    return re.sub(r"(?<= read as )[^;]*", seen_name(g, iid, viewer), note, count=1)


def _card_words(g: MlpGame, iid: int, viewer: int | None = None, leaving: bool = False) -> str:
    """A card, its number and where it is (`_where`), named as `viewer` may be told it
    (`seen_name`)."""
    return f"{seen_name(g, iid, viewer)} #{iid} {_where(g, iid, leaving)}"


_WHOSE = Pattern(r"^(?:(?P<opp>(?:the\s+|my\s+|our\s+)?(?:opponent'?s?'?|opposing))|(?P<my>my|our)|"
                    r"(?:p\s*|player\s*)(?P<p>[01])'?s?|(?P<their>your|his|her|their|its))\s+(?P<rest>\S.*)$",
                    re.IGNORECASE)
"""Whose card the words name before its name ("my Fluttershy", "the opponent's Applejack",
"P1's Biff"): `find_cards` reads the rest as the card, among that player's."""


_KIND_ONLY = Pattern(r"^(?:the |a |an |that |this |their |his |her )?(?:face[ -]?down |face[ -]?up )?"
                        r"(?:troublemakers?|tms?)$")
"""A Troublemaker named by its card type alone ("the troublemaker", "the face-down TM")."""


_ANY_CARD = Pattern(r"^(?:a|an|any|one|some|my|the)?\s*(?:card|cards|anything|something|friend|friends|"
                       r"event|events|resource|resources|character|characters)$")
"""Words naming a kind of card and no one card ("a card", "anything")."""
_TYPE_AFTER = Pattern(r"\s+(?:card|event|friend|resource|troublemaker|character|mane character)s?$",
                         re.IGNORECASE)
"""A card type said after a card's name ("the Surprise Party! event")."""


def _by_kind(g: MlpGame, written: str, zones: tuple[str, ...], said: str = "",
             player: int | None = None) -> tuple[list[int], str]:
    """The Troublemaker words naming only the card type mean: the one where the question
    looks (`zones`: a hand, to play), else the one in play, of `player` when the question
    says whose (`said`, "my troublemaker"), the note saying so; several get the question
    back naming each (a face-down one as such); none is said to be none."""
    key = fold(written)
    cards = g.s["cards"]

    def fitting(i: int) -> bool:
        c = cards[i]
        if player is not None and c["ctrl" if c["zone"] == "play" else "owner"] != player:
            return False
        return c["zone"] != "play" or (("down" not in key or c["face_down"]) and ("up" not in key or not c["face_down"]))
    tms = [i for i in cards if g.spec(i).type == "troublemaker" and fitting(i)]
    places = [zone for zone in (*zones, "play") if any(cards[i]["zone"] == zone for i in tms)]
    if not places:
        such = " such" if "face" in key else ""
        none = f"no{such} Troublemaker is in play" if player is None else f"P{player} has no{such} Troublemaker in play"
        none += " or in a hand" if "hand" in zones else ""
        raise NoneOfKindError(f"{said or written!r}: {none}", none)
    tms = [i for i in tms if cards[i]["zone"] == places[0]]
    if len(tms) > 1:
        listed = [_card_words(g, i) for i in tms[:_LISTED]]
        raise WhyQuestionError(f"Which Troublemaker: {and_listed(listed, 'or')}? Give its name, or its number (#N)")
    where = "in play" if places[0] == "play" else _zone_words(g, tms[0]).replace("P", "in P", 1)
    return tms, f"{said or written!r} read as {seen_name(g, tms[0], None)}, the only " \
                f"{'such ' if 'face' in key else ''}Troublemaker {where}"


_OWN_KIND = Pattern(r"^(?:the |a )?(?:mane(?: character)?|problem)$")
"""The cards each player has one of, named by their type ("the Mane", "my Problem")."""


def _players_own(g: MlpGame, written: str, player: int | None) -> tuple[list[int], str]:
    """The Mane Character or the Problem of the player the words name, the note saying so;
    with no player named, the question back naming each player's."""
    s = g.s
    mane = "mane" in fold(written)

    def of(p: int) -> int | None:
        if mane:
            return s["players"][p]["mane"]
        return next((r.get("problem") for r in s["areas"].values() if r["kind"] == "problem" and r["owner"] == p), None)
    kind = "Mane Character" if mane else "Problem"
    if player is None:
        listed = [f"{g.spec(i).name} (P{p}'s)" for p in (0, 1) if (i := of(p)) is not None]
        raise WhyQuestionError(f"Which {kind}: {and_listed(listed, 'or')}? Give its name, or say whose (\"my {kind}\", "
                               f"\"P1's {kind}\")")
    iid = of(player)
    if iid is None:
        raise WhyQuestionError(f"{written!r}: P{player} has no {kind} in play")
    return [iid], f"{written!r} read as {g.spec(iid).name}, P{player}'s {kind}"


_TYPE_ONLY = Pattern(r"^(?:the |a |an |that |this |only )?(?P<type>friend|resource|event|character|pony)$")
"""A card named by its card type alone after whose it is ("P1's Friend", "Rarity's resource")."""


def _players_of_type(g: MlpGame, written: str, zones: tuple[str, ...], said: str, player: int) -> tuple[list[int], str]:
    """The card of `player`'s of the type the words name (`_TYPE_ONLY`) where the question
    looks (`zones`), else in play: the one such card, the note saying so; several get the
    question back naming each, none is said to be none."""
    kind = _TYPE_ONLY.match(fold(written)).group("type")  # type: ignore[union-attr]
    cards = g.s["cards"]

    def fits(i: int) -> bool:
        c = cards[i]
        type_ = g.spec(i).type
        is_kind = type_ in ("friend", "mane") if kind in ("character", "pony") else type_ == kind
        return is_kind and c["ctrl" if c["zone"] == "play" else "owner"] == player and not hidden_from(g, i, None)
    title = "character" if kind == "pony" else kind if kind == "character" else kind.capitalize()
    for zone in dict.fromkeys((*zones, "play")):
        found = [i for i in cards if cards[i]["zone"] == zone and fits(i)]
        if len(found) > 1:
            listed = [_card_words(g, i) for i in found[:_LISTED]]
            raise WhyQuestionError(f"Which {title} of P{player}'s: {and_listed(listed, 'or')}? Give its name, or "
                                   "its number (#N)")
        if found:
            where = "in play" if zone == "play" else _zone_words(g, found[0]).replace("P", "in P", 1)
            return found, f"{said!r} read as {g.spec(found[0]).name}, P{player}'s only {title} {where}"
    places = " or ".join(dict.fromkeys("in play" if z == "play" else f"in their {z}" for z in (*zones, "play")))
    raise NoneOfKindError(f"{said!r}: P{player} has no {title} {places}", f"P{player} has no {title} {places}")


def _whose_card(g: MlpGame, written: str, asker: int | None) -> tuple[str, int | None] | None:
    """The words after a word saying whose card it is (`_WHOSE`), and the player they name
    (None when it depends on who asks and no one does); None when there is no such word, or
    when the words are a card's name whole ("My Pinkie Sense is Tingling")."""
    whose = _WHOSE.match(written)
    if whose is None or _names_a_card_here(g, written):
        return None
    if whose.group("p") is not None:
        return whose.group("rest"), int(whose.group("p"))
    if whose.group("my") and asker is not None:
        return whose.group("rest"), asker
    if whose.group("opp") and asker is not None:
        return whose.group("rest"), 1 - asker
    return whose.group("rest"), None


_POSSESSIVE = Pattern(r"^(?P<name>\S.*?)(?:'s|’s|s')(?:\s+(?P<rest>\S.*))?$", re.IGNORECASE)
"""A card's name said as whose something is ("Pinkie's Problem", "Rarity's", "Applejack's
Troublemaker"): `_possessed`."""
_PLAYER_WORDS = Pattern(r"^(?:p\s*[01]|player\s*[01]|my|our|your|his|her|their|its|the\s+opponent|"
                        r"(?:my\s+|our\s+)?opponents?|opposing)$", re.IGNORECASE)
"""The words before "'s" that say whose without a card ("P1's", "my opponent's"): read elsewhere."""


def _in_database(words: str) -> bool:
    """Do the words spell the whole name or title of a card of the card database ("Scootaloo's
    Scooter" is a card's name, not Scootaloo's scooter)?"""
    key = fold(_NUMBER.sub("", words))
    return any(key in (fold(card.full_name), fold(card.title)) for card in _matcher().db.cards)


def _possessed(g: MlpGame, written: str) -> tuple[str, int | None, str] | None:
    """Words naming a card of play by whose it is ("Pinkie's Problem", "Rarity's home",
    "Applejack's Troublemaker"): the words with the card's player said as "P<n>'s" in place of
    its name, that player (the controller of the card named: a Mane Character names its
    player), and the note on how they were read. The possessive alone ("Rarity's") is the card
    itself: the words are its name, the player None. None when the words are no such thing: no
    "'s", a player said without a card ("P1's", "my opponent's": `_WHOSE` reads those), a
    card's name whole ("Scootaloo's Scooter"), or a card not in play (in a hand, it says not
    whose a card in play is). Read only where the words as written name nothing
    (`find_cards`, `find_place`)."""
    said = _POSSESSIVE.match(written.strip())
    if said is None or _PLAYER_WORDS.match(said.group("name")) or _names_a_card_here(g, written) \
            or _in_database(written):
        return None
    name, rest = said.group("name"), said.group("rest")
    try:
        cards, _note = find_cards(g, name, ("play",))
    except UnknownCardError:
        if rest is None:
            return None
        raise
    iid = cards[0]
    if rest is None:
        return name, None, ""
    c = g.s["cards"][iid]
    if c["zone"] != "play":  # (a card in a hand or pile says not whose a card in play is)
        return None
    player = c["ctrl"]
    return f"P{player}'s {rest}", player, f"{written!r} read as P{player}'s {rest}: {g.name(iid)} is P{player}'s card"


def find_cards(g: MlpGame, text: str, zones: tuple[str, ...],
               fits: Callable[[int], bool] | None = None,
               mine: Callable[[int], bool] | None = None, asker: int | None = None) -> tuple[list[int], str]:
    """The cards of the game a judge's words name (in `zones` first), and a note on how the
    words were read ("" when as written). A title two cards share is read as the one that
    `fits` the question (the one with an activated ability, to activate), when only one
    does, or, when none does, as the one in play, when only one is; failing that, as the
    one that is `mine` (the asker's: in their hand, to play), when only one is.
    `WhyQuestionError` names what is wrong. Words saying whose card it is before its name
    ("my Fluttershy", "the opponent's Applejack", "P1's Biff", `_whose_card`; "my" is the
    `asker`'s) pick the cards of that player (its controller's, in play; else its owner's)."""
    try:
        return _cards_as_written(g, text, zones, fits, mine, asker)
    except UnknownCardError:
        # (words naming no card as written: a card's name said as whose, "Rarity's Troublemaker"
        # read as P1's Troublemaker, "Rarity's" as Rarity; words that name a card, "Let's Get
        # This Party Starteds" misspelt among them, are never read so)
        written = text.strip()
        possessed = _possessed(g, written)
        if possessed is None:
            raise
    words, _player, said = possessed
    found, note = find_cards(g, words, zones, fits, mine, asker)
    return found, note.replace(repr(words), repr(written), 1) if note else said


def _cards_as_written(g: MlpGame, text: str, zones: tuple[str, ...], fits: Callable[[int], bool] | None,
                      mine: Callable[[int], bool] | None, asker: int | None) -> tuple[list[int], str]:
    """`find_cards` of the words as written (no card's name read as whose)."""
    written = text.strip()
    if not written:
        raise WhyQuestionError("a card name is missing")
    owned = _whose_card(g, written, asker)
    if owned is not None and _KIND_ONLY.match(fold(owned[0])):  # ("my troublemaker")
        return _by_kind(g, owned[0], zones, written, owned[1])
    if _OWN_KIND.match(fold(owned[0] if owned is not None else written)) and not _names_a_card_here(g, written):
        # ("my Mane Character", "the opponent's Problem", "the Mane": each player has one)
        return _players_own(g, written, owned[1] if owned is not None else None)
    if owned is not None and owned[1] is not None and _TYPE_ONLY.match(fold(owned[0])):  # ("P1's Friend")
        return _players_of_type(g, owned[0], zones, written, owned[1])
    if owned is not None:
        rest, player = owned
        cards_of = g.s["cards"]

        def theirs_first(i: int) -> bool:  # (the player the words name: their cards, when a name is shared)
            return cards_of[i]["ctrl" if cards_of[i]["zone"] == "play" else "owner"] == player
        found, note = find_cards(g, rest, zones, fits, mine if player is None else theirs_first, asker)
        if player is None:
            return found, note
        theirs = [i for i in found if cards_of[i]["ctrl" if cards_of[i]["zone"] == "play" else "owner"] == player]
        if not theirs:
            # (the other player's copies of that name, or none: said, with where those are)
            others = [i for i in g.s["cards"] if g.spec(i).name == g.spec(found[0]).name]
            mine_too = [i for i in others if cards_of[i]["ctrl" if cards_of[i]["zone"] == "play" else "owner"] == player]
            if not mine_too:
                raise WhyQuestionError(f"{written!r}: P{player} has no {g.spec(found[0]).name} (the one this "
                                       f"game has is {_where(g, found[0])}); name the card without whose it is, "
                                       f"as \"{g.spec(found[0]).name}\"")
            theirs = mine_too
        return theirs, note
    cards = g.s["cards"]
    number = _NUMBER.search(written)
    if number:
        iid = int(number.group(1))
        if iid not in cards:
            raise WhyQuestionError(f"there is no card #{iid} in this game")
        named = written[:number.start()].strip()
        # (a face-down Troublemaker's name is not checked: the answer would tell it, 505.1d.i)
        if not named or hidden_from(g, iid, None):
            return [iid], ""
        spelt = _spelt_as(g, iid, named)
        if spelt is None:
            raise WhyQuestionError(f"card #{iid} is {g.spec(iid).name}, not {named}")
        return [iid], spelt
    key = fold(written)
    if _KIND_ONLY.match(key) and not _names_a_card_here(g, written):
        return _by_kind(g, written, zones)
    if _ANY_CARD.match(key):
        example = _example(g)
        raise WhyQuestionError(f"{written!r} names no one card: ask about a card by its name"
                               + (f", for example: \"{example}\"" if example else ""))
    bare = _TYPE_AFTER.sub("", re.sub(r"^(?:the|a|an)\s+", "", written, flags=re.IGNORECASE))
    if bare != written and bare and not _NUMBER.search(written) and not _names_a_card_here(g, written) \
            and _names_a_card_here(g, bare):
        # ("the hydra", "the Surprise Party! event": the card whose name is what is left)
        cards, _note = find_cards(g, bare, zones, fits, mine, asker)
        return cards, f"{written!r} read as {g.spec(cards[0]).name}"
    note = ""
    by_words = ""  # (read by words of a name: the note names the card chosen, once chosen)
    exact = [i for i in cards if key in (fold(g.spec(i).name), fold(g.spec(i).title))]
    # a name said without the rest of its title ("Capper" for Capper Dapperpaws): the cards of
    # this game before the card database, whose "Capper" may be another card; those where the
    # question looks (on the table, to challenge) before an exact title elsewhere
    leading = [i for i in cards if _starts_with_words(fold(g.spec(i).title), key)]
    found = next((group for group in ([i for i in exact if cards[i]["zone"] in zones],
                                      [i for i in leading if cards[i]["zone"] in zones], exact, leading) if group), [])
    here = [i for i in cards if cards[i]["zone"] in zones]
    if not found:
        # a later word of the name of a card where the question looks ("manticore" for Wild
        # Manticore in play, "seapony" for Applejack, Honest Seapony in the hand)
        found, by_words = _by_words_of_name(g, written, here, close=False)
    if not found and (short := _short_name(g, written)) and fold(short[0]) != key:
        # a short name players use ("AJ", "Twi", "RD, Loyal Seapony") or a title's initials in
        # capitals ("RD", "PP"): read as the words it stands for, said in the note; a short
        # name standing for itself ("bon bon": Bon Bon) is the words as typed, read below
        # (a misspelt subtitle after it, "bon bon, carollre", was read over and over)
        long, whole = short
        if long == whole and (titled := _short_name_cards(g, whole, zones)):
            chosen = _one_name(g, f"{written} ({whole})", titled, fits, mine)
            return chosen, f"{written!r} read as {g.spec(chosen[0]).name}"
        try:
            chosen, _note = find_cards(g, long, zones, fits, mine)
        except UnknownCardError:
            chosen = []
        except WhyQuestionError as exc:  # ("Which AJ (Applejack): ...")
            raise WhyQuestionError(str(exc).replace(f"Which {long}:", f"Which {written} ({whole}):", 1)) from None
        if chosen:
            return chosen, f"{written!r} read as {g.spec(chosen[0]).name}"
    if not found and (started := _by_start_of_words(g, key)):
        # the start of a word of a card's name ("twil", "flutter", "princess twi"): the cards
        # whose name begins so before those with it later on, asked back when of several names
        chosen = _one_name(g, written, _where_asked_first(g, started, zones), fits, mine)
        return chosen, f"{written!r} read as {g.spec(chosen[0]).name}"
    if not found:
        # a misspelling of a card of this game ("Rainbow Dsh")
        spelt = {fold(g.spec(i).name): g.spec(i).name for i in cards}
        spelt |= {fold(g.spec(i).title): g.spec(i).title for i in cards}
        close = difflib.get_close_matches(key, list(spelt), n=1, cutoff=_SUGGEST)
        if close:
            found = [i for i in cards if close[0] in (fold(g.spec(i).name), fold(g.spec(i).title))]
            note = f"{written!r} read as {spelt[close[0]]}"
    if not found:
        # later words of a card's name elsewhere in the game, then misspelt where it looks
        found, by_words = _by_words_of_name(g, written, [i for i in cards if i not in here], close=False)
    if not found:
        found, by_words = _by_words_of_name(g, written, here, close=True)
    if not found and (meant := _short_for(written)):
        # (a short name of cards none of which is in this game: "RD" with no Rainbow Dash)
        if len(meant) == 1:
            said = f"{written!r} is what players call {meant[0]}, and no {meant[0]} is in this game"
        else:
            more = f" or {len(meant) - _LISTED} more" if len(meant) > _LISTED else ""
            listed = and_listed(meant[:_LISTED], "or") if not more else ", ".join(meant[:_LISTED]) + more
            said = f"{written!r} could be the initials of {listed}, and none of them is in this game"
        raise UnknownCardError(said, names_a_card=True)
    if not found:
        match = _matcher().match_name(written)
        if match.card is None:
            raise _unknown_card(written, match.suggestions)
        key = fold(match.card.full_name)
        found = [i for i in cards if fold(g.spec(i).name) == key or fold(g.lib.spec(cards[i]["card"]).name) == key]
        if not found:
            raise UnknownCardError(f"{match.card.full_name} is not in this game", names_a_card=True)
        note = f"{written!r} read as {match.card.full_name}"
    chosen = _one_name(g, written, _where_asked_first(g, found, zones), fits, mine)
    if by_words and found:
        note = f"{written!r} read as {g.spec(chosen[0]).name}"
    return chosen, note


def _where_asked_first(g: MlpGame, found: list[int], zones: tuple[str, ...]) -> list[int]:
    """The cards of `found` where the question looks; none there: all, a copy a judge sees, in
    a discard pile, before one in a deck, which no one sees ("play A Wrinkle in Time" with one
    discarded)."""
    cards = g.s["cards"]
    preferred = [i for i in found if cards[i]["zone"] in zones]
    return preferred or sorted(found, key=lambda i: cards[i]["zone"] in _UNSEEN_ZONES)


def _one_name(g: MlpGame, written: str, chosen: list[int], fits: Callable[[int], bool] | None,
              mine: Callable[[int], bool] | None) -> list[int]:
    """The cards of one name among `chosen` the words `written` are read as (`find_cards`);
    cards of several names none of which the question picks get the question back, listing them."""
    cards = g.s["cards"]
    names = {g.spec(i).name for i in chosen}
    seen = [i for i in chosen if cards[i]["zone"] not in _UNSEEN_ZONES]
    if len(names) > 1 and seen and len({g.spec(i).name for i in seen}) == 1:
        # (cards of several names none of them where the question looks: the one a judge
        # sees, in a hand, before others in a deck, "move RD" with one Rainbow Dash in hand)
        chosen, names = seen, {g.spec(seen[0]).name}
    if len(names) > 1 and fits is not None:
        fitting = [i for i in chosen if fits(i)]
        # (none fits: the card on the table is the one meant, "activate Twilight Sparkle" with
        # the Mane Character in play and a Friend of that title in the hand)
        on_table = [i for i in chosen if cards[i]["zone"] == "play"]
        for group in (fitting, [] if fitting else on_table):
            if group and len({g.spec(i).name for i in group}) == 1:
                chosen, names = group, {g.spec(group[0]).name}
                break
    if len(names) > 1 and mine is not None:
        # ("can P0 play Applejack" with an Applejack in each hand: P0's, the one P0 could play)
        group = [i for i in chosen if mine(i)]
        if group:  # (several of theirs: the question back names theirs alone, "my Fluttershy")
            chosen, names = group, {g.spec(i).name for i in group}
    if len(names) > 1:
        raise WhyQuestionError(f"Which {written}: {_names_listed(g, chosen)}? Give the whole name, or the card's "
                               "number (#N)")
    return chosen


def _names_listed(g: MlpGame, chosen: list[int]) -> str:
    """The cards a question back offers to choose from, each name once: a card alone by its
    number and where it is ("Twilight Sparkle, Ursa Vanquisher #30 in P0's hand"), copies of
    one name together, by their numbers and where they are ("Twilight Sparkle, All-Team
    Organizer, 2 copies: #28 and #29 in P0's hand"), as the name alone answers for each copy;
    past `_LISTED` names, how many more."""
    by_name: dict[str, list[int]] = {}
    for i in chosen:
        by_name.setdefault(g.spec(i).name, []).append(i)
    listed = [_card_words(g, ids[0]) if len(ids) == 1 else f"{name}, {len(ids)} copies: {_numbers_where(g, ids)}"
              for name, ids in list(by_name.items())[:_LISTED]]
    more = len(by_name) - len(listed)
    # (a name's copies said with commas and "and": the names apart with semicolons)
    comma = "; " if any(len(ids) > 1 for ids in by_name.values()) else ", "
    tail = ";" if comma == "; " else ""
    if more:
        return f"{comma.join(listed)}{tail} or {more} more"
    return f"{comma.join(listed[:-1])}{tail} or {listed[-1]}"


def _short_name_cards(g: MlpGame, title: str, zones: tuple[str, ...]) -> list[int]:
    """The cards a judge sees that a short name of `title` ("Twi": Twilight Sparkle) may mean,
    those where the question looks first: a card of that title, and one whose title starts
    with it ("Twilight Sparkle & Rarity"). Such a card where the question looks is not read
    as the short name while a card of the very title is elsewhere: both are asked back. None
    when no card a judge sees has the title or starts with it."""
    cards = g.s["cards"]
    key = fold(title)
    seen = [i for i in cards if cards[i]["zone"] not in _UNSEEN_ZONES and not hidden_from(g, i, None)]
    titled = [i for i in seen if fold(g.spec(i).title) == key]
    starting = [i for i in seen if _starts_with_words(fold(g.spec(i).title), key) and i not in titled]
    here = [i for i in titled + starting if cards[i]["zone"] in zones]
    if any(i in titled for i in here) or not titled:
        return here or starting
    return here + titled if here else titled


def _by_start_of_words(g: MlpGame, key: str) -> list[int]:
    """The cards whose name a word of which starts with `key` (3 letters or more, not a whole
    word: those are read by `_by_words_of_name`), those whose name starts with it before those
    with it further on ("twil": Twilight Sparkle, ... before Princess Twilight Sparkle, ...)."""
    if len(key.replace(" ", "")) < 3:
        return []
    starts = re.compile(rf"(?:^|\s){re.escape(key)}\w")
    found = {i: starts.search(fold(g.spec(i).name)) for i in g.s["cards"]}
    first = [i for i, at in found.items() if at is not None and at.start() == 0]
    return first or [i for i, at in found.items() if at is not None]


def _short_name(g: MlpGame, written: str) -> tuple[str, str] | None:
    """The words a short name stands for, and those its title part stands for: a nickname
    players use (`nickname_title`: "AJ" for Applejack, "Twi" for Twilight Sparkle), its
    subtitle kept ("AJ, Steadfast Farmpony"), or a word typed in capitals that spells the
    initials of the title of a card of this game of two words or more, one a player sees (not
    in a deck, not a face-down Troublemaker: "RD" for Rainbow Dash, "QC" for Queen Chrysalis);
    None when it is neither. Initials that spell several titles get the question back with
    them ("Which PP: Pinkie Pie or Princess Platinum?")."""
    title, comma, subtitle = written.partition(",")
    title = title.strip()
    long = nickname_title(title)
    if long is None and title.isupper() and title.isalpha() and len(title) >= 2:
        seen = [i for i in g.s["cards"] if g.s["cards"][i]["zone"] not in _UNSEEN_ZONES and not hidden_from(g, i, None)]
        initials = {fold(g.spec(i).title): g.spec(i).title for i in seen}
        spelt = sorted({t for key, t in initials.items()
                        if len(key.split()) >= 2 and "".join(w[0] for w in key.split()) == title.lower()})
        if len(spelt) > 1:
            raise WhyQuestionError(f"Which {title}: {and_listed(spelt, 'or')}? Give the whole name, or the card's "
                                   "number (#N)")
        long = spelt[0] if spelt else None
    if long is None:
        return None
    return (f"{long},{subtitle}" if comma else long), long


def _short_for(written: str) -> list[str]:
    """The titles of the card database a short name stands for, whether or not a card of
    this game has them: a nickname players use ("RD": Rainbow Dash), or a word in capitals
    spelling the initials of titles of two words or more ("QC": Queen Chrysalis); none for
    other words."""
    title = written.partition(",")[0].strip()
    long = nickname_title(title)
    if long is not None:
        return [long]
    if not (title.isupper() and title.isalpha() and len(title) >= 2):
        return []
    titles = {card.title for card in _matcher().db.cards if not card.is_token}
    return sorted(t for t in titles if len(fold(t).split()) >= 2
                  and "".join(w[0] for w in fold(t).split()) == title.lower())


_UNSEEN_ZONES = ("deck", "problem_deck")
"""The zones whose cards no player sees: a card named there is read after a copy elsewhere."""
_LISTED = 6
"""How many of the cards a judge's words could name the question back lists."""


def _by_words_of_name(g: MlpGame, written: str, among: list[int], close: bool) -> tuple[list[int], str]:
    """The cards of `among` a run of the words of whose name the words are ("manticore",
    "the factory" for Sweet Apple Factory; `close`: a misspelling of one word of it of 4
    letters or more, `_SUGGEST`: "manticor", alone or in a run of its words written as printed
    but for it, "Emergancy Dress"), with the note on how they were read; none, and "", when no
    card fits. (Words fitting several cards are sorted out, or asked back, as a title is.
    Several words misspelt are read only as a whole name is: "Silver Spanner at Mars" is not
    a misspelling of "Silver Spanner Nuts".)"""
    key = re.sub(r"^the ", "", fold(written))
    if not key or (close and len(key) < 4):
        return [], ""
    runs = {i: _word_runs(fold(g.spec(i).name)) for i in among}
    if close and " " in key:  # a run of several words, one of them misspelt ("Emergancy Dress")
        best_run = _one_word_misspelt(key, sorted({run for each in runs.values() for run in each}))
        if best_run is None:
            return [], ""
        key = best_run
    elif close:
        every = sorted({run for each in runs.values() for run in each if len(run) >= 4 and " " not in run})
        best = difflib.get_close_matches(key, every, n=1, cutoff=_SUGGEST)
        if not best:
            return [], ""
        key = best[0]
    found = [i for i in among if key in runs[i]]
    if not found:
        return [], ""
    names = {g.spec(i).name for i in found}
    return found, f"{written!r} read as {g.spec(found[0]).name if len(names) == 1 else key}"


def _one_word_misspelt(key: str, runs: list[str]) -> str | None:
    """The run of words (of as many words as `key`) that `key` writes with exactly one word
    misspelt, that word of 4 letters or more and close to the run's (`_SUGGEST`), the others
    as written: "emergancy dress" for "emergency dress"; the closest when several are; None
    when none is (two words misspelt are read only as a whole name is, `find_cards`)."""
    words = key.split()
    found: list[tuple[float, str]] = []
    for run in runs:
        theirs = run.split()
        if len(theirs) != len(words):
            continue
        differing = [(a, b) for a, b in zip(words, theirs, strict=True) if a != b]
        if len(differing) != 1:
            continue
        typed, meant = differing[0]
        if len(typed) < 4 or len(meant) < 4:
            continue
        ratio = difflib.SequenceMatcher(None, typed, meant).ratio()
        if ratio >= _SUGGEST:
            found.append((-ratio, run))
    return min(found)[1] if found else None


def _spelt_as(g: MlpGame, iid: int, named: str) -> str | None:
    """Do the words a judge wrote before a card's number name that card, as the same words
    without the number would ("Applejack #5", "Sunset Shimmer, Clever Calculatr #12")? The
    number picks the card; its name or title written whole, the first words of its title or
    a later run of the words of its name ("Factory #134"), or a small misspelling of its
    name or title (`_SUGGEST`) is that card. The note on how the words were read ("" when
    as written), or None when they name another card."""
    key = fold(named)
    spec = g.spec(iid)
    name, title = fold(spec.name), fold(spec.title)
    if key in (name, title) or _starts_with_words(title, key) or re.sub(r"^the ", "", key) in _word_runs(name):
        return ""  # (its name, its first words, a later run of them: "Factory #134")
    close = difflib.get_close_matches(key, [name, title], n=1, cutoff=_SUGGEST)
    if not close:
        return None
    return f"{named!r} read as {spec.name if close[0] == name else spec.title}"


def _starts_with_words(title: str, words: str) -> bool:
    """Does a (folded) title start with these whole words ("capper" of "capper dapperpaws",
    not "cap")?"""
    return title.startswith(words) and title[len(words):len(words) + 1] == " "


def _names_a_card_here(g: MlpGame, words: str) -> bool:
    """Do the words spell the whole name or title of a card of this game (a "#N" after them
    left out)?"""
    key = fold(_NUMBER.sub("", words))
    return any(key in (fold(g.spec(i).name), fold(g.spec(i).title)) for i in g.s["cards"])


def _unknown_card(written: str, suggestions: tuple[str, ...]) -> UnknownCardError:
    """What was not understood, for words naming no card: a title several cards share (none
    of them in this game) lists them; other words get a "did you mean" only for names close
    to them (`_SUGGEST`), never for a far guess ("the moon" is not The Smooze)."""
    key = fold(written)
    if suggestions and all(fold(name.split(",")[0]) == key for name in suggestions):
        return UnknownCardError(f"no card of this game is called {written!r} (the cards called that: "
                                f"{', '.join(suggestions[:3])}; none is in this game)", names_a_card=True)
    close = [name for name in suggestions
             if max(difflib.SequenceMatcher(None, key, fold(name)).ratio(),
                    difflib.SequenceMatcher(None, key, fold(name.split(",")[0])).ratio()) >= _SUGGEST]
    hint = f" (did you mean {' or '.join(close[:3])}?)" if close else ""
    return UnknownCardError(f"no card is called {written!r}{hint}", names_a_card=False)


def place_list(g: MlpGame) -> str:
    """The places of this board in words, as a question may name them."""
    areas = sorted(g.s["areas"], key=lambda a: (g.s["areas"][a]["kind"] != "home", a))
    return ", ".join(_area_words(g, a) for a in areas) + ", or a card in play by its name"


def find_place(g: MlpGame, text: str, player: int, asker: int | None = None,
               card: int | None = None) -> tuple[set[str], str, str]:
    """The places a judge's words name, as the option keys spell them ("home:0", "problem:1",
    "on:12"), and the place in words. "home" is `player`'s (the controller of a card moved:
    a card moved home goes to its controller's home, 506.2), "my home" the `asker`'s when the
    question names one, "its owner's home" and "its controller's home" those of `card`; "P1's
    Problem" (as the board editor names it, "my Problem" and the like too) the area of the
    Problem that player owns ("their Problem": that of the player the question names, else
of the opponent of `player`); a Problem or card in play by its name, its first words, a run
    of its words or a misspelling (`_place_cards`), with the note on how the words were read
    ("" when as written), the third of what is returned. Words naming no card of the game
    are no place: the error says so and lists the places there are (not a card name's "did
    you mean")."""
    try:
        return _place_as_written(g, text, player, asker, card)
    except WhyQuestionError as unread:
        # (words naming no place as written: "Pinkie's Problem", the Problem of Pinkie Pie's
        # player; "Rarity's", where Rarity is)
        said = " ".join(text.strip().split())
        try:
            possessed = _possessed(g, said)
        except UnknownCardError as unknown:  # ("Twi's Problem" with no Twilight Sparkle: said so)
            raise unknown from None
        if possessed is None:
            raise unread from None
    words, _player, read = possessed
    places, words_said, note = find_place(g, words, player, asker, card)
    return places, words_said, note.replace(repr(words), repr(said), 1) if note else read


def _place_as_written(g: MlpGame, text: str, player: int, asker: int | None,
                      card: int | None) -> tuple[set[str], str, str]:
    """`find_place` of the words as written (no card's name read as whose)."""
    said = " ".join(text.strip().split())
    low = said.lower()
    low = re.sub(r"^the\s+", "", low)
    # (an area with no Problem yet as the board heads it, 102.2: "P0's Problem (none in play yet)")
    low = re.sub(r"\s*\(none in play yet\)$", "", low)
    owner = re.match(r"^(?:p\s*([01])'?s?|player\s*([01])'?s?|(?:(?:the|my|our)\s+)?(opponent'?s?'?|opposing)|"
                     r"(my|your|their|his|her)|its (owner|controller)'?s?)\s+(home|problem)$", low)
    if low == "home" or owner:
        p = player
        if owner and (owner.group(1) or owner.group(2)):
            p = int(owner.group(1) or owner.group(2))
        elif owner and owner.group(4) == "my" and asker is not None:
            p = asker
        elif owner and owner.group(4) in ("their", "his", "her"):
            # ("why can't P1 move Applejack to their Problem": P1's; "why can't I move Applejack to
            # their Problem", no one else named: the other player's, as "the opponent's")
            p = asker if asker is not None else 1 - player
        elif owner and owner.group(3):
            p = 1 - player
        elif owner and owner.group(5) and card is not None:
            p = g.s["cards"][card]["owner" if owner.group(5) == "owner" else "ctrl"]
        if owner and owner.group(6) == "problem":  # "P1's Problem", as the board editor says
            area = next(a for a, r in g.s["areas"].items() if r["kind"] == "problem" and r["owner"] == p)
            return _area_places(g, area), _area_words(g, area), ""
        return {home(p)}, f"P{p}'s home", ""
    if re.fullmatch(r"(?:home|problem):\d+|dilemma:\d+", low):
        if low not in g.s["areas"]:
            raise WhyQuestionError(f"there is no area {low} in this game: the places are {place_list(g)}")
        return _area_places(g, low), _area_words(g, low), ""
    if re.fullmatch(r"(?:a |that |this )?(?:problems?|dilemmas?)", low):  # ("move Applejack to the problem")
        listed = [_area_words(g, a) for a, r in sorted(g.s["areas"].items()) if r["kind"] != "home"]
        raise WhyQuestionError(f"Which Problem: {and_listed(listed, 'or')}? Give its name, or say \"my Problem\" or "
                               "\"the opponent's Problem\"")
    # (a Problem as the board heads it: "Problem Runaway Cart (P1's)", "Dilemma Industrial Revolution #7 (P1's)";
    # its owner is cut off first, so that a "#N" before it picks that card, `find_cards`)
    named = re.sub(r"^(?:the\s+)?(?:problem|dilemma)\s+", "", said, flags=re.IGNORECASE)
    whose = _OWNED.search(named)
    named = named[:whose.start()] if whose else named
    cards, note = _place_cards(g, named, said)
    cards = _problem_of_whose(g, cards, whose, named)
    iid = cards[0]
    c = g.s["cards"][iid]
    if c["zone"] != "play":
        raise WhyQuestionError(f"{g.spec(iid).name} is not in play (it is {_where(g, iid)})")
    is_problem = g.spec(iid).type == "problem"
    if whose and (g.s["areas"][c["area"]]["owner"] if is_problem else c["ctrl"]) != int(whose.group(1)):
        raise WhyQuestionError(f"{said!r} is no place on this board: {g.name(iid)} is {_where(g, iid)}; "
                               f"the places are {place_list(g)}")
    if is_problem:
        return _area_places(g, c["area"]), _area_words(g, c["area"]), note
    return ({f"on:{i}" for i in cards if g.s["cards"][i]["zone"] == "play"}, _card_words(g, iid, player),
            _note_naming(g, iid, player, note))


def _place_cards(g: MlpGame, named: str, said: str) -> tuple[list[int], str]:
    """The card in play the words of a place name, and how they were read ("" when as
    written): a card as `find_cards` reads it, its whole name or its first words, when that
    is a card in play; else a Problem in play, then any other card in play, by a run of the
    words of its name ("Foalsitting", "Cart" for Runaway Cart), as written, then misspelt
    (`_SUGGEST`); else what `find_cards` makes of them (a misspelling of a name, a card not
    in play). Words naming none: no place on this board."""
    try:
        cards, note = find_cards(g, named, ("play",))
    except WhyQuestionError as exc:
        cards, note, failed = [], "", exc
    else:
        failed = None
    in_play = bool(cards) and g.s["cards"][cards[0]]["zone"] == "play"
    if in_play and not note:
        return cards, note
    if not _NUMBER.search(named):  # (a card picked by its number is read as `find_cards` reads it)
        found = _by_word_run(g, named, close=False)
        if found is None and not in_play:  # (a misspelt name of a card in play before a misspelt run)
            found = _by_word_run(g, named, close=True)
        if found is not None:
            return found
    if failed is None:
        return cards, note
    if isinstance(failed, UnknownCardError):
        raise WhyQuestionError(f"{said!r} is no place on this board: the places are {place_list(g)}") from None
    raise failed


_SMALL_WORDS = frozenset(("a", "an", "the", "of", "in", "on", "at", "to", "and", "is", "for", "with", "by", "up"))
"""Words no run of which alone names a place ("of", "the"): in many names, telling none."""


def _word_runs(name: str) -> list[str]:
    """The runs of whole words of a (folded) name, but for the whole name itself and runs of
    small words only: "runaway", "cart" for "runaway cart"."""
    words = name.split()
    runs = [" ".join(words[start:end]) for start in range(len(words)) for end in range(start + 1, len(words) + 1)]
    return [run for run in runs if run != name and not set(run.split()) <= _SMALL_WORDS]


def _by_word_run(g: MlpGame, named: str, close: bool) -> tuple[list[int], str] | None:
    """The card in play a run of the words of whose name the words are (`close`: a
    misspelling of such a run, `_SUGGEST`), a Problem before any other card, with the note
    on how they were read; None when none is. Words fitting several cards get the question
    back with each listed."""
    cards = g.s["cards"]
    in_play = [i for i in g.s["play"] if not hidden_from(g, i, None)]
    problems = {r.get("problem") for r in g.s["areas"].values()}
    for group in ([i for i in in_play if i in problems], [i for i in in_play if i not in problems]):
        found, note = _by_words_of_name(g, named, group, close)
        if not found:
            continue
        names = {g.spec(i).name for i in found}
        if len(names) > 1:
            listed = [_card_words(g, i) if i not in problems else _area_words(g, cards[i]["area"])
                      for i in found[:_LISTED]]
            raise WhyQuestionError(f"Which {named}: {', '.join(listed[:-1])} or {listed[-1]}? Give the whole name, "
                                   "or the card's number (#N)")
        return found, note
    return None


def _problem_of_whose(g: MlpGame, cards: list[int], whose: re.Match[str] | None, named: str) -> list[int]:
    """Of Problems of one name in play in several areas (each player's Ponyville in a Bottle),
    the one in the area of the player the words name ("(P1's)"); with no player named, the
    question back, naming each as the board heads it. Other cards as they are."""
    cards_of = g.s["cards"]
    problems = [i for i in cards if cards_of[i]["zone"] == "play" and g.spec(i).type == "problem"]
    if len({cards_of[i]["area"] for i in problems}) < 2:
        return cards
    areas = g.s["areas"]
    owners = [areas[cards_of[i]["area"]]["owner"] for i in problems]
    if whose is None and len(set(owners)) == len(owners):
        listed = [_area_words(g, cards_of[i]["area"]) for i in problems]
        raise WhyQuestionError(f"Which Problem: {and_listed(listed, 'or')}? Say whose, as the board heads "
                               f"it (\"{named.strip()} (P1's)\")")
    owned = problems if whose is None else [i for i, p in zip(problems, owners, strict=True) if p == int(whose.group(1))]
    if len(owned) > 1:
        # (Dilemmas of one name of one player's, 522.2: whose tells them not apart, their numbers do)
        listed = [_area_words(g, cards_of[i]["area"]) for i in owned]
        raise WhyQuestionError(f"Which Problem: {and_listed(listed, 'or')}? Give its number, as the board heads "
                               f"it (\"{named.strip()} #{owned[0]}\")")
    return owned or cards


def _area_places(g: MlpGame, area: str) -> set[str]:
    """An area, and its Problem card as a Resource names it ("on:<problem>")."""
    problem = g.s["areas"][area].get("problem")
    return {area, f"on:{problem}"} if problem else {area}


# ----- the answer ------------------------------------------------------------------------------


def _reading_order(g: MlpGame, question: Question) -> tuple[int, int]:
    """Readings naming a card of this game first, the longest name first; the rest after, in
    their order."""
    if _names_a_card_here(g, question.card):
        return 0, -len(question.card)
    return 1, 0


def why_not(g: MlpGame, text: str, rules: dict[str, str]) -> WhyAnswer:
    """Why the action the question names is not offered, or where it is; the players as a person
    calls them (`named_players`), in the question ("why can't Rarity Belle play ...", "... Player
    2's home") and the answer."""
    names = g.player_names
    try:
        return _answer_named(_why_not_asked(g, _labels_for_names(text, names), rules), names)
    except WhyQuestionError as exc:
        exc.args = (named_players(str(exc), names),)
        raise


def _labels_for_names(text: str, names: tuple[str, str]) -> str:
    """A question asking for a player by the name the board gives them, as "P0" or "P1"."""
    text = text.replace("\u2019", "'")  # (a typed apostrophe may come out curly: "why can’t Sam ...")
    for p, name in enumerate(names):
        if name:
            text = re.sub(rf"^((?:why\s+|how\s+come\s+)?(?:{MODAL}\s+)?){re.escape(name)}(?=\s)",
                          rf"\g<1>P{p}", text.strip(), count=1, flags=re.IGNORECASE)
    return text


def _answer_named(answer: WhyAnswer, names: tuple[str, str]) -> WhyAnswer:
    """The answer with its players as a person calls them (`named_players`); a rule's or card's
    text quoted is as printed."""
    return replace(answer, read_as=named_players(answer.read_as, names),
                   offered_label=named_players(answer.offered_label, names),
                   headline=named_players(answer.headline, names),
                   reasons=tuple(replace(reason, words=named_players(reason.words, names))
                                 for reason in answer.reasons))


def _why_not_asked(g: MlpGame, text: str, rules: dict[str, str]) -> WhyAnswer:
    try:
        parsed = parse_question(text)
    except UnreadError as exc:
        # (a question of no form read: the forms, as this board's questions)
        raise WhyQuestionError(f"{exc.said}ask, for example: {examples(g, exc.verb)}") from None
    readings = parsed if isinstance(parsed, list) else [parsed]
    if readings[0].opponent:  # ("why can't my opponent play ...": the other player than the one deciding)
        readings = [replace(q, asker=asking_player(g, None, opponent=True)) for q in readings]
    answer = _why_not(g, readings, rules)
    if readings[0].verb_typed:
        answer = replace(answer, read_as=f"{answer.read_as}; '{readings[0].verb_typed}' read as "
                                         f"'{readings[0].verb if readings[0].verb != 'faceoff' else 'face off'}'")
    return _said_of_now(answer) if readings[0].past else answer


def examples(g: MlpGame, verb: str = "") -> str:
    """The forms read (`FORMS`), or `verb`'s alone, each once as a question naming this
    board's cards ("play Power Bracelets", "move Captain Celaeno to Searching High and Low"):
    a card in the hand of the player deciding, one of their characters, a Problem (their
    opponent's first), a face-up Troublemaker, a card of theirs with an ability to activate;
    the form's own word in capitals where the board has no such card ("challenge
    TROUBLEMAKER"). A card is named by its title where no other card of the game has it."""
    s = g.s
    player = asking_player(g, None)
    cards = s["cards"]
    titles = [spec.title for spec in {g.spec(i).name: g.spec(i) for i in cards}.values()]

    def named(found: list[int], word: str) -> str:
        if not found:
            return word
        spec = g.spec(found[0])
        if cards[found[0]]["face_down"]:  # (a face-down Troublemaker by its number, 505.1d)
            return f"face-down Troublemaker #{found[0]}"
        return spec.title if titles.count(spec.title) == 1 else spec.name
    problems = sorted((cards[i]["owner"] == player, i) for i in s["play"] if g.spec(i).type == "problem")
    theirs = [i for i in s["play"] if cards[i]["ctrl"] == player and not cards[i]["face_down"]]
    words = {"CARD": named(s["players"][player]["hand"], "CARD"),
             "CHARACTER": named([i for i in theirs if g.is_character(i)], "CHARACTER"),
             "PROBLEM": named([i for _mine, i in problems], "PROBLEM"),
             "TROUBLEMAKER": named([i for i in s["play"] if g.spec(i).type == "troublemaker"
                                    and not cards[i]["face_down"]], "TROUBLEMAKER"),
             "FACEDOWN": named([i for i in s["play"] if g.spec(i).type == "troublemaker" and cards[i]["face_down"]],
                               "TROUBLEMAKER"),
             "ABILITY": named([i for i in theirs if abilities_where_it_is(g, i)], "CARD")}
    said = []
    for form in FORMS:
        if form.example and (not verb or verb == form.verb):
            said.append(re.sub(r"\b(?:CARD|CHARACTER|PROBLEM|TROUBLEMAKER|FACEDOWN|ABILITY)\b",
                               lambda m: words[m.group()], form.example))
    return and_listed([f'"{each}"' for each in said], "or")


def _example(g: MlpGame, verb: str = "") -> str:
    """A question this board would answer, naming its cards, for a question that can't be
    read: a card in the hand of the player deciding played, else one of their characters
    moved to a Problem, else a Problem confronted; the question's own `verb` first when it
    is one of these."""
    s = g.s
    player = asking_player(g, None)
    problems = [r["problem"] for _a, r in sorted(s["areas"].items()) if r.get("problem") is not None]
    hand = s["players"][player]["hand"]
    characters = [i for i in s["play"] if g.is_character(i) and s["cards"][i]["ctrl"] == player]
    examples = {"play": f"why can't I play {g.spec(hand[0]).name}" if hand else "",
                "move": f"why can't I move {g.spec(characters[0]).name} to {g.spec(problems[0]).name}"
                if characters and problems else "",
                "confront": f"why can't I confront {g.spec(problems[0]).name}" if problems else ""}
    return examples.get(verb) or next((said for said in examples.values() if said), "")


_NOW = "asked of what happened: answered for the board as it is now; the log tells what happened before"


def _said_of_now(answer: WhyAnswer) -> WhyAnswer:
    """An answer to a question asked in the past tense ("why didn't P1 confront ..."), its
    "Read as" line saying that it is about the board now."""
    return replace(answer, read_as=f"{answer.read_as}; {_NOW}")


def _why_not(g: MlpGame, readings: list[Question], rules: dict[str, str]) -> WhyAnswer:
    # (the longest words that spell a card of this game are its name: "play Swing Into Action"
    # is that Event, not "Swing" played into Action Shot; the other readings keep their order)
    readings.sort(key=lambda q: _reading_order(g, q))
    if any(q.guessed and _names_a_card_here(g, q.card) for q in readings):
        # ("move fluttershy mars": a card and a place with the "to" left out, never the whole
        # read loosely as a card moved to no place said, `_each_place`)
        readings = [q for q in readings if not (q.verb == "move" and q.place is None)
                    or _names_a_card_here(g, q.card)]
    if not all(reading.guessed for reading in readings):
        # (a "to" typed: a cut between two other words only where the words before it spell a
        # card of this game, "move Fluttershy, Friend to Animals Cloudbursting", never "Rainbow
        # Dash to" read as a run of the words of Rainbow Dash, To the Rescue)
        readings = [q for q in readings if not q.guessed or _names_a_card_here(g, q.card)]
    problems: list[tuple[Question, WhyQuestionError]] = []
    for reading in readings:
        try:
            return _answer(g, reading, rules)
        except WhyQuestionError as exc:
            problems.append((reading, exc))
    told = [(q, exc) for q, exc in problems if not q.guessed]
    if not told:
        first = readings[0]
        raise WhyQuestionError(f'move {first.card} {first.place} where? Say "move CARD to PLACE"')
    raise _most_telling_problem(told)


def _faceoff_read(g: MlpGame, q: Question) -> Question:
    """A question to confront, challenge or "face off" read by what its words name: a Problem
    is confronted (611.1), a Troublemaker challenged (608.1), whichever verb was typed ("challenge
    Cloudbursting" is about confronting it); the note on how it was read names the verb typed
    and what the words name ("'challenge' read as confront: Cloudbursting is a Problem"). Words
    naming neither are read as typed ("face off" as a challenge), for the answer to say what is
    wrong with them."""
    typed = "face off" if q.verb == "faceoff" else q.verb
    s = g.s
    try:
        cards, _note = find_cards(g, q.card, ("play",), lambda i: g.is_type(i, "troublemaker"))
    except WhyQuestionError:
        cards = []
    on_table = [i for i in cards if s["cards"][i]["zone"] == "play" and not s["cards"][i]["face_down"]]
    kinds = {g.spec(i).type for i in on_table}
    named = f": {g.spec(on_table[0]).name} is a {g.spec(on_table[0]).type.capitalize()}" if on_table else ""
    if kinds == {"problem"}:
        verb = "confront"
    elif kinds == {"troublemaker"} or (q.verb == "faceoff" and cards):
        verb = "challenge"
    elif not on_table and q.verb != "confront":  # (a Problem by its area: "face off at P1's Problem")
        try:
            places, _words, _note = find_place(g, q.card, s["turn_player"])
        except WhyQuestionError:
            places = set()
        problem = any(s["areas"].get(p, {}).get("kind") == "problem" for p in places)
        verb = "confront" if problem else "challenge"
    else:
        return q
    return replace(q, verb=verb, said=f"'{typed}' read as {verb}{named}" if typed != verb else "")


def _option_label(g: MlpGame, decision: Decision, key: str) -> str:
    """The option `key` of `decision` in the words the option itself shows the judge, two
    options that would read alike told apart ("Pay 2 to play Stack of Suitcases #41 (copy 1
    of 2 in P0's hand) at home", `view.option_labels`)."""
    return view.option_labels(g, decision)[decision.option_keys().index(key)]


def _most_telling_problem(problems: list[tuple[Question, WhyQuestionError]]) -> WhyQuestionError:
    """What to tell a judge when no reading of the question could be answered: what is wrong
    with a reading whose card was found (its place, a card named twice); else about the
    longest words naming a card of the database ("Nothing to Be Afraid Of is not in this
    game"); else about the longest words ("no card is called 'Nothing Here At All'", not
    about its first words)."""
    found = [exc for _q, exc in problems if not isinstance(exc, UnknownCardError)]
    if found:
        return found[0]
    unknown = [(q, exc) for q, exc in problems if isinstance(exc, UnknownCardError)]
    unknown.sort(key=lambda each: (not each[1].names_a_card, -len(each[0].card)))
    return unknown[0][1]


def _asked_for(g: MlpGame, q: Question) -> tuple[int, str] | None:
    """The player a question is asked for and how it says so, in every game's words
    (`why_words.asked_for`): "my opponent", read into the player it means before
    (`_why_not_asked`), is said as the question said it, not as a player it named."""
    pending = g.pending()
    lead = Lead("", None, opponent=True) if q.opponent else Lead("", q.asker, q.me)
    return asked_for(lead, pending.player if pending is not None else None)


def _answered_for(g: MlpGame, q: Question, player: int, because: str) -> str:
    """The note of a question answered for another player than the one it is asked for, in
    every game's one wording (`why_words.answered_for`): "why can't I move Applejack" asked
    while P1 decides, of P0's Applejack, is answered for P0, who moves it (609.2b)."""
    pending = g.pending()
    return answered_for(_asked_for(g, q), pending.player if pending is not None else None, player, because)


def _answer(g: MlpGame, q: Question, rules: dict[str, str]) -> WhyAnswer:
    if q.by:
        return _by_character(g, q, rules)
    if q.verb == "draw":
        return _draw(g, q, rules)
    if q.verb == "pass":
        return _pass(g, q, rules)
    if q.verb == "frighten":
        return _frighten(g, q, rules)
    if q.verb in _DONE_BY_TEXT:
        return _done_by_text(g, q, rules)
    if q.verb == "endturn":
        return end_turn(g, q.asker, rules)
    if q.verb == "score":
        return score(g, q.asker, rules)
    if q.verb in ("confront", "challenge", "faceoff"):
        q = _faceoff_read(g, q)
    if q.verb == "confront" and not q.card:
        return _each_problem(g, q, rules)
    if q.verb == "confront":
        return _confront(g, q, rules)
    if q.verb == "challenge":
        return _challenge(g, q, rules)
    if q.verb == "uncover":
        return _uncover(g, q, rules)
    if q.verb in _EACH_VERBS and (each := _PLURAL.match(fold(q.card))):
        return _each_of_kind(g, q, each, rules)
    zones = {"play": ("hand",), "activate": ("play", "hand", "discard")}.get(q.verb, ("play",))
    fits = {"activate": lambda i: bool(abilities_where_it_is(g, i)), "move": g.is_character}.get(q.verb)
    s = g.s

    def whose(i: int) -> int:  # (a card in play is its controller's to use; elsewhere its owner's)
        return s["cards"][i]["ctrl"] if q.verb != "play" and s["cards"][i]["zone"] == "play" else s["cards"][i]["owner"]

    # (whose question it is: the player it names, else the one deciding now)
    pending = g.pending()
    asking = q.asker if q.asker is not None else pending.player if pending is not None else None
    cards, note = find_cards(g, q.card, zones, fits, None if asking is None else lambda i: whose(i) == asking,
                             asking)

    top = s["stack"][-1] if s["stack"] else None
    if top is not None and top.get("op") == "window":
        # (copies of a card on both sides: the one of the player with priority first)
        cards.sort(key=lambda i: whose(i) != top["player"])
    if q.verb == "activate":  # (a copy whose abilities may be used where it is first, then one in play)
        cards.sort(key=lambda i: (not abilities_where_it_is(g, i), s["cards"][i]["zone"] != "play"))
    if q.asker is not None:  # (the player the question names: their copy first)
        cards.sort(key=lambda i: whose(i) != q.asker)
    iid = cards[0]
    c = s["cards"][iid]
    player = whose(iid)
    if q.verb == "play" and c["zone"] != "hand" and iid in actions.cards_playable_as_from_hand(g, 1 - player):
        player = 1 - player  # (a card of the opponent's they may play as though in their hand: AD206)
    if q.verb == "activate" and c["zone"] == "play" and _any_player_may_activate(g, iid):
        # ("Any player may activate this ability": the card's text over 703.1b (104.1); read for
        # the player the question names, else for the one with priority)
        player = q.asker if q.asker is not None else top["player"] if top is not None \
            and top.get("op") == "window" else player
    # (a card is played by its owner, moved and used by its controller, 609.2a, 609.2b, 703.1b,
    # and rallied by its controller, 609.2e)
    kept = {"play": f"that card is P{player}'s",
            "move": f"P{player} controls that card, and a player moves only characters they control (609.2b)"}
    said = _answered_for(g, q, player, kept.get(q.verb, f"P{player} {'controls' if c['zone'] == 'play' else 'owns'} "
                                                        "that card"))
    note = "; ".join(words for words in (note, said) if words)
    if q.verb == "move" and not q.place and c["zone"] == "play" and g.is_character(iid):
        # ("why can't Fluttershy move", no place said: each place it could go, at a glance)
        copies = [i for i in cards if whose(i) == player and s["cards"][i]["zone"] == "play"]
        return _each_place(g, q, copies if iid in copies else [iid], player, note, rules)
    # (the place is read before the card's zone is judged: a card not in hand asked "at Mars"
    # is told Mars is no place, and one asked at a real place is answered about that place)
    places, place_words, place_note = find_place(g, q.place, player, q.asker, iid) if q.place else (None, "", "")
    note = "; ".join(said for said in (note, place_note) if said)
    on_card = bool(places) and not any(p in s["areas"] for p in places)  # ("on Applejack", "at home")
    if q.verb == "move" and places:
        # (a card named as the place: the area it is at, as moves go to areas, 506.1)
        places = {s["cards"][int(p[3:])]["area"] if p.startswith("on:") else p for p in places}
    if q.verb == "play" and places and g.spec(iid).type == "event":
        # (304.2: an Event is processed and goes to the discard pile; it is played to no place)
        said = "an Event is played to no place (304.2): the place asked is left out"
        places, place_words, note = None, "", f"{note}; {said}" if note else said
    read_as = _read_as(g, q, iid, place_words, note, player, on_card=on_card)
    there = f", so it is not played at {place_words} either" if place_words else ""
    if g.result is not None and g.pending() is None:
        # (before where the card is: once the game has ended nothing is played, moved or
        # activated, wherever the card is, 103.1)
        return WhyAnswer(read_as, None, (_reason(rules, "103.1", "the game is over"),))
    if q.verb == "move" and g.spec(iid).type == "problem":
        # (a Problem is no character: the move action never names one, so no check says why)
        return WhyAnswer(read_as, None, (_reason(rules, "609.2b", f"{g.spec(iid).name} is a Problem, not a character, "
                                                                  "and the move action moves characters"),))
    if q.verb == "play" and c["zone"] != "hand" and iid not in actions.cards_playable_as_from_hand(g, player):
        reasons = [_reason(rules, "609.2a", f"{g.spec(iid).name} is {_where(g, iid)}, not in a hand: "
                                            f"cards are played from their owner's hand{there}")]
        return WhyAnswer(read_as, None, tuple(reasons))
    if q.verb in ("move", "activate", "rally") and c["zone"] != "play" and not abilities_where_it_is(g, iid):
        there = f", so it is not moved to {place_words} either" if place_words else ""
        reasons = [_reason(rules, "405.1", f"{g.spec(iid).name} is {_where(g, iid)}, not in play{there}"
                                           + (_used_elsewhere(g, iid) if q.verb == "activate" else ""))]
        return WhyAnswer(read_as, None, tuple(reasons))
    decision = g.pending()
    frame = s["stack"][-1] if s["stack"] else None
    if decision is None:  # (and the game goes on: a game over is answered above)
        if not _passed_for_in_main_phase(g, player):
            # (no rule stops it: the engine was stopped where no one is asked anything)
            words = (f"the game is stopped between two decisions (turn {s['turn']}, {stage_of(s)}), "
                     "where no one is deciding anything, so no one can take an action; step on to the next "
                     "decision and ask there")
            return WhyAnswer(read_as, None, (WhyReason("", words),))
        # (the Main Phase asked nothing, as its player could do nothing: the checks answer as
        # they stood when priority came to them, the board being the same since)
        holder, ctx = player, "main"
        first = [WhyReason("", f"P{player} had nothing they could do in their Main Phase (turn {s['turn']}), so the "
                               "engine passed priority for them (the game is stopped at the phase's end)")]
    elif decision.kind != "priority" or frame is None or frame.get("op") != "window":
        # (the question as the table shows it: its places in words, never "at problem:1")
        words = (f"no one may take an action now: the engine waits for P{decision.player} to answer "
                 f"\"{view.place_words(g, decision.prompt)}\"; actions are taken by a player with priority")
        return WhyAnswer(read_as, None, (_reason(rules, "510.1", words),))
    else:
        holder, ctx, first = frame["player"], frame["ctx"], []
    why = Refusals()
    listed = actions.legal(g, player, ctx, why)
    wanted = _wanted(q.verb, cards, places)
    offered = [key for key, _label in listed if wanted(key)]
    notes: list[WhyReason] = first

    def waiting(found: str) -> tuple[WhyReason, ...]:
        """After the card's own reasons, for a player without priority: who has it (510.1)."""
        return (_reason(rules, "510.1", not_holding_priority(g, frame, player, found)),) if player != holder else ()
    if q.verb == "activate" and (len(abilities_where_it_is(g, iid)) > 1 or (c["zone"] != "play" and not offered)):
        # (each ability answered; one ability offered is answered as any action offered)
        card = next((int(key.split("|")[1]) for key in offered), iid)
        if card != iid:  # (another copy of that name has an ability offered)
            read_as = _read_as(g, q, card, place_words, note, player, on_card=on_card)
        mine = [i for i in cards if whose(i) == whose(iid) and s["cards"][i]["zone"] == c["zone"]]
        if not offered and len(mine) > 1:  # (none offered: each copy is asked about)
            read_as = _read_as(g, q, iid, place_words, note, player, on_card=on_card, copies=mine)
            answer = _each_copy(g, rules, read_as, mine, player, holder, offered, why, notes)
        else:
            answer = _each_ability(g, rules, read_as, card, player, holder, offered, why, notes)
        return replace(answer, reasons=answer.reasons + waiting(EACH_ABILITY if offered else NOT_OFFERED))
    if offered:
        keys = decision.option_keys()
        if player == holder:
            for key in offered:
                if key in keys:
                    label = _option_label(g, decision, key)
                    card = int(key.split("|")[1])
                    if card != iid:  # (another copy of that name is the one offered)
                        read_as = _read_as(g, q, card, place_words, note, player, on_card=on_card)
                    # (offered, yet what the card does may not be what it says; what it costs, when
                    # not its printed cost, made of the cards and rules that change it)
                    return WhyAnswer(read_as, keys.index(key) + 1,
                                     tuple(_price_said(g, rules, key, player) + _text_not_carried_out(g, card, player)
                                           + (_other_side_abilities(g, rules, card) if q.verb == "activate" else [])),
                                     label)
            return WhyAnswer(read_as, None, (_reason(rules, "802.1", "it would repeat a loop of actions the "
                                                                     "engine has stopped (loops)"),))
        card = int(offered[0].split("|")[1])
        if card != iid:  # (another copy of that name is the one that would be offered)
            read_as = _read_as(g, q, card, place_words, note, player, on_card=on_card)
        return WhyAnswer(read_as, None, tuple(notes) + waiting(OFFERED))
    verb = {"activate": "act"}.get(q.verb, q.verb)
    found: list = []
    for each in cards:
        for place in sorted(places) if places else [None]:
            about = why.about(verb, each, place)
            if verb == "play" and g.spec(each).type == "troublemaker":
                # (609.2c, Play a Troublemaker, is how a Troublemaker is played, and only it)
                about += why.about("tm", each, place)
            for refusal in about:  # (each once: two abilities of a card may be refused alike)
                if refusal not in found:
                    found.append(refusal)
    if verb == "play" and places:
        found += _host_refusals(g, player, cards, places)
    elif not places:
        # (asked of no place, a Troublemaker's being kept from the homes is no reason: 306.1 has it
        # played to a Problem, and the answer is about the Problems)
        found = [r for r in found if not (r.rule == "306.1" and r.place in (home(0), home(1)))]
    found.sort(key=lambda r: (r.iid is None, r.place is None))
    # (several copies on the side and in the zone of the one asked about: the question is about each)
    mine = [i for i in cards if whose(i) == whose(iid) and s["cards"][i]["zone"] == c["zone"]]
    if len(mine) > 1:
        read_as = _read_as(g, q, iid, place_words, note, player, on_card=on_card, copies=mine)
    reasons = notes + _copy_reasons(g, rules, _places_said_once(_most_telling(found, places)), mine)
    if q.verb == "play" and places and g.spec(iid).type == "troublemaker" and len(reasons) == len(notes) \
            and not any(place.startswith(("problem:", "dilemma:")) for place in places):
        # (a place the checks never look at, such as a card: the rule says where Troublemakers go;
        # a home is refused by the checks themselves, 306.1)
        reasons.insert(len(notes), _reason(rules, "609.2c", "a Troublemaker is played face-down to a Problem, "
                                                            "not at home or on a card"))
    if q.verb == "rally" and not c["frightened"]:
        reasons.insert(len(notes), _reason(rules, "609.2e", f"{seen_name(g, iid, player)} is not frightened, and only "
                                                            "frightened cards are rallied"))
    if q.verb == "activate" and c["zone"] == "play" and c["face_down"]:
        reasons.append(_reason(rules, "505.1a", f"{seen_name(g, iid, player)} is face-down, and a face-down card "
                                                "has no abilities"))
    elif q.verb == "activate" and not g.spec(iid).activated and (turned := _side_without_it(g, rules, iid)):
        reasons.append(turned)
    elif q.verb == "activate" and not g.spec(iid).activated:
        reasons.append(_reason(rules, "703.1", _no_activated_ability(g, iid)))
    elif q.verb == "activate":
        reasons = reasons[:len(notes)] + _side_said(g, iid, reasons[len(notes):])
        reasons += _other_side_abilities(g, rules, iid)
    if not reasons and player == holder:  # (else the line on priority is the reason)
        reasons.append(_reason(rules, "", "none of the engine's checks names a reason"))
    reasons += _text_not_carried_out(g, iid, player)
    return WhyAnswer(read_as, None, tuple(reasons) + waiting(NOT_OFFERED))


def _each_place(g: MlpGame, q: Question, copies: list[int], player: int, note: str,
                rules: dict[str, str]) -> WhyAnswer:
    """"Why can't Fluttershy move", no place said: a judge wants at a glance where it may go and
    why not elsewhere. Each area it could be moved to (its controller's home, each Problem, 506.2;
    not where it is, or each of its `copies` is, already) is asked about as if named (`_answer`);
    the places it is offered to are listed with their options, and places refused alike (their
    name aside) are said once, together, with their reasons."""
    s = g.s
    iid = copies[0]
    ctrl = s["cards"][iid]["ctrl"]
    already = {s["cards"][i]["area"] for i in copies}
    areas = sorted((a for a, r in s["areas"].items() if (r["kind"] != "home" or a == home(ctrl))
                    and already != {a}), key=lambda a: (s["areas"][a]["kind"] != "home", a))
    offered: list[str] = []
    groups: dict[tuple[WhyReason, ...], list[str]] = {}
    for area in areas:
        words = _area_words(g, area)
        answer = _copies_moved(g, q, copies, area, rules)
        if answer.offered is not None:
            offered.append(f"to {words} as option {answer.offered}")
            continue
        # (reasons alike but for the place's name are one group: "to Problem A or Problem B: it costs ...")
        key = tuple(replace(r, words=r.words.replace(words, "\0")) for r in answer.reasons)
        groups.setdefault(key, []).append(words)
    reasons: list[WhyReason] = []
    if offered:
        reasons.append(WhyReason("", f"offered {and_listed(offered)}"))
    for key, places in groups.items():
        named = and_listed(places, "or")
        reasons.append(WhyReason("", f"to {named}: not offered"))
        reasons += [replace(r, words=r.words.replace("\0", named)) for r in key]
    read_as = _read_as(g, q, iid, None, note, player, copies=copies if len(copies) > 1 else None)
    read_as = f"{read_as}, to each place it could go (no place named)"
    return WhyAnswer(read_as, None, tuple(reasons), headline="Each place:")


def _copies_moved(g: MlpGame, q: Question, copies: list[int], area: str, rules: dict[str, str]) -> WhyAnswer:
    """The move of `copies` to `area` as answered for the glance at each place (`_each_place`):
    with one copy, the question with that place; with several, each copy not there already is
    asked alone (the one there would only be told it is there, on every place's line), and
    copies refused alike are said once, without their numbers ("moving Fluttershy there costs
    2 action tokens"), else each group of copies named by number and place (`_copies_where`)."""
    if len(copies) < 2:
        return _answer(g, replace(q, place=area), rules)
    groups: dict[tuple[WhyReason, ...], list[int]] = {}
    for i in copies:
        if g.s["cards"][i]["area"] == area:
            continue
        answer = _answer(g, replace(q, card=g.name(i), place=area), rules)
        if answer.offered is not None:
            return answer
        said = tuple(replace(r, words=r.words.replace(g.name(i), g.spec(i).name)) for r in answer.reasons)
        groups.setdefault(said, []).append(i)
    reasons: list[WhyReason] = []
    for said, ids in groups.items():
        which = "" if len(groups) == 1 else f"the {_copies_where(g, ids)}: "
        reasons += [replace(r, words=which + r.words) for r in said]
    return WhyAnswer("", None, tuple(reasons))


_PLURAL = Pattern(r"^(?:(?P<whose>my|our|the|(?:my |the )?opponents?|(?:my |the )?opposing|their|his|her|"
                     r"p\s?(?P<p>[01])s?|player\s?(?P<player>[01])s?)\s+)?(?:other\s+)?"
                     r"(?:(?P<state>frightened|exhausted|ready|readied)\s+)?(?P<kind>anything|friends|characters|ponies|resources|events|cards|troublemakers)$")
"""A kind of card said in the plural, with whose and a state ("my Friends", "the opponent's characters",
"my frightened friends",
"my resources"), as folded: each card of that kind (`_each_of_kind`)."""
_KIND_OF = {"anything": "card", "friends": "Friend", "characters": "character", "ponies": "character", "resources": "Resource",
            "events": "Event", "cards": "card", "troublemakers": "Troublemaker"}
_EACH_VERBS = ("play", "move", "activate", "rally")
_STATE_FLAG = {"frightened": "frightened", "exhausted": "exhausted", "ready": "exhausted", "readied": "exhausted"}
"""A state said before the kind ("my frightened friends"): the flag of the card it reads."""
_NONE_RULE = {"play": "609.2a", "move": "609.2b", "activate": "703.1", "rally": "609.2e"}
"""The actions asked of a kind of card in the plural: those taken with one card at a time."""


def _each_of_kind(g: MlpGame, q: Question, said: re.Match[str], rules: dict[str, str]) -> WhyAnswer:
    """"Why can't my Friends move to Cloudbursting", "why can't I play my resources": a judge
    asks of every card of a kind at once. Each card of that kind of the player the words name
    (the asker's, unless they say the opponent's or a player's), where the action looks for it
    (a hand, to play; in play, otherwise), is answered as if named alone, a card's copies once;
    the answer lists them, each with its own reasons. They were told the words name no one card."""
    s = g.s
    asker = asking_player(g, q.asker)
    whose, number = said.group("whose") or "", said.group("p") or said.group("player")
    player = int(number) if number is not None else 1 - asker if "oppo" in whose else asker
    kind, state = _KIND_OF[said.group("kind")], said.group("state") or ""
    in_hand = q.verb == "play"
    mine = s["players"][player]["hand"] if in_hand else \
        [i for i in s["play"] if s["cards"][i]["ctrl"] == player and not s["cards"][i]["face_down"]]

    def of_kind(i: int) -> bool:
        if q.verb in ("move", "rally") and not g.is_character(i):
            return False
        if q.verb == "activate" and not abilities_where_it_is(g, i):
            return False
        if state and s["cards"][i][_STATE_FLAG[state]] != (state in ("frightened", "exhausted")):
            return False
        return kind == "card" or (g.is_character(i) if kind == "character" else g.spec(i).type == kind.lower())
    where = "in their hand" if in_hand else "in play"
    cards = {g.spec(i).name: i for i in reversed(mine) if of_kind(i)}  # (a card's copies once: its first)
    if kind == "Friend" and not in_hand and not any(g.spec(i).type == "friend" for i in mine):
        # ("my friends move ..." with a Mane Character alone in play: the characters it means, 206.2)
        kind, where = "character", f"{where}, P{player} having no Friend there"
        cards = {g.spec(i).name: i for i in reversed(mine) if of_kind(i)}
    cards = dict(reversed(cards.items()))
    kind = f"{'ready' if state == 'readied' else state} {kind}".strip()
    if not cards:  # ("why can't I play my resources" with none in hand: the answer is that)
        kinds = kind if kind == "card" else f"{kind}s"
        verb = {"play": "plays", "move": "moves", "activate": "activates", "rally": "rallies"}[q.verb]
        done = {"play": "cards are played from their owner's hand", "move": "the move action moves a character in play",
                "activate": "abilities are activated of cards in play", "rally": "only a frightened character in play "
                "is rallied"}[q.verb]
        return WhyAnswer(f"P{player} {verb} {kinds} ({q.card!r} read as P{player}'s {kinds} {where})", None,
                         (_reason(rules, _NONE_RULE[q.verb], f"P{player} has no {kind} {where.split(',')[0]}"
                                  + (" with an ability to activate" if q.verb == "activate" else "") + f": {done}"),))
    kinds = f"{kind}s" if len(cards) > 1 else kind
    read_as = f"{q.card!r} read as each of P{player}'s {len(cards)} {kinds} {where}, answered one by one" + \
        (f" (the first {_LISTED})" if len(cards) > _LISTED else "")
    return _each_answered(g, [replace(q, card=f"#{i}", asker=player) for i in cards.values()], rules, read_as,
                          f"{q.card!r} read as P{player}'s only {kind} {where}")


def _each_problem(g: MlpGame, q: Question, rules: dict[str, str]) -> WhyAnswer:
    """"Why can't my opponent confront", no one Problem named ("confront both problems"): each
    Problem in play is answered as if named alone (the confront requirements the player meets
    there, 611)."""
    problems = [i for i in g.s["play"] if g.spec(i).type == "problem" and not g.s["cards"][i]["face_down"]]
    if not problems:
        raise UnreadError("confront what? ", "confront")
    read_as = f"each of the {len(problems)} Problems in play, answered one by one (no one Problem named)"
    return _each_answered(g, [replace(q, card=f"#{i}") for i in problems], rules, read_as,
                          "no one Problem named: the only Problem in play")


def _each_answered(g: MlpGame, questions: list[Question], rules: dict[str, str], read_as: str,
                   only: str) -> WhyAnswer:
    """Questions of one action asked of several cards at once (`_each_of_kind`,
    `_each_problem`), each answered as if asked alone (the first `_LISTED`): one answer, its
    "Read as" line `read_as`, with each card's reading, whether it is offered and its reasons;
    one card alone is its own answer, `only` saying how the words were read."""
    answers = [_answer(g, each, rules) for each in questions[:_LISTED]]
    if len(answers) == 1:
        return replace(answers[0], read_as=f"{answers[0].read_as} ({only})")
    reasons: list[WhyReason] = []
    for answer in answers:
        # (each its own heading, as when asked alone: "Not met", "Requirements met", "Not offered")
        heading = f"offered as option {answer.offered} ({offered_as(answer.offered_label)})" \
            if answer.offered is not None else (answer.headline or "Not offered").rstrip(":")
        reasons.append(WhyReason("", f"{answer.read_as}: {heading}"))
        reasons += answer.reasons
    return WhyAnswer(read_as, None, tuple(reasons), headline="Each:")


def _price_said(g: MlpGame, rules: dict[str, str], key: str, player: int) -> list[WhyReason]:
    """Beside a play or a move that is offered, what its price is made of when it is not the
    card's printed cost (204.1) or the 2 of a move (609.2b): "it costs 4 action tokens (printed
    3, +1 from Davenport, Mattress Salespony #5)", in the words the log gives the price paid
    (`actions.price_to_play`, `actions.move_price`); none when there is nothing to add."""
    verb, iid, dest = [*key.split("|"), "", ""][:3]
    if verb == "play" and g.spec(int(iid)).type != "troublemaker":
        area, host = actions.play_place(g, dest)
        cost, made_of = actions.price_to_play(g, player, int(iid), g.spec(int(iid)), area, host)
        return [_reason(rules, "204.1", f"it costs {how_many(cost, 'action token')}{made_of}")] if made_of else []
    if verb == "move":
        cost, made_of = actions.move_price(g, player, int(iid), dest)
        return [_reason(rules, "609.2b", f"moving {g.name(int(iid))} there costs "
                                         f"{how_many(cost, 'action token')}{made_of}")] if made_of else []
    return []


def _passed_for_in_main_phase(g: MlpGame, player: int) -> bool:
    """Is the game stopped at the end of `player`'s own Main Phase, in which they could take
    no action (`flow.could_act`), so that the engine passed priority for them and nothing was
    asked? A hand-written Main Phase board with no action token left is asked about there."""
    s = g.s
    return (g.pending() is None and (s["phase"], s["step"]) == ("main", "main")
            and s["turn_player"] == player and not actions.legal(g, player, "main"))


def _each_ability(g: MlpGame, rules: dict[str, str], read_as: str, iid: int, player: int, holder: int,
                  offered: list[str], why: Refusals, notes: list[WhyReason]) -> WhyAnswer:
    """The abilities a card may be used for where it is (`abilities_where_it_is`): several
    activated abilities of a card in play, or those its text says are used from a hand or a
    discard pile ("Immediate: Banish this card from your hand to ..."). The judge asks about
    the card, so each is answered, quoted, in the card's order: offered (as which option), or
    the rule or card text that keeps that ability off the list (703.1). A reason that keeps
    several of them off is said once, after the last of them, naming each."""
    spec = g.spec(iid)
    listed = abilities_where_it_is(g, iid)
    decision = g.pending()
    keys = decision.option_keys() if decision is not None else []
    count = len(listed)
    numbers = {index: number for number, (index, _ability) in enumerate(listed, start=1)}
    # each refusal (whatever ability it names) and the abilities it keeps off, in order
    refusing: dict[Refusal, list[int]] = {}
    for index, _ability in listed:
        if f"act|{iid}|{index}" in offered:
            continue
        for refusal in why.about("act", iid, None):
            if refusal.ability in (None, index):
                refusing.setdefault(replace(refusal, ability=None), []).append(numbers[index])
    reasons = list(notes)
    for index, ability in listed:
        number = numbers[index]
        key = f"act|{iid}|{index}"
        which = f"ability {number} of {count}" if count > 1 else "its ability"
        if key in offered and player == holder and key in keys:
            label = _option_label(g, decision, key)
            words = f"{which} is offered as option {keys.index(key) + 1}: {offered_as(label)}"
        elif key in offered:
            words = f"{which} would be offered once P{player} has priority" if player != holder \
                else f"{which} would repeat a loop of actions the engine has stopped (802.1)"
        else:
            words = f"{which} is not offered"
        reasons.append(WhyReason(f"card text of {spec.name}", words, ability.text))
        if key in offered:
            continue
        mine = [(refusal, kept) for refusal, kept in refusing.items() if number in kept]
        if not mine:
            reasons.append(_reason(rules, "", f"{which}: none of the engine's checks names a reason"))
        for refusal, kept in mine:
            if kept[-1] != number:
                continue  # (said after the last ability it keeps off)
            said = _refusal_reason(g, rules, refusal)
            named = which if len(kept) == 1 else \
                f"abilities {', '.join(map(str, kept[:-1]))} and {kept[-1]} of {count}"
            reasons.append(replace(said, words=f"{named}: {said.words}"))
    reasons += _other_side_abilities(g, rules, iid)
    reasons += _text_not_carried_out(g, iid, player)
    shown = sum(1 for index, _ability in listed if f"act|{iid}|{index}" in offered)
    if g.s["cards"][iid]["zone"] == "play":
        headline = f"{spec.name} has {count} activated abilities ({shown} offered), each answered:"
    else:
        kind = "ability" if count == 1 else "abilities"
        headline = f"{spec.name} has {count} {kind} used from {_zone_words(g, iid)} ({shown} offered), " \
                   f"{'answered' if count == 1 else 'each answered'}:"
    return WhyAnswer(read_as, None, tuple(reasons), headline=headline)


def _each_copy(g: MlpGame, rules: dict[str, str], read_as: str, copies: list[int], player: int, holder: int,
               offered: list[str], why: Refusals, notes: list[WhyReason]) -> WhyAnswer:
    """Several copies of a card with several abilities, none offered: each copy's abilities
    answered (`_each_ability`), said once when every copy has the same reasons, else each
    group of copies sharing theirs named by number and place ("the copy #26 at P0's home:
    ..."), as for copies of a card with one ability (`_copy_reasons`)."""
    first = _each_ability(g, rules, read_as, copies[0], player, holder, offered, why, notes)
    tail = len(_text_not_carried_out(g, copies[0], player))  # (the same for every copy: said once, last)
    groups: dict[tuple[WhyReason, ...], list[int]] = {}
    for i in copies:
        answer = first if i == copies[0] else _each_ability(g, rules, read_as, i, player, holder, offered, why, notes)
        own = answer.reasons[len(notes):len(answer.reasons) - tail]
        said = tuple(replace(r, words=r.words.replace(g.name(i), g.spec(i).name)) for r in own)
        groups.setdefault(said, []).append(i)
    reasons = list(notes)
    for said, ids in groups.items():
        which = "" if len(groups) == 1 else f"the {_copies_where(g, ids)}: "
        reasons += [replace(r, words=which + r.words) for r in said]
    reasons += first.reasons[len(first.reasons) - tail:]
    return WhyAnswer(read_as, None, tuple(reasons), headline=first.headline)


_USED_FROM = {"hand": FROM_HAND, "discard": FROM_DISCARD_PILE}
"""The zones outside play a card's text may be used from, with the kind of those abilities."""


def abilities_where_it_is(g: MlpGame, iid: int) -> tuple[tuple[int, Ability], ...]:
    """The abilities a card may be activated for where it is, each with its index (as the
    action's key "act|<card>|<index>" names it): in play its activated abilities (703.1); in
    a hand or a discard pile those its text says are used from there ("Immediate: Banish this
    card from your hand to ...", "Main Phase: While this card is in your discard pile, ...")."""
    zone = g.s["cards"][iid]["zone"]
    spec = g.spec(iid)
    if zone == "play":
        return () if g.s["cards"][iid]["face_down"] else spec.activated  # (505.1a: none face-down)
    kind = _USED_FROM.get(zone)
    return tuple((index, ability) for index, ability in enumerate(spec.abilities) if kind and ability.kind == kind)


def _side_without_it(g: MlpGame, rules: dict[str, str], iid: int) -> WhyReason | None:
    """For a Mane Character whose face-up side has no activated ability while its other side
    has one, that it is on the side without it (301.2, 301.3): a Mane turned over by its own
    "Pay [3] to ... and turn this card over" has no ability left to activate, which the
    engine knows, and "no activated ability the rules engine knows of" read as a gap in it.
    None for any other card."""
    c = g.s["cards"][iid]
    start = g.lib.spec(c["card"])
    if start.boosted is None:
        return None
    other = start if c["boosted"] else start.boosted
    if not other.activated:
        return None
    side, other_side = ("Boosted", "Start") if c["boosted"] else ("Start", "Boosted")
    printed = other.activated[0][1].text
    return _reason(rules, "301.3", f"{g.name(iid)} is on its {side} side, whose text has no activated ability; "
                                   f"“{printed}” is on its {other_side} side")


def _side_said(g: MlpGame, iid: int, reasons: list[WhyReason]) -> list[WhyReason]:
    """The reasons a Mane Character's one activated ability is not offered, each saying which
    side's text it is about, as the line on its other side's abilities says that side's
    (`_other_side_abilities`, 301.3): "“While there is another character with at least 3 power
    here, you may turn this card over.” is printed on its Start side, face up: no other
    character with at least 3 power is there" (Muffin Mare, Sharing is Caring), where the
    reason alone, beside a line quoting the other side, left the judge to guess. Only where
    that line is said (the other side has an activated ability); a reason quoting the ability
    or its instruction already, or the card's text (a "card text of" reason), is left as it
    is; so are any other card's."""
    c = g.s["cards"][iid]
    start = g.lib.spec(c["card"])
    activated = g.spec(iid).activated
    if start.boosted is None or c["face_down"] or len(activated) != 1 \
            or not (start if c["boosted"] else start.boosted).activated:
        return reasons
    text = activated[0][1].text
    side = "Boosted" if c["boosted"] else "Start"
    return [replace(reason, words=f"“{text}” is printed on its {side} side, face up: {reason.words}")
            if reason.rule[:1].isdigit() and not re.search(r"[“\"]", reason.words) else reason for reason in reasons]


def _other_side_abilities(g: MlpGame, rules: dict[str, str], iid: int) -> list[WhyReason]:
    """Beside the answer about the activated abilities of a Mane Character's face-up side,
    those printed on its other side, which it does not have now (301.3): a judge reading the
    card may be asking about one of them ("“Main Phase: Pay [1] to move this card ...” is
    printed on its Boosted side, not the side face up"). None for any other card, or a side
    without any."""
    c = g.s["cards"][iid]
    start = g.lib.spec(c["card"])
    if start.boosted is None or c["face_down"]:
        return []
    other = start if c["boosted"] else start.boosted
    if not other.activated:
        return []
    side, other_side = ("Boosted", "Start") if c["boosted"] else ("Start", "Boosted")
    printed = " and ".join(f"“{ability.text}”" for _index, ability in other.activated)
    verb = "are" if len(other.activated) > 1 else "is"
    return [_reason(rules, "301.3", f"{printed} {verb} printed on its {other_side} side, not the side face up: "
                                    f"{g.name(iid)} is on its {side} side and has only that side's text")]


_TEXT_KINDS = {"static": "continuous", "trigger": "triggered", "replace": "replacement"}
"""The kinds of ability a card's text may hold besides activated ones, as a judge names them."""


def _no_activated_ability(g: MlpGame, iid: int) -> str:
    """That a card has no activated ability (703.1). Of a card whose text the engine carries
    out in full, plainly, with what its text is instead ("Pile of Presents has no activated
    ability: its text is where it is played and 2 triggered abilities"); "the rules engine
    knows of" only where the engine does not carry out all of its text, which may hold one."""
    spec = g.spec(iid)
    elsewhere = _used_elsewhere(g, iid)
    where = " in play" if elsewhere else ""
    if not gaps.carried_out(spec):
        return f"{spec.name} has no activated ability the rules engine knows of{where}{elsewhere}"
    if elsewhere:
        return f"{spec.name} has no activated ability{where}{elsewhere}"
    if (sides := _mane_sides(g, iid)) is not None:
        return sides
    return f"{spec.name} has no activated ability: {_text_kinds(spec)}"


def _mane_sides(g: MlpGame, iid: int) -> str | None:
    """That a Mane Character has no activated ability on either side, with what each side's
    text is: a judge reading the card may be asking about the side face down, whose text it
    does not have now (301.3: "Applejack, Steadfast Farmpony has no activated ability on either
    side: its Start side, face up, has the keyword Home Limit 3 and a triggered ability; its
    Boosted side has the keywords Home Limit 4 and Stubborn, and a replacement ability (it has
    the text of its face-up side only, 301.3)"). None
    for any other card, or where the engine does not carry out all of the other side's text."""
    start = g.lib.spec(g.s["cards"][iid]["card"])
    if start.boosted is None or not gaps.carried_out(start.boosted) or not gaps.carried_out(start):
        return None
    boosted = g.s["cards"][iid]["boosted"]
    sides = [("Start", start, not boosted), ("Boosted", start.boosted, boosted)]
    said = [f"its {side} side{', face up,' if up else ''} has {and_listed(_text_parts(face)) or 'no text'}"
            for side, face, up in sides]
    return f"{start.name} has no activated ability on either side: {'; '.join(said)} (it has the text of its " \
           "face-up side only, 301.3)"


def _text_kinds(spec: Spec) -> str:
    """What a card's text is, by kind of ability ("its text is where it is played and 2
    triggered abilities", "it has no text")."""
    parts = _text_parts(spec)
    return f"its text is {and_listed(parts)}" if parts else "it has no text"


def _text_parts(spec: Spec) -> list[str]:
    """What a card's text holds, by kind of ability ("the keyword Home Limit 3", "where it is
    played", "2 triggered abilities")."""
    parts: list[str] = []
    if spec.keywords:
        names = [name if value is None else f"{name} {value}" for name, value in spec.keywords.items()]
        parts.append(f"the keyword{'s' if len(names) > 1 else ''} {and_listed(names)}")
    # (each paragraph once, by the kind it is first read as: one paragraph may be read into
    # several abilities, as Jester Suit's "That Friend has [Laughter] and +1 power ...")
    kinds: dict[str, str] = {}
    for ability in spec.abilities:
        kinds.setdefault(ability.text, ability.kind)
    if "rule" in kinds.values():
        parts.append("where it is played" if spec.attach else "how it is played")
    if spec.type == "event" and "play" in kinds.values():
        parts.append("what it does as it is played")
    for kind, word in _TEXT_KINDS.items():
        count = sum(1 for text, first in kinds.items() if first == kind and text)
        if count:
            parts.append(f"a {word} ability" if count == 1 else f"{count} {word} abilities")
    return parts


def _used_elsewhere(g: MlpGame, iid: int) -> str:
    """Where the card's abilities used outside play are used from, when that is not where it
    is ("; “Immediate: Banish this card ...” is used from its owner's hand"); "" when none is."""
    zone = g.s["cards"][iid]["zone"]
    said = [f"“{ability.text}” is used from its owner's {'hand' if kind == FROM_HAND else 'discard pile'}"
            for ability in g.spec(iid).abilities for where, kind in _USED_FROM.items()
            if ability.kind == kind and where != zone]
    return "; " + "; ".join(said) if said else ""


def _host_refusals(g: MlpGame, player: int, cards: list[int], places: set[str]) -> list[Refusal]:
    """For a Resource asked on a card its placement rule does not take, what fails about that
    card (`abilities.host_refused`): "it is played on an opponent's ready Friend (...); Sweetie
    Sunrise, Early Riser #27 is exhausted", not the placement rule alone; for one played at
    home asked at another place, the rule that puts it at home (305.1a), told beside any
    other reason (its cost, its requirement), as it would still be refused there without them."""
    found = []
    for iid in cards:  # (a Resource played at home, asked elsewhere: the rule keeps it from there, 305.1a)
        spec = g.spec(iid)
        if spec.type == "resource" and spec.attach in (None, "home") and home(player) not in places:
            rule, words = actions.placement_rule(g, player, spec)
            found.append(Refusal("play", iid, min(places), rule, words, iid))
    for place in sorted(p for p in places if p.startswith("on:")):
        target = int(place[3:])
        for iid in cards:
            attach = g.spec(iid).attach
            if g.spec(iid).type != "resource" or attach in (None, "home", "dilemma"):
                continue
            fails = abilities.host_refused(g, player, attach, target)
            if fails:
                rule, words = actions.placement_rule(g, player, g.spec(iid))
                found.append(Refusal("play", iid, place, rule, f"{words}; {seen_name(g, target, player)} #{target} "
                                                               f"{fails}", iid))
    return found


def _most_telling(found: list, places: set[str] | None) -> list:
    """The refusals to show, in a fixed order: about the card anywhere (its timing, its cost
    204.1, its play requirement 205.1, as the checks find them), then about the place asked
    for (a cost there 508.1d, a text closing it), then about every card; the placement rule
    only when nothing else refused it."""
    particular = [r for r in found if r.iid is not None and r.place is not None]
    card_wide = [r for r in found if r.iid is not None and r.place is None]
    every = [r for r in found if r.iid is None]
    placement = [r for r in card_wide if r.rule in (CARD_TEXT, "302.1", "305.1a", "522.2")]
    others = [r for r in card_wide if r not in placement]
    shown = others + particular + every
    if places and not particular and not others and not every:
        shown = placement  # (offered elsewhere, not there: where it may go)
    elif not shown:
        shown = placement
    return shown


_PLACES_LISTED = 4
"""How many places one reason names (`_places_said_once`) before it counts the rest."""


def _places_said_once(found: list[Refusal]) -> list[Refusal]:
    """Refusals alike but for their place (`Refusal.where`: "played at home it costs 5 action
    tokens; P0 has 4", and the same at each Problem) said once, where the first of them was,
    with their places together ("played at home, at Problem Cloudbursting (P0's) or at Problem
    Runaway Cart (P1's) it costs ..."); past `_PLACES_LISTED` places, the first of them and how
    many more. A judge asking about one place is told about that place."""
    groups: dict[tuple, list[Refusal]] = {}
    for r in found:
        if r.where and r.where in r.words:
            key: tuple = (r.verb, r.iid, r.rule, r.card, r.ability, r.words.replace(r.where, "\0", 1))
        else:
            key = ("alone", len(groups))
        groups.setdefault(key, []).append(r)
    out: list[Refusal] = []
    for key, group in groups.items():
        if len(group) == 1:
            out.append(group[0])
            continue
        wheres = [r.where for r in group]
        if len(wheres) > _PLACES_LISTED:
            wheres = [*wheres[:_PLACES_LISTED - 1], f"{len(wheres) - _PLACES_LISTED + 1} other places"]
        out.append(replace(group[0], words=key[-1].replace("\0", and_listed(wheres, "or"))))
    return out


def _wanted(verb: str, cards: list[int], places: set[str] | None):
    prefixes = {"play": ("play", "react", "tm"), "move": ("move",), "activate": ("act",), "rally": ("rally",)}[verb]
    ids = {str(i) for i in cards}

    def wanted(key: str) -> bool:
        parts = key.split("|")
        if parts[0] not in prefixes or len(parts) < 2 or parts[1] not in ids:
            return False
        return not places or parts[0] in ("act", "react") or (len(parts) > 2 and parts[2] in places)

    return wanted


def _draw(g: MlpGame, q: Question, rules: dict[str, str]) -> WhyAnswer:
    """"Why can't I draw a card": the Main Phase action of 609.2d, for the player the question
    names, else the one with priority: offered (as which option), or the rule or card text
    that keeps it off the list."""
    s = g.s
    decision = g.pending()
    frame = s["stack"][-1] if s["stack"] else None
    holder = frame["player"] if frame is not None and frame.get("op") == "window" else \
        decision.player if decision is not None else s["turn_player"]
    player = q.asker if q.asker is not None else holder
    read_as = f"P{player} draws a card as a Main Phase action (609.2d)"
    if g.result is not None and decision is None:
        return WhyAnswer(read_as, None, (_reason(rules, "103.1", "the game is over"),))
    if decision is None or decision.kind != "priority" or frame is None or frame.get("op") != "window":
        if decision is None:
            words = (f"the game is stopped between two decisions (turn {s['turn']}, {stage_of(s)}), where no one "
                     "is deciding anything; step on to the next decision and ask there")
            return WhyAnswer(read_as, None, (WhyReason("", words),))
        words = (f"no one may take an action now: the engine waits for P{decision.player} to answer "
                 f"\"{view.place_words(g, decision.prompt)}\"; actions are taken by a player with priority")
        return WhyAnswer(read_as, None, (_reason(rules, "510.1", words),))
    why = Refusals()
    listed = [key for key, _label in actions.legal(g, player, frame["ctx"], why)]
    keys = decision.option_keys()
    if "draw" in listed and player == holder and "draw" in keys:
        return WhyAnswer(read_as, keys.index("draw") + 1, (), _option_label(g, decision, "draw"))
    reasons = [_refusal_reason(g, rules, r) for r in why.about("draw", None, None)]
    if player != holder:
        reasons.append(_reason(rules, "510.1", not_holding_priority(g, frame, player,
                                                                    OFFERED if "draw" in listed else NOT_OFFERED)))
    if not reasons:
        reasons.append(_reason(rules, "", "none of the engine's checks names a reason"))
    return WhyAnswer(read_as, None, tuple(reasons))


def _pass(g: MlpGame, q: Question, rules: dict[str, str]) -> WhyAnswer:
    """"Why can't I pass": passing priority is an option of every priority decision (510.1);
    other questions are answered by their own options, and the answer names the question
    asked now."""
    decision = g.pending()
    if decision is None:
        player = q.asker if q.asker is not None else g.s["turn_player"]
        read_as = f"P{player} passes priority"
        over = g.result is not None
        return WhyAnswer(read_as, None, (_reason(rules, "103.1", "the game is over") if over else WhyReason(
            "", "the game is stopped between two decisions, where no one is deciding anything; step on to the next "
                "decision and ask there"),))
    player = q.asker if q.asker is not None else decision.player
    read_as = f"P{player} passes priority"
    keys = decision.option_keys()
    asked = f"\"{view.place_words(g, decision.prompt)}\""
    frame = g.s["stack"][-1] if g.s["stack"] else None
    if decision.player != player and decision.kind == "priority" and frame is not None and frame.get("op") == "window":
        return WhyAnswer(read_as, None, (_reason(rules, "510.1", not_holding_priority(g, frame, player, OFFERED)),))
    if decision.player != player:
        return WhyAnswer(read_as, None, (_reason(rules, "510.1", f"the engine waits for P{decision.player} to answer "
                                                                 f"{asked}; P{player} is not deciding now"),))
    if "pass" in keys:
        return WhyAnswer(read_as, keys.index("pass") + 1, (), _option_label(g, decision, "pass"))
    return WhyAnswer(read_as, None, (_reason(rules, "510.1", f"P{player} is answering {asked}, which is no priority "
                                                             "window: it is answered by its own options, and passing "
                                                             "is done with priority"),))


_FRIGHTENS = Pattern(r"\bfrightens?\b|\bpersistent\b|\bvillain\b", re.IGNORECASE)
"""Card text that frightens a card: its own words ("frighten a Friend there", never "would be
frightened"), or a keyword meaning so (Persistent, Villain). The question "frighten CARD" is
read as every other form is (`FORMS`: "why wasn't Fluttershy frightened", "frigthen"); the
cards named in the answer stay a match of their printed words, as the engine's own reading of
a text (the steps of `text/parts.py`, "do": "frighten") holds neither the texts a card's own
code carries out (Safety Lecture, Train Tracks, Weather Mare) nor those it does not carry out,
which a judge asks about all the same: the printed words are the one reading every card has."""


def _frighten(g: MlpGame, q: Question, rules: dict[str, str]) -> WhyAnswer:
    """"Why can't I frighten Fluttershy": frightening is no action (609.2 lists them: rallying
    a frightened card is one, frightening none); a card becomes frightened only as a card's
    text or a rule says (504.1). The answer says so, what keeps this card from it (not in
    play, frightened already, 504.2b) and the texts of the asker's cards that frighten."""
    s = g.s
    player = asking_player(g, q.asker)
    cards, note = find_cards(g, q.card, ("play",), g.is_character, asker=player)
    iid = cards[0]
    c = s["cards"][iid]
    name = seen_name(g, iid, player)
    read_as = f"P{player} frightens {_card_words(g, iid, player)}" + (f" ({note})" if note else "")
    if (over := _game_over(g, rules, read_as, "Not frightened:")) is not None:
        return over
    reasons = [_reason(rules, "504.1", "frightening is not an action a player takes (the Main Phase actions, 609.2, rally a "
                                       "frightened card and none frightens one): a card becomes frightened "
                                       "only as a card's text or a rule says so")]
    if c["zone"] != "play":
        reasons.append(_reason(rules, "504.1", f"{name} is {_where(g, iid)}, not in play: only a card in play "
                                               "becomes frightened"))
    elif c["frightened"]:
        reasons.append(_reason(rules, "504.2b", f"{name} is frightened already, and frightened cards can't become "
                                                "frightened"))
    mine = [i for i in s["play"] if s["cards"][i]["ctrl"] == player and not s["cards"][i]["face_down"]]
    mine += s["players"][player]["hand"]
    texts = [i for i in mine if _FRIGHTENS.search(g.spec(i).card.text or "")]
    for src in texts[:_LISTED]:
        reasons.append(WhyReason(f"card text of {g.spec(src).name}", f"{g.spec(src).name} #{src} "
                                 f"{_where(g, src)} has text that frightens", g.spec(src).card.text))
    if not texts:
        reasons.append(WhyReason("", f"no card of P{player}'s in play or in their hand has text that frightens"))
    return WhyAnswer(read_as, None, tuple(reasons), headline="Not frightened by an action:")


_DONE_BY_TEXT = {
    "exhaust": ("503.2", "play", "becomes exhausted", r"\bexhaust(?:s|ed)?\b"),
    "ready": ("503.3", "play", "is readied", r"\bready\b"),
    "flip": ("301.2", "play", "is turned over", r"\bflip|\bturn (?:it|this card) over\b"),
    "retire": ("410.2", "play", "is retired", r"\bretire"),
    "dismiss": ("410.1", "play", "is dismissed", r"\bdismiss"),
    "discard": ("410.3", "hand", "is discarded", r"\bdiscard(?!\s+pile)"),
}
_DOES = {"exhaust": "exhausts", "ready": "readies", "flip": "turns a card over", "retire": "retires",
         "dismiss": "dismisses", "discard": "discards"}
"""What no action does, as a judge asks it ("why can't I exhaust Fluttershy"): the rule that
says what it is, where the card must be, and the words of the card texts that do it (as
`_FRIGHTENS`, their printed words: the one reading every card has)."""


def _done_by_text(g: MlpGame, q: Question, rules: dict[str, str]) -> WhyAnswer:
    """"Why can't I exhaust / ready / flip / retire / dismiss / discard CARD": none is an action
    a player takes (609.2 lists them); a card is so only as a card's text or a rule says. The
    answer says so under the rule of what it is, where the card is if not where it must be, and
    the texts of the asker's cards (in play or in hand) whose words do it."""
    rule, zone, done, words = _DONE_BY_TEXT[q.verb]
    s = g.s
    player = asking_player(g, q.asker)
    # (a name both players' cards have: the asker's, and to flip, their Mane Character)
    cards, note = find_cards(g, q.card, (zone,), (lambda i: g.spec(i).type == "mane") if q.verb == "flip" else None,
                             lambda i: s["cards"][i]["ctrl" if zone == "play" else "owner"] == player, player)
    iid = cards[0]
    name = seen_name(g, iid, player)
    read_as = f"{name} #{iid} {_where(g, iid)} {done}" + (f" ({note})" if note else "")
    if (over := _game_over(g, rules, read_as, "Not done:")) is not None:
        return over
    reasons = [_reason(rules, rule, f"a card {done} only as a card's text or a rule says so: it is not an action a player "
                                    "takes (the Main Phase actions, 609.2, play a card, move, draw, rally)")]
    if s["cards"][iid]["zone"] != zone:
        reasons.append(_reason(rules, rule, f"{name} is {_where(g, iid)}, not {'in a hand' if zone == 'hand' else 'in play'}"))
    mine = [i for i in s["play"] if s["cards"][i]["ctrl"] == player and not s["cards"][i]["face_down"]]
    texts = [i for i in mine + s["players"][player]["hand"] if re.search(words, g.spec(i).card.text or "", re.IGNORECASE)]
    for src in texts[:_LISTED]:
        reasons.append(WhyReason(f"card text of {g.spec(src).name}", f"{g.spec(src).name} #{src} {_where(g, src)} has "
                                 f"text that {_DOES[q.verb]}", g.spec(src).card.text))
    return WhyAnswer(read_as, None, tuple(reasons), headline="Not done by an action:")


def _by_character(g: MlpGame, q: Question, rules: dict[str, str]) -> WhyAnswer:
    """A character said to confront or challenge ("why can't Rainbow Dash confront
    Cloudbursting"): a player confronts a Problem with the characters they control there
    (611.3), and the turn player challenges a Troublemaker (608.1). Answered as its
    controller's confronting or challenging, with where the character is and whether its
    power counts there."""
    s = g.s
    cards, note = find_cards(g, q.by, ("play",), g.is_character, asker=asking_player(g, q.asker))
    iid = cards[0]
    c = s["cards"][iid]
    player = c["ctrl"] if c["zone"] == "play" else c["owner"]
    asked = replace(q, by="", asker=player if q.asker is None else q.asker)
    answer = _answer(g, asked, rules)
    name = seen_name(g, iid, None)
    read_as = f"{answer.read_as}, asked of {_card_words(g, iid)}" + (f" ({note})" if note else "")
    confronting = _faceoff_read(g, asked).verb == "confront"
    if not g.is_character(iid):
        reason = _reason(rules, "611.3", f"{name} is not a character: a player confronts a Problem, or "
                                         "challenges a Troublemaker, with the characters they control there")
    elif c["zone"] != "play":
        reason = _reason(rules, "611.3", f"{name} is {_where(g, iid)}, not in play: only characters in play "
                                         "contribute their power")
    elif confronting:
        problem = _asked_area(g, q)
        if problem is not None and c["area"] != problem:
            reason = _reason(rules, "611.3", f"a player confronts, not a character: {name} is "
                                             f"{_where(g, iid)}, not at {_area_words(g, problem)}, so its power "
                                             "does not count toward confronting it")
        elif c["exhausted"]:
            reason = _reason(rules, "503.5", f"a player confronts, not a character: {name} is there but "
                                             "exhausted, and exhausted characters do not contribute their power")
        else:
            reason = _reason(rules, "611.3a", f"a player confronts, not a character: {name} is there, and its "
                                              f"power counts toward P{player}'s confronting it")
    else:
        reason = _reason(rules, "608.1", f"the turn player challenges a Troublemaker, not a character: {name} "
                                         f"is {_where(g, iid)}")
    return replace(answer, read_as=read_as, reasons=(reason, *answer.reasons))


def _asked_area(g: MlpGame, q: Question) -> str | None:
    """The Problem's area a question to confront names, if its words name one."""
    try:
        places, _words, _note = find_place(g, q.card, g.s["turn_player"])
    except WhyQuestionError:
        return None
    return next((p for p in sorted(places) if g.s["areas"].get(p, {}).get("kind") in ("problem", "dilemma")), None)


def _game_over(g: MlpGame, rules: dict[str, str], read_as: str, headline: str) -> WhyAnswer | None:
    """Asked once the game has ended: nothing is confronted, challenged or uncovered any more
    (103.1), whatever the board would allow, as nothing is played or moved."""
    if g.result is None or g.pending() is not None:
        return None
    return WhyAnswer(read_as, None, (_reason(rules, "103.1", "the game is over"),), headline=headline)


def _confront(g: MlpGame, q: Question, rules: dict[str, str]) -> WhyAnswer:
    s = g.s
    places, place_words, note = find_place(g, q.card, s["turn_player"])
    note = "; ".join(said for said in (q.said, note) if said)
    area = next((p for p in places if not p.startswith("on:")), None)
    if area is None or s["areas"][area]["kind"] == "home":
        raise WhyQuestionError(f"{place_words} is not a Problem")
    player = s["turn_player"]
    asked = _asked_for(g, q)
    if asked is not None and asked[0] != player:
        # (asked for the turn player's opponent, by name or as "I": their confront requirements)
        return _opponent_confronts(g, asked[0], area, place_words, rules, note)
    read_as = f"P{player} (the turn player) confronts {place_words}" + (f" ({note})" if note else "")
    if (over := _game_over(g, rules, read_as, "Not confronted:")) is not None:
        return over
    decision = g.pending()
    if decision is not None and decision.kind == "confront_order" and area in decision.option_keys():
        # (the Confront Step asks which Problem next, 610.1: this one is an option of it)
        keys = decision.option_keys()
        label = view.place_words(g, decision.options[keys.index(area)].label)
        return WhyAnswer(read_as, keys.index(area) + 1, (), label)
    why: list[tuple[str, str]] = []
    # the Problems confronted in the Confront Steps going on (an additional round, DE104, has its own)
    rounds = [f["done"] for f in s["stack"] if f["op"] == "confront"]
    done = list(rounds[-1] if rounds else s["confronted"]) if s["phase"] == "score" else []
    met = flow.confrontable(g, player, area, done, why)
    reasons = [_refusal_reason(g, rules, Refusal("confront", None, area, CARD_TEXT, words, int(rule.split(":")[1])))
               if rule.startswith(f"{CARD_TEXT}:") else _reason(rules, rule, words) for rule, words in why]
    if met is not None:
        when = ("in this Confront Step" if (s["phase"], s["step"]) == ("score", "confront")
                else f"in P{player}'s next Confront Step, if the board is the same then")
        reasons.insert(0, _reason(rules, "611.1", f"P{player} meets its confront requirements now and "
                                                  f"confronts it {when}: confronting is not an action but "
                                                  "part of the Score Phase"))
    elif s["phase"] != "score":
        reasons.append(_reason(rules, "611.1", "confronting happens in the turn player's Confront Step "
                                               "(Score Phase), not as an action"))
    headline = "Requirements met:" if met is not None else "Not confronted:"
    return WhyAnswer(read_as, None, tuple(reasons), headline=headline)


def _opponent_confronts(g: MlpGame, player: int, area: str, place_words: str, rules: dict[str, str],
                        note: str = "") -> WhyAnswer:
    """Asked for the turn player's opponent, who never confronts in that turn (611.1): do they
    meet their confront requirements, so that a Problem faceoff follows the turn player's
    confronting it (611.4, 612.2)? The same checks as the turn player's, with what changes
    them named (611.3)."""
    turn_player = 1 - player
    read_as = f"P{player} (the turn player's opponent) meets the confront requirements of {place_words}" \
        + (f" ({note})" if note else "")
    if (over := _game_over(g, rules, read_as, "Not confronted:")) is not None:
        return over
    why: list[tuple[str, str]] = []
    met = flow.confrontable(g, player, area, [], why)
    reasons = [_refusal_reason(g, rules, Refusal("confront", None, area, CARD_TEXT, words, int(rule.split(":")[1])))
               if rule.startswith(f"{CARD_TEXT}:") else _reason(rules, rule, words) for rule, words in why]
    if met is not None:
        reasons.append(_reason(rules, "611.4", f"P{player} meets its confront requirements now: if P{turn_player} "
                                               "confronts it, a Problem faceoff follows there (612.2; with two or "
                                               "more Problems confronted, a Multi Problem Faceoff, 612.1)"))
    else:
        reasons.append(_reason(rules, "611.4", f"only the turn player confronts; P{player}'s requirements decide "
                                               f"whether a Problem faceoff follows P{turn_player}'s confronting it"))
    headline = "Met:" if met is not None else "Not met:"
    return WhyAnswer(read_as, None, tuple(reasons), headline=headline)


def _challenge(g: MlpGame, q: Question, rules: dict[str, str]) -> WhyAnswer:
    """Challenging is no action but the turn player's Challenge Step (608): the answer is the
    option of that step's decision when it is asked now, else whether the checks of the step
    (`flow.challengeable`) let the turn player challenge the Troublemaker, and the rule or
    card text that keeps them from it."""
    s = g.s
    player = s["turn_player"]
    try:
        cards, note = find_cards(g, q.card, ("play",), lambda i: g.is_type(i, "troublemaker"),
                                 asker=asking_player(g, q.asker))
    except NoneOfKindError as exc:  # ("challenge the troublemaker" with none in play: the answer is why)
        return WhyAnswer(f"P{player} (the turn player) challenges a Troublemaker ({q.card!r})", None,
                         (_reason(rules, "608.1", f"{exc.none}, and only a Troublemaker in play at a Problem is "
                                                  "challenged"),), headline="Not challenged:")
    # (a copy the turn player could challenge: an opponent's first; none in play, one in a
    # hand, as a judge sees it in the hands pane, before one in a deck, as to uncover)
    cards.sort(key=lambda i: (s["cards"][i]["zone"] != "play", s["cards"][i]["zone"] != "hand",
                              s["cards"][i]["ctrl"] == player))
    iid = cards[0]
    c = s["cards"][iid]
    said = _answered_for(g, q, player, "the turn player challenges (608.1)")
    note = "; ".join(words for words in (note, said) if words)
    note = _note_naming(g, iid, player, "; ".join(said for said in (q.said, note) if said))
    read_as = f"P{player} (the turn player) challenges {_card_words(g, iid, player)}"
    read_as = f"{read_as} ({note})" if note else read_as
    if c["zone"] != "play":
        return WhyAnswer(read_as, None, (_reason(rules, "608.2", f"{g.spec(iid).name} is "
                                                                 f"{_where(g, iid)}, not at a Problem"),),
                         headline="Not challenged:")
    if not g.is_type(iid, "troublemaker"):
        return WhyAnswer(read_as, None, (_reason(rules, "608.1", f"{g.spec(iid).name} is not a Troublemaker: "
                                                                 "only Troublemakers are challenged"),),
                         headline="Not challenged:")
    if (over := _game_over(g, rules, read_as, "Not challenged:")) is not None:
        return over
    decision = g.pending()
    step = next((f for f in reversed(s["stack"]) if f["op"] == "challenge"), None)
    if decision is not None and decision.kind == "challenge" and step is not None:
        keys = decision.option_keys()
        key = f"challenge:{iid}"
        if key in keys:
            label = view.place_words(g, decision.options[keys.index(key)].label)
            return WhyAnswer(read_as, keys.index(key) + 1, (), label)
    faceoff = s["faceoff"]
    if faceoff is not None and faceoff.get("tm") == iid:
        # (asked during its own challenge: that the step's checks now refuse it says nothing)
        return WhyAnswer(read_as, None, (_reason(rules, "608.4", f"the faceoff going on is P{faceoff['challenger']}'s "
                                                                 "challenge of it"),),
                         headline="It is being challenged now:")
    why = Refusals()
    in_step = step is not None and (s["phase"], s["step"]) == ("troublemaker", "challenge")
    done, challenged = (step["done"], step.get("challenged", [])) if in_step else ([], [])
    allowed = flow.challengeable(g, player, iid, done, why, challenged)
    reasons = [_refusal_reason(g, rules, r) for r in why.about("challenge", iid, None)]
    if s["faceoff"] is not None:
        reasons.append(_reason(rules, "707.4a", "a faceoff is going on, and no faceoff starts during another"))
        allowed = False
    by_text, text_reasons = _text_challenges(g, player, iid, rules)
    if allowed:
        when = ("in this Challenge Step" if (s["phase"], s["step"]) == ("troublemaker", "challenge")
                else f"in P{player}'s next Challenge Step, if the board is the same then")
        reasons.insert(0, _reason(rules, "608.1", f"P{player} may challenge it {when}: challenging is not an "
                                                  "action but part of the Troublemaker Phase (or of a card's "
                                                  "text, 707.4)"))
    elif (s["phase"], s["step"]) != ("troublemaker", "challenge"):
        reasons.append(_reason(rules, "608.1", "challenging happens in the turn player's Challenge Step "
                                               "(Troublemaker Phase), not as an action"))
    reasons = text_reasons + reasons if by_text else reasons + text_reasons
    reasons += _text_not_carried_out(g, iid, player)
    headline = "It may be challenged:" if allowed or by_text else "Not challenged:"
    return WhyAnswer(read_as, None, tuple(reasons), headline=headline)


def _uncover(g: MlpGame, q: Question, rules: dict[str, str]) -> WhyAnswer:
    """Uncovering is no action but its controller's Uncover Step (607.2), or a card's text:
    the answer is the option of that step's question when it is asked now, else whether the
    step's check (`flow.uncover_kept_by`, the one the step and the texts uncovering make)
    keeps the Troublemaker face-down, naming the Epic Troublemaker (607.1) or the card text
    that does, and when it is uncovered if nothing does. The Troublemaker is named as the log
    names it: face-down, only by its number (505.1d)."""
    s = g.s
    cards, note = find_cards(g, q.card, ("play",), lambda i: g.is_type(i, "troublemaker"), asker=asking_player(g, q.asker))
    # (a face-down Troublemaker in play first, then one in a hand, as a judge sees it in the
    # hands pane, before a copy in a deck; then the one of the player the question names)
    cards.sort(key=lambda i: (s["cards"][i]["zone"] != "play", s["cards"][i]["zone"] != "hand",
                              not s["cards"][i]["face_down"], q.asker is not None and s["cards"][i]["ctrl"] != q.asker))
    iid = cards[0]
    c = s["cards"][iid]
    player = c["ctrl"] if c["zone"] == "play" else c["owner"]
    said = _answered_for(g, q, player, "a Troublemaker is uncovered by its controller (607.2)")
    note = "; ".join(words for words in (note, said) if words)
    note = _note_naming(g, iid, None, note)
    read_as = f"P{player} uncovers {_card_words(g, iid)}"
    read_as = f"{read_as} ({note})" if note else read_as
    if c["zone"] != "play" or not g.is_type(iid, "troublemaker"):
        where = f"is {_where(g, iid)}, not face-down at a Problem" if c["zone"] != "play" \
            else "is not a Troublemaker: only face-down Troublemakers are uncovered"
        return WhyAnswer(read_as, None, (_reason(rules, "607.2", f"{g.spec(iid).name} {where}"),),
                         headline="Not uncovered:")
    if not c["face_down"]:
        return WhyAnswer(read_as, None, (_reason(rules, "607.3", f"{g.name(iid)} is face up already: uncovering "
                                                                 "turns a face-down Troublemaker face up"),),
                         headline="Not uncovered:")
    if (over := _game_over(g, rules, read_as, "Not uncovered:")) is not None:
        return over
    decision = g.pending()
    key = f"card:{iid}"
    if decision is not None and decision.kind == "uncover_order" and key in decision.option_keys():
        keys = decision.option_keys()
        return WhyAnswer(read_as, keys.index(key) + 1, (), view.place_words(g, decision.options[keys.index(key)].label))
    kept = flow.uncover_kept_by(g, iid)
    if kept is not None:
        rule, keeper = kept
        words = (f"{g.name(keeper)} is there: Troublemakers can't be uncovered at "
                 f"{_area_words(g, c['area'])}"
                 if rule == CARD_TEXT else flow.uncover_kept(g, iid) or "")
        reason = _refusal_reason(g, rules, Refusal("uncover", iid, None, rule, words, keeper))
        return WhyAnswer(read_as, None, (reason,), headline="Not uncovered:")
    in_step = (s["phase"], s["step"]) == ("troublemaker", "uncover") and s["turn_player"] == player
    when = "in this Uncover Step" if in_step else f"in P{player}'s next Uncover Step, if the board is the same then"
    return WhyAnswer(read_as, None, (_reason(rules, "607.2", f"nothing keeps it face-down: P{player} uncovers it {when} "
                                                             "(Troublemaker Phase); uncovering is not an action, "
                                                             "but a card's text may uncover it sooner"),),
                     headline="It may be uncovered:")


def _text_challenges(g: MlpGame, player: int, tm: int, rules: dict[str, str]) -> tuple[bool, list[WhyReason]]:
    """At a decision where `player` could take an action, the texts of theirs that start a
    challenge (707.4: an activated ability such as The Tree of Harmony's or Rainbow Dash,
    Turncoat's, an Event such as Biff! Pow! in their hand): whether one may challenge `tm`
    now, and for each that may not, the rule or card text that keeps it from doing so (the
    checks the text's challenge itself makes, `troublemakers.text_challenge_refused`, then
    those of the action that carries it out). A text that could never name `tm`
    (`troublemakers.text_could_name`: another card's "challenge this card", "an opponent's
    Troublemaker" asked about one's own) is left out: it says nothing of why `tm` is or is
    not challenged. Outside such a decision, no text is used."""
    s = g.s
    decision = g.pending()
    frame = s["stack"][-1] if s["stack"] else None
    if decision is None or decision.kind != "priority" or frame is None or frame.get("op") != "window":
        return False, []
    sources = list(_challenge_texts(g, player))
    if not sources:
        return False, []
    why = Refusals()
    listed = [key for key, _label in actions.legal(g, player, frame["ctx"], why)]
    keys = decision.option_keys() if frame["player"] == player else []
    possible: list[WhyReason] = []
    refused: list[WhyReason] = []
    for src, key, ability in sources:
        name, text = g.spec(src).name, g.spec(src).card.text
        found: list[tuple[str, str, int | None]] = []
        text_frame = {"src": src, "ctrl": player, "data": {}}
        every_step = troublemakers.challenge_steps(ability)
        if not any(troublemakers.text_could_name(g, text_frame, step, tm) for step in every_step):
            continue  # (a text that could never challenge it, the Tree of Harmony's "this card": not a reason)
        # (a text naming "that Troublemaker", what its reaction condition names, is judged by
        # its action alone: which one it names is known only as it is used)
        steps = [step for step in every_step
                 if not step["tm"].get("ref") and troublemakers.text_could_name(g, text_frame, step, tm)]
        if steps and all(troublemakers.text_challenge_refused(g, text_frame, step, tm, found) for step in steps):
            rule, words, card = found[0]
            if card is None:
                refused.append(_reason(rules, rule, f"{name}'s challenge: {words}"))
            else:
                said = "its challenge" if card == src else f"{name}'s challenge"
                refused.append(WhyReason(f"card text of {g.spec(card).name}", f"{said}: {words}",
                                         g.spec(card).card.text))
            continue
        offered = [k for k in listed if k == key or k.startswith(f"{key}|")]
        if not offered:  # (the text could challenge it, but can't be used now: its cost, its timing)
            verb = key.split("|")[0]
            for refusal in why.about(verb, src, None)[:1]:
                said = _refusal_reason(g, rules, refusal)
                could = f"{name} could challenge it, but" if steps else \
                    f"{name} challenges the Troublemaker its condition names, and"
                refused.append(replace(said, words=f"{could} can't be {'played' if verb == 'play' else 'activated'} "
                                                   f"now: {said.words}"))
            continue
        where = next((f": option {keys.index(k) + 1} ({_option_label(g, decision, k)})"
                      for k in offered if k in keys), "")
        possible.append(WhyReason(f"card text of {name}", f"P{player} may challenge it now by this card's text "
                                                          f"(707.4){where}", text))
    return bool(possible), possible + refused


def _any_player_may_activate(g: MlpGame, iid: int) -> bool:
    """Does one of the card's activated abilities say any player may activate it (the card's
    text over 703.1b, which keeps activation to the card's controller)?"""
    return any(ability.params.get("any_player") for _index, ability in g.spec(iid).activated)


def _challenge_texts(g: MlpGame, player: int):
    """(card, the key its action's options start with, the ability) for each text `player`
    may use to start a challenge: activated abilities of cards in play (their controller's,
    or any player's, 703.1b), and cards in their hand played for such a text."""
    s = g.s
    for src in s["play"]:
        c = s["cards"][src]
        for index, ability in g.spec(src).activated:
            if troublemakers.challenge_steps(ability) and (c["ctrl"] == player or ability.params.get("any_player")):
                yield src, f"act|{src}|{index}", ability
    for src in s["players"][player]["hand"]:
        for ability in g.spec(src).abilities:
            if ability.kind == "play" and troublemakers.challenge_steps(ability):
                yield src, f"play|{src}", ability


def _text_not_carried_out(g: MlpGame, iid: int, viewer: int | None) -> list[WhyReason]:
    """A note on the card's text the engine does not carry out, which may be why the answer
    differs from what the judge reads on the card; none on a card `viewer` can't see (its
    text would tell what it is, 505.1d)."""
    spec = g.spec(iid)
    if gaps.carried_out(spec) or hidden_from(g, iid, viewer):
        return []
    # (in the words the log, the card panel and the editor give it: each paragraph quoted)
    return [WhyReason("", f"the rules engine does not carry out this text of {spec.name}: "
                          f"{gaps.gap_summary(spec, GAP_QUOTE_LIMIT)}", "")]


def _read_as(g: MlpGame, q: Question, iid: int, place_words: str | None, note: str,
             player: int | None = None, *, on_card: bool = False, copies: list[int] | None = None) -> str:
    """The question as read: who does what with which card (with `copies`, each copy of it
    the question is about), to which place ("on" a card, "at" an area, whose words may hold a
    Problem card's number too)."""
    c = g.s["cards"][iid]
    if player is None:
        player = c["owner"] if q.verb == "play" else c["ctrl"]
    verb = {"play": "plays", "move": "moves", "activate": "activates an ability of", "rally": "rallies"}[q.verb]
    where = ""
    if place_words:
        where = (" to " if q.verb == "move" else " on " if on_card else " at ") + place_words
    leaving = q.verb in ("play", "move")
    staying = q.verb == "move" and not copies and c["zone"] == "play" and place_words == _area_words(g, c["area"])
    card = _card_words(g, iid, player, leaving) if not copies else g.spec(iid).name
    if staying:  # (no move: never "from P0's home to P0's home")
        card, where = f"{seen_name(g, iid, player)} #{iid}", f"{where}, where it is already"
    note = _note_naming(g, iid, player, note)
    said = f"P{player} {verb} {card}{where}"
    if copies and where:
        # (the copies and where they are before the place they go: "moves Thorax, 2 copies:
        # #140 and #146 from Problem Pearl Heist (P0's), to P0's home", never "to P0's home,
        # 2 copies: ... at Problem Pearl Heist (P0's)", read as two places it goes)
        said = f"P{player} {verb} {card}, {len(copies)} copies: {_numbers_where(g, copies, leaving)},{where}"
    elif copies:
        said += f", {len(copies)} copies: {_numbers_where(g, copies)}"
    return f"{said} ({note})" if note else said


def _copy_reasons(g: MlpGame, rules: dict[str, str], refusals: list[Refusal], copies: list[int]) -> list[WhyReason]:
    """The refusals about several copies of a card, as the answer says them: a reason every
    copy shares once, naming the card and no copy ("it costs 4 action tokens"); when the
    copies' reasons differ, each group of copies sharing theirs is named by where it is ("the
    copy at Problem Runaway Cart (P1's), #27: ..."), never one copy picked for all."""
    if len(copies) < 2:
        return [_refusal_reason(g, rules, r) for r in refusals]
    general = [r for r in refusals if r.iid not in copies]
    # (each copy's reasons, its own name in them read as the card's: "moving Full Steam #25 there")
    said: dict[int, list[Refusal]] = {i: [] for i in copies}
    for r in refusals:
        if r.iid in copies:  # (the copy's own card text: any copy's, `_ITSELF`)
            said[r.iid].append(replace(r, iid=None, card=_ITSELF if r.card == r.iid else r.card,
                                       words=r.words.replace(g.name(r.iid), g.spec(r.iid).name)))
    groups: dict[tuple[Refusal, ...], list[int]] = {}
    for i in copies:
        if said[i]:
            groups.setdefault(tuple(said[i]), []).append(i)
    out: list[WhyReason] = []
    for reasons, ids in groups.items():
        which = "" if len(groups) == 1 and len(ids) == len(copies) else f"the {_copies_where(g, ids)}: "
        out += [_refusal_reason(g, rules, replace(r, iid=ids[0], card=ids[0] if r.card == _ITSELF else r.card,
                                                  words=which + r.words)) for r in reasons]
    return out + [_refusal_reason(g, rules, r) for r in general]


_ITSELF = -1
"""The `card` of a copy's refusal made by that copy's own text, while copies are compared."""


def _copies_where(g: MlpGame, ids: list[int]) -> str:
    """Copies of a card by number and where they are: "copy #27 at Problem Runaway Cart
    (P1's)", "copies #25 and #26 in P0's hand", "copies #25 at P0's home and #26 at ..."."""
    return f"cop{'y' if len(ids) == 1 else 'ies'} {_numbers_where(g, ids)}"


def _numbers_where(g: MlpGame, ids: list[int], leaving: bool = False) -> str:
    """Cards by number and where they are: "#25 at P0's home and #26 at Problem Runaway Cart
    (P1's)", "#25 and #26 in P0's hand"; "from" those places for cards `leaving` them."""
    places: dict[str, list[int]] = {}
    for i in ids:
        places.setdefault(_where(g, i, leaving), []).append(i)
    each = [and_listed([f"#{i}" for i in numbers]) + f" {where}" for where, numbers in places.items()]
    return ("; " if len(each) > 2 else " and ").join(each)


def _refusal_reason(g: MlpGame, rules: dict[str, str], refusal) -> WhyReason:
    """A refusal as the answer says it."""
    if refusal.rule == CARD_TEXT:
        card = refusal.card if refusal.card is not None else refusal.iid
        text = g.spec(card).card.text if card is not None and card in g.s["cards"] else ""
        source = g.spec(card).name if card is not None and card in g.s["cards"] else "a card"
        return WhyReason(f"card text of {source}", view.place_words(g, refusal.words), text)
    return _reason(rules, refusal.rule, view.place_words(g, refusal.words))
