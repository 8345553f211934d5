import { chatRoomParams, type ChatRoomKind } from '@clutch/contract/chat';
import { useSyncExternalStore } from 'react';

/** A room the dock can show: its subject, and the tab's name when the room's own title is not the best one. */
export interface ChatTarget {
  kind: ChatRoomKind;
  subjectId: string;
}

export type DockStatus = 'closed' | 'minimised' | 'open';

interface DockState {
  status: DockStatus;
  /** Rooms opened from elsewhere on the page (a match card's Chat button), besides the page's own. */
  extra: ChatTarget[];
  /** `kind:subjectId` of the tab in front. */
  active: string | null;
}

export const targetKey = (t: ChatTarget) => `${t.kind}:${t.subjectId}`;

/** The room a link's `?chat=<kind>:<subjectId>` names (a message notification's), or null. */
export function chatTargetOf(value: string | null): ChatTarget | null {
  const [kind, subjectId, ...rest] = (value ?? '').split(':');
  const parsed = chatRoomParams.safeParse({ kind, subjectId });
  return parsed.success && rest.length === 0 && parsed.data.kind !== 'direct' ? parsed.data : null;
}

let state: DockState = { status: 'closed', extra: [], active: null };
const listeners = new Set<() => void>();
const set = (next: Partial<DockState>) => {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
};

/** The one chat dock of the page: a page's Chat buttons open a room in it. */
export const dockStore = {
  get: () => state,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setStatus: (status: DockStatus) => set({ status }),
  activate: (key: string) => set({ active: key }),
  open: (target: ChatTarget) => {
    const key = targetKey(target);
    set({ status: 'open', active: key, extra: state.extra.some((t) => targetKey(t) === key) ? state.extra : [...state.extra, target] });
  },
  reset: () => set({ status: 'closed', extra: [], active: null }),
};

export const useDock = () => useSyncExternalStore(dockStore.subscribe, dockStore.get);
