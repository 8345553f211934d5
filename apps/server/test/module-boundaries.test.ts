import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The server's boundary rule (apps/server/eslint-boundaries.js) run through the repository's own ESLint config on
// snippets placed at real paths, so a pattern that stops matching fails here instead of silently allowing.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint reports for `code` written at `file` (relative to apps/server/src). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(root, 'apps/server/src', file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('server module boundaries (lint)', () => {
  it("refuses another module's repository, type imports and re-exports included", async () => {
    const crossModule = /Another module's internals: import only its \*\.service\.ts/;
    const file = 'modules/teams/fixture.ts';
    for (const code of [
      "import { findRegistrationOfTeam } from '../registrations/registrations.repository.ts';\nvoid findRegistrationOfTeam;",
      "import type { RegistrationRow } from '../registrations/registrations.repository.ts';\nexport type Row = RegistrationRow;",
      "export { capacityUsed } from '../registrations/registrations.repository.ts';",
      "import { toTournamentView } from '../tournaments/tournament-view.ts';\nvoid toTournamentView;",
    ]) {
      const errors = await boundaryErrors(file, code);
      expect(errors, code).toHaveLength(1);
      expect(errors[0], code).toMatch(crossModule);
    }
  });

  it("allows another module's service and the module's own files", async () => {
    const code = [
      "import { capacityUsed } from '../registrations/registrations.service.ts';",
      "import { findMembersOf } from './teams.repository.ts';",
      "import { teams } from '../../db/schema/index.ts';",
      'void capacityUsed; void findMembersOf; void teams;',
    ].join('\n');
    expect(await boundaryErrors('modules/teams/fixture.ts', code)).toEqual([]);
  });

  it('keeps routes off repositories and repositories off services and routes', async () => {
    const routes = await boundaryErrors('modules/teams/fixture.routes.ts', "import { insertTeam } from './teams.repository.ts';\nvoid insertTeam;");
    expect(routes).toEqual([expect.stringMatching(/Routes call the service, never a repository/)]);
    const repository = await boundaryErrors('modules/teams/fixture.repository.ts', "import { memberViewsOf } from './teams.service.ts';\nvoid memberViewsOf;");
    expect(repository).toEqual([expect.stringMatching(/A repository is SQL only and imports no service or routes/)]);
    const service = await boundaryErrors('modules/teams/fixture.service.ts', "import { teamsRoutes } from './teams.routes.ts';\nvoid teamsRoutes;");
    expect(service).toEqual([expect.stringMatching(/Only app\.ts registers routes/)]);
  });

  it('lets the seed use services and the schema, not module internals', async () => {
    expect(
      await boundaryErrors('db/seed/fixture.ts', "import { grantOrganizerRole } from '../../modules/organizer/organizer.repository.ts';\nvoid grantOrganizerRole;"),
    ).toEqual([expect.stringMatching(/The seed uses modules only through their services/)]);
    const allowed = [
      "import { grantOrganizerRole } from '../../modules/organizer/organizer.service.ts';",
      "import { tournaments } from '../schema/index.ts';",
      'void grantOrganizerRole; void tournaments;',
    ].join('\n');
    expect(await boundaryErrors('db/seed/fixture.ts', allowed)).toEqual([]);
  });

  it('lets plugins and adapters use services (and plugins the access table), not module internals', async () => {
    const internals = "import { findUserById } from '../../modules/users/users.repository.ts';\nvoid findUserById;";
    expect(await boundaryErrors('platform/realtime/fixture.ts', internals)).toEqual([expect.stringMatching(/reach a module only through its \*\.service\.ts/)]);
    const plugin = [
      "import { roleCheckOf } from '../modules/access/resource-roles.ts';",
      "import type { SessionService } from '../modules/sessions/sessions.service.ts';",
      'void roleCheckOf; export type S = SessionService;',
    ].join('\n');
    expect(await boundaryErrors('plugins/fixture.ts', plugin)).toEqual([]);
  });

  it('keeps domain/ pure', async () => {
    for (const code of [
      "import { eq } from 'drizzle-orm';\nvoid eq;",
      "import type { FastifyInstance } from 'fastify';\nexport type App = FastifyInstance;",
      "import type { Executor } from '../../db/client.ts';\nexport type Db = Executor;",
      "import { tournamentNotFound } from '../../modules/tournaments/tournaments.service.ts';\nvoid tournamentNotFound;",
    ]) {
      expect(await boundaryErrors('domain/competition/fixture.ts', code), code).toEqual([expect.stringMatching(/domain\/ is pure logic/)]);
    }
    expect(await boundaryErrors('domain/fixture.ts', "import { createPrng } from '../lib/prng.ts';\nvoid createPrng;")).toEqual([]);
  });
});
