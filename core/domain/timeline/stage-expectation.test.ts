import { describe, expect, it } from "vitest";
import { parseBookingStatus } from "../booking/parse-booking-status";
import { stageExpectation } from "./stage-expectation";

describe("stageExpectation", () => {
  it("waits for the applicant while the application is being filled in", () => {
    expect(stageExpectation(parseBookingStatus("registering"))).toEqual({
      party: "applicant",
      usual_days: { min: 3, max: 14 },
    });
  });

  it("waits for the agency while the documents are checked, one to three days", () => {
    expect(stageExpectation(parseBookingStatus("checking"))).toEqual({
      party: "agency",
      usual_days: { min: 1, max: 3 },
    });
  });

  it("waits for the university while the application is processed", () => {
    expect(stageExpectation(parseBookingStatus("processing")).party).toBe("university");
  });

  it("expects nothing of a finished, a cancelled or an unknown application", () => {
    for (const raw of ["sent", "cancelled", "archived"]) {
      expect(stageExpectation(parseBookingStatus(raw))).toEqual({ party: "nobody", usual_days: null });
    }
  });
});
