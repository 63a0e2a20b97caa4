import { DeskTime } from "../staff-desk/desk-time";
import type { MailView } from "./mail-view";
import { MAIL_TEXTS as T } from "./staff-mail-texts";

/** How delivery went: delivered (when), or not yet, with the tries and the last error (in words, not colour alone). */
export function MailDelivery({ mail }: { readonly mail: MailView }) {
  if (mail.sent_at !== null) {
    return (
      <>
        <span className="mail-state mail-state--sent">{T.sent}</span> <DeskTime at={mail.sent_at} />
      </>
    );
  }
  const failed = mail.last_error !== "";
  return (
    <>
      <span className={failed ? "mail-state mail-state--failed" : "mail-state"}>{failed ? T.notSent : T.waiting}</span>
      {mail.attempts > 0 ? <> {T.attempts(mail.attempts)}</> : null}
      {failed ? (
        <>
          <br />
          {T.lastError}: {mail.last_error}
        </>
      ) : null}
    </>
  );
}
