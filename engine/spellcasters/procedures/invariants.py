"""What must hold of every position between decisions: the soak tests check it after each answer.

Each finding is a sentence naming the rule it breaks; an empty list means the position is sound.
"""

from __future__ import annotations

from collections import Counter

from engine.spellcasters.procedures.actions import CASTS_PER_TURN, MAX_CASTERS
from engine.spellcasters.state.game import SpellcastersGame
from engine.spellcasters.values import stats


def broken_invariants(game: SpellcastersGame) -> list[str]:
    s = game.s
    found: list[str] = []
    places: Counter[int] = Counter(s["deck"] + s["junkyard"])
    if s["location"] >= 0:
        places[s["location"]] += 1
        if game.spec(s["location"]).kind != "location":
            found.append("SC 2.5: the Location in play is no Location card")
    over = s["result"] is not None
    names_in_play: Counter[str] = Counter()
    for p in (0, 1):
        me = game.player(p)
        places.update(me["hand"] + me["bleachers"] + [iid for iid, _ in me["mana"]])
        if any(game.spec(i).kind != "spellcaster" for i in me["bleachers"]):
            found.append(f"SC 7.12: P{p}'s Bleachers hold a card that is no Spellcaster")
        if any(game.spec(i).kind != "mana" for i, _ in me["mana"]):
            found.append(f"SC 2.4: P{p}'s Mana Pool holds a card that is no Mana")
        if len(me["casters"]) > MAX_CASTERS:
            found.append(f"SC 7.1: P{p} has {len(me['casters'])} Spellcasters in play")
        if not me["casters"] and not over and s["step"] not in ("caster", "replace"):
            found.append(f"SC 7.1: P{p} has no Spellcaster in play")
        for record in me["casters"]:
            places[record["iid"]] += 1
            spec = game.spec(record["iid"])
            names_in_play[spec.name] += 1
            if spec.kind != "spellcaster":
                found.append(f"SC 2.2: #{record['iid']} stands as a Spellcaster but is a {spec.kind}")
            if record["damage"] < 0:
                found.append(f"SC 2.2: {game.name(record['iid'])} has negative damage")
            if not over and stats.hp(game, record) <= 0:
                found.append(f"SC 1.1: {game.name(record['iid'])} has 0 HP but is still in play")
            if record["equipment"] >= 0:
                places[record["equipment"]] += 1
                if game.spec(record["equipment"]).kind != "equipment":
                    found.append(f"SC 2.3: {game.name(record['iid'])} holds a card that is no Equipment")
    for name, count in names_in_play.items():
        if count > 1:
            found.append(f"SC 7.2: {count} copies of {name} are in play")
    for name in names_in_play:
        for _, record in game.all_casters():
            if name in game.spec(record["iid"]).not_in_play_with:
                found.append(f"SC 7.9: {name} and {game.spec(record['iid']).name} are in play together")
    listed = [iid for iid, card in enumerate(s["cards"]) if card is not None]
    for iid in listed:
        if places[iid] != 1:
            found.append(f"card #{iid} is in {places[iid]} places")
    if len(s["done"]["cast"]) > CASTS_PER_TURN:
        found.append(f"SC 6.3: {len(s['done']['cast'])} Spellcasters cast this turn")
    if s["turn"] == 1 and s["done"]["cast"]:
        found.append("SC 5.4: the first player cast a Spell in the first turn")
    return found
