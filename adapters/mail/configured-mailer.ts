import type { Clock } from "../../core/ports/clock.port";
import type { Mailer } from "../../core/ports/mailer.port";
import type { Database } from "../storage/sql/database";
import { copyingMailer } from "./copying-mailer";
import { sqlMailOutbox } from "./mail-outbox.sql";
import { nodemailerDelivery } from "./nodemailer-delivery";
import { outboxMailer } from "./outbox-mailer";
import { sentMailLog } from "./sent-mail-log";
import { smtpMailer } from "./smtp-mailer";

export type MailSettings = Readonly<{ smtpUrl: string | undefined; mailFrom: string }>;

/**
 * The outbox table always; delivery through SMTP (nodemailer) only when an SMTP URL is configured; and a copy of
 * each mail in the sent-mail log at `sentMailLogPath` when one is given (the embedded database, ADR 044).
 */
export function configuredMailer(settings: MailSettings, db: Database, clock: Clock, sentMailLogPath?: string): Mailer {
  const outbox = sqlMailOutbox(db);
  const mailer = settings.smtpUrl
    ? smtpMailer(outbox, nodemailerDelivery(settings.smtpUrl, settings.mailFrom), clock)
    : outboxMailer(outbox, clock);
  return sentMailLogPath === undefined
    ? mailer
    : copyingMailer(mailer, sentMailLog(sentMailLogPath), settings.mailFrom, clock);
}
