"""Texts that replace drawing and discarding, that make the discard pile and the banished zone
places to play from, and that search and look at decks; each played on a judge's board.

Each test names its card's code and shows what the card's own wording does, and what it
leaves alone.
"""

from __future__ import annotations

from engine.mlp.api import default_library
from engine.mlp.effects import entering_and_leaving_play as entering
from engine.mlp.effects.replacement import draw_options
from engine.mlp.values import power
from tests.engine.card_play import journal_lets_play, settle
from tests.engine.helpers import (
    Board,
    answer,
    keys,
    log_text,
    option_with,
    pass_until,
    shipped_game,
    zone_codes,
)


def _plays(g, iid: int) -> bool:
    return any(key.startswith(f"play|{iid}|") for key in keys(g))


def test_hm74_hoity_toity_plays_friends_and_resources_from_the_discard_pile_and_banishes_what_leaves_play():
    b = Board()
    b.players[0] = {"tokens": 6}
    b.add("HM74", 0, "play", "home:0")
    friend = b.add("PR20", 0, "discard")
    resource = b.add("PR140", 0, "discard")
    event = b.add("PR100", 0, "discard")
    b.add("PR20", 1, "discard")
    mine = b.add("PR12", 0, "play", "home:0")
    theirs = b.add("PR33", 1, "play", "home:1")
    in_hand = b.add("PR60", 0, "hand")
    g = shipped_game(b)
    assert _plays(g, friend) and _plays(g, resource)
    assert not _plays(g, event)  # only Friends and Resources
    assert entering.playable_elsewhere(g, 1) == []  # the opponent's own discard pile is not theirs to play
    answer(g, f"play|{friend}|home:0")
    assert "PR20" not in zone_codes(g, 0, "discard")
    assert any(g.spec(i).code == "PR20" for i in g.characters_at("home:0", 0))
    # a card of the controller's entering their discard pile from play is banished instead
    g.dismiss(mine)
    assert "PR12" in zone_codes(g, 0, "banished") and "PR12" not in zone_codes(g, 0, "discard")
    # the opponent's card goes to the opponent's discard pile; a card discarded from the hand
    # does not come from play
    g.dismiss(theirs)
    assert "PR33" in zone_codes(g, 1, "discard")
    g.discard(in_hand)
    assert "PR60" in zone_codes(g, 0, "discard")


def test_cn127_whats_old_is_new_again_plays_from_the_discard_pile_this_phase_and_banishes_friends_and_resources():
    b = Board()
    b.players[0] = {"tokens": 6}
    card = b.add("CN127", 0, "hand")
    b.add("PR79", 0, "play", "home:0")  # (3 white are required)
    b.add("PR79", 0, "play", "home:0")
    later = b.add("PR60", 0, "hand")
    friend = b.add("PR20", 0, "discard")
    event = b.add("PR100", 0, "discard")
    in_hand = b.add("PR12", 0, "hand")
    event_in_hand = b.add("PR130", 0, "hand")
    mine = b.add("PR33", 0, "play", "home:0")
    g = shipped_game(b)
    assert not _plays(g, friend)
    answer(g, f"play|{card}|")
    pass_until(g, "priority")
    assert zone_codes(g, 0, "banished") == ["CN127"] and "CN127" not in zone_codes(g, 0, "discard")
    assert _plays(g, friend) and not _plays(g, event)
    # a Friend entering the discard pile this phase, from the hand or from play, is banished
    g.discard(in_hand)
    g.dismiss(mine)
    assert {"PR12", "PR33"} <= set(zone_codes(g, 0, "banished"))
    # an Event is not
    g.discard(event_in_hand)
    assert "PR130" in zone_codes(g, 0, "discard")
    assert "710" in log_text(g)
    # after the phase: no longer
    settle(g, "pass", until=lambda g: g.s["phase"] != "main")
    assert not entering.playable_elsewhere(g, 0)
    assert not g.banished_instead_of_discard(later)


def test_sb118_spooky_ruins_exhausts_to_skip_an_opponents_main_phase_draw():
    b = Board()
    b.players[0] = {"tokens": 4}
    ruins = b.add("SB118", 1, "play", "home:1")
    g = shipped_game(b)
    hand, deck = len(g.s["players"][0]["hand"]), len(g.s["players"][0]["deck"])
    answer(g, "draw")
    decision = g.pending()
    assert decision.player == 1 and decision.kind == "may"  # the Ruins' controller decides
    # asked as every optional replacement is (710.1): the card first, what would happen, its text
    assert decision.prompt == (f"Spooky Ruins #{ruins}: P0 would draw a card. If an opponent would draw a card "
                               "during their Main Phase, you may exhaust this card instead. If you do, they skip "
                               "that draw. Use this replacement? (710.1)")
    answer(g, "yes")
    assert g.card(ruins)["exhausted"]
    assert len(g.s["players"][0]["hand"]) == hand and len(g.s["players"][0]["deck"]) == deck  # the draw is skipped
    assert g.s["players"][0]["tokens"] == 3  # (the action was still taken)
    # said as every replacement is: what happens instead, then whose text it is (710.1)
    assert f"710.1: P1 exhausts Spooky Ruins #{ruins} instead of P0 drawing a card (by the text of Spooky Ruins " \
           f"#{ruins})" in log_text(g).splitlines()
    pass_until(g, "priority")
    # exhausted, it can't replace the next draw
    answer(g, "draw")
    pass_until(g, "priority")
    assert len(g.s["players"][0]["hand"]) == hand + 1


def test_sb118_spooky_ruins_may_be_declined_and_leaves_its_controllers_draws_alone():
    b = Board()
    b.players[0] = {"tokens": 4}
    ruins = b.add("SB118", 0, "play", "home:0")  # P0's own: not an opponent's draw
    theirs = b.add("SB118", 1, "play", "home:1")
    g = shipped_game(b)
    hand = len(g.s["players"][0]["hand"])
    answer(g, "draw")
    answer(g, "no")  # P1 lets the draw happen
    assert len(g.s["players"][0]["hand"]) == hand + 1
    assert not g.card(ruins)["exhausted"] and not g.card(theirs)["exhausted"]


def test_cs2_princess_luna_exhausts_a_friend_to_gain_a_token_instead_of_drawing():
    b = Board()
    b.players[0] = {"tokens": 4}
    luna = b.add("CS2", 0, "play", "home:0")
    friend = b.add("PR20", 0, "play", "home:0")
    b.add("PR20", 1, "play", "home:1")
    g = shipped_game(b)
    hand = len(g.s["players"][0]["hand"])
    answer(g, "draw")
    decision = g.pending()
    assert decision.player == 0 and "none" in keys(g)  # "you may": drawing stays a choice
    answer(g, option_with(g, "Princess Luna"))
    assert sorted(keys(g)) == sorted([f"card:{luna}", f"card:{friend}"])  # one of your Friends
    answer(g, f"card:{friend}")
    assert g.card(friend)["exhausted"] and not g.card(luna)["exhausted"]
    assert g.s["players"][0]["tokens"] == 4  # paid 1 for the draw action, gained 1 instead
    assert len(g.s["players"][0]["hand"]) == hand
    # one gain, one line, named for the replacement's card (710.1), as the exhausting is
    gains = [e.text for e in g.log if "gains" in e.text]
    by_luna = f"(by the text of {g.name(luna)})"
    assert gains == [f"P0 gains 1 action token {by_luna}"], gains
    assert f"{g.name(friend)} becomes exhausted {by_luna}" in log_text(g)
    # what happens instead of the draw, then whose text it is (710.1), not led by the card's name
    assert f"710.1: P0 exhausts {g.name(friend)} to gain 1 action token instead of drawing a card {by_luna}\n" \
        in log_text(g)
    pass_until(g, "priority")
    # declined: the card is drawn
    answer(g, "draw")
    answer(g, "none")
    assert len(g.s["players"][0]["hand"]) == hand + 1
    # with no Friend left to exhaust, nothing is offered
    g.exhaust(luna)
    pass_until(g, "priority")
    answer(g, "draw")
    pass_until(g, "priority")
    assert len(g.s["players"][0]["hand"]) == hand + 2


def test_cg177_forced_gem_hunt_takes_a_resource_from_the_discard_pile_instead_of_the_ready_phase_draw():
    b = Board(problems=("CG177", "PR190"))
    b.add("PR60", 0, "play", "problem:0")  # a Unicorn: P0 has the most here
    resource = b.add("PR140", 0, "discard")
    b.add("PR20", 0, "discard")
    g = shipped_game(b, phase="ready", step="ready")
    hand, deck = len(g.s["players"][0]["hand"]), len(g.s["players"][0]["deck"])
    pass_until(g, "replacement")
    assert g.pending().player == 0
    answer(g, option_with(g, "Forced Gem Hunt"))
    assert zone_codes(g, 0, "hand").count("PR140") == 1 and resource not in g.s["players"][0]["discard"]
    assert len(g.s["players"][0]["deck"]) == deck and len(g.s["players"][0]["hand"]) == hand + 1
    pass_until(g, phase="main")  # the turn goes on
    assert len(g.s["players"][0]["hand"]) == hand + 1


def test_cg177_forced_gem_hunt_leaves_a_player_without_the_most_unicorns_here_alone():
    b = Board(problems=("CG177", "PR190"))
    b.add("PR60", 0, "play", "problem:0")
    b.add("PR60", 1, "play", "problem:0")  # as many: nobody has the most
    b.add("PR140", 0, "discard")
    g = shipped_game(b, phase="ready", step="ready")
    pass_until(g, phase="main")
    assert g.pending().kind == "priority"  # (nothing was asked about the draw)
    assert zone_codes(g, 0, "hand") == ["PR20"] and zone_codes(g, 0, "discard") == ["PR140"]  # drawn as usual


def test_cg179_inspiring_magic_lets_the_player_with_the_most_unicorns_here_draw_from_the_bottom():
    b = Board(problems=("CG179", "PR190"))
    b.players[0] = {"tokens": 4}
    b.add("PR60", 0, "play", "problem:0")
    bottom = b.add("PR140", 0, "deck")  # (added after the filler deck: moved to the bottom below)
    g = shipped_game(b)
    deck = g.s["players"][0]["deck"]
    deck.remove(bottom)
    deck.insert(0, bottom)
    answer(g, "draw")
    answer(g, option_with(g, "bottom"))
    assert "PR140" in zone_codes(g, 0, "hand")
    assert g.s["players"][0]["drawn"] == 1
    pass_until(g, "priority")
    answer(g, "draw")
    answer(g, "none")  # the top card, as usual
    assert zone_codes(g, 0, "hand").count("PR20") >= 1
    # the opponent, with no Unicorn there, is offered nothing
    assert draw_options(g, 1) == []


def _forced_discard_board(*p1_hand: str) -> tuple[Board, int, list[int]]:
    """P0 holds Apples to the Core ("... an opponent discards a card and you draw a card") with
    the orange and pink power it requires; P1 holds the cards given."""
    b = Board()
    b.players[0] = {"tokens": 6}
    b.add("PR36", 0, "play", "home:0")
    b.add("PR33", 0, "play", "home:0")
    event = b.add("EO110", 0, "hand")
    return b, event, [b.add(code, 1, "hand") for code in p1_hand]


def _force_a_discard(g, event: int) -> None:
    answer(g, f"play|{event}|")
    answer(g, "mode:2")


def test_cn25_applejack_element_of_honesty_enters_play_instead_of_being_discarded_by_an_opponent():
    b, event, (applejack, _other) = _forced_discard_board("CN25", "PR20")
    g = shipped_game(b)
    _force_a_discard(g, event)
    answer(g, f"card:{applejack}")  # P1 chooses the card to discard (410.3)
    assert g.pending().player == 1 and "none" in keys(g)  # "you may"
    answer(g, option_with(g, "put it into play instead"))
    answer(g, "home:1")
    assert "CN25" in [g.spec(i).code for i in g.characters_at("home:1", 1)]
    assert zone_codes(g, 1, "discard") == [] and zone_codes(g, 1, "hand") == ["PR20"]


def test_cn25_applejack_element_of_honesty_is_discarded_as_usual_by_its_owners_own_text():
    b = Board()
    b.players[0] = {"tokens": 4}
    pinkie = b.add("LL144", 0, "play", "home:0")  # "Immediate: Exhaust this card to discard a card."
    b.add("CN25", 0, "hand")
    g = shipped_game(b)
    answer(g, f"act|{pinkie}|")  # (the one card in hand is the one discarded)
    # only Pinkie Sense's own replacement is offered: nobody forces P0 to discard
    assert [k for k in keys(g) if k != "none"] == [f"discard:{pinkie}:discarded_card_to_deck_top"]
    answer(g, "none")
    assert zone_codes(g, 0, "discard") == ["CN25"]


def test_ll144_pinkie_sense_puts_a_card_that_would_be_discarded_on_top_of_the_deck():
    b = Board()
    b.players[0] = {"tokens": 4}
    pinkie = b.add("LL144", 0, "play", "home:0")
    b.add("PR12", 0, "hand")
    theirs = b.add("PR20", 1, "hand")
    g = shipped_game(b)
    deck = len(g.s["players"][0]["deck"])
    answer(g, f"act|{pinkie}|")  # (the one card in hand is the one discarded)
    assert g.pending().kind == "replacement" and g.pending().player == 0
    answer(g, option_with(g, "on top of your deck"))
    assert zone_codes(g, 0, "deck")[-1] == "PR12" and len(g.s["players"][0]["deck"]) == deck + 1
    assert zone_codes(g, 0, "discard") == [] and zone_codes(g, 0, "hand") == []
    # the card never became public (hand to deck): the log does not name it (404.1)
    assert "710.1: P0 puts a card from their hand on top of their deck instead of discarding it" in log_text(g)
    assert "Emerald Green" not in log_text(g)
    # the opponent's discards are not its controller's: nothing is asked
    g.discard(theirs)
    assert zone_codes(g, 1, "discard") == ["PR20"]


def test_ll144_the_pinkie_sense_chosen_is_the_one_the_log_names():
    """Two of P0's Pinkie Senses: the first's "Exhaust this card to discard a card" asks for the
    discard, and P0 chooses the second's replacement (710.5). The log named the card whose text
    was resolving (the first) for what the second did, so a judge read the wrong card."""
    b = Board()
    b.players[0] = {"tokens": 4}
    first = b.add("LL144", 0, "play", "home:0")
    second = b.add("LL144", 0, "play", "home:0")
    b.add("PR12", 0, "hand")
    g = shipped_game(b)
    answer(g, f"act|{first}|")
    answer(g, f"discard:{second}:discarded_card_to_deck_top")
    assert zone_codes(g, 0, "deck")[-1] == "PR12"
    line = next(entry.text for entry in g.log if "instead of discarding it" in entry.text)
    assert line.endswith(f"(by the text of {g.name(second)})"), line


def test_ll144_pinkie_sense_activated_with_an_empty_hand_says_nothing_happens():
    """P0 exhausts Pinkie Sense "to discard a card" with no card in hand: the cost is paid
    (703.1d) and the instruction finds nothing. The log went from "becomes exhausted" to the
    next line as if the text were still to come; it says nothing happened and why (no card in
    hand, 410.3), its cost left out of the quote."""
    b = Board()
    b.players[0] = {"tokens": 4}
    pinkie = b.add("LL144", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"act|{pinkie}|")
    assert g.card(pinkie)["exhausted"] and g.pending().kind == "priority"
    lines = [entry.text for entry in g.log]
    at = lines.index(f"{g.name(pinkie)} becomes exhausted")
    assert lines[at + 1] == \
        f"Nothing happens: “Discard a card” is not done: P0 has no card in hand (by the text of {g.name(pinkie)})"


def _yearling_discards_two(first: str, second: str) -> tuple:
    """CN191 A. K. Yearling ("Main Phase: Exhaust this card to draw 2 cards, then discard 2
    cards.") with P0's LL144 Pinkie Sense in play ("If you would discard a card, you may put
    that card on top of your deck instead"): P0 chooses `first` then `second` of their hand
    (PR36 Emerald Green, PR12 Apple Brown Betty) at once; the replacement questions asked, in
    the order they come (each answered "discard it")."""
    b = Board()
    yearling = b.add("CN191", 0, "play", "home:0")
    b.add("LL144", 0, "play", "home:0")
    hand = {"PR36": b.add("PR36", 0, "hand"), "PR12": b.add("PR12", 0, "hand")}
    g = shipped_game(b)
    answer(g, f"act|{yearling}|")
    assert g.pending().kind == "discard"
    answer(g, f"card:{hand[first]}", f"card:{hand[second]}")
    asked = []
    while g.pending().kind == "replacement":
        asked.append(g.pending().prompt)
        answer(g, "none")
    return g, asked


def test_ll144_pinkie_sense_asks_about_cards_discarded_together_in_the_order_they_were_chosen():
    """CR 3.4 710.5 gives the discarding player the choice among replacements of one card's
    discard, not the order of the cards: each card's question comes in the order the cards
    were chosen, whichever order the hand holds them in."""
    for first, second in (("PR36", "PR12"), ("PR12", "PR36")):
        g, asked = _yearling_discards_two(first, second)
        names = [default_library().find(code).title for code in (first, second)]
        assert len(asked) == 2 and names[0] in asked[0] and names[1] in asked[1], asked
        assert sorted(zone_codes(g, 0, "discard")) == ["PR12", "PR36"]


def test_ll22_smolder_is_discarded_instead_of_another_card_an_opponent_forces_out():
    b, event, (smolder, other) = _forced_discard_board("LL22", "PR20")
    g = shipped_game(b)
    _force_a_discard(g, event)
    answer(g, f"card:{other}")
    answer(g, option_with(g, "discard this card instead"))
    assert zone_codes(g, 1, "discard") == ["LL22"] and zone_codes(g, 1, "hand") == ["PR20"]
    # the card Smolder stood in for stays in the hand: the log does not name it (404.1)
    assert f"710.1: P1 would discard a card: Smolder, Protective Little Sister #{smolder} replaces it" in log_text(g)
    assert default_library().find("PR20").title not in log_text(g)


def test_ll22_smolder_discarded_instead_is_asked_about_after_the_card_it_replaces():
    """Smolder is discarded in another card's place while P1's Pinkie Sense is in play: its own
    discard is asked about as that replacement is carried out (710.3: not by Smolder again),
    and the card it replaced stays in the hand."""
    b, event, (_smolder, other) = _forced_discard_board("LL22", "PR20")
    b.add("LL144", 1, "play", "home:1")
    g = shipped_game(b)
    _force_a_discard(g, event)
    answer(g, f"card:{other}")
    answer(g, option_with(g, "discard this card instead"))
    assert g.pending().kind == "replacement" and "Smolder" in g.pending().prompt
    assert [k for k in keys(g) if k != "none"] == [option_with(g, "on top of your deck")]
    answer(g, "none")
    assert zone_codes(g, 1, "discard") == ["LL22"] and zone_codes(g, 1, "hand") == ["PR20"]


def test_ll22_two_smolders_the_first_is_not_offered_again_for_the_second_it_stood_in_for():
    """P1 holds two Smolders and Sweetie Sunrise; P0's Apples to the Core forces a discard.
    Smolder #1 stands in for Sweetie Sunrise, Smolder #2 for Smolder #1; the discard of Smolder #2
    replaces one Smolder #1 already replaced (710.3: not by that modifier again), so it is not
    offered, and Smolder #2 goes: no question going round the two Smolders for ever."""
    b, event, (first, second, other) = _forced_discard_board("LL22", "LL22", "PR20")
    g = shipped_game(b)
    _force_a_discard(g, event)
    answer(g, f"card:{other}")
    answer(g, next(k for k in keys(g) if k.startswith(f"discard:{first}:")))  # Smolder #1 stands in
    assert f"P1 would discard Smolder, Protective Little Sister #{first}" in g.pending().prompt
    answer(g, next(k for k in keys(g) if k.startswith(f"discard:{second}:")))  # Smolder #2 stands in
    assert g.pending().kind != "replacement"
    assert zone_codes(g, 1, "discard") == ["LL22"] and sorted(zone_codes(g, 1, "hand")) == ["LL22", "PR20"]
    assert first in g.s["players"][1]["hand"]


def test_ll22_smolder_leaves_the_card_to_be_discarded_when_declined():
    b, event, (_smolder, other) = _forced_discard_board("LL22", "PR20")
    g = shipped_game(b)
    _force_a_discard(g, event)
    answer(g, f"card:{other}")
    answer(g, "none")
    assert zone_codes(g, 1, "discard") == ["PR20"] and zone_codes(g, 1, "hand") == ["LL22"]


def test_ll22_smolder_put_into_the_discard_pile_from_play_makes_an_opponent_discard():
    b = Board()
    smolder = b.add("LL22", 0, "play", "home:0")
    mine = b.add("PR12", 0, "hand")
    b.add("PR20", 1, "hand")
    g = shipped_game(b)
    g.dismiss(smolder)
    answer(g, "pass")
    assert zone_codes(g, 0, "discard") == ["LL22"]
    assert zone_codes(g, 1, "discard") == ["PR20"]  # the opponent discards
    assert mine in g.s["players"][0]["hand"]  # not its owner


def test_ff134_somnambula_pillar_of_hope_names_a_type_and_draws_when_an_opponent_draws_one():
    b = Board()
    b.players[0] = {"tokens": 6}
    b.add("PR36", 0, "play", "home:0")  # (4 pink are required)
    b.add("PR36", 0, "play", "home:0")
    somnambula = b.add("FF134", 0, "hand")
    b.add("PR100", 1, "deck")  # P1's top card: an Event, then Friends (the filler)
    g = shipped_game(b)
    answer(g, f"play|{somnambula}|home:0")
    settle(g, until=lambda g: g.pending().kind == "name")
    assert "type:friend" in keys(g) and "type:event" in keys(g)
    answer(g, "type:friend")
    settle(g, "pass", until=lambda g: g.pending().kind == "priority" and g.pending().player == 0)
    mine = len(g.s["players"][0]["hand"])
    g.draw(1, 1)  # an Event: not the named type
    assert "PR100" in zone_codes(g, 1, "hand") and g.s["waiting"] == []
    g.draw(0, 1)  # P0's own draw: not an opponent's
    assert g.s["waiting"] == []
    g.draw(1, 1)  # a Friend
    assert len(g.s["waiting"]) == 1
    answer(g, "pass")  # (the triggered ability resolves before the next priority)
    assert g.pending().kind == "may" and g.pending().player == 0  # "you may"
    answer(g, "yes")
    assert len(g.s["players"][0]["hand"]) == mine + 2


def test_ll41_zecora_curative_cache_banishes_cards_face_down_draws_as_many_and_plays_them():
    b = Board()
    b.players[0] = {"tokens": 9}
    b.add("PR60", 0, "play", "home:0")  # (4 purple are required)
    b.add("PR60", 0, "play", "home:0")
    zecora = b.add("LL41", 0, "hand")
    first = b.add("PR20", 0, "hand")
    second = b.add("PR12", 0, "hand")
    kept = b.add("PR33", 0, "hand")
    g = shipped_game(b)
    deck = len(g.s["players"][0]["deck"])
    answer(g, f"play|{zecora}|home:0")
    settle(g, until=lambda g: g.pending().kind == "target")
    decision = g.pending()
    assert decision.min == 0 and decision.max == 3  # up to 4: the three cards left in hand
    answer(g, f"card:{first}", f"card:{second}")
    banished = g.s["players"][0]["banished"]
    assert sorted(zone_codes(g, 0, "banished")) == ["PR12", "PR20"]
    assert all(g.card(i)["face_down"] for i in banished)
    assert len(g.s["players"][0]["deck"]) == deck - 2  # as many drawn
    assert kept in g.s["players"][0]["hand"] and len(g.s["players"][0]["hand"]) == 3
    settle(g, "pass", until=lambda g: g.pending().kind == "priority" and g.pending().player == 0)
    twenty = next(i for i in banished if g.spec(i).code == "PR20")
    assert _plays(g, twenty)  # played as though in the hand
    answer(g, f"play|{twenty}|home:0")
    settle(g, "pass", until=lambda g: g.pending().kind == "priority" and g.pending().player == 0)
    assert "PR20" in [g.spec(i).code for i in g.characters_at("home:0", 0)]
    other = g.s["players"][0]["banished"][0]
    assert _plays(g, other)
    # with no Zecora, Curative Cache in play, the permission is gone
    g.dismiss(next(i for i in g.s["play"] if g.spec(i).code == "LL41"))
    assert entering.playable_elsewhere(g, 0) == []


def test_ll41_zecora_curative_cache_keeps_the_cards_it_banishes_face_down_out_of_the_log():
    """A judge's board: Zecora, Curative Cache banishes Sweetie Sunrise face-down from P0's
    hand. A face-down card is hidden from the opponent (404.1; the banished zone is public,
    407.1, but the text puts it there face-down): the log says how many cards P0 banished and
    by whose text, never which."""
    b = Board()
    b.players[0] = {"tokens": 9}
    b.add("PR60", 0, "play", "home:0")  # (4 purple are required)
    b.add("PR60", 0, "play", "home:0")
    zecora = b.add("LL41", 0, "hand")
    hidden = b.add("PR20", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{zecora}|home:0")
    settle(g, until=lambda g: g.pending().kind == "target")
    answer(g, f"card:{hidden}")
    assert zone_codes(g, 0, "banished") == ["PR20"]
    log = log_text(g)
    assert "Sweetie Sunrise" not in log
    assert "P0 banishes 1 card from their hand face-down (by the text of Zecora, Curative Cache" in log


def test_ll41_zecora_curative_cache_may_banish_nothing():
    b = Board()
    b.players[0] = {"tokens": 9}
    b.add("PR60", 0, "play", "home:0")
    b.add("PR60", 0, "play", "home:0")
    zecora = b.add("LL41", 0, "hand")
    b.add("PR20", 0, "hand")
    g = shipped_game(b)
    deck = len(g.s["players"][0]["deck"])
    answer(g, f"play|{zecora}|home:0")
    settle(g, until=lambda g: g.pending().kind == "target")
    g.submit([])
    assert zone_codes(g, 0, "banished") == [] and len(g.s["players"][0]["deck"]) == deck
    assert zone_codes(g, 0, "hand") == ["PR20"]


def test_ff114_star_swirls_journal_banishes_a_card_then_retires_to_play_it_without_its_cost():
    b = Board()
    b.players[0] = {"tokens": 1}  # the Journal's cost: none left for the card it banishes
    b.add("PR60", 0, "play", "home:0")  # (2 purple are required)
    journal = b.add("FF114", 0, "hand")
    kept = b.add("PR12", 0, "hand")
    also = b.add("PR33", 0, "hand")
    g = shipped_game(b)
    deck = len(g.s["players"][0]["deck"])
    answer(g, f"play|{journal}|home:0")
    settle(g, until=lambda g: g.pending().kind == "target")
    assert len(g.s["players"][0]["deck"]) == deck - 1  # drew a card first
    in_play = next(i for i in g.s["play"] if g.spec(i).code == "FF114")
    g.card(in_play)["counters"]["study"] = 3  # (as three turns later)
    g.counters_changed()
    answer(g, f"card:{kept}")
    assert zone_codes(g, 0, "banished") == ["PR12"] and also in g.s["players"][0]["hand"]
    settle(g, "pass", until=lambda g: g.pending().kind == "priority" and g.pending().player == 0)
    banished = g.s["players"][0]["banished"][0]
    assert not _plays(g, banished)  # not before the Journal is retired
    answer(g, f"act|{in_play}|")
    settle(g, "pass", until=lambda g: g.pending().kind == "priority" and g.pending().player == 0)
    assert "FF114" in zone_codes(g, 0, "discard")
    assert g.s["players"][0]["tokens"] == 0 and _plays(g, banished)  # no action token needed
    answer(g, f"play|{banished}|home:0")
    assert "PR12" in [g.spec(i).code for i in g.characters_at("home:0", 0)]
    assert g.s["players"][0]["tokens"] == 0


def test_ff115_the_fire_of_friendship_reduces_its_controllers_requirements_by_the_chosen_color():
    b = Board()
    b.players[0] = {"tokens": 4}
    fire = b.add("FF115", 0, "hand")
    badge = b.add("PR140", 0, "hand")  # Lead Pony Badge: 2 blue required, P0 has no blue
    theirs = b.add("PR140", 1, "hand")
    g = shipped_game(b)
    assert not _plays(g, badge)
    answer(g, f"play|{fire}|")
    settle(g, until=lambda g: g.pending().kind != "priority")
    answer(g, option_with(g, "blue"))
    settle(g, "pass", until=lambda g: g.pending().kind == "priority" and g.pending().player == 0)
    assert _plays(g, badge)  # 2 blue less: nothing left to require
    assert power.PowerByColor(g, 1).covers(g.spec(theirs).reqs) is False  # the opponent's cards: not theirs


def test_ff115_the_fire_of_friendship_enters_play_from_the_hand_instead_of_a_discard():
    b = Board()
    b.players[0] = {"tokens": 4}
    pinkie = b.add("LL144", 0, "play", "home:0")  # "Immediate: Exhaust this card to discard a card."
    fire = b.add("FF115", 0, "hand")
    other = b.add("PR20", 0, "hand")
    g = shipped_game(b)
    answer(g, f"act|{pinkie}|")
    answer(g, f"card:{other}")
    assert f"discard:{fire}:into_play_instead_of_a_discard" in keys(g)  # with Pinkie Sense's own (710.5)
    answer(g, f"discard:{fire}:")
    settle(g, until=lambda g: g.pending().kind != "area")
    assert "FF115" in [g.spec(i).code for i in g.s["play"]]
    assert other in g.s["players"][0]["hand"] and zone_codes(g, 0, "discard") == []


def test_ff136_mistmane_pillar_of_beauty_lets_each_player_take_a_card_back_and_scores_for_each():
    b = Board()
    b.players[0] = {"tokens": 4, "score": 1}
    b.add("PR79", 0, "play", "home:0")  # (2 white are required)
    mistmane = b.add("FF136", 0, "hand")
    mine = b.add("PR20", 0, "discard")
    theirs = b.add("PR33", 1, "discard")
    g = shipped_game(b)
    answer(g, f"play|{mistmane}|home:0")
    settle(g, until=lambda g: g.pending().kind == "may")
    assert g.pending().player == 0
    answer(g, f"card:{mine}")
    assert g.pending().player == 1 and "none" in keys(g)  # the opponent may too
    answer(g, f"card:{theirs}")
    assert "PR20" in zone_codes(g, 0, "hand") and "PR33" in zone_codes(g, 1, "hand")
    assert g.s["players"][0]["score"] == 3 and g.s["players"][1]["score"] == 0  # a point for each card


def test_ff136_mistmane_pillar_of_beauty_declined_by_the_opponent_scores_one():
    b = Board()
    b.players[0] = {"tokens": 4}
    b.add("PR79", 0, "play", "home:0")
    mistmane = b.add("FF136", 0, "hand")
    mine = b.add("PR20", 0, "discard")
    b.add("PR33", 1, "discard")
    g = shipped_game(b)
    answer(g, f"play|{mistmane}|home:0")
    settle(g, until=lambda g: g.pending().kind == "may")
    answer(g, f"card:{mine}")
    answer(g, "none")
    assert zone_codes(g, 1, "discard") == ["PR33"] and g.s["players"][0]["score"] == 1


def test_ff136_mistmane_pillar_of_beauty_from_the_discard_pile_returns_to_hand_and_mills_each_deck():
    b = Board()
    b.players[0] = {"tokens": 3}
    mistmane = b.add("FF136", 0, "discard")
    g = shipped_game(b)
    decks = [len(g.s["players"][p]["deck"]) for p in (0, 1)]
    act = next(k for k in keys(g) if k.startswith(f"act|{mistmane}|"))
    answer(g, act)
    settle(g, "pass", until=lambda g: g.pending().kind == "priority" and g.pending().player == 0)
    assert "FF136" in zone_codes(g, 0, "hand") and g.s["players"][0]["tokens"] == 1
    assert [len(g.s["players"][p]["deck"]) for p in (0, 1)] == [decks[0] - 3, decks[1] - 3]
    assert zone_codes(g, 0, "discard") == ["PR20"] * 3 and zone_codes(g, 1, "discard") == ["PR20"] * 3
    # in the hand it is not offered (only from the discard pile)
    assert not any(k.startswith("act|") for k in keys(g))


def test_ff136_mistmane_pillar_of_beauty_is_not_offered_from_the_discard_pile_without_its_cost():
    b = Board()
    b.players[0] = {"tokens": 1}
    mistmane = b.add("FF136", 0, "discard")
    g = shipped_game(b)
    assert not any(k.startswith(f"act|{mistmane}|") for k in keys(g))


def test_cn25_applejack_element_of_honesty_is_decided_before_the_forcing_text_goes_on():
    """Apples to the Core: "an opponent discards a card and you draw a card": the replacement of
    the discard (710.5) is decided before the draw that follows it."""
    b, event, _ = _forced_discard_board("CN25")
    g = shipped_game(b)
    hand = len(g.s["players"][0]["hand"])
    _force_a_discard(g, event)  # (Applejack is the only card: discarded without a choice)
    assert g.pending().kind == "replacement"
    assert len(g.s["players"][0]["hand"]) == hand - 1  # (the Event played; nothing drawn yet)
    answer(g, "none")
    assert zone_codes(g, 1, "discard") == ["CN25"] and len(g.s["players"][0]["hand"]) == hand


def test_cs2_princess_luna_replaces_a_draw_before_the_text_that_drew_goes_on():
    """Tank, Burrower: "you may draw a card and discard a card": the draw is replaced (710.5)
    before the discard is chosen, so the card kept is chosen knowing the draw did not happen."""
    b = Board()
    b.players[0] = {"tokens": 6}
    b.add("CS2", 0, "play", "home:0")
    friend = b.add("PR12", 0, "play", "home:0")
    tank = b.add("EO21", 0, "hand")
    b.add("PR33", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{tank}|home:0")
    answer(g, "yes")
    assert g.pending().kind == "replacement"  # asked first: nothing discarded yet
    assert zone_codes(g, 0, "discard") == []
    answer(g, option_with(g, "Princess Luna"))
    answer(g, f"card:{friend}")
    settle(g, "pass", until=lambda g: g.pending().kind == "priority" and g.pending().player == 0)
    assert zone_codes(g, 0, "discard") == ["PR33"] and zone_codes(g, 0, "hand") == []  # nothing drawn
    assert g.s["players"][0]["tokens"] == 6 - 2 + 1


def test_ff114_star_swirls_journal_banished_instead_of_retired_does_not_let_the_card_be_played():
    """CR 3.4 710.1: HM74 Hoity Toity ("If a card would enter your discard pile from play,
    banish it instead") sends the Journal to the banished zone, so it was not retired (410.2)
    and its "if you do" does not happen: the card it banished can't be played from there."""
    b = Board()
    b.players[0] = {"tokens": 1}
    b.add("PR60", 0, "play", "home:0")
    b.add("HM74", 0, "play", "home:0")
    journal = b.add("FF114", 0, "hand")
    kept = b.add("PR12", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{journal}|home:0")
    settle(g, until=lambda g: g.pending().kind == "target")
    in_play = next(i for i in g.s["play"] if g.spec(i).code == "FF114")
    g.card(in_play)["counters"]["study"] = 3
    g.counters_changed()
    answer(g, f"card:{kept}")
    settle(g, "pass", until=lambda g: g.pending().kind == "priority" and g.pending().player == 0)
    banished = g.s["players"][0]["banished"][0]
    answer(g, f"act|{in_play}|")
    settle(g, "pass", until=lambda g: g.pending().kind == "priority" and g.pending().player == 0)
    assert in_play not in g.s["cards"] and sorted(zone_codes(g, 0, "banished")) == ["FF114", "PR12"]
    assert not _plays(g, banished)
    assert "without paying its cost" not in log_text(g)

def test_ff114_star_swirls_journal_waives_the_cost_but_not_princess_cadances_increase():
    """Star Swirl's Journal (FF114) "play the banished card without paying its cost" waives that
    card's own cost (204.1); Princess Cadance, Family Matters (FF138) "Opponents pay +[2] to play
    Events" is another card's increase, part of the action's costs (705.2c), which no rule
    waives: P0 pays 2 for the banished Getting Hooves Dirty (PR96, cost 1)."""
    b = Board()
    b.players[0] = {"tokens": 3}  # 1 for the Journal, 2 for Princess Cadance's increase
    b.add("PR60", 0, "play", "home:0")  # (2 purple are required)
    b.add("PR36", 0, "play", "home:0")  # a character for Getting Hooves Dirty to choose
    b.add("FF138", 1, "play", "home:1")
    g, banished = journal_lets_play(b, b.add("PR96", 0, "hand"))
    assert g.s["players"][0]["tokens"] == 2
    answer(g, f"play|{banished}|event")
    assert g.s["players"][0]["tokens"] == 0
    assert "705.2d: P0 pays 2 action tokens" in log_text(g)


def test_ff114_a_friend_played_without_paying_its_cost_leaves_dj_pon_3_nothing_to_take_from_an_increase():
    """DJ Pon-3, Feel the Beat's (SB29) "pay [1] less for your next Friend this turn, to a
    minimum of [1]" is read against the cost actually paid (705.2c): for Apple Brown Betty
    (PR36, printed cost 3) played by Star Swirl's Journal (FF114) "without paying its cost",
    that is 0 (204.1 waived) plus Davenport, Mattress Salespony's (EO107) "Opponents pay +[1] to
    play Friends with at least 3 printed power": 1, which the discount can't take below 1. Its
    printed 3 no longer lets the discount take Davenport's increase away."""
    b = Board()
    b.players[0] = {"tokens": 6}
    b.add("PR60", 0, "play", "home:0")  # (2 purple for the Journal)
    b.add("PR36", 0, "play", "home:0")  # (pink for Betty)
    b.add("SB29", 0, "play", "home:0")
    pony = b.add("PR12", 0, "play", "home:0")
    b.add("EO107", 1, "play", "home:1")
    g, betty = journal_lets_play(b, b.add("PR36", 0, "hand"))
    answer(g, f"move|{pony}|problem:1")
    answer(g, "yes")
    assert power.play_cost(g, 0, betty, "home:0", None) == 1


def test_sb29_dj_pon_3_s_next_friend_discount_is_spent_by_a_friend_played_without_paying_its_cost():
    """DJ Pon-3, Feel the Beat (SB29): "you may pay [1] less for your next Friend this turn, to a
    minimum of [1]". Apple Brown Betty (PR36) played by Star Swirl's Journal (FF114) "without
    paying its cost", with no increase, costs 0 (204.1), which the discount can't lower; but
    she is the next Friend P0 plays, so the discount is spent by her (as "your first Friend each
    turn" is the first one even when it saves nothing): the Friend played after her costs its
    printed cost."""
    b = Board()
    b.players[0] = {"tokens": 9}
    b.add("PR60", 0, "play", "home:0")  # (2 purple for the Journal)
    b.add("PR36", 0, "play", "home:0")  # (pink for Betty)
    b.add("SB29", 0, "play", "home:0")
    pony = b.add("PR12", 0, "play", "home:0")
    later = b.add("PR36", 0, "hand")
    g, betty = journal_lets_play(b, b.add("PR36", 0, "hand"))
    answer(g, f"move|{pony}|problem:1")
    answer(g, "yes")
    printed = g.spec(later).cost
    assert power.play_cost(g, 0, betty, "home:0", None) == 0
    assert power.play_cost(g, 0, later, "home:0", None) == printed - 1
    answer(g, f"play|{betty}|home:0")
    settle(g, "pass", until=lambda g: g.pending().kind == "priority" and g.pending().player == 0)
    assert betty not in g.s["players"][0]["banished"]
    assert power.play_cost(g, 0, later, "home:0", None) == printed
