import { useRouteLoaderData } from "react-router";
import { waveDateText } from "../../core/domain/admission/wave-date-text";
import { pageMeta } from "../app/route-meta";
import { ContactFacts, linkedNetworks } from "../features/account/user-facts";
import type { SettingsData } from "./settings-layout";
import type { Route } from "./+types/settings-security";

export const handle = { fetchPageData: false, settingsSection: "Безопасность" };

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, null, "Безопасность — настройки"),
  { name: "robots", content: "noindex" },
];

/** How the user signs in: e-mail and phone, linked networks and the active sessions of the account. */
export default function SettingsSecurity() {
  const settings = useRouteLoaderData<SettingsData>("settings");
  if (!settings) return null;
  const { user } = settings;
  return (
    <>
      <ContactFacts user={user} />
      <dl className="facts facts--list">
        <div>
          <dt>Связанные соцсети</dt>
          <dd>{linkedNetworks(user)}</dd>
        </div>
      </dl>
      <section className="content-section" aria-labelledby="sessions">
        <h2 id="sessions">Активные сеансы</h2>
        <ul className="card-grid card-grid--wide">
          {user.sessions.map((session) => (
            <li key={session.id}>
              <article className="card">
                <h3 className="card__title">{session.is_current ? "Этот сеанс" : `Сеанс ${session.id}`}</h3>
                <dl className="facts">
                  <div>
                    <dt>Устройство</dt>
                    <dd>{session.user_agent ?? "Не определено"}</dd>
                  </div>
                  <div>
                    <dt>IP-адрес</dt>
                    <dd>{session.ip ?? "Не определён"}</dd>
                  </div>
                  <div>
                    <dt>Последняя активность</dt>
                    <dd>
                      {session.last_activity_at === null ? (
                        "Нет данных"
                      ) : (
                        <time dateTime={session.last_activity_at}>{waveDateText(session.last_activity_at)}</time>
                      )}
                    </dd>
                  </div>
                </dl>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
