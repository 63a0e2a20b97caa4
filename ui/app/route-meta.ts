import type { MetaDescriptor } from "react-router";
import type { Seo } from "../../core/domain/catalogue/seo";
import type { RootData } from "./root-data";
import { seoMeta } from "./page-seo";

type MetaArgsLike = {
  readonly location: { readonly pathname: string };
  readonly matches: readonly ({ readonly id: string; readonly loaderData?: unknown } | undefined)[];
};

/** The site origin from the root loader, for canonical and Open Graph URLs. */
export const originOf = (args: MetaArgsLike): string =>
  (args.matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined)?.site.origin ?? "";

/** Spec 2 "Page data": a page's SEO block becomes its title, description, Open Graph tags and canonical link. */
export const pageMeta = (args: MetaArgsLike, seo: Seo | null | undefined, fallbackTitle: string): MetaDescriptor[] =>
  seoMeta(seo ?? null, fallbackTitle, originOf(args), args.location.pathname);
