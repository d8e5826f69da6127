import type {
  ContactMessage,
  ContactMessageRow,
  ContactReply,
  ContactStatus,
} from '@contract/types';
import type { Queryable } from '../db';
import { Filters, iso, likePattern, orderBy, pagedRows, type PageRequest } from './adminLists';

// Contact-form messages (contact_messages), their status and the replies staff sent.

const ROW_COLUMNS = `m.id, m.name, m.email, m.subject, m.status, ${iso('m.created_at')} AS "createdAt",
  ${iso('m.answered_at')} AS "answeredAt"`;

export interface MessageListFilter extends PageRequest {
  sort: string;
  q?: string;
  status?: ContactStatus;
}

export async function listMessages(db: Queryable, filter: MessageListFilter) {
  const filters = new Filters();
  if (filter.q?.trim()) {
    const p = likePattern(filter.q);
    filters.add(
      '(m.name ILIKE ? OR m.email ILIKE ? OR m.subject ILIKE ? OR m.message ILIKE ?)',
      p,
      p,
      p,
      p,
    );
  }
  if (filter.status) filters.add('m.status = ?', filter.status);
  return pagedRows<ContactMessageRow>(db, {
    select: ROW_COLUMNS,
    from: 'contact_messages m',
    filters,
    order: orderBy(filter.sort, { createdAt: 'm.created_at' }, 'm.id'),
    page: filter,
  });
}

export async function findMessage(
  db: Queryable,
  id: string,
  lock = false,
): Promise<ContactMessage | undefined> {
  const message = await db.query<Omit<ContactMessage, 'replies'>>(
    `SELECT ${ROW_COLUMNS}, m.message, ${iso('m.closed_at')} AS "closedAt"
     FROM contact_messages m WHERE m.id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  if (!message.rows[0]) return undefined;
  const replies = await db.query<ContactReply>(
    `SELECT id, body AS text, author_email AS "authorEmail", ${iso('created_at')} AS "createdAt"
     FROM contact_replies WHERE message_id = $1 ORDER BY created_at, id`,
    [id],
  );
  return { ...message.rows[0], replies: replies.rows };
}

export async function insertReply(
  db: Queryable,
  reply: { messageId: string; body: string; authorId: string; authorEmail: string },
) {
  await db.query(
    `INSERT INTO contact_replies (message_id, body, author_id, author_email) VALUES ($1, $2, $3, $4)`,
    [reply.messageId, reply.body, reply.authorId, reply.authorEmail],
  );
  await db.query(
    `UPDATE contact_messages SET status = 'answered', answered_at = now(), closed_at = NULL
     WHERE id = $1`,
    [reply.messageId],
  );
}

export async function setMessageClosed(db: Queryable, id: string, closed: boolean) {
  await db.query(
    closed
      ? `UPDATE contact_messages SET status = 'closed', closed_at = now() WHERE id = $1`
      : `UPDATE contact_messages SET closed_at = NULL,
           status = CASE WHEN answered_at IS NULL THEN 'new' ELSE 'answered' END WHERE id = $1`,
    [id],
  );
}
