export default function TeamsPage() {
  return <h1>TeamsPage</h1>;
}
