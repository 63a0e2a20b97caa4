import { match } from "ts-pattern";
import { holdsHydration } from "../../behaviours/hydration-pending";
import { ModulePreloads } from "../../components/module-preloads";
import type { CatalogueScreenData, CatalogueScreenName } from "./catalogue-screen-data";
import { CATALOGUE_SCREEN_CHUNKS, type ScreenComponent } from "./catalogue-screen-chunks";
import { CATALOGUE_SCREENS, type ScreenLoadState } from "./catalogue-screen-loader";

/**
 * The component of a screen whose chunk is loaded. The server's loader and the route's client middleware load it
 * before rendering, so only hydration can find it on its way: rendering then suspends (Preact keeps the server's
 * DOM meanwhile; the HTML preloads the chunk). A chunk that failed to load is an error for the error boundary.
 */
const screenComponent = <S extends CatalogueScreenName>(screen: S): ScreenComponent<S> =>
  match(CATALOGUE_SCREENS.stateOf(screen) as ScreenLoadState<CatalogueScreenName>)
    .with({ _tag: "Loaded" }, ({ component }) => component as ScreenComponent<S>)
    .with({ _tag: "Loading" }, ({ promise }) => {
      throw holdsHydration(promise);
    })
    .with({ _tag: "Idle" }, () => {
      throw holdsHydration(CATALOGUE_SCREENS.load(screen));
    })
    .with({ _tag: "Failed" }, ({ error }) => {
      throw error;
    })
    .exhaustive();

/** The page of the catalogue route: the screen its data names, with the hints that preload its chunk. */
export function CatalogueScreen({ data }: { data: CatalogueScreenData }) {
  const screen = match(data)
    .with({ screen: "institutions-listing" }, (d) => {
      const Listing = screenComponent(d.screen);
      return <Listing data={d} />;
    })
    .with({ screen: "institution" }, (d) => {
      const Institution = screenComponent(d.screen);
      return <Institution data={d} />;
    })
    .with({ screen: "degree-program" }, (d) => {
      const DegreeProgram = screenComponent(d.screen);
      return <DegreeProgram data={d} />;
    })
    .with({ screen: "institution-education-base" }, (d) => {
      const EducationBase = screenComponent(d.screen);
      return <EducationBase data={d} />;
    })
    .exhaustive();
  return (
    <>
      <ModulePreloads source={CATALOGUE_SCREEN_CHUNKS[data.screen].source} />
      {screen}
    </>
  );
}
