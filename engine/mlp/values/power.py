"""Continuous values: power, colors, keywords, costs and confront requirements.

These are computed on demand from the printed card, counters, timed modifiers
in the state and the continuous abilities of every card in play (702, 708).
Modifiers that take abilities away are worked out first (in timestamp order
with dependencies, `abilities.lost_abilities`), then the ones that grant or take
keywords (in timestamp order, 711.3), then the values that read abilities; each
value is computed on demand from the values it depends on (711.4). Color modifiers apply in timestamp order (711.3);
additive power changes commute, so any order gives timestamp order's total.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import cache, lru_cache
from itertools import combinations, product
from typing import TYPE_CHECKING, Any, NamedTuple

from engine.mlp.cards.keywords import KEYWORDS_WITH_VALUE
from engine.mlp.state import game
from engine.mlp.values import teamwork
from engine.mlp.values.hooks import abilities

if TYPE_CHECKING:
    from engine.mlp.state.game import MlpGame
    from engine.mlp.state.library import Ability, Spec

_NO_KEYWORDS: dict[str, int | None] = {}


def keywords(g: MlpGame, iid: int) -> dict[str, int | None]:
    """Keywords a face-up card has: printed plus granted (Hard Hat, Teamwork, modifiers)."""
    # granted keywords depend only on hosts, areas, controllers and faces of cards in
    # play, whose every change takes a new id or timestamp, and on keyword modifiers,
    # whose every change drops them, so they are kept with the board index (face-down and
    # frightened cards included: they have none); a card with a volatile grant is the
    # exception, worked out at every look-up (`_volatile`)
    kept = (g.settled_board or g.board()).keywords
    found = kept.get(iid)
    if found is None:
        found = _keywords(g, iid)
        if not _volatile(g, iid):
            kept[iid] = found
    return found


def keyword_origins(g: MlpGame, iid: int) -> dict[str, int]:
    """The card whose text last gave each of a card's keywords or took it away (a Hard Hat
    granting Stubborn, a Friend sharing a keyword by Teamwork, an event's "until the end of
    the turn"), worked out the way `keywords` is, for a judge reading the card. A keyword
    printed and left alone, or lost with all abilities, has none."""
    origins: dict[str, int] = {}
    _keywords(g, iid, origins)
    return origins


def keyword_instances(g: MlpGame, iid: int, name: str) -> list[int]:
    """The number of each instance of a keyword that a face-up card has (0 for one without a
    number), the printed one first: each is an ability of its own (701.2a), so a triggered
    one (Diligent, Calming, Meticulous) triggers once for each (Granny Smith's printed
    Diligent 3 and Diligent 1 from Princess Luna: 3 and then 1 power counter). `keywords`
    holds their sum."""
    instances = {printed: [value or 0] for printed, value in g.spec(iid).keywords.items()}
    found = _keywords(g, iid, instances=instances)
    return instances.get(name, []) if name in found else []


def keyword_count(g: MlpGame, iid: int, name: str) -> int:
    """How many instances of a keyword a face-up card has (0: none). Each is an ability of
    its own (701.2a), so one whose meaning adds up or triggers does so once for each: Swift
    given twice pays 2 less to move (Pirate Crew wearing Daring Do's Safari Hat), Prepared
    given twice triggers twice (Opalescence, Best Cat wearing Detective Duds). (`keywords`
    holds one entry for a keyword without a number.)"""
    return len(keyword_instances(g, iid, name)) if name in keywords(g, iid) else 0


def _keywords(g: MlpGame, iid: int, origins: dict[str, int] | None = None,
              instances: dict[str, list[int]] | None = None) -> dict[str, int | None]:
    """The card's keywords; with `origins`, each giving or taking card is noted there; with
    `instances` (the printed ones in it), the number of each instance given (`_give_keyword`)."""
    c = g.s["cards"][iid]
    if c["face_down"] or c["frightened"]:
        return _NO_KEYWORDS
    spec = g.spec(iid)
    if g.s["mods"] and c["zone"] == "play" and any(
            m["kind"] == game.KEYWORD_LOST and m["target"] == iid for m in g.s["mods"]):
        return _keywords_in_timestamp_order(g, iid, spec, origins, instances)
    found = _continuous_keywords(g, iid, spec, origins, instances)
    if g.s["mods"] and c["zone"] == "play":
        found = _modified_keywords(g, iid, found, origins, instances)
    return found


def _keywords_in_timestamp_order(g: MlpGame, iid: int, spec, origins: dict[str, int] | None,
                                 instances: dict[str, list[int]] | None) -> dict[str, int | None]:
    """The keywords of a card a modifier takes one from ("That Friend loses Teamwork until it
    is readied"): every text giving it keywords and every modifier giving or taking one apply
    in timestamp order (711.3; a continuous ability's, its card's), so a keyword given after
    it was taken away is had again, and one given before is taken away with the printed one."""
    if iid in g.lost_abilities():
        return _NO_KEYWORDS  # ("loses and can't have abilities": whatever the timestamps)
    cards = g.s["cards"]
    changes = [(cards[src]["ts"], src, name, value, False) for src, name, value in _grants(g, iid, spec)]
    changes += [(m["ts"], m["src"], m["keyword"], m["amount"] if m["keyword"] in KEYWORDS_WITH_VALUE else None,
                 m["kind"] == game.KEYWORD_LOST)
                for m in g.s["mods"] if m["kind"] in _KEYWORD_MODS and m["target"] == iid]
    found = dict(spec.keywords)
    for _, src, name, value, lost in sorted(changes, key=lambda change: change[0]):
        if origins is not None and src:
            origins[name] = src
        if lost:
            found.pop(name, None)
            if instances is not None:
                instances.pop(name, None)
        else:
            _give_keyword(found, name, value, instances)
    return found


def _continuous_keywords(g: MlpGame, iid: int, spec, origins: dict[str, int] | None = None,
                         instances: dict[str, list[int]] | None = None) -> dict[str, int | None]:
    """The printed keywords and those continuous abilities grant."""
    if (g.settled_board or g.board()).keywords_printed_only():
        return spec.keywords
    grants = g.sources("grant_keyword")
    if iid in g.lost_abilities():
        return _NO_KEYWORDS  # "loses and can't have abilities": granted ones too
    if not grants and not g.teamwork_in_play():
        return spec.keywords
    return _granted_keywords(g, iid, spec, grants, origins, instances)


_KEYWORD_MODS = (game.KEYWORD_MOD, game.KEYWORD_LOST)


def _modified_keywords(g: MlpGame, iid: int, found: dict[str, int | None],
                       origins: dict[str, int] | None = None,
                       instances: dict[str, list[int]] | None = None) -> dict[str, int | None]:
    """`found` with the keywords modifiers give the card (708.2, `MlpGame.grant_keyword`), a
    keyword it already has as one more instance (`_give_keyword`). (A card a modifier takes
    a keyword from has its keywords worked out by `_keywords_in_timestamp_order`.)"""
    given = [m for m in g.s["mods"] if m["kind"] == game.KEYWORD_MOD and m["target"] == iid]
    if not given or iid in g.lost_abilities():
        return found
    found = dict(found)
    for m in given:
        name = m["keyword"]
        if origins is not None and m["src"]:
            origins[name] = m["src"]
        _give_keyword(found, name, m["amount"] if name in KEYWORDS_WITH_VALUE else None, instances)
    return found


# the keywords with a number the rules define (glossary): a card has each instance of one as an
# ability of its own (701.2a), so their numbers add up
ADDING_KEYWORDS = frozenset({"Calming", "Competitive", "Diligent", "Eccentric", "Meticulous", "Showy", "Supportive"})


def _give_keyword(found: dict[str, int | None], name: str, value: int | None,
                  instances: dict[str, list[int]] | None = None) -> None:
    """Give a card (its keywords `found`) a keyword. A card given one it already has has both
    instances, each a separate ability (701.2a, 701.1: "any text added to it by modifiers"),
    so the numbers of the glossary's keywords add up: Rainbow Dash & Captain Celaeno,
    printed with Competitive 3, beside Captain Celaeno's "Your other Pirates have Competitive
    2" has +3 and +2 power in a faceoff, Competitive 5 (`keyword_instances` keeps each
    number, for the ones that trigger). A keyword the rules give no meaning keeps the
    greater number (a second instance never takes the first one's number away)."""
    if instances is not None:
        instances[name] = [*(instances.get(name, []) if name in found else []), value or 0]
    had = found.get(name)
    if value is not None and had is not None:
        value = value + had if name in ADDING_KEYWORDS else max(value, had)
    found[name] = value


# cards whose volatile keyword grants are being worked out (`_volatile_grant`): a grant that
# reads the card's power while its power reads its keywords leaves itself out (711.4)
_WORKING_OUT: set[int] = set()


def _volatile(g: MlpGame, iid: int) -> bool:
    """Does a keyword grant that reads what the board does not follow (power, a discard
    pile: `abilities.VOLATILE_KEYWORD_STATICS`) come from this card? Its keywords and
    power values are then never kept with the board. Asked only when they are not kept."""
    pairs = g.statics_table().get("grant_keyword")
    if not pairs:
        return False
    volatile = abilities.VOLATILE_KEYWORD_STATICS
    return any(src == iid and ability.name in volatile for src, ability in pairs)


def _granted_keywords(g: MlpGame, iid: int, spec, grants: list[int], origins: dict[str, int] | None = None,
                      instances: dict[str, list[int]] | None = None) -> dict[str, int | None]:
    granted = None
    for src, name, value in _grants(g, iid, spec, grants):
        if granted is None:
            granted = dict(spec.keywords)
        _give_keyword(granted, name, value, instances)
        if origins is not None:
            origins[name] = src
    return granted if granted is not None else spec.keywords


def _grants(g: MlpGame, iid: int, spec, grants: list[int] | None = None) -> Iterator[tuple[int, str, int | None]]:
    """(giving card, keyword, number) for each keyword the continuous abilities in play give
    a card (`grants`: the cards with such abilities) and each one a Teamwork card shares
    with it, in play order (none when the board gives no card keywords)."""
    if grants is None:
        if (g.settled_board or g.board()).keywords_printed_only():
            return
        grants = g.sources("grant_keyword")
    cards = g.s["cards"]
    self_only, host_only = abilities.SELF_ONLY_STATICS, abilities.HOST_ONLY_STATICS
    volatile = abilities.VOLATILE_KEYWORD_STATICS
    for src, ability in g.static_abilities("grant_keyword") if grants else ():
        name = ability.name
        if name in host_only:
            if cards[src]["host"] != iid:
                continue
        elif name in self_only and src != iid:
            continue
        value = ability.params.get("value")
        if name in volatile:
            if src in _WORKING_OUT:
                continue
            applies, value = _volatile_grant(g, src, iid, ability)
            if not applies:
                continue
        elif not abilities.static_applies(g, src, iid, ability):
            continue
        yield src, ability.params["keyword"], value
    if spec.type == "friend" and g.teamwork_in_play():
        for src in teamwork.shares(g).get(iid, ()):
            for name, value in g.spec(src).keywords.items():
                if name != "Teamwork":
                    yield src, name, value


def _volatile_grant(g: MlpGame, src: int, iid: int, ability) -> tuple[bool, int | None]:
    """Does a volatile grant apply now, and with what number (as printed, or its amount,
    `abilities.static_amount`, for "X")? Read with the source's own
    volatile grants left out while it is worked out."""
    _WORKING_OUT.add(src)
    try:
        if not abilities.static_applies(g, src, iid, ability):
            return False, None
        value = ability.params.get("value")
        if value is None and ability.params["keyword"] in KEYWORDS_WITH_VALUE:
            value = abilities.static_amount(g, src, iid, ability)  # "Eccentric X, where X is ..."
        return True, value
    finally:
        _WORKING_OUT.discard(src)


def friends_in_hand_hasty(g: MlpGame, player: int) -> bool:
    """Do the Friends in a player's hand have Hasty (Glossary: Hasty) besides those printed
    with it: by a modifier ("Friends in your hand have Hasty until the end of the turn",
    `MlpGame.give_hand_hasty`) or by a card of theirs flipped in the current faceoff ("Chaos:
    While this card is flipped, Friends in your hand have Hasty", category "hand_hasty")?"""
    s = g.s
    mods = s["mods"]
    if mods and any(m["kind"] == game.HAND_HASTY and m["target"] == player for m in mods):
        return True
    fo = s["faceoff"]
    if fo is None:
        return False
    cards = s["cards"]
    return any(iid in cards and cards[iid]["zone"] == "flip" and "hand_hasty" in g.spec(iid).statics
               for iid in fo["flipped"][player])


# the category of continuous abilities under which cards in play lose and can't have Unique
# ("Other Friends lose and can't have Unique."): asked by `is_unique` only while one is in play
LOSES_UNIQUE = "loses_unique"


def is_unique(g: MlpGame, iid: int) -> bool:
    """516.3: does the card have Unique: printed, or, in play, given by a text ("Cards in play
    have Unique", the "all_unique" texts), unless a text in play takes it away ("lose and
    can't have Unique", category `LOSES_UNIQUE`: it can't have it, whatever gives it)? A
    face-down card in play, a frightened Friend, has no traits (505.1a), Unique among them:
    it is a "non-Unique Friend" (Dip in the Pool), and violates no uniqueness (516.3)."""
    in_play = g.s["cards"][iid]["zone"] == "play"
    if in_play and g.s["cards"][iid]["face_down"]:
        return False
    if in_play and g.static_abilities(LOSES_UNIQUE) and static_any(g, LOSES_UNIQUE, iid):
        return False
    if g.spec(iid).unique:
        return True
    return in_play and bool(g.static_abilities("all_unique"))


# the category of continuous abilities that give cards in play a trait (`game.GAINS_TRAIT`)
GAINS_TRAIT = game.GAINS_TRAIT


def has_trait(g: MlpGame, iid: int, trait: str) -> bool:
    """207: does the card have the trait: printed on its current face, or, in play, given by
    a continuous ability (category `GAINS_TRAIT`; one asked only while such a text is in
    play, so a game without one reads the printed traits alone)? A face-down card, a
    frightened one too (504.1: it is turned face down), has none (505.1a)."""
    c = g.s["cards"][iid]
    if c["face_down"] or c["frightened"]:
        return False
    if g.spec(iid).has_trait(trait):
        return True
    gained = g.static_abilities(GAINS_TRAIT)
    if not gained:
        return False
    wanted = trait.casefold()
    return any(ability.params["trait"] == wanted and abilities.static_applies(g, src, iid, ability)
               for src, ability in gained)


def has_keyword(g: MlpGame, iid: int, name: str) -> bool:
    return name in keywords(g, iid)


def colors(g: MlpGame, iid: int) -> tuple[str, ...]:
    """505.1b: face-down cards have no color. Color modifiers apply in timestamp order
    (711.3): "becomes [color]" replaces the colors older modifiers gave, "is also
    [color]" and "+N [color]" add one; "lose and can't have colors" leaves none whatever
    the order."""
    c = g.s["cards"][iid]
    if c["face_down"] or c["frightened"]:
        return ()
    if c["zone"] == "play":
        return _colors(g, iid, c, _values(g, iid)[5])
    return _colors(g, iid, c, _fixed_colors(g, g.spec(iid), keywords(g, iid)))


def colors_read_by_conditions(g: MlpGame, iid: int) -> tuple[str, ...]:
    """The colors a "while" condition reads of another card ("While with another one of your
    [Loyalty] Friends, this card has Competitive 2"): the colors it has now (711.4: the
    condition depends on the color modifiers, Twilight Sparkle, Drained's "lose and can't have
    colors" among them), with Prismatic read from its printed keywords (none once it lost its
    abilities). Such a condition may give keywords, and the card's own keywords may come from
    one reading this card back, so its keywords are not read here (that would go round,
    711.5); no text gives Prismatic."""
    c = g.s["cards"][iid]
    if c["face_down"] or c["frightened"]:
        return ()
    spec = g.spec(iid)
    kw = _NO_KEYWORDS if c["zone"] == "play" and iid in g.lost_abilities() else spec.keywords
    return _colors(g, iid, c, _fixed_colors(g, spec, kw), kw)


def _colors(g: MlpGame, iid: int, c: dict[str, Any], fixed: tuple[str, ...] | None,
            kw: dict[str, int | None] | None = None) -> tuple[str, ...]:
    """`colors` of a card (record `c`) whose colors are `fixed` unless modifiers change
    them (see `_fixed_colors`); Prismatic read from `kw`, its keywords when None."""
    if c["face_down"] or c["frightened"]:
        return ()
    s = g.s
    mods = s["mods"]
    if fixed is not None and not (mods and any(m["target"] == iid and m["color"] for m in mods)):
        return fixed  # nothing can change its colors (the usual case)
    cards = s["cards"]
    for src, ability in g.static_abilities("lose_colors"):
        if abilities.static_applies(g, src, iid, ability):
            return ()
    changes: list[tuple[int, bool, tuple[str, ...]]] = []
    for m in mods:
        if m["target"] == iid and m["color"]:
            changes.append((m["ts"], m["kind"] == "color_set", (m["color"],)))
    for src, ability in _statics_for(g, "color", iid):
        if abilities.static_applies(g, src, iid, ability):
            if ability.params.get("opposing_colors_here"):
                changes.append((cards[src]["ts"], False, _opposing_colors_here(g, src)))
                continue
            # ("has that color": the color chosen as its card entered play, if one was)
            color = ability.params.get("color") or chosen_color(g, src)
            if color:
                changes.append((cards[src]["ts"], False, (color,)))
    if "Prismatic" in (keywords(g, iid) if kw is None else kw):
        prismatic = _prismatic_colors(g, iid, c["ctrl"])
        if prismatic is not None:
            changes.append((c["ts"], False, prismatic))
    printed = g.spec(iid).colors
    if not changes:
        return tuple(printed)
    changes.sort(key=lambda change: change[0])
    result = list(printed)
    for _, replaces, gained in changes:
        if replaces:
            result = []
        for color in gained:
            if color not in result:
                result.append(color)
    return tuple(result)


def _prismatic_colors(g: MlpGame, iid: int, ctrl: int) -> tuple[str, ...] | None:
    """Prismatic: "This card also has the colors of all your other [Crystal] characters": the
    colors they have now (color-changing texts and modifiers included; a face-down or
    frightened one has none, 505.1b). Two Prismatic cards read each other (711.5): a look-up
    that comes back to a card while its Prismatic colors are being worked out reads its colors
    without them (None), so each ends with the colors of all the other Crystal characters."""
    busy = g.cached().setdefault("prismatic", set())
    if iid in busy:
        return None
    busy.add(iid)
    try:
        found: list[str] = []
        for other in g.characters(ctrl):
            if other != iid and has_trait(g, other, "Crystal"):
                found.extend(color for color in colors(g, other) if color not in found)
    finally:
        busy.discard(iid)
    return tuple(found)


def _opposing_colors_here(g: MlpGame, src: int) -> tuple[str, ...]:
    """"... also have the colors of each opposing character here" (a continuous ability of
    `src`, params `opposing_colors_here`): the colors the characters of its controller's
    opponents at its area have now. Two such texts facing each other each read the other's
    (711.5): a look-up that comes back to this text while it is being worked out reads
    those characters' printed colors, so each ends with the colors of both sides."""
    busy = g.cached().setdefault("opposing_colors_here", set())
    cards = g.s["cards"]
    sc = cards[src]
    found: list[str] = []
    for other in g.characters_at(sc["area"], 1 - sc["ctrl"]):
        if cards[other]["face_down"] or cards[other]["frightened"]:
            continue
        if src in busy:
            gained: tuple[str, ...] = g.spec(other).colors
        else:
            busy.add(src)
            try:
                gained = colors(g, other)
            finally:
                busy.discard(src)
        found.extend(color for color in gained if color not in found)
    return tuple(found)


def chosen_color(g: MlpGame, src: int) -> str | None:
    """The color card `src` chose as it entered play, None if it has not chosen one."""
    for m in g.s["mods"]:
        if m["kind"] == game.CHOSEN_COLOR and m["target"] == src:
            return game.COLORS[m["amount"]]
    return None


def _fixed_colors(g: MlpGame, spec, kw: dict[str, int | None]) -> tuple[str, ...] | None:
    """A face-up card's printed colors when no continuous ability in play can change or
    take colors and it is not Prismatic (only modifiers could then change them); else None."""
    table = g.statics_table()
    if "color" in table or "lose_colors" in table or "Prismatic" in kw:
        return None
    return spec.colors


def power(g: MlpGame, iid: int) -> int | None:
    """A card's current power (507.1); None for face-down cards and Problems (505.1b, 202.2)."""
    c = g.s["cards"][iid]
    if c["zone"] != "play":
        printed = _printed_power(c, g.spec(iid))
        return None if printed is None else printed + c["counters"].get("power", 0)
    return _power(g, iid, c, _values(g, iid))


def as_stated(g: MlpGame, iid: int) -> int | None:
    """A card's power as a text checks it against a number it states ("a Friend with 0
    power", "with 2 or less power"): None for a card with no power (face-down), which fits
    no such number (505.1b: "this is not the same as having a power of zero"); a power
    below 0 as 0, since only calculating a character's power keeps it negative (105.2)."""
    value = power(g, iid)
    return None if value is None else max(value, 0)


def over_cost(g: MlpGame, iid: int) -> bool:
    """Is a card's power greater than its cost (Yoink!'s "a Friend with power greater than its
    cost", "a Friend with higher power than its cost")? Two values of one card, read as a text
    checks a power against a number (`as_stated`): a power below 0 as 0 (105.2), and a card
    with no power (face-down, 505.1b) fits no such comparison, since 105.2 makes an undefined
    value 0 only when comparing values between two or more cards. A token's cost is 0 (521.1,
    520.2: `MlpGame.spec`)."""
    stated = as_stated(g, iid)
    return stated is not None and stated > (g.spec(iid).cost or 0)


def compared(g: MlpGame, iid: int) -> int:
    """A card's power as a text compares it with another card's ("with power less than or
    equal to this card's power", "with power less than the revealed card's power"): a card
    with no power (face-down, 505.1b) counts as 0 there, as a power below 0 does (105.2:
    "When comparing numeric values between two or more cards, undefined values are treated
    as zero")."""
    return as_stated(g, iid) or 0


def _power(g: MlpGame, iid: int, c: dict[str, Any], values: tuple) -> int | None:
    """`power` of a card in play (record `c`, `_values` of it)."""
    printed, kw, kw_power, quiet, statics, _ = values
    if printed is None:
        return None
    counters = c["counters"]
    value = printed + counters["power"] if "power" in counters else printed
    s = g.s
    mods = s["mods"]
    if mods:
        for m in mods:
            if m["target"] == iid and m["kind"] == "power" and mod_holds(g, m):
                value += m["amount"]
    if kw_power:
        value += abilities.keyword_power(g, iid, kw)
    pairs = quiet if s["faceoff"] is None else statics
    if not pairs:
        return value
    cards = s["cards"]
    same_area = abilities.SAME_AREA_STATICS
    doubling = abilities.DOUBLING_STATICS
    doublings = 0
    for src, ability in pairs:
        if ability.name in same_area and cards[src]["area"] != c["area"]:
            continue  # (`static_applies` would say no)
        if abilities.static_applies(g, src, iid, ability):
            if ability.name == "here_set_power":
                # "have 2 power and can't lose or gain power": no other modifier, counter
                # or keyword changes it, whatever the timestamps
                return ability.params["amount"]
            if ability.name in doubling:
                doublings += abilities.static_amount(g, src, iid, ability)
            else:
                value += abilities.static_amount(g, src, iid, ability)
    if doublings:
        # "this card's power is doubled": of the power every other change gives it. The
        # doubling depends on each of them (711.3b: their presence changes its result) and
        # none reads this card's power, so it is applied after the latest of them, whatever
        # the timestamps (711.4); a power below 0 is doubled too (105.2 keeps it negative
        # while a character's power is calculated)
        value *= 2 ** doublings
    return value


def mod_holds(g: MlpGame, m: dict[str, Any]) -> bool:
    """Is a modifier's "while" condition true now (708.2a)? "While this card is flipped"
    (`while_flipped`) holds while that card is in the flip zone (515.2): one banished from
    there, or put on the bottom of its deck, is a new card (410.6) and flipped no longer; an
    ignored card stays flipped (515.4). A modifier without a condition always holds."""
    flipped = m.get("while_flipped")
    if flipped is None:
        return True
    c = g.s["cards"].get(flipped)
    return c is not None and c["zone"] == "flip"


def _printed_power(c: dict[str, Any], spec) -> int | None:
    """The power on a card's current face; None when it has none (face down, frightened,
    no power printed, a Problem: 505.1b, 202.2)."""
    if c["face_down"] or c["frightened"] or spec.power is None or spec.type == "problem":
        return None
    return spec.power


_NO_VALUES = (None, _NO_KEYWORDS, False, [], [], ())


def _values(g: MlpGame, iid: int) -> tuple:
    """What the board alone decides of a card in play's power and colors: its printed
    power (None: it has none), its keywords and whether they add power (Caretaker,
    Competitive, Supportive), the continuous power abilities that may apply to it outside
    a faceoff and during one, and its colors when nothing but modifiers can change them
    (else None).

    Kept with the board index (`BoardIndex.values`) and dropped with the card's keywords
    (`BoardIndex._followed`): each part reads only the card's record and face, its
    keywords, and which continuous abilities are in play (`statics_table`,
    `_statics_for`), all of which change only with the board. Counters, modifiers and
    the conditions of continuous abilities are read afresh by `power` and `colors` at
    every look-up."""
    kept = (g.settled_board or g.board()).values
    found = kept.get(iid)
    if found is not None:
        return found
    c = g.s["cards"][iid]
    if c["face_down"] or c["frightened"]:
        found = _NO_VALUES
    else:
        spec = g.spec(iid)
        kw = keywords(g, iid)
        table = g.statics_table()
        statics = _statics_for(g, "power", iid) if "power" in table else _NO_PAIRS
        faceoff_only = abilities.FACEOFF_ONLY_STATICS
        quiet = [pair for pair in statics if pair[1].name not in faceoff_only]
        found = (_printed_power(c, spec), kw,
                 bool(kw) and ("Caretaker" in kw or "Competitive" in kw or "Supportive" in kw),
                 quiet if len(quiet) < len(statics) else statics, statics,
                 # (`_fixed_colors`, with the table read here)
                 None if "color" in table or "lose_colors" in table or "Prismatic" in kw else spec.colors)
        if "grant_keyword" in table and _volatile(g, iid):
            return found  # (its keywords are never kept: `keywords`)
    kept[iid] = found
    return found


def _statics_for(g: MlpGame, category: str, iid: int) -> list[tuple[int, Any]]:
    """The continuous abilities of a category that may apply to a card, in order: those of
    other cards that only apply to their own card, or only to their host, are left out.
    Which card is which card's host is part of the board, so the list is kept with it."""
    pairs = g.statics_table().get(category)
    if pairs is None:
        return _NO_PAIRS
    # kept while the category's list is the same list: the board index replaces a list
    # whenever a card with such an ability enters or leaves play, and the table is
    # built afresh whenever Teamwork or lost abilities are in play
    kept = (g.settled_board or g.board()).statics_for
    key = (category, iid)
    entry = kept.get(key)
    if entry is not None and entry[0] is pairs:
        return entry[1]
    cards = g.s["cards"]
    found = [(src, ability) for src, ability in pairs if abilities.may_apply(cards, src, iid, ability.name)]
    kept[key] = (pairs, found)
    return found


_NO_PAIRS: list[tuple[int, Any]] = []


def contributes(g: MlpGame, iid: int) -> bool:
    """503.5 / Stubborn: exhausted characters don't add power unless Stubborn."""
    return _contributes(g.s["cards"][iid], keywords(g, iid))


def _contributes(c: dict[str, Any], kw: dict[str, int | None]) -> bool:
    """`contributes` for a card (record `c`) with these keywords."""
    if c["frightened"] or c["face_down"]:
        return False
    return not c["exhausted"] or "Stubborn" in kw


def static_any(g: MlpGame, category: str, iid: int) -> bool:
    """Does a continuous ability of `category` apply to `iid` (`MlpGame.static_source`)?"""
    return g.static_source(category, iid) is not None


def epic_by_text(g: MlpGame, iid: int) -> bool:
    """Is a card Epic by a continuous ability in play (category "epic": "That Troublemaker is
    Epic", "While this card has at least 3 +1 power counters on it, it is Epic")? False at
    once in a game without one."""
    return bool(g.static_abilities("epic")) and static_any(g, "epic", iid)


def is_epic(g: MlpGame, iid: int) -> bool:
    """Epic (516.4, 607.3, 608.1, 611.3e): printed on its face, or given by text."""
    return g.spec(iid).epic or epic_by_text(g, iid)


def static_sum(g: MlpGame, category: str, subject: Any, **context: Any) -> int:
    total = 0
    for src, ability in g.static_abilities(category):
        total += abilities.static_value(g, src, subject, ability, context)
    return total


# "Reduce the play requirements of your cards by 2 [Loyalty] until the end of the turn.": by
# how much of each color a player's play requirements are lowered this turn ({color: amount}
# under the player's key of `flags`, set by `effects.costs`, ended with the turn by
# `procedures.flow`); `PowerByColor.covers` asks that much less of the color (205.1)
REQUIREMENTS_REDUCED = ("requirements_reduced:0", "requirements_reduced:1")
# "... reduce the play requirement of the next card you play this turn by 2 of the chosen
# color": the same for the player's next card only (spent by `procedures.actions` as a card
# is played, ended with the turn)
NEXT_CARD_REQUIREMENTS_REDUCED = ("next_card_requirements_reduced:0", "next_card_requirements_reduced:1")


# "While that card remains banished, it has no color requirement" (AD206 Discord, Utter
# Pandemonium): the banished cards a text took the play requirement from, a list under
# `flags`; an entry holds only while its card stays that same card in a banished zone (400.7)
NO_PLAY_REQUIREMENT = "no_play_requirement"


def play_requirements(g: MlpGame, iid: int, spec: Spec) -> tuple[tuple[str, int], ...]:
    """The play requirements a card asks as it is played (205.1): its printed ones, or none
    while it is a banished card a text says has no color requirement. One look at `flags`."""
    if not spec.reqs or not g.s["flags"]:
        return spec.reqs
    waived = g.s["flags"].get(NO_PLAY_REQUIREMENT)
    if waived and iid in waived and g.s["cards"][iid]["zone"] == "banished":
        return ()
    return spec.reqs


def _reductions(flags: dict, player: int) -> dict[str, int] | None:
    """By how much of each color the player's next card's requirements are lowered now."""
    lasting = flags.get(REQUIREMENTS_REDUCED[player])
    once = flags.get(NEXT_CARD_REQUIREMENTS_REDUCED[player])
    if not once:
        return lasting
    if not lasting:
        return once
    return {color: lasting.get(color, 0) + once.get(color, 0) for color in {*lasting, *once}}


# "The play requirements of your cards are reduced by 2 of the chosen color.": the category of
# that continuous ability (its amount in `n`; the color its card chose as it entered play,
# `chosen_color`), added to the reductions above while its card is in play
REQUIREMENTS_REDUCED_BY_CHOSEN_COLOR = "requirements_reduced_by_chosen_color"


def _with_reductions_in_play(g: MlpGame, player: int, less: dict[str, int] | None) -> dict[str, int] | None:
    """`less` with what cards in play of the player's reduce by their chosen color (most games:
    none, one look-up)."""
    found = g.static_abilities(REQUIREMENTS_REDUCED_BY_CHOSEN_COLOR)
    if not found:
        return less
    cards = g.s["cards"]
    total = dict(less) if less else {}
    for src, ability in found:
        color = chosen_color(g, src) if cards[src]["ctrl"] == player else None
        if color is not None:
            total[color] = total.get(color, 0) + ability.params["n"]
    return total or None


def reduced_requirements(g: MlpGame, player: int, reqs: tuple[tuple[str, int], ...]) -> tuple[tuple[str, int], ...]:
    """A card's play requirements as a player's reductions this turn leave them (205.1)."""
    less = _with_reductions_in_play(g, player, _reductions(g.s["flags"], player))
    if not less:
        return reqs
    return tuple((color, max(0, amount - less.get(color, 0))) for color, amount in reqs)


class PowerByColor:
    """205.1 and 507.3: a player's power of each color, added up one character at a time
    only as far as the requirements asked about so far need.

    For one look at a board that does not change meanwhile (listing a player's actions):
    each color is added up on its own, over the characters of that color only (a
    character's colors are cheaper to read than its power), and only characters with
    positive power add, so each total only grows. A requirement reached early gets the
    full sum's answer, and "not met" has added every character of the color. A
    character's colors and power, once read, are kept for the other colors, and what the
    board decides of them (`_values`) is read once for both: a card whose keywords follow
    more than the board has them worked out afresh at each such reading.
    """

    __slots__ = ("_characters", "_colors", "_counted", "_g", "_have", "_less", "_powers", "_values")

    def __init__(self, g: MlpGame, player: int) -> None:
        self._g = g
        self._characters = g.characters(player)
        self._have: dict[str, int] = {}
        self._counted: dict[str, int] = {}  # (by color: how many of `_characters` were looked at)
        self._colors: dict[int, tuple[str, ...]] = {}
        self._powers: dict[int, int] = {}
        self._values: dict[int, tuple] = {}  # (`_values` of each character looked at)
        flags = g.s["flags"]
        self._less: dict[str, int] | None = _with_reductions_in_play(g, player, _reductions(flags, player)
                                                                      if flags else None)

    def covers(self, reqs: tuple[tuple[str, int], ...]) -> bool:
        have = self._have
        less = self._less
        for color, amount in reqs:
            if less:
                amount -= less.get(color, 0)  # (at 0 or below nothing is asked of that color)
            if have.get(color, 0) < amount and not self._add_until(color, amount):
                return False
        return True

    def _add_until(self, color: str, amount: int) -> bool:
        """Add the characters of `color` not counted for it yet until its power reaches
        `amount`; False when every character is counted and it does not."""
        g, characters, known, powers, read = self._g, self._characters, self._colors, self._powers, self._values
        cards = g.s["cards"]
        total = self._have.get(color, 0)
        index = self._counted.get(color, 0)
        while index < len(characters) and total < amount:
            iid = characters[index]
            index += 1
            colors = known.get(iid)
            if colors is None:
                values = read[iid] = _values(g, iid)
                colors = known[iid] = _colors(g, iid, cards[iid], values[5])
            if color not in colors:
                continue
            value = powers.get(iid)
            if value is None:
                value = powers[iid] = _power(g, iid, cards[iid], read[iid]) or 0
            if value > 0:
                total += value
        self._have[color] = total
        self._counted[color] = index
        return total >= amount


def color_power(g: MlpGame, player: int, color: str) -> int:
    """507.3: combined power of a player's characters of that color (for play requirements)."""
    total = 0
    cards = g.s["cards"]
    for iid in g.characters(player):
        c = cards[iid]
        values = _values(g, iid)
        if color in _colors(g, iid, c, values[5]):
            total += max(0, _power(g, iid, c, values) or 0)
    return total


# ----- confronting (611.3) ----------------------------------------------------------------


def requirements(g: MlpGame, player: int, area: str) -> list[tuple[str, str | None, int]] | None:
    """What `player` needs at this Problem; None when they can't confront it at all."""
    reqs = printed_requirements(g, player, area)
    if reqs is None:
        return None
    extra = sum(part.amount for part in confront_changes(g, player, area))
    if extra:
        for index, (kind, color, amount) in enumerate(reqs):
            if kind == "wild":
                reqs[index] = (kind, color, max(0, amount + extra))
                break
        else:
            if extra > 0:
                reqs.append(("wild", None, extra))
    return reqs


def printed_requirements(g: MlpGame, player: int, area: str) -> list[tuple[str, str | None, int]] | None:
    """What the Problem at `area` asks of `player` as printed (209.1), before the texts and
    keywords that change it (`confront_changes`); None when they can't confront it at all."""
    s = g.s
    record = s["areas"][area]
    problem = record.get("problem")
    if problem is None:
        return None
    if confront_forbidden_by(g, player, area) is not None:
        return None  # "Players can't confront this Problem." / "... can't confront that Problem that turn."
    spec = g.spec(problem)
    if spec.card.confront_unknown(record["owner"] == player):
        return None  # 209.1: this player's is not known, and no guess stands in for it (`confront_gap`)
    if record["owner"] == player:
        reqs = list(spec.confront_owner)  # (each requirement is a tuple)
    else:
        if spec.confront_opp is None:
            return None
        reqs = [("wild", None, spec.confront_opp)]
    return reqs


def confront_changes(g: MlpGame, player: int, area: str) -> list[PricePart]:
    """What changes the power `player` needs to confront the Problem at `area` (611.3), each
    as a part of a price is (`PricePart`: by how much, the card): continuous abilities ("Your
    opponent needs +2 power to confront this card's Problem") and modifiers for a time ("...
    need +N power to confront Problems until ...") by their cards (None for a modifier no card
    made), the opposing Eccentric by the keyword and each card with it, as Showy is for a
    move (609.2b). `requirements` adds them up; the Confront Step's options and a judge's "why
    not?" name them in a price's words (`flow.requirement_change_words`)."""
    out: list[PricePart] = []
    if g.static_abilities("confront_extra"):
        context = {"area": area}
        for src, ability in g.static_abilities("confront_extra"):
            amount = abilities.static_value(g, src, player, ability, context)
            if amount:
                out.append(PricePart(amount, src))
    for m in g.s["mods"]:
        if m["kind"] == "confront" and m["target"] == player and m.get("area", area) == area and m["amount"]:
            out.append(PricePart(m["amount"], m.get("src") or None))
    out += [PricePart(value, src, "Eccentric") for src, value in _opposing_keyword_values(g, "Eccentric", area, player)]
    return out


def confront_forbidden_by(g: MlpGame, player: int, area: str) -> int | None:
    """The card whose text says `player` can't confront the Problem at `area` (a continuous
    ability, "Players can't confront this Problem", or a modifier a card made for the turn),
    or None: why `requirements` has none, and the card a judge's "why not?" names. A modifier
    with no card to name gives the Problem."""
    if g.static_abilities("cant_confront"):
        context = {"area": area}
        for src, ability in g.static_abilities("cant_confront"):
            if abilities.static_value(g, src, player, ability, context):
                return src
    for m in g.s["mods"]:
        if m["kind"] == "no_confront" and m["target"] == player and m.get("area") == area:
            return m.get("src") or g.s["areas"][area]["problem"]
    return None


def flipped_abilities_lost(g: MlpGame, player: int) -> bool:
    """Do the cards `player` flips lose their abilities ("Opposing flipped cards lose and
    can't have abilities", category "flipped_lose_abilities")? Their Chaos abilities then
    neither trigger nor apply."""
    return bool(g.static_abilities("flipped_lose_abilities")) and static_sum(g, "flipped_lose_abilities", player) > 0


def draw_stopper(g: MlpGame, player: int) -> int | None:
    """104.2: the card whose text stops the player drawing now (category "cant_draw": "While
    a player has at least 4 cards in their hand, that player can't draw cards during the
    Main Phase"), which the log and the judge's "why not?" name; None when none does."""
    return next((src for src, ability in g.static_abilities("cant_draw")
                 if abilities.static_value(g, src, player, ability, {}) > 0), None)


def challenge_tax(g: MlpGame, player: int, tm: int) -> int:
    """The action tokens `player` must pay to challenge Troublemaker `tm` (608): "Opponents
    can't challenge your Troublemakers unless they pay [1]" (category "challenge_tax")."""
    if not g.static_abilities("challenge_tax"):
        return 0
    return static_sum(g, "challenge_tax", player, tm=tm)


# the flag of the Troublemakers that don't block a player's confronting, by player
_UNBLOCKED = ("unblocked:0", "unblocked:1")


def blocked_by_troublemaker(g: MlpGame, player: int, area: str) -> bool:
    """611.3e: an opposing face-up Troublemaker (or any face-up Epic one) blocks confronting."""
    return blocking_troublemaker(g, player, area) is not None


def blocking_troublemaker(g: MlpGame, player: int, area: str) -> int | None:
    """The first Troublemaker that keeps `player` from confronting the Problem at `area`
    (611.3e: an opposing face-up one, or any face-up Epic one), or None: the one a judge's
    answer names."""
    troublemakers = (g.settled_board or g.board()).troublemakers
    if not troublemakers:
        return None
    s = g.s
    cards = s["cards"]
    exempt = None  # [turn, troublemakers that don't block], read when one is here
    freed = None  # "Opposing Troublemakers don't prevent you from confronting this card's Problem."
    for iid in troublemakers:
        c = cards[iid]
        if c["area"] != area:
            continue
        if exempt is None:
            exempt = s["flags"].get(_UNBLOCKED[player], ())
        if exempt and exempt[0] == s["turn"] and (iid in exempt[1:] or "all" in exempt):
            continue
        if c["ctrl"] != player or is_epic(g, iid):
            if g.static_abilities("troublemakers_dont_block") and \
                    static_sum(g, "troublemakers_dont_block", player, area=area):
                return None  # "Troublemakers don't prevent players from confronting this Problem."
            if c["ctrl"] == player:
                return iid  # an Epic one of the player's own
            if freed is None:
                freed = bool(g.static_abilities("opposing_tms_dont_block")) and \
                    static_sum(g, "opposing_tms_dont_block", player, area=area) > 0
            if not freed:
                return iid
    return None


def _opposing_keyword_total(g: MlpGame, keyword: str, area: str, player: int) -> int:
    """The sum of a numeric keyword (Eccentric, Showy) over the cards at an area that
    `player` does not control."""
    return sum(value for _, value in _opposing_keyword_values(g, keyword, area, player))


def _opposing_keyword_values(g: MlpGame, keyword: str, area: str, player: int) -> list[tuple[int | None, int]]:
    """(card, value) of a numeric keyword (Eccentric, Showy) on each card at an area that
    `player` does not control, where the value is not 0."""
    cards = g.s["cards"]
    out: list[tuple[int | None, int]] = []
    for iid in abilities.keyword_holders_at(g, keyword, area):
        if cards[iid]["ctrl"] != player:
            value = keywords(g, iid)[keyword] or 0
            if value:
                out.append((iid, value))
    return out


def confront_supply(g: MlpGame, player: int, area: str) -> list[tuple[int, tuple[str, ...]]]:
    """The power each of the player's characters here gives to confronting, and its
    colors ("none" when it has none): the ones that contribute (`contributes`) and have
    power."""
    contributions = _allowed_contributions(g, player, area)
    return _with_colors(g, contributions)


# the category of "No more than 2 of each players' characters can contribute their power to
# confronting this Problem" (AD181): its card's `most` characters of each player, at its area
CONTRIBUTOR_LIMIT = "confront_contributor_limit"


def contributor_limit(g: MlpGame, area: str) -> int | None:
    """How many of a player's characters may contribute their power to confronting the
    Problem at `area` (the lowest of the limits there), None when any number may."""
    cards = g.s["cards"]
    limits = [ability.params["most"] for src, ability in g.static_abilities(CONTRIBUTOR_LIMIT)
              if cards[src]["area"] == area]
    return min(limits) if limits else None


def _allowed_contributions(g: MlpGame, player: int, area: str) -> list[tuple[int, int, dict[str, Any], tuple]]:
    """`_contributions`, less those a limit on how many characters contribute leaves out
    (looked at only while such a text is in play)."""
    contributions = _contributions(g, player, area)
    if g.static_abilities(CONTRIBUTOR_LIMIT):
        return _best_allowed(g, player, area, contributions)
    return contributions


def _best_allowed(g: MlpGame, player: int, area: str, contributions: list[tuple[int, int, dict[str, Any], tuple]]
                  ) -> list[tuple[int, int, dict[str, Any], tuple]]:
    """The characters that contribute when a text allows only so many (611.3; the player
    picks them: the ones that meet the requirements, with the most power among such picks,
    or the most power when no pick meets them)."""
    most = contributor_limit(g, area)
    if most is None or len(contributions) <= most:
        return contributions
    reqs = requirements(g, player, area)
    ranked = sorted(contributions, key=lambda each: -each[0])
    if reqs is not None:
        picks = sorted(combinations(ranked, most), key=lambda pick: -_total(list(pick)))
        for pick in picks:
            chosen = list(pick)
            if _total(chosen) >= required_total(reqs) and supply_covers(_with_colors(g, chosen), reqs):
                return chosen
    return ranked[:most]


def _contributions(g: MlpGame, player: int, area: str) -> list[tuple[int, int, dict[str, Any], tuple]]:
    """(power, id, record, `_values`) of each of the player's characters here that gives
    power to confronting (`confront_supply`, without the colors)."""
    out: list[tuple[int, int, dict[str, Any], tuple]] = []
    here = g.characters_at(area, player)
    mods = g.s["mods"]
    if mods:
        out += _contributions_from_afar(g, player, area, mods)
    if not here:
        return out
    cards = g.s["cards"]
    barred = g.static_abilities("no_confront_power")
    for iid in here:
        c = cards[iid]
        values = _values(g, iid)
        if not _contributes(c, values[1]):
            continue
        value = _power(g, iid, c, values)
        if barred and _kept_from_confronting(g, iid, area, value, barred):
            continue  # "This card can't contribute its power to confronting Problems."
        if value and value > 0:
            out.append((value, iid, c, values))
    return out


def _contributions_from_afar(g: MlpGame, player: int, area: str, mods: list[dict[str, Any]]
                             ) -> list[tuple[int, int, dict[str, Any], tuple]]:
    """The cards of `player` away from `area` that a text made contribute their power to
    confronting its Problem (`CONFRONT_CONTRIBUTION` modifiers: "exhaust this card to
    contribute its power ..."), exhausted as they are; not while frightened or face down."""
    out: list[tuple[int, int, dict[str, Any], tuple]] = []
    cards = g.s["cards"]
    for m in mods:
        if m["kind"] != game.CONFRONT_CONTRIBUTION or m.get("area") != area:
            continue
        iid = m["target"]
        c = cards.get(iid)
        if c is None or c["zone"] != "play" or c["ctrl"] != player or c["area"] == area \
                or c["frightened"] or c["face_down"]:
            continue
        values = _values(g, iid)
        value = _power(g, iid, c, values)
        if value and value > 0:
            out.append((value, iid, c, values))
    return out


def _kept_from_confronting(g: MlpGame, iid: int, area: str, value: int | None,
                           barred: list[tuple[int, Any]]) -> bool:
    """611.3a: is a character's power kept out of confronting the Problem at `area` by a
    continuous ability ("no_confront_power"; its rule gets the area and the character's
    power as `context`)?"""
    for src, ability in barred:
        if abilities.static_value(g, src, iid, ability, {"area": area, "power": value}):
            return True
    return False


def confront_left_out(g: MlpGame, player: int, area: str) -> list[tuple[int, str]]:
    """The player's characters at `area` whose power confronting it leaves out, each with
    why in words, for a judge's "why not?": face-down or frightened, exhausted and not
    Stubborn (503.5), or kept out by a card's text (611.3a, `_kept_from_confronting`), named."""
    out: list[tuple[int, str]] = []
    cards = g.s["cards"]
    barred = g.static_abilities("no_confront_power")
    for iid in g.characters_at(area, player):
        c = cards[iid]
        values = _values(g, iid)
        if c["frightened"] or c["face_down"]:
            out.append((iid, "frightened" if c["frightened"] else "face-down"))
        elif not _contributes(c, values[1]):
            out.append((iid, "exhausted, 503.5"))
        else:
            value = _power(g, iid, c, values)
            src = next((src for src, ability in barred
                        if abilities.static_value(g, src, iid, ability, {"area": area, "power": value})), None)
            if src is not None:
                text = "its own text" if src == iid else f"{g.name(src)}'s text"
                out.append((iid, f"by {text}, 611.3a"))
    return out


def confront_power(g: MlpGame, player: int, area: str) -> int:
    """The total power the player's characters here give to confronting (611.3)."""
    contributions = _allowed_contributions(g, player, area)
    return _total(contributions)


def _total(contributions: list[tuple[int, int, dict[str, Any], tuple]]) -> int:
    total = 0
    for each in contributions:
        total += each[0]
    return total


def _with_colors(g: MlpGame, contributions: list[tuple[int, int, dict[str, Any], tuple]]) -> list[tuple[int, tuple[str, ...]]]:
    """`confront_supply` from `_contributions`: each power with its colors."""
    return [(value, _colors(g, iid, c, values[5]) or ("none",)) for value, iid, c, values in contributions]


def meets(g: MlpGame, player: int, area: str) -> bool:
    """611.3: can the player's characters here cover every requirement?"""
    return meeting(g, player, area) is not None


def meeting(g: MlpGame, player: int, area: str) -> tuple[list[tuple[str, str | None, int]], int] | None:
    """`meets`, with what it found when they can: the `requirements` and the
    `confront_power` given (a confront reads both right after the check, on the same board).

    Most often their power falls short of the total required, which `supply_covers`
    would find first: that is looked at before their colors are."""
    reqs = requirements(g, player, area)
    if reqs is None:
        return None
    contributions = _allowed_contributions(g, player, area)
    supplied = _total(contributions)
    if supplied < required_total(reqs) or not supply_covers(_with_colors(g, contributions), reqs):
        return (reqs, supplied) if g.s["mods"] and _meets_with_traits(g, player, area) else None
    return reqs, supplied


# the modifier kind of "this turn, you meet the confront requirements of that Problem if you
# have at least one ready Unicorn, Earth Pony, and Pegasus character there" (its `area`, `traits`)
MEETS_WITH_TRAITS = "meets_with_traits"


def _meets_with_traits(g: MlpGame, player: int, area: str) -> bool:
    """Does a modifier give `player` the requirements at `area`, with a ready face-up
    character of each of its traits there (one character may have several)?"""
    cards = g.s["cards"]
    for m in g.s["mods"]:
        if m["kind"] != MEETS_WITH_TRAITS or m["target"] != player or m.get("area") != area:
            continue
        ready = [i for i in g.characters_at(area, player) if not cards[i]["exhausted"] and not cards[i]["face_down"]]
        if all(any(has_trait(g, i, trait) for i in ready) for trait in m["traits"]):
            return True
    return False


def supply_covers(supply: list[tuple[int, tuple[str, ...]]], reqs: list[tuple[str, str | None, int]]) -> bool:
    """Each character gives all its power as one of its colors (611.3b); any power can
    then be split between requirements accepting that color, excess going to wild
    (611.3d). Feasibility of that flow is Hall's condition over requirement sets: every
    set of requirements needs no more than the power of the colors they accept. A set
    accepting every color offered needs no more than the whole supply, which the total
    covers, so only the other sets are checked for each way of choosing colors."""
    needed = [req for req in reqs if req[2] > 0]
    if not needed:
        return True
    total_need = required_total(needed)
    total = 0
    offered: set[str] = set()
    fixed: dict[str, int] = {}
    choices = []
    for value, cols in supply:
        total += value
        offered.update(cols)
        if len(cols) == 1:
            fixed[cols[0]] = fixed.get(cols[0], 0) + value
        else:
            choices.append((value, cols))
    if total < total_need:
        return False
    # (demand, colors accepted) of the other sets
    narrow = [each for each in _requirement_sets(tuple(needed)) if not each[1] >= offered]
    if not narrow:
        return True
    for pick in product(*[cols for _, cols in choices]) if choices else [()]:
        by_color = dict(fixed)
        for (value, _), color in zip(choices, pick, strict=True):
            by_color[color] = by_color.get(color, 0) + value
        for demand, accepted in narrow:
            given = 0
            for color, value in by_color.items():
                if color in accepted:
                    given += value
            if given < demand:
                break
        else:
            return True
    return False


def requirement_words(kind: str, color: str | None, amount: int) -> str:
    """One confront requirement as every reader says it, with its color as the card's icon
    names it: "5 Wild", "1 Blue", "1 non-Orange" (the table's Problem rows, the card panel and
    the Why box alike)."""
    if kind == "wild" or color is None:
        return f"{amount} Wild"
    return f"{amount} {'non-' if kind == 'not_color' else ''}{color.capitalize()}"


@lru_cache(maxsize=1024)
def _requirement_sets(needed: tuple[tuple[str, str | None, int], ...]) -> tuple[tuple[int, frozenset[str]], ...]:
    """(demand, colors accepted) of every set of these requirements, for Hall's condition
    in `supply_covers`: a pure function of the requirements, of which a game has few
    (a Problem's own, with what modifiers add), so each list's sets are worked out once."""
    accept = [_accepts(kind, color) for kind, color, _ in needed]
    sets = []
    for mask in range(1, 1 << len(needed)):
        demand = 0
        accepted: frozenset[str] = frozenset()
        for index in range(len(needed)):
            if mask >> index & 1:
                demand += needed[index][2]
                accepted |= accept[index]
        sets.append((demand, accepted))
    return tuple(sets)


@cache
def _accepts(kind: str, color: str | None) -> frozenset[str]:
    """The colors of power a requirement accepts ("none": colorless power)."""
    every = frozenset((*game.COLORS, "none"))
    if kind == "color":
        return frozenset((color,))
    if kind == "not_color":
        return every - {color}
    return every


def required_total(reqs: list[tuple[str, str | None, int]]) -> int:
    total = 0
    for _, _, amount in reqs:
        if amount > 0:
            total += amount
    return total


# ----- costs -------------------------------------------------------------------------------


def move_cost(g: MlpGame, player: int, iid: int, dest: str) -> int:
    """609.2b: 2 tokens, Swift pays 1 less, Showy and similar add; never below 1."""
    cost = move_cost_base(g, player, dest)
    if g.static_abilities("move_cost_from"):
        # taxes that read where the character comes from as well ("to or from this card's
        # Problem"), asked about each character (`procedures.actions` then lists moves so)
        cost += static_sum(g, "move_cost_from", player, origin=g.s["cards"][iid]["area"], dest=dest, card=iid)
    cost -= keyword_count(g, iid, "Swift")
    return max(1, cost)


class PricePart(NamedTuple):
    """One part of what makes a price other than its base (`move_cost_made_of`): `amount`
    added, by the text of `card`, or by `keyword` (Showy, Swift: 609.2b), the keyword of
    `card` when a card at the area has it (Showy) and of no card named when the moving card
    has it (Swift, `times` instances of it, 701.2a)."""
    amount: int
    card: int | None
    keyword: str | None = None
    times: int = 1


def move_cost_made_of(g: MlpGame, player: int, iid: int, dest: str) -> list[PricePart]:
    """Each text that makes moving `iid` to `dest` cost other than the 2 of 609.2b, as
    `move_cost` adds them up: the continuous move cost modifiers in play (by their cards),
    the Showy of the opposing cards there (by the keyword and each card with it) and the
    card's own Swift (by the keyword alone: the rules give the discount by the keyword,
    609.2b, whatever card gave it); for the log and a judge's "why not?"
    (`actions.price_part_words`: "+1 from Silver Spoon, High and Mighty #26", "+1 for Showy
    (Aunt Orange, Distant Cousin #25)", "-1 for Swift")."""
    context = {"dest": dest}
    parts = [PricePart(abilities.static_value(g, src, player, ability, context), src)
             for src, ability in g.static_abilities("move_cost")]
    context = {"origin": g.s["cards"][iid]["area"], "dest": dest, "card": iid}
    parts += [PricePart(abilities.static_value(g, src, player, ability, context), src)
              for src, ability in g.static_abilities("move_cost_from")]
    if g.s["areas"][dest]["kind"] == "problem":
        parts += [PricePart(value, src, "Showy") for src, value in _opposing_keyword_values(g, "Showy", dest, player)
                  if src is not None]
    if swift := keyword_count(g, iid, "Swift"):
        parts.append(PricePart(-swift, None, "Swift", swift))
    return [part for part in parts if part.amount]


def move_cost_base(g: MlpGame, player: int, dest: str) -> int:
    """The move cost to `dest` before the moving card's own keywords (Swift)."""
    return move_costs_base(g, player, (dest,))[0]


def move_costs_base(g: MlpGame, player: int, dests: Sequence[str]) -> list[int]:
    """`move_cost_base` to each of `dests`: 2, the continuous move cost modifiers in play
    (looked up once) and the Showy of the opponent's cards at a Problem (asked of the
    cards there)."""
    statics = g.static_abilities("move_cost")
    areas = g.s["areas"]
    found = []
    for dest in dests:
        cost = 2
        if statics:
            cost += static_sum(g, "move_cost", player, dest=dest)
        if areas[dest]["kind"] == "problem":
            cost += _opposing_keyword_total(g, "Showy", dest, player)
        found.append(cost)
    return found


def problem_bonus(g: MlpGame, problem: int) -> int:
    """514.5c: a Problem's bonus points: those printed, unless a text in play gives it 0
    ("This card's Problem has 0 bonus points.", category "no_bonus")."""
    if g.static_abilities("no_bonus") and static_any(g, "no_bonus", problem):
        return 0
    if g.s["mods"] and any(m["kind"] == game.NO_BONUS and m["target"] == problem for m in g.s["mods"]):
        return 0  # "That Problem's bonus is 0 until the end of the turn"
    return g.spec(problem).bonus


def draw_action_cost(g: MlpGame, player: int) -> int:
    """609.2d: the draw action costs 1 action token, plus what texts in play add ("Using the
    draw action during the Main Phase costs +[1]")."""
    if not g.static_abilities("draw_action_cost"):
        return 1
    return max(1, 1 + static_sum(g, "draw_action_cost", player))


def troublemaker_play_cost(g: MlpGame, player: int, area: str) -> int:
    """609.2c: playing a Troublemaker face-down costs 1 action token, plus what texts in play
    add at that Problem ("Players must pay +[1] to play a Troublemaker here") and the taxes on
    every card a player plays (`abilities.EVERY_CARD_PLAY_COSTS`), less the player's discount
    on the next card they play ("pay [2] less for the next card you play this turn"; Whining's
    "+[1] to play the next card" is one below 0): playing a Troublemaker is playing a card
    (609.2c), which spends it (`procedures.actions`)."""
    extra = 0
    taxed = play_taxes(g, player) if g.s["mods"] else None
    if taxed:
        extra += taxed.get("troublemaker", 0)
    if g.static_abilities("troublemaker_play_cost"):
        extra += static_sum(g, "troublemaker_play_cost", player, area=area)
    for src, ability in g.static_abilities("play_cost"):
        if ability.name in abilities.EVERY_CARD_PLAY_COSTS:
            extra += abilities.static_value(g, src, player, ability, {"area": area, "dest": area, "host": None})
    cost = max(1, 1 + extra) - g.s["flags"].get(_DISCOUNT_KEYS[player][0], 0)
    return cost if cost > 0 else 0


_TAXED_TYPES = {kind: card_type for card_type, kind in game.PLAY_TAXES.items()}


def play_taxes(g: MlpGame, player: int) -> dict[str, int] | None:
    """What the modifiers on `player` add to the cost of each type of card they play
    (`game.PLAY_TAXES`: "That opponent pays +[3] to play cards of the chosen type until the
    start of their next turn"); None when there is none."""
    found: dict[str, int] | None = None
    for m in g.s["mods"]:
        card_type = _TAXED_TYPES.get(m["kind"])
        if card_type is not None and m["target"] == player:
            found = found or {}
            found[card_type] = found.get(card_type, 0) + m["amount"]
    return found


def card_discounts_flag(player: int) -> str:
    """The flag of a player's discounts on single cards this turn ("put that Event into your
    hand and you may pay [1] less to play it this turn"): {card id as text: amount}, read by
    `PlayCosts` and ended with the turn (`flow`). The card played is a new object (400.7),
    so a discount is never met again once its card has left the hand."""
    return f"discount:{player}:cards"


def waived_costs_flag(player: int) -> str:
    """The flag of the cards a player may play this turn "without paying its cost" (Star
    Swirl's Journal): [card id as text], read by `PlayCosts` and ended with the turn (`flow`).
    Only the card's own printed cost (204.1) counts as 0: what another card's text makes
    playing it cost more ("Opponents pay +[2] to play Events", Princess Cadance, Family
    Matters) is part of the action's costs (705.2c) and is still paid, less the player's
    discounts, since no rule waives it."""
    return f"discount:{player}:waived"


def own_cost(spec, iid: int | None, waived: list[str] | None) -> int:
    """The card's own cost (204.1): its printed cost, or 0 when it is played without paying its
    cost (card `iid` among the `waived` of `waived_costs_flag`). What the discounts "to a
    minimum of [1]" are read against, with the increases (705.2c): a waived card's cost is
    what is added to its 0."""
    return 0 if waived and iid is not None and str(iid) in waived else spec.cost or 0


def name_discounts_flag(player: int) -> str:
    """The flag of a player's discounts on the first card of a name they play this turn ("you
    may pay [1] less to play the first card with that card's name this turn"): {full name
    (201.1): amount}, read by `PlayCosts`, spent by the first card of that name played
    (`procedures.actions.play_card`) and ended with the turn (`flow`)."""
    return f"discount:{player}:name"


# the category of a card's own text about what it costs to play to a place (`PlayCosts.own_at`)
OWN_PLAY_COST_AT = "own_play_cost_at"


def play_cost(g: MlpGame, player: int, iid: int, dest: str | None, host: int | None) -> int:
    """705.2d: what playing a card to `dest` (on `host`) costs now."""
    return PlayCosts(g, player).cost(iid, g.spec(iid), dest, host)


def floored_discount(g: MlpGame, player: int, src: int, ability: Ability, amount: int, context: dict) -> int:
    """A continuous discount of `amount` "to a minimum of [1]" (its `ability` has the param
    `minimum`: Princess Cadance, Coco Pommel, Saving the Day) on the card `context["card"]`
    played by `player`: minus the part of it that keeps the cost at 1 or more.

    A player pays the increases and takes the discounts in the order best for them (705.2c):
    the increases first (`cost_before_discounts`: Plaid Stripes' "Opponents pay +[1]" makes a
    card with cost 1 cost 2, and Cadance's [1] less makes it 1 again), then the discounts to
    a minimum of [1] (together they too stop at 1: DJ Pon-3's next Friend and Cadance on a
    Friend with cost 2 leave 1), then the others (Twilight Sparkle's "[1] less to play
    Events" may take the 1 left to 0). The floored discounts share what is above 1 in the
    order the board lists them, the next Friend's first (`floor_flag_take`)."""
    if context.get(_ASKING_FLOORED):
        return -amount  # (asked by this function itself: the whole of it)
    card, dest, host = context["card"], context.get("dest"), context.get("host")
    before = cost_before_discounts(g, player, card, dest, host)
    room = max(0, before - 1) - floor_flag_take(g, player, card, before)
    asked = {**context, _ASKING_FLOORED: True}
    for other_src, other in g.static_abilities("play_cost"):
        if not _is_floored(other):
            continue
        take = max(0, min(-abilities.static_value(g, other_src, player, other, asked), room))
        if other_src == src and (other is ability or other.params.get("inner") is ability):
            return -take
        room -= take
    return -max(0, min(amount, room))


def _is_floored(ability: Ability) -> bool:
    """Is this "play_cost" ability a discount "to a minimum of [1]" (`floored_discount`)?"""
    if ability.name == "while_wrapped":
        return _is_floored(ability.params["inner"])
    return bool(ability.params.get("minimum"))


def floor_flag_take(g: MlpGame, player: int, iid: int, before: int) -> int:
    """How much of `player`'s discount on their next Friend "to a minimum of [1]" (DJ Pon-3's)
    card `iid` takes, its cost being `before` before any discount (`floored_discount`)."""
    flag = g.s["flags"].get(friend_floor_discount_flag(player), 0)
    return min(flag, max(0, before - 1)) if flag and g.spec(iid).type == "friend" else 0


# the context key `floored_discount` asks the floored "play_cost" rules with, for the whole of each
_ASKING_FLOORED = "asking_floored"


def cost_before_discounts(g: MlpGame, player: int, iid: int, dest: str | None, host: int | None) -> int:
    """Card `iid`'s own cost (`own_cost`) with what raises it played by `player` to `dest` (on `host`):
    the taxes on its type (`play_taxes`) and each continuous "play_cost" modifier in play
    that adds to it ("Opponents pay +[2] to play Events"); no discount."""
    spec = g.spec(iid)
    value = own_cost(spec, iid, g.s["flags"].get(waived_costs_flag(player)))
    taxes = play_taxes(g, player) if g.s["mods"] else None
    if taxes:
        value += max(0, taxes.get(spec.type, 0))
    context = {"card": iid, "dest": dest, "host": host}
    for src, ability in g.static_abilities("play_cost"):
        if not _is_floored(ability):
            value += max(0, abilities.static_value(g, src, player, ability, context))
    return value


def play_cost_floor(g: MlpGame, spec) -> int:
    """The least `PlayCosts.cost` could ask for a card of face `spec` on the board as it is,
    wherever it goes, while the player has no discount (`pays_less_by_turn`): its printed
    cost (every other part of the cost only adds), or 0 when its own text about its cost or
    a continuous cost modifier in play is there (either may take some off)."""
    if g.static_abilities("play_cost") or "own_play_cost" in spec.statics or OWN_PLAY_COST_AT in spec.statics:
        return 0
    cost = spec.cost or 0
    return cost if cost > 0 else 0


def pays_less_by_turn(g: MlpGame, player: int) -> bool:
    """Could `PlayCosts` take something off a printed cost for `player` for a reason that is
    not on the board: one of their discounts (flags: the next card, Friend, Event, ..., "without
    paying its cost"), or a tax on a type of card below 0 (a modifier)? Else
    `play_cost_floor` is a floor under what their cards cost."""
    flags = g.s["flags"]
    if flags and any(key in flags for key in _DISCOUNT_KEYS[player]):
        return True
    taxes = play_taxes(g, player) if g.s["mods"] else None
    return bool(taxes) and any(amount < 0 for amount in taxes.values())


def friend_floor_discount_flag(player: int) -> str:
    """The flag of a player's discount on their next Friend this turn "to a minimum of [1]"."""
    return f"discount:{player}:friend_floor"


class PlayCosts:
    """What cards cost a player to play (705.2d): the printed cost, the continuous cost
    modifiers in play ("play_cost"), less the player's discounts for their next card
    and their next Friend or Event ("discount:<player>[:<type>]" flags; the one-shot
    discounts are only of those two types).

    For one look at a game that does not change meanwhile (listing a player's actions,
    paying for one): the modifiers, their rules and the discounts are looked up once,
    and the modifiers that read the card only for its type
    (`abilities.value_by_card_type`) are added up once per card type and place. Those
    that change only the cost of a card played on a host (`abilities.value_on_host_only`)
    are not asked about the others (most cards, asked at every place they could go).
    """

    __slots__ = ("_by_type", "_g", "_player", "_sorted", "by_card", "discount", "floored", "friend_colors", "modified",
                 "names", "taxed", "traits", "typed", "waived")

    def __init__(self, g: MlpGame, player: int) -> None:
        self._g = g
        self._player = player
        # (source, ability, the rule `abilities.static_value` follows for it): those
        # asked about each card, those asked only about cards played on a host, and those
        # asked once per card type and place, then whether there is any (else a card costs
        # the same anywhere) and the last split for `by_place` (`_play_cost_rules`; kept
        # with the list of abilities they are sorted from: do not modify; one attribute,
        # set once per listing, rather than five)
        self._sorted = found = _play_cost_rules(g)
        self.modified: bool = found[3]
        self._by_type: dict[tuple[str, str | None, int | None], int] = {}
        flags = g.s["flags"]
        (discount_key, friend_key, event_key, resource_key, color_key, trait_key, card_key, floor_key,
         name_key, waived_key) = _DISCOUNT_KEYS[player]
        self.discount: int = flags.get(discount_key, 0)
        self.typed: dict[str, int] | None = ({"friend": flags.get(friend_key, 0), "event": flags.get(event_key, 0),
                                              "resource": flags.get(resource_key, 0)}
                                             if friend_key in flags or event_key in flags or resource_key in flags
                                             else None)
        # the discounts on the next Friend of a color ("your next [Kindness] Friend"), by color
        self.friend_colors: dict[str, int] | None = flags.get(color_key)
        # the discounts on the next card with a trait ("the next Accessory you play"), by trait
        self.traits: dict[str, int] | None = flags.get(trait_key)
        # the discounts on one card this turn ("you may pay [1] less to play it this turn"), by its id
        self.by_card: dict[str, int] | None = flags.get(card_key)
        # the discounts on the first card of a name this turn, by full name
        self.names: dict[str, int] | None = flags.get(name_key)
        # the cards to be played this turn "without paying its cost", by their ids
        self.waived: list[str] | None = flags.get(waived_key)
        # the taxes on a type of card while a modifier lasts, by type (`play_taxes`)
        self.taxed: dict[str, int] | None = play_taxes(g, player) if g.s["mods"] else None
        # the discount on the next Friend "to a minimum of [1]" (read against its own cost, `own_cost`)
        self.floored: int = flags.get(floor_key, 0)

    def cost(self, iid: int, spec, dest: str | None, host: int | None) -> int:
        """The cost of card `iid` (its `spec`) played to `dest`, on `host` or None."""
        value = self.unmodified(spec, iid)
        if OWN_PLAY_COST_AT in spec.statics:
            value += self.own_at(spec, dest)
        if self.modified:
            value += self.modifiers(iid, spec.type, dest, host)
        return value if value > 0 else 0

    @property
    def player(self) -> int:
        """The player whose costs these are."""
        return self._player

    def unmodified(self, spec, iid: int | None = None) -> int:
        """The card's printed cost (0 when waived, `waived_costs_flag`) less the player's
        discounts (those on card `iid` alone too), with the taxes on its type, before the
        continuous modifiers and before a negative total counts as 0 (the
        same at every place)."""
        value = own_cost(spec, iid, self.waived) - self.discount
        by_card = self.by_card
        if by_card and iid is not None:
            value -= by_card.get(str(iid), 0)
        taxed = self.taxed
        if taxed:
            value += taxed.get(spec.type, 0)
        typed = self.typed
        if typed is not None:
            value -= typed.get(spec.type, 0)
        colored = self.friend_colors
        if colored and spec.type == "friend":
            for color in spec.colors:
                value -= colored.get(color, 0)
        traits = self.traits
        if traits:
            for trait, less in traits.items():
                if spec.has_trait(trait):
                    value -= less
        if self.floored and spec.type == "friend":
            value -= self._floor_take(spec, iid)
        names = self.names
        if names:
            value -= names.get(spec.name, 0)
        own = spec.statics.get("own_play_cost")
        if own:
            # the card's own text about what it costs ("you may pay [2] less to play this
            # card"), read from the hand: (g, no source in play, the player, ability, context)
            for ability in own:
                value += abilities.value_rule(ability)(self._g, None, self._player, ability, {"spec": spec})
        return value

    def own_at(self, spec, dest: str | None) -> int:
        """What the card's own text adds to its cost played to `dest` ("you may pay [1] less
        to play this card to a Problem for each of your Earth Pony Friends there", category
        `OWN_PLAY_COST_AT`), read from the hand: (g, no source in play, the player, ability,
        context with the card's `spec` and `dest`)."""
        context = {"spec": spec, "dest": dest}
        return sum(abilities.value_rule(ability)(self._g, None, self._player, ability, context)
                   for ability in spec.statics.get(OWN_PLAY_COST_AT, ()))

    def modifiers(self, iid: int, kind: str, dest: str | None, host: int | None) -> int:
        """What the continuous cost modifiers add to the cost of card `iid` (of type `kind`)
        played to `dest`, on `host` or None (asked only when `modified`)."""
        rules, host_rules, type_rules, _, _ = self._sorted
        total = 0
        if type_rules:
            key = (kind, dest, host)
            by_type = self._by_type.get(key)
            if by_type is None:
                by_type = self._by_type[key] = self._total(type_rules, iid, dest, host)
            total = by_type
        if rules:
            total += self._total(rules, iid, dest, host)
        if host is not None and host_rules:
            total += self._total(host_rules, iid, dest, host)
        if self.floored and kind == "friend":
            # the next Friend's discount "to a minimum of [1]" as the increases here leave room
            # for it, not only the printed cost and taxes `unmodified` read (`floored_discount`)
            spec = self._g.spec(iid)
            total += (self._floor_take(spec, iid)
                      - floor_flag_take(self._g, self._player, iid, cost_before_discounts(self._g, self._player, iid,
                                                                                          dest, host)))
        return total

    def _floor_take(self, spec, iid: int | None) -> int:
        """What `unmodified` takes off a Friend for the next Friend's discount "to a minimum of
        [1]": as much as leaves 1 of its own cost (`own_cost`) with the taxes on Friends."""
        taxed = self.taxed
        before = own_cost(spec, iid, self.waived) + (max(0, taxed.get("friend", 0)) if taxed else 0)
        return min(self.floored, max(0, before - 1))

    def by_place(self, iid: int, kind: str, places: Sequence[tuple[str, str, str, int | None]]) -> list[int | None]:
        """For each of `places` (`actions._destinations`: dest, label, area, host), what the
        continuous cost modifiers add for any card of type `kind` (such as card `iid`,
        which the modifiers read only for its type) played there, or None
        where a modifier reads more of the card than its type (`modifiers` must be asked
        about each card). Listing a player's actions asks this once per placement rule
        instead of `modifiers` once per card and place."""
        rules, host_rules, type_rules, _, (anywhere, own_area) = self._sorted
        if rules or (self.floored and kind == "friend"):  # (`modifiers` reads the Friend's cost)
            return [None] * len(places)
        if not type_rules:
            return [None if host is not None and host_rules else 0 for _, _, _, host in places]
        # the rules that change only the cost of a card played to their own card's area
        # (`abilities.value_at_own_area_only`) are asked only at that area (0 elsewhere);
        # each answer kept for the listing by type and place, as in `modifiers`
        by_type = self._by_type
        cards = self._g.s["cards"]
        found: list[int | None] = []
        for _, _, area, host in places:
            if host is not None and host_rules:
                found.append(None)
                continue
            # (only the rules that read the card for its type apply: `modifiers` would
            # give this for every card of the type)
            key = (kind, area, host)
            total = by_type.get(key)
            if total is None:
                asked = [*anywhere, *[rule for rule in own_area if cards[rule[0]]["area"] == area]] if own_area else anywhere
                total = by_type[key] = self._total(asked, iid, area, host) if asked else 0
            found.append(total)
        return found

    def changed_by(self, iid: int, kind: str, dest: str | None, host: int | None) -> list[tuple[int, int]]:
        """(card, amount) of each continuous cost modifier that changes what card `iid` (of
        type `kind`) costs played to `dest`, on `host` or None: the cards `modifiers` adds up,
        one by one, for a judge's "why not?" ("+1 from A Thorn in His Paw")."""
        rules, host_rules, type_rules, _, _ = self._sorted
        g, player = self._g, self._player
        context = {"card": iid, "dest": dest, "host": host}
        asked = [*type_rules, *rules, *(host_rules if host is not None else ())]
        found = [(src, rule(g, src, player, ability, context)) for src, ability, rule in asked]
        return [(src, amount) for src, amount in found if amount]

    def _total(self, rules: list[tuple[int, Any, Any]], iid: int, dest: str | None, host: int | None) -> int:
        g, player = self._g, self._player
        context = {"card": iid, "dest": dest, "host": host}
        total = 0
        for src, ability, rule in rules:
            total += rule(g, src, player, ability, context)
        return total


def _play_cost_rules(g: MlpGame) -> tuple[list[tuple[int, Any, Any]], list[tuple[int, Any, Any]],
                                          list[tuple[int, Any, Any]], bool, tuple[list, list]]:
    """`PlayCosts._sorted`: the rules asked about each card, those asked only about cards
    played on a host and those asked once per card type and place: the continuous "play_cost"
    abilities in play, sorted by what they read of the card, each with its rule; then
    whether there is any (`PlayCosts.modified`) and the last of the three split in two for
    `PlayCosts.by_place`: those that may change the cost at any place, and those that
    change only the cost of a card played to their own card's area
    (`abilities.value_at_own_area_only`).

    Read only from the list `g.static_abilities("play_cost")`, and from each ability alone,
    so kept with that list, across boards: the board index replaces a category's list
    whenever a card with such an ability enters or leaves play, and never changes one in
    place (`_statics_for` relies on the same), and the one kept here is held, so the same
    list object means the same abilities of the same cards."""
    pairs = g.static_abilities("play_cost")
    kept = _SORTED_PLAY_COST_RULES
    if kept and kept[0] is pairs:
        return kept[1]
    rules: list[tuple[int, Any, Any]] = []
    host_rules: list[tuple[int, Any, Any]] = []  # (asked only about cards played on a host)
    type_rules: list[tuple[int, Any, Any]] = []
    for src, ability in pairs:
        sorted_into = (type_rules if abilities.value_by_card_type(ability)
                       else host_rules if abilities.value_on_host_only(ability) else rules)
        sorted_into.append((src, ability, abilities.value_rule(ability)))
    anywhere: list[tuple[int, Any, Any]] = []
    own_area: list[tuple[int, Any, Any]] = []
    for rule in type_rules:
        (own_area if abilities.value_at_own_area_only(rule[1]) else anywhere).append(rule)
    found = (rules, host_rules, type_rules, bool(pairs), (anywhere, own_area))
    kept[:] = (pairs, found)
    return found


# the last list of "play_cost" abilities sorted by `_play_cost_rules`, and what it gave
_SORTED_PLAY_COST_RULES: list[Any] = []
def discount_flags(player: int) -> tuple[str, ...]:
    """The flags of every discount `player` may have pending (`PlayCosts`)."""
    return _DISCOUNT_KEYS[player]


_DISCOUNT_KEYS = tuple((f"discount:{p}", f"discount:{p}:friend", f"discount:{p}:event", f"discount:{p}:resource",
                        f"discount:{p}:friend_color", f"discount:{p}:trait", card_discounts_flag(p),
                        friend_floor_discount_flag(p), name_discounts_flag(p), waived_costs_flag(p))
                       for p in (0, 1))


def requirement_met(g: MlpGame, player: int, iid: int) -> bool:
    """205.1: enough power of the required color among the player's characters."""
    return PowerByColor(g, player).covers(play_requirements(g, iid, g.spec(iid)))
