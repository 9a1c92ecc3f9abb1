"""The three games' "why not?" answers say who asked in one wording (`engine.core.why_words`):
"why can't my opponent ..." of a card of the player deciding is answered for that player, and
the "Read as" line says the question said "my opponent", meaning the other player than the
one deciding; "I" and a player named are said alike too. The My Little Pony table once said
"the question names Player 2" of a question that named no one."""

from __future__ import annotations

import pytest

from engine.battledome.table import battledome_table
from engine.mlp.table import mlp_table
from engine.spellcasters.table import spellcasters_table
from tests.battledome.engine_helpers import position
from tests.engine.helpers import Board, shipped_game
from tests.spellcasters.helpers import board

OPPONENT = 'the question said "my opponent": Player 2, as Player 1 is deciding, but '
I_SAID = 'the question said "I", Player 1 is deciding, but '
NAMED = "the question names Player 2, but "


def _mlp() -> tuple[object, object, dict[str, str]]:
    """Player 1 decides in their Main Phase: Rainbow Dash is theirs, Applejack Player 2's."""
    b = Board(manes=("PR1", "PR2"), problems=("PR188", "PR168"))
    b.players[0]["tokens"] = 5
    return mlp_table(), shipped_game(b), {"own": "move Rainbow Dash to Cloudbursting", "other": "move Applejack",
                                          "no card": "pass"}


def _battledome() -> tuple[object, object, dict[str, str]]:
    g = position([(0, "active", "Red Glimmerfox"), (1, "active", "Blue Puddlewump"), (0, "inventory", "Mud Pie"),
                  (1, "inventory", "Rusty Shortsword")], start="train")
    return battledome_table(), g, {"own": "play Mud Pie", "other": "play Rusty Shortsword", "no card": "pass"}


def _spellcasters() -> tuple[object, object, dict[str, str]]:
    g = board({"casters": ["Twilight Sparkle", "Applejack"], "mana": ["Earth Mana"], "hand": ["Helmet"]},
              {"casters": ["Spike"], "hand": ["Apple Pie"]},
              done={"mana": 1, "location": 0, "combo": 0, "equipped": [], "cast": [], "combo_cards": []})
    return spellcasters_table(), g, {"own": "play Helmet", "other": "play Apple Pie", "no card": "end the turn"}


GAMES = {"mlp": _mlp, "battledome": _battledome, "spellcasters": _spellcasters}


def _read_as(rules: object, g: object, question: str) -> str:
    return rules.why_not(g, question).lines()[0]


@pytest.mark.parametrize("game", list(GAMES))
def test_my_opponent_asking_of_the_deciding_players_card_is_said_as_asked(game: str) -> None:
    rules, g, actions = GAMES[game]()
    assert g.pending().player == 0
    read_as = _read_as(rules, g, f"why can't my opponent {actions['own']}")
    assert OPPONENT in read_as and read_as.endswith(": answered for Player 1)."), read_as
    # (the same player named, the same answer says it named them)
    named = _read_as(rules, g, f"can player 2 {actions['own']}")
    assert NAMED in named and named.endswith(": answered for Player 1)."), named
    assert named.replace(NAMED, OPPONENT) == read_as


@pytest.mark.parametrize("game", list(GAMES))
def test_i_and_my_opponent_name_the_deciding_player_and_the_other(game: str) -> None:
    """"I" is the player deciding, "my opponent" the other: an action of no card is read as
    theirs; asked of the other player's card, "I" is switched and says so, "my opponent" is
    not switched and says nothing."""
    rules, g, actions = GAMES[game]()
    assert _read_as(rules, g, f"why can't I {actions['no card']}").startswith("Read as: Player 1 ")
    assert _read_as(rules, g, f"why can't my opponent {actions['no card']}").startswith("Read as: Player 2 ")
    mine = _read_as(rules, g, f"why can't I {actions['other']}")
    assert I_SAID in mine and ": answered for Player 2)" in mine, mine
    theirs = _read_as(rules, g, f"why can't my opponent {actions['other']}")
    assert "(the question" not in theirs and "Player 2" in theirs, theirs
