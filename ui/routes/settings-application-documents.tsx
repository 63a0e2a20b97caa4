import { data, useRouteLoaderData } from "react-router";
import { ERROR_TEXTS } from "../../core/domain/errors/error-texts";
import { isRecordIdSegment } from "../../core/domain/route/slug/record-id-segment";
import { passGuards } from "../app/guards";
import { requestApiContext } from "../app/request-context";
import { pageMeta } from "../app/route-meta";
import { SETTINGS_GUARDS } from "../features/account/settings-guards";
import { DocumentCard } from "../features/application-documents/document-card";
import { documentsAction } from "../features/application-documents/documents.action";
import { DocumentsSummary } from "../features/application-documents/documents-summary";
import { DOCUMENTS_TEXTS as T } from "../features/application-documents/documents-texts";
import type { Route } from "./+types/settings-application-documents";
import type { loader as applicationLoader } from "./settings-application";
import "../features/application-documents/application-documents.css";

export const handle = { fetchPageData: false };

/** The application's id from the path; anything else names no application (404, like someone else's). */
const bookingIdOf = (params: { readonly application?: string }): number => {
  const segment = params.application ?? "";
  if (!isRecordIdSegment(segment)) throw data(ERROR_TEXTS.notFound, { status: 404 });
  return Number(segment);
};

/**
 * The documents of one application (docs/adr/052-application-documents.md), read through the documents port with
 * the visitor's session: someone else's application, or none, is the 404 page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await passGuards(SETTINGS_GUARDS, { request, context });
  const bookingId = bookingIdOf(params);
  const view = await context.get(requestApiContext).documents.list(bookingId);
  if (view === null) throw data(ERROR_TEXTS.notFound, { status: 404 });
  return { view };
}

/** A preparation step or an upload of one document (plain form posts and fetchers alike). */
export async function action({ request, params, context }: Route.ActionArgs) {
  await passGuards(SETTINGS_GUARDS, { request, context });
  return documentsAction({ request, context, bookingId: bookingIdOf(params) });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, null, `${T.title} — настройки`),
  { name: "robots", content: "noindex" },
];

/** «Документы»: how many mandatory documents are in, then each document as a card with its pipeline. */
export default function SettingsApplicationDocuments({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  const forCourse = useRouteLoaderData<typeof applicationLoader>("settings-application")?.booking.target === "course";
  return (
    <div className="application-documents">
      <DocumentsSummary view={view} />
      {view.documents.length === 0 ? null : (
        <ul className="doc-list" aria-label={T.title}>
          {view.documents.map((doc) => (
            <li key={doc.id}>
              <DocumentCard bookingId={view.booking_id} doc={doc} optionalText={forCourse ? T.optional : T.later} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
