import { type AttributionSources, resolveUtm } from "./resolve-utm";
import type { Utm } from "./utm";

/** Fields added to every form submission (spec 7 simple-form and the forms that reuse its extras). */
export type FormExtras = {
  readonly page_url: string;
  readonly utm: Utm;
  readonly call_tracking_session_id?: string;
};

export type FormExtrasSources = AttributionSources & {
  /** Session id of the call-tracking widget, when it has loaded. */
  readonly callTrackingSessionId?: string | null;
};

export const buildFormExtras = ({ pageUrl, referrer, callTrackingSessionId }: FormExtrasSources): FormExtras => {
  const utm = resolveUtm({ pageUrl, referrer });
  const sessionId = callTrackingSessionId?.trim() ?? "";
  return sessionId === ""
    ? { page_url: pageUrl, utm }
    : { page_url: pageUrl, utm, call_tracking_session_id: sessionId };
};
