export default function AiringShowsPage() {
  return <h1>AiringShowsPage</h1>;
}
