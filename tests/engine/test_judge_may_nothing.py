"""A "may" whose instruction has nothing to act on is not asked (705.2e, 712.3): a "Yes" would
do nothing and the log said nothing. Each text's step says what it would act on
(`registry.acts_on`); with nothing, the log says the text found nothing to act on. Each on
the judge's board."""

from __future__ import annotations

from tests.engine.card_play import (
    BLUE,
    CONFRONTERS,
    TROUBLEMAKER,
    WHITE,
    activate,
    board,
    confront_own,
    play,
    start_challenge,
    talented,
    tm_faceoff,
)
from tests.engine.helpers import Board, answer, log_text, shipped_game, zone_codes


def _nothing(g, said: str, card: int | str) -> bool:
    """Does the log say the text of `card` (an id, or a name without one) found nothing?"""
    name = g.name(card) if isinstance(card, int) else card
    return f"Nothing happens: “{said}” finds nothing to act on (by the text of {name})" in log_text(g)


def _asks_nothing(g) -> bool:
    return g.pending().kind == "priority"


def test_ad141_second_portal_to_tartarus_is_not_asked_about_a_card_already_banished():
    """Two Portals to Tartarus (AD141) hear one card enter P1's discard pile; the first banishes
    it, so the second's "you may exhaust this card to banish that card" has nothing left to
    banish (400.7) and is not asked: the log says it has left the discard pile."""
    b = board()
    first, second = (b.add("AD141", 0, "play", "home:0") for _ in range(2))
    foe = b.add(BLUE, 1, "play", "home:1")
    g = shipped_game(b)
    g.dismiss(foe)
    answer(g, "pass")
    answer(g, "yes")
    assert _asks_nothing(g) and g.card(first)["exhausted"] and not g.card(second)["exhausted"]
    assert zone_codes(g, 1, "banished") == [BLUE]
    assert ("Nothing happens: “You may exhaust this card to banish that card” is not done: that card has left the "
            f"discard pile (by the text of {g.name(second)})") in log_text(g)


def test_mt2_apple_bloom_boosted_asks_nothing_with_every_opposing_character_exhausted():
    """Apple Bloom, Cutie Mark Crusader (MT2, boosted): "you may exhaust an opposing character
    at each Problem" with P1's one character at a Problem already exhausted."""
    b, _ = confront_own("PR168", *CONFRONTERS, mane="MT2")
    b.cards[b.mane[0] - 1]["boosted"] = True
    b.add("PR36", 1, "play", "problem:0", exhausted=True)
    g = shipped_game(b, phase="score", step="confront")
    assert g.pending().kind != "may"
    assert _nothing(g, "When you confront this card's Problem, you may exhaust an opposing character at each Problem",
                    b.mane[0])


def test_cg113_relay_race_asks_nothing_of_a_winner_with_no_friend_involved():
    """Relay Race (CG113): P1 wins its faceoff with their Mane Character alone, so "the winner of
    that faceoff may move a character they control for each of their Friends involved" counts
    no move (514.5d)."""
    b = board(tokens=6)
    for _ in range(4):
        b.add(BLUE, 0, "play", "home:0")  # (Relay Race's play requirement)
    b.add("PR20", 0, "play", "problem:0")
    b.cards[b.mane[1] - 1].update(area="problem:0", boosted=True)
    g = play(b, "CG113", "event")
    assert "514.5: P1 wins the faceoff" in log_text(g) and _asks_nothing(g)
    assert _nothing(g, "The winner of that faceoff may move a character they control for each of their Friends "
                       "involved in the faceoff", "Relay Race")


def test_ll67_baby_flurry_heart_asks_nothing_when_she_won_having_flipped_no_card():
    """Baby Flurry Heart, Temper Tantrum (LL67) wins her faceoff with an empty deck (515.1: no
    card flipped), so "you may put one of the cards you flipped for the faceoff into your hand"
    has no card. The log quotes the sentence she stopped at, her outcome's, not her whole text."""
    b = Board(deck_size=0)
    for _ in range(5):
        b.add("PR20", 1, "deck")
    flurry = b.add("LL67", 0, "play", "home:0")
    b.add("PR20", 1, "play", "home:1")
    g = shipped_game(b)
    activate(g, flurry)
    assert "514.5: P0 wins the faceoff" in log_text(g) and _asks_nothing(g)
    assert _nothing(g, "If you win, you may put one of the cards you flipped for the faceoff into your hand", flurry)


def test_de44_octavia_caroller_asks_nothing_for_a_resource_with_nowhere_to_go_and_says_why():
    """Octavia, Caroller (DE44) reveals A Fiery Temper (CN129, "Play on a Troublemaker") with no
    Troublemaker in play: "you may put it into play" has no place for it (302.1) and is not
    asked (705.2e). After the reveal the log says why in one line naming the card, as a part of
    a text that found nothing to act on is said: "Nothing happens: “You may put it into play”
    finds no place for A Fiery Temper #N (by the text of Octavia, Caroller #M)"."""
    b = board()
    b.add(WHITE, 0, "play", "home:0")
    b.deck_top("CN129", 0)
    g = play(b, "DE44", "home:0")
    assert _asks_nothing(g) and zone_codes(g, 0, "deck")[-1] == "CN129"
    temper = g.s["players"][0]["deck"][-1]
    octavia = next(i for i in g.s["play"] if g.name(i).startswith("Octavia, Caroller"))
    lines = [text for _, _, text in g.log]
    revealed = lines.index(f"P0 reveals the top card of their deck: {g.name(temper)} (by the text of {g.name(octavia)})")
    why = f"Nothing happens: “You may put it into play” finds no place for {g.name(temper)} (by the text of {g.name(octavia)})"
    assert lines[revealed + 1:] == [why], lines[revealed:]


def test_de44_octavia_caroller_says_nothing_of_a_resource_put_into_play():
    """Octavia, Caroller (DE44) revealing A Fiery Temper with a Troublemaker in play: the
    Resource has a place, so she asks, and no line says it found none."""
    b = board()
    b.add(WHITE, 0, "play", "home:0")
    b.add(TROUBLEMAKER, 1, "play", "problem:0")
    b.deck_top("CN129", 0)
    g = play(b, "DE44", "home:0")
    assert g.pending().kind == "may" and "finds no place" not in log_text(g)


def test_sb87_second_pinkie_pie_and_rarity_is_not_asked_about_a_character_already_sent_back():
    """Two Pinkie Pie & Rarity, Deep Currents (SB87) hear P0's move; the first sends the
    character back (506.5), so the second's "you may pay [1] and exhaust this card to send
    that character to its previous area" is not asked: P1 keeps the action token."""
    b = board()
    b.players[1] = {"tokens": 3}
    first, second = (b.add("SB87", 1, "play", "home:1") for _ in range(2))
    mover = b.add("PR36", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"move|{mover}|problem:0")
    answer(g, "yes")
    assert _asks_nothing(g) and g.card(mover)["area"] == "home:0"
    assert g.s["players"][1]["tokens"] == 2 and g.card(first)["exhausted"] and not g.card(second)["exhausted"]
    assert _nothing(g, "You may pay [1] and exhaust this card to send that character to its previous area", second)


def test_ll27_clear_sky_talented_asks_nothing_with_no_friend_in_the_discard_pile():
    """Clear Sky, Positive Outlook (LL27): "you may shuffle a Friend from your discard pile into
    your deck" with no Friend in P0's discard pile."""
    g, sky = talented("LL27", "pink")
    assert _asks_nothing(g)
    assert _nothing(g, "Talented: When you play an Event whose play requirement includes at least one of this "
                       "card's colors, you may shuffle a Friend from your discard pile into your deck", sky)


def test_cg158_chimera_asks_nothing_when_no_involved_character_has_only_one_color():
    """Chimera (CG158): "you may pay [1] to choose a color, then exhaust all characters involved
    in that faceoff that have only that color" when each involved character, two Baby Flurry
    Hearts (LL67, orange and pink), has two colors: P1 is not asked and keeps the token."""
    b, mine, _, tm = tm_faceoff(("LL67", "LL67"), tm="CG158")
    b.players[1] = {"tokens": 1}
    g = start_challenge(b, tm)
    assert g.s["players"][1]["tokens"] == 1 and not any(g.card(i)["exhausted"] for i in mine)
    assert _nothing(g, "Exhaust all characters involved in that faceoff that have only that color",
                    f"Chimera #{tm}")  # (defeated since: named as it was)


# ----- a "may" answered "Yes" that then does nothing is logged as doing nothing ---------------


def test_pr74_lotus_blossom_yes_with_an_empty_discard_pile_is_logged_as_doing_nothing():
    """Lotus Blossom, Sauna Expert (PR74): "you may search your discard pile for a card and put
    it on the top of your deck" is asked (a search may always fail to find, 518.1); with P0's
    discard pile empty, "Yes" finds nothing. The "Yes" is leave to act, not an act: the log
    says the text found nothing to act on, as when nothing is asked (712.3)."""
    b, (lotus, *_) = confront_own("PR168", "PR74", *CONFRONTERS)
    g = shipped_game(b, phase="score", step="confront")
    answer(g, "yes")
    assert _nothing(g, "When you confront this card's Problem, you may search your discard pile for a card and put "
                       "it on the top of your deck", lotus)


def test_an_if_you_win_instruction_after_a_lost_faceoff_says_the_faceoff_was_lost_sb141():
    """The Staff of Sacanas: "... start a faceoff involving your Mane Character and an opposing
    Friend. If you win the faceoff, frighten that Friend." P0 loses it: the instruction is not
    followed (514.5d), as its condition is not met; the log says so plainly, whose win was
    needed and who won instead ("P0 did not win the faceoff: P1 won it", where it said "“If
    you win the faceoff” is not met: P1 won the faceoff"), not that “Frighten that Friend”
    found nothing to act on (the Friend is right there)."""
    b = Board(deck_size=0)
    b.players[0] = {"tokens": 3}
    staff = b.add("SB141", 0, "play", "home:0")
    foe = b.add("PR36", 1, "play", "problem:1")  # power 3: P0's Mane (1 + 3) and its flip lose to it
    for _ in range(8):
        b.add("PR20", 0, "deck")
        b.add("PR36", 1, "deck")
    g = shipped_game(b)
    answer(g, f"act|{staff}|")
    while g.s["faceoff"] is not None:
        answer(g, "pass")
    assert not g.card(foe)["frightened"]
    lines = log_text(g).split("\n")
    assert "514.5: P1 wins the faceoff by 1" in lines, lines
    assert f"514.5d: Nothing happens: P0 did not win the faceoff: P1 won it (by the text of {g.name(staff)})" in lines
    assert "finds nothing to act on" not in log_text(g)


def test_a_won_faceoff_against_a_friend_frightened_already_says_why_it_is_not_frightened_sb141():
    """The Staff of Sacanas's faceoff won against a Friend frightened already: "frighten that
    Friend" can't be followed (504.2b: frightened cards can't become frightened), and the log
    says so, where it said "“Frighten that Friend” finds nothing to act on" though the Friend
    was right there (whole-pool game 73606, turns 24, 36, 40 and 60)."""
    b = Board(deck_size=0)
    b.players[0] = {"tokens": 3}
    staff = b.add("SB141", 0, "play", "home:0")
    foe = b.add("PR20", 1, "play", "problem:1", frightened=True)
    for _ in range(8):
        b.add("PR20", 0, "deck")
        b.add("PR20", 1, "deck")
    g = shipped_game(b)
    answer(g, f"act|{staff}|")
    while g.s["faceoff"] is not None:
        answer(g, "pass")
    assert g.card(foe)["frightened"] and "514.5: P0 wins the faceoff by 4" in log_text(g)  # (a frightened card has no power, 505.1b)
    assert (f"514.5d: Nothing happens: “Frighten that Friend” is not done: {g.name(foe)} is frightened already, "
            f"and frightened cards can't become frightened (by the text of {g.name(staff)})") in log_text(g)


def test_a_won_faceoff_against_a_friend_dismissed_in_it_says_that_friend_has_left_play_sb141():
    """The Staff of Sacanas's faceoff won after "that Friend" was dismissed in it (P1 flips
    Cutie Pox Outbreak, AD91, whose Chaos dismisses a Friend with printed power 3 or more: the
    only one is Apple Brown Betty, the Friend involved). "Frighten that Friend" can't be
    followed, the card having left play (410.6), and the log says so, where it said "“Frighten
    that Friend” finds nothing to act on"."""
    b = Board(deck_size=0)
    b.players[0] = {"tokens": 3}
    staff = b.add("SB141", 0, "play", "home:0")
    foe = b.add("PR36", 1, "play", "problem:1")
    for _ in range(8):
        b.add("PR20", 0, "deck")
    b.add("PR20", 1, "deck")
    b.add("AD91", 1, "deck")  # (on top: flipped first)
    g = shipped_game(b)
    answer(g, f"act|{staff}|")
    while g.s["faceoff"] is not None:
        answer(g, "pass")
    lines = log_text(g).split("\n")
    assert foe not in g.s["cards"] and "514.5: P0 wins the faceoff by 1" in lines, lines
    assert ("514.5d: Nothing happens: “Frighten that Friend” is not done: that card has left play (by the text of "
            f"{g.name(staff)})") in lines, lines


def test_a_may_draw_with_an_empty_draw_deck_is_not_asked_ad163():
    """Rarity, Hoarder: "At the start of your Troublemaker Phase, you may draw a card." With
    P0's draw deck empty a "Yes" draws nothing (410.4: only cards in a draw deck can be drawn),
    so nothing is asked and the log says why; it asked, then logged "P0 cannot draw" or "P0
    chooses not to draw a card" (whole-pool game 42900, turns 48 and 50)."""
    b = Board(deck_size=0)
    hoarder = b.add("AD163", 0, "play", "problem:1")
    g = shipped_game(b, turn_player=0, phase="troublemaker", step="start")
    assert _asks_nothing(g)
    assert (f"Nothing happens: “At the start of your Troublemaker Phase, you may draw a card” is not done: P0's "
            f"deck is empty (by the text of {g.name(hoarder)})") in log_text(g)


def test_move_this_card_there_when_it_is_there_already_says_so_cn21():
    """Scootaloo, Fan Club Founder: "When you move your Mane Character to a Problem, you may
    exhaust this card to move this card there." At that Problem already, it can't be moved
    there (506.2): nothing is asked, and the log says where it is, where it said "“Move this
    card there” finds nothing to act on" (whole-pool game 73605, turn 43)."""
    b = Board()
    b.players[0] = {"tokens": 5}
    scootaloo = b.add("CN21", 0, "play", "problem:1")
    g = shipped_game(b)
    answer(g, f"move|{b.mane[0]}|problem:1")
    assert _asks_nothing(g)
    assert (f"Nothing happens: “You may exhaust this card to move this card there” is not done: {g.name(scootaloo)} is at Runaway Cart #4 "
            f"(P1's) already (by the text of {g.name(scootaloo)})") in log_text(g)
