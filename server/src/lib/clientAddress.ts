import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client a connection's peer address stands for, for counting its connections: an IPv4
 * address as it is (also when written IPv4-mapped, `::ffff:a.b.c.d`), an IPv6 address by its /64,
 * the block one household or phone is given, so an attacker cannot count as thousands of clients
 * by using more addresses of their own block. Undefined for anything else (a socket file).
 */
export function clientOfAddress(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1];
  if (isIPv4(address)) return address;
  const bare = address.split('%')[0]!;
  if (!isIPv6(bare)) return undefined;
  return `${ipv6Groups(bare).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros ('::' expanded). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) =>
    // An IPv4 ending (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) fills the last two groups.
    part === ''
      ? []
      : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array.from({ length: 8 - front.length - back.length }, () => '0');
  return [...front, ...zeros, ...back].map((group) => parseInt(group, 16).toString(16));
}
