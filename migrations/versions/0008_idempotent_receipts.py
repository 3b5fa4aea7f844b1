"""an Idempotency-Key notes the match it changed, in the change's own commit

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-03 17:00:00
"""
from alembic import op
import sqlalchemy as sa


revision = '0008'
down_revision = '0007'
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table('idempotent_request') as batch_op:
        batch_op.add_column(sa.Column('match_id', sa.String(length=24), nullable=True))


def downgrade():
    with op.batch_alter_table('idempotent_request') as batch_op:
        batch_op.drop_column('match_id')
