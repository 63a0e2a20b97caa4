import type { Clock } from "../../core/ports/clock.port";
import type { Mail, Mailer } from "../../core/ports/mailer.port";
import type { SentMailLog } from "./sent-mail-log";

/**
 * A mailer that also copies every mail it accepts into the sent-mail log, after the inner mailer took it (outbox
 * written). A copy that cannot be written is logged and does not fail the send: the outbox has the mail.
 */
export function copyingMailer(inner: Mailer, log: SentMailLog, from: string, clock: Clock): Mailer {
  return {
    async send(mail: Mail) {
      await inner.send(mail);
      try {
        await log.append({
          from,
          to: mail.to,
          subject: mail.subject,
          date: clock.now().toISOString(),
          text: mail.text,
        });
      } catch (error) {
        console.error(
          `The copy of a sent mail was not written: ${error instanceof Error ? error.message : "unknown error"}`,
        );
      }
    },
  };
}
