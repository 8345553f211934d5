// Rendered with react-dom/server, as the build's prerender does (the suite's DOM is only there for its setup file).
import { describe, expect, it } from 'vitest';
import { renderLanding } from './entry-server.tsx';

describe('the prerendered landing (ADR 022)', () => {
  it("holds the hero's text and sections, rendered without a browser", async () => {
    const html = await renderLanding('en');
    expect(html).toContain('<h1 id="home-title"');
    expect(html).toContain('Compete in any game.');
    expect(html).toContain('Win when it counts.');
    expect(html).toContain('id="faq"');
    // No router hydration script: the CSP allows no inline script.
    expect(html).not.toContain('<script');
  });

  it('renders in the language it is asked for', async () => {
    const html = await renderLanding('pt-BR');
    expect(html).not.toContain('Compete in any game.');
    await renderLanding('en');
  });
});
