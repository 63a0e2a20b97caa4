import { useLocation } from "react-router";
import { listPageHref } from "../content/route-guards";
import { moscowDateTimeText } from "../application-timeline/timeline-texts";
import { auditActionText, auditChangeText } from "./audit-words";
import { Pager } from "./pager";
import type { StaffApplicationData } from "./staff-application.loader";
import { STAFF_TEXTS as T } from "./staff-texts";

/** The application's own audit entries, newest first, paged on the server: when, who, what, before and after. */
export function AuditSection({ data }: { readonly data: StaffApplicationData }) {
  const location = useLocation();
  const url = new URL(`${location.pathname}${location.search}`, "http://page.local");
  const audit = data.audit;
  return (
    <section className="staff-card" id="audit" aria-labelledby="audit-title">
      <h2 id="audit-title">{T.audit}</h2>
      {audit === null || audit.items.length === 0 ? (
        <p>{T.noAudit}</p>
      ) : (
        <div className="staff-table-wrap" role="region" aria-label="Записи журнала" tabIndex={0}>
          <table className="staff-table staff-audit">
            <thead>
              <tr>
                <th scope="col">Когда</th>
                <th scope="col">Кто</th>
                <th scope="col">Действие</th>
                <th scope="col">Было → стало</th>
              </tr>
            </thead>
            <tbody>
              {audit.items.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.at}>{moscowDateTimeText(new Date(entry.at))}</time>
                  </td>
                  <td>
                    {entry.actor_user_id === null ? T.systemActor : entry.actor_name || `№ ${entry.actor_user_id}`}
                  </td>
                  <th scope="row">{auditActionText(entry.action)}</th>
                  <td className="staff-audit__change">{auditChangeText(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {audit === null ? null : (
        <Pager
          page={data.page.audit}
          last={audit.last_page}
          hrefOf={(page) => listPageHref(url, "audit", page, "audit")}
          label="Страницы журнала"
        />
      )}
    </section>
  );
}
