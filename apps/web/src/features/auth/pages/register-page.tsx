export default function RegisterPage() {
  return <h1>RegisterPage</h1>;
}
