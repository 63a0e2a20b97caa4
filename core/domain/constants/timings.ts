/**
 * Delays in ms (spec 9). Spec 9's lead-call rate limit lives with its rule (`LEAD_CALL_RATE_LIMIT_MS`,
 * ../leads/lead-call-wait.ts): every page's shell imports this module, and the browser's at-load module, which
 * takes the chat's leads, must share no module with the shell (docs/adr/077-read-first-pages.md).
 */
export const TIMINGS = {
  pageViewDelayMs: 250,
  chunkReloadGuardMs: 60_000,
  resizeHandlerDelayMs: 50,
} as const;
