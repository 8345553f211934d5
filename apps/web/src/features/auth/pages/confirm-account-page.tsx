export default function ConfirmAccountPage() {
  return <h1>ConfirmAccountPage</h1>;
}
