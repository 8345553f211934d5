export default function PlayersPage() {
  return <h1>PlayersPage</h1>;
}
