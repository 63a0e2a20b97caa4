import { Form, useActionData, useNavigation } from "react-router";
import type { BookingView } from "../../../core/application/bookings/view-booking";
import { MOVE_INTENT, type MoveActionData } from "./move-intent";
import { moveButtonText, moveFailureText, PROGRESS_TEXTS as T } from "./progress-texts";

/**
 * «Что дальше»: the applicant's moves the server allows now, each a plain form post (no JavaScript needed), with the
 * reason when one is refused (the server names the missing documents).
 */
export function ApplicationMoves({ booking }: { readonly booking: BookingView }) {
  const refused = useActionData<MoveActionData>()?.refused ?? null;
  const busy = useNavigation().state === "submitting";
  const moves = booking.allowed_moves;
  const final = booking.status === "sent" || booking.status === "cancelled";
  const primary = moves.filter((move) => move.command !== "request_cancellation");
  const cancel = moves.find((move) => move.command === "request_cancellation");
  return (
    <section className="application-moves content-section" aria-labelledby="application-moves-title">
      <h2 id="application-moves-title">{T.nextTitle}</h2>
      {moves.length === 0 ? <p>{final ? T.finished : T.nothingToDo}</p> : null}
      <div className="application-moves__buttons">
        {primary.map((move) => (
          <Form method="post" key={move.command}>
            <input type="hidden" name={MOVE_INTENT.name} value={MOVE_INTENT.value} />
            <input type="hidden" name="command" value={move.command} />
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? T.sending : moveButtonText(move.command)}
            </button>
          </Form>
        ))}
        {cancel === undefined ? null : (
          <Form method="post">
            <input type="hidden" name={MOVE_INTENT.name} value={MOVE_INTENT.value} />
            <input type="hidden" name="command" value={cancel.command} />
            <button type="submit" className="button button--outline" disabled={busy}>
              {moveButtonText(cancel.command)}
            </button>
          </Form>
        )}
      </div>
      <p className="application-moves__error" role="alert">
        {refused === null ? null : moveFailureText(refused)}
      </p>
    </section>
  );
}
