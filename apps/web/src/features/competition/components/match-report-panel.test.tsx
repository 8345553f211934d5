import type { Match, MatchReport } from '@clutch/contract/competition';
import type { TournamentStatus } from '@clutch/contract/tournaments';
import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';
import { fixtureId, makeMatch } from '@/test/discovery-fixtures.ts';
import { renderRoute } from '@/test/render.tsx';
import { apiError, json, stubApi, type Reply } from '@/test/stub-api.ts';
import { MatchReportPanel } from './match-report-panel.tsx';

afterEach(() => vi.restoreAllMocks());

/** Falcons (slot 1, team 10004) at home to Wolves (slot 2, team 10005). */
const ready = (overrides: Partial<Match> = {}) => makeMatch(1, [{ team: 'Falcons' }, { team: 'Wolves' }], overrides);
const falcons = fixtureId(10004);
const wolves = fixtureId(10005);
const reportId = fixtureId(50);

function makeReport(overrides: Partial<MatchReport> = {}): MatchReport {
  return {
    id: reportId,
    matchId: fixtureId(701),
    status: 'PENDING',
    homeScore: 2,
    awayScore: 1,
    forfeit: null,
    reportedBySlot: 1,
    reportedBy: { id: fixtureId(601), nickName: 'zed' },
    disputeReason: null,
    placements: null,
    createdAt: '2026-02-15T19:00:00.000Z',
    autoAcceptAt: '2026-02-15T19:30:00.000Z',
    ...overrides,
  };
}

function show(match: Match, captainTeamId: string | null, status: TournamentStatus = 'IN_PROGRESS', routes: Record<string, Reply> = {}) {
  const api = stubApi(routes);
  const view = renderRoute('/', {
    routes: [{ path: '/', element: <MatchReportPanel match={match} captainTeamId={captainTeamId} tournamentStatus={status} timeZone="Europe/Lisbon" /> }],
  });
  return { api, ...view };
}

const reportKey = `POST /matches/${fixtureId(701)}/reports`;

describe('who may report', () => {
  it('offers a captain of a side of a ready match in a running tournament to report the result', () => {
    show(ready(), wolves);
    expect(screen.getByRole('button', { name: 'Report result' })).toBeInTheDocument();
  });

  it.each<[string, Match, string | null, TournamentStatus]>([
    ['a visitor or a player of no side', ready(), null, 'IN_PROGRESS'],
    ['a captain of another team', ready(), fixtureId(99999), 'IN_PROGRESS'],
    ['a tournament not started', ready(), falcons, 'OPEN_FOR_REGISTRATION'],
    ['a finished tournament', ready(), falcons, 'FINISHED'],
    ['a finished match', ready({ status: 'FINISHED' }), falcons, 'IN_PROGRESS'],
    ['a bye', makeMatch(1, [{ team: 'Falcons' }, { team: null }], { bye: true }), falcons, 'IN_PROGRESS'],
    ['a side still to be decided', makeMatch(1, [{ team: 'Falcons' }, { team: null }]), falcons, 'IN_PROGRESS'],
  ])('offers nothing to %s', (_, match, captain, status) => {
    show(match, captain, status);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Report result', () => {
  async function openDialog(match = ready(), routes: Record<string, Reply> = { [reportKey]: { body: makeReport() } }) {
    const view = show(match, falcons, 'IN_PROGRESS', routes);
    await view.user.click(screen.getByRole('button', { name: 'Report result' }));
    return { ...view, dialog: await screen.findByRole('dialog', { name: 'Report result' }) };
  }

  it('sends both scores, says who confirms, and closes', async () => {
    const { api, user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Falcons score'), '2');
    await user.type(within(dialog).getByLabelText('Wolves score'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Result reported')).toBeInTheDocument();
    expect(screen.getByText('Waiting for Wolves to confirm.')).toBeInTheDocument();
    expect(api.requestsTo(reportKey).map((r) => r.body)).toEqual([{ homeScore: 2, awayScore: 1 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['CONFIRMED', 'Result confirmed', 'Wolves reported the same result.'],
    ['DISPUTED', 'The reports differ', 'Disputed — the organizer will decide.'],
  ] as const)('says so when the other captain had reported meanwhile (%s)', async (status, title, description) => {
    const { user, dialog } = await openDialog(ready(), { [reportKey]: { status: 200, body: makeReport({ status }) } });
    await user.type(within(dialog).getByLabelText('Falcons score'), '2');
    await user.type(within(dialog).getByLabelText('Wolves score'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
  });

  it("sends the other side's forfeit", async () => {
    const { api, user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'The other team forfeited / did not show' }));
    expect(within(dialog).queryByLabelText('Falcons score')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Wolves forfeited: Falcons win.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await screen.findByText('Result reported');
    expect(api.requestsTo(reportKey).map((r) => r.body)).toEqual([{ forfeit: 2 }]);
  });

  it('explains what is missing or wrong and sends nothing', async () => {
    const { api, user, dialog } = await openDialog(ready({ stage: 'KNOCKOUT', bracket: 'WINNERS' }));
    const send = within(dialog).getByRole('button', { name: 'Send report' });
    await user.click(send);
    expect(await within(dialog).findByText('Enter both scores or a forfeit.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Falcons score'), '3');
    await user.click(send);
    expect(await within(dialog).findByText('Enter both scores.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Wolves score'), '-1');
    await user.click(send);
    expect(await within(dialog).findByText('Enter a whole number from 0 to 999.')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Wolves score'));
    await user.type(within(dialog).getByLabelText('Wolves score'), '3');
    await user.click(send);
    expect(await within(dialog).findByText('A knockout match needs a winner: the scores cannot be level.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Wolves score')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo(reportKey)).toHaveLength(0);
  });

  it("keeps the dialog and the scores with the server's reason when it refuses", async () => {
    const { user, dialog } = await openDialog(ready(), { [reportKey]: apiError(409, 'This match already has a report.', 'RESULT_EXISTS') });
    await user.type(within(dialog).getByLabelText('Falcons score'), '2');
    await user.type(within(dialog).getByLabelText('Wolves score'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('This match already has a report.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Falcons score')).toHaveValue('2');
  });
});

describe('a report waiting for an answer', () => {
  const reported = ready({ pendingReport: makeReport() });
  const confirmKey = `POST /match-reports/${reportId}/confirm`;
  const disputeKey = `POST /match-reports/${reportId}/dispute`;

  it('shows the other captain the reported score with Confirm and Dispute', async () => {
    const { api, user } = show(reported, wolves, 'IN_PROGRESS', { [confirmKey]: { body: makeReport({ status: 'CONFIRMED' }) } });
    expect(screen.getByText('Falcons 2 - 1 Wolves')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report result' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Result confirmed')).toBeInTheDocument();
    expect(api.requestsTo(confirmKey)).toHaveLength(1);
  });

  it('says why a confirmation failed', async () => {
    const { user } = show(reported, wolves, 'IN_PROGRESS', { [confirmKey]: apiError(409, 'The report was already answered.') });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Could not confirm the result')).toBeInTheDocument();
    expect(screen.getByText('The report was already answered.')).toBeInTheDocument();
  });

  it('disputes only with a reason', async () => {
    const { api, user } = show(reported, wolves, 'IN_PROGRESS', { [disputeKey]: { body: makeReport({ status: 'DISPUTED' }) } });
    await user.click(screen.getByRole('button', { name: 'Dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute the result' });
    expect(dialog).toHaveTextContent('zed reported Falcons 2 - 1 Wolves.');
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    expect(await within(dialog).findByText('Say what is wrong with this result.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    expect(api.requestsTo(disputeKey)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'We won 2 - 0, screenshot in Discord.');
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    expect(await screen.findByText('Result disputed')).toBeInTheDocument();
    expect(api.requestsTo(disputeKey).map((r) => r.body)).toEqual([{ reason: 'We won 2 - 0, screenshot in Discord.' }]);
  });

  it('tells the reporting captain and everyone else whom it waits for and when it is accepted on its own', () => {
    for (const viewer of [falcons, null]) {
      const { unmount } = show(ready({ pendingReport: makeReport({ forfeit: 2, homeScore: null, awayScore: null }) }), viewer);
      expect(screen.getByText(/Waiting for Wolves to confirm — accepted automatically at/)).toHaveTextContent(
        'Reported Wolves forfeited. Waiting for Wolves to confirm — accepted automatically at Feb 15, 2026, 7:30 PM GMT',
      );
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('says a disputed result waits for the organizer', () => {
    show(ready({ pendingReport: makeReport({ status: 'DISPUTED', disputeReason: 'Wrong score' }) }), wolves);
    expect(screen.getByText('Disputed — the organizer will decide')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('when the live update beats the answer', () => {
  // The server pushes `match:updated` before it answers the request: the match moves on, and the button or dialog
  // that asked is gone by the time the answer lands. The captain must still hear how it went.
  let pushMatch: (m: Match) => void = () => {};
  function LivePanel({ initial, captainTeamId }: { initial: Match; captainTeamId: string }) {
    const [match, setMatch] = useState(initial);
    pushMatch = setMatch;
    return <MatchReportPanel match={match} captainTeamId={captainTeamId} tournamentStatus="IN_PROGRESS" timeZone="Europe/Lisbon" />;
  }
  function showLive(initial: Match, captainTeamId: string, key: string, next: Match, answer: MatchReport) {
    const api = stubApi({
      [key]: async () => {
        await act(async () => pushMatch(next));
        return json(answer);
      },
    });
    const view = renderRoute('/', { routes: [{ path: '/', element: <LivePanel initial={initial} captainTeamId={captainTeamId} /> }] });
    return { api, ...view };
  }

  it('still says the report was sent', async () => {
    const { user } = showLive(ready(), falcons, reportKey, ready({ pendingReport: makeReport() }), makeReport());
    await user.click(screen.getByRole('button', { name: 'Report result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report result' });
    await user.type(within(dialog).getByLabelText('Falcons score'), '2');
    await user.type(within(dialog).getByLabelText('Wolves score'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Result reported')).toBeInTheDocument();
    expect(screen.getByText(/Waiting for Wolves to confirm — accepted automatically/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('still says the result was confirmed', async () => {
    const key = `POST /match-reports/${reportId}/confirm`;
    const { user } = showLive(ready({ pendingReport: makeReport() }), wolves, key, ready({ status: 'FINISHED' }), makeReport({ status: 'CONFIRMED' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Result confirmed')).toBeInTheDocument();
  });

  it('still says the result was disputed', async () => {
    const key = `POST /match-reports/${reportId}/dispute`;
    const disputed = makeReport({ status: 'DISPUTED', disputeReason: 'Wrong score' });
    const { user } = showLive(ready({ pendingReport: makeReport() }), wolves, key, ready({ pendingReport: disputed }), disputed);
    await user.click(screen.getByRole('button', { name: 'Dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute the result' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Wrong score');
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    expect(await screen.findByText('Result disputed')).toBeInTheDocument();
    expect(screen.getByText('Disputed — the organizer will decide')).toBeInTheDocument();
  });
});

describe('in Portuguese', () => {
  it('reports a result in Brazilian Portuguese, the contract’s messages included', async () => {
    await activateLocale('pt-BR');
    const { api, user } = show(ready({ bestOf: 3, stage: 'KNOCKOUT', bracket: 'WINNERS' }), falcons, 'IN_PROGRESS', { [reportKey]: { body: makeReport() } });
    await user.click(screen.getByRole('button', { name: 'Informar resultado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Informar resultado' });
    expect(dialog).toHaveTextContent('Falcons vs Wolves · melhor de 3 (informe os jogos vencidos). O capitão de Wolves confirma.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar resultado' }));
    expect(await within(dialog).findByText('Informe os dois placares ou um W.O.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Placar de Falcons'), '2');
    await user.type(within(dialog).getByLabelText('Placar de Wolves'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar resultado' }));
    expect(await within(dialog).findByText('Uma partida de mata-mata precisa de um vencedor: o placar não pode terminar empatado.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'A outra equipe deu W.O. / não apareceu' }));
    expect(within(dialog).getByText('Wolves deu W.O.: vitória de Falcons.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar resultado' }));
    expect(await screen.findByText('Resultado informado')).toBeInTheDocument();
    expect(screen.getByText('Aguardando a confirmação de Wolves.')).toBeInTheDocument();
    expect(api.requestsTo(reportKey).map((r) => r.body)).toEqual([{ forfeit: 2 }]);
  });

  it('tells whom a report waits for, in Portuguese', async () => {
    await activateLocale('pt-BR');
    show(ready({ pendingReport: makeReport() }), null);
    expect(screen.getByText(/^Informado:/)).toHaveTextContent(
      'Informado: Falcons 2 - 1 Wolves. Aguardando a confirmação de Wolves — aceito automaticamente em 15 de fev. de 2026, 19:30 GMT',
    );
  });
});
