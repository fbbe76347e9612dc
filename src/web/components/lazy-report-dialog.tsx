import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { Drawn } from './deferred/drawn.tsx';

const Dialog = lazy(async () => ({ default: (await import('./report-dialog.tsx')).ReportDialog }));

/**
 * The report dialog, loaded the first time a reader opens it (its form and rules are code no
 * visitor needs to read a page). Once loaded it is drawn closed first and opened a moment later,
 * so it sees itself open and returns focus to what opened it when it closes.
 */
export function ReportDialog({ opened, ...props }: ComponentProps<typeof Dialog>) {
  const [wasOpened, setWasOpened] = useState(opened);
  const [isDrawn, setIsDrawn] = useState(false);
  if (opened && !wasOpened) setWasOpened(true);
  if (!wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} opened={opened && isDrawn} />
      <Drawn onDrawn={setIsDrawn} />
    </Suspense>
  );
}
