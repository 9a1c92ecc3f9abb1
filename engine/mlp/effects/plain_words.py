"""What the engine's own names for steps and reaction events say in plain words.

A log note or an option label that has to say what a step of a text does, or what a
remembered occurrence was, reads it here rather than spelling out the engine's name: the
players and the judge read the words of the game, never "reveal_top_keep_friends" nor
"tm_phase_start". A name missing here is shown as it is, which a test over the whole card
pool forbids (no underscore reaches a note or a prompt built from these names).
"""

from __future__ import annotations

from typing import Any

from engine.core.plural import how_many

# a step of a text that a closed zone (FF113 Somnambula's Blindfold, 104.2) keeps from being
# done, as the note "<card>: <words> is not done: ..." says it
STEP_WORDS = {
    "arrange_a_problem_deck": "looking at the top cards of a Problem deck",
    "arrange_deck": "looking at the top cards of the deck",
    "arrange_that_problem_deck": "looking at the top cards of that Problem deck",
    "banish_all_discard_piles": "banishing all cards in all discard piles",
    "banish_discard": "banishing a card from a discard pile",
    "banish_from_discard": "banishing that card from the discard pile",
    "discard_to_deck_top": "putting a card from the discard pile on top of the deck",
    "look_at_problem_deck": "looking at the top card of a Problem deck",
    "name_discarded_back_into_deck": "putting the named cards from the discard pile on top of the deck",
    "order_chosen_problem_deck": "looking at the top cards of a Problem deck",
    "order_deck": "looking at the top cards of the deck",
    "order_problem_deck": "looking at the top cards of that Problem deck",
    "play_left_card_free": "playing that card from the discard pile",
    "problem_scry": "looking at the top card of the Problem deck",
    "reanimate": "putting a Friend from the discard pile into play",
    "recover": "putting a card from the discard pile into the hand",
    "reveal_keep_a_friend": "revealing cards from the top of the deck",
    "reveal_top": "revealing the top card of the deck",
    "reveal_top_keep_friends": "revealing cards from the top of the deck",
    "search_deck": "searching the deck",
    "search_to_play": "searching the deck",
    "shuffle_discard_into_deck": "shuffling the discard piles into the decks",
    "shuffle_discarded_friend_into_deck": "shuffling a Friend from the discard pile into the deck",
    "tm_from_hand": "putting a Troublemaker from the discard pile into play",
}

# a step that acts on a chosen card, as the verb of the note "P0 can choose no card to <verb>"
# (705.2e: a text keeps it from every card), where the step's name is not the word itself
VERB_WORDS = {"bounce": "put into its owner's hand", "deck_top": "put on top of its owner's deck",
              "banish_until": "banish", "banish_turn": "banish", "banish_next_turn": "banish",
              "banish_until_faceoff_end": "banish", "banish_and_return": "banish"}

# a remembered reaction occurrence (512.4d) by its event: "{card}" is the card it is about
# ("a card" when there is none), "{dest}" where a moved card went, "{player}" the player it
# is about; the card a player drew is not named (it is in that player's hand)
EVENT_WORDS = {
    "moved": "{card} moved to {dest}", "enter_play": "{card} entered play", "left_play": "{card} left play",
    "frightened": "{card} became frightened", "unfrightened": "{card} became unfrightened",
    "exhausted": "{card} became exhausted", "played": "{card} played", "flip": "{card} flipped",
    "uncovered": "{card} uncovered", "tm_defeated": "{card} defeated", "sent_home": "{card} sent home",
    "turned_face_up": "{card} turned face-up", "turned_over": "{card} turned over",
    "discarded": "{card} discarded", "counters": "counters put on {card}",
    "turn_start": "the start of {player}'s turn", "turn_end": "the end of {player}'s turn",
    "tm_phase_start": "the start of {player}'s Troublemaker Phase",
    "tm_phase_end": "the end of {player}'s Troublemaker Phase",
    "main_start": "the start of {player}'s Main Phase", "score_start": "the start of {player}'s Score Phase",
    "faceoff_start": "the start of a faceoff", "faceoff_won": "{player} won a faceoff",
    "drew": "{player} drew a card", "gained": "{player} gained action tokens",
    "took_action": "{player} took a Main Phase action",
}


def whose(player: int, owner: int) -> str:
    """Whose deck, hand or pile a player's log line names: "their" for their own ("P1 looks at
    2 cards of their deck"), else the owner's ("of P0's deck")."""
    return "their" if player == owner else f"P{owner}'s"


def looks_at_hand(player: int, owner: int, size: int) -> str:
    """The log line of a player looking at a hand: a hand is not public (404.1), so the line
    counts its cards, as a draw counts the cards drawn, and names none ("P0 looks at P1's
    hand (3 cards)"); a card chosen from it is named once it goes where all can see it."""
    return f"P{player} looks at {whose(player, owner)} hand ({how_many(size, 'card')})"


def top_cards(count: int) -> str:
    """The cards a player looks at from the top of a deck, as a judge counts them: "the top
    card" for one (never "the top 1 card"), else "the top 3 cards"."""
    return "the top card" if count == 1 else f"the top {how_many(count, 'card')}"


def yours(player: int, owner: int) -> str:
    """Whose deck, hand or pile a question or its options name to the player asked: "your" for
    their own ("Look at the top 3 cards of your Problem deck ...?"), else the owner's ("P0's")."""
    return "your" if player == owner else f"P{owner}'s"


def step_words(name: str) -> str:
    """A step of a text in plain words (`STEP_WORDS`)."""
    return STEP_WORDS.get(name, name)


def verb_words(name: str) -> str:
    """A step acting on a chosen card as its verb (`VERB_WORDS`)."""
    return VERB_WORDS.get(name, name)


def event_words(event: str, card: str | None, details: dict[str, Any]) -> str:
    """A remembered occurrence in plain words (`EVENT_WORDS`): `card` the name of the card it
    is about, if any, `details` the occurrence's record."""
    words = EVENT_WORDS.get(event)
    if words is None:
        return f"{event} ({card})" if card else event
    player = details.get("player")
    return words.format(card=card or "a card", dest=details.get("dest", ""),
                        player=f"P{player}" if isinstance(player, int) else "a player")
