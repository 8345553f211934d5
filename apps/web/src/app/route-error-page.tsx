export default function RouteErrorPage() {
  return <h1>RouteErrorPage</h1>;
}
