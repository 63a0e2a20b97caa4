import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { siteLink } from "./site-link";

/** Addresses people type into an institution's card: some fine, some with another scheme, credentials or spaces. */
const siteArb = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc
    .tuple(
      fc.constantFrom("http://", "https://", "HTTPS://", "ftp://", "javascript:", "//", ""),
      fc.constantFrom("", "user:pw@", "www."),
      fc.domain(),
      fc.constantFrom("", "/", "/a b", "/?q=1#top", ":8080/x", "\\evil", '/"x"'),
    )
    .map((parts) => parts.join("")),
);

describe("siteLink properties", () => {
  it("only ever links an http(s) address that parses, with its own host shown", () => {
    fc.assert(
      fc.property(siteArb, (site) => {
        const link = siteLink(site);
        if (link === null) return;
        expect(link.href).toMatch(/^https?:\/\//);
        const url = new URL(link.href);
        expect(url.username).toBe("");
        expect(url.hostname.replace(/^www\./, "")).toBe(link.host);
      }),
    );
  });

  it("links every plain https address", () => {
    fc.assert(
      fc.property(fc.domain(), fc.constantFrom("", "/", "/admission", "/?lang=ru"), (domain, path) => {
        expect(siteLink(`https://${domain}${path}`)?.href).toBe(`https://${domain}${path}`);
      }),
    );
  });
});
