"""Use cases (Qt-free): one database transaction per user action."""
