// The web client's import directions (DESIGN.md §1, docs/decisions/008-web-feature-boundaries.md):
// `components/` and `lib/` (and `config/`) import no feature and no `app`; a feature imports no `app`; a feature
// imports another feature only through that feature's public face.
import fs from 'node:fs';
import path from 'node:path';

const src = path.join(import.meta.dirname, 'src');
const features = fs.readdirSync(path.join(src, 'features'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);

/**
 * What a feature offers the others, beside its `api/` files (one endpoint each: fetcher, query options and hook,
 * shared so that every feature reads the same cache entries). Importers name the real file; there is no re-export.
 */
const publicFaces = {
  competition: ['hooks/use-tournament-live.ts', 'components/match-report-panel.tsx', 'components/match-check-in-panel.tsx'],
  // The player picker of team building: the join flow's create-team form uses it too.
  teams: ['components/member-picker.tsx'],
  // The Dashboard shows the same story rings and viewer.
  stories: ['components/stories-row.tsx'],
  // The social buttons, the same everywhere a player is shown (Players, Friends, a profile).
  social: ['components/follow-button.tsx', 'components/friendship-button.tsx'],
  // The frame of the pages an e-mail link opens without a session (e-mail unsubscribe uses it too).
  auth: ['components/auth-layout.tsx'],
  // The chat docks and buttons other pages place (tournament, match card, ticket, team, profile), the Messages
  // setting and the back-office's chat reports.
  chat: [
    'components/tournament-chat-dock.tsx',
    'components/match-chat-button.tsx',
    'components/subject-chat-docks.tsx',
    'components/message-player-button.tsx',
    'components/direct-messages-setting.tsx',
    'components/chat-reports-section.tsx',
    'components/messages-nav-button.tsx',
  ],
  // "Add to calendar" on a tournament's page and a ticket's matches; the subscribe link's card in Settings.
  calendar: ['components/add-to-calendar-link.tsx', 'components/calendar-feed-card.tsx'],
};

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const publicPaths = ['[^/]+/api/[^/]+$', ...Object.entries(publicFaces).flatMap(([f, files]) => files.map((file) => `${f}/${escape(file)}$`))];

const noApp = [
  { regex: '^@/app(/|$)', message: 'Only app/ composes features: import nothing from app/ here (DESIGN.md §1).' },
  { regex: '^(\\.\\./)+app(/|$)', message: 'Only app/ composes features: import nothing from app/ here (DESIGN.md §1).' },
];

/** Depths below a feature's folder that hold code: 0 for features/x/a.ts, 1 for features/x/pages/a.tsx… */
function depthsOf(dir, depth = 0, found = new Set()) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) depthsOf(path.join(dir, e.name), depth + 1, found);
    else if (/\.tsx?$/.test(e.name)) found.add(depth);
  }
  return found;
}

function featureBlocks(feature) {
  const crossFeature = {
    regex: `^@/features/(?!${escape(feature)}/)(?!${publicPaths.join('|')})`,
    message: `Another feature's internals: use its api/ files or a file listed in publicFaces (apps/web/eslint-boundaries.js), or move the shared piece to components/ or lib/.`,
  };
  return [...depthsOf(path.join(src, 'features', feature))].map((depth) => ({
    files: [`apps/web/src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noApp,
            crossFeature,
            {
              regex: `^(\\.\\./){${depth + 1},}`,
              message: 'This relative path leaves the feature: import other features and shared code through `@/`.',
            },
          ],
        },
      ],
    },
  }));
}

export const webBoundaries = [
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/config/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noApp,
            { regex: '^@/features(/|$)', message: 'Shared code imports no feature (DESIGN.md §1): move what it needs here, or keep it in the feature.' },
            { regex: '^(\\.\\./)+features(/|$)', message: 'Shared code imports no feature (DESIGN.md §1): move what it needs here, or keep it in the feature.' },
          ],
        },
      ],
    },
  },
  ...features.flatMap(featureBlocks),
];
