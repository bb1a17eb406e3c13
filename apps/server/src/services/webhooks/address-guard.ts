import dns from "node:dns";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * THE SSRF GUARD of webhook deliveries (issue 27): a webhook is sent only to a public
 * (unicast) address. Private (10/8, 172.16/12, 192.168/16, fc00::/7), loopback (127/8, ::1),
 * link-local (169.254/16 — the cloud metadata address — and fe80::/10), unspecified,
 * carrier-grade NAT, multicast and reserved addresses are refused, IPv4 written inside IPv6
 * (::ffff:10.0.0.1) included. A host name is resolved, EVERY address it resolves to is
 * checked, and the connection goes to the address that was checked (the lookup below is the
 * socket's own lookup), so a name cannot answer a public address to the check and a private
 * one to the connection. `allow` (WEBHOOK_ALLOW_ADDRESSES) names addresses or CIDR ranges
 * that are let through anyway: a receiver on the same machine in tests and development.
 */

export interface AddressAllowList {
  readonly ranges: ReadonlyArray<[ipaddr.IPv4 | ipaddr.IPv6, number]>;
}

/** Parses WEBHOOK_ALLOW_ADDRESSES: comma-separated addresses or CIDR ranges ("127.0.0.1,10.1.0.0/16"). */
export function parseAddressAllowList(value: string | undefined): AddressAllowList {
  const ranges: Array<[ipaddr.IPv4 | ipaddr.IPv6, number]> = [];
  for (const part of (value ?? "").split(",")) {
    const item = part.trim();
    if (!item) continue;
    if (item.includes("/")) {
      ranges.push(ipaddr.parseCIDR(item));
    } else {
      const address = ipaddr.parse(item);
      ranges.push([address, address.kind() === "ipv4" ? 32 : 128]);
    }
  }
  return { ranges };
}

export const NO_ALLOWED_ADDRESSES: AddressAllowList = { ranges: [] };

function normalized(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!ipaddr.isValid(address)) return null;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed;
}

/** Why an IP address may not receive a webhook, or null when it may. */
export function blockedAddressReason(address: string, allow: AddressAllowList = NO_ALLOWED_ADDRESSES): string | null {
  const ip = normalized(address);
  if (!ip) return "not an IP address";
  for (const [range, bits] of allow.ranges) {
    if (range.kind() === ip.kind() && ip.match(range, bits)) return null;
  }
  const range = ip.range();
  return range === "unicast" ? null : range;
}

/** The literal IP address of a URL's host ("[::1]" → "::1"), or null for a host name. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : null;
}

export class BlockedAddressError extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
    readonly range: string,
  ) {
    super(`${host} resolves to ${address} (${range}); webhooks are only sent to public addresses`);
  }
}

type Resolve = (hostname: string) => Promise<Array<{ address: string; family: number }>>;
const systemResolve: Resolve = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/**
 * Resolves a host name and checks every address; resolves to the first when all may receive
 * webhooks, else rejects with a BlockedAddressError.
 */
export async function resolveCheckedAddress(
  hostname: string,
  allow: AddressAllowList,
  resolve: Resolve = systemResolve,
): Promise<{ address: string; family: number }> {
  const literal = literalAddress(hostname);
  const addresses = literal ? [{ address: literal, family: literal.includes(":") ? 6 : 4 }] : await resolve(hostname);
  if (addresses.length === 0) throw new Error(`${hostname} does not resolve`);
  for (const { address } of addresses) {
    const reason = blockedAddressReason(address, allow);
    if (reason) throw new BlockedAddressError(hostname, address, reason);
  }
  return addresses[0] as { address: string; family: number };
}

/** The socket lookup of a webhook request: the checked address, never a second resolution. */
export function guardedLookup(allow: AddressAllowList, resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolveCheckedAddress(hostname, allow, resolve).then(
      ({ address, family }) => {
        if ((options as { all?: boolean }).all) {
          (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [
            { address, family },
          ]);
        } else callback(null, address, family);
      },
      (err: NodeJS.ErrnoException) => callback(err, "", 0),
    );
  };
}
