"""Every card of the shipped starter set does in play what its data says (coverage "implemented").

Seeded games with every card of the set are played and each card is seen played or cast; a
few cards whose data has a twist (an override, a filter) get their own scenario.
"""

from __future__ import annotations

from engine.spellcasters.api import default_library, new_game
from engine.spellcasters.boardstate import load_board
from engine.spellcasters.bot import RandomBot
from engine.spellcasters.cards.database import load_card_database
from engine.spellcasters.values import stats


def _halves() -> list[list[str]]:
    cards = load_card_database().cards
    mana = [c.id for c in cards if c.kind == "mana"]
    others = [c.id for c in cards if c.kind != "mana"]
    return [others[0::2] + mana * 3, others[1::2] + mana * 3]


def test_every_shipped_card_is_played_or_cast_in_seeded_games() -> None:
    seen: set[str] = set()
    lines: list[str] = []
    for seed in range(40):
        game = new_game({"seed": seed, "decks": _halves()}, default_library())
        bots = [RandomBot(seed * 2 + p, style="eager") for p in (0, 1)]
        while (decision := game.pending()) is not None:
            game.submit(bots[decision.player].choose(decision))
        lines += [e.text for e in game.log if e.rule.startswith(("SC 6.2", "SC 6.4", "SC 5.2", "SC 5.3"))
                  or "Location" in e.text]
    text = "\n".join(lines)
    for card in load_card_database().cards:
        if f"{card.name} #" in text:
            seen.add(card.id)
    missing = [c.name for c in load_card_database().cards if c.id not in seen]
    assert missing == []


def _board(p0_casters, p0_hand, p1_casters, location=None) -> object:
    db = load_card_database()
    cards, players = [], []
    for casters, hand in ((p0_casters, p0_hand), (p1_casters, [])):
        records = []
        for name in casters:
            cards.append({"iid": len(cards), "card": db.by_name(name).id})
            records.append({"iid": len(cards) - 1, "damage": 30})
        hand_ids = []
        for name in hand:
            cards.append({"iid": len(cards), "card": db.by_name(name).id})
            hand_ids.append(len(cards) - 1)
        players.append({"casters": records, "hand": hand_ids})
    document = {"format": "tourney-spellcasters-board/1", "rng": 7, "turn": 3, "players": players,
                "cards": cards, "deck": [], "location": -1}
    if location:
        cards.append({"iid": len(cards), "card": db.by_name(location).id})
        document["location"] = len(cards) - 1
    document["deck"] = []
    return load_board(document, default_library())


def test_apple_cider_heals_an_earth_pony_40_and_others_20() -> None:
    game = _board(["Applejack", "Rarity"], ["Apple Cider", "Apple Cider"], ["Spike"])
    applejack, rarity, cider, cider2 = 0, 1, 2, 3
    game.submit([f"object|{cider}|{applejack}"])
    game.submit([f"object|{cider2}|{rarity}"])
    assert game.caster(applejack)[1]["damage"] == 0 and game.caster(rarity)[1]["damage"] == 10


def test_royal_tiara_goes_on_an_alicorn_only_and_goggles_give_a_pegasus_more() -> None:
    game = _board(["Princess Luna", "Rainbow Dash", "Applejack"], ["Royal Tiara", "Wonderbolt Goggles"], ["Spike"])
    luna, dash, applejack, tiara, goggles = 0, 1, 2, 3, 4
    equip = [k for k in game.pending().keys if k.startswith("equip|")]
    assert [k for k in equip if k.startswith(f"equip|{tiara}|")] == [f"equip|{tiara}|{luna}"]
    game.submit([f"equip|{goggles}|{dash}"])
    assert stats.power(game, game.caster(dash)[1]) == 20
    del applejack


def test_locations_change_power_guard_and_hp_of_whom_they_name() -> None:
    game = _board(["Applejack", "Spike"], [], ["Discord"], location="Sweet Apple Acres")
    assert stats.max_hp(game, game.caster(0)[1]) == load_card_database().by_name("Applejack").hp + 10
    assert stats.power(game, game.caster(1)[1]) == -5
    game = _board(["Applejack", "Spike"], [], ["Discord"], location="Tartarus")
    assert stats.power(game, game.caster(2)[1]) == 10 and stats.guard(game, game.caster(2)[1]) == 10
