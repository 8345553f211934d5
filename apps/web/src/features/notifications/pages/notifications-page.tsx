export default function NotificationsPage() {
  return <h1>NotificationsPage</h1>;
}
