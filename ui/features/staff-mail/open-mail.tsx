import { Link, useLocation } from "react-router";
import { DeskTime } from "../staff-desk/desk-time";
import { MailDelivery } from "./mail-delivery";
import type { MailView } from "./mail-view";
import { MAIL_TEXTS as T } from "./staff-mail-texts";

/** One mail with its whole text, as the site sent it (plain text, kept as written). */
export function OpenMail({ mail }: { readonly mail: MailView }) {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete("open");
  const back = params.size === 0 ? pathname : `${pathname}?${params.toString()}`;
  return (
    <article className="desk-mail" aria-labelledby="staff-mail-open-title">
      <h2 id="staff-mail-open-title">{mail.subject}</h2>
      <dl className="desk-facts">
        <dt>{T.recipient}</dt>
        <dd>{mail.to}</dd>
        <dt>{T.created}</dt>
        <dd>
          <DeskTime at={mail.created_at} />
        </dd>
        <dt>{T.delivery}</dt>
        <dd>
          <MailDelivery mail={mail} />
        </dd>
      </dl>
      <pre>{mail.text}</pre>
      <p>
        <Link to={back}>{T.close}</Link>
      </p>
    </article>
  );
}
