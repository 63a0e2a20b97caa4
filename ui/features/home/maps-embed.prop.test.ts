import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { httpsLink } from "./maps-embed";

const hostArb = fc
  .array(fc.stringMatching(/^[a-z][a-z0-9-]{0,8}[a-z0-9]$/), { minLength: 1, maxLength: 3 })
  .map((labels) => `${labels.join(".")}.ru`);
const pathArb = fc.constantFrom(
  "",
  "/",
  "/maps/",
  "/map-widget/v1/?um=constructor%3Aabc",
  "/?rtext=~55.75%2C37.65&rtt=auto",
);
const addressArb = (scheme: fc.Arbitrary<string>) =>
  fc.tuple(scheme, hostArb, pathArb).map(([s, host, path]) => `${s}${host}${path}`);

describe("httpsLink properties", () => {
  it("whatever it keeps is an absolute https URL", () => {
    fc.assert(
      fc.property(
        fc.oneof(addressArb(fc.constantFrom("https://", "http://", "ftp://", "//", "")), fc.string()),
        (text) => {
          const link = httpsLink(text);
          if (link !== null) expect(new URL(link).protocol).toBe("https:");
        },
      ),
    );
  });

  it("keeps every https web address unchanged", () => {
    fc.assert(
      fc.property(addressArb(fc.constant("https://")), (url) => {
        expect(httpsLink(url)).toBe(url);
      }),
    );
  });
});
