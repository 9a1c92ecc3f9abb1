"""A legal Harmony deck list (Pinkie Pie, Party Animal) in the plain-text form players hand in.

The sample event of the screenshots registers it, and the tests check and
alter it; kept here, free of Qt, so both use the very same list.
"""

SAMPLE_DECK = """Mane Character (1)
1 Pinkie Pie, Party Animal

Friends (28)
2 Big Top, Silly Pony
2 Apple Brown Betty, Pastry Chef
3 Berry Dreams, Pom-Pom Pony
2 Dance Fever, Disco King
2 Flitter, Ribbon Wielder
2 Ol' Salt, Salt Blocked
2 Hoity Toity, Vogue Authority
2 Pearly Stitch, Crotchety Crocheter
2 Noteworthy, Humdinger
2 Rising Star, In the Spotlight
2 Royal Riff, Songster
3 Sugar Twist, Twister Sister
2 High Spirits, Life Enthusiast

Resources (7)
2 Ridiculous Outfit
1 Rubber Chicken
2 The Ponyville Express
2 Marvelous Chapeau

Events (6)
3 Getting Hooves Dirty
1 Downright Dangerous
1 Here's Your Invitation!
1 Crème de la Crème

Troublemakers (4)
2 Purple Parasprite
2 Flim

Problems (10)
2 Special Delivery!
2 Maybes are for Babies
1 Adventures in Foalsitting
2 My Pinkie Sense is Tingling
2 Emergency Dress Order
1 I Can Fix It!
"""
