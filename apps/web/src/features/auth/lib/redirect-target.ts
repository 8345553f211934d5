import type { Location } from 'react-router';
import { paths } from '@/config/paths.ts';

/**
 * Where to go after signing in: the page the guard remembered in `state.from` (a path or a Location),
 * else the dashboard. Only same-app paths outside the auth screens are accepted, so no open redirect or loop.
 */
export function redirectTarget(state: unknown): string {
  const from = state && typeof state === 'object' && 'from' in state ? (state as { from: unknown }).from : undefined;
  const target = typeof from === 'string' ? from : isLocation(from) ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : '';
  const safe = target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
  const isAuthScreen = target.startsWith('/app/auth/') || target.startsWith('/auth/');
  return safe && !isAuthScreen ? target : paths.app.dashboard();
}

function isLocation(v: unknown): v is Pick<Location, 'pathname'> & Partial<Pick<Location, 'search' | 'hash'>> {
  return !!v && typeof v === 'object' && typeof (v as { pathname?: unknown }).pathname === 'string';
}
