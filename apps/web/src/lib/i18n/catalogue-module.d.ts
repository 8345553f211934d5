/** The compiled catalogue of a translated locale, served by apps/web/i18n/vite-plugin.ts. */
declare module 'virtual:clutch-catalogue/*' {
  import type { CompiledCatalogue } from '@/lib/i18n/i18n-store.ts';

  const catalogue: CompiledCatalogue;
  export default catalogue;
}
