"""Texts about cards leaving play: "can't leave play" and what replaces a card's leaving,
each played on a judge's board.

Each test names its card's code and shows what the card's own wording does, and what it
must not do.
"""

from __future__ import annotations

from dataclasses import replace

from engine.mlp.api import default_library
from engine.mlp.effects.verbs import RETURN_AT_TURN_END
from engine.mlp.state.library import CardLibrary
from engine.mlp.table import mlp_table
from tests.engine.card_play import acts, board, find, golden_parachute, play_entered
from tests.engine.helpers import Board, answer, keys, log_text, shipped_game, zone_codes


def _ball(friends: int) -> tuple:
    """P0's Amnity Ball with `friends` of P0's Friends and one of P1's there."""
    b = Board(problems=("LL127", "PR190"))
    b.players[0] = {"tokens": 3}
    mine = [b.add("PR36", 0, "play", "problem:0") for _ in range(friends)]
    theirs = b.add("PR36", 1, "play", "problem:0")
    home = b.add("PR36", 0, "play", "home:0")
    return shipped_game(b), mine, theirs, home


def test_ll127_amnity_ball_keeps_four_friends_there_in_play():
    g, mine, theirs, home = _ball(4)
    g.dismiss(mine[0])
    g.retire(mine[1])
    g.banish(mine[2])
    g.to_hand(mine[3], "test")
    assert all(g.card(i)["zone"] == "play" for i in mine)
    assert "can't leave play" in log_text(g)
    g.dismiss(theirs)  # not one of the Problem's controller's Friends
    g.dismiss(home)  # not here
    assert theirs not in g.s["play"] and home not in g.s["play"]


def test_ll127_amnity_ball_lets_them_go_with_three_friends_there():
    g, mine, _, _ = _ball(3)
    g.dismiss(mine[0])
    assert mine[0] not in g.s["play"]


# 705.2e: a card Amnity Ball keeps in play can't pay a cost that retires it, and is not offered
# for one while another can be


def _ball_with(card: str, where: str, friends_there: int, there: str = "PR36") -> tuple:
    """P0's Amnity Ball with `friends_there` of P0's Friends `there` and `card` of P0's at
    `where` (one more Friend there when `where` is the Problem); P1's Friend at home."""
    b = Board(problems=("LL127", "PR190"))
    b.players[0] = {"tokens": 3}
    others = [b.add(there, 0, "play", "problem:0") for _ in range(friends_there)]
    iid = b.add(card, 0, "play", where)
    b.add("PR36", 1, "play", "home:1")
    return shipped_game(b), iid, others


def test_cg195_claude_kept_at_amnity_ball_is_not_offered_its_retire_cost_and_why_names_the_ball():
    g, claude, _ = _ball_with("CG195", "problem:0", 3)  # Claude makes four Friends there
    assert acts(g, claude) == []
    why = "\n".join(mlp_table().why_not(g, "activate Claude").lines())
    assert "its cost retires Claude" in why and "Amnity Ball" in why and "705.2e" in why
    g, claude, _ = _ball_with("CG195", "problem:0", 2)  # three: it may leave
    assert acts(g, claude)


def test_cg82_fluttershy_kept_at_amnity_ball_is_not_offered_its_retire_cost():
    """Fluttershy: "Main Phase: Retire this card to put one of your Critter Friends into its owner's hand." """
    g, fluttershy, _ = _ball_with("CG82", "problem:0", 3, there="PR81")  # Blue Jay: a Critter
    assert acts(g, fluttershy) == []
    why = "\n".join(mlp_table().why_not(g, "activate Fluttershy").lines())
    assert "its cost retires Fluttershy" in why and "Amnity Ball" in why
    g, fluttershy, _ = _ball_with("CG82", "problem:0", 2, there="PR81")
    assert acts(g, fluttershy)


def test_eo13_lightning_dust_cannot_retire_a_friend_amnity_ball_keeps():
    """"Main Phase: Retire another Friend to move this card.": with only Friends the Ball keeps,
    not offered; with one more at home, only that one is offered for the cost."""
    g, dust, _ = _ball_with("EO13", "home:0", 4)
    assert acts(g, dust) == []
    b = Board(problems=("LL127", "PR190"))
    b.players[0] = {"tokens": 3}
    kept = [b.add("PR36", 0, "play", "problem:0") for _ in range(4)]
    dust = b.add("EO13", 0, "play", "home:0")
    free = [b.add("PR36", 0, "play", "home:0") for _ in range(2)]
    g = shipped_game(b)
    answer(g, acts(g, dust)[0])
    assert sorted(k for k in keys(g) if k.startswith("card:")) == sorted(f"card:{i}" for i in free)
    assert not set(keys(g)) & {f"card:{i}" for i in kept}


def test_eo38_braeburn_additional_cost_cannot_retire_a_friend_amnity_ball_keeps():
    """"As an additional cost to play this card, retire a Friend." (705.2d, 705.2e): with only
    Friends the Ball keeps, Braeburn can't be played; with one at home, only it is offered."""
    for free_friend in (False, True):
        b = Board(problems=("LL127", "PR190"))
        b.players[0] = {"tokens": 3}
        kept = [b.add("PR36", 0, "play", "problem:0") for _ in range(4)]  # pink: the power it needs
        free = b.add("PR36", 0, "play", "home:0") if free_friend else None
        braeburn = b.add("EO38", 0, "hand")
        g = shipped_game(b)
        if not free_friend:
            assert not [k for k in keys(g) if k.startswith(f"play|{braeburn}|")]
            continue
        answer(g, f"play|{braeburn}|home:0")  # (the one Friend that can be retired: no choice)
        assert free not in g.s["play"] and all(i in g.s["play"] for i in kept)
        assert "Braeburn, Two Left Hooves" in log_text(g).splitlines()[-1]


def test_eo130_party_hard_offers_only_friends_that_can_be_retired():
    """"retire any number of Friends. Draw cards equal to the number of Friends retired this
    way": the Friends Amnity Ball keeps are not offered (so never counted)."""
    b = Board(problems=("LL127", "PR190"))
    b.players[0] = {"tokens": 6}
    [b.add("PR36", 0, "play", "problem:0") for _ in range(4)]  # pink power
    free = b.add("PR31", 0, "play", "home:0")  # orange power
    party = b.add("EO130", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{party}|event")
    assert g.pending().kind == "cost"
    assert sorted(k for k in keys(g) if k.startswith("card:")) == [f"card:{free}"]


def test_eo13_lightning_dust_why_names_the_ball_that_keeps_the_friends_it_could_retire():
    """705.2e: "Retire another Friend to move this card." with only Friends Amnity Ball keeps:
    the judge's "why not?" names the Ball, not only that the cost can't be paid."""
    g, _, _ = _ball_with("EO13", "home:0", 4)
    why = "\n".join(mlp_table().why_not(g, "activate Lightning Dust").lines())
    assert "705.2e" in why and "Amnity Ball" in why and "kept in play" in why
    assert "its instructions could not be followed" not in why


def _catch_me_at_the_ball(friends: tuple[str, ...]):
    """A Problem faceoff at P0's Amnity Ball ("While you have 4 or more Friends here, your
    Friends here can't leave play"), P0's `friends` there, P0 holding CG97 Catch Me! ("Faceoff:
    Retire one of your Friends involved in the faceoff to dismiss an opposing Friend involved
    in the faceoff.") and CG118 Telekinesis (playable: P0 gets priority in the faceoff)."""
    b = Board(manes=("PR3", "PR2"), problems=("LL127", "DE122"))
    b.players[0] = {"tokens": 3}
    for code in friends:
        b.add(code, 0, "play", "problem:0")
    for _ in range(4):
        b.add("PR33", 1, "play", "problem:0")  # 8: P1 meets its side too
    catch = b.add("CG97", 0, "hand")
    b.add("CG118", 0, "hand")
    g = shipped_game(b, phase="score", step="confront")
    assert g.pending().kind == "priority" and g.s["faceoff"] is not None
    return g, catch


def test_cg97_catch_me_why_names_the_ball_that_keeps_every_friend_it_could_retire():
    """705.2e: an Event whose cost only Friends kept in play could pay is not offered, and the
    judge's "why not?" names the card that keeps them; with three Friends there the Ball keeps
    none and Catch Me! is offered."""
    g, catch = _catch_me_at_the_ball(("PR36", "PR60", "PR81", "PR81"))  # pink 3, purple 2, yellow 4
    assert f"play|{catch}|event" not in keys(g)
    why = "\n".join(mlp_table().why_not(g, "play Catch Me").lines())
    assert "705.2e" in why and "Amnity Ball" in why and "Apple Brown Betty" in why
    assert "its instructions could not be followed" not in why
    g, catch = _catch_me_at_the_ball(("PR36", "PR60", "PR81"))
    assert f"play|{catch}|event" in keys(g)


def _big_breakfast() -> tuple:
    b = board(6)
    ponies = [b.add("PR33", 0, "play", "home:0") for _ in range(2)]  # Earth Ponies (and orange power)
    unicorn = b.add("PR60", 0, "play", "home:0")
    theirs = b.add("PR36", 1, "play", "home:1")  # an Earth Pony, not P0's
    applejack = b.add("LL136", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{applejack}|home:0")
    new = next(i for i in g.characters(0) if g.spec(i).code == "LL136")
    return g, new, ponies, unicorn, theirs


def test_ll136_applejack_big_breakfast_enters_with_a_counter_per_other_earth_pony():
    g, applejack, ponies, unicorn, theirs = _big_breakfast()
    assert g.card(applejack)["counters"] == {"power": 2}  # the two Red Galas, not the Unicorn nor P1's
    assert [g.card(i)["counters"].get("power", 0) for i in ponies] == [1, 1]  # its other text
    assert not g.card(unicorn)["counters"] and not g.card(theirs)["counters"]


def test_cn43_lily_and_cn47_pinny_lane_offer_only_friends_that_can_be_retired():
    """"When this card enters play, you may retire one of your Friends to ...": the Friends
    Amnity Ball keeps are not offered (705.2e)."""
    for code in ("CN43", "CN47"):
        b = Board(problems=("LL127", "PR190"))
        b.players[0] = {"tokens": 3}
        kept = [b.add("PR36", 0, "play", "problem:0") for _ in range(4)]
        free = b.add("PR36", 0, "play", "home:0")
        card = b.add(code, 0, "hand")
        g = shipped_game(b)
        answer(g, f"play|{card}|home:0")
        while g.pending().kind != "may":
            answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
        offered = [k for k in keys(g) if k.startswith("card:")]
        new = next(i for i in g.characters(0) if g.spec(i).code == code)
        assert sorted(offered) == sorted([f"card:{free}", f"card:{new}"])  # (itself too)
        assert not set(offered) & {f"card:{i}" for i in kept}


def _earth_pony_suit_library() -> CardLibrary:
    """The shipped cards, with Bee Suit (AD124) reading "That Friend is an Earth Pony." in
    place of "... a Critter.": no printed card gives a Friend the Earth Pony trait."""
    shipped = default_library()
    suit = shipped.find("AD124")
    changed = replace(suit, text="Play on a Friend.\nThat Friend is an Earth Pony.")
    return CardLibrary([changed if card.id == suit.id else card for card in shipped.cards()],
                       version="test-earth-pony-suit")


def test_ll136_applejack_counts_a_friend_card_text_makes_an_earth_pony():
    """207: a Friend given the trait by card text is an Earth Pony Friend as Applejack enters
    (both for the counters it enters with and for those it puts on the others)."""
    b = board(6)
    unicorn = b.add("PR60", 0, "play", "home:0")  # Blue Moon, a Unicorn
    b.add("AD124", 0, "play", "home:0", host=unicorn)  # "That Friend is an Earth Pony."
    pony = b.add("PR33", 0, "play", "home:0")  # Red Gala: a printed Earth Pony (and orange power)
    b.add("PR33", 0, "play", "home:0")
    applejack = b.add("LL136", 0, "hand")
    g = b.game(_earth_pony_suit_library())
    answer(g, f"play|{applejack}|home:0")
    new = next(i for i in g.characters(0) if g.spec(i).code == "LL136")
    assert g.card(new)["counters"] == {"power": 3}  # the two Red Galas and the suited Blue Moon
    assert g.card(unicorn)["counters"] == {"power": 1} and g.card(pony)["counters"] == {"power": 1}


def test_ll136_applejack_keeps_a_friend_in_play_this_turn_for_a_counter():
    g, applejack, ponies, _, _ = _big_breakfast()
    answer(g, acts(g, applejack)[0])
    answer(g, f"card:{ponies[0]}")
    assert not g.card(ponies[0])["counters"]
    g.dismiss(ponies[0])
    g.retire(ponies[0])
    assert g.card(ponies[0])["zone"] == "play"
    g.dismiss(ponies[1])  # no counter was removed from it
    assert ponies[1] not in g.s["play"]
    g.expire_mods("turn")  # the turn ends
    g.dismiss(ponies[0])
    assert ponies[0] not in g.s["play"]


def test_ll136_applejack_ability_needs_an_earth_pony_with_a_counter():
    b = board(6)
    applejack = b.add("LL136", 0, "play", "home:0")
    b.add("PR60", 0, "play", "home:0", counters={"power": 1})  # a Unicorn
    g = shipped_game(b)
    assert acts(g, applejack) == []


def _spike(boosted: bool, event: str) -> tuple:
    """P1's Spike, The Brave and Glorious (Boosted unless told) with a Friend and a Resource at
    home; P0 (with pink and yellow power) plays `event` in their Main Phase."""
    b = Board(manes=("PR4", "CG192"))
    b.players[0] = {"tokens": 3}
    b.add("EO45", 0, "play", "home:0")  # pink power
    b.add("PR81", 0, "play", "home:0")  # yellow power
    b.add("PR81", 0, "play", "home:0")
    b.cards[b.mane[1] - 1]["boosted"] = boosted
    friend = b.add("PR36", 1, "play", "home:1")
    resource = b.add("PR151", 1, "play", "home:1")
    card = b.add(event, 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    return g, b.mane[1], friend, resource


def test_cg192_spike_turns_over_instead_of_one_of_your_friends_being_dismissed():
    g, spike, friend, _ = _spike(True, "EO135")  # "Immediate: Dismiss a Friend."
    answer(g, f"card:{friend}")
    assert g.pending().kind == "replacement" and g.pending().player == 1
    answer(g, f"instead:{spike}:")
    assert g.card(friend)["zone"] == "play" and not g.card(spike)["boosted"]


def test_cg192_spike_may_let_a_resource_go():
    g, spike, _, resource = _spike(True, "HM86")  # "Immediate: Dismiss a Resource." (the only one)
    assert g.pending().kind == "replacement" and f"instead:{spike}:0" in keys(g)
    answer(g, "none")
    assert resource not in g.s["play"] and g.card(spike)["boosted"]


def test_cg192_spike_start_side_replaces_nothing():
    g, spike, friend, _ = _spike(False, "EO135")
    answer(g, f"card:{friend}")
    assert friend not in g.s["play"] and not g.card(spike)["boosted"]


def _fearless_board(event: str) -> tuple:
    """P0's Princess Twilight Sparkle, Endless Friendship and a Friend at home, white and pink
    power to play `event` (Rolling Tones: "Immediate: Dismiss a Friend.", Banishing: "Main
    Phase: Banish a Friend.") from P0's hand."""
    b = board(6)
    twilight = b.add("FF139", 0, "play", "home:0")
    friend = b.add("PR36", 0, "play", "home:0")
    b.add("EO45", 0, "play", "home:0")  # pink power
    b.add("PR79", 0, "play", "home:0")  # white power
    foe = b.add("PR36", 1, "play", "home:1")
    card = b.add(event, 0, "hand")
    return shipped_game(b), twilight, friend, foe, card


def test_ff139_endless_friendship_banishes_a_friend_until_the_turn_ends_instead_of_it_leaving_play():
    g, twilight, friend, _, card = _fearless_board("EO135")
    answer(g, f"play|{card}|event")
    answer(g, f"card:{friend}")
    assert g.pending().kind == "replacement" and f"instead:{twilight}:" in " ".join(keys(g))
    tokens = g.s["players"][0]["tokens"]
    answer(g, f"instead:{twilight}:")
    assert g.card(twilight)["exhausted"] and g.s["players"][0]["tokens"] == tokens - 2
    assert "PR36" in zone_codes(g, 0, "banished") and "PR36" not in zone_codes(g, 0, "discard")
    assert len(g.s["flags"][RETURN_AT_TURN_END]) == 1  # it comes back as the turn ends


def test_ff139_endless_friendship_a_friend_banished_until_the_turn_ends_leaves_with_the_others():
    """710.1, 704.1b: Party of One's "Banish each other Friend" is one instruction; Princess
    Twilight Sparkle's replacement banishes Saffron Masala "until the end of the turn" instead,
    still by that instruction, so Saffron Masala leaves with the three other Friends and hears
    of each ("When a Friend leaves play, your Mane Character gets +2 power": three times),
    then comes back into play as the turn ends."""
    b = board(6)
    twilight = b.add("FF139", 0, "play", "home:0")
    saffron = b.add("DE77", 0, "play", "home:0")
    b.add("EO45", 0, "play", "home:0")  # pink power
    b.add("PR79", 0, "play", "home:0")  # white power
    b.add("PR36", 1, "play", "home:1")
    card = b.add("EO131", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    answer(g, f"card:{twilight}")  # (the Friend Party of One keeps)
    answer(g, f"card:{saffron}")  # (whose replacement is decided first, 710.5)
    answer(g, f"instead:{twilight}:2")
    while g.pending().player == 0 and g.pending().kind != "priority":
        answer(g, "home:0" if g.pending().kind == "area" else keys(g)[0])
    boosts = [line for line in log_text(g).splitlines() if "gets +2 power" in line]
    assert len(boosts) == 3, log_text(g)[-2000:]
    assert "P0 puts Saffron Masala, Another Satisfied Customer" in log_text(g) and find(g, "DE77")


def test_ff139_endless_friendship_banished_instead_comes_back_though_golden_parachute_was_asked_again():
    """710.3: once Princess Twilight Sparkle's replacement makes the dismissal a banishing "until
    the end of the turn", Golden Parachute may still replace that leaving; declined, the Friend
    is banished and is still listed to come back as the turn ends."""
    b = board(6)
    twilight = b.add("FF139", 0, "play", "home:0")
    friend = b.add("PR36", 0, "play", "home:0")
    b.add("LL108", 0, "play", "home:0")
    for _ in range(2):
        b.add("PR12", 0, "hand")
    card = b.add("EO135", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    answer(g, f"card:{friend}")
    answer(g, f"instead:{twilight}:2")
    assert g.pending().kind == "replacement" and keys(g)[0] == "none"  # (Golden Parachute, asked again)
    answer(g, "none")
    assert "PR36" in zone_codes(g, 0, "banished")
    assert [g.spec(entry[0]).code for entry in g.s["flags"][RETURN_AT_TURN_END]] == ["PR36"]


def test_ff139_endless_friendship_your_friends_cant_be_frightened():
    g, twilight, friend, foe, _ = _fearless_board("EO135")
    for card in (twilight, friend, foe):
        g.frighten(card)
    assert not g.card(twilight)["frightened"] and not g.card(friend)["frightened"]
    assert g.card(foe)["frightened"]  # an opponent's Friend


def test_ff139_endless_friendship_offers_nothing_once_exhausted():
    g, twilight, friend, _, card = _fearless_board("EO135")
    g.exhaust(twilight)
    answer(g, f"play|{card}|event")
    answer(g, f"card:{friend}")
    assert friend not in g.s["play"] and "PR36" in zone_codes(g, 0, "discard")


def _brian(event: str) -> tuple:
    b = board(6)
    brian = b.add("SB56", 0, "play", "home:0")
    friend = b.add("PR36", 0, "play", "home:0")
    b.add("EO45", 0, "play", "home:0")  # pink power
    b.add("PR79", 0, "play", "home:0")  # white power
    b.add("PR79", 0, "play", "home:0")
    card = b.add(event, 0, "hand")
    return shipped_game(b), brian, friend, card


def test_sb56_brian_retires_instead_of_another_friend_being_dismissed():
    g, brian, friend, card = _brian("EO135")
    answer(g, f"play|{card}|event")
    answer(g, f"card:{friend}")
    answer(g, f"instead:{brian}:")
    assert g.card(friend)["zone"] == "play" and brian not in g.s["play"]
    assert zone_codes(g, 0, "discard").count("SB56") == 1


def test_sb56_brian_retires_instead_of_another_friend_being_banished():
    g, brian, friend, card = _brian("HM100")
    answer(g, f"play|{card}|event")
    answer(g, f"card:{friend}")
    assert g.pending().kind == "replacement"
    answer(g, f"instead:{brian}:")
    assert g.card(friend)["zone"] == "play" and "SB56" in zone_codes(g, 0, "discard")


def test_sb56_brian_may_let_a_move_happen_and_does_not_replace_its_own():
    g, brian, friend, _ = _brian("EO135")
    answer(g, f"move|{friend}|problem:0")
    assert g.pending().kind == "replacement"
    answer(g, "none")
    assert g.card(friend)["area"] == "problem:0" and brian in g.s["play"]
    answer(g, f"move|{brian}|problem:0")  # not "another" Friend: nothing asked
    assert g.card(brian)["area"] == "problem:0" and g.pending().kind == "priority"


def test_sb56_brian_is_asked_about_each_of_eo120_extreme_sleddings_moves_in_the_order_chosen():
    """Extreme Sledding ("Move up to two of your characters"): the player chooses both, then
    where each goes in the order chosen, each moved as its place is chosen (506.1, 705.2e);
    Brian's "... would be moved, you may retire this card instead" is asked about the first
    move before the second character's place is asked (710.5)."""
    b = board(6)
    b.add("SB56", 0, "play", "home:0")
    first, second = b.add("PR36", 0, "play", "home:0"), b.add("PR12", 0, "play", "home:0")
    b.add("PR20", 0, "play", "home:0")  # blue power
    b.add("PR20", 0, "play", "home:0")
    card = b.add("EO120", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    answer(g, f"card:{first}", f"card:{second}")
    answer(g, "problem:0")
    assert g.pending().kind == "replacement" and g.name(first) in g.pending().prompt
    answer(g, "none")
    assert g.pending().kind == "area" and g.name(second) in g.pending().prompt
    answer(g, "problem:1")
    assert g.pending().kind == "replacement" and g.name(second) in g.pending().prompt
    answer(g, "none")
    assert g.card(first)["area"] == "problem:0" and g.card(second)["area"] == "problem:1"


def _parachute(where: str, discards: int = 2) -> tuple:
    """P0's Golden Parachute (`where`: "play" at home or "discard"), a Friend at home, two cards
    in hand, `discards` other cards in the discard pile; P0 plays Rolling Tones ("Immediate:
    Dismiss a Friend.") on that Friend."""
    b = board(6)
    parachute = b.add("LL108", 0, "play", "home:0") if where == "play" else b.add("LL108", 0, "discard")
    friend = b.add("PR36", 0, "play", "home:0")
    b.add("EO45", 0, "play", "home:0")  # pink power
    hand = [b.add("PR12", 0, "hand") for _ in range(2)]
    for _ in range(discards):
        b.add("PR33", 0, "discard")
    card = b.add("EO135", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    answer(g, f"card:{friend}")
    return g, parachute, friend, hand


def test_ll108_golden_parachute_retires_and_discards_two_instead_of_a_friend_leaving_play():
    g, parachute, friend, hand = _parachute("play")
    assert g.pending().kind == "replacement" and keys(g)[0] == "none"
    answer(g, f"instead:{parachute}:1")
    if g.pending().kind == "cost":
        answer(g, *[f"card:{i}" for i in hand])
    assert g.card(friend)["zone"] == "play" and parachute not in g.s["play"]
    assert zone_codes(g, 0, "hand") == [] and zone_codes(g, 0, "discard").count("PR12") == 2


def test_ll108_golden_parachute_log_says_how_the_friend_would_have_left_play():
    """Judge: Rolling Tones would dismiss P0's Friend; Golden Parachute is retired instead. The
    log says the Friend is not dismissed, as the question said it would be, not the vaguer
    "not taken out of play", then whose text it is."""
    g, parachute, friend, hand = _parachute("play")
    assert f"{g.name(friend)} would be dismissed" in g.pending().prompt
    answer(g, f"instead:{parachute}:1")
    if g.pending().kind == "cost":
        answer(g, *[f"card:{i}" for i in hand])
    assert f"710.1: {g.name(friend)} is not dismissed (by the text of Golden Parachute #{parachute})\n" in log_text(g)


def test_ll108_golden_parachute_works_from_the_discard_pile_banishing_itself_and_two_others():
    g, parachute, friend, _ = _parachute("discard")
    assert f"instead:{parachute}:2" in keys(g)
    answer(g, f"instead:{parachute}:2")
    if g.pending().kind == "cost":
        answer(g, *keys(g)[:2])
    assert g.card(friend)["zone"] == "play"
    assert sorted(zone_codes(g, 0, "banished")) == ["LL108", "PR33", "PR33"]
    assert "PR33" not in zone_codes(g, 0, "discard")


def test_ll108_golden_parachute_needs_two_other_cards_in_the_discard_pile():
    g, _, friend, _ = _parachute("discard", discards=1)
    assert friend not in g.s["play"]  # nothing could replace it


# ----- costs that retire a card, and replacement text that would change its leaving (508.1a) -----


def _lily_board(keeper: str | None, keeper_owner: int = 0, hand: int = 0) -> tuple[Board, int]:
    """P0's Friend at a Problem, `keeper` (HM74 Hoity Toity, LL108 Golden Parachute) at its
    owner's home and `hand` more cards in P0's hand; P0 then plays CN43 Lily ("When this card
    enters play, you may retire one of your Friends to add that Friend's power to this card's
    power until the end of the turn.")."""
    b = board(tokens=6)
    friend = b.add("PR36", 0, "play", "problem:0")
    if keeper is not None:
        b.add(keeper, keeper_owner, "play", f"home:{keeper_owner}")
    for _ in range(hand):
        b.add("PR12", 0, "hand")
    return b, friend


def test_cn43_lily_cant_pay_her_cost_with_a_friend_hoity_toity_would_banish():
    """CR 3.4 703.1d, 508.1a: retiring the Friend is the cost (the text before "to"), and P0's
    HM74 Hoity Toity would banish it instead of letting it enter the discard pile, so it
    can't pay it: no Friend is offered, it stays and Lily gets nothing. P1's Hoity Toity
    ("your discard pile": P1's) changes nothing for P0's Friend, which is offered."""
    b, friend = _lily_board("HM74")
    g, lily = play_entered(b, "CN43")
    assert g.pending().kind == "priority" and friend in g.s["play"]
    assert zone_codes(g, 0, "banished") == [] and not [m for m in g.s["mods"] if m["target"] == lily]
    b, friend = _lily_board("HM74", keeper_owner=1)
    g, _lily = play_entered(b, "CN43")
    assert f"card:{friend}" in keys(g)
    answer(g, f"card:{friend}")
    assert zone_codes(g, 0, "discard") == ["PR36"]


def test_cn43_lily_cant_pay_her_cost_with_a_friend_golden_parachute_could_keep():
    """CR 3.4 508.1a, read as I Need Answers' dismissal cost reads it: P0's LL108 Golden
    Parachute ("If one of your Friends would leave play, you may retire this card and discard
    2 cards instead") with two cards in P0's hand to discard would replace the Friend's
    leaving, so it can't pay Lily's cost and is not offered; with an empty hand Golden
    Parachute can't be done, and the Friend is retired for the cost without a question about
    it."""
    b, friend = _lily_board("LL108", hand=2)
    g, _ = play_entered(b, "CN43")
    assert g.pending().kind == "priority" and friend in g.s["play"]
    b, friend = _lily_board("LL108")
    g, _lily = play_entered(b, "CN43")
    answer(g, f"card:{friend}")
    assert friend not in g.s["play"] and zone_codes(g, 0, "discard") == ["PR36"]
    assert g.pending().kind == "priority" and "LL108" in [g.spec(i).code for i in g.s["play"]]


def test_cn157_changeling_infiltrator_cant_retire_a_friend_hoity_toity_would_banish():
    """CR 3.4 508.1a: "you may retire a Friend there to uncover this card": P0's HM74 Hoity
    Toity would banish the Friend instead, so it can't pay the cost: the Friend stays and the
    Troublemaker stays face-down."""
    b = board(tokens=2)
    friend = b.add("PR20", 0, "play", "problem:0")
    b.add("HM74", 0, "play", "home:0")
    tm = b.add("CN157", 0, "hand")
    g = shipped_game(b)
    answer(g, f"tm|{tm}|problem:0")
    assert g.pending().kind == "priority" and friend in g.s["play"]
    infiltrator = next(i for i in g.s["play"] if g.spec(i).code == "CN157")
    assert g.card(infiltrator)["face_down"]


def test_cn80_sapphire_shores_costume_changer_cant_retire_an_accessory_hoity_toity_would_banish():
    """CR 3.4 508.1a: "Retire an Accessory on this card to play an Accessory on this card for
    free": P0's HM74 Hoity Toity would banish P0's Accessory instead, so the ability can't be
    paid and is not offered; without it, it is."""
    for hoity in (True, False):
        b = board(tokens=3)
        sapphire = b.add("CN80", 0, "play", "home:0")
        b.add("PR139", 0, "play", "home:0", host=sapphire)
        b.add("CN135", 0, "hand")
        if hoity:
            b.add("HM74", 0, "play", "home:0")
        g = shipped_game(b)
        assert bool(acts(g, sapphire)) is not hoity


def test_cg195_claude_retire_this_card_cost_not_offered_while_hoity_toity_would_banish_it():
    """CR 3.4 508.1a: "Main Phase: Retire this card to gain control of ...": with P0's HM74
    Hoity Toity in play Claude would be banished instead, so the ability is not offered and
    the judge's "why not?" names Hoity Toity and the rule."""
    g, claude, _ = _ball_with("CG195", "home:0", 0)
    assert acts(g, claude)
    b = Board(problems=("LL127", "PR190"))
    b.players[0] = {"tokens": 3}
    claude = b.add("CG195", 0, "play", "home:0")
    b.add("HM74", 0, "play", "home:0")
    b.add("PR36", 1, "play", "home:1")
    g = shipped_game(b)
    assert acts(g, claude) == []
    why = "\n".join(mlp_table().why_not(g, "activate Claude").lines())
    assert "its cost retires Claude" in why and "Hoity Toity" in why and "508.1a" in why


def test_eo13_lightning_dust_why_names_golden_parachute_that_would_replace_retiring_each_friend():
    """CR 3.4 508.1a: "Retire another Friend to move this card." with P0's LL108 Golden
    Parachute able to replace each Friend's leaving (two cards in hand): not offered, and the
    judge's "why not?" names Golden Parachute."""
    b = Board(problems=("LL127", "PR190"))
    b.players[0] = {"tokens": 3}
    dust = b.add("EO13", 0, "play", "home:0")
    b.add("PR36", 0, "play", "home:0")
    golden_parachute(b)
    g = shipped_game(b)
    assert acts(g, dust) == []
    why = "\n".join(mlp_table().why_not(g, "activate Lightning Dust").lines())
    assert "Golden Parachute" in why and "508.1a" in why


def test_cn51_snips_and_snails_and_eo149_cutie_mark_vault_not_offered_while_hoity_toity_would_banish_them():
    """CR 3.4 508.1a: "Exhaust and retire this card to replace its Problem" (CN51 Snips &
    Snails) and "Retire this card and remove any number of Cutie Mark counters from it to
    gain [1] for each ..." (EO149 Cutie Mark Vault): retiring the card is part of the cost,
    and P0's HM74 Hoity Toity would banish it instead, so neither is offered; without Hoity
    Toity both are."""
    for hoity in (True, False):
        b = board(tokens=3)
        snips = b.add("CN51", 0, "play", "problem:0")
        vault = b.add("EO149", 0, "play", "home:0")
        if hoity:
            b.add("HM74", 0, "play", "home:0")
        g = shipped_game(b)
        assert bool(acts(g, snips)) is not hoity and bool(acts(g, vault)) is not hoity


def test_cn40_cheese_sandwich_cant_return_itself_for_its_cost_while_eo146_bedtime_would_banish_it():
    """CR 3.4 508.1a: "Exhaust this card and put it into its owner's hand to dismiss an
    exhausted Friend." (CN40 Cheese Sandwich): returning it is part of the cost, and EO146
    Bedtime ("If a Friend would be put into a player's hand from play, banish that Friend
    instead", any player's Friend) would banish it instead, so the ability is not offered and
    the judge's "why not?" names Bedtime; without Bedtime it is offered."""
    for bedtime in (True, False):
        b = board(tokens=3)
        cheese = b.add("CN40", 0, "play", "home:0")
        b.add("PR36", 1, "play", "problem:0", exhausted=True)
        if bedtime:
            b.add("EO146", 1, "play", "home:1")
        g = shipped_game(b)
        assert bool(acts(g, cheese)) is not bedtime
        if bedtime:
            why = "\n".join(mlp_table().why_not(g, "activate Cheese Sandwich").lines())
            assert "its cost puts Cheese Sandwich" in why and "into its owner's hand" in why  # (its words)
            assert "Bedtime" in why and "508.1a" in why


def test_eo60_spike_cant_banish_itself_for_its_cost_while_sb56_brian_could_replace_it():
    """CR 3.4 508.1a, read as I Need Answers' dismissal cost reads it: "Main Phase: Banish
    this card to put each Event banished this way into its owner's hand." (EO60 Spike) with
    P0's SB56 Brian ("If another one of your Friends would be dismissed, banished, or moved,
    you may retire this card instead") in play: Brian's replacement applies to Spike's
    banishment, so the cost can't be paid and is not offered, and the judge's "why not?" names
    Brian; P1's Brian ("your Friends": P1's) changes nothing."""
    for brian_owner in (0, 1):
        b = board(tokens=3)
        spike = b.add("EO60", 0, "play", "home:0")
        b.add("SB56", brian_owner, "play", f"home:{brian_owner}")
        g = shipped_game(b)
        assert bool(acts(g, spike)) is bool(brian_owner), keys(g)
        if brian_owner == 0:
            why = "\n".join(mlp_table().why_not(g, "activate Spike").lines())
            assert "banishes Spike" in why and "Brian" in why and "508.1a" in why


def _dj_pon_3_in_p1s_main_phase(bedtime: bool):
    """P0's CN194 DJ Pon-3 as P1's turn starts, with P1's EO146 Bedtime or not; both players
    pass until P0 first has priority in P1's Main Phase. The game, DJ Pon-3, and whether P0
    was offered the reaction on the way."""
    b = Board()
    dj = b.add("CN194", 0, "play", "home:0")
    b.add("PR36", 1, "play", "home:1")
    if bedtime:
        b.add("EO146", 1, "play", "home:1")
    g = shipped_game(b, phase="ready", step="ready", turn_player=1, turn=4)
    offered = False
    while not (g.s["phase"] == "main" and g.pending().player == 0):
        offered = offered or bool(acts(g, dj))
        answer(g, "pass")
    return g, dj, offered


def test_cn194_dj_pon_3_shufflin_not_offered_while_eo146_bedtime_would_banish_her():
    """CR 3.4 508.1a: "Reaction: After the start of any phase, you may put this card into its
    owner's hand to have all players shuffle ..." (CN194 DJ Pon-3): returning her is the cost,
    and P1's EO146 Bedtime would banish her instead, so the reaction is never offered through
    P1's turn start and Main Phase start (without Bedtime it is, and still is in the Main
    Phase), and the judge's "why not?" names Bedtime."""
    g, dj, offered = _dj_pon_3_in_p1s_main_phase(False)
    assert offered and acts(g, dj)
    g, dj, offered = _dj_pon_3_in_p1s_main_phase(True)
    assert not offered and acts(g, dj) == []
    why = "\n".join(mlp_table().why_not(g, "activate DJ Pon-3").lines())
    assert "its cost puts DJ Pon-3" in why and "into its owner's hand" in why  # (as the card words it)
    assert "Bedtime" in why and "508.1a" in why


def test_ll38_princess_twilight_sparkle_cant_banish_herself_to_copy_while_sb56_brian_could_replace_it():
    """CR 3.4 508.1a, read as I Need Answers' dismissal cost reads it: "you may banish this
    card to copy that Event's effects" (LL38 Princess Twilight Sparkle) with P0's SB56 Brian
    ("If another one of your Friends would be ... banished, ..., you may retire this card
    instead"): her banishment would be replaced, so she is not asked to pay it and stays;
    with P1's Brian she is asked."""
    for brian_owner in (0, 1):
        b = Board()
        b.players[0]["tokens"] = 3
        b.players[1]["score"] = 8
        twilight = b.add("LL38", 0, "play", "home:0")
        b.add("PR60", 0, "play", "home:0")
        b.add("SB56", brian_owner, "play", f"home:{brian_owner}")
        event = b.add("PR126", 0, "hand")
        g = shipped_game(b)
        answer(g, f"play|{event}|event")
        answer(g, f"card:{twilight}")
        if brian_owner == 0:
            assert g.pending().kind == "priority" and twilight in g.s["play"]
            assert zone_codes(g, 0, "banished") == [] and "SB56" not in zone_codes(g, 0, "discard")
        else:
            assert "yes" in keys(g)
