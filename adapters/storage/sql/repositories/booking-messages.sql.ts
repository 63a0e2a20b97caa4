import { asc, eq, sql } from "drizzle-orm";
import type { BookingMessage, MessageAuthor } from "../../../../core/domain/messages/booking-message";
import type { BookingMessageRepository } from "../../../../core/ports/booking-message-repository.port";
import type { Database } from "../database";
import { bookingMessages as table, users } from "../schema";

const authorOf = (stored: string): MessageAuthor => (stored === "staff" ? "staff" : "applicant");

const columns = {
  id: table.id,
  booking_id: table.booking_id,
  author: table.author,
  author_user_id: table.author_user_id,
  author_name: sql<string>`coalesce(trim(${users.first_name} || ' ' || ${users.last_name}), '')`,
  text: table.text,
  created_at: table.created_at,
};

type Row = { [K in keyof typeof columns]: K extends "author" ? string : BookingMessage[Exclude<K, "author">] };

const messageOf = (row: Row): BookingMessage => ({ ...row, author: authorOf(row.author) });

/** The threads in PostgreSQL (or PGlite): `booking_messages`, each with its writer's current name. */
export function sqlBookingMessageRepository(db: Database): BookingMessageRepository {
  const select = () => db.select(columns).from(table).leftJoin(users, eq(users.id, table.author_user_id));
  return {
    async add(message) {
      const [inserted] = await db
        .insert(table)
        .values({
          booking_id: message.booking_id,
          author: message.author,
          author_user_id: message.author_user_id,
          text: message.text,
          created_at: message.at,
        })
        .returning({ id: table.id });
      if (!inserted) throw new Error("booking_messages: the insert returned no row");
      const [row] = await select().where(eq(table.id, inserted.id));
      if (!row) throw new Error(`booking_messages: message ${inserted.id} vanished`);
      return messageOf(row);
    },
    list: async (bookingId) =>
      (await select().where(eq(table.booking_id, bookingId)).orderBy(asc(table.created_at), asc(table.id))).map(
        messageOf,
      ),
  };
}
