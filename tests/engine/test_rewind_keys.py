"""`abilities.may_fail_after_a_choice` rules most keys out by their first letter
(and a look for "|event") before splitting them; this test compares it with the plain
reading of the key, kept here, for every option of every priority decision of seeded bot
games dealt from the whole implemented card pool and between theme decks."""

from __future__ import annotations

from engine.mlp import abilities
from engine.mlp.state.game import MlpGame
from engine.mlp.text.reader import play_ability_index
from tests.engine.test_play_shortcuts import _games

MAX_TURNS = 40


def plain_may_fail(g: MlpGame, key: str, player: int) -> bool:
    """`may_fail_after_a_choice` reading every key in full."""
    parts = key.split("|")
    if parts[0] == "act":
        iid = int(parts[1])
        found = g.spec(iid).abilities
        index = int(parts[2])
        if not (0 <= index < len(found) and found[index].name in abilities.MAY_FAIL_AFTER_A_CHOICE):
            return False
        ability = found[index]
        settled = abilities._SETTLED_AT_ONCE.get(ability.name)
        return (settled is None or len(parts) > 3 or abilities._pays_before_running(ability)
                or not settled(g, iid, player))
    if parts[0] in ("play", "react") and (parts[0] == "react" or parts[2] == "event"):
        spec = g.spec(int(parts[1]))
        index = play_ability_index(spec)
        return index >= 0 and spec.abilities[index].name in abilities.MAY_FAIL_AFTER_A_CHOICE
    return False


def test_may_fail_after_a_choice_reads_every_key_as_the_plain_reading_does():
    keys = risky = 0
    for g, bots in _games():
        while g.pending() is not None and g.s["turn"] <= MAX_TURNS:
            decision = g.pending()
            if decision.kind == "priority":
                for key in decision.keys:
                    found = abilities.may_fail_after_a_choice(g, key, decision.player)
                    assert found is plain_may_fail(g, key, decision.player), key
                    keys += 1
                    risky += found
            g.submit(bots[decision.player].choose(decision))
    assert keys > 5000
    assert risky, "no option could need rewinding"
