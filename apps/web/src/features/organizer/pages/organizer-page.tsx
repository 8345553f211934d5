export default function OrganizerPage() {
  return <h1>OrganizerPage</h1>;
}
