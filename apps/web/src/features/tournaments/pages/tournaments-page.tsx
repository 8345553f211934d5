export default function TournamentsPage() {
  return <h1>TournamentsPage</h1>;
}
