import type { CSSProperties } from "react";
import type { HskPlatformBlock } from "../../../core/domain/main-data/hsk-platform-block";
import { panelImageStyle } from "./banner-image";
import { SiteLink } from "./site-link";

/** The HSK preparation platform block of main data (`hsk.block_platform`). */
export function HskBlock({ block, headingId }: { block: HskPlatformBlock; headingId: string }) {
  return (
    <div className="hsk-block" style={panelImageStyle(block.image) as CSSProperties}>
      <div className="hsk-block__body">
        <h2 id={headingId} className="hsk-block__title">
          {block.title}
        </h2>
        {block.text === "" ? null : <p className="hsk-block__text">{block.text}</p>}
        {block.link === null ? null : (
          <SiteLink to={block.link} className="hsk-block__link">
            Подробнее о подготовке к HSK
          </SiteLink>
        )}
      </div>
    </div>
  );
}
