import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rawAdmissionWavesArb } from "../../../tests/arbitraries/admission.arb";
import { normalizeAdmissionWaves } from "./normalize-admission-waves";
import { waveDateText } from "./wave-date-text";

const field = (raw: unknown, key: string): unknown =>
  typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>)[key] : undefined;

describe("normalizeAdmissionWaves properties", () => {
  it("is open only when the raw status says open, and closed otherwise", () => {
    fc.assert(
      fc.property(rawAdmissionWavesArb, (raw) => {
        const status = normalizeAdmissionWaves(raw).status;
        expect(status).toBe(field(raw, "status") === "open" ? "open" : "closed");
      }),
    );
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(rawAdmissionWavesArb, (raw) => {
        const once = normalizeAdmissionWaves(raw);
        expect(normalizeAdmissionWaves(once)).toEqual(once);
      }),
    );
  });

  it("keeps every wave in its position", () => {
    fc.assert(
      fc.property(rawAdmissionWavesArb, (raw) => {
        const waves = field(raw, "waves");
        const expected = Array.isArray(waves) ? waves.length : 0;
        expect(normalizeAdmissionWaves(raw).waves).toHaveLength(expected);
      }),
    );
  });

  it("derives each _str from its date whenever the date is kept", () => {
    fc.assert(
      fc.property(rawAdmissionWavesArb, (raw) => {
        for (const wave of normalizeAdmissionWaves(raw).waves) {
          if (wave.date_from !== null) expect(wave.date_from_str).toBe(waveDateText(wave.date_from));
          if (wave.date_to !== null) expect(wave.date_to_str).toBe(waveDateText(wave.date_to));
        }
      }),
    );
  });
});
