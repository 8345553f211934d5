export default function GamesPage() {
  return <h1>GamesPage</h1>;
}
