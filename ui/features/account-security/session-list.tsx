import { useActionData, useFetcher } from "react-router";
import { sessionDeviceLabel } from "../../../core/domain/user/session-device-label";
import { sessionLastUseText } from "../../../core/domain/user/session-last-use-text";
import { sessionPlaceLabel } from "../../../core/domain/user/session-place-label";
import type { UserSession } from "../../../core/domain/user/user";
import { SECURITY_INTENTS, type SecurityActionData } from "./security-intents";
import { SECURITY_TEXTS as T } from "./security-texts";

const endedOf = (data: SecurityActionData | undefined): boolean | null =>
  data?.form === "sessions" ? data.ended : null;

/** One session: its device, the network it came from, when it was last used; the current one says so. */
function SessionCard({ session }: { readonly session: UserSession }) {
  const device = sessionDeviceLabel(session.user_agent);
  const lastUse = sessionLastUseText(session.last_activity_at);
  return (
    <article className="card session-card" aria-current={session.is_current ? "true" : undefined}>
      <h3 className="card__title">
        {device}
        {session.is_current ? <span className="badge session-card__current">{T.currentSession}</span> : null}
      </h3>
      <dl className="facts">
        <div>
          <dt>{T.place}</dt>
          <dd>{sessionPlaceLabel(session.ip) ?? T.placeUnknown}</dd>
        </div>
        <div>
          <dt>{T.lastUse}</dt>
          <dd>
            {session.last_activity_at === null || lastUse === null ? (
              T.lastUseUnknown
            ) : (
              <time dateTime={session.last_activity_at}>{lastUse}</time>
            )}
          </dd>
        </div>
      </dl>
    </article>
  );
}

/**
 * The account's active sessions, the current one first and marked, and «Завершить другие сеансы»
 * (POST /api/auth/logout/force through the route's action, with or without JavaScript).
 */
export function SessionList({ sessions }: { readonly sessions: readonly UserSession[] }) {
  const fetcher = useFetcher<SecurityActionData>({ key: "end-other-sessions" });
  const posted = useActionData<SecurityActionData>();
  const ended = endedOf(fetcher.data) ?? endedOf(posted);
  const busy = fetcher.state !== "idle";
  const ordered = [...sessions].sort((a, b) => Number(b.is_current) - Number(a.is_current));
  const others = sessions.some((session) => !session.is_current);
  return (
    <section className="content-section security-section" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{T.sessionsTitle}</h2>
      <p className="security-form__hint">{T.sessionsIntro}</p>
      <ul className="card-grid card-grid--wide session-list">
        {ordered.map((session) => (
          <li key={session.id}>
            <SessionCard session={session} />
          </li>
        ))}
      </ul>
      <div className="security-form__status" role="status" aria-live="polite" aria-atomic="true">
        {ended === null ? null : (
          <p className={ended ? "form-message--success" : "form-message--error"}>
            {ended ? T.othersEnded : T.endFailed}
          </p>
        )}
      </div>
      {others ? (
        <fetcher.Form method="post" aria-busy={busy}>
          <button
            type="submit"
            name="intent"
            value={SECURITY_INTENTS.endOthers}
            className="button button--outline"
            disabled={busy}
          >
            {busy ? T.ending : T.endOthers}
          </button>
        </fetcher.Form>
      ) : ended === null ? (
        <p>{T.noOthers}</p>
      ) : null}
    </section>
  );
}
