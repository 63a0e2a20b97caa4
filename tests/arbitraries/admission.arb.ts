import fc from "fast-check";
import type { AdmissionWaves, Wave, WaveStatus } from "../../core/domain/admission/admission-waves";
import type { BaseWithWaves } from "../../core/domain/admission/has-open-waves";
import { waveDateText } from "../../core/domain/admission/wave-date-text";

/** Russia has kept UTC+3 without daylight saving since 26 October 2014. */
export const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

export const RU_MONTHS_GENITIVE = [
  "января",
  "февраля",
  "марта",
  "апреля",
  "мая",
  "июня",
  "июля",
  "августа",
  "сентября",
  "октября",
  "ноября",
  "декабря",
] as const;

/** A Moscow calendar day and a second within it (0..86399), so instants near both midnights are common. */
export const moscowMomentArb = fc.record({
  year: fc.integer({ min: 2015, max: 2099 }),
  month: fc.integer({ min: 0, max: 11 }),
  day: fc.integer({ min: 1, max: 28 }),
  second: fc.oneof(
    fc.integer({ min: 0, max: 3599 }),
    fc.integer({ min: 82800, max: 86399 }),
    fc.integer({ min: 0, max: 86399 }),
  ),
});

export type MoscowMoment = typeof moscowMomentArb extends fc.Arbitrary<infer M> ? M : never;

/** The UTC instant of a Moscow moment. */
export const instantOf = (m: MoscowMoment): Date =>
  new Date(Date.UTC(m.year, m.month, m.day) - MOSCOW_OFFSET_MS + m.second * 1000);

export const isoInstantArb = fc
  .date({ min: new Date("2015-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString());

export const waveLabelArb = fc.constantFrom("1 волна", "2 волна", "3 волна", "4 волна", "5 волна", "Доп. набор");

/** A wave with every field present; `_str` forms agree with the dates. */
export const completeWaveArb: fc.Arbitrary<Wave> = fc
  .record({ label: waveLabelArb, date_from: isoInstantArb, date_to: isoInstantArb })
  .map((w) => ({ ...w, date_from_str: waveDateText(w.date_from), date_to_str: waveDateText(w.date_to) }));

/** A wave where any field may be missing. */
export const partialWaveArb: fc.Arbitrary<Wave> = fc
  .record({
    label: fc.option(waveLabelArb, { nil: null }),
    date_from: fc.option(isoInstantArb, { nil: null }),
    date_to: fc.option(isoInstantArb, { nil: null }),
  })
  .map((w) => ({ ...w, date_from_str: waveDateText(w.date_from), date_to_str: waveDateText(w.date_to) }));

export const waveStatusArb: fc.Arbitrary<WaveStatus> = fc.constantFrom("open", "closed");

/** Complete waves with a current number from `currentArb` and enough waves for wave number `current` to exist. */
export const completeAdmissionWavesWith = (currentArb: fc.Arbitrary<number>): fc.Arbitrary<AdmissionWaves> =>
  currentArb.chain((current) =>
    fc.record({
      status: waveStatusArb,
      current: fc.constant(current),
      current_date_from: fc.option(isoInstantArb, { nil: null }),
      current_date_to: fc.option(isoInstantArb, { nil: null }),
      waves: fc.array(completeWaveArb, { minLength: Math.max(current, 1), maxLength: 6 }),
    }),
  );

/** Complete waves with `current` anywhere in 0..6. */
export const completeAdmissionWavesArb = completeAdmissionWavesWith(fc.integer({ min: 0, max: 6 }));

/** Any data the normaliser may produce for a current number in 0..6, gaps included. */
export const partialAdmissionWavesArb: fc.Arbitrary<AdmissionWaves> = fc.record({
  status: waveStatusArb,
  current: fc.integer({ min: 0, max: 6 }),
  current_date_from: fc.option(isoInstantArb, { nil: null }),
  current_date_to: fc.option(isoInstantArb, { nil: null }),
  waves: fc.array(partialWaveArb, { maxLength: 6 }),
});

/** A current number the text cannot use: out of 0..6 or not an integer. */
export const outOfRangeCurrentArb = fc.oneof(
  fc.integer({ min: -1000, max: -1 }),
  fc.integer({ min: 7, max: 1000 }),
  fc.integer({ min: 0, max: 599 }).map((n) => n / 100 + 0.005),
);

export const baseWithWavesArb: fc.Arbitrary<BaseWithWaves> = fc.oneof(
  fc.record({ waves: fc.record({ status: waveStatusArb }) }),
  fc.record({ waves: fc.constant(null) }),
  fc.constant({}),
);

/** Raw API-shaped input: valid, partial, mistyped or not an object at all. */
export const rawAdmissionWavesArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything(),
  fc.record(
    {
      status: fc.oneof(fc.constantFrom("open", "closed", "OPEN", ""), fc.anything()),
      current: fc.oneof(fc.integer({ min: -2, max: 8 }), fc.constantFrom("2", "x", null), fc.double()),
      current_date_from: fc.oneof(isoInstantArb, fc.constantFrom("2026-03-01", "garbage", null)),
      current_date_to: fc.oneof(isoInstantArb, fc.anything()),
      waves: fc.oneof(
        fc.array(
          fc.oneof(
            partialWaveArb,
            fc.record(
              {
                label: fc.oneof(waveLabelArb, fc.anything()),
                date_from: fc.oneof(isoInstantArb, fc.constantFrom("2026-03-01 10:00:00", "31.12.2026")),
                date_to: fc.oneof(isoInstantArb, fc.anything()),
                date_from_str: fc.oneof(fc.string(), fc.constant(null)),
              },
              { requiredKeys: [] },
            ),
            fc.anything(),
          ),
          { maxLength: 6 },
        ),
        fc.anything(),
      ),
    },
    { requiredKeys: [] },
  ),
);

/** Free places as a base may publish them: none free, some free, or not published. */
export const availablePlacesArb: fc.Arbitrary<number | null> = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 1, max: 500 }),
  fc.constant(null),
);

/** An education base as applying to it sees it: waves with any current number (odd ones too) and its free places. */
export const applicableBaseArb = fc.record({
  waves: fc.oneof(
    partialAdmissionWavesArb,
    partialAdmissionWavesArb.chain((waves) =>
      fc.oneof(outOfRangeCurrentArb, fc.constant(null)).map((current) => ({ ...waves, current })),
    ),
  ),
  available_places: availablePlacesArb,
});
