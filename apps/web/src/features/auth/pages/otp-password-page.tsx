export default function OtpPasswordPage() {
  return <h1>OtpPasswordPage</h1>;
}
