import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { malformedErrorPayloadArb, serverErrorPayloadArb } from "../../../tests/arbitraries/form-errors.arb";
import { parseServerFormErrors } from "./parse-server-form-errors";

describe("parseServerFormErrors properties", () => {
  it("shows exactly the first message of every field that has one", () => {
    fc.assert(
      fc.property(serverErrorPayloadArb, (payload) => {
        const { fields, message } = parseServerFormErrors(payload);
        const withMessages = Object.keys(payload.data).filter((field) => (payload.data[field] ?? []).length > 0);
        expect(Object.keys(fields).sort()).toEqual(withMessages.sort());
        for (const field of withMessages) expect(fields[field]).toBe(payload.data[field]?.[0]);
        expect(message).toBe(payload.message);
      }),
    );
  });

  it("gives no field errors for malformed payloads", () => {
    fc.assert(
      fc.property(malformedErrorPayloadArb, (payload) => {
        expect(parseServerFormErrors(payload).fields).toEqual({});
      }),
    );
  });

  it("never throws and yields only string messages", () => {
    fc.assert(
      fc.property(fc.anything(), (payload) => {
        const { fields } = parseServerFormErrors(payload);
        expect(Object.values(fields).every((text) => typeof text === "string")).toBe(true);
      }),
    );
  });
});
