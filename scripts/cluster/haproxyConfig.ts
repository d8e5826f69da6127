import { SERVER_BUSY } from '@contract/messages/common';

export interface BalancedNode {
  name: string;
  port: number;
}

/**
 * HAProxy in front of the nodes: round robin over those whose /api/ready answers 200 (checked every
 * second; two failures take a node out, two successes bring it back). A request that could not
 * reach a node is sent to another; a GET, PUT or DELETE whose node died or timed out before
 * answering, or answered 503, is retried on another node too. A POST or PATCH is never sent twice
 * once a node may have acted on it.
 *
 * Each node gets at most 200 connections, kept alive and reused: HAProxy accepts a crowd at once
 * and queues its requests, and one waiting over 5 s gets the API's own 503 "busy" answer with
 * Retry-After. (Node 20 accepts one new connection per event-loop turn, so a busy node facing
 * 2,000 new connections directly leaves some waiting in the kernel's queue beyond a client's
 * timeout; behind HAProxy it never sees more than its 200.)
 *
 * The nodes see every connection come from HAProxy (TRUST_PROXY=true), so they cannot cap one
 * client's connections (CONNECTIONS_PER_ADDRESS stays off there): HAProxy does it, counting each
 * client address (an IPv6 /64) in a stick table and refusing its connections past
 * `maxConnectionsPerClient`, as a lone node would. Its `timeout http-request` gives a client 10 s
 * for a request's headers; the body it streams on, and each node's own timeouts bound that.
 */
export function haproxyConfig(
  host: string,
  port: number,
  nodes: BalancedNode[],
  maxConnectionsPerClient = 256,
): string {
  const busy = JSON.stringify({ message: SERVER_BUSY, code: 'SERVER_BUSY' });
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  timeout http-keep-alive 5s
  timeout queue 5s
  http-error status 503 content-type "application/json; charset=utf-8" string '${busy}' hdr retry-after 2
  retries 2
  option redispatch 1
  retry-on conn-failure empty-response response-timeout 503
  option forwardfor

frontend site
  bind ${host}:${port}
  stick-table type ipv6 size 1m expire 60s store conn_cur
  tcp-request connection track-sc0 src,ipmask(32,64)
  tcp-request connection reject if { sc0_conn_cur gt ${maxConnectionsPerClient} }
  http-request disable-l7-retry if METH_POST or { method PATCH }
  default_backend nodes

backend nodes
  balance roundrobin
  option httpchk GET /api/ready
  http-check expect status 200
  default-server check inter 1s fall 2 rise 2 maxconn 200
${nodes.map((node) => `  server ${node.name} 127.0.0.1:${node.port}`).join('\n')}
`;
}
