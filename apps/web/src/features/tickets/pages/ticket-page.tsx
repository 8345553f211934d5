export default function TicketPage() {
  return <h1>TicketPage</h1>;
}
