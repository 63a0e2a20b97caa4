import { describe, expect, it } from "vitest";
import { ERROR_REPORTING_SAMPLE_RATES } from "./error-reporting";

describe("error reporting sample rates", () => {
  it("trace everything, replay 10% of sessions and every session with an error", () => {
    expect(ERROR_REPORTING_SAMPLE_RATES).toEqual({ traces: 1, replaysSession: 0.1, replaysOnError: 1 });
  });
});
