"""The Battledome game state: plain data, the seeded dice, the log, and the frame machine."""
