/**
 * A client address as the key of a per-address counter (the chat's daily tokens): never
 * stored in clear, and an IPv6 address counted by its /64, the block one subscriber gets,
 * so rotating addresses inside it does not escape the cap. The hash includes the day, so
 * keys of different days cannot be matched; it is not secret (an address and a day give
 * the key again), it only keeps addresses out of the stored documents.
 */
import { createHash } from "node:crypto";
import { isIPv6 } from "node:net";

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/;

/** The address the counter stands for: an IPv4 address as it is, an IPv6 one as its /64 prefix. */
export function addressBlock(ip: string): string {
  const address =
    ip
      .trim()
      .toLowerCase()
      .replace(/^\[|\]$/g, "")
      .split("%")[0] ?? "";
  if (!isIPv6(address)) return address;
  const mapped = IPV4_MAPPED.exec(address);
  if (mapped?.[1]) return mapped[1];
  const parts = (text: string | undefined) => (text ? text.split(":") : []);
  const [head, tail] = address.split("::");
  const before = parts(head);
  const after = parts(tail);
  // A dotted IPv4 tail stands for two groups.
  const groupsAfter = after.length + (after.at(-1)?.includes(".") ? 1 : 0);
  const groups =
    tail === undefined ? before : [...before, ...Array<string>(8 - before.length - groupsAfter).fill("0"), ...after];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

/** The counter's document id for an address on a day: 128 bits of SHA-256, base64url. */
export function addressKey(ip: string, day: string): string {
  return createHash("sha256")
    .update(`${day}|${addressBlock(ip)}`)
    .digest("base64url")
    .slice(0, 22);
}
