/**
 * Fetching the owner's secret iCal address without letting it reach into our own network.
 * Whoever can set the address (the admin account) or answer it (the calendar host, by a
 * redirect) chooses where the function connects, so: https only (webcal:// is https), to
 * a host whose every DNS address is public; each redirect followed by hand, at most 5, and
 * checked the same way; the body read as it comes and dropped once past the size limit.
 *
 * CALENDAR_FEED_ALLOW_HOSTS (comma-separated `host:port`, or `host` for any port) names
 * addresses that may be fetched although local, over http too: the local stack's Radicale
 * and the booking bench's proxy. Never set in production: there nothing local is fetched.
 *
 * The check resolves the name before fetch resolves it again: a DNS server that answers
 * differently the second time (DNS rebinding) is not stopped here.
 */
import { lookup as dnsLookup } from "node:dns/promises";
import { BlockList, isIPv4, isIPv6 } from "node:net";
import { envList, type Env } from "../env.ts";

export const MAX_REDIRECTS = 5;
const ALLOW_HOSTS_VARIABLE = "CALENDAR_FEED_ALLOW_HOSTS";

/** A refused address or a limit passed; the message is the cause the owner's e-mail and the log show, never the address. */
class FeedFetchError extends Error {}

/** Every address a host name resolves to. */
export type Lookup = (hostname: string) => Promise<string[]>;

const dnsAddresses: Lookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** Loopback, private, link-local, unspecified, CGNAT, and the other ranges that are not the public internet. */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network", 0.0.0.0 included
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // CGNAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, the cloud metadata services
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
] as const) {
  notPublic.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 96], // unspecified, loopback and the old IPv4-compatible forms
  ["64:ff9b:1::", 48], // NAT64 for local use
  ["100::", 64], // discard
  ["2001:db8::", 32],
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // the old site-local
  ["ff00::", 8], // multicast
] as const) {
  notPublic.addSubnet(network, prefix, "ipv6");
}

/** The 16 bytes of an IPv6 address (valid by net.isIPv6). */
function ipv6Bytes(address: string): number[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split(".").map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const groups = (part: string | undefined) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const first = groups(head);
  const last = groups(tail);
  const words =
    tail === undefined ? first : [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
  return words.flatMap((word) => [word >> 8, word & 0xff]);
}

/** The IPv4 address carried in a NAT64 (64:ff9b::/96) or 6to4 (2002::/16) address, whose packets reach it. */
function embeddedIPv4(address: string): string | undefined {
  const bytes = ipv6Bytes(address);
  const [a, b] = [(bytes[0] << 8) | bytes[1], (bytes[2] << 8) | bytes[3]];
  if (a === 0x64 && b === 0xff9b && bytes.slice(4, 12).every((byte) => byte === 0)) return bytes.slice(12).join(".");
  if (a === 0x2002) return bytes.slice(2, 6).join(".");
  return undefined;
}

/** Whether an IP address (v4, v6, v4-mapped v6) is one a calendar feed may not be fetched from; anything not an IP address is. */
export function isRefusedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (isIPv4(bare)) return notPublic.check(bare, "ipv4");
  if (!isIPv6(bare)) return true;
  // BlockList reads ::ffff:a.b.c.d against the IPv4 ranges.
  if (notPublic.check(bare, "ipv6")) return true;
  const carried = embeddedIPv4(bare);
  return carried !== undefined && notPublic.check(carried, "ipv4");
}

interface AllowedHost {
  /** As URL.hostname spells it: lowercase, an IPv6 address in brackets. */
  hostname: string;
  /** Undefined: any port. */
  port?: number;
}

/** The entries of CALENDAR_FEED_ALLOW_HOSTS; one that is not host or host:port is ignored. */
export function allowedFeedHosts(env: Env): AllowedHost[] {
  return envList(env, ALLOW_HOSTS_VARIABLE).flatMap((entry) => {
    const match = /^(\[[^\]]+\]|[^:/@[\]]+)(?::(\d{1,5}))?$/.exec(entry);
    if (!match) return [];
    try {
      const { hostname } = new URL(`http://${match[1]}`);
      return [{ hostname, port: match[2] === undefined ? undefined : Number(match[2]) }];
    } catch {
      return [];
    }
  });
}

const defaultPort = (url: URL): number => Number(url.port || (url.protocol === "https:" ? 443 : 80));

function isAllowedHost(url: URL, allowed: AllowedHost[]): boolean {
  return allowed.some(
    (entry) => entry.hostname === url.hostname && (entry.port === undefined || entry.port === defaultPort(url)),
  );
}

/**
 * What may be done with a URL before any DNS: `allowed` (an allowed local host, or a public
 * IP address over https), `refused` (not https, a local name, an address that is not
 * public), or `resolve`: a name, whose addresses decide.
 */
export function urlVerdict(url: URL, allowed: AllowedHost[]): "allowed" | "refused" | "resolve" {
  if (url.protocol !== "https:" && url.protocol !== "http:") return "refused";
  if (isAllowedHost(url, allowed)) return "allowed";
  if (url.protocol !== "https:") return "refused";
  const host = url.hostname.replace(/\.$/, "");
  if (host === "localhost" || host.endsWith(".localhost")) return "refused";
  if (host.startsWith("[") || isIPv4(host)) return isRefusedAddress(host) ? "refused" : "allowed";
  return "resolve";
}

/** Throws FeedFetchError("address_refused") unless the URL may be fetched, its host resolved when it is a name. */
export async function checkFeedUrl(url: URL, allowed: AllowedHost[], lookup: Lookup = dnsAddresses): Promise<void> {
  const verdict = urlVerdict(url, allowed);
  if (verdict === "allowed") return;
  if (verdict === "refused") throw new FeedFetchError("address_refused");
  let addresses: string[];
  try {
    addresses = await lookup(url.hostname.replace(/\.$/, ""));
  } catch {
    throw new FeedFetchError("address_not_found");
  }
  // One local address among public ones is enough: fetch may connect to any of them.
  if (addresses.length === 0 || addresses.some(isRefusedAddress)) throw new FeedFetchError("address_refused");
}

/** The URL an address or a redirect's Location names; webcal:// (Apple's) is https underneath. */
function feedUrl(address: string, base?: URL): URL {
  try {
    const url = new URL(address.trim(), base);
    return url.protocol === "webcal:" ? new URL(`https:${url.href.slice("webcal:".length)}`) : url;
  } catch {
    throw new FeedFetchError("address_refused");
  }
}

/** A DNS lookup is not cancellable: the time limit stops waiting for it. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** The body as UTF-8 text, read as it comes; over maxBytes the read stops and FeedFetchError("too_large") is thrown. */
export async function readBounded(res: Response, maxBytes: number): Promise<string> {
  const declared = Number(res.headers.get("content-length") ?? Number.NaN);
  if (declared > maxBytes) {
    await res.body?.cancel().catch(() => undefined);
    throw new FeedFetchError("too_large");
  }
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      // Closes the connection: the rest is never read.
      await reader.cancel().catch(() => undefined);
      throw new FeedFetchError("too_large");
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

interface FeedFetchOptions {
  fetch: typeof fetch;
  allowed: AllowedHost[];
  lookup?: Lookup;
  /** The whole read's time limit: every hop, each lookup and the body. */
  signal: AbortSignal;
  maxBytes: number;
}

/** The text at the owner's calendar address, every hop checked; throws on a refusal, an error status or a limit. */
export async function fetchFeedText(address: string, options: FeedFetchOptions): Promise<string> {
  const { fetch: fetchFeed, allowed, lookup = dnsAddresses, signal, maxBytes } = options;
  let url = feedUrl(address);
  for (let redirects = 0; ; redirects++) {
    await untilAborted(checkFeedUrl(url, allowed, lookup), signal);
    const res = await fetchFeed(url.href, { headers: { accept: "text/calendar" }, signal, redirect: "manual" });
    const location = REDIRECTS.has(res.status) ? res.headers.get("location") : null;
    if (!res.ok) await res.body?.cancel().catch(() => undefined);
    if (location === null) {
      if (!res.ok) throw new Error(`the calendar address answered ${res.status}`);
      return readBounded(res, maxBytes);
    }
    if (redirects === MAX_REDIRECTS) throw new FeedFetchError("too_many_redirects");
    url = feedUrl(location, url);
  }
}
