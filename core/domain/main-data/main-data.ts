import { z } from "zod";
import { bannerSchema } from "../content/banner";
import { exchangeRateSchema } from "../price/exchange-rate";
import { faqEntrySchema } from "../content/faq-entry";
import { ANONYMOUS_USER } from "../user/anonymous-user";
import { userSchema } from "../user/user";
import { hskPlatformBlockSchema } from "./hsk-platform-block";
import { layoutSettingsSchema } from "./layout-settings";
import { listingFacetsSchema } from "./listing-facets.schema";
import { pageDataSchema } from "./page-data";
import { siteNoticeSchema } from "./site-notice";

/**
 * The data of the home page and the layout (GET /main, spec 3). `banners` maps a slot key to its banners;
 * a missing `user` reads as the anonymous user (id 0).
 */
export const mainDataSchema = z
  .object({
    hsk: z.object({ block_platform: hskPlatformBlockSchema.nullable() }).readonly(),
    banners: z.record(z.string(), z.array(bannerSchema).readonly()).readonly(),
    page: pageDataSchema,
    layout_settings: layoutSettingsSchema,
    main_faq: z.array(faqEntrySchema).readonly(),
    user: userSchema.nullish().transform((user) => user ?? ANONYMOUS_USER),
    filters: listingFacetsSchema,
    notice: siteNoticeSchema.nullable(),
    /** The current rate of each currency to the rouble, for the «≈ N ₽» beside prices (ADR 031). */
    exchange_rates: z.array(exchangeRateSchema).readonly().default([]),
  })
  .readonly();

export type MainData = z.infer<typeof mainDataSchema>;
