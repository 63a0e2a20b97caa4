import { describe, expect, it } from "vitest";
import { socialFailureOf, socialOutcomeOf } from "./social-failure";

describe("social marks in an address", () => {
  it("reads the known codes and nothing else", () => {
    expect(socialFailureOf("state")).toBe("state");
    expect(socialFailureOf("email_taken")).toBe("email_taken");
    expect(socialFailureOf("<script>")).toBeNull();
    expect(socialFailureOf(null)).toBeNull();
    expect(socialOutcomeOf("linked")).toBe("linked");
    expect(socialOutcomeOf("toString")).toBeNull();
  });
});
