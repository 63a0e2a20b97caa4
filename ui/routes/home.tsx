import { loadPage } from "../app/load-page";
import { pageMeta } from "../app/route-meta";
import { useMainData } from "../data/use-main-data";
import type { Route } from "./+types/home";

export const loader = (args: Route.LoaderArgs) => loadPage(args);

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page.seo, "Шуюань — учёба в Китае");

export default function Home({ loaderData }: Route.ComponentProps) {
  const main = useMainData();
  const heading = loaderData.page.seo?.h1 || "Учёба в Китае";
  return (
    <main id="main" className="container">
      <h1>{heading}</h1>
      <p>{main?.hsk.block_platform?.title}</p>
    </main>
  );
}
