import { Check, ChevronDown } from 'lucide-react';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import { Button } from '@/components/ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu.tsx';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** A checkbox menu for one multi-value filter; it stays open while the user ticks several values. */
export function FilterMenu<T extends string>({
  label,
  options,
  optionLabel,
  selected,
  onChange,
}: {
  label: string;
  options: readonly T[];
  /** An option as the user reads it. */
  optionLabel: (option: T) => string;
  selected: readonly T[];
  onChange: (next: T[]) => void;
}) {
  const t = useT();
  const toggle = (value: T, on: boolean) =>
    onChange(options.filter((o) => (o === value ? on : selected.includes(o))));

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          aria-label={selected.length ? t({ defaultMessage: '{filter}, {count} selected' }, { filter: label, count: selected.length }) : label}
          className={cn('justify-between', selected.length > 0 && 'border-primary')}
        >
          <span>{label}</span>
          {selected.length > 0 && (
            <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
              {selected.length}
            </span>
          )}
          <ChevronDown aria-hidden className="opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="min-w-52">
        <DropdownMenuLabel>{label}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {options.map((option) => (
          <MenuPrimitive.CheckboxItem
            key={option}
            checked={selected.includes(option)}
            onCheckedChange={(on) => toggle(option, on === true)}
            onSelect={(event) => event.preventDefault()}
            className="relative flex cursor-pointer items-center gap-2 rounded-sm py-2 pr-2 pl-8 text-sm outline-none select-none data-[highlighted]:bg-accent"
          >
            <span className="absolute left-2 flex size-4 items-center justify-center rounded-sm border border-input data-[state=checked]:border-primary data-[state=checked]:bg-primary">
              <MenuPrimitive.ItemIndicator>
                <Check aria-hidden className="size-3 text-primary-foreground" />
              </MenuPrimitive.ItemIndicator>
            </span>
            {optionLabel(option)}
          </MenuPrimitive.CheckboxItem>
        ))}
        {selected.length > 0 && (
          <>
            <DropdownMenuSeparator />
            <MenuPrimitive.Item
              onSelect={() => onChange([])}
              className="flex cursor-pointer items-center rounded-sm px-2 py-2 text-sm text-link outline-none select-none data-[highlighted]:bg-accent"
            >
              {t({ defaultMessage: 'Clear {filter}', description: 'Unticks every value of one filter, named in lower case' }, { filter: label.toLowerCase() })}
            </MenuPrimitive.Item>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
