export default function CollectionsPage() {
  return <h1>CollectionsPage</h1>;
}
