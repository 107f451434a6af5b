export default function TvShowsPage() {
  return <h1>TvShowsPage</h1>;
}
