import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render.tsx';
import { FaqSection } from './faq-section.tsx';

describe('FaqSection', () => {
  it('opens one answer at a time, and clicking the open question closes it', async () => {
    const { user } = renderRoute('/', { routes: [{ path: '/', element: <FaqSection /> }] });
    const free = screen.getByRole('button', { name: 'Is Clutch free to use?' });
    const team = screen.getByRole('button', { name: 'Do I need a team to play?' });
    expect(free).toHaveAttribute('aria-expanded', 'false');
    const answer = (name: string) => screen.queryByRole('region', { name });
    expect(answer('Is Clutch free to use?')).not.toBeInTheDocument();

    await user.click(free);
    expect(free).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Is Clutch free to use?' })).toHaveTextContent(/entry fee/);

    await user.click(team);
    expect(team).toHaveAttribute('aria-expanded', 'true');
    expect(free).toHaveAttribute('aria-expanded', 'false');
    expect(answer('Is Clutch free to use?')).not.toBeInTheDocument();
    expect(answer('Do I need a team to play?')).toBeInTheDocument();

    await user.click(team);
    expect(team).toHaveAttribute('aria-expanded', 'false');
    expect(answer('Do I need a team to play?')).not.toBeInTheDocument();
  });

  it('sits under the #faq anchor with question headings', () => {
    const { container } = renderRoute('/', { routes: [{ path: '/', element: <FaqSection /> }] });
    expect(container.querySelector('section#faq')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(5);
  });
});
