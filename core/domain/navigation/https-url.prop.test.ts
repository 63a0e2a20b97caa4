import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { httpsUrl } from "./https-url";

const hostArb = fc
  .array(fc.stringMatching(/^[a-z0-9]{1,10}$/), { minLength: 1, maxLength: 3 })
  .map((parts) => parts.join("."));
const pathArb = fc.stringMatching(/^(\/[a-z0-9._-]{0,12}){0,3}$/);

describe("httpsUrl properties", () => {
  it("keeps any https URL on a plain host unchanged", () => {
    fc.assert(
      fc.property(hostArb, pathArb, (host, path) => {
        expect(httpsUrl(`https://${host}${path}`)).toBe(`https://${host}${path}`);
      }),
    );
  });

  it("refuses the same URL over http", () => {
    fc.assert(
      fc.property(hostArb, pathArb, (host, path) => {
        expect(httpsUrl(`http://${host}${path}`)).toBeNull();
      }),
    );
  });
});
