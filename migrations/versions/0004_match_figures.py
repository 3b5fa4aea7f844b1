"""a match's tallied figures, for the statistics

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-10 09:00:00

Left empty for matches stored before: the statistics tally those from their rounds when read.
"""
from alembic import op
import sqlalchemy as sa


revision = '0004'
down_revision = '0003'
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table('match', schema=None) as batch_op:
        batch_op.add_column(sa.Column('figures', sa.JSON(), nullable=True))


def downgrade():
    with op.batch_alter_table('match', schema=None) as batch_op:
        batch_op.drop_column('figures')
