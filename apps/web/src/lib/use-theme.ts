import { useSyncExternalStore } from 'react';
import { readTheme, subscribeTheme } from './theme.ts';

export const useTheme = () => useSyncExternalStore(subscribeTheme, readTheme, () => 'dark' as const);
