"""Rules 609 (Main Phase actions), 205 (play requirements), 506 (moving), 508 (costs),
509 (attachments), 304/305 (Events and Resources), 410.6 (new card on a zone change)."""

from __future__ import annotations

from engine.mlp.procedures.invariants import broken_invariants
from engine.mlp.values import power
from engine.mlp.view import card_view
from tests.engine.helpers import Board, answer, keys, log_text, rules_cited, shipped_game


def _main(tokens: int = 5, **extra) -> Board:
    b = Board()
    b.players[0] = {"tokens": tokens}
    return b


def _rarity_boosted_at_her_problem(b: Board) -> int:
    """P1's Mane Character made Rarity, Dazzling Fashionista (PR5), Boosted, at P1's Problem
    (a player has one Mane Character, 102.1): her instance id."""
    rarity = b.mane[1]
    b.cards[rarity - 1].update(card="PR5", area="problem:1", boosted=True)
    return rarity


def test_609_2a_205_play_a_friend_needs_cost_and_color_power():
    b = _main(tokens=5)
    holly = b.add("PR13", 0, "hand")  # Holly Dash: cost 4, needs 2 blue power
    g = b.game()
    assert not [k for k in keys(g) if k.startswith(f"play|{holly}|")]
    b = _main(tokens=5)
    holly = b.add("PR13", 0, "hand")
    b.add("PR12", 0, "play", "home:0")  # Emerald Green: 2 blue power
    g = b.game()
    answer(g, f"play|{holly}|problem:1")
    assert g.s["players"][0]["tokens"] == 1
    new = [i for i in g.s["play"] if g.spec(i).code == "PR13"]
    assert len(new) == 1 and new[0] != holly  # 410.6: a card that changes zones is a new card
    assert g.card(new[0])["area"] == "problem:1"
    assert "705.2d" in rules_cited(g) and "706.1" in rules_cited(g)


def test_205_requirements_added_up_as_far_as_needed_answer_as_the_full_sums():
    """205.1 / 507.3: listing actions adds the player's power by color only as far as
    the requirements asked so far need; asked in any order, every answer is the one the
    full sums give (seeded theme games, both players, at every decision)."""
    from engine.mlp.bot import RandomBot
    from engine.mlp.procedures.setup import deck_from_cards, new_game
    from tests.engine.cardsource import THEME_DECKS, theme_deck
    from tests.engine.helpers import library

    lib = library()
    asked = [(), (("blue", 2),), (("pink", 1), ("white", 3)), (("orange", 5),), (("yellow", 1),),
             (("purple", 2), ("blue", 1)), (("white", 9),), (("pink", 4),)]
    checked = met = 0
    for seed, pair in enumerate(((0, 1), (2, 3), (4, 5))):
        decks = [deck_from_cards(lib, theme_deck(THEME_DECKS[i])) for i in pair]
        g = new_game(lib, decks, seed)
        bots = [RandomBot(seed), RandomBot(seed + 7)]
        while g.pending() is not None and g.s["turn"] <= 40:
            for player in (0, 1):
                tally = power.PowerByColor(g, player)
                for reqs in asked[seed:] + asked[:seed]:  # each game asks in another order
                    full = all(power.color_power(g, player, color) >= n for color, n in reqs)
                    assert tally.covers(reqs) == full, (reqs, g.s["turn"])
                    checked += 1
                    met += full
            decision = g.pending()
            g.submit(bots[decision.player].choose(decision))
    assert checked > 1000 and 0 < met < checked


def test_609_2a_cost_must_be_affordable():
    b = _main(tokens=1)
    b.add("PR12", 0, "hand")  # cost 2
    g = b.game()
    assert not [k for k in keys(g) if k.startswith("play|")]


def test_609_2b_move_costs_two_swift_one_and_showy_style_tax():
    b = _main(tokens=5)
    friend = b.add("PR20", 0, "play", "home:0")
    swift = b.add("PR8", 0, "play", "home:0")  # Cerulean Skies: Swift
    g = b.game()
    assert power.move_cost(g, 0, friend, "problem:1") == 2
    assert power.move_cost(g, 0, swift, "problem:1") == 1
    answer(g, f"move|{swift}|problem:1")
    assert g.s["players"][0]["tokens"] == 4
    assert g.card(swift)["area"] == "problem:1"  # moving keeps the card (506 is not a zone change)
    assert "609.2b" in rules_cited(g)


def test_609_2_move_and_play_options_say_what_they_cost_alike():
    """609.2a, 609.2b, 609.2c: each option of a Main Phase action that costs action tokens says
    how many, the same way for a move as for a card played and as the draw action: Swift's move costs 1 (and says
    so), a Friend its cost, a Troublemaker 1, with a cost modifier in play (Rarity's tax on
    moving to her Problem) counted in."""
    b = _main(tokens=5)
    friend = b.add("PR20", 0, "play", "home:0")
    swift = b.add("PR8", 0, "play", "home:0")  # Cerulean Skies: Swift
    _rarity_boosted_at_her_problem(b)  # moving to her Problem costs 1 more
    emerald = b.add("PR12", 0, "hand")  # Emerald Green: cost 2
    tm = b.add("PR157", 0, "hand")
    g = b.game()
    labels = {o.key: o.label for o in g.pending().options}
    assert labels[f"move|{friend}|problem:0"] == f"Pay 2 to move {g.name(friend)} to problem:0"
    assert labels[f"move|{friend}|problem:1"] == f"Pay 3 to move {g.name(friend)} to problem:1"
    assert labels[f"move|{swift}|problem:0"] == f"Pay 1 to move {g.name(swift)} to problem:0"
    assert labels[f"move|{swift}|problem:1"] == f"Pay 2 to move {g.name(swift)} to problem:1"
    assert labels[f"play|{emerald}|home:0"] == "Pay 2 to play Emerald Green, Cider Aficionado at home"
    assert labels[f"tm|{tm}|problem:1"] == "Pay 1 to play Purple Parasprite face-down at problem:1"
    assert labels["draw"] == "Pay 1 to draw a card"  # (the draw action's words, which they follow)
    for key, label in labels.items():  # what each says is what taking it costs
        if key.startswith(("move|", "play|", "tm|")):
            before = g.snapshot()
            g.submit([key])
            assert label.startswith(f"Pay {5 - g.s['players'][0]['tokens']} to "), label
            g.restore(before)


def test_rarity_boosted_taxes_opponents_moving_to_her_problem_but_never_below_one():
    b = _main(tokens=5)
    swift = b.add("PR8", 0, "play", "home:0")
    rarity = _rarity_boosted_at_her_problem(b)
    g = b.game()
    assert power.move_cost(g, 0, swift, "problem:1") == 2  # 2 - 1 (Swift) + 1 (Rarity)
    assert power.move_cost(g, 0, swift, "problem:0") == 1
    assert power.move_cost(g, 1, rarity, "problem:0") == 2


def test_506_2_cards_cannot_move_to_their_own_area_or_an_opponents_home():
    b = _main(tokens=5)
    friend = b.add("PR20", 0, "play", "problem:0")
    g = b.game()
    moves = [k for k in keys(g) if k.startswith(f"move|{friend}|")]
    assert sorted(moves) == [f"move|{friend}|home:0", f"move|{friend}|problem:1"]


def test_609_2c_play_troublemaker_face_down_for_one():
    b = _main(tokens=1)
    tm = b.add("PR157", 0, "hand")  # Purple Parasprite
    g = b.game()
    answer(g, f"tm|{tm}|problem:1")
    new = next(i for i in g.s["play"] if g.spec(i).code == "PR157")
    assert g.card(new)["face_down"] and g.card(new)["area"] == "problem:1"
    assert g.s["players"][0]["tokens"] == 0
    assert "face-down" in g.name(new)  # 505.1d.i: no name while face down


def test_609_2c_each_troublemaker_option_names_the_card_its_player_plays_face_down():
    """609.2c: P0 holds Ahuizotl and two Purple Parasprites and may play any of them face-down
    at either Problem. The options are P0's, who knows the cards in their hand: each names the
    Troublemaker it plays, the two Parasprites told apart by their numbers, so P0 need not
    match numbers against the hand to know which goes down, and in words which copy in the hand
    each is (a number alone tells a person nothing). The log, which P1 reads too,
    still names none (505.1d)."""
    from engine.mlp.table import mlp_table

    b = _main(tokens=1)
    ahuizotl = b.add("PR152", 0, "hand")
    first, second = b.add("PR157", 0, "hand"), b.add("PR157", 0, "hand")
    g = shipped_game(b)
    decision = g.pending()
    labels = dict(zip(decision.option_keys(), mlp_table().option_labels(g, decision), strict=True))
    assert labels[f"tm|{ahuizotl}|problem:1"] == "Pay 1 to play Ahuizotl face-down at Problem Runaway Cart (Player 2's)"
    assert labels[f"tm|{first}|problem:0"] == \
        f"Pay 1 to play Purple Parasprite #{first} (copy 1 of 2 in Player 1's hand) face-down at Problem Cloudbursting (Player 1's)"
    assert labels[f"tm|{second}|problem:1"] == \
        f"Pay 1 to play Purple Parasprite #{second} (copy 2 of 2 in Player 1's hand) face-down at Problem Runaway Cart (Player 2's)"
    answer(g, f"tm|{ahuizotl}|problem:1")
    assert "Ahuizotl" not in log_text(g) and g.as_written("P0 plays a Troublemaker face-down to problem:1") in log_text(g)


def test_609_2d_draw_for_one_and_609_2e_rally_for_two():
    b = _main(tokens=3)
    scared = b.add("PR20", 0, "play", "home:0", frightened=True)
    g = b.game()
    hand = len(g.s["players"][0]["hand"])
    answer(g, "draw")
    assert len(g.s["players"][0]["hand"]) == hand + 1 and g.s["players"][0]["tokens"] == 2
    answer(g, f"rally|{scared}")
    assert not g.card(scared)["frightened"] and g.s["players"][0]["tokens"] == 0
    assert "609.2e" in rules_cited(g)


def test_504_frightened_characters_have_no_power_and_lose_attachments():
    b = _main()
    friend = b.add("PR12", 0, "play", "problem:1")
    hat = b.add("PR139", 0, "play", "problem:1", host=friend)
    g = b.game()
    assert power.power(g, friend) == 2
    g.frighten(friend)
    assert power.power(g, friend) is None
    assert hat not in g.s["cards"]
    assert any(g.spec(i).code == "PR139" for i in g.s["players"][0]["discard"])


def test_305_resource_on_a_friend_and_509_attachment_moves_with_host():
    b = _main(tokens=5)
    friend = b.add("PR22", 0, "play", "home:0")  # Apple Cobbler (orange 1)
    b.add("PR12", 0, "play", "home:0")
    hat = b.add("PR139", 0, "hand")  # Hard Hat: play on a Friend; it has Stubborn; needs 2 orange
    g = b.game()
    assert not [k for k in keys(g) if k.startswith(f"play|{hat}")]
    b = _main(tokens=5)
    friend = b.add("PR33", 0, "play", "home:0")  # Red Gala (orange 2)
    hat = b.add("PR139", 0, "hand")
    g = b.game()
    answer(g, f"play|{hat}|on:{friend}")
    new_hat = next(i for i in g.s["play"] if g.spec(i).code == "PR139")
    assert g.card(new_hat)["host"] == friend
    assert power.has_keyword(g, friend, "Stubborn")
    answer(g, f"move|{friend}|problem:1")
    assert g.card(new_hat)["area"] == "problem:1"


def test_509_an_attachment_of_an_attachment_moves_with_the_friend_under_them():
    """509.3: Trashed is played on a Resource (Hard Hat) on a Friend; when the Friend moves, both
    go with it, and the match table shows Trashed under Hard Hat (whole-pool game 21374 had
    Trashed left behind at the Problem its Friend moved from)."""
    b = _main(tokens=5)
    friend = b.add("PR33", 0, "play", "home:0")
    hat = b.add("PR139", 0, "play", "home:0", host=friend)
    trashed = b.add("EO167", 1, "play", "home:0", host=hat)
    g = shipped_game(b)
    answer(g, f"move|{friend}|problem:1")
    assert g.card(hat)["area"] == g.card(trashed)["area"] == "problem:1"
    assert not broken_invariants(g)
    shown = card_view(g, friend)
    assert [a.iid for a in shown.attachments] == [hat]
    assert [a.iid for a in shown.attachments[0].attachments] == [trashed]


def test_304_main_phase_event_resolves_then_goes_to_discard():
    b = _main(tokens=2)
    b.add("PR12", 0, "play", "home:0")  # 2 blue for the requirement
    target = b.add("PR20", 0, "play", "problem:1")
    swing = b.add("PR120", 0, "hand")  # Swing Into Action: +2 blue until end of turn
    g = b.game()
    answer(g, f"play|{swing}|event")
    answer(g, f"card:{target}")
    assert power.power(g, target) == 3
    assert "blue" in power.colors(g, target)
    assert any(g.spec(i).code == "PR120" for i in g.s["players"][0]["discard"])
    assert "304.2" in rules_cited(g)
    g.expire_mods("turn")
    assert power.power(g, target) == 1


def test_705_events_without_a_legal_target_are_not_offered():
    b = _main(tokens=2)
    b.add("PR36", 0, "play", "home:0")
    b.add("PR36", 0, "play", "home:0")
    b.add("PR37", 0, "play", "home:0")
    b.add("PR113", 0, "hand")  # Here's Your Invitation: dismiss opponent's Friend with 1 power or less
    g = b.game()
    assert not [k for k in keys(g) if k.startswith("play|") and k.endswith("|event")]


def test_616_wrap_up_discard_to_eight_then_home_limit():
    b = _main(tokens=0)
    for _ in range(10):
        b.add("PR20", 0, "hand")
    for _ in range(5):
        b.add("PR20", 0, "play", "home:0")
    g = b.game(phase="end", step="wrap_up")
    assert g.pending().kind == "discard" and g.pending().min == 2
    answer(g, *keys(g)[:2])
    assert len(g.s["players"][0]["hand"]) == 8
    assert g.pending().kind == "retire" and g.pending().min == 2  # Twilight's home limit is 3
    answer(g, *keys(g)[:2])
    friends_home = [i for i in g.at("home:0") if g.is_type(i, "friend")]
    assert len(friends_home) == 3
    assert {"616.2", "616.3"} <= set(rules_cited(g))
