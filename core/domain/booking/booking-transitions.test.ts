import { describe, expect, it } from "vitest";
import { BOOKING_TRANSITIONS } from "./booking-transitions";

const rowsOf = (command: string) =>
  BOOKING_TRANSITIONS.filter((row) => row.command === command).map(({ from, to, actor }) => `${from}>${to}:${actor}`);

describe("BOOKING_TRANSITIONS", () => {
  it("routes payments from the first invoice to processing", () => {
    expect(rowsOf("require_second_payment")).toEqual(["pending_payment>pending_payment_2:staff"]);
    expect(rowsOf("require_services_payment")).toEqual([
      "pending_payment>pending_payment_services:staff",
      "pending_payment_2>pending_payment_services:staff",
    ]);
    expect(rowsOf("confirm_payment")).toEqual([
      "pending_payment>processing:staff",
      "pending_payment_2>processing:staff",
      "pending_payment_services>processing:staff",
    ]);
  });

  it("lets either side ask for cancellation from any active status; only staff decide it", () => {
    expect(rowsOf("request_cancellation")).toHaveLength(16);
    expect(rowsOf("confirm_cancellation")).toEqual(["pending_cancellation>cancelled:staff"]);
    expect(rowsOf("withdraw_cancellation")).toEqual(["pending_cancellation>resume:staff"]);
  });

  it("lets only staff hold and release", () => {
    expect(rowsOf("hold")).toHaveLength(8);
    expect(rowsOf("hold").every((row) => row.endsWith(">waiting:staff"))).toBe(true);
    expect(rowsOf("release")).toEqual(["waiting>resume:staff"]);
  });

  it("lets either side record the signature (staff for a contract signed on paper)", () => {
    expect(rowsOf("sign")).toEqual(["being_signed>pending_payment:user", "being_signed>pending_payment:staff"]);
  });

  it("has 40 rows", () => {
    expect(BOOKING_TRANSITIONS).toHaveLength(40);
  });
});
