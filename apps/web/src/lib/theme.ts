/** Dark by default, light as an option (DESIGN.md §6); kept in localStorage and applied as `data-theme` on <html>. */
export type Theme = 'dark' | 'light';

const STORAGE_KEY = 'clutch:theme';
const listeners = new Set<() => void>();

export function readTheme(): Theme {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

export function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
}

export function setTheme(theme: Theme) {
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  applyTheme(theme);
  listeners.forEach((notify) => notify());
}

export function subscribeTheme(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
