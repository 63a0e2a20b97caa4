import { Outlet } from "react-router";
import { sessionKeyOf } from "../../adapters/storage/browser/session-key";
import { isAdminUser } from "../../core/domain/user/staff-role";
import { passGuards } from "../app/guards";
import { prefetch } from "../data/prefetch";
import { currentUserQuery } from "../features/account/account.queries";
import { staffHeaders } from "../features/staff/staff-headers";
import { STAFF_GUARDS } from "../features/staff/staff-guards";
import { StaffNav } from "../features/staff/staff-nav";
import type { Route } from "./+types/staff-layout";
import "../styles/content.css";
import "../styles/staff.css";

/** Console pages have no page data: each section titles itself. */
export const handle = { fetchPageData: false };

export const headers = staffHeaders;

/** The console is for staff and admins only (403 for everyone else, on the server); admins also see the team. */
export async function loader(args: Route.LoaderArgs) {
  await passGuards(STAFF_GUARDS, args);
  const sessionKey = sessionKeyOf(args.request.headers.get("cookie"));
  const {
    data: [user],
  } = await prefetch(args.context, (api) => [currentUserQuery(api, sessionKey)] as const);
  return { admin: isAdminUser(user), viewerId: user?.id ?? 0 };
}

/** The data of the console layout, as its sections read it. */
export type StaffLayoutData = Awaited<ReturnType<typeof loader>>;

/** The console's frame: its navigation, then the current section (which has the page's heading). */
export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="container page content-page staff">
      <StaffNav admin={loaderData.admin} />
      <div className="staff__body">
        <Outlet />
      </div>
    </main>
  );
}
