import { Outlet } from "react-router";
import { passGuards } from "../app/guards";
import { pageMeta } from "../app/route-meta";
import { SETTINGS_GUARDS } from "../features/account/settings-guards";
import { ApplicationSummary } from "../features/application/application-summary";
import { ApplicationTabs } from "../features/application/application-tabs-nav";
import { loadApplication } from "../features/application/load-application";
import "../features/application/application.css";
import type { Route } from "./+types/settings-application";

/** The trail and the heading of the settings layout: «Заявки» › «Заявка № 12». */
export const handle = {
  fetchPageData: false,
  settingsSection: "Заявки",
  settingsParent: { name: "Заявки", screen: "settings-applications" },
};

/** One of the user's applications (ADR 051): its summary and tabs; someone else's is a 404. */
export async function loader(args: Route.LoaderArgs) {
  await passGuards(SETTINGS_GUARDS, args);
  const { booking, params } = await loadApplication(args);
  return { booking, params, sectionTitle: `Заявка № ${booking.id}` };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, null, args.data ? `Заявка № ${args.data.booking.id} — настройки` : "Заявка — настройки"),
  { name: "robots", content: "noindex" },
];

export default function SettingsApplication({ loaderData }: Route.ComponentProps) {
  const { booking, params } = loaderData;
  return (
    <div className="application">
      <ApplicationSummary booking={booking} />
      <ApplicationTabs params={params} />
      <div className="application__body">
        <Outlet />
      </div>
    </div>
  );
}
