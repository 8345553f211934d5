import { paths, type EmbedView } from '@/config/paths.ts';

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The `<iframe>` an organizer pastes into their site: the embed page on this origin, titled with the tournament's
 * name (screen readers announce a frame by its title), borderless, full width, loaded when scrolled to.
 */
export function embedSnippet(origin: string, tournament: { id: string; name: string }, opts: { view: EmbedView; theme: 'light' | 'dark' }) {
  const src = `${origin}${paths.embed.tournament(tournament.id, opts)}`;
  return `<iframe src="${attribute(src)}" title="${attribute(tournament.name)}" width="100%" height="600" style="border:0" loading="lazy"></iframe>`;
}
