export default function MeRedirect() {
  return <h1>MeRedirect</h1>;
}
