import { subHours } from "date-fns";
import { Cause, Duration, Effect, Fiber, Schedule } from "effect";
import type { Clock } from "../../core/ports/clock.port";
import type { Mail, Mailer } from "../../core/ports/mailer.port";
import type { MailOutbox } from "./mail-outbox.sql";

/** Delivers one mail or rejects. */
export type DeliverMail = (mail: Mail) => Promise<void>;

export type SmtpMailer = Mailer &
  Readonly<{
    /** Delivers what is pending now; resolves with the number delivered. */
    drain(): Promise<number>;
    /** Resolves when no delivery pass is running (for tests and shutdown); a retry waiting for its time is not one. */
    idle(): Promise<void>;
    /** Stops the retries waiting for their time (shutdown). */
    stop(): Promise<void>;
  }>;

/** Mails older than this are not retried (a reset code inside is long dead). */
const RETRY_HOURS = 24;
const BATCH = 20;

/**
 * When mail is still pending after a pass (the mail server refused or was down), the next passes come 10 s later,
 * then twice as long each time, at most 10 minutes apart, for at most a day (ADR 043).
 */
export const MAIL_RETRY_SCHEDULE = Schedule.exponential("10 seconds").pipe(
  Schedule.modifyDelay(({ duration }) => Effect.succeed(Duration.min(duration, Duration.minutes(10)))),
  Schedule.upTo({ duration: Duration.hours(RETRY_HOURS) }),
);

/** Some mail is still pending after a delivery pass. */
type MailPending = Readonly<{ _tag: "MailPending"; count: number }>;

/**
 * The outbox with delivery: `send` writes the mail to the outbox and returns at once, then delivery runs in the
 * background, so the caller's answer time does not depend on the mail server (a reset request for a known
 * address answers as fast as for an unknown one). Passes never overlap: a send during a pass asks for one more.
 * Mail that fails stays pending and is retried on `retry` (MAIL_RETRY_SCHEDULE) and with every later send;
 * failures are logged with the outbox id only, never the mail's content.
 */
export function smtpMailer(
  outbox: MailOutbox,
  deliver: DeliverMail,
  clock: Clock,
  retry: Schedule.Schedule<unknown, MailPending> = MAIL_RETRY_SCHEDULE,
): SmtpMailer {
  let running: Promise<{ delivered: number; pending: number }> | null = null;
  let again = false;
  let retries: Fiber.Fiber<void> | null = null;

  const runOnce = async () => {
    let delivered = 0;
    let pending = 0;
    for (const entry of await outbox.pending(subHours(clock.now(), RETRY_HOURS), BATCH)) {
      try {
        await deliver(entry.mail);
        await outbox.markSent(entry.id, clock.now());
        delivered++;
      } catch (error) {
        pending++;
        const reason = error instanceof Error ? error.message : "unknown error";
        await outbox.markFailed(entry.id, reason);
        console.error(`Mail #${entry.id} was not delivered: ${reason}`);
      }
    }
    return { delivered, pending };
  };

  /** One pass at a time; a call during a pass runs one more after it and shares its outcome. */
  const pass = (): Promise<{ delivered: number; pending: number }> => {
    if (running) {
      again = true;
      return running;
    }
    const run = async () => {
      let delivered = 0;
      let outcome: { delivered: number; pending: number };
      do {
        again = false;
        outcome = await runOnce();
        delivered += outcome.delivered;
      } while (again);
      return { delivered, pending: outcome.pending };
    };
    running = run().finally(() => {
      running = null;
    });
    return running;
  };

  /** A pass that fails with MailPending when it leaves mail undelivered, so that `retry` runs it again. */
  const attempt: Effect.Effect<void, MailPending> = Effect.promise(pass).pipe(
    Effect.flatMap(({ pending }) =>
      pending > 0 ? Effect.fail<MailPending>({ _tag: "MailPending", count: pending }) : Effect.void,
    ),
  );

  /** Delivers now; the first pass of a series also keeps retrying while mail stays pending. */
  const deliverSoon = () => {
    if (retries !== null) {
      pass().catch(logStopped);
      return;
    }
    retries = Effect.runFork(
      attempt.pipe(
        Effect.retry(retry),
        Effect.catchCause((cause) => Effect.sync(() => logEnd(cause))),
        Effect.ensuring(
          Effect.sync(() => {
            retries = null;
          }),
        ),
      ),
    );
  };

  return {
    async send(mail: Mail) {
      await outbox.add(mail, clock.now());
      deliverSoon();
    },
    drain: async () => (await pass()).delivered,
    async idle() {
      // Let a just-forked series start its first pass.
      await Promise.resolve();
      while (running) await running.catch(() => undefined);
    },
    async stop() {
      if (retries !== null) await Effect.runPromise(Fiber.interrupt(retries));
    },
  };
}

/** How a series of retries ended: given up (the mail waits for the next send), or a failure of the outbox itself. */
const logEnd = (cause: Cause.Cause<MailPending>) => {
  if (Cause.hasInterruptsOnly(cause)) return;
  if (Cause.hasFails(cause)) {
    console.error("Mail is still pending after the retries; it is tried again with the next mail sent");
    return;
  }
  logStopped(Cause.squash(cause));
};

const logStopped = (error: unknown) => {
  console.error(`Mail delivery stopped: ${error instanceof Error ? error.message : "unknown error"}`);
};
