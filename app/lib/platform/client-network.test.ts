import { describe, expect, it } from "vitest";
import { clientNetwork as networkOf, ipv6Prefix64, LOCAL_NETWORK } from "./client-network.server";

const fromEdge = (ip: string | null) => {
  const request = new Request("https://policysmith.example/", { headers: ip ? { "CF-Connecting-IP": ip } : {} });
  Object.defineProperty(request, "cf", { value: { colo: "TEST" } });
  return request;
};

/** As deployed behind Cloudflare (`TRUST_CF_CONNECTING_IP`). */
const clientNetwork = (request: Request) => networkOf(request, { trustEdge: true });

describe("the client's network", () => {
  it("is the IPv4 address, or the IPv6 /64 whatever the interface part", () => {
    expect(clientNetwork(fromEdge("198.51.100.7"))).toBe("198.51.100.7");
    expect(clientNetwork(fromEdge("::ffff:198.51.100.7"))).toBe("198.51.100.7");
    const a = clientNetwork(fromEdge("2001:db8:abcd:12:1111:2222:3333:4444"));
    expect(a).toBe("2001:db8:abcd:12::/64");
    expect(clientNetwork(fromEdge("2001:0db8:abcd:0012::9"))).toBe(a);
    expect(clientNetwork(fromEdge("2001:db8:abcd:13::9"))).not.toBe(a);
    expect(ipv6Prefix64("::1")).toBe("0:0:0:0");
    expect(ipv6Prefix64("2001:db8::")).toBe("2001:db8:0:0");
  });

  it("is one local network wherever the Worker is not deployed behind Cloudflare, whatever CF-Connecting-IP says", () => {
    for (const ip of ["198.51.100.7", "203.0.113.9", "2001:db8::1", null])
      expect(networkOf(fromEdge(ip), { trustEdge: false }), String(ip)).toBe(LOCAL_NETWORK);
  });

  it("does not believe the header on a request that did not come through the edge, nor a malformed address", () => {
    expect(clientNetwork(new Request("https://policysmith.example/", { headers: { "CF-Connecting-IP": "198.51.100.7" } }))).toBe("unknown");
    for (const bad of ["not-an-ip", "1:2:3:4:5:6:7:8:9", "2001:db8::1::2", "gggg::1", ""])
      expect(clientNetwork(fromEdge(bad)), bad).toBe("unknown");
  });
});
