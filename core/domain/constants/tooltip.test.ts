import { describe, expect, it } from "vitest";
import { TOOLTIP } from "./tooltip";

describe("tooltip defaults", () => {
  it("dispose after 5000 ms and sit on top", () => {
    expect(TOOLTIP).toEqual({ disposeTimeoutMs: 5000, defaultPlacement: "top" });
  });
});
