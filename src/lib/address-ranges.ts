import { BlockList, isIP } from 'node:net';

/** One entry of TRUSTED_SITE_ADDRESSES: an address (`10.0.0.21`, `fd00::21`) or a CIDR range. */
export function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * Whether an address is one of the entries (validated by isAddressOrRange). node:net's BlockList
 * matches ranges of both families, and an IPv4 address written as IPv6 (`::ffff:10.0.0.21`, as a
 * dual-stack socket reports it) as the IPv4 address it is.
 */
export function addressMatcher(entries: readonly string[]): (address: string) => boolean {
  if (!entries.length) return () => false;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}
