import { clientOfAddress } from '../src/lib/clientAddress';

it('counts an IPv4 address as itself, however it is written', () => {
  expect(clientOfAddress('203.0.113.7')).toBe('203.0.113.7');
  expect(clientOfAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  expect(clientOfAddress('::FFFF:127.0.0.2')).toBe('127.0.0.2');
});

it('counts an IPv6 address by its /64, so one block is one client', () => {
  const block = '2001:db8:aa:1::/64';
  expect(clientOfAddress('2001:db8:aa:1::1')).toBe(block);
  expect(clientOfAddress('2001:0db8:00aa:0001:ffff:1:2:3')).toBe(block);
  expect(clientOfAddress('2001:db8:aa:1:0:0:0:9%eth0')).toBe(block);
  expect(clientOfAddress('2001:db8:aa:2::1')).toBe('2001:db8:aa:2::/64');
  expect(clientOfAddress('::1')).toBe('0:0:0:0::/64');
  expect(clientOfAddress('64:ff9b::198.51.100.1')).toBe('64:ff9b:0:0::/64');
});

it('counts nothing that is not an IP address', () => {
  expect(clientOfAddress(undefined)).toBeUndefined();
  expect(clientOfAddress('')).toBeUndefined();
  expect(clientOfAddress('/tmp/socket')).toBeUndefined();
});
