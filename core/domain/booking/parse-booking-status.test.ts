import { describe, expect, it } from "vitest";
import { parseBookingStatus } from "./parse-booking-status";

describe("parseBookingStatus", () => {
  it("reads a known key", () => {
    expect(parseBookingStatus("pending_payment_2")).toEqual({ _tag: "Known", key: "pending_payment_2" });
  });

  it("keeps anything else verbatim as unknown", () => {
    expect(parseBookingStatus("archived")).toEqual({ _tag: "Unknown", raw: "archived" });
    expect(parseBookingStatus("Sent")).toEqual({ _tag: "Unknown", raw: "Sent" });
    expect(parseBookingStatus(" sent")).toEqual({ _tag: "Unknown", raw: " sent" });
    expect(parseBookingStatus("")).toEqual({ _tag: "Unknown", raw: "" });
  });
});
