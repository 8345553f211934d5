export default function StoriesPage() {
  return <h1>StoriesPage</h1>;
}
