import { BlockList, isIP } from "node:net";

/**
 * Which address a request came from, for the per-address limits (sign-in, share pages). The
 * socket's peer is the only address no client can write; X-Forwarded-For hops are believed only as
 * far as the configured proxies vouch for them: `TRUSTED_PROXY_HOPS` proxies in front, or the hops
 * appended by addresses in `TRUSTED_PROXIES`. Without either, the socket address, whatever the
 * client put in its headers.
 */
export interface ProxyTrust {
  hops: number;
  proxies?: string[];
}

export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: ProxyTrust,
): string {
  const peer = normalize(socketAddress ?? "") || "unknown";
  // No proxy is trusted (the default): the header is not even read.
  if (trust.hops === 0 && !trust.proxies?.length) return peer;
  const claimed = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? ""))
    .split(",")
    .map((hop) => normalize(hop.trim()))
    .filter((hop) => isIP(hop) !== 0);
  // Nearest first: the socket peer, then each hop a proxy appended, back towards the client.
  const chain = [peer, ...claimed.reverse()];
  if (trust.proxies && trust.proxies.length > 0) {
    const trusted = blockList(trust.proxies);
    let index = 0;
    while (index < chain.length - 1 && isTrusted(trusted, chain[index] as string)) index += 1;
    return chain[index] as string;
  }
  return chain[Math.min(trust.hops, chain.length - 1)] as string;
}

/** `::ffff:10.0.0.1` (IPv4 on a dual-stack socket) is the same client as `10.0.0.1`. */
function normalize(address: string): string {
  if (address.length < 7 || address.charCodeAt(0) !== 58 /* ":" */) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? (mapped[1] as string) : address;
}

function blockList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", bits] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? "ipv6" : "ipv4");
}
