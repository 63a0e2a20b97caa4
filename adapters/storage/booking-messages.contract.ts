import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { BookingMessageRepository } from "../../core/ports/booking-message-repository.port";

/**
 * `newUser` makes an account with that first and last name; `newBooking` an application of a new applicant (its
 * id and the applicant's).
 */
export type BookingMessageStore = Readonly<{
  messages: BookingMessageRepository;
  newUser: (firstName: string, lastName: string) => Promise<number>;
  newBooking: () => Promise<{ readonly booking_id: number; readonly user_id: number }>;
  close: () => Promise<void>;
}>;

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 9, minute));

/** The behaviour every BookingMessageRepository must have (run against memory and SQL). */
export function bookingMessageRepositoryContract(name: string, open: () => Promise<BookingMessageStore>) {
  describe(`BookingMessageRepository contract: ${name}`, () => {
    let store: BookingMessageStore;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(() => store.close());

    it("has no messages for a new booking or an unknown one", async () => {
      const { booking_id } = await store.newBooking();
      expect(await store.messages.list(booking_id)).toEqual([]);
      expect(await store.messages.list(booking_id + 100_000)).toEqual([]);
    });

    it("answers a stored message as the list shows it, with the writer's name", async () => {
      const { booking_id, user_id } = await store.newBooking();
      const staff = await store.newUser("Мария", "Ли");
      const asked = await store.messages.add({
        booking_id,
        author: "applicant",
        author_user_id: user_id,
        text: "Когда будет ответ <университета>?",
        at: at(1),
      });
      const answered = await store.messages.add({
        booking_id,
        author: "staff",
        author_user_id: staff,
        text: "На следующей неделе.",
        at: at(2),
      });
      expect(answered).toMatchObject({
        booking_id,
        author: "staff",
        author_user_id: staff,
        author_name: "Мария Ли",
        text: "На следующей неделе.",
        created_at: at(2),
      });
      expect(await store.messages.list(booking_id)).toEqual([asked, answered]);
      expect(asked.id).not.toBe(answered.id);
    });

    it("lists oldest first whatever the order of writing, ties by the order stored", async () => {
      const { booking_id, user_id } = await store.newBooking();
      const write = (text: string, minute: number) =>
        store.messages.add({ booking_id, author: "applicant", author_user_id: user_id, text, at: at(minute) });
      await write("позже", 5);
      await write("раньше", 1);
      await write("тоже позже", 5);
      expect((await store.messages.list(booking_id)).map((m) => m.text)).toEqual(["раньше", "позже", "тоже позже"]);
    });

    it("keeps each booking's thread apart", async () => {
      const first = await store.newBooking();
      const second = await store.newBooking();
      await store.messages.add({
        booking_id: first.booking_id,
        author: "applicant",
        author_user_id: first.user_id,
        text: "первая заявка",
        at: at(1),
      });
      expect(await store.messages.list(second.booking_id)).toEqual([]);
      expect((await store.messages.list(first.booking_id)).map((m) => m.text)).toEqual(["первая заявка"]);
    });
  });
}
