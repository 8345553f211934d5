export default function TeamInvitesPage() {
  return <h1>TeamInvitesPage</h1>;
}
