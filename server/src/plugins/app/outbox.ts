import fp from 'fastify-plugin';
import { attachDocuments } from '../../services/billing/mailDocuments';
import { createMailOutbox, type MailOutbox } from '../../services/mail/outbox';
import { createOutboxWorker } from '../../services/mail/outboxWorker';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Queues mails in the database (in the caller's transaction, when given one); this process's
     * worker sends them right after the commit and looks for due mails every MAIL_OUTBOX_POLL_MS.
     */
    outbox: MailOutbox;
  }
}

/**
 * A delivery after each queued mail runs as a background task, so `tasks.idle()` (tests, shutdown)
 * waits for the mail to be sent. Closing stops the worker after the send in hand; mails still
 * queued stay in the database for the next process that polls.
 */
export const outboxPlugin = fp(
  async (fastify) => {
    const { pollMs, ...settings } = fastify.config.mailOutbox;
    const outbox = createMailOutbox({
      db: fastify.db,
      mailer: fastify.mailer,
      log: fastify.log,
      settings,
      onQueued: () => fastify.tasks.run('mail outbox', () => worker.deliver()),
      prepare: (message) => attachDocuments(fastify, message),
    });
    const worker = createOutboxWorker({ outbox, pollMs, log: fastify.log });
    fastify.decorate('outbox', outbox);
    fastify.addHook('onReady', async () => worker.start());
    fastify.addHook('onClose', () => worker.stop());
  },
  // Registered after the tasks, so its close hook (run first) ends the worker before tasks.idle().
  { name: 'outbox', dependencies: ['config', 'db', 'tasks', 'mail', 'media'] },
);
