import { useActionData } from "react-router";
import { leadsQuerySchema } from "../../adapters/http/contract/staff-leads.contract";
import { passGuards } from "../app/guards";
import { pageMeta } from "../app/route-meta";
import { staffHeaders } from "../features/staff/staff-headers";
import { STAFF_GUARDS } from "../features/staff/staff-guards";
import { DeskPager } from "../features/staff-desk/desk-pager";
import { deskQuery } from "../features/staff-desk/desk-query";
import { openDesk } from "../features/staff-desk/open-desk";
import { teamNames } from "../features/staff-desk/team-names";
import { LeadCard } from "../features/staff-leads/lead-card";
import { LeadFilters } from "../features/staff-leads/lead-filters";
import { leadView } from "../features/staff-leads/lead-view";
import { leadsAction } from "../features/staff-leads/leads.action";
import { LEADS_TEXTS as T } from "../features/staff-leads/staff-leads-texts";
import type { Route } from "./+types/staff-leads";
import "../features/staff-desk/staff-desk.css";

export const handle = { fetchPageData: false };

export const headers = staffHeaders;

/** The leads (ADR 058): every form submission, newest first, filtered and paged on the server. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await passGuards(STAFF_GUARDS, { request, context });
  const desk = await openDesk({ request, context });
  const query = deskQuery(leadsQuerySchema, url);
  const [page, team] = await Promise.all([desk.leads.list(query), teamNames(desk)]);
  return {
    leads: page.leads.map(leadView),
    total: page.total,
    lastPage: Math.max(1, Math.ceil(page.total / query.per_page)),
    page: query.page,
    state: query.state,
    kind: query.kind,
    team,
  };
}

/** A lead's handling or its conversion into an application, as the signed-in staff member. */
export async function action({ request, context }: Route.ActionArgs) {
  await passGuards(STAFF_GUARDS, { request, context });
  const desk = await openDesk({ request, context });
  return leadsAction(desk, await request.formData());
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, null, `${T.title} — консоль сотрудников`),
  { name: "robots", content: "noindex" },
];

export default function StaffLeads({ loaderData }: Route.ComponentProps) {
  const { leads, total, lastPage, page, state, kind, team } = loaderData;
  const result = useActionData<typeof action>() ?? null;
  // A lead moved out of the filter (e.g. to «Готово» in the list of new ones) is no longer listed: say how it went here.
  const leftTheList = result !== null && !leads.some((lead) => lead.id === result.lead_id);
  return (
    <section className="desk-section" aria-labelledby="staff-leads-title">
      <h1 id="staff-leads-title">{T.title}</h1>
      <p className="desk-intro">{T.intro}</p>
      <LeadFilters state={state} kind={kind} />
      <div role="status" aria-live="polite">
        {leftTheList ? (
          <p className={result.ok ? "form-message--success" : "form-message--error"}>
            {T.leftTheList(result.lead_id, result.message)}
          </p>
        ) : null}
      </div>
      <p className="desk-count" role="status">
        {T.found(total)}
      </p>
      {leads.length === 0 ? (
        <p>{T.empty}</p>
      ) : (
        <div className="desk-list">
          {leads.map((lead) => (
            <LeadCard key={lead.id} lead={lead} team={team} result={result} />
          ))}
        </div>
      )}
      <DeskPager page={page} lastPage={lastPage} label={T.pager} />
    </section>
  );
}
