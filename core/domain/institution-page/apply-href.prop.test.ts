import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolvePath } from "../route/resolve-path";
import { applyHref } from "./apply-href";

const idArb = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
const choiceArb = fc.oneof(
  idArb.map((educationBaseId) => ({ educationBaseId })),
  idArb.map((institutionId) => ({ institutionId })),
);

describe("applyHref properties", () => {
  it("leads to the applications settings page with exactly the chosen id", () => {
    fc.assert(
      fc.property(choiceArb, (choice) => {
        const [path = "", query = ""] = applyHref(choice).split("?");
        expect(resolvePath(path)).toEqual({ _tag: "Matched", screen: "settings-applications", params: {} });
        const params = new URLSearchParams(query);
        if ("educationBaseId" in choice) expect(params.get("education_base")).toBe(String(choice.educationBaseId));
        else expect(params.get("institution")).toBe(String(choice.institutionId));
        expect([...params.keys()]).toHaveLength(1);
      }),
    );
  });
});
