"""The audit log names the station a change was made at.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = '0003'
down_revision = '0002'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('audit_entry') as batch:
        batch.add_column(sa.Column('station', sa.String(), nullable=False, server_default=''))


def downgrade() -> None:
    with op.batch_alter_table('audit_entry') as batch:
        batch.drop_column('station')
