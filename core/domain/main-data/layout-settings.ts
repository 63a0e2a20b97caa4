import { z } from "zod";
import { institutionRefSchema } from "../catalogue/institution-ref";
import { articleLinkSchema } from "./article-link";
import { contactsSchema } from "./contacts";
import { mapCountrySchema } from "./map-country";
import { siteEventSchema } from "./site-event";

/** What the shared layout shows on every page (spec 3). */
export const layoutSettingsSchema = z
  .object({
    interactive_map: z.array(mapCountrySchema).readonly(),
    demand_institutions: z.array(institutionRefSchema).readonly(),
    last_events: z.array(siteEventSchema).readonly(),
    contacts: contactsSchema,
    footer: z.object({ last_articles: z.array(articleLinkSchema).readonly() }).readonly(),
  })
  .readonly();

export type LayoutSettings = z.infer<typeof layoutSettingsSchema>;
