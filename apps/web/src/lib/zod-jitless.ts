import { config } from 'zod';

/**
 * Zod compiles a parser per object schema with `new Function` the first time it parses with it. Our
 * Content-Security-Policy has no 'unsafe-eval', so the browser refuses, and the probe zod makes to find that out is
 * reported as a CSP violation (Chrome's Issues panel; Lighthouse best practices). The app parses each answer once or
 * twice, where compiling costs more than it saves, so it parses without compiling. Imported first by the app's
 * entry, before any schema parses.
 */
config({ jitless: true });
