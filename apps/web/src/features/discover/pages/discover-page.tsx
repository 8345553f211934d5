export default function DiscoverPage() {
  return <h1>DiscoverPage</h1>;
}
