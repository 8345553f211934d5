import AppShell from './app-shell.tsx';
import { PublicOrAppFrame } from './public-or-app-frame.tsx';

/** Pages visitors may open (a tournament): the app shell when signed in, a slim public header otherwise. */
export default function PublicOrAppShell() {
  return <PublicOrAppFrame appShell={AppShell} />;
}
