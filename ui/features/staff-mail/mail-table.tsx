import { Link, useLocation } from "react-router";
import { TableScroll } from "../../components/table-scroll";
import { DeskTime } from "../staff-desk/desk-time";
import { MailDelivery } from "./mail-delivery";
import type { MailView } from "./mail-view";
import { MAIL_TEXTS as T } from "./staff-mail-texts";

/** The address of this list with one mail open (its filters and page kept). */
const openHref = (pathname: string, search: string, id: number) => {
  const params = new URLSearchParams(search);
  params.set("open", String(id));
  return `${pathname}?${params.toString()}`;
};

/** The outbox as a table: when, to whom, the subject and the delivery, each mail opened by a plain link. */
export function MailTable({ mails }: { readonly mails: readonly MailView[] }) {
  const { pathname, search } = useLocation();
  return (
    <TableScroll label={{ id: "staff-mail-caption" }}>
      <table className="desk-table">
        <caption id="staff-mail-caption" className="visually-hidden">
          {T.caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{T.when}</th>
            <th scope="col">{T.recipient}</th>
            <th scope="col">{T.subject}</th>
            <th scope="col">{T.delivery}</th>
          </tr>
        </thead>
        <tbody>
          {mails.map((mail) => (
            <tr key={mail.id}>
              <td>
                <DeskTime at={mail.created_at} />
              </td>
              <td className="desk-table__address">{mail.to}</td>
              <td>
                <Link to={openHref(pathname, search, mail.id)} aria-label={T.openLabel(mail.subject)}>
                  {mail.subject}
                </Link>
              </td>
              <td>
                <MailDelivery mail={mail} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
