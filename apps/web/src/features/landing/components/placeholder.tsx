/**
 * The landing's skeleton block: components/ui's Skeleton without its class merging, so the landing ships without
 * tailwind-merge. `className` gives the size and the radius.
 */
export function Placeholder({ className }: { className: string }) {
  return <div aria-hidden className={`animate-pulse bg-muted ${className}`} />;
}
