import { describe, expect, it } from "vitest";
import { startBooking } from "./booking";

describe("startBooking", () => {
  it("starts in registering with an empty history", () => {
    expect(startBooking("b-7")).toEqual({ id: "b-7", status: "registering", history: [] });
  });
});
