import { Link, useRouteLoaderData } from "react-router";
import { countText } from "../../core/domain/text/count-text";
import { APPLICATION_FORMS, NOTIFICATION_FORMS } from "../../core/domain/text/counted-nouns";
import { passGuards } from "../app/guards";
import { pageMeta } from "../app/route-meta";
import { prefetch } from "../data/prefetch";
import { applicationsQuery, notificationsQuery } from "../features/account/account.queries";
import { SETTINGS_GUARDS } from "../features/account/settings-guards";
import { SETTINGS_SECTIONS, settingsHref } from "../features/account/settings-nav";
import { sessionKeyOf } from "../../adapters/storage/browser/session-key";
import type { SettingsData } from "./settings-layout";
import type { Route } from "./+types/settings-index";

export const handle = { fetchPageData: false };

/** /u/{user?}/settings/: the sections, with how many bookings and notifications wait in them. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await passGuards(SETTINGS_GUARDS, { request, context });
  const sessionKey = sessionKeyOf(request.headers.get("cookie"));
  const {
    data: [groups, notifications],
  } = await prefetch(
    context,
    (api) => [applicationsQuery(api, sessionKey), notificationsQuery(api, sessionKey, 1)] as const,
  );
  return {
    bookings: groups.reduce((sum, group) => sum + group.bookings.length, 0),
    notifications: notifications.total,
  };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, null, "Настройки"),
  { name: "robots", content: "noindex" },
];

export default function SettingsIndex({ loaderData }: Route.ComponentProps) {
  const settings = useRouteLoaderData<SettingsData>("settings");
  const { bookings, notifications } = loaderData;
  const counts: Partial<Record<(typeof SETTINGS_SECTIONS)[number]["screen"], string>> = {
    "settings-applications": countText(bookings, APPLICATION_FORMS),
    "settings-notifications": countText(notifications, NOTIFICATION_FORMS),
  };
  return (
    <ul className="card-grid">
      {SETTINGS_SECTIONS.map((section) => (
        <li key={section.screen}>
          <article className="card">
            <h2 className="card__title">
              <Link to={settingsHref(section.screen, settings?.userParam ?? {})}>{section.title}</Link>
            </h2>
            <p className="card__text">{section.about}</p>
            {counts[section.screen] ? <p className="card__meta">{counts[section.screen]}</p> : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
