import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ERROR_REPORTING_SAMPLE_RATES } from "../constants/error-reporting";
import { errorReportingSetup } from "./error-reporting-setup";

const keyArb = fc.stringMatching(/^[a-f0-9]{8,32}$/);
const hostArb = fc.array(fc.stringMatching(/^[a-z0-9]{1,10}$/), { minLength: 1, maxLength: 3 }).map((p) => p.join("."));

describe("errorReportingSetup properties", () => {
  it("derives the loader from the key and always uses the spec 9 sample rates", () => {
    fc.assert(
      fc.property(keyArb, hostArb, fc.integer({ min: 1, max: 9_999_999 }), (key, host, project) => {
        const dsn = `https://${key}@${host}/${project}`;
        const setup = errorReportingSetup(dsn);
        expect(setup?.loaderUrl).toBe(`https://js.sentry-cdn.com/${key}.min.js`);
        expect(setup?.options).toEqual({
          dsn,
          tracesSampleRate: ERROR_REPORTING_SAMPLE_RATES.traces,
          replaysSessionSampleRate: ERROR_REPORTING_SAMPLE_RATES.replaysSession,
          replaysOnErrorSampleRate: ERROR_REPORTING_SAMPLE_RATES.replaysOnError,
        });
      }),
    );
  });
});
