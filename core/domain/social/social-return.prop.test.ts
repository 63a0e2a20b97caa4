import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SOCIAL_FAILURES, SOCIAL_OUTCOMES } from "./social-failure";
import { socialReturnAddress } from "./social-return";

const segment = fc.string({ unit: fc.constantFrom(..."abcxyz019-_".split("")), minLength: 1, maxLength: 8 });
const path = fc.array(segment, { maxLength: 3 }).map((parts) => `/${parts.map((p) => `${p}/`).join("")}`);
const pair = fc.tuple(segment, segment).map(([k, v]) => `${k}=${v}`);
const mark = fc.oneof(
  fc.constantFrom(...SOCIAL_OUTCOMES).map((social) => ({ social })),
  fc.constantFrom(...SOCIAL_FAILURES).map((social_error) => ({ social_error })),
);

describe("socialReturnAddress properties", () => {
  it("stays on the same path, keeps every other parameter and the fragment, and carries exactly one mark", () => {
    fc.assert(
      fc.property(
        path,
        fc.array(pair, { maxLength: 4 }),
        fc.option(segment, { nil: null }),
        mark,
        (p, pairs, hash, m) => {
          const page = `${p}${pairs.length > 0 ? `?${pairs.join("&")}` : ""}${hash === null ? "" : `#${hash}`}`;
          const url = new URL(socialReturnAddress(page, m), "https://shuyuan.test");
          expect(url.pathname).toBe(p);
          expect(url.hash).toBe(hash === null ? "" : `#${hash}`);
          const marks = [...url.searchParams.keys()].filter((key) => key === "social" || key === "social_error");
          expect(marks).toHaveLength(1);
          const kept = pairs.filter((x) => !["social", "social_error"].includes(x.split("=")[0] ?? ""));
          for (const x of kept) expect(url.search).toContain(x);
        },
      ),
    );
  });
});
