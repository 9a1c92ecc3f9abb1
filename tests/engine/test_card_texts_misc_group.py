"""One-off texts played on a judge's board: cancelling an Event, losing abilities for a phase,
losing a keyword until readied, chosen colors and guesses.

Each test names its card's code and shows what the card's own wording does, and where it
matters what it must not do (the other player's side, the effect once it is over).
"""

from __future__ import annotations

from engine.mlp.api import default_library
from engine.mlp.boardstate import export_board, load_board
from engine.mlp.effects.abilities import bar_faceoff_plays
from engine.mlp.procedures.setup import deck_from_cards, new_game
from engine.mlp.state.game import COLORS, UNTIL_READIED, MlpGame
from engine.mlp.values import power, teamwork
from engine.mlp.view import position_view
from tests.engine.card_play import (
    FILLERS,
    acts,
    board,
    flipped,
    golden_parachute,
    rich_board,
    use_only_ability,
)
from tests.engine.helpers import (
    FILLER,
    Board,
    answer,
    keys,
    log_text,
    option_with,
    pass_once,
    pass_until,
    shipped_game,
    zone_codes,
)

FILLERS_BY_COLOR = FILLERS[:6]  # a Friend of each color


def _pass_to(g, player: int, limit: int = 200) -> None:
    """Pass (`_pass_once`) until the first decision in `player`'s turn after the Ready Phase."""
    for _ in range(limit):
        if g.s["turn_player"] == player and g.s["phase"] not in ("ready", "end"):
            return
        pass_once(g)
    raise AssertionError(f"P{player}'s turn never came")


def _wake_up_call_board(p1_tokens: int = 1):
    """P0 (rich board) plays We'll Make Our Mark while P1's Wake Up Call is at P1's home,
    P1 holding `p1_tokens` action tokens: the game after the play."""
    b = rich_board()
    wake = b.add("HM115", 1, "play", "home:1")
    b.players[1] = {"tokens": p1_tokens}
    card = b.add("MT94", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    return g, wake


def test_hm115_wake_up_call_pays_and_retires_to_cancel_an_opponents_event():
    g, wake = _wake_up_call_board()
    assert g.pending().player == 1 and keys(g) == ["no", f"cancel:{wake}"]
    assert "retire Wake Up Call" in g.pending().options[1].label
    hand = len(g.s["players"][0]["hand"])
    answer(g, f"cancel:{wake}")
    assert g.s["players"][1]["tokens"] == 0
    assert zone_codes(g, 1, "discard") == ["HM115"]  # retired as the cost
    assert zone_codes(g, 0, "discard") == ["MT94"]  # canceled: put into the discard pile unresolved
    assert len(g.s["players"][0]["hand"]) == hand and "410.7" in log_text(g)


def test_hm115_wake_up_call_may_let_it_resolve_and_needs_the_token():
    g, wake = _wake_up_call_board()
    answer(g, "no")
    assert g.card(wake)["zone"] == "play" and g.s["players"][1]["tokens"] == 1
    assert g.pending().player == 0  # the Event resolves
    g, wake = _wake_up_call_board(p1_tokens=0)  # can't pay [1]: not asked
    assert g.pending().player == 0 and g.card(wake)["zone"] == "play"


def test_mt133_trading_traditions_chooses_a_color_at_the_start_of_your_next_turn():
    b = Board(problems=("MT133", "PR190"))
    g = shipped_game(b)
    mane, opposing_mane = b.mane
    assert power.chosen_color(g, b.problem[0]) is None  # not chosen during this turn
    printed = power.colors(g, mane)
    pass_until(g, kind="color")
    assert g.s["turn_player"] == 0 and g.pending().player == 0 and g.s["phase"] == "ready"
    color = next(c for c in COLORS if c not in printed)
    answer(g, f"color:{color}")
    assert color in power.colors(g, mane) and set(printed) <= set(power.colors(g, mane))
    assert color not in power.colors(g, opposing_mane)  # only your Mane Character
    turn = g.s["turn"]
    kinds = []
    while g.s["turn"] < turn + 2 or g.s["phase"] != "main":  # through P0's turn after it
        kinds.append(g.pending().kind)
        pass_once(g)
    assert "color" not in kinds and power.chosen_color(g, b.problem[0]) == color  # chosen once


def test_cn149_soothe_the_savage_beast_takes_abilities_away_during_your_troublemaker_phase():
    b = rich_board()
    tiara = b.add("CG160", 1, "play", "problem:0")  # +1 power for each Foal character at its Problem
    epic = b.add("PR152", 1, "play", "problem:1")
    b.add("CN149", 0, "hand")
    b.add("FF11", 0, "play", "problem:0")  # a Foal at Diamond Tiara's Problem
    g = shipped_game(b)
    soothe = g.s["players"][0]["hand"][-1]
    places = [k for k in keys(g) if k.startswith(f"play|{soothe}|")]
    assert places == [f"play|{soothe}|on:{tiara}"]  # an opponent's non-Epic Troublemaker only
    assert epic not in (int(k.rsplit(":", 1)[1]) for k in places)
    answer(g, places[0])
    assert power.power(g, tiara) == 5 and tiara not in g.lost_abilities()  # not in the Main Phase
    seen = []
    while not (g.s["turn_player"] == 0 and g.s["phase"] == "main" and any(p == 1 for p, *_ in seen)):  # through P1's turn to P0's
        seen.append((g.s["turn_player"], g.s["phase"], tiara in g.lost_abilities(), power.power(g, tiara)))
        pass_once(g)
    assert (0, "troublemaker", True, 4) in seen  # P0's Troublemaker Phase: no "+1 power for each Foal"
    assert all(not lost and value == 5 for player, phase, lost, value in seen
               if (player, phase) != (0, "troublemaker"))  # the opponent's phases, P0's others
    assert power.power(g, tiara) == 5 and tiara not in g.lost_abilities()  # P0's Main Phase again


def test_cg103_friendly_disagreement_exhausts_and_takes_teamwork_away_until_readied():
    b = rich_board()
    thunderlane = b.add("CG31", 1, "play", "home:1")  # Teamwork Pegasus: "This card can't be frightened."
    mate = b.add("PR44", 1, "play", "home:1")  # a vanilla Pegasus sharing it
    card = b.add("CG103", 0, "hand")
    g = shipped_game(b)
    assert teamwork.shares(g).get(mate) == (thunderlane,) and power.static_any(g, "cant_frighten", mate)
    answer(g, f"play|{card}|event")
    assert g.pending().player == 0
    assert set(keys(g)) >= {f"card:{thunderlane}", f"card:{mate}"}
    assert not any(k == f"card:{i}" for k in keys(g) for i in g.characters(0))  # an opponent's Friend only
    answer(g, f"card:{thunderlane}")
    assert g.card(thunderlane)["exhausted"] and "Teamwork" not in power.keywords(g, thunderlane)
    assert mate not in teamwork.shares(g) and not power.static_any(g, "cant_frighten", mate)
    assert power.static_any(g, "cant_frighten", thunderlane)  # its other text stays
    _pass_to(g, 1)  # P1's turn: Thunderlane readies in the Ready Phase
    assert not g.card(thunderlane)["exhausted"]
    assert "Teamwork" in power.keywords(g, thunderlane) and teamwork.shares(g).get(mate) == (thunderlane,)
    assert power.static_any(g, "cant_frighten", mate)


def test_sb138_princess_celestia_high_noon_costs_2_less_while_you_have_more_friends():
    b = rich_board()  # P0: twelve Friends, P1: none
    b.add("SB138", 0, "hand")
    g = shipped_game(b)
    celestia = g.s["players"][0]["hand"][-1]
    answer(g, f"play|{celestia}|home:0")
    assert g.s["players"][0]["tokens"] == 9 - 3
    b = rich_board()
    for _ in range(12):  # as many Friends as P0: no longer more
        b.add("PR44", 1, "play", "home:1")
    b.add("SB138", 0, "hand")
    g = shipped_game(b)
    celestia = g.s["players"][0]["hand"][-1]
    answer(g, f"play|{celestia}|home:0")
    assert g.s["players"][0]["tokens"] == 9 - 5


def _high_noon_board(turn_player: int) -> tuple:
    """P0's Princess Celestia, High Noon at P0's home with a 1-power Friend beside her and
    another at a Problem; Thunderclap ("Frighten a Friend with 2 or less power") in the hand
    of the player whose Main Phase it is."""
    b = rich_board() if turn_player == 0 else Board()
    b.add("SB138", 0, "play", "home:0")
    here = b.add("PR44", 0, "play", "home:0")
    away = b.add("PR44", 0, "play", "problem:0")
    for _ in range(3):
        b.add("PR12", 1, "play", "home:1")
    b.players[turn_player] = {"tokens": 5}
    clap = b.add("CN123", turn_player, "hand")
    return shipped_game(b, turn_player=turn_player), here, away, clap


def test_sb138_princess_celestia_high_noon_puts_a_friend_here_into_hand_instead_of_an_opponents_frighten():
    g, here, away, clap = _high_noon_board(1)
    answer(g, f"play|{clap}|event")
    answer(g, f"card:{here}")
    assert g.pending().player == 0 and keys(g) == ["none", option_with(g, "Princess Celestia, High Noon")]
    answer(g, option_with(g, "Princess Celestia, High Noon"))
    assert zone_codes(g, 0, "hand") == ["PR44"] and not any(
        g.spec(i).code == "PR44" and g.card(i)["frightened"] for i in g.s["play"])
    g, here, away, clap = _high_noon_board(1)  # not here: frightened as usual
    answer(g, f"play|{clap}|event")
    answer(g, f"card:{away}")
    assert g.card(away)["frightened"] and zone_codes(g, 0, "hand") == []


def test_sb138_princess_celestia_high_noon_ignores_its_own_players_frighten():
    g, here, _away, clap = _high_noon_board(0)
    answer(g, f"play|{clap}|event")
    answer(g, f"card:{here}")
    assert g.card(here)["frightened"] and zone_codes(g, 0, "hand") == []


def _magic_arena(number: str, guess: str, deck: bool = True) -> tuple:
    """P0's ready Magic Arena at home, a 1-power Friend on top of P0's deck: P0 activates it,
    chooses `number`, P1 guesses `guess` ("yes": it matches)."""
    b = Board(deck_size=0 if not deck else 10)
    b.players[0] = {"tokens": 2}
    arena = b.add("MT104", 0, "play", "home:0")
    top = b.deck_top("PR44", 0) if deck else None
    g = shipped_game(b)
    if not deck:
        return g, arena, top
    use_only_ability(g, arena)
    assert g.pending().player == 0 and "High Spirits" in g.pending().prompt  # P0 looks at it
    assert "High Spirits" not in log_text(g)  # looking names the card to its player only
    answer(g, f"number:{number}")
    assert g.pending().player == 1 and g.pending().prompt.endswith(f"match {number}?")
    answer(g, f"guess:{guess}")
    return g, arena, top


def test_mt104_magic_arena_banishes_the_top_card_when_the_opponent_guesses_right():
    g, arena, top = _magic_arena("1", "yes")
    assert zone_codes(g, 0, "banished") == ["PR44"] and g.s["players"][0]["tokens"] == 1
    assert top not in g.s["players"][0]["deck"] and g.card(arena)["exhausted"] and "High Spirits" in log_text(g)  # revealed
    g, arena, top = _magic_arena("3", "no")  # it does not match 3: guessed right
    assert zone_codes(g, 0, "banished") == ["PR44"] and g.s["players"][0]["tokens"] == 1


def test_mt104_magic_arena_gains_3_when_the_opponent_guesses_wrong():
    g, arena, top = _magic_arena("1", "no")
    assert g.card(top)["zone"] == "deck" and g.s["players"][0]["tokens"] == 1 + 3
    g, arena, top = _magic_arena("2", "yes")
    assert g.card(top)["zone"] == "deck" and g.s["players"][0]["tokens"] == 1 + 3
    g, arena, _ = _magic_arena("0", "no", deck=False)  # an empty deck: nothing to look at
    assert not acts(g, arena)


def _twilight_board() -> tuple:
    """P0's Twilight Sparkle, Friendship is Magic with two blue Friends at home; a blue and an
    orange Friend in P0's hand."""
    b = board(tokens=6, manes=("CSf1", "PR2"))
    for _ in range(2):
        b.add("PR12", 0, "play", "home:0")
    blue = b.add("PR12", 0, "hand")
    orange = b.add("PR33", 0, "hand")
    return shipped_game(b), b.mane, blue, orange


def test_csf1_twilight_sparkle_friendship_is_magic_turns_over_for_a_friend_of_a_different_color():
    g, (twilight, opposing_mane), blue, orange = _twilight_board()
    answer(g, f"play|{blue}|home:0")  # the same color as the other Friends: stays
    assert not g.card(twilight)["boosted"]
    answer(g, f"play|{orange}|home:0")
    assert g.card(twilight)["boosted"]
    assert g.pending().player == 0 and g.pending().kind == "color"  # its Boosted side: a color for P1
    assert power.colors(g, twilight) == ("purple",)
    offered = next(option.label for option in g.pending().options if option.key == "color:yellow")
    answer(g, "color:yellow")
    assert set(power.colors(g, twilight)) == {"purple", "yellow"}
    assert f"{g.name(twilight)} gains {offered[:-1]}; by the text of " in log_text(g) and offered == "Yellow (Kindness)"
    assert "yellow" not in power.colors(g, opposing_mane)


def _costume_board(hat: bool = True) -> tuple:
    """P0's Sapphire Shores, Costume Changer at home (with P0's Hard Hat on her), Chic Beret
    (no play requirement) and Ridiculous Outfit (3 pink: P0 has none) in P0's hand."""
    b = board(tokens=3)
    sapphire = b.add("CN80", 0, "play", "home:0")
    old = b.add("PR139", 0, "play", "home:0", host=sapphire) if hat else None
    beret = b.add("CN135", 0, "hand")
    outfit = b.add("PR143", 0, "hand")
    return shipped_game(b), sapphire, old, beret, outfit


def test_cn80_sapphire_shores_costume_changer_retires_an_accessory_to_play_one_for_free():
    g, sapphire, _old, _beret, outfit = _costume_board()
    assert power.power(g, sapphire) == 2
    use_only_ability(g, sapphire)
    # Hard Hat retired (the only one), Chic Beret played (Ridiculous Outfit's requirement not met)
    assert zone_codes(g, 0, "discard") == ["PR139"] and g.s["players"][0]["tokens"] == 3  # for free
    on_her = list(g.attachments(sapphire))
    assert [g.spec(i).code for i in on_her] == ["CN135"] and power.power(g, sapphire) == 3
    assert outfit in g.s["players"][0]["hand"] and "plays Chic Beret for free" in log_text(g)


def test_cn80_sapphire_shores_costume_changer_needs_an_accessory_on_her():
    g, sapphire, _old, _beret, _outfit = _costume_board(hat=False)
    assert not acts(g, sapphire)


def _spanner_board(parachute: bool = False) -> tuple:
    """P1's Main Phase: P1 plays The Horror! The Horror! ("Dismiss an opponent's Resource") on
    P0's Chic Beret, while P0's Silver Spanner, Nuts for Bolts is at home (with P0's LL108
    Golden Parachute and two cards in hand if `parachute`)."""
    b = Board()
    b.players[1] = {"tokens": 3}
    for _ in range(3):
        b.add("PR81", 1, "play", "home:1")
    spanner = b.add("PR32", 0, "play", "home:0")
    pony = b.add("PR36", 0, "play", "home:0")
    other = b.add("PR36", 0, "play", "problem:0")
    beret = b.add("CN135", 0, "play", "home:0", host=pony)
    if parachute:
        golden_parachute(b)
    horror = b.add("PR123", 1, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{horror}|event")
    if parachute:
        answer(g, f"card:{beret}")  # (not Golden Parachute, the other Resource)
    return g, spanner, other


def test_pr32_silver_spanner_dismisses_itself_to_play_the_dismissed_resource_for_free():
    g, spanner, other = _spanner_board()
    assert zone_codes(g, 0, "discard") == ["CN135"] and g.pending().player == 0
    answer(g, acts(g, spanner)[0])
    assert "PR32" in zone_codes(g, 0, "discard")  # dismissed first (no "to": not a cost, 703.1d)
    # an instruction of the ability activated (a Reaction: 704.1a, 705.1), followed as 705.2e
    # says, as The Horror! The Horror!'s dismissal of Chic Beret is
    assert f"705.2e: Silver Spanner, Nuts for Bolts #{spanner} is dismissed to P0's discard pile" in log_text(g, numbers_now=False)
    assert g.pending().player == 0 and f"on:{other}" in keys(g)
    answer(g, f"on:{other}")
    beret = next(i for i in g.s["play"] if g.spec(i).code == "CN135")
    assert g.card(beret)["host"] == other and "CN135" not in zone_codes(g, 0, "discard")
    assert g.s["players"][0]["tokens"] == 2 and "plays Chic Beret for free" in log_text(g)  # (3 to play)



def test_pr32_silver_spanner_kept_in_play_by_golden_parachute_plays_no_resource():
    """CR 3.4 703.1d and the card's errata ("you may dismiss this card. If you do, play that
    Resource"): dismissing Silver Spanner is no cost but the effect. P0's LL108 Golden
    Parachute keeps it in play instead (retired itself, two cards discarded), so it was not
    dismissed and Chic Beret stays in the discard pile (710.1)."""
    g, spanner, other = _spanner_board(parachute=True)
    parachute = next(i for i in g.s["play"] if g.spec(i).code == "LL108")
    answer(g, acts(g, spanner)[0])
    assert g.pending().kind == "replacement" and g.pending().player == 0
    answer(g, f"instead:{parachute}:1")
    if g.pending().kind == "cost":
        answer(g, *[f"card:{i}" for i in g.s["players"][0]["hand"][:2]])
    assert spanner in g.s["play"] and "LL108" in zone_codes(g, 0, "discard")
    assert f"on:{other}" not in keys(g) and "CN135" in zone_codes(g, 0, "discard")
    assert "plays Chic Beret for free" not in log_text(g)


def test_pr32_silver_spanner_may_let_it_go():
    g, spanner, _other = _spanner_board()
    answer(g, "pass")
    assert g.card(spanner)["zone"] == "play" and zone_codes(g, 0, "discard") == ["CN135"]
    assert not any(k.startswith(f"act|{spanner}|") for k in (keys(g) if g.pending().player == 0 else []))


def _during_a_faceoff_under_listen_up(g, player: int) -> None:
    """The game as though a faceoff were running in which P1's FF92 Listen Up! ("opponents can't
    play cards during faceoffs" this turn) bars `player` from playing cards."""
    g.s["faceoff"] = {"kind": "troublemaker", "areas": ["problem:0"], "challenger": 0, "tm": None,
                      "flipped": [[], []], "ignored": [], "flagged": [], "used": []}
    bar_faceoff_plays(g, player, g.lib.find("FF92").id)


def test_pr32_silver_spanner_plays_no_resource_during_a_faceoff_where_its_player_cant_play_cards():
    """CR 3.4 104.2, 705.2e: Silver Spanner's "If you do, play that Resource from your discard
    pile for free" plays a card; while Listen Up! bars P0 from playing cards in the faceoff, the
    Spanner is still dismissed, no place is offered for Chic Beret, which stays in the discard
    pile, and the log names Listen Up!."""
    g, spanner, other = _spanner_board()
    _during_a_faceoff_under_listen_up(g, 0)
    answer(g, acts(g, spanner)[0])
    assert "PR32" in zone_codes(g, 0, "discard") and "CN135" in zone_codes(g, 0, "discard")
    assert "104.2: P0 can't play Chic Beret #" in log_text(g)
    assert ": Listen Up!, played this turn, says P0 can't play cards during faceoffs this turn" in log_text(g)
    assert "plays Chic Beret" not in log_text(g) and all(g.card(i)["host"] != other for i in g.s["play"])


def _hooves_board(blue_friends: int = 2) -> tuple:
    """P1's Main Phase: P1 plays Too Much Fun ("Dismiss a Friend with at least 4 power") on
    P0's Dr. Hooves, Unblinking; another Dr. Hooves in P0's deck, `blue_friends` 2-power blue
    Friends at P0's home (its play requirement is 3 blue)."""
    b = Board()
    b.players[1] = {"tokens": 3}
    b.add("PR36", 1, "play", "home:1")  # pink for Too Much Fun
    hooves = b.add("PR197", 0, "play", "home:0")
    for _ in range(blue_friends):
        b.add("PR12", 0, "play", "home:0")
    other = b.add("PR197", 0, "deck")
    b.deck_top(FILLER, 0)
    fun = b.add("CN124", 1, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{fun}|event")
    if g.pending().kind != "may":
        answer(g, f"card:{hooves}")
    return g, other


def test_pr197_dr_hooves_unblinking_plays_another_from_the_deck_frightened_for_free():
    g, other = _hooves_board()
    assert zone_codes(g, 0, "discard") == ["PR197"]
    assert g.pending().player == 0 and g.pending().kind == "may"
    answer(g, "yes")
    assert keys(g) == ["none", f"card:{other}"]
    answer(g, f"card:{other}")
    new = next(i for i in g.s["play"] if g.spec(i).code == "PR197")
    assert g.card(new)["area"] == "home:0" and g.card(new)["frightened"]
    assert "P0 pays" not in log_text(g)  # for free
    assert "shuffles their deck" in log_text(g) and "plays Dr. Hooves, Unblinking for free" in log_text(g)


def test_pr197_dr_hooves_unblinking_may_decline_and_needs_its_play_requirement():
    g, other = _hooves_board()
    answer(g, "no")
    assert g.card(other)["zone"] == "deck" and "shuffles their deck" not in log_text(g)
    g, other = _hooves_board(blue_friends=1)  # 2 blue power: Dr. Hooves can't be played
    answer(g, "yes")  # (only "fail to find" could be answered: given at once)
    assert g.card(other)["zone"] == "deck" and "shuffles their deck" in log_text(g)


def test_pr197_dr_hooves_unblinking_searches_but_plays_nothing_during_a_faceoff_where_its_player_cant_play_cards():
    """CR 3.4 104.2, 705.2e: "search your deck for Dr. Hooves, play it ..., and shuffle": while
    Listen Up! bars P0 from playing cards in the faceoff, the search and the shuffle happen, no
    Dr. Hooves is offered to be played, and the log names Listen Up!."""
    g, other = _hooves_board()
    _during_a_faceoff_under_listen_up(g, 0)
    assert g.pending().player == 0 and g.pending().kind == "may"
    answer(g, "yes")
    assert "shuffles their deck" in log_text(g) and "plays Dr. Hooves" not in log_text(g)
    assert not [i for i in g.s["play"] if g.spec(i).code == "PR197"]
    assert "104.2: P0 can't play Dr. Hooves: Listen Up!, played this turn" in log_text(g)
    g, other = _hooves_board()
    _during_a_faceoff_under_listen_up(g, 1)  # (the ban on the other player bars nothing of P0's)
    answer(g, "yes")
    assert keys(g) == ["none", f"card:{other}"]


def test_cn197_twilight_sparkle_noted_speaker_has_the_top_cards_power_and_shows_it():
    b = Board()
    twilight = b.add("CN197", 0, "play", "home:0")
    b.deck_top("PR36", 0)  # 3 power, over Sweetie Sunrise (1)
    b.deck_top("PR36", 1)
    g = shipped_game(b)
    assert power.power(g, twilight) == 3
    view = position_view(g)
    assert view.players[0].zones[2].cards[0].flags == ("revealed",)  # the top card, shown
    assert "revealed" not in view.players[1].zones[2].cards[0].flags  # not the opponent's deck
    answer(g, "draw")  # the top card is drawn: the next one is Sweetie Sunrise
    assert power.power(g, twilight) == 1
    b = Board(deck_size=0)
    twilight = b.add("CN197", 0, "play", "home:0")
    assert power.power(shipped_game(b), twilight) == 0  # no top card: no power


def _monster_tamer_board() -> tuple:
    """P0's Main Phase: Fluttershy, Monster Tamer in hand, P1's Purple Parasprite face-up at
    problem:1."""
    b = board(tokens=8)
    for _ in range(2):
        b.add("PR81", 0, "play", "home:0")  # yellow
    tm = b.add("PR157", 1, "play", "problem:1")
    b.add("PR211", 0, "hand")
    g = shipped_game(b)
    tamer = g.s["players"][0]["hand"][-1]
    answer(g, f"play|{tamer}|problem:1")
    return g, tamer, tm


def test_pr211_fluttershy_monster_tamer_banishes_a_troublemaker_there_until_she_leaves_that_problem():
    g, _, tm = _monster_tamer_board()
    assert g.pending().player == 0 and keys(g) == ["none", f"card:{tm}"]
    answer(g, f"card:{tm}")
    assert zone_codes(g, 1, "banished") == ["PR157"] and not any(g.is_type(i, "troublemaker") for i in g.s["play"])
    tamer = next(i for i in g.s["play"] if g.spec(i).code == "PR211")
    answer(g, f"move|{tamer}|home:0")  # she leaves that Problem
    assert g.pending().player == 0 and keys(g) == ["problem:0", "problem:1"]
    answer(g, "problem:0")
    back = next(i for i in g.s["play"] if g.is_type(i, "troublemaker"))
    assert g.card(back)["area"] == "problem:0" and not g.card(back)["face_down"]  # uncovered
    assert g.as_written("706.1: P0 puts a face-down Troublemaker into play at problem:0 (by the text of ") in log_text(g)  # who, where
    assert g.card(back)["ctrl"] == 1 and zone_codes(g, 1, "banished") == []


def test_pr211_fluttershy_monster_tamer_may_leave_the_troublemaker():
    g, _tamer, tm = _monster_tamer_board()
    answer(g, "none")
    assert g.card(tm)["zone"] == "play" and zone_codes(g, 1, "banished") == []


def student_six_game() -> MlpGame:
    """A new game (seed 5) of P0's Student Six, A Grade Above (LL135) against Applejack, both
    hands kept: P0 is to choose Student Six's color as the game starts."""
    lib = default_library()
    ids = {code: lib.find(code).id for code in ("LL135", "PR2", "PR36", "PR168")}
    decks = [deck_from_cards(lib, [ids["LL135"], *[ids["PR36"]] * 20, ids["PR168"]]),
             deck_from_cards(lib, [ids["PR2"], *[ids["PR36"]] * 20, ids["PR168"]])]
    g = new_game(lib, decks, 5)
    while g.pending().kind == "mulligan":
        answer(g, "keep")
    return g


def test_ll135_student_six_a_grade_above_chooses_its_color_at_the_start_of_the_game():
    g = student_six_game()
    six = g.s["players"][0]["mane"]
    assert g.pending().player == 0 and g.pending().kind == "color" and power.colors(g, six) == ()
    answer(g, "color:white")
    assert power.colors(g, six) == ("white",)
    assert "white" not in power.colors(g, g.s["players"][1]["mane"])


def test_ll135_student_six_a_grade_above_turns_over_for_less_per_color_in_play():
    b = Board(manes=("LL135", "PR2"))
    b.players[0] = {"tokens": 6}
    for code in ("PR12", "PR33", "PR36"):  # blue, orange, pink; P1's Mane Character is orange too
        b.add(code, 0, "play", "home:0")
    g = shipped_game(b)
    six = b.mane[0]
    use_only_ability(g, six)
    assert g.card(six)["boosted"] and g.s["players"][0]["tokens"] == 6 - 3  # [6], 3 colors in play


def test_ll135_student_six_a_grade_above_offers_her_turning_over_for_what_it_costs_now():
    """A judge's board: P0 has 3 tokens, three colors among the characters in play. The option
    says the 3 tokens taking it pays, not only the printed [6]; taking it pays that many."""
    b = Board(manes=("LL135", "PR2"))
    b.players[0] = {"tokens": 3}
    for code in ("PR12", "PR33", "PR36"):  # blue, orange, pink
        b.add(code, 0, "play", "home:0")
    g = shipped_game(b)
    six = b.mane[0]
    (key,) = acts(g, six)
    label = next(o.label for o in g.pending().options if o.key == key)
    assert label.startswith(f"Pay 3 to activate {g.name(six)}: Main Phase: Pay [6] to turn this card over.")
    answer(g, key)
    assert g.card(six)["boosted"] and g.s["players"][0]["tokens"] == 0


def _boosted_six(counters: int, *hand: str) -> tuple:
    """P0's Student Six on her Boosted side with `counters` Friendship counters, `hand` in P0's
    hand, some blue power at home."""
    b = Board(manes=("LL135", "PR2"))
    b.cards[b.mane[0] - 1].update(boosted=True, counters={"friendship": counters} if counters else {})
    for _ in range(2):
        b.add("PR12", 0, "play", "home:0")
    held = [b.add(code, 0, "hand") for code in hand]
    return shipped_game(b), b.mane[0], held


def test_ll135_student_six_a_grade_above_gets_a_counter_at_the_first_confront_each_turn():
    b = Board(manes=("LL135", "PR2"), problems=("PR168", "PR190"))
    b.cards[b.mane[0] - 1].update(boosted=True)
    for area in ("problem:0", "problem:1"):
        for _ in range(3):
            for code in FILLERS_BY_COLOR:
                b.add(code, 0, "play", area)
    g = shipped_game(b)
    six = b.mane[0]
    _pass_to(g, 1)
    assert g.card(six)["counters"].get("friendship") == 1  # two Problems confronted: one counter
    assert log_text(g).count("P0 confronts") == 2


def test_ll135_student_six_a_grade_above_removes_counters_to_play_a_friend_of_that_cost_for_free():
    g, six, (cheap, dear) = _boosted_six(2, "PR12", "PR211")  # cost 2 / cost 4
    assert [k for k in keys(g) if k.startswith(f"act|{six}|")]
    use_only_ability(g, six)
    assert keys(g) == [f"card:{cheap}"] or g.pending().kind == "area"  # only the one it can pay for
    if g.pending().kind != "area":
        answer(g, f"card:{cheap}")
    answer(g, "home:0")
    assert g.card(six)["exhausted"] and not g.card(six)["counters"].get("friendship")
    # removed as every counter is (519.3), the cost of her ability (707.2a)
    assert (f"2 Friendship counters are removed from {g.name(six)} (by the text of {g.name(six)})"
            in [text for _, rule, text in g.log if rule == "707.2a"])
    assert any(g.spec(i).code == "PR12" and g.card(i)["area"] == "home:0" for i in g.s["play"])
    assert dear in g.s["players"][0]["hand"] and "P0 pays" not in log_text(g)
    g, six, _ = _boosted_six(1, "PR12")  # one counter: nothing costing 2 can be played
    assert not acts(g, six)


def test_de25_baby_flurry_heart_newborn_nightmare_moves_two_chosen_characters_to_random_areas():
    g, _ids = flipped("DE25")
    while g.pending().kind != "target":
        answer(g, keys(g)[0])  # (the Chaos trigger's place among the faceoff's triggers)
    assert g.pending().player == 0 and g.pending().max == 2
    first, second = keys(g)[:2]
    before = {key: g.card(int(key.split(":")[1]))["area"] for key in (first, second)}
    answer(g, first, second)
    for key, area in before.items():
        assert g.card(int(key.split(":")[1]))["area"] != area  # each went to another area
    assert log_text(g).count("is picked at random for") == 2


def test_de25_baby_flurry_heart_newborn_nightmare_sends_the_first_move_of_the_turn_to_a_random_area():
    b = board(tokens=4)
    b.add("DE25", 0, "play", "home:0")
    first = b.add("PR36", 0, "play", "home:0")
    second = b.add("PR36", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"move|{first}|problem:0")
    assert g.card(first)["area"] in ("problem:0", "problem:1") and "is picked at random for" in log_text(g)
    assert "710.1" in log_text(g)
    answer(g, f"move|{second}|problem:1")  # not the first any longer: where its player moves it
    assert g.card(second)["area"] == "problem:1" and log_text(g).count("is picked at random for") == 1


def test_a_board_whose_cards_lost_their_abilities_or_a_keyword_saves_and_loads():
    b = Board()
    pony = b.add("PR36", 0, "play", "home:0")
    g = shipped_game(b)
    g.take_abilities_away(pony, "turn", 0, 0)
    g.take_keyword_away(b.mane[0], "Teamwork", UNTIL_READIED, 0, 0)
    loaded = load_board(export_board(g), default_library())
    assert pony in loaded.lost_abilities() and [m["kind"] for m in loaded.s["mods"]] == ["loses_abilities",
                                                                                          "keyword_lost"]
