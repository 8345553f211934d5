import { clsx as cn } from 'clsx';

/** A landing section's title block; `id` names the section (aria-labelledby). */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  className,
}: {
  id: string;
  eyebrow: string;
  title: string;
  description?: string;
  className?: string;
}) {
  return (
    <div className={cn('flex max-w-2xl flex-col gap-2', className)}>
      <p className="text-sm font-semibold tracking-wide text-link uppercase">{eyebrow}</p>
      <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {description && <p className="text-base text-muted-foreground sm:text-lg">{description}</p>}
    </div>
  );
}
