"""Undo history closed by a restore: an action undone before it is kept as undone.

Before this revision a restore marked every action before it "before_restore", so one
that had been undone read as standing. Its `undone_at` still tells (a redo clears it), so
those sets get the state they should have had.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-06
"""

from __future__ import annotations

from alembic import op

revision = '0007'
down_revision = '0006'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.execute(
        "UPDATE change_set SET state = 'undone_before_restore' "
        "WHERE state = 'before_restore' AND undone_at IS NOT NULL"
    )


def downgrade() -> None:
    op.execute("UPDATE change_set SET state = 'before_restore' WHERE state = 'undone_before_restore'")
