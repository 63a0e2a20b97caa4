import fc from "fast-check";

/** A Moscow calendar day of 2020-2030 as "YYYY-MM-DD". */
export const moscowDayArb = fc
  .record({
    year: fc.integer({ min: 2020, max: 2030 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ year, month, day }) => `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`);

/**
 * Ordered, non-overlapping waves (1 to 5 of them) as millisecond spans, built from positive gaps and lengths,
 * and an instant `now` anywhere from before the first wave to after the last one.
 */
export const wavesAndNowArb = fc
  .record({
    start: fc.integer({ min: 1_700_000_000_000, max: 1_800_000_000_000 }),
    spans: fc.array(fc.record({ gap: fc.integer({ min: 1, max: 90 }), length: fc.integer({ min: 0, max: 90 }) }), {
      minLength: 1,
      maxLength: 5,
    }),
    offset: fc.integer({ min: -20, max: 600 }),
  })
  .map(({ start, spans, offset }) => {
    const day = 86_400_000;
    let cursor = start;
    const waves = spans.map(({ gap, length }) => {
      const from = cursor + gap * day;
      const to = from + length * day;
      cursor = to;
      return { from: new Date(from), to: new Date(to) };
    });
    return { waves, now: new Date(start + offset * day) };
  });

/** A seed for the seeded generator. */
export const seedArb = fc.integer({ min: 0, max: 0xffffffff });
