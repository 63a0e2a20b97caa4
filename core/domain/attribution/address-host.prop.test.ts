import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { OTHER_HOSTS, SEARCH_ENGINE_HOSTS, SOCIAL_HOSTS } from "../../../tests/arbitraries/attribution.arb";
import { addressHost } from "./address-host";

const hostArb = fc.constantFrom(...SEARCH_ENGINE_HOSTS, ...SOCIAL_HOSTS, ...OTHER_HOSTS);

describe("addressHost properties", () => {
  it("recovers the host whatever the scheme, case, www prefix, port and path", () => {
    fc.assert(
      fc.property(
        hostArb,
        fc.constantFrom("https://", "http://", "//", "ftp://"),
        fc.boolean(),
        fc.constantFrom("", ":8443", "."),
        fc.constantFrom("", "/", "/a/b?c=d", "#x"),
        (host, scheme, www, suffix, path) => {
          const address = `${scheme}${www ? "WWW." : ""}${host.toUpperCase()}${suffix}${path}`;
          expect(addressHost(address)).toBe(host);
        },
      ),
    );
  });

  it("agrees with the URL parser on web addresses", () => {
    fc.assert(
      fc.property(fc.webUrl(), (address) => {
        const expected = new URL(address).hostname.replace(/\.$/, "").replace(/^www\./, "");
        expect(addressHost(address)).toBe(expected === "" ? null : expected);
      }),
    );
  });

  it("never throws and yields a lower-case host without port or path", () => {
    fc.assert(
      fc.property(fc.string(), (address) => {
        const host = addressHost(address);
        if (host !== null) {
          expect(host).toBe(host.toLowerCase());
          expect(host).not.toMatch(/[:/?#]/);
        }
      }),
    );
  });
});
