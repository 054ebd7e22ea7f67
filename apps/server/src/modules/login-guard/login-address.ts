import { isIPv4, isIPv6 } from 'node:net';

/**
 * The part of a client's address that stays the same for one place: an IPv4 address whole, an IPv6
 * address's /64 network (the rest changes with the device's privacy addresses). An IPv4 address written
 * in IPv6 ('::ffff:203.0.113.7') is the IPv4 address. Anything else as given, lower-cased.
 */
export function loginAddress(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/u.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (isIPv4(address) || !isIPv6(address)) return address;
  const [head, tail = ''] = address.split('::') as [string, string?];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/u, ''))
    .join(':')}::/64`;
}
