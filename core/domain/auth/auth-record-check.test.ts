import { describe, expect, it } from "vitest";
import { checkAuthRecord } from "./auth-record-check";

const record = { token: "abc", expires: "2025-03-01T12:00:00+03:00" };

describe("checkAuthRecord", () => {
  it("reports an absent record", () => {
    expect(checkAuthRecord(null, new Date("2025-03-01T00:00:00Z"))).toEqual({ _tag: "Absent" });
  });

  it("keeps a record that expires later than now", () => {
    expect(checkAuthRecord(record, new Date("2025-03-01T08:59:59.999Z"))).toEqual({ _tag: "Valid", record });
  });

  it("expires a record at the very instant of expiry", () => {
    expect(checkAuthRecord(record, new Date("2025-03-01T09:00:00.000Z"))).toEqual({ _tag: "Expired" });
  });

  it("expires a record past its expiry", () => {
    expect(checkAuthRecord(record, new Date("2025-03-02T00:00:00Z"))).toEqual({ _tag: "Expired" });
  });
});
