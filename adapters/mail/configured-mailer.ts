import type { Clock } from "../../core/ports/clock.port";
import type { Mailer } from "../../core/ports/mailer.port";
import type { Database } from "../storage/sql/database";
import { sqlMailOutbox } from "./mail-outbox.sql";
import { nodemailerDelivery } from "./nodemailer-delivery";
import { outboxMailer } from "./outbox-mailer";
import { smtpMailer } from "./smtp-mailer";

export type MailSettings = Readonly<{ smtpUrl: string | undefined; mailFrom: string }>;

/** The outbox table always; delivery through SMTP (nodemailer) only when an SMTP URL is configured. */
export function configuredMailer(settings: MailSettings, db: Database, clock: Clock): Mailer {
  const outbox = sqlMailOutbox(db);
  return settings.smtpUrl
    ? smtpMailer(outbox, nodemailerDelivery(settings.smtpUrl, settings.mailFrom), clock)
    : outboxMailer(outbox, clock);
}
