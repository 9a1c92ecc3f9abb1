"""Game log lines judges misread in whole-pool games, each on the judge's board: the card acts
and the line says what happened, who chose what, and under which rule.

- a flipped card Pumped puts beneath its Friend is one line, "banished beneath" it, not a
  bare "is banished" line that reads as the banished pile (glossary: Pumped, 410.5);
- Student Six's color chosen at the start of the game cites the game starting (102.5), not
  the order continuous modifiers apply in (711.3);
- Purple Parasprite's "they exhaust one of their characters" says the player chose it;
- counters a card loses as it turns face down are said (504.1, 519.3a).
"""

from __future__ import annotations

from tests.engine.card_play import win_faceoff
from tests.engine.helpers import FILLER, Board, answer, keys, log_text, pass_until, shipped_game
from tests.engine.test_card_texts_misc_group import student_six_game

SWAN_SONG = "CN52"  # Swan Song, Fun-loving Debutante: Pumped; +1 power for each card beneath it


def _lines(g) -> list[str]:
    return log_text(g).split("\n")


def test_a_flipped_card_pumped_keeps_is_banished_beneath_its_friend_in_one_line():
    """Glossary, Pumped: "if you would put a flipped card on the bottom of your deck you may
    banish it to beneath this card instead". P0's Swan Song is involved in a faceoff P0 wins; P0
    puts a flipped card beneath it. One line says where it went and what that replaced; no
    line says only that it is banished."""
    b = Board()
    hydra = b.add(SWAN_SONG, 0, "play", "problem:0")
    g = win_faceoff(b)
    while g.pending().kind != "replacement":
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    flipped = int(keys(g)[1].split(":")[1])
    name = g.name(flipped)
    answer(g, keys(g)[1])
    (tucked,) = g.beneath(hydra)
    assert f"Glossary: Pumped: {name} (now #{tucked}) is banished beneath {g.name(hydra)} instead of the bottom " \
           "of P0's deck" in _lines(g), _lines(g)[-4:]
    assert not [line for line in _lines(g) if line.endswith(" is banished") or " is put beneath " in line]


def test_student_six_colour_chosen_at_the_start_of_the_game_cites_the_game_starting():
    """Student Six, A Grade Above (LL135): "At the start of the game, choose a color. This card
    is that color." The line follows "102.5: The game starts" and cites it, the moment the
    choice is made, not 711.3 (the order of continuous modifiers)."""
    g = student_six_game()
    six = g.name(g.s["players"][0]["mane"])
    answer(g, "color:white")
    lines = _lines(g)
    said = f"102.5: {six} becomes White (Generosity; by the text of {six})"
    assert said in lines, lines
    assert lines.index("102.5: The game starts") < lines.index(said)


def test_purple_parasprite_says_the_opponent_chose_the_character_they_exhaust():
    """Purple Parasprite (PR157): "At the start of your opponent's Troublemaker Phase, they
    exhaust one of their characters." P0, its owner's opponent, chooses one of two Friends;
    the line says P0 chose it and exhausted it, as other choices are logged."""
    b = Board()
    parasprite = b.add("PR157", 1, "play", "problem:0")
    b.add(FILLER, 0, "play", "home:0")
    chosen = b.add(FILLER, 0, "play", "home:0")
    g = shipped_game(b, phase="ready", step="ready")
    pass_until(g, "target")
    assert g.pending().player == 0
    answer(g, f"card:{chosen}")
    assert g.card(chosen)["exhausted"]
    assert f"712: P0 chooses {g.name(chosen)} and exhausts it (by the text of {g.name(parasprite)})" in _lines(g)
    assert not [line for line in _lines(g) if "becomes exhausted" in line]


def test_counters_on_a_troublemaker_turned_face_down_are_said_removed():
    """Red Dragon (CN163): "At the start of your opponent's Troublemaker Phase, they may pay [2]
    to turn this card face-down." It has two +1 power counters and a Harmony counter: turned
    face down it is a different card (505.3) and all counters are removed (519.3a); the log
    says so after the line of its turning."""
    b = Board()
    b.players[0] = {"tokens": 3}
    dragon = b.add("CN163", 1, "play", "problem:0", counters={"power": 2, "harmony": 1})
    g = shipped_game(b, phase="troublemaker", step="start")
    answer(g, "yes")
    assert g.card(dragon)["counters"] == {}
    lines = _lines(g)
    said = f"519.3a: A Harmony counter and 2 +1 power counters are removed from {g.name(dragon)} as it becomes " \
           "a different card"
    assert said in lines, lines[-4:]
    assert "becomes a different card, face-down Troublemaker" in lines[lines.index(said) - 1]


def test_counters_on_a_friend_frightened_are_said_removed():
    """Thunderclap (CN123): "frighten a Friend with 2 or less power". P1's Sweetie Sunrise has a
    +1 power counter (power 2): as it becomes frightened all counters are removed (504.1), and
    the log says so."""
    b = Board()
    b.players[0] = {"tokens": 5}
    b.add("PR12", 0, "play", "home:0")  # (blue power to play Thunderclap)
    b.add("PR12", 0, "play", "home:0")
    friend = b.add(FILLER, 1, "play", "home:1", counters={"power": 1})
    card = b.add("CN123", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    answer(g, f"card:{friend}")
    assert g.card(friend)["frightened"] and g.card(friend)["counters"] == {}
    assert f"504.1: A +1 power counter is removed from {g.name(friend)} as it becomes frightened" in _lines(g), \
        _lines(g)[-4:]
