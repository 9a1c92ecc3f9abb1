"""SQLModel tables, session factory and Alembic migrations."""
