import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mayConvertLead } from "./lead-conversion";

describe("mayConvertLead", () => {
  it("lets a lead without an application become one", () => {
    expect(mayConvertLead({ booking_id: null })).toEqual({ ok: true, value: null });
  });

  it("refuses a lead that became an application already, naming that application", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1 }), (booking_id) => {
        expect(mayConvertLead({ booking_id })).toEqual({
          ok: false,
          error: { _tag: "LeadAlreadyConverted", booking_id },
        });
      }),
    );
  });
});
