"""Cards of the middle sets (Equestrian Odysseys, High Magic, Marks in Time) and the promos a
judge played at the command line, where what a player was asked or told was wrong or unclear:
each on the judge's board, checking the words a person reads and what happens."""

from __future__ import annotations

import re

from tests.engine.card_play import TROUBLEMAKER, rich_board
from tests.engine.helpers import (
    Board,
    answer,
    keys,
    log_text,
    option_with,
    shipped_game,
    zone_codes,
)

# ----- a "may" in text read in parts asks in the card's own words (712.3) -----------------


def test_hm47_fancy_pants_asks_in_its_printed_words_which_card_may_do_what():
    """"When you play this card, you may put a Friend with cost 2 or less from your discard
    pile into play.": the question names the card and quotes the instruction, not a name the
    program gives the instruction."""
    b = rich_board()
    fancy = b.add("HM47", 0, "hand")
    b.add("HM28", 0, "discard")  # Minuette, Making Friends: cost 2
    g = shipped_game(b)
    answer(g, f"play|{fancy}|home:0")
    d = g.pending()
    assert d.kind == "may" and d.player == 0
    entered = next(i for i in g.s["play"] if g.spec(i).code == "HM47")
    assert d.prompt == (f"Fancy Pants, Respected Aristocrat #{entered}: Put a Friend with cost 2 or less from your "
                        "discard pile into play? (712.3)")


def test_hm28_minuette_asks_with_her_name_and_her_text():
    b = Board()
    b.players[0] = {"tokens": 9}
    minuette = b.add("HM28", 0, "play", "problem:0")
    b.add("PR36", 0, "play", "problem:0")
    friend = b.add("PR60", 0, "hand")
    for code in ("PR12", "PR33", "PR36", "PR60", "PR79", "PR81"):
        b.add(code, 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"play|{friend}|problem:0")
    d = g.pending()
    assert d.kind == "may"
    assert d.prompt.startswith(f"Minuette, Making Friends #{minuette}: Exhaust any number of your Friends here and "
                               "pay [1] for each Friend you exhaust")
    assert "tokens?" not in d.prompt.lower().split(":")[0]


def test_hm69_dr_hooves_asks_in_the_words_of_what_its_player_may_do():
    """"At the start of your Troublemaker Phase, you may turn over an opposing Troublemaker
    here. (...)": asked about the instruction its player may follow (712.3), not the whole
    text and "Do it?", nor by the name of a step ("Tm turn over")."""
    b = Board()
    hooves = b.add("HM69", 0, "play", "problem:0")
    b.add(TROUBLEMAKER, 1, "play", "problem:0", face_down=True)
    g = shipped_game(b, phase="ready", step="draw")
    d = g.pending()
    assert d.kind == "may"
    assert d.prompt == f"Dr. Hooves, All in Due Time #{hooves}: Turn over an opposing Troublemaker here? (712.3)"


def test_mt48_sweetie_belle_asks_naming_herself_when_a_friend_becomes_cutie_marked():
    """"When one of your Friends becomes Cutie Marked, you may pay [2] to score a point.": with
    Scootaloo asking too, the question says which card asks it."""
    b = Board()
    b.players[0] = {"tokens": 9}
    belle = b.add("MT48", 0, "play", "home:0")
    scootaloo = b.add("MT11", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"act|{scootaloo}|1")  # Main Phase: Pay [2] to Cutie Mark this card.
    answer(g, option_with(g, "Sweetie Belle"))  # her trigger first (511.7a)
    d = g.pending()
    assert d.kind == "may" and d.prompt == f"Sweetie Belle, Forever a Crusader #{belle}: Pay [2] to score a point? (712.3)"
    answer(g, "yes")
    assert g.s["players"][0]["score"] == 1


def test_cs7_tree_of_harmony_asks_which_friend_to_exhaust_to_pay_for_it():
    """"Main Phase: Exhaust this card and one of your Friends to put a Harmony counter on this
    card.": the cost's question says what is done to the card chosen and what for, in the card's
    words."""
    b = rich_board()
    tree = b.add("CS7", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"act|{tree}|1")
    d = g.pending()
    assert d.kind == "cost"
    assert d.prompt == (f"Tree of Harmony, Seeds of Friendship #{tree}: Exhaust which of your Friends to put a "
                        "Harmony counter on this card?")
    answer(g, keys(g)[0])
    assert g.s["cards"][tree]["counters"] == {"harmony": 1}


# ----- "+1 [Laughter] and +1 [Magic]": each amount said (708.2) -------------------------------


def test_rr5_its_elementary_says_both_amounts_of_power_it_gives():
    b = rich_board()
    elementary = b.add("RR5", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{elementary}|event")
    prompt = g.pending().prompt  # (led by the Event, as every question of a card's text)
    assert re.fullmatch(r"It's Elementary! #\d+: Which character gets \+1 pink and \+1 purple power\?", prompt), prompt
    answer(g, f"card:{b.mane[0]}")
    assert ("708.2: Twilight Sparkle, Faithful Student #1 gets +1 pink and +1 purple power until the end of the phase"
            in log_text(g))


# ----- Cutie Mark Vault's Cutie Mark counters are counters, apart from being cutie marked ------


def test_mt23_chancellor_puddinghead_may_remove_a_cutie_mark_counter_from_eo149_cutie_mark_vault():
    """"When this card enters play, you may remove a counter from a ready card.": the Vault's
    Cutie Mark counters are counters (519); Scootaloo's being cutie marked is not one, her
    +1 power counter is (Glossary: Cutie Mark)."""
    b = rich_board()
    vault = b.add("EO149", 0, "play", "home:0", counters={"cutie_mark_counter": 2})
    marked = b.add("MT11", 0, "play", "home:0", counters={"power": 1, "cutie_mark": 1})
    chancellor = b.add("MT23", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{chancellor}|home:0")
    answer(g, "yes")
    labels = {o.key: o.label for o in g.pending().options}
    assert labels == {f"counter:{vault}:cutie_mark_counter": f"a Cutie Mark counter on Cutie Mark Vault #{vault}",
                      f"counter:{marked}:power": f"a +1 power counter on Scootaloo, Forever a Crusader #{marked}"}
    answer(g, f"counter:{vault}:cutie_mark_counter")
    assert g.card(vault)["counters"] == {"cutie_mark_counter": 1}
    assert f"A Cutie Mark counter is removed from Cutie Mark Vault #{vault}" in log_text(g)


def test_eo149_cutie_mark_vault_says_cutie_mark_counter_in_the_log_and_is_not_cutie_marked():
    b = rich_board()
    vault = b.add("EO149", 0, "play", "home:0")
    event = b.add("HM92", 0, "hand")  # Pinkie the Party Planner: "... put a card from your hand on top of your deck"
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, "mode:2")
    answer(g, keys(g)[0])  # the card put on top of the deck
    answer(g, "yes")  # exhaust the Vault for a counter
    assert g.card(vault)["counters"] == {"cutie_mark_counter": 1}
    assert f"Cutie Mark Vault #{vault} gets a Cutie Mark counter (1 in all; by the text of " in log_text(g)


# ----- one instruction, several cards: the replacement's question names them all (710) --------


def test_eo151_defensive_position_names_every_friend_it_would_save_from_hm25_flitter():
    """Flitter, Flutterer: "When this card enters play, dismiss each opposing Friend here with
    printed power 1 or less."; Defensive Position: "If one or more of your Friends would be
    dismissed, you may pay [1] and exhaust this card instead. If you do, those Friends are not
    dismissed.": its player is asked once, about both Friends, and both stay."""
    b = rich_board()
    b.players[1] = {"tokens": 2}
    position = b.add("EO151", 1, "play", "home:1")
    first, second = b.add("PR20", 1, "play", "problem:0"), b.add("PR20", 1, "play", "problem:0")
    b.add("PR36", 1, "play", "problem:0")  # 3 printed power: not dismissed
    flitter = b.add("HM25", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{flitter}|problem:0")
    d = g.pending()
    assert d.kind == "replacement" and d.player == 1
    # (Defensive Position, the only replacement, leads the question, 710.1)
    assert d.prompt == (f"{g.name(position)}: Sweetie Sunrise, Early Riser #{first} would be dismissed; with it, "
                        f"by the same instruction: Sweetie Sunrise, Early Riser #{second} (710.1)")
    answer(g, f"instead:{position}:")
    assert g.pending().kind == "priority"
    assert g.card(first)["zone"] == g.card(second)["zone"] == "play" and g.card(position)["exhausted"]
    assert g.s["players"][1]["tokens"] == 1
    # each Friend kept, then whose text kept it (710.1)
    by = f"(by the text of Defensive Position #{position})"
    lines = log_text(g).splitlines()
    assert f"710.1: {g.name(first)} is not dismissed {by}" in lines
    assert f"710.1: {g.name(second)} is not dismissed {by}" in lines


def test_eo105_princess_cadance_search_names_her():
    """"When another one of your Friends enters your discard pile, you may exhaust this card to
    search your deck for a Friend with the same name and put that card into your hand.": the
    search says whose text it is, and what it is for."""
    b = rich_board()
    cadance = b.add("EO105", 0, "play", "home:0")
    betty = b.add("PR36", 0, "play", "problem:0")
    same = b.add("PR36", 0, "deck")
    event = b.add("HM92", 0, "hand")  # Pinkie the Party Planner: "Dismiss a Friend with 3 or more power"
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, "mode:0")
    answer(g, f"card:{betty}")
    answer(g, "yes")
    d = g.pending()
    assert d.kind == "search" and d.prompt == (f"Princess Cadance, Everlasting Love #{cadance}: "
                                               "Search your deck for Apple Brown Betty, Pastry Chef (518.1)")
    answer(g, f"card:{same}")
    assert zone_codes(g, 0, "hand") == ["PR36"]
