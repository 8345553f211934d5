import { Outlet } from 'react-router';

export default function RequireAuth() {
  return <Outlet />;
}
