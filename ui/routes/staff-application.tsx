import { passGuards } from "../app/guards";
import { pageMeta } from "../app/route-meta";
import { STAFF_GUARDS } from "../features/staff/staff-guards";
import { staffHeaders } from "../features/staff/staff-headers";
import { staffApplicationAction } from "../features/staff-application/staff-application.action";
import { loadStaffApplication, staffApplicationIdOf } from "../features/staff-application/staff-application.loader";
import { StaffApplicationIsland } from "../features/staff-application/staff-application-island";
import { loadDeferredIslands } from "../components/deferred-island-registry";
import { STAFF_TEXTS as T } from "../features/staff-application/staff-texts";
import "../features/application/application.css";
import "../features/application-timeline/application-timeline.css";
import "../features/application-messages/application-messages.css";
import "../features/application-documents/application-documents.css";
import "../features/staff-application/staff-application.css";
import type { Route } from "./+types/staff-application";

export const handle = { fetchPageData: false };

export const headers = staffHeaders;

/** One application in the staff console (ADR 057): guarded on the server like every console section (ADR 056). */
export async function loader(args: Route.LoaderArgs) {
  await passGuards(STAFF_GUARDS, args);
  const [data] = await Promise.all([loadStaffApplication(args.url, args.context), loadDeferredIslands()]);
  return data;
}

/** A client navigation to the page loads the page's code beside its data, so it renders at once (ADR 050). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadDeferredIslands()]);
  return data;
}

/** Every form of the page posts here, without JavaScript and with it; anyone but staff gets the 403 page. */
export async function action(args: Route.ActionArgs) {
  await passGuards(STAFF_GUARDS, args);
  return staffApplicationAction(args.request, args.context, staffApplicationIdOf(args.url), args.url.pathname);
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, null, args.data ? `${T.title(args.data.booking.id)} — сотрудникам` : "Заявка — сотрудникам"),
  { name: "robots", content: "noindex" },
];

export default function StaffApplication({ loaderData }: Route.ComponentProps) {
  return <StaffApplicationIsland data={loaderData} />;
}
