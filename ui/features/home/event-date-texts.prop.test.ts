import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { waveDateText } from "../../../core/domain/admission/wave-date-text";
import { isoInstantArb } from "../../../tests/arbitraries/admission.arb";
import { eventDateTexts, knownDateText } from "./event-date-texts";

const eventsArb = fc.array(fc.record({ starts_at: isoInstantArb }), { maxLength: 8 });

describe("eventDateTexts properties", () => {
  it("knows exactly the events' values and gives the same text as the core's date text", () => {
    fc.assert(
      fc.property(eventsArb, (events) => {
        const texts = eventDateTexts(events);
        expect(Object.keys(texts).sort()).toEqual([...new Set(events.map((event) => event.starts_at))].sort());
        for (const { starts_at } of events) expect(knownDateText(texts, starts_at)).toBe(waveDateText(starts_at));
      }),
    );
  });

  it("survives the trip through loader data (JSON) unchanged", () => {
    fc.assert(
      fc.property(eventsArb, isoInstantArb, (events, other) => {
        const texts = eventDateTexts(events);
        const shipped = JSON.parse(JSON.stringify(texts)) as typeof texts;
        expect(shipped).toEqual(texts);
        const known = events.some((event) => event.starts_at === other);
        expect(knownDateText(shipped, other) === undefined).toBe(!known);
      }),
    );
  });
});
