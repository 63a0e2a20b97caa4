import { data, redirect, useRouteLoaderData, useSearchParams } from "react-router";
import { BOOKING_COMMANDS, type BookingCommand } from "../../core/domain/booking/booking-command";
import { isRecordIdSegment } from "../../core/domain/route/slug/record-id-segment";
import { passGuards } from "../app/guards";
import { requestApiContext } from "../app/request-context";
import { SETTINGS_GUARDS } from "../features/account/settings-guards";
import { ApplicationHistory } from "../features/application/application-history";
import { ApplicationMoves } from "../features/application/application-moves";
import { MOVE_INTENT, type MoveActionData } from "../features/application/move-intent";
import { PROGRESS_TEXTS as T } from "../features/application/progress-texts";
import { StatusPath } from "../features/application/status-path";
import { AfterOfferSteps } from "../features/application-timeline/after-offer-steps";
import { ApplicationTimelineList } from "../features/application-timeline/application-timeline-list";
import { WhoseMove } from "../features/application-timeline/whose-move";
import "../features/application-timeline/application-timeline.css";
import type { Route } from "./+types/settings-application-progress";
import type { loader as applicationLoader } from "./settings-application";

const isCommand = (value: unknown): value is BookingCommand =>
  typeof value === "string" && (BOOKING_COMMANDS as readonly string[]).includes(value);

/** The timeline (status changes and document events) and the steps after the offer (ADR 055); null when unreadable. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await passGuards(SETTINGS_GUARDS, { request, context });
  if (!isRecordIdSegment(params.application)) return { timeline: null, afterOffer: null };
  const api = context.get(requestApiContext).applicationTimeline;
  const id = Number(params.application);
  const [timeline, afterOffer] = await Promise.all([api.timeline(id), api.milestones(id)]);
  return { timeline, afterOffer };
}

/** A move of the applicant (a plain form post): made -> back to the page (303), refused -> the reason. */
export async function action({ request, url, params, context }: Route.ActionArgs) {
  await passGuards(SETTINGS_GUARDS, { request, context });
  const form = await request.formData().catch(() => null);
  if (form?.get(MOVE_INTENT.name) !== MOVE_INTENT.value) throw data("Метод не поддерживается", { status: 405 });
  const command = form.get("command");
  if (!isRecordIdSegment(params.application) || !isCommand(command)) {
    return data<MoveActionData>({ refused: { _tag: "Refused", message: "" } }, { status: 422 });
  }
  const outcome = await context.get(requestApiContext).bookings.move(Number(params.application), command);
  if (outcome._tag === "Moved") {
    return redirect(`${url.pathname}?moved=${encodeURIComponent(outcome.status)}`, 303);
  }
  const status = { Refused: 422, Changed: 409, NotFound: 404, SignInRequired: 401, Unavailable: 503 }[outcome._tag];
  return data<MoveActionData>({ refused: outcome }, { status });
}

/** «Ход заявки»: what to do next, the steps with the current one, and the history of the status. */
export default function SettingsApplicationProgress({ loaderData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof applicationLoader>("settings-application");
  const [search] = useSearchParams();
  if (layout === undefined) return null;
  const { booking } = layout;
  const notice = search.has("created") ? T.created : search.has("moved") ? T.moved : null;
  return (
    <>
      <p className="application-notice" role="status">
        {notice}
      </p>
      <WhoseMove status={booking.status} />
      <ApplicationMoves booking={booking} />
      {loaderData.afterOffer === null ? null : <AfterOfferSteps {...loaderData.afterOffer} />}
      <StatusPath status={booking.status} resume={booking.resume_status} />
      {loaderData.timeline === null ? (
        <ApplicationHistory history={booking.history} />
      ) : (
        <section className="content-section" aria-labelledby="application-timeline-title">
          <h2 id="application-timeline-title">{T.historyTitle}</h2>
          <ApplicationTimelineList entries={loaderData.timeline.entries} />
        </section>
      )}
    </>
  );
}
