import { data, Link } from "react-router";
import { sessionKeyOf } from "../../adapters/storage/browser/session-key";
import { waveDateText } from "../../core/domain/admission/wave-date-text";
import { bookingStatusText } from "../../core/domain/booking/booking-status-text";
import { idOfQueryValue, parseApplyTarget } from "../../core/domain/institution-page/apply-target";
import { hrefFor } from "../../core/domain/route/href-for";
import { passGuards } from "../app/guards";
import { pageMeta } from "../app/route-meta";
import { prefetch } from "../data/prefetch";
import { applicationsQuery, currentUserQuery } from "../features/account/account.queries";
import { ApplicationTarget, applicationHeading } from "../features/account/application-target";
import { loadBookingStart, START_INTENT, startBookingAction } from "../features/account/booking-start";
import { BookingStartPanel } from "../features/account/booking-start-panel";
import { BOOKING_START_TEXTS } from "../features/account/booking-start-texts";
import { SETTINGS_GUARDS } from "../features/account/settings-guards";
import type { Route } from "./+types/settings-applications";

export const handle = { fetchPageData: false, settingsSection: "Заявки" };

/**
 * The user's bookings grouped by status in display order (a failed call reads as no bookings, spec 7); above them,
 * the booking «Подать заявку» started (`?education_base=` or `?institution=`, ADR 023), or the one just filed
 * (`?created=`).
 */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  await passGuards(SETTINGS_GUARDS, { request, context });
  const sessionKey = sessionKeyOf(request.headers.get("cookie"));
  const target = parseApplyTarget(url.searchParams);
  const {
    data: [groups, user],
  } = await prefetch(
    context,
    (api) => [applicationsQuery(api, sessionKey), currentUserQuery(api, sessionKey)] as const,
  );
  const defaults = {
    name: user === null ? "" : `${user.first_name} ${user.last_name}`.trim(),
    phone: user?.phone ?? "",
    email: user?.email ?? "",
  };
  const start = target === null ? null : await loadBookingStart(context, target, defaults, new Date());
  return {
    groups,
    start,
    created: idOfQueryValue(url.searchParams.get("created")),
    userParam: params.user === undefined ? {} : { user: params.user },
  };
}

/** The post of «Подать заявку» (the only form of this page). */
export async function action({ request, url, context }: Route.ActionArgs) {
  await passGuards(SETTINGS_GUARDS, { request, context });
  const form = await request.formData().catch(() => null);
  if (form?.get(START_INTENT.name) !== START_INTENT.value) throw data("Метод не поддерживается", { status: 405 });
  return startBookingAction({ form, url, context });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, null, "Заявки — настройки"),
  { name: "robots", content: "noindex" },
];

export default function SettingsApplications({ loaderData }: Route.ComponentProps) {
  const { start, created } = loaderData;
  return (
    <>
      {start === null ? null : <BookingStartPanel start={start} />}
      <p className="booking-created" role="status">
        {created === null ? null : BOOKING_START_TEXTS.created(created)}
      </p>
      <BookingGroups groups={loaderData.groups} created={created} userParam={loaderData.userParam} />
    </>
  );
}

type Groups = Route.ComponentProps["loaderData"]["groups"];

function BookingGroups({
  groups,
  created,
  userParam,
}: {
  groups: Groups;
  created: number | null;
  userParam: { user?: string };
}) {
  if (groups.length === 0) {
    return (
      <p>
        У вас пока нет заявок. Выберите учебное заведение в{" "}
        <Link to={hrefFor({ screen: "institutions-listing", params: { type: "catalog" } })}>каталоге</Link> и подайте
        заявку на странице программы.
      </p>
    );
  }
  return (
    <div className="booking-groups">
      {groups.map((group, index) => {
        const text = bookingStatusText(group.status);
        const id = `status-${group.status._tag === "Known" ? group.status.key : "unknown"}`;
        return (
          <section key={index} className="booking-group" aria-labelledby={id}>
            <h2 id={id}>
              {text.title} <span className="badge">{group.bookings.length}</span>
            </h2>
            <p className="card__meta">{text.description}</p>
            <ul className="card-grid card-grid--wide">
              {group.bookings.map((booking) => {
                const heading = applicationHeading(booking);
                return (
                  <li key={booking.id}>
                    <article className="card" aria-current={booking.id === created ? "true" : undefined}>
                      <h3 className="card__title">
                        <Link to={heading.href}>{heading.title}</Link>
                      </h3>
                      <dl className="facts">
                        <ApplicationTarget booking={booking} />
                        <div>
                          <dt>Заявка</dt>
                          <dd>
                            <Link
                              to={hrefFor({
                                screen: "settings-application",
                                params: { ...userParam, application: String(booking.id) },
                              })}
                            >
                              №&nbsp;{booking.id}: документы, сообщения, оплата
                            </Link>
                          </dd>
                        </div>
                        <div>
                          <dt>Создана</dt>
                          <dd>
                            <time dateTime={booking.created_at}>{waveDateText(booking.created_at)}</time>
                          </dd>
                        </div>
                        <div>
                          <dt>Обновлена</dt>
                          <dd>
                            <time dateTime={booking.updated_at}>{waveDateText(booking.updated_at)}</time>
                          </dd>
                        </div>
                      </dl>
                    </article>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
