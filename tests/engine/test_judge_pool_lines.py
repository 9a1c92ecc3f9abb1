"""Log lines a judge read in seeded games between random whole-pool decks (seeds 69000-69029,
both bot styles) that left out what happened or said one thing twice: each on the judge's
board."""

from __future__ import annotations

from engine.mlp.procedures import flow
from tests.engine.card_play import FILLERS, act, board, find, problem_faceoff, settle
from tests.engine.helpers import Board, answer, keys, log_text, pass_once, shipped_game

# ----- Princess Luna, Dream Guide: the two piles and the pile banished are said (712) --------------


def _luna_banishing(first_pile: int, banished: str) -> tuple:
    """P0's Princess Luna, Dream Guide ("When you discard a card, you may pay [1] and turn this
    card to its Boosted side. If you do, choose an opponent. That opponent reveals their hand
    and separates it into two piles. Choose and banish one pile") with 1 action token: P0
    discards a card to Hungry Hungry Caterpillars ("When this Problem is played, each player
    discards a card") in P0's Main Phase, pays, and P1, with 3 cards in hand, puts the first
    `first_pile` of them in the first pile; P0 banishes the pile `banished` ("first" or
    "second")."""
    b = board(tokens=1, manes=("AD3", "PR2"))
    b.add("PR36", 0, "hand")
    hand = [b.add(code, 1, "hand") for code in FILLERS[:4]]
    b.add("PR173", 0, "problem_deck")
    g = shipped_game(b)
    flow.replace_problem(g, "problem:0")  # (613.2: Hungry Hungry Caterpillars enters P0's area)
    answer(g, "pass")
    while g.pending().kind != "priority" and "Pay [1]" not in g.pending().prompt:
        answer(g, keys(g)[0])  # (the discards: P1 discards the first card of their hand)
    answer(g, "yes")
    kept = [i for i in hand if i in g.s["players"][1]["hand"]]
    assert len(kept) == 3
    names = [g.name(i) for i in kept]
    answer(g, *[f"card:{i}" for i in kept[:first_pile]])
    answer(g, banished)
    return g, kept, names


def test_ad3_princess_luna_dream_guide_says_how_the_hand_was_split_and_which_pile_went():
    """Judge scenario (712): P1 splits a hand of three into one card and two; P0 banishes the
    pile of two. The log showed the hand revealed, then the two banishings, and no word of the
    piles: a judge could not tell whether P0 had the choice the card gives."""
    g, kept, names = _luna_banishing(1, "second")
    log = log_text(g)
    luna = g.name(find(g, "AD3")[0])
    assert (f"P1 separates their hand into two piles: one holds {names[0]}; the other holds "
            f"{names[1]} and {names[2]} (by the text of {luna})") in log, log
    assert [i for i in kept if i in g.s["players"][1]["hand"]] == kept[:1]


def test_ad3_princess_luna_dream_guide_says_an_empty_pile_banishes_nothing():
    """Judge scenario (712): P1 puts their whole hand in one pile, and P0 chooses the other, the
    empty one (seed 69009, turn 7). After "P1 reveals their hand: ..." the log went on to the
    next turn, as if the text had stopped halfway: it says the empty pile was chosen and that
    no card was banished."""
    g, kept, _ = _luna_banishing(3, "second")
    log = log_text(g)
    luna = g.name(find(g, "AD3")[0])
    assert f"the other holds no cards (by the text of {luna})" in log, log
    assert f"P0 chooses the pile that holds no cards: no card is banished (by the text of {luna})" in log, log
    assert all(i in g.s["players"][1]["hand"] for i in kept)


# ----- a Problem faceoff won is said once (514.5, 514.5c) ------------------------------------------


def test_a_problem_faceoff_won_is_said_once_with_its_margin():
    """Judge scenario (612.2, 514.5, 514.5c): P0 confronts P1's Problem where P1 meets its side
    too, and wins the Problem faceoff there. The log said "P0 wins the faceoff by 3", then
    "P0 wins the Problem faceoff", then the bonus scored (seed 69007, turn 60: "P1 wins the
    faceoff by 10" and "P1 wins the Problem faceoff"): one line says who won which faceoff by
    how much, the next what the win scores."""
    b, _mine, _theirs, _ = problem_faceoff(p0=("PR60", "PR60", "PR60", "PR60"))
    g = shipped_game(b, phase="score", step="confront")
    while g.pending() is not None and g.s["turn_player"] == 0:
        pass_once(g)
    lines = [line for line in log_text(g).splitlines() if line.startswith("514.5")]
    won = [line for line in lines if " wins the " in line]
    assert len(won) == 1 and won[0].startswith("514.5: P0 wins the Problem faceoff by "), lines
    assert any(line.startswith("514.5c: P0 scores 1 point for winning a Problem faceoff") for line in lines), lines


# ----- a count of no counters gains no tokens, said so (705.2e) ------------------------------------


def test_cs7_tree_of_harmony_retired_with_no_harmony_counter_says_it_had_none():
    """Judge scenario (703.1d, 705.2e): P0 retires Tree of Harmony, Seeds of Friendship ("Main
    Phase: Retire this card to gain a number of action tokens equal to the number of Harmony
    counters on it") with no Harmony counter on it (seed 69001, turn 42). The log said
    "Nothing happens: “Gain a number of action tokens equal to the number of Harmony counters
    on it” finds nothing to act on", which a judge reads as a card the text missed: it says
    that P0 gains no action tokens, the Tree having had no Harmony counters on it."""
    b = board(tokens=2)
    b.cards[b.mane[0] - 1]["exhausted"] = True  # (nothing else P0 could do)
    tree = b.add("CS7", 0, "play", "home:0")
    g = shipped_game(b)
    (retire,) = [k for k in keys(g) if k.startswith(f"act|{tree}|")]
    answer(g, retire)
    log = log_text(g)
    name = "Tree of Harmony, Seeds of Friendship"
    assert (f"P0 gains no action tokens: {name} had no Harmony counters on it (by the text of {name})"
            in log), log
    assert "finds nothing to act on" not in log and g.s["players"][0]["tokens"] == 2


# ----- a card's new number is said once a line (410.6) --------------------------------------------


def test_eo18_scootaloo_flying_high_retiring_herself_gives_her_new_number_once():
    """Judge scenario (514.6, 410.6): P0's Scootaloo, Flying High ("Immediate: During a faceoff,
    this card becomes involved in the faceoff. At the end of the faceoff, retire this card")
    joins a Problem faceoff and is retired as it ends, by her own text. The line said her new
    number twice (seed 69028, turn 54: "Scootaloo, Flying High #373 (now #374) is retired to P1's
    discard pile (by the text of Scootaloo, Flying High #373 (now #374))"): the card whose
    text did it is named as it was, the number it has now once, where the line moves it."""
    b, _, _, _ = problem_faceoff()
    scootaloo = b.add("EO18", 0, "play", "home:0")
    g = shipped_game(b, phase="score", step="confront")
    settle(g, "pass", until=lambda g: g.pending().player == 0 and g.pending().kind == "priority"
           and g.s["faceoff"] is not None)
    name = g.name(scootaloo)
    answer(g, act(g, scootaloo))
    (now,) = [i for i in g.s["players"][0]["discard"] if g.spec(i).code == "EO18"]
    line = next(text for _, _, text in g.log if text.startswith(f"{name} (now #{now}) is retired"))
    assert line == f"{name} (now #{now}) is retired to P0's discard pile (by the text of {name})", line


# ----- "ready this card" with the card ready says so (705.2e) -------------------------------------


def test_cgpf12_dj_pon3_flippant_dj_ready_already_says_so_when_a_friend_enters_play():
    """Judge scenario (705.2e): P0's DJ Pon-3, Flippant DJ ("When one of your Friends enters
    play, you may ready this card") is ready as P0 plays a Friend (seed 69000, turns 22-56, at
    every Friend played). The log said her text "finds nothing to act on", as if a judge should
    look for a card it missed: it says she is ready already."""
    b = board(tokens=6)
    dj = b.add("CGpf12", 0, "play", "home:0")
    friend = b.add("PR36", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{friend}|home:0")
    log = log_text(g)
    name = g.name(dj)
    assert (f"Nothing happens: “When one of your Friends enters play, you may ready this card” is not done: "
            f"{name} is ready already (by the text of {name})") in log, log


def test_de88_flim_and_flam_shams_with_no_counter_left_says_it_has_none_to_remove():
    """Judge scenario (705.2e, 519.3): P0's Flim & Flam, Shams ("At the start of your turn,
    remove a +1 power counter from this card") with none left as P0's turn starts (seed 69009,
    every turn of P1's from turn 14 on). The log said "finds nothing to act on", a line a judge
    reads as a card missed: it says no counter is removed, the card having none."""
    b = board(tokens=0)
    flim = b.add("DE88", 0, "play", "home:0")
    g = shipped_game(b)  # (P0 has nothing to do: P1's turn, then P0's next)
    while not (g.s["turn_player"] == 0 and g.s["turn"] > 1):
        pass_once(g)
    name = g.name(flim)
    assert f"No +1 power counter is removed from {name}: it has none (by the text of {name})" in log_text(g)
    assert "finds nothing to act on" not in log_text(g)


# ----- a "may" about an empty deck is not asked (705.2e) ------------------------------------------


def test_eo196_spell_showdown_does_not_ask_to_reveal_the_top_card_of_an_empty_deck():
    """Judge scenario (705.2e, 712.3): P0's Spell Showdown ("At the start of your turn, you may
    reveal the top card of your deck. If it's an Event, you may put it into your hand") as
    P0's turn starts with their draw deck empty (seed 41435, turns 53-57). P0 was asked
    "Reveal the top card of your deck?", said yes, and the log went on: "Nothing happens: ...
    finds nothing to act on". There is no card to reveal: the question is not asked (a
    player can't choose what can't be done), and the log says the text found nothing."""
    b = Board(problems=("EO196", "PR190"), deck_size=0)
    b.players[0] = {"tokens": 0}
    for _ in range(3):
        b.add("PR36", 1, "deck")
    g = shipped_game(b)  # (P0 has nothing to do: P1's turn, then P0's next)
    asked = []
    while not (g.s["turn_player"] == 0 and g.s["turn"] > 3 and g.s["phase"] == "main"):
        if g.pending().kind == "may":
            asked.append(g.pending().prompt)
        pass_once(g)
    assert not any("Reveal the top card" in prompt for prompt in asked), asked
    assert "(by the text of Spell Showdown" in log_text(g)
