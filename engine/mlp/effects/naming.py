"""Texts that name a card (201): "When this card enters play, name a card. An opponent / A
player / Choose an opponent. That player reveals their hand and discards all cards with that
name.", "As this card enters play, name a card / a Friend." with "Cards / Friends with that
name can't be played." and "When this card is put into your discard pile from play, you may
search your deck for a Friend with that name, reveal it, and put it into your hand."

A card's name is its Title and Subtitle (201.1; 201.1a: the same Title with another Subtitle
is another name). A player names a card by choosing one of the names of the printed cards of
the game's card database (`nameable`), so any card may be named, not only those they can
see (201.1b: the name must refer to a single card). The name a card named "as it enters
play" is kept in the flags as `named:<card>` (docs/board-state-format.md) for as long as that
card is the same card; it is read again when the card has left play ("a Friend with that
name").

"As this card enters play, name a card" is asked as the card enters play (706.1a:
`registry.as_it_enters`), before any triggered effect or player acts, so no card can be
played in between.
"""

from __future__ import annotations

from engine.mlp.cards.model import CardType
from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    choose_yes_no,
    found_into_hand,
    in_play,
    static_value,
)
from engine.mlp.effects.entering_choices import entering_choice
from engine.mlp.effects.registry import (
    LOOKS_IN_DECKS,
    RUNNERS,
    VALUE_RULES,
    answers,
    runner,
    scope,
    triggered_by,
)
from engine.mlp.state.game import TRIGGERED_EFFECT_RULE
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import as_it_enters, template
from engine.mlp.values import power

_NAMED = "named:{}"  # the flag of the name a card in play named as it entered play


def nameable(g, kind: str) -> list[str]:
    """The names a player may name: of every printed card of the game's database ("friend":
    Friends only), in alphabetical order (tokens have no printed card to name)."""
    found = {card.full_name for card in g.lib.cards()
             if not card.is_token and (kind == "card" or g.lib.spec(card.id).type == kind)}
    return sorted(found, key=str.casefold)


def choose_name(g, f: dict, player: int, kind: str) -> str | bool | None:
    """Ask `player` to name a card of `kind` ("card" or "friend"), and log the name; the
    name, or False while asking."""
    name = _name_chosen(g, f, player, kind)
    if name:
        _say_named(g, player, name)
    return name


def _name_chosen(g, f: dict, player: int, kind: str) -> str | bool | None:
    """`choose_name` without the log: the name (None: nothing to name), False while asking."""
    label = "a Friend" if kind == "friend" else "a card"
    ans = choose(g, f, player, "name", f"Name {label} (201.1)", [(f"name:{n}", n) for n in nameable(g, kind)])
    if ans is None:
        return False
    return ans[0].split(":", 1)[1] if ans else None


def _say_named(g, player: int, name: str) -> None:
    g.note("201.1", f"P{player} names {name}")


def named_by(g, iid: int) -> str | None:
    """The name card `iid` named as it entered play, if it did."""
    return g.s["flags"].get(_NAMED.format(iid))


# ----- "name a card. <a player> reveals their hand and discards all cards with that name." ------


@template(r"when this (?:card|problem) enters play, name a card\. (choose an opponent\. that player|an opponent|a "
          r"player) reveals their hand and discards (?:each|all) cards? with that name\.")
def _t_name_and_discard(m, t):
    """EO32, DE69, MT126: "a player" is any player the controller chooses, themself included."""
    return _a("trigger", "name_then_discard", t, "enter_play", whose="any" if m.group(1) == "a player" else "opp")


@runner("name_then_discard")
def _r_name_then_discard(g, f, ability):
    """The name is given first, then the player chosen (705.2e: in printed order); that player
    reveals their hand and discards each card with that name."""
    data = f["data"]
    me = f["ctrl"]
    if "name" not in data:
        name = choose_name(g, f, me, "card")
        if name is False:
            return False
        data["name"] = name
    if ability.params["whose"] == "opp":
        player = 1 - me
    else:
        ans = choose(g, f, me, "player", "Which player reveals their hand and discards the cards with that name?",
                     [(f"player:{p}", "you" if p == me else "your opponent") for p in (me, 1 - me)])
        if ans is None:
            return False
        player = int(ans[0].split(":")[1])
    hand = g.s["players"][player]["hand"]
    g.note_seen("705.2e", f"P{player} reveals their hand: " + (", ".join(g.name(i) for i in hand) or "no cards"))
    for iid in [i for i in hand if g.spec(i).name == data["name"]]:
        g.discard(iid, "705.2e")
    return True


# ----- "As this card enters play, name a card / a Friend." ---------------------------------------


@template(r"as this card enters play, name a (card|friend)\.")
def _t_name_as_entering(m, t):
    return as_it_enters("name_as_entering", t, naming=m.group(1))


def _name_as_entering(g, f: dict, ability: Ability) -> str | None:
    """The name chosen ("" when there is none to choose), None while asking."""
    name = _name_chosen(g, f, f["ctrl"], ability.params["naming"])
    return None if name is False else name or ""


@entering_choice("name_as_entering", _name_as_entering)
def _named_as_entering(g, f: dict, ability: Ability, name: str) -> None:
    """The name is said once every card entering with this one has chosen (801.1)."""
    if name and in_play(g, f["src"]):
        _say_named(g, f["ctrl"], name)
        g.s["flags"][_NAMED.format(f["src"])] = name


@template(r"(cards|friends) with that name can't be played\.")
def _t_named_cant_be_played(m, t):
    """Asked for each card a player could play (`procedures.actions`, category
    "cant_play_named"), by every player."""
    return _a("static", "named_cant_be_played", t, "cant_play_named", naming=m.group(1)[:-1])


@answers(VALUE_RULES, "named_cant_be_played")
def _named_barred(g, src: int, subject: int, ability: Ability, context: dict) -> int:
    name = named_by(g, src)
    if name is None:
        return 0
    spec = g.spec(context["card"])
    return int(spec.name == name and (ability.params["naming"] == "card" or spec.type == ability.params["naming"]))


def barred_by_name(g, player: int, iid: int) -> bool:
    """Can't card `iid` be played because a card in play named it?"""
    return bool(g.static_abilities("cant_play_named")) and power.static_sum(g, "cant_play_named", player,
                                                                            card=iid) > 0


def barred_by_name_by(g, player: int, iid: int) -> int | None:
    """The card in play that named card `iid` so that it can't be played (`barred_by_name`),
    the card a judge is told of (Octavia, Harsh Judge); None when none did."""
    return next((src for src, ability in g.static_abilities("cant_play_named")
                 if static_value(g, src, player, ability, {"card": iid}) > 0), None)


# ----- "When this card is put into your discard pile from play, you may search your deck for a
# Friend with that name, reveal it, and put it into your hand." -------------------------------------


@template(r"when this card is put into your discard pile from play, you may search your deck for a friend with "
          r"that name, reveal it, and put it into your hand\.")
def _t_named_tutor(m, t):
    return _a("trigger", "named_tutor_on_discard", t, "self_left_play")


@runner("named_tutor_on_discard")
def _r_named_tutor(g, f, ability):
    """Only when the card went to its owner's discard pile (`new`, the card it became, is
    there); the name is the one it named as it entered play (410.6a: last known)."""
    data = f["data"]
    name = named_by(g, f["src"])
    new = g.s["cards"].get(data.get("new"))
    if name is None or new is None or new["zone"] != "discard":
        return True
    me = data.get("owner", f["ctrl"])
    deck = g.s["players"][me]["deck"]
    found = [i for i in deck if g.spec(i).name == name and g.spec(i).type == "friend"]
    if "searched" not in data:
        ans = choose_yes_no(g, f, me, f"Search your deck for {name}? (712.3)")
        if ans is None:
            return False
        if ans[0] != "yes":
            return True
        data["searched"] = True
    if found:
        ans = choose(g, f, me, "target", f"Put which {name} into your hand?", [(f"card:{i}", g.name(i)) for i in found])
        if ans is None:
            return False
        if ans:
            found_into_hand(g, me, card_of_option(ans[0]), reveals=True)
    g.shuffle_deck(me, "518.2")
    return True



# ----- "When this card enters play, name a card type." and what reads the type named ------------

_NAMED_TYPE = "named_type:{}"  # the flag of the card type a card in play named as it entered play
_DRAW_AFTER_NAMED_TYPE = "draw_after_named_type"


def named_type(g, iid: int) -> str | None:
    """The card type (`CardType` value) card `iid` named as it entered play, if it did."""
    return g.s["flags"].get(_NAMED_TYPE.format(iid))


@template(r"when this card enters play, name a card type\.")
def _t_name_a_type(m, t):
    return _a("trigger", "name_card_type", t, "enter_play")


@runner("name_card_type")
def _r_name_a_type(g, f, ability):
    """One of the six card types (section 2); kept for as long as the card is the same card."""
    src = f["src"]
    if not in_play(g, src):
        return True
    ans = choose(g, f, f["ctrl"], "name", "Name a card type", [(f"type:{kind.value}", kind.label) for kind in CardType])
    if ans is None:
        return False
    kind = CardType(ans[0].split(":", 1)[1])
    g.s["flags"][_NAMED_TYPE.format(src)] = kind.value
    g.note(TRIGGERED_EFFECT_RULE, f"P{f['ctrl']} names the card type {kind.label}")
    return True


@template(r"when an opponent draws a card with the named type, you may draw a card\.")
def _t_draw_after_named_type(m, t):
    return _a("trigger", _DRAW_AFTER_NAMED_TYPE, t, "drew", n=1, optional=True)


@runner(_DRAW_AFTER_NAMED_TYPE)
def _r_draw_after_named_type(g, f, ability):
    """ "You may draw a card", as any such text (`drawing_discarding`'s "draw")."""
    return RUNNERS["draw"](g, f, ability)


@triggered_by("drew", _DRAW_AFTER_NAMED_TYPE)
def _opponent_drew_named_type(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """FF134: each card an opponent draws is its own occurrence (410.4b), of the type printed on
    it; nothing before a type was named."""
    card = data.get("card")
    kind = named_type(g, iid)
    if kind is None or data["player"] == g.s["cards"][iid]["ctrl"] or card not in g.s["cards"]:
        return None
    return {} if g.spec(card).type == kind else None


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "named_tutor_on_discard")
