import os from "node:os";

/** True for a host name only this computer can open: localhost, 127.0.0.0/8, ::1. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host === "::1" ||
    host === "0:0:0:0:0:0:0:1" ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
    /^::ffff:127\./.test(host)
  );
}

/** Private ranges first (what a phone on the same Wi-Fi reaches), then any other address. */
function rank(address: string): number {
  if (address.startsWith("192.168.")) return 0;
  if (address.startsWith("10.")) return 1;
  if (/^172\.(1[6-9]|2\d|3[01])\./.test(address)) return 2;
  return 3;
}

/**
 * The origins other devices on the network can open this server at: one per IPv4 address
 * of a network interface that is not loopback or link-local (169.254/16), private ranges
 * first, with the given protocol and port.
 */
export function lanOrigins(
  port: number | string,
  protocol = "http",
  interfaces: NodeJS.Dict<os.NetworkInterfaceInfo[]> = os.networkInterfaces(),
): string[] {
  const addresses = new Set<string>();
  for (const infos of Object.values(interfaces)) {
    for (const info of infos ?? []) {
      if (info.family !== "IPv4" || info.internal || info.address.startsWith("169.254.")) continue;
      addresses.add(info.address);
    }
  }
  return [...addresses]
    .sort((a, b) => rank(a) - rank(b))
    .map((address) => `${protocol}://${address}${port === "" ? "" : `:${port}`}`);
}

/**
 * The origin of links when PUBLIC_URL is unset: the address the server listens on. A
 * wildcard address (0.0.0.0, ::) becomes the first of this machine's LAN origins (the
 * same choice the QR screens offer), so a link in a mail works from another computer.
 */
export function listenOrigin(
  address: string,
  interfaces: NodeJS.Dict<os.NetworkInterfaceInfo[]> = os.networkInterfaces(),
): string {
  const url = new URL(address);
  if (url.hostname !== "0.0.0.0" && url.hostname !== "[::]") return url.origin;
  const protocol = url.protocol.replace(/:$/, "");
  return (
    lanOrigins(url.port, protocol, interfaces)[0] ?? `${protocol}://localhost${url.port === "" ? "" : `:${url.port}`}`
  );
}

export interface LabelOrigin {
  /** The origin labels should encode: what a phone can open, as far as the server knows. */
  origin: string;
  /**
   * The origin the server builds links on (deps.links.origin): PUBLIC_URL, else the address
   * it listens on. Never the request's Host header, which the client chooses.
   */
  linkOrigin: string;
  /**
   * public_url: PUBLIC_URL is set; request: the link origin is reachable from elsewhere;
   * lan: the link origin is a loopback address and the server offers its LAN address;
   * loopback: the link origin is a loopback address and the server knows no other.
   */
  source: "public_url" | "request" | "lan" | "loopback";
  /** The server's LAN origins, offered when the browser is on a loopback address. */
  lanOrigins: string[];
}

/**
 * Where printed QR labels should point (issue 14): PUBLIC_URL when set; otherwise the
 * server's link origin, unless that is a loopback address no phone can open — then the
 * server's LAN address.
 */
export function labelOrigin(input: {
  publicUrl: string | undefined;
  linkOrigin: string;
  interfaces?: NodeJS.Dict<os.NetworkInterfaceInfo[]>;
}): LabelOrigin {
  const { publicUrl, linkOrigin } = input;
  if (publicUrl) return { origin: publicUrl, linkOrigin: publicUrl, source: "public_url", lanOrigins: [] };
  let url: URL;
  try {
    url = new URL(linkOrigin);
  } catch {
    return { origin: linkOrigin, linkOrigin, source: "request", lanOrigins: [] };
  }
  if (!isLoopbackHost(url.hostname))
    return { origin: url.origin, linkOrigin: url.origin, source: "request", lanOrigins: [] };
  const protocol = url.protocol.replace(/:$/, "");
  const offered = lanOrigins(url.port, protocol, input.interfaces);
  const [first] = offered;
  return first
    ? { origin: first, linkOrigin: url.origin, source: "lan", lanOrigins: offered }
    : { origin: url.origin, linkOrigin: url.origin, source: "loopback", lanOrigins: [] };
}
