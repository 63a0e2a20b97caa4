import nodemailer from "nodemailer";
import type { DeliverMail } from "./smtp-mailer";

/** Delivery through the SMTP server of `smtpUrl` (smtp:// or smtps://, credentials in the URL), from `from`. */
export function nodemailerDelivery(smtpUrl: string, from: string): DeliverMail {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
  };
}
