export default function TrendingPage() {
  return <h1>TrendingPage</h1>;
}
