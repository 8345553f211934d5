export default function AuthSuccessPage() {
  return <h1>AuthSuccessPage</h1>;
}
