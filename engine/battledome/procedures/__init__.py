"""The rules' procedures: set-up (2), rounds and winning (3, 5.5.9-5.5.12), the turn (5)."""
