import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { NewNotification, NotificationRepository } from "../../core/ports/notification-repository.port";

/** `newUserId` makes an account; `newBookingOf` an application of that account. */
export type NotificationStore = Readonly<{
  notifications: NotificationRepository;
  newUserId: () => Promise<number>;
  newBookingOf: (userId: number) => Promise<number>;
  close: () => Promise<void>;
}>;

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 9, minute));
const window = (page: number, perPage: number) => ({ page, perPage });

/** The behaviour every NotificationRepository must have (run against memory and SQL). */
export function notificationRepositoryContract(name: string, open: () => Promise<NotificationStore>) {
  describe(`NotificationRepository contract: ${name}`, () => {
    let store: NotificationStore;
    let repo: NotificationRepository;
    beforeEach(async () => {
      store = await open();
      repo = store.notifications;
    });
    afterEach(() => store.close());

    const note = (user_id: number, minute: number, title = `в ${minute}`): NewNotification => ({
      user_id,
      event: "MessageReceived",
      booking_id: null,
      title,
      text: "",
      link: null,
      at: at(minute),
      once_key: null,
    });

    /** Stores a notification that must be stored (not one told already). */
    const added = async (notification: NewNotification) => {
      const stored = await repo.add(notification);
      if (stored === null) throw new Error("expected the notification to be stored");
      return stored;
    };

    it("answers a stored notification unread, with its words and link", async () => {
      const user = await store.newUserId();
      const booking = await store.newBookingOf(user);
      const stored = await added({
        user_id: user,
        event: "StatusChanged",
        booking_id: booking,
        title: "Заявка на проверке",
        text: "Статус: «Проверка».",
        link: `/u/settings/applications/${booking}/`,
        at: at(3),
        once_key: null,
      });
      expect(stored).toEqual({
        id: stored.id,
        title: "Заявка на проверке",
        text: "Статус: «Проверка».",
        link: `/u/settings/applications/${booking}/`,
        is_read: false,
        created_at: at(3).toISOString(),
      });
      expect(await repo.list(user, window(1, 10))).toEqual({ total: 1, items: [stored] });
      expect(await repo.countUnread(user)).toBe(1);
    });

    it("stores what is told once (a planned reminder) only the first time, and plain ones every time", async () => {
      const user = await store.newUserId();
      const reminder = { ...note(user, 1, "Срок через 7 дней"), event: "DeadlineApproaching" as const };
      const once = { ...reminder, once_key: `deadline:${user}:42:2027-03-01T20:59:59.000Z:7` };
      expect(await repo.add(once)).not.toBeNull();
      expect(await repo.add({ ...once, at: at(5) })).toBeNull();
      expect(await repo.add({ ...once, once_key: `${once.once_key}:other` })).not.toBeNull();
      await added(note(user, 2, "обычное"));
      await added(note(user, 2, "обычное"));
      expect((await repo.list(user, window(1, 10))).total).toBe(4);
    });

    it("lists a user's own notifications newest first, a window at a time", async () => {
      const user = await store.newUserId();
      const other = await store.newUserId();
      for (const minute of [2, 7, 4, 7, 1]) await repo.add(note(user, minute, `m${minute}`));
      await repo.add(note(other, 9));
      const first = await repo.list(user, window(1, 3));
      expect(first.total).toBe(5);
      expect(first.items.map((n) => n.title)).toEqual(["m7", "m7", "m4"]);
      expect(first.items[0]?.id ?? 0).toBeGreaterThan(first.items[1]?.id ?? 0);
      expect((await repo.list(user, window(2, 3))).items.map((n) => n.title)).toEqual(["m2", "m1"]);
      expect(await repo.list(user, window(3, 3))).toEqual({ total: 5, items: [] });
      expect(await repo.list(user + 100_000, window(1, 3))).toEqual({ total: 0, items: [] });
    });

    it("marks only the given ids of the user's own notifications read, and counts what changed", async () => {
      const user = await store.newUserId();
      const other = await store.newUserId();
      const a = await added(note(user, 1));
      const b = await added(note(user, 2));
      const theirs = await added(note(other, 3));
      expect(await repo.markRead(user, { _tag: "Ids", ids: [a.id, theirs.id, 999_999] }, at(10))).toBe(1);
      expect(await repo.countUnread(user)).toBe(1);
      expect(await repo.countUnread(other)).toBe(1);
      const listed = (await repo.list(user, window(1, 10))).items;
      expect(listed.map((n) => [n.id, n.is_read])).toEqual([
        [b.id, false],
        [a.id, true],
      ]);
      expect(await repo.markRead(user, { _tag: "Ids", ids: [a.id] }, at(11))).toBe(0);
      expect(await repo.markRead(user, { _tag: "Ids", ids: [] }, at(11))).toBe(0);
    });

    it("marks all of the user's notifications read and no one else's", async () => {
      const user = await store.newUserId();
      const other = await store.newUserId();
      await repo.add(note(user, 1));
      await repo.add(note(user, 2));
      await repo.add(note(other, 3));
      expect(await repo.markRead(user, { _tag: "All" }, at(10))).toBe(2);
      expect(await repo.countUnread(user)).toBe(0);
      expect(await repo.countUnread(other)).toBe(1);
      expect(await repo.markRead(user, { _tag: "All" }, at(11))).toBe(0);
    });
  });
}
