"""Card texts written with the engine's runtime, one each for a part of it that needs proving.

Written here (the rest of the shipped set's texts live beside this module): Fizzing
Tonic (a dice additional cost, 7.7.4), Icicle Draught (freeze), Thawing Elixir
(immune), Hushing Vial (negate a card's abilities, 8.20.6b: a Potion is played only
with an empty queue, 7.7.3, so it negates a card in play, never one in the queue),
Bubbling Brew (a d3, 9.4.1), Mirror Mist (an "instead" replacement, 8.20.16), Soggy Sinkhole (a Location halving damage to one
species, 10.1), Thornmail Vest (a "when dealt damage" trigger), Harvest Vow (an End of
Round delayed trigger), Pie Baker Pell (a search by a name, 9.9.1), Tactical Retreat
(abandon), Rusty Shortsword (a passive stat), Panic Pudding (a Food's timing).
"""

from __future__ import annotations

from engine.battledome.effects.texts import Trigger, text

text("Fizzing Tonic", cost=(("roll", "d6", "roll"),),
     play=(("if", ("at_least", "$roll", 4), (("damage", "opposing_neopet", 2),)),))
text("Icicle Draught", play=(("freeze", "opposing_neopet"),))
text("Thawing Elixir", play=(("immune", "your_neopet", "freeze", "end_of_round"),))
text("Hushing Vial", target=("battledome", "opposing"), play=(("negate", "target"),))
text("Bubbling Brew", play=(("roll", "d3", "roll"), ("heal", "your_neopet", "$roll")))
text("Mirror Mist", play=(("shield", "your_neopet", "reduce", 1, "end_of_turn"),))
text("Soggy Sinkhole", passives=(("halve_damage", "Puddlewump"),))
text("Thornmail Vest", triggers=(Trigger("your_neopet_dealt_damage", (("damage", "opposing_neopet", 1),),
                                         "your Neopet was dealt damage"),))
text("Harvest Vow", play=(("heal", "your_neopet", 2), ("delayed", "end_of_round", (("draw", "you", 1),))))
text("Pie Baker Pell", play=(("search", "you", "deck", {"name": "Mud Pie"}, 1),))
text("Tactical Retreat", play=(("abandon", "you"), ("draw", "you", 2)))
text("Rusty Shortsword", passives=(("stat", "your_neopet", "attack", 1),))
text("Panic Pudding", timing="opponent_battle_phase",
     play=(("stat", "your_neopet", "defence", 1, "end_of_turn"),))
