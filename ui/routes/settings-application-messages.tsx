import { sessionKeyOf } from "../../adapters/storage/browser/session-key";
import { entityIdOfText } from "../../core/domain/shared/entity-id";
import { passGuards } from "../app/guards";
import { pageMeta } from "../app/route-meta";
import { prefetch } from "../data/prefetch";
import { SETTINGS_GUARDS } from "../features/account/settings-guards";
import { MessageForm } from "../features/application-messages/message-form";
import { MessageThread } from "../features/application-messages/message-thread";
import { MESSAGES_TEXTS as T } from "../features/application-messages/messages-texts";
import { postMessageAction } from "../features/application-messages/post-message.action";
import { threadQuery } from "../features/application-messages/thread.queries";
import { notFound, screenParams } from "../features/content/route-guards";
import type { Route } from "./+types/settings-application-messages";
import "../features/application-messages/application-messages.css";

export const handle = { fetchPageData: false };

/** The application's id from the address, checked by the core's route table; a malformed one is a 404. */
const applicationIdOf = (url: URL): number =>
  entityIdOfText(screenParams(url, "settings-application-messages").application) ?? notFound();

/** The thread of the visitor's application, read in-process (ADR 039); someone else's application is not found. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await passGuards(SETTINGS_GUARDS, { request, context });
  const id = applicationIdOf(url);
  const sessionKey = sessionKeyOf(request.headers.get("cookie"));
  const {
    data: [thread],
  } = await prefetch(context, (api) => [threadQuery(api, sessionKey, id)] as const);
  if (thread === null) notFound();
  return { thread };
}

/** Writing to the staff (ADR 053); visitors get 403 like the page. */
export async function action({ request, url, context }: Route.ActionArgs) {
  await passGuards(SETTINGS_GUARDS, { request, context });
  return postMessageAction(request, context, applicationIdOf(url));
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, null, `${T.tab} — заявка`),
  { name: "robots", content: "noindex" },
];

/** «Сообщения»: the thread with the newest message at the bottom, and the form under it. */
export default function SettingsApplicationMessages({ loaderData }: Route.ComponentProps) {
  return (
    <section className="application-messages" aria-labelledby="application-messages-title">
      <h2 id="application-messages-title">{T.title}</h2>
      <p className="application-messages__intro">{T.intro}</p>
      <MessageThread messages={loaderData.thread ?? []} />
      <MessageForm />
    </section>
  );
}
