"""Steps the per-set card tests share: boards a judge would describe (a Main Phase with tokens,
a rich board with power of every color, a Problem to confront, a Problem or Troublemaker
faceoff), playing a card and using an ability, answering what the game asks, and reading
where cards went.

The one home of these steps for every `test_cards_*.py` file (a test file never imports from
another); the lower-level pieces they build on (`Board`, `answer`, `keys`, `shipped_game`,
`zone_codes`) stay in `helpers`, which the older engine tests use too. Kept apart from
`helpers` so each set's test file reads as a list of judge scenarios.
"""

from __future__ import annotations

from engine.mlp.state.game import MlpGame
from tests.engine.helpers import FILLER, Board, answer, keys, log_text, shipped_game

# vanilla Friends: blue, orange, pink, purple, white, yellow (PR81 Blue Jay is a Critter)
FILLERS = ("PR12", "PR33", "PR36", "PR60", "PR79", "PR81") * 2
BLUE, ORANGE, PINK, PURPLE, WHITE, YELLOW = FILLERS[:6]
CRITTER = "PR86"  # House Mouse: a 1-power Critter Friend
TROUBLEMAKER = "PR157"  # Purple Parasprite: power 4
BIG = PINK  # PR36 Apple Brown Betty: a vanilla 3-power Earth Pony


# --- boards --------------------------------------------------------------------------------

def board(tokens: int = 6, manes: tuple[str, str] = ("PR4", "PR2")) -> Board:
    """P0's Main Phase with `tokens` action tokens."""
    b = Board(manes=manes)
    b.players[0] = {"tokens": tokens}
    return b


def rich_board(tokens: int = 9) -> Board:
    """P0 in their Main Phase with `tokens` tokens and power of every color at home."""
    b = board(tokens)
    for filler in FILLERS:
        b.add(filler, 0, "play", "home:0")
    return b


def under(b: Board, holder: int, n: int = 1, owner: int = 0, card: str = FILLER) -> list[int]:
    """Put n banished cards beneath a card on the board."""
    found = [b.add(card, owner, "banished") for _ in range(n)]
    b.cards[holder - 1]["beneath"] = b.cards[holder - 1].get("beneath", []) + found
    return found


def golden_parachute(b: Board) -> tuple[int, list[int]]:
    """LL108 Golden Parachute at P0's home ("If one of your Friends would leave play, you may
    instead retire this card and discard 2 cards") with the two cards it discards in hand:
    the Parachute and those two cards."""
    parachute = b.add("LL108", 0, "play", "home:0")
    return parachute, [b.add(BLUE, 0, "hand") for _ in range(2)]


def confront_own(problem: str, *friends: str, exhausted: bool = False,
                 mane: str = "PR4") -> tuple[Board, list[int]]:
    """P0 (Twilight Sparkle, [Magic] Unicorn, unless told) at their own Problem `problem` with
    these Friends, at the confront step of the Score Phase."""
    b = Board(manes=(mane, "PR2"), problems=(problem, "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    return b, [b.add(code, 0, "play", "problem:0", exhausted=exhausted) for code in friends]

# The vanilla Friends the Defenders of Equestria, Absolute Discord and High Magic scenarios
# stand around the action: enough of every color to meet any Problem's or play requirement
CONFRONTERS = ("PR36", "PR36", "PR79", "PR79", "PR31", "PR60", "PR60", "PR12", "PR81")
SUPPORT = ("PR12", "PR12", "PR31", "PR31", "PR36", "PR36", "PR60", "PR60", "PR79", "PR79", "PR81", "PR81")
HOME_SUPPORT = ("PR12", "PR12", "PR31", "PR36", "PR60", "PR60", "PR79", "PR79", "PR81", "PR81")


def confront_board(problem: str) -> Board:
    """P0's Mane and vanilla Friends of every color at P0's `problem`, ready to confront it."""
    b, _ = confront_own(problem, *CONFRONTERS)
    return b


def confronted(b: Board) -> MlpGame:
    """The Confront Step of P0's Score Phase on board `b`: P0 has confronted by now."""
    g = shipped_game(b, phase="score", step="confront")
    assert "confronts" in log_text(g)
    return g


def support_board(tokens: int = 10) -> Board:
    """P0 in their Main Phase with `tokens` tokens and Friends of every color at P1's Problem."""
    b = board(tokens)
    for code in SUPPORT:
        b.add(code, 0, "play", "problem:1")
    return b


def gala_board(*hand: str, tokens: int = 6) -> tuple[Board, dict[str, int]]:
    """P0's Red Gala (2) at P0's Problem about to challenge P1's face-up Parasprites there,
    Friends of every color at home for play requirements; `hand` in P0's hand. The ids:
    "pony", "tm", "foe" (P1's Apple Brown Betty at home), "hat" (P1's Resource at home, worn by the foe)."""
    b = board(tokens)
    for code in HOME_SUPPORT:
        b.add(code, 0, "play", "home:0")
    ids = {"pony": b.add("PR33", 0, "play", "problem:0"), "tm": b.add(TROUBLEMAKER, 1, "play", "problem:0"),
           "foe": b.add("PR36", 1, "play", "home:1")}
    ids["hat"] = b.add("PR139", 1, "play", "home:1", host=ids["foe"])
    for code in hand:
        ids.setdefault(code, b.add(code, 0, "hand"))
    return b, ids


def cart_board(*hand: str, tokens: int = 6) -> tuple[Board, dict[str, int]]:
    """P0's Twilight (1), Blue Moon (2) and Sweetie Sunrise (1) confront P1's Runaway Cart; P1's
    Applejack (1) and Sweetie Sunrise (1) meet its own side: a Problem faceoff in the Score
    Phase, Friends of every color at P0's home, `hand` in P0's hand. The ids: "moon", "foe"
    (P1's Sweetie Sunrise) and the hand cards by code."""
    b = board(tokens)
    for code in HOME_SUPPORT:
        b.add(code, 0, "play", "home:0")
    b.cards[b.mane[0] - 1]["area"] = "problem:1"
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    ids = {"moon": b.add("PR60", 0, "play", "problem:1"), "sunrise": b.add("PR20", 0, "play", "problem:1"),
           "foe": b.add("PR20", 1, "play", "problem:1")}
    b.add("PR161", 1, "problem_deck")
    for code in hand:
        ids.setdefault(code, b.add(code, 0, "hand"))
    return b, ids



def problem_faceoff(p0: tuple[str, ...] = ("PR60", "PR60"), p1: tuple[str, ...] = ("PR33", "PR31"),
                    hand: tuple[str, ...] = (), manes: tuple[str, str] = ("PR4", "PR2"),
                    tokens: int = 3) -> tuple[Board, list[int], list[int], list[int]]:
    """P0 confronts P1's Problem (a wild 3 one) with their Mane and `p0`; P1 meets its side
    there with their Mane and `p1`: a Problem faceoff starts at the confront step (612.2)."""
    b = Board(manes=manes, problems=("PR168", "DE122"))
    b.players[0] = {"tokens": tokens}
    b.cards[b.mane[0] - 1]["area"] = "problem:1"
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    mine = [b.add(code, 0, "play", "problem:1") for code in p0]
    theirs = [b.add(code, 1, "play", "problem:1") for code in p1]
    cards = [b.add(code, 0, "hand") for code in hand]
    return b, mine, theirs, cards


def tm_faceoff(p0: tuple[str, ...], hand: tuple[str, ...] = (), tm: str = TROUBLEMAKER,
               manes: tuple[str, str] = ("PR4", "PR2"), tokens: int = 3):
    """P0's characters `p0` at problem:0 challenge P1's Troublemaker there (607)."""
    b = board(tokens, manes)
    mine = [b.add(code, 0, "play", "problem:0") for code in p0]
    cards = [b.add(code, 0, "hand") for code in hand]
    trouble = b.add(tm, 1, "play", "problem:0")
    return b, mine, cards, trouble


def in_faceoff(g: MlpGame) -> None:
    """Make a Problem faceoff at problem:0 current (to read powers and costs during it)."""
    g.s["faceoff"] = {"kind": "problem", "areas": ["problem:0"], "challenger": 0, "tm": None,
                      "flipped": [[], []], "ignored": [], "flagged": [], "used": []}


def problem_enters(b: Board, problem: str, **top) -> MlpGame:
    """P0's Problem at problem:0 is replaced (613.2) by `problem`, the top of P0's Problem deck."""
    from engine.mlp.procedures import flow

    b.add(problem, 0, "problem_deck")
    g = shipped_game(b, **top)
    flow.replace_problem(g, "problem:0")
    answer(g, "pass")  # the triggered ability is processed before the next priority (712.1)
    return g


# --- playing, using abilities, answering -----------------------------------------------------

def then(g: MlpGame, *choices: str) -> None:
    """Give `choices` to the decisions asked next (skipping those the game made itself)."""
    for choice in choices:
        if g.pending().kind != "priority":
            answer(g, choice)


def play(b: Board, code: str, where: str, *choices: str) -> MlpGame:
    """Play `code` from P0's hand to `where` ("event" for an Event), then answer `choices`."""
    card = b.add(code, 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|{where}")
    then(g, *choices)
    return g


def goldie_retires(b: Board, n: int) -> tuple[MlpGame, list[int]]:
    """P0 plays LL78 Goldie Delicious home on the board `b` and chooses `n` of their vanilla
    Friends (PR36, PR60) to retire for as many Critter tokens: the game, asked next, and
    the Friends chosen."""
    g = play(b, "LL78", "home:0")
    old = [i for i in g.characters(0) if g.spec(i).code in ("PR36", "PR60")][:n]
    answer(g, *(f"card:{i}" for i in old))
    return g, old


def play_entered(b: Board, code: str, where: str = "home:0") -> tuple[MlpGame, int]:
    """Play `code` from P0's hand to `where`: the game and the card's id in play (a card
    entering play is a new object, 400.7)."""
    g = play(b, code, where)
    return g, find(g, code)[0]



def enter_and_pick(code: str, card: str, owner: int, area: str, *choices: str) -> tuple[MlpGame, int]:
    """On a rich board with `owner`'s `card` in play at `area`, P0 plays the Friend `code`
    home, says yes to its "may" and picks that card, then answers `choices`: the game
    and the picked card. (Many sets reprint such "when this enters play, you may ..." texts.)"""
    b = rich_board()
    picked = b.add(card, owner, "play", area)
    return play(b, code, "home:0", "yes", f"card:{picked}", *choices), picked


def start_challenge(b: Board, tm: int, **top) -> MlpGame:
    """The board at P0's Troublemaker Phase, where P0 challenges the Troublemaker `tm` (607):
    the game at the faceoff's first window."""
    g = shipped_game(b, phase="troublemaker", step="challenge", **top)
    answer(g, f"challenge:{tm}")
    return g


def challenge(b: Board, tm_code: str = TROUBLEMAKER, tm_owner: int = 1) -> tuple[MlpGame, int]:
    """`tm_owner`'s Troublemaker `tm_code` at problem:0, which P0 challenges (607): the game at
    the faceoff's first window, and the Troublemaker."""
    tm = b.add(tm_code, tm_owner, "play", "problem:0")
    return start_challenge(b, tm), tm

def challenge_gala(b: Board, ids: dict[str, int]) -> MlpGame:
    """On a `gala_board`, the Troublemaker faceoff started, P0 holding priority in it."""
    g = start_challenge(b, ids["tm"])
    assert g.s["faceoff"] is not None and g.pending().kind == "priority"
    return g


def flipped(card: str) -> tuple[MlpGame, dict[str, int]]:
    """P0's Red Gala challenges P1's Parasprites with `card` on top of P0's deck (flipped by
    the faceoff); an Emerald Green (cost 2) in P0's discard pile, P1's Hard Hat at home: the
    game and the `gala_board` ids."""
    b, ids = gala_board(tokens=0)
    b.add("PR12", 0, "discard")
    b.deck_top(card, 0)
    g = start_challenge(b, ids["tm"])
    assert "Chaos: " in log_text(g)
    return g, ids



def win_faceoff(b: Board, **top) -> MlpGame:
    """P0 challenges a Parasprite at problem:0 with three more 3-power Friends there and wins
    (unless the board says otherwise): the game at the faceoff's first window."""
    tm = b.add(TROUBLEMAKER, 1, "play", "problem:0")
    for _ in range(3):
        b.add(BIG, 0, "play", "problem:0")
    return start_challenge(b, tm, **top)


def activate(g: MlpGame, card: int, *choices: str) -> None:
    """Use the card's ability, then answer `choices`."""
    answer(g, f"act|{card}|")
    then(g, *choices)


def apple_bloom_discount() -> tuple[MlpGame, int, int]:
    """P0 (5 tokens) has used Apple Bloom, Re-Markable ("Exhaust this card and discard a card
    to pay [1] less for your next card this turn"), discarding a Sweetie Sunrise, with Emerald
    Green, Cider Aficionado (cost 2) in hand: the game, Apple Bloom and Emerald Green."""
    b = board(5)
    apple_bloom = b.add("EO23", 0, "play", "home:0")
    fodder = b.add("PR20", 0, "hand")
    card = b.add("PR12", 0, "hand")
    g = shipped_game(b)
    answer(g, f"act|{apple_bloom}|0")
    answer(g, f"card:{fodder}")
    return g, apple_bloom, card


def acts(g: MlpGame, iid: int) -> list[str]:
    """The keys of a card's activated abilities offered now."""
    return [k for k in keys(g) if k.startswith(f"act|{iid}|")]


def act(g: MlpGame, iid: int) -> str:
    """The key of a card's activated ability (the first one offered)."""
    return acts(g, iid)[0]

def use_only_ability(g: MlpGame, iid: int) -> None:
    """Use the activated ability of card `iid` offered now, checking it is the only one."""
    offered = acts(g, iid)
    assert len(offered) == 1, keys(g)
    answer(g, offered[0])



def act_with(g: MlpGame, iid: int, text: str) -> str:
    """The key of the card's offered ability whose label mentions `text`."""
    found = [o.key for o in g.pending().options if o.key.startswith(f"act|{iid}|") and text in o.label]
    assert found, f"no ability of #{iid} mentioning {text!r} offered"
    return found[0]


def choose(g: MlpGame, iid: int) -> None:
    """Pick this card when the game asks (with one legal choice it picks it itself, 705.2e)."""
    d = g.pending()
    if d is not None and f"card:{iid}" in d.option_keys():
        answer(g, f"card:{iid}")


def order_first(g: MlpGame, name: str) -> None:
    """Put the named card's trigger first when the game asks for an order (its Mane's
    faceoff trigger waits)."""
    d = g.pending()
    if d.kind == "trigger_order":
        answer(g, next(o.key for o in d.options if name in o.label))


def settle(g: MlpGame, *prefer: str, until=lambda g: g.pending().kind == "priority") -> MlpGame:
    """Answer decisions until `until(g)`: the `prefer`red keys first, then "yes", then the
    first options a decision needs."""
    while g.pending() is not None and not until(g):
        available = keys(g)
        wanted = [k for k in (*prefer, "yes") if k in available]
        answer(g, *(wanted[:1] or available[: max(1, g.pending().min)]))
    return g


def run_turn(b: Board, phase: str, step: str, *prefer: str) -> MlpGame:
    """Start the board at `phase`/`step` and answer (as `settle`) until P1's turn."""
    g = shipped_game(b, phase=phase, step=step)
    return settle(g, *prefer, until=lambda g: g.s["turn_player"] != 0)


# --- reading where cards are -----------------------------------------------------------------

def find(g: MlpGame, code: str, zone: str = "play", owner: int | None = None) -> list[int]:
    """The cards with this code in a zone (in play by default), of any owner unless told."""
    return [i for i, c in g.s["cards"].items() if g.spec(i).code == code and c["zone"] == zone
            and (owner is None or c["owner"] == owner)]


def in_play(g: MlpGame, code: str, player: int = 0) -> list[int]:
    """The cards with this code in play that `player` controls (not owns: control may change)."""
    return [i for i in g.s["play"] if g.spec(i).code == code and g.card(i)["ctrl"] == player]


def tokens_of(g: MlpGame, player: int) -> list[int]:
    """The token cards `player` controls in play."""
    return [i for i in g.s["play"] if g.card(i).get("token") and g.card(i)["ctrl"] == player]


# a Main Phase Event with a play requirement of each color: "Choose a character. That
# character gets +N [color] until the end of the turn."
EVENT_OF = {"blue": "PR120", "orange": "PR112", "pink": "PR110", "purple": "PR126", "white": "PR103",
            "yellow": "PR116"}


def talented(code: str, color: str, *prefer: str, tokens: int = 9, b: Board | None = None):
    """P0 has `code` at home and plays the Event of `color` on their own Emerald Green (on a
    rich board unless `b` is given), answering as `settle` with `prefer`: the game and the
    Talented card ("Talented" answers an Event whose play requirement has its color)."""
    b = b or rich_board(tokens)
    talent = b.add(code, 0, "play", "home:0")
    target = b.add(BLUE, 1 if color == "pink" else 0, "play", "problem:1")  # (the pink one hits opponents)
    event = b.add(EVENT_OF[color], 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    settle(g, f"card:{target}", *prefer)
    return g, talent


def journal_lets_play(b: Board, card: int) -> tuple[MlpGame, int]:
    """P0 plays Star Swirl's Journal (FF114) from hand, banishes `card` from their hand with it,
    and, three Study counters later, retires it: the game, back at P0's priority, and the
    banished card, which P0 may play this turn without paying its cost."""
    journal = b.add("FF114", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{journal}|home:0")
    settle(g, until=lambda g: g.pending().kind == "target")
    in_play = next(i for i in g.s["play"] if g.spec(i).code == "FF114")
    g.card(in_play)["counters"]["study"] = 3  # (as three turns later)
    g.counters_changed()
    answer(g, f"card:{card}")
    settle(g, "pass", until=lambda g: g.pending().kind == "priority" and g.pending().player == 0)
    answer(g, f"act|{in_play}|")
    settle(g, "pass", until=lambda g: g.pending().kind == "priority" and g.pending().player == 0)
    return g, g.s["players"][0]["banished"][0]
