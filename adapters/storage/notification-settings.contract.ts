import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  EMAIL_EVENT_DEFAULTS,
  type NotificationEmailSettings,
} from "../../core/domain/notifications/notification-email-settings";
import type { NotificationSettingsRepository } from "../../core/ports/notification-settings-repository.port";

/** `newUserId` makes an account the settings can belong to. */
export type NotificationSettingsStore = Readonly<{
  settings: NotificationSettingsRepository;
  newUserId: () => Promise<number>;
  close: () => Promise<void>;
}>;

const now = new Date("2026-03-01T09:00:00.000Z");
const later = new Date("2026-03-01T10:00:00.000Z");

const allOff: NotificationEmailSettings = {
  booking_status: false,
  booking_message: false,
  document_review: false,
  payment_due: false,
  deadline: false,
  comment_reply: false,
  news: false,
};

/** The behaviour every NotificationSettingsRepository must have (run against memory and SQL). */
export function notificationSettingsRepositoryContract(name: string, open: () => Promise<NotificationSettingsStore>) {
  describe(`NotificationSettingsRepository contract: ${name}`, () => {
    let store: NotificationSettingsStore;
    let settings: NotificationSettingsRepository;
    beforeEach(async () => {
      store = await open();
      settings = store.settings;
    });
    afterEach(() => store.close());

    it("finds nothing stored for a user who never saved, and for an unknown user", async () => {
      const userId = await store.newUserId();
      expect(await settings.find(userId)).toEqual({});
      expect(await settings.find(userId + 100_000)).toEqual({});
    });

    it("stores a full set and finds it again", async () => {
      const userId = await store.newUserId();
      const chosen = { ...EMAIL_EVENT_DEFAULTS, news: true, booking_status: false };
      await settings.save(userId, chosen, now);
      expect(await settings.find(userId)).toEqual(chosen);
    });

    it("replaces the earlier choices with a later set", async () => {
      const userId = await store.newUserId();
      await settings.save(userId, allOff, now);
      const chosen = { ...allOff, deadline: true, comment_reply: true };
      await settings.save(userId, chosen, later);
      expect(await settings.find(userId)).toEqual(chosen);
    });

    it("keeps each user's choices apart", async () => {
      const anna = await store.newUserId();
      const boris = await store.newUserId();
      await settings.save(anna, allOff, now);
      await settings.save(boris, { ...allOff, news: true }, now);
      expect(await settings.find(anna)).toEqual(allOff);
      expect(await settings.find(boris)).toEqual({ ...allOff, news: true });
    });
  });
}
