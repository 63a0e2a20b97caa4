import type { ServiceIdentifier } from "inversify";
import type { ApiClient } from "../../adapters/http/api-client/api-client";
import type { BrowserSessionStore } from "../../adapters/storage/browser/browser-session-store";
import type { Analytics } from "../../core/ports/analytics.port";
import type { UiServices } from "../app/services";

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`shuyuan.ui.${name}`);

/** Typed identifiers of the browser composition root. */
export const UI_TOKENS = {
  Session: token<BrowserSessionStore>("Session"),
  Api: token<ApiClient>("Api"),
  Analytics: token<Analytics>("Analytics"),
  Now: token<() => Date>("Now"),
  Services: token<UiServices>("Services"),
} as const;
