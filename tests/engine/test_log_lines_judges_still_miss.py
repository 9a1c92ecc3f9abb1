"""Game log lines a judge still missed, each on the judge's board: the card acts and the line
says what happened, who chose what, and under which rule.

- a card turned face down (turned face-down, or frightened) becomes a different card
  (505.3): the cards beneath it stay banished, beneath no card, and it is no longer cutie
  marked; each is said, not only its counters (Sunset Shimmer's own "or is turned face-down" then puts those cards into hands);
- Changeling Pretender's color chosen as the game starts cites the game starting (102.5), as
  Student Six's does, not what a color is (203);
- a player a text names who chooses the card they exhaust or retire is named ("P0 chooses
  ... and exhausts it", "P1 chooses ... to retire");
- a "Nothing happens ...; not repeated" line is remembered for the card as the rules see it:
  a Troublemaker turned face-down and uncovered is a different card (505.3) whose text says
  it again, in the game played on and in the game read back from a saved board.
"""

from __future__ import annotations

from engine.mlp.api import default_library
from engine.mlp.boardstate import export_board, load_board
from engine.mlp.procedures.setup import deck_from_cards, new_game
from engine.mlp.state.game import MlpGame
from tests.engine.card_play import PURPLE, play_entered, start_challenge, tm_faceoff, under
from tests.engine.helpers import (
    FILLER,
    Board,
    answer,
    log_text,
    pass_once,
    pass_until,
    shipped_game,
)

NATURAL_20 = "DE102"  # Natural 20: "Immediate: Turn a Troublemaker face-down." (purple 4)
SUNSET_SHIMMER = "CN164"  # "When this card leaves play or is turned face-down, put any cards beneath it ..."
SCOOTALOO = "MT11"  # Scootaloo, Forever a Crusader: "Main Phase: Pay [2] to Cutie Mark this card."
CERBERUS = "CG157"  # "At the start of each player's Main Phase, that player frightens one of their Friends."
DISCORD = "AD206"  # Discord, Utter Pandemonium: "At the start of each player's Troublemaker Phase, that
# player banishes the top card of their deck. ..."


def _lines(g: MlpGame) -> list[str]:
    return log_text(g).split("\n")


def _turn_face_down_with_natural_20(b: Board, tm: int) -> MlpGame:
    """P0 (9 tokens, two purple Friends at home) plays Natural 20 at their Main Phase; `tm`
    is the only Troublemaker in play, so it is the one turned face-down."""
    b.players[0] = {"tokens": 9}
    for _ in range(2):
        b.add(PURPLE, 0, "play", "home:0")
    card = b.add(NATURAL_20, 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    return g


def test_the_cards_beneath_a_troublemaker_turned_face_down_are_said_to_stay_banished_beneath_no_card():
    """P1's Sunset Shimmer holds P0's Sweetie Sunrise beneath it; P0 plays Natural 20 and turns
    it face-down. It becomes a different card (505.3), which no card is beneath: the log says
    the Friend stays in P0's banished zone, beneath no card, then Sunset Shimmer's "when this
    card ... is turned face-down, put any cards beneath it into their owner's hand" puts it
    into P0's hand."""
    b = Board()
    sunset = b.add(SUNSET_SHIMMER, 1, "play", "problem:1")
    (friend,) = under(b, sunset, owner=0)
    name = f"{shipped_game(b).name(friend)}"  # (as the log names it before it moves)
    g = _turn_face_down_with_natural_20(b, sunset)
    pass_until(g, "priority")
    lines = _lines(g)
    turned = next(i for i, line in enumerate(lines) if "is turned face-down and becomes a different card" in line)
    said = f"505.3: {name} is no longer beneath {g.name(sunset)} as it becomes a different card and stays in " \
           "P0's banished zone"
    assert lines[turned + 1] == said, lines[turned:]
    assert g.card(sunset)["face_down"] and not g.beneath(sunset)
    (back,) = g.s["players"][0]["hand"][-1:]
    assert g.spec(back).code == FILLER and g.s["players"][0]["banished"] == []
    assert any(line.startswith(f"712: {name} (now #{back}) is put into P0's hand") for line in lines[turned + 2:]), \
        lines[turned:]


def test_a_cutie_marked_friend_frightened_is_said_to_be_no_longer_cutie_marked():
    """P0's Scootaloo, Forever a Crusader is cutie marked (its +1 power counter on it) and P0's
    only Friend; at the start of P0's Main Phase P1's Cerberus has P0 frighten one of their
    Friends. Turned face down it is a different card (504.1, 505.3): the log says its counter
    is removed and that it is no longer cutie marked, so it may be cutie marked again."""
    b = Board()
    b.add(CERBERUS, 1, "play", "problem:1")
    scootaloo = b.add(SCOOTALOO, 0, "play", "home:0", counters={"power": 1, "cutie_mark": 1})
    g = shipped_game(b, phase="ready", step="ready")
    pass_until(g, "priority")
    assert g.card(scootaloo)["frightened"] and not g.card(scootaloo)["counters"]
    lines = _lines(g)
    counter = f"504.1: A +1 power counter is removed from {g.name(scootaloo)} as it becomes frightened"
    assert counter in lines, lines[-6:]
    assert lines[lines.index(counter) + 1] == f"505.3: {g.name(scootaloo)} is no longer cutie marked as it " \
                                              "becomes frightened"


def _pretender_game() -> MlpGame:
    """A new game (seed 5) of P0's Queen Chrysalis, Changeling Pretender (EO203) against
    Applejack, both hands kept: P0 is to choose its color as the game starts."""
    lib = default_library()
    ids = {code: lib.find(code).id for code in ("EO203", "PR2", "PR36", "PR168")}
    decks = [deck_from_cards(lib, [ids["EO203"], *[ids["PR36"]] * 20, ids["PR168"]]),
             deck_from_cards(lib, [ids["PR2"], *[ids["PR36"]] * 20, ids["PR168"]])]
    g = new_game(lib, decks, 5)
    while g.pending().kind == "mulligan":
        answer(g, "keep")
    return g


def test_changeling_pretender_colour_chosen_as_the_game_starts_cites_the_game_starting():
    """Queen Chrysalis, Changeling Pretender: "As the game starts, choose a color. This card
    gains that color." The line follows "102.5: The game starts" and cites it, as Student
    Six's does, not 203 (what a color is)."""
    g = _pretender_game()
    pretender = g.name(g.s["players"][0]["mane"])
    answer(g, "color:purple")
    lines = _lines(g)
    said = f"102.5: {pretender} gains Purple (Magic; by the text of {pretender})"
    assert said in lines, lines
    assert lines.index("102.5: The game starts") < lines.index(said)


def test_flam_says_the_opponent_chose_the_character_they_exhaust():
    """Flam (PR154): "At the start of your opponent's Troublemaker Phase, they exhaust one of
    their characters at this card's Problem." P0 chooses one of two Friends there; the line
    says P0 chose it, as Purple Parasprite's does."""
    b = Board()
    flam = b.add("PR154", 1, "play", "problem:0")
    b.add(FILLER, 0, "play", "problem:0")
    chosen = b.add(FILLER, 0, "play", "problem:0")
    g = shipped_game(b, phase="ready", step="ready")
    pass_until(g, "target")
    assert g.pending().player == 0
    answer(g, f"card:{chosen}")
    assert g.card(chosen)["exhausted"]
    assert f"712: P0 chooses {g.name(chosen)} and exhausts it (by the text of {g.name(flam)})" in _lines(g)
    assert not [line for line in _lines(g) if "becomes exhausted" in line]


def test_each_player_retiring_a_friend_says_who_chose_which():
    """Unplanned Guests, Very Animated (MT70): "When this card enters play, each player retires
    a Friend." Each player chooses one of their own; each line says who chose which."""
    b = Board()
    b.players[0] = {"tokens": 9}
    for filler in ("PR12", "PR33", "PR36", "PR60", "PR79", "PR81"):  # (power of every color at home)
        b.add(filler, 0, "play", "home:0")
    mine = b.add(FILLER, 0, "play", "home:0")
    theirs = [b.add(FILLER, 1, "play", "home:1") for _ in range(2)]
    g, guests = play_entered(b, "MT70")
    names = {iid: g.name(iid) for iid in (mine, guests, *theirs)}
    while g.pending().kind == "target":
        who = g.pending().player
        answer(g, f"card:{guests if who == 0 else theirs[1]}")
    lines = _lines(g)
    assert f"712: P0 chooses {names[guests]} to retire" in lines, lines[-8:]
    assert f"712: P1 chooses {names[theirs[1]]} to retire" in lines, lines[-8:]
    assert mine in g.s["cards"] and theirs[0] in g.s["cards"] and theirs[1] not in g.s["cards"]


def test_cockatrice_says_the_challenger_chose_the_friend_they_retire():
    """Cockatrice (CG159): "When an opponent challenges this card, they retire one of their
    Friends here." P0, the challenger, chooses which; the line says so before the retiring."""
    b, mine, _, tm = tm_faceoff(("PR12", "PR36"), tm="CG159")
    g = start_challenge(b, tm)
    name = g.name(mine[1])
    answer(g, f"card:{mine[1]}")
    lines = _lines(g)
    said = f"712: P0 chooses {name} to retire"
    assert said in lines, lines[-6:]
    assert lines[lines.index(said) + 1].startswith(f"712: {name} (now #")


def _to_main(g: MlpGame, turn: int) -> None:
    while not (g.s["turn"] == turn and g.s["phase"] == "main" and g.pending().kind == "priority"):
        pass_once(g)


def _nothing_turns(g: MlpGame, name: str) -> list[int]:
    return [entry.turn for entry in g.log if entry.text.startswith("Nothing happens: ")
            and f"(by the text of {name})" in entry.text]


def test_a_troublemaker_turned_face_down_and_uncovered_says_its_not_repeated_line_again():
    """P1's Discord, Utter Pandemonium finds P0's deck empty at P0's turn 5 and says so, not to
    be repeated at P0's next turns while it stays so. P0 turns it face-down with Natural 20
    (505.3: a different card); P1 uncovers it at turn 6 (607.2). At turn 7 the card that
    finds P0's deck empty is not the one that said so: the line is said again, then not at
    turn 9. A board saved at turn 6 and read back says it at turn 7 too."""
    b = Board(deck_size=0)
    b.players[0] = {"tokens": 9}
    discord = b.add(DISCORD, 1, "play", "problem:1")
    for _ in range(10):
        b.add(FILLER, 1, "deck")
    for _ in range(2):
        b.add(PURPLE, 0, "play", "home:0")
    card = b.add(NATURAL_20, 0, "hand")
    g = shipped_game(b)
    _to_main(g, 5)
    answer(g, f"play|{card}|event")
    _to_main(g, 6)
    name = g.name(discord)
    assert not g.card(discord)["face_down"]
    saved = load_board(export_board(g), g.lib)
    _to_main(g, 9)
    assert _nothing_turns(g, name) == [5, 7]
    _to_main(saved, 9)
    assert _nothing_turns(saved, name) == [7]


def test_the_cards_beneath_a_friend_frightened_are_said_to_stay_in_their_owners_banished_zones():
    """P0's Orthros, Go Fetch holds a card of each player beneath it and is P0's only Friend;
    at the start of P0's Main Phase P1's Cerberus has P0 frighten it. Turned face down it is a
    different card (504.1, 505.3): the log says both cards are no longer beneath it and stay
    banished, each in its owner's banished zone (they are not attachments, which 504.1
    discards)."""
    b = Board()
    b.add(CERBERUS, 1, "play", "problem:1")
    orthros = b.add("CG87", 0, "play", "home:0")
    beneath = [*under(b, orthros, owner=0), *under(b, orthros, owner=1)]
    names = [shipped_game(b).name(i) for i in beneath]
    g = shipped_game(b, phase="ready", step="ready")
    pass_until(g, "priority")
    assert g.card(orthros)["frightened"] and not g.beneath(orthros)
    assert [g.card(i)["zone"] for i in beneath] == ["banished", "banished"]
    lines = _lines(g)
    frightened = next(i for i, line in enumerate(lines) if line.startswith(f"712: {g.name(orthros)} becomes frightened"))
    assert lines[frightened + 1] == f"505.3: {names[0]} and {names[1]} are no longer beneath {g.name(orthros)} as it " \
                                    "becomes frightened and stay in their owners' banished zones", lines[frightened:]
