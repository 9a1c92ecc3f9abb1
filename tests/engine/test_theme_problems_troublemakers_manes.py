"""Theme-deck Troublemakers (306, 607), Problems (303, 611-613) and Mane Characters (301)."""

from __future__ import annotations

from engine.mlp.values import power
from tests.engine.card_play import find
from tests.engine.helpers import Board, answer, keys, log_text, option_with, pass_until, rules_cited


def _faceoff_at_p1(problem_p1: str = "PR190", p1_deck_next: str = "PR161", p0_extra: int = 3) -> Board:
    """P0 confronts P1's Problem with 1 + p0_extra power; P1 meets its own side there."""
    b = Board(problems=("PR168", problem_p1))
    b.cards[b.mane[0] - 1]["area"] = "problem:1"
    for _ in range(p0_extra):
        b.add("PR20", 0, "play", "problem:1")
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    b.add("PR20", 1, "play", "problem:1")
    b.add(p1_deck_next, 1, "problem_deck")
    return b


def test_pr157_pr155_pr160_parasprites_and_flim_tax_the_opponent_at_their_troublemaker_phase():
    b = Board()
    b.add("PR157", 1, "play", "problem:0")  # Purple Parasprite: exhaust one of their characters
    b.add("PR155", 1, "play", "problem:1")  # Flim: exhaust one of their Resources
    hat_host = b.add("PR33", 0, "play", "home:0")
    hat = b.add("PR139", 0, "play", "home:0", host=hat_host)
    g = b.game(phase="troublemaker", step="troublemaker")
    while g.pending().kind in ("trigger_order", "target"):
        answer(g, keys(g)[0])
    assert g.card(hat)["exhausted"]
    assert sum(1 for i in g.characters(0) if g.card(i)["exhausted"]) == 1
    b = Board()
    b.add("PR160", 1, "play", "problem:1")  # Yellow Parasprite: discard a random card
    b.add("PR20", 0, "hand")
    b.add("PR20", 0, "hand")
    g = b.game(phase="troublemaker", step="troublemaker")
    assert len(g.s["players"][0]["hand"]) == 1 and len(g.s["players"][0]["discard"]) == 1


def test_pr155_flim_with_no_resource_to_exhaust_says_the_opponent_has_none():
    """Flim's trigger resolving while the opponent has no Resource: its text is carried out
    and finds no card, which the log says in the card's words with why (712), not that a
    condition is not met."""
    b = Board()
    flim = b.add("PR155", 1, "play", "problem:1")
    b.add("PR33", 0, "play", "home:0")
    g = b.game(phase="troublemaker", step="troublemaker")
    assert (f"712: Nothing happens: “At the start of your opponent's Troublemaker Phase, they exhaust one of their "
            f"Resources” is not done: P0 has no ready Resource in play (by the text of Flim #{flim}); not repeated at "
            "P0's next turns while it stays so") in log_text(g).splitlines()


def test_pr158_timberwolf_owner_pays_two_or_dismisses_and_taxes_friends_there():
    b = Board()
    wolf = b.add("PR158", 0, "play", "problem:1", face_down=True)
    b.players[0] = {"tokens": 2}
    g = b.game(phase="troublemaker", step="uncover")
    assert g.pending().kind == "cost"
    answer(g, "pay")
    assert g.s["players"][0]["tokens"] == 0 and wolf in g.s["cards"]
    card = g.create_card(g.lib.find("PR20").id, 1, "hand")
    assert power.play_cost(g, 1, card, "problem:1", None) == 3
    assert power.play_cost(g, 0, card, "problem:1", None) == 1
    b = Board()
    wolf = b.add("PR158", 0, "play", "problem:1", face_down=True)
    g = b.game(phase="troublemaker", step="uncover")
    answer(g, "dismiss")
    assert wolf not in g.s["cards"]


def test_pr185_maybes_are_for_babies_lets_the_confronter_draw():
    b = Board(problems=("PR185", "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    for code in ("PR36", "PR36", "PR79", "PR79"):
        b.add(code, 0, "play", "problem:0")  # 6 pink? no: 3+3 pink, 2+2 white
    g = b.game(phase="score", step="confront")
    assert g.s["players"][0]["score"] == 1
    hand = len(g.s["players"][0]["hand"])
    answer(g, "yes")
    assert len(g.s["players"][0]["hand"]) == hand + 1


def test_pr162_avalanche_makes_the_confronters_opponent_discard():
    b = Board(problems=("PR162", "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add("PR33", 0, "play", "problem:0")
    b.add("PR60", 0, "play", "problem:0")
    b.add("PR20", 1, "hand")
    b.add("PR20", 1, "hand")
    g = b.game(phase="score", step="confront")
    assert g.pending().kind == "discard" and g.pending().player == 1
    answer(g, keys(g)[0])
    assert len(g.s["players"][1]["discard"]) == 1


def _foalsitting_confronted():
    b = Board(problems=("PR169", "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add("PR36", 0, "play", "problem:0")
    b.add("PR36", 0, "play", "problem:0")
    b.add("PR161", 0, "problem_deck")
    top = b.add("PR173", 0, "problem_deck")  # the end of the list is the top
    return b.game(phase="score", step="confront"), top


def test_pr169_adventures_in_foalsitting_only_the_first_confront_may_scry():
    """"May look" (712.3) is asked first, with the card unseen; the card is shown only to a
    player who looks, who then chooses the top or the bottom of the deck, as the text reads."""
    g, top = _foalsitting_confronted()
    decision = g.pending()
    assert decision.kind == "may" and decision.player == 0
    assert "Look at the top card of your Problem deck" in decision.prompt
    assert g.name(top) not in decision.prompt
    answer(g, "yes")
    decision = g.pending()
    assert decision.kind == "scry" and g.name(top) in decision.prompt
    assert [o.label for o in decision.options] == ["Leave it on top", "Put it on the bottom"]
    answer(g, "bottom")
    assert g.s["players"][0]["problem_deck"][-1] != top
    assert "P0 looks at the top card of their Problem deck and puts it on the bottom" in log_text(g)
    assert g.s["flags"]["first_confront:3"]


def test_pr169_adventures_in_foalsitting_a_player_who_does_not_look_sees_no_card():
    g, top = _foalsitting_confronted()
    answer(g, "no")
    assert g.s["players"][0]["problem_deck"][-1] == top
    assert "looks at the top card" not in log_text(g)
    assert g.pending() is None or g.pending().kind != "scry"


def test_pr184_pinkie_sense_winner_orders_the_problem_deck():
    b = _faceoff_at_p1(problem_p1="PR184")
    b.add("PR173", 1, "problem_deck")
    b.add("PR183", 1, "problem_deck")
    g = b.game(phase="score", step="confront")
    # P0 needs 6 for the opponent side of My Pinkie Sense: has only 4 -> no faceoff
    assert g.s["players"][0]["score"] == 0
    b = _faceoff_at_p1(problem_p1="PR184", p0_extra=5)
    b.add("PR36", 1, "play", "problem:1")
    b.add("PR36", 1, "play", "problem:1")
    b.add("PR20", 1, "play", "problem:1")  # P1 meets 4 pink + 3 not pink
    b.add("PR173", 1, "problem_deck")
    b.add("PR183", 1, "problem_deck")
    g = b.game(phase="score", step="confront")
    # P0 7 (6 + flip) loses to P1 10 (9 + flip): P1 scores the bonus and orders the deck
    assert g.s["players"][1]["score"] == 2
    assert g.pending().kind == "may" and g.pending().player == 1
    # the deck is the Problem's owner's, P1's own: asked as "your Problem deck"
    assert "My Pinkie Sense is Tingling" in g.pending().prompt and "your Problem deck" in g.pending().prompt
    answer(g, "yes")
    assert g.pending().kind == "order" and g.pending().player == 1
    offered = [o.key for o in g.pending().options]
    chosen_top = g.card(int(offered[-1].split(":")[1]))["card"]
    answer(g, offered[-1])
    answer(g, offered[0])
    # the solved Problem is replaced by the card P1 put on top (613.2)
    assert g.card(g.s["areas"]["problem:1"]["problem"])["card"] == chosen_top



def test_pr184_pinkie_sense_the_opponent_who_wins_may_leave_the_problem_deck_unseen():
    """"They may look" (712.3): the winner, here the Problem's opponent, is asked first and may
    decline; the deck it names is the Problem's owner's (403)."""
    b = _faceoff_at_p1(problem_p1="PR184", p0_extra=9)
    b.add("PR36", 1, "play", "problem:1")
    b.add("PR36", 1, "play", "problem:1")
    b.add("PR20", 1, "play", "problem:1")  # P1 meets its own side: a faceoff, which P0 wins
    b.add("PR173", 1, "problem_deck")
    b.add("PR183", 1, "problem_deck")
    b.add("PR173", 0, "problem_deck")
    g = b.game(phase="score", step="confront")
    top = g.card(g.s["players"][1]["problem_deck"][-1])["card"]
    decision = g.pending()
    assert decision.kind == "may" and decision.player == 0
    assert "My Pinkie Sense is Tingling" in decision.prompt and "P1's Problem deck" in decision.prompt
    answer(g, "no")
    # the solved Problem is replaced by the card that was on top all along (613.2)
    assert g.card(g.s["areas"]["problem:1"]["problem"])["card"] == top
    assert "looks at" not in log_text(g) and "puts 3 cards back" not in log_text(g)
    # (declining is logged, 712.3, as the question asked it: whose deck, not "this Problem's")
    assert "P0 chooses not to look at the top 3 cards of P1's Problem deck and put them back in any order" \
        in log_text(g)

def test_pr174_i_can_fix_it_scores_an_extra_point_for_winning_by_exactly_one():
    b = Board(problems=("PR168", "PR174"))
    b.cards[b.mane[0] - 1]["area"] = "problem:1"
    for _ in range(3):
        b.add("PR20", 0, "play", "problem:1")  # P0: 4 power, opponents need 4
    b.cards[b.mane[1] - 1]["area"] = "problem:1"  # Applejack: orange 1 (not white)
    b.add("PR79", 1, "play", "problem:1")  # Sugar Twist: white 2
    b.add("PR161", 1, "problem_deck")
    g = b.game(phase="score", step="confront")
    # P0 4 + flip 1 = 5 beats P1 3 + flip 1 = 4 by exactly 1
    assert g.s["players"][0]["score"] == 1 + 1 + 1
    assert any("exactly 1" in text for _, _, text in g.log)


def test_pr178_looking_for_trouble_extra_point_for_a_defeat_here():
    b = Board(problems=("PR178", "PR190"))
    for _ in range(5):
        b.add("PR20", 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    g = b.game(phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    assert g.s["players"][0]["score"] == 2


def test_pr167_clearing_gloomy_skies_adds_total_power_with_two_pegasi():
    from engine.mlp.procedures.faceoff import power_total

    b = Board(problems=("PR167", "PR190"))
    b.add("PR20", 0, "play", "problem:0")
    b.add("PR20", 0, "play", "problem:0")
    g = b.game()
    g.s["faceoff"] = {"kind": "problem", "areas": ["problem:0"], "challenger": 0, "tm": None,
                      "flipped": [[], []], "ignored": [], "flagged": [], "used": []}
    assert power_total(g, 0) == 3


def test_pr176_its_a_twister_may_ready_a_card_at_home():
    """Activated by its controller as their Score Phase begins (704.1a, 512.3)."""
    b = Board(problems=("PR176", "PR190"))
    b.add("PR12", 0, "play", "problem:1")
    b.add("PR12", 0, "play", "problem:1")
    tired = b.add("PR20", 0, "play", "home:0", exhausted=True)
    g = b.game(phase="score", step="score")
    answer(g, f"act|{b.problem[0]}|")
    assert not g.card(tired)["exhausted"]


def test_pr176_its_a_twister_with_no_exhausted_card_at_home_is_not_offered():
    """With no exhausted card at home, It's a Twister!'s instruction can't be followed (705.2):
    its controller is not offered it, and the Score Phase goes on without it."""
    b = Board(problems=("PR176", "PR190"))
    b.add("PR12", 0, "play", "problem:1")
    b.add("PR12", 0, "play", "problem:1")
    b.add("PR20", 0, "play", "home:0")
    g = b.game(phase="score", step="score")
    assert not any(k.startswith(f"act|{b.problem[0]}|") for k in keys(g))
    assert "Twister" not in log_text(g)


def test_pr182_monitor_everything_discounts_report_resources_played_here():
    b = Board(problems=("PR182", "PR190"))
    g = b.game()
    report = g.create_card(g.lib.find("PR135").id, 0, "hand")
    assert power.play_cost(g, 0, report, "problem:0", 3) == 1
    assert power.play_cost(g, 0, report, "problem:1", 4) == 2


def test_pr175_i_need_answers_any_player_may_dismiss_a_friend_there_for_a_token():
    b = Board(problems=("PR168", "PR175"))
    pony = b.add("PR20", 0, "play", "problem:1")
    g = b.game()
    act = [k for k in keys(g) if k.startswith("act|4|")]
    assert act  # P0 may activate P1's Problem
    tokens = g.s["players"][0]["tokens"]
    answer(g, act[0])
    assert pony not in g.s["cards"] and g.s["players"][0]["tokens"] == tokens + 1


def test_pr189_raze_this_barn_orange_friends_there_cannot_be_dismissed():
    b = Board(problems=("PR168", "PR189"))
    safe = b.add("PR33", 1, "play", "problem:1")
    g = b.game()
    g.dismiss(safe)
    assert safe in g.s["cards"]
    assert "104.2" in rules_cited(g)


def test_pr191_save_sweet_apple_acres_protects_the_stronger_side():
    b = Board(problems=("PR168", "PR191"))
    strong = b.add("PR38", 1, "play", "problem:1")
    weak = b.add("PR20", 0, "play", "problem:1")
    g = b.game()
    assert not g.can_be_dismissed(strong)
    assert g.can_be_dismissed(weak)


def test_pr161_a_thorn_in_his_paw_taxes_friends_played_there():
    b = Board(problems=("PR168", "PR161"))
    for _ in range(3):
        b.add("PR81", 1, "play", "problem:1")
    g = b.game()
    card = g.create_card(g.lib.find("PR20").id, 0, "hand")
    assert power.play_cost(g, 0, card, "problem:1", None) == 2


def test_problems_entering_play_pr183_and_pr173_affect_each_player():
    b = _faceoff_at_p1(p1_deck_next="PR173")
    for p in (0, 1):
        b.add("PR20", p, "hand")
        b.add("PR20", p, "hand")
    g = b.game(phase="score", step="confront")
    assert g.pending().kind == "target"
    answer(g, keys(g)[0])
    answer(g, keys(g)[0])
    assert len(g.s["players"][0]["discard"]) == 1 and len(g.s["players"][1]["discard"]) == 1
    b = _faceoff_at_p1(p1_deck_next="PR183")
    g = b.game(phase="score", step="confront")
    while g.pending().kind == "target":
        answer(g, keys(g)[0])
    assert any(g.card(i)["frightened"] for i in g.s["play"])


# ----- Mane Characters turning over (301.2) -------------------------------------------------


def test_pr3_pinkie_pie_turns_over_confronting_without_opposing_friends():
    b = Board(manes=("PR3", "PR2"), problems=("PR192", "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add("PR20", 0, "play", "problem:0")
    g = b.game(phase="score", step="confront")
    assert g.card(b.mane[0])["boosted"]
    assert g.spec(b.mane[0]).home_limit == 5 and power.power(g, b.mane[0]) == 3
    assert power.requirements(g, 1, "problem:0") == [("wild", None, 5)]


def test_pr1_rainbow_dash_turns_over_with_own_troublemaker_then_brings_a_friend():
    b = Board(manes=("PR1", "PR2"), problems=("PR168", "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add("PR36", 0, "play", "problem:0")
    b.add("PR157", 0, "play", "problem:0")  # (face-up: a face-down one is not named, 505.2)
    g = b.game(phase="score", step="confront")
    assert g.card(b.mane[0])["boosted"]
    b = Board(manes=("PR1", "PR2"))
    b.cards[b.mane[0] - 1]["boosted"] = True
    friend = b.add("PR20", 0, "play", "home:0")
    b.players[0] = {"tokens": 3}
    g = b.game()
    answer(g, f"move|{b.mane[0]}|problem:1")  # Swift: 1 token
    answer(g, f"card:{friend}")
    assert g.card(friend)["area"] == "problem:1" and g.s["players"][0]["tokens"] == 1


def test_pr5_rarity_turns_over_after_scoring_two_with_her_in_one_score_phase():
    b = Board(manes=("PR5", "PR2"), problems=("PR170", "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:1"
    for _ in range(3):
        b.add("PR79", 0, "play", "problem:1")
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    b.add("PR20", 1, "play", "problem:1")
    b.add("PR161", 1, "problem_deck")
    g = b.game(phase="score", step="confront")
    assert g.card(b.mane[0])["boosted"]


def test_pr6_fluttershy_turns_over_with_a_critter_and_calls_critters_to_faceoffs():
    b = Board(manes=("PR6", "PR2"), problems=("PR164", "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add("PR81", 0, "play", "problem:0")  # yellow critter... needs 1 yellow + 1 not yellow
    b.add("PR20", 0, "play", "problem:0")
    g = b.game(phase="score", step="confront")
    assert g.card(b.mane[0])["boosted"]


def test_pr2_applejack_turns_over_with_excess_and_saves_friends_to_the_deck():
    b = Board(manes=("PR4", "PR2"), problems=("PR168", "PR190"))
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    b.cards[b.mane[1] - 1]["boosted"] = True
    b.add("PR20", 1, "play", "problem:1")
    b.add("PR36", 0, "play", "home:0")
    b.add("PR36", 0, "play", "home:0")
    b.add("PR37", 0, "play", "home:0")
    invite = b.add("PR113", 0, "hand")
    g = b.game()
    answer(g, f"play|{invite}|event")  # the only target is chosen without asking
    assert g.pending().kind == "replacement" and g.pending().player == 1
    answer(g, option_with(g, "top of its owner's deck"))
    top = g.s["players"][1]["deck"][-1]
    assert g.spec(top).code == "PR20"


def test_pr4_twilight_turns_over_after_winning_and_boosted_keeps_flipped_events():
    b = Board()
    for _ in range(5):
        b.add("PR20", 0, "play", "problem:0")
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.deck_top("PR120", 0)  # an Event on top of P0's deck
    tm = b.add("PR157", 1, "play", "problem:0")
    g = b.game(phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    assert g.card(b.mane[0])["boosted"]
    b = Board()
    b.cards[b.mane[0] - 1]["boosted"] = True
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    for _ in range(5):
        b.add("PR20", 0, "play", "problem:0")
    b.deck_top("PR120", 0)
    tm = b.add("PR157", 1, "play", "problem:0")
    g = b.game(phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    pass_until(g, kind="replacement", limit=10)
    answer(g, keys(g)[0])
    assert find(g, "PR120", "hand", owner=0)


def test_every_may_look_at_a_problem_deck_is_asked_in_the_same_words():
    """Adventures in Foalsitting's and My Pinkie Sense is Tingling's "may look" (712.3) are one
    question (`abilities.may_look`): "Look at <the cards> and <what the text does>?"."""
    g, _ = _foalsitting_confronted()
    foalsitting = g.s["areas"]["problem:0"]["problem"]
    assert g.pending().prompt == (f"{g.name(foalsitting)}: Look at the top card of your Problem deck and put it on "
                                  "the top or the bottom of that deck? (712.3)")
    b = _faceoff_at_p1(problem_p1="PR184", p0_extra=9)
    for code in ("PR36", "PR36", "PR20"):
        b.add(code, 1, "play", "problem:1")  # P1 meets its own side: a faceoff, which P0 wins
    for code in ("PR173", "PR183", "PR161"):
        b.add(code, 1, "problem_deck")
    g = b.game(phase="score", step="confront")
    sense = g.s["areas"]["problem:1"]["problem"]
    assert g.pending().prompt == (f"{g.name(sense)}: Look at the top 3 cards of P1's Problem deck and put them back "
                                  "in any order? (712.3)")
