import { data, type RouterContextProvider } from "react-router";
import { sessionKeyOf } from "../../../adapters/storage/browser/session-key";
import { ERROR_TEXTS } from "../../../core/domain/errors/error-texts";
import { isRecordIdSegment } from "../../../core/domain/route/slug/record-id-segment";
import { prefetch } from "../../data/prefetch";
import { bookingQuery } from "./application.queries";

type Args = {
  readonly request: Request;
  readonly params: { readonly user?: string; readonly application?: string };
  readonly context: Readonly<RouterContextProvider>;
};

/**
 * The application of the page's address, read with the visitor's session: someone else's application, or one that
 * does not exist, is a 404 (the two are not told apart).
 */
export async function loadApplication({ request, params, context }: Args) {
  const raw = params.application ?? "";
  if (!isRecordIdSegment(raw)) throw data(ERROR_TEXTS.notFound, { status: 404 });
  const id = Number(raw);
  const sessionKey = sessionKeyOf(request.headers.get("cookie"));
  const {
    data: [booking],
  } = await prefetch(context, (api) => [bookingQuery(api, sessionKey, id)] as const);
  if (booking === null) throw data(ERROR_TEXTS.notFound, { status: 404 });
  return { booking, sessionKey, params: { user: params.user, application: raw } };
}
