/*
 * The client's network, as budgets count it: an IPv4 address, or an IPv6 /64 (one subscriber's
 * prefix: the addresses inside it rotate freely, so counting each would be no limit at all).
 *
 * The address comes from `CF-Connecting-IP`, which only Cloudflare's edge sets for certain; and it
 * is believed only where the Worker is deployed behind that edge (`TRUST_CF_CONNECTING_IP`, true in
 * [env.production.vars] alone). Anywhere else (`wrangler dev`, workerd, the tests, a proxy in
 * front of workerd) a client writes that header itself: workerd keeps a client's value and only
 * fills in the socket's address when there is none, and gives the Worker no other way to read the
 * peer. So there every request counts as one network, LOCAL_NETWORK: no header can pick a budget.
 */

/** The one network every request counts as where `CF-Connecting-IP` is not believed. */
export const LOCAL_NETWORK = "local";

export function clientNetwork(request: Request, { trustEdge }: { trustEdge: boolean }): string {
  if (!trustEdge) return LOCAL_NETWORK;
  // Deployed, a request without `request.cf` did not come through the edge (none should).
  const fromEdge = (request as Request & { cf?: unknown }).cf !== undefined;
  const address = fromEdge ? request.headers.get("CF-Connecting-IP")?.trim() : undefined;
  if (!address) return "unknown";
  const ipv4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  if (ipv4) return ipv4;
  const prefix = ipv6Prefix64(address);
  return prefix ? `${prefix}::/64` : "unknown";
}

/** The first four groups of an IPv6 address, expanded ("2001:db8:0:0"); null when it is not one. */
export function ipv6Prefix64(address: string): string | null {
  const text = address.toLowerCase().replace(/%.*$/, "");
  if (!/^[0-9a-f:]+$/.test(text) || (text.match(/::/g) ?? []).length > 1) return null;
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail !== undefined && tail !== "" ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...right];
  if (groups.length !== 8 || groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":");
}
