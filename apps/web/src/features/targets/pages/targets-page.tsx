export default function TargetsPage() {
  return <h1>TargetsPage</h1>;
}
