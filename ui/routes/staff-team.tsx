import { useActionData } from "react-router";
import { teamQuerySchema } from "../../adapters/http/contract/staff-team.contract";
import { passGuards } from "../app/guards";
import { pageMeta } from "../app/route-meta";
import { staffHeaders } from "../features/staff/staff-headers";
import { ADMIN_GUARDS } from "../features/staff/staff-guards";
import { DeskPager } from "../features/staff-desk/desk-pager";
import { deskQuery } from "../features/staff-desk/desk-query";
import { openAdminDesk } from "../features/staff-desk/open-desk";
import { AddMemberForm } from "../features/staff-team/add-member-form";
import { TEAM_TEXTS as T } from "../features/staff-team/staff-team-texts";
import { teamAction } from "../features/staff-team/team.action";
import { TeamTable } from "../features/staff-team/team-table";
import type { Route } from "./+types/staff-team";
import "../features/staff-desk/staff-desk.css";

export const handle = { fetchPageData: false };

export const headers = staffHeaders;

/** The team (ADR 058), for admins only: staff get the 403 page like everyone else. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await passGuards(ADMIN_GUARDS, { request, context });
  const desk = await openAdminDesk({ request, context });
  const query = deskQuery(teamQuerySchema, url);
  const page = await desk.directory.list(query);
  return {
    members: page.members,
    lastPage: Math.max(1, Math.ceil(page.total / query.per_page)),
    page: query.page,
    viewerId: desk.viewer.user_id,
  };
}

/** «Добавить сотрудника» and role changes, as the signed-in admin. */
export async function action({ request, context }: Route.ActionArgs) {
  await passGuards(ADMIN_GUARDS, { request, context });
  const desk = await openAdminDesk({ request, context });
  return teamAction(desk.team, await request.formData());
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, null, `${T.title} — консоль сотрудников`),
  { name: "robots", content: "noindex" },
];

export default function StaffTeam({ loaderData }: Route.ComponentProps) {
  const { members, lastPage, page, viewerId } = loaderData;
  const result = useActionData<typeof action>() ?? null;
  return (
    <section className="desk-section" aria-labelledby="staff-team-title">
      <h1 id="staff-team-title">{T.title}</h1>
      <p className="desk-intro">{T.intro}</p>
      <TeamTable members={members} viewerId={viewerId} result={result} />
      <DeskPager page={page} lastPage={lastPage} label={T.pager} />
      <AddMemberForm result={result} />
    </section>
  );
}
