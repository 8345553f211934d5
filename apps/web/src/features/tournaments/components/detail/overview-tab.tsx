import type { Tournament } from '@clutch/contract/tournaments';
import { ExternalLink, MessageCircle, Radio } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { paths } from '@/config/paths.ts';
import { formatDateTime, formatMoney } from '@/lib/format.ts';
import { formatEntryFee } from '../../lib/entry-fee.ts';
import { placeLabel } from '../../lib/place-label.ts';
import { isWebUrl } from '../../lib/stream-url.ts';

const formatNames: Record<string, string> = {
  KNOCKOUT: 'Knockout',
  LEAGUE_TABLE: 'League table',
  league_and_knockout: 'League and knockout',
};

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
  return (
    <>
      <time dateTime={from} className="block">{formatDateTime(from, { timeZone })}</time>
      <span className="block font-normal text-muted-foreground">
        to <time dateTime={to} className="font-medium text-foreground">{formatDateTime(to, { timeZone })}</time>
      </span>
    </>
  );
}

const bracketNames = { SINGLE_ELIMINATION: 'Single elimination', DOUBLE_ELIMINATION: 'Double elimination' } as const;
const points = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;

/** The settings players play by: how the bracket runs, how many games a match has, how a league scores. */
function CompetitionFacts({ tournament: t }: { tournament: Tournament }) {
  const c = t.competition;
  const knockout = t.tournamentFormat !== 'LEAGUE_TABLE';
  const league = t.tournamentFormat !== 'KNOCKOUT';
  const double = c.bracketType === 'DOUBLE_ELIMINATION';
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {knockout && (
        <Fact term="Bracket">
          {bracketNames[c.bracketType]}
          {double && (c.grandFinalReset ? ', grand final with reset' : ', single grand final')}
        </Fact>
      )}
      {knockout && !double && <Fact term="Third place match">{c.thirdPlaceMatch ? 'Yes' : 'No'}</Fact>}
      <Fact term="Matches">{c.defaultBestOf === 1 ? 'Best of 1' : `Best of ${c.defaultBestOf}`}</Fact>
      {league && <Fact term="League">{c.leagueRounds === 2 ? 'Double round robin (home and away)' : 'Single round robin'}</Fact>}
      {league && (
        <Fact term="Points">
          Win {points(c.pointsWin)} · Draw {points(c.pointsDraw)} · Loss {points(c.pointsLoss)}
        </Fact>
      )}
      {t.tournamentFormat === 'league_and_knockout' && (
        <Fact term="Groups">
          {c.groupCount === 0 ? 'Groups of four' : `${c.groupCount} ${c.groupCount === 1 ? 'group' : 'groups'}`}; the top {c.advancePerGroup} of each
          group go to the knockout
        </Fact>
      )}
      <Fact term="Results">
        Captains report; a report not answered within {c.reportConfirmMinutes} minutes is accepted
      </Fact>
    </dl>
  );
}

/** Overview (spec §2): every fact of the tournament, its rules, and its Discord and live stream. */
export function OverviewTab({ tournament: t }: { tournament: Tournament }) {
  const prizes = [...t.prizes].sort((a, b) => a.position - b.position);
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>About</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {t.description && <p className="text-sm leading-relaxed whitespace-pre-line">{t.description}</p>}
          <dl className="grid gap-4 sm:grid-cols-2">
            <Fact term="Name">{t.name}</Fact>
            <Fact term="Game">{t.game.name}</Fact>
            <Fact term="Category">{t.tournamentCategory}</Fact>
            <Fact term="Level">{t.tournamentLevel}</Fact>
            <Fact term="Format">{formatNames[t.tournamentFormat] ?? t.tournamentFormat}</Fact>
            <Fact term="Entry fee">{formatEntryFee(t.entryFee, t.currency)}</Fact>
            <Fact term="Registration">
              <DateRange from={t.registrationStartDate} to={t.registrationEndDate} timeZone={t.timeZone} />
            </Fact>
            <Fact term="Tournament">
              <DateRange from={t.tournamentStartDate} to={t.tournamentEndDate} timeZone={t.timeZone} />
            </Fact>
            <Fact term="Players">{range(t.minPlayers, t.maxPlayers)}</Fact>
            <Fact term="Teams">{range(t.minTeams, t.maxTeams)}</Fact>
            <Fact term="Players per team">{range(t.minPlayersPerTeam, t.maxPlayerPerTeam)}</Fact>
            <Fact term="Location">{t.location ?? 'Online'}</Fact>
            <Fact term="Organizer">
              <Link to={paths.app.user(t.organizer.id)} className="text-link hover:underline">
                {t.organizer.nickName}
              </Link>
            </Fact>
            <Fact term="Platforms">
              {t.platform.length ? (
                <span className="flex flex-wrap gap-1">
                  {t.platform.map((p) => (
                    <Badge key={p} variant="secondary">
                      {p}
                    </Badge>
                  ))}
                </span>
              ) : (
                'Not specified'
              )}
            </Fact>
          </dl>
          <p className="text-xs text-muted-foreground">Times in {t.timeZone}</p>
        </CardContent>
      </Card>
      <div className="flex flex-col gap-4">
        <Card>
          <CardHeader>
            <CardTitle>Prize pool</CardTitle>
          </CardHeader>
          <CardContent>
            {prizes.length ? (
              <dl className="flex flex-col gap-2">
                {prizes.map((p) => (
                  <div key={p.position} className="flex justify-between gap-3 text-sm">
                    <dt className="text-muted-foreground">{placeLabel(p.position)}</dt>
                    <dd className="font-semibold">{p.amount === null ? 'TBD' : formatMoney(p.amount, t.currency)}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="text-sm text-muted-foreground">No prizes announced.</p>
            )}
          </CardContent>
        </Card>
        {(isWebUrl(t.discordUrl) || isWebUrl(t.videoStreamingUrl)) && (
          <Card>
            <CardHeader>
              <CardTitle>Community</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-2">
              {isWebUrl(t.discordUrl) && (
                <Button asChild variant="outline">
                  <a href={t.discordUrl} target="_blank" rel="noopener noreferrer">
                    <MessageCircle aria-hidden />
                    Join the Discord
                    <ExternalLink aria-hidden />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </Button>
              )}
              {isWebUrl(t.videoStreamingUrl) && (
                <Button asChild variant="outline">
                  <a href={t.videoStreamingUrl} target="_blank" rel="noopener noreferrer">
                    <Radio aria-hidden />
                    Live Stream
                    <ExternalLink aria-hidden />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </Button>
              )}
            </CardContent>
          </Card>
        )}
      </div>
      <Card className="lg:col-span-3">
        <CardHeader>
          <CardTitle>Competition</CardTitle>
        </CardHeader>
        <CardContent>
          <CompetitionFacts tournament={t} />
        </CardContent>
      </Card>
      <Card className="lg:col-span-3">
        <CardHeader>
          <CardTitle>Rules</CardTitle>
        </CardHeader>
        <CardContent>
          {t.rules.length ? (
            <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm">
              {t.rules.map((rule, i) => (
                <li key={i}>{rule}</li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-muted-foreground">The organizer has not published rules.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
