"""A Reaction whose effect opens with "you may" asks once: whether to use it.

A Reaction is an activated ability, or an Event, a player chooses to use while they have
priority (512.4, 703.1); its "you may <do it>" is that choice, as its "you may <cost> to
<effect>" is (703.1d). 712.3, a "may" decided as the effect is processed, is for triggered
effects. So Princess Luna, Mare in the Moon, Assault Cake, Pipsqueak, Scrappy Squirt and
Ten. Seconds. Flat. do what they say once used: they are not asked "may" a second time,
which a player could answer "No" with nothing logged and the occurrence used up (512.4c).
A "may" later in a text (Comet Tail, Blaze of Glory's "You may move this card.") is still
its own question."""

from __future__ import annotations

from engine.mlp.api import default_library
from tests.engine.card_play import BLUE, acts, challenge
from tests.engine.helpers import Board, answer, log_text, shipped_game, zone_codes


def _first_steps_asking_may() -> list[str]:
    """The Reactions of the shipped pool (abilities and Events) whose first instruction still
    asks its own "may" as it resolves."""
    lib = default_library()
    found = []
    for card in lib.cards():
        for ability in lib.spec(card.id).abilities:
            if "reaction" not in ability.timing:
                continue
            steps = ability.params.get("steps") or []
            if steps and steps[0].get("may"):
                found.append(card.code)
    return sorted(set(found))


def test_no_reaction_of_the_pool_asks_may_again_for_its_first_instruction():
    assert _first_steps_asking_may() == []


def test_cn196_princess_luna_mare_in_the_moon_is_banished_as_her_reaction_is_used():
    b = Board()
    luna = b.add("CN196", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, acts(g, luna)[0])  # after the start of this Main Phase
    assert g.pending().kind == "priority" and g.pending().player == 0
    assert luna not in g.s["cards"] and "CN196" in zone_codes(g, 0, "banished")
    assert "P0 activates Princess Luna, Mare in the Moon" in log_text(g)


def test_pr131_assault_cake_goes_on_top_of_the_deck_as_its_reaction_is_used():
    b = Board()
    for _ in range(3):
        b.add("PR60", 0, "play", "problem:0")
    cake = b.add("PR131", 0, "play", "home:0")
    g, _ = challenge(b)
    answer(g, acts(g, cake)[0])
    assert g.pending().kind != "may", g.pending().prompt
    assert cake not in g.s["cards"] and "PR131" in zone_codes(g, 0, "deck") + zone_codes(g, 0, "flip")


def test_cn16_pipsqueak_challenges_as_its_reaction_is_used():
    b = Board()
    b.players[0] = {"tokens": 2}
    b.players[1] = {"tokens": 3}
    pip = b.add("CN16", 0, "play", "problem:0")
    b.add("PR36", 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0", face_down=True)
    g = shipped_game(b, turn_player=1, phase="troublemaker", step="uncover")
    answer(g, acts(g, pip)[0])
    assert g.pending().kind != "may", g.pending().prompt
    fo = g.s["faceoff"]
    assert fo is not None and fo["tm"] == tm and fo["challenger"] == 0


def test_cs5_ten_seconds_flat_asks_which_character_not_whether():
    b = Board()
    b.players[0] = {"tokens": 2}
    b.players[1] = {"tokens": 1}
    runner = b.add(BLUE, 0, "play", "home:0")
    event = b.add("CS5", 0, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, "pass")  # P1 ends their Main Phase: their Score Phase starts
    found: list[str] = []
    for _ in range(5):
        found = [k for k in g.pending().option_keys() if k.startswith(f"react|{event}|")]
        if found:
            break
        answer(g, "pass")
    answer(g, found[0])
    assert g.pending().kind != "may", g.pending().prompt
    if g.pending().kind == "target":
        answer(g, f"card:{runner}")
    answer(g, "problem:1")
    assert g.card(runner)["area"] == "problem:1"


def test_a_may_later_in_an_activated_text_is_still_asked():
    """Comet Tail, Blaze of Glory (CG7): "Main Phase: Pay [1] to give this card +2
    power until the end of the turn. You may move this card. ...": the move is a choice made
    as the text resolves (705.2e), after the power is given."""
    b = Board()
    b.players[0] = {"tokens": 6}
    peach = b.add("CG7", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, acts(g, peach)[0])
    assert g.pending().kind == "may"
