import { describe, expect, it } from "vitest";
import { groupBookingsByStatus } from "./booking-groups";

describe("groupBookingsByStatus", () => {
  it("orders groups by display order, unknown last, keeping input order inside a group", () => {
    const bookings = [
      { id: 1, status: "waiting" },
      { id: 2, status: "archived" },
      { id: 3, status: "checking" },
      { id: 4, status: "registering" },
      { id: 5, status: "checking" },
      { id: 6, status: "" },
      { id: 7, status: "sent" },
    ];
    expect(groupBookingsByStatus(bookings)).toEqual([
      { status: { _tag: "Known", key: "registering" }, bookings: [{ id: 4, status: "registering" }] },
      {
        status: { _tag: "Known", key: "checking" },
        bookings: [
          { id: 3, status: "checking" },
          { id: 5, status: "checking" },
        ],
      },
      { status: { _tag: "Known", key: "sent" }, bookings: [{ id: 7, status: "sent" }] },
      { status: { _tag: "Known", key: "waiting" }, bookings: [{ id: 1, status: "waiting" }] },
      {
        status: { _tag: "Unknown" },
        bookings: [
          { id: 2, status: "archived" },
          { id: 6, status: "" },
        ],
      },
    ]);
  });

  it("gives no groups for no bookings", () => {
    expect(groupBookingsByStatus([])).toEqual([]);
  });
});
