import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { authRecordArb, storedAuthTextArb } from "../../../tests/arbitraries/auth.arb";
import { authRecordSchema } from "./auth-record";
import { parseAuthRecord } from "./auth-record-parse";

describe("parseAuthRecord properties", () => {
  it("never throws and yields either nothing or a record the schema accepts", () => {
    fc.assert(
      fc.property(storedAuthTextArb, (raw) => {
        const record = parseAuthRecord(raw);
        if (record !== null) {
          expect(authRecordSchema.safeParse(record).success).toBe(true);
        }
      }),
    );
  });

  it("round-trips a record through its stored JSON form", () => {
    fc.assert(
      fc.property(authRecordArb, (record) => {
        expect(parseAuthRecord(JSON.stringify(record))).toEqual(record);
      }),
    );
  });
});
