"""Judge scenarios for rules bugs that random games over the whole implemented pool found.

Each test sets up the board a judge would describe, answers the decisions and checks
the result with the rule that decides it. Cards (printed, from the shipped database):
- Trixie, Highest Level Unicorn (HM149, Troublemaker, Villain): "Friends here lose and
  can't have abilities."
- Clipped Wings (AD129): "Play on a Friend. / That Friend loses and can't have abilities."
- Princess Luna, Dusk to Dawn (SB40): Meticulous 2.
- Owlowiscious, Reshelver (HM37): "While your Mane Character is [Magic], this card has
  Meticulous 1."
- Watch in Awe (PR126): "Main Phase: Choose a character. That character gets +2 [Magic]
  until the end of the turn."
- Critter (T1b): the printed stand-in for a 1 [Kindness] Critter Friend token.
"""

from __future__ import annotations

import pytest

from engine.mlp.api import default_library
from engine.mlp.procedures.setup import DeckError, new_game
from engine.mlp.values import power
from tests.engine.helpers import Board, answer, keys, pass_until


def test_villain_frightens_each_friend_at_its_problem_with_attachments_and_tokens_there():
    """Glossary, Villain: "When this Troublemaker is uncovered, frighten each Friend at its
    Problem." Frightening a Friend puts its attachments into the discard pile (504.1) and a
    frightened token ceases to exist (521.4), so the cards at the Problem change while the
    Friends are frightened one by one: each Friend that was there is frightened all the same."""
    b = Board(manes=("PR4", "PR2"))
    trixie = b.add("HM149", 1, "play", "problem:1", face_down=True)
    luna = b.add("SB40", 0, "play", "problem:1")
    wings = b.add("AD129", 0, "play", "problem:1", host=luna)
    token = b.add("token:1:yellow:Critter", 0, "play", "problem:1", token=True)
    sweetie = b.add("PR20", 1, "play", "problem:1")
    g = b.game(default_library(), turn_player=1, phase="troublemaker", step="uncover")
    pass_until(g, phase="main")
    assert not g.card(trixie)["face_down"]
    assert g.card(luna)["frightened"] and g.card(sweetie)["frightened"]
    assert wings not in g.s["cards"] and token not in g.s["cards"]
    assert [g.card(i)["card"] for i in g.s["players"][0]["discard"]] == [g.lib.find("AD129").id]
    assert {"Glossary: Villain", "504.1", "521.4"} <= {rule for _, rule, _ in g.log}


def test_villain_frightens_each_friend_as_one_occurrence_ll42_aunts_keep_a_friend():
    """710.1: Villain's "frighten each Friend at its Problem" is one instruction, one
    occurrence: LL42 Aunt Holiday & Auntie Lofty, frightened by it too, are still face up as P0
    decides whether their "If one of your other Friends would be ... frightened, you may retire
    one of your Resources on that Friend instead" keeps the Friend with P0's Resource on it."""
    b = Board(manes=("PR4", "PR2"))
    b.add("PR152", 1, "play", "problem:1", face_down=True)  # Ahuizotl, a Villain
    aunts = b.add("LL42", 0, "play", "problem:1")
    friend = b.add("PR20", 0, "play", "problem:1")
    hat = b.add("CG150", 0, "play", "problem:1", host=friend)
    g = b.game(default_library(), turn_player=1, phase="troublemaker", step="uncover")
    d = g.pending()
    assert d.kind == "replacement" and d.player == 0 and g.name(friend) in d.prompt
    answer(g, f"instead:{aunts}:1")
    assert not g.card(friend)["frightened"] and hat not in g.s["cards"]
    assert g.card(aunts)["frightened"]


def _luna_board(wings: bool):
    b = Board(manes=("PR4", "PR2"))
    luna = b.add("SB40", 0, "play", "home:0")
    if wings:
        b.add("AD129", 1, "play", "home:0", host=luna)
    return b.game(default_library(), phase="ready", step="ready")


def test_meticulous_triggers_at_the_start_of_your_turn():
    """Glossary, Meticulous X: "At the start of your turn, you may look at the top X cards
    of your deck ..." (the control for the next test)."""
    g = _luna_board(wings=False)
    d = g.pending()
    assert (d.kind, d.player) == ("meticulous", 0) and len(d.options) == 2


def test_a_friend_that_lost_its_abilities_has_no_meticulous():
    """711.4 / Clipped Wings: a Friend that "loses and can't have abilities" has no keyword,
    printed or not, so its Meticulous does not trigger at the start of its controller's turn
    (the engine used to list it as a Meticulous card and then fail to read the keyword)."""
    g = _luna_board(wings=True)
    assert all("Meticulous" not in e.text for e in g.log)
    assert g.pending().kind == "priority"


def test_a_modifier_that_ends_takes_the_keyword_it_granted_away_at_once():
    """711.1 / Owlowiscious: "While your Mane Character is [Magic], this card has Meticulous
    1." P1's Mane is [Magic] only until the end of the turn (Watch in Awe's +2 [Magic]);
    when that modifier ends, Owlowiscious has no Meticulous at the start of P1's turn."""
    b = Board(manes=("PR4", "PR2"))
    owl = b.add("HM37", 1, "play", "home:1")
    other = b.add("HM37", 1, "play", "home:1")
    mane = b.mane[1]
    mods = [{"kind": "power", "target": mane, "amount": 2, "color": "purple", "until": "turn",
             "ctrl": 0, "src": 0, "ts": 9}]
    g = b.game(default_library(), mods=mods)
    assert power.keywords(g, owl) == {"Meticulous": 1} == power.keywords(g, other)
    g.expire_mods("turn")  # as the turn ends (616)
    assert "purple" not in power.colors(g, mane)
    assert power.keywords(g, owl) == {} == power.keywords(g, other)
    for _ in range(100):  # on to P1's Main Phase
        if g.s["turn_player"] == 1 and g.s["phase"] == "main":
            break
        d = g.pending()
        g.submit(["pass"] if d.kind == "priority" else d.option_keys()[: d.min])
    assert g.s["turn_player"] == 1 and g.s["phase"] == "main" and g.pending().kind == "priority"
    assert all("Meticulous" not in e.text for e in g.log)


def test_a_color_modifier_grants_the_keyword_at_once_and_takes_it_away_as_it_ends():
    """711.4 / Owlowiscious with Watch in Awe (PR126, "Choose a character. That character
    gets +2 [Magic] until the end of the turn."): as soon as P0's orange Mane is also
    [Magic], Owlowiscious has Meticulous 1; at the end of the turn it no longer has it."""
    b = Board(manes=("PR2", "PR4"))
    b.players[0] = {"tokens": 3}
    owl = b.add("HM37", 0, "play", "home:0")
    watch = b.add("PR126", 0, "hand")
    g = b.game(default_library())
    mane = b.mane[0]
    assert power.keywords(g, owl) == {}
    answer(g, f"play|{watch}")
    answer(g, f"card:{mane}")
    assert power.colors(g, mane) == ("orange", "purple")
    assert power.keywords(g, owl) == {"Meticulous": 1}
    for _ in range(100):  # on to P1's turn
        if g.s["turn_player"] == 1:
            break
        d = g.pending()
        g.submit(["pass"] if d.kind == "priority" else d.option_keys()[: d.min])
    assert g.s["turn_player"] == 1
    assert power.colors(g, mane) == ("orange",) and power.keywords(g, owl) == {}


def test_a_deck_with_a_printed_token_card_is_refused():
    """521.3: a token can't exist outside play, so the database's printed token cards
    (set "Tokens") are not deck cards; a game is not started with one in a deck."""
    lib = default_library()
    filler = lib.find("PR20").id
    problems = [lib.find("PR168").id] * 10
    good = {"mane": lib.find("PR4").id, "draw": [filler] * 45, "problems": problems}
    bad = {**good, "draw": [filler] * 44 + [lib.find("T1b").id]}
    with pytest.raises(DeckError, match=r"\(521\.3\)"):
        new_game(lib, [good, bad], 1)
    assert keys(new_game(lib, [good, good], 1))


def test_an_event_put_on_top_of_its_deck_and_flipped_by_its_own_text_ad111():
    """Rainbow's Epiphany, "choose two": put this card on top of its owner's deck, then flip
    an additional card, which is that card: the play of the Event ends without an error
    although its card has moved on (410.6: its id in the deck is gone)."""
    from engine.mlp.api import default_library
    from tests.engine.helpers import Board, answer, pass_until

    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("SB14", 0, "play", "problem:0")  # blue 3
    tm = b.add("PR157", 1, "play", "problem:0")
    event = b.add("AD111", 0, "hand")
    g = b.game(default_library(), phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    pass_until(g, kind="priority")
    answer(g, f"play|{event}|event")
    answer(g, "mode:1", "mode:2")
    assert "P0 flips Rainbow's Epiphany" in "\n".join(text for _, _, text in g.log)
    while g.pending().kind == "bottom_order":  # 402.3: P0 orders the flipped cards going to the bottom
        answer(g, g.pending().option_keys()[0])
    assert g.pending().kind == "priority"  # the faceoff ran to its end
    assert "AD111" in [g.spec(i).code for i in g.s["players"][0]["deck"][:2]]  # 514.6: at the bottom
