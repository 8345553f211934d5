import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';

// findBy…/waitFor give up after this long: 1 s (the default) was too short on a fully loaded CI machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  cleanup();
  // A test that switched to another language leaves the next one in English, like a fresh page.
  await activateLocale('en');
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
  localStorage.clear();
});
