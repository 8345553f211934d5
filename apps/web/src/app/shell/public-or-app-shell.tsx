import { Outlet } from 'react-router';

export default function PublicOrAppShell() {
  return <Outlet />;
}
