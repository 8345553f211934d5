import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { getAllGames, type LandingGame } from '../api/get-landing-games.ts';
import { getLiveTournaments, type LiveTournaments } from '../api/get-live-tournaments.ts';
import { getSignedIn } from '../api/get-session.ts';
import { Resource, useResource } from './resource.ts';

/** The landing page's three live answers: the session, the game catalogue, and the live and open tournaments. */
export interface LandingData {
  signedIn: Resource<boolean>;
  games: Resource<LandingGame[]>;
  liveTournaments: Resource<LiveTournaments>;
}

export const createLandingData = (): LandingData => ({
  signedIn: new Resource(() => getSignedIn()),
  games: new Resource(() => getAllGames()),
  liveTournaments: new Resource(() => getLiveTournaments()),
});

/** Starts every call at once, before anything renders. */
export function loadLandingData(data: LandingData) {
  data.signedIn.load();
  data.games.load();
  data.liveTournaments.load();
  return data;
}

const LandingDataContext = createContext<LandingData | null>(null);

/** Gives the sections their shared answers: `data` when given (the lean entry starts it early), else a fresh set. */
export function LandingDataProvider({ data, children }: { data?: LandingData; children: ReactNode }) {
  const [value] = useState(() => data ?? createLandingData());
  return <LandingDataContext value={value}>{children}</LandingDataContext>;
}

function useLandingData() {
  const data = useContext(LandingDataContext);
  if (!data) throw new Error('Landing sections read their data inside <LandingDataProvider>');
  return data;
}

/**
 * Whether the session says someone is signed in. A boolean snapshot: the page that reads it re-renders (synchronously,
 * the whole landing) only when it flips, not at each step of the call (ADR 022 session 12).
 */
export const useSignedIn = () => {
  const resource = useLandingData().signedIn;
  useEffect(() => resource.load(), [resource]);
  return useSyncExternalStore(resource.subscribe, () => resource.getSnapshot().data === true, () => resource.getServerSnapshot().data === true);
};
export const useAllGames = () => useResource(useLandingData().games);
export const useLiveTournaments = () => {
  const resource = useLandingData().liveTournaments;
  return { ...useResource(resource), retry: resource.retry };
};
