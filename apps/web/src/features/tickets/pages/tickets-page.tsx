export default function TicketsPage() {
  return <h1>TicketsPage</h1>;
}
