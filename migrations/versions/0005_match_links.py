"""links to a match: watch and score, several each; who entered each round

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-01 16:00:00

A match's one spectator link (match.share_token) becomes a watch link with the same token, so
the links phones have bookmarked keep opening; the column is emptied. It is not dropped: SQLite
cannot drop a unique column in place, and copying the match table with foreign keys on would
delete every seat and round with it (see 0004).
"""
import hashlib

from alembic import op
import sqlalchemy as sa


revision = '0005'
down_revision = '0004'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table('match_link',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('match_id', sa.String(length=24), nullable=False),
    sa.Column('kind', sa.String(length=8), nullable=False),
    sa.Column('seed', sa.String(length=44), nullable=False),
    sa.Column('keyed', sa.Boolean(), nullable=False),
    sa.Column('token_hash', sa.String(length=64), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.Column('stopped_at', sa.DateTime(), nullable=True),
    sa.ForeignKeyConstraint(['match_id'], ['match.id'], name=op.f('fk_match_link_match_id_match'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_match_link')),
    sa.UniqueConstraint('token_hash', name=op.f('uq_match_link_token_hash'))
    )
    with op.batch_alter_table('match_link', schema=None) as batch_op:
        batch_op.create_index('ix_match_link_match_stopped', ['match_id', 'stopped_at'], unique=False)
    # In place, in words both databases take: SQLite adds a column with its foreign key only
    # this way (Alembic would copy the table to add the constraint).
    bind = op.get_bind()
    # (A downgrade on SQLite keeps the column.)
    if 'link_id' not in {c['name'] for c in sa.inspect(bind).get_columns('round')}:
        op.execute('ALTER TABLE round ADD COLUMN link_id INTEGER CONSTRAINT '
                   'fk_round_link_id_match_link REFERENCES match_link (id) ON DELETE SET NULL')
    move_share_tokens(bind)


def move_share_tokens(bind) -> None:
    match = sa.table('match', sa.column('id'), sa.column('share_token'),
                     sa.column('updated_at'))
    link = sa.table('match_link', sa.column('match_id'), sa.column('kind'), sa.column('seed'),
                    sa.column('keyed'), sa.column('token_hash'), sa.column('created_at'))
    shared = bind.execute(sa.select(match.c.id, match.c.share_token, match.c.updated_at)
                          .where(match.c.share_token.is_not(None))).all()
    if shared:
        bind.execute(link.insert(), [
            {"match_id": id_, "kind": "watch", "seed": token, "keyed": False,
             "token_hash": hashlib.sha256(token.encode()).hexdigest(), "created_at": at}
            for id_, token, at in shared])
        bind.execute(match.update().values(share_token=None))


def downgrade():
    match = sa.table('match', sa.column('id'), sa.column('share_token'))
    link = sa.table('match_link', sa.column('match_id'), sa.column('kind'), sa.column('seed'),
                    sa.column('keyed'), sa.column('stopped_at'))
    bind = op.get_bind()
    old = (sa.select(link.c.seed).where(link.c.match_id == match.c.id, link.c.kind == 'watch',
                                        link.c.keyed.is_(False), link.c.stopped_at.is_(None))
           .scalar_subquery())
    bind.execute(match.update().values(share_token=old))
    if bind.dialect.name != 'sqlite':  # SQLite drops no column of a foreign key in place
        with op.batch_alter_table('round', schema=None) as batch_op:
            batch_op.drop_column('link_id')
    op.drop_table('match_link')
