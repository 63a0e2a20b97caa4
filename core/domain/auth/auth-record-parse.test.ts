import { describe, expect, it } from "vitest";
import { parseAuthRecord } from "./auth-record-parse";

describe("parseAuthRecord", () => {
  it("reads a stored record", () => {
    expect(parseAuthRecord('{"token":"abc.def","expires":"2025-03-01T09:00:00.000Z"}')).toEqual({
      token: "abc.def",
      expires: "2025-03-01T09:00:00.000Z",
    });
  });

  it("accepts an explicit offset and drops unknown fields", () => {
    expect(parseAuthRecord('{"token":"t","expires":"2025-03-01T12:00:00+03:00","user":{"id":1}}')).toEqual({
      token: "t",
      expires: "2025-03-01T12:00:00+03:00",
    });
  });

  it("treats nothing stored as absent", () => {
    expect(parseAuthRecord(null)).toBeNull();
    expect(parseAuthRecord(undefined)).toBeNull();
  });

  it.each([
    ["not JSON", "{token:"],
    ["empty text", ""],
    ["a JSON string", '"abc"'],
    ["JSON null", "null"],
    ["missing token", '{"expires":"2025-03-01T09:00:00Z"}'],
    ["empty token", '{"token":"","expires":"2025-03-01T09:00:00Z"}'],
    ["epoch seconds", '{"token":"t","expires":1740819600}'],
    ["no offset", '{"token":"t","expires":"2025-03-01T09:00:00"}'],
    ["impossible date", '{"token":"t","expires":"2025-02-30T09:00:00Z"}'],
  ])("treats a corrupt value (%s) as absent", (_, raw) => {
    expect(parseAuthRecord(raw)).toBeNull();
  });
});
