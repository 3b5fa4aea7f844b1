"""login sessions and failed logins

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-03 09:00:00

"""
from alembic import op
import sqlalchemy as sa


revision = '0003'
down_revision = '0002'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table('login_session',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('account_id', sa.Integer(), nullable=False),
    sa.Column('token_hash', sa.String(length=64), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['account_id'], ['account.id'], name=op.f('fk_login_session_account_id_account'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_login_session')),
    sa.UniqueConstraint('token_hash', name=op.f('uq_login_session_token_hash'))
    )
    with op.batch_alter_table('login_session', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_login_session_account_id'), ['account_id'], unique=False)

    op.create_table('failed_login',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('name_key', sa.String(length=64), nullable=False),
    sa.Column('address', sa.String(length=64), nullable=False),
    sa.Column('at', sa.DateTime(), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_failed_login'))
    )
    with op.batch_alter_table('failed_login', schema=None) as batch_op:
        batch_op.create_index('ix_failed_login_address_at', ['address', 'at'], unique=False)
        batch_op.create_index('ix_failed_login_at', ['at'], unique=False)
        batch_op.create_index('ix_failed_login_name_key_at', ['name_key', 'at'], unique=False)


def downgrade():
    with op.batch_alter_table('failed_login', schema=None) as batch_op:
        batch_op.drop_index('ix_failed_login_name_key_at')
        batch_op.drop_index('ix_failed_login_at')
        batch_op.drop_index('ix_failed_login_address_at')

    op.drop_table('failed_login')
    with op.batch_alter_table('login_session', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_login_session_account_id'))

    op.drop_table('login_session')
