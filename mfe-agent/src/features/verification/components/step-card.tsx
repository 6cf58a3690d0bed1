import { Card } from '@naija-homes/ui-kit/components/card';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import type { ReactNode } from 'react';

/** One verification step: numbered heading, completed or not, and its form. */
export function StepCard({
  number,
  title,
  description,
  complete,
  children,
}: {
  number: number;
  title: string;
  description: string;
  complete: boolean;
  children: ReactNode;
}) {
  const headingId = `verification-step-${number}`;
  return (
    <Card aria-labelledby={headingId} role="region" className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h3 id={headingId} className="font-semibold">
            {number}. {title}
          </h3>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        <Chip tone={complete ? 'green' : 'orange'}>{complete ? 'Completed' : 'Not completed'}</Chip>
      </div>
      {children}
    </Card>
  );
}
