import { describe, expect, it } from "vitest";
import { allowedMoves } from "./allowed-moves";

describe("allowedMoves", () => {
  it("offers the staff console its moves in table order", () => {
    expect(allowedMoves("pending_payment", "staff")).toEqual([
      { command: "require_second_payment", to: "pending_payment_2" },
      { command: "require_services_payment", to: "pending_payment_services" },
      { command: "confirm_payment", to: "processing" },
      { command: "request_cancellation", to: "pending_cancellation" },
      { command: "hold", to: "waiting" },
    ]);
  });

  it("offers the applicant only their own moves", () => {
    expect(allowedMoves("being_signed", "user")).toEqual([
      { command: "sign", to: "pending_payment" },
      { command: "request_cancellation", to: "pending_cancellation" },
    ]);
    expect(allowedMoves("pending_cancellation", "user")).toEqual([]);
  });

  it("marks the returns from a hold", () => {
    expect(allowedMoves("waiting", "staff")).toEqual([{ command: "release", to: "resume" }]);
  });

  it("offers nothing in final states", () => {
    expect(allowedMoves("sent", "staff")).toEqual([]);
    expect(allowedMoves("cancelled", "user")).toEqual([]);
  });
});
