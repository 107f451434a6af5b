// Placeholder until the page is built (issue 9, in progress): replaced before this lands.
export default function TvDetailPage() {
  return null;
}
