import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { EMAIL_EVENT_DEFAULTS } from "../../../../core/domain/notifications/notification-email-settings";
import { insertUserRow, openTestDatabase } from "../../../../tests/integration/test-database";
import { notificationSettingsRepositoryContract } from "../../notification-settings.contract";
import type { DatabaseHandle } from "../database";
import { sqlNotificationSettingsRepository } from "./notification-settings.sql";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const newUserId = () => insertUserRow(handle.db);

notificationSettingsRepositoryContract("sql", async () => {
  await handle.db.execute(sql`delete from users`);
  return { settings: sqlNotificationSettingsRepository(handle.db), newUserId, close: async () => undefined };
});

it("deletes a user's settings with the user", async () => {
  const settings = sqlNotificationSettingsRepository(handle.db);
  const userId = await newUserId();
  await settings.save(userId, { ...EMAIL_EVENT_DEFAULTS, news: true }, new Date("2026-03-01T09:00:00.000Z"));
  await handle.db.execute(sql`delete from users where id = ${userId}`);
  expect(await settings.find(userId)).toEqual({});
});
