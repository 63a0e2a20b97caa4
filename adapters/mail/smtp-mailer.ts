import { subHours } from "date-fns";
import type { Clock } from "../../core/ports/clock.port";
import type { Mail, Mailer } from "../../core/ports/mailer.port";
import type { MailOutbox } from "./mail-outbox.sql";

/** Delivers one mail or rejects. */
export type DeliverMail = (mail: Mail) => Promise<void>;

export type SmtpMailer = Mailer &
  Readonly<{
    /** Delivers what is pending now; resolves with the number delivered. */
    drain(): Promise<number>;
    /** Resolves when no delivery is running (for tests and shutdown). */
    idle(): Promise<void>;
  }>;

/** Mails older than this are not retried (a reset code inside is long dead). */
const RETRY_HOURS = 24;
const BATCH = 20;

/**
 * The outbox with delivery: `send` writes the mail to the outbox and returns at once, then delivery runs in the
 * background, so the caller's answer time does not depend on the mail server (a reset request for a known
 * address answers as fast as for an unknown one). A mail that fails stays pending and is retried with the next
 * send; failures are logged with the outbox id only, never the mail's content.
 */
export function smtpMailer(outbox: MailOutbox, deliver: DeliverMail, clock: Clock): SmtpMailer {
  let running: Promise<number> | null = null;
  let again = false;

  const runOnce = async (): Promise<number> => {
    let delivered = 0;
    for (const entry of await outbox.pending(subHours(clock.now(), RETRY_HOURS), BATCH)) {
      try {
        await deliver(entry.mail);
        await outbox.markSent(entry.id, clock.now());
        delivered++;
      } catch (error) {
        console.error(
          `Mail #${entry.id} was not delivered: ${error instanceof Error ? error.message : "unknown error"}`,
        );
      }
    }
    return delivered;
  };

  const drain = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    const run = async (): Promise<number> => {
      let total = 0;
      do {
        again = false;
        total += await runOnce();
      } while (again);
      return total;
    };
    running = run().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    async send(mail: Mail) {
      await outbox.add(mail, clock.now());
      drain().catch((error: unknown) => {
        console.error(`Mail delivery stopped: ${error instanceof Error ? error.message : "unknown error"}`);
      });
    },
    drain,
    async idle() {
      while (running) await running.catch(() => 0);
    },
  };
}
