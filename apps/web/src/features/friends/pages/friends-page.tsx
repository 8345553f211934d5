export default function FriendsPage() {
  return <h1>FriendsPage</h1>;
}
