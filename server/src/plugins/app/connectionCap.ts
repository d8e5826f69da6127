import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import { clientOfAddress } from '../../lib/clientAddress';

/**
 * At most `config.connections.maxPerAddress` open connections per client address (an IPv6 /64):
 * one more is closed as soon as it opens, before a byte of it is read, so one address cannot use
 * up the process's sockets and file descriptors. Counted on this process only, at the socket's
 * peer address: behind a proxy every connection is the proxy's, so the cap is off there
 * (config.ts refuses it) and the proxy limits each client instead.
 */
export const connectionCapPlugin = fp(
  async (fastify) => {
    const cap = fastify.config.connections.maxPerAddress;
    if (cap === 0) return;
    const open = new Map<string, number>();
    fastify.server.on('connection', (socket: Socket) => {
      const client = clientOfAddress(socket.remoteAddress);
      if (client === undefined) return;
      const count = (open.get(client) ?? 0) + 1;
      if (count > cap) {
        socket.destroy();
        return;
      }
      open.set(client, count);
      socket.once('close', () => {
        const left = open.get(client)! - 1;
        if (left > 0) open.set(client, left);
        else open.delete(client);
      });
    });
  },
  { name: 'connection-cap', dependencies: ['config'] },
);
