/**
 * Which addresses a webhook may reach: public unicast only. Private, loopback, link-local, unique
 * local, shared (CGNAT), multicast, reserved and unspecified addresses are refused, in IPv4 and IPv6,
 * an IPv4-mapped or -compatible IPv6 address as its IPv4 address (WEBHOOK_ALLOW_PRIVATE=1 lifts it).
 */
import { isIP } from 'node:net';

const v4 = (address: string): number[] => address.split('.').map(Number);

function refusedV4(address: string): boolean {
  const [a = 0, b = 0] = v4(address);
  return (
    a === 0 || // this network
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // shared address space
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) || // IETF protocol assignments, TEST-NET-1 (192.0.2.0/24)
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    (a === 198 && b === 51) || // TEST-NET-2
    (a === 203 && b === 0) || // TEST-NET-3
    a >= 224 // multicast, reserved, broadcast
  );
}

/** The 8 groups of an IPv6 address, an embedded IPv4 tail expanded. */
function groupsOf(address: string): number[] {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = v4(tail[1]);
    text = `${text.slice(0, -tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = rest === undefined || rest === '' ? [] : rest.split(':');
  const fill = rest === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((group) => parseInt(group, 16) || 0);
}

function refusedV6(address: string): boolean {
  const groups = groupsOf(address);
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const embedded = `${g6 >> 8}.${g6 & 255}.${g7 >> 8}.${g7 & 255}`;
  const zeroPrefix = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  // ::ffff:a.b.c.d (mapped), ::a.b.c.d (compatible), ::ffff:0:a.b.c.d (translated): the IPv4 address decides.
  if (zeroPrefix && (g5 === 0xffff || (g5 === 0 && (g6 !== 0 || g7 > 1)))) return refusedV4(embedded);
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0xffff && g5 === 0) return refusedV4(embedded);
  // 64:ff9b::/96 (NAT64) carries an IPv4 address too.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return refusedV4(embedded);
  return (
    groups.every((group) => group === 0) || // unspecified
    (zeroPrefix && g5 === 0 && g6 === 0 && g7 === 1) || // loopback
    (g0 & 0xfe00) === 0xfc00 || // unique local
    (g0 & 0xffc0) === 0xfe80 || // link-local
    (g0 & 0xffc0) === 0xfec0 || // site-local (deprecated)
    (g0 & 0xff00) === 0xff00 || // multicast
    (g0 === 0x2001 && g1 === 0x0db8) || // documentation
    g0 === 0x2002 // 6to4 may reach any IPv4 address
  );
}

/** Whether a webhook may connect to this address (an IP literal); anything that is no IP is refused. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !refusedV4(address);
  if (family === 6) return !refusedV6(address);
  return false;
}
