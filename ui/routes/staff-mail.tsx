import { Form } from "react-router";
import { outboxQuerySchema } from "../../adapters/http/contract/staff-mail.contract";
import { entityIdOfText } from "../../core/domain/shared/entity-id";
import { passGuards } from "../app/guards";
import { pageMeta } from "../app/route-meta";
import { staffHeaders } from "../features/staff/staff-headers";
import { STAFF_GUARDS } from "../features/staff/staff-guards";
import { DeskPager } from "../features/staff-desk/desk-pager";
import { deskQuery } from "../features/staff-desk/desk-query";
import { openDesk } from "../features/staff-desk/open-desk";
import { MailTable } from "../features/staff-mail/mail-table";
import { mailView } from "../features/staff-mail/mail-view";
import { OpenMail } from "../features/staff-mail/open-mail";
import { MAIL_TEXTS as T } from "../features/staff-mail/staff-mail-texts";
import type { Route } from "./+types/staff-mail";
import "../features/staff-desk/staff-desk.css";

export const handle = { fetchPageData: false };

export const headers = staffHeaders;

/** The outbox (ADR 058): what the site sent, newest first, by recipient, paged; `?open=` shows one mail's text. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await passGuards(STAFF_GUARDS, { request, context });
  const desk = await openDesk({ request, context });
  const query = deskQuery(outboxQuerySchema, url);
  const openId = entityIdOfText(url.searchParams.get("open") ?? "");
  const [page, opened] = await Promise.all([
    desk.outbox.list(query),
    openId === null ? Promise.resolve(null) : desk.outbox.find(openId),
  ]);
  return {
    mails: page.mails.map(mailView),
    total: page.total,
    lastPage: Math.max(1, Math.ceil(page.total / query.per_page)),
    page: query.page,
    to: query.to ?? "",
    opened: opened === null ? null : mailView(opened),
    missing: openId !== null && opened === null,
  };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, null, `${T.title} — консоль сотрудников`),
  { name: "robots", content: "noindex" },
];

export default function StaffMail({ loaderData }: Route.ComponentProps) {
  const { mails, total, lastPage, page, to, opened, missing } = loaderData;
  return (
    <section className="desk-section" aria-labelledby="staff-mail-title">
      <h1 id="staff-mail-title">{T.title}</h1>
      <p className="desk-intro">{T.intro}</p>
      <Form method="get" className="desk-filters" aria-label={T.filters}>
        <div className="form-field">
          <label htmlFor="mail-to">{T.to}</label>
          <input id="mail-to" name="to" type="search" defaultValue={to} aria-describedby="mail-to-hint" />
          <p className="desk-hint" id="mail-to-hint">
            {T.toHint}
          </p>
        </div>
        <button type="submit" className="button">
          {T.show}
        </button>
      </Form>
      {opened === null ? null : <OpenMail mail={opened} />}
      {missing ? <p className="form-message--error">{T.missing}</p> : null}
      <p className="desk-count" role="status">
        {T.found(total)}
      </p>
      {mails.length === 0 ? <p>{T.empty}</p> : <MailTable mails={mails} />}
      <DeskPager page={page} lastPage={lastPage} label={T.pager} />
    </section>
  );
}
