export default function FanFavoritesPage() {
  return <h1>FanFavoritesPage</h1>;
}
