export default function MoviesPage() {
  return <h1>MoviesPage</h1>;
}
