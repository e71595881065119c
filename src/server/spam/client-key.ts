import ipaddr from "ipaddr.js";

/**
 * The key a client is counted under by the rate limits: its IPv4 address, or the /64
 * network of its IPv6 address, since one IPv6 subscriber usually holds a whole /64 and
 * could otherwise step through 2^64 addresses to dodge a limit. IPv4-mapped IPv6
 * ("::ffff:203.0.113.7") counts as the IPv4 address; anything unparsable is its own key.
 *
 * @example clientKey("2001:db8:1:2:aaaa::1") // "2001:db8:1:2::/64"
 * @example clientKey("::ffff:203.0.113.7") // "203.0.113.7"
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  if (parsed.kind() === "ipv4") return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  const network = new ipaddr.IPv6([...parts, 0, 0, 0, 0]);
  return `${network.toString()}/64`;
}
