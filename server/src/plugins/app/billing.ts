import fp from 'fastify-plugin';
import { billingRulesOf, type BillingRules } from '../../services/billing/rules';

declare module 'fastify' {
  interface FastifyInstance {
    /** The seller on tax documents and the refund rules (config), with the app's clock. */
    billing: BillingRules;
  }
}

export const billingPlugin = fp(
  async (fastify) => {
    fastify.decorate('billing', billingRulesOf(fastify.config, fastify.clock));
  },
  { name: 'billing', dependencies: ['config', 'clock'] },
);
