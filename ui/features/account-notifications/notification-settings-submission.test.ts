import { describe, expect, it } from "vitest";
import { readNotificationSettingsForm } from "./notification-settings-submission";

const formOf = (entries: readonly [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

describe("readNotificationSettingsForm", () => {
  it("turns on the checked events and off every other one", () => {
    const form = formOf([
      ["intent", "save-notification-settings"],
      ["email", "news"],
      ["email", "deadline"],
    ]);
    expect(readNotificationSettingsForm(form)).toEqual({
      booking_status: false,
      booking_message: false,
      document_review: false,
      payment_due: false,
      deadline: true,
      comment_reply: false,
      news: true,
    });
  });

  it("ignores values that are not events", () => {
    const form = formOf([
      ["email", "sms_reminder"],
      ["email", "payment_due"],
    ]);
    const settings = readNotificationSettingsForm(form);
    expect(Object.keys(settings)).not.toContain("sms_reminder");
    expect(Object.entries(settings).filter(([, on]) => on)).toEqual([["payment_due", true]]);
  });
});
