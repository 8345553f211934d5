import type { Tournament } from '@clutch/contract/tournaments';
import { ExternalLink, type LucideIcon, MessageCircle, Radio } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { paths } from '@/config/paths.ts';
import { formatDateTime, formatMoney } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { swissTiebreakerLabels } from '@/lib/swiss-terms.ts';
import { bracketTypeLabels, ffaPresetLabels, tournamentCategoryLabels, tournamentFormatLabels, tournamentLevelLabels } from '@/lib/tournament-terms.ts';
import { formatEntryFee } from '../../lib/entry-fee.ts';
import { placeLabel } from '../../lib/place-label.ts';
import { isWebUrl } from '../../lib/stream-url.ts';
import { amountToBeDecided } from './prizes-tab.tsx';

const range = (min: number, max: number) => (min === max ? String(min) : `${min} – ${max}`);

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{term}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}

function DateRange({ from, to, timeZone }: { from: string; to: string; timeZone: string }) {
  const t = useT();
  return (
    <>
      <time dateTime={from} className="block">{formatDateTime(from, { timeZone })}</time>
      <span className="block font-normal text-muted-foreground">
        {t(
          { defaultMessage: 'to <time>{date}</time>', description: 'The end of a date range, under its start' },
          { date: formatDateTime(to, { timeZone }), time: (chunks) => <time dateTime={to} className="font-medium text-foreground">{chunks}</time> },
        )}
      </span>
    </>
  );
}

/** A link out of Clutch (Discord, the stream), opened in a new tab and saying so to screen readers. */
function ExternalLinkButton({ href, icon: Icon, children }: { href: string; icon: LucideIcon; children: ReactNode }) {
  const t = useT();
  return (
    <Button asChild variant="outline">
      <a href={href} target="_blank" rel="noopener noreferrer">
        <Icon aria-hidden />
        {children}
        <ExternalLink aria-hidden />
        <span className="sr-only">{t({ defaultMessage: '(opens in a new tab)' })}</span>
      </a>
    </Button>
  );
}

/** The settings players play by: how the bracket runs, how many games a match has, how a league, Swiss or lobby scores. */
function CompetitionFacts({ tournament }: { tournament: Tournament }) {
  const t = useT();
  const c = tournament.competition;
  const format = tournament.tournamentFormat;
  const lobbies = format === 'FREE_FOR_ALL';
  const swiss = format === 'SWISS';
  const knockout = format === 'KNOCKOUT' || format === 'league_and_knockout' || (swiss && c.swissTopCut >= 2);
  const league = format === 'LEAGUE_TABLE' || format === 'league_and_knockout';
  const double = c.bracketType === 'DOUBLE_ELIMINATION';
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {swiss && <SwissFacts tournament={tournament} />}
      {lobbies && <LobbyFacts tournament={tournament} />}
      {knockout && (
        <Fact term={t({ defaultMessage: 'Bracket' })}>
          {t(bracketTypeLabels[c.bracketType])}
          {double && (c.grandFinalReset ? t({ defaultMessage: ', grand final with reset' }) : t({ defaultMessage: ', single grand final' }))}
        </Fact>
      )}
      {knockout && !double && (
        <Fact term={t({ defaultMessage: 'Third place match' })}>{c.thirdPlaceMatch ? t({ defaultMessage: 'Yes' }) : t({ defaultMessage: 'No' })}</Fact>
      )}
      {!lobbies && (
        <Fact term={t({ defaultMessage: 'Matches', description: 'How many games a match is played over' })}>
          {t({ defaultMessage: 'Best of {games}' }, { games: c.defaultBestOf })}
        </Fact>
      )}
      {league && (
        <Fact term={t({ defaultMessage: 'League', description: 'How the league stage of a tournament is played' })}>
          {c.leagueRounds === 2 ? t({ defaultMessage: 'Double round robin (home and away)' }) : t({ defaultMessage: 'Single round robin' })}
        </Fact>
      )}
      {(league || swiss) && (
        <Fact term={t({ defaultMessage: 'Points', description: 'How many points a league gives for a result' })}>
          {t(
            {
              defaultMessage:
                'Win {win, plural, one {# point} other {# points}} · Draw {draw, plural, one {# point} other {# points}} · Loss {loss, plural, one {# point} other {# points}}',
            },
            { win: c.pointsWin, draw: c.pointsDraw, loss: c.pointsLoss },
          )}
        </Fact>
      )}
      {format === 'league_and_knockout' && (
        <Fact term={t({ defaultMessage: 'Groups', description: 'How the group stage of a tournament is made' })}>
          {t(
            {
              defaultMessage:
                '{groups, plural, =0 {Groups of four} one {# group} other {# groups}}; the top {advance} of each group go to the knockout',
            },
            { groups: c.groupCount, advance: c.advancePerGroup },
          )}
        </Fact>
      )}
      <Fact term={t({ defaultMessage: 'Results', description: 'How match results are reported' })}>
        {lobbies
          ? t({ defaultMessage: 'Captains report each game’s placements and eliminations; the organizer confirms them or enters them' })
          : t(
              { defaultMessage: 'Captains report; a report not answered within {minutes} minutes is accepted' },
              { minutes: c.reportConfirmMinutes },
            )}
      </Fact>
      {c.checkInMinutes > 0 && (
        <Fact term={t({ defaultMessage: 'Check-in', description: 'Confirming attendance before a tournament starts' })}>
          {t(
            {
              defaultMessage:
                'Opens {minutes} minutes before the start and closes at it; entrants who have not checked in are left out, without a refund',
            },
            { minutes: c.checkInMinutes },
          )}
        </Fact>
      )}
      {c.matchCheckInMinutes > 0 && (
        <Fact term={t({ defaultMessage: 'Match check-in', description: 'Confirming attendance before each match' })}>
          {t(
            { defaultMessage: 'Captains check in within {minutes} minutes of each match’s time; a side that does not forfeits' },
            { minutes: c.matchCheckInMinutes },
          )}
        </Fact>
      )}
    </dl>
  );
}

/** A Swiss: how many rounds, what breaks ties and whether the top go on to a knockout. */
function SwissFacts({ tournament }: { tournament: Tournament }) {
  const t = useT();
  const c = tournament.competition;
  return (
    <>
      <Fact term={t({ defaultMessage: 'Swiss rounds', description: 'How many rounds a Swiss tournament plays' })}>
        {c.swissRounds > 0
          ? t({ defaultMessage: '{rounds, plural, one {# round} other {# rounds}}, paired by score, never the same opponent twice' }, { rounds: c.swissRounds })
          : t({ defaultMessage: 'As many rounds as it takes to find one unbeaten team, paired by score, never the same opponent twice' })}
      </Fact>
      <Fact term={t({ defaultMessage: 'Tiebreakers', description: 'What ranks teams on the same points, in order' })}>
        {(c.swissTiebreakers.length > 0 ? c.swissTiebreakers : (['SEED'] as const)).map((code) => t(swissTiebreakerLabels[code])).join(', ')}
      </Fact>
      {c.swissTopCut >= 2 && (
        <Fact term={t({ defaultMessage: 'Top cut', description: 'The best teams of a Swiss going on to a knockout' })}>
          {t({ defaultMessage: 'The top {teams} after the last round play a knockout' }, { teams: c.swissTopCut })}
        </Fact>
      )}
    </>
  );
}

/** A free-for-all: lobby size, games, the point table and the final. */
function LobbyFacts({ tournament }: { tournament: Tournament }) {
  const t = useT();
  const c = tournament.competition;
  const points = c.ffaPlacementPoints.map((p, i) => t({ defaultMessage: '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}: {points}', description: 'A place in a battle-royale game and the points it gives' }, { place: i + 1, points: p }));
  return (
    <>
      <Fact term={t({ defaultMessage: 'Lobbies', description: 'How a battle-royale tournament is split into lobbies' })}>
        {t(
          { defaultMessage: 'Up to {size} per lobby, {games, plural, one {# game} other {# games}} each' },
          { size: c.ffaLobbySize, games: c.ffaGames },
        )}
      </Fact>
      <Fact term={t({ defaultMessage: 'Scoring', description: 'How a battle-royale game gives points' })}>
        <span className="block">{t(ffaPresetLabels[c.ffaPreset])}</span>
        <span className="block text-muted-foreground">
          {points.join(' · ')}
          {' · '}
          {t({ defaultMessage: '{points, plural, one {# point} other {# points}} per elimination' }, { points: c.ffaPointsPerKill })}
        </span>
      </Fact>
      <Fact term={t({ defaultMessage: 'Final', description: 'The last lobby of a battle-royale tournament' })}>
        {c.ffaFinalSize >= 2
          ? t({ defaultMessage: 'The top {entrants} across the lobbies play a final' }, { entrants: c.ffaFinalSize })
          : t({ defaultMessage: 'No final: the lobby leaderboard decides' })}
      </Fact>
    </>
  );
}

/** Overview (spec §2): every fact of the tournament, its rules, and its Discord and live stream. */
export function OverviewTab({ tournament }: { tournament: Tournament }) {
  const t = useT();
  const prizes = [...tournament.prizes].sort((a, b) => a.position - b.position);
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle asHeading="h2">{t({ defaultMessage: 'About', description: 'Card describing a tournament' })}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {tournament.description && <p className="text-sm leading-relaxed whitespace-pre-line">{tournament.description}</p>}
          <dl className="grid gap-4 sm:grid-cols-2">
            <Fact term={t({ defaultMessage: 'Name', description: 'Name of a tournament' })}>{tournament.name}</Fact>
            <Fact term={t({ defaultMessage: 'Game' })}>{tournament.game.name}</Fact>
            <Fact term={t({ defaultMessage: 'Category', description: 'Tournament category' })}>{t(tournamentCategoryLabels[tournament.tournamentCategory])}</Fact>
            <Fact term={t({ defaultMessage: 'Level', description: 'Skill level of a tournament' })}>{t(tournamentLevelLabels[tournament.tournamentLevel])}</Fact>
            <Fact term={t({ defaultMessage: 'Format', description: 'Format of a tournament' })}>{t(tournamentFormatLabels[tournament.tournamentFormat])}</Fact>
            <Fact term={t({ defaultMessage: 'Entry fee' })}>{formatEntryFee(tournament.entryFee, tournament.currency, t)}</Fact>
            <Fact term={t({ defaultMessage: 'Registration', description: 'When a tournament takes registrations' })}>
              <DateRange from={tournament.registrationStartDate} to={tournament.registrationEndDate} timeZone={tournament.timeZone} />
            </Fact>
            <Fact term={t({ defaultMessage: 'Tournament', description: 'When a tournament is played' })}>
              <DateRange from={tournament.tournamentStartDate} to={tournament.tournamentEndDate} timeZone={tournament.timeZone} />
            </Fact>
            <Fact term={t({ defaultMessage: 'Players', description: 'How many players a tournament takes' })}>{range(tournament.minPlayers, tournament.maxPlayers)}</Fact>
            <Fact term={t({ defaultMessage: 'Teams', description: 'How many teams a tournament takes' })}>{range(tournament.minTeams, tournament.maxTeams)}</Fact>
            <Fact term={t({ defaultMessage: 'Players per team' })}>{range(tournament.minPlayersPerTeam, tournament.maxPlayerPerTeam)}</Fact>
            <Fact term={t({ defaultMessage: 'Location' })}>
              {tournament.location ?? t({ defaultMessage: 'Online', description: 'Location of a tournament played over the internet' })}
            </Fact>
            <Fact term={t({ defaultMessage: 'Organizer' })}>
              <Link to={paths.app.user(tournament.organizer.id)} className="text-link hover:underline">
                {tournament.organizer.nickName}
              </Link>
            </Fact>
            <Fact term={t({ defaultMessage: 'Platforms' })}>
              {tournament.platform.length ? (
                <span className="flex flex-wrap gap-1">
                  {tournament.platform.map((p) => (
                    <Badge key={p} variant="secondary">
                      {p}
                    </Badge>
                  ))}
                </span>
              ) : (
                t({ defaultMessage: 'Not specified' })
              )}
            </Fact>
          </dl>
          <p className="text-xs text-muted-foreground">{t({ defaultMessage: 'Times in {timeZone}' }, { timeZone: tournament.timeZone })}</p>
        </CardContent>
      </Card>
      <div className="flex flex-col gap-4">
        <Card>
          <CardHeader>
            <CardTitle asHeading="h2">{t({ defaultMessage: 'Prize pool' })}</CardTitle>
          </CardHeader>
          <CardContent>
            {prizes.length ? (
              <dl className="flex flex-col gap-2">
                {prizes.map((p) => (
                  <div key={p.position} className="flex justify-between gap-3 text-sm">
                    <dt className="text-muted-foreground">{placeLabel(p.position, t)}</dt>
                    <dd className="font-semibold">{p.amount === null ? t(amountToBeDecided) : formatMoney(p.amount, tournament.currency)}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="text-sm text-muted-foreground">{t({ defaultMessage: 'No prizes announced.' })}</p>
            )}
          </CardContent>
        </Card>
        {(isWebUrl(tournament.discordUrl) || isWebUrl(tournament.videoStreamingUrl)) && (
          <Card>
            <CardHeader>
              <CardTitle asHeading="h2">{t({ defaultMessage: 'Community' })}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-2">
              {isWebUrl(tournament.discordUrl) && (
                <ExternalLinkButton href={tournament.discordUrl} icon={MessageCircle}>
                  {t({ defaultMessage: 'Join the Discord' })}
                </ExternalLinkButton>
              )}
              {isWebUrl(tournament.videoStreamingUrl) && (
                <ExternalLinkButton href={tournament.videoStreamingUrl} icon={Radio}>
                  {t({ defaultMessage: 'Live Stream' })}
                </ExternalLinkButton>
              )}
            </CardContent>
          </Card>
        )}
      </div>
      <Card className="lg:col-span-3">
        <CardHeader>
          <CardTitle asHeading="h2">{t({ defaultMessage: 'Competition', description: 'Card with the rules a tournament is played by' })}</CardTitle>
        </CardHeader>
        <CardContent>
          <CompetitionFacts tournament={tournament} />
        </CardContent>
      </Card>
      <Card className="lg:col-span-3">
        <CardHeader>
          <CardTitle asHeading="h2">{t({ defaultMessage: 'Rules' })}</CardTitle>
        </CardHeader>
        <CardContent>
          {tournament.rules.length ? (
            <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm">
              {tournament.rules.map((rule, i) => (
                <li key={i}>{rule}</li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-muted-foreground">{t({ defaultMessage: 'The organizer has not published rules.' })}</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
