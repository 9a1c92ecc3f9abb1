"""Texts that answer events of their own: a card put on top of a deck ("When you put a card on
top of your deck"), a card becoming involved in a faceoff, a player losing action tokens; each
played on a judge's board.

Each test names its card's code and shows what the card's own wording does.
"""

from __future__ import annotations

import re

from engine.mlp.values import power
from tests.engine.card_play import (
    gala_board,
    problem_faceoff,
    rich_board,
    settle,
    start_challenge,
    tokens_of,
)
from tests.engine.helpers import (
    Board,
    answer,
    keys,
    log_text,
    option_with,
    shipped_game,
    zone_codes,
)

DELIVERY = "LL100"  # Same Day Delivery: "Immediate: Put this card on top of its owner's deck."


def _deck_top_board(*mine: str, tokens: int = 4, boosted: bool = False) -> tuple[Board, dict[str, int], int, int]:
    """P0 (Princess Twilight Sparkle, Ambassador of Friendship) with these cards at home, a
    Same Day Delivery in each player's hand and purple power to play it."""
    b = Board(manes=("EO5", "PR2"))
    if boosted:
        b.cards[b.mane[0] - 1]["boosted"] = True
    b.players = [{"tokens": tokens}, {"tokens": 1}]
    b.add("PR60", 0, "play", "home:0")
    b.add("PR60", 1, "play", "home:1")
    b.add("PR60", 1, "play", "home:1")
    ids = {code: b.add(code, 0, "play", "home:0") for code in mine}
    mine_delivery = b.add(DELIVERY, 0, "hand")
    theirs = b.add(DELIVERY, 1, "hand")
    return b, ids, mine_delivery, theirs


def _resolve(g, *mays: str) -> list[str]:
    """Process the waiting triggers in the order offered, answering their "may" questions
    with `mays` in turn ("no" once they run out), until a player has priority; the
    questions asked."""
    left = list(mays)
    asked = []
    while g.pending().kind != "priority":
        d = g.pending()
        if d.kind == "may":
            asked.append(d.prompt)
            answer(g, left.pop(0) if left else "no")
        else:
            answer(g, d.option_keys()[0])
    return asked


def _opponent_puts_theirs_on_top(g, theirs: int) -> None:
    """P1 plays their Same Day Delivery in the window P0's play gives them."""
    assert g.pending().player == 1
    answer(g, f"play|{theirs}|event")
    _resolve(g)


def test_eo54_mayor_mare_gets_one_power_this_turn_when_you_put_a_card_on_top_of_your_deck():
    b, ids, delivery, theirs = _deck_top_board("EO54")
    g = shipped_game(b)
    mayor = ids["EO54"]
    assert power.power(g, mayor) == 1
    answer(g, f"play|{delivery}|event")
    _resolve(g)  # (Twilight and Same Day Delivery declined)
    assert power.power(g, mayor) == 2
    _opponent_puts_theirs_on_top(g, theirs)  # the opponent's deck: not "your deck"
    assert power.power(g, mayor) == 2
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 1)
    assert power.power(g, mayor) == 1  # until the end of the turn only


def test_hm111_one_pony_band_may_exhaust_to_draw_when_you_put_a_card_on_top_of_your_deck():
    b, ids, delivery, theirs = _deck_top_board("HM111")
    g = shipped_game(b)
    band = ids["HM111"]
    answer(g, f"play|{delivery}|event")
    _resolve(g, "no", "no")  # Twilight's and the band's "may" declined: nothing happens
    assert not g.card(band)["exhausted"] and zone_codes(g, 0, "deck")[-1] == DELIVERY
    _opponent_puts_theirs_on_top(g, theirs)
    assert not g.card(band)["exhausted"]  # (not for the opponent's deck)
    b, ids, delivery, _ = _deck_top_board("HM111")
    g = shipped_game(b)
    answer(g, f"play|{delivery}|event")
    _resolve(g, "no", "yes")
    assert g.card(ids["HM111"])["exhausted"]
    assert zone_codes(g, 0, "hand") == [DELIVERY]  # the card it drew: the one put on top


def test_sb92_petting_zoo_exhausts_for_a_critter_token_when_you_put_cards_on_top_of_your_deck():
    b, ids, delivery, _ = _deck_top_board("SB92")
    g = shipped_game(b)
    answer(g, f"play|{delivery}|event")
    _resolve(g, "no", "yes")
    assert g.card(ids["SB92"])["exhausted"]
    made = tokens_of(g, 0)
    assert len(made) == 1 and g.spec(made[0]).power == 1 and "yellow" in g.spec(made[0]).colors
    assert not tokens_of(g, 1)


# Same Day Delivery's question ("you may reveal it. If you do, gain [1], then shuffle your deck"), led by
# the card (its number is that of the card put on top of the deck)
_DELIVERY_ASKS = re.compile(r"Same Day Delivery #\d+: Reveal this card to gain \[1\], then shuffle your deck"
                            r"\? \(712\.3\)")


def test_eo5_twilight_ambassador_may_turn_over_when_you_put_a_card_on_top_of_your_deck():
    b, _ids, delivery, theirs = _deck_top_board()
    g = shipped_game(b)
    mane = b.mane[0]
    answer(g, f"play|{delivery}|event")
    _resolve(g, "no")
    assert not g.card(mane)["boosted"]  # "may": declined
    answer(g, f"play|{theirs}|event")  # P1's card on P1's deck: Twilight asks nothing
    assert [_DELIVERY_ASKS.fullmatch(prompt) is not None for prompt in _resolve(g)] == [True]
    b, _ids, delivery, _ = _deck_top_board()
    g = shipped_game(b)
    answer(g, f"play|{delivery}|event")
    _resolve(g, "yes")
    assert g.card(mane)["boosted"]


def test_eo5_twilight_ambassador_boosted_exhausts_to_gain_one_with_a_friend_at_home():
    b, _ids, delivery, _ = _deck_top_board(boosted=True)
    g = shipped_game(b)
    mane = b.mane[0]
    answer(g, f"play|{delivery}|event")
    tokens = g.s["players"][0]["tokens"]
    _resolve(g, "yes")
    assert g.card(mane)["exhausted"] and g.s["players"][0]["tokens"] == tokens + 1
    # without a Friend at home the text does nothing
    b, _ids, delivery, _ = _deck_top_board(boosted=True)
    friend = next(c for c in b.cards if c["card"] == "PR60" and c["owner"] == 0)
    friend["area"] = "problem:0"  # (P0's purple Friend, away from home)
    g = shipped_game(b)
    answer(g, f"play|{delivery}|event")
    asked = _resolve(g, "no")  # (Same Day Delivery's own question only)
    assert [_DELIVERY_ASKS.fullmatch(prompt) is not None for prompt in asked] == [True]
    assert not g.card(mane)["exhausted"]


def test_ll100_same_day_delivery_may_be_revealed_from_the_deck_to_gain_one_and_shuffle():
    b, _ids, delivery, _ = _deck_top_board()
    g = shipped_game(b)
    answer(g, f"play|{delivery}|event")
    tokens = g.s["players"][0]["tokens"]
    assert any(key.startswith("trigger") for key in keys(g))
    _resolve(g, "no", "yes")  # Twilight declined, the Delivery revealed
    assert g.s["players"][0]["tokens"] == tokens + 1
    assert "shuffles their deck" in "\n".join(text for _, _, text in g.log)
    b, _ids, delivery, _ = _deck_top_board()
    g = shipped_game(b)
    answer(g, f"play|{delivery}|event")
    tokens = g.s["players"][0]["tokens"]
    _resolve(g, "no", "no")  # not revealed: no token, and it stays on top
    assert g.s["players"][0]["tokens"] == tokens and zone_codes(g, 0, "deck")[-1] == DELIVERY


def test_hm36_moondancer_chaos_puts_a_card_from_hand_on_top_then_flips_it():
    b, ids = gala_board("PR36", tokens=0)
    b.deck_top("HM36", 0)
    g = start_challenge(b, ids["tm"])
    assert keys(g) == [f"card:{ids['PR36']}"] and g.pending().min == 0  # "may": none is allowed too
    assert g.pending().prompt.startswith("Moondancer, Page Turner #")
    assert g.pending().prompt.endswith(": Put which card from your hand on top of your deck, then flip an "
                                       "additional card? (712.3)")  # (the open reading of docs/engine.md: the flip only then)
    answer(g, f"card:{ids['PR36']}")
    assert "P0 flips Apple Brown Betty" in log_text(g)
    assert [g.spec(i).code for i in g.s["faceoff"]["flipped"][0]] == ["HM36", "PR36"]
    # declined: nothing put on top, no additional flip
    b, ids = gala_board("PR36", tokens=0)
    b.deck_top("HM36", 0)
    g = start_challenge(b, ids["tm"])
    g.submit([])
    assert ids["PR36"] in g.s["players"][0]["hand"]
    assert "from their hand on top" not in log_text(g)
    assert "Glossary: Chaos: P0 flips" not in log_text(g)  # (a tie's flips only: 514.4b)


def test_hm36_moondancer_gets_two_power_this_turn_when_you_put_a_card_on_top_of_your_deck():
    b, ids, delivery, theirs = _deck_top_board("HM36")
    g = shipped_game(b)
    moondancer = ids["HM36"]
    printed = power.power(g, moondancer)
    answer(g, f"play|{delivery}|event")
    _resolve(g)
    assert power.power(g, moondancer) == printed + 2
    _opponent_puts_theirs_on_top(g, theirs)
    assert power.power(g, moondancer) == printed + 2  # not for the opponent's deck
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 1)
    assert power.power(g, moondancer) == printed


def test_eo149_cutie_mark_vault_exhausts_for_a_counter_then_cashes_them_in_as_tokens():
    b, ids, delivery, theirs = _deck_top_board("EO149")
    vault = ids["EO149"]
    b.cards[vault - 1]["counters"] = {"cutie_mark_counter": 2}
    g = shipped_game(b)
    answer(g, f"play|{delivery}|event")
    _resolve(g, "no", "yes")  # Twilight declined, the Vault exhausted for a counter
    assert g.card(vault)["exhausted"] and g.card(vault)["counters"] == {"cutie_mark_counter": 3}
    _opponent_puts_theirs_on_top(g, theirs)
    assert g.card(vault)["counters"] == {"cutie_mark_counter": 3}  # (not for the opponent's deck)
    tokens = g.s["players"][0]["tokens"]
    answer(g, f"act|{vault}|")  # (retiring it needs it neither ready nor unexhausted)
    assert keys(g) == ["n:0", "n:1", "n:2", "n:3"]  # any number of them
    answer(g, "n:2")
    assert vault not in g.s["play"] and zone_codes(g, 0, "discard")[-1] == "EO149"
    assert g.s["players"][0]["tokens"] == tokens + 2


def test_ff106_incriminating_evidence_exhausts_to_gain_one_when_an_opponent_loses_tokens():
    b = Board()
    b.players = [{"tokens": 0}, {"tokens": 3}]
    evidence = b.add("FF106", 0, "play", "home:0")
    g = shipped_game(b, turn_player=1)
    settle(g, "pass", until=lambda g: g.pending().kind == "may")  # P1's turn ends: they lose 1
    assert g.s["players"][1]["tokens"] == 2 and g.pending().player == 0
    answer(g, "yes")  # (then P0's turn begins: it readies, and P0 gains their 2 tokens)
    text = log_text(g)
    ending = text[text.index("P1 loses 1 action token"):text.index("P0's turn begins")]
    assert f"Incriminating Evidence #{evidence} becomes exhausted" in ending and "P0 gains 1 action token" in ending
    assert g.s["players"][0]["tokens"] == 1 + 2


def test_ff106_incriminating_evidence_ignores_its_controllers_own_losses():
    b = Board()
    b.players = [{"tokens": 3}, {"tokens": 3}]
    b.add("FF106", 0, "play", "home:0")
    b.add("FF106", 1, "play", "home:1")  # P1's copy: P0 losing its token is P1's to answer
    g = shipped_game(b)
    settle(g, "pass", until=lambda g: g.pending().kind == "may")  # P0's turn ends: P0 loses 1
    assert g.s["players"][0]["tokens"] == 2 and g.pending().player == 1


def _involved_board():
    """P0's Mane and two Friends confront P1's Problem, where P1's Mane and two Friends meet
    it: Assault Pie on P0's first Friend, Wing Bling (Leaders and Legends) on P0's Mane, a
    second Assault Pie on a Friend of P0's at home (not involved)."""
    b, mine, theirs, _ = problem_faceoff()
    at_home = b.add("PR60", 0, "play", "home:0")
    ids = {"pie": b.add("EO144", 0, "play", "problem:1", host=mine[0]),
           "bling": b.add("LL119", 0, "play", "problem:1", host=b.mane[0]),
           "idle_pie": b.add("EO144", 0, "play", "home:0", host=at_home)}
    return b, mine, theirs, ids


def _triggered(g) -> list[str]:
    """The names of the triggered effects waiting to be ordered."""
    return [o.label.split(" #")[0] for o in g.pending().options] if g.pending().kind == "trigger_order" else []


def test_eo144_assault_pie_retires_to_dismiss_an_opposing_friend_when_its_friend_becomes_involved():
    b, _mine, theirs, ids = _involved_board()
    g = shipped_game(b, phase="score", step="confront")
    assert sorted(_triggered(g)) == ["Assault Pie", "Wing Bling"]  # not the one at home
    answer(g, option_with(g, "Assault Pie"))
    answer(g, "yes")
    assert keys(g) == [f"card:{i}" for i in theirs]  # opposing Friends involved only
    answer(g, f"card:{theirs[0]}")
    assert theirs[0] not in g.s["play"] and ids["pie"] not in g.s["play"]  # dismissed; the Pie retired
    assert ids["idle_pie"] in g.s["play"] and theirs[1] in g.s["play"]



def _first_may_prompt(event: str, *discarded: str) -> str:
    """P0 plays `event` (power of every color at home, a Troublemaker at problem:1, a Sweetie
    Sunrise on top of P0's deck, `discarded` Friends in P1's discard pile), answering
    until a "may" question: its prompt."""
    b = rich_board()
    b.add("PR157", 1, "play", "problem:1")
    b.deck_top("PR20", 0)
    for code in discarded:
        b.add(code, 1, "discard")
    card = b.add(event, 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    while g.pending().kind not in ("may", "area"):
        answer(g, keys(g)[0])
    return g.pending().prompt


def test_an_events_may_cites_the_rule_of_an_actions_instructions_a_triggered_effects_712_3():
    """705.2e: an Event's instructions are followed in order, each decision made as its
    instruction is; 712.3 is about triggered effects. Every "may" of an Event cites 705.2e,
    read in parts (Tea With Discord's "then you may replace a Problem") or not (A Cuddle with a
    Pekingese's "you may draw it", Discord Pile's "may put them into play"); a triggered
    effect's (Trenderhoof, Travel Writer's) still cites 712.3."""
    for prompt in (_first_may_prompt("FF99"), _first_may_prompt("AD84"), _first_may_prompt("AD94", "PR36")):
        assert prompt.endswith("(705.2e)") and "712.3" not in prompt, prompt
    b = Board()
    trender = b.add("CG75", 0, "play", "home:0")
    b.add("PR36", 0, "discard")
    g = shipped_game(b)
    g.dismiss(trender)
    answer(g, "pass")
    assert g.pending().kind == "may" and g.pending().prompt.endswith("(712.3)")
