export default function GamePage() {
  return <h1>GamePage</h1>;
}
