export default function LiveNotificationsPage() {
  return <h1>LiveNotificationsPage</h1>;
}
