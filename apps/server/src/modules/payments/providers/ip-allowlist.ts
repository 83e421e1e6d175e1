import { BlockList, isIP } from 'node:net';

/** Where YooKassa sends notifications from (https://yookassa.ru/developers/using-api/webhooks#ip). */
export const YOOKASSA_NOTIFY_RANGES = [
  '185.71.76.0/27',
  '185.71.77.0/27',
  '77.75.153.0/25',
  '77.75.156.11',
  '77.75.156.35',
  '77.75.154.128/25',
  '2a02:5180::/32',
] as const;

/** An allow-list of addresses and CIDR ranges (IPv4 and IPv6); IPv4-mapped IPv6 addresses count as IPv4. */
export function createIpAllowList(entries: readonly string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const raw of entries) {
    const entry = raw.trim();
    if (!entry) continue;
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (ip) => {
    const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}
