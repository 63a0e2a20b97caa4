/**
 * Staff pages are never stored: not by the page cache (it shares no page marked no-store, ADR 029), not by the
 * browser or a proxy. Every console route exports these headers (React Router takes the deepest route's).
 */
export const staffHeaders = (): Record<string, string> => ({ "Cache-Control": "private, no-store" });
