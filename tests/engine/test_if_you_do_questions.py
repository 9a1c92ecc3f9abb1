""""You may X. If you do, Y.": the question says X and what it is for, led by the card.

A question ending in "X. If you do, Y?" (King Sombra's "Pay [2]. If you do, dismiss each Friend
here with cost 2 or less?") reads as if it asked only Y, and one asking X alone ("Dismiss a
Resource?", Big Mac) leaves out what the player does it for. Every such question is put in one
form (`abilities.if_you_do`): "X to Y?", "X so that <what happens>?", "X to be able to <what the
player may then do>?", "X (if <condition>, Y)?".
"""

from __future__ import annotations

import re

import pytest

from engine.mlp.api import default_library
from engine.mlp.effects.abilities import if_you_do
from engine.mlp.effects.steps import may_prompt
from tests.engine.helpers import Board, answer, option_with, pass_until, shipped_game

# a printed "you may X. If you do, Y." (the engine's pool holds 48 such paragraphs)
_IF_YOU_DO = re.compile(r"\byou may ([^.]+)\. If you do, ([^.]+)\.", re.IGNORECASE)


@pytest.mark.parametrize(("doing", "then", "asked"), [
    ("Pay [2]", "dismiss each Friend here with cost 2 or less",
     "Pay [2] to dismiss each Friend here with cost 2 or less"),
    ("Exhaust this card", "that opponent loses [1]", "Exhaust this card so that that opponent loses [1]"),
    ("Move an opposing Troublemaker", "you may challenge that Troublemaker with all your characters at its Problem",
     "Move an opposing Troublemaker to be able to challenge that Troublemaker with all your characters at its Problem"),
    ("Reveal the top card of your deck", "and it's an Event, you may pay [1] to put a Figment token into play",
     "Reveal the top card of your deck (if it's an Event, you may pay [1] to put a Figment token into play)"),
])
def test_if_you_do_says_both_in_one_question(doing: str, then: str, asked: str):
    assert if_you_do(doing, then) == asked


def _generic_may_steps():
    """Every card whose "you may X. If you do, Y." is carried out by the engine's steps, with
    the ability and its optional step."""
    lib = default_library()
    for card in lib.cards():
        spec = lib.spec(card.id)
        for index, ability in enumerate(spec.abilities):
            if ability.name != "effect" or not _IF_YOU_DO.search(ability.text):
                continue
            for step in ability.params.get("steps") or []:
                if step.get("may") and "if you do" not in step.get("says", "")[:10]:
                    yield card, index, ability, step
                    break


def test_every_optional_step_followed_by_if_you_do_asks_what_it_is_for():
    """Each card of the pool whose optional step is followed by "If you do, Y" (read in one
    step, or Y being the next step) is asked X with Y, led by the card: never "X. If you do,
    Y?" nor X alone."""
    found = list(_generic_may_steps())
    assert len(found) >= 8, [card.code for card, *_ in found]
    for card, index, ability, step in found:
        b = Board()
        iid = b.add(card.code, 0, "hand")
        g = shipped_game(b)
        frame = {"src": iid, "card": card.id, "ab": index, "ctrl": 0, "data": {}}
        prompt = may_prompt(g, frame, ability, step)
        then = _IF_YOU_DO.search(ability.text).group(2)
        assert prompt.startswith(f"{g.name(iid)}: "), prompt
        assert "If you do" not in prompt and then.split(" ", 2)[-1] in prompt, (card.code, prompt)


def test_cg205_king_sombra_asks_what_paying_is_for():
    """"When this card is uncovered, you may pay [2]. If you do, dismiss each Friend here with
    cost 2 or less.": before, "King Sombra #N: Pay [2]. If you do, dismiss each Friend here with
    cost 2 or less?"."""
    b = Board()
    sombra = b.add("CG205", 0, "play", "problem:1", face_down=True)
    b.add("PR20", 1, "play", "problem:1")
    g = shipped_game(b, phase="troublemaker", step="uncover")
    answer(g, option_with(g, "When this card is uncovered"))
    assert g.pending().prompt == (f"King Sombra #{sombra}: Pay [2] to dismiss each Friend here with cost 2 or "
                                  "less? (712.3)")


def test_sb19_big_mac_asks_what_dismissing_a_resource_is_for():
    """"At the end of your turn, you may dismiss a Resource. If you do, put a +1 power counter on
    this card.": the step asks X alone, Y being the next step; before, "Dismiss a Resource?"."""
    b = Board()
    mac = b.add("SB19", 0, "play", "home:0")
    b.add("AD128", 0, "play", "home:0")  # a Resource to dismiss
    g = shipped_game(b)
    pass_until(g, kind="may")
    assert g.pending().prompt == (f"Big Mac, Big Eater #{mac}: Dismiss a Resource to put a +1 power counter on "
                                  "this card? (712.3)")
