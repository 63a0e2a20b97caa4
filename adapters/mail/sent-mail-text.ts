import type { SentMail } from "./sent-mail-log";

/** Mails as `npm run mail` prints them: a header block per mail, then its text, separated by a rule. */
export const sentMailText = (mails: readonly SentMail[]): string => {
  if (mails.length === 0) return "No mail has been sent yet.\n";
  return mails
    .map((mail) =>
      [
        `From:    ${mail.from}`,
        `To:      ${mail.to}`,
        `Subject: ${mail.subject}`,
        `Date:    ${mail.date}`,
        "",
        mail.text,
      ].join("\n"),
    )
    .join(`\n${"-".repeat(72)}\n`)
    .concat("\n");
};
