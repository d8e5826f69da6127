import fp from 'fastify-plugin';
import { createRefundRetryWorker } from '../../services/refunds/refundRetryWorker';
import { retryStuckRefunds } from '../../services/refunds/retryStuckRefunds';

/**
 * Every REFUND_RETRY_POLL_MS, this process finishes refunds that a dead process left processing
 * (services/refunds/retryStuckRefunds.ts); closing waits for a pass under way.
 */
export const refundRetriesPlugin = fp(
  async (fastify) => {
    const worker = createRefundRetryWorker({
      run: () => retryStuckRefunds(fastify),
      pollMs: fastify.config.refundRetry.pollMs,
      log: fastify.log,
    });
    fastify.addHook('onReady', async () => worker.start());
    fastify.addHook('onClose', () => worker.stop());
  },
  { name: 'refund-retries', dependencies: ['config', 'db', 'payments', 'outbox', 'billing'] },
);
