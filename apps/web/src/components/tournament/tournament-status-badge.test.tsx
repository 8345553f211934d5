import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';
import { TournamentStatusBadge } from './tournament-status-badge.tsx';

describe('TournamentStatusBadge', () => {
  it.each([
    ['OPEN_FOR_REGISTRATION', 'OPEN FOR REGISTRATION', 'open'],
    ['IN_PROGRESS', 'IN PROGRESS', 'live'],
    ['FINISHED', 'FINISHED', 'finished'],
    ['CANCELLED', 'CANCELLED', 'cancelled'],
    ['Registration Open', 'Registration Open', 'open'],
    ['MYSTERY', 'MYSTERY', 'neutral'],
  ])('shows %s as "%s" in the %s colours', (status, text, tone) => {
    render(<TournamentStatusBadge status={status} />);
    const badge = screen.getByText(text);
    expect(badge).toHaveAttribute('data-tone', tone);
  });

  it('uses the spec colours: green open, teal live, red cancelled, neutral unknown', () => {
    const { rerender } = render(<TournamentStatusBadge status="OPEN_FOR_REGISTRATION" />);
    expect(screen.getByText('OPEN FOR REGISTRATION')).toHaveClass('text-success-text');
    rerender(<TournamentStatusBadge status="IN_PROGRESS" />);
    expect(screen.getByText('IN PROGRESS')).toHaveClass('text-status-ongoing');
    rerender(<TournamentStatusBadge status="CANCELLED" />);
    expect(screen.getByText('CANCELLED')).toHaveClass('text-destructive-text');
    rerender(<TournamentStatusBadge status="whatever" />);
    expect(screen.getByText('whatever')).toHaveClass('bg-muted');
  });

  it('reads the wire statuses in Portuguese, keeping any other spelling as given', async () => {
    await activateLocale('pt-BR');
    const { rerender } = render(<TournamentStatusBadge status="OPEN_FOR_REGISTRATION" />);
    expect(screen.getByText('INSCRIÇÕES ABERTAS')).toHaveAttribute('data-tone', 'open');
    rerender(<TournamentStatusBadge status="FINISHED" />);
    expect(screen.getByText('ENCERRADO')).toHaveAttribute('data-tone', 'finished');
    rerender(<TournamentStatusBadge status="Registration Open" />);
    expect(screen.getByText('Registration Open')).toHaveAttribute('data-tone', 'open');
  });
});
