"""Questions read as a judge reads them: each says which card, deck or place its words point at.

A card's text says "that card" or "that Problem's deck", words the card explains by what
triggered it; asked at the table, the question names what they are, as the player asked
would need to know before answering (712.3: the player decides as the text resolves).
"""

from __future__ import annotations

from tests.engine.helpers import Board, answer, keys, pass_until, shipped_game


def test_portal_to_tartarus_asks_to_banish_the_card_that_entered_a_discard_pile_by_its_name():
    """Portal to Tartarus: "When a card enters a discard pile, you may exhaust this card to
    banish that card." P0 ends the turn with 9 cards in hand and discards one down to 8
    (616.2): Portal's question names the card discarded, as it is in the discard pile, not
    "that card" (which the player would have to find in the log)."""
    b = Board()
    b.players[0] = {"tokens": 0}
    portal = b.add("AD141", 0, "play", "home:0")
    for _ in range(9):
        b.add("PR20", 0, "hand")
    g = shipped_game(b)
    pass_until(g, "discard")
    answer(g, g.pending().option_keys()[0])
    pass_until(g, "may")
    discarded = g.s["players"][0]["discard"][-1]
    assert g.pending().prompt == (f"{g.name(portal)}: Exhaust this card to banish {g.name(discarded)}? "
                                  "(712.3)")


def test_charged_up_asks_to_look_at_the_problem_deck_of_the_problem_it_moved_to_by_whose_it_is():
    """Charged Up, Energizer Pony: "When you move this card to a Problem, you may look at the
    top 2 cards of that Problem's deck and put them back in any order." P0 moves it to P1's
    Problem: the question says whose Problem deck (403: a Problem's deck is its owner's),
    "P1's Problem deck", no longer "that Problem's deck"."""
    b = Board()
    b.players[0] = {"tokens": 5}
    charged = b.add("PR39", 0, "play", "home:0")
    for _ in range(2):
        b.add("PR190", 1, "problem_deck")
    g = shipped_game(b)
    answer(g, f"move|{charged}|problem:1")
    pass_until(g, "may")
    assert g.pending().prompt == (f"{g.name(charged)}: Look at the top 2 cards of P1's Problem deck and put them "
                                  "back in any order? (712.3)")


def test_inspired_asks_about_the_opponents_deck_by_whose_it_is():
    """Inspired (glossary): "look at a number of cards from the top of an opponent's draw
    deck ... Put any number of them on top of the deck in any order, and the rest on the
    bottom." With two cards with Inspired (Twinkleshine, Outside the Box and Hoity Toity) P0
    looks at P1's top two cards: both questions say the deck is P1's, as the log does, no
    longer "the deck", which P0 would read as their own."""
    b = Board()
    b.add("AD51", 0, "play", "home:0")
    b.add("PR71", 0, "play", "home:0")
    first, second = b.deck_top("PR38", 1), b.deck_top("PR20", 1)
    g = shipped_game(b, phase="ready", step="ready")
    pass_until(g, "inspired")  # (P0 may first order the two triggered effects, 511.7a)
    asker = g.name(g.s["stack"][-1]["src"])
    assert g.pending().prompt == f"{asker}: Choose the cards to put on the bottom of P1's deck (Inspired)"
    answer(g)
    assert g.pending().prompt == (f"{asker}: Choose the card to put highest among those left on top of P1's deck "
                                  "(Inspired)")
    assert sorted(keys(g)) == sorted(f"card:{i}" for i in (first, second))


def test_the_confront_step_names_each_problem_once_with_whose_it_is():
    """610.1: P0 meets the confront requirements of both Problems, Cloudbursting (P0's) and
    Runaway Cart (P1's), and chooses which to confront first. Each option names its Problem
    once, with its number and whose it is, no longer "Cloudbursting #N at Problem
    Cloudbursting (P0's)"."""
    b = Board()
    b.add("PR20", 0, "play", "problem:0")
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    for _ in range(4):
        b.add("PR20", 0, "play", "problem:1")
    g = shipped_game(b, phase="score", step="confront")
    decision = g.pending()
    assert decision.prompt == "Which Problem do you confront next? (610.1)"
    assert [o.label for o in decision.options] == [f"{g.name(b.problem[0])} (P0's)", f"{g.name(b.problem[1])} (P1's)"]
    assert g.name(b.problem[0]).startswith("Cloudbursting #")


def test_an_option_to_play_a_card_with_an_additional_cost_states_it_with_the_tokens():
    """705.2d: "As an additional cost to play this card, ..." is paid as the card is played,
    so the option to play it says so beside the action tokens, as a player choosing it must
    know: Braeburn, Two Left Hooves (retire a Friend), Party Hard (retire any number of
    Friends), Funny Business (discard 2 cards); a card with none says only its tokens."""
    from tests.engine.card_play import support_board

    b = support_board()
    braeburn, party, funny, sunrise = (b.add(code, 0, "hand") for code in ("EO38", "EO130", "DE97", "PR20"))
    b.add("PR20", 0, "hand")
    b.add("PR36", 1, "play", "home:1")  # (an opposing Friend for Funny Business to dismiss)
    g = shipped_game(b)
    labels = {o.key: o.label for o in g.pending().options}
    assert labels[f"play|{braeburn}|home:0"] == "Pay 2 and retire a Friend to play Braeburn, Two Left Hooves at home"
    assert labels[f"play|{party}|event"] == "Pay 1 and retire any number of Friends to play Party Hard"
    assert labels[f"play|{funny}|event"] == "Pay 2 and discard 2 cards to play Funny Business"
    assert labels[f"play|{sunrise}|home:0"] == "Pay 1 to play Sweetie Sunrise, Early Riser at home"


def test_goldie_delicious_says_two_critter_tokens_for_each_friend_once_a_player_has_8_points():
    """Goldie Delicious, Herding Kittens: "retire any number of Friends. If you do, put that
    many ... Critter Friend tokens into play. If a player has 8 or more points, put twice that
    many ... instead." With P1 at 8 points the question says each Friend retired brings 2
    tokens, as the text counts them, no longer "a Critter token for each"; below 8, one."""
    from tests.engine.card_play import support_board

    for score, each in ((7, "a Critter token for each"), (8, "2 Critter tokens for each: a player has 8 or more points")):
        b = support_board()
        b.players[1] = {"score": score}
        goldie = b.add("LL78", 0, "hand")
        g = shipped_game(b)
        answer(g, f"play|{goldie}|home:0")
        pass_until(g, "target")
        assert g.pending().prompt.endswith(f": Retire any number of your Friends ({each})")
        friends = g.pending().option_keys()[:2]
        answer(g, *friends)
        while g.pending().kind == "area":  # (where each token enters play)
            answer(g, g.pending().option_keys()[0])
        assert len([i for i in g.s["play"] if g.spec(i).name == "Critter"]) == 2 * (2 if score >= 8 else 1)
