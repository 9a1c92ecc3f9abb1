"""Glossary keywords as parameterised building blocks, each on a test card made for it."""

from __future__ import annotations

from functools import cache

from engine.mlp.cards.model import Card, CardType, Color, Keyword
from engine.mlp.state.library import CardLibrary
from engine.mlp.values import power
from tests.engine.cardsource import theme_cards
from tests.engine.helpers import Board, answer, keys, rules_cited


def _friend(code: str, keywords: tuple[Keyword, ...], power_value: int = 2, color: Color = Color.BLUE,
            traits: tuple[str, ...] = ("Pegasus",), kind: CardType = CardType.FRIEND) -> Card:
    return Card(id=f"test-{code}", set_code="TS", set_name="Test", number=code[2:], rarity="C",
                type=kind, title=f"Test {code}", subtitle="", colors=(color,), power=power_value,
                cost=1, traits=traits, keywords=keywords,
                troublemaker_points=1 if kind is CardType.TROUBLEMAKER else None)


TEST_CARDS = [
    _friend("TS1", (Keyword("Calming", 2),)),
    _friend("TS2", (Keyword("Competitive", 3),)),
    _friend("TS3", (Keyword("Diligent", 1),)),
    _friend("TS4", (Keyword("Eccentric", 2),)),
    _friend("TS5", (Keyword("Hasty"),)),
    _friend("TS6", (Keyword("Meticulous", 2),)),
    _friend("TS7", (Keyword("Persistent"),), power_value=1),
    _friend("TS8", (Keyword("Prepared"),)),
    _friend("TS9", (Keyword("Prismatic"),), traits=("Crystal",)),
    _friend("TS10", (), color=Color.PINK, traits=("Crystal",)),
    _friend("TS11", (Keyword("Showy", 2),)),
    _friend("TS12", (Keyword("Supportive", 2),), color=Color.PURPLE),
    _friend("TS13", (Keyword("Teamwork"), Keyword("Swift")), traits=("Pegasus",)),
    _friend("TS14", (Keyword("Vexing"),), power_value=1),
    _friend("TS15", (Keyword("Villain"),), kind=CardType.TROUBLEMAKER, power_value=3),
    _friend("TS16", (Keyword("Random"),), power_value=1),
    _friend("TS17", (Keyword("Pumped"),)),
]


@cache
def kw_library() -> CardLibrary:
    return CardLibrary([*theme_cards().values(), *TEST_CARDS], version="test-keywords")


def _game(b: Board, **top):
    return b.game(kw_library(), **top)


def _faceoff(g, areas=("problem:0",), kind="problem"):
    g.s["faceoff"] = {"kind": kind, "areas": list(areas), "challenger": 0, "tm": None,
                      "flipped": [[], []], "ignored": [], "flagged": [], "used": []}


def test_calming_opposing_friend_entering_here_gets_minus_x():
    b = Board()
    b.add("test-TS1", 1, "play", "problem:1")
    b.add("PR12", 0, "play", "home:0")
    card = b.add("PR13", 0, "hand")  # Holly Dash 4 power
    b.players[0] = {"tokens": 5}
    g = _game(b)
    answer(g, f"play|{card}|problem:1")
    holly = next(i for i in g.s["play"] if g.spec(i).code == "PR13")
    assert power.power(g, holly) == 2


def test_competitive_adds_x_while_involved_in_a_faceoff():
    b = Board()
    pony = b.add("test-TS2", 0, "play", "problem:0")
    g = _game(b)
    assert power.power(g, pony) == 2
    _faceoff(g)
    assert power.power(g, pony) == 5


def test_diligent_puts_x_counters_after_a_win():
    """Glossary, Diligent X: "put X +1 power counters on this card" (the rules text sets "X +1"
    as the formula "$X + 1$", as it sets Cutie Mark's "$+1$ power counter"): Diligent 1, one."""
    b = Board()
    pony = b.add("test-TS3", 0, "play", "problem:0")
    for _ in range(3):
        b.add("PR20", 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    g = _game(b, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    assert g.card(pony)["counters"]["power"] == 1
    assert power.power(g, pony) == 3


def test_eccentric_opponents_need_more_wild_power():
    b = Board()
    b.add("test-TS4", 1, "play", "problem:1")
    g = _game(b)
    assert power.requirements(g, 0, "problem:1") == [("wild", None, 6)]
    assert power.requirements(g, 1, "problem:1") == [("color", "orange", 1), ("not_color", "orange", 1)]


def test_hasty_friends_can_be_played_outside_the_main_phase():
    b = Board()
    hasty = b.add("test-TS5", 1, "hand")
    b.players[1] = {"tokens": 3}
    g = _game(b)
    g.submit(["draw"])  # P0 acts; P1 then holds priority with a Hasty card
    assert g.pending().player == 1
    assert [k for k in keys(g) if k.startswith(f"play|{hasty}|")]


def test_meticulous_orders_the_top_of_your_deck_at_the_start_of_turn():
    b = Board()
    b.add("test-TS6", 0, "play", "home:0")
    g = _game(b, phase="ready", step="ready")
    assert g.pending().kind == "meticulous"
    top_two = [o.key for o in g.pending().options]
    answer(g, top_two[0])
    assert g.s["players"][0]["deck"][0] == int(top_two[0].split(":")[1])


def test_persistent_may_frighten_instead_of_leaving_play():
    b = Board()
    stay = b.add("test-TS7", 1, "play", "problem:1")
    b.add("PR36", 0, "play", "home:0")
    b.add("PR36", 0, "play", "home:0")
    invite = b.add("PR113", 0, "hand")  # dismiss an opponent's Friend with 1 power or less
    g = _game(b)
    answer(g, f"play|{invite}|event")
    assert g.pending().kind == "replacement"
    answer(g, "persistent")
    assert g.card(stay)["frightened"]


def test_prepared_gains_a_token_when_an_opponent_starts_a_faceoff_here():
    b = Board()
    b.add("test-TS8", 1, "play", "problem:0")
    for _ in range(6):
        b.add("PR20", 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    g = _game(b, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    assert g.s["players"][1]["tokens"] == 1
    assert "Glossary: Prepared" in rules_cited(g)


def test_prismatic_has_the_colors_of_your_other_crystal_characters():
    b = Board()
    prism = b.add("test-TS9", 0, "play", "home:0")
    b.add("test-TS10", 0, "play", "home:0")
    g = _game(b)
    assert set(power.colors(g, prism)) == {"blue", "pink"}


def test_showy_taxes_opponents_moving_to_its_problem():
    b = Board()
    b.add("test-TS11", 1, "play", "problem:1")
    pony = b.add("PR20", 0, "play", "home:0")
    g = _game(b)
    assert power.move_cost(g, 0, pony, "problem:1") == 4
    assert power.move_cost(g, 0, pony, "problem:0") == 2


def test_supportive_with_your_mane_sharing_a_color():
    b = Board()
    helper = b.add("test-TS12", 0, "play", "home:0")  # purple, like Twilight at home
    g = _game(b)
    assert power.power(g, helper) == 4
    b = Board()
    helper = b.add("test-TS12", 0, "play", "problem:1")
    assert power.power(_game(b), helper) == 2


def test_teamwork_shares_printed_keywords_with_friends_sharing_a_trait():
    b = Board()
    b.add("test-TS13", 0, "play", "home:0")
    peg = b.add("PR20", 0, "play", "home:0")  # Pegasus
    earth = b.add("PR36", 0, "play", "home:0")  # Earth Pony
    g = _game(b)
    assert power.has_keyword(g, peg, "Swift") and not power.has_keyword(g, earth, "Swift")
    assert g.lib.spec("test-TS13").status == "implemented"


def test_vexing_may_retire_instead_of_being_confronted():
    b = Board()
    vex = b.add("test-TS14", 1, "play", "problem:0")
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add("PR20", 0, "play", "problem:0")
    g = _game(b, phase="score", step="confront")
    assert g.pending().kind == "replacement" and g.pending().player == 1
    answer(g, "yes")
    assert vex not in g.s["cards"] and g.s["players"][0]["score"] == 0


def test_villain_frightens_each_friend_at_its_problem_when_uncovered():
    b = Board()
    b.add("test-TS15", 0, "play", "problem:1", face_down=True)
    mine = b.add("PR20", 0, "play", "problem:1")
    theirs = b.add("PR20", 1, "play", "problem:1")
    g = _game(b, phase="troublemaker", step="uncover")
    assert g.card(mine)["frightened"] and g.card(theirs)["frightened"]


def test_random_may_ignore_a_one_power_flip_once_per_faceoff():
    b = Board()
    for _ in range(4):
        b.add("test-TS16", 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    g = _game(b, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    assert g.pending().kind == "may"
    answer(g, "yes")
    assert "Glossary: Random" in rules_cited(g)
    assert any("is ignored" in text for _, _, text in g.log)


def test_stubborn_and_swift_are_printed_keywords_that_work():
    b = Board()
    stub = b.add("PR22", 0, "play", "problem:0", exhausted=True)  # Apple Cobbler: Stubborn
    g = _game(b)
    assert power.contributes(g, stub)


def test_cutie_mark_once_only():
    b = Board()
    pony = b.add("PR20", 0, "play", "home:0")
    g = _game(b)
    assert g.cutie_mark(pony)
    assert not g.cutie_mark(pony)
    assert power.power(g, pony) == 2


def test_pumped_banishes_a_flipped_card_beneath_it():
    b = Board()
    pump = b.add("test-TS17", 0, "play", "problem:0")
    for _ in range(4):
        b.add("PR20", 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    g = _game(b, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    while g.pending().kind != "replacement":
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    answer(g, keys(g)[1])
    assert len(g.s["players"][0]["banished"]) == 1
    assert g.beneath(pump) == g.s["players"][0]["banished"]


def test_pr71_pr78_inspired_counts_every_inspired_card_you_control():
    """Inspired: at the start of your Main Phase look at that many cards of an opponent's deck."""
    b = Board()
    b.add("PR71", 0, "play", "home:0")  # Hoity Toity: Inspired
    b.add("PR78", 0, "play", "home:0")  # Royal Riff: Inspired
    top = b.deck_top("PR38", 1)
    g = _game(b, phase="main", step="main")
    # two Inspired cards: each triggers and looks at 2 cards
    if g.pending().kind == "trigger_order":
        answer(g, keys(g)[0])
    assert g.pending().kind == "inspired" and len(g.pending().options) == 2
    answer(g, f"card:{top}")
    assert g.s["players"][1]["deck"][0] == top  # put on the bottom
    assert "Glossary: Inspired" in rules_cited(g)


def test_pr80_amethyst_star_caretaker_with_a_critter_at_its_problem():
    b = Board()
    star = b.add("PR80", 0, "play", "problem:1")
    g = _game(b)
    assert power.power(g, star) == 2
    b = Board()
    star = b.add("PR80", 0, "play", "problem:1")
    b.add("PR86", 0, "play", "problem:1")  # House Mouse: Critter
    assert power.power(_game(b), star) == 3


def test_pr40_dance_fever_random_on_a_theme_deck_card():
    b = Board()
    for _ in range(4):
        b.add("PR40", 0, "play", "problem:0")  # Dance Fever: 1 power, Random
    tm = b.add("PR157", 1, "play", "problem:0")
    g = _game(b, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    assert g.pending().kind == "may"  # P0 flipped a 1-power card
    answer(g, "no")
    assert "is ignored" not in " ".join(text for _, _, text in g.log)


def test_meticulous_puts_the_rest_back_on_top_in_any_order():
    b = Board()
    b.add("test-TS6", 0, "play", "home:0")  # Meticulous 2
    low = b.deck_top("PR36", 0)
    high = b.deck_top("PR38", 0)  # the top card
    g = _game(b, phase="ready", step="ready")
    assert g.pending().kind == "meticulous"
    answer(g)  # nothing to the bottom
    assert g.pending().kind == "order"
    answer(g, f"card:{low}")  # put the lower card on top instead
    # the draw step follows the start-of-turn trigger: P0 draws the card they put on top
    drawn = g.s["players"][0]["hand"][-1]
    assert g.spec(drawn).code == "PR36"
    assert g.s["players"][0]["deck"][-1] == high
