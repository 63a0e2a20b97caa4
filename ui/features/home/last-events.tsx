import type { CSSProperties } from "react";
import { waveDateText } from "../../../core/domain/admission/wave-date-text";
import type { SiteEvent } from "../../../core/domain/main-data/site-event";
import { panelImageStyle } from "./banner-image";
import { SiteLink } from "./site-link";

/** The latest events of the layout settings: picture panel, date (Moscow calendar day) and title with its link. */
export function LastEvents({ events }: { events: readonly SiteEvent[] }) {
  return (
    <ul className="home-cards">
      {events.map((event) => {
        const date = waveDateText(event.starts_at);
        return (
          <li key={event.id} className="event-card">
            <div
              className="event-card__picture"
              style={panelImageStyle(event.image) as CSSProperties}
              aria-hidden="true"
            />
            {date === null ? null : (
              <time className="event-card__date" dateTime={event.starts_at}>
                {date}
              </time>
            )}
            <h3 className="event-card__title">
              {event.link === null ? (
                event.title
              ) : (
                <SiteLink to={event.link} className="event-card__link">
                  {event.title}
                </SiteLink>
              )}
            </h3>
          </li>
        );
      })}
    </ul>
  );
}
