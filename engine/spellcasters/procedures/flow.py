"""Where the game waits and what an answer does: the decisions of set-up, the turn and
the replacement Spellcaster, and `advance`, which runs what needs no decision.

Steps (`state["step"]`): "caster" (SC 5.2: each player's face-down Spellcaster, P0 then
P1), "mana" (SC 5.3), "main" (SC 6.2: play cards or cast), "spells" (SC 6.3: casting
has begun), "replace" (SC 7.10), "over". A turn with nothing left to do but end it ends
by itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core.decision import Decision
from engine.spellcasters.procedures import actions, setup
from engine.spellcasters.procedures.outcome import check_empty_sides, replacements, settle
from engine.spellcasters.procedures.turn import end_turn, start_turn
from engine.spellcasters.state.game import SpellcastersGame, new_caster

END = "end"
NO_MANA = "none"


def turn_options(game: SpellcastersGame) -> list[tuple[str, Any]]:
    s = game.s
    p = s["turn_player"]
    options = actions.play_options(game, p) if s["step"] == "main" else []
    options += actions.cast_options(game, p)
    options.append((END, "End the turn" if s["step"] == "spells" or not actions.may_cast_now(game)
                    else "Cast no more Spells and end the turn"))
    return options


def decision(game: SpellcastersGame) -> Decision | None:
    s = game.s
    step = s["step"]
    if s["result"] is not None or step == "over":
        return None
    if step == "caster":
        p = s["chooser"]
        pairs = [(f"caster|{i}", f"Play {game.name(i)} face-down")
                 for i in actions.first_copies(game, setup.playable_casters(game, p), "spellcaster")]
        return Decision.from_pairs(p, "setup_caster", f"P{p}: choose a Spellcaster to play face-down (SC 5.2)",
                                   pairs, 1, 1, {})
    if step == "mana":
        p = s["chooser"]
        pairs = [(f"mana|{i}", f"Play {game.name(i)} face-down")
                 for i in actions.first_copies(game, game.player(p)["hand"], "mana")]
        pairs.append((NO_MANA, "Play no Mana card"))
        return Decision.from_pairs(p, "setup_mana", f"P{p}: play one Mana card face-down, or none (SC 5.3)",
                                   pairs, 1, 1, {})
    if step == "replace":
        p = s["chooser"]
        pairs = [(f"caster|{i}", f"Play {game.name(i)}") for i in replacements(game, p)]
        return Decision.from_pairs(p, "replace", f"P{p}: all your Spellcasters are defeated; play one from hand "
                                                 f"(SC 7.10)", pairs, 1, 1, {})
    p = s["turn_player"]
    prompt = (f"P{p}: cast a Spell or end the turn (SC 6.3)" if step == "spells"
              else f"P{p}: play cards, cast a Spell, or end the turn (SC 6.2)")
    return Decision.from_pairs(p, "action", prompt, turn_options(game), 1, 1, {})


def answer(game: SpellcastersGame, asked: Decision, keys: Sequence[str]) -> None:
    s = game.s
    (key,) = keys
    step = s["step"]
    if step == "caster":
        p = s["chooser"]
        setup.choose_caster(game, p, int(key.split("|")[1]))
        if p == 0:
            s["chooser"] = 1
            setup.mulligan_until_caster(game, 1)  # (P0's choice may leave P1 none to play: SC 7.2)
        else:
            s["step"], s["chooser"], s["setup_mana"] = "mana", 0, [-1, -1]
    elif step == "mana":
        p = s["chooser"]
        s["setup_mana"][p] = -1 if key == NO_MANA else int(key.split("|")[1])
        if p == 0:
            s["chooser"] = 1
        else:
            setup.mana_rule(game, s.pop("setup_mana"))
            start_turn(game, setup.first_player(game))
            settle(game)  # (a Location turned up may take HP: SC 5.4, SC 1.1)
    elif step == "replace":
        p = s["chooser"]
        iid = int(key.split("|")[1])
        game.player(p)["hand"].remove(iid)
        game.casters(p).append(new_caster(iid))
        game.note("SC 7.10", f"P{p} plays {game.name(iid)} from hand to go on playing")
        s["step"] = s["resume"]
        s["resume"] = ""
        check_empty_sides(game)
    elif key == END:
        end_turn(game)
    else:
        actions.perform(game, s["turn_player"], key)
    advance(game)


def advance(game: SpellcastersGame) -> None:
    """End turns that have nothing left to do but end, until a real decision waits.

    The decision worked out here is the one `pending` gives next (the game keeps it)."""
    s = game.s
    game.changed()
    while s["result"] is None and s["step"] in ("main", "spells"):
        asked = game.pending()
        if asked is None or len(asked.keys) > 1:
            return
        end_turn(game)
        game.changed()
