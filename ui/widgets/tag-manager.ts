import { windowDataLayer } from "../../adapters/analytics/data-layer";

/** What the container expects before its script runs: its start time and the gtm.js event. */
export const startTagManager = (now: number) => windowDataLayer().push({ "gtm.start": now, event: "gtm.js" });
