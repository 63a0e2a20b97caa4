import { describe, expect, it } from "vitest";
import { errorReportingSetup } from "./error-reporting-setup";

describe("errorReportingSetup", () => {
  it("loads the client for the DSN's key with the spec 9 sample rates", () => {
    expect(errorReportingSetup("https://abc123@o42.ingest.example.test/7")).toEqual({
      loaderUrl: "https://js.sentry-cdn.com/abc123.min.js",
      options: {
        dsn: "https://abc123@o42.ingest.example.test/7",
        tracesSampleRate: 1,
        replaysSessionSampleRate: 0.1,
        replaysOnErrorSampleRate: 1,
      },
    });
  });

  it("sets nothing up without a usable DSN", () => {
    expect(errorReportingSetup(undefined)).toBeNull();
    expect(errorReportingSetup("https://o42.ingest.example.test/7")).toBeNull();
    expect(errorReportingSetup("http://abc@o42.ingest.example.test/7")).toBeNull();
    expect(errorReportingSetup("https://abc@o42.ingest.example.test/project")).toBeNull();
  });
});
