"""What card text does: keyword actions, statuses, abilities, the queue, replacement, targeting."""
