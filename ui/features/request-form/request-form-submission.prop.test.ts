import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readUtm } from "../../../core/domain/attribution/read-utm";
import { anyReferrerArb, SITE_HOST, utmArb } from "../../../tests/arbitraries/attribution.arb";
import { REQUEST_FORM_FIELDS } from "./request-form-fields";
import { readRequestForm } from "./request-form-submission";

const ACTION = `https://${SITE_HOST}/?index`;

const pageUrlArb = utmArb.map((utm) => {
  const query = new URLSearchParams(Object.entries(utm)).toString();
  return `https://${SITE_HOST}/${query === "" ? "" : `?${query}`}`;
});

const textArb = fc.string({ maxLength: 3000 });

const formOf = (entries: Record<string, string | null | undefined>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) if (typeof value === "string") data.set(name, value);
  return data;
};

describe("readRequestForm properties", () => {
  it("utm values of the page address always win over the referrer", () => {
    fc.assert(
      fc.property(pageUrlArb, anyReferrerArb, (pageUrl, referrer) => {
        const { extras } = readRequestForm(formOf({ page_url: pageUrl, referrer }), ACTION);
        expect(extras.page_url).toBe(pageUrl);
        const fromAddress = readUtm(pageUrl);
        for (const [key, value] of Object.entries(fromAddress)) expect(extras.utm).toHaveProperty(key, value);
        expect(extras.utm.utm_source).toBeDefined();
      }),
    );
  });

  it("echoes every typed field, cut to a bounded length, and never sends a blank optional field", () => {
    fc.assert(
      fc.property(textArb, textArb, textArb, textArb, (name, phone, email, message) => {
        const { values, fields } = readRequestForm(formOf({ name, phone, email, message }), ACTION);
        const typed = { name, phone, email, message };
        for (const field of REQUEST_FORM_FIELDS) {
          expect(typed[field].startsWith(values[field] ?? "")).toBe(true);
          expect((values[field] ?? "").length).toBeLessThanOrEqual(2100);
        }
        expect(fields.email === null).toBe(email.trim() === "");
        expect(fields.message === null).toBe(message.trim() === "");
      }),
    );
  });
});
