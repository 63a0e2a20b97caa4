import type { SessionStore } from "../../../core/ports/session-store.port";
import type { FetchLike } from "./fetch-like";

export type ApiClientConfig = {
  /** Origin of the site's API ("https://shuyuan.ru"); empty for same-origin calls from the browser. */
  readonly baseUrl: string;
  /** Origin of the provider's public teacher endpoint ({host}/api/teacher); always absolute. */
  readonly teachersHost: string;
  /** The development switch: /api/ becomes /api-dev/. */
  readonly devApi?: boolean;
  readonly fetch: FetchLike;
  /** Where the bearer token, the session id and the reset code live. */
  readonly session: SessionStore;
  /** The current page path, sent as Path-Visited when a call does not name one. */
  readonly currentPath?: () => string | null;
  /** A call that takes longer fails (default 15 s). */
  readonly timeoutMs?: number;
  /** The clock for Retry-After dates (default: the system clock). */
  readonly now?: () => Date;
};
