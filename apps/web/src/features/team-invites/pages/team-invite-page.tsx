export default function TeamInvitePage() {
  return <h1>TeamInvitePage</h1>;
}
