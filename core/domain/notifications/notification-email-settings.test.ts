import { describe, expect, it } from "vitest";
import { EMAIL_EVENTS, isEmailEvent } from "./email-event";
import { changeSettings, EMAIL_EVENT_DEFAULTS, effectiveSettings, emailWanted } from "./notification-email-settings";

describe("notification e-mail settings", () => {
  it("lists the seven events in the settings' order", () => {
    expect(EMAIL_EVENTS).toEqual([
      "booking_status",
      "booking_message",
      "document_review",
      "payment_due",
      "deadline",
      "comment_reply",
      "news",
    ]);
  });

  it("mails every event by default except news and selections", () => {
    expect(effectiveSettings({})).toEqual({
      booking_status: true,
      booking_message: true,
      document_review: true,
      payment_due: true,
      deadline: true,
      comment_reply: true,
      news: false,
    });
    expect(emailWanted({}, "booking_status")).toBe(true);
    expect(emailWanted({}, "news")).toBe(false);
  });

  it("takes the stored choice of an event over its default", () => {
    const stored = { news: true, booking_status: false };
    expect(emailWanted(stored, "news")).toBe(true);
    expect(emailWanted(stored, "booking_status")).toBe(false);
    expect(emailWanted(stored, "deadline")).toBe(true);
  });

  it("ignores stored keys of events that do not exist", () => {
    expect(effectiveSettings({ sms_reminder: true, news: true })).toEqual({ ...EMAIL_EVENT_DEFAULTS, news: true });
    expect(isEmailEvent("sms_reminder")).toBe(false);
    expect(isEmailEvent("payment_due")).toBe(true);
  });

  it("changes only the events a change names", () => {
    const changed = changeSettings({ ...EMAIL_EVENT_DEFAULTS, deadline: false }, { news: true });
    expect(changed).toEqual({ ...EMAIL_EVENT_DEFAULTS, deadline: false, news: true });
  });
});
