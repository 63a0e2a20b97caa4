import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { memoryNotificationSettingsRepository } from "../../../adapters/storage/memory/notification-settings.memory";
import { memoryUserRepository } from "../../../adapters/storage/memory/users.memory";
import { EMAIL_EVENT_DEFAULTS } from "../../domain/notifications/notification-email-settings";
import { runUseCase } from "../shared/run-use-case";
import { getNotificationSettings } from "./get-notification-settings";
import { saveNotificationSettings } from "./save-notification-settings";
import { userWantsEmail } from "./user-wants-email";

const now = new Date("2026-03-01T09:00:00.000Z");

async function setup() {
  const deps = {
    users: memoryUserRepository(),
    notificationSettings: memoryNotificationSettingsRepository(),
    clock: { now: () => now },
  };
  const created = await runUseCase(
    deps.users.create(
      {
        username: "anna",
        email: "anna@example.com",
        passwordHash: "x",
        firstName: "Анна",
        lastName: "Ли",
        role: "user",
      },
      now,
    ),
  );
  if (Result.isFailure(created)) throw new Error("no account");
  return { deps, userId: created.success.id };
}

describe("notification settings use cases", () => {
  it("reads the defaults for a user who never saved", async () => {
    const { deps, userId } = await setup();
    const read = await runUseCase(getNotificationSettings(deps, userId));
    expect(Result.isSuccess(read) && read.success).toEqual(EMAIL_EVENT_DEFAULTS);
    expect(await userWantsEmail(deps, userId, "news")).toBe(false);
  });

  it("saves a change over the settings in force and answers the full set, which the mail then honours", async () => {
    const { deps, userId } = await setup();
    await runUseCase(saveNotificationSettings(deps, userId, { deadline: false }));
    const saved = await runUseCase(saveNotificationSettings(deps, userId, { news: true, booking_status: false }));
    const expected = { ...EMAIL_EVENT_DEFAULTS, deadline: false, news: true, booking_status: false };
    expect(Result.isSuccess(saved) && saved.success).toEqual(expected);
    expect(await deps.notificationSettings.find(userId)).toEqual(expected);
    expect(await userWantsEmail(deps, userId, "news")).toBe(true);
    expect(await userWantsEmail(deps, userId, "booking_status")).toBe(false);
    expect(await userWantsEmail(deps, userId, "payment_due")).toBe(true);
  });

  it("fails with AccountNotFound for an account that does not exist, storing nothing", async () => {
    const { deps } = await setup();
    const read = await runUseCase(getNotificationSettings(deps, 99));
    const saved = await runUseCase(saveNotificationSettings(deps, 99, { news: true }));
    expect(Result.isFailure(read) && read.failure).toEqual({ _tag: "AccountNotFound" });
    expect(Result.isFailure(saved) && saved.failure).toEqual({ _tag: "AccountNotFound" });
    expect(await deps.notificationSettings.find(99)).toEqual({});
  });
});
