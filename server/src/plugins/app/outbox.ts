import fp from 'fastify-plugin';
import { createPollingWorker } from '../../lib/pollingWorker';
import { attachDocuments } from '../../services/billing/mailDocuments';
import { createMailOutbox, type MailOutbox } from '../../services/mail/outbox';

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
      onQueued: () => fastify.tasks.run('mail outbox', () => worker.run()),
      prepare: (message) => attachDocuments(fastify, message),
    });
    const worker = createPollingWorker({
      work: {
        runDue: (options) => outbox.deliverDue(options),
        batchSize: outbox.batchSize,
        prune: () => outbox.pruneFinished(),
      },
      pollMs,
      log: fastify.log,
      failure: 'Mail outbox delivery failed',
    });
    fastify.decorate('outbox', outbox);
    fastify.addHook('onReady', async () => worker.start());
    fastify.addHook('onClose', () => worker.stop());
  },
  // Registered after the tasks, so its close hook (run first) ends the worker before tasks.idle().
  { name: 'outbox', dependencies: ['config', 'db', 'tasks', 'mail', 'media'] },
);
