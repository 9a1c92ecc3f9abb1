"""The one instruction of a card's text that can't be followed, in the card's own words.

A judge asking why an Event or an ability is not offered reads the card: the answer quotes
the instruction the check found impossible ("Dismiss an opposing Friend here") and says
what is missing in the same words ("no opposing Friend there can be dismissed", 705.2),
rather than the whole text with a guess at what went wrong. Only words are read here: the
check (`steps.unfollowed_instruction`) knows which instruction failed and by which verb.
"""

from __future__ import annotations

import re

from engine.core.patterns import Pattern

_TIMING = Pattern(r"^(?:main phase|immediate|faceoff|problem faceoff|troublemaker faceoff|score phase"
                     r"|troublemaker phase|any phase):\s*", re.IGNORECASE)
# (where an instruction may start inside a sentence: after a cost's "to", "then", "and", a
# reaction's condition)
_STARTS = r"(?:^|\bto |, then |\bthen |\band |: |, )"
# (what the winner or loser of a faceoff a text started does or may do, a sentence of its own: "The loser
# of that faceoff discards a card for each ...", Tug of War; "If you win, you may put one of the cards
# you flipped for the faceoff into your hand", Baby Flurry Heart)
_OUTCOME = (r"(?:^|\. )((?:the (?:loser|winner) of (?:that|the) faceoff |if you (?:win|lose)(?: the faceoff)?, (?:you )?)"
            r"(?:may )?{}(?:e?s)?\b[^.]*)")
# how "none" is said for each of `_ARTICLE`'s words ("a", "an" and "one": "no")
_NONE = {"another": "no other", "one of your": "none of your", "one of your opponent's": "none of your opponent's",
         "one of an opponent's": "none of the opponent's", "another one of your": "none of your other",
         "all your": "none of your", "all of your": "none of your", "each of your": "none of your",
         "each of your other": "none of your other"}
# (an instruction acting on every card of a kind, "Move all characters here home", "Frighten all
# your opponent's Friends at its Problem", is said so too: "no characters there can be moved home")
_ARTICLE = Pattern(r"^(?:one of your opponent's|one of an opponent's|another one of your|one of your|another"
                      r"|(?:all|each) of your other|(?:all|each) of your|all your|all|each|an?|one)\s+", re.IGNORECASE)
# a cost's "to" before the effect it pays for ("Dismiss one of your Friends here to gain [1]"),
# not a place ("Move a Friend to a Problem", "... to its owner's hand", "to beneath this card")
# nor a number ("Unfrighten up to two Friends", "equal to"), nor the power a player needs to
# confront a Problem ("you need -2 power to confront this card's Problem": one instruction)
_TO_EFFECT = Pattern(r"(?<!\bup)(?<!\bequal) to (?!(?:an?|the|its|your|their|that|this|home|any|one|another|beneath|them"
                        r"|confront|confronting)\b)(?=[a-z])")
# where the card is put or moved to, said after "can be ...": "to a Problem", "home", "into
# its owner's hand", "on top of its owner's deck"
_WHERE_TO = Pattern(r"^(.*?)((?: to | into | on top of | on the bottom of |(?<!'s) home$).*)?$")
_PARTICIPLES = {"put": "put", "ready": "readied", "choose": "chosen", "give": "given", "send": "sent",
                "spend": "spent"}
# the words a card uses for a step whose name is not its verb
_PRINTED_VERBS = {"bounce": ("return", "put"), "deck_top": ("put",), "give_keyword": ("give",),
                  "choose_card": ("choose",), "choose_problem": ("choose",), "names_flip": ("flip",),
                  "reveal_top": ("reveal",), "tm_from_hand": ("put", "play"), "own_flipped_card_to_hand": ("put",),
                  "peek": ("look",), "hand_to_deck_top": ("put",),
                  "recover": ("search", "put"), "reanimate": ("put",), "face_down": ("turn",),
                  "tm_turn_over": ("turn",), "counter": ("put",), "pump": ("give", "gets", "double"),
                  "accessory_from_hand_onto_friend": ("put",),
                  "confront_need": ("you need", "opponents need", "players need", "your opponent needs")}


def printed_verbs(do: str) -> tuple[str, ...]:
    """The verbs a card's text may use for a step (`do`, the engine's name of what it does)."""
    if do in _PRINTED_VERBS:
        return _PRINTED_VERBS[do]
    return (do.split("_")[0],)


def quoted_instruction(text: str, verbs: tuple[str, ...]) -> str | None:
    """The instruction of `text` that starts with one of `verbs`, as printed (the cost before
    "to" and the timing phrase left out, the first letter raised): "Main Phase: Exhaust this
    card to dismiss a Resource in your opponent's home." gives "Dismiss a Resource in your
    opponent's home"; a condition the sentence opens with stays with it ("During a faceoff,
    flip an additional card"); None when the text has no such instruction."""
    body = _TIMING.sub("", text.strip())
    # (the effect a cost pays for first: "Exhaust one of your Friends here to exhaust an
    # opponent's Friend here" fails on the second "exhaust", its cost being paid)
    for part in (*_TO_EFFECT.split(body, 1)[1:], body):
        for verb in verbs:
            found = re.search(_STARTS + rf"({re.escape(verb)}\b[^.]*)", part, re.IGNORECASE) \
                or re.search(_OUTCOME.format(re.escape(verb)), part, re.IGNORECASE) \
                or re.search(_SUBJECT_FIRST.format(re.escape(verb)), part)
            if found:
                said = _TO_EFFECT.split(re.split(r",? then |\. ", found.group(1))[0])[0].rstrip(". ")
                opening = _CONDITION.match(part)
                if opening and opening.end() == found.start(1):
                    said = opening.group(0) + said
                return said[:1].upper() + said[1:]
    return None


def offered_instruction(text: str, verbs: tuple[str, ...]) -> str | None:
    """The instruction a "may" of `text` offers by one of `verbs`, as printed without whom it
    offers it to (which `quoted_instruction` does not find after "you may"): "When this card
    is dismissed, you may put two +1 power counters on another Troublemaker here." gives "Put
    two +1 power counters on another Troublemaker here"; None when the text offers none so."""
    for verb in verbs:
        found = re.search(rf"\b(?:you|they|that player|each player|[Tt]he first player to confront this Problem) may "
                          rf"({re.escape(verb)}\b[^.]*)", text, re.IGNORECASE)
        if found:
            said = _TO_EFFECT.split(re.split(r",? then |\. ", found.group(1))[0])[0].rstrip(". ")
            return said[:1].upper() + said[1:]
    return None


def after_its_trigger(text: str) -> str:
    """The first sentence of `text` after the event a triggered text opens with, as printed:
    "When this card enters play, another one of your characters here gets +2 power until the
    end of the turn." gives "Another one of your characters here gets +2 power until the end of
    the turn" (Aloe, Magic Touch), what `none_can_be` reads when no instruction starts with a
    verb."""
    body = _WHEN_CLAUSE.sub("", text_body(text)).split(". ")[0]
    return body[:1].upper() + body[1:]


# the event a triggered text opens with ("Chaos: When this card is flipped, "), before its instruction
# (or the choice made as the card enters play opens with: "As this card enters play, ", 706.1)
_WHEN_CLAUSE = Pattern(r"^(?:chaos: )?(?:(?:when|whenever|after) [^,]*|as this card enters play), ", re.IGNORECASE)


def with_its_cost(text: str, instruction: str | None) -> str | None:
    """`instruction` as `quoted_instruction` found it in `text`, with the cost its clause pays
    for it first, as a log line of a text that did nothing quotes it: "You may discard a card
    to challenge an opposing Troublemaker with this card" (Wild Fire, Hot Tempered), not
    "Challenge an opposing Troublemaker with this card". A text that did nothing paid no cost
    either, and a quote starting after the cost's "to" reads as an instruction the card does
    not print alone (a "may" read as a "must"). The instruction as it is when no cost comes
    before it in its clause (or None)."""
    if instruction is None:
        return None
    found = re.search(r"(?:^|(?<=[.:,] ))([^.:,]*? to " + re.escape(instruction) + ")", text_body(text),
                      re.IGNORECASE)
    if found is None:
        return instruction
    said = found.group(1)
    return said[:1].upper() + said[1:]


# an instruction whose card comes before its verb, a sentence of its own ("A character involved
# in a faceoff gets +2 power until the end of the faceoff", Heroic Leap)
_SUBJECT_FIRST = r"(?:^|\. )((?:An?|One|Each) [^.]*? {}\b[^.]*)"


def text_body(text: str) -> str:
    """A card's text without its timing phrase and closing full stop, as a log line quotes it:
    "Main Phase: Draw a card." gives "Draw a card"."""
    return _TIMING.sub("", text.strip()).rstrip(". ")


def paid_for(text: str) -> str | None:
    """What an activated ability's cost pays for, as printed (707.2a: the cost is the text
    before "to"): "Main Phase: Exhaust this card at a Problem to move up to 3 of your Critter
    Friends to that Problem." gives "Move up to 3 of your Critter Friends to that Problem";
    None when the text says no cost that way."""
    parts = _TO_EFFECT.split(text_body(text), 1)
    if len(parts) != 2:
        return None
    return parts[1][:1].upper() + parts[1][1:]


def cost_instruction(text: str, verb: str) -> tuple[str, str] | None:
    """What a cost's `verb` acts on and the effect the cost pays for, as printed (707.2a: the
    cost is the text before "to"): "Main Phase: Retire another Friend to move this card." and
    "retire" give ("another Friend", "move this card"); "Exhaust this card and one of your
    Friends to ..." and "exhaust" give ("one of your Friends", ...). None when the text says
    the cost otherwise."""
    parts = _TO_EFFECT.split(_TIMING.sub("", text.strip()), 1)
    if len(parts) != 2:
        return None
    cost, effect = parts
    found = re.search(rf"\b{verb} (?:this card and )?(?!this card\b)(.+?)(?= and |$)", cost, re.IGNORECASE)
    return None if found is None else (found.group(1), re.split(r"\. ", effect)[0].rstrip(". "))


# a condition a sentence opens with, before its instruction ("During a faceoff, ")
_CONDITION = Pattern(r"^(?:during|while|if|at the start of|at the end of) [^,.]*, ", re.IGNORECASE)


# a condition that decides whether an instruction is followed at all ("If you have Twilight
# Sparkle involved in this faceoff, ", "During a faceoff, ", "While ..., ", "if there is ...,"):
# its words without the comma
_IF_CONDITION = Pattern(r"^((?:if|while|during) [^,.]*), ", re.IGNORECASE)
def opening_condition(instruction: str) -> str | None:
    """The "If ...", "During ..." or "While ..." an instruction opens with, as printed: "If you
    have Twilight Sparkle or Fluttershy involved in this faceoff, flip an additional card" gives
    "If you have Twilight Sparkle or Fluttershy involved in this faceoff"; None when it opens
    otherwise."""
    found = _IF_CONDITION.match(instruction)
    return None if found is None else found.group(1)


# a condition printed after the instruction it decides, ending the sentence (" if an opponent
# has more points than you")
_CLOSING_CONDITION = Pattern(r",? (if [^,.]+?)\.?$", re.IGNORECASE)


def closing_condition(instruction: str) -> str | None:
    """The "if ..." an instruction ends with, as printed, capitalized as a quote of the
    condition alone: "Chaos: When you flip this card, it gets +3 power if an opponent has more
    points than you" gives "If an opponent has more points than you"; None when it ends
    otherwise."""
    found = _CLOSING_CONDITION.search(instruction)
    return None if found is None else "I" + found.group(1)[1:]


def text_done(text: str) -> str:
    """A card's text as a log line quotes what it did (`text_body`), word for word: the condition
    a triggered text triggered on stays in the quote ("At the end of your turn, if this card is
    banished, you may pay [1] and ...", Grogar, Legion of Doom), as a judge reads a quote against
    the card; a quote leaving it out read as another text."""
    return text_body(text)


def participle(verb: str) -> str:
    """"dismiss" → "dismissed", "ready" → "readied": how "can be ..." says the verb."""
    verb = verb.lower()
    if verb in _PARTICIPLES:
        return _PARTICIPLES[verb]
    return verb + ("d" if verb.endswith("e") else "ed")


def none_can_be(instruction: str, whose: str | None = None) -> str | None:
    """What is missing when an instruction choosing a card finds none, in its own words:
    "Dismiss an opposing Friend here" → "no opposing Friend there can be dismissed" (the
    card's "here" is its Problem, "there" to the judge); "Move a Friend to home" → "no
    Friend can be moved to home"; "Give a character here +2 power until the end of the
    turn" → "no character there can be given +2 power"; "Gain control of an opponent's
    Friend" → "there is no opponent's Friend whose control can be gained"; "Banish a non-Friend
    card from a discard pile" → "no discard pile has a card other than a Friend that can be
    banished" (`_none_in_pile`). An instruction naming two cards
    ("one of your characters and one of an opponent's characters") says the one missing:
    `whose` is "opp" for the opponent's, else the player's own. None when the words name no
    card to choose ("Dismiss it")."""
    opening = _CONDITION.match(instruction)
    if opening:  # ("If you won a Problem faceoff ..., frighten an opposing Friend": what it frightens)
        instruction = instruction[opening.end():]
    # ("Frighten all your opponent's Friends at its Problem and dismiss this card": the first)
    instruction = _AND_NEXT.split(instruction, 1)[0]
    subject = _GETS.match(instruction)
    if subject:  # ("An opposing character involved in a faceoff gets -3 power")
        article, what, given = subject.groups()
        return f"{_NONE.get(article.lower(), 'no')} {_there(what)} can get {given}"
    turned = _TURNED.match(instruction)
    if turned:  # ("Turn a Troublemaker face-down", "Turn over a face-up or face-down Troublemaker")
        over, article, what, side = turned.groups()
        done = "turned over" if over else f"turned {side}"
        return f"{_NONE.get(article.lower(), 'no')} {_there(what)} can be {done}"
    doubled = _DOUBLED.match(instruction)
    if doubled:  # ("Double the power of one of your Troublemakers until the start of your next turn")
        article, what = doubled.groups()
        return f"{_NONE.get(article.lower(), 'no')} {_there(what)} can have its power doubled"
    reattached = _REATTACHED.match(instruction)
    if reattached:  # ("Reattach this card to another one of your Friends", Combat Hat)
        article, what = reattached.groups()
        return f"{_NONE_OTHER.get(article.lower(), 'no')} {_there(what)} can have this card reattached to it"
    counter = _COUNTER_ON.match(instruction)
    if counter:  # ("Put a +1 power counter on an opposing Friend here")
        put, article, what = counter.groups()
        return f"{_NONE.get(article.lower()) or _NONE_OTHER.get(article.lower(), 'no')} {_there(what)} can get {put}"
    verb, _, rest = instruction.partition(" ")
    rest = _one_of_two(rest, whose)
    # ("Unfrighten up to two Friends", "Move up to 3 of your Critter Friends ...": none of them)
    rest = re.sub(r"^up to \w+ (?=of your )", "each ", re.sub(r"^up to \w+ (?!of )", "all ", rest))
    if verb.lower() == "gain" and rest.lower().startswith("control of "):  # ("Gain control of an opponent's Friend")
        taken = _ARTICLE.match(rest[len("control of "):])
        if not taken:
            return None
        what = re.sub(r"\bhere\b", "there", re.split(r" until | for the rest ", rest[len("control of ") + taken.end():])[0])
        return f"there is no {what} whose control can be gained"
    searched = _SEARCHED.match(rest) if verb.lower() == "search" else None
    if searched:  # ("Search your discard pile for an Event and put it into your hand")
        pile, article, what = searched.groups()
        return f"{pile} has no {'other ' if article.lower() == 'another' else ''}{what}"
    article = _ARTICLE.match(rest)
    if not article:
        return None
    if verb.lower() == "give":  # (what it gets is no place: "+1 power", "[Laughter]", "Stubborn")
        given = _GIVEN.match(rest[article.end():])
        if given is None:
            return None
        what, where = given.group(1), f" {given.group(2)}"
    else:
        what, where = _WHERE_TO.match(_UNTIL.sub("", rest[article.end():])).groups()
    what = re.sub(r"\bhere\b", "there", re.sub(r"\bfrom home$", "at home", what))
    if article.group(0).lower().startswith(("each", "all")):  # ("each face-up and face-down Troublemaker": none of either)
        what = what.replace(" and each ", " or ").replace(" and ", " or ")
    in_pile = _FROM_PILE.match(what)
    if in_pile is not None:  # ("a Friend from your discard pile": the pile holds none)
        return _none_in_pile(article.group(0).strip().lower(), in_pile.group(1), in_pile.group(2),
                             f"{participle(verb)}{where or ''}")
    said = f"{_NONE.get(article.group(0).strip().lower(), 'no')} {what} can be {participle(verb)}"
    return f"{said}{where or ''}"


# a second instruction in the same sentence ("... at its Problem and dismiss this card")
_AND_NEXT = Pattern(r",? and (?:then )?(?=(?:turn|ready|exhaust|draw|discard|put|move|retire|dismiss|banish|gain"
                       r"|score|shuffle|reveal|search|return|flip|remove|frighten) )")


# the place a card's "here" or "there" is, as `none_can_be` says it ("no Friend there", "at that
# Problem"), not the "there is no ..." a sentence may open with
_THERE = Pattern(r"(?<!^)\bthere\b|\bat (?:that|its) Problem\b")


def place_named(words: str, area: str) -> str:
    """`words` (`none_can_be`'s) with the one place they call "there" or "that Problem" named by
    its area's key ("at problem:0"), which the log puts in the words of the Problem there:
    "no Friend at Cloudbursting #3 (P0's) can be readied". As they are when they say no such
    place, or more than one."""
    if len(_THERE.findall(words)) != 1:
        return words
    return _THERE.sub(f"at {area}", words)


def _there(what: str) -> str:
    """The card's "here" (its Problem) as the judge says it: "there"."""
    return re.sub(r"\bhere\b", "there", what)


# an instruction naming its card before its verb: the card, and what it gets ("until ..." left out)
_GETS = Pattern(r"^(another one of your|one of your|an?|one|another) (.+?) gets (.+?)(?: until .*| for each .*)?$",
                   re.IGNORECASE)
# "Turn a Troublemaker face-down", "Turn over a face-up or face-down Troublemaker": the card, and how
_TURNED = Pattern(r"^turn (over )?(one of your|an?|one|another) (.+?)(?: (face-down|face-up))?"
                     r"(?: \(.*)?$", re.IGNORECASE)
# how long what an instruction does lasts ("Banish a Friend until the end of the turn"): no part
# of the card it names
_UNTIL = Pattern(r" (?:until|for the rest of) (?:the|your|its|their|that|this) .*$")
# "Double the power of one of your Troublemakers until ...": the card
_DOUBLED = Pattern(r"^double the power of (one of your|an?|one|another) (.+?)(?: until .*)?$", re.IGNORECASE)
# "Reattach this card to another one of your Friends": the card it goes to, and how "none" says it
_REATTACHED = Pattern(r"^reattach this card to (another one of your|one of your|another|an?) (.+)$", re.IGNORECASE)
_NONE_OTHER = {"another one of your": "none of your other", "one of your": "none of your", "another": "no other",
               "each of your other": "none of your other", "each of your": "none of your"}
# "Put a +1 power counter on an opposing Friend here": the counter, and the card
_COUNTER_ON = Pattern(r"^put (an? .+? counter|\w+ .+? counters) on (one of your|each of your other|each of your|each"
                         r"|an?|one|another) (.+)$", re.IGNORECASE)
# a pile searched for a card ("your discard pile for an Event and put it into your hand"): the
# pile, the article and the card
_SEARCHED = Pattern(r"^((?:your|their|an opponent's) (?:discard pile|deck)) for (an?|another|one) (.+?)"
                       r"(?: and .*)?$", re.IGNORECASE)
# a card taken from a pile ("a non-Friend card from a discard pile", "an Event from your hand"):
# the card, and the pile
_FROM_PILE = Pattern(r"^(.+?) from ((?:a|your|their|an opponent's) (?:discard pile|hand|deck))$")
# "non-Friend card": "card other than a Friend"
_NON = Pattern(r"\bnon-(\w+) (cards?)\b")


def _none_in_pile(article: str, what: str, pile: str, done: str) -> str:
    """`none_can_be` of a card taken from a pile, said of the pile in plain words: "Banish a
    non-Friend card from a discard pile" gives "no discard pile has a card other than a Friend
    that can be banished", "Put a Friend from your discard pile into play here" gives "your
    discard pile has no Friend that can be put into play here" (the "can be" kept: a card
    there that a text keeps from being chosen is no card to choose, 705.2e)."""
    what = _NON.sub(lambda found: f"{found.group(2)} other than {_a(found.group(1))}", what)
    if pile.startswith("a "):
        return f"no {pile[2:]} has {f'another {what}' if article == 'another' else _a(what)} that can be {done}"
    other = "other " if article == "another" else ""
    return f"{pile} has no {other}{what} that can be {done}"


def _a(words: str) -> str:
    """"a" or "an" before `words`: "a Friend", "an Event"."""
    return f"{'an' if words[:1].lower() in 'aeiou' else 'a'} {words}"


# what a "give" instruction gives, after the card it gives it to ("+2 power", "-1 power",
# "[Laughter]", a keyword such as "Stubborn"), its "until ..." left out
_GIVEN = Pattern(r"^(.+?) ((?:[+-]\d|\[|(?!(?:Friends?|characters?|Troublemakers?|Resources?|cards?)\b)[A-Z])"
                    r".*?)(?: until .*| for each .*)?$")
_TWO = Pattern(r"^(.+?) and (one of an? opponent's .+|an? (?:opposing|opponent's) .+)$", re.IGNORECASE)


def _one_of_two(rest: str, whose: str | None) -> str:
    """Of words naming two cards, "one of your characters and one of an opponent's
    characters", the half `whose` names ("opp": the opponent's); other words unchanged."""
    two = _TWO.match(rest)
    if two is None:
        return rest
    return two.group(2) if whose == "opp" else two.group(1)


def unmet_words(text: str, verbs: tuple[str, ...], lacks: str | None) -> str | None:
    """A family check's "no" (`registry.Unmet`) in the judge's words: the instruction of
    `text` it names by `verbs`, quoted, and what it `lacks` (else what its own words say is
    missing, `none_can_be`); only `lacks` for a condition (no verbs); None when `text` has no
    instruction starting so and nothing is said of what is missing."""
    instruction = quoted_instruction(text, verbs) if verbs else None
    if instruction is None:
        return lacks
    missing = lacks or none_can_be(instruction)
    said = f"its instruction “{with_its_cost(text, instruction)}” can't be followed now"
    return f"{said}: {missing}" if missing else None


def naming_problems(words: str, problem: str | None) -> str:
    """"this card's Problem" in a quote and its answer, with the name of that Problem when
    the card is at one ("this card's Problem (Runaway Cart)")."""
    return words if problem is None else re.sub(r"(this card's Problem)(?! \()",
                                                rf"\1 ({problem})", words)
