import proxyAddr from "proxy-addr";

/** proxy-addr's names for whole ranges: "loopback" is 127.0.0.1/8 and ::1/128. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * Reads TRUSTED_PROXIES: a comma list of addresses, CIDR ranges and proxy-addr's range
 * names. Throws with a readable message for anything proxy-addr would not accept, so a
 * typo stops start-up instead of silently trusting nobody (or everybody).
 *
 * @example parseTrustedProxies("loopback, 10.0.0.0/8") // ["loopback", "10.0.0.0/8"]
 */
export function parseTrustedProxies(value: string): string[] {
  const entries = value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (NAMED_RANGES.has(entry)) continue;
    try {
      proxyAddr.compile(entry);
    } catch {
      throw new Error(`"${entry}" is not an address or CIDR range`);
    }
  }
  return entries;
}
