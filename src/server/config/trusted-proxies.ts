import proxyAddr from "proxy-addr";

/**
 * Reads TRUSTED_PROXIES: a comma list of addresses, CIDR ranges and proxy-addr's range
 * names ("loopback" is 127.0.0.1/8 and ::1/128; "linklocal", "uniquelocal"). Each entry
 * is compiled by proxy-addr itself, so anything it would not accept stops start-up with a
 * readable message instead of silently trusting nobody (or everybody).
 *
 * @example parseTrustedProxies("loopback, 10.0.0.0/8") // ["loopback", "10.0.0.0/8"]
 */
export function parseTrustedProxies(value: string): string[] {
  const entries = value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  for (const entry of entries) {
    try {
      proxyAddr.compile(entry);
    } catch {
      throw new Error(`"${entry}" is not an address or CIDR range`);
    }
  }
  return entries;
}
