import { eagerIsland } from "../../components/eager-island";
import { PromoSection as OnServer, type PromoSectionProps } from "./promo-section";

/**
 * The promo block of the level landing pages, whose first load cannot take the deferred island's runtime (ADR 067):
 * rendered by the server as it is, and in the browser a chunk of its own, loaded as the page hydrates.
 */
export const PromoSection = import.meta.env.SSR
  ? OnServer
  : eagerIsland<PromoSectionProps>(() => import("./promo-section").then((module) => module.PromoSection));
