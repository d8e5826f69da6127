import type { ContactRequest } from '@contract/types';
import type { Queryable } from '../db';

export async function insertContactMessage(db: Queryable, message: ContactRequest): Promise<void> {
  await db.query(
    'INSERT INTO contact_messages (name, email, subject, message) VALUES ($1, $2, $3, $4)',
    [message.name, message.email, message.subject, message.message],
  );
}
