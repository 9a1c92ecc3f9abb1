"""Equestrian Odysseys commons and uncommons a judge played on boards of their own, where what
the engine did differed from the printed text read by the comprehensive rules: each test names
the card and the rule, on the judge's board."""

from __future__ import annotations

from engine.mlp.state.game import MlpGame
from engine.mlp.values import power
from tests.engine.card_play import FILLERS, rich_board, tokens_of
from tests.engine.helpers import Board, answer, keys, log_text, shipped_game, zone_codes

SCOPE = "EO136"  # Scope Things Out: "Draw 4 cards, then put 3 cards from your hand on the top of your deck."


def _scope_board(*mine: str) -> tuple[Board, dict[str, int], int]:
    """P0 in their Main Phase with these cards at home, purple power for Scope Things Out's
    requirement and Scope Things Out in hand: the board, the cards' ids and the Event."""
    b = Board()
    b.players[0] = {"tokens": 5}
    for _ in range(2):
        b.add("PR60", 0, "play", "home:0")
    ids = {code: b.add(code, 0, "play", "home:0") for code in mine}
    return b, ids, b.add(SCOPE, 0, "hand")


def _scope_things_out(b: Board, event: int, may: str = "no") -> tuple[MlpGame, list[str]]:
    """P0 plays Scope Things Out, puts three of the cards drawn on top of their deck and
    answers every "may" question of the triggered effects with `may` (the other questions
    with their first options): the game and the "may" questions asked."""
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    for _ in range(3):
        answer(g, keys(g)[0])
    asked = []
    while g.pending().kind != "priority":
        d = g.pending()
        if d.kind == "may":
            asked.append(d.prompt)
        answer(g, may if d.kind == "may" else keys(g)[0])
    return g, asked


def test_eo54_mayor_mare_gets_one_power_for_each_card_put_on_top_of_your_deck():
    """Mayor Mare, Vote of Confidence: "When you put a card on top of your deck, this card gets
    +1 power until the end of the turn." Scope Things Out puts 3 cards there: three instances
    of the trigger condition, so it triggers three times (704.1b), +3 in all."""
    b, ids, event = _scope_board("EO54")
    mayor = ids["EO54"]
    printed = power.power(shipped_game(b), mayor)
    g, _ = _scope_things_out(b, event)
    assert power.power(g, mayor) == printed + 3


def test_sb92_petting_zoo_triggers_once_for_cards_put_on_top_of_your_deck_at_once():
    """Twilight Sparkle & Fluttershy, Petting Zoo: "When you put one or more cards on top of
    your deck, you may exhaust this card to put a 1 [Kindness] Critter Friend token into
    play." The three cards of Scope Things Out are one instance of "one or more cards"
    (704.1b), unlike "a card": it asks once."""
    b, _, event = _scope_board("SB92")
    g, asked = _scope_things_out(b, event, may="yes")
    assert len(asked) == 1 and asked[0].startswith("Twilight Sparkle & Fluttershy, Petting Zoo #")
    assert len(tokens_of(g, 0)) == 1


def test_eo103_bulk_biceps_asks_which_card_goes_from_the_discard_pile_into_the_hand():
    """Bulk Biceps, Extra Strong Masseuse: "When this card leaves play, put a card from your
    discard pile into your hand." The question says what the card chosen is for, in the
    card's words, not only "Choose a card"; Bulk Biceps itself, in the discard pile by
    now, is one of the cards offered (410.1)."""
    b = rich_board()
    biceps = b.add("EO103", 0, "play", "problem:1")
    kept = [b.add(code, 0, "discard") for code in ("PR12", "PR33")]
    tones = b.add("EO135", 0, "hand")  # Rolling Tones: "Dismiss a Friend."
    g = shipped_game(b)
    answer(g, f"play|{tones}|event")
    answer(g, f"card:{biceps}")
    d = g.pending()
    assert d.player == 0 and d.prompt == ("Bulk Biceps, Extra Strong Masseuse: Put which card from your discard "
                                          "pile into your hand?")
    assert {f"card:{i}" for i in kept} < set(keys(g)) and len(keys(g)) == 4  # and Bulk Biceps, Rolling Tones
    answer(g, f"card:{kept[1]}")
    assert zone_codes(g, 0, "hand") == ["PR33"]


def test_eo76_sweetie_belle_asks_which_accessory_goes_into_the_hand():
    """Sweetie Belle, Just a Snag: "When this card enters play, you may put an Accessory from
    your discard pile into your hand." With two Accessories there, the question names what
    is chosen and what for, as printed ("Accessory")."""
    b = rich_board()
    hats = [b.add("PR139", 0, "discard") for _ in range(2)]  # Hard Hat, an Accessory
    b.add("PR36", 0, "discard")
    belle = b.add("EO76", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{belle}|home:0")
    answer(g, "yes")
    d = g.pending()
    assert d.prompt.startswith("Sweetie Belle, Just a Snag #")
    assert d.prompt.endswith(": Put which Accessory from your discard pile into your hand?")
    assert sorted(keys(g)) == sorted(f"card:{i}" for i in hats)


def test_eo190_jailbreak_leads_its_ready_phase_question_with_its_name():
    """Jailbreak!: "During the Ready Phase, players can't ready more than one character
    here." The turn player choosing the one that readies (603.1) is asked by Jailbreak!, in
    its word "here", as every question of a card's text leads with that card."""
    b = Board(problems=("EO190", "PR190"))
    there = [b.add(code, 0, "play", "problem:0", exhausted=True) for code in ("PR20", "PR12")]
    g = shipped_game(b, phase="ready", step="ready")
    d = g.pending()
    assert d.player == 0 and d.prompt == f"Jailbreak! #{b.problem[0]}: Only one character here readies: which one? (603.1)"
    assert sorted(keys(g)) == sorted(f"card:{i}" for i in there)


def test_eo136_scope_things_out_counts_the_cards_it_asks_for_one_at_a_time():
    """Scope Things Out: "Draw 4 cards, then put 3 cards from your hand on the top of your
    deck." The three cards are chosen one at a time (the last one is the top card), and each
    question says which of the three it asks for (705.2e)."""
    b, _, event = _scope_board()
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    asked = []
    while g.pending().kind == "target":
        asked.append(g.pending().prompt.split(": ", 1)[1])
        answer(g, keys(g)[0])
    assert asked == [f"Put which card from your hand on top of your deck ({n} of 3)?" for n in (1, 2, 3)]


def test_eo13_lightning_dust_asks_its_cost_in_its_printed_words():
    """Lightning Dust, Ruthless Racer: "Main Phase: Retire another Friend to move this card."
    The cost (707.2a: the text before "to") is asked in the card's words, saying what is
    retired and what for, not "Retire which card to pay for this card?"; only Friends of
    its player other than Lightning Dust are offered (410.2: players retire only their own
    cards)."""
    b = rich_board()
    dust = b.add("EO13", 0, "play", "home:0")
    b.add("PR36", 1, "play", "home:1")  # an opponent's Friend: not theirs to retire
    g = shipped_game(b)
    answer(g, f"act|{dust}|")
    d = g.pending()
    assert d.kind == "cost" and d.prompt == f"Lightning Dust, Ruthless Racer #{dust}: Retire which other Friend to move this card?"
    assert sorted(keys(g)) == sorted(f"card:{c['iid']}" for c in b.cards if c["card"] in FILLERS and c["owner"] == 0)


def test_eo92_sunshower_tells_face_down_troublemakers_apart_by_where_they_are():
    """Sunshower, Storm Spotter: "When this card enters play, you may look at a face-down
    Troublemaker." Face-down Troublemakers have no name (505.1d.i): the question offers each
    with where it is, and the log says which one was looked at, not what it is: only P0
    learns that, and the log names no hidden card (a hand looked at is counted likewise)."""
    b = rich_board()
    theirs = b.add("PR157", 1, "play", "problem:1", face_down=True)  # Purple Parasprite
    mine = b.add("EO171", 0, "play", "problem:0", face_down=True)  # Arimaspi, Ancient Terror
    sunshower = b.add("EO92", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{sunshower}|home:0")
    answer(g, "yes")
    d = g.pending()
    assert d.prompt.endswith(": Look at which face-down Troublemaker?")
    assert {o.key: o.label for o in d.options} == {
        f"card:{theirs}": f"face-down Troublemaker #{theirs} at problem:1",
        f"card:{mine}": f"face-down Troublemaker #{mine} at problem:0"}
    answer(g, f"card:{theirs}")
    assert g.as_written(f"P0 looks at face-down Troublemaker #{theirs} at problem:1 (by the text of ") in log_text(g)
    assert "Purple Parasprite" not in log_text(g)


def test_eo173_double_diamond_is_named_where_it_stops_a_draw():
    """Double Diamond, Starlight's Lackey: "While a player has at least 4 cards in their hand,
    that player can't draw cards during the Main Phase." Toe-Tapper's "draw 3 cards" with 2
    cards in hand draws 2, then stops (104.2: "can't" wins); the log names the card whose
    text stops it, as a judge reading it asks which card that is."""
    b = rich_board()
    diamond = b.add("EO173", 1, "play", "problem:0")
    for _ in range(2):
        b.add("PR20", 0, "hand")
    tapper = b.add("EO101", 0, "hand")  # Toe-Tapper, Tenor: "you may draw 3 cards, then discard 1"
    g = shipped_game(b)
    answer(g, f"play|{tapper}|home:0")
    answer(g, "yes")
    assert len(g.s["players"][0]["hand"]) == 4
    assert (f"104.2: P0 can't draw cards now (by the text of Double Diamond, Starlight's Lackey #{diamond})"
            in log_text(g).splitlines())


def test_eo141_a_stern_talking_to_asks_in_sentences_each_starting_with_a_capital():
    """A Stern Talking-To: "If a Troublemaker would be uncovered here, you may retire this card
    instead." Its player is asked as the face-down Troublemaker would be uncovered (710.1);
    the question's sentences each start with a capital, the face-down card's too."""
    b = Board()
    b.players[1] = {"tokens": 0}
    talking_to = b.add("EO141", 0, "play", "problem:1", host=b.problem[1])
    hidden = b.add("PR157", 1, "play", "problem:1", face_down=True)
    g = shipped_game(b, turn_player=1, phase="troublemaker", step="uncover")
    d = g.pending()
    assert d.player == 0 and d.prompt == (
        f"A Stern Talking-To #{talking_to}: Face-down Troublemaker #{hidden} would be uncovered. If a Troublemaker "
        "would be uncovered here, you may retire this card instead. Use this replacement? (710.1)")
    answer(g, "yes")
    assert g.card(hidden)["face_down"] and talking_to not in g.s["play"]
