import type { Clock } from "../../core/ports/clock.port";
import type { Mail, Mailer } from "../../core/ports/mailer.port";
import type { MailOutbox } from "./mail-outbox.sql";

/** The default mailer: mails are written to the outbox table and left for the operator (or a relay) to deliver. */
export function outboxMailer(outbox: MailOutbox, clock: Clock): Mailer {
  return {
    async send(mail: Mail) {
      await outbox.add(mail, clock.now());
    },
  };
}
