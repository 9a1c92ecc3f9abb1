"""The Crystal Games (CG): one judge scenario per card the engine carries out.

Each test builds the small position a judge would describe on the shipped card database,
makes the card's text happen and checks what the text says happened. Vanilla stand-ins
(no text): PR20 Sweetie Sunrise (blue 1 Pegasus), PR12 Emerald Green (blue 2 Earth Pony),
PR33 Red Gala (orange 2 Earth Pony), PR31 Full Steam (orange 4), PR36 Apple Brown Betty
(pink 3 Earth Pony), PR44 High Spirits (pink 1 Pegasus), PR54 Comet Tail (purple 1
Unicorn), PR60 Blue Moon (purple 2 Unicorn), PR79 Sugar Twist (white 2 Pegasus), PR81
Blue Jay (yellow 2 Critter), PR86 House Mouse (yellow 1 Critter). Mane Characters: PR1
Rainbow Dash, PR2 Applejack, PR3 Pinkie Pie, PR4 Twilight Sparkle, PR5 Rarity, PR6
Fluttershy.
"""

from __future__ import annotations

from engine.mlp.values import power
from tests.engine.helpers import Board, answer, keys, pass_until, shipped_game


def find(g, code: str, zone: str = "play", owner: int | None = None) -> list[int]:
    """The cards with this code in a zone (in play by default)."""
    return [i for i, c in g.s["cards"].items() if g.spec(i).code == code and c["zone"] == zone
            and (owner is None or c["owner"] == owner)]


def board(tokens: int = 6, manes: tuple[str, str] = ("PR4", "PR2")) -> Board:
    """P0's Main Phase with `tokens` action tokens."""
    b = Board(manes=manes)
    b.players[0] = {"tokens": tokens}
    return b


def under(b: Board, holder: int, n: int = 1, owner: int = 0, card: str = "PR20") -> list[int]:
    """Put n banished cards beneath a card on the board."""
    found = [b.add(card, owner, "banished") for _ in range(n)]
    b.cards[holder - 1]["beneath"] = b.cards[holder - 1].get("beneath", []) + found
    return found


def act(g, iid: int) -> str:
    """The key of a card's activated ability (the first one offered)."""
    return next(k for k in keys(g) if k.startswith(f"act|{iid}|"))


def choose(g, iid: int) -> None:
    """Pick this card when the game asks (with one legal choice it picks it itself, 705.2e)."""
    d = g.pending()
    if d is not None and f"card:{iid}" in d.option_keys():
        answer(g, f"card:{iid}")


# --- "While with ..." Friends: a power or a keyword that depends on company -------------

def _with_power(code: str, mane: str, owner_mane_other: str = "PR2") -> tuple[int, int]:
    """The card's power at home with the named Mane Character, then with another Mane."""
    values = []
    for m in (mane, owner_mane_other):
        b = board(manes=(m, "PR2" if m != "PR2" else "PR4"))
        pet = b.add(code, 0, "play", "home:0")
        values.append(power.power(shipped_game(b), pet))
    return values[0], values[1]


def test_cg18_tank_has_plus_one_with_your_rainbow_dash():
    assert _with_power("CG18", "PR1") == (2, 1)


def test_cg37_gummy_has_plus_one_with_your_pinkie_pie():
    assert _with_power("CG37", "PR3") == (3, 2)


def test_cg52_owlowiscious_has_plus_one_with_your_twilight_sparkle():
    assert _with_power("CG52", "PR4") == (2, 1)


def test_cg68_opalescence_has_plus_one_with_your_rarity():
    assert _with_power("CG68", "PR5") == (3, 2)


def test_cg78_angel_has_plus_one_with_your_fluttershy():
    assert _with_power("CG78", "PR6") == (3, 2)


def test_cg18_tank_does_not_count_the_opponents_rainbow_dash():
    b = board(manes=("PR4", "PR1"))
    tank = b.add("CG18", 0, "play", "problem:1")
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    assert power.power(shipped_game(b), tank) == 1


def _crystal_keyword(code: str, keyword: str) -> None:
    """Alone the card lacks the keyword; with another of your Crystal characters it has it;
    an opponent's Crystal character there does not count."""
    b = board()
    card = b.add(code, 0, "play", "problem:1")
    b.add("CG8", 1, "play", "problem:1")  # the opponent's Crystal Guard
    g = shipped_game(b)
    assert not power.has_keyword(g, card, keyword)
    b = board()
    card = b.add(code, 0, "play", "problem:1")
    b.add("CG8", 0, "play", "problem:1")  # your Crystal Guard
    g = shipped_game(b)
    assert power.has_keyword(g, card, keyword)


def test_cg11_periwinkle_pace_is_swift_with_another_crystal():
    _crystal_keyword("CG11", "Swift")


def test_cg24_elbow_grease_is_stubborn_with_another_crystal():
    _crystal_keyword("CG24", "Stubborn")


def test_cg38_jewel_joy_is_random_with_another_crystal():
    _crystal_keyword("CG38", "Random")


def test_cg55_rook_ramparts_is_studious_with_another_crystal():
    _crystal_keyword("CG55", "Studious")


def test_cg66_lilac_luster_is_inspired_with_another_crystal():
    _crystal_keyword("CG66", "Inspired")


def test_cg84_golden_wheat_is_caretaker_with_another_crystal():
    _crystal_keyword("CG84", "Caretaker")


def test_cg15_randolph_is_swift_with_your_pegasus():
    b = board()
    randolph = b.add("CG15", 0, "play", "home:0")
    b.add("PR20", 1, "play", "home:1")
    g = shipped_game(b)
    assert not power.has_keyword(g, randolph, "Swift")
    b = board()
    randolph = b.add("CG15", 0, "play", "home:0")
    b.add("PR20", 0, "play", "home:0")  # a Pegasus
    g = shipped_game(b)
    assert power.has_keyword(g, randolph, "Swift")
    answer(g, f"move|{randolph}|problem:1")
    assert g.s["players"][0]["tokens"] == 5  # 609.2b: 2 tokens, Swift pays 1 less


def test_cg77_amethyst_star_gives_troublemakers_here_minus_one():
    b = board()
    b.add("CG77", 0, "play", "problem:1")
    here = b.add("PR157", 1, "play", "problem:1")
    there = b.add("PR157", 1, "play", "problem:0")
    g = shipped_game(b)
    assert (power.power(g, here), power.power(g, there)) == (3, 4)


def test_cg193_spitfire_has_plus_one_during_its_faceoffs():
    b = board()
    spit = b.add("CG193", 0, "play", "problem:0")
    g = shipped_game(b)
    assert power.power(g, spit) == 1
    g.s["faceoff"] = {"kind": "problem", "areas": ["problem:0"], "challenger": 0, "tm": None,
                      "flipped": [[], []], "ignored": [], "flagged": [], "used": []}
    assert power.power(g, spit) == 2


def test_cg6_bulk_biceps_has_plus_one_per_card_beneath():
    b = board()
    bulk = b.add("CG6", 0, "play", "home:0")
    under(b, bulk, 2)
    assert power.power(shipped_game(b), bulk) == 4


def test_cg164_hydra_has_plus_two_per_card_beneath():
    b = board()
    hydra = b.add("CG164", 1, "play", "problem:0")
    under(b, hydra, 2, owner=1)
    assert power.power(shipped_game(b), hydra) == 9


def test_cg160_diamond_tiara_counts_foals_at_its_problem():
    from engine.mlp.api import default_library
    foal = next(c for c in default_library().cards()
                if c.type.value == "friend" and "Foal" in c.traits and not c.text.strip())
    b = board()
    tiara = b.add("CG160", 1, "play", "problem:0")
    b.add(foal.set_code + foal.number, 0, "play", "problem:0")
    b.add(foal.set_code + foal.number, 1, "play", "problem:0")
    b.add(foal.set_code + foal.number, 0, "play", "problem:1")
    assert power.power(shipped_game(b), tiara) == 6


def test_cg31_thunderlane_cannot_be_frightened():
    b = board()
    thunder = b.add("CG31", 0, "play", "home:0")
    pegasus = b.add("PR20", 0, "play", "home:0")  # shares Pegasus: Teamwork lends the text
    earth = b.add("PR12", 0, "play", "home:0")
    g = shipped_game(b)
    for card in (thunder, pegasus, earth):
        g.frighten(card)
    assert [g.card(i)["frightened"] for i in (thunder, pegasus, earth)] == [False, False, True]


def test_cg29_spike_statuesque_gets_plus_three_until_end_of_turn():
    b = board(manes=("PR2", "PR4"))
    b.add("PR33", 0, "play", "home:0")
    b.add("PR33", 0, "play", "home:0")
    spike = b.add("CG29", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{spike}|home:0")
    spike = find(g, "CG29")[0]
    assert power.power(g, spike) == 6
    g.expire_mods("turn")
    assert power.power(g, spike) == 3


# --- "When this card enters play" --------------------------------------------------------

def test_cg35_cheese_sandwich_dismisses_a_friend_at_home_with_three_power():
    b = board(manes=("PR3", "PR2"))
    b.add("PR36", 0, "play", "home:0")
    big = b.add("PR31", 1, "play", "home:1")  # 4 power at home
    small = b.add("PR33", 1, "play", "home:1")  # 2 power: not a choice
    away = b.add("PR31", 1, "play", "problem:1")  # not at home: not a choice
    cheese = b.add("CG35", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{cheese}|home:0")
    assert f"card:{small}" not in keys(g) and f"card:{away}" not in keys(g)
    answer(g, f"card:{big}")  # (your own 3-power Apple Brown Betty at home is a choice too)
    assert big not in g.s["cards"] and small in g.s["cards"] and away in g.s["cards"]


def test_cg45_surprise_may_dismiss_an_opponents_exhausted_friend():
    b = board(manes=("PR3", "PR2"))
    b.add("PR36", 0, "play", "home:0")
    tired = b.add("PR33", 1, "play", "home:1", exhausted=True)
    fresh = b.add("PR33", 1, "play", "home:1")
    surprise = b.add("CG45", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{surprise}|home:0")
    answer(g, "yes")
    choose(g, tired)
    assert tired not in g.s["cards"] and fresh in g.s["cards"]


def test_cg90_princess_celestia_puts_an_opponents_troublemaker_here_into_its_owners_hand():
    b = board(manes=("PR6", "PR2"))
    b.add("PR81", 0, "play", "home:0")
    b.add("PR81", 0, "play", "home:0")
    b.add("PR81", 0, "play", "home:0")
    tm = b.add("PR157", 1, "play", "problem:1")
    celestia = b.add("CG90", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{celestia}|problem:1")
    if g.pending() is not None and g.pending().kind == "target":
        answer(g, f"card:{tm}")
    assert find(g, "PR157", "hand", owner=1) and not find(g, "PR157")


def test_cgpf8_princess_luna_puts_a_friend_at_its_problem_into_its_owners_hand():
    b = board(manes=("PR6", "PR2"))
    for _ in range(4):
        b.add("PR86", 0, "play", "home:0")
    foe = b.add("PR33", 1, "play", "problem:1")
    elsewhere = b.add("PR33", 1, "play", "problem:0")
    luna = b.add("CGpf8", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{luna}|problem:1")
    assert f"card:{elsewhere}" not in keys(g)
    answer(g, f"card:{foe}")
    assert find(g, "PR33", "hand", owner=1) and elsewhere in g.s["cards"]


def test_cg199_backup_racer_may_go_home_to_bounce_a_cheaper_friend_there():
    b = board(manes=("PR6", "PR2"))
    for _ in range(3):
        b.add("PR86", 0, "play", "home:0")
    cheap = b.add("PR33", 1, "play", "problem:1")  # cost 2
    b.add("PR31", 1, "play", "problem:1")  # cost 4: also allowed (4 <= 4)
    racer = b.add("CG199", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{racer}|problem:1")
    while f"card:{cheap}" not in keys(g):
        answer(g, "yes")
    answer(g, f"card:{cheap}")
    assert find(g, "PR33", "hand", owner=1)
    assert g.card(find(g, "CG199")[0])["area"] == "home:0"


# --- Activated abilities -------------------------------------------------------------------

def test_cg5_bolt_pays_two_to_ready_itself():
    b = board()
    bolt = b.add("CG5", 0, "play", "home:0", exhausted=True)
    g = shipped_game(b)
    answer(g, act(g, bolt))
    assert not g.card(bolt)["exhausted"] and g.s["players"][0]["tokens"] == 4


def test_cg36_giselle_spends_a_card_beneath_to_uncover_a_troublemaker():
    b = board()
    giselle = b.add("CG36", 0, "play", "home:0")
    spent = under(b, giselle, 1)
    tm = b.add("PR157", 1, "play", "problem:0", face_down=True)
    g = shipped_game(b)
    answer(g, act(g, giselle))
    if g.pending().kind == "target":
        answer(g, f"card:{tm}")
    pass_until(g, kind="priority")
    assert not g.card(tm)["face_down"]
    assert g.beneath(giselle) == [] and spent[0] not in g.s["players"][0]["banished"]
    assert find(g, "PR20", "discard", owner=0)  # Glossary: Spend


def test_cg82_fluttershy_breeziefied_retires_to_return_a_critter_to_hand():
    b = board()
    breezie = b.add("CG82", 0, "play", "home:0")
    critter = b.add("PR81", 0, "play", "home:0")
    not_critter = b.add("PR20", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, act(g, breezie))
    choose(g, critter)
    assert critter not in g.s["cards"] and find(g, "PR81", "hand", owner=0)
    assert g.card(not_critter)["zone"] == "play"
    assert find(g, "CG82", "discard", owner=0)


def test_cg195_claude_retires_to_take_control_of_a_friend_no_stronger():
    b = board()
    claude = b.add("CG195", 0, "play", "home:0")
    weak = b.add("PR36", 1, "play", "problem:1")  # 3 power: allowed
    strong = b.add("PR31", 1, "play", "problem:1")  # 4 power: too strong
    g = shipped_game(b)
    answer(g, act(g, claude))
    choose(g, weak)
    assert g.card(weak)["ctrl"] == 0 and g.card(strong)["ctrl"] == 1 and find(g, "CG195", "discard", owner=0)
    g.expire_mods("score")
    assert g.card(weak)["ctrl"] == 1
