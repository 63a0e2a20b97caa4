import { AppLink } from "./app-link";
import type { BreadcrumbItem } from "../../core/domain/breadcrumbs/breadcrumb-item";
import { breadcrumbJsonLd } from "../../core/domain/breadcrumbs/breadcrumb-json-ld";
import { breadcrumbTrail } from "../../core/domain/breadcrumbs/breadcrumb-trail";
import { mobileBreadcrumb } from "../../core/domain/breadcrumbs/mobile-breadcrumb";
import { useSiteSettings } from "../data/use-main-data";
import { JsonLd } from "./json-ld";

/**
 * Spec 2: home then the trail (the last item is the current page); on narrow screens only the previous level,
 * or "На главную" for a short trail. The BreadcrumbList structured data goes with it on every page.
 */
export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  const origin = useSiteSettings()?.origin ?? "";
  const trail = breadcrumbTrail(items);
  const back = mobileBreadcrumb(items);
  return (
    <>
      <nav className="breadcrumbs" aria-label="Навигационная цепочка">
        <ol className="breadcrumbs__full">
          {trail.map((crumb, index) => (
            <li key={`${crumb.href}-${index}`}>
              {index === trail.length - 1 ? (
                <span aria-current="page">{crumb.label}</span>
              ) : (
                <AppLink to={crumb.href}>{crumb.emoji ? `${crumb.emoji} ${crumb.label}` : crumb.label}</AppLink>
              )}
            </li>
          ))}
        </ol>
        <AppLink className="breadcrumbs__back" to={back.href}>
          <span aria-hidden="true">← </span>
          {back.label}
        </AppLink>
      </nav>
      <JsonLd data={breadcrumbJsonLd(items, origin)} />
    </>
  );
}
