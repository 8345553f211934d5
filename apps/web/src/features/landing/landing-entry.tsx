import { createLandingData, loadLandingData } from './lib/landing-data.tsx';
import LandingPage from './pages/landing-page.tsx';

/**
 * What a visit to / runs (main.tsx picks it by path): React and the landing page, without the app's router, TanStack
 * Query, toasts or zod. The three API calls start as this module loads, before the first render.
 */
const data = loadLandingData(createLandingData());

export default function LandingEntry() {
  return <LandingPage data={data} />;
}
