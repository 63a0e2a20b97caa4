import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  emailEventArb,
  emailSettingsArb,
  emailSettingsChangeArb,
  storedEmailSettingsArb,
} from "../../../tests/arbitraries/notification-settings.arb";
import { EMAIL_EVENTS } from "./email-event";
import { changeSettings, EMAIL_EVENT_DEFAULTS, effectiveSettings, emailWanted } from "./notification-email-settings";

describe("notification e-mail settings properties", () => {
  it("the settings in force name exactly the known events, each with a boolean", () => {
    fc.assert(
      fc.property(storedEmailSettingsArb, (stored) => {
        const settings = effectiveSettings(stored);
        expect(Object.keys(settings).sort()).toEqual([...EMAIL_EVENTS].sort());
        expect(Object.values(settings).every((on) => typeof on === "boolean")).toBe(true);
      }),
    );
  });

  it("an event is mailed as stored when stored, and as its default otherwise", () => {
    fc.assert(
      fc.property(storedEmailSettingsArb, emailEventArb, (stored, event) => {
        const expected = Object.hasOwn(stored, event) ? stored[event] : EMAIL_EVENT_DEFAULTS[event];
        expect(emailWanted(stored, event)).toBe(expected);
      }),
    );
  });

  it("a full set is its own settings in force (saving and reading back changes nothing)", () => {
    fc.assert(
      fc.property(emailSettingsArb, (settings) => {
        expect(effectiveSettings(settings)).toEqual(settings);
      }),
    );
  });

  it("a change sets the events it names and leaves the others; applying it twice is applying it once", () => {
    fc.assert(
      fc.property(emailSettingsArb, emailSettingsChangeArb, emailEventArb, (current, change, event) => {
        const changed = changeSettings(current, change);
        expect(changed[event]).toBe(change[event] ?? current[event]);
        expect(changeSettings(changed, change)).toEqual(changed);
      }),
    );
  });
});
