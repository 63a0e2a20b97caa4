import { Form } from "react-router";
import { auditQuerySchema } from "../../adapters/http/contract/staff-audit.contract";
import { AUDIT_SUBJECTS } from "../../core/domain/audit/audit-subjects";
import { passGuards } from "../app/guards";
import { pageMeta } from "../app/route-meta";
import { staffHeaders } from "../features/staff/staff-headers";
import { STAFF_GUARDS } from "../features/staff/staff-guards";
import { AuditTable } from "../features/staff-audit/audit-table";
import { auditView } from "../features/staff-audit/audit-view";
import { AUDIT_SUBJECT_TEXTS, AUDIT_TEXTS as T } from "../features/staff-audit/staff-audit-texts";
import { DeskPager } from "../features/staff-desk/desk-pager";
import { deskQuery } from "../features/staff-desk/desk-query";
import { openDesk } from "../features/staff-desk/open-desk";
import { teamNames } from "../features/staff-desk/team-names";
import type { Route } from "./+types/staff-audit";
import "../features/staff-desk/staff-desk.css";

export const handle = { fetchPageData: false };

export const headers = staffHeaders;

/** The audit log (ADR 057, 058): every staff action, newest first, by actor, kind of object and application. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await passGuards(STAFF_GUARDS, { request, context });
  const desk = await openDesk({ request, context });
  const { actor, subject_type, booking, page, per_page } = deskQuery(auditQuerySchema, url);
  const [found, team] = await Promise.all([
    desk.audit.list({
      page,
      per_page,
      ...(actor === undefined ? {} : { actor_user_id: actor }),
      ...(subject_type === undefined ? {} : { subject_type }),
      ...(booking === undefined ? {} : { booking_id: booking }),
    }),
    teamNames(desk),
  ]);
  return {
    entries: found.entries.map(auditView),
    total: found.total,
    lastPage: Math.max(1, Math.ceil(found.total / per_page)),
    page,
    filters: { actor: actor ?? null, subject_type: subject_type ?? null, booking: booking ?? null },
    team,
  };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, null, `${T.title} — консоль сотрудников`),
  { name: "robots", content: "noindex" },
];

export default function StaffAudit({ loaderData }: Route.ComponentProps) {
  const { entries, total, lastPage, page, filters, team } = loaderData;
  return (
    <section className="desk-section" aria-labelledby="staff-audit-title">
      <h1 id="staff-audit-title">{T.title}</h1>
      <p className="desk-intro">{T.intro}</p>
      <Form method="get" className="desk-filters" aria-label={T.filters}>
        <div className="form-field">
          <label htmlFor="audit-actor">{T.actor}</label>
          <select id="audit-actor" name="actor" defaultValue={filters.actor ?? ""}>
            <option value="">{T.any}</option>
            {team.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="audit-subject">{T.subject}</label>
          <select id="audit-subject" name="subject_type" defaultValue={filters.subject_type ?? ""}>
            <option value="">{T.any}</option>
            {AUDIT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {AUDIT_SUBJECT_TEXTS[subject]}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="audit-booking">{T.booking}</label>
          <input
            id="audit-booking"
            name="booking"
            inputMode="numeric"
            pattern="[0-9]*"
            defaultValue={filters.booking ?? ""}
          />
        </div>
        <button type="submit" className="button">
          {T.show}
        </button>
      </Form>
      <p className="desk-count" role="status">
        {T.found(total)}
      </p>
      {entries.length === 0 ? <p>{T.empty}</p> : <AuditTable entries={entries} team={team} />}
      <DeskPager page={page} lastPage={lastPage} label={T.pager} />
    </section>
  );
}
