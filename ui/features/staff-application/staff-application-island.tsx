import { deferredIsland } from "../../components/deferred-island";
import type { StaffApplicationData } from "./staff-application.loader";

/**
 * The page's body as a deferred island (ADR 050, 057): the server renders it whole and its forms post without
 * JavaScript; the browser loads its code after the first load (the console's code stays off the shared budget) and
 * hydrates it in place, holding a click or a submit that comes first.
 */
export const StaffApplicationIsland = deferredIsland<{ readonly data: StaffApplicationData }>({
  load: () => import("./staff-application-page").then((module) => module.StaffApplicationPage),
  locate: () => document.getElementById("staff-application"),
});
