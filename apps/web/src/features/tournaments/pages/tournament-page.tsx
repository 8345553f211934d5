export default function TournamentPage() {
  return <h1>TournamentPage</h1>;
}
