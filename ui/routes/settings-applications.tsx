import { Link } from "react-router";
import { sessionKeyOf } from "../../adapters/storage/browser/session-key";
import { waveDateText } from "../../core/domain/admission/wave-date-text";
import { bookingStatusText } from "../../core/domain/booking/booking-status-text";
import { institutionHref } from "../../core/domain/compare/compare-links";
import { hrefFor } from "../../core/domain/route/href-for";
import { pageMeta } from "../app/route-meta";
import { prefetch } from "../data/prefetch";
import { applicationsQuery } from "../features/account/account.queries";
import type { Route } from "./+types/settings-applications";

export const handle = { fetchPageData: false, settingsSection: "Заявки" };

/** The user's bookings grouped by status in display order (a failed call reads as no bookings, spec 7). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const sessionKey = sessionKeyOf(request.headers.get("cookie"));
  const {
    data: [groups],
  } = await prefetch(context, (api) => [applicationsQuery(api, sessionKey)] as const);
  return { groups };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, null, "Заявки — настройки"),
  { name: "robots", content: "noindex" },
];

type Booking = Awaited<ReturnType<typeof loader>>["groups"][number]["bookings"][number];

/** The education base page of spec 2 that a booking is for. */
const educationBaseHref = ({ institution, education_base }: Booking): string =>
  hrefFor({
    screen: "institution-education-base",
    params: {
      type: institution.type_slug,
      institution: institution.slug,
      educationBase: education_base.slug,
      ...(institution.city === null
        ? { country: institution.country.slug }
        : { country: institution.country.slug, city: institution.city.slug }),
    },
  });

export default function SettingsApplications({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
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
                return (
                  <li key={booking.id}>
                    <article className="card">
                      <h3 className="card__title">
                        <Link to={institutionHref(booking.institution)}>{booking.institution.title.ru}</Link>
                      </h3>
                      <dl className="facts">
                        <div>
                          <dt>Основа обучения</dt>
                          <dd>
                            <Link to={educationBaseHref(booking)}>{booking.education_base.title}</Link>
                          </dd>
                        </div>
                        <div>
                          <dt>Заявка</dt>
                          <dd>№&nbsp;{booking.id}</dd>
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
