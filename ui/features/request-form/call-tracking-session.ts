/**
 * Where the call-tracking integration publishes the visitor's session id once its widget has loaded. The form
 * reads it at submit time; until then (or when the widget is not configured, or the visitor is a bot) there is
 * none and the request goes without it.
 */
export const CALL_TRACKING_SESSION_GLOBAL = "callTrackingSessionId";

/** The session id found in `scope` (the browser's window), or null when it is absent or blank. */
export const callTrackingSessionId = (scope: object): string | null => {
  const value: unknown = Reflect.get(scope, CALL_TRACKING_SESSION_GLOBAL);
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
};
