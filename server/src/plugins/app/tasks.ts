import fp from 'fastify-plugin';
import { BackgroundTasks } from '../../lib/backgroundTasks';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work done after the answer (mails); closing the app waits for it. */
    tasks: BackgroundTasks;
  }
}

export const tasksPlugin = fp(
  async (fastify) => {
    const tasks = new BackgroundTasks(fastify.log);
    fastify.decorate('tasks', tasks);
    fastify.addHook('onClose', () => tasks.idle());
  },
  // Registered after the database, so its close hook (run first) lets pending mails use it.
  { name: 'tasks', dependencies: ['db'] },
);
