"""The draft's paragraphs by citation ("SC 6.2a"), each in a few of its own words.

The draft has no headings or numbers; docs/spellcasters-rules.md sets out the scheme
(section, paragraph, letter for a list item) and these are the words each citation
points at, shown beside a log entry's rule on the match table.
"""

from __future__ import annotations

SECTIONS = {
    "1": "The game", "2": "Cards", "3": "Elements", "4": "Status conditions", "5": "Set-up",
    "6": "The turn", "7": "Further rules", "8": "Winning",
}

RULES: dict[str, str] = {
    "SC 1.1": "two players, who share one large deck ... when a Spellcaster has 0 HP, he/she/it is defeated "
              "and retires to that player's Bleachers",
    "SC 2.1": "five main kinds of cards: Spellcasters, Items, Mana, Locations, and Combos",
    "SC 2.2": "each has a set HP (HP is dealt and recovered in increments of 5) and one or two Spells ... "
              "Power and Guard",
    "SC 2.3": "Objects are one-time-use cards ... Equipment cards must be attached to a target Spellcaster",
    "SC 2.4": "the appropriate number and elements of Mana must be tapped ... untapped again when their turn ends",
    "SC 2.5": "There must always be a Location card in play ... put the previous Location card in the Junkyard first",
    "SC 2.6": "only play if you have the cards it lists in your hand ... discard both the Combo card and the "
              "required cards",
    "SC 3.1": "Each Element is weak to one other and resistant to one other ... rounded down to the nearest "
              "multiple of 5 ... All Spells are the same Element as their Spellcasters",
    "SC 3.2": "When Element A is resistant to Element B, Element B is also weak to Element A",
    "SC 3.3": "Water is weak to Earth and resistant to Fire ... Earth is weak to Air and resistant to Water",
    "SC 3.4": "Power and Guard affect damage received or dealt before applying weakness/resistance",
    "SC 4.1": "three status conditions ... Disability, Confusion, and Shrinkage",
    "SC 4.2": "When a Spellcaster is Shrunk, they get -20 Power ... remains ... until healed",
    "SC 4.3": "When a Spellcaster is Disabled, they cannot cast any Spells during their player's next turn",
    "SC 4.4": "When a Spellcaster is Confused, they must roll a dice ... 3 or lower ... takes 10 damage instead",
    "SC 5.1": "Pick a Location card at random and, without looking at it, place it on the field face-down",
    "SC 5.2": "draws a hand of seven cards ... one Spellcaster face-down ... no Spellcasters ... draw a new "
              "seven-card hand. The other player draws one extra card",
    "SC 5.3": "If one player does not play a Mana card at this time, the other player is not allowed to",
    "SC 5.4": "each roll a D6 ... The player who goes first is not allowed to cast any Spells during their "
              "first turn",
    "SC 6.1": "To start your turn, draw a card from the top of the deck",
    "SC 6.2": "you can do any of the following in any order you wish",
    "SC 6.2a": "play a Mana card into your Mana pool (one per turn)",
    "SC 6.2b": "play Object cards (no limit per turn)",
    "SC 6.2c": "play Equipment cards (one per Spellcaster per turn)",
    "SC 6.2d": "play a Combo card (one per turn)",
    "SC 6.2e": "play Spellcasters (you can have up to five in play at a time)",
    "SC 6.2f": "play a Location card (one per turn)",
    "SC 6.3": "the final step in your turn is to cast Spells ... up to two of your Spellcasters ... one Spell "
              "per Spellcaster per turn",
    "SC 6.4": "Choose your Spellcasters, the Spell, and the target ... then tap the required Mana",
    "SC 6.5": "a Spellcaster cannot cast Spells against themselves",
    "SC 6.6": "Once you've cast your Spells, your turn ends. Untap all of your Mana",
    "SC 7.1": "at least one Spellcaster in play at all times, and cannot have more than five",
    "SC 7.2": "There cannot be more than one copy of a particular Spellcaster in play at a time",
    "SC 7.3": "only have one Equipment attached ... You cannot do this if it would defeat said Spellcaster",
    "SC 7.4": "You are not allowed to do this if it would defeat any of your Spellcasters",
    "SC 7.5": "You also cannot play a Combo card if you played one during your previous turn",
    "SC 7.6": "you cannot remove cards from play to play them with a Combo card",
    "SC 7.7": "Cards that recover cards from the Junkyard cannot recover Combo cards",
    "SC 7.8": "AFTER you finish casting spells and BEFORE your opponent draws a card",
    "SC 7.9": "Nightmare Moon and Princess Luna can't both be in play ... Chocolate Milk of Glass can only be "
              "used on Discord",
    "SC 7.10": "they are given a chance to play a Spellcaster from their hand immediately",
    "SC 7.11": "Players cannot have empty hands ... they must draw a card when their turn ends",
    "SC 7.12": "When Spellcasters are defeated, they go in that player's Bleachers ... any other type of card ... "
               "the Junkyard",
    "SC 8.1": "If at any time a player cannot have a Spellcaster in play ... that player loses",
    "SC 8.2": "When a player cannot draw a card from the deck ... Whoever has fewer Spellcasters in their "
              "Bleachers wins",
    "SC 8.3": "Sudden Death ... except for the drawing of cards and the ignoring of the empty-hand rule ... "
              "whoever defeats one of their opponent's Spellcasters first wins",
    "event: time": "(the event rules, not the draft) time called: fewer Spellcasters in the Bleachers wins; "
                   "equal Bleachers are a draw",
}
