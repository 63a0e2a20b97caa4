import type { Route } from "./+types/home";

export function meta(_: Route.MetaArgs) {
  return [
    { title: "Шуюань — учёба в Китае" },
    {
      name: "description",
      content: "Каталог университетов, колледжей и школ Китая: гранты, стоимость, сроки приёма и заявки.",
    },
  ];
}

export default function Home() {
  return (
    <main className="container">
      <h1>Учёба в Китае</h1>
      <p>Университеты, колледжи и школы Китая: гранты и стипендии, стоимость обучения, сроки приёма документов.</p>
    </main>
  );
}
