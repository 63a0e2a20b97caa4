import { describe, expect, it } from "vitest";
import { EMAIL_EVENT_DEFAULTS } from "../../../core/domain/notifications/notification-email-settings";
import { clientOverFake } from "../../../tests/fakes/fake-api-client";
import { json, jsonBodyOf, pathOf } from "../../../tests/fakes/fake-fetch";

const SAVED = { ...EMAIL_EVENT_DEFAULTS, news: true, booking_status: false };

describe("the auth API client: notification settings and avatar removal", () => {
  it("reads the settings, or null when the call fails", async () => {
    const answers = [json(EMAIL_EVENT_DEFAULTS), json({ message: "Требуется вход в аккаунт." }, 401)];
    const { client, requests } = clientOverFake(() => answers.shift() ?? json({}, 500));
    expect(await client.auth.notificationSettings()).toEqual(EMAIL_EVENT_DEFAULTS);
    expect(pathOf(requests[0])).toBe("/api/auth/me/notifications");
    expect(requests[0]?.method).toBe("GET");
    expect(await client.auth.notificationSettings()).toBeNull();
  });

  it("posts the change and answers the settings in force, or the field messages", async () => {
    const refused = {
      message: "Проверьте правильность заполнения полей.",
      data: { sms: ["Такого события для писем нет."] },
    };
    const answers = [json(SAVED), json(refused, 422)];
    const { client, requests } = clientOverFake(() => answers.shift() ?? json({}, 500));
    expect(await client.auth.saveNotificationSettings({ news: true, booking_status: false })).toEqual({
      _tag: "Ok",
      value: SAVED,
    });
    expect(jsonBodyOf(requests[0])).toEqual({ news: true, booking_status: false });
    expect(await client.auth.saveNotificationSettings({ news: false })).toEqual({
      _tag: "ValidationFailed",
      message: refused.message,
      fields: refused.data,
    });
  });

  it("removes the avatar with a post to /api/auth/me/avatar/delete", async () => {
    const { client, requests } = clientOverFake(() => json({ message: "Ошибка" }, 500));
    expect(await client.auth.removeAvatar()).toEqual({ _tag: "Failed" });
    expect(pathOf(requests[0])).toBe("/api/auth/me/avatar/delete");
    expect(requests[0]?.method).toBe("POST");
  });
});
