import { NavLink } from "react-router";
import { APPLICATION_TABS, type ApplicationParams, applicationHref } from "./application-tabs";

/** The tabs of an application's page; the current one is marked for assistive technology by NavLink. */
export function ApplicationTabs({ params }: { readonly params: ApplicationParams }) {
  return (
    <nav className="tabs application__tabs" aria-label="Разделы заявки">
      <ul>
        {APPLICATION_TABS.map((tab) => (
          <li key={tab.screen}>
            <NavLink to={applicationHref(tab.screen, params)} end preventScrollReset>
              {tab.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
