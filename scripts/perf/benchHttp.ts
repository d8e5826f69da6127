import http from 'node:http';

/** Candidates who share one source address, as a school's or a test centre's network would. */
export const CANDIDATES_PER_ADDRESS = 50;

/**
 * The loopback address candidate `index` calls from: 127.0.1.1 for the first 50, 127.0.1.2 for the
 * next, and so on. Linux answers the whole 127.0.0.0/8 on the loopback interface, so the crowd
 * comes from many clients, as real candidates do, and a per-address connection cap (a node's, or
 * HAProxy's stick table) sees each group as the one client it is.
 */
export function sourceAddress(index: number): string {
  const group = Math.floor(index / CANDIDATES_PER_ADDRESS);
  if (group >= 254 * 254) throw new Error(`No loopback address left for candidate ${index}.`);
  return `127.0.${1 + Math.floor(group / 254)}.${1 + (group % 254)}`;
}

const agents = new Map<string, http.Agent>();

/** One kept-alive connection pool per source address, as each client has its own. */
function agentFor(address: string): http.Agent {
  let agent = agents.get(address);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, localAddress: address });
    agents.set(address, agent);
  }
  return agent;
}

/** Closes every pool's idle connections (the bench's end). */
export function closeAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

export interface BenchRequest {
  method: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface BenchAnswer {
  status: number;
  text: string;
}

/**
 * One HTTP call from `address` (node:http: fetch cannot choose its source address without a
 * dispatcher of its own). Rejects on a network failure (a reset, a refusal) or after `timeoutMs`.
 */
export function request(
  url: string,
  init: BenchRequest,
  address: string,
  timeoutMs: number,
): Promise<BenchAnswer> {
  return new Promise((resolve, reject) => {
    const body = init.body === undefined ? undefined : Buffer.from(init.body);
    const call = http.request(
      url,
      {
        method: init.method,
        headers: { ...init.headers, ...(body && { 'content-length': String(body.length) }) },
        agent: agentFor(address),
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    call.on('timeout', () =>
      call.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
    );
    call.on('error', reject);
    call.end(body);
  });
}
