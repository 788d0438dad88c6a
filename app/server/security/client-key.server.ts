import { isIPv4, isIPv6 } from "node:net";

/**
 * The key a client's form posts are counted under. An IPv4 address counts alone; an IPv6 client
 * usually holds a whole /64 (a home or office network is given one), and could take a new
 * address for every post, so IPv6 addresses count by their first 64 bits. Anything that is not an
 * address (a header a trusted proxy passed on unchecked) counts as "unknown", so it cannot pick
 * its own key or grow one without bound.
 */
export function clientKey(address: string | undefined): string {
  const value = (address ?? "").trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (isIPv4(value)) return value;
  const bare = value.replace(/%.*$/, "");
  if (!isIPv6(bare)) return "unknown";
  return `${expandIPv6(bare).slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros ("::" filled in). */
function expandIPv6(address: string): string[] {
  // An IPv4 tail (::1.2.3.4) is two groups.
  const withTail = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
    [((Number(a) << 8) | Number(b)).toString(16), ((Number(c) << 8) | Number(d)).toString(16)].join(":"),
  );
  const [head, tail] = withTail.split("::") as [string, string | undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...middle, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}
