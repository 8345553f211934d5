import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import DiscoverPage from '@/features/discover/pages/discover-page.tsx';
import HelpPage from '@/features/help/pages/help-page.tsx';
import { makeUser } from '@/test/fixtures.ts';
import { renderWithSession } from '@/test/shell-render.tsx';

const frames: [name: string, Page: ComponentType, pattern: string, url: string, title: string][] = [
  ['help', HelpPage, '/app/help', '/app/help', 'Help Center'],
];

const renderFrame = (Page: ComponentType, pattern: string, url: string, user = makeUser()) =>
  renderWithSession(url, user, { routes: [{ path: pattern, element: <Page /> }] });

describe('page frames', () => {
  it.each(frames)('%s: its title and an empty state that says what comes', (_name, Page, pattern, url, title) => {
    renderFrame(Page, pattern, url);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('help says Coming Soon', () => {
    renderFrame(HelpPage, '/app/help', '/app/help');
    expect(screen.getByRole('heading', { level: 2, name: 'Coming Soon' })).toBeInTheDocument();
  });

  it('discover links to tournaments, players, teams and friends', () => {
    renderFrame(DiscoverPage, '/app/discover', '/app/discover');
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/app/tournaments', '/app/players', '/app/teams', '/app/friends']);
  });
});
