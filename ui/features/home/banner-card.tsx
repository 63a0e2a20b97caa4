import type { CSSProperties } from "react";
import type { Banner } from "../../../core/domain/content/banner";
import { panelImageStyle } from "./banner-image";
import { SiteLink } from "./site-link";

type Props = {
  readonly banner: Banner;
  /** Colour of the panel under the picture (a missing picture shows just this colour). */
  readonly tone: number;
  readonly size?: "large" | "medium";
  readonly headingLevel?: 2 | 3;
};

const TONES = 4;

/**
 * A banner: real text over its picture, the picture laid as a background over a coloured panel so that a missing
 * file never shows as a broken image. The title carries the link; the whole panel is clickable through it.
 */
export function BannerCard({ banner, tone, size = "medium", headingLevel = 2 }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const label = banner.title ?? banner.text ?? "Подробнее";
  const style = panelImageStyle(banner.image, banner.mobile_image) as CSSProperties;
  return (
    <article
      className={`home-banner home-banner--${size} home-banner--tone-${Math.abs(Math.trunc(tone)) % TONES}`}
      style={style}
      data-banner-key={banner.key}
    >
      <div className="home-banner__body">
        <Heading className="home-banner__title">
          {banner.link === null ? (
            label
          ) : (
            <SiteLink to={banner.link} className="home-banner__link">
              {label}
            </SiteLink>
          )}
        </Heading>
        {banner.title !== null && banner.text !== null ? <p className="home-banner__text">{banner.text}</p> : null}
        {banner.link === null ? null : (
          <span className="home-banner__cta" aria-hidden="true">
            Подробнее →
          </span>
        )}
      </div>
    </article>
  );
}
