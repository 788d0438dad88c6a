import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key.server";

describe("the key a client's posts are counted under", () => {
  it("is the IPv4 address itself, also when IPv6 carries it", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("groups IPv6 clients by their /64, however the address is written", () => {
    const key = "2001:db8:85a3:1::/64";
    expect(clientKey("2001:db8:85a3:1::1")).toBe(key);
    expect(clientKey("2001:0db8:85a3:0001:ffff:eeee:dddd:cccc")).toBe(key);
    expect(clientKey("2001:DB8:85A3:1:0:0:0:2")).toBe(key);
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientKey("2001:db8:85a3:2::1")).not.toBe(key);
  });

  it("is 'unknown' for anything that is not an address, whatever its length", () => {
    for (const bad of ["", "unknown", "1.2.3.4, 5.6.7.8", "x".repeat(3000), "999.1.1.1", "<script>", undefined]) {
      expect(clientKey(bad)).toBe("unknown");
    }
  });
});
