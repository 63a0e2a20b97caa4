import { data, Link, redirect } from "react-router";
import { sessionKeyOf } from "../../adapters/storage/browser/session-key";
import { idOfQueryValue } from "../../core/domain/institution-page/apply-target";
import { BOOKING_STATUSES } from "../../core/domain/booking/booking-status";
import { parseQueueParams } from "../../core/domain/staff-queue/queue-params";
import { SAVED_QUEUE_VIEWS, savedViewFilter, savedViewOf } from "../../core/domain/staff-queue/saved-views";
import { isAdminUser } from "../../core/domain/user/staff-role";
import { passGuards } from "../app/guards";
import { requestApiContext } from "../app/request-context";
import { pageMeta } from "../app/route-meta";
import { prefetch } from "../data/prefetch";
import { currentUserQuery } from "../features/account/account.queries";
import { QueueFilterForm } from "../features/staff/queue-filter-form";
import { queueHref } from "../features/staff/queue-href";
import { QueuePager } from "../features/staff/queue-pager";
import { QueueStatusTabs } from "../features/staff/queue-status-tabs";
import { ASSIGN_FIELDS, QueueTable } from "../features/staff/queue-table";
import { QUEUE_TEXTS as T, VIEW_TEXTS } from "../features/staff/queue-texts";
import { SLA_FIELDS, SlaForm } from "../features/staff/sla-form";
import { ADMIN_GUARDS, STAFF_GUARDS } from "../features/staff/staff-guards";
import { staffHeaders } from "../features/staff/staff-headers";
import { staffQueueOptionsQuery, staffQueueQuery, staffSlaQuery } from "../features/staff/staff-queue.queries";
import type { Route } from "./+types/staff-queue";

export const handle = { fetchPageData: false };

export const headers = staffHeaders;

/** The queue under the address's filters (read leniently), the form's options and, for admins, the SLA. */
export async function loader(args: Route.LoaderArgs) {
  await passGuards(STAFF_GUARDS, args);
  const { request, url, context } = args;
  const sessionKey = sessionKeyOf(request.headers.get("cookie"));
  const filter = parseQueueParams((name) => url.searchParams.get(name));
  const {
    data: [page, options, user],
  } = await prefetch(
    context,
    (api) =>
      [
        staffQueueQuery(api, sessionKey, filter),
        staffQueueOptionsQuery(api, sessionKey),
        currentUserQuery(api, sessionKey),
      ] as const,
  );
  const sla = isAdminUser(user)
    ? (await prefetch(context, (api) => [staffSlaQuery(api, sessionKey)] as const)).data[0]
    : null;
  return { filter, page, options, sla, viewerId: user?.id ?? 0, now: new Date() };
}

const assigneeOf = (value: FormDataEntryValue | null): number | null | undefined =>
  value === "none" ? null : (idOfQueryValue(typeof value === "string" ? value : null) ?? undefined);

const hoursOf = (value: FormDataEntryValue | null): number | null => {
  const text = typeof value === "string" ? value.trim() : "";
  return /^\d{1,5}$/.test(text) ? Number(text) : null;
};

/** Assignments (any staff member) and SLA changes (admins only); success returns to the same queue page. */
export async function action(args: Route.ActionArgs) {
  await passGuards(STAFF_GUARDS, args);
  const { request, url, context } = args;
  const api = context.get(requestApiContext);
  const form = await request.formData().catch(() => null);
  const back = () => redirect(`${url.pathname}${url.search}`, 303);
  const intent = form?.get(ASSIGN_FIELDS.intent);
  if (form !== null && intent === ASSIGN_FIELDS.value) {
    const booking = idOfQueryValue(String(form.get(ASSIGN_FIELDS.booking) ?? ""));
    const assignee = assigneeOf(form.get(ASSIGN_FIELDS.assignee));
    if (booking === null || assignee === undefined) return data({ error: T.assignFailed }, { status: 422 });
    const result = await api.staffQueue.assign(booking, assignee);
    return result._tag === "Ok" ? back() : data({ error: T.assignFailed }, { status: 422 });
  }
  if (form !== null && intent === SLA_FIELDS.value) {
    await passGuards(ADMIN_GUARDS, args);
    const status = BOOKING_STATUSES.find((key) => key === form.get(SLA_FIELDS.status));
    const hours = hoursOf(form.get(SLA_FIELDS.hours));
    if (status === undefined || hours === null) return data({ error: T.slaFailed }, { status: 422 });
    const result = await api.staffQueue.setSla(status, hours);
    return result._tag === "Ok" ? back() : data({ error: T.slaFailed }, { status: 422 });
  }
  throw data("Метод не поддерживается", { status: 405 });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, null, "Заявки — консоль сотрудника"),
  { name: "robots", content: "noindex" },
];

/** The queue: saved views, statuses with counts, filters, the page of applications, the pager, the SLA for admins. */
export default function StaffQueue({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, page, options, sla, viewerId, now } = loaderData;
  const current = savedViewOf(filter, viewerId);
  return (
    <>
      <h1>{T.title}</h1>
      <nav className="queue-views" aria-label={T.views}>
        <ul>
          {SAVED_QUEUE_VIEWS.map((view) => (
            <li key={view}>
              <Link
                to={queueHref(savedViewFilter(view, viewerId, filter.course))}
                {...(current === view ? { "aria-current": "page" as const } : {})}
              >
                {VIEW_TEXTS[view]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {page === null ? null : <QueueStatusTabs filter={filter} counts={page.counts} />}
      <QueueFilterForm filter={filter} options={options} />
      {actionData?.error ? (
        <p className="form-error" role="alert">
          {actionData.error}
        </p>
      ) : null}
      {page === null ? (
        <p role="alert">{T.failed}</p>
      ) : (
        <>
          <p className="queue-total" aria-live="polite">
            {T.found(page.total)}
          </p>
          {page.rows.length === 0 ? (
            <p>{T.empty}</p>
          ) : (
            <QueueTable rows={page.rows} staff={options?.staff ?? []} viewerId={viewerId} now={now} />
          )}
          <QueuePager filter={filter} last={page.last_page} />
        </>
      )}
      {sla === null || sla === undefined ? null : <SlaForm settings={sla} />}
    </>
  );
}
