"""The judge's "why not?" for an Event or an ability whose text can't be followed now says what
its text needs and is missing, in the card's own words: the instruction quoted, then "P1 has no
Troublemaker in play", "no faceoff is going on", "no opposing Friend can be involved in it";
never only that something may be missing ("no card it needs, none it may choose, or a
condition it names not met"), which leaves the judge to work it out.

Each board is the smallest a judge would set up: P0 (Applejack) in their Main Phase with the
card in hand or in play, P1 (Twilight Sparkle) with nothing the card needs.
"""

from __future__ import annotations

import pytest

from engine.mlp.procedures import actions
from engine.mlp.table import mlp_table
from tests.engine.helpers import Board, shipped_game

RULES = mlp_table()
RED_GALA = "PR33"  # Red Gala, Favorite Cousin: a 2-power Friend without text
VAGUE = "no card it needs, none it may choose, or a condition it names not met"


def _board() -> Board:
    b = Board(manes=("PR2", "PR4"))  # P0: Applejack; P1: Twilight Sparkle
    b.players[0]["tokens"] = 5
    return b


def _answer(b: Board, question: str, card: int) -> list[str]:
    """The answer to `question`, the card `card` being offered in no option of P0's (the
    answer says why it is not: it must never contradict what the engine offers)."""
    g = shipped_game(b)
    offered = [key for key, _label in actions.legal(g, 0, "main") if key.split("|")[0] in ("play", "act", "react")]
    assert not any(key.split("|")[1] == str(card) for key in offered), offered
    lines = RULES.why_not(g, question).lines()
    assert not any(VAGUE in line for line in lines), lines
    return lines


def _asked_of(code: str, question: str, area: str | None = None, board: Board | None = None) -> list[str]:
    """The answer to `question` about P0's card `code`, put in their hand (in play at `area`,
    when given) on `board` (else `_board()`, holding nothing else the card needs): `_answer`."""
    b = board or _board()
    card = b.add(code, 0, "play" if area else "hand", area)
    return _answer(b, question, card)


EVENTS = [
    ("CN101", "Biff! Pow!", "“Challenge an opponent's Troublemaker with one of your characters” can't be followed "
                            "now: Player 2 has no Troublemaker in play"),
    ("CN120", "The Hard Way", "“Challenge an opponent's face-up Troublemaker with all your characters at its "
                              "Problem” can't be followed now: Player 2 has no Troublemaker in play"),
    ("SB105", "Pony Power", "“Challenge an opposing Troublemaker with all your characters at its Problem” can't be "
                            "followed now: Player 2 has no Troublemaker in play"),
    ("EO122", "Heroic Leap", "“A character involved in a faceoff gets +2 power until the end of the faceoff” can't "
                             "be followed now: no faceoff is going on"),
    ("DE105", "Sweep Sweep Sweep", "“An opposing character involved in a faceoff gets -3 power until the end of the "
                                   "faceoff” can't be followed now: no faceoff is going on"),
    ("EO129", "Oh YEAH!", "“If you won a Problem faceoff by at least 5 power this turn, frighten an opposing "
                          "Friend” can't be followed now: no opposing Friend can be frightened"),
    ("EO139", "Splash Attack", "“Turn a Troublemaker face-down” can't be followed now: no Troublemaker can be "
                               "turned face-down"),
    ("DE102", "Natural 20", "“Turn a Troublemaker face-down” can't be followed now: no Troublemaker can be turned "
                            "face-down"),
    ("DE91", "A Wrinkle in Time", "“Banish an opponent's flipped card” can't be followed now: no faceoff is going "
                                  "on"),
    ("FF100", "Tough Questions", "“Start a faceoff involving one of your characters and an opposing Friend or "
                                 "Troublemaker” can't be followed now: no opposing Friend or Troublemaker can be "
                                 "involved in it"),
]


@pytest.mark.parametrize(("code", "name", "said"), EVENTS, ids=[name for _code, name, _said in EVENTS])
def test_an_event_whose_instruction_finds_nothing_says_what_it_needs(code: str, name: str, said: str) -> None:
    assert f"- Rule 705.2: its instruction {said}." in _asked_of(code, f"play {name}")


def test_a_challenge_by_text_with_only_face_down_troublemakers_says_they_are_face_down() -> None:
    """Biff! Pow! (CN101, "Challenge an opponent's Troublemaker"): Player 2's only Troublemaker is
    face-down, and a text can't name it (505.2); the answer does not name the hidden card."""
    b = _board()
    b.add("PR157", 1, "play", "problem:0", face_down=True)
    assert "- Rule 505.2: its instruction “Challenge an opponent's Troublemaker with one of your characters” can't " \
           "be followed now: Player 2's only Troublemaker it could name is face-down, and a text can't name a face-down " \
           "Troublemaker." in _asked_of("CN101", "play Biff! Pow!", board=b)


def _cant(instruction: str, lacking: str, which: str = "") -> str:
    """An answer's line on an instruction that can't be followed now (705.2): its words quoted,
    then what it lacks; `which` names the ability of several ("ability 1 of 2: ")."""
    return f"Rule 705.2: {which}its instruction “{instruction}” can't be followed now: {lacking}"


NO_FRIEND = "no opposing Friend can be involved in it"
ABILITIES = [  # (code, where it is, its name as asked, what the answer says)
    ("LL67", "problem:0", "Baby Flurry Heart", _cant("Exhaust this card to start a faceoff involving this card and an opposing Friend", NO_FRIEND)),
    ("SB141", "home:0", "The Staff of Sacanas", _cant("Pay [1] and exhaust this card to start a faceoff involving your Mane Character and an opposing Friend", NO_FRIEND)),
    ("LL54", "problem:0", "Guard Geese", _cant("Retire this card to turn over a face-up or face-down Troublemaker", "no face-up or face-down Troublemaker can be turned over")),
    ("EO44", "problem:0", "Moving Mare", _cant("Pay [1] to put a +1 power counter on an opposing Friend here", "no opposing Friend there can get a +1 power counter", "ability 1 of 2: ")),
    ("LL105", "home:0", "Crown of the Sibling Supreme", "Card text of Crown of the Sibling Supreme: its condition “If you won a faceoff this turn” is not met: that has not happened this turn"),
]


@pytest.mark.parametrize(("code", "area", "name", "said"), ABILITIES,
                         ids=[name for _code, _area, name, _said in ABILITIES])
def test_an_ability_whose_text_finds_nothing_says_what_it_needs(code: str, area: str, name: str, said: str) -> None:
    assert f"- {said}." in _asked_of(code, f"activate {name}", area)


def test_a_faceoff_by_text_against_an_opposing_friend_is_offered_once_there_is_one() -> None:
    """The Staff of Sacanas and Baby Flurry Heart, Temper Tantrum: with an opposing Friend in
    play, the ability is offered (what the answer said was missing was all that was)."""
    b = _board()
    staff = b.add("SB141", 0, "play", "home:0")
    flurry = b.add("LL67", 0, "play", "problem:0")
    b.add(RED_GALA, 1, "play", "problem:1")
    offered = [key for key, _label in actions.legal(shipped_game(b), 0, "main")]
    assert any(key.startswith(f"act|{staff}|") for key in offered), offered
    assert any(key.startswith(f"act|{flurry}|") for key in offered), offered


def test_an_event_whose_own_cost_cant_be_paid_says_so() -> None:
    """Belly Flop (DE92): "Retire a Friend to dismiss an opposing Friend": Player 1 has no Friend
    to retire (a Mane Character is no Friend), so its cost can't be paid (508.1d)."""
    b = _board()
    b.add(RED_GALA, 1, "play", "problem:1")
    assert "- Rule 508.1d: its cost “Retire a Friend” takes 1 card of Player 1's that fits it, and Player 1 controls none." \
        in _asked_of("DE92", "play Belly Flop", board=b)


MODES = [
    ("DE100", "Luna's Future", "“Banish a Friend until the end of the turn”: no Friend can be banished; “Banish a "
                               "Resource”: no Resource can be banished; “Put three +1 power counters on a "
                               "Troublemaker”: no Troublemaker can get three +1 power counters"),
    ("AD112", "Rarity's Epiphany", "“Dismiss a Friend without an attached Resource”: no Friend without an attached "
                                   "Resource can be dismissed; “Put a Resource from your discard pile into your "
                                   "hand”: your discard pile has no Resource that can be put into your hand; “Put an "
                                   "Accessory from your hand into play attached to a Friend”: Player 1 has no Accessory in "
                                   "hand"),
    ("MT91", "The Spectacle", "“Put an opposing Friend with 2 or less power on top of its owner's deck”: no opposing "
                              "Friend with 2 or less power can be put on top of its owner's deck; “Double the power "
                              "of one of your Troublemakers until the start of your next turn”: none of your "
                              "Troublemakers can have its power doubled; “Put an Event from your discard pile into "
                              "your hand”: your discard pile has no Event that can be put into your hand"),
]


@pytest.mark.parametrize(("code", "name", "said"), MODES, ids=[name for _code, name, _said in MODES])
def test_a_choose_one_event_none_of_whose_choices_can_be_followed_says_what_each_lacks(code: str, name: str,
                                                                                      said: str) -> None:
    assert f"- Rule 705.2: none of its choices can be followed now: {said}." in _asked_of(code, f"play {name}")


def test_an_attachment_with_no_other_friend_to_go_to_says_so() -> None:
    """Combat Hat (CN137): "Main Phase: Pay [1] to reattach this card to another one of your
    Friends", on P0's only Friend: there is no other to reattach it to."""
    b = _board()
    wearer = b.add(RED_GALA, 0, "play", "home:0")
    hat = b.add("CN137", 0, "play", "home:0", host=wearer)
    assert "- Rule 705.2: its instruction “Pay [1] to reattach this card to another one of your Friends” can't be " \
           "followed now: none of your other Friends can have this card reattached to it." \
        in _answer(b, "activate Combat Hat", hat)
