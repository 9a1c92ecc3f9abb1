"""Colors, keywords and abilities that cards gain or lose.

Each wording's pattern (registered into `engine.mlp.text.registry`) sits with the
runner that carries it out (registered into `engine.mlp.effects.registry`).
"""

from __future__ import annotations

import re

from engine.mlp.cards.keywords import KEYWORDS_WITH_VALUE
from engine.mlp.effects.abilities import choose_color, color_words, in_play, own_card
from engine.mlp.effects.entering_choices import entering_choice
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    AMOUNTS,
    APPLIES,
    BOARD_READ,
    NO_AREA,
    OWN_AREAS,
    OWN_CARDS,
    PHASE_BLIND_STATICS,
    SAME_AREA_STATICS,
    SELF_ONLY_STATICS,
    VOLATILE_KEYWORD_STATICS,
    Unmet,
    answers,
    reads_board,
    runner,
    scope,
    step,
    triggered_by,
    unless,
)
from engine.mlp.effects.steps import (
    acting_player,
    count_of,
    duration,
    duration_words,
    fits,
    pick_target,
    targets,
)
from engine.mlp.state.game import CHOSEN_COLOR, COLORS, TRIGGERED_EFFECT_RULE, UNTIL_READIED
from engine.mlp.state.library import AS_ENTERS, Ability
from engine.mlp.text.keywords import SUPPORTED_KEYWORDS
from engine.mlp.text.parts import UNTIL, for_each_count, target, target_all
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import as_it_enters, effect, template
from engine.mlp.values import power as _power_values


@template(r"immediate: you may play this card from your hand\.")
def _t_spelt_out_hasty(m, t):
    """EO212: the glossary's meaning of Hasty ("You may play this card as an Immediate
    action") printed in words: the card has the keyword (`text.reader.compile_text`), which
    the listing of actions reads."""
    return _a("rule", "keyword_in_words", t, keyword="Hasty")


@template(r"\((when an opponent starts a faceoff here, gain \{1\}\.|you pay -\{1\} to move this card\.)\)")
def _t_keyword_reminder(m, t):
    """A keyword's reminder text in parentheses (Prepared's, Swift's: 702 glossary), printed
    only on the tokens that have that keyword (Unicorn, Pegasus): the keyword does it all,
    so the paragraph adds no ability of its own."""
    return []


@template(r"\(while with king sombra, crystal tyrant, this card has competitive x, where x is the number of your crystal "
          r"friends here\.\)")
def _t_crystal_pony_reminder(m, t):
    """The Crystal Pony token's only text is reminder text in parentheses, which is not game
    text (208.1): it explains what King Sombra, Crystal Tyrant's own text gives the Crystal
    Friends at its Problem. The token has no ability of its own."""
    return []


@template(r"(opposing friends|friends|characters|troublemakers) here lose and can't (?:have|gain) abilities\.")
def _t_lose_abilities_here(m, t):
    who = {"opposing friends": "opp_friends", "friends": "friends", "characters": "characters",
           "troublemakers": "troublemakers"}[m.group(1)]
    return _a("static", "here_lose_abilities", t, "lose_abilities", who=who)


@template(r"while your mane character is \{(\w+)\}, this card has (\w+)(?: (\d+))?\.")
def _t_mane_color_keyword(m, t):
    return _a("static", "mane_color_keyword", t, "grant_keyword", color=m.group(1),
              keyword=m.group(2).capitalize(), value=int(m.group(3)) if m.group(3) else None)


@template(r"(your (?:other )?)?([a-z' {}]+?) have ([a-z]+)(?: (\d+))?\.")
def _t_group_keyword(m, t):
    """"Your other characters have Swift", "Your Troublemakers have Diligent 2", "Your
    Seaponies have Showy 1", "Your Friends at home have Swift", "Characters here have
    Swift" (everyone's): cards of a kind, trait or place have a keyword the engine plays.
    Only the board decides who (granted keywords are kept until the board changes), so
    descriptions by state (exhausted, ...) or power are left unread."""
    noun = re.sub(r"ponies\b", "ponys", m.group(2))  # a trait's plural: Seaponies, Earth Ponies
    if m.group(1):
        found, whose = target_all(m.group(1) + noun), "you"
    elif noun.endswith(" here"):
        found, whose = target_all(noun), "any"
    else:
        return None
    keyword, value = m.group(3).capitalize(), m.group(4)
    if found is None or any(field in found for field in ("min_power", "max_power", "state", "attached")):
        return None
    if found.get("place", "here") not in ("here", "home"):
        return None
    if keyword not in SUPPORTED_KEYWORDS or (value is None) != (keyword not in KEYWORDS_WITH_VALUE):
        return None
    return _a("static", "group_keyword", t, "grant_keyword", keyword=keyword,
              value=int(value) if value else None, target=found, whose=whose)


@template(r"this card is both an? ([a-z .'&-]+?) and an? ([a-z .'&-]+?) in all zones\.")
def _t_both_names(m, t):
    """"This card is both a Maud Pie and a Pinkie Pie in all zones": names it has besides its
    title wherever it is (`Spec.is_named`, which every look-up by name asks)."""
    return _a("static", "both_names", t, "names", names=(m.group(1), m.group(2)))


@template(r"as this card enters play, (?:name|choose) a color\. this card is that color\.")
def _t_smooze_enters(m, t):
    """Made as the card enters play (706.1a: `as_it_enters`), before anything else happens,
    not as a triggered effect in a later Pre-Priority Processing."""
    return as_it_enters("become_color", t)


@template(r"at the start of the game, choose a color\. this card is that color\.")
def _t_becomes_color_at_game_start(m, t):
    """LL135: as the game starts (its Mane Character in play), the color replaces the colors
    it has (a modifier kept while it stays in play, both sides: turning over keeps the card)."""
    return _a("trigger", "become_color", t, "game_start")


@template(r"when this card enters play, choose a color\.")
def _t_choose_color(m, t):
    """The color is kept on the card (`power.chosen_color`) for its other texts: "Your Mane
    Character has that color.", "... reduced by 2 of the chosen color"."""
    return _a("trigger", "choose_color", t, "enter_play")


@template(r"when this card enters play, choose a color at the start of your next turn\.")
def _t_choose_color_next_turn(m, t):
    """MT133 (errata): the choice waits for its controller's next turn to start. Read as a
    trigger at the start of its controller's turn while the card has chosen no color yet
    (`_chooses_at_your_turn_start`): the first such start after it entered play is its next
    turn, and a card that leaves play and comes back is a new object (400.7) that enters
    with no color chosen."""
    return _a("trigger", "choose_color", t, "turn_start")


@template(r"your mane character has (?:that|the chosen) color\.")
def _t_mane_has_chosen_color(m, t):
    """ "Has that color": also that color (203), from the color this card chose on."""
    return _a("static", "mane_has_chosen_color", t, "color")


@template(r"main phase: pay \{(\d+)\} to cutie mark this card\.")
def _t_cutie_mark(m, t):
    return _a("activated", "cutie_mark_self", t, timing="main", pay=int(m.group(1)))


# ----- keywords given for a while, read in parts (708.2) -----------------------------------------

# a keyword the engine plays, with its number: "competitive 4", "swift"
KEYWORD = "(" + "|".join(sorted((k.lower() for k in SUPPORTED_KEYWORDS if " " not in k), key=len, reverse=True)) \
    + r")(?: (\d+))?"


def keyword_step(target_found: dict | None, keyword: str, value: str | None, until: str, **more) -> dict | None:
    """The step giving a keyword (its number as printed) to the cards `target_found`
    describes until a duration ends; None when the keyword's number is missing or extra."""
    name = keyword.capitalize()
    if target_found is None or (value is None) != (name not in KEYWORDS_WITH_VALUE):
        return None
    return {"do": "give_keyword", "target": target_found, "keyword": name,
            "value": int(value) if value else None, "until": until, **more}


@effect(r"give (.+?) " + KEYWORD + UNTIL)
def _e_give_keyword(m):
    """"Give a Troublemaker here Competitive 4 until the end of the turn"."""
    return keyword_step(target(m.group(1)), m.group(2), m.group(3), m.group(4))


@effect(r"(this card|it|that (?:friend|character|troublemaker)) (?:has|gets) " + KEYWORD + UNTIL)
def _e_has_keyword(m):
    """"This card has Swift until the start of your next turn"."""
    return keyword_step(target(m.group(1)), m.group(2), m.group(3), m.group(4))


@effect(r"((?:your|opposing) [a-z ]+?s) (?:have|get) " + KEYWORD + r"(?: this turn|" + UNTIL + ")")
def _e_group_has_keyword(m):
    """"Your characters have Swift this turn": the cards that fit as it resolves (708.2b)."""
    return keyword_step(target_all(m.group(1)), m.group(2), m.group(3), m.group(4) or "turn", all=True)


@step("give_keyword")
def _d_give_keyword(g, f, step, e, rule):
    """708.2: each card given the keyword has it until the duration ends (a modifier)."""
    until = duration(f, step)
    if step.get("all"):
        for iid in targets(g, f, step):
            give_keyword(g, f, iid, step["keyword"], step["value"], until)
        return True
    iid = pick_target(g, f, step, e, f"Choose a card to get {step['keyword']}")
    if iid is False:
        return False
    if iid is not None and in_play(g, iid):
        give_keyword(g, f, iid, step["keyword"], step["value"], until)
    return True


def give_keyword(g, f: dict, iid: int, keyword: str, value: int | None, until: str) -> None:
    """A card in play has a keyword until `until` ends (`MlpGame.grant_keyword`), logged."""
    g.grant_keyword(iid, keyword, value, until, ctrl=acting_player(f), src=f["src"])
    words = keyword if value is None else f"{keyword} {value}"
    g.note("708.2", f"{g.name(iid)} has {words} {duration_words(until)}" + g.by_text())


# ----- abilities lost for a while (708.2) -------------------------------------------------------


@effect(r"(that character|that friend|it|an opposing friend) loses and can't have abilities" + UNTIL)
def _e_loses_abilities_for_a_while(m):
    """"That character loses and can't have abilities until the end of the turn" (after
    "choose ..."), "an opposing Friend loses ...": a definite modifier on one card."""
    found = target(m.group(1))
    if found is None:
        return None
    return {"do": "take_abilities_away", "target": found, "until": m.group(2)}


@step("take_abilities_away")
def _d_take_abilities_away(g, f, step, e, rule):
    """708.2: the card loses and can't have abilities until the duration ends
    (`MlpGame.take_abilities_away`, a modifier the board index files)."""
    iid = pick_target(g, f, step, e, "Choose a card to lose its abilities")
    if iid is False:
        return False
    if iid is not None and in_play(g, iid):
        until = duration(f, step)
        g.take_abilities_away(iid, until, ctrl=acting_player(f), src=f["src"])
        g.note("708.2", f"{g.name(iid)} loses and can't have abilities {duration_words(until)}" + g.by_text())
    return True
# ----- keywords lost for a while (708.2) ----------------------------------------------------------


@effect(r"that friend loses " + KEYWORD + r" until it is readied")
def _e_loses_keyword_until_readied(m):
    """CG103, after "Exhaust an opponent's Friend": the Friend the text exhausted loses the
    keyword until it is next readied (`MlpGame.take_keyword_away`, `MlpGame.readied`)."""
    if m.group(2):
        return None
    return {"do": "lose_keyword_until_readied", "keyword": m.group(1).capitalize()}


@step("lose_keyword_until_readied")
def _d_lose_keyword_until_readied(g, f, step, e, rule):
    iid = f["data"].get("acted_on")
    if in_play(g, iid):
        g.take_keyword_away(iid, step["keyword"], UNTIL_READIED, ctrl=acting_player(f), src=f["src"])
        g.note("708.2", f"{g.name(iid)} loses {step['keyword']} until it is readied" + g.by_text())
    return True


# ----- Hasty for the Friends in a hand (Glossary: Hasty) --------------------------------------


@effect(r"(this turn, )?friends in your hand have hasty until (?:(you play a friend)|the end of (?:the )?turn)")
def _e_hand_hasty(m):
    """"Friends in your hand have Hasty until the end of the turn", "This turn, Friends in your
    hand have Hasty until you play a Friend" (`values.power.friends_in_hand_hasty`)."""
    if bool(m.group(1)) != bool(m.group(2)):
        return None
    return {"do": "hand_hasty", "until_friend": bool(m.group(2))}


@template(r"chaos: while this card is flipped, friends in your hand have hasty\.")
def _t_flipped_hand_hasty(m, t):
    """Read by `values.power.friends_in_hand_hasty` from the flipped cards of the faceoff."""
    return _a("static", "flipped_hand_hasty", t, "hand_hasty")


@step("hand_hasty")
def _d_hand_hasty(g, f, step, e, rule):
    player = acting_player(f)
    g.give_hand_hasty(player, "turn", step["until_friend"], ctrl=player, src=f["src"])
    g.note("708.2", f"Friends in P{player}'s hand have Hasty " + (
        f"this turn until P{player} plays a Friend" if step["until_friend"] else "until the end of the turn") + g.by_text())
    return True


# ----- keywords whose having or number follows a card's power or a count ----------------------


@template(r"while this card has (?:at least (\d+)|(\d+) or (more|less)) power, it has " + KEYWORD + r"\.")
def _t_keyword_by_power(m, t):
    """"While this card has at least 3 power, it has Swift": read from its power at every
    look-up (a volatile grant, `VOLATILE_KEYWORD_STATICS`)."""
    least = m.group(1) or (m.group(2) if m.group(3) == "more" else None)
    most = m.group(2) if m.group(3) == "less" else None
    given = keyword_step({"self": True}, m.group(4), m.group(5), "")
    if given is None:
        return None
    return _a("static", "self_keyword_by_power", t, "grant_keyword", keyword=given["keyword"],
              value=given["value"], least=int(least) if least else None, most=int(most) if most else None)


@template(r"this card has ([a-z]+) (x|1), where x is (.+?)(?:\. the same is true for (.+))?\.|"
          r"this card has ([a-z]+) (1) for each (.+)\.")
def _t_keyword_x(m, t):
    """"This card has Eccentric X, where X is this card's power", "... where X is the number of
    Events in your discard pile", "This card has Competitive 1 for each of your characters
    here": the number worked out at every look-up (a volatile grant)."""
    if m.group(5):
        names, counted = [m.group(5)], for_each_count(m.group(7))
    elif m.group(2) != "x":
        return None
    elif m.group(4):
        # "X is the number of opposing characters here with Competitive. The same is true for
        # Diligent, Eccentric, and Showy.": one grant for each, counting its own keyword
        if m.group(3) != f"the number of opposing characters here with {m.group(1)}":
            return None
        names, counted = [m.group(1), *re.split(r",? and |, ", m.group(4))], {"count": "opposing_here_with_it"}
    else:
        names, counted = [m.group(1)], _x_count(m.group(3))
    keywords = [name.capitalize() for name in names]
    if counted is None or any(k not in KEYWORDS_WITH_VALUE or k not in SUPPORTED_KEYWORDS for k in keywords):
        return None
    return [_a("static", "self_keyword_x", t, "grant_keyword", keyword=keyword, value=None, **counted)
            for keyword in keywords]


def _x_count(text: str) -> dict | None:
    """What "where X is ..." counts: this card's power, or "the number of <cards>"."""
    if text == "this card's power":
        return {"count": "own_power"}
    m = re.fullmatch(r"the number of (\w+?)s( .+)?", text)
    return for_each_count(m.group(1) + (m.group(2) or "")) if m else None


# ----- what it does ---------------------------------------------------------------------------


@runner("cutie_mark_self")
def _r_cutie_mark(g, f, ability):
    if in_play(g, f["src"]):
        g.cutie_mark(f["src"], by=f["ctrl"])
    return True


@runner("choose_color")
def _r_choose_color(g, f, ability):
    """The card's controller chooses a color; it is kept while the card stays in play
    (a modifier that ends as it leaves play, 410.6)."""
    src = f["src"]
    if not in_play(g, src):
        return True
    color = choose_color(g, f, f["ctrl"])  # (for the card itself, its Mane or its requirements)
    if color is None:
        return False
    g.s["mods"] = [m for m in g.s["mods"] if not (m["target"] == src and m["kind"] == CHOSEN_COLOR)]
    g.add_mod(CHOSEN_COLOR, src, COLORS.index(color), until="play", ctrl=f["ctrl"], src=src)
    g.note(TRIGGERED_EFFECT_RULE, f"P{f['ctrl']} chooses {color_words(color)} for {g.name(src)}{g.by_text(g.name(src))}")
    return True


def _color_chosen(g, f: dict, ability: Ability) -> str | None:
    return choose_color(g, f, f["ctrl"])


@entering_choice("become_color", _color_chosen)
def _become_color(g, f: dict, ability: Ability, color: str) -> None:
    """The Smooze: the card becomes the color its controller names. A continuous modifier
    with its own timestamp (711.3a): it replaces the colors modifiers older than it gave,
    and later ones ("is also [color]") add to it. The line cites when the choice is made
    (`color_choice_rule`), not the order modifiers apply in (711.3)."""
    src = f["src"]
    if not in_play(g, src):
        return
    g.s["mods"] = [m for m in g.s["mods"] if not (m["target"] == src and m["kind"] == "color_set")]
    g.add_mod("color_set", src, 0, color, until="play", ctrl=f["ctrl"], src=src)
    g.note(color_choice_rule(ability), f"{g.name(src)} becomes {color_words(color)}{g.by_text(g.name(src))}")


def color_choice_rule(ability: Ability) -> str:
    """The rule under which a "this card is that color" choice is made: as the card enters
    play (706.1a: "As this card enters play, name a color"), as the game starts (102.5: "At
    the start of the game, choose a color", Student Six, its Mane Character in play from
    102.1; Changeling Pretender's "As the game starts, choose a color"), else as the triggered
    effect is processed (712: "At the start of your turn", "When this side of the card turns face
    up for the first time each game")."""
    if ability.params.get(AS_ENTERS):
        return "706.1a"
    return "102.5" if ability.event == "game_start" else TRIGGERED_EFFECT_RULE


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


@answers(APPLIES, "mane_has_chosen_color")
def _mane_has_chosen_color(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    return tc["ctrl"] == sc["ctrl"] and g.is_type(target, "mane")


reads_board(OWN_CARDS, "mane_has_chosen_color")


@answers(APPLIES, "here_lose_abilities")
def _here_lose_abilities(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    who = ability.params["who"]
    if tc["area"] != sc["area"] or tc["zone"] != "play":
        return False
    if who == "characters":
        return g.is_character(target)
    if who == "troublemakers":
        return g.is_type(target, "troublemaker")
    return g.is_type(target, "friend") and (who == "friends" or tc["ctrl"] != sc["ctrl"])


scope(SAME_AREA_STATICS, "here_lose_abilities")
scope(PHASE_BLIND_STATICS, "here_lose_abilities")


@answers(APPLIES, "group_keyword")
def _group_keyword(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    if ability.params.get("whose", "you") == "you" and tc["ctrl"] != sc["ctrl"]:
        return False
    return fits(g, target, sc["ctrl"], src, ability.params["target"], sc["area"], "")


@answers(BOARD_READ, "group_keyword")
def _group_keyword_areas(ability: Ability) -> str | None:
    """"Characters here", "your Friends at home" read their own area and the target's; "your
    other characters", "your Seaponies" only the target and whose it is (the descriptions
    are those `_t_group_keyword` reads); a color of the target may read other cards
    (Prismatic), so a description by color is taken to read anything."""
    found = ability.params["target"]
    if "color" in found:
        return None
    return OWN_AREAS if "place" in found else OWN_CARDS



@answers(APPLIES, "mane_color_keyword")
def _mane_color_keyword(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    # 711.4: this grant depends on the modifiers to the Mane Character's colors, so
    # it is worked out from the colors they give (computed first, on demand)
    mane = s["players"][sc["ctrl"]]["mane"]
    return src == target and mane in s["cards"] and ability.params["color"] in _power_values.colors(g, mane)


scope(SELF_ONLY_STATICS, "mane_color_keyword")
reads_board(NO_AREA, "mane_color_keyword")  # (the Mane Character's colors: Prismatic reads other cards)


@answers(APPLIES, "self_keyword_by_power")
def _keyword_by_power(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    p = ability.params
    value = _power_values.power(g, src)
    if src != target or value is None:
        return False
    return (p["least"] is None or value >= p["least"]) and (p["most"] is None or value <= p["most"])


answers(APPLIES, "self_keyword_x")(own_card)


@answers(AMOUNTS, "self_keyword_x")
def _keyword_x_amount(g, src: int, target: int, ability: Ability) -> int:
    """X: this card's power (none below 0), or the cards counted now."""
    count = ability.params["count"]
    if count == "own_power":
        return max(_power_values.power(g, src) or 0, 0)
    if count == "opposing_here_with_it":
        c = g.s["cards"][src]
        keyword = ability.params["keyword"]
        return sum(1 for i in g.characters_at(c["area"]) if g.s["cards"][i]["ctrl"] != c["ctrl"]
                   and keyword in _power_values.keywords(g, i))
    return count_of(g, src, ability.params)


scope(SELF_ONLY_STATICS, "self_keyword_by_power", "self_keyword_x")
scope(VOLATILE_KEYWORD_STATICS, "self_keyword_by_power", "self_keyword_x")


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


@answers(ACTIVATION_CHECKS, "cutie_mark_self")
def _can_cutie_mark_self(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(not g.s["cards"][iid]["counters"].get("cutie_mark"),
                  "cutie mark", lacks=f"{g.name(iid)} is Cutie Marked already")


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("turn_start", "choose_color")
def _chooses_at_your_turn_start(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"choose a color at the start of your next turn": once, the first time its controller's
    turn starts with no color chosen."""
    if data["player"] != g.s["cards"][iid]["ctrl"] or _power_values.chosen_color(g, iid) is not None:
        return None
    return {}


@triggered_by("game_start", "become_color")
def _game_starts(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {}


@triggered_by("turn_start", "become_color")
def _your_turn_starts(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["player"] == g.s["cards"][iid]["ctrl"] else None
